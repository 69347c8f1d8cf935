"""Around the centre: the header (round, phase, whose turn), the score track, the round's steps with the plan
board, the modules' row and the legend."""
from __future__ import annotations

from ....drawing.primitives import (HOT, INK, LEGAL, PAINT_COLOURS, PAINT_INK, SOFT, _LAYOUT, _e, _mitre, _n, _rect,
                                    _text, _width)
from ....drawing.words import phrase, say
from ..data import REQUEST_KINDS, data_label
from ..rules.actions import FulfilRequest, TakePortrait
from .shapes import H, LEONARDO_COLOUR, W, _chip, _paint, _tile_back
from .table import _Table, current_decision
from .words import paint_name, portrait_kind, portrait_name


def _header(t: _Table) -> str:
    v = t.view
    phase = say("phase_" + v["phase"])
    who = t.who
    seeing = (say("view_public") if who == "public" else say("view_full") if who == "full"
              else say("view_seat", name=v["players"][who]["name"]))
    out = [_rect(0, 0, W, 34, "#4a3b2a"),
           _text(14, 23, say("title"), 17, "#f7e7c4", weight="bold", extra=' letter-spacing="2"'),
           _text(100, 22, _round_phase(v), 12, "#f7e7c4", key=True, extra=' class="phase"'),
           _text(W - 12, 22, seeing, 11, "#d9c8a8", "end")]
    label = data_label(t.data)
    if label:       # data other than the shipped data is named on every board
        out.append(_text(W - 12, 32, say("data_name", label=label), 8, "#ffcf5a", "end", extra=' class="data-name"'))
    status = _status(t)
    if status:
        out.append(_text(W / 2 + 40, 22, status, 12, "#ffcf5a", "middle", "bold", ' class="status"', key=True))
    return "".join(out)


def _projector_header(t: _Table, width: float) -> str:
    """The projector's header, one line in key print: round and phase on the left (only the round when whose
    turn needs the room), whose turn on the right, the data's name between them when it is not the shipped."""
    v = t.view
    status = _status(t, t.decision or current_decision(t.game, "public"))     # a snapshot says it too
    room = width - 28 - 30 - (_width(status, 12, key=True) if status else 0)
    phase = _round_phase(v)
    if _width(phase, 12, key=True) > room:
        phase = say("round_title", round=v["round"])
    out = [_rect(0, 0, width, 40, "#4a3b2a"),
           _text(14, 29, phase, 12, "#f7e7c4", key=True, extra=' class="phase"')]
    label = data_label(t.data)
    if label:       # data other than the shipped data is named on every board
        out.append(_text(30 + _width(phase, 12, key=True), 28, say("data_name", label=label), 8, "#ffcf5a",
                         extra=' class="data-name"'))
    if status:
        out.append(_text(width - 14, 29, status, 12, "#ffcf5a", "end", "bold", ' class="status"', key=True))
    return "".join(out)


def _round_phase(v: dict) -> str:
    phase = say("phase_" + v["phase"])
    return say("round_phase_last" if v["last_round"] else "round_phase", round=v["round"], phase=phase)


def _status(t: _Table, d=None) -> str:
    """Whose turn, in words: of ``d`` (a :class:`Decision`), else of the board's live decision."""
    d = t.decision if d is None else d
    if d is None:
        return ""
    names = [p["name"] for p in t.view["players"]]
    if d.kind == "over":
        try:
            return say("status_over", winner=t.game.result()["winner_name"])
        except Exception:       # noqa: BLE001 - a view must draw even if the result is not ready
            return say("status_over_plain")
    if d.kind == "chance":
        return say("status_chance")
    if d.kind == "simultaneous":
        return say("status_planning", names=", ".join(names[s] for s in d.seats))
    decider = names[d.seats[0]]
    doing = say("doing_" + d.where if d.where in DOING else "doing")
    if d.subject is not None and d.subject != d.seats[0]:
        return say("status_for", decider=decider, painter=names[d.subject], doing=doing)
    return say("status_decides", decider=decider, doing=doing)


DOING = ("inn", "plan", "market", "cathedral", "studio", "workshop", "score", "income")   # places with a doing_ text



def _score_track(t: _Table) -> str:
    v = t.view
    players = v["players"]
    legal = t.legal
    y0, x0, x1 = 498, 10, 950
    big = bool(_LAYOUT.get().key)         # a projector: larger painters, two lanes each side in a taller panel
    out = [t.panel("score", x0, y0, x1 - x0, 108 if big else 92, say("score_track"), t.where == "score")]
    starts = t.game.tables.side.start_spaces
    line_y = y0 + (52 if big else 48)
    sx = 124
    out.append(_text(sx, line_y - 14, say("start_note"), 7.5, SOFT))
    for k in range(starts):
        bx = sx + k * 24
        out.append(_rect(bx, line_y - 9, 20, 18, "#efe6d3", "#cbbb9c", 1, 3)
                   + _text(bx + 10, line_y + 4, say("start_short", k=k + 1), 8, SOFT, "middle"))
    left = sx + starts * 24 + 22
    right = x1 - 40
    top = max([p["score"] for p in players] + [0])
    scale_max = max(40, (top // 10 + 1) * 10)
    step = (right - left) / scale_max
    # the track: a ruler with its numbers inside
    out.append(_rect(left - 8, line_y - 7, right - left + 16, 14, "#ddd0b4", "#c2b08e", 0.8, 7))
    for s in range(0, scale_max + 1, 5):
        x = left + s * step
        if s % 10:
            out.append(f'<line x1="{_n(x)}" y1="{line_y - 3}" x2="{_n(x)}" y2="{line_y + 3}" stroke="#a8946f" '
                       f'stroke-width="1"/>')
        else:
            out.append(_text(x, line_y + 3, str(s), 8, "#6d5b40", "middle", "bold"))
    # painters above and below the track, further out when crowded
    lanes = (-22, 22, -44, 44) if big else (-16, 16, -35, 35)
    radius = 11 if big else 9.5
    ends = [-1e9] * len(lanes)    # right end of the last painter's label in each lane
    for p in sorted(players, key=lambda q: (q["start_space"] is None, q["score"], q["start_space"] or 0)):
        seat = p["seat"]
        on_start = p["start_space"] is not None
        colour = t.colour[seat]
        where = phrase("start_space", k=p["start_space"]) if on_start else phrase("space", space=p["score"])
        name = p["name"]
        at = say("painter_at", name=name, where=where)
        out.append(f'<g class="painter" data-seat="{seat}" data-score="{p["score"]}"'
                   f'{t.click("look score", at)}><title>{_e(at)}</title>')
        if on_start:
            x, y = sx + (p["start_space"] - 1) * 24 + 10, line_y
        else:
            x = left + p["score"] * step
            label_w = radius + 5 + _width(p["name"], 9, key=True)
            flip = x + label_w > x1 - 6          # no room on the right: the name goes left of the painter
            span = (x - label_w, x + 11) if flip else (x - 11, x + label_w)
            free = [k for k in range(len(lanes)) if span[0] > ends[k]]
            lane = free[0] if free else min(range(len(lanes)), key=lambda k: ends[k])
            ends[lane] = span[1]
            y = line_y + lanes[lane]
            edge = line_y - 7 if y < line_y else line_y + 7
            out.append(f'<line x1="{_n(x)}" y1="{_n(y)}" x2="{_n(x)}" y2="{edge}" stroke="{colour}" '
                       f'stroke-width="1.5"/>')
        if seat in t.hot_seats:
            out.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="12.5" fill="none" stroke="{HOT}" stroke-width="2.5"/>')
        out.append(_chip(x, y, radius, colour, t.label[seat] if on_start else str(p["score"])))
        if not on_start:
            gap, baseline = radius + 3.5, y + (6 if big else 3.5)
            out.append(_text(x - gap, baseline, name, 9, colour, "end", "bold", key=True) if flip
                       else _text(x + gap, baseline, name, 9, colour, weight="bold", key=True))
        out.append("</g>")
    leader = max(players, key=lambda q: (q["score"], q["start_space"] or 0))
    out.append(_text(x0 + 10, y0 + 40, say("ahead"), 8.5, SOFT))
    out.append(_text(x0 + 10, y0 + 53, leader["name"], 11, t.colour[leader["seat"]], weight="bold"))
    px = x1 - 10
    for side in ("ahead", "behind"):
        text = f"place {side}"
        if text in legal:
            px -= 66
            tip = say("tip_" + side)
            out.append(f'<g class="place-choice"{t.click(text, tip)}><title>{_e(tip)}</title>'
                       + _rect(px, y0 + 4, 62, 17, "#e8f5e9", LEGAL, 1.5, 4)
                       + _text(px + 31, y0 + 16, say("place_" + side), 9.5, LEGAL, "middle", "bold") + "</g>")
    return "".join(out)


STEPS_OF_ROUND = ("inn", "plan", "market", "cathedral", "studio", "workshop", "theatre", "income")


def _round_panel(t: _Table, x, y, w, h) -> str:
    """The round's steps in order, the current one lit, and the action order by wake-up time. On a projector
    the steps take two rows of chips as wide as their words, and the action order is left to the inn."""
    v = t.view
    two_rows = bool(_LAYOUT.get().key)
    title = say("round_title", round=v["round"])
    note = say("round_note_last" if v["last_round"] else "round_note")
    if two_rows and _width(title, 12) + _width(note, 9) + 30 > w:
        note = ""
    out = [t.panel("round", x, y, w, h, title, False, note)]
    steps = [(key, say("step_" + key)) for key in STEPS_OF_ROUND]
    if v["last_round"]:
        steps[6] = ("cathedral", say("step_cathedral_second"))
        steps = steps[:7]
    phase = v["phase"]
    current = t.where if t.where in {k for k, _ in steps} else None
    if current is None and phase in ("wake", "plan", "income"):
        current = {"wake": "inn", "plan": "plan", "income": "income"}[phase]
    gap = 4
    chip_w = min(78, (w - 20 - gap * (len(steps) - 1)) / len(steps))
    planning = t.live and t.decision.kind == "simultaneous" and t.decision.seat is not None
    counts = t.draft.get("counts", [0] * 5) if t.draft.get("kind") == "plan" else [0] * 5
    cx, cy, ch = x + 10, y + 24, 18
    for i, (key, label) in enumerate(steps):
        lit = key == current
        column = i - 2 if planning and 2 <= i <= 6 else None        # a place on the plan board
        if column is None:
            attrs = t.click(f"look {key}", say("what_step", step=label))
        else:
            place = say("cathedral_second") if i == 6 and v["last_round"] else phrase("location_" + key)
            attrs = t.click(f"plan+ {column + 1}", say("plan_more", place=place))
            label = f"{label} {counts[column]}"
            lit = counts[column] > 0
        if two_rows:            # chips as wide as their words, four to a row
            if i == 4:
                cx, cy = x + 10, cy + 28
            chip_w, ch = _width(label, 8.5) + 14, 24
        else:
            cx = x + 10 + i * (chip_w + gap)
        out.append(f'<g class="step" data-step="{key}"' + (' data-active="1"' if lit else "")
                   + (f' data-column="{column + 1}"' if column is not None else "") + f"{attrs}>"
                   + _rect(cx, cy, chip_w, ch, "#fff1c9" if lit else "#f1eadb", HOT if lit else "#d6cab2",
                           2 if lit else 0.8, 9)
                   + _text(cx + chip_w / 2, cy + ch / 2 + (5.5 if two_rows else 3.5), label,
                           8.5 if chip_w > 52 else 7.5, INK, "middle", "bold" if lit else None) + "</g>")
        cx += chip_w + gap          # (the projector's next chip)
    if two_rows:
        return "".join(out)
    order = v["action_order"]
    if order:
        words = say("action_order")
        out.append(_text(x + 10, y + 60, words, 9, SOFT))
        px = x + 16 + _width(words, 9)
        times = {slot["painter"]: slot["time"] for slot in v["inn"] if slot["painter"] is not None}
        for name in order:
            seat = t.seat_of.get(name)
            out.append(_chip(px + 7, y + 57, 7, t.colour.get(seat, SOFT), ""))
            label = f"{name} {times.get(name, '')}".strip()
            out.append(_text(px + 17, y + 60, label, 9, INK))
            px += 26 + _width(label, 9)
    else:
        out.append(_text(x + 10, y + 60, say("wake_choice"), 9, SOFT))
    return "".join(out)


REQUESTS_W, STUDIO_W = 232, 226          # the desk's module panels, right-aligned at x = 950


def _modules(t: _Table, round_panel: bool = True) -> str:
    """The modules' row: the round's steps (unless ``round_panel`` is false), the studio and the requests."""
    v = t.view
    out = []
    y, h = 596, 74
    x = 950
    if "requests" in t.modules:
        stacks = v["requests"]
        w = REQUESTS_W
        x -= w
        hot = bool(t.legal) and (t.where == "income" or any(type(a) is FulfilRequest for a in t.decision.options))
        out.append(t.panel("requests", x, y, w, h, say("requests"), hot))
        for i, kind in enumerate(REQUEST_KINDS):
            stack = stacks.get(kind, [])
            sx = x + 12 + i * 54
            fill = PAINT_COLOURS.get(kind, "#eee6d6")
            ink = PAINT_INK.get(kind, INK)
            named = phrase("request_general") if kind == "general" else kind
            values = ", ".join(map(str, reversed(stack))) or say("none_left")
            out.append(f'<g class="request-stack" data-kind="{kind}" data-count="{len(stack)}"'
                       f'{t.click(f"request {kind}", say("request_fulfil", kind=named))}>'
                       f"<title>{_e(say('request_stack', kind=named, values=values))}</title>")
            for k in reversed(range(min(len(stack), 3))):
                out.append(_rect(sx + k * 2.5, y + 22 + k * 2.5, 42, 30, fill, "#6d5d45", 0.8, 4))
            if stack:
                out.append(_text(sx + 23, y + 41, say("vp", vp=stack[-1]), 10, ink, "middle", "bold"))
            else:
                out.append(_rect(sx, y + 22, 42, 30, "none", "#cbbb9c", 1, 4, ' stroke-dasharray="3 2"'))
            out.append(_text(sx + 22, y + 68, say("request_count", kind=named, n=len(stack)), 8, SOFT, "middle"))
            out.append("</g>")
        x -= 8
    if "portraits" in t.modules:
        por = v["portraits"]
        cards = {c.id: c for c in t.data.portraits}
        w = STUDIO_W
        x -= w
        out.append(t.panel("studio", x, y, w, h, say("studio"), t.where == "studio",
                           say("deck_last" if por["last_up"] else "deck", n=por["deck"])))
        options = t.decision.options if t.decision else ()
        for i, card in enumerate(por["face_up"]):
            cx = x + 10 + i * 76
            takes = [str(a) for a in options if type(a) is TakePortrait and a.card == card["id"]]
            data = cards.get(card["id"])
            card_id, card_name, kind = card["id"], portrait_name(data, card["name"]), portrait_kind(card["kind"])
            out.append(f'<g class="portrait" data-card="{_e(card_id)}"'
                       f'{t.click(f"portrait {card_id}", say("take_portrait", name=card_name))}>'
                       f"<title>{_e(say('portrait_title', card=card_id, name=card_name, kind=kind))}</title>")
            out.append(_rect(cx, y + 22, 70, 46, "#f4ecff", LEGAL if takes else "#8e6bb0", 2 if takes else 1, 4))
            out.append(_text(cx + 35, y + 36, card_name, 9 if len(card_name) < 13 else 8, "#4a2a6a",
                             "middle", "bold"))
            out.append(_text(cx + 35, y + 48, kind, 8, SOFT, "middle"))
            if len(takes) > 1:
                out.append(_text(cx + 35, y + 61, say("see_options"), 8, LEGAL, "middle"))
            elif data is not None and data.vp:
                out.append(_text(cx + 35, y + 61, say("vp", vp=data.vp), 8.5, INK, "middle", "bold"))
            out.append("</g>")
        if por["deck"]:
            dx = x + 10 + 2 * 76 + 4
            for k in reversed(range(min(3, por["deck"]))):
                out.append(_rect(dx + k * 2.5, y + 22 + k * 2.5, 48, 40, "#d9c8ec", "#8e6bb0", 0.8, 4))
            out.append(_text(dx + 24, y + 46, str(por["deck"]), 12, "#4a2a6a", "middle", "bold"))
        x -= 8
    if round_panel:
        out.insert(0, _round_panel(t, 10, y, x - 10, h))
    return "".join(out)


def modules_width(t: _Table) -> float:
    """How wide the studio and requests panels of :func:`_modules` are together (0: neither module in play)."""
    widths = [w for module, w in (("requests", REQUESTS_W), ("portraits", STUDIO_W)) if module in t.modules]
    return sum(widths) + 8 * (len(widths) - 1) if widths else 0


def _legend(t: _Table, left: float = 14, baseline: float = H - 14, right: float | None = None) -> str:
    """Paints, painters, symbols: one line along the desk's bottom from ``left``; with ``right`` the line wraps
    there (the projector's legend in a free corner)."""
    blends = "blends" in t.modules
    items = []          # (space before, advance, drawing at x, y)
    for code in PAINT_COLOURS:
        if code in ("Pk", "Br") and not blends:
            continue
        name = paint_name(code)
        items.append((0, 20 + _width(name, 9),
                      lambda x, y, code=code, name=name: _paint(x, y - 9, code, 11) + _text(x + 14, y, name, 9, INK)))
    for k, p in enumerate(t.view["players"]):
        items.append((8 if k == 0 else 0, 22 + _width(p["name"], 9),
                      lambda x, y, p=p: _chip(x + 5, y - 3.5, 5.5, t.colour[p["seat"]], "")
                      + _text(x + 13, y, p["name"], 9, INK)))
    words = say("bishop")
    items.append((8, 22 + _width(words, 9), lambda x, y, w=words: _mitre(x + 6, y - 4, 0.7) + _text(x + 14, y, w, 9, INK)))
    if "leonardo" in t.view:
        words = say("leonardo_painter")
        items.append((0, 24 + _width(words, 9), lambda x, y, w=words: _chip(x + 6, y - 3.5, 6, LEONARDO_COLOUR, "L")
                      + _text(x + 15, y, w, 9, INK)))
    words = say("tile_back")
    items.append((0, 22 + _width(words, 9), lambda x, y, w=words: _tile_back(x, y - 11, ["G"], 9, 13)
                  + _text(x + 13, y, w, 9, INK)))
    words = say("legal_click")
    items.append((0, 26 + _width(words, 9), lambda x, y, w=words: _rect(x, y - 9, 12, 10, "none", LEGAL, 2, 2)
                  + _text(x + 16, y, w, 9, INK)))
    words = say("deciding_now")
    items.append((0, 16 + _width(words, 9), lambda x, y, w=words: _rect(x, y - 9, 12, 10, "none", HOT, 2.5, 2)
                  + _text(x + 16, y, w, 9, INK)))
    out = ['<g class="legend">']
    x, y = left, baseline
    for space, advance, draw in items:
        x += space
        if right is not None and x > left and x + advance > right:
            x, y = left, y + 18
        out.append(draw(x, y))
        x += advance
    out.append("</g>")
    return "".join(out)
