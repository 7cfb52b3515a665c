"""Public test doubles that speak the real wire: a scriptable OpenAI-compatible upstream and throwaway databases."""

from deputy.llm.fake_upstream import FakeUpstream, FakeUpstreamError, RecordedRequest
from deputy.testing.databases import postgres_database, sqlite_database

__all__ = ["FakeUpstream", "FakeUpstreamError", "RecordedRequest", "postgres_database", "sqlite_database"]
