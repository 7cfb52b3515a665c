"""The offline model's answers summarise what the tool part above them already shows: no markdown table repeating
its rows, and no timestamp in a second format (the tool part shows times in the reader's zone)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from deputy.core.clock import ManualClock
from deputy.demo import OfflineModel, connect_offline_model
from deputy.demo.answers import checks_answer, incidents_answer, oncall_answer, service_answer
from deputy.store import Database
from tests.web.chat_support import chunks, text_of, user_body

from .conftest import open_demo

READ_QUESTIONS = {
    "What services do we run?": "list_services",
    "Tell me about checkout-api": "get_service",
    "Show open incidents": "list_incidents",
    "Show all incidents": "list_incidents",
    "Show incident 1": "get_incident",
    "Which checks are failing?": "list_checks",
    "Who is on call?": "get_oncall",
    "Who is on call for payments?": "get_oncall",
}
TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$", re.MULTILINE)
TIMESTAMP = re.compile(r"\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|\bUTC\b")
OPENED = "2026-11-21T09:40:00+00:00"


async def test_no_read_answer_repeats_the_tools_table_or_its_times(
    sqlite_db: Database, tmp_path: Path, clock: ManualClock
) -> None:
    answers: dict[str, str] = {}
    async with open_demo(sqlite_db, tmp_path, clock) as demo, OfflineModel() as offline:
        await connect_offline_model(demo.runtime.stores.connections, offline.base_url, now=clock.now())
        for question, tool in READ_QUESTIONS.items():
            conversation = (await demo.client.post("/api/conversations", json={}, headers=demo.auth("viewer"))).json()
            body = user_body(conversation["id"], question)
            stream = chunks(await demo.client.post("/api/chat", json=body, headers=demo.auth("viewer")))
            called = [c["toolName"] for c in stream if c["type"] == "tool-input-available"]
            assert called[-1] == tool, (question, called)
            answers[question] = text_of(stream)

    for question, answer in answers.items():
        assert answer, question
        assert not TABLE_ROW.search(answer), f"{question!r} was answered with a table:\n{answer}"
        assert not TIMESTAMP.search(answer), f"{question!r} was answered with a timestamp:\n{answer}"
    assert answers["Show open incidents"] == (
        "There are **2 open incidents**: #3 “Search index lagging behind writes” (`search`, medium) and "
        "#2 “Checkout p95 latency above 2 s” (`checkout-api`, high)."
    )
    assert answers["Tell me about checkout-api"] == (
        "**Checkout API** (`checkout-api`) is 🟠 degraded: team payments, tier 1. Takes orders and payments from the "
        "web shop and the mobile apps. 1 of 2 health checks failing: HTTPS health endpoint. "
        "Open: #2 “Checkout p95 latency above 2 s” (high)."
    )
    assert answers["Which checks are failing?"] == (
        "**2 health checks**: 0 passing, 2 failing, 0 not run yet. Failing: HTTPS health endpoint on `checkout-api` "
        "(`https://checkout.acme.test/health`) and Query endpoint on `search` (`https://search.acme.test/q?probe=1`)."
    )
    assert answers["Who is on call for payments?"] == (
        "**Lena Ortiz** is on call for the payments team (it owns `payments`); reach them at lena@acme.test. "
        "Next up: Priya Patel."
    )


def incident(number: int, status: str = "open") -> dict[str, Any]:
    return {
        "id": number,
        "service_id": "search",
        "title": f"Problem {number}",
        "severity": "low",
        "status": status,
        "opened_at": OPENED,
    }


def test_a_long_list_names_the_first_five_and_counts_the_rest() -> None:
    answer = incidents_answer({"incidents": [incident(n) for n in range(1, 8)]}, brief=False)

    assert answer.startswith("There are **7 incidents**: #1 “Problem 1” (`search`, low, open), ")
    assert answer.endswith("#5 “Problem 5” (`search`, low, open) and 2 more.")
    assert "Problem 6" not in answer


def test_one_incident_is_counted_in_the_singular() -> None:
    answer = incidents_answer({"incidents": [incident(4)]}, brief=False, status="open")

    assert answer == "There is **1 open incident**: #4 “Problem 4” (`search`, low)."


def test_checks_that_all_pass_get_the_headline_alone() -> None:
    check = {"service_id": "search", "name": "Ping", "target": "search.acme.test", "status": "passing"}

    answer = checks_answer({"checks": [check], "tally": {"passing": 1}}, brief=False)

    assert answer == "**1 health check**: 1 passing, 0 failing, 0 not run yet."


def test_a_service_without_checks_or_incidents_says_so() -> None:
    service = {"id": "search", "name": "Search", "status": "operational", "team": "discovery", "tier": 2}

    answer = service_answer({**service, "description": "", "checks": [], "open_incidents": []}, brief=False)

    assert answer == (
        "**Search** (`search`) is 🟢 operational: team discovery, tier 2. No health checks watch it. No open incidents."
    )


def test_the_on_call_answer_leaves_the_shift_end_to_the_tool_part() -> None:
    shift = {"team": "payments", "person": "Lena Ortiz", "contact": "lena@acme.test", "until": OPENED, "next": "Tom"}

    one = oncall_answer({"oncall": [shift]}, brief=False)
    several = oncall_answer({"oncall": [shift, {**shift, "team": "platform", "person": "Mia Chen"}]}, brief=False)

    assert one == "**Lena Ortiz** is on call for the payments team; reach them at lena@acme.test. Next up: Tom."
    assert several == (
        "On call now: **Lena Ortiz** for payments (lena@acme.test) and **Mia Chen** for platform (lena@acme.test)."
    )
