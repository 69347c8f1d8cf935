"""The card game's workshop piles on the board with C-RUL-6's switch ``workshop_face_up``: each pile's top card lies
face up on the pile's own back (the cards under it stay face down) with "face up" under it, so a class tells a
face-up pile from a face-down one at a glance; every part of a pile stays in its own column of the piles panel,
the card beside its counts and not over them, and the projector's print stays large."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import partial

import pytest

import board_support
from board_support import SVG
from fresco_nb.drawing.primitives import _LAYOUT, _width
from fresco_nb.games.fresco_cards import new_game
from fresco_nb.games.fresco_cards.board import EDGE, LEFT_W, LAYOUTS, board_svg
from fresco_nb.games.fresco_cards.board.drawing import BACKS, CARD_W, say
from test_cards_board import shown_sizes

played = partial(board_support.played, new_game)
FACE_UP = {"workshop_face_up": True}
COLUMN = (LEFT_W - 16) / 4                  # the piles panel's four columns: the market, I, II, III
STATES = [(2, 3, 0), (3, 1, 10), (4, 7, 40), (4, 2, 120)]


def _piles(svg: str) -> list[ET.Element]:
    return [g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") in ("pile", "discard")]


def _boxes(group: ET.Element) -> list[tuple[str, float, float, float]]:
    """Each rect's and text's (kind, left, right, bottom) in the group, a text by its drawn width."""
    found = []
    for e in group.iter():
        tag = e.tag.removeprefix(SVG)
        if tag == "rect":
            x, y = float(e.get("x")), float(e.get("y"))
            found.append(("rect", x, x + float(e.get("width")), y + float(e.get("height"))))
        elif tag == "text":
            x, size = float(e.get("x")), float(e.get("font-size"))
            width = float(e.get("textLength") or _width(e.text, size))
            left = {"start": x, "middle": x - width / 2, "end": x - width}[e.get("text-anchor")]
            found.append(("text", left, left + width, float(e.get("y"))))
    return found


@pytest.mark.parametrize("players, seed, steps", STATES)
def test_C_RUL_6_a_face_up_pile_shows_its_top_card_on_the_piles_back_with_face_up_under_it(players, seed, steps):
    game = played(players, seed, steps, rulings=FACE_UP)
    tops = game.view("public")["workshop_top"]
    for layout in ("notebook", "projector"):
        svg = board_svg(game, "public", layout)
        groups = {int(g.get("data-pile")): g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == "top"}
        assert {pile - 1: g.get("data-card") for pile, g in groups.items()} == {
            i: name for i, name in enumerate(tops) if name}
        for pile, group in groups.items():
            fills = [e.get("fill") for e in group.iter(f"{SVG}rect")]
            assert fills[0] == BACKS[pile], "the pile's back lies under its face-up top card"
            assert say("top_face_up") in [e.text for e in group.iter(f"{SVG}text")]
    plain = board_svg(played(players, seed, steps), "public")
    assert 'class="top"' not in plain and say("top_face_up") not in plain


@pytest.mark.parametrize("players, seed, steps", STATES)
@pytest.mark.parametrize("layout", ["notebook", "projector"])
def test_a_face_up_piles_parts_stay_in_its_column_beside_its_counts(players, seed, steps, layout):
    game = played(players, seed, steps, rulings=FACE_UP)
    svg = board_svg(game, "public", layout)
    panel_bottom = next(float(e.get("y")) + float(e.get("height")) for e in ET.fromstring(svg).iter(f"{SVG}rect")
                        if float(e.get("x")) == EDGE and float(e.get("width")) == LEFT_W)
    token = _LAYOUT.set(LAYOUTS[layout])
    try:
        for group in _piles(svg):
            pile = int(group.get("data-pile"))
            left = EDGE + 12 + pile * COLUMN
            boxes = _boxes(group)
            outside = [b for b in boxes if b[1] < left - 0.5 or b[2] > left + COLUMN - 4 or b[3] > panel_bottom]
            assert not outside, f"pile {pile} ({layout}) leaves its column or the panel: {outside}"
            if group.get("class") == "pile":
                card_right = max((b[2] for b in boxes if b[0] == "rect"), default=left)
                counts_left = left + CARD_W + 12
                assert card_right < counts_left, f"pile {pile}'s card reaches over its counts ({layout})"
    finally:
        _LAYOUT.reset(token)


@pytest.mark.parametrize("players, seed, steps", STATES)
def test_the_face_up_projector_board_is_16_9_with_large_print(players, seed, steps):
    game = played(players, seed, steps, rulings=FACE_UP)
    svg = board_svg(game, "public", "projector")
    assert ET.fromstring(svg).get("viewBox") == "0 0 1280 720"
    small = [(e.text, size) for e, size in shown_sizes(ET.fromstring(svg)) if size < LAYOUTS["projector"].least - 0.05]
    assert not small, f"texts under the projector's least print: {small[:6]}"


@pytest.mark.parametrize("layout", ["notebook", "projector"])
def test_naming_a_face_up_pile_outlines_the_whole_stack_and_not_its_counts(layout):
    game = played(3, 0, 6, "name", rulings=FACE_UP)
    svg = board_svg(game, game.decision.seats[0], layout)
    named = [g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == "pile" and g.get("data-click")]
    assert [g.get("data-click") for g in named] == ["name 1", "name 2", "name 3"]
    for group in named:
        rects = [e for e in group.iter(f"{SVG}rect")]
        outline = next(e for e in rects if e.get("class") == "legal")
        box = (float(outline.get("x")), float(outline.get("y")),
               float(outline.get("x")) + float(outline.get("width")), float(outline.get("y")) + float(outline.get("height")))
        stack = [e for e in rects if e is not outline]
        assert all(box[0] <= float(e.get("x")) and box[1] <= float(e.get("y"))
                   and float(e.get("x")) + float(e.get("width")) <= box[2]
                   and float(e.get("y")) + float(e.get("height")) <= box[3] for e in stack), "the outline holds the stack"
        left = EDGE + 12 + int(group.get("data-pile")) * COLUMN
        assert box[2] + 1 < left + CARD_W + 12, "the outline stays off the pile's counts"
