"""The market's stalls, the inn's wake-up slots and the mood columns."""
from __future__ import annotations

from ....drawing.primitives import HOT, INK, LEGAL, SOFT, _e, _rect, _text
from ....drawing.words import say
from ..rules.actions import ROMAN
from .shapes import _apprentice, _chip, _paint
from .table import _Table
from .words import paint_name


def _market(t: _Table) -> str:
    v = t.view
    legal = t.legal
    paints = {m.id: m.paints for m in t.data.market_tiles}
    sizes = t.game.tables.stall_sizes
    bag = len(v["bag"])
    out = [t.panel("market", 336, 40, 300, 160, say("market"), t.where == "market",
                   say("bag" if bag == 1 else "bag_many", n=bag))]
    picked = {t.draft["stall"]: set(t.draft["slots"])} if t.draft.get("kind") == "buy" else {}
    for i, stall in enumerate(v["stalls"]):
        roman = ROMAN[i]
        y = 62 + i * 34
        act = f"close {roman}" in legal
        closing = say("close_stall", stall=roman)
        out.append(f'<g class="stall" data-stall="{roman}"{t.click(f"close {roman}", closing)}>')
        out.append(_rect(346, y, 36, 30, "#e8f5e9" if act else "#efe6d3", LEGAL if act else "#cbbb9c",
                         1.5 if act else 1, 4))
        out.append(_text(364, y + (14 if act else 19), roman, 12, INK, "middle", "bold"))
        if act:
            out.append(_text(364, y + 26, say("close"), 8, LEGAL, "middle"))
            out.append(f"<title>{_e(closing)}</title>")
        out.append("</g>")
        for k in range(max(sizes[i], len(stall))):
            x = 388 + k * 60
            if k >= len(stall):
                out.append(_rect(x, y, 56, 30, "none", "#d6cdbb", 1, 4, ' stroke-dasharray="3 2"'))
                continue
            tile = stall[k]
            text = f"buy {roman} {k + 1}"
            act = text in legal
            tile_paints = paints.get(tile, ())
            chosen = k in picked.get(i, ())
            label = say("buy_tile", stall=roman, slot=k + 1, paints=" + ".join(map(paint_name, tile_paints)))
            out.append(f'<g class="stall-tile" data-stall="{roman}" data-tile="{_e(tile)}"'
                       + (' data-picked="1"' if chosen else "") + f"{t.click(text, label)}><title>{_e(tile)}</title>")
            out.append(_rect(x, y, 56, 30, "#fff1c9" if chosen else "#fbf3e2",
                             HOT if chosen else LEGAL if act else "#cbbb9c", 3 if chosen else 2 if act else 1, 4))
            start = x + 28 - (len(tile_paints) * 15 - 3) / 2
            for j, p in enumerate(tile_paints):
                out.append(_paint(start + j * 15, y + 9, p))
            out.append("</g>")
    return "".join(out)


def _inn(t: _Table) -> str:
    v = t.view
    legal = t.legal
    out = [t.panel("inn", 336, 206, 300, 100, say("inn"), t.where == "inn", say("inn_note"))]
    for i, slot in enumerate(v["inn"]):
        x = 346 + i * 57
        text = f"wake {i + 1}"
        act = text in legal
        taken = slot["painter"]
        label = say("wake_label", time=slot["time"], mood=slot["mood"], price=slot["price"])
        title = say("wake_title", time=slot["time"], mood=slot["mood"], price=slot["price"])
        out.append(f'<g class="inn-slot" data-slot="{i + 1}"{t.click(text, label)}><title>{_e(title)}</title>')
        out.append(_rect(x, 228, 53, 72, "#e8f5e9" if act else "#f4ecdc", LEGAL if act else "#cbbb9c",
                         2 if act else 1, 5))
        out.append(_text(x + 26.5, 242, slot["time"], 11, INK, "middle", "bold"))
        mood = slot["mood"]
        out.append(_text(x + 26.5, 255, say("mood_value", mood=mood).replace("-", "−"), 9,
                         "#b23a3a" if mood < 0 else "#2e7d32" if mood > 0 else SOFT, "middle"))
        out.append(_text(x + 26.5, 267, say("tile_price", price=slot["price"]), 9, INK, "middle"))
        if taken is not None:
            seat = t.seat_of.get(taken)
            colour = t.colour.get(seat, SOFT)
            out.append(_chip(x + 26.5, 284, 9, colour, t.label.get(seat, "?")))
        elif act:
            out.append(_text(x + 26.5, 288, say("choose"), 9, LEGAL, "middle", "bold"))
        out.append("</g>")
    return "".join(out)


def _mood(t: _Table) -> str:
    v = t.view
    zones = t.game.tables.mood_zones
    start = t.data.mood.start
    base = t.data.apprentices
    humans = [p for p in v["players"] if not p["automaton"]]
    out = [t.panel("mood", 336, 312, 300, 180, say("mood"), t.where == "inn", say("mood_note"))]
    space = 16
    n = len(humans)
    col_w = 56
    left = 336 + (300 - n * col_w) / 2 + 8
    top = 352
    for k, p in enumerate(humans):
        x = left + k * col_w
        colour = t.colour[p["seat"]]
        mood_label = say("painter_mood", name=p["name"], mood=p["mood"])
        out.append(f'<g class="mood-column" data-seat="{p["seat"]}" data-mood="{p["mood"]}"'
                   f'{t.click("look mood", mood_label)}>')
        # natural apprentice above the column
        has_natural = p["apprentices"] > base
        out.append(_apprentice(x + 20, top - 12, colour if has_natural else "#cfc5b3"))
        for idx, zone in enumerate(zones):
            y = top + (len(zones) - 1 - idx) * space
            fill = "#d5eed6" if zone > 0 else "#f5d3d3" if zone < 0 else "#f4efe4"
            line = colour if idx == start else "#d2c6b0"
            out.append(_rect(x, y, 40, space - 2, fill, line, 2 if idx == start else 0.8, 3))
            if zone:
                out.append(_text(x + 4, y + 10, "+1" if zone > 0 else "−1", 7.5,
                                 "#2e7d32" if zone > 0 else "#b23a3a"))
        y = top + (len(zones) - 1 - p["mood_space"]) * space
        out.append(_chip(x + 27, y + space / 2 - 1, 7.5, colour, t.label[p["seat"]]))
        out.append(_text(x + 20, top + len(zones) * space + 11, p["name"], 9, colour, "middle", "bold"))
        mood = say("mood_value", mood=p["mood"]).replace("-", "−")
        out.append(_text(x + 20, top + len(zones) * space + 22, mood, 8.5,
                         SOFT, "middle"))
        out.append("</g>")
    return "".join(out)


def _mood_rows(t: _Table, x, y, w, h) -> str:
    """The mood track as rows, one per player, in the box (x, y, w, h): the projector's, lower and wider than the
    desk's columns. Each cell is a space of the track (+1: a natural apprentice, −1: one aside); the painter's
    chip stands on its space, the start space is outlined in the player's colour."""
    zones = t.game.tables.mood_zones
    start = t.data.mood.start
    humans = [p for p in t.view["players"] if not p["automaton"]]
    out = [t.panel("mood", x, y, w, h, say("mood"), t.where == "inn")]
    row_h = min(26, (h - 32) / max(1, len(humans)))
    pitch = (w - 44) / len(zones)
    for k, p in enumerate(humans):
        top = y + 28 + k * row_h
        colour = t.colour[p["seat"]]
        out.append(f'<g class="mood-row" data-seat="{p["seat"]}" data-mood="{p["mood"]}"'
                   f'{t.click("look mood", say("painter_mood", name=p["name"], mood=p["mood"]))}>')
        for idx, zone in enumerate(zones):
            cx = x + 34 + idx * pitch
            fill = "#d5eed6" if zone > 0 else "#f5d3d3" if zone < 0 else "#f4efe4"
            line = colour if idx == start else "#d2c6b0"
            out.append(_rect(cx, top, pitch - 3, row_h - 4, fill, line, 2 if idx == start else 0.8, 3))
            if idx == p["mood_space"]:
                out.append(_chip(cx + (pitch - 3) / 2, top + row_h / 2 - 2, row_h / 2 - 2, colour, t.label[p["seat"]]))
            elif zone:
                out.append(_text(cx + (pitch - 3) / 2, top + row_h / 2 + 3, "+1" if zone > 0 else "−1", 7.5,
                                 "#2e7d32" if zone > 0 else "#b23a3a", "middle"))
        out.append(_chip(x + 18, top + row_h / 2 - 2, 8, colour, ""))
        out.append("</g>")
    return "".join(out)
