"""Fresco: the card game's table as one SVG string, drawn from the game's view: a pure function that decides no rule.

:func:`board_svg` draws what ``Game.view(who)`` shows (C-HID-1..6) — the market deck and the three workshop piles
face down with their counts over their face-up discards, the cards on the table, the fresco display with each
fresco's four values (step 0 in red at the bottom), the action tiles, the bishop's favourite colour, and every
player's place: name, score, start marker, the hand (its cards in the owner's and the teacher's view, backs and a
count in any other), the tiles owned and the restored frescoes with the value each scores at the edge facing the
table. The conventions are the kit's boards': the parts that stand for a legal action of the viewer (the seat
deciding now, or the teacher's ``"full"`` view) carry ``data-click`` and ``data-action`` with the action's text,
``tabindex``, ``role`` and an ``aria-label`` with the core's sentence for it, each legal action exactly once::

    <g class="hand-card" data-card="R-mix" data-click="lay R-mix" data-action="lay R-mix" aria-label="P2 lays out ...">
    <g class="pile" data-pile="2" data-click="name 2" ...>            <g class="tile" data-tile="turn" ...>
    <g class="option" data-kind="use" data-click="use R-mix W" ...>     (under a laid-out card)
    <g class="option" data-kind="restore" data-click="restore F-06 R-m B-m Y-mix+B-mix" ...>   (the options panel)

The parts: :mod:`.drawing` (what a drawing reads, print sizes, words, cards, frescoes and tiles), :mod:`.table`
(header, piles, cards on the table, frescoes, tiles), :mod:`.players`, :mod:`.options` (the actions drawn nowhere
else).
"""
from __future__ import annotations

from ....drawing.board import drawn_in, read
from ....drawing.primitives import FONT, _LAYOUT, _e, _n, _rect
from .drawing import LAYOUTS, STATIC
from .options import options, options_height
from .players import player, player_height, shows_hand
from .table import frescoes, header, on_table, piles, tiles

__all__ = ["board_svg", "LAYOUTS"]

W = 1280
PROJECTOR_H = 720            # the projector's 16:9 board (the public view always fits it)
EDGE, GAP = 12, 8
LEFT_W = 668                 # the piles and the cards on the table; the frescoes and tiles take the rest


def board_svg(game, who="public", layout: str = "notebook", highlight: bool = True) -> str:
    """The table as ``who`` (a seat, ``"public"`` or ``"full"``) sees it, as one SVG string.

    ``layout`` is "notebook" (a laptop), "print" (a handout: a snapshot without clicks) or "projector" (16:9,
    1280×720 units for the public view — a seat's or the teacher's board grows taller when its choices need the
    room — every text at least 15 units, names, scores, the round and whose turn at least 26). With ``highlight``
    (and a layout that is not "print") the viewer's legal actions are clickable.
    """
    return drawn_in(LAYOUTS, layout, lambda: _board(read(game, who, highlight and layout not in STATIC), who))


def _board(d, who) -> str:
    layout = _LAYOUT.get()
    head = 48 if layout.key else 40
    top = head + GAP
    right_x, right_w = EDGE + LEFT_W + GAP, W - 2 * EDGE - LEFT_W - GAP
    piles_h, fresco_h = (156 if layout.key else 132), (176 if layout.key else 168)
    row_h = max(piles_h + GAP + (128 if layout.key else 120), fresco_h + GAP + 110)
    body = [piles(d, EDGE, top, LEFT_W, piles_h),
            on_table(d, EDGE, top + piles_h + GAP, LEFT_W, row_h - piles_h - GAP),
            frescoes(d, right_x, top, right_w, fresco_h),
            tiles(d, right_x, top + fresco_h + GAP, right_w, row_h - fresco_h - GAP)]
    y = top + row_h + GAP
    rows = _player_rows(d.view["players"])
    chosen = bool(d.actions) or who != "public"        # the options panel: for a seat, the teacher, or a click due
    one = player_height()
    if layout.key and not chosen:                      # the projector's public board fills its 16:9 screen
        one = max(one, (PROJECTOR_H - 4 - y) / len(rows) - GAP)
    for row in rows:
        width = (W - 2 * EDGE - GAP * (len(row) - 1)) / len(row)
        for i, p in enumerate(row):
            body.append(player(d, p, EDGE + i * (width + GAP), y, width, one))
        y += one + GAP
    if chosen:                                         # after every other part has drawn its actions
        options_h = max(56, options_height(d, W - 2 * EDGE))
        body.append(options(d, EDGE, y, W - 2 * EDGE, options_h))
        y += options_h + GAP
    height = max(y + 4, PROJECTOR_H) if layout.key else y + 4
    v = d.view
    root = (f'<svg xmlns="http://www.w3.org/2000/svg" class="cards-board" viewBox="0 0 {W} {_n(height)}" '
            f'width="{W}" height="{_n(height)}" font-family="{FONT}" data-game="fresco_cards" '
            f'data-round="{v["round"]}" data-decision="{_e(d.decision.kind)}" data-viewer="{_e(who)}" '
            f'data-layout="{layout.name}">')
    background = "#ffffff" if layout.name in STATIC else "#f4f1ea"
    return root + _rect(0, 0, W, height, background, rx=10) + header(d, W, head) + "".join(body) + "</svg>"


def _player_rows(players: list[dict]) -> list[list[dict]]:
    """The players' places in rows: a shown hand takes a whole row (first, so a seat sees its hand at the top of
    the players), hidden hands go two to a row, in seat order."""
    shown = [[p] for p in players if shows_hand(p)]
    hidden = [p for p in players if not shows_hand(p)]
    return shown + [hidden[i:i + 2] for i in range(0, len(hidden), 2)]
