"""Chat turns: what a request asks for, checked and written before streaming, then run by a background task.

```
start ──► own the conversation ──► bind the model ──► stop a running turn ──► check the action
      ──► claim_turn (active turn + reservation + lease) ──► spawn TurnRunner ──► its model request goes out
      ──► record_turn (user message + assistant slot) ──► LiveTurn
```
The runner owns every write after that, so a client that disconnects loses nothing. `resume` picks a live turn up
from an offset, from this process's memory or, for a turn another process runs, from the shared event log
(`core.chat.remote`: woken by other processes' flushes and cancels, polling as the fallback).
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import AsyncIterator, Coroutine
from dataclasses import replace
from datetime import datetime
from typing import Any

from deputy.core import events
from deputy.core.agents.profiles import AgentDirectory, AgentProfile
from deputy.core.budgets.admission import check_enabled
from deputy.core.budgets.ledger import Admission, TurnBudget
from deputy.core.chat.approval_view import Deciders
from deputy.core.chat.compaction import SummaryStore
from deputy.core.chat.context import ChatContextSource, TurnContext
from deputy.core.chat.controls import TurnControls, admitted, turn_admission
from deputy.core.chat.leases import TurnLeaseStore
from deputy.core.chat.live import Cursor, LiveTurn, NoWakeups, Numbered, TurnHub, TurnStream, Wakeups, turn_key
from deputy.core.chat.opening import AnnouncingModel, TurnOpening
from deputy.core.chat.planning import (
    HISTORY_HEADROOM,
    ChatAction,
    NewMessage,
    Reply,
    TurnOptions,
    TurnPlanner,
    check_chat_type,
    history_of,
    is_first_message,
    model_choice,
    newest,
    rewrites_history,
)
from deputy.core.chat.policy import ChatPolicy
from deputy.core.chat.polls import TurnPoller
from deputy.core.chat.prompt import valid_time_zone
from deputy.core.chat.remote import RemoteTurns
from deputy.core.chat.runner import TurnRunner
from deputy.core.chat.system_prompts import SystemPromptStore, instructions
from deputy.core.chat.tool_loading import LoadedToolStore, ToolLoading, ToolOffer
from deputy.core.chat.turn_start import OpenedTurn, TurnStartReads
from deputy.core.conversations.records import (
    ClaimedTurn,
    Conversation,
    ConversationStore,
    TurnEventLog,
    TurnStart,
)
from deputy.core.identity.principal import Principal
from deputy.core.model import ModelProvider
from deputy.core.ports import Clock
from deputy.core.telemetry import BUDGET_KINDS
from deputy.core.tools.gateway import ToolGateway
from deputy.errors import Conflict, RateLimited

log = logging.getLogger(__name__)


class ChatService:
    def __init__(
        self,
        *,
        conversations: ConversationStore,
        event_log: TurnEventLog,
        models: ModelProvider,
        gateway: ToolGateway,
        clock: Clock,
        policy: ChatPolicy | None = None,
        budget: TurnBudget | None = None,
        prompts: SystemPromptStore | None = None,
        summaries: SummaryStore | None = None,
        agents: AgentDirectory | None = None,
        leases: TurnLeaseStore | None = None,
        holder: str | None = None,
        wakeups: Wakeups | None = None,
        context: ChatContextSource | None = None,
        loaded_tools: LoadedToolStore | None = None,
        start_reads: TurnStartReads | None = None,
    ) -> None:
        self._start_reads = start_reads
        """Reads the conversation with the turn's context in one transaction (None: `conversations.opened`)."""
        self.agents = agents
        self.context = context
        self._loaded_tools = loaded_tools
        self.budget = budget
        self.leases = leases
        self.holder = holder or f"process-{uuid.uuid4().hex}"
        """This process, as the holder of its turns' leases."""
        self._prompts = prompts
        self._summaries = summaries
        self._store = conversations
        self._models = models
        self._gateway = gateway
        self._clock = clock
        self.policy = policy or ChatPolicy()
        self.hub = TurnHub()
        self.remote = RemoteTurns(store=conversations, event_log=event_log, wakeups=wakeups or NoWakeups(), clock=clock)
        self._planner = TurnPlanner(
            store=conversations, clock=clock, gateway=gateway, assistant_name=self.policy.assistant_name
        )
        self._poller = TurnPoller(
            store=conversations,
            event_log=event_log,
            clock=clock,
            interval=self.policy.poll_interval,
            leases=leases,
            holder=self.holder,
            lease=self.policy.lease,
        )
        self._tasks: set[asyncio.Task[None]] = set()
        self.starts = asyncio.Semaphore(self.policy.concurrent_starts)
        """The start gate (`ChatPolicy.concurrent_starts`)."""
        self._starting: set[str] = set()
        """Turns whose lease may be written but that are not in `hub` yet: this process runs them, never reclaims."""

    async def start(
        self, principal: Principal, conversation_id: str, action: ChatAction, options: TurnOptions | None = None
    ) -> LiveTurn:
        """Check and record the start of a turn, start it in the background, and return it to follow once its
        messages are written (`core.chat.opening`). Waits its turn at the start gate first: a start cancelled there
        has done nothing. The gate holds the start's own work, not its wait for the model server's answer."""
        async with self.starts:
            live, record = await self._start(principal, conversation_id, action, options or TurnOptions())
        await record
        return live

    async def _start(
        self, principal: Principal, conversation_id: str, action: ChatAction, options: TurnOptions
    ) -> tuple[LiveTurn, Coroutine[Any, Any, None]]:
        check_enabled(principal, enabled=self.policy.enabled, roles=self.policy.roles)
        opened = await self._open(principal, conversation_id)
        conversation, reads = opened.conversation, opened.reads
        check_chat_type(conversation, action)
        rows, complete = list(opened.messages), opened.complete
        # Read fresh every turn, before anything is written: an entity the user can no longer read refuses here.
        context = (
            await self.context.for_turn(principal, conversation, host=options.host, reads=reads)
            if self.context
            else None
        )
        agent, peers = await self._agent_for(principal, conversation, options)
        binding = await self._models.bind(*model_choice(conversation, options, agent))
        # The budgets come first: a refused request neither stops the running turn nor rewrites any history. When
        # nothing is written before the turn's own rows (no running turn to stop, no history to supersede), the
        # admission runs inside claim_turn's transaction instead: a refusal there writes nothing either.
        text = action.text if isinstance(action, NewMessage) else None
        account = None
        admission = None
        if self.budget is not None:
            admission = turn_admission(
                self.budget,
                principal=principal,
                conversation=conversation,
                connection=binding.connection,
                rows=rows,
                user_text=text,
                now=self._clock.now(),
            )
            if conversation.active_turn_id is not None or rewrites_history(action):
                account = admitted(self.budget, admission, await self.budget.ledger.admit(admission))
                admission = None
        turn_id = uuid.uuid4().hex
        try:
            if conversation.active_turn_id is not None and isinstance(action, Reply):
                raise Conflict("An answer is already being written in this chat.", code="turn_running")
            if conversation.active_turn_id is not None:
                await self._stop_running(principal, conversation)
                rows, complete = list(await self._store.messages(conversation.id)), True
            plan, complete = await self._planner.planned(principal, conversation, action, rows, complete=complete)
            current_turn = not isinstance(action, NewMessage)
            history = history_of(rows, plan, current_turn=current_turn)
            if not complete and len(history) < self.policy.history_messages:
                rows[:], complete = await self._store.messages(conversation.id), True  # many excluded: read all
                history = history_of(rows, plan, current_turn=current_turn)
            screened = self._planner.screen(action, rows)
            self._gateway.telemetry.guarded("input", (screened.guard or {}).get("action") if screened else None)
            if screened is not None:
                plan = replace(plan, refusal=screened.refusal, warning=screened.warning)
            start = TurnStart(
                conversation_id=conversation.id,
                turn_id=turn_id,
                assistant_id=plan.assistant.id if plan.assistant else uuid.uuid4().hex,
                model=binding.model_id,
                user_text=screened.text if screened is not None and isinstance(action, NewMessage) else None,
                user_message_id=action.message_id if isinstance(action, NewMessage) else None,
                reopen=plan.assistant is not None,
                replaces=conversation.active_turn_id,
                user_guard=screened.guard if screened is not None else None,
                exclude=screened is not None and screened.exclude,
                lease_holder=self.holder if self.leases is not None else None,
                lease_until=self._clock.now() + self.policy.lease,
                reservation_id=account.reservation.id if account is not None and account.reservation else None,
            )
            now = self._clock.now()
            self._starting.add(turn_id)
            claimed = await self._claim(start, admission, now=now)
            if admission is not None and self.budget is not None and claimed.reservation is not None:
                account = admitted(self.budget, admission, claimed.reservation)
        except BaseException:
            if account is not None:  # the turn never started: release its reservation
                await account.settle(None, now=self._clock.now())
            raise
        finally:
            self._starting.discard(turn_id)
        live = LiveTurn(turn_id=turn_id, conversation_id=conversation.id, message_id=start.assistant_id)
        self.hub.add(live)
        opening = TurnOpening()
        binding = replace(binding, chat_model=AnnouncingModel(binding.chat_model, opening))
        runner = TurnRunner(
            live=live,
            plan=plan,
            binding=binding,
            principal=principal,
            conversation=conversation,
            time_zone=valid_time_zone(options.time_zone),
            host=options.host,
            started_at=now,
            title_text=start.user_text if complete and is_first_message(rows, conversation) else None,
            store=self._store,
            gateway=self._gateway,
            clock=self._clock,
            policy=self.policy,
            history=newest(history, self.policy.history_messages),
            user_text=start.user_text,
            controls=TurnControls(
                binding=binding,
                conversation=conversation,
                clock=self._clock,
                account=account,
                summaries=self._summaries,
                instructions=instructions(
                    await self._prompts.active() if self._prompts is not None else None,
                    fallback=self.policy.instructions,
                    assistant_name=self.policy.assistant_name,
                    organization=self.policy.organization,
                ),
                classifier=self.policy.topical_classifier,
                judge=self.policy.injection_judge,
                assistant_name=self.policy.assistant_name,
            ),
            agent=agent,
            peers=peers,
            headless=options.headless,
            poller=self._poller,
            context=context or TurnContext(),
            tools=ToolOffer(
                loading=self._tool_loading(options, agent),
                budget_tokens=self.policy.tool_budget_tokens,
                store=self._loaded_tools,
                # A stopped turn may have loaded tools after the start's read: the runner reads them again.
                known=reads.loaded_tools if conversation.active_turn_id is None else None,
            ),
            opening=opening,
        )
        task = asyncio.create_task(self._run(runner, live, started_at=now), name=f"deputy-turn-{turn_id}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(lambda _: opening.requested())  # a runner cancelled before it ran sends nothing
        return live, self._record(start, claimed, opening, live, now=now)

    async def _claim(self, start: TurnStart, admission: Admission | None, *, now: datetime) -> ClaimedTurn:
        try:
            return await self._store.claim_turn(start, admission, now=now)
        except RateLimited as refused:  # counted as a separate admission's refusal is (`ObservedLedger`)
            self._gateway.telemetry.metrics.budget_refused(BUDGET_KINDS.get(refused.code, refused.code))
            raise

    async def _record(
        self, start: TurnStart, claimed: ClaimedTurn, opening: TurnOpening, live: LiveTurn, *, now: datetime
    ) -> None:
        """The start's second transaction, once the runner's model request is out (`core.chat.opening`). When it
        fails the turn stops (the runner ends it, settling its reservation) and the request gets the error."""
        ok = False
        try:
            await opening.until_requested()
            await self._store.record_turn(start, claimed, now=now)
            ok = True
        finally:
            opening.recorded(ok=ok)
            if not ok:
                live.cancel.set()

    async def follow(self, principal: Principal, conversation_id: str) -> AsyncIterator[events.StreamEvent] | None:
        """The running turn's events from its start, or None when nothing runs (the stream answers 204)."""
        stream = await self.resume(principal, conversation_id)
        return None if stream is None else _events(stream.events)

    async def resume(
        self, principal: Principal, conversation_id: str, *, after: Cursor | None = None
    ) -> TurnStream | None:
        """The running turn's events after `after` (default: from its start), or None when nothing runs."""
        conversation = await self._store.get(principal, conversation_id)
        turn_id = conversation.active_turn_id
        if turn_id is None:
            return None
        offset = (after or Cursor()).offset_in(turn_id)
        live = self.hub.get(conversation.id)
        if live is not None and live.turn_id == turn_id:
            stream = live.replay(after=offset)
        else:
            stream = self.remote.follow(
                conversation.id,
                turn_id,
                after_seq=offset,
                poll=self.policy.poll_interval,
                stall=self.policy.resume_stall,
            )
        if conversation.chat_type != "ai":  # another member's turn: its tokens only for those who may decide
            stream = Deciders(self._gateway, principal).stream(stream)
        return TurnStream(turn_id, stream)

    async def cancel(self, principal: Principal, conversation_id: str) -> None:
        """Stop the running turn: at once in this process, on the wake-up (or at its next poll) in another one."""
        await self._store.request_cancel(principal, conversation_id, now=self._clock.now())
        live = self.hub.get(conversation_id)
        if live is not None:
            live.cancel.set()
        else:
            await self.remote.signal_cancel(conversation_id)

    async def drain(self, *, grace: float = 5.0) -> None:
        """Stop every running turn and wait for each to store its partial answer (shutdown)."""
        for live in self.hub:
            live.cancel.set()
        if not self._tasks:
            return
        _done, pending = await asyncio.wait(list(self._tasks), timeout=grace)
        for task in pending:
            task.cancel()  # the runner still stores what it has, as interrupted
        await asyncio.gather(*pending, return_exceptions=True)

    async def reclaim_dead_turns(self, conversation_id: str | None = None) -> list[str]:
        """Close the turns whose process died (their lease ran out) as interrupted; every process may run it."""
        if self.leases is None:
            return []
        # A start's lease was stamped before its transaction waited for the database: under load it can be past due
        # by the time the turn is in the hub, so a turn being started counts as running too.
        running = [live.turn_id for live in self.hub] + list(self._starting)
        return await self.leases.reclaim(now=self._clock.now(), running=running, conversation_id=conversation_id)

    async def wait_idle(self) -> None:
        """Wait until every turn of this process has finished (tests, graceful shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    # -- planning ------------------------------------------------------------------------------------------

    async def _open(self, principal: Principal, conversation_id: str) -> OpenedTurn:
        """The conversation, its newest messages (what a turn replays, and a few more) and the context reads, in one
        transaction when the store can."""
        if self._start_reads is not None:
            newest = self.policy.history_messages + HISTORY_HEADROOM
            return await self._start_reads.opened_turn(principal, conversation_id, newest=newest)
        conversation, transcript = await self._store.opened(principal, conversation_id)
        return OpenedTurn(conversation, transcript)

    async def _agent_for(
        self, principal: Principal, conversation: Conversation, options: TurnOptions
    ) -> tuple[AgentProfile | None, list[AgentProfile]]:
        """The agent that answers this turn (`core.agents.profiles`; None: no agent is defined, the built-in assistant)
        and the other enabled agents it may delegate to."""
        if self.agents is None:
            return None, []
        return await self.agents.for_turn(principal, conversation.agent_id, override=options.agent_id)

    def _tool_loading(self, options: TurnOptions, agent: AgentProfile | None) -> ToolLoading:
        """The turn's own choice, else lazy for an agent with `lazy_tools`, else the operator's default."""
        if options.tool_loading is not None:
            return options.tool_loading
        return ToolLoading.LAZY if agent is not None and agent.lazy_tools else self.policy.tool_loading

    async def _stop_running(self, principal: Principal, conversation: Conversation) -> None:
        """A newer request supersedes the running turn: cancel it and wait (bounded) until it has stored its part."""
        if conversation.active_turn_id is None:
            return
        await self.cancel(principal, conversation.id)
        deadline = asyncio.get_running_loop().time() + self.policy.supersede_wait.total_seconds()
        live = self.hub.get(conversation.id)
        if live is not None:
            try:
                await asyncio.wait_for(live.done.wait(), timeout=self.policy.supersede_wait.total_seconds())
            except TimeoutError:
                log.warning("turn %s did not stop in time; starting the new turn anyway", live.turn_id)
            return
        # Another process runs it: its last flush (which ends the turn) wakes us; the poll is the fallback.
        async with self.remote.wakeups.watch(turn_key(conversation.active_turn_id)) as wake:
            while asyncio.get_running_loop().time() < deadline:
                await self.reclaim_dead_turns(conversation.id)  # a dead process's turn is not waited on
                if await self._store.active_turn(conversation.id) != conversation.active_turn_id:
                    return
                await wake.wait(self.remote.fallback_poll(self.policy.poll_interval))

    async def _run(self, runner: TurnRunner, live: LiveTurn, *, started_at: datetime) -> None:
        watcher = asyncio.create_task(
            self.remote.watch_cancel(live, since=started_at), name=f"deputy-cancel-{live.turn_id}"
        )
        try:
            with self._gateway.telemetry.turn(turn_id=live.turn_id, conversation_id=live.conversation_id):
                await runner.run()
        finally:
            watcher.cancel()
            await asyncio.wait([watcher])
            self.hub.remove(live)


async def _events(numbered: AsyncIterator[Numbered]) -> AsyncIterator[events.StreamEvent]:
    async for item in numbered:
        yield item.event
