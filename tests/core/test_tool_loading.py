"""The toolbox of one turn: what eager and lazy turns offer, the catalogue, search_tools, and ask_user's shape."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import BaseModel

from deputy.core.chat.ask_user import AskUserArgs, question_form
from deputy.core.chat.tool_loading import MetaResult, NotLoaded, Toolbox, ToolLoading, ToolOffer, named_call
from deputy.core.tools.declarations import Effect, Tool, ToolContext, tool
from deputy.errors import ToolInputError


class NoArgs(BaseModel):
    pass


def read_tool(name: str, category: str) -> Tool[Any]:
    async def run(ctx: ToolContext, args: NoArgs) -> str:
        return name

    description = f"Does {name.replace('_', ' ')}. More detail the catalogue leaves out."
    return tool(effect=Effect.READ, permissions={"x"}, name=name, category=category, description=description)(run)


TOOLS = [
    read_tool("list_services", "ops"),
    read_tool("get_service", "ops"),
    read_tool("search_docs", "docs"),
]


def names(specs: list[dict[str, Any]]) -> list[str]:
    return [s["function"]["name"] for s in specs]


def test_an_eager_toolbox_offers_every_allowed_tool_and_intercepts_nothing() -> None:
    box = Toolbox(allowed=TOOLS)

    assert names(box.specs()) == ["list_services", "get_service", "search_docs"]
    assert box.catalogue() is None
    assert not any(box.intercepts(n) for n in ("search_tools", "ask_user", "list_services"))


def test_an_eager_toolbox_with_ask_user_offers_and_answers_only_ask_user() -> None:
    box = Toolbox(allowed=TOOLS, ask_user=True)

    assert names(box.specs())[0] == "ask_user" and "search_tools" not in names(box.specs())
    assert box.intercepts("ask_user") and not box.intercepts("search_tools")


def test_a_lazy_catalogue_lists_each_allowed_tool_by_category_with_its_first_sentence() -> None:
    box = Toolbox(allowed=TOOLS, loading=ToolLoading.LAZY)

    catalogue = box.catalogue()

    assert catalogue is not None and "search_tools" in catalogue.splitlines()[0]
    assert "### docs\n- search_docs: Does search docs.\n" in catalogue  # the first sentence only
    assert catalogue.index("### docs") < catalogue.index("### ops")
    assert names(box.specs()) == ["search_tools", "call_tool", "ask_user"]


def test_search_tools_loads_only_allowed_tools_of_the_named_categories_and_records_them() -> None:
    box = Toolbox(allowed=TOOLS, loading=ToolLoading.LAZY, loaded={"search_docs"})

    outcome = box.call("search_tools", {"categories": ["ops", "ops", "nope"]})

    assert isinstance(outcome, MetaResult)
    assert [t["name"] for t in outcome.result["tools"]] == ["list_services", "get_service"]
    assert outcome.result["unknown_categories"] == ["nope"]
    assert box.added == {"list_services", "get_service"}
    assert "call_tool(tool=name" in outcome.result["usage"]
    assert not any(box.intercepts(n) for n in ("list_services", "get_service", "search_docs"))  # the gateway runs them


def test_a_lazy_toolbox_offers_the_same_definitions_whatever_is_loaded() -> None:
    """The prompt cache reads the tool definitions before the history: a load must not change them."""
    before = Toolbox(allowed=TOOLS, loading=ToolLoading.LAZY)
    after = Toolbox(allowed=TOOLS, loading=ToolLoading.LAZY, loaded={"search_docs", "list_services"})
    specs = before.specs()

    before.call("search_tools", {"tools": ["get_service"]})

    assert before.specs() == specs == after.specs()
    assert names(specs) == ["search_tools", "call_tool", "ask_user"]
    assert set(specs[1]["function"]["parameters"]["properties"]) == {"tool", "arguments"}


@pytest.mark.parametrize(
    "arguments",
    [
        {"tool": "get_service", "arguments": {"name": "api"}},
        {"tool": " get_service ", "arguments": '{"name": "api"}'},  # arguments as a JSON string
        {"tool": "get_service", "name": "api"},  # the tool's arguments beside `tool`
    ],
)
def test_call_tool_names_the_call_it_stands_for_however_a_model_shapes_it(arguments: dict[str, Any]) -> None:
    assert named_call(arguments) == ("get_service", {"name": "api"})


@pytest.mark.parametrize(
    "arguments",
    [{}, {"tool": ""}, {"tool": 7}, {"tool": "call_tool", "arguments": {}}, {"tool": "x", "arguments": [1]}],
)
def test_call_tool_without_a_tool_to_run_is_an_input_error_the_model_can_repair(arguments: dict[str, Any]) -> None:
    with pytest.raises(ToolInputError, match="call_tool"):
        named_call(arguments)


def test_only_a_lazy_toolbox_treats_call_tool_as_a_proxy() -> None:
    assert Toolbox(allowed=TOOLS, loading=ToolLoading.LAZY).proxies("call_tool")
    assert not Toolbox(allowed=TOOLS).proxies("call_tool")  # eager: an unknown tool, the gateway says so
    assert not Toolbox(allowed=TOOLS, loading=ToolLoading.LAZY).proxies("get_service")


def test_a_remembered_tool_the_user_may_no_longer_use_is_left_to_the_gateway() -> None:
    box = Toolbox(allowed=TOOLS[:1], loading=ToolLoading.LAZY, loaded={"list_services", "get_service"})

    assert names(box.specs()) == ["search_tools", "call_tool", "ask_user"]
    assert not box.intercepts("get_service")  # not allowed: the gateway refuses it, the toolbox stays out


def test_an_allowed_tool_that_is_not_loaded_gets_the_search_tools_call_to_make() -> None:
    box = Toolbox(allowed=TOOLS, loading=ToolLoading.LAZY)

    outcome = box.call("get_service", {})

    assert box.intercepts("get_service")
    assert isinstance(outcome, NotLoaded) and outcome.problem["category"] == "ops"
    assert "search_tools(tools=['get_service'])" in outcome.problem["message"]
    assert "call_tool(tool='get_service'" in outcome.problem["message"]
    assert outcome.problem["load"] == {"tools": ["get_service"]}


def test_search_tools_without_categories_is_an_input_error() -> None:
    box = Toolbox(allowed=TOOLS, loading=ToolLoading.LAZY)

    with pytest.raises(ToolInputError, match="search_tools"):
        box.call("search_tools", {"categories": []})


class MemoryStore:
    def __init__(self) -> None:
        self.rows: dict[str, set[str]] = {}

    async def loaded_tools(self, conversation_id: str) -> frozenset[str]:
        return frozenset(self.rows.get(conversation_id, set()))

    async def add_loaded_tools(self, conversation_id: str, names: Any, *, now: datetime) -> None:
        self.rows.setdefault(conversation_id, set()).update(names)


async def test_an_offer_rehydrates_a_lazy_toolbox_and_remembers_only_what_a_turn_added() -> None:
    store = MemoryStore()
    store.rows["c1"] = {"search_docs"}
    offer = ToolOffer(loading=ToolLoading.LAZY, store=store)

    box = await offer.toolbox(TOOLS, conversation_id="c1", ask_user=False)
    box.call("search_tools", {"categories": ["ops"]})
    await offer.remember(box, conversation_id="c1", now=datetime(2026, 11, 21, tzinfo=UTC))

    assert box.loaded >= {"search_docs"}
    assert store.rows["c1"] == {"search_docs", "list_services", "get_service"}
    eager = await ToolOffer(store=store).toolbox(TOOLS, conversation_id="c1", ask_user=False)
    assert eager.loaded == set()


def test_ask_user_options_are_deduplicated_case_insensitively_and_need_two_distinct() -> None:
    args = AskUserArgs.model_validate({"questions": [{"question": "Pick one", "options": [" a ", "A", "b"]}]})

    assert question_form(args)["ui_data"]["fields"][0]["options"] == ["a", "b"]
    with pytest.raises(ValueError, match="two different options"):
        AskUserArgs.model_validate({"questions": [{"question": "Pick one", "options": ["a", "A"]}]})
    with pytest.raises(ValueError, match="at most 4"):
        AskUserArgs.model_validate({"questions": [{"question": "Why?"}] * 5})
