"""What each model call of a chat turn costs in prompt tokens, and how much of it a provider's prompt cache can reuse.

For the demo (`deputy demo`'s registry, roles and scripted model) and for made-up applications of 100 and 500
projected tools in 10 and 50 categories (`bench.synthetic_registry`, answered by `deputy.testing.seeker.ToolSeeker`),
three questions, each in a new conversation: one that needs no tool, one that needs one read, one that ends in a
confirm card. Deputy runs in-process (the whole server, `POST /api/chat`), and its model is the offline model on
loopback, which keeps every request body exactly as it arrived: the numbers are what is really sent.

Each model call's prompt is split into the system prompt, the tool definitions, the history (user and assistant
messages) and the tool results, each in bytes of the request body and in tokens by the estimate the compaction uses
(`ceil(chars / 4)`). `prefix_share` is the share of the previous call's prompt (same conversation) that this call
repeats byte for byte at its start, with the prompt laid out as a provider's prompt cache sees it: system prompt,
tool definitions, then the rest of the messages. Title requests are left out.

`conversation` asks the same three questions as turns of one conversation, the clock advancing `TURN_GAP` before each
turn (a person reading and typing), so the current time differs between turns as it does in use: its prefix shares
include the first call of each turn against the last call of the turn before.

`python -m bench.token_cost` writes `bench/results/token_cost.json`.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import math
import sys
import tempfile
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import orjson

from bench import synthetic_registry
from deputy.core.chat.compaction import CHARS_PER_TOKEN
from deputy.core.chat.titles import TITLE_REQUEST
from deputy.core.clock import ManualClock
from deputy.core.connections import ConnectionDraft
from deputy.core.identity.principal import WILDCARD
from deputy.core.tools.registry import ToolRegistry
from deputy.demo import OfflineModel, connect_offline_model
from deputy.demo.app import build_demo_app, prepare_demo
from deputy.llm.fake_script import FakeTurn
from deputy.projection import HostCallerFactory
from deputy.runtime import Runtime
from deputy.server import create_server
from deputy.settings import Settings
from deputy.store import Database
from deputy.store.engine.migrate import upgrade
from deputy.testing.seeker import Goal, ToolSeeker

RESULTS = Path(__file__).with_name("results")
SECRET = "token-cost-bench-" + "0123456789abcdef" * 2
NOW = datetime(2026, 3, 2, 9, 30, tzinfo=UTC)
DEMO_QUESTIONS = {
    "no_tool": "What can you do?",
    "one_read": "What services do we run?",
    "confirm": "Open an incident on checkout-api: checkout is failing for 5% of users",
}
SYNTHETIC = ((100, 10), (500, 50))
TURN_GAP = timedelta(seconds=67)


def _synthetic_questions() -> dict[str, tuple[str, Goal | None]]:
    return {
        "no_tool": ("Hello, what can you help me with?", None),
        "one_read": ("Show me invoice 42.", Goal("get_invoice", {"item_id": "42"})),
        "confirm": ("Archive invoice 42.", Goal("archive_invoice", {"item_id": "42"})),
    }


# -- measuring one request body ----------------------------------------------------------------------------------


def _tokens(size: int) -> int:
    return math.ceil(size / CHARS_PER_TOKEN)


def split(raw: bytes) -> dict[str, Any]:
    """One request body's prompt, by part: bytes as sent (JSON, as the body encodes it) and estimated tokens."""
    body = json.loads(raw)
    messages: list[Mapping[str, Any]] = body.get("messages") or []
    parts = {"system": 0, "tools": 0, "history": 0, "tool_results": 0, "note": 0}
    for index, message in enumerate(messages):
        size = len(orjson.dumps(message))
        role = message.get("role")
        key = "history"
        if role == "system":
            key = "system" if index == 0 else "note"  # a later system message: the turn's note (the current time)
        elif role == "tool":
            key = "tool_results"
        parts[key] += size
    parts["tools"] = len(orjson.dumps(body["tools"])) if body.get("tools") else 0
    out: dict[str, Any] = {"bytes": len(raw), "tools_offered": len(body.get("tools") or [])}
    out.update({f"{key}_bytes": size for key, size in parts.items()})
    out.update({f"{key}_tokens": _tokens(size) for key, size in parts.items()})
    out["prompt_tokens"] = sum(_tokens(size) for size in parts.values())
    return out


def cache_layout(raw: bytes) -> bytes:
    """The prompt as a prompt cache reads it: the system prompt (the first message), tool definitions, then the other
    messages in their order (a later system message, such as the turn's note, stays where it is)."""
    body = json.loads(raw)
    messages: list[Mapping[str, Any]] = body.get("messages") or []
    head = 1 if messages and messages[0].get("role") == "system" else 0
    return b"".join(orjson.dumps(part) for part in (messages[:head], body.get("tools") or [], messages[head:]))


def prefix_share(earlier: bytes, later: bytes) -> float:
    """The share of `earlier` that `later` starts with, byte for byte."""
    same = 0
    for a, b in zip(earlier, later, strict=False):
        if a != b:
            break
        same += 1
    return round(same / len(earlier), 4) if earlier else 0.0


def _is_title(raw: bytes) -> bool:
    messages = json.loads(raw).get("messages") or []
    users = [m for m in messages if m.get("role") == "user"]
    return bool(users) and str(users[-1].get("content", "")).startswith(TITLE_REQUEST)


def conversation_calls(raws: Sequence[bytes]) -> list[dict[str, Any]]:
    """Each model call of one conversation, split, with its prefix share of the call before it."""
    calls: list[dict[str, Any]] = []
    previous: bytes | None = None
    for raw in raws:
        if _is_title(raw):
            continue
        call = split(raw)
        layout = cache_layout(raw)
        call["prefix_share"] = None if previous is None else prefix_share(previous, layout)
        previous = layout
        calls.append(call)
    return calls


# -- running turns -----------------------------------------------------------------------------------------------


async def _ask(
    client: httpx.AsyncClient, token: str, conversation_id: str, text: str, *, message_id: str = "u1"
) -> list[str]:
    body = {
        "id": conversation_id,
        "messages": [{"id": message_id, "role": "user", "parts": [{"type": "text", "text": text}]}],
        "trigger": "submit-message",
    }
    response = await client.post("/api/chat", json=body, headers={"Authorization": f"Bearer {token}"})
    if response.status_code != 200:
        raise RuntimeError(f"HTTP {response.status_code}: {response.text[:300]}")
    frames = [f.split("data: ", 1)[-1] for f in response.text.split("\n\n") if "data: " in f]
    return [json.loads(f)["type"] for f in frames if f != "[DONE]"]


async def _questions(
    runtime: Runtime,
    app: Any,
    model: OfflineModel,
    username: str,
    questions: Mapping[str, str],
    *,
    clock: ManualClock,
) -> dict[str, Any]:
    identity = runtime.stores.identity
    user = await identity.user_by_name(username)
    assert user is not None
    token = (await identity.create_api_token(user_id=user.id, now=NOW)).secret
    principal = await identity.principal_for_api_token(token, now=NOW)
    assert principal is not None
    out: dict[str, Any] = {}
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test", timeout=60) as client:
        for name, text in questions.items():
            conversation = await runtime.stores.conversations.create(principal, now=NOW)
            start = len(model.raw)
            chunk_types = await _ask(client, token, conversation.id, text)
            await runtime.chat.wait_idle()
            calls = conversation_calls(model.raw[start:])
            out[name] = {
                "question": text,
                "confirm_card": "tool-approval-request" in chunk_types,
                "tools_called": sum(t == "tool-input-available" for t in chunk_types),
                "calls": calls,
            }
        out["conversation"] = await _conversation(runtime, client, model, token, principal, questions, clock=clock)
    return out


async def _conversation(
    runtime: Runtime,
    client: httpx.AsyncClient,
    model: OfflineModel,
    token: str,
    principal: Any,
    questions: Mapping[str, str],
    *,
    clock: ManualClock,
) -> dict[str, Any]:
    """The questions as consecutive turns of one conversation, the clock advancing `TURN_GAP` before each."""
    conversation = await runtime.stores.conversations.create(principal, now=clock.now())
    start = len(model.raw)
    for index, text in enumerate(questions.values()):
        clock.advance(TURN_GAP)
        await _ask(client, token, conversation.id, text, message_id=f"u{index}")
        await runtime.chat.wait_idle()
    calls = conversation_calls(model.raw[start:])
    return {"turns": len(questions), "turn_gap_seconds": TURN_GAP.total_seconds(), "calls": calls}


def _settings(database: Database, tmp: Path, **extra: Any) -> Settings:
    return Settings(db_url=database.url, secret_key=SECRET, secret_key_file=tmp / "unused", **extra)


async def demo_case(tmp: Path, *, username: str = "admin", **extra: Any) -> dict[str, Any]:
    database = Database(f"sqlite+aiosqlite:///{tmp / 'demo.db'}")
    settings = _settings(database, tmp, demo=True, docs_tools=True, memory_tools=True, **extra)
    clock = ManualClock(NOW)
    demo = build_demo_app(settings, database=database, clock=clock)
    await prepare_demo(demo)
    try:
        async with OfflineModel() as model:
            await connect_offline_model(demo.runtime.stores.connections, model.base_url, now=NOW)
            result = await _questions(demo.runtime, demo.app, model, username, DEMO_QUESTIONS, clock=clock)
        return {"user": username, "tools_permitted": len(demo.registry), **result}
    finally:
        await demo.runtime.chat.drain()
        await demo.runtime.models.aclose()
        await database.dispose()


async def synthetic_case(tmp: Path, tools: int, categories: int, **extra: Any) -> dict[str, Any]:
    database = Database(f"sqlite+aiosqlite:///{tmp / f'synthetic-{tools}.db'}")
    app, operations = synthetic_registry.build_app(categories)
    registry = ToolRegistry()
    synthetic_registry.register(registry, app, operations)
    clock = ManualClock(NOW)
    server = create_server(
        _settings(database, tmp, **extra),
        registry=registry,
        clock=clock,
        database=database,
        host=HostCallerFactory(app=app),
    )
    runtime: Runtime = server.state.deputy
    await upgrade(database)
    identity = runtime.stores.identity
    tenant = await identity.ensure_tenant(slug="bench", name="Bench", now=NOW)
    await identity.ensure_role(tenant_id=tenant, name="admin", permissions=frozenset({WILDCARD}), now=NOW)
    await identity.create_user(
        tenant_id=tenant,
        username="admin",
        password="bench-password-1",
        display_name="Ada",
        role_names=["admin"],
        now=NOW,
    )
    questions = _synthetic_questions()
    seeker = ToolSeeker(dict(questions.values()))

    def mind(body: Mapping[str, Any]) -> FakeTurn:
        return seeker(body)

    try:
        async with OfflineModel(mind=mind) as model:
            draft = ConnectionDraft(name="bench", base_url=model.base_url, default_model="bench", is_default=True)
            await runtime.stores.connections.create(draft, now=NOW)
            texts = {name: text for name, (text, _goal) in questions.items()}
            result = await _questions(runtime, server, model, "admin", texts, clock=clock)
        return {"tools_permitted": len(registry), "categories": categories, **result}
    finally:
        await runtime.chat.drain()
        await runtime.models.aclose()
        await database.dispose()


async def run(*, quick: bool = False, **extra: Any) -> dict[str, Any]:
    """Every case; `extra` are settings for all of them (e.g. `tool_loading="eager"`)."""
    with tempfile.TemporaryDirectory(prefix="deputy-token-cost-") as tmp:
        cases: dict[str, Any] = {"demo": await demo_case(Path(tmp), **extra)}
        for tools, categories in SYNTHETIC:
            cases[f"synthetic_{tools}"] = await synthetic_case(Path(tmp), tools, categories, **extra)
    return {"settings": extra, "cases": cases, "headline": headline(cases)}


def headline(cases: Mapping[str, Any]) -> dict[str, Any]:
    """The figures the targets name: first-call tokens, the call after a load, the lowest prefix share."""
    out: dict[str, Any] = {}
    for name, case in cases.items():
        questions = {k: v for k, v in case.items() if isinstance(v, dict) and "calls" in v and k != "conversation"}
        talk = [c["prefix_share"] for c in case["conversation"]["calls"] if c["prefix_share"] is not None]
        steady = [  # the calls that offer the same tools as the call before (a load changes the definitions)
            c["prefix_share"]
            for before, c in itertools.pairwise(case["conversation"]["calls"])
            if c["tools_offered"] == before["tools_offered"]
        ]
        first = questions["no_tool"]["calls"][0]
        read_calls = questions["one_read"]["calls"]
        shares = [c["prefix_share"] for q in questions.values() for c in q["calls"] if c["prefix_share"] is not None]
        out[name] = {
            "no_tool_first_call_tokens": first["prompt_tokens"],
            "no_tool_first_call_tool_tokens": first["tools_tokens"],
            "one_read_call_tokens": [c["prompt_tokens"] for c in read_calls],
            "min_prefix_share": min(shares) if shares else None,
            "conversation_min_prefix_share": min(talk) if talk else None,
            "conversation_prefix_shares": talk,
            "conversation_min_prefix_share_same_tools": min(steady) if steady else None,
            "confirm_card": questions["confirm"]["confirm_card"],
        }
    return out


def summary(result: Mapping[str, Any]) -> str:
    head = f"{'case':<14} {'no-tool 1st':>11} {'tools':>6} {'read calls':<22} {'min prefix':>10}"
    lines = [f"{head} {'across':>7} {'steady':>7} card"]
    for name, h in result["headline"].items():
        reads = ",".join(str(t) for t in h["one_read_call_tokens"])
        share = "-" if h["min_prefix_share"] is None else f"{h['min_prefix_share']:.0%}"
        across = "-" if h["conversation_min_prefix_share"] is None else f"{h['conversation_min_prefix_share']:.0%}"
        steady = h["conversation_min_prefix_share_same_tools"]
        steady_text = "-" if steady is None else f"{steady:.0%}"
        lines.append(
            f"{name:<14} {h['no_tool_first_call_tokens']:>11} {h['no_tool_first_call_tool_tokens']:>6} "
            f"{reads:<22} {share:>10} {across:>7} {steady_text:>7} {h['confirm_card']}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    args = list(sys.argv[1:] if argv is None else argv)
    extra: dict[str, Any] = dict(arg.split("=", 1) for arg in args)  # e.g. tool_loading=eager
    result = asyncio.run(run(**extra))
    name = "token_cost" if not extra else "token_cost-" + "-".join(f"{k}_{v}" for k, v in sorted(extra.items()))
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{name}.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(summary(result))


if __name__ == "__main__":
    main()
