"""The boards' words in the widget language: the board's own from ``texts/<lang>/widgets.toml`` ([board]), a
game's phrases (paint names, places, "space 7") from the catalogue's [phrases]."""
from __future__ import annotations

from ..texts import widget_text


def say(key: str, **values) -> str:
    """The board's text ``key`` filled with ``values``."""
    return widget_text("board", key, **values)


def phrase(key: str, **values) -> str:
    """The game's phrase ``key`` ("paint_R", "location_market", "space") filled with ``values``."""
    return widget_text("phrases", key, **values)
