from __future__ import annotations

from deputy.core.tools.records import AuditQuery, Outcome
from tests.web.conftest import Api


async def test_me_requires_credentials(api: Api) -> None:
    response = await api.client.get("/api/me")

    assert response.status_code == 401
    assert response.json()["error"] == "unauthenticated"
    assert response.headers["www-authenticate"] == "Bearer"


async def test_me_shows_live_roles_and_permissions(api: Api) -> None:
    response = await api.client.get("/api/me", headers=api.auth("operator"))

    assert response.status_code == 200
    body = response.json()
    assert (body["name"], body["roles"], body["is_admin"]) == ("operator", ["operator"], False)
    assert body["permissions"] == ["incidents.read", "incidents.write"]


async def test_an_unknown_token_is_rejected(api: Api) -> None:
    response = await api.client.get("/api/me", headers={"Authorization": "Bearer dpt_nope"})
    assert response.status_code == 401
    assert response.json()["error"] == "invalid_token"


async def test_the_tool_list_is_what_the_caller_may_use_now(api: Api) -> None:
    viewer = await api.client.get("/api/tools", headers=api.auth("viewer"))
    operator = await api.client.get("/api/tools", headers=api.auth("operator"))
    admin = await api.client.get("/api/tools", headers=api.auth("admin"))

    assert [t["name"] for t in viewer.json()] == ["list_incidents"]
    assert [t["name"] for t in operator.json()] == ["create_incident", "list_incidents"]
    assert [t["name"] for t in admin.json()] == ["create_incident", "list_incidents", "unguarded_report"]
    create = operator.json()[0]
    assert create["effect"] == "mutate"
    assert create["input_schema"]["additionalProperties"] is False
    assert set(create["input_schema"]["required"]) == {"title", "severity"}


async def test_a_scoped_token_only_narrows(api: Api) -> None:
    narrowed = await api.client.get("/api/tools", headers=api.auth("operator-read-scope"))
    admin_read = await api.client.get("/api/tools", headers=api.auth("admin-read-scope"))

    assert [t["name"] for t in narrowed.json()] == ["list_incidents"]
    assert [t["name"] for t in admin_read.json()] == ["list_incidents"]
    refused = await api.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"title": "x", "severity": 1}},
        headers=api.auth("operator-read-scope"),
    )
    assert refused.status_code == 403
    assert refused.json()["missing"] == ["incidents.write"]


async def test_calling_a_read_tool_runs_it_as_the_caller(api: Api) -> None:
    me = await api.client.get("/api/me", headers=api.auth("viewer"))
    response = await api.client.post(
        "/api/tools/list_incidents/call", json={"arguments": {"status": "open"}}, headers=api.auth("viewer")
    )

    assert response.status_code == 200
    assert response.json() == {"status": "ok", "result": {"incidents": [], "as": me.json()["id"]}, "proposal": None}


async def test_invalid_arguments_get_400_naming_each_field(api: Api) -> None:
    response = await api.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"severity": "high"}},
        headers=api.auth("operator"),
    )

    assert response.status_code == 400
    body = response.json()
    assert body["error"] == "invalid_arguments"
    assert {i["field"] for i in body["issues"]} == {"title", "severity"}


async def test_a_malformed_body_gets_400_naming_the_field(api: Api) -> None:
    response = await api.client.post(
        "/api/tools/list_incidents/call", json={"arguments": "open"}, headers=api.auth("viewer")
    )
    assert response.status_code == 400
    assert response.json()["issues"][0]["field"] == "arguments"


async def test_an_unknown_tool_is_404_and_audited(api: Api) -> None:
    response = await api.client.post("/api/tools/nope/call", json={}, headers=api.auth("viewer"))

    assert response.status_code == 404
    assert response.json()["error"] == "unknown_tool"
    [row] = await api.runtime.stores.audit.query(AuditQuery())
    assert (row.tool_name, row.outcome) == ("nope", Outcome.REFUSED)


async def test_the_whole_consent_lifecycle_over_http(api: Api) -> None:
    proposed = await api.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"title": "Disk full", "severity": 2}},
        headers=api.auth("operator"),
    )
    assert proposed.status_code == 200
    proposal = proposed.json()["proposal"]
    assert proposed.json()["status"] == "awaiting_approval"
    assert proposal["summary"] == "Open incident 'Disk full' (severity 2)"
    assert api.calls.executed["create_incident"] == 0
    token = proposal["token"]

    described = await api.client.get(f"/api/proposals/{token}", headers=api.auth("operator"))
    assert described.json()["status"] == "proposed"
    assert described.json()["token"] is None

    by_viewer = await api.client.post("/api/proposals/apply", json={"token": token}, headers=api.auth("viewer"))
    assert by_viewer.status_code == 403

    applied = await api.client.post("/api/proposals/apply", json={"token": token}, headers=api.auth("operator-applies"))
    assert applied.status_code == 200
    assert applied.json()["proposal"]["status"] == "applied"
    assert applied.json()["result"]["title"] == "Disk full"

    again = await api.client.post("/api/proposals/apply", json={"token": token}, headers=api.auth("operator-applies"))
    assert again.status_code == 409
    assert again.json()["error"] == "proposal_consumed"
    assert api.calls.executed["create_incident"] == 1


async def test_proposal_token_errors_are_400_404_and_409(api: Api) -> None:
    malformed = await api.client.post(
        "/api/proposals/apply", json={"token": "garbage"}, headers=api.auth("operator-applies")
    )
    unknown = await api.client.post(
        "/api/proposals/apply", json={"token": "dpp_" + "a" * 32 + ".x"}, headers=api.auth("operator-applies")
    )
    proposed = await api.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"title": "Disk", "severity": 2}},
        headers=api.auth("operator"),
    )
    token = proposed.json()["proposal"]["token"]
    declined = await api.client.post("/api/proposals/decline", json={"token": token}, headers=api.auth("operator"))
    consumed = await api.client.post(
        "/api/proposals/apply", json={"token": token}, headers=api.auth("operator-applies")
    )

    assert (malformed.status_code, malformed.json()["error"]) == (400, "malformed_token")
    assert (unknown.status_code, unknown.json()["error"]) == (404, "unknown_proposal")
    assert declined.json()["status"] == "declined"
    assert (consumed.status_code, consumed.json()["error"]) == (409, "proposal_consumed")


async def test_the_audit_log_is_for_administrators_and_filters(api: Api) -> None:
    await api.client.post("/api/tools/list_incidents/call", json={}, headers=api.auth("viewer"))
    await api.client.post("/api/tools/list_incidents/call", json={}, headers=api.auth("operator"))

    denied = await api.client.get("/api/audit", headers=api.auth("viewer"))
    everything = await api.client.get("/api/audit", headers=api.auth("admin"))
    viewer_id = everything.json()[-1]["principal_id"]
    only_viewer = await api.client.get(f"/api/audit?principal={viewer_id}", headers=api.auth("admin"))
    by_transport = await api.client.get("/api/audit?transport=mcp", headers=api.auth("admin"))
    bad = await api.client.get("/api/audit?since=yesterday", headers=api.auth("admin"))

    assert denied.status_code == 403
    assert len(everything.json()) == 2
    assert [r["principal_id"] for r in only_viewer.json()] == [viewer_id]
    assert by_transport.json() == []
    assert bad.status_code == 400
    assert bad.json()["issues"][0]["field"] == "query.since"


async def test_the_tool_budget_answers_429_with_retry_after(api: Api) -> None:
    api.runtime.gateway.policy = type(api.runtime.gateway.policy)(tool_calls=2)
    for _ in range(2):
        await api.client.post("/api/tools/list_incidents/call", json={}, headers=api.auth("viewer"))

    response = await api.client.post("/api/tools/list_incidents/call", json={}, headers=api.auth("viewer"))

    assert response.status_code == 429
    assert response.json()["error"] == "tool_budget_exceeded"
    assert response.headers["retry-after"] == "60"


async def test_an_auditor_reads_the_audit_log_but_cannot_change_connections(api: Api) -> None:
    await api.client.post("/api/tools/list_incidents/call", json={}, headers=api.auth("viewer"))

    log = await api.client.get("/api/audit", headers=api.auth("auditor"))
    change = await api.client.post(
        "/api/admin/connections",
        json={"name": "x", "base_url": "http://127.0.0.1:9/v1", "default_model": "m"},
        headers=api.auth("auditor"),
    )

    assert log.status_code == 200 and len(log.json()) == 1
    assert change.status_code == 403


async def test_arguments_carrying_a_credential_are_refused_on_every_transport_before_any_dry_run(api: Api) -> None:
    response = await api.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"title": "key sk-proj-Ab3De5Gh7Jk9Mn1Pq3St5Vw7Yz leaked", "severity": 2}},
        headers=api.auth("operator"),
    )

    assert (response.status_code, response.json()["error"]) == (400, "arguments_refused")
    assert "sk-proj-Ab3De5Gh7Jk9Mn1Pq3St5Vw7Yz" not in response.text
    assert api.calls.dry_runs["create_incident"] == 0
    rows = await api.runtime.stores.audit.query(AuditQuery(tool_name="create_incident"))
    assert [(r.outcome, r.error_code) for r in rows] == [(Outcome.REFUSED, "arguments_refused")]


async def test_a_proposal_names_who_proposed_and_who_decided(api: Api) -> None:
    proposed = await api.client.post(
        "/api/tools/create_incident/call",
        json={"arguments": {"title": "Disk full", "severity": 2}},
        headers=api.auth("operator"),
    )
    token = proposed.json()["proposal"]["token"]

    before = (await api.client.get(f"/api/proposals/{token}", headers=api.auth("admin"))).json()
    await api.client.post("/api/proposals/apply", json={"token": token}, headers=api.auth("admin-applies"))
    after = (await api.client.get(f"/api/proposals/{token}", headers=api.auth("operator"))).json()

    assert (before["proposed_by_name"], before["decided_by_name"]) == ("operator", None)
    assert (after["proposed_by_name"], after["decided_by_name"]) == ("operator", "admin")
    assert after["decided_by"] and after["decided_by"] != after["proposed_by"]
