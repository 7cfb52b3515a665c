from __future__ import annotations

from tests.web.conftest import api

__all__ = ["api"]
