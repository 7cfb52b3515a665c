"""Settings: read from `DEPUTY_*` environment variables, built once in the composition root."""

from __future__ import annotations

import os
import secrets
from datetime import timedelta
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from deputy.core.identity.sessions import LoginLimits, SessionTerms
from deputy.errors import ConfigurationError

PLACEHOLDER_SECRETS = frozenset({"changeme", "change-me", "change_me", "secret", "password", "deputy", "test", "dev"})
MIN_SECRET_LENGTH = 32
MIN_METRICS_TOKEN_LENGTH = 24


WILDCARD_HOSTS = frozenset({"0.0.0.0", "::", ""})
"""Hosts that bind every interface."""


class Settings(BaseSettings):
    """Everything an operator can set. Nothing here is read at import time; `create_app(settings)` reads it."""

    model_config = SettingsConfigDict(env_prefix="DEPUTY_", extra="ignore")

    db_url: str = "sqlite:///./deputy.db"
    secret_key: SecretStr | None = None
    secret_key_file: Path = Path(".deputy-secret")
    demo: bool = False
    public_url: str = "http://127.0.0.1:8000"
    """Where clients reach this server: the OAuth issuer and resource, the 401 challenge and every confirm link name
    it. Unset (`DEPUTY_PUBLIC_URL`), `deputy serve` and `deputy demo` use the address they bind (`served_at`)."""

    tool_calls_per_window: int = Field(default=60, ge=0)
    tool_window_seconds: int = Field(default=60, ge=1)
    proposal_ttl_seconds: int = Field(default=600, ge=10)
    tool_timeout_seconds: float = Field(default=30.0, gt=0)
    sweep_interval_seconds: float = Field(default=60.0, gt=0)
    max_body_bytes: int = Field(default=1024 * 1024, ge=1024)
    """The largest request body any endpoint takes (JSON APIs, `/mcp`, OAuth forms): a larger one is answered 413
    `body_too_large` as soon as its `Content-Length`, or its streamed bytes, pass this, never read whole."""

    # Chat turns.
    max_steps: int = Field(default=16, ge=1, le=64)
    model_timeout_seconds: float = Field(default=600.0, gt=0)
    model_first_token_seconds: float | None = Field(default=None, gt=0)
    model_stall_seconds: float = Field(default=60.0, gt=0)
    turn_poll_seconds: float = Field(default=0.25, gt=0)
    turn_lease_seconds: float = Field(default=6.0, ge=0.5)
    """A running turn's lease is renewed every third of this; a turn whose process died is closed (stored as
    interrupted) by another process once its lease has run out, so a crash frees the conversation this fast."""
    concurrent_turn_starts: int = Field(default=16, ge=1)
    """Turn starts a process runs at once; a burst beyond it waits its turn, so running streams keep their pace."""
    pace_gc: bool = False
    """Pace the process's garbage collector when the app starts (`deputy.gc_pacing`), as `deputy serve` always does:
    for Deputy run by another server (gunicorn, uvicorn) in a process of its own. Process-wide: leave it off when
    Deputy is mounted in another application's process."""

    # Browser sessions and login (issue 4). Each session keeps the idle timeout it was opened with.
    session_idle_seconds: int = Field(default=12 * 3600, ge=60)
    session_lifetime_seconds: int = Field(default=7 * 24 * 3600, ge=60)
    login_failures_per_username: int = Field(default=10, ge=1)
    login_failures_per_client: int = Field(default=50, ge=1)
    login_window_seconds: int = Field(default=15 * 60, ge=1)

    # Operator controls (issue 5). Token limits: -1 unlimited, 0 blocks; a user's own limit wins over these.
    assistant_enabled: bool = True
    assistant_roles: Literal["disabled", "staff", "staff_and_support", "all"] = "all"
    quota_daily_tokens: int = Field(default=-1, ge=-1)
    quota_weekly_tokens: int = Field(default=-1, ge=-1)
    quota_monthly_tokens: int = Field(default=-1, ge=-1)
    quota_time_zone: str = "UTC"
    """Where quota days, weeks and months (and the site's day) begin; an IANA name."""
    turn_reserve_tokens: int = Field(default=8_000, ge=1)
    """Reserved per turn on top of its prompt estimate, until the real usage settles it."""
    site_requests_per_minute: int = Field(default=-1, ge=-1)
    site_tokens_per_day: int = Field(default=-1, ge=-1)
    topical_classifier: bool = False
    """Ask the model whether each message is on topic before the loop (a connection may still opt out)."""
    history_messages: int = Field(default=200, ge=2)
    """The newest messages a turn's history is rebuilt from (older ones live in the running summary)."""
    retention_days: int | None = Field(default=None, ge=1)
    """Conversations archived or idle for longer are deleted by `deputy sweep retention` (None: kept)."""
    assistant_name: str = "Deputy"
    organization: str = ""
    custom_instructions: str = ""
    """Used when no system prompt is active in the database; `{assistant_name}` and `{organization}` are filled."""

    # The input guard (issue 32).
    injection_allowlist: str = ""
    """Comma-separated phrases exempt from injection detection, each only when it covers more than 80% of a
    message (Waldur's rule), so a phrase inside a longer attack never switches detection off."""
    injection_judge: bool = False
    """Ask the conversation's own model whether each message the offline guard let through is an injection
    (`core.chat.injection_judge`): fails closed, its tokens charged to the turn like the topical classifier's."""
    guard_classifier: bool = True
    """Add the shipped injection classifier (`core.guards.classifier`) to the patterns and decoders: it catches the
    paraphrased, translated and disguised attacks the patterns miss (95% of the held-out attacks of the first
    corpus batches blocked with it, 91% of all eight batches, 9% without it; about 1% of held-out benign messages; see
    docs/security-internals.md). Text in a tool result that only the classifier objects to is kept and flagged, not
    removed. `false` leaves the patterns, decoders and any extra detector."""
    guard_onnx_model: Path | None = None
    """An operator's ONNX injection classifier (`core.guards.local_model`), consulted besides the built-in layers;
    needs the `onnx` extra."""

    # MCP and its OAuth 2.1 authorization server (issue 7).
    mcp_sessions: bool = False
    """2025-11-25 clients get SDK sessions (pod-local: needs sticky routing; enables elicitation). Off: every
    request stands alone, so any pod answers any request."""
    mcp_form_approval: bool = True
    """Where an MCP client can show its user a form (elicitation), also ask for approval there (`mcp.approval`).
    Off: a change proposed over MCP is only ever decided on the web UI's confirm card."""
    mcp_allowed_origins: list[str] = Field(default_factory=list)
    """Browser origins allowed to call `/mcp` besides `public_url`'s own (an `Origin` header not listed gets 403)."""
    oauth_access_token_seconds: int = Field(default=3600, ge=60)
    oauth_refresh_token_seconds: int = Field(default=30 * 24 * 3600, ge=3600)
    oauth_registrations_per_hour: int = Field(default=10, ge=0)
    docs_dir: Path | None = None
    """Markdown pages served as MCP resources (`deputy://docs/<name>`)."""

    # The env shortcut: when the base URL is set, a connection named "default" follows these at every start.
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    llm_model: str | None = None

    # Docs grounding (issue 8).
    docs_tools: bool = False
    """Register `list_docs`, `search_docs` and `get_doc` over the bundled docs index (permission `docs.read`)."""
    memory_tools: bool = False
    """Register `remember` and `recall` over each user's own notes (permission `assistant.memory`)."""
    probe_tool: bool = False
    """Register `probe_url`: one GET or HEAD of a public URL, every address rule applied (permission `net.probe`)."""

    # Tool loading and ask_user (issue 8).
    tool_loading: Literal["auto", "eager", "lazy"] = "auto"
    """How chat turns offer tools by default: every permitted tool (eager), a catalogue the model loads from with
    `search_tools` (lazy), or eager while the tools' definitions fit `tool_budget_tokens` and lazy beyond (auto).
    An agent's `lazy_tools` chooses lazy for its own turns."""
    tool_budget_tokens: int = Field(default=1500, ge=0)
    """`auto` offers every permitted tool while their definitions take at most this many tokens (4 characters a
    token, as the compaction estimates), else the catalogue and `search_tools`."""
    ask_user: bool = False
    """Offer the `ask_user` form tool in eager turns as well (lazy turns always offer it)."""

    # Agents (issue 8).
    agent_delegation: bool = False
    """Register `delegate_to_agent` (permission `agents.delegate`): an agent hands a task to another agent."""
    delegation_max_steps: int = Field(default=6, ge=1, le=32)
    """The model steps a delegated sub-agent may take (its last one answers without tools)."""

    # Observability (issue 9; docs/observability.md).
    log_format: Literal["text", "json"] = "text"
    """`json`: one JSON object per log line (`deputy serve --log-format json`)."""
    log_level: Literal["debug", "info", "warning", "error"] = "warning"
    """Message text reaches a log line only at `debug`."""
    metrics_token: SecretStr | None = None
    """The bearer token `GET /metrics` requires; unset, `/metrics` answers 404, so nothing leaks by default."""
    otel_traces: bool = False
    """Export OpenTelemetry traces over OTLP/HTTP (`OTEL_EXPORTER_OTLP_*`); needs `pip install 'deputy-ai[otel]'`."""
    otel_service_name: str = "deputy"

    @field_validator("metrics_token")
    @classmethod
    def _metrics_token_is_random(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and (
            value.get_secret_value().strip().lower() in PLACEHOLDER_SECRETS
            or len(value.get_secret_value()) < MIN_METRICS_TOKEN_LENGTH
        ):
            raise ValueError(
                f"DEPUTY_METRICS_TOKEN must be a random value of at least {MIN_METRICS_TOKEN_LENGTH} characters."
            )
        return value

    @field_validator("secret_key")
    @classmethod
    def _no_placeholder(cls, value: SecretStr | None) -> SecretStr | None:
        if value is None:
            return None
        raw = value.get_secret_value()
        if raw.strip().lower() in PLACEHOLDER_SECRETS or len(raw) < MIN_SECRET_LENGTH:
            raise ValueError(
                f"DEPUTY_SECRET_KEY must be a random value of at least {MIN_SECRET_LENGTH} characters, "
                "not a placeholder (try: python -c 'import secrets; print(secrets.token_urlsafe(48))')."
            )
        return value

    @model_validator(mode="after")
    def _llm_shortcut_is_whole(self) -> Settings:
        if self.llm_base_url and not self.llm_model:
            raise ValueError("DEPUTY_LLM_MODEL is required when DEPUTY_LLM_BASE_URL is set.")
        if not self.llm_base_url and (self.llm_model or self.llm_api_key is not None):
            raise ValueError("DEPUTY_LLM_MODEL and DEPUTY_LLM_API_KEY need DEPUTY_LLM_BASE_URL as well.")
        return self

    def served_at(self, host: str, port: int) -> Settings:
        """These settings for a server bound to `host:port`: `public_url` becomes `http://host:port` unless it was
        given. A server bound to every interface is reached at an address only its operator knows: loopback is
        named, and `public_url_warning` says to set `DEPUTY_PUBLIC_URL`."""
        if "public_url" in self.model_fields_set:
            return self
        shown = "127.0.0.1" if host in WILDCARD_HOSTS else (f"[{host}]" if ":" in host else host)
        return self.model_copy(update={"public_url": f"http://{shown}:{port}"})

    def public_url_warning(self, host: str) -> str | None:
        """What to tell the operator of a server bound to every interface with no `DEPUTY_PUBLIC_URL`, else None."""
        if host not in WILDCARD_HOSTS or "public_url" in self.model_fields_set:
            return None
        return (
            f"Deputy listens on every interface ({host}) but DEPUTY_PUBLIC_URL is not set: OAuth metadata and confirm "
            f"links name {self.public_url}, which other machines cannot reach. Set DEPUTY_PUBLIC_URL to the "
            "address clients use (https://deputy.example.com)."
        )

    def session_terms(self) -> SessionTerms:
        """How long a browser session opened now lives (idle and absolute)."""
        return SessionTerms(
            idle=timedelta(seconds=self.session_idle_seconds), lifetime=timedelta(seconds=self.session_lifetime_seconds)
        )

    def login_limits(self) -> LoginLimits:
        return LoginLimits(
            per_username=self.login_failures_per_username,
            per_client=self.login_failures_per_client,
            window=timedelta(seconds=self.login_window_seconds),
        )

    def resolve_secret(self) -> bytes:
        """The server key (HMAC of audited arguments, encryption of stored secrets).

        Taken from `DEPUTY_SECRET_KEY`, else from `secret_key_file`, which is created with a random key (mode
        0600) on first start so a fresh install works and keeps the same key across restarts.
        """
        if self.secret_key is not None:
            return self.secret_key.get_secret_value().encode("utf-8")
        path = self.secret_key_file
        try:
            if not path.exists():
                path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    handle.write(secrets.token_urlsafe(48))
            key = path.read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise ConfigurationError(f"Cannot read or create the secret key file {path}: {exc}") from exc
        if len(key) < MIN_SECRET_LENGTH:
            raise ConfigurationError(f"The secret key in {path} is too short; delete it to generate a new one.")
        return key.encode("utf-8")
