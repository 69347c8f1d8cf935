"""Azul: Summer Pavilion's table as one SVG string, drawn from the game's view: a pure function that decides no rule.

:func:`board_svg` draws what ``Game.view(who)`` shows — every player's board (7 stars with their prices, the
pillars, statues and windows, the tiles laid, the hand, the 4 corners), the factory displays around the centre,
the supply, the round track with each round's wild colour, the bag's and the tower's contents, the score track.
Nothing is hidden but the order of the bag (A-HID). The conventions are the kit's boards': on a live board every
part answers a click with ``data-click`` (the text sent to Python), ``tabindex`` and an ``aria-label``; the parts
that stand for a legal action of the viewer (the seat deciding now, or the teacher's ``"full"`` view) also carry
``data-action`` with the action's text form, each legal action exactly once::

    <g class="take" data-colour="red" data-click="take 3 red" data-action="take 3 red" aria-label="Ann takes ...">
    <g class="supply-tile" data-space="4" data-colour="blue" data-click="bonus blue" ...>
    <g class="option" data-kind="place" data-click="place green-4 green +3" ...>      (the options panel)
    <g class="space" data-space="green-4" data-click="look green-4">                  (a diamond of a board)

The parts: :mod:`.geometry` (where stars, diamonds and structures lie), :mod:`.drawing` (what a drawing reads,
print sizes, tiles), :mod:`.table` (header, factories and centre, supply, round track, bag and tower, score track),
:mod:`.players` (the boards), :mod:`.options` (the actions drawn nowhere else), :mod:`.projector` (the 16:9
projector table), :mod:`.words` (the catalogue).
"""
from __future__ import annotations

from ....drawing.board import drawn_in, read
from ....drawing.primitives import FONT, _LAYOUT, _e, _n, _rect
from .drawing import LAYOUTS, STATIC
from .options import options, options_height
from .players import players
from .projector import projector_parts
from .table import factories, header, score_track, supply_and_rounds

__all__ = ["board_svg", "LAYOUTS"]

W = 1280
LEFT_W = 470                 # the factories and the supply
BOARD_ROW = 360              # one row of two player boards
SCORE_H = 90                 # room for the markers' lanes


def board_svg(game, who="public", layout: str = "notebook", highlight: bool = True) -> str:
    """The table as ``who`` (a seat, ``"public"`` or ``"full"``) sees it, as one SVG string.

    ``layout`` is "notebook" (a laptop), "print" (a handout: a snapshot without clicks) or "projector" (16:9,
    1280×720 units, every text at least 15 units, names, scores, the round and whose turn at least 26:
    :mod:`.projector`). With ``highlight`` (and a layout that
    is not "print") the board is live: every part answers a click, and the viewer's legal actions carry
    ``data-action``.
    """
    return drawn_in(LAYOUTS, layout, lambda: _board(read(game, who, highlight and layout not in STATIC), who))


def _board(d, who) -> str:
    v = d.view
    body, height = projector_parts(d) if _LAYOUT.get().name == "projector" else _desk_parts(d)
    root = (f'<svg xmlns="http://www.w3.org/2000/svg" class="azul-board" viewBox="0 0 {W} {_n(height)}" '
            f'width="{W}" height="{_n(height)}" font-family="{FONT}" data-game="azul_sp" data-round="{v["round"]}" '
            f'data-phase="{_e(v["phase"])}" data-decision="{_e(d.decision.kind)}" data-viewer="{_e(who)}" '
            f'data-layout="{_LAYOUT.get().name}">')
    background = "#ffffff" if _LAYOUT.get().name in STATIC else "#f4f1ea"
    return root + _rect(0, 0, W, height, background, rx=10) + "".join(body) + "</svg>"


def _desk_parts(d) -> tuple[list[str], float]:
    """The notebook's and the handout's table: as tall as its boards need, the options panel above the score
    track; its parts in drawing order and its height."""
    top = 48
    rows = (len(d.view["players"]) + 1) // 2
    left_h = max(rows * BOARD_ROW, 560)
    options_y = top + left_h + 8
    options_h = max(64, options_height(d, W - 24))
    score_y = options_y + options_h + 8
    height = score_y + SCORE_H + 10
    supply_h = 170
    body = [header(d, W, 0),
            factories(d, 12, top, LEFT_W, left_h - supply_h - 8),
            supply_and_rounds(d, 12, top + left_h - supply_h, LEFT_W, supply_h),
            players(d, 12 + LEFT_W + 10, top, W - LEFT_W - 34 + 8, left_h),
            options(d, 12, options_y, W - 24, options_h),
            score_track(d, 12, score_y, W - 24, SCORE_H)]
    return body, height
