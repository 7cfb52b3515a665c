"""How the fake picks turns, records requests, and fails loudly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import ValidationError

from deputy.llm.fake_script import FakeScript, FakeToolCall, FakeTurn
from deputy.llm.fake_upstream import FakeUpstream, FakeUpstreamError

from .conftest import API_KEY, chat_body


async def post(upstream: FakeUpstream, body: Any, *, path: str | None = None) -> httpx.Response:
    url = f"{path or upstream.base_url}/chat/completions"
    async with httpx.AsyncClient(timeout=10) as client:
        return await client.post(url, json=body, headers={"authorization": f"Bearer {API_KEY}"})


def answer(response: httpx.Response) -> str:
    assert response.status_code == 200, response.text
    content: str = response.json()["choices"][0]["message"]["content"]
    return content


def ask(text: str, *, after_tool: bool = False) -> dict[str, Any]:
    messages: list[dict[str, Any]] = [{"role": "user", "content": text}]
    if after_tool:
        call = {"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": "{}"}}
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "call_1", "content": '{"sky": "clear"}'},
        ]
    return {"model": "fake-model", "messages": messages}


async def test_every_request_is_recorded_with_its_body_and_key_but_no_authorization_header() -> None:
    async with FakeUpstream([{"text": "Hi"}]) as upstream:
        await post(upstream, chat_body(temperature=0.2), path=upstream.url_for("ollama"))

    (recorded,) = upstream.requests
    assert (recorded.method, recorded.path, recorded.flavor) == ("POST", "/ollama/v1/chat/completions", "ollama")
    assert recorded.body["temperature"] == 0.2 and recorded.body["model"] == "fake-model"
    assert recorded.api_key == API_KEY
    assert "authorization" not in recorded.headers


async def test_turns_are_played_in_order() -> None:
    async with FakeUpstream([{"text": "first"}, {"text": "second"}]) as upstream:
        replies = [answer(await post(upstream, ask("hi"))) for _ in range(2)]

    assert replies == ["first", "second"]


async def test_a_request_after_the_last_turn_gets_a_500_and_a_recorded_error() -> None:
    async with FakeUpstream([{"text": "only"}]) as upstream:
        await post(upstream, ask("hi"))
        response = await post(upstream, ask("again"))
        errors = upstream.take_errors()

    assert response.status_code == 500
    assert response.json()["error"]["type"] == "fake_script_exhausted"
    assert "script exhausted" in response.json()["error"]["message"]
    assert len(errors) == 1 and "'again'" in errors[0]


async def test_a_strict_fake_raises_on_exit_for_an_exhausted_script() -> None:
    with pytest.raises(FakeUpstreamError, match="script exhausted"):
        async with FakeUpstream([]) as upstream:
            await post(upstream, ask("hi"))


async def test_a_strict_fake_raises_on_exit_for_unplayed_turns_and_a_lenient_one_does_not() -> None:
    with pytest.raises(FakeUpstreamError, match="1 scripted turn"):
        async with FakeUpstream([{"text": "never asked"}]):
            pass
    async with FakeUpstream([{"text": "never asked"}], strict=False) as upstream:
        pass
    assert len(upstream.remaining_turns) == 1


async def test_a_looping_script_starts_over_and_a_default_turn_answers_when_turns_run_out() -> None:
    looping = FakeScript(turns=[FakeTurn(text="a"), FakeTurn(text="b")], loop=True)
    with_default = FakeScript(turns=[FakeTurn(text="a")], default=FakeTurn(text="fallback"))
    async with FakeUpstream(looping) as upstream:
        looped = [answer(await post(upstream, ask("hi"))) for _ in range(3)]
    async with FakeUpstream(with_default) as upstream:
        defaulted = [answer(await post(upstream, ask("hi"))) for _ in range(3)]

    assert looped == ["a", "b", "a"]
    assert defaulted == ["a", "fallback", "fallback"]


async def test_a_rule_answers_when_its_regex_matches_the_last_user_message_and_is_never_used_up() -> None:
    script = FakeScript(
        rules=[
            FakeTurn(match=r"(?i)weather", tool_calls=[FakeToolCall(name="get_weather")]),
            FakeTurn(match=r"(?i)weather", when_last_role="tool", text="Clear skies."),
        ],
        turns=[FakeTurn(text="sequential")],
    )
    async with FakeUpstream(script) as upstream:
        first = await post(upstream, ask("What's the WEATHER?"))
        second = await post(upstream, ask("weather again"))
        after_tool = await post(upstream, ask("What's the weather?", after_tool=True))
        unmatched = await post(upstream, ask("Tell me a joke"))

    for response in (first, second):
        assert response.json()["choices"][0]["message"]["tool_calls"][0]["function"]["name"] == "get_weather"
    assert answer(after_tool) == "Clear skies."
    assert answer(unmatched) == "sequential"


async def test_rules_match_text_parts_of_multipart_user_content() -> None:
    script = FakeScript(rules=[FakeTurn(match="invoice", text="Found it.")])
    content = [{"type": "text", "text": "Find my invoice"}, {"type": "image_url", "image_url": {"url": "x"}}]
    async with FakeUpstream(script) as upstream:
        response = await post(upstream, {"model": "fake-model", "messages": [{"role": "user", "content": content}]})

    assert answer(response) == "Found it."


async def test_turns_added_late_are_played_after_the_scripted_ones() -> None:
    async with FakeUpstream([{"text": "first"}]) as upstream:
        upstream.add_turns({"text": "late"})
        replies = [answer(await post(upstream, ask("hi"))) for _ in range(2)]

    assert replies == ["first", "late"]


async def test_a_disallowed_model_is_recorded_and_refused_when_the_script_lists_its_models() -> None:
    script = FakeScript(turns=[FakeTurn(text="ok")], models=["allowed"], reject_unknown_models=True)
    async with FakeUpstream(script, strict=False) as upstream:
        response = await post(upstream, {"model": "forbidden", "messages": []})
        errors = upstream.take_errors()

    assert response.status_code == 404
    assert [request.body["model"] for request in upstream.requests] == ["forbidden"]
    assert errors == ["The model `forbidden` does not exist"]


@pytest.mark.parametrize(
    ("body", "status"),
    [("not json", 400), ({"model": "m"}, 400), ({"messages": []}, 400)],
)
async def test_a_malformed_request_gets_a_client_error_and_a_recorded_error(body: Any, status: int) -> None:
    async with FakeUpstream(strict=False) as upstream, httpx.AsyncClient() as client:
        url = f"{upstream.base_url}/chat/completions"
        response = await (client.post(url, content=body) if isinstance(body, str) else client.post(url, json=body))
        errors = upstream.take_errors()

    assert response.status_code == status
    assert len(errors) == 1 and response.json()["error"]["message"] == errors[0]


async def test_an_unknown_flavor_path_is_refused() -> None:
    async with FakeUpstream(strict=False) as upstream:
        response = await post(upstream, ask("hi"), path=f"{upstream.origin}/mistral/v1")
        errors = upstream.take_errors()

    assert response.status_code == 404
    assert "unknown flavor 'mistral'" in errors[0]


def test_a_script_loads_from_a_json_file(tmp_path: Path) -> None:
    path = tmp_path / "script.json"
    document = {
        "turns": [{"text": "Hi", "fault": {"kind": "stall", "after_chunks": 2, "seconds": 1.5}}],
        "rules": [{"match": "^help", "text": "Help."}],
        "default": {"text": "..."},
        "interval_ms": 20,
    }
    path.write_text(json.dumps(document), encoding="utf-8")

    script = FakeScript.from_file(path)

    assert script.turns[0].fault is not None and script.turns[0].fault.kind == "stall"
    assert script.rules[0].match == "^help" and script.interval_ms == 20


@pytest.mark.parametrize(
    "document",
    [
        {"rules": [{"text": "no regex"}]},
        {"turns": [{"match": "(unclosed"}]},
        {"turns": [{"fault": {"kind": "meteor"}}]},
        {"turns": [{"txt": "typo"}]},
    ],
)
def test_a_script_that_cannot_work_is_refused_when_loaded(document: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        FakeScript.model_validate(document)


async def test_the_request_log_holds_one_json_line_per_request_without_the_key(tmp_path: Path) -> None:
    log = tmp_path / "requests.jsonl"
    async with FakeUpstream([{"text": "a"}, {"text": "b"}], request_log=log) as upstream:
        await post(upstream, ask("one"))
        await post(upstream, ask("two"))

    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [line["body"]["messages"][0]["content"] for line in lines] == ["one", "two"]
    assert API_KEY not in log.read_text(encoding="utf-8")


def test_an_unknown_default_flavor_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown flavor"):
        FakeUpstream(flavor="mistral")  # type: ignore[arg-type]


def test_the_base_url_is_unavailable_until_the_server_runs() -> None:
    with pytest.raises(RuntimeError, match="not running"):
        _ = FakeUpstream().base_url
