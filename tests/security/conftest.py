"""Red-team regressions drive the same in-process apps as the web, demo and MCP tests, and the same browser."""

from tests.browser.conftest import browser, chromium, page, screenshots, site
from tests.demo.conftest import demo
from tests.mcp.conftest import oauth_app
from tests.web.conftest import api

__all__ = ["api", "browser", "chromium", "demo", "oauth_app", "page", "screenshots", "site"]
