"""Finding 9 (issue 35): a NUL or a lone surrogate in any text a caller sends is a 400 naming the field.

Both are valid JSON (`"\\u0000"`, `"\\udfff"`) and decode into a Python `str`, but no database stores them: a lone
surrogate in a conversation title, an agent, a system prompt, a group title or a workspace name was a 500 on both
engines, and in a message or a memory NUL and surrogates were silently stored as U+FFFD. Every JSON body is now
looked at before its route runs (`web.deps.reject_control_characters`), every JSON-RPC request before the MCP SDK
(`mcp.endpoint`): `invalid_text`, each field named, nothing stored.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from anyio.from_thread import BlockingPortal, start_blocking_portal
from fastapi import FastAPI
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deputy.runtime import Runtime
from deputy.settings import Settings
from deputy.store.tables import metadata
from deputy.web.app import create_app
from tests.core.toolbox import Calls, build_toolbox
from tests.mcp.flow import MODERN, OAuthApp, mcp_call
from tests.web.conftest import SECRET, Api

UNSTORABLE = {"nul": "\x00", "lone-high-surrogate": "\ud800", "lone-low-surrogate": "\udfff"}


def escaped_json(body: Any) -> bytes:
    """JSON as a client writes it: every non-ASCII character as a `\\u` escape, a lone surrogate too."""
    return json.dumps(body).encode("ascii")


async def send(api: Api, method: str, path: str, body: Any, who: str | None = "admin") -> httpx.Response:
    headers = {"Content-Type": "application/json", **(api.auth(who) if who else {})}
    return await api.client.request(method, path, content=escaped_json(body), headers=headers)


async def every_row(runtime: Runtime) -> str:
    dumped = []
    async with runtime.stores.database.engine.connect() as conn:
        for table in metadata.sorted_tables:
            rows = (await conn.execute(sa.select(table))).mappings().all()
            dumped.append(json.dumps([dict(row) for row in rows], default=str))
    return "\n".join(dumped)


@dataclass(frozen=True)
class Things:
    """What the update routes change: created once, with plain text, before the attack."""

    conversation: str
    group: str
    agent: str
    prompt: str
    skill: str


async def things(api: Api) -> Things:
    async def created(path: str, body: dict[str, Any]) -> str:
        response = await send(api, "POST", path, body)
        assert response.status_code == 201, response.text
        identifier: str = response.json()["id"]
        return identifier

    return Things(
        conversation=await created("/api/conversations", {}),
        group=await created("/api/chats", {"type": "group", "users": ["operator"], "title": "Ops"}),
        agent=await created("/api/admin/agents", {"slug": "helper", "name": "Helper"}),
        prompt=await created("/api/admin/system-prompts", {"name": "house", "text": "Be brief."}),
        skill=await created("/api/skills", {"name": "triage", "preamble": "Ask first."}),
    )


TEXT = "<text>"
"""Where each case's body holds the attacked text; `{conversation}` and the like name the things made first."""


@dataclass(frozen=True)
class Case:
    method: str
    path: str
    body: dict[str, Any]
    field: str
    who: str | None = "admin"


CASES = [
    Case("PATCH", "/api/conversations/{conversation}", {"title": TEXT}, "title"),
    Case(
        "POST",
        "/api/chat",
        {"id": "{conversation}", "messages": [{"role": "user", "parts": [{"type": "text", "text": TEXT}]}]},
        "messages.0.parts.0.text",
    ),
    Case("POST", "/api/chats", {"type": "group", "users": ["operator"], "title": TEXT}, "title"),
    Case("POST", "/api/chats/{group}/messages", {"text": TEXT}, "text"),
    Case("POST", "/api/admin/agents", {"slug": "writer-1", "name": TEXT}, "name"),
    Case("POST", "/api/admin/agents", {"slug": "writer-2", "name": "W", "description": TEXT}, "description"),
    Case("POST", "/api/admin/agents", {"slug": "writer-3", "name": "W", "system_prompt": TEXT}, "system_prompt"),
    Case("PATCH", "/api/admin/agents/{agent}", {"system_prompt": TEXT}, "system_prompt"),
    Case("POST", "/api/agents/helper/run", {"task": TEXT}, "task"),
    Case("POST", "/api/admin/system-prompts", {"name": TEXT, "text": "Be brief."}, "name"),
    Case("POST", "/api/admin/system-prompts", {"name": "rules", "text": TEXT}, "text"),
    Case("PATCH", "/api/admin/system-prompts/{prompt}", {"text": TEXT}, "text"),
    Case("POST", "/api/admin/workspaces", {"name": TEXT}, "name"),
    Case("PUT", "/api/admin/context/tenant/house", {"text": TEXT}, "text"),
    Case("PUT", "/api/me/context/notes", {"text": TEXT}, "text"),
    Case("POST", "/api/memories", {"content": TEXT}, "content"),
    Case("POST", "/api/skills", {"name": "review", "preamble": TEXT}, "preamble"),
    Case("PATCH", "/api/skills/{skill}", {"description": TEXT}, "description"),
    Case(
        "POST", "/api/conversations/{conversation}/messages/m1/feedback", {"rating": "up", "comment": TEXT}, "comment"
    ),
    Case("POST", "/api/tools/create_incident/call", {"arguments": {"title": TEXT, "severity": 2}}, "arguments.title"),
    Case(
        "POST",
        "/api/admin/connections",
        {"name": TEXT, "base_url": "http://127.0.0.1:9/v1", "default_model": "m"},
        "name",
    ),
    Case("POST", "/api/auth/login", {"username": TEXT, "password": "secret"}, "username", who=None),
]


def filled(case: Case, made: Things, text: str) -> tuple[str, Any]:
    names = asdict(made)

    def fill(node: Any) -> Any:
        if isinstance(node, dict):
            return {key: fill(value) for key, value in node.items()}
        if isinstance(node, list):
            return [fill(item) for item in node]
        if node == TEXT:
            return text
        return node.format(**names) if isinstance(node, str) else node

    return case.path.format(**names), fill(case.body)


@pytest.mark.parametrize(
    "char", [UNSTORABLE["lone-high-surrogate"], UNSTORABLE["lone-low-surrogate"]], ids=["high", "low"]
)
async def test_a_lone_surrogate_in_every_text_field_is_400_naming_it_and_nothing_is_stored(api: Api, char: str) -> None:
    await refused_everywhere(api, f"Disk {char} alerts")


async def test_nul_in_every_text_field_is_400_naming_it_and_nothing_is_stored(api: Api) -> None:
    await refused_everywhere(api, "Disk\x00 alerts")


async def refused_everywhere(api: Api, text: str) -> None:
    made = await things(api)
    before = await every_row(api.runtime)

    for case in CASES:
        path, body = filled(case, made, text)
        response = await send(api, case.method, path, body, who=case.who)

        assert response.status_code == 400, (case, response.text)
        problem = response.json()
        assert problem["error"] == "invalid_text", case
        assert [issue["field"] for issue in problem["issues"]] == [case.field], case
        assert problem["message"] == f"Invalid text: {case.field}."

    assert await every_row(api.runtime) == before


async def test_the_same_bodies_with_plain_text_are_taken_so_the_refusal_is_the_text(api: Api) -> None:
    made = await things(api)
    for case in CASES:
        path, body = filled(case, made, "disk-alerts")
        response = await send(api, case.method, path, body, who=case.who)

        # Feedback names a message that does not exist, a login a user, a chat turn or run a model connection.
        expected = {"unknown_message", "invalid_credentials", "no_model_connection"}
        assert response.status_code < 400 or response.json()["error"] in expected, (case, response.text)


async def test_a_surrogate_pair_is_one_character_and_is_stored_as_sent(api: Api) -> None:
    response = await send(api, "POST", "/api/memories", {"content": "on fire \U0001f525"})

    assert escaped_json({"content": "\U0001f525"}) == b'{"content": "\\ud83d\\udd25"}'
    assert response.status_code == 201, response.text
    assert response.json()["content"] == "on fire \U0001f525"


async def test_a_lone_surrogate_in_a_key_is_named_with_the_surrogate_escaped(api: Api) -> None:
    response = await send(api, "POST", "/api/tools/list_incidents/call", {"arguments": {"st\udfffatus": "open"}})

    assert response.status_code == 400
    assert response.json()["issues"] == [
        {"field": "arguments.st\\udfffatus", "message": "Contains a lone surrogate (U+DFFF), which is not a character."}
    ]


async def test_a_surrogate_sent_as_raw_utf8_shaped_bytes_is_refused_too(api: Api) -> None:
    # `json.loads` decodes bytes with `surrogatepass`: 0xED 0xBF 0xBF becomes U+DFFF without any escape.
    response = await api.client.post(
        "/api/memories",
        content=b'{"content": "Disk \xed\xbf\xbf alerts"}',
        headers={"Content-Type": "application/json", **api.auth("admin")},
    )

    assert response.status_code == 400
    assert response.json()["issues"][0]["field"] == "content"


async def test_every_offending_field_is_named_in_document_order(api: Api) -> None:
    body = {"name": "\udfff", "text": "fine", "active": False}
    response = await send(api, "POST", "/api/admin/system-prompts", {**body, "extra": ["ok", "a\x00"]})

    assert [issue["field"] for issue in response.json()["issues"]] == ["name", "extra.1"]


# -- MCP -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("era", [MODERN, "2025-11-25"])
@pytest.mark.parametrize("char", list(UNSTORABLE.values()), ids=list(UNSTORABLE))
async def test_nul_or_a_lone_surrogate_in_an_mcp_tool_argument_is_a_json_rpc_error_and_nothing_runs(
    oauth_app: OAuthApp, char: str, era: str
) -> None:
    before = await every_row(oauth_app.runtime)
    params: dict[str, Any] = {"name": "create_incident", "arguments": {"title": f"Disk {char} alerts", "severity": 2}}
    if era == MODERN:
        params["_meta"] = {
            "io.modelcontextprotocol/protocolVersion": MODERN,
            "io.modelcontextprotocol/clientCapabilities": {},
            "io.modelcontextprotocol/clientInfo": {"name": "raw", "version": "0"},
        }
    body = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": params}
    headers = {
        "Authorization": f"Bearer {oauth_app.tokens['operator']}",
        "MCP-Protocol-Version": era,
        "Mcp-Method": "tools/call",
        "Mcp-Name": "create_incident",
        "Accept": "application/json, text/event-stream",
        "Content-Type": "application/json",
    }

    response = await oauth_app.client.post("/mcp", content=escaped_json(body), headers=headers)

    assert response.status_code == 400, response.text
    answer = response.json()
    assert (answer["id"], answer["error"]["code"]) == (7, -32602)
    assert answer["error"]["message"] == "Invalid text: params.arguments.title."
    assert answer["error"]["data"]["error"] == "invalid_text"
    assert [issue["field"] for issue in answer["error"]["data"]["issues"]] == ["params.arguments.title"]
    assert oauth_app.calls.dry_runs == {} and oauth_app.calls.executed == {}
    assert await every_row(oauth_app.runtime) == before


@pytest.mark.parametrize("path", ["/oauth/token", "/oauth/revoke", "/oauth/consent"])
async def test_nul_or_surrogate_bytes_in_an_oauth_form_are_refused_never_a_500(oauth_app: OAuthApp, path: str) -> None:
    # A form is percent-encoded: NUL arrives as `%00`; surrogate-shaped bytes decode to U+FFFD, never to a surrogate.
    for value in ("a%00b", "a%ED%BF%BFb"):
        form = f"grant_type=authorization_code&client_id={value}&code={value}&token={value}&decision=allow"
        response = await oauth_app.client.post(
            path, content=form.encode(), headers={"Content-Type": "application/x-www-form-urlencoded"}
        )

        assert response.status_code in (400, 401), (value, response.text)


async def test_an_mcp_request_with_only_plain_text_still_runs(oauth_app: OAuthApp) -> None:
    response = await mcp_call(oauth_app, oauth_app.tokens["viewer"], "tools/call", {"name": "list_incidents"})

    assert response.status_code == 200, response.text
    assert response.json()["result"]["isError"] is False


# -- every route, any JSON (engine-free: the refusal comes before any store is touched) ------------------------

GOOD_CHARACTERS = st.characters(codec="utf-8", exclude_characters="\x00")  # UTF-8 has no lone surrogate
GOOD_TEXT = st.text(GOOD_CHARACTERS, max_size=12)
BAD_CHARACTER = st.sampled_from(["\x00", "\ud800", "\udbff", "\udc00", "\udfff"]) | st.integers(0xD800, 0xDFFF).map(chr)
BAD_TEXT = st.tuples(GOOD_TEXT, BAD_CHARACTER, GOOD_TEXT).map("".join)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | GOOD_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(GOOD_TEXT, inner, max_size=4),
    max_leaves=16,
)


@dataclass(frozen=True)
class Served:
    portal: BlockingPortal
    app: FastAPI

    def post(self, method: str, path: str, content: bytes) -> httpx.Response:
        response: httpx.Response = self.portal.call(self._send, method, path, content)
        return response

    async def _send(self, method: str, path: str, content: bytes) -> httpx.Response:
        transport = httpx.ASGITransport(app=self.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://deputy.test") as client:
            return await client.request(method, path, content=content, headers={"Content-Type": "application/json"})


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """The app with no store behind it (`sqlite` at a path nobody creates): a request that got past the check to
    any store would fail, never pass."""
    directory = tmp_path_factory.mktemp("unstorable")
    settings = Settings(db_url=f"sqlite:///{directory}/never.db", secret_key=SECRET, secret_key_file=directory / "k")
    with start_blocking_portal() as portal:
        yield Served(portal=portal, app=create_app(settings, registry=build_toolbox(Calls())))


def _operations() -> list[tuple[str, str, list[tuple[str | int, ...]]]]:
    directory = Path("unused")
    settings = Settings(db_url="sqlite:///unused.db", secret_key=SECRET, secret_key_file=directory / "k")
    schema = create_app(settings, registry=build_toolbox(Calls())).openapi()
    components = schema["components"]["schemas"]
    found = []
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            content = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if content is not None:
                concrete = "/".join("x" if part.startswith("{") else part for part in path.split("/"))
                found.append((method.upper(), concrete, sorted(_text_fields(content["schema"], components, ()))))
    return found


def _text_fields(
    node: dict[str, Any], components: dict[str, Any], at: tuple[str | int, ...]
) -> set[tuple[str | int, ...]]:
    """Where a schema lets a string stand: each string (or untyped) leaf, the first item of each array, a made-up
    key of each open object."""
    if "$ref" in node:
        return _text_fields(components[node["$ref"].rsplit("/", 1)[1]], components, at)
    fields: set[tuple[str | int, ...]] = set()
    for option in node.get("anyOf", []) + node.get("allOf", []):
        fields |= _text_fields(option, components, at)
    kind = node.get("type")
    if kind == "object" or "properties" in node:
        for name, child in node.get("properties", {}).items():
            fields |= _text_fields(child, components, (*at, name))
        if node.get("additionalProperties") not in (None, False):
            fields.add((*at, "key"))
    elif kind == "array":
        fields |= _text_fields(node.get("items", {}), components, (*at, 0))
    elif kind in (None, "string") and not node.get("anyOf"):
        fields.add(at)
    return fields


OPERATIONS = _operations()


def _placed(value: Any, at: tuple[str | int, ...]) -> Any:
    if not at:
        return value
    head, rest = at[0], at[1:]
    return [_placed(value, rest)] if isinstance(head, int) else {head: _placed(value, rest)}


def _dotted(at: tuple[str | int, ...] | list[str | int]) -> str:
    return ".".join(str(part) for part in at) or "(body)"


def test_every_body_route_has_a_text_field_to_attack() -> None:
    assert len(OPERATIONS) >= 25
    assert all(fields for _, _, fields in OPERATIONS), [op for op in OPERATIONS if not op[2]]


@given(data=st.data())
@settings(max_examples=150, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
def test_unstorable_text_in_any_documented_field_of_any_route_is_400_never_500(
    served: Served, data: st.DataObject
) -> None:
    method, path, fields = data.draw(st.sampled_from(OPERATIONS))
    field = data.draw(st.sampled_from(fields))
    body = _placed(data.draw(BAD_TEXT), field)

    response = served.post(method, path, escaped_json(body))

    assert response.status_code == 400, (method, path, response.text)
    assert response.json()["error"] == "invalid_text"
    assert [issue["field"] for issue in response.json()["issues"]] == [_dotted(field)]


@given(data=st.data())
@settings(max_examples=150, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
def test_unstorable_text_anywhere_in_any_json_is_400_naming_exactly_where(served: Served, data: st.DataObject) -> None:
    method, path, _ = data.draw(st.sampled_from(OPERATIONS))
    document = data.draw(JSON_VALUES)
    bad = data.draw(BAD_TEXT)
    body, where = _inject(data, document, bad)

    response = served.post(method, path, escaped_json(body))

    assert response.status_code == 400, (method, path, response.text)
    assert response.json()["error"] == "invalid_text"
    assert [issue["field"] for issue in response.json()["issues"]] == [_dotted(where)]


def _inject(data: st.DataObject, document: Any, bad: str) -> tuple[Any, list[str | int]]:
    """`document` with one string (or one new key) replaced by `bad`, and the path that names it."""
    where: list[str | int] = []
    node = document
    parent: dict[Any, Any] | list[Any] | None = None
    while isinstance(node, dict | list) and node and data.draw(st.booleans()):
        step = data.draw(st.sampled_from(list(node) if isinstance(node, dict) else list(range(len(node)))))
        parent, node = node, node[step]
        where.append(step)
    if isinstance(node, dict) and data.draw(st.booleans()):
        node[bad] = None
        return document, [*where, _escaped(bad)]
    if parent is None:
        return bad, []
    parent[where[-1]] = bad  # type: ignore[index]
    return document, where


def _escaped(key: str) -> str:
    return "".join(f"\\u{ord(c):04x}" if c == "\x00" or "\ud800" <= c <= "\udfff" else c for c in key)
