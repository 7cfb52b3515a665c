"""The user message through the input guard: one scan, one decision the chat pipeline follows.

```
BLOCK  ──► no model call with the text; a refusal is the answer; stored redacted; kept out of later history
REDACT ──► the model and the stored message see `[TYPE_REDACTED]`; the user sees a `data-warning` part
WARN   ──► the text goes on; the user sees a `data-warning` part
FLAG   ──► the text goes on, marked
```
Whatever the action, the detection fields are stored on the message, and an injection at MEDIUM or above is kept
out of later history together with its reply. A detector that crashes blocks (`scan_text` fails closed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, assert_never

from deputy.core import events
from deputy.core.guards import Action, Guard, GuardResult, Severity, scan_text, scrub_text

__all__ = ["InputDecision", "rescreen", "screen_user_text"]

GUARD_FAILED_REFUSAL = (
    "I could not check this message safely, so I did not send it to the AI model. Please try again in a moment."
)
CREDENTIAL_REFUSAL = (
    "Your message appears to contain a credential ({types}), so I did not send it to the AI model and the secret "
    "was not stored. Ask again without the secret; if it is a real key, consider rotating it."
)
INJECTION_REFUSAL = (
    "I'm {name}, and I can't act on this message: it looks like an attempt to change my instructions "
    "({categories}). Ask your question directly and I'll gladly help."
)
REPEAT_REFUSAL = "I'm {name}, and I can't answer this message: the input guard refused it. Please ask in a new message."
WARNING_TEXT = "Your message contains personal data ({types}). It was sent as written; share only what is needed."
REDACTED_TEXT = (
    "Your message contained personal data ({types}). It was replaced by placeholders such as [{example}_REDACTED] "
    "before the AI model saw it, and it is stored that way."
)


@dataclass(frozen=True, slots=True)
class InputDecision:
    """What the pipeline does with one user message.

    `text` is what is stored and what the model (and the title model) may see; `refusal` is set on BLOCK and is
    then the whole answer; `warning` is the `data-warning` part to show; `exclude` keeps the message and its reply
    out of later history; `guard` is the detection record stored on the message (None when nothing was found).
    """

    text: str
    guard: dict[str, Any] | None = None
    refusal: str | None = None
    warning: events.Data | None = None
    exclude: bool = False


def screen_user_text(text: str, *, guard: Guard | None = None, assistant_name: str = "Deputy") -> InputDecision:
    """Scan `text` and decide. Never raises: a failing guard is a BLOCK. `assistant_name` signs the refusals."""
    result = scan_text(text, guard=guard)
    record = detection_record(result)
    exclude = result.injection.severity.rank >= Severity.MEDIUM.rank
    match result.action:
        case Action.BLOCK:
            # Unscanned text (guard failure) is stored only scrubbed: the user's message is not lost.
            stored = scrub_text(result.redacted_text if result.reason is None else text)
            return InputDecision(text=stored, guard=record, refusal=_refusal(result, assistant_name), exclude=True)
        case Action.REDACT:
            warning = events.Data("warning", _redacted(result), id="warning-input")
            return InputDecision(text=scrub_text(result.redacted_text), guard=record, warning=warning, exclude=exclude)
        case Action.WARN:
            warning = events.Data("warning", _warning(result), id="warning-input")
            return InputDecision(text=scrub_text(text), guard=record, warning=warning, exclude=exclude)
        case Action.FLAG:
            return InputDecision(text=scrub_text(text), guard=record, exclude=exclude)
        case Action.ALLOW:
            return InputDecision(text=scrub_text(text))
        case _:
            assert_never(result.action)


def rescreen(
    content: str, stored: Mapping[str, Any] | None, *, guard: Guard | None = None, assistant_name: str = "Deputy"
) -> InputDecision:
    """The decision for a stored user message answered again (regenerate): a refusal stays a refusal; a message
    that was only blocked because the guard failed is scanned again."""
    if stored is not None and stored.get("action") == Action.BLOCK.value and stored.get("reason") is None:
        refusal = REPEAT_REFUSAL.format(name=assistant_name)
        return InputDecision(text=content, guard=dict(stored), refusal=refusal, exclude=True)
    return screen_user_text(content, guard=guard, assistant_name=assistant_name)


def detection_record(result: GuardResult) -> dict[str, Any]:
    """The detection fields stored on a message: never the text itself."""
    record: dict[str, Any] = {
        "action": result.action.value,
        "severity": result.severity.value,
        "injection": {**result.injection.to_dict(), "severity": result.injection.severity.value},
        "pii": [finding.to_dict() for finding in result.pii],
    }
    if result.reason is not None:
        record["reason"] = result.reason
    return record


def _refusal(result: GuardResult, name: str) -> str:
    if result.reason is not None:
        return GUARD_FAILED_REFUSAL
    blocking = sorted({f.type for f in result.pii if f.action is Action.BLOCK})
    if blocking and result.injection.action is not Action.BLOCK:
        return CREDENTIAL_REFUSAL.format(types=", ".join(blocking))
    categories = ", ".join(c.replace("_", " ") for c in result.injection.categories) or "unsafe content"
    return INJECTION_REFUSAL.format(name=name, categories=categories)


def _redacted(result: GuardResult) -> dict[str, Any]:
    types = sorted({f.type for f in result.pii if f.action.rank >= Action.REDACT.rank})
    return {
        "kind": "redacted",
        "action": result.action.value,
        "types": types,
        "message": REDACTED_TEXT.format(types=", ".join(types), example=types[0] if types else "TYPE"),
    }


def _warning(result: GuardResult) -> dict[str, Any]:
    types = list(result.pii_types)
    return {
        "kind": "pii",
        "action": result.action.value,
        "types": types,
        "message": WARNING_TEXT.format(types=", ".join(types)),
    }
