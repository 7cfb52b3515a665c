"""The fault tests reuse the web tests' app fixture (`api`: a real app on each engine, with a manual clock)."""

from __future__ import annotations

from tests.web.conftest import api

__all__ = ["api"]
