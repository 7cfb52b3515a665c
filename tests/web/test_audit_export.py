"""`GET /api/audit?outcome=` and `GET /api/audit/export`: the tool-call log filtered, named and downloaded.

The export takes the page's filters, streams JSON lines or CSV (with a header row) oldest first, writes a cell a
spreadsheet would run as a formula with a leading `'`, stops at its cap and says so, and is guarded exactly like the
page: administrators and `audit.read` holders, and a scoped token only when it names `audit.read`.
"""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from deputy.core.identity.principal import PrincipalKind, PrincipalRef
from deputy.core.tools.declarations import Effect, Transport
from deputy.core.tools.records import AuditEntry, Decision, Outcome
from deputy.web.deps import AUDIT_PERMISSION
from deputy.web.routes import audit as audit_routes

from .conftest import Api

START = datetime(2025, 12, 31, 12, 0, tzinfo=UTC)
EXPORT = "/api/audit/export"
FORMULAS = ['=HYPERLINK("http://evil.test")', "+1+1", "-2+3", "@SUM(A1:A9)", "\tcmd", "\rcmd"]


async def _user_id(api: Api, name: str) -> str:
    record = await api.runtime.stores.identity.user_by_name(name)
    assert record is not None
    return record.id


async def _record(
    api: Api,
    *,
    user: str,
    tool: str,
    transport: Transport = Transport.API,
    outcome: Outcome = Outcome.OK,
    minute: int = 0,
    error_code: str | None = None,
    tenant_id: str | None = "",
) -> None:
    """One audit row of `user` at START + `minute` minutes, in the user's tenant unless `tenant_id` says otherwise."""
    record = await api.runtime.stores.identity.user_by_name(user)
    assert record is not None
    decision = Decision.REFUSED if outcome is Outcome.REFUSED else Decision.RUN
    await api.runtime.stores.audit.record(
        AuditEntry(
            principal=PrincipalRef(kind=PrincipalKind.USER, id=record.id),
            tenant_id=record.tenant_id if tenant_id == "" else tenant_id,
            transport=transport,
            tool_name=tool,
            effect=Effect.READ,
            args_hash="h",
            decision=decision,
            outcome=outcome,
            latency_ms=1.5,
            created_at=START + timedelta(minutes=minute),
            error_code=error_code,
        )
    )


async def _log(api: Api) -> None:
    """Five rows of three users, three transports and three outcomes, and one of another tenant."""
    await _record(api, user="viewer", tool="list_incidents", transport=Transport.CHAT, minute=0)
    await _record(api, user="operator", tool="create_incident", transport=Transport.MCP, minute=1)
    await _record(
        api, user="operator", tool="create_incident", outcome=Outcome.ERROR, error_code="upstream_failed", minute=2
    )
    await _record(api, user="viewer", tool="create_incident", outcome=Outcome.REFUSED, minute=3)
    await _record(api, user="admin", tool="list_incidents", outcome=Outcome.ERROR, minute=4)
    await _record(api, user="admin", tool="list_incidents", outcome=Outcome.ERROR, minute=5, tenant_id="elsewhere")


def _jsonl(text: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in text.splitlines()]


def _csv(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


async def test_the_outcome_filter_keeps_only_rows_with_that_outcome(api: Api) -> None:
    await _log(api)

    errors = await api.client.get("/api/audit?outcome=error", headers=api.auth("admin"))
    refused = await api.client.get("/api/audit", params={"outcome": "refused"}, headers=api.auth("auditor"))
    combined = await api.client.get(
        "/api/audit", params={"outcome": "error", "user": "operator"}, headers=api.auth("admin")
    )
    none = await api.client.get("/api/audit?outcome=declined", headers=api.auth("admin"))

    assert errors.status_code == 200, errors.text
    assert [(r["principal_name"], r["tool"], r["outcome"]) for r in errors.json()] == [
        ("admin", "list_incidents", "error"),
        ("operator", "create_incident", "error"),
    ]  # newest first, and the other tenant's error is not there
    assert [(r["principal_name"], r["outcome"]) for r in refused.json()] == [("viewer", "refused")]
    assert [(r["principal_id"], r["error_code"]) for r in combined.json()] == [
        (await _user_id(api, "operator"), "upstream_failed")
    ]
    assert none.json() == []


async def test_an_unknown_outcome_is_a_400_naming_the_field(api: Api) -> None:
    response = await api.client.get("/api/audit?outcome=exploded", headers=api.auth("admin"))

    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"
    assert [issue["field"] for issue in response.json()["issues"]] == ["query.outcome"]


async def test_the_user_filter_takes_a_username_of_the_tenant(api: Api) -> None:
    await _log(api)

    by_name = await api.client.get("/api/audit?user=viewer", headers=api.auth("admin"))
    unknown = await api.client.get("/api/audit?user=nobody", headers=api.auth("admin"))
    both = await api.client.get(
        f"/api/audit?user=viewer&principal={await _user_id(api, 'viewer')}", headers=api.auth("admin")
    )

    assert [r["tool"] for r in by_name.json()] == ["create_incident", "list_incidents"]
    assert {r["principal_name"] for r in by_name.json()} == {"viewer"}
    assert unknown.status_code == 404
    assert unknown.json() == {"error": "unknown_user", "message": "No user named 'nobody'."}
    assert both.status_code == 400 and both.json()["error"] == "conflicting_filters"


async def test_the_jsonl_export_streams_the_filtered_rows_oldest_first(api: Api) -> None:
    await _log(api)

    everything = await api.client.get(EXPORT, params={"format": "jsonl"}, headers=api.auth("admin"))
    filtered = await api.client.get(
        EXPORT, params={"tool": "create_incident", "transport": "api"}, headers=api.auth("auditor")
    )
    windowed = await api.client.get(
        EXPORT,
        params={
            "since": (START + timedelta(minutes=1)).isoformat(),
            "until": (START + timedelta(minutes=3)).isoformat(),
            "outcome": "error",
        },
        headers=api.auth("admin"),
    )

    assert everything.status_code == 200, everything.text
    assert everything.headers["content-type"] == "application/x-ndjson"
    assert everything.headers["content-disposition"] == 'attachment; filename="deputy-audit-20260101T000000Z.jsonl"'
    assert everything.headers["x-deputy-export-truncated"] == "false"
    rows = _jsonl(everything.text)
    assert [(r["principal_name"], r["tool"], r["transport"], r["outcome"]) for r in rows] == [
        ("viewer", "list_incidents", "chat", "ok"),
        ("operator", "create_incident", "mcp", "ok"),
        ("operator", "create_incident", "api", "error"),
        ("viewer", "create_incident", "api", "refused"),
        ("admin", "list_incidents", "api", "error"),
    ]
    assert list(rows[0]) == list(audit_routes.EXPORT_FIELDS)
    assert [(r["principal_name"], r["outcome"]) for r in _jsonl(filtered.text)] == [
        ("operator", "error"),
        ("viewer", "refused"),
    ]
    assert [r["error_code"] for r in _jsonl(windowed.text)] == ["upstream_failed"]


async def test_the_csv_export_has_a_header_row_and_the_filtered_rows(api: Api) -> None:
    await _log(api)

    response = await api.client.get(EXPORT, params={"format": "csv", "outcome": "error"}, headers=api.auth("admin"))

    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    assert response.headers["content-disposition"] == 'attachment; filename="deputy-audit-20260101T000000Z.csv"'
    header, *rows = _csv(response.text)
    assert header == list(audit_routes.EXPORT_FIELDS)
    table = [dict(zip(header, row, strict=True)) for row in rows]
    assert [(r["principal_name"], r["tool"], r["error_code"], r["proposal_id"]) for r in table] == [
        ("operator", "create_incident", "upstream_failed", ""),
        ("admin", "list_incidents", "", ""),
    ]
    assert table[0]["created_at"] == (START + timedelta(minutes=2)).isoformat()


async def test_csv_cells_that_would_run_as_a_formula_are_neutralized(api: Api) -> None:
    for minute, text in enumerate(FORMULAS):
        await _record(api, user="operator", tool=text, error_code=text, minute=minute)

    as_csv = await api.client.get(EXPORT, params={"format": "csv"}, headers=api.auth("admin"))
    as_jsonl = await api.client.get(EXPORT, params={"format": "jsonl"}, headers=api.auth("admin"))

    header, *rows = _csv(as_csv.text)
    tool, error_code = header.index("tool"), header.index("error_code")
    assert [row[tool] for row in rows] == ["'" + text for text in FORMULAS]
    assert [row[error_code] for row in rows] == ["'" + text for text in FORMULAS]
    assert not [cell for row in rows for cell in row if cell[:1] in {"=", "+", "-", "@", "\t", "\r"}]
    assert [r["tool"] for r in _jsonl(as_jsonl.text)] == FORMULAS  # JSON is data, never a formula: kept as stored


def test_the_cell_writer_leaves_ordinary_values_alone() -> None:
    assert audit_routes.csv_cells(["ok", None, 1.5, "a=b", "2026-01-01T00:00:00+00:00"]) == [
        "ok",
        "",
        "1.5",
        "a=b",
        "2026-01-01T00:00:00+00:00",
    ]


async def test_an_unknown_export_format_is_a_400_naming_the_field(api: Api) -> None:
    response = await api.client.get(EXPORT, params={"format": "xlsx"}, headers=api.auth("admin"))

    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"
    assert [issue["field"] for issue in response.json()["issues"]] == ["query.format"]


async def test_the_export_stops_at_its_cap_and_says_so(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    await _log(api)
    monkeypatch.setattr(audit_routes, "EXPORT_CAP", 3)

    capped = await api.client.get(EXPORT, params={"format": "csv"}, headers=api.auth("admin"))
    whole = await api.client.get(EXPORT, params={"outcome": "error"}, headers=api.auth("admin"))

    assert capped.headers["x-deputy-export-truncated"] == "true"
    assert [row[audit_routes.EXPORT_FIELDS.index("tool")] for row in _csv(capped.text)[1:]] == [
        "list_incidents",
        "create_incident",
        "create_incident",
    ]  # the oldest three
    assert whole.headers["x-deputy-export-truncated"] == "false"
    assert len(_jsonl(whole.text)) == 2


@pytest.mark.parametrize("who", ["viewer", "operator"])
async def test_users_who_are_neither_administrators_nor_auditors_are_refused(api: Api, who: str) -> None:
    await _log(api)
    for path in ("/api/audit", EXPORT, f"{EXPORT}?format=csv"):
        response = await api.client.get(path, headers=api.auth(who))

        assert response.status_code == 403, path
        assert response.json()["error"] == "forbidden"


async def test_the_refusal_comes_before_the_user_filter_is_looked_up(api: Api) -> None:
    response = await api.client.get(EXPORT, params={"user": "nobody"}, headers=api.auth("viewer"))

    assert response.status_code == 403  # not 404: a refused caller learns nothing about usernames


async def test_a_token_scoped_without_audit_read_cannot_export(api: Api) -> None:
    await _log(api)
    identity, now = api.runtime.stores.identity, api.runtime.clock.now()
    admin = await _user_id(api, "admin")
    named = (await identity.create_api_token(user_id=admin, now=now, scopes=[AUDIT_PERMISSION])).secret

    read_scoped = await api.client.get(EXPORT, headers=api.auth("admin-read-scope"))
    audit_scoped = await api.client.get(EXPORT, headers={"Authorization": f"Bearer {named}"})

    assert read_scoped.status_code == 403
    assert read_scoped.json()["error"] == "forbidden"
    assert audit_scoped.status_code == 200
    assert len(_jsonl(audit_scoped.text)) == 5
