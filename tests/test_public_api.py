from __future__ import annotations

import deputy


def test_the_public_api_is_listed_once_sorted_and_complete() -> None:
    assert deputy.__all__ == sorted(deputy.__all__)
    assert len(set(deputy.__all__)) == len(deputy.__all__)
    for name in deputy.__all__:
        assert getattr(deputy, name) is not None
    public = {name for name in vars(deputy) if not name.startswith("_") and name[0].isupper()}
    assert public <= set(deputy.__all__)
