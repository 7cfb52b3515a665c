"""The offline demo model's mind: one chat-completions request in, one deterministic `FakeTurn` out.

It reads the newest user message (`deputy.demo.intents`), looks at the tool results of the turn so far, and either
calls the next Acme Ops tool or answers in markdown (`deputy.demo.answers`). It only calls tools the request
offers, so a viewer is told what their role cannot do instead of being handed a card. Title requests
(`deputy.core.chat.titles`) get a short title. `deputy.demo.model_server` serves it on the OpenAI wire.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from deputy.core.chat.titles import TITLE_REQUEST
from deputy.demo import answers
from deputy.demo.intents import Intent, read_intent
from deputy.llm.fake_script import FakeToolCall, FakeTurn

SEARCH_TOOLS = "search_tools"
CALL_TOOL = "call_tool"
DEFAULT_MODEL = "acme-demo"
BRIEF_MODEL = "acme-demo-brief"
"""The allowlisted second model: the same mind, answering in one or two sentences without tables."""

CONFIRM_TEXT = "I've prepared this change. Review the card below, then **Apply** or **Decline** it."
_TITLES = {
    "list_services": "Service overview",
    "get_service": "Service details",
    "list_incidents": "Incident overview",
    "get_incident": "Incident details",
    "create_incident": "Opening an incident",
    "resolve_incident": "Resolving an incident",
    "list_checks": "Health checks",
    "get_oncall": "Who is on call",
    "create_check": "New health check",
    "delete_service": "Deleting a service",
    "help": "Getting started with Acme Ops",
}
_VERBS = {
    "create_incident": "open incidents",
    "resolve_incident": "resolve incidents",
    "create_check": "add health checks",
    "delete_service": "delete services",
}


@dataclass(frozen=True, slots=True)
class Call:
    name: str
    arguments: dict[str, Any]
    text: str = ""


@dataclass(frozen=True, slots=True)
class Say:
    text: str


Step = Call | Say


@dataclass(frozen=True, slots=True)
class Done:
    """A tool call of this turn and what came back (a result, or a problem with `error`)."""

    name: str
    arguments: Mapping[str, Any]
    payload: Any


@dataclass(frozen=True, slots=True)
class Situation:
    intent: Intent
    done: Sequence[Done]
    offered: frozenset[str]
    brief: bool = False
    text: str = ""

    def result(self, name: str) -> Any:
        return next((d.payload for d in reversed(self.done) if d.name == name), None)


def reply(body: Mapping[str, Any]) -> FakeTurn:
    """The turn the offline model plays for one `/chat/completions` request body."""
    messages = [m for m in body.get("messages") or [] if isinstance(m, Mapping)]
    user_text, done = this_turn(messages)
    user_text = addressed_text(user_text)
    if user_text.startswith(TITLE_REQUEST):
        return FakeTurn(text=title_for(user_text.removeprefix(TITLE_REQUEST).strip()))
    offered = frozenset(
        str(t.get("function", {}).get("name")) for t in body.get("tools") or [] if isinstance(t, Mapping)
    )
    situation = Situation(
        intent=read_intent(user_text),
        done=[d for d in done if d.name != SEARCH_TOOLS],
        offered=offered | _loadable(messages) if SEARCH_TOOLS in offered else offered,
        brief=body.get("model") == BRIEF_MODEL,
        text=user_text,
    )
    match next_step(situation):
        case Call(name=name, arguments=arguments, text=text) if name in offered:
            return FakeTurn(text=text, tool_calls=[FakeToolCall(name=name, arguments=arguments)])
        case Call(name=name, arguments=arguments, text=text) if name in loaded_tools(messages):
            return FakeTurn(text=text, tool_calls=[proxied(name, arguments)])
        case Call(name=name):  # in the catalogue: load it first, as a real model would
            return FakeTurn(tool_calls=[FakeToolCall(name=SEARCH_TOOLS, arguments={"tools": [name]})])
        case Say(text=text):
            return FakeTurn(text=text)


def proxied(name: str, arguments: Mapping[str, Any]) -> FakeToolCall:
    """A lazy turn's call of a loaded tool: through `call_tool`, the one way the request offers."""
    return FakeToolCall(name=CALL_TOOL, arguments={"tool": name, "arguments": dict(arguments)})


def _loadable(messages: Sequence[Mapping[str, Any]]) -> frozenset[str]:
    """The tools a lazy turn's catalogue (in the system prompt) names: they can be loaded with search_tools."""
    system = next((_text(m.get("content")) for m in messages if m.get("role") == "system"), "")
    catalogue = system.partition("## Tool catalogue")[2].partition("\n## ")[0]
    return frozenset(re.findall(r"\b[a-z][a-z0-9_]*[a-z0-9]\b", catalogue)) - {SEARCH_TOOLS, CALL_TOOL}


def title_for(text: str) -> str:
    intent = read_intent(text)
    title = _TITLES[intent.kind]
    return f"{title}: {intent.service}" if intent.service and intent.service_is_id else title


def next_step(s: Situation) -> Step:
    """Call the next tool, or answer from what the tools returned."""
    last = s.done[-1] if s.done else None
    if last is not None:
        settled = _settled(last)
        if settled is not None:
            return settled
        if not s.offered:  # the turn's last step offers no tools: answer with what there is
            return Say(_answer(s, last) or answers.CAPABILITIES)
    kind = s.intent.kind
    if kind in _VERBS and kind not in s.offered:
        return Say(
            f"Your role doesn't let you {_VERBS[kind]} in Acme Ops (the `{kind}` tool is not available to you). "
            "Ask an operator or an administrator."
        )
    planner = _PLANNERS.get(kind)
    if planner is None:
        return Say(answers.CAPABILITIES)
    return planner(s)


def _settled(last: Done) -> Step | None:
    """An answer that follows from the last result alone: a failure, or a change applied or declined."""
    payload = last.payload
    if not isinstance(payload, Mapping):
        return None
    if "error" in payload:
        return Say(answers.failure_answer(payload))
    status = payload.get("status")
    if status == "applied":
        return Say(answers.applied_answer(last.name, payload))
    if status == "declined":
        return Say(f"Okay, I left everything as it was. Nothing was changed ({payload.get('summary')}).")
    if status == "awaiting_confirmation":
        return Say(CONFIRM_TEXT)
    return None


def _answer(s: Situation, last: Done) -> str | None:
    render = {
        "list_services": lambda r: answers.services_answer(r, brief=s.brief),
        "get_service": lambda r: answers.service_answer(r, brief=s.brief),
        "list_incidents": lambda r: answers.incidents_answer(r, brief=s.brief, status=r.get("_status")),
        "get_incident": lambda r: answers.incident_answer(r, brief=s.brief),
        "list_checks": lambda r: answers.checks_answer(r, brief=s.brief),
        "get_oncall": lambda r: answers.oncall_answer(r, brief=s.brief),
    }.get(last.name)
    if render is None or not isinstance(last.payload, Mapping):
        return None
    payload = dict(last.payload)
    if last.name == "list_incidents":
        payload["_status"] = last.arguments.get("status")
    return render(payload)


def _read(s: Situation, name: str, arguments: Mapping[str, Any]) -> Step:
    """Answer from `name`'s result when this turn has it; otherwise call it."""
    found = next((d for d in reversed(s.done) if d.name == name), None)
    if found is not None:
        return Say(_answer(s, found) or answers.CAPABILITIES)
    return Call(name, {k: v for k, v in arguments.items() if v is not None})


# ---- service mentions --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Target:
    service_id: str | None = None
    team: str | None = None


def _target(s: Situation) -> Target | Step:
    """The service (or team) the user named: exact ids as they are, other words matched against list_services."""
    mention = s.intent.service
    if mention is None:
        return Target()
    if s.intent.service_is_id:
        return Target(service_id=mention)
    listing = s.result("list_services")
    if listing is None:
        return Call("list_services", {})
    services = list(listing.get("services") or [])
    for service in services:
        if mention in (service["id"], service["name"].lower()) or mention in service["id"].split("-"):
            return Target(service_id=service["id"])
    for service in services:
        if mention in service["name"].lower() or service["id"].startswith(mention):
            return Target(service_id=service["id"])
    if any(service["team"] == mention for service in services):
        return Target(team=mention)
    known = ", ".join(f"`{service['id']}`" for service in services)
    return Say(f"I couldn't find a service called “{mention}”. Acme's services are {known}.")


def _ask_for_service(what: str) -> Say:
    return Say(f"Which service should I {what}? Name it by its id, for example `checkout-api`.")


# ---- one planner per intent --------------------------------------------------------------------------------------


def _list_services(s: Situation) -> Step:
    return _read(s, "list_services", {"status": s.intent.params.get("filter")})


def _get_service(s: Situation) -> Step:
    target = _target(s)
    if not isinstance(target, Target):
        return target
    if target.service_id is None:
        return _list_services(s)
    return _read(s, "get_service", {"service_id": target.service_id})


def _list_incidents(s: Situation) -> Step:
    target = _target(s)
    if not isinstance(target, Target):
        return target
    return _read(s, "list_incidents", {"status": s.intent.params.get("filter"), "service_id": target.service_id})


def _get_incident(s: Situation) -> Step:
    if s.intent.number is None:
        return _list_incidents(s)
    return _read(s, "get_incident", {"incident_id": s.intent.number})


def _list_checks(s: Situation) -> Step:
    target = _target(s)
    if not isinstance(target, Target):
        return target
    return _read(s, "list_checks", {"status": s.intent.params.get("filter"), "service_id": target.service_id})


def _get_oncall(s: Situation) -> Step:
    target = _target(s)
    if not isinstance(target, Target):
        return target
    return _read(s, "get_oncall", {"service_id": target.service_id, "team": target.team})


def _create_incident(s: Situation) -> Step:
    target = _target(s)
    if not isinstance(target, Target):
        return target
    if target.service_id is None:
        return _ask_for_service("open the incident on")
    title = s.intent.params.get("title") or " ".join(s.text.split())[:120]
    arguments = {"service_id": target.service_id, "title": title, "severity": s.intent.params.get("severity")}
    return Call("create_incident", arguments, text=CONFIRM_TEXT)


def _resolve_incident(s: Situation) -> Step:
    resolution = s.intent.params.get("resolution")
    if s.intent.number is not None:
        return Call("resolve_incident", {"incident_id": s.intent.number, "resolution": resolution}, text=CONFIRM_TEXT)
    listing = s.result("list_incidents")
    if listing is None:
        return Call("list_incidents", {"status": "open"})
    open_ones = list(listing.get("incidents") or [])
    words = set(re.findall(r"[a-z0-9]+", s.text.lower()))
    named = [i for i in open_ones if words & {p for p in i["service_id"].split("-") if len(p) > 3}]
    candidates = named or (open_ones if len(open_ones) == 1 else [])
    if len(candidates) == 1:
        arguments = {"incident_id": candidates[0]["id"], "resolution": resolution}
        return Call("resolve_incident", arguments, text=CONFIRM_TEXT)
    if not open_ones:
        return Say("There are no open incidents to resolve.")
    listed = answers.incidents_answer({"incidents": open_ones}, brief=False, status="open")
    return Say(f"Which incident should I resolve? Tell me its number.\n\n{listed}")


def _create_check(s: Situation) -> Step:
    target = _target(s)
    if not isinstance(target, Target):
        return target
    if target.service_id is None:
        return _ask_for_service("add the check to")
    params = s.intent.params
    if not params.get("target"):
        return Say(
            "What should the check probe? Give a URL (http), a host:port (tcp) or a hostname (dns), for example: "
            f"“Add a check to {target.service_id} for https://{target.service_id}.acme.test/health every 30 s”."
        )
    arguments = {"service_id": target.service_id, **{k: params[k] for k in ("name", "kind", "target")}}
    arguments["interval_seconds"] = params["interval_seconds"]
    groundwork = _check_groundwork(s, arguments)
    if groundwork is not None:
        return groundwork
    return Call("create_check", arguments, text=_tested(s.result("test_check"), arguments["target"]) + CONFIRM_TEXT)


def _check_groundwork(s: Situation, draft: Mapping[str, Any]) -> Call | None:
    """The seed's flow before proposing a check, each step only when offered: ground the "how" in the docs, learn
    the kind's schema, then test an http draft."""
    if "search_docs" in s.offered and s.result("search_docs") is None:
        return Call("search_docs", {"query": f"add {draft['kind']} health check"})
    hits = (s.result("search_docs") or {}).get("hits") or []
    if hits and "get_doc" in s.offered and s.result("get_doc") is None:
        return Call("get_doc", {"slug": hits[0]["slug"]})
    if "get_capability_schema" in s.offered and s.result("get_capability_schema") is None:
        return Call("get_capability_schema", {"kind": draft["kind"]})
    if draft["kind"] == "http" and "test_check" in s.offered and s.result("test_check") is None:
        return Call("test_check", {k: draft[k] for k in ("kind", "target", "interval_seconds")})
    return None


def _tested(result: Any, target: str) -> str:
    """A sentence on how the drafted check's test went ("" when it was not tested)."""
    if not isinstance(result, Mapping) or not result.get("tested"):
        return ""
    if result.get("would_pass"):
        return f"I tested the draft: `{target}` answered {result['status']} {result['status_text']}, so it would pass. "
    reason = result.get("problem") or f"`{target}` answered {result.get('status')}"
    return f"I tested the draft and it would fail for now ({str(reason).rstrip('.')}). "


def _delete_service(s: Situation) -> Step:
    target = _target(s)
    if not isinstance(target, Target):
        return target
    if target.service_id is None:
        return _ask_for_service("delete")
    return Call("delete_service", {"service_id": target.service_id}, text=CONFIRM_TEXT)


_PLANNERS = {
    "list_services": _list_services,
    "get_service": _get_service,
    "list_incidents": _list_incidents,
    "get_incident": _get_incident,
    "list_checks": _list_checks,
    "get_oncall": _get_oncall,
    "create_incident": _create_incident,
    "resolve_incident": _resolve_incident,
    "create_check": _create_check,
    "delete_service": _delete_service,
}


# ---- reading the request -----------------------------------------------------------------------------------------


_SPEAKER_AND_MENTIONS = re.compile(r"^(?:[^:\n@]{1,80}:\s+(?=@))?(?:@[\w.-]+[,:]?\s*)+")


def addressed_text(text: str) -> str:
    """What a group chat's message asks, without who said it and whom it mentions: the history names the speaker
    (`Ada Admin: @assistant open an incident…`), and neither the name nor the mention is part of the request."""
    return _SPEAKER_AND_MENTIONS.sub("", text, count=1)


def this_turn(messages: Sequence[Mapping[str, Any]]) -> tuple[str, list[Done]]:
    """The newest user message's text, and the tool calls made since then with what each returned."""
    start = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=-1)
    text = _text(messages[start].get("content")) if start >= 0 else ""
    return text, _done(messages[start + 1 :])


def loaded_tools(messages: Sequence[Mapping[str, Any]]) -> frozenset[str]:
    """The tools a lazy conversation has loaded: those whose definitions a `search_tools` result in it returned."""
    return frozenset(
        str(spec.get("name"))
        for d in _done(messages)
        if d.name == SEARCH_TOOLS and isinstance(d.payload, Mapping)
        for spec in d.payload.get("tools") or []
        if isinstance(spec, Mapping)
    )


def _done(messages: Sequence[Mapping[str, Any]]) -> list[Done]:
    """Each tool call in `messages` with what it returned; a `call_tool` call as the call of the tool it names."""
    calls: dict[str, tuple[str, Mapping[str, Any]]] = {}
    done: list[Done] = []
    for message in messages:
        if message.get("role") == "assistant":
            for call in message.get("tool_calls") or []:
                function = call.get("function") or {}
                name, arguments = str(function.get("name")), _json(function.get("arguments")) or {}
                if name == CALL_TOOL and isinstance(arguments, Mapping):
                    name, arguments = str(arguments.get("tool")), arguments.get("arguments") or {}
                calls[str(call.get("id"))] = (name, arguments)
        elif message.get("role") == "tool" and str(message.get("tool_call_id")) in calls:
            name, arguments = calls[str(message.get("tool_call_id"))]
            done.append(Done(name=name, arguments=arguments, payload=_payload(message.get("content"))))
    return done


def _payload(content: Any) -> Any:
    text = _text(content)
    if text.startswith("<tool_result"):
        # The frame's body, without a guard notice that may follow the closing tag (`frame_tool_result`).
        text = text.split("\n", 1)[-1].split("\n</tool_result>", 1)[0]
    parsed = _json(text)
    return parsed if parsed is not None else {"error": "unreadable", "message": text[:300]}


def _json(text: Any) -> Any:
    if not isinstance(text, str):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, Mapping))
    return ""
