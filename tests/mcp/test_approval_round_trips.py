"""Approval in the client's own form over 2026-07-28: `InputRequiredResult`, the user's answer, the retry.

The official Python client drives the round trips itself (it shows the form through `elicitation_callback` and
retries with the answer and the echoed `requestState`); the tampering tests drive them by hand.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from mcp.client.context import ClientRequestContext
from mcp.types import (
    CallToolResult,
    ElicitRequestFormParams,
    ElicitRequestParams,
    ElicitResult,
    InputRequiredResult,
    InputResponses,
)

from deputy.core.clock import ManualClock
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.tools.records import AuditQuery, Outcome, ProposalStatus
from deputy.mcp.approval import APPROVAL_KEY, STATE_PURPOSE
from deputy.store import Database
from deputy.store.identity.secret_box import SecretBox

from .support import Deputy, live_deputy, mcp_session

pytestmark = pytest.mark.slow

MODERN = "2026-07-28"
INCIDENT = {"title": "Checkout is down", "severity": 2}
Answer = Callable[[ClientRequestContext, ElicitRequestParams], Awaitable[ElicitResult]]


def answering(action: str, decision: str | None, asked: list[str] | None = None) -> Answer:
    async def answer(context: ClientRequestContext, params: ElicitRequestParams) -> ElicitResult:
        if asked is not None:
            asked.append(params.message)
        return ElicitResult(action=action, content=None if decision is None else {"decision": decision})

    return answer


async def proposal_status(deputy: Deputy, result: CallToolResult) -> ProposalStatus:
    view = result.structured_content or {}
    record = await deputy.runtime.stores.proposals.get(view["proposal_id"])
    assert record is not None
    return record.status


async def test_the_user_approves_in_the_clients_form_and_the_retry_applies_the_one_proposal(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    asked: list[str] = []
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        token = deputy.tokens["operator"]
        async with mcp_session(
            deputy, mode=MODERN, token=token, elicitation_callback=answering("accept", "apply", asked)
        ) as client:
            applied = await client.call_tool("create_incident", INCIDENT)
        operator = await deputy.runtime.stores.identity.user_by_name("operator")
        status = await proposal_status(deputy, applied)
    assert applied.is_error is False
    assert len(asked) == 1 and "Checkout is down" in asked[0] and f"{deputy.url}/proposals/dpp_" in asked[0]
    assert (applied.structured_content or {})["status"] == "applied" and status is ProposalStatus.APPLIED
    assert deputy.calls.dry_runs["create_incident"] == 1, "the retry made a second proposal"
    assert operator is not None and deputy.calls.executed_by == [operator.id]
    assert [i["title"] for i in deputy.calls.incidents] == ["Checkout is down"]


async def test_a_declined_form_declines_the_proposal_and_changes_nothing(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        token = deputy.tokens["operator"]
        async with mcp_session(
            deputy, mode=MODERN, token=token, elicitation_callback=answering("accept", "decline")
        ) as client:
            declined = await client.call_tool("create_incident", INCIDENT)
        status = await proposal_status(deputy, declined)
    assert (declined.structured_content or {})["status"] == "declined" and status is ProposalStatus.DECLINED
    assert deputy.calls.executed["create_incident"] == 0


@pytest.mark.parametrize("action", ["cancel", "decline"])
async def test_a_form_closed_without_a_decision_leaves_the_proposal_pending_with_its_link(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock, action: str
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        token = deputy.tokens["operator"]
        async with mcp_session(
            deputy, mode=MODERN, token=token, elicitation_callback=answering(action, None)
        ) as client:
            pending = await client.call_tool("create_incident", INCIDENT)
        status = await proposal_status(deputy, pending)
    view = pending.structured_content or {}
    assert view["status"] == "awaiting_approval" and status is ProposalStatus.PROPOSED
    assert view["approve_url"].startswith(f"{deputy.url}/proposals/dpp_")
    assert deputy.calls.executed["create_incident"] == 0


async def test_a_client_without_forms_gets_the_link_and_no_round_trip(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        async with mcp_session(deputy, mode=MODERN, token=deputy.tokens["operator"]) as client:
            pending = await client.session.call_tool("create_incident", INCIDENT, allow_input_required=True)
    assert isinstance(pending, CallToolResult)
    assert (pending.structured_content or {})["status"] == "awaiting_approval"
    assert deputy.calls.executed["create_incident"] == 0


async def asked_by_hand(deputy: Deputy, token: str) -> InputRequiredResult:
    """The first leg of a call, driven by hand: the form and the sealed state."""
    async with mcp_session(
        deputy, mode=MODERN, token=token, elicitation_callback=answering("accept", "apply")
    ) as client:
        first = await client.session.call_tool("create_incident", INCIDENT, allow_input_required=True)
    assert isinstance(first, InputRequiredResult) and first.request_state
    form = (first.input_requests or {})[APPROVAL_KEY].params
    assert isinstance(form, ElicitRequestFormParams) and form.requested_schema["required"] == ["decision"]
    return first


async def retried(deputy: Deputy, token: str, name: str, state: str, answer: dict[str, Any] | None) -> Any:
    responses: InputResponses | None = (
        None if answer is None else {APPROVAL_KEY: ElicitResult(action="accept", content=answer)}
    )
    async with mcp_session(
        deputy, mode=MODERN, token=token, elicitation_callback=answering("accept", "apply")
    ) as client:
        return await client.session.call_tool(
            name, INCIDENT, input_responses=responses, request_state=state, allow_input_required=True
        )


def refused_code(result: Any) -> str:
    assert isinstance(result, CallToolResult) and result.is_error is True
    text = result.content[0].text  # type: ignore[union-attr]
    assert "requestState" in text
    return "invalid_request_state" if "invalid_request_state" in text else text


async def test_a_tampered_or_borrowed_state_applies_nothing(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    apply = {"decision": "apply"}
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        operator, admin = deputy.tokens["operator"], deputy.tokens["admin"]
        state = (await asked_by_hand(deputy, operator)).request_state
        assert state is not None
        flipped = state[:-6] + ("A" if state[-6] != "A" else "B") + state[-5:]
        tampered = await retried(deputy, operator, "create_incident", flipped, apply)
        garbage = await retried(deputy, operator, "create_incident", "not a state", apply)
        borrowed = await retried(deputy, admin, "create_incident", state, apply)  # another user replays it
        other_tool = await retried(deputy, operator, "list_incidents", state, apply)
        asked_again = await retried(deputy, operator, "create_incident", state, None)
        applied = await retried(deputy, operator, "create_incident", state, apply)
        replayed = await retried(deputy, operator, "create_incident", state, apply)
        audited = await deputy.runtime.stores.audit.query(AuditQuery(transport=Transport.MCP, limit=50))
    for refused in (tampered, garbage, borrowed, other_tool):
        assert refused_code(refused) == "invalid_request_state"
    assert isinstance(asked_again, InputRequiredResult) and APPROVAL_KEY in (asked_again.input_requests or {})
    assert isinstance(applied, CallToolResult) and (applied.structured_content or {})["status"] == "applied"
    assert isinstance(replayed, CallToolResult) and replayed.is_error is True, "a state applies its proposal once"
    assert deputy.calls.executed["create_incident"] == 1 and deputy.calls.dry_runs["create_incident"] == 1
    refusals = [(e.tool_name, e.outcome) for e in audited if e.error_code == "invalid_request_state"]
    assert sorted(refusals) == sorted(
        [("create_incident", Outcome.REFUSED)] * 3 + [("list_incidents", Outcome.REFUSED)]
    ), "every refused state is in the audit log"


async def test_another_pod_takes_the_retry(database: Database, tmp_path: Path, clock: ManualClock) -> None:
    """No sticky sessions: the state is sealed with the shared secret and the proposal is in the shared database."""
    async with (
        live_deputy(database, tmp_path, clock) as first_pod,
        live_deputy(database, tmp_path, clock, seeded=first_pod) as second_pod,
    ):
        operator = first_pod.tokens["operator"]
        state = (await asked_by_hand(first_pod, operator)).request_state
        assert state is not None
        applied = await retried(second_pod, operator, "create_incident", state, {"decision": "apply"})
    assert isinstance(applied, CallToolResult) and (applied.structured_content or {})["status"] == "applied"
    assert first_pod.calls.dry_runs["create_incident"] == 1 and first_pod.calls.executed["create_incident"] == 0
    assert second_pod.calls.executed["create_incident"] == 1 and second_pod.calls.dry_runs["create_incident"] == 0


async def test_with_form_approval_off_the_client_gets_the_link_and_a_state_applies_nothing(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with (
        live_deputy(sqlite_db, tmp_path, clock) as asking_pod,
        live_deputy(sqlite_db, tmp_path, clock, seeded=asking_pod, mcp_form_approval=False) as strict_pod,
    ):
        operator = asking_pod.tokens["operator"]
        async with mcp_session(
            strict_pod, mode=MODERN, token=operator, elicitation_callback=answering("accept", "apply")
        ) as client:
            linked = await client.session.call_tool("create_incident", INCIDENT, allow_input_required=True)
        state = (await asked_by_hand(asking_pod, operator)).request_state
        assert state is not None
        refused = await retried(strict_pod, operator, "create_incident", state, {"decision": "apply"})
    assert isinstance(linked, CallToolResult) and (linked.structured_content or {})["status"] == "awaiting_approval"
    assert isinstance(refused, CallToolResult) and refused.is_error is True
    assert "form_approval_off" in refused.content[0].text  # type: ignore[union-attr]
    assert strict_pod.calls.executed["create_incident"] == 0 and asking_pod.calls.executed["create_incident"] == 0


async def test_a_retry_after_the_proposal_was_decided_elsewhere_reports_it_and_asks_nothing(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    async with live_deputy(sqlite_db, tmp_path, clock) as deputy:
        operator = deputy.tokens["operator"]
        state = (await asked_by_hand(deputy, operator)).request_state
        assert state is not None
        user = await deputy.runtime.stores.identity.user_by_name("operator")
        assert user is not None
        principal = await deputy.runtime.stores.identity.principal_for_user(user.id)
        token = SecretBox(deputy.runtime.secret, purpose=STATE_PURPOSE).open(
            state, context=f"mcp-approval:{principal.tenant_id}:{principal.id}:create_incident"
        )
        await deputy.runtime.gateway.decline(ToolContext(principal=principal, transport=Transport.API), token)
        reported = await retried(deputy, operator, "create_incident", state, None)
        late_apply = await retried(deputy, operator, "create_incident", state, {"decision": "apply"})
    assert isinstance(reported, CallToolResult) and reported.is_error is not True
    assert (reported.structured_content or {})["status"] == "declined"
    assert isinstance(late_apply, CallToolResult) and late_apply.is_error is True
    assert deputy.calls.executed["create_incident"] == 0
