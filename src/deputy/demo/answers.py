"""The offline demo model's answers: readable markdown summaries of what the Acme Ops tools returned."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

CAPABILITIES = (
    "I'm the **offline demo model**: a scripted stand-in for a real LLM, so the demo runs without a network. "
    "I can work with Acme Ops for you:\n\n"
    "- **Services**: “What services do we run?”, “Tell me about checkout-api”\n"
    "- **Incidents**: “Show open incidents”, “Show incident 2”\n"
    "- **Health checks**: “Which checks are failing?”\n"
    "- **On call**: “Who is on call for payments?”\n"
    "- **Changes** (you confirm each one): “Open a high incident on search: index is stale”, "
    "“Resolve incident 2: rolled back the deploy”, “Add a check to payments for https://payments.acme.test/ping”, "
    "“Delete the legacy-reports service”\n\n"
    "Connect a real model (`deputy demo --llm-base-url …`) for free-form questions."
)

_STATE_ICON = {"operational": "🟢", "degraded": "🟠", "down": "🔴", "passing": "🟢", "failing": "🔴", "unknown": "⚪"}


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A GitHub-flavoured markdown table; pipes and newlines inside cells are escaped."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(_cell(value) for value in row) + " |" for row in rows]
    return "\n".join(lines)


def when(value: Any) -> str:
    """An ISO timestamp as `2026-11-21 09:40 UTC`."""
    if not isinstance(value, str):
        return "—"
    try:
        return datetime.fromisoformat(value).strftime("%Y-%m-%d %H:%M UTC")
    except ValueError:
        return value


def state(value: Any) -> str:
    return f"{_STATE_ICON.get(str(value), '')} {value}".strip()


def services_answer(result: Mapping[str, Any], *, brief: bool) -> str:
    found = list(result.get("services") or [])
    if not found:
        return "No services match that."
    troubled = [s["name"] for s in found if s["status"] != "operational"]
    headline = f"Acme runs **{len(found)} services**" + (
        f"; {_join(troubled)} {'is' if len(troubled) == 1 else 'are'} not fully operational." if troubled else "."
    )
    if brief:
        return headline
    rows = [
        (f"`{s['id']}`", s["name"], s["team"], s["tier"], state(s["status"]), s["open_incidents"], s["failing_checks"])
        for s in found
    ]
    headers = ("Id", "Service", "Team", "Tier", "State", "Open incidents", "Failing checks")
    return f"{headline}\n\n{table(headers, rows)}"


def service_answer(service: Mapping[str, Any], *, brief: bool) -> str:
    head = (
        f"**{service['name']}** (`{service['id']}`) is {state(service['status'])}: team {service['team']}, "
        f"tier {service['tier']}."
    )
    if brief:
        return f"{head} {len(service['checks'])} checks, {len(service['open_incidents'])} open incidents."
    parts = [head, str(service.get("description") or "")]
    if service["checks"]:
        rows = [(c["name"], c["kind"], state(c["status"]), f"{c['interval_seconds']} s") for c in service["checks"]]
        parts.append("**Health checks**\n\n" + table(("Check", "Kind", "State", "Every"), rows))
    opened = service["open_incidents"]
    if opened:
        parts.append(
            "**Open incidents**\n\n"
            + "\n".join(f"- #{i['id']} {i['title']} ({i['severity']}, opened {when(i['opened_at'])})" for i in opened)
        )
    else:
        parts.append("No open incidents.")
    return "\n\n".join(p for p in parts if p)


def incidents_answer(result: Mapping[str, Any], *, brief: bool, status: str | None = None) -> str:
    found = list(result.get("incidents") or [])
    label = f"{status} incidents" if status else "incidents"
    if not found:
        return f"There are no {label} right now."
    headline = f"There {'is' if len(found) == 1 else 'are'} **{len(found)} {label}**."
    if brief:
        return headline + " " + "; ".join(f"#{i['id']} {i['title']}" for i in found)
    rows = [
        (f"#{i['id']}", f"`{i['service_id']}`", i["title"], i["severity"], i["status"], when(i["opened_at"]))
        for i in found
    ]
    return f"{headline}\n\n{table(('#', 'Service', 'Title', 'Severity', 'State', 'Opened'), rows)}"


def incident_answer(incident: Mapping[str, Any], *, brief: bool) -> str:
    head = (
        f"**Incident #{incident['id']}: {incident['title']}** on `{incident['service_id']}` is "
        f"**{incident['status']}** ({incident['severity']} severity)."
    )
    if brief:
        return head
    lines = [head, "", f"- Opened {when(incident['opened_at'])} by {incident['opened_by']}"]
    if incident.get("summary"):
        lines.append(f"- Summary: {incident['summary']}")
    if incident.get("resolved_at"):
        resolved = f"- Resolved {when(incident['resolved_at'])} by {incident['resolved_by']}"
        lines.append(f"{resolved}: {incident['resolution']}")
    return "\n".join(lines)


def checks_answer(result: Mapping[str, Any], *, brief: bool) -> str:
    found = list(result.get("checks") or [])
    tally = result.get("tally") or {}
    if not found:
        return "No health checks match that."
    headline = (
        f"**{len(found)} health checks**: {tally.get('passing', 0)} passing, {tally.get('failing', 0)} failing"
        f", {tally.get('unknown', 0)} not run yet."
    )
    if brief:
        return headline
    rows = [
        (f"`{c['service_id']}`", c["name"], c["kind"], c["target"], f"{c['interval_seconds']} s", state(c["status"]))
        for c in found
    ]
    return f"{headline}\n\n{table(('Service', 'Check', 'Kind', 'Target', 'Every', 'State'), rows)}"


def oncall_answer(result: Mapping[str, Any], *, brief: bool) -> str:
    shifts = list(result.get("oncall") or [])
    if not shifts:
        return "Nobody is on call for that."
    if len(shifts) == 1:
        shift = shifts[0]
        owner = f" (it owns `{result['service']}`)" if result.get("service") else ""
        return (
            f"**{shift['person']}** is on call for the {shift['team']} team{owner} until {when(shift['until'])}; "
            f"reach them at {shift['contact']}. Next up: {shift['next']}."
        )
    if brief:
        return "On call now: " + "; ".join(f"{s['team']}: {s['person']}" for s in shifts) + "."
    rows = [(s["team"], f"**{s['person']}**", s["contact"], when(s["until"]), s["next"]) for s in shifts]
    return "Who is on call right now:\n\n" + table(("Team", "On call", "Contact", "Until", "Next"), rows)


def applied_answer(tool: str, outcome: Mapping[str, Any]) -> str:
    result = outcome.get("result")
    result = result if isinstance(result, Mapping) else {}
    if tool == "create_incident":
        title, service = result.get("title"), result.get("service_id")
        return f"Done: incident **#{result.get('id')}** “{title}” is open on `{service}`."
    if tool == "resolve_incident":
        return f"Done: incident **#{result.get('id')}** is resolved. {result.get('resolution') or ''}".strip()
    if tool == "create_check":
        return f"Done: the check “{result.get('name')}” now watches `{result.get('service_id')}` (state: unknown)."
    if tool == "delete_service":
        return (
            f"Done: {result.get('name')} (`{result.get('deleted')}`) is deleted, with "
            f"{result.get('checks_removed')} health check(s)."
        )
    return f"Done: {outcome.get('summary')}"


def failure_answer(problem: Mapping[str, Any]) -> str:
    message = str(problem.get("message") or "the tool failed")
    if problem.get("error") == "forbidden":
        return f"I can't do that for you: {message}"
    return f"That didn't work: {message}"


def _cell(value: Any) -> str:
    text = "—" if value is None else str(value)
    return text.replace("|", "\\|").replace("\n", " ")


def _join(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"
