"""Notebook widgets around the rules core (public API only; no rule is decided here).

- :func:`board_svg` — the whole table as one SVG string (static: handouts, nbconvert HTML, tests).
- :class:`BoardWidget` — the same picture live, with clickable legal actions (anywidget).
- :class:`Stepper` — a game played step by step: bots and humans, undo, jump, the log and the charts.
- :mod:`charts` — the plotly charts (tracks, choices, VP by source, score race).
- :class:`ComponentsForm` — type in the components of your own box, save them as a data folder, play with them.

``from fresco_nb.widgets import Stepper, BoardWidget, ComponentsForm, board_svg, charts``
"""
import importlib

__all__ = ["BoardWidget", "Stepper", "ComponentsForm", "board_svg", "charts"]

# loaded when first wanted: anywidget, ipywidgets and plotly are the lab extra, board_svg works without them
_LAZY = {"BoardWidget": ".board", "Stepper": ".stepper", "ComponentsForm": ".components_form", "charts": None}


def board_svg(game, who="public", highlight: bool = True, layout: str | None = None, draft: dict | None = None) -> str:
    """The table of any game as ``who`` (a seat, ``"public"`` or ``"full"``) sees it, as one SVG string, drawn by the
    game's own board through the game protocol: with ``highlight`` live as the board widget shows it (its legal
    options clickable, ``draft`` the plan being picked), else the static picture of the protocol's ``board_svg``.
    ``layout``: one of the game's layouts (None: the notebook's, Fresco's ``"desk"``; ``"projector"``)."""
    from ..games import module_of
    module = module_of(game)
    live = module.live_board() if highlight else None
    if live is None:
        return module.board_svg(game, who, layout)
    return live.svg(game, who, live.layouts[0] if layout is None else layout, draft or {})


def __getattr__(name):
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = importlib.import_module(_LAZY[name] or f".{name}", __name__)
    return module if _LAZY[name] is None else getattr(module, name)


def __dir__():
    return sorted(set(globals()) | set(__all__))
