from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from pydantic import BaseModel

from deputy.core.clock import ManualClock
from deputy.core.identity.principal import Principal
from deputy.core.tools.audit import args_digest
from deputy.core.tools.declarations import ToolContext, Transport
from deputy.core.tools.gateway import GatewayPolicy, Proposed, Ran, ToolGateway
from deputy.core.tools.proposal_token import NONCE_BYTES, parse_token
from deputy.core.tools.records import AuditQuery, Decision, Outcome, ProposalStatus
from deputy.errors import (
    AccessDenied,
    MalformedToken,
    NotFound,
    ProposalConsumed,
    ProposalExpired,
    ToolBudgetExceeded,
    ToolExecutionError,
    ToolInputError,
    UnknownTool,
)
from deputy.store import Database, Stores
from tests.core.toolbox import Calls, build_toolbox, replace_input_model

SECRET = b"test-secret-key-for-hmac-32bytes"
ALICE = Principal.user("alice", tenant_id="t1", permissions={"incidents.read", "incidents.write"})
BOB = Principal.user("bob", tenant_id="t1", permissions={"incidents.read"})
CAROL = Principal.user("carol", tenant_id="t1", permissions={"incidents.read", "incidents.write"})
MALLORY = Principal.user("mallory", tenant_id="t2", permissions={"incidents.read", "incidents.write"})
ADMIN = Principal.user("root", tenant_id="t1", permissions={"*"})


class Env:
    def __init__(self, gateway: ToolGateway, stores: Stores, calls: Calls, clock: ManualClock) -> None:
        self.gateway, self.stores, self.calls, self.clock = gateway, stores, calls, clock

    async def audit(self) -> list[tuple[str, str, Decision, Outcome]]:
        rows = await self.stores.audit.query(AuditQuery(limit=1000))
        return [(r.principal.id, r.tool_name, r.decision, r.outcome) for r in reversed(rows)]


def ctx(principal: Principal, transport: Transport = Transport.API) -> ToolContext:
    return ToolContext(principal=principal, transport=transport)


@pytest.fixture
async def env(database: Database, clock: ManualClock) -> AsyncIterator[Env]:
    calls = Calls()
    stores = Stores.open(database)
    gateway = ToolGateway(
        registry=build_toolbox(calls),
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=clock,
        secret=SECRET,
        policy=GatewayPolicy(tool_calls=5, tool_window=timedelta(seconds=60)),
    )
    yield Env(gateway, stores, calls, clock)


async def propose(env: Env, principal: Principal = ALICE) -> Proposed:
    outcome = await env.gateway.call(ctx(principal), "create_incident", {"title": "Disk full", "severity": 2})
    assert isinstance(outcome, Proposed)
    return outcome


async def test_a_read_tool_runs_as_the_caller_and_is_audited_with_a_salted_hash(env: Env) -> None:
    outcome = await env.gateway.call(ctx(BOB), "list_incidents", {"status": "open"})

    assert isinstance(outcome, Ran)
    assert outcome.result == {"incidents": [], "as": "bob"}
    [row] = await env.stores.audit.query(AuditQuery())
    assert (row.principal.id, row.transport, row.decision, row.outcome) == (
        "bob",
        Transport.API,
        Decision.RUN,
        Outcome.OK,
    )
    assert row.args_hash == args_digest(SECRET, {"status": "open", "limit": 10})
    assert row.args_hash != args_digest(b"another key", {"status": "open", "limit": 10})


async def test_an_unknown_tool_is_refused_and_audited_without_running_anything(env: Env) -> None:
    with pytest.raises(UnknownTool):
        await env.gateway.call(ctx(ALICE), "drop_database", {})

    assert sum(env.calls.executed.values()) == 0
    assert await env.audit() == [("alice", "drop_database", Decision.REFUSED, Outcome.REFUSED)]


async def test_a_forbidden_mutation_is_refused_before_any_dry_run_or_execute(env: Env) -> None:
    with pytest.raises(AccessDenied) as refused:
        await env.gateway.call(ctx(BOB), "create_incident", {"title": "x", "severity": 1})

    assert refused.value.details["missing"] == ["incidents.write"]
    assert env.calls.dry_runs["create_incident"] == 0
    assert env.calls.executed["create_incident"] == 0
    assert await env.audit() == [("bob", "create_incident", Decision.REFUSED, Outcome.REFUSED)]


async def test_a_tool_that_declares_no_permission_is_refused_to_everyone_but_unscoped_admins(env: Env) -> None:
    with pytest.raises(AccessDenied):
        await env.gateway.call(ctx(ALICE), "unguarded_report", {})
    scoped_admin = Principal.user("root", tenant_id="t1", permissions={"*"}, scopes={"write"})
    with pytest.raises(AccessDenied):
        await env.gateway.call(ctx(scoped_admin), "unguarded_report", {})

    outcome = await env.gateway.call(ctx(ADMIN), "unguarded_report", {})

    assert isinstance(outcome, Ran)
    assert env.calls.executed["unguarded_report"] == 1


async def test_malformed_arguments_name_every_field_and_nothing_runs(env: Env) -> None:
    with pytest.raises(ToolInputError) as invalid:
        await env.gateway.call(ctx(ALICE), "create_incident", {"title": "", "severity": 9, "colour": "red"})

    fields = {issue["field"] for issue in invalid.value.issues}
    assert fields == {"title", "severity", "colour"}
    assert env.calls.dry_runs["create_incident"] == 0
    assert await env.audit() == [("alice", "create_incident", Decision.REFUSED, Outcome.REFUSED)]


async def test_non_object_arguments_are_rejected_with_a_root_issue(env: Env) -> None:
    with pytest.raises(ToolInputError) as invalid:
        await env.gateway.call(ctx(ALICE), "list_incidents", ["open"])
    assert invalid.value.issues[0]["field"] == "(root)"


async def test_a_mutation_becomes_a_proposal_bound_to_the_validated_arguments(env: Env) -> None:
    proposed = await propose(env)

    token = parse_token(proposed.token)
    assert len(token.nonce) >= NONCE_BYTES * 4 // 3  # base64 of 32 random bytes
    assert proposed.proposal.payload == {"title": "Disk full", "severity": 2}
    assert proposed.proposal.summary == "Open incident 'Disk full' (severity 2)"
    assert proposed.proposal.expires_at == env.clock.now() + timedelta(minutes=10)
    assert env.calls.executed["create_incident"] == 0
    assert env.calls.dry_runs["create_incident"] == 1
    assert await env.audit() == [("alice", "create_incident", Decision.CONFIRM, Outcome.PROPOSED)]


async def test_apply_executes_once_as_the_applier_and_records_who_applied(env: Env) -> None:
    proposed = await propose(env, ALICE)

    record, result = await env.gateway.apply(ctx(CAROL), proposed.token)

    assert result == {"id": 1, "title": "Disk full", "status": "open"}
    assert record.status is ProposalStatus.APPLIED
    assert record.decided_by == CAROL.ref
    assert record.proposed_by == ALICE.ref
    assert env.calls.executed_by == ["carol"]
    audit = await env.stores.audit.query(AuditQuery())
    assert audit[0].outcome is Outcome.APPLIED
    assert audit[0].applied_by == CAROL.ref
    assert audit[0].proposal_id == record.id
    with pytest.raises(ProposalConsumed):
        await env.gateway.apply(ctx(CAROL), proposed.token)
    assert env.calls.executed["create_incident"] == 1


async def test_describe_shows_a_proposal_without_consuming_it(env: Env) -> None:
    proposed = await propose(env)

    described = await env.gateway.describe(ALICE, proposed.token)

    assert described.status is ProposalStatus.PROPOSED
    assert described.summary == proposed.proposal.summary
    await env.gateway.apply(ctx(ALICE), proposed.token)


async def test_an_expired_proposal_cannot_be_applied_and_the_sweep_marks_it(env: Env) -> None:
    proposed = await propose(env)
    env.clock.advance(timedelta(minutes=10, seconds=1))

    with pytest.raises(ProposalExpired):
        await env.gateway.apply(ctx(ALICE), proposed.token)
    assert await env.gateway.sweep() == 1
    with pytest.raises(ProposalExpired):
        await env.gateway.apply(ctx(ALICE), proposed.token)
    assert env.calls.executed["create_incident"] == 0


@pytest.mark.parametrize(
    ("token", "error"),
    [
        ("not-a-token", MalformedToken),
        ("dpp_zzz.nonce", MalformedToken),
        ("dpp_" + "0" * 32, MalformedToken),
        ("dpp_" + "0" * 32 + ".nonce", NotFound),
    ],
)
async def test_bad_proposal_tokens_get_distinct_errors(env: Env, token: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        await env.gateway.apply(ctx(ALICE), token)


async def test_a_tampered_nonce_is_treated_as_an_unknown_proposal(env: Env) -> None:
    proposed = await propose(env)
    tampered = proposed.token[:-4] + ("AAAA" if not proposed.token.endswith("AAAA") else "BBBB")

    with pytest.raises(NotFound):
        await env.gateway.apply(ctx(ALICE), tampered)
    assert env.calls.executed["create_incident"] == 0


async def test_another_tenant_cannot_see_or_apply_a_proposal(env: Env) -> None:
    proposed = await propose(env)

    with pytest.raises(NotFound):
        await env.gateway.apply(ctx(MALLORY), proposed.token)
    with pytest.raises(NotFound):
        await env.gateway.describe(MALLORY, proposed.token)


async def test_apply_rechecks_the_appliers_live_permissions(env: Env) -> None:
    proposed = await propose(env, ALICE)
    downgraded_alice = Principal.user("alice", tenant_id="t1", permissions={"incidents.read"})

    with pytest.raises(AccessDenied):
        await env.gateway.apply(ctx(downgraded_alice), proposed.token)

    assert env.calls.executed["create_incident"] == 0
    assert (await env.gateway.describe(ALICE, proposed.token)).status is ProposalStatus.PROPOSED


async def test_a_failed_execute_is_recorded_as_failed_not_applied(env: Env) -> None:
    proposed = await propose(env)
    env.calls.fail_next_create = True

    with pytest.raises(ToolExecutionError) as failed:
        await env.gateway.apply(ctx(ALICE), proposed.token)

    assert "exploded" not in failed.value.message
    record = await env.gateway.describe(ALICE, proposed.token)
    assert record.status is ProposalStatus.FAILED
    assert record.error is not None
    assert (await env.stores.audit.query(AuditQuery()))[0].outcome is Outcome.FAILED
    with pytest.raises(ProposalConsumed):
        await env.gateway.apply(ctx(ALICE), proposed.token)


async def test_the_stored_payload_is_revalidated_against_the_current_schema(env: Env) -> None:
    proposed = await propose(env)

    class StricterIncident(BaseModel):
        title: str
        severity: int
        team: str

    replace_input_model(env.gateway.registry, "create_incident", StricterIncident)

    with pytest.raises(ToolInputError):
        await env.gateway.apply(ctx(ALICE), proposed.token)
    assert env.calls.executed["create_incident"] == 0
    assert (await env.gateway.describe(ALICE, proposed.token)).status is ProposalStatus.FAILED


async def test_a_declined_proposal_is_recorded_and_can_never_be_applied(env: Env) -> None:
    proposed = await propose(env)

    declined = await env.gateway.decline(ctx(CAROL), proposed.token)

    assert declined.status is ProposalStatus.DECLINED
    assert declined.decided_by == CAROL.ref
    with pytest.raises(ProposalConsumed):
        await env.gateway.apply(ctx(ALICE), proposed.token)
    with pytest.raises(ProposalConsumed):
        await env.gateway.decline(ctx(ALICE), proposed.token)
    assert ("carol", "create_incident", Decision.CONFIRM, Outcome.DECLINED) in await env.audit()
    assert env.calls.executed["create_incident"] == 0


async def test_concurrent_applies_execute_exactly_once(env: Env) -> None:
    proposed = await propose(env)

    results = await asyncio.gather(
        *(env.gateway.apply(ctx(ALICE), proposed.token) for _ in range(4)), return_exceptions=True
    )

    applied = [r for r in results if not isinstance(r, BaseException)]
    assert len(applied) == 1
    assert all(isinstance(r, ProposalConsumed) for r in results if isinstance(r, BaseException))
    assert env.calls.executed["create_incident"] == 1


async def test_the_tool_budget_refuses_the_call_over_the_limit_with_a_retry_after(env: Env) -> None:
    for _ in range(5):
        await env.gateway.call(ctx(BOB), "list_incidents", {})
    env.clock.advance(timedelta(seconds=20))

    with pytest.raises(ToolBudgetExceeded) as refused:
        await env.gateway.call(ctx(BOB), "list_incidents", {})

    assert refused.value.retry_after == 40
    assert env.calls.executed["list_incidents"] == 5
    assert (await env.audit())[-1] == ("bob", "list_incidents", Decision.REFUSED, Outcome.REFUSED)
    await env.gateway.call(ctx(ALICE), "list_incidents", {})  # another principal has its own budget
    env.clock.advance(timedelta(seconds=41))
    await env.gateway.call(ctx(BOB), "list_incidents", {})  # the window rolled on


async def test_failing_and_refused_calls_count_against_the_budget(env: Env) -> None:
    for _ in range(5):
        with pytest.raises(ToolInputError):
            await env.gateway.call(ctx(BOB), "list_incidents", {"limit": 0})
    with pytest.raises(ToolBudgetExceeded):
        await env.gateway.call(ctx(BOB), "list_incidents", {})


async def test_an_apply_whose_process_died_is_swept_to_failed(env: Env) -> None:
    proposed = await propose(env)
    claimed = await env.stores.proposals.claim(
        proposed.proposal.id, to_status=ProposalStatus.EXECUTING, decided_by=ALICE.ref, now=env.clock.now()
    )
    assert claimed  # as if a process claimed it and was then killed

    env.clock.advance(timedelta(seconds=60))
    assert await env.gateway.sweep() == 0
    env.clock.advance(timedelta(minutes=2))
    assert await env.gateway.sweep() == 1

    record = await env.gateway.describe(ALICE, proposed.token)
    assert record.status is ProposalStatus.FAILED
    assert record.error is not None and record.error.startswith("interrupted")
    with pytest.raises(ProposalConsumed):
        await env.gateway.apply(ctx(ALICE), proposed.token)
