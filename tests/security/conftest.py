"""Red-team regressions drive the same in-process app as the web tests."""

from tests.web.conftest import api

__all__ = ["api"]
