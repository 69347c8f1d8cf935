"""Azul's projector table: 16:9, 1280×720 units, so that a classroom projector (1280×720, 1920×1080) shows the
whole public table without scrolling, every text at least 15 units and the names, scores, round and whose turn at
least 26 (the print sizes of Fresco's projector board).

    header: title, round, wild colour and phase · whose turn                       (key print)
    factories and the centre | the players' boards, two to a row
    supply, rounds, bag, tower |
    score track

A viewer with options of its own (a seat deciding now, or the teacher's ``"full"`` view) gets the options panel
below the score track, so its board is taller than 16:9; the projector itself shows the public table, which has none.
"""
from __future__ import annotations

from ....drawing.board import Drawing
from .options import options, options_height
from .players import players
from .table import factories, header, score_track, supply_and_rounds

WIDTH, HEIGHT = 1280, 720
EDGE, GAP = 8, 6
HEADER_TALL = 26             # the status on its own line under the round
LEFT_W = 384                 # the factories and the supply
SUPPLY_H = 158
SCORE_H = 124


def projector_parts(d: Drawing) -> tuple[list[str], float]:
    """The projector's parts in drawing order and the board's height (720 unless options are drawn)."""
    top = 40 + HEADER_TALL + GAP
    score_y = HEIGHT - EDGE - SCORE_H
    main_h = score_y - GAP - top
    boards_x = EDGE + LEFT_W + GAP
    body = [header(d, WIDTH, HEADER_TALL),
            factories(d, EDGE, top, LEFT_W, main_h - SUPPLY_H - GAP),
            supply_and_rounds(d, EDGE, top + main_h - SUPPLY_H, LEFT_W, SUPPLY_H),
            players(d, boards_x, top, WIDTH - EDGE - boards_x + 8, main_h + 8),
            score_track(d, EDGE, score_y, WIDTH - 2 * EDGE, SCORE_H)]
    if not d.actions:
        return body, HEIGHT
    height = max(64, options_height(d, WIDTH - 2 * EDGE))
    body.append(options(d, EDGE, HEIGHT, WIDTH - 2 * EDGE, height))
    return body, HEIGHT + height + EDGE
