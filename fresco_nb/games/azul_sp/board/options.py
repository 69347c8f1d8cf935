"""The options panel: every legal action of the viewer not drawn elsewhere on the table, each one chip.

Factories, the centre, the supply and the bag draw their own actions; what is left — laying a tile (one chip per
space, colour and payment), passing (one chip per choice of tiles to keep) and declining a reward — is drawn here,
so that every legal action is clickable exactly once. A reward the empty supply cannot pay, where it may be declined,
is one chip to draw it from the bag and one to turn it down. Chips flow in lines like words, a label before each group.
"""
from __future__ import annotations

from ....drawing.board import ChipFlow, Drawing, OptionsPanel, legal_outline
from ....drawing.primitives import INK, _LAYOUT, _text, _width
from ..bonuses import supply_empty
from ..explain import space_names
from .drawing import panel, tile
from .words import say


def _hint(d: Drawing) -> str:
    kind = d.decision.kind
    if kind == "over" or not d.live or not d.options:
        return say("hint_" + ("over" if kind == "over" else "watch"))
    return say("hint_" + kind)


def _spacing() -> ChipFlow:
    return ChipFlow(size=16 if _LAYOUT.get().key else 13, line_extra=16, top=30, label_gap=6, label_baseline=0.9,
                    chip_gap=5, group_gap=12)


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
    names = space_names(d.game.state)
    groups = [(say("place_label", space=names[space]), [_place_chip(d, text, action, size) for text, action in found])
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
    """Any other action, in words: a reward declined under the house rule, or the rest of it drawn from the bag."""
    if text == "pass":
        word = say("decline_bag") if supply_empty(d.game.state) else say("decline")
    else:
        word = say("from_bag") if text == "bonus-from-bag" else text
    width = _width(word, 11) + 10

    def chip(x, y, s):
        return (f'<g class="option"{d.click(text, text)}>' + legal_outline(x, y, width, s + 6)
                + _text(x + 5, y + 3 + s * 0.85, word, 11, INK) + "</g>")
    return chip, width


OPTIONS = OptionsPanel(frame=panel, say=say, groups=_groups, spacing=_spacing, hint=_hint, hint_y=lambda: 40)
options_height, options = OPTIONS.height, OPTIONS.draw
