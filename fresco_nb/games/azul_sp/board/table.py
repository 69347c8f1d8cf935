"""The middle of the table: the header, the factory displays around the centre, the supply, the round track with
its wild colours, the bag and the tower, and the score track."""
from __future__ import annotations

import math

from ....drawing.board import Drawing, due_status, legal_outline
from ....drawing.primitives import INK, SOFT, _LAYOUT, _n, _rect, _text, _width
from .drawing import counted_tiles, panel, tile
from .words import colour_name, say

CENTRE_SOURCE = "centre"         # how a Take from the centre is written ("take centre red")


def header(d: Drawing, width: float, tall: float) -> str:
    """The title, the round and its wild colour, the phase and whose turn it is."""
    v = d.view
    out = [_rect(0, 0, width, 40 + tall, "#23465e"),
           _text(14, 27, say("title"), 18, "#f4efe2", weight="bold", extra=' letter-spacing="1"')]
    phase = say("phase_" + (d.decision.kind if d.decision.kind in PHASES else v["phase"]))
    line = say("round_line", round=v["round"], rounds=v["rounds"], wild=colour_name(v["wild"]), phase=phase)
    out.append(_text(300, 27, line, 13, "#f4efe2", key=True, extra=' class="phase"'))
    status = due_status(d, say, "bonus_bag" if bag_or_nothing(d) else "")
    if status:
        y = 27 + tall if tall else 27
        x, anchor = (14, "start") if tall else (width - 14, "end")
        out.append(_text(x, y, status, 13, "#ffd76a", anchor, "bold", ' class="status"', key=True))
    return "".join(out)


PHASES = ("draft", "place", "bonus", "chance", "over")


def bag_or_nothing(d: Drawing) -> bool:
    """A reward is owed and the supply is empty: the player draws the rest from the bag or declines it (A-RUL-2,
    A-RUL-4)."""
    return d.decision.kind == "bonus" and all(colour is None for colour in d.view["supply"])


def factories(d: Drawing, x, y, w, h) -> str:
    """The factory displays in a ring, the centre of the table in the middle (phase 1 is played here)."""
    v = d.view
    hot = d.decision.kind == "draft"
    out = [panel(x, y, w, h, say("factories_title"), hot)]
    cx, cy = x + w / 2, y + 24 + (h - 24) / 2
    count = len(v["factories"])
    ring = min(w, h - 24) / 2 - 44
    for index, holding in enumerate(v["factories"], start=1):
        angle = math.radians(90 - 360 * (index - 1) / count)
        fx, fy = cx + ring * math.cos(angle), cy - ring * math.sin(angle)
        out.append(_factory(d, index, holding, fx, fy))
    out.append(_centre(d, cx, cy, ring - 52))
    return "".join(out)


def _factory(d: Drawing, index: int, holding: dict, fx, fy) -> str:
    """One display: a disc with its number and up to 4 tiles, each colour one click (take its tiles)."""
    wild = d.view["wild"]
    out = [f'<g class="factory" data-factory="{index}">',
           f'<circle cx="{_n(fx)}" cy="{_n(fy)}" r="36" fill="#e9e2d0" stroke="#b9a986" stroke-width="1.5"/>',
           _text(fx, fy - 24, str(index), 9, SOFT, "middle", "bold")]
    tiles = [colour for colour, n in holding.items() for _ in range(n)]
    size = 19
    places = [(fx - size - 1, fy - size + 3), (fx + 1, fy - size + 3), (fx - size - 1, fy + 5), (fx + 1, fy + 5)]
    at = 0
    for colour, n in holding.items():
        text = f"take {index} {colour}"
        spots = places[at:at + n]
        legal = text in d.actions
        out.append(f'<g class="take" data-colour="{colour}"{d.click(text, say("look_factory", n=index))}>'
                   + "".join(legal_outline(sx, sy, size, size) for sx, sy in spots if legal)
                   + "".join(tile(sx, sy, size, colour, colour == wild) for sx, sy in spots) + "</g>")
        at += n
    if not tiles:
        out.append(_text(fx, fy + 4, say("empty"), 9, SOFT, "middle"))
    out.append("</g>")
    return "".join(out)


def _centre(d: Drawing, cx, cy, radius) -> str:
    """The centre of the table: its tiles by colour (each colour one click) and the start player marker."""
    v = d.view
    out = [f'<g class="centre">', f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(radius)}" fill="#f3eddf" '
           f'stroke="#c9b995" stroke-dasharray="4 3"/>',
           _text(cx, cy - radius + 16, say("centre"), 10, SOFT, "middle", "bold")]
    size = 18
    items = list(v["centre"].items())
    columns = 2
    for i, (colour, n) in enumerate(items):
        col, row = i % columns, i // columns
        tx, ty = cx - 48 + col * 52, cy - radius + 26 + row * (size + 8)
        text = f"take {CENTRE_SOURCE} {colour}"
        legal = text in d.actions
        out.append(f'<g class="take" data-colour="{colour}" data-count="{n}"'
                   f'{d.click(text, say("look_centre"))}>' + (legal_outline(tx, ty, size, size) if legal else "")
                   + tile(tx, ty, size, colour, colour == v["wild"])
                   + _text(tx + size + 3, ty + size * 0.75, f"×{n}", 12, INK) + "</g>")
    if v["marker"] is None:
        out.append(marker(cx, cy + radius - 20))
    out.append("</g>")
    return "".join(out)


def marker(x, y) -> str:
    """The start player marker: a white token with a "1"."""
    return (f'<g class="marker"><rect x="{_n(x - 11)}" y="{_n(y - 11)}" width="22" height="22" rx="4" fill="#fff" '
            f'stroke="#23465e" stroke-width="2"/>' + _text(x, y + 5, "1", 13, "#23465e", "middle", "bold") + "</g>")


def supply_and_rounds(d: Drawing, x, y, w, h) -> str:
    """The scoring board's middle: the supply spaces, the round track with each round's wild colour, the bag and
    the tower (their contents are public knowledge: A-HID-2, A-HID-3)."""
    v = d.view
    hot = d.decision.kind in ("bonus", "chance")
    owed = say("owed", n=v["owed"]) if v["owed"] else ""
    out = [panel(x, y, w, h, say("supply_title"), hot, owed)]
    size, gap = 26, 8
    for i, colour in enumerate(v["supply"]):
        sx, sy = x + 12 + (i % 5) * (size + gap), y + 28 + (i // 5) * (size + gap)
        if colour is None:
            out.append(_rect(sx, sy, size, size, "none", "#c9b995", 1, 3, ' stroke-dasharray="3 2"'))
            continue
        text = f"bonus {colour}"
        legal = text in d.actions
        out.append(f'<g class="supply-tile" data-space="{i + 1}" data-colour="{colour}"'
                   f'{d.click(text, say("look_supply", colour=colour_name(colour)))}>'
                   + (legal_outline(sx, sy, size, size) if legal else "")
                   + tile(sx, sy, size, colour, colour == v["wild"]) + "</g>")
    out.append(_rounds(v, d.game.data.wild_by_round, x + 12 + 5 * (size + gap) + 10, y + 28))
    ty = y + 28 + 2 * (size + gap) + 6
    out.append(_bag(d, x + 12, ty))
    tower, width = counted_tiles(x + 12 + _width(say("tower"), 10) + 10, ty + 30, 14, v["tower"], v["wild"])
    out.append(_text(x + 12, ty + 41, say("tower"), 10, SOFT, weight="bold") + tower)
    return "".join(out)


def _rounds(v: dict, wilds, x, y) -> str:
    """The round track: round numbers with their wild colour (``wilds``, from the data); the current round dark."""
    out = [_text(x, y + 8, say("rounds"), 10, SOFT, weight="bold")]
    for r in range(1, v["rounds"] + 1):
        rx = x + (r - 1) * 30
        current = r == v["round"]
        out.append(_rect(rx, y + 14, 26, 44, "#23465e" if current else "#efe8d8", "#23465e", 1.5 if current else 0.6, 4)
                   + _text(rx + 13, y + 28, str(r), 11, "#fff" if current else INK, "middle", "bold"))
        if r - 1 < len(wilds):
            out.append(tile(rx + 4, y + 34, 18, wilds[r - 1], current))
    return "".join(out)


def _bag(d: Drawing, x, y) -> str:
    """The bag's contents by colour; while a draw is due (the teacher's view), each colour is the draw's click."""
    v = d.view
    out = [_text(x, y + 11, say("bag"), 10, SOFT, weight="bold")]
    at = x + _width(say("bag"), 10) + 10
    for colour, n in v["bag"].items():
        text = f"draw {colour}"
        legal = text in d.actions
        out.append(f'<g class="bag" data-colour="{colour}" data-count="{n}"'
                   f'{d.click(text, say("look_bag", colour=colour_name(colour), n=n))}>'
                   + (legal_outline(at, y, 14, 14) if legal else "") + tile(at, y, 14, colour, colour == v["wild"])
                   + _text(at + 17, y + 11, f"×{n}", 10, INK) + "</g>")
        at += 17 + _width(f"×{n}", 10) + 8
    return "".join(out)


def score_track(d: Drawing, x, y, w, h) -> str:
    """The score track as a ruler; each player's marker above or below it with their name and score."""
    v = d.view
    out = [panel(x, y, w, h, say("score_title"))]
    big = bool(_LAYOUT.get().key)
    line_y = y + h / 2 + 8
    left, right = x + 24, x + w - 24
    top = max(p["score"] for p in v["players"])
    scale = max(80, math.ceil(top / 10) * 10)
    step = (right - left) / scale
    out.append(_rect(left - 6, line_y - 6, right - left + 12, 12, "#dfe6ea", "#9fb2bf", 0.8, 6))
    for s in range(0, scale + 1, 10):
        out.append(_text(left + s * step, line_y + 4, str(s), 8, "#35566d", "middle", "bold"))
    lanes = (-25, 25, -51, 51) if big else (-15, 15, -30, 30)
    ends = [-1e9] * len(lanes)
    for p in sorted(v["players"], key=lambda q: q["score"]):
        px = left + p["score"] * step
        label = f'{p["name"]} {p["score"]}'
        label_w = 12 + _width(label, 10, key=True)
        free = [k for k in range(len(lanes)) if px - 10 > ends[k]]
        lane = free[0] if free else min(range(len(lanes)), key=lambda k: ends[k])
        ends[lane] = px + label_w
        py = line_y + lanes[lane]
        colour = d.colour_of(p["seat"])
        out.append(f'<g class="score-marker" data-seat="{p["seat"]}" data-score="{p["score"]}">'
                   f'<line x1="{_n(px)}" y1="{_n(py)}" x2="{_n(px)}" y2="{_n(line_y)}" stroke="{colour}" '
                   f'stroke-width="2"/><circle cx="{_n(px)}" cy="{_n(py)}" r="{8 if big else 6}" fill="{colour}" '
                   f'stroke="#fff" stroke-width="1.5"/>'
                   + _text(px + 11, py + 4, label, 10, INK, weight="bold", key=True) + "</g>")
    return "".join(out)
