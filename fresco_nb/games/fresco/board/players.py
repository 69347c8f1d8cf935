"""Every player's board: name, score, thalers, paints, apprentices and plan, tiles, requests, portraits."""
from __future__ import annotations

from ....drawing.primitives import (HOT, INK, PAINT_COLOURS, PAINT_INK, PANEL_FILL, PANEL_LINE, SOFT, _LAYOUT, _e, _n,
                                    _rect, _text, _width)
from ....drawing.words import phrase, say
from ..rules.actions import LOCATIONS
from .shapes import _apprentice, _chip, _paint, _tile_back
from .table import _Table
from .words import portrait_name, vp_source


def _players(t: _Table, x: float = 644, y: float = 40, w: float = 306, h: float = 452) -> str:
    """The players' boards one under another in the box (x, y, w, h), each at most 112 units high."""
    v = t.view
    players = v["players"]
    gap = 6
    height = min(112, (h - gap * (len(players) - 1)) / len(players))
    out = []
    for k, p in enumerate(players):
        out.append(_player(t, p, x, y + k * (height + gap), w, height))
    return "".join(out)


def _player(t: _Table, p: dict, x, y, w, h) -> str:
    v = t.view
    seat = p["seat"]
    colour = t.colour[seat]
    hot = seat in t.hot_seats
    thalers = "?" if p["thalers"] is None else p["thalers"]
    out = [f'<g class="player" data-seat="{seat}" data-thalers="{thalers}"' + (' data-active="1"' if hot else "")
           + t.click("look player", say("player_look", name=p["name"])) + ">",
           _rect(x, y, w, h, PANEL_FILL, HOT if hot else PANEL_LINE, 3 if hot else 1, 8),
           _rect(x, y, 7, h, colour, rx=3),
           _chip(x + 22, y + 15, 9, colour, t.label[seat]),
           _text(x + 36, y + 19, p["name"], 12, INK, weight="bold", key=True)]
    right = x + w - 10
    score = say("vp", vp=p["score"]) if p["start_space"] is None else say("start_short", k=p["start_space"])
    out.append(_text(right, y + 19, score, 13, colour, "end", "bold", key=True))
    sub = []
    if p["inn_slot"] is not None:
        sub.append(say("wakes", time=v["inn"][p["inn_slot"]]["time"]))
    if hot:
        sub.insert(0, say("deciding"))
    out.append(_text(right - 10 - _width(score, 13, key=True), y + 18, " · ".join(sub), 8.5, "#b87400" if hot else SOFT, "end",
                     "bold" if hot else None))
    row = y + 26
    # the projector leaves out the row of money and paints when both are hidden (it shows only public facts)
    private = not _LAYOUT.get().key or p["thalers"] is not None or p["paints"] is not None
    if not p["automaton"] and private:
        # money and paints (behind the large screen)
        out.append(f'<circle cx="{_n(x + 20)}" cy="{_n(row + 7)}" r="6.5" fill="#e6b422" stroke="#9c7a12"/>')
        out.append(_text(x + 20, row + 10, say("thaler_coin"), 6.5, "#5a4300", "middle", "bold"))
        out.append(_text(x + 30, row + 11, thalers, 11, INK, weight="bold", extra=' class="thalers"'))
        px = x + 58
        if p["paints"] is None:
            out.append(_text(px, row + 11, say("paints_hidden"), 10, SOFT))
        elif not p["paints"]:
            out.append(_text(px, row + 11, say("no_paints"), 9, SOFT))
        else:
            for code, count in p["paints"].items():
                out.append(_paint(px, row + 1, code, 12) + _text(px + 14, row + 11, f"×{count}", 9, INK))
                px += 34
        row += 18
    if not p["automaton"]:
        # apprentices and plan (behind the small screen until revealed)
        for i in range(p["apprentices"]):
            out.append(_apprentice(x + 16 + i * 10, row + 7, colour))
        plan = p["plan"]
        if plan is not None:
            text = plan_in_words(plan, v["last_round"])
        elif v["phase"] == "plan":
            text = say("plan_hidden" if p["planned"] else "planning")
        else:
            text = ""
        lines = [text]
        if _width(text, 9.5) > w - 90:          # a long plan takes two lines
            words = text.split(" · ")
            lines = [" · ".join(words[:3]), " · ".join(words[3:])]
        for k, line in enumerate(lines):
            out.append(_text(x + 80, row + 10 + k * 13, line, 9.5, INK if plan is not None else SOFT,
                             extra=' class="plan"'))
        row += 3 + 13 * len(lines)
    else:
        ctrl = v.get("leonardo", {}).get("controller")
        out.append(_text(x + 16, row + 11, say("automaton"), 9, SOFT))
        if ctrl:
            out.append(_text(x + 16, row + 24, say("decided_by", controller=ctrl), 9, SOFT))
        row += 31 if ctrl else 18
    # fresco tiles owned (their backs are public), requests, portraits
    out.append(_text(x + 16, row + 11, say("tiles", n=p["tile_count"]), 9, SOFT))
    tx = x + 52
    backs = p["tile_backs"]
    shown = backs[:14]
    for i, spots in enumerate(shown):
        title = f"<title>{_e(p['tiles'][i])}</title>" if p["tiles"] is not None else ""
        out.append(f'<g class="tile-back">{title}' + _tile_back(tx + i * 13, row, spots) + "</g>")
    tx += len(shown) * 13 + (4 if shown else 0)
    if len(backs) > len(shown):
        out.append(_text(tx, row + 11, f"+{len(backs) - len(shown)}", 9, SOFT))
        tx += 18
    for req in p["requests"]:
        fill = PAINT_COLOURS.get(req["kind"], "#e9e2d2")
        ink = PAINT_INK.get(req["kind"], INK)
        label = f"{say('request_general_short') if req['kind'] == 'general' else req['kind']} {req['vp']}"
        out.append(f'<g class="owned-request" data-request="{_e(req["request"])}">'
                   f"<title>{_e(say('request_covers', request=req['request'], n=req['covered']))}</title>"
                   + _rect(tx, row, 40, 15, fill, "#7a6a50", 0.8, 3) + _text(tx + 20, row + 11, label, 8.5, ink,
                                                                             "middle", "bold") + "</g>")
        tx += 44
    row += 19
    if p["portraits"]:
        cards = {c.id: c for c in t.data.portraits}
        px = x + 16
        for card_id in p["portraits"]:
            name = portrait_name(cards.get(card_id), card_id)
            width = max(8 + len(name) * 5, 8 + _width(name, 8.5))      # the projector's print is wider
            out.append(f'<g class="owned-portrait" data-card="{_e(card_id)}">'
                       + _rect(px, row, width, 14, "#efe3ff", "#8e6bb0", 0.8, 3)
                       + _text(px + width / 2, row + 10, name, 8.5, "#4a2a6a", "middle") + "</g>")
            px += width + 4
    if h >= 96:
        vp = " · ".join(f"{vp_source(k)} {n}" for k, n in p["vp"].items() if n or k in ("fresco", "bishop"))
        out.append(_text(x + 16, y + h - 7, say("vp_from", sources=vp), 8.5, SOFT, extra=' class="vp"'))
    out.append("</g>")
    return "".join(out)


def plan_in_words(plan, last_round: bool) -> str:
    """A revealed plan as a student reads it: "2 market · 1 cathedral · 1 workshop" (empty places left out)."""
    places = [phrase("location_" + place) for place in LOCATIONS]
    if last_round:
        places[4] = say("cathedral_second")
    words = [say("plan_place", n=n, place=place) for n, place in zip(plan, places) if n]
    return " · ".join(words) if words else say("no_plan")
