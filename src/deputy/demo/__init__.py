"""Acme Ops: the demo host application `deputy demo` serves with Deputy, its ten tools, and the offline model."""

from deputy.demo.app import ACME_PREFIX, DemoApp, build_demo_app, prepare_demo
from deputy.demo.model_server import OFFLINE_CONNECTION, OFFLINE_LABEL, OfflineModel, connect_offline_model
from deputy.demo.running import RunningDemo, running_demo
from deputy.demo.seed import DEMO_USERS, seed
from deputy.demo.tools import TOOL_NAMES, register_acme_tools

__all__ = [
    "ACME_PREFIX",
    "DEMO_USERS",
    "OFFLINE_CONNECTION",
    "OFFLINE_LABEL",
    "TOOL_NAMES",
    "DemoApp",
    "OfflineModel",
    "RunningDemo",
    "build_demo_app",
    "connect_offline_model",
    "prepare_demo",
    "register_acme_tools",
    "running_demo",
    "seed",
]
