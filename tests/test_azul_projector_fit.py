"""Azul's projector board fits a 16:9 screen, as Fresco's does (tests/test_projector_fit.py): the public table is
drawn on 1280×720 units, every part lies inside it, and scaled to a 1280×720 window less a bar every text is at
least 14 px and the names, scores, round and whose turn at least 24 px."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from fresco_nb.games.azul_sp import new_game
from fresco_nb.games.azul_sp.board import board_svg
from test_projector_fit import KEY_PX, LEAST_PX, SVG, WINDOW, _placed, small_texts

NAMES = ("Anna", "Ben", "Cleo", "Dario")


def _played(players: int, seed: int, steps: int, side: str):
    """A game after ``steps`` random actions, laying a tile rather than passing whenever one can."""
    game = new_game(players=players, seed=seed, side=side, names=NAMES[:players])
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        legal = game.legal_actions()
        game.apply(rng.choice([a for a in legal if a.tag != "pass"] or legal))
    return game


def _states():
    for players in (2, 3, 4):
        for side in ("coloured", "grey"):
            for steps in (0, 30, 90, 10_000):          # set-up, drafting or placing, later, game over
                yield pytest.param(players, side, steps, id=f"{players}p-{side}-{steps}")


def _outside(element, s, dx, dy, width, height):
    """The part's box on the board if it leaves the board, else None (texts by their anchor point)."""
    tag = element.tag.removeprefix(SVG)
    if tag == "text":
        box = (dx + s * float(element.get("x")), dy + s * float(element.get("y")))
        box = box + box
    elif tag == "rect":
        x, y = dx + s * float(element.get("x")), dy + s * float(element.get("y"))
        box = (x, y, x + s * float(element.get("width")), y + s * float(element.get("height")))
    elif tag == "circle":
        r = s * float(element.get("r"))
        x, y = dx + s * float(element.get("cx")), dy + s * float(element.get("cy"))
        box = (x - r, y - r, x + r, y + r)
    else:
        return None
    inside = box[0] >= -0.5 and box[1] >= -0.5 and box[2] <= width + 0.5 and box[3] <= height + 0.5
    return None if inside else (tag, element.text, *(round(v) for v in box))


@pytest.mark.parametrize("players, side, steps", list(_states()))
def test_azul_projector_board_is_1280x720_and_prints_large_at_1280x720(players, side, steps):
    game = _played(players, 20 + players, steps, side)
    root = ET.fromstring(board_svg(game, "public", layout="projector"))
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    assert (width, height) == (1280, 720), f"the projector board is {width:g}×{height:g}"
    fit = min(WINDOW[0] / width, WINDOW[1] / height)
    small, small_keys = small_texts(root, fit)
    outside = [found for found in (_outside(element, s, dx, dy, width, height) for element, s, dx, dy in _placed(root))
               if found]
    assert not small, f"texts under {LEAST_PX} px at 1280×720: {small[:8]}"
    assert not small_keys, f"names, scores, round or turn under {KEY_PX} px at 1280×720: {small_keys[:8]}"
    assert not outside, f"parts drawn outside the board: {outside[:8]}"
    keys = {e.text for e, *_ in _placed(root) if e.tag == f"{SVG}text" and e.get("data-key")}
    assert set(NAMES[:players]) <= keys, "every name is in the key print"
    assert {"phase", "status"} <= {e.get("class") for e, *_ in _placed(root) if e.get("data-key")}


def test_azul_projector_for_a_deciding_seat_adds_its_options_below_the_table():
    """A seat's own projector board (not the public table) keeps its options clickable under the 16:9 table."""
    game = _played(3, 5, 40, "coloured")
    while game.decision.kind != "place":                  # placements and passes are drawn in the options panel
        game.apply(game.legal_actions()[0])
    seat = game.decision.seats[0]
    svg = board_svg(game, seat, layout="projector")
    root = ET.fromstring(svg)
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    assert width == 1280 and height > 720
    actions = {e.get("data-action") for e in root.iter() if e.get("data-action")}
    assert actions == {str(a) for a in game.legal_actions(seat)}
