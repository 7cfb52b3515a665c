"""A feedback comment or category is stored text like any other: a credential pasted into it is scrubbed before it
is written, so the staff feedback list and the database never hold it (found by the admin API review)."""

from __future__ import annotations

from deputy.core.conversations.records import Role
from deputy.core.identity.principal import Principal
from deputy.store import Database, Stores

from .test_model_written_text_is_scrubbed import CANARIES, NOW, every_row, leak


async def test_a_credential_pasted_into_feedback_is_never_stored(database: Database) -> None:
    stores = Stores.open(database)
    identity = stores.identity
    tenant = await identity.ensure_tenant(slug="acme", name="Acme", now=NOW)
    user_id = await identity.create_user(tenant_id=tenant, username="ann", role_names=[], now=NOW)
    voter = Principal.user(user_id, tenant_id=tenant, name="ann")
    conversation = await stores.conversations.create(voter, now=NOW)
    answer = await stores.conversations.append_message(
        conversation.id, role=Role.ASSISTANT, parts=[], content="Done.", now=NOW
    )

    await stores.conversations.record_feedback(
        message_id=answer.id,
        voter=voter,
        conversation_id=conversation.id,
        rating="down",
        category=CANARIES[1],
        comment=leak("comment"),
        now=NOW,
    )

    stored = await every_row(database)
    assert not [canary for canary in CANARIES if canary in stored]
    mine = await stores.votes.mine(user_id, [answer.id])
    assert mine[answer.id].rating == "down" and "comment: the keys are" in (mine[answer.id].comment or "")
