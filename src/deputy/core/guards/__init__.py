"""Input and output guards: prompt injection, PII and credentials, secret scrubbing, SSRF address policy.

Pure and framework-free. The chat pipeline calls `scan_text` on user input, `check_tool_arguments` before a
tool runs, `guard_tool_result` + `frame_tool_result` before a result reaches the model, and `scrub` before
anything is written. `deputy.net.probe` uses `check_url` and `address_refusal`.
"""

from deputy.core.guards.injection import InjectionDetector, is_allowlisted
from deputy.core.guards.pii import PiiDetector, redact
from deputy.core.guards.scan import MAX_INPUT_BYTES, Guard, InjectionScanner, PiiScanner, default_guard, scan_text
from deputy.core.guards.scrub import REDACTED, is_secret_key, scrub, scrub_text
from deputy.core.guards.ssrf import UrlVerdict, address_refusal, check_url, host_refusal, parse_target
from deputy.core.guards.tool_io import (
    DATA_FRAMING_INSTRUCTION,
    GuardedToolResult,
    check_tool_arguments,
    frame_tool_result,
    guard_tool_result,
    refusal_for_model,
)
from deputy.core.guards.verdict import Action, GuardResult, InjectionReport, PiiFinding, Severity

__all__ = [
    "DATA_FRAMING_INSTRUCTION",
    "MAX_INPUT_BYTES",
    "REDACTED",
    "Action",
    "Guard",
    "GuardResult",
    "GuardedToolResult",
    "InjectionDetector",
    "InjectionReport",
    "InjectionScanner",
    "PiiDetector",
    "PiiFinding",
    "PiiScanner",
    "Severity",
    "UrlVerdict",
    "address_refusal",
    "check_tool_arguments",
    "check_url",
    "default_guard",
    "frame_tool_result",
    "guard_tool_result",
    "host_refusal",
    "is_allowlisted",
    "is_secret_key",
    "parse_target",
    "redact",
    "refusal_for_model",
    "scan_text",
    "scrub",
    "scrub_text",
]
