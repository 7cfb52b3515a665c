"""The assembled services one process runs: settings, stores, registry and the tool gateway.

Built by the composition roots (`web.app.create_app`, `cli`) and shared by both transports, which never
import each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from deputy.core.agents.delegation import build_delegate_tool
from deputy.core.agents.profiles import DELEGATE_TOOL, AgentDirectory
from deputy.core.budgets.admission import EnabledRoles, SiteBudget
from deputy.core.budgets.ledger import STALE_RESERVATION, QuotaPolicy, TurnBudget
from deputy.core.budgets.quotas import QuotaLimits, valid_zone
from deputy.core.chat.agent_loop import AgentPolicy
from deputy.core.chat.context import ChatContextSource
from deputy.core.chat.policy import ChatPolicy
from deputy.core.chat.service import ChatService
from deputy.core.chat.tool_loading import ToolLoading
from deputy.core.clock import SystemClock
from deputy.core.connections import ModelConnection
from deputy.core.conversations.entities import EntityRegistry
from deputy.core.conversations.memory import register_memory_tools
from deputy.core.docs.tools import bundled_index, register_docs_tools
from deputy.core.guards import Guard
from deputy.core.guards.classifier import builtin_model
from deputy.core.guards.log_scrub import install_log_scrubbing
from deputy.core.identity.host_assertion import HostAssertions
from deputy.core.model import ModelBinding
from deputy.core.ports import Clock
from deputy.core.telemetry import ObservedLedger, ObservedModel, Telemetry
from deputy.core.tools.declarations import HostCaller
from deputy.core.tools.gateway import GatewayPolicy, ToolGateway
from deputy.core.tools.registry import ToolRegistry
from deputy.errors import NoModelConnection, NotFound
from deputy.llm.factory import chat_model_for, completion_options_for
from deputy.llm.openai_compat import OpenAICompatModel
from deputy.net.probe_tool import register_probe_tool
from deputy.observability import Observability
from deputy.observability.otel import otel_tracer
from deputy.projection.host import HostCallerFactory
from deputy.settings import Settings
from deputy.store import Database, Stores
from deputy.store.connections import SqlConnectionStore
from deputy.store.conversations.retention import delete_expired_conversations
from deputy.store.docs_search import DocsSearch
from deputy.store.engine.notify import wakeups_for


@dataclass(frozen=True, slots=True)
class Runtime:
    settings: Settings
    clock: Clock
    stores: Stores
    registry: ToolRegistry
    gateway: ToolGateway
    chat: ChatService
    models: ConnectionModels
    secret: bytes
    host_factory: HostCallerFactory | None = None
    host_assertions: HostAssertions = field(default_factory=HostAssertions)
    """Short-lived host-audience credentials for tool calls over MCP (`core.identity.host_assertion`)."""
    observability: Observability = field(default_factory=Observability)
    """This process's metrics registry (`GET /metrics`) and tracer."""
    entities: EntityRegistry = field(default_factory=EntityRegistry)
    """The entity types chats can be about; the host application registers them (`core.conversations.entities`)."""

    def host_for(self, headers: Mapping[str, str] | Iterable[tuple[str, str]]) -> HostCaller | None:
        """A caller into the host application carrying this request's credentials (None: no host configured)."""
        return None if self.host_factory is None else self.host_factory.for_request(headers)

    @property
    def database(self) -> Database:
        return self.stores.database

    async def close(self) -> None:
        """Stop running turns (their partial answers are stored), close model clients, then the database."""
        await self.chat.drain()
        await self.chat.remote.wakeups.aclose()
        await self.models.aclose()
        await self.database.dispose()
        self.observability.shutdown()


@dataclass
class ConnectionModels:
    """The `ModelProvider` over stored connections. Keeps one client per connection version, so turns reuse
    the HTTP connection pool instead of opening a new one each time."""

    connections: SqlConnectionStore
    settings: Settings
    telemetry: Telemetry = field(default_factory=Telemetry)
    _clients: dict[tuple[str, str, datetime | None], OpenAICompatModel] = field(default_factory=dict)
    _retired: list[OpenAICompatModel] = field(default_factory=list)

    async def bind(self, connection_id: str | None, requested_model: str | None) -> ModelBinding:
        try:
            connection, model_id = await self.connections.resolve(connection_id, requested_model)
        except NotFound as exc:
            if exc.code == "no_connection":
                raise NoModelConnection(exc.message) from None
            raise
        return ModelBinding(
            chat_model=ObservedModel(
                await self._client(connection), connection=connection.name, telemetry=self.telemetry
            ),
            model_id=model_id,
            options=completion_options_for(connection),
            connection=connection,
        )

    async def _client(self, connection: ModelConnection) -> OpenAICompatModel:
        key = (connection.id, connection.base_url, connection.updated_at)
        client = self._clients.get(key)
        if client is None:
            # A turn may still be streaming on the old client; it closes at shutdown, not under that turn.
            self._retired.extend(self._clients.pop(k) for k in [k for k in self._clients if k[0] == connection.id])
            client = chat_model_for(
                connection,
                await self.connections.api_key(connection.id),
                timeout=self.settings.model_timeout_seconds,
                first_token_timeout=self.settings.model_first_token_seconds,
                stall_timeout=self.settings.model_stall_seconds,
            )
            self._clients[key] = client
        return client

    async def aclose(self) -> None:
        for client in [*self._clients.values(), *self._retired]:
            await client.aclose()
        self._clients.clear()
        self._retired.clear()


async def sweep_budgets(stores: Stores, settings: Settings, *, now: datetime) -> tuple[int, int]:
    """Settle reservations of turns that died with their process (as spent), and delete conversations past the
    retention age when one is set: `(settled, deleted)`. Idempotent; every process may run it."""
    settled = await stores.ledger.settle_stale(reserved_before=now - STALE_RESERVATION, now=now)
    deleted = 0
    if settings.retention_days is not None:
        before = now - timedelta(days=settings.retention_days)
        deleted = await delete_expired_conversations(stores.database, before=before)
    return settled, deleted


def turn_budget(settings: Settings, stores: Stores, telemetry: Telemetry | None = None) -> TurnBudget:
    """The budgets every chat turn passes: user quotas, connection spend caps and the site admission budget."""
    return TurnBudget(
        stores.ledger if telemetry is None else ObservedLedger(stores.ledger, telemetry=telemetry),
        quota=QuotaPolicy(
            defaults=QuotaLimits(
                daily=settings.quota_daily_tokens,
                weekly=settings.quota_weekly_tokens,
                monthly=settings.quota_monthly_tokens,
            ),
            zone=valid_zone(settings.quota_time_zone),
        ),
        site=SiteBudget(
            requests_per_minute=settings.site_requests_per_minute, tokens_per_day=settings.site_tokens_per_day
        ),
        reserve_tokens=settings.turn_reserve_tokens,
    )


def build_runtime(
    settings: Settings,
    *,
    registry: ToolRegistry | None = None,
    clock: Clock | None = None,
    database: Database | None = None,
    host: HostCallerFactory | None = None,
    observability: Observability | None = None,
) -> Runtime:
    install_log_scrubbing()
    if observability is None:
        tracer, flush = otel_tracer(enabled=settings.otel_traces, service_name=settings.otel_service_name)
        observability = Observability(tracer=tracer, shutdown=flush)
    telemetry = observability.telemetry
    clock = clock or SystemClock()
    registry = registry if registry is not None else ToolRegistry()
    if settings.docs_tools:
        register_docs_tools(registry, bundled_index(), DocsSearch(bundled_index()))
    secret = settings.resolve_secret()
    stores = Stores.open(database or Database(settings.db_url), secret=secret)
    if settings.memory_tools:
        register_memory_tools(registry, stores.memories, clock)
    if settings.probe_tool:
        register_probe_tool(registry)
    entities = EntityRegistry()
    gateway = ToolGateway(
        registry=registry,
        proposals=stores.proposals,
        audit=stores.audit,
        limiter=stores.limiter,
        clock=clock,
        secret=secret,
        policy=GatewayPolicy(
            tool_calls=settings.tool_calls_per_window,
            tool_window=timedelta(seconds=settings.tool_window_seconds),
            proposal_ttl=timedelta(seconds=settings.proposal_ttl_seconds),
            tool_timeout=timedelta(seconds=settings.tool_timeout_seconds),
            guard=configured_guard(settings),
        ),
        telemetry=telemetry,
    )
    models = ConnectionModels(stores.connections, settings, telemetry)
    chat = ChatService(
        conversations=stores.conversations,
        event_log=stores.turn_events,
        models=models,
        gateway=gateway,
        clock=clock,
        policy=ChatPolicy(
            agent=AgentPolicy(max_steps=settings.max_steps),
            poll_interval=timedelta(seconds=settings.turn_poll_seconds),
            enabled=settings.assistant_enabled,
            roles=EnabledRoles(settings.assistant_roles),
            topical_classifier=settings.topical_classifier,
            injection_judge=settings.injection_judge,
            history_messages=settings.history_messages,
            assistant_name=settings.assistant_name,
            organization=settings.organization,
            instructions=settings.custom_instructions,
            lease=timedelta(seconds=settings.turn_lease_seconds),
            tool_loading=ToolLoading(settings.tool_loading),
            tool_budget_tokens=settings.tool_budget_tokens,
            ask_user=settings.ask_user,
            concurrent_starts=settings.concurrent_turn_starts,
        ),
        budget=turn_budget(settings, stores, telemetry),
        prompts=stores.system_prompts,
        summaries=stores.summaries,
        agents=AgentDirectory(stores.agents),
        leases=stores.turn_leases,
        wakeups=wakeups_for(stores.database),
        context=ChatContextSource(
            entities=entities,
            business=stores.context,
            skills=stores.skills,
            memories=stores.memories,
            guard=gateway.policy.guard,
        ),
        loaded_tools=stores.loaded_tools,
        start_reads=stores.turn_start,
    )
    if settings.agent_delegation and DELEGATE_TOOL not in registry:
        registry.register(
            build_delegate_tool(
                agents=AgentDirectory(stores.agents),
                models=models,
                gateway=gateway,
                clock=clock,
                audit=stores.events,
                max_steps=settings.delegation_max_steps,
            )
        )
    return Runtime(
        settings=settings,
        clock=clock,
        stores=stores,
        registry=registry,
        gateway=gateway,
        chat=chat,
        models=models,
        secret=secret,
        host_factory=host,
        observability=observability,
        entities=entities,
    )


def configured_guard(settings: Settings) -> Guard | None:
    """The input guard the settings ask for: the allowlist and an operator's local model (None: the default)."""
    allowlist = [phrase.strip() for phrase in settings.injection_allowlist.split(",") if phrase.strip()]
    if not allowlist and settings.guard_onnx_model is None and not settings.guard_classifier:
        return None
    detectors = []
    if settings.guard_onnx_model is not None:
        from deputy.core.guards.local_model import OnnxDetector  # onnxruntime only when a model is configured

        detectors.append(OnnxDetector(settings.guard_onnx_model))
    if settings.guard_classifier:
        builtin_model()  # read it now (about half a second, once per process), not on the first user's message
    return Guard(allowlist=allowlist, detectors=detectors, learned=settings.guard_classifier)
