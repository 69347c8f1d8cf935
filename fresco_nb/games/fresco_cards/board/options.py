"""The options panel: every legal action of the viewer not drawn elsewhere on the table, each one chip.

The hand, the laid-out cards, the workshop piles and the action tiles draw their own actions; what is left —
restoring a fresco (a chip per way to pay, grouped by fresco), using a Demand tile (a chip per paint), the
one-word choices (pass, go on, Double action, trade, done) and, on the teacher's board, what a draw due brings —
is drawn here, so that every legal action is clickable exactly once. Chips flow in lines like words.
"""
from __future__ import annotations

from ....drawing.board import ChipFlow, Drawing, OptionsPanel, legal_outline
from ....drawing.primitives import INK, _LAYOUT, _rect, _text, _width
from .drawing import panel, paint_name, say, swatch, title_room

WORDS = ("pass", "continue", "double", "trade", "done")      # the one-word actions, worded by the catalogue


def _hint(d: Drawing) -> str:
    kind = d.decision.kind
    return say("hint_" + ("over" if kind == "over" else "here" if d.options else "watch"))


def _chip_size() -> float:
    return 20 if _LAYOUT.get().key else 15


def _spacing() -> ChipFlow:
    return ChipFlow(size=_chip_size(), line_extra=14, top=title_room() + 6, label_gap=8, label_baseline=0.85,
                    chip_gap=6, group_gap=14)


def _groups(d: Drawing) -> list[tuple[str, list]]:
    """(label, [(draw(x, y, size), width)]) for the actions left: restorations by fresco, Demands, draws, then the
    one-word choices. Actions are taken out of ``d.actions`` only when drawn."""
    size = _chip_size()
    restores: dict[str, list] = {}
    demands, draws, words = [], [], []
    for text, action in list(d.actions.items()):
        if action.tag == "restore":
            restores.setdefault(action.fresco, []).append((text, action))
        elif action.tag == "demand":
            demands.append((text, action))
        elif action.tag == "draw":
            draws.append((text, action))
        else:
            words.append((text, action))
    groups = [(say("restore_label", fresco=fresco), [_restore_chip(d, text, action, size) for text, action in found])
              for fresco, found in restores.items()]
    if demands:
        groups.append((say("demand_label"), [_paint_chip(d, text, action.colour, size) for text, action in demands]))
    if draws:
        groups.append((say("draw_label"), [_word_chip(d, text, action.item, size) for text, action in draws]))
    if words:
        groups.append((say("choose_label"), [_word_chip(d, text, say("word_" + action.tag) if action.tag in WORDS
                                                        else text, size) for text, action in words]))
    return groups


def _chip(d: Drawing, text: str, kind: str, x, y, width, size, body: str) -> str:
    return (f'<g class="option" data-kind="{kind}"{d.click(text, text)}>' + legal_outline(x, y, width, size + 6)
            + _rect(x, y, width, size + 6, "#f4fbf4", rx=4) + body + "</g>")


def _restore_chip(d: Drawing, text: str, action, size):
    """A way to pay a fresco: per paint it needs, the paint and what supplies it; the Turn+1 tiles spent."""
    needs = d.game.data.fresco(action.fresco).needs
    parts = [(paint, say("supply_tile") if supply == "tile" else supply.replace("-mix+", "+").replace("-mix", "·mix"))
             for paint, supply in zip(needs, action.supplies)]
    turns = say("turns", n=action.turns) if action.turns else ""
    swatch_size = size - 2
    width = sum(swatch_size + 4 + _width(label, 11) + 8 for _, label in parts) + (_width(turns, 11) + 6) + 6

    def chip(x, y, s):
        body, at = [], x + 5
        for paint, label in parts:
            body.append(swatch(at, y + 4, swatch_size, paint, letter=False)
                        + _text(at + swatch_size + 3, y + 3 + s * 0.8, label, 11, INK, weight="bold"))
            at += swatch_size + 4 + _width(label, 11) + 8
        if turns:
            body.append(_text(at, y + 3 + s * 0.8, turns, 11, "#2e7d32", weight="bold"))
        return _chip(d, text, "restore", x, y, width, s, "".join(body))
    return chip, width


def _paint_chip(d: Drawing, text: str, paint: str, size):
    """A Demand naming ``paint``: its colour and name."""
    name = paint_name(paint)
    width = size + _width(name, 11) + 14

    def chip(x, y, s):
        return _chip(d, text, "demand", x, y, width, s, swatch(x + 4, y + 3, s, paint)
                     + _text(x + s + 9, y + 3 + s * 0.8, name, 11, INK))
    return chip, width


def _word_chip(d: Drawing, text: str, word: str, size):
    """Any other action, in words."""
    width = _width(word, 12) + 14

    def chip(x, y, s):
        body = _text(x + 7, y + 3 + s * 0.8, word, 12, INK, weight="bold")
        return _chip(d, text, text.split()[0], x, y, width, s, body)
    return chip, width


OPTIONS = OptionsPanel(frame=panel, say=say, groups=_groups, spacing=_spacing, hint=_hint,
                       hint_y=lambda: title_room() + 16)
options_height, options = OPTIONS.height, OPTIONS.draw
