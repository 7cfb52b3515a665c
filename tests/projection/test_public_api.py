from __future__ import annotations

import deputy.projection as projection


def test_the_projection_api_is_listed_once_sorted_and_complete() -> None:
    assert projection.__all__ == sorted(projection.__all__)
    assert len(set(projection.__all__)) == len(projection.__all__)
    public = {name for name in vars(projection) if not name.startswith("_") and name[0].isupper()}
    assert public <= set(projection.__all__)
