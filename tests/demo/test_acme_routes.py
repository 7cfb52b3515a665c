"""Acme Ops is a host application with its own routes and its own permission checks, mounted at /acme."""

from __future__ import annotations

import pytest

from .conftest import Demo


async def test_every_role_reads_services_incidents_checks_and_the_oncall_rotation(demo: Demo) -> None:
    for who in ("viewer", "operator", "admin"):
        services = (await demo.get("/acme/services", who))["services"]
        assert {s["id"] for s in services} >= {"checkout-api", "payments", "legacy-reports"}
    checkout = await demo.get("/acme/services/checkout-api", "viewer")
    assert checkout["status"] == "degraded"
    assert [i["title"] for i in checkout["open_incidents"]] == ["Checkout p95 latency above 2 s"]
    assert (await demo.get("/acme/checks?status=failing"))["checks"][0]["service_id"] == "checkout-api"
    oncall = (await demo.get("/acme/oncall?team=payments", "viewer"))["oncall"]
    assert [(s["team"], bool(s["person"]), bool(s["next"])) for s in oncall] == [("payments", True, True)]


async def test_a_caller_without_credentials_is_refused_with_401(demo: Demo) -> None:
    response = await demo.client.get("/acme/services")

    assert response.status_code == 401


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/acme/incidents", {"service_id": "search", "title": "Search is down"}),
        ("POST", "/acme/incidents/2/resolve", {"resolution": "Rolled back."}),
        ("POST", "/acme/checks", {"service_id": "search", "name": "Ping", "target": "https://search.acme.test/"}),
        ("DELETE", "/acme/services/legacy-reports", None),
    ],
)
async def test_a_viewer_may_change_nothing_in_acme_ops(demo: Demo, method: str, path: str, body: object) -> None:
    response = await demo.client.request(method, path, json=body, headers=demo.auth("viewer"))

    assert response.status_code == 403, response.text
    assert "Acme Ops" in response.json()["message"]


async def test_an_operator_opens_and_resolves_incidents_but_may_not_delete_a_service(demo: Demo) -> None:
    opened = await demo.client.post(
        "/acme/incidents",
        json={"service_id": "search", "title": "Search is down", "severity": "critical"},
        headers=demo.auth("operator"),
    )
    assert opened.status_code == 201, opened.text
    number = opened.json()["id"]
    resolved = await demo.client.post(
        f"/acme/incidents/{number}/resolve", json={"resolution": "Restarted."}, headers=demo.auth("operator")
    )
    deleted = await demo.client.delete("/acme/services/legacy-reports", headers=demo.auth("operator"))

    assert (opened.json()["status"], opened.json()["opened_by"]) == ("open", "operator")
    assert (resolved.json()["status"], resolved.json()["resolved_by"]) == ("resolved", "operator")
    assert deleted.status_code == 403


async def test_an_admin_deletes_a_quiet_service_with_its_checks_but_not_one_with_open_incidents(demo: Demo) -> None:
    busy = await demo.client.delete("/acme/services/checkout-api", headers=demo.auth("admin"))
    quiet = await demo.client.delete("/acme/services/legacy-reports", headers=demo.auth("admin"))

    assert (busy.status_code, busy.json()["error"]) == (409, "service_has_open_incidents")
    assert quiet.json() == {"deleted": "legacy-reports", "name": "Legacy reports", "checks_removed": 1}
    assert (await demo.client.get("/acme/services/legacy-reports", headers=demo.auth("admin"))).status_code == 404
    remaining = (await demo.get("/acme/checks"))["checks"]
    assert remaining and all(c["service_id"] != "legacy-reports" for c in remaining)


async def test_resolving_twice_is_a_conflict_and_an_unknown_incident_is_not_found(demo: Demo) -> None:
    first = await demo.client.post("/acme/incidents/2/resolve", json={}, headers=demo.auth("operator"))
    again = await demo.client.post("/acme/incidents/2/resolve", json={}, headers=demo.auth("operator"))
    missing = await demo.client.get("/acme/incidents/999", headers=demo.auth("operator"))

    assert first.status_code == 200
    assert (again.status_code, again.json()["error"]) == (409, "incident_not_open")
    assert (missing.status_code, missing.json()["error"]) == (404, "unknown_incident")


async def test_the_api_page_and_its_swagger_files_are_served_from_the_package_not_a_cdn(demo: Demo) -> None:
    page = await demo.client.get("/acme/docs")
    script = await demo.client.get("/acme/docs-assets/swagger-ui-bundle.js")
    style = await demo.client.get("/acme/docs-assets/swagger-ui.css")

    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assert "cdn.jsdelivr" not in page.text and "unpkg" not in page.text
    assert '"/acme/openapi.json"' in page.text or "'/acme/openapi.json'" in page.text
    assert 'src="/acme/docs-assets/swagger-ui-bundle.js"' in page.text
    assert (script.status_code, style.status_code) == (200, 200) and len(script.content) > 100_000
