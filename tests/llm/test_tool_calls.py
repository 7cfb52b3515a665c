"""Joining tool-call fragments, for shapes the fake's flavors do not all produce."""

from __future__ import annotations

import pytest

from deputy.core.model import ToolCallRequested
from deputy.errors import ModelProtocolError
from deputy.llm.tool_calls import ToolCallAssembler


def test_fragments_join_by_index_even_when_interleaved() -> None:
    calls = ToolCallAssembler()
    calls.add(index=0, call_id="call_a", name="first", arguments='{"x"')
    calls.add(index=1, call_id="call_b", name="second", arguments="")
    calls.add(index=0, call_id=None, name=None, arguments=": 1}")
    calls.add(index=1, call_id=None, name=None, arguments="{}")

    assert calls.finish() == [
        ToolCallRequested("call_a", "first", '{"x": 1}'),
        ToolCallRequested("call_b", "second", "{}"),
    ]


def test_without_an_index_a_fragment_with_a_name_starts_a_new_call_and_bare_arguments_extend_the_last() -> None:
    calls = ToolCallAssembler()
    calls.add(index=None, call_id="call_a", name="first", arguments='{"x":')
    calls.add(index=None, call_id=None, name=None, arguments=" 1}")
    calls.add(index=None, call_id=None, name="second", arguments="{}")

    first, second = calls.finish()
    assert (first.call_id, first.name, first.arguments_json) == ("call_a", "first", '{"x": 1}')
    assert second.name == "second"


def test_a_new_id_on_a_used_index_is_a_new_call() -> None:
    calls = ToolCallAssembler()
    calls.add(index=0, call_id="call_a", name="first", arguments="{}")
    calls.add(index=0, call_id="call_b", name="second", arguments="{}")

    assert [c.call_id for c in calls.finish()] == ["call_a", "call_b"]


def test_a_repeated_name_is_not_appended() -> None:
    calls = ToolCallAssembler()
    calls.add(index=0, call_id="call_a", name="lookup", arguments='{"q":')
    calls.add(index=0, call_id="call_a", name="lookup", arguments='"x"}')

    assert calls.finish() == [ToolCallRequested("call_a", "lookup", '{"q":"x"}')]


def test_duplicate_or_missing_ids_are_replaced_by_unique_ones() -> None:
    calls = ToolCallAssembler()
    calls.add(index=0, call_id="same", name="a", arguments=None)
    calls.add(index=1, call_id="same", name="b", arguments=None)
    calls.add(index=2, call_id=None, name="c", arguments="  ")

    finished = calls.finish()
    assert finished[0].call_id == "same"
    assert len({c.call_id for c in finished}) == 3
    assert [c.arguments_json for c in finished] == ["{}", "{}", "{}"]


def test_a_call_that_never_got_a_name_is_a_protocol_error() -> None:
    calls = ToolCallAssembler()
    calls.add(index=0, call_id="call_a", name=None, arguments="{}")

    with pytest.raises(ModelProtocolError, match="without a name"):
        calls.finish()


def test_an_empty_assembler_is_falsy() -> None:
    assert not ToolCallAssembler()
