"""The board drawing's words in the widget language: its own from ``texts/<lang>/widgets.toml`` ([board]), the
game's (paint names, places, "space 7") from the catalogue's [phrases]."""
from __future__ import annotations

from ...texts import widget_text


def say(key: str, **values) -> str:
    """The board's text ``key`` filled with ``values``."""
    return widget_text("board", key, **values)


def phrase(key: str, **values) -> str:
    """The game's phrase ``key`` ("paint_R", "location_market", "space") filled with ``values``."""
    return widget_text("phrases", key, **values)


def paint_name(code: str) -> str:
    """A paint's name ("red" for R)."""
    return phrase("paint_" + code)


def portrait_name(card, name: str) -> str:
    """A portrait card's name (``card``: its data, None when unknown: then ``name``, the view's)."""
    return phrase("portrait_" + card.effect) if card is not None else name


def portrait_kind(kind: str) -> str:
    """A portrait's kind, "permanent" or "one-time"."""
    return phrase("kind_" + kind.replace("-", "_"))


def vp_source(key: str) -> str:
    """Where VP come from ("fresco", "bishop", a module's name), as the charts name it."""
    return widget_text("charts", "source_" + key)
