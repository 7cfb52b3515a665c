"""The offline demo model's answers: short markdown summaries of what the Acme Ops tools returned.

The chat shows each tool's result above the answer (a table, in the reader's time zone), so an answer never repeats
it: it says what matters (counts, what is not healthy, who to call) in a sentence or a short list, and leaves rows
and timestamps to the tool part.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
_NAMED = 5
"""How many items a summary names; the rest are counted (the tool part lists them all)."""


def state(value: Any) -> str:
    return f"{_STATE_ICON.get(str(value), '')} {value}".strip()


def services_answer(result: Mapping[str, Any], *, brief: bool) -> str:
    found = list(result.get("services") or [])
    if not found:
        return "No services match that."
    troubled = [s for s in found if s["status"] != "operational"]
    names = [s["name"] for s in troubled]
    headline = f"Acme runs **{len(found)} services**" + (
        f"; {_join(names)} {'is' if len(names) == 1 else 'are'} not fully operational." if troubled else "."
    )
    if brief:
        return headline
    if not troubled:
        return f"{headline} All of them are operational."
    lines = [
        f"- **{s['name']}** is {state(s['status'])}: {_count(s['open_incidents'], 'open incident')}, "
        f"{_count(s['failing_checks'], 'failing check')}."
        for s in troubled
    ]
    return headline + "\n\n" + "\n".join(lines)


def service_answer(service: Mapping[str, Any], *, brief: bool) -> str:
    head = (
        f"**{service['name']}** (`{service['id']}`) is {state(service['status'])}: team {service['team']}, "
        f"tier {service['tier']}."
    )
    if brief:
        return f"{head} {len(service['checks'])} checks, {len(service['open_incidents'])} open incidents."
    checks = list(service["checks"])
    failing = [c["name"] for c in checks if c["status"] == "failing"]
    if not checks:
        watched = "No health checks watch it."
    elif failing:
        watched = f"{len(failing)} of {_count(len(checks), 'health check')} failing: {_join(failing)}."
    else:
        watched = f"{_count(len(checks), 'health check')}, none failing."
    opened = list(service["open_incidents"])
    incidents = f"Open: {_join([_incident(i) for i in opened])}." if opened else "No open incidents."
    return " ".join(p for p in (head, str(service.get("description") or ""), watched, incidents) if p)


def incidents_answer(result: Mapping[str, Any], *, brief: bool, status: str | None = None) -> str:
    found = list(result.get("incidents") or [])
    label = f"{status} incidents" if status else "incidents"
    if not found:
        return f"There are no {label} right now."
    headline = f"There {'is' if len(found) == 1 else 'are'} **{_count(len(found), label.removesuffix('s'))}**"
    if brief:
        return f"{headline}. " + "; ".join(f"#{i['id']} {i['title']}" for i in found)
    named = [_incident(i, service=True, status=status is None) for i in found[:_NAMED]]
    more = len(found) - len(named)
    return f"{headline}: {_join([*named, f'{more} more'] if more else named)}."


def incident_answer(incident: Mapping[str, Any], *, brief: bool) -> str:
    head = (
        f"**Incident #{incident['id']}: {incident['title']}** on `{incident['service_id']}` is "
        f"**{incident['status']}** ({incident['severity']} severity)."
    )
    if brief:
        return head
    parts = [head, str(incident.get("summary") or ""), f"Opened by {incident['opened_by']}."]
    if incident.get("resolved_by"):
        parts.append(f"Resolved by {incident['resolved_by']}: {incident.get('resolution') or 'no resolution given.'}")
    return " ".join(p for p in parts if p)


def checks_answer(result: Mapping[str, Any], *, brief: bool) -> str:
    found = list(result.get("checks") or [])
    tally = result.get("tally") or {}
    if not found:
        return "No health checks match that."
    headline = (
        f"**{_count(len(found), 'health check')}**: {tally.get('passing', 0)} passing, "
        f"{tally.get('failing', 0)} failing, {tally.get('unknown', 0)} not run yet."
    )
    failing = [c for c in found if c["status"] == "failing"]
    if brief or not failing:
        return headline
    named = [f"{c['name']} on `{c['service_id']}` (`{c['target']}`)" for c in failing[:_NAMED]]
    more = len(failing) - len(named)
    return f"{headline} Failing: {_join([*named, f'{more} more'] if more else named)}."


def oncall_answer(result: Mapping[str, Any], *, brief: bool) -> str:
    shifts = list(result.get("oncall") or [])
    if not shifts:
        return "Nobody is on call for that."
    if len(shifts) == 1:
        shift = shifts[0]
        owner = f" (it owns `{result['service']}`)" if result.get("service") else ""
        return (
            f"**{shift['person']}** is on call for the {shift['team']} team{owner}; reach them at {shift['contact']}. "
            f"Next up: {shift['next']}."
        )
    if brief:
        return "On call now: " + "; ".join(f"{s['team']}: {s['person']}" for s in shifts) + "."
    return "On call now: " + _join([f"**{s['person']}** for {s['team']} ({s['contact']})" for s in shifts]) + "."


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


def _incident(incident: Mapping[str, Any], *, service: bool = False, status: bool = False) -> str:
    """`#2 “Checkout p95 latency above 2 s” (high)`, with the service and the status when asked."""
    details = [f"`{incident['service_id']}`"] if service else []
    details.append(str(incident["severity"]))
    if status:
        details.append(str(incident["status"]))
    return f"#{incident['id']} “{incident['title']}” ({', '.join(details)})"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _join(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"
