"""A turn's claim in one statement on Postgres, when no budget can refuse it (`SqlConversationStore.claim_turn`).

The claim marks the turn active, reserves its tokens and writes its lease: in a transaction that is BEGIN, three
statements and COMMIT, five round trips before the model request, each about 0.3-0.5 ms on a quiet machine. When
nothing can refuse the turn (no site budget, no spend cap on the connection, no default quota, and a user with no
limits of their own) the three writes are one statement of data-modifying CTEs, whole by itself, in autocommit: one
round trip. The statement changes nothing when the conversation is not free, does not exist, or its user has a row
of limits; the caller then claims in a transaction, which tells those apart and admits under the locks as always.
A user found with limits of their own is remembered (`LimitedUsers`), so their next turns go to the transaction
at once instead of paying for a statement that cannot succeed; the memory only chooses the way, never the outcome.
"""

from __future__ import annotations

import functools
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from deputy.core.budgets.ledger import Admission, ChargeKind, Reservation
from deputy.core.budgets.quotas import PERIODS, resolve_limit
from deputy.core.conversations.records import ClaimedTurn, TurnStart
from deputy.core.identity.principal import PrincipalKind, PrincipalRef
from deputy.store.budgets.ledger import RESERVED
from deputy.store.tables import conversations, token_ledger, token_quotas, turn_leases

REMEMBERED_USERS = 10_000
"""Users remembered as having limits of their own, per process, before the memory starts over."""


class LimitedUsers:
    """The users whose claim in one statement found a row of limits (a user's limits rarely come and go)."""

    def __init__(self) -> None:
        self._users: set[str] = set()

    def may_claim_in_one(self, admission: Admission | None) -> bool:
        user = admission.scope.user_id if admission is not None else None
        return claims_in_one(admission) and user not in self._users

    def found(self, admission: Admission | None) -> None:
        """The claim in one statement changed nothing and the transaction then claimed the turn: its user has
        limits of their own."""
        user = admission.scope.user_id if admission is not None else None
        if user is not None:
            if len(self._users) >= REMEMBERED_USERS:
                self._users.clear()
            self._users.add(user)


def claims_in_one(admission: Admission | None) -> bool:
    """Whether nothing but the user's own limits could refuse `admission` (those the statement itself looks for)."""
    if admission is None:
        return True
    if admission.site.active or (admission.spend_cap is not None and admission.scope.connection_id is not None):
        return False
    return all(resolve_limit(None, admission.quota.defaults.get(period)) is None for period in PERIODS)


def claim_in_one(
    conn: sa.Connection, start: TurnStart, admission: Admission | None, *, now: datetime
) -> ClaimedTurn | None:
    """Claim, reserve and lease in one statement (`claims_in_one(admission)` must hold); None when it changed
    nothing."""
    leased = start.lease_holder is not None and start.lease_until is not None
    statement = _statement(replacing=start.replaces is not None, reserving=admission is not None, leasing=leased)
    params: dict[str, Any] = {
        "b_conversation_id": start.conversation_id,
        "b_turn_id": start.turn_id,
        "b_now": now,
        "b_replaces": start.replaces,
        "l_assistant_id": start.assistant_id,
        "l_holder": start.lease_holder,
        "l_expires_at": start.lease_until,
        "l_reservation_id": start.reservation_id,
    }
    if admission is not None:
        scope = admission.scope
        params |= {
            "r_user_id": scope.user_id,
            "r_tenant_id": scope.tenant_id,
            "r_connection_id": scope.connection_id,
            "r_conversation_id": scope.conversation_id,
            "r_tokens": admission.reserve_tokens,
        }
    row = conn.execute(statement, params).first()
    if row is None:
        return None
    reservation = None
    if admission is not None:
        reservation = Reservation(id=int(row.reservation_id), tokens=admission.reserve_tokens, scope=admission.scope)
    owner = PrincipalRef(PrincipalKind(row.owner_kind), row.owner_id)
    return ClaimedTurn(owner=owner, tenant_id=row.tenant_id, reservation=reservation)


@functools.cache
def _statement(*, replacing: bool, reserving: bool, leasing: bool) -> sa.Select[Any]:
    """Built once per shape. Like the transaction's claim it sets `synchronous_commit = off` for itself (see
    `conversations._claim_statement`)."""
    c = conversations.c
    free: sa.ColumnElement[bool] = c.active_turn_id.is_(None)
    if replacing:
        free = sa.or_(free, c.active_turn_id == sa.bindparam("b_replaces"))
    where = [c.id == sa.bindparam("b_conversation_id"), free]
    if reserving:  # a user with a row of limits is admitted in a transaction, under the locks
        where.append(~sa.exists().where(token_quotas.c.user_id == _typed("r_user_id", token_quotas.c.user_id)))
    claimed = (
        conversations.update()
        .where(*where)
        .values(active_turn_id=sa.bindparam("b_turn_id"), cancel_requested_at=None, updated_at=sa.bindparam("b_now"))
        .returning(
            c.owner_kind, c.owner_id, c.tenant_id, sa.func.set_config("synchronous_commit", "off", True).label("sync")
        )
        .cte("claimed")
    )
    columns: list[Any] = [claimed.c.owner_kind, claimed.c.owner_id, claimed.c.tenant_id]
    source: Any = claimed
    reservation: Any = _typed("l_reservation_id", turn_leases.c.reservation_id)
    ctes = []
    if reserving:
        ledger = token_ledger.c
        values = {
            "kind": sa.literal(ChargeKind.TURN.value, ledger.kind.type),
            "state": sa.literal(RESERVED, ledger.state.type),
            "user_id": _typed("r_user_id", ledger.user_id),
            "tenant_id": _typed("r_tenant_id", ledger.tenant_id),
            "connection_id": _typed("r_connection_id", ledger.connection_id),
            "conversation_id": _typed("r_conversation_id", ledger.conversation_id),
            "reserved_tokens": _typed("r_tokens", ledger.reserved_tokens),
            "total_tokens": _typed("r_tokens", ledger.total_tokens),
            "created_at": _typed("b_now", ledger.created_at),
        }
        reserved = (
            token_ledger.insert()
            .from_select(list(values), sa.select(*values.values()).select_from(claimed))
            .returning(ledger.id)
            .cte("reserved")
        )
        columns.append(reserved.c.id.label("reservation_id"))
        source, reservation = claimed.join(reserved, sa.true()), reserved.c.id
    if leasing:
        lease = turn_leases.c
        values = {
            "turn_id": _typed("b_turn_id", lease.turn_id),
            "conversation_id": _typed("b_conversation_id", lease.conversation_id),
            "assistant_id": _typed("l_assistant_id", lease.assistant_id),
            "holder": _typed("l_holder", lease.holder),
            "reservation_id": reservation,
            "expires_at": _typed("l_expires_at", lease.expires_at),
            "created_at": _typed("b_now", lease.created_at),
        }
        ctes.append(
            turn_leases.insert()
            .from_select(list(values), sa.select(*values.values()).select_from(source))
            .cte("leased")
        )
    return sa.select(*columns).select_from(source).add_cte(*ctes)


def _typed(name: str, column: sa.Column[Any]) -> sa.BindParameter[Any]:
    """A parameter of `column`'s type: in a SELECT list Postgres must be told what it is."""
    return sa.bindparam(name, type_=column.type)
