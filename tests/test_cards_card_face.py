"""A card face of the card game (a hand card, a card laid out, a workshop pile's face-up top card): its workshop
pile's numeral ("III") and its paint letter both lie on the paint band and never touch or overlap, in every layout
(notebook, print, projector, where every text grows to at least 15 units). Boxes are read from the drawn SVG: a
text's width estimated from its font size and length as the kit does (:func:`_width`), its height the capitals'
height (the numerals and paint codes are capitals)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from board_support import SVG
from fresco_nb.drawing.primitives import _LAYOUT, _width
from fresco_nb.games.fresco_cards import new_game
from fresco_nb.games.fresco_cards.board import LAYOUTS
from fresco_nb.games.fresco_cards.board.drawing import CAPITALS, CARD_H, CARD_W, PILE_NAMES, card_face


GAP = 1.0                # the least room between the numeral and the paint letter, in board units
SIZES = [(CARD_W, CARD_H), (CARD_W + 6, CARD_H + 6)]      # a hand or laid card, a face-up pile's top card
WORKSHOP_CARDS = [card for card in new_game(players=2).data.cards if card.pile]


def _box(text: ET.Element) -> tuple[float, float, float, float]:
    """A drawn text's (left, top, right, bottom)."""
    x, y, size = float(text.get("x")), float(text.get("y")), float(text.get("font-size"))
    width = float(text.get("textLength") or _width(text.text, size))
    left = {"start": x, "middle": x - width / 2, "end": x - width}[text.get("text-anchor")]
    return left, y - CAPITALS * size, left + width, y


def _apart(a, b) -> bool:
    return a[2] + GAP <= b[0] or b[2] + GAP <= a[0] or a[3] + GAP <= b[1] or b[3] + GAP <= a[1]


def _inside(inner, outer) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
@pytest.mark.parametrize("w, h", SIZES)
@pytest.mark.parametrize("card", WORKSHOP_CARDS, ids=lambda card: card.name)
def test_a_workshop_cards_pile_numeral_stays_clear_of_its_paint_letter_on_the_band(card, w, h, layout):
    token = _LAYOUT.set(LAYOUTS[layout])
    try:
        face = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{card_face(10, 20, card, w, h)}</svg>')
        texts = {e.text: _box(e) for e in face.iter(f"{SVG}text")}
    finally:
        _LAYOUT.reset(token)
    band = next(e for e in face.iter(f"{SVG}rect") if e.get("fill") != "#fffaf0")
    band_box = (float(band.get("x")), float(band.get("y")), float(band.get("x")) + float(band.get("width")),
                float(band.get("y")) + float(band.get("height")))
    numeral, letter = texts[PILE_NAMES[card.pile]], texts[card.paint]
    assert _apart(numeral, letter), f"{card.name} ({layout}, {w}x{h}): numeral {numeral} touches letter {letter}"
    assert _inside(numeral, band_box) and _inside(letter, band_box), f"{card.name} ({layout}): off the band {band_box}"
