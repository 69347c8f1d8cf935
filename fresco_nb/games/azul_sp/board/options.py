"""The options panel: every legal action of the viewer not drawn elsewhere on the table, each one chip.

Factories, the centre, the supply and the bag draw their own actions; what is left — laying a tile (one chip per
space, colour and payment), passing (one chip per choice of tiles to keep) and declining a reward — is drawn here,
so that every legal action is clickable exactly once. Chips flow in lines like words, a label before each group.
"""
from __future__ import annotations

from ....drawing.primitives import INK, SOFT, _LAYOUT, _text, _width
from .drawing import Drawing, legal_outline, panel, tile
from .words import say

PAD = 12


def options_height(d: Drawing, width: float) -> float:
    """How tall the options panel must be for the actions left to draw."""
    return _flow(d, 0, 0, width, draw=False)[1]


def options(d: Drawing, x, y, w, h) -> str:
    """The panel and its chips (or, with nothing to choose here, a line saying where the decision is made)."""
    title = say("options_title", name=d.view["players"][d.decision.painter]["name"]) \
        if d.decision.painter is not None else say("options_none_title")
    out = [panel(x, y, w, h, title, bool(d.actions))]
    if d.actions:
        out.append(_flow(d, x, y, w, draw=True)[0])
    else:
        out.append(_text(x + PAD, y + 40, _hint(d), 11, SOFT))
    return "".join(out)


def _hint(d: Drawing) -> str:
    kind = d.decision.kind
    if kind == "over" or not d.live or not d.options:
        return say("hint_" + ("over" if kind == "over" else "watch"))
    return say("hint_" + kind)


def _flow(d: Drawing, x, y, w, draw: bool) -> tuple[str, float]:
    """Lay the chips out in lines; returns the SVG (when ``draw``) and the height used, title included."""
    big = bool(_LAYOUT.get().key)
    size = 16 if big else 13
    line_h = size + 16
    left, right = x + PAD, x + w - PAD
    at_x, at_y = left, y + 30
    out = []
    for label, chips in _groups(d):
        label_w = _width(label, 11) + 6
        first_w = chips[0][1]
        if at_x + label_w + first_w > right and at_x > left:
            at_x, at_y = left, at_y + line_h
        if draw:
            out.append(_text(at_x, at_y + size * 0.9, label, 11, INK, weight="bold"))
        at_x += label_w
        for draw_chip, chip_w in chips:
            if at_x + chip_w > right:
                at_x, at_y = left + 14, at_y + line_h
            if draw:
                out.append(draw_chip(at_x, at_y, size))
            at_x += chip_w + 5
        at_x += 12
    return "".join(out), at_y - y + line_h + 6


def _groups(d: Drawing) -> list[tuple[str, list]]:
    """(label, [(draw(x, y, size), width)]) for the actions left: placements by space, then passing, then the rest.
    The actions are taken out of ``d.actions`` only when drawn."""
    size = 16 if _LAYOUT.get().key else 13
    places: dict[str, list] = {}
    passes, rest = [], []
    for text, action in list(d.actions.items()):
        if action.tag == "place":
            places.setdefault(action.space, []).append((text, action))
        elif action.tag == "pass" and d.decision.kind != "bonus":
            passes.append((text, action))
        else:
            rest.append((text, action))
    groups = [(space, [_place_chip(d, text, action, size) for text, action in found])
              for space, found in places.items()]
    if passes:
        groups.append((say("pass_label"), [_pass_chip(d, text, action, size) for text, action in passes]))
    if rest:
        groups.append((say("other_label"), [_text_chip(d, text, size) for text, _ in rest]))
    return groups


def _place_chip(d: Drawing, text: str, action, size):
    """A placement: the tile laid, with how many of its colour and how many wild tiles pay for it."""
    cost = d.game.tables.cost[d.game.tables.space_index[action.space]]
    own, wild = cost - action.wilds, d.view["wild"]
    parts = [(action.colour, own)] + ([(wild, action.wilds)] if action.wilds else [])
    width = sum(size + 4 + _width(f"{n}", 11) + 4 for _, n in parts) + 6

    def chip(x, y, s):
        body, at = [], x + 4
        for colour, n in parts:
            body.append(tile(at, y + 3, s, colour, colour == wild, letter=True)
                        + _text(at + s + 2, y + 3 + s * 0.8, str(n), 11, INK, weight="bold"))
            at += s + 4 + _width(str(n), 11) + 4
        return (f'<g class="option" data-kind="place"{d.click(text, text)}>' + legal_outline(x, y, width, s + 6)
                + "".join(body) + "</g>")
    return chip, width


def _pass_chip(d: Drawing, text: str, action, size):
    """Passing: the tiles kept on the corners (or the word for none)."""
    wild = d.view["wild"]
    word = say("keep_nothing") if not action.keep else ""
    width = (len(action.keep) * (size + 1) + 7) if action.keep else _width(word, 11) + 10

    def chip(x, y, s):
        body = [tile(x + 4 + i * (s + 1), y + 3, s, colour, colour == wild) for i, colour in enumerate(action.keep)]
        if word:
            body.append(_text(x + 5, y + 3 + s * 0.85, word, 11, INK))
        return (f'<g class="option" data-kind="pass"{d.click(text, text)}>' + legal_outline(x, y, width, s + 6)
                + "".join(body) + "</g>")
    return chip, width


def _text_chip(d: Drawing, text: str, size):
    """Any other action, written out (a reward declined under the house rule)."""
    word = say("decline") if text == "pass" else text
    width = _width(word, 11) + 10

    def chip(x, y, s):
        return (f'<g class="option"{d.click(text, text)}>' + legal_outline(x, y, width, s + 6)
                + _text(x + 5, y + 3 + s * 0.85, word, 11, INK) + "</g>")
    return chip, width
