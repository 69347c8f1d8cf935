"""Fresco's words on its board: paint, portrait and VP-source names in the widget language (the board's own
words, ``say`` and ``phrase``, are the drawing kit's)."""
from __future__ import annotations

from ....drawing.words import phrase
from ....texts import widget_text


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
