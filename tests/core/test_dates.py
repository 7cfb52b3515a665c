"""The date contract: RFC 3339 with an explicit offset for every date-time in tool input, refused by field."""

from __future__ import annotations

from datetime import datetime

import pytest
from pydantic import BaseModel

from deputy.core.tools.dates import valid_date_time
from deputy.core.tools.schema import validate_arguments
from deputy.errors import ToolInputError


class Window(BaseModel):
    at: datetime
    label: str = ""


class Query(BaseModel):
    since: datetime | None = None
    windows: list[Window] = []
    named: dict[str, datetime] = {}


class Plain(BaseModel):
    status: str = "open"


@pytest.mark.parametrize(
    "value",
    ["2026-03-18T15:30:00Z", "2026-03-18t15:30z", "2026-03-18T15:30:00.123+02:00", "2026-03-18T15:30-0500"],
)
def test_an_offset_date_time_is_accepted(value: str) -> None:
    assert valid_date_time(value)
    assert validate_arguments("t", Query, {"since": value}).since is not None


@pytest.mark.parametrize(
    "value", ["2026-03-18T15:30:00", "2026-03-18", "1773847800", "Wed, 18 Mar 2026 15:30:00 GMT", "2026-02-30T10:00Z"]
)
def test_a_zone_less_date_only_or_impossible_value_is_refused_naming_the_field(value: str) -> None:
    with pytest.raises(ToolInputError) as caught:
        validate_arguments("t", Query, {"since": value})

    assert [issue["field"] for issue in caught.value.issues] == ["since"]
    assert "explicit offset" in caught.value.issues[0]["message"]


def test_an_epoch_number_is_refused() -> None:
    with pytest.raises(ToolInputError) as caught:
        validate_arguments("t", Query, {"since": 1773847800})
    assert caught.value.issues[0]["field"] == "since"


def test_nested_dates_are_named_by_their_path() -> None:
    arguments = {
        "windows": [{"at": "2026-03-18T10:00:00Z"}, {"at": "2026-03-18T10:00:00"}],
        "named": {"start": "tomorrow"},
    }

    with pytest.raises(ToolInputError) as caught:
        validate_arguments("t", Query, arguments)

    assert sorted(issue["field"] for issue in caught.value.issues) == ["named.start", "windows[1].at"]


def test_a_model_without_dates_validates_as_before() -> None:
    assert validate_arguments("t", Plain, {"status": "closed"}).status == "closed"
