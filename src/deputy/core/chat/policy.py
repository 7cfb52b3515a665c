"""How the chat service behaves: the operator's switches and the turn timings, in one frozen record."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta

from deputy.core.budgets.admission import EnabledRoles
from deputy.core.chat.agent_loop import AgentPolicy
from deputy.core.chat.leases import DEFAULT_LEASE
from deputy.core.chat.tool_loading import ToolLoading


@dataclass(frozen=True, slots=True)
class ChatPolicy:
    agent: AgentPolicy = field(default_factory=AgentPolicy)
    supersede_wait: timedelta = timedelta(seconds=10)
    poll_interval: timedelta = timedelta(milliseconds=250)
    """How often each running turn's events are flushed for other processes and its cancel flag read, for a cancel
    asked on another process (`core.chat.polls`, one poll for the process)."""
    resume_stall: timedelta = timedelta(seconds=120)
    """A resumed turn of another process that shows no new event for this long is given up on."""
    enabled: bool = True
    roles: EnabledRoles = EnabledRoles.ALL
    """Who may chat at all (the operator's switches); refused before anything is read or written."""
    topical_classifier: bool = False
    """Screen each new message with the off-topic classifier (a connection can still opt out)."""
    injection_judge: bool = False
    """Screen each new message with the injection judge too (fails closed; `core.chat.injection_judge`)."""
    history_messages: int = 200
    """The newest messages a turn's history is rebuilt from."""
    assistant_name: str = "Deputy"
    organization: str = ""
    instructions: str = ""
    """The operator instructions used while no stored system prompt is active."""
    lease: timedelta = DEFAULT_LEASE
    """How long a turn's lease lasts without renewal: a turn whose process died is reclaimed that much later."""
    tool_loading: ToolLoading = ToolLoading.AUTO
    """The default way turns offer tools (an agent's `lazy_tools` or a turn's options may choose lazy)."""
    tool_budget_tokens: int = 1500
    """`auto`: the most tokens of tool definitions offered eagerly (`core.chat.tool_loading`)."""
    ask_user: bool = False
    """Offer `ask_user` in eager turns too (lazy turns always offer it)."""
    concurrent_starts: int = 16
    """Turn starts that run at once in this process; the others wait, in arrival order, before doing any work. A
    start is milliseconds of CPU on the event loop that also relays every running turn's frames: a burst of starts
    all in flight would fill its ready queue, and each frame would wait behind the whole burst."""
