"""One turn, run in the background: apply or decline answered confirm cards, run the agent, store the answer.

The runner owns the turn's writes from start to end. Whatever happens (the model fails, the user cancels, a newer
message supersedes it, the process shuts down) the assistant message is stored with what was streamed, a status
that says how it ended, and the usage, once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from deputy.core import events
from deputy.core.agents.profiles import DELEGATE_TOOL, AgentProfile, agent_part, prompt_section
from deputy.core.budgets.ledger import ChargeKind
from deputy.core.chat.agent_loop import Agent, TurnState
from deputy.core.chat.approvals import ApprovalAnswer, resolve_approvals
from deputy.core.chat.context import TurnContext
from deputy.core.chat.controls import TurnControls
from deputy.core.chat.live import LiveTurn
from deputy.core.chat.opening import TurnOpening
from deputy.core.chat.polls import PolledTurn, TurnPoller
from deputy.core.chat.prompt import PromptFacts, system_prompt, turn_note
from deputy.core.chat.prompt_split import turn_usage
from deputy.core.chat.replay import normalize, replay_history
from deputy.core.chat.stream_parts import text_part
from deputy.core.chat.titles import TITLE_PROMPT, TITLE_REQUEST, heuristic_title, sanitize_title
from deputy.core.chat.tool_loading import CALL_TOOL, META_TOOLS, Toolbox, ToolOffer, named_call
from deputy.core.chat.transcript import Transcript
from deputy.core.conversations.records import (
    Conversation,
    ConversationStore,
    Message,
    MessageStatus,
    PermissionMode,
    TurnEnd,
)
from deputy.core.identity.principal import Principal
from deputy.core.model import ModelBinding, ModelRequest, Usage
from deputy.core.ports import Clock
from deputy.core.telemetry import TurnWatch
from deputy.core.tools.clamp import result_char_budget
from deputy.core.tools.declarations import HostCaller, Tool, ToolContext, Transport
from deputy.core.tools.gateway import ToolGateway
from deputy.core.tools.schema import validate_arguments
from deputy.errors import (
    DeputyError,
    ModelError,
    ModelHTTPError,
    ModelProtocolError,
    ModelRateLimited,
    ModelTimeout,
    StoreUnavailable,
)

if TYPE_CHECKING:
    from deputy.core.chat.policy import ChatPolicy

log = logging.getLogger(__name__)
CANCEL_GRACE = timedelta(seconds=1)
"""How long a cancelled turn's agent may take to stop by itself (`TurnRunner._run_agent_until_stopped`)."""

TITLE_INPUT_CHARS = 2_000


@dataclass(frozen=True, slots=True)
class TurnPlan:
    """`assistant` is the message a continuation extends (None: a new assistant message). `refusal` is the whole
    answer when the input guard blocked the message (no model call); `warning` is shown before the answer."""

    assistant: Message | None = None
    approvals: tuple[ApprovalAnswer, ...] = ()
    decision: bool = False
    refusal: str | None = None
    warning: events.Data | None = None


@dataclass(frozen=True, slots=True)
class _Relay:
    """Where a turn's events go: folded into the answer, counted, and handed to the followers; and the tokens a
    running tool spent, to the turn's usage. Not the runner's methods: the tool context holds the callback for the
    turn's life, and a bound method would put the runner in a reference cycle, which only a full collection frees
    (`deputy.gc_pacing`): every finished turn's whole graph, its events included, would wait for one."""

    transcript: Transcript
    watch: TurnWatch
    live: LiveTurn
    state: TurnState

    def publish(self, event: events.StreamEvent) -> None:
        self.transcript.fold(event)
        self.watch.see(event)
        self.live.publish(event)

    def progress(self, event: events.StreamEvent | Usage) -> None:
        """What a running tool reports: stream events (a sub-agent's progress) and the tokens it spent."""
        if isinstance(event, Usage):
            self.state.add_usage(event)
        else:
            self.publish(event)


class TurnRunner:
    def __init__(
        self,
        *,
        live: LiveTurn,
        plan: TurnPlan,
        binding: ModelBinding,
        principal: Principal,
        conversation: Conversation,
        time_zone: str | None,
        host: HostCaller | None,
        started_at: datetime,
        title_text: str | None,
        store: ConversationStore,
        gateway: ToolGateway,
        clock: Clock,
        policy: ChatPolicy,
        history: Sequence[Message],
        user_text: str | None,
        controls: TurnControls | None = None,
        agent: AgentProfile | None = None,
        peers: Sequence[AgentProfile] = (),
        poller: TurnPoller,
        headless: bool = False,
        context: TurnContext | None = None,
        tools: ToolOffer | None = None,
        opening: TurnOpening | None = None,
    ) -> None:
        self._opening = opening
        """The start's hand-over (`core.chat.opening`): said when the model request is out; the answer is stored
        only after the start has written the turn's messages. None: they were written before the runner began."""
        self._peers = peers
        """The other enabled agents, listed in the prompt when `delegate_to_agent` is offered."""
        self._controls = controls or TurnControls(binding=binding, conversation=conversation, clock=clock)
        self._context = context or TurnContext()
        self._poller = poller
        self._tools = tools or ToolOffer()
        self._agent = agent
        """The agent that answers (None: the built-in assistant); its prompt, tools and `lazy_tools` apply."""
        self._headless = headless
        """A headless run: transport `automation`, changes only proposed, and a proposal does not end the run."""
        self._live = live
        self._plan = plan
        self._binding = binding
        self._principal = principal
        self._conversation = conversation
        self._time_zone = time_zone
        self._started_at = started_at
        self._title_text = title_text
        self._store = store
        self._gateway = gateway
        self._clock = clock
        self._policy = policy
        self._history = history
        self._user_text = user_text
        previous = plan.assistant
        self._transcript = Transcript(previous.parts if previous else ())
        self._state = TurnState(messages=[dict(m) for m in (previous.model_messages or [])] if previous else [])
        self._watch = TurnWatch(gateway.telemetry.metrics)
        relay = _Relay(transcript=self._transcript, watch=self._watch, live=live, state=self._state)
        self._publish = relay.publish
        self._ctx = ToolContext(
            principal=principal,
            transport=Transport.AUTOMATION if headless else Transport.CHAT,
            host=host,
            conversation_id=conversation.id,
            time_zone=time_zone,
            allowlist=agent.allowlist() if agent is not None else None,
            progress=relay.progress,
            cancel=live.cancel,
        )

    async def run(self) -> None:
        """Run the turn, then settle its reservation with the real usage, whatever happened (after the title, so
        the title call starts as soon as the answer is stored)."""
        try:
            await self._run_turn()
        finally:
            await asyncio.shield(self._controls.settle(self._state.usage))

    async def _run_turn(self) -> None:
        status, error = MessageStatus.COMPLETE, None
        polled = self._poller.join(self._live, since=self._started_at)
        try:
            self._publish(events.MessageStart(self._live.message_id))
            if self._agent is not None:
                self._publish(agent_part(self._agent))
            if self._plan.warning is not None:
                self._publish(self._plan.warning)
            quota_warning = self._controls.warning()
            if quota_warning is not None:
                self._publish(quota_warning)
            refusal = self._plan.refusal
            if refusal is None:
                await self._resolve_approvals()
                refusal = await self._controls.screen(self._user_text if self._plan.assistant is None else None)
            if refusal is None:
                status = await self._run_agent_until_stopped()
            else:
                self._refuse(refusal)
        except ModelError as exc:
            status, error = MessageStatus.ERROR, model_error_text(exc)
            log.warning("turn %s: model failed: %s", self._live.turn_id, exc.code)
            self._publish(events.Error(error))
        except StoreUnavailable as exc:
            status, error = MessageStatus.ERROR, exc.message
            self._publish(events.Error("The database is unavailable; the answer could not be completed."))
        except asyncio.CancelledError:
            status = MessageStatus.INTERRUPTED
            self._publish(events.Abort())
            raise
        except Exception:
            log.exception("turn %s failed", self._live.turn_id)
            status, error = MessageStatus.ERROR, "internal_error"
            self._publish(events.Error("The assistant hit an internal error; what was written so far is saved."))
        finally:
            await asyncio.shield(self._poller.leave(polled))
            if self._opening is not None:
                self._opening.requested()  # a turn that asked no model (a refusal, an error) lets the start go on
            await asyncio.shield(self._finish(status, error, polled))
        if self._title_text is not None:
            # After the answer, not beside it: the title never competes with the turn for the model. A refused
            # message never reaches the title model either.
            ask_model = (
                status is MessageStatus.COMPLETE  # a failed or cancelled turn asks the model nothing more
                and self._plan.refusal is None
                and not self._controls.refused
            )
            await self._title(self._title_text, ask_model=ask_model)

    async def _run_agent_until_stopped(self) -> MessageStatus:
        """`_run_agent`, stopped by a cancel even while it waits: the agent stops by itself at the model's next event
        or between tool calls; one that has not within `CANCEL_GRACE` (a model that has not answered yet, a tool
        that hangs) is cancelled, and the turn ends interrupted."""
        agent = asyncio.ensure_future(self._run_agent())
        cancel = asyncio.ensure_future(self._live.cancel.wait())
        try:
            await asyncio.wait({agent, cancel}, return_when=asyncio.FIRST_COMPLETED)
            if not agent.done():
                await asyncio.wait({agent}, timeout=CANCEL_GRACE.total_seconds())
            if agent.done():
                return agent.result()
        finally:
            cancel.cancel()
            if not agent.done():
                agent.cancel()
                await asyncio.wait({agent})
        log.info("turn %s: the agent did not stop at the cancel; stopped it", self._live.turn_id)
        self._publish(events.Abort())
        return MessageStatus.INTERRUPTED

    async def _run_agent(self) -> MessageStatus:
        """Run the agent loop for this turn and say how it ended (complete, or interrupted by a cancel)."""
        rows = await self._controls.compacted(self._history, self._user_text)  # the prompt carries the summary
        self._controls.ran_model = True
        allowed = self._gateway.allowed_tools(self._principal, self._ctx.allowlist)
        toolbox = await self._tools.toolbox(
            allowed,
            conversation_id=self._conversation.id,
            ask_user=self._policy.ask_user,
        )
        agent = Agent(
            chat_model=self._binding.chat_model,
            model_id=self._binding.model_id,
            options=self._binding.options,
            gateway=self._gateway,
            ctx=self._ctx,
            mode=PermissionMode.APPROVE if self._headless else self._conversation.permission_mode,
            system_prompt=self._system_prompt(allowed, catalogue=toolbox.catalogue()),
            policy=replace(
                self._policy.agent,
                result_chars=result_char_budget(self._binding.connection.context_window_tokens),
                stop_for_approval=not self._headless,
            ),
            cancel=self._live.cancel,
            state=self._state,
            step_gate=self._controls.may_continue,
            final_guidance=self._context.final_guidance,
            toolbox=toolbox,
            note=turn_note(self._clock.now(), self._time_zone),
        )
        offered = {tool.name: tool for tool in allowed}
        history = replay_history(rows, tool_is_usable=lambda name, arguments: _usable(offered, name, arguments))
        if self._user_text is not None:
            history = normalize([*history, {"role": "user", "content": self._user_text}])
        try:
            async for event in agent.run(history):
                self._publish(event)
        finally:
            await asyncio.shield(self._remember_tools(toolbox))
        if self._state.cancelled:
            self._publish(events.Abort())
            return MessageStatus.INTERRUPTED
        self._publish(events.Finish("tool-calls" if self._state.waiting else "stop"))
        return MessageStatus.COMPLETE

    def _refuse(self, text: str) -> None:
        """Answer with `text` instead of calling the model (the input guard blocked the message)."""
        for event in text_part(text):
            self._publish(event)
        self._state.messages.append({"role": "assistant", "content": text})
        self._publish(events.Finish("stop"))

    async def _finish(self, status: MessageStatus, error: str | None, polled: PolledTurn) -> None:
        if self._opening is not None:
            # The answer updates the assistant slot the start writes; without it (that write failed) the turn still
            # ends here, its reservation settled.
            await self._opening.until_recorded()
        self._transcript.close()
        usage = self._usage()
        end = TurnEnd(
            conversation_id=self._conversation.id,
            turn_id=self._live.turn_id,
            assistant_id=self._live.message_id,
            parts=self._transcript.parts,
            content=self._transcript.text(),
            status=status,
            model_messages=self._state.messages,
            usage=usage,
            error=error,
            guard={"tool_results": self._state.flags} if self._state.flags else None,
            settlement=self._controls.settlement(self._state.usage),
        )
        try:
            await self._store.finish_turn(end, now=self._clock.now())
            if end.settlement is not None:
                self._controls.settled()
            await self._poller.flush(polled)
        except DeputyError as exc:
            log.error("turn %s: could not store the answer: %s", self._live.turn_id, exc.code)
        finally:
            self._live.close()
            self._watch.finished(status.value)

    def _usage(self) -> dict[str, Any] | None:
        previous = self._plan.assistant.usage if self._plan.assistant else None
        return turn_usage(previous, self._state.usage, self._state.prompt)

    async def _resolve_approvals(self) -> None:
        if self._plan.approvals and self._opening is not None:
            self._opening.requested()  # applying a change may take long: the stream starts now
        await resolve_approvals(
            self._plan.approvals,
            gateway=self._gateway,
            ctx=self._ctx,
            transcript=self._transcript,
            state=self._state,
            publish=self._publish,
        )

    # -- around the loop -----------------------------------------------------------------------------------

    async def _remember_tools(self, toolbox: Toolbox) -> None:
        try:
            await self._tools.remember(toolbox, conversation_id=self._conversation.id, now=self._clock.now())
        except DeputyError as exc:  # the next turn's model loads them again; the answer itself is not lost
            log.warning("turn %s: could not remember the loaded tools: %s", self._live.turn_id, exc.code)

    def _system_prompt(self, tools: Sequence[Tool[Any]], *, catalogue: str | None = None) -> str:
        """The prompt for the tools this turn offers (`allowed_tools`, decided once per turn)."""
        names = {t.name for t in tools}
        return system_prompt(
            PromptFacts(
                mode=self._conversation.permission_mode,
                family=self._binding.connection.family,
                extra=self._controls.instructions,
                assistant_name=self._policy.assistant_name,
                roles=self._principal.roles,
                playbooks=[(t.display_title, t.instructions) for t in tools if t.instructions],
                summary=self._controls.summary,
                agent=prompt_section(self._agent, self._peers if DELEGATE_TOOL in names else ())
                if self._agent is not None
                else None,
                context=self._context.sections,
                tool_catalogue=catalogue,
            )
        )

    async def _title(self, text: str, *, ask_model: bool) -> None:
        """Name a new conversation from its first message; never fails the turn."""
        title = (await self._model_title(text) if ask_model else None) or heuristic_title(text)
        try:
            if title:
                await self._store.set_title_if_missing(self._conversation.id, title, now=self._clock.now())
        except DeputyError as exc:
            log.warning("could not store the title: %s", exc.code)

    async def _model_title(self, text: str) -> str | None:
        request = ModelRequest(
            model=self._binding.model_id,
            messages=[
                {"role": "system", "content": TITLE_PROMPT},
                {"role": "user", "content": f"{TITLE_REQUEST}\n\n{text[:TITLE_INPUT_CHARS]}"},
            ],
            options={"max_tokens": 24},
        )
        try:
            completion = await self._binding.chat_model.complete(request)
            await self._controls.record(ChargeKind.TITLE, completion.usage)
        except ModelError as exc:
            log.info("title model failed (%s); using the heuristic title", exc.code)
            return None
        except Exception:
            log.exception("title generation failed; using the heuristic title")
            return None
        return sanitize_title(completion.text, fallback_text=text)


def _usable(offered: Mapping[str, Tool[Any]], name: str, arguments: Mapping[str, Any]) -> bool:
    """Whether a stored call replays into this turn's history: a tool this turn offers (not merely one in the
    registry: after an agent switch or a revoked permission the model must not see calls it cannot make), called
    with arguments that still validate."""
    if name == CALL_TOOL:  # a lazy turn's call of another tool: usable when that call is
        try:
            inner, inner_arguments = named_call(arguments)
        except DeputyError:
            return False
        return _usable(offered, inner, inner_arguments)
    if name in META_TOOLS:  # search_tools and ask_user exchanges replay as they were
        return True
    tool = offered.get(name)
    if tool is None:
        return False
    try:
        validate_arguments(tool.name, tool.input_model, dict(arguments))
    except DeputyError:
        return False
    return True


def model_error_text(exc: ModelError) -> str:
    """What the user reads when the model fails: specific, and never the provider's raw body or key."""
    match exc:
        case ModelRateLimited(retry_after=seconds):
            wait = f" Try again in {seconds:g} seconds." if seconds else " Try again shortly."
            return "The AI provider is rate limiting requests." + wait
        case ModelHTTPError(status=status):
            return f"The AI provider rejected the request (HTTP {status})."
        case ModelTimeout():
            return "The AI provider did not answer in time. What arrived so far is saved."
        case ModelProtocolError():
            return "The AI provider sent a malformed answer. What arrived so far is saved."
        case _:
            return "The AI provider could not be reached."
