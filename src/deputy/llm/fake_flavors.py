"""How each OpenAI-compatible server shapes the same turn on the wire (`reference/protocols.md` §3.3).

`stream_chunks` returns the JSON chunks of a streamed answer (without `[DONE]`), `completion_body` the JSON body of
a non-streamed one. The quirks imitated, per flavor:

* `openai`: `role` with the first content or tool fragment; `id`/`type`/`name` on the first fragment of a call and
  only `index` + `arguments` after; finish on a separate empty-delta chunk; `usage: null` on every chunk and a
  `choices: []` usage chunk with token details; `system_fingerprint`, `service_tier`, `obfuscation` padding;
  `"stop"` instead of `"tool_calls"` when `tool_choice` names a function. Reasoning (which OpenAI itself does not
  stream) goes in `reasoning_content`, as DeepSeek does.
* `vllm`: a lone `{"role": "assistant", "content": ""}` first chunk; call ids `chatcmpl-tool-<hex>`, the first
  fragment without `arguments` (or the whole call in one chunk with `whole_tool_calls`); `finish_reason` and
  `stop_reason` on the last content/tool chunk; no `usage` key except with `include_usage` (or on every chunk with
  `continuous_usage_stats`); reasoning in `delta.reasoning`; the same named-`tool_choice` "stop".
* `ollama` (≥ 0.32.6): `role` only on the first chunk; every call whole in one chunk with an `call_<8 chars>` id;
  finish on a separate empty-delta chunk; basic usage counts only; `system_fingerprint: "fp_ollama"`; id
  `chatcmpl-<n>`; reasoning in `delta.reasoning`.
* `ollama-legacy` (< 0.32.6): as `ollama`, but `role` and `content` (`""` next to tool calls) on every chunk, and the
  finish on a final `{"role": "assistant", "content": ""}` chunk.
"""

from __future__ import annotations

import itertools
import json
import random
import string
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deputy.llm.fake_script import FakeTurn, FakeUsage, Flavor, ReasoningField

Chunk = dict[str, Any]

_REASONING_FIELD: dict[Flavor, ReasoningField] = {
    "openai": "reasoning_content",
    "vllm": "reasoning",
    "ollama": "reasoning",
    "ollama-legacy": "reasoning",
}
_ALNUM = string.ascii_letters + string.digits
_PAD = "Xq3vZ8kLmP0aR7tY"


@dataclass(frozen=True, slots=True)
class StreamContext:
    """What one response needs besides the turn: ids, the request's options, the usage to report."""

    flavor: Flavor
    completion_id: str
    created: int
    model: str
    include_usage: bool
    continuous_usage: bool
    obfuscation: bool
    named_tool_choice: bool
    call_ids: tuple[str, ...]
    usage: FakeUsage
    reasoning_field: ReasoningField


def new_context(
    turn: FakeTurn, body: Mapping[str, Any], *, flavor: Flavor, rng: random.Random, created: int, prompt_bytes: int
) -> StreamContext:
    stream_options = body.get("stream_options")
    options: Mapping[str, Any] = stream_options if isinstance(stream_options, Mapping) else {}
    tool_choice = body.get("tool_choice")
    return StreamContext(
        flavor=flavor,
        completion_id=_completion_id(flavor, rng),
        created=created,
        model=str(body.get("model", "")),
        include_usage=bool(options.get("include_usage")),
        continuous_usage=flavor == "vllm" and bool(options.get("continuous_usage_stats")),
        obfuscation=options.get("include_obfuscation", True) is not False,
        named_tool_choice=isinstance(tool_choice, Mapping) and tool_choice.get("type") == "function",
        call_ids=tuple(_call_id(flavor, rng) if call.id is None else call.id for call in turn.tool_calls),
        usage=turn.usage or _estimate_usage(turn, prompt_bytes=prompt_bytes),
        reasoning_field=turn.reasoning_field or _REASONING_FIELD[flavor],
    )


def finish_reason(turn: FakeTurn, ctx: StreamContext) -> str:
    if turn.finish_reason is not None:
        return turn.finish_reason
    if not turn.tool_calls:
        return "stop"
    return "stop" if ctx.named_tool_choice and ctx.flavor in ("openai", "vllm") else "tool_calls"


def stream_chunks(turn: FakeTurn, ctx: StreamContext) -> list[Chunk]:
    if ctx.flavor == "openai":
        return _openai_chunks(turn, ctx)
    if ctx.flavor == "vllm":
        return _vllm_chunks(turn, ctx)
    return _ollama_chunks(turn, ctx, legacy=ctx.flavor == "ollama-legacy")


def completion_body(turn: FakeTurn, ctx: StreamContext) -> Chunk:
    """The non-streamed `chat.completion` for a turn."""
    message: Chunk = {"role": "assistant", "content": turn.text or (None if turn.tool_calls else "")}
    if turn.reasoning:
        message[ctx.reasoning_field] = turn.reasoning
    if turn.tool_calls:
        message["tool_calls"] = [
            {"id": call_id, "type": "function", "function": {"name": call.name, "arguments": call.arguments_text()}}
            for call_id, call in zip(ctx.call_ids, turn.tool_calls, strict=True)
        ]
    body: Chunk = {
        "id": ctx.completion_id,
        "object": "chat.completion",
        "created": ctx.created,
        "model": ctx.model,
        "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason(turn, ctx)}],
        "usage": _usage_dict(ctx),
    }
    if ctx.flavor == "openai":
        body |= {"system_fingerprint": "fp_fake", "service_tier": "default"}
    elif ctx.flavor != "vllm":
        body["system_fingerprint"] = "fp_ollama"
    return body


def error_body(message: str, *, type_: str, code: str | int | None = None) -> Chunk:
    return {"error": {"message": message, "type": type_, "param": None, "code": code}}


def _openai_chunks(turn: FakeTurn, ctx: StreamContext) -> list[Chunk]:
    deltas: list[Chunk] = []
    if turn.reasoning or turn.text or not turn.tool_calls:
        deltas.append({"role": "assistant", "content": "", "refusal": None})
    deltas += [{"content": None, ctx.reasoning_field: piece} for piece in _pieces(turn.reasoning, turn.chunk_chars)]
    deltas += [{"content": piece} for piece in _pieces(turn.text, turn.chunk_chars)]
    for index, call in enumerate(turn.tool_calls):
        start = {
            **_index(turn, index),
            "id": ctx.call_ids[index],
            "type": "function",
            "function": {"name": call.name, "arguments": ""},
        }
        if deltas:
            deltas.append({"tool_calls": [start]})
        else:
            deltas.append({"role": "assistant", "content": None, "refusal": None, "tool_calls": [start]})
        deltas += [
            {"tool_calls": [{**_index(turn, index), "function": {"arguments": piece}}]}
            for piece in _argument_pieces(turn, index)
        ]
    chunks = [_openai_envelope(ctx, delta, None, position) for position, delta in enumerate(deltas)]
    chunks.append(_openai_envelope(ctx, {}, finish_reason(turn, ctx), len(deltas)))
    if ctx.include_usage:
        chunks.append({**_openai_envelope(ctx, {}, None, len(chunks)), "choices": [], "usage": _usage_dict(ctx)})
    return chunks


def _openai_envelope(ctx: StreamContext, delta: Chunk, finish: str | None, position: int) -> Chunk:
    chunk: Chunk = {
        "id": ctx.completion_id,
        "object": "chat.completion.chunk",
        "created": ctx.created,
        "model": ctx.model,
        "service_tier": "default",
        "system_fingerprint": "fp_fake",
        "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}],
    }
    if ctx.include_usage:
        chunk["usage"] = None
    if ctx.obfuscation:
        chunk["obfuscation"] = _PAD[: position * 7 % len(_PAD) + 1]
    return chunk


def _vllm_chunks(turn: FakeTurn, ctx: StreamContext) -> list[Chunk]:
    deltas: list[Chunk] = [{"role": "assistant", "content": ""}]
    deltas += [{ctx.reasoning_field: piece} for piece in _pieces(turn.reasoning, turn.chunk_chars)]
    deltas += [{"content": piece} for piece in _pieces(turn.text, turn.chunk_chars)]
    for index, call in enumerate(turn.tool_calls):
        head = {**_index(turn, index), "id": ctx.call_ids[index], "type": "function"}
        if turn.whole_tool_calls:
            function = {"name": call.name, "arguments": call.arguments_text()}
            deltas.append({"tool_calls": [{**head, "function": function}]})
            continue
        deltas.append({"tool_calls": [{**head, "function": {"name": call.name}}]})
        deltas += [
            {"tool_calls": [{**_index(turn, index), "function": {"arguments": piece}}]}
            for piece in _argument_pieces(turn, index)
        ]
    if len(deltas) == 1:
        deltas.append({"content": ""})
    chunks: list[Chunk] = []
    for position, delta in enumerate(deltas):
        choice: Chunk = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": None}
        if position == len(deltas) - 1:
            choice |= {"finish_reason": finish_reason(turn, ctx), "stop_reason": None}
        chunk = _bare_envelope(ctx, [choice])
        if ctx.include_usage and ctx.continuous_usage:
            completion = min(position, ctx.usage.completion_tokens)
            chunk["usage"] = _basic_usage(ctx.usage.prompt_tokens, completion)
        chunks.append(chunk)
    if ctx.include_usage:
        chunks.append({**_bare_envelope(ctx, []), "usage": _usage_dict(ctx)})
    return chunks


def _ollama_chunks(turn: FakeTurn, ctx: StreamContext, *, legacy: bool) -> list[Chunk]:
    deltas: list[Chunk] = [{ctx.reasoning_field: piece} for piece in _pieces(turn.reasoning, turn.chunk_chars)]
    deltas += [{"content": piece} for piece in _pieces(turn.text, turn.chunk_chars)]
    if turn.tool_calls:
        calls = [
            {
                "id": call_id,
                **_index(turn, index),
                "type": "function",
                "function": {"name": call.name, "arguments": call.arguments_text()},
            }
            for index, (call_id, call) in enumerate(zip(ctx.call_ids, turn.tool_calls, strict=True))
        ]
        deltas.append({"tool_calls": calls})
    if legacy:
        deltas = [{"role": "assistant", "content": "", **delta} for delta in deltas]
        final: Chunk = {"role": "assistant", "content": ""}
    else:
        deltas = [{"role": "assistant", **delta} if i == 0 else delta for i, delta in enumerate(deltas or [{}])]
        final = {}
    chunks = [_ollama_envelope(ctx, delta, None) for delta in deltas]
    chunks.append(_ollama_envelope(ctx, final, finish_reason(turn, ctx)))
    if ctx.include_usage:
        chunks.append({**_ollama_envelope(ctx, {}, None), "choices": [], "usage": _usage_dict(ctx)})
    return chunks


def _ollama_envelope(ctx: StreamContext, delta: Chunk, finish: str | None) -> Chunk:
    return {
        **_bare_envelope(ctx, [{"index": 0, "delta": delta, "finish_reason": finish}]),
        "system_fingerprint": "fp_ollama",
    }


def _bare_envelope(ctx: StreamContext, choices: list[Chunk]) -> Chunk:
    return {
        "id": ctx.completion_id,
        "object": "chat.completion.chunk",
        "created": ctx.created,
        "model": ctx.model,
        "choices": choices,
    }


def _usage_dict(ctx: StreamContext) -> Chunk:
    usage = ctx.usage
    body = _basic_usage(usage.prompt_tokens, usage.completion_tokens)
    if ctx.flavor == "openai":
        body["prompt_tokens_details"] = {"cached_tokens": usage.cached_tokens, "audio_tokens": 0}
        body["completion_tokens_details"] = {
            "reasoning_tokens": usage.reasoning_tokens,
            "audio_tokens": 0,
            "accepted_prediction_tokens": 0,
            "rejected_prediction_tokens": 0,
        }
    elif ctx.flavor == "vllm" and usage.cached_tokens:
        body["prompt_tokens_details"] = {"cached_tokens": usage.cached_tokens}
    return body


def _basic_usage(prompt: int, completion: int) -> Chunk:
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _estimate_usage(turn: FakeTurn, *, prompt_bytes: int) -> FakeUsage:
    reasoning = len(_pieces(turn.reasoning, turn.chunk_chars))
    answer = len(_pieces(turn.text, turn.chunk_chars))
    calls = sum(len(call.arguments_text()) // turn.chunk_chars + 1 for call in turn.tool_calls)
    return FakeUsage(
        prompt_tokens=max(1, prompt_bytes // 4),
        completion_tokens=max(1, reasoning + answer + calls),
        reasoning_tokens=reasoning,
    )


def _index(turn: FakeTurn, index: int) -> Chunk:
    return {"index": index} if turn.tool_call_index else {}


def _pieces(text: str, size: int) -> list[str]:
    return [text[start : start + size] for start in range(0, len(text), size)]


def _argument_pieces(turn: FakeTurn, index: int) -> list[str]:
    call = turn.tool_calls[index]
    text = call.arguments_text()
    if call.splits is None:
        return _pieces(text, turn.chunk_chars)
    cuts = [0, *sorted(cut for cut in call.splits if 0 < cut < len(text)), len(text)]
    return [text[a:b] for a, b in itertools.pairwise(cuts) if b > a]


def _completion_id(flavor: Flavor, rng: random.Random) -> str:
    if flavor == "openai":
        return "chatcmpl-" + "".join(rng.choices(_ALNUM, k=29))
    if flavor == "vllm":
        return f"chatcmpl-{rng.getrandbits(128):032x}"
    return f"chatcmpl-{rng.randrange(1000)}"


def _call_id(flavor: Flavor, rng: random.Random) -> str:
    if flavor == "openai":
        return "call_" + "".join(rng.choices(_ALNUM, k=24))
    if flavor == "vllm":
        return f"chatcmpl-tool-{rng.getrandbits(128):032x}"
    return "call_" + "".join(rng.choices(string.ascii_lowercase + string.digits, k=8))


def encode_frame(chunk: Mapping[str, Any]) -> bytes:
    """One SSE frame: `data: <compact json>\\n\\n`."""
    return b"data: " + json.dumps(chunk, separators=(",", ":")).encode() + b"\n\n"
