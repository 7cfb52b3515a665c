"""The agent loop: model steps and server-side tool calls for one turn, as a stream of `core.events`.

```
step ──► model stream ──► text / reasoning deltas ──► tool calls? ── no ──► done (the turn ends with text)
                                                         └─ yes ──► dispose each call ──► next step
dispose: duplicate ──► feedback      bad JSON / invalid args ──► input error naming the fields
         refused / failed ──► tool error the model reads       read ──► run as the user, clamp
         mutate (auto mode) ──► propose + apply at once         mutate / destructive ──► confirm card, turn waits
```
The last allowed step offers no tools and tells the model to answer from what it gathered. Every call goes through
the `ToolGateway`, so budget, authorization, validation and audit are the same as on every other transport.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any

from deputy.core import events, model
from deputy.core.chat.compaction import estimate_text, estimate_tokens
from deputy.core.chat.prompt_split import added, prompt_split
from deputy.core.chat.stream_parts import StreamParts, text_part
from deputy.core.chat.tool_loading import MetaResult, NotLoaded, Toolbox, named_call
from deputy.core.conversations.records import PermissionMode
from deputy.core.guards import (
    frame_tool_result,
    guard_tool_result,
    scrub,
)
from deputy.core.tools.clamp import DEFAULT_RESULT_CHARS, clamp_result
from deputy.core.tools.declarations import CancelSignal, Effect, Tool, ToolContext
from deputy.core.tools.gateway import Proposed, Ran, ToolGateway
from deputy.core.tools.records import ProposalRecord
from deputy.errors import ArgumentsRefused, DeputyError, StoreUnavailable, ToolInputError

MAX_STEPS = 16
USAGE_WAIT = timedelta(milliseconds=500)
"""How long a cancelled step reads on for the model's usage (the runner stops an agent still running after its
`CANCEL_GRACE`, so this stays below it); a step whose usage never came is charged an estimate (`_estimated_usage`)."""
FINAL_ANSWER_INSTRUCTION = (
    "You have used every tool step this turn allows. Do not call any tool. Answer the user now from what you "
    "gathered, say plainly what you could not find out, and do not guess."
)
NO_ANSWER_TEXT = "I could not put together an answer from what I found. Please rephrase or narrow the question."
AWAITING_CONFIRMATION = "awaiting_confirmation"
UI_COMPONENTS = frozenset({"table", "links", "form", "chart"})


StepGate = Callable[[model.Usage | None], Awaitable[bool]]
"""Asked before every model step after the first with the turn's usage so far; False makes that step the last."""


@dataclass(frozen=True, slots=True)
class AgentPolicy:
    max_steps: int = MAX_STEPS
    result_chars: int = DEFAULT_RESULT_CHARS
    stop_for_approval: bool = True
    """False (headless runs, sub-agents): a proposal does not end the turn; the model reads that it awaits a human
    and goes on to its answer."""


@dataclass(slots=True)
class TurnState:
    """What a run leaves behind: the turn's model messages (for exact replay), usage, and why it stopped."""

    messages: list[dict[str, Any]] = field(default_factory=list)
    usage: model.Usage | None = None
    waiting: bool = False  # a confirm card or a form waits for the user
    cancelled: bool = False
    wrote_text: bool = False
    flags: list[dict[str, Any]] = field(default_factory=list)  # what the guards found in this turn's tool results
    prompt: dict[str, int] = field(default_factory=dict)  # the calls' prompts by part (`core.chat.prompt_split`)

    def add_usage(self, usage: model.Usage) -> None:
        self.usage = usage if self.usage is None else self.usage + usage


class Agent:
    """One turn's loop. Build one per turn; `run` may be called once."""

    def __init__(
        self,
        *,
        chat_model: model.ChatModel,
        model_id: str,
        options: Mapping[str, Any],
        gateway: ToolGateway,
        ctx: ToolContext,
        mode: PermissionMode,
        system_prompt: str,
        policy: AgentPolicy | None = None,
        cancel: CancelSignal | None = None,
        state: TurnState | None = None,
        step_gate: StepGate | None = None,
        final_guidance: str | None = None,
        toolbox: Toolbox | None = None,
        note: str | None = None,
    ) -> None:
        self._note = note
        """The turn's volatile facts (`core.chat.prompt.turn_note`): the last message of every call, after the history,
        so the system prompt, tool definitions and history stay a byte-identical prefix between calls."""
        self._step_gate = step_gate
        self._final_guidance = final_guidance  # appended after FINAL_ANSWER_INSTRUCTION (the active skill)
        self._toolbox = toolbox or Toolbox(allowed=gateway.allowed_tools(ctx.principal, ctx.allowlist))
        self._notices: dict[str, str] = {}  # call id -> the guard's notice that the result carried instructions
        """What the model is offered and which calls the loop answers itself (lazy loading, ask_user); without one,
        every tool the user may use, eagerly."""
        self._model = chat_model
        self._model_id = model_id
        self._options = options
        self._gateway = gateway
        self._ctx = ctx
        self._mode = mode
        self._system = system_prompt
        self._policy = policy or AgentPolicy()
        self._cancel = cancel
        self.state = state or TurnState()
        self._seen: set[str] = set()

    def cancelled(self) -> bool:
        if self._cancel is not None and self._cancel.is_set():
            self.state.cancelled = True
        return self.state.cancelled

    async def run(self, history: Sequence[Mapping[str, Any]]) -> AsyncIterator[events.StreamEvent]:
        """Stream the turn. `history` ends with the new user message; `state.messages` may hold earlier steps of
        this same turn (a continuation after an approval), which the model sees after `history`."""
        for step in range(self._policy.max_steps):
            if self.cancelled():
                return
            final = step == self._policy.max_steps - 1
            if not final and step > 0 and self._step_gate is not None and not await self._step_gate(self.state.usage):
                final = True  # the turn's token budget is spent: answer from what was gathered, without tools
            yield events.StepStart()
            calls: list[model.ToolCallRequested] = []
            async for event in self._model_step(history, final=final, calls=calls):
                yield event
            if self.state.cancelled or not calls or final:
                yield events.StepFinish()
                break
            for call in calls:
                if self.cancelled():
                    break
                async for event in self._run_call(call):
                    yield event
            yield events.StepFinish()
            if self.state.waiting or self.state.cancelled:
                return
        if not self.state.wrote_text and not self.state.cancelled:
            for event in text_part(NO_ANSWER_TEXT):
                yield event
            self.state.messages.append({"role": "assistant", "content": NO_ANSWER_TEXT})

    # -- one model call ----------------------------------------------------------------------------------

    async def _model_step(
        self, history: Sequence[Mapping[str, Any]], *, final: bool, calls: list[model.ToolCallRequested]
    ) -> AsyncIterator[events.StreamEvent]:
        system = f"{self._system}\n\n{FINAL_ANSWER_INSTRUCTION}" if final else self._system
        if final and self._final_guidance:
            system = f"{system}\n\n{self._final_guidance}"
        request = model.ModelRequest(
            model=self._model_id,
            messages=[
                {"role": "system", "content": system},
                *history,
                *self.state.messages,
                *([{"role": "system", "content": self._note}] if self._note else []),
            ],
            tools=[] if final else self._toolbox.specs(),
            options=self._options,
            cache_key=self._ctx.conversation_id,
        )
        self.state.prompt = added(self.state.prompt, prompt_split(request))
        parts = StreamParts()
        counted = self.state.usage
        try:
            async with aclosing(self._model.stream(request)) as stream:
                async for event in stream:
                    for out in self._on_model_event(event, parts, calls):
                        yield out
                    if self.cancelled():
                        await self._usage_of_the_rest(stream)
                        break
        finally:
            if self.cancelled() and self.state.usage is counted:  # stopped before the model said what it used
                self.state.add_usage(_estimated_usage(request, parts))
        for out in parts.close():
            yield out
        self._gateway.telemetry.guarded("model_output", "redact" if parts.redacted else None)
        answer = "".join(parts.text)
        self.state.wrote_text = self.state.wrote_text or bool(answer.strip())
        if final or self.state.cancelled:
            calls.clear()  # the last step offers no tools; a cancelled turn runs none
        message: dict[str, Any] = {"role": "assistant", "content": answer or None}
        if calls:
            message["tool_calls"] = [
                {"id": c.call_id, "type": "function", "function": {"name": c.name, "arguments": c.arguments_json}}
                for c in calls
            ]
        if answer or calls:
            self.state.messages.append(message)

    async def _usage_of_the_rest(self, stream: AsyncIterator[model.ModelEvent]) -> None:
        """A cancelled step reads the rest of the model's stream, dropping it, for at most `USAGE_WAIT`: the usage
        comes last, and without it the turn would be charged its whole reservation."""
        try:
            async with asyncio.timeout(USAGE_WAIT.total_seconds()):
                async for event in stream:
                    if isinstance(event, model.Usage):
                        self.state.add_usage(event)
        except TimeoutError:
            pass

    def _on_model_event(
        self, event: model.ModelEvent, parts: StreamParts, calls: list[model.ToolCallRequested]
    ) -> list[events.StreamEvent]:
        match event:
            case model.TextDelta():
                return parts.delta("text", event.text)
            case model.ReasoningDelta():
                return parts.delta("reasoning", event.text)
            case model.ToolCallRequested():
                calls.append(event)
            case model.Usage():
                self.state.add_usage(event)
            case model.Finished():
                pass
        return []

    # -- one tool call -------------------------------------------------------------------------------------

    def _arguments(self, call: model.ToolCallRequested) -> tuple[dict[str, Any] | None, list[events.StreamEvent]]:
        """The call's arguments, or None and the input error the model reads when they are not a JSON object."""
        try:
            arguments = json.loads(call.arguments_json or "{}")
        except ValueError:
            arguments = None
        if isinstance(arguments, dict):
            return arguments, []
        text = "The arguments are not a JSON object. Send the tool's arguments as one JSON object."
        self._answer(call, {"error": "invalid_arguments", "message": text})
        return None, [events.ToolInputError(call.call_id, call.name, call.arguments_json, text)]

    async def _run_call(self, call: model.ToolCallRequested) -> AsyncIterator[events.StreamEvent]:
        """One call: `call_tool(tool, arguments)` first becomes the call it names (same id), then the toolbox answers
        it (meta tools, a tool not loaded yet) or the gateway runs it."""
        if self._toolbox.proxies(call.name):
            arguments, refused = self._arguments(call)
            if arguments is None:
                for event in refused:
                    yield event
                return
            try:
                name, inner = named_call(arguments)
            except ToolInputError as exc:
                yield events.ToolInputError(call.call_id, call.name, arguments, _issues_text(exc))
                self._answer(call, exc.to_problem())
                return
            call = replace(call, name=name, arguments_json=json.dumps(inner))
        meta = self._toolbox.intercepts(call.name)
        async for event in self._meta(call) if meta else self._dispose(call):
            yield event

    async def _dispose(self, call: model.ToolCallRequested) -> AsyncIterator[events.StreamEvent]:
        arguments, refused = self._arguments(call)
        if arguments is None:
            for event in refused:
                yield event
            return
        key = f"{call.name}:{json.dumps(arguments, sort_keys=True, default=str)}"
        if key in self._seen:
            yield events.ToolInputAvailable(call.call_id, call.name, arguments)
            text = "You already made this exact call in this turn; use its result instead of calling again."
            yield events.ToolOutputError(call.call_id, text)
            self._answer(call, {"error": "duplicate_call", "message": text})
            return
        try:
            outcome = await self._gateway.call(replace(self._ctx, call_id=call.call_id), call.name, arguments)
        except ToolInputError as exc:  # not remembered: the corrected retry must be allowed
            yield events.ToolInputError(call.call_id, call.name, arguments, _issues_text(exc))
            self._answer(call, exc.to_problem())
            return
        except StoreUnavailable:
            raise
        except ArgumentsRefused as exc:  # the guard blocked them in the gateway: never echo them unscrubbed
            self.state.flags.append({"tool": call.name, "toolCallId": call.call_id, "site": "arguments", **exc.details})
            yield events.ToolInputAvailable(call.call_id, call.name, scrub(arguments))
            yield events.ToolOutputError(call.call_id, exc.message)
            self._answer(call, exc.to_problem())
            return
        except DeputyError as exc:
            self._seen.add(key)
            yield events.ToolInputAvailable(call.call_id, call.name, arguments)
            yield events.ToolOutputError(call.call_id, exc.message)
            self._answer(call, exc.to_problem())
            return
        self._seen.add(key)
        yield events.ToolInputAvailable(call.call_id, call.name, arguments)
        match outcome:
            case Ran(result=result):
                async for event in self._ran(call, result):
                    yield event
            case Proposed():
                async for event in self._proposed(call, outcome):
                    yield event

    async def _meta(self, call: model.ToolCallRequested) -> AsyncIterator[events.StreamEvent]:
        """A call the toolbox answers: search_tools, ask_user, or a tool that is not loaded yet."""
        arguments, refused = self._arguments(call)
        if arguments is None:
            for event in refused:
                yield event
            return
        try:
            outcome = self._toolbox.call(call.name, arguments)
        except ToolInputError as exc:
            yield events.ToolInputError(call.call_id, call.name, arguments, _issues_text(exc))
            self._answer(call, exc.to_problem())
            return
        yield events.ToolInputAvailable(call.call_id, call.name, arguments)
        match outcome:
            case MetaResult(result=result):
                async for event in self._ran(call, result):
                    yield event
            case NotLoaded(problem=problem):
                yield events.ToolOutputError(call.call_id, str(problem["message"]))
                self._answer(call, problem)

    async def _ran(self, call: model.ToolCallRequested, result: Any) -> AsyncIterator[events.StreamEvent]:
        result = self._guarded(call, result)
        shown = clamp_result(result, self._policy.result_chars)
        yield events.ToolOutput(call.call_id, shown)
        component = _ui_component(result)
        if component is not None:
            name, data = component
            yield events.Data(
                "ui", {"component": name, "data": data, "toolCallId": call.call_id}, id=f"ui-{call.call_id}"
            )
            if name == "form":
                self.state.waiting = True
        self._answer(call, frame_tool_result(call.name, shown, notice=self._notices.pop(call.call_id, None)))

    def _guarded(self, call: model.ToolCallRequested, result: Any) -> Any:
        """`result` scrubbed, with text that addresses the assistant removed; what was found is flagged."""
        guarded = guard_tool_result(call.name, result, guard=self._gateway.policy.guard)
        self._gateway.telemetry.guarded("tool_result", guarded.action.value)
        if guarded.notice is not None:
            self._notices[call.call_id] = guarded.notice
        if guarded.flagged:
            self.state.flags.append(
                {
                    "tool": call.name,
                    "toolCallId": call.call_id,
                    "severity": guarded.severity.value,
                    "categories": list(guarded.categories),
                }
            )
        return guarded.payload

    async def _proposed(self, call: model.ToolCallRequested, proposed: Proposed) -> AsyncIterator[events.StreamEvent]:
        if self._mode is PermissionMode.AUTO and proposed.tool.effect is Effect.MUTATE and not proposed.always_confirm:
            try:
                record, result = await self._gateway.apply(self._ctx, proposed.token)
            except StoreUnavailable:
                raise
            except DeputyError as exc:
                yield events.ToolOutputError(call.call_id, exc.message)
                self._answer(call, exc.to_problem())
                return
            output = applied_output(record, self._guarded(call, result))
            yield events.ToolOutput(call.call_id, output)
            yield proposal_card(call.call_id, record, proposed.tool)
            self._answer(call, frame_tool_result(call.name, output, notice=self._notices.pop(call.call_id, None)))
            return
        yield events.ToolApprovalRequest(call.call_id, proposed.token)
        yield proposal_card(call.call_id, proposed.proposal, proposed.tool)
        self.state.waiting = self._policy.stop_for_approval
        self._answer(
            call,
            {
                "status": AWAITING_CONFIRMATION,
                "summary": proposed.proposal.summary,
                "note": "The user sees a confirm card for this change. Do not call the tool again; tell them briefly "
                "what will happen and that it waits for their confirmation.",
            },
        )

    def _answer(self, call: model.ToolCallRequested, content: Any) -> None:
        self.state.messages.append(tool_message(call.call_id, content))


# -- shared with the chat service (continuations after an approval) ----------------------------------------


def tool_message(call_id: str, content: Any) -> dict[str, Any]:
    text = content if isinstance(content, str) else json.dumps(content, default=str, ensure_ascii=False)
    return {"role": "tool", "tool_call_id": call_id, "content": text}


def applied_output(record: ProposalRecord, result: Any) -> dict[str, Any]:
    return {"status": "applied", "summary": record.summary, "result": result}


def proposal_card(call_id: str, record: ProposalRecord, tool: Tool[Any] | None = None) -> events.Data:
    """The confirm card's details, as a `data-proposal` part that later states replace (same id)."""
    return events.Data(
        "proposal",
        {
            "toolCallId": call_id,
            "tool": record.tool_name,
            "title": tool.display_title if tool is not None else record.tool_name,
            "effect": record.effect.value,
            "summary": record.summary,
            "payload": dict(record.payload),
            "diff": list(record.diff),
            "status": record.status.value,
            "expiresAt": record.expires_at.isoformat(),
            "error": record.error,
            "proposedBy": record.proposed_by.id,
            "decidedBy": record.decided_by.id if record.decided_by else None,
        },
        id=f"proposal-{call_id}",
    )


def _ui_component(result: Any) -> tuple[str, Any] | None:
    if isinstance(result, Mapping) and result.get("ui_component") in UI_COMPONENTS:
        return str(result["ui_component"]), result.get("ui_data")
    return None


def _issues_text(exc: ToolInputError) -> str:
    issues = exc.details.get("issues") or []
    named = "; ".join(f"{i.get('field', '?')}: {i.get('message', '')}" for i in issues if isinstance(i, Mapping))
    return f"{exc.message} {named}".strip() if named else exc.message


def _estimated_usage(request: model.ModelRequest, parts: StreamParts) -> model.Usage:
    """What a step stopped before its usage arrived is charged: its request and the text it streamed, estimated as
    the budgets estimate a turn (not the turn's whole reservation, which a silent provider is charged)."""
    return model.Usage(input_tokens=estimate_tokens(request.messages), output_tokens=estimate_text("".join(parts.text)))
