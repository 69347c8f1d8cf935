"""The cathedral: the fresco with the bishop, the altar, and the workshop's mixes beside them."""
from __future__ import annotations

from html import escape

from ....drawing.primitives import BISHOP, LEGAL, SOFT, _LAYOUT, _e, _mitre, _n, _rect, _text
from ....drawing.words import say
from ..data import PRIMARY, SECONDARY
from ..rules.actions import DIRECTIONS, RestoreAltar
from .shapes import LEONARDO_COLOUR, _chip, _paint
from .table import _Table
from .words import paint_name


ARROWS = {"N": "↑", "NE": "↗", "E": "→", "SE": "↘", "S": "↓", "SW": "↙", "W": "←", "NW": "↖"}


FX, FY, PITCH, CELL = 34, 66, 58, 56        # fresco grid


def _part_xy(name: str) -> tuple[int, int]:
    col, row = "abcde".index(name[0]), int(name[1]) - 1
    return FX + col * PITCH, FY + row * PITCH


def _fresco(t: _Table) -> str:
    v = t.view
    out = [t.panel("cathedral", 10, 40, 318, 338, say("cathedral"), t.where == "cathedral",
                   say("tiles_left", n=v["tiles_left"]))]
    for c, letter in enumerate("abcde"):
        out.append(_text(FX + c * PITCH + CELL / 2, FY + 5 * PITCH + 9, letter, 9, SOFT, "middle"))
    for r in range(5):
        out.append(_text(FX - 12, FY + r * PITCH + CELL / 2 + 3, str(r + 1), 9, SOFT, "middle"))
    legal = t.legal
    for part in v["fresco"]:
        name = part["part"]
        x, y = _part_xy(name)
        act = f"restore {name}" in legal
        attrs = f'class="part" data-part="{name}"'
        if part["tile"] is not None:
            attrs += f' data-tile="{_e(part["tile"])}" data-value="{part["value"]}"'
            label = say("part_open", part=name, value=part["value"], paints="+".join(part["paints"]))
        else:
            label = say("part_restored", part=name)
        out.append(f"<g {attrs}{t.click(f'restore {name}', label)}>")
        if part["tile"] is None:
            out.append(f"<title>{_e(say('part_title_restored', part=name))}</title>")
            out.append(_rect(x, y, CELL, CELL, "#eee8dc", "#d6cdbb", 1, 4, ' stroke-dasharray="3 2"'))
            out.append(_text(x + CELL / 2, y + CELL / 2 + 4, name, 10, "#c4b8a2", "middle"))
        else:
            paints = part["paints"]
            title = say("part_title", part=name, tile=part["tile"], value=part["value"], paints="+".join(paints))
            out.append(f"<title>{_e(title)}</title>")
            stroke, sw = (LEGAL, 2.5) if act else ("#c9b48a", 1)
            out.append(_rect(x, y, CELL, CELL, "#f6ecd4", stroke, sw, 4))
            out.append(_text(x + 5, y + 17, part["value"], 16, "#5b4636", weight="bold"))
            if not _LAYOUT.get().key:           # the tile's id: too small for a projector (it is in the title)
                out.append(_text(x + CELL - 4, y + 10, part["tile"], 7, "#a4937a", "end"))
            size = 12 if len(paints) <= 3 else 11
            for i, p in enumerate(paints):
                out.append(_paint(x + 4 + i * (size + 1.5), y + CELL - size - 4, p, size))
        out.append("</g>")
    # bishop, Leonardo's painter, and the moves the viewer may click
    bx, by = _part_xy(v["bishop"])
    if "leonardo" in v:
        lx, ly = _part_xy(v["leonardo"]["part"])
        out.append('<g class="leonardo-painter">' + _chip(lx + 27, ly + 29, 8, LEONARDO_COLOUR, "L")
                   + f"<title>{escape(say('leonardo_painter_here'), quote=False)}</title></g>")
    out.append(_mitre(bx + CELL - 12, by + 29, 1.0, t.click("look bishop", say("bishop_on", part=v["bishop"]))))
    cx, cy = bx + CELL / 2, by + CELL / 2
    for direction, (dr, dc) in DIRECTIONS.items():
        text = f"bishop {direction}"
        if text in legal:
            ax, ay = cx + dc * PITCH / 2, cy + dr * PITCH / 2
            title = _e(say("bishop_step", direction=direction))
            out.append(f'<g class="bishop-move"{t.click(text, text)}><title>{title}</title>'
                       f'<circle cx="{_n(ax)}" cy="{_n(ay)}" r="8" fill="{BISHOP}" stroke="#fff" stroke-width="1.5"/>'
                       + _text(ax, ay + 4, ARROWS[direction], 11, "#fff", "middle", "bold") + "</g>")
    for part in v["fresco"]:
        text = f"provost {part['part']}"
        if text in legal:
            x, y = _part_xy(part["part"])
            title = _e(say("provost_jump", part=part["part"]))
            turned = f' transform="rotate(45 {_n(x + CELL / 2)} {_n(y + 8)})"'
            out.append(f'<g class="provost-jump"{t.click(text, text)}><title>{title}</title>'
                       + _rect(x + CELL / 2 - 5, y + 3, 10, 10, BISHOP, "#fff", 1, 2, turned) + "</g>")
    return "".join(out)


def _altar_workshop(t: _Table) -> str:
    d = t.data
    blends = "blends" in t.modules
    legal = t.legal
    altar_hot = t.where == "cathedral" and any(type(a) is RestoreAltar for a in t.decision.options)
    out = [t.panel("altar", 10, 384, 156, 108, say("altar"), altar_hot and bool(legal))]
    picked = t.draft.get("paints", ()) if t.draft.get("kind") == "altar" else ()
    for i, code in enumerate(picked):          # the paints chosen so far by clicks
        out.append(f'<g class="altar-pick" data-paint="{code}">' + _paint(106 + i * 17, 390, code, 15) + "</g>")

    def pickable(x, y, code):
        return (f'<g class="altar-paint" data-paint="{code}"'
                f'{t.click(f"altar+ {code}", say("altar_put", paint=paint_name(code)))}>' + _paint(x, y, code, 14)
                + "</g>")
    y = 412
    out += [pickable(18 + i * 17, y, code) for i, code in enumerate(PRIMARY)]
    out.append(_text(72, y + 11, say("altar_vp", vp=d.altar_primary_base), 10))
    out.append(_text(18, y + 26, say("altar_joker", joker=d.altar_secondary_joker), 8.5, SOFT))
    y += 34
    out += [pickable(18 + i * 17, y, code) for i, code in enumerate(SECONDARY)]
    out.append(_text(72, y + 11, say("altar_vp", vp=d.altar_mixed_base), 10))
    if blends:
        out += [pickable(18 + i * 17, y + 19, code) for i, code in enumerate(d.altar_blend_jokers)]
        jokers = " ".join(f"+{n}" for n in d.altar_blend_jokers.values())
        out.append(_text(56, y + 30, say("altar_blend_jokers", jokers=jokers), 8.5, SOFT))
    workshop_hot = t.where == "workshop"
    out.append(t.panel("workshop", 172, 384, 156, 108, say("workshop"), workshop_hot))
    mixes = [m for m in d.mixes if blends or not m.blend]
    row = 15 if len(mixes) <= 4 else 14
    for i, m in enumerate(mixes):
        text = f"mix {m.output}"
        act = text in legal
        y = 408 + i * row
        label = say("mix_label", first=paint_name(m.inputs[0]), second=paint_name(m.inputs[1]),
                    result=paint_name(m.output))
        out.append(f'<g class="mix" data-mix="{m.output}"{t.click(text, label)}>')
        if act:
            out.append(_rect(178, y - 2, 144, row - 1, "#e8f5e9", LEGAL, 1.2, 3))
        out.append(_paint(184, y, m.inputs[0], 11) + _text(199, y + 9, "+", 10, SOFT)
                   + _paint(207, y, m.inputs[1], 11) + _text(224, y + 9, "→", 10, SOFT)
                   + _paint(238, y, m.output, 11))
        if act:
            out.append(_text(316, y + 9, say("click_to_mix"), 8, LEGAL, "end"))
        out.append("</g>")
    if "requests" in t.modules:
        out.append(_text(182, 487, say("or_request"), 8.5, SOFT))
    return "".join(out)
