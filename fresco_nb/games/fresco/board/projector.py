"""The projector's table: 16:9, 1280×720 units, so that a classroom projector (1280×720, 1920×1080) shows the
whole public table without scrolling. It is made of the desk's own panels, each moved to its place and scaled to
fit (``<g transform="translate(…) scale(s)">``); inside a panel scaled by ``s`` the print floors are the
projector's divided by ``s``, so every text still shows at least 15 units and the key texts 26 on the board.

    header: round and phase · whose turn                                   (one line, key print)
    fresco          | market, inn, the round's steps | the players' boards
    altar, workshop | mood                           | studio, requests (or the legend)
    score track
"""
from __future__ import annotations

from ....drawing.board import placed
from .cathedral import _altar_workshop, _fresco
from .frame import _legend, _modules, _projector_header, _round_panel, _score_track, modules_width
from .locations import _inn, _market, _mood_rows
from .players import _players
from .table import _Table

WIDTH, HEIGHT = 1280, 720
HEADER = 40
GAP = 6
EDGE = 8
MAIN_SCALE = 1.22            # fresco, market and inn: the desk's panels a fifth larger
PLAYERS_SCALE = 1.25
SCORE_SCALE = 1.16
FRESCO = (10, 40, 318, 338)  # desk boxes (x, y, width, height) of the panels placed as they are
ALTAR_WORKSHOP = (10, 384, 318, 108)
MARKET = (336, 40, 300, 160)
INN = (336, 206, 300, 100)
SCORE = (10, 498, 940, 108)        # (the projector draws it taller than the desk's 92)
MODULES_RIGHT, MODULES_TOP, MODULES_HEIGHT = 950, 596, 74
MOOD_WIDTH = 212
LEGEND_SCALE = 15 / 9           # the legend's 9-unit print shows at the projector's 15


def _box(draw, t, desk, x, y, scale) -> tuple[str, float, float]:
    """A desk panel placed at (x, y): its drawing, width and height on the board."""
    dx, dy, w, h = desk
    return placed(lambda: draw(t), x, y, scale, dx, dy), w * scale, h * scale


def projector_board(t: _Table) -> tuple[str, int, int]:
    """The body of the projector's board and its width and height."""
    out = [_projector_header(t, WIDTH)]
    top = HEADER + GAP
    fresco, fresco_w, fresco_h = _box(_fresco, t, FRESCO, EDGE, top, MAIN_SCALE)
    out.append(fresco)
    bottom = top + fresco_h                       # the first row ends with the fresco
    # the middle column: market, inn, and the round's steps under them
    mid_x = EDGE + fresco_w + GAP
    market, mid_w, market_h = _box(_market, t, MARKET, mid_x, top, MAIN_SCALE)
    inn, _, inn_h = _box(_inn, t, INN, mid_x, top + market_h + GAP, MAIN_SCALE)
    steps_y = top + market_h + inn_h + 2 * GAP
    out += [market, inn, _round_panel(t, mid_x, steps_y, mid_w, bottom - steps_y)]
    # the players' boards on the right
    right_x = mid_x + mid_w + GAP
    out.append(placed(lambda: _players(t, 0, 0, (WIDTH - EDGE - right_x) / PLAYERS_SCALE, fresco_h / PLAYERS_SCALE),
                      right_x, top, PLAYERS_SCALE))
    # the second row: altar and workshop, mood, then the modules (or the legend)
    row_y = bottom + GAP
    score_h = SCORE[3] * SCORE_SCALE
    row_h = HEIGHT - score_h - GAP - row_y - 3
    altar, altar_w, _ = _box(_altar_workshop, t, ALTAR_WORKSHOP, EDGE, row_y, row_h / ALTAR_WORKSHOP[3])
    out.append(altar)
    mood_x = EDGE + altar_w + GAP
    out.append(_mood_rows(t, mood_x, row_y, MOOD_WIDTH, row_h))
    rest_x = mood_x + MOOD_WIDTH + GAP
    rest_w = WIDTH - EDGE - rest_x
    modules_w = modules_width(t)
    if modules_w:
        scale = min(row_h / MODULES_HEIGHT, rest_w / modules_w)
        out.append(placed(lambda: _modules(t, round_panel=False), rest_x, row_y, scale, MODULES_RIGHT - modules_w,
                          MODULES_TOP))
    else:                       # the legend in the desk's print, enlarged to the projector's
        scale = LEGEND_SCALE
        out.append(placed(lambda: _legend(t, 0, 20, rest_w / scale), rest_x, row_y, scale))
    score_w = SCORE[2] * SCORE_SCALE
    score, _, _ = _box(_score_track, t, SCORE, (WIDTH - score_w) / 2, HEIGHT - score_h - 3, SCORE_SCALE)
    out.append(score)
    return "".join(out), WIDTH, HEIGHT

