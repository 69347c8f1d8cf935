"""The whole table as one SVG string: a pure function of the game's public API.

:func:`board_svg` draws what ``Game.view(who)`` shows — the fresco, the market, the inn, the mood
columns, the score track, every player's board and the modules in play — masked exactly as the view
masks it (hidden values are drawn as "?"). It decides no rule. On a live board every part answers a click:
it carries ``data-click`` (the text ``BoardWidget`` sends to Python: an action's text form, ``look <part>``
for a part that stands for no action, ``altar+ R`` / ``plan+ 2`` for a piece of a decision built by clicks),
``tabindex`` and an ``aria-label``; the parts that stand for a legal action of the viewer (the seat deciding
now, or the teacher's ``"full"`` view) also carry ``data-action``::

    <g class="part" data-part="c3" data-tile="F07a" data-value="7" data-click="restore c3" data-action="restore c3">
    <g class="stall" data-stall="II" data-click="close II">         <g class="inn-slot" data-click="wake 3">
    <g class="stall-tile" data-stall="II" data-tile="M-RRR" data-click="buy II 1">
    <g class="painter" data-seat="0" data-score="12">              (score track)
    <g class="player" data-seat="1" data-thalers="?">              (a player's board)

Colours and positions are inline attributes, so the string is a self-contained image (handouts,
nbconvert HTML); ``board.css`` only adds hover, focus and cursor styles in the live widget. The drawing is
split as the table is: ``shapes`` (Fresco's own shapes, drawn with the kit's :mod:`fresco_nb.drawing`), ``table``
(what a drawing reads from the game), ``cathedral`` (fresco, bishop, altar, workshop), ``locations`` (market,
inn, mood), ``players`` (the players' boards) and ``frame`` (header, score track, the round's steps, modules,
legend); ``projector`` arranges the same panels on the projector's 16:9 board.
"""
from __future__ import annotations

from ....drawing.board import drawn_in
from ....drawing.primitives import BISHOP, FONT, LAYOUTS, PAINT_COLOURS, PAINT_INK, PLAYER_COLOURS, _LAYOUT, _e, _rect
from .cathedral import _altar_workshop, _fresco
from .frame import _header, _legend, _modules, _score_track
from .locations import _inn, _market, _mood
from .players import _players, plan_in_words
from .projector import projector_board
from .shapes import H, LEONARDO_COLOUR, W
from .table import Decision, _Table, current_decision

__all__ = ["board_svg", "current_decision", "Decision", "LAYOUTS", "BISHOP", "LEONARDO_COLOUR", "PAINT_COLOURS",
           "PAINT_INK", "PLAYER_COLOURS", "plan_in_words"]


def board_svg(game, who="public", highlight: bool = True, layout: str = "desk", draft: dict | None = None) -> str:
    """The table as ``who`` (a seat, ``"public"`` or ``"full"``) sees it, as one SVG string.

    Hidden values are masked exactly as ``game.view(who)`` masks them. With ``highlight`` the current
    decision is outlined and the board is live: every part answers a click (``data-click``: the text
    ``BoardWidget`` sends to Python, with ``tabindex`` and an ``aria-label``), and — when ``who`` is the
    deciding seat or ``"full"`` — every element that stands for a legal action carries ``data-action`` with
    the action's text form. Without it the picture is a plain snapshot (handouts).

    ``layout="projector"`` draws a 16:9 board (1280×720 units: the whole table on a projector without scrolling)
    with every text at least 15 units and names, scores, whose turn and the phase at least 26 (≥ 14 px and
    ≥ 24 px on a board from 675 px high); ``"desk"`` is the notebook's. ``draft``
    is a decision being built by clicks (``BoardWidget``): ``{"kind": "buy", "stall": 1, "slots": [0, 2]}``,
    ``{"kind": "altar", "paints": ["R", "G"]}`` or ``{"kind": "plan", "counts": [2, 1, 0, 0, 0]}``.
    """
    return drawn_in(LAYOUTS, layout, lambda: _board(game, who, highlight, draft))


def _board(game, who, highlight, draft) -> str:
    t = _Table(game, who, highlight, draft)
    v = t.view
    if _LAYOUT.get().key:
        body, width, height = projector_board(t)
    else:
        body = "".join([_header(t), *map(t.alike, (_fresco, _altar_workshop, _market, _inn, _mood)), _players(t),
                        *map(t.alike, (_score_track, _modules, _legend))])
        width, height = W, H
    root = (f'<svg xmlns="http://www.w3.org/2000/svg" class="fresco-board" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}" font-family="{FONT}" data-round="{v["round"]}" data-phase="{v["phase"]}" '
            f'data-last-round="{int(bool(v["last_round"]))}" data-viewer="{_e(who)}" data-layout="{_LAYOUT.get().name}"'
            + (f' data-where="{t.where}"' if t.where else "") + ">")
    return root + _rect(0, 0, width, height, "#f6f0e3", rx=10) + body + "</svg>"
