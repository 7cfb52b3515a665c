"""Answered confirm cards: apply or decline each proposal as the user, before the turn's model runs again."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from deputy.core import events
from deputy.core.chat.agent_loop import TurnState, applied_output, proposal_card, tool_message
from deputy.core.chat.transcript import Transcript
from deputy.core.guards import frame_tool_result, guard_tool_result
from deputy.core.tools.declarations import ToolContext
from deputy.core.tools.gateway import ToolGateway
from deputy.errors import DeputyError, StoreUnavailable


@dataclass(frozen=True, slots=True)
class ApprovalAnswer:
    """`approved` applies the proposal `approval_id` (its token); `decided` means it was applied or declined
    already (the explicit decision body), so the runner only reports the outcome."""

    approval_id: str
    approved: bool
    reason: str | None = None
    decided: bool = False


async def resolve_approvals(
    answers: Sequence[ApprovalAnswer],
    *,
    gateway: ToolGateway,
    ctx: ToolContext,
    transcript: Transcript,
    state: TurnState,
    publish: Callable[[events.StreamEvent], None],
) -> None:
    """Apply or decline each answered confirm card as the user, and put what happened where the card's call was:
    in the stream, on the card, and as the call's result in the model's history. A refused apply (the user may no
    longer run the tool, the proposal expired) is reported on the card and changes nothing."""
    for answer in answers:
        part = transcript.approval(answer.approval_id)
        assert part is not None  # checked when the turn was planned
        call_id = str(part["toolCallId"])
        try:
            record, outcome = await _decide(gateway, ctx, answer)
        except StoreUnavailable:
            raise
        except DeputyError as exc:
            publish(events.ToolOutputError(call_id, exc.message))
            _set_tool_result(state, call_id, {**exc.to_problem(), "note": "The change did not happen."})
            with contextlib.suppress(DeputyError):
                publish(proposal_card(call_id, await gateway.describe(ctx.principal, answer.approval_id)))
            continue
        if outcome is None:
            publish(events.ToolOutputDenied(call_id))
            if answer.reason:  # kept on the card for people; the model never reads text a client sent
                part["approval"] = {**part["approval"], "reason": answer.reason}
            note = "The user declined this change; it did not happen. Acknowledge briefly."
            content: Any = frame_tool_result(
                record.tool_name, {"status": "declined", "summary": record.summary, "note": note}
            )
        else:
            output = applied_output(
                record, guard_tool_result(record.tool_name, outcome, guard=gateway.policy.guard).payload
            )
            publish(events.ToolOutput(call_id, output))
            note = "The user confirmed and the change was applied. Acknowledge briefly."
            content = frame_tool_result(record.tool_name, {**output, "note": note})
        publish(proposal_card(call_id, record, gateway.registry.get(record.tool_name)))
        _set_tool_result(state, call_id, content)


async def _decide(gateway: ToolGateway, ctx: ToolContext, answer: ApprovalAnswer) -> tuple[Any, Any]:
    """`(record, result)` for an applied proposal, `(record, None)` for a declined one."""
    if answer.decided:
        record = await gateway.describe(ctx.principal, answer.approval_id)
        return record, (record.result if answer.approved else None)
    if answer.approved:
        return await gateway.apply(ctx, answer.approval_id)
    return await gateway.decline(ctx, answer.approval_id), None


def _set_tool_result(state: TurnState, call_id: str, content: Any) -> None:
    """Replace the stored 'awaiting confirmation' result of `call_id` with what actually happened."""
    replacement = tool_message(call_id, content)
    for index, message in enumerate(state.messages):
        if message.get("role") == "tool" and message.get("tool_call_id") == call_id:
            state.messages[index] = replacement
            return
    state.messages.append(replacement)
