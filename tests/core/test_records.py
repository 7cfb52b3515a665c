from __future__ import annotations

from datetime import UTC, datetime

from deputy.core.identity.principal import Principal
from deputy.core.tools.declarations import Effect, Transport
from deputy.core.tools.records import AUDIT_ROW_FIELDS, AuditEntry, Decision, Outcome
from deputy.web.routes.audit import AuditRow


def test_the_api_and_the_export_show_the_same_audit_columns() -> None:
    entry = AuditEntry(
        id="a1",
        principal=Principal.user("u1").ref,
        tenant_id="t1",
        transport=Transport.CHAT,
        tool_name="create_incident",
        effect=Effect.MUTATE,
        args_hash="ab" * 32,
        decision=Decision.RUN,
        outcome=Outcome.APPLIED,
        latency_ms=1.23456,
        created_at=datetime(2026, 1, 1, tzinfo=UTC),
        applied_by=Principal.user("u2").ref,
    )

    row = entry.to_row()

    assert tuple(row) == AUDIT_ROW_FIELDS
    # The API adds the names of the users a row names (a lookup per read) beside their ids.
    names = {"principal_name", "applied_by_name"}
    assert tuple(f for f in AuditRow.model_fields if f not in names) == AUDIT_ROW_FIELDS
    assert set(AuditRow.model_fields) - set(AUDIT_ROW_FIELDS) == names
    assert (row["applied_by"], row["latency_ms"], row["created_at"]) == ("u2", 1.235, "2026-01-01T00:00:00+00:00")
