"""Deputy's one exception tree.

```
DeputyError                      every error Deputy raises on purpose; carries `code` and a human `message`
├── UserError                    programmer misuse of the library (bad registration, bad settings)
│   └── ConfigurationError       settings that cannot work (placeholder secret, unusable URL)
├── InputError                   the caller sent something malformed; `details` says which field
│   ├── ToolInputError           tool arguments failed validation; `issues` names every field
│   ├── ArgumentsRefused         the input guard blocked tool arguments (a credential, an injection); nothing ran
│   ├── MalformedToken           a proposal or API token that cannot be parsed
│   └── BodyTooLarge             a request body over `max_body_bytes`, refused before it is read whole (413)
├── AuthError                    who is calling is unknown (401)
│   └── SessionExpired           a browser session cookie that is expired, revoked or unknown (401)
├── AccessDenied                 the caller is known but may not do this (403)
│   ├── CsrfFailed               a cookie-authenticated write without the session's CSRF token (403)
│   └── AssistantUnavailable     the assistant is switched off, or not for this caller's role
├── NotFound                     the thing does not exist, or the caller may not know it exists (404)
│   └── UnknownTool
├── Conflict                     the thing exists but is in the wrong state (409)
│   ├── ProposalExpired
│   ├── ProposalConsumed
│   └── QuotaMisconfigured       a stored quota or cap cannot be read; refused rather than allowed
├── RateLimited                  a budget or quota refused the call; `retry_after` seconds (429)
│   ├── ToolBudgetExceeded
│   ├── TooManyLoginAttempts     a username or client address failed to log in too often (429)
│   ├── QuotaExceeded            a user's daily/weekly/monthly token limit is used up
│   ├── SpendCapExceeded         a model connection's token budget for its rolling window is used up
│   └── AdmissionRefused         the site-wide requests-per-minute or tokens-per-day budget is used up
├── ToolExecutionError           a tool ran and failed; the message is safe to show the model
├── StoreUnavailable             the database cannot be reached; nothing was written (503)
├── NoAgentsConfigured           agents are defined but none is enabled for this tenant, so nothing can answer (503)
└── ModelError                   the model server failed a call (or could not be reached); never carries the key
    ├── NoModelConnection        no model connection is configured, so there is nothing to call (503)
    ├── ModelRateLimited         the model server answered 429; `retry_after` seconds when it said so
    ├── ModelHTTPError           the model server answered another error status; `status` and a scrubbed `body`
    ├── ModelTimeout             no first token, a stall between chunks, or the whole call ran out of time
    └── ModelProtocolError       the stream was malformed or ended before the model finished
```

Transports map these to their own vocabulary in exactly one place each (`web/errors.py`, the MCP server).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


class DeputyError(Exception):
    """Base of every error Deputy raises on purpose."""

    code: str = "error"

    def __init__(self, message: str, *, code: str | None = None, details: Mapping[str, Any] | None = None):
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.details: dict[str, Any] = dict(details or {})

    def to_problem(self) -> dict[str, Any]:
        """The machine-readable body every transport shows: `{"error", "message", ...details}`."""
        return {"error": self.code, "message": self.message, **self.details}


class UserError(DeputyError):
    """Raised when a developer uses the library wrongly, for example registering a tool twice."""

    code = "user_error"


class ConfigurationError(UserError):
    """Raised at start-up when settings cannot work."""

    code = "configuration_error"


class InputError(DeputyError):
    """Raised when a request or an argument is malformed."""

    code = "invalid_input"


class ToolInputError(InputError):
    """Raised when tool arguments fail validation; `issues` lists `{field, message}` for each problem."""

    code = "invalid_arguments"

    def __init__(self, tool: str, issues: Sequence[Mapping[str, str]]):
        fields = ", ".join(issue["field"] for issue in issues) or "(root)"
        super().__init__(
            f"Invalid arguments for {tool}: {fields}. Fix these fields and call again.",
            details={"tool": tool, "issues": [dict(issue) for issue in issues]},
        )
        self.issues = [dict(issue) for issue in issues]


class ArgumentsRefused(InputError):
    """Raised when the input guard blocks a tool call's arguments; the tool did not run."""

    code = "arguments_refused"


class MalformedToken(InputError):
    """Raised when a token (proposal or API) does not have the expected shape."""

    code = "malformed_token"


class BodyTooLarge(InputError):
    """Raised (answered) when a request body is larger than `Settings.max_body_bytes`; `limit` says how large."""

    code = "body_too_large"

    def __init__(self, limit: int):
        super().__init__(f"The request body is larger than {limit} bytes.", details={"limit": limit})
        self.limit = limit


class AuthError(DeputyError):
    """Raised when the caller presents no credentials or unknown ones."""

    code = "unauthenticated"


class AccessDenied(DeputyError):
    """Raised when the caller may not use a tool or a resource; checked in the handler, never by the model."""

    code = "forbidden"


class NotFound(DeputyError):
    """Raised when a thing does not exist, or exists but belongs to somebody else."""

    code = "not_found"


class UnknownTool(NotFound):
    """Raised when a tool name is not registered (or not visible to the caller)."""

    code = "unknown_tool"


class Conflict(DeputyError):
    """Raised when a thing exists but is in a state that forbids the request."""

    code = "conflict"


class ProposalExpired(Conflict):
    """Raised when a proposal is applied after its expiry."""

    code = "proposal_expired"


class ProposalConsumed(Conflict):
    """Raised when a proposal was already applied, declined or is being applied."""

    code = "proposal_consumed"


class RateLimited(DeputyError):
    """Raised when a budget refuses a call; `retry_after` is whole seconds until it may succeed."""

    code = "rate_limited"

    def __init__(self, message: str, *, retry_after: int, details: Mapping[str, Any] | None = None):
        super().__init__(message, details={"retry_after": retry_after, **(details or {})})
        self.retry_after = retry_after


class ToolBudgetExceeded(RateLimited):
    """Raised when a principal made too many tool calls in the rolling window."""

    code = "tool_budget_exceeded"


class QuotaMisconfigured(Conflict):
    """Raised when a stored quota limit or spend cap cannot be understood; the turn is refused, never allowed."""

    code = "quota_misconfigured"


class QuotaExceeded(RateLimited):
    """Raised before a turn when one of the user's token periods has nothing left; details carry `reset_at`."""

    code = "quota_exceeded"


class SpendCapExceeded(RateLimited):
    """Raised before a turn (or decision turn) when the connection's rolling-window token budget is used up."""

    code = "spend_cap_exceeded"


class AdmissionRefused(RateLimited):
    """Raised when the site-wide admission budget (requests per minute, tokens per day) is used up."""

    code = "admission_refused"


class AssistantUnavailable(AccessDenied):
    """Raised when an operator switched the assistant off, or limited it to roles the caller does not hold."""

    code = "assistant_disabled"


class ToolExecutionError(DeputyError):
    """Raised when a tool ran and failed; the message is written for the model to read."""

    code = "tool_failed"


class StoreUnavailable(DeputyError):
    """Raised when the database cannot be reached; the operation wrote nothing."""

    code = "store_unavailable"


class NoAgentsConfigured(DeputyError):
    """Raised when the default-agent cascade finds agents but none enabled (tenant primary, system primary, any
    enabled all failed). An install that defines no agents at all keeps the built-in assistant instead."""

    code = "no_agents_configured"


class ModelError(DeputyError):
    """Raised when a model call fails; raised as itself when the model server cannot be reached at all.

    Messages never contain the provider key; they are safe to log and to show an operator.
    """

    code = "model_error"


class NoModelConnection(ModelError):
    """Raised when a chat turn needs a model and no connection is configured."""

    code = "no_model_connection"


class ModelRateLimited(ModelError):
    """Raised when the model server answers 429; `retry_after` is seconds (None when the server did not say)."""

    code = "model_rate_limited"

    def __init__(self, message: str, *, retry_after: float | None):
        super().__init__(message, details={"retry_after": retry_after})
        self.retry_after = retry_after


class ModelHTTPError(ModelError):
    """Raised when the model server answers an error status, before or during a stream.

    `body` is the server's error body with the key scrubbed; it stays off `to_problem()` because upstream bodies
    are for operators, not end users.
    """

    code = "model_http_error"

    def __init__(self, message: str, *, status: int, body: object = None):
        super().__init__(message, details={"status": status})
        self.status = status
        self.body = body


class ModelTimeout(ModelError):
    """Raised when the first token, the next chunk, or the whole call takes longer than configured."""

    code = "model_timeout"


class ModelProtocolError(ModelError):
    """Raised when the stream cannot be understood (a malformed chunk) or ends before the model finished."""

    code = "model_protocol_error"


class SessionExpired(AuthError):
    """Raised when a browser session cookie is expired (idle or absolute), revoked, or unknown: sign in again."""

    code = "session_expired"


class CsrfFailed(AccessDenied):
    """Raised when a cookie-authenticated unsafe request lacks the session's `X-CSRF-Token`; nothing ran."""

    code = "csrf_failed"


class TooManyLoginAttempts(RateLimited):
    """Raised when a username or a client address failed to log in too often in the rolling window."""

    code = "too_many_login_attempts"


class OAuthRequestError(InputError):
    """Raised by the OAuth 2.1 endpoints; `code` is the RFC 6749 error (`invalid_grant`, `invalid_client`, ...)
    and `status` the HTTP status the endpoint answers with (400, or 401 for client authentication)."""

    code = "invalid_request"

    def __init__(self, code: str, message: str, *, status: int = 400):
        super().__init__(message, code=code)
        self.status = status
