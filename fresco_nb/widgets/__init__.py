"""Notebook widgets around the rules core (public API only; no rule is decided here).

- :func:`board_svg` — the whole table as one SVG string (static: handouts, nbconvert HTML, tests).
- :class:`BoardWidget` — the same picture live, with clickable legal actions (anywidget).
"""
from .svg import board_svg

__all__ = ["BoardWidget", "board_svg"]


def __getattr__(name):
    # anywidget/ipywidgets load only when the widget is wanted: board_svg works without the lab extra
    if name == "BoardWidget":
        from .board import BoardWidget
        return BoardWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
