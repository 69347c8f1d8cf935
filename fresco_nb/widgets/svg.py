"""The whole table as one SVG string: a pure function of the game's public API.

:func:`board_svg` draws what ``Game.view(who)`` shows — the fresco, the market, the inn, the mood
columns, the score track, every player's board and the modules in play — masked exactly as the view
masks it (hidden values are drawn as "?"). It decides no rule: what may be clicked comes from
``Game.legal_actions`` of the seat deciding now, and only when the viewer is that seat (or the
teacher's ``"full"`` view). Each clickable element carries the action's text form::

    <g class="part" data-part="c3" data-tile="F07a" data-value="7" data-action="restore c3">
    <g class="stall" data-stall="II" data-action="close II">      <g class="inn-slot" data-action="wake 3">
    <g class="stall-tile" data-stall="II" data-tile="M-RRR" data-action="buy II 1">
    <g class="painter" data-seat="0" data-score="12">              (score track)
    <g class="player" data-seat="1" data-thalers="?">              (a player's board)

Colours and positions are inline attributes, so the string is a self-contained image (handouts,
nbconvert HTML); ``board.css`` only adds hover and cursor styles in the live widget.
"""
from __future__ import annotations

from contextvars import ContextVar
from html import escape
from typing import NamedTuple

from ..data import data_label
from ..rules.actions import FulfilRequest, RestoreAltar, TakePortrait

__all__ = ["board_svg", "current_decision", "Decision", "PAINT_COLOURS", "PLAYER_COLOURS"]

W, H = 960, 700
FONT = "Helvetica, Arial, sans-serif"

PAINT_COLOURS = {"R": "#d62828", "Y": "#f2c12e", "B": "#1f5fbf", "O": "#f07f1d", "G": "#2f9e44",
                 "V": "#7b3fa0", "Pk": "#f48fb8", "Br": "#8a5a2b"}
PAINT_INK = {"R": "#fff", "Y": "#3a2c00", "B": "#fff", "O": "#3a1c00", "G": "#fff", "V": "#fff",
             "Pk": "#4a1030", "Br": "#fff"}
PAINT_NAMES = {"R": "red", "Y": "yellow", "B": "blue", "O": "orange", "G": "green", "V": "violet",
               "Pk": "pink", "Br": "brown"}
# players in the Okabe–Ito colour-blind-safe palette: blue, vermillion, bluish green, reddish purple; Leonardo orange
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
LEONARDO_COLOUR = "#E69F00"
HOT = "#f0a500"          # the current decision
LEGAL = "#2e7d32"        # a legal click
INK = "#3f3224"
SOFT = "#8c7b66"
PANEL_FILL = "#fffdf8"
PANEL_LINE = "#d9cdb8"
BISHOP = "#2b2b2b"       # black: no paint or player shares it

# Game.decision.kind -> where on the table the decision happens (the others are named as their kind)
WHERE = {"wake": "inn", "place": "score"}
DOING = {"inn": "chooses a wake-up time", "plan": "plans", "market": "is at the market",
         "cathedral": "is in the cathedral", "studio": "is in the studio", "workshop": "is in the workshop",
         "score": "places the score painter", "income": "chooses a request's paint"}
ARROWS = {"N": "↑", "NE": "↗", "E": "→", "SE": "↘", "S": "↓", "SW": "↙", "W": "←", "NW": "↖"}
STEPS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1), "S": (1, 0), "SW": (1, -1), "W": (0, -1),
         "NW": (-1, -1)}
ROMAN = ("I", "II", "III", "IV", "V", "VI")
COLUMN_SHORT = ("M", "C", "S", "W", "T")
REQUEST_KINDS = ("general", "V", "O", "G")


class Decision(NamedTuple):
    """The decision due now, as the viewer may know it.

    ``kind`` is ``Game.turn.kind``; ``where`` the place on the table (inn, plan, market, cathedral, studio,
    workshop, score, income, chance, over), from ``Game.decision.kind``; ``seat`` the seat whose legal actions
    the viewer may use (None: the viewer only watches); ``legal`` those actions' text forms, in
    ``legal_actions`` order, and ``options`` the actions themselves.
    """
    kind: str
    seats: tuple
    subject: int | None
    where: str | None
    seat: int | None
    legal: tuple
    options: tuple = ()


def current_decision(game, who="public") -> Decision:
    """Who decides now, where (``Game.decision``), and — when ``who`` is that seat or ``"full"`` — the legal
    actions and their texts."""
    decision = game.decision
    kind, seats = decision.kind, decision.seats
    if kind == "over":
        return Decision("over", (), None, "over", None, ())
    if kind == "chance":
        options = tuple(game.legal_actions()) if who == "full" else ()
        return Decision("chance", (), None, "chance", None, tuple(map(str, options)), options)
    if kind == "plan":
        seat = who if _is_seat(who) and who in seats else seats[0] if who == "full" and seats else None
    else:
        seat = seats[0] if who == "full" or (_is_seat(who) and who == seats[0]) else None
    options = tuple(game.legal_actions(seat)) if seat is not None else ()
    return Decision("simultaneous" if kind == "plan" else "player", seats, decision.painter, WHERE.get(kind, kind),
                    seat, tuple(map(str, options)), options)


def _is_seat(who) -> bool:
    return isinstance(who, int) and not isinstance(who, bool)


# ---------------------------------------------------------------------------------------------- drawing bits

def _e(text) -> str:
    return escape(str(text), quote=True)


def _n(value) -> str:
    """A coordinate without float noise."""
    value = round(value, 1)
    return str(int(value)) if value == int(value) else str(value)


class Layout(NamedTuple):
    """How large the drawing's print is: ``desk`` (a notebook on a laptop) or ``projector`` (read from the back of
    a room: every text at least ``least`` units, the names, scores, whose turn and the phase at least ``key``).
    At 1280 px wide a unit is 1.3 px, so the projector's 11 and 19 units are ≥ 14 px and ≥ 24 px."""
    name: str
    least: float
    key: float


LAYOUTS = {"desk": Layout("desk", 8, 0), "projector": Layout("projector", 11, 19)}
_LAYOUT: ContextVar[Layout] = ContextVar("board_layout", default=LAYOUTS["desk"])


def _text(x, y, text, size=10, fill=INK, anchor="start", weight=None, extra="", key=False) -> str:
    """A text; ``key`` marks names, scores, whose turn and the phase (larger on a projector)."""
    layout = _LAYOUT.get()
    size = max(float(size), layout.key if key else layout.least)
    bold = f' font-weight="{weight}"' if weight else ""
    role = ' data-key="1"' if key else ""
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" fill="{fill}" text-anchor="{anchor}"{bold}'
            f'{role}{extra}>{_e(text)}</text>')


def _width(text, size, key=False) -> float:
    """About how wide ``text`` is drawn at ``size`` in the current layout (Helvetica's mean letter width)."""
    layout = _LAYOUT.get()
    return len(str(text)) * 0.56 * max(float(size), layout.key if key else layout.least)


def _rect(x, y, w, h, fill, stroke="none", sw=1, rx=0, extra="") -> str:
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{rx}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{sw}"{extra}/>')


def _paint(x, y, code, size=12) -> str:
    """A paint cube: a coloured square with its code (readable without colour vision)."""
    font = size * (0.6 if len(code) == 1 else 0.5)
    return (_rect(x, y, size, size, PAINT_COLOURS[code], "#000", 0.6, 2, ' stroke-opacity="0.35"')
            + _text(x + size / 2, y + size / 2 + font * 0.36, code, _n(font), PAINT_INK[code], "middle", "bold"))


def _chip(x, y, r, colour, label, ink="#fff") -> str:
    """A painter: a coloured disc with a short label."""
    size = r * (1.0 if len(label) <= 1 else 0.85 if len(label) == 2 else 0.7)
    return (f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" fill="{colour}" stroke="#fff" stroke-width="1.5"/>'
            + _text(x, y + size * 0.36, label, _n(size), ink, "middle", "bold"))


def _mitre(cx, cy, scale=1.0, attrs="") -> str:
    """The bishop: a mitre with a cross (``attrs``: what makes it answer a click)."""
    s = scale
    pts = [(-7, 10), (-7, -1), (0, -11), (7, -1), (7, 10)]
    poly = " ".join(f"{_n(cx + a * s)},{_n(cy + b * s)}" for a, b in pts)
    return (f'<g class="bishop"{attrs}><polygon points="{poly}" fill="{BISHOP}" stroke="#fff" stroke-width="1.2"/>'
            f'<path d="M{_n(cx)} {_n(cy - 5 * s)}V{_n(cy + 7 * s)}M{_n(cx - 3.5 * s)} {_n(cy - 1 * s)}H{_n(cx + 3.5 * s)}" '
            f'stroke="#f6e7ff" stroke-width="{_n(1.6 * s)}"/></g>')


def _tile_back(x, y, spots, w=11, h=15) -> str:
    """A fresco tile face down: an income coin and its colour spots."""
    out = [_rect(x, y, w, h, "#d9c59a", "#a8916a", 0.8, 2),
           f'<circle cx="{_n(x + w / 2)}" cy="{_n(y + 4.5)}" r="2.4" fill="#e6b422" stroke="#9c7a12" stroke-width="0.6"/>']
    for i, spot in enumerate(spots):
        out.append(f'<circle cx="{_n(x + 3 + i * 2.6)}" cy="{_n(y + h - 3.5)}" r="1.9" fill="{PAINT_COLOURS[spot]}"/>')
    return "".join(out)


def _initials(name: str) -> str:
    return name[:2] if len(name) <= 2 else name[0].upper()


class _Table:
    """Everything one drawing needs, read once from the public API."""

    def __init__(self, game, who, highlight, draft):
        self.game = game
        self.who = who
        self.live = highlight
        self.draft = draft or {}
        self.view = view = game.view(who)
        self.data = game.data
        self.decision = current_decision(game, who) if highlight else None
        self.legal = frozenset(self.decision.legal) if highlight else frozenset()
        self.where = self.decision.where if highlight else None
        self.actions = {str(a): a for a in self.decision.options} if highlight else {}
        self.modules = set(view["modules"])
        players = view["players"]
        self.colour = {p["seat"]: LEONARDO_COLOUR if p["automaton"] else PLAYER_COLOURS[p["seat"] % 4]
                       for p in players}
        self.seat_of = {p["name"]: p["seat"] for p in players}
        initials = {p["seat"]: _initials(p["name"]) for p in players if not p["automaton"]}
        unique = len(set(initials.values())) == len(initials) and "L" not in initials.values()
        self.label = {p["seat"]: "L" if p["automaton"] else initials[p["seat"]] if unique else str(p["seat"] + 1)
                      for p in players}
        self.hot_seats = set()
        if highlight and self.decision.kind in ("player", "simultaneous"):
            self.hot_seats = set(self.decision.seats)
            if self.decision.subject is not None:
                self.hot_seats = {self.decision.subject}

    def click(self, text, label) -> str:
        """The attributes of a part that answers a click (a live board only): ``data-click`` (the text sent to
        Python), keyboard focus and an ``aria-label`` saying the action — what the core's ``describe`` says when
        ``text`` is a legal action of the viewer, which then also carries ``data-action``."""
        if not self.live:
            return ""
        action = self.actions.get(text)
        if action is not None:
            label = self.game.describe(action, self.decision.seat)
        return (f' data-click="{_e(text)}" tabindex="0" role="button" aria-label="{_e(label)}"'
                + (f' data-action="{_e(text)}"' if action is not None else ""))

    def panel(self, key, x, y, w, h, title, hot=False, note="") -> str:
        stroke, sw = (HOT, 3) if hot else (PANEL_LINE, 1)
        out = [f'<g class="panel" data-panel="{key}"' + (' data-active="1"' if hot else "")
               + self.click(f"look {key}", f"{title}: what happens here") + ">",
               _rect(x, y, w, h, PANEL_FILL, stroke, sw, 8),
               _text(x + 10, y + 16, title, 12, INK, weight="bold")]
        if hot:
            out.append(_text(x + w - 10, y + 16, "▶ now", 10, "#b87400", "end", "bold"))
        elif note:
            out.append(_text(x + w - 10, y + 16, note, 9, SOFT, "end"))
        out.append("</g>")
        return "".join(out)


# ---------------------------------------------------------------------------------------------- sections

def _header(t: _Table) -> str:
    v = t.view
    phase = {"setup": "setting up", "wake": "wake-up & mood", "plan": "planning", "act": "actions",
             "income": "income", "refill": "next round", "over": "game over"}.get(v["phase"], v["phase"])
    who = t.who
    seeing = ("public view (projector)" if who == "public" else "teacher view (everything)" if who == "full"
              else f"view of {v['players'][who]['name']}")
    tall = _header_extra()          # a projector's header: the status on a line of its own, in large print
    out = [_rect(0, 0, W, 34 + tall, "#4a3b2a"),
           _text(14, 23 + tall / 4, "FRESCO", 17, "#f7e7c4", weight="bold", extra=' letter-spacing="2"'),
           _text(100 + tall, 22 + tall / 4, f"Round {v['round']} · {phase}" + (" · LAST ROUND" if v["last_round"] else ""),
                 12, "#f7e7c4", key=True, extra=' class="phase"'),
           _text(W - 12, 22, seeing, 11, "#d9c8a8", "end")]
    label = data_label(t.data)
    if label:       # data other than the shipped data is named on every board
        out.append(_text(W - 12, 32 + tall / 4, f"data: {label}", 8, "#ffcf5a", "end", extra=' class="data-name"'))
    status = _status(t)
    if status:
        x, y, anchor = (14, 34 + tall - 12, "start") if tall else (W / 2 + 40, 22, "middle")
        out.append(_text(x, y, status, 12, "#ffcf5a", anchor, "bold", ' class="status"', key=True))
    return "".join(out)


def _header_extra() -> float:
    """How much taller the header is than the desk's 34 units (the rest of the board moves down by it)."""
    return 46 if _LAYOUT.get().key else 0


def _status(t: _Table) -> str:
    d = t.decision
    if d is None:
        return ""
    names = [p["name"] for p in t.view["players"]]
    if d.kind == "over":
        try:
            return f"Game over · {t.game.result()['winner_name']} wins"
        except Exception:       # noqa: BLE001 - a view must draw even if the result is not ready
            return "Game over"
    if d.kind == "chance":
        return "A random draw is due"
    if d.kind == "simultaneous":
        return "▶ Planning (secret): " + ", ".join(names[s] for s in d.seats)
    decider = names[d.seats[0]]
    doing = DOING.get(d.where, "decides")
    if d.subject is not None and d.subject != d.seats[0]:
        return f"▶ {decider} decides for {names[d.subject]}, who {doing}"
    return f"▶ {decider} {doing}"


FX, FY, PITCH, CELL = 34, 66, 58, 56        # fresco grid


def _part_xy(name: str) -> tuple[int, int]:
    col, row = "abcde".index(name[0]), int(name[1]) - 1
    return FX + col * PITCH, FY + row * PITCH


def _fresco(t: _Table) -> str:
    v = t.view
    out = [t.panel("cathedral", 10, 40, 318, 338, "Cathedral · fresco", t.where == "cathedral",
                   f"{v['tiles_left']} tiles left")]
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
            label = f"fresco part {name}: {part['value']} VP, pays {'+'.join(part['paints'])} — restore it"
        else:
            label = f"fresco part {name}, already restored"
        out.append(f"<g {attrs}{t.click(f'restore {name}', label)}>")
        if part["tile"] is None:
            out.append(f"<title>{name} · restored</title>")
            out.append(_rect(x, y, CELL, CELL, "#eee8dc", "#d6cdbb", 1, 4, ' stroke-dasharray="3 2"'))
            out.append(_text(x + CELL / 2, y + CELL / 2 + 4, name, 10, "#c4b8a2", "middle"))
        else:
            paints = part["paints"]
            out.append(f"<title>{name} · {_e(part['tile'])} · {part['value']} VP · pay {'+'.join(paints)}</title>")
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
                   + "<title>Leonardo's painter in the cathedral</title></g>")
    out.append(_mitre(bx + CELL - 12, by + 29, 1.0, t.click("look bishop", f"the bishop on {v['bishop']}: step it")))
    cx, cy = bx + CELL / 2, by + CELL / 2
    for direction, (dr, dc) in STEPS.items():
        text = f"bishop {direction}"
        if text in legal:
            ax, ay = cx + dc * PITCH / 2, cy + dr * PITCH / 2
            out.append(f'<g class="bishop-move"{t.click(text, text)}><title>pay 1 thaler: the bishop steps '
                       f'{direction}</title><circle cx="{_n(ax)}" cy="{_n(ay)}" r="8" fill="{BISHOP}" '
                       f'stroke="#fff" stroke-width="1.5"/>' + _text(ax, ay + 4, ARROWS[direction], 11, "#fff",
                                                                     "middle", "bold") + "</g>")
    for part in v["fresco"]:
        text = f"provost {part['part']}"
        if text in legal:
            x, y = _part_xy(part["part"])
            out.append(f'<g class="provost-jump"{t.click(text, text)}><title>Provost: pay 1 thaler, the bishop '
                       f'jumps to {part["part"]}</title>' + _rect(x + CELL / 2 - 5, y + 3, 10, 10, BISHOP, "#fff", 1, 2,
                                                                 ' transform="rotate(45 ' + _n(x + CELL / 2) + " "
                                                                 + _n(y + 8) + ')"') + "</g>")
    return "".join(out)


def _altar_workshop(t: _Table) -> str:
    d = t.data
    blends = "blends" in t.modules
    legal = t.legal
    altar_hot = t.where == "cathedral" and any(type(a) is RestoreAltar for a in t.decision.options)
    out = [t.panel("altar", 10, 384, 156, 108, "Altar", altar_hot and bool(legal))]
    picked = t.draft.get("paints", ()) if t.draft.get("kind") == "altar" else ()
    for i, code in enumerate(picked):          # the paints chosen so far by clicks
        out.append(f'<g class="altar-pick" data-paint="{code}">' + _paint(106 + i * 17, 390, code, 15) + "</g>")

    def pickable(x, y, code):
        return (f'<g class="altar-paint" data-paint="{code}"'
                f'{t.click(f"altar+ {code}", f"put {PAINT_NAMES[code]} on the altar")}>' + _paint(x, y, code, 14)
                + "</g>")
    y = 412
    out += [pickable(18 + i * 17, y, code) for i, code in enumerate(("R", "Y", "B"))]
    out.append(_text(72, y + 11, f"= {d.altar_primary_base} VP", 10))
    out.append(_text(18, y + 26, f"O/G/V for R/Y/B: +{d.altar_secondary_joker}", 8.5, SOFT))
    y += 34
    out += [pickable(18 + i * 17, y, code) for i, code in enumerate(("O", "G", "V"))]
    out.append(_text(72, y + 11, f"= {d.altar_mixed_base} VP", 10))
    if blends:
        out += [pickable(18 + i * 17, y + 19, code) for i, code in enumerate(d.altar_blend_jokers)]
        jokers = " ".join(f"+{n}" for n in d.altar_blend_jokers.values())
        out.append(_text(56, y + 30, f"for O/G/V: {jokers}", 8.5, SOFT))
    workshop_hot = t.where == "workshop"
    out.append(t.panel("workshop", 172, 384, 156, 108, "Workshop · mixes", workshop_hot))
    mixes = [m for m in d.mixes if blends or not m.blend]
    row = 15 if len(mixes) <= 4 else 14
    for i, m in enumerate(mixes):
        text = f"mix {m.output}"
        act = text in legal
        y = 408 + i * row
        label = f"mix {PAINT_NAMES[m.inputs[0]]} and {PAINT_NAMES[m.inputs[1]]} into {PAINT_NAMES[m.output]}"
        out.append(f'<g class="mix" data-mix="{m.output}"{t.click(text, label)}>')
        if act:
            out.append(_rect(178, y - 2, 144, row - 1, "#e8f5e9", LEGAL, 1.2, 3))
        out.append(_paint(184, y, m.inputs[0], 11) + _text(199, y + 9, "+", 10, SOFT)
                   + _paint(207, y, m.inputs[1], 11) + _text(224, y + 9, "→", 10, SOFT)
                   + _paint(238, y, m.output, 11))
        if act:
            out.append(_text(316, y + 9, "click to mix", 8, LEGAL, "end"))
        out.append("</g>")
    if "requests" in t.modules:
        out.append(_text(182, 487, "or fulfil one request", 8.5, SOFT))
    return "".join(out)


def _market(t: _Table) -> str:
    v = t.view
    legal = t.legal
    paints = {m.id: m.paints for m in t.data.market_tiles}
    sizes = t.game.tables.stall_sizes
    bag = len(v["bag"])
    out = [t.panel("market", 336, 40, 300, 160, "Market", t.where == "market",
                   f"bag: {bag} tile{'s' * (bag != 1)}")]
    picked = {t.draft["stall"]: set(t.draft["slots"])} if t.draft.get("kind") == "buy" else {}
    for i, stall in enumerate(v["stalls"]):
        roman = ROMAN[i]
        y = 62 + i * 34
        act = f"close {roman}" in legal
        out.append(f'<g class="stall" data-stall="{roman}"'
                   f'{t.click(f"close {roman}", f"close stall {roman}: its tiles go back to the bag")}>')
        out.append(_rect(346, y, 36, 30, "#e8f5e9" if act else "#efe6d3", LEGAL if act else "#cbbb9c",
                         1.5 if act else 1, 4))
        out.append(_text(364, y + (14 if act else 19), roman, 12, INK, "middle", "bold"))
        if act:
            out.append(_text(364, y + 26, "close", 8, LEGAL, "middle"))
            out.append(f"<title>close stall {roman}: its tiles go back to the bag</title>")
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
            label = f"stall {roman}, tile {k + 1}: {' + '.join(PAINT_NAMES[c] for c in tile_paints)} — buy it"
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
    out = [t.panel("inn", 336, 206, 300, 100, "Inn · wake-up", t.where == "inn", "time · mood · price")]
    for i, slot in enumerate(v["inn"]):
        x = 346 + i * 57
        text = f"wake {i + 1}"
        act = text in legal
        taken = slot["painter"]
        label = f"wake up at {slot['time']}: mood {slot['mood']:+d}, market tiles {slot['price']} thalers each"
        out.append(f'<g class="inn-slot" data-slot="{i + 1}"{t.click(text, label)}>'
                   f"<title>wake at {slot['time']}: mood {slot['mood']:+d}, market tiles cost {slot['price']}</title>")
        out.append(_rect(x, 228, 53, 72, "#e8f5e9" if act else "#f4ecdc", LEGAL if act else "#cbbb9c",
                         2 if act else 1, 5))
        out.append(_text(x + 26.5, 242, slot["time"], 11, INK, "middle", "bold"))
        mood = slot["mood"]
        out.append(_text(x + 26.5, 255, f"mood {mood:+d}".replace("-", "−"), 9,
                         "#b23a3a" if mood < 0 else "#2e7d32" if mood > 0 else SOFT, "middle"))
        out.append(_text(x + 26.5, 267, f"tile {slot['price']} th.", 9, INK, "middle"))
        if taken is not None:
            seat = t.seat_of.get(taken)
            colour = t.colour.get(seat, SOFT)
            out.append(_chip(x + 26.5, 284, 9, colour, t.label.get(seat, "?")))
        elif act:
            out.append(_text(x + 26.5, 288, "choose", 9, LEGAL, "middle", "bold"))
        out.append("</g>")
    return "".join(out)


def _mood(t: _Table) -> str:
    v = t.view
    zones = t.game.tables.mood_zones
    start = t.data.mood.start
    base = t.data.apprentices
    humans = [p for p in v["players"] if not p["automaton"]]
    out = [t.panel("mood", 336, 312, 300, 180, "Mood", t.where == "inn", "+1: natural apprentice · −1: one aside")]
    space = 16
    n = len(humans)
    col_w = 56
    left = 336 + (300 - n * col_w) / 2 + 8
    top = 352
    for k, p in enumerate(humans):
        x = left + k * col_w
        colour = t.colour[p["seat"]]
        mood_label = f"{p['name']}: mood {p['mood']:+d}"
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
        out.append(_text(x + 20, top + len(zones) * space + 22, f"mood {p['mood']:+d}".replace("-", "−"), 8.5,
                         SOFT, "middle"))
        out.append("</g>")
    return "".join(out)


def _apprentice(x, y, colour) -> str:
    return (f'<circle cx="{_n(x)}" cy="{_n(y - 4)}" r="3" fill="{colour}"/>'
            f'<path d="M{_n(x - 4.5)} {_n(y + 5)}Q{_n(x)} {_n(y - 4)} {_n(x + 4.5)} {_n(y + 5)}Z" fill="{colour}"/>')


def _players(t: _Table) -> str:
    v = t.view
    players = v["players"]
    gap = 6
    height = min(112, (452 - gap * (len(players) - 1)) / len(players))
    out = []
    for k, p in enumerate(players):
        out.append(_player(t, p, 644, 40 + k * (height + gap), 306, height))
    return "".join(out)


def _player(t: _Table, p: dict, x, y, w, h) -> str:
    v = t.view
    seat = p["seat"]
    colour = t.colour[seat]
    hot = seat in t.hot_seats
    thalers = "?" if p["thalers"] is None else p["thalers"]
    out = [f'<g class="player" data-seat="{seat}" data-thalers="{thalers}"' + (' data-active="1"' if hot else "")
           + t.click("look player", f"{p['name']}'s board") + ">",
           _rect(x, y, w, h, PANEL_FILL, HOT if hot else PANEL_LINE, 3 if hot else 1, 8),
           _rect(x, y, 7, h, colour, rx=3),
           _chip(x + 22, y + 15, 9, colour, t.label[seat]),
           _text(x + 36, y + 19, p["name"], 12, INK, weight="bold", key=True)]
    right = x + w - 10
    score = f"{p['score']} VP" if p["start_space"] is None else f"S{p['start_space']}"
    out.append(_text(right, y + 19, score, 13, colour, "end", "bold", key=True))
    sub = []
    if p["inn_slot"] is not None:
        sub.append(f"wakes {v['inn'][p['inn_slot']]['time']}")
    if hot:
        sub.insert(0, "▶ deciding")
    out.append(_text(right - 10 - _width(score, 13, key=True), y + 18, " · ".join(sub), 8.5, "#b87400" if hot else SOFT, "end",
                     "bold" if hot else None))
    row = y + 26
    if not p["automaton"]:
        # money and paints (behind the large screen)
        out.append(f'<circle cx="{_n(x + 20)}" cy="{_n(row + 7)}" r="6.5" fill="#e6b422" stroke="#9c7a12"/>')
        out.append(_text(x + 20, row + 10, "th", 6.5, "#5a4300", "middle", "bold"))
        out.append(_text(x + 30, row + 11, thalers, 11, INK, weight="bold", extra=' class="thalers"'))
        px = x + 58
        if p["paints"] is None:
            out.append(_text(px, row + 11, "paints ?", 10, SOFT))
        elif not p["paints"]:
            out.append(_text(px, row + 11, "no paints", 9, SOFT))
        else:
            for code, count in p["paints"].items():
                out.append(_paint(px, row + 1, code, 12) + _text(px + 14, row + 11, f"×{count}", 9, INK))
                px += 34
        row += 18
        # apprentices and plan (behind the small screen until revealed)
        for i in range(p["apprentices"]):
            out.append(_apprentice(x + 16 + i * 10, row + 7, colour))
        plan = p["plan"]
        if plan is not None:
            text = plan_in_words(plan, v["last_round"])
        elif v["phase"] == "plan":
            text = "plan: hidden ✓" if p["planned"] else "planning…"
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
        out.append(_text(x + 16, row + 11, "automaton: no paints, money or mood"
                         + (f" · decided by {ctrl} this round" if ctrl else ""), 9, SOFT))
        row += 18
    # fresco tiles owned (their backs are public), requests, portraits
    out.append(_text(x + 16, row + 11, f"tiles {p['tile_count']}", 9, SOFT))
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
        label = f"{'gen' if req['kind'] == 'general' else req['kind']} {req['vp']}"
        out.append(f'<g class="owned-request" data-request="{_e(req["request"])}">'
                   f"<title>{_e(req['request'])}: covers {req['covered']} tiles</title>"
                   + _rect(tx, row, 40, 15, fill, "#7a6a50", 0.8, 3) + _text(tx + 20, row + 11, label, 8.5, ink,
                                                                             "middle", "bold") + "</g>")
        tx += 44
    row += 19
    if p["portraits"]:
        cards = {c.id: c for c in t.data.portraits}
        px = x + 16
        for card_id in p["portraits"]:
            name = cards[card_id].name if card_id in cards else card_id
            width = 8 + len(name) * 5
            out.append(f'<g class="owned-portrait" data-card="{_e(card_id)}">'
                       + _rect(px, row, width, 14, "#efe3ff", "#8e6bb0", 0.8, 3)
                       + _text(px + width / 2, row + 10, name, 8.5, "#4a2a6a", "middle") + "</g>")
            px += width + 4
    if h >= 96:
        vp = " · ".join(f"{k} {n}" for k, n in p["vp"].items() if n or k in ("fresco", "bishop"))
        out.append(_text(x + 16, y + h - 7, "VP from " + vp, 8.5, SOFT, extra=' class="vp"'))
    out.append("</g>")
    return "".join(out)


PLACES = ("market", "cathedral", "studio", "workshop", "theatre")


def plan_in_words(plan, last_round: bool) -> str:
    """A revealed plan as a student reads it: "2 market · 1 cathedral · 1 workshop" (empty places left out)."""
    places = PLACES[:4] + ("cathedral II",) if last_round else PLACES
    words = [f"{n} {place}" for n, place in zip(plan, places) if n]
    return " · ".join(words) if words else "no apprentice placed"


def _score_track(t: _Table) -> str:
    v = t.view
    players = v["players"]
    legal = t.legal
    y0, x0, x1 = 498, 10, 950
    out = [t.panel("score", x0, y0, x1 - x0, 92, "Score track", t.where == "score")]
    starts = t.game.tables.side.start_spaces
    line_y = y0 + 48
    sx = 124
    out.append(_text(sx, line_y - 14, "start (S1 rearmost)", 7.5, SOFT))
    for k in range(starts):
        bx = sx + k * 24
        out.append(_rect(bx, line_y - 9, 20, 18, "#efe6d3", "#cbbb9c", 1, 3)
                   + _text(bx + 10, line_y + 4, f"S{k + 1}", 8, SOFT, "middle"))
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
    big = bool(_LAYOUT.get().key)         # a projector: larger painters, two lanes
    # painters above and below the track, further out when crowded
    lanes = (-21, 21, -39, 39) if big else (-16, 16, -35, 35)
    radius = 11 if big else 9.5
    ends = [-1e9] * len(lanes)    # right end of the last painter's label in each lane
    for p in sorted(players, key=lambda q: (q["start_space"] is None, q["score"], q["start_space"] or 0)):
        seat = p["seat"]
        on_start = p["start_space"] is not None
        colour = t.colour[seat]
        where = f"start space S{p['start_space']}" if on_start else f"space {p['score']}"
        name = p["name"]
        out.append(f'<g class="painter" data-seat="{seat}" data-score="{p["score"]}"'
                   f'{t.click("look score", f"{name}: {where}")}><title>{_e(name)}: {where}</title>')
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
    out.append(_text(x0 + 10, y0 + 40, "ahead:", 8.5, SOFT))
    out.append(_text(x0 + 10, y0 + 53, leader["name"], 11, t.colour[leader["seat"]], weight="bold"))
    px = x1 - 10
    for text, label in (("place ahead", "ahead ▶"), ("place behind", "◀ behind")):
        if text in legal:
            px -= 66
            out.append(f'<g class="place-choice"{t.click(text, text)}><title>the space is taken: go to the next '
                       f'free space {text.split()[1]}</title>' + _rect(px, y0 + 4, 62, 17, "#e8f5e9", LEGAL, 1.5, 4)
                       + _text(px + 31, y0 + 16, label, 9.5, LEGAL, "middle", "bold") + "</g>")
    return "".join(out)


STEPS_OF_ROUND = (("inn", "Wake-up"), ("plan", "Plan"), ("market", "Market"), ("cathedral", "Cathedral"),
                  ("studio", "Studio"), ("workshop", "Workshop"), ("theatre", "Theatre"), ("income", "Income"))


def _round_panel(t: _Table, x, y, w, h) -> str:
    """The round's steps in order, the current one lit, and the action order by wake-up time."""
    v = t.view
    out = [t.panel("round", x, y, w, h, f"Round {v['round']}", False,
                   "last round: a 2nd cathedral visit replaces the theatre" if v["last_round"] else "order of play")]
    steps = list(STEPS_OF_ROUND)
    if v["last_round"]:
        steps[6] = ("cathedral", "Cathedral II")
        steps = steps[:7]
    phase = v["phase"]
    current = t.where if t.where in {k for k, _ in steps} else None
    if current is None and phase in ("wake", "plan", "income"):
        current = {"wake": "inn", "plan": "plan", "income": "income"}[phase]
    gap = 4
    chip_w = min(78, (w - 20 - gap * (len(steps) - 1)) / len(steps))
    planning = t.live and t.decision.kind == "simultaneous" and t.decision.seat is not None
    counts = t.draft.get("counts", [0] * 5) if t.draft.get("kind") == "plan" else [0] * 5
    for i, (key, label) in enumerate(steps):
        cx = x + 10 + i * (chip_w + gap)
        lit = key == current
        column = i - 2 if planning and 2 <= i <= 6 else None        # a place on the plan board
        if column is None:
            attrs = t.click(f"look {key}", f"{label}: what happens there")
        else:
            label = f"{label} {counts[column]}"
            attrs = t.click(f"plan+ {column + 1}", f"plan one more apprentice at the {label[:-2].lower()}")
            lit = counts[column] > 0
        out.append(f'<g class="step" data-step="{key}"' + (' data-active="1"' if lit else "")
                   + (f' data-column="{column + 1}"' if column is not None else "") + f"{attrs}>"
                   + _rect(cx, y + 24, chip_w, 18, "#fff1c9" if lit else "#f1eadb", HOT if lit else "#d6cab2",
                           2 if lit else 0.8, 9)
                   + _text(cx + chip_w / 2, y + 36.5, label, 8.5 if chip_w > 52 else 7.5, INK, "middle",
                           "bold" if lit else None) + "</g>")
    order = v["action_order"]
    if order:
        out.append(_text(x + 10, y + 60, "action order:", 9, SOFT))
        px = x + 72
        times = {slot["painter"]: slot["time"] for slot in v["inn"] if slot["painter"] is not None}
        for name in order:
            seat = t.seat_of.get(name)
            out.append(_chip(px + 7, y + 57, 7, t.colour.get(seat, SOFT), ""))
            label = f"{name} {times.get(name, '')}".strip()
            out.append(_text(px + 17, y + 60, label, 9, INK))
            px += 26 + _width(label, 9)
    else:
        out.append(_text(x + 10, y + 60, "wake-up choice: rearmost painter on the score track first", 9, SOFT))
    return "".join(out)


def _modules(t: _Table) -> str:
    v = t.view
    out = []
    y, h = 596, 74
    x = 950
    if "requests" in t.modules:
        stacks = v["requests"]
        w = 232
        x -= w
        hot = bool(t.legal) and (t.where == "income" or any(type(a) is FulfilRequest for a in t.decision.options))
        out.append(t.panel("requests", x, y, w, h, "Bishop's requests", hot))
        for i, kind in enumerate(REQUEST_KINDS):
            stack = stacks.get(kind, [])
            sx = x + 12 + i * 54
            fill = PAINT_COLOURS.get(kind, "#eee6d6")
            ink = PAINT_INK.get(kind, INK)
            out.append(f'<g class="request-stack" data-kind="{kind}" data-count="{len(stack)}"'
                       f'{t.click(f"request {kind}", f"fulfil a {kind} request")}>'
                       f"<title>{kind} requests: {', '.join(map(str, reversed(stack))) or 'none left'}</title>")
            for k in reversed(range(min(len(stack), 3))):
                out.append(_rect(sx + k * 2.5, y + 22 + k * 2.5, 42, 30, fill, "#6d5d45", 0.8, 4))
            if stack:
                out.append(_text(sx + 23, y + 41, f"{stack[-1]} VP", 10, ink, "middle", "bold"))
            else:
                out.append(_rect(sx, y + 22, 42, 30, "none", "#cbbb9c", 1, 4, ' stroke-dasharray="3 2"'))
            out.append(_text(sx + 22, y + 68, ("general" if kind == "general" else kind) + f" ×{len(stack)}", 8,
                             SOFT, "middle"))
            out.append("</g>")
        x -= 8
    if "portraits" in t.modules:
        por = v["portraits"]
        cards = {c.id: c for c in t.data.portraits}
        w = 226
        x -= w
        out.append(t.panel("studio", x, y, w, h, "Studio · portraits", t.where == "studio",
                           f"deck {por['deck']}" + (" · last up" if por["last_up"] else "")))
        options = t.decision.options if t.decision else ()
        for i, card in enumerate(por["face_up"]):
            cx = x + 10 + i * 76
            takes = [str(a) for a in options if type(a) is TakePortrait and a.card == card["id"]]
            data = cards.get(card["id"])
            card_id, card_name = card["id"], card["name"]
            out.append(f'<g class="portrait" data-card="{_e(card_id)}"'
                       f'{t.click(f"portrait {card_id}", f"take the portrait {card_name}")}>'
                       f"<title>{_e(card['id'])}: {_e(card['name'])} ({card['kind']})</title>")
            out.append(_rect(cx, y + 22, 70, 46, "#f4ecff", LEGAL if takes else "#8e6bb0", 2 if takes else 1, 4))
            out.append(_text(cx + 35, y + 36, card["name"], 9 if len(card["name"]) < 13 else 8, "#4a2a6a",
                             "middle", "bold"))
            out.append(_text(cx + 35, y + 48, card["kind"], 8, SOFT, "middle"))
            if len(takes) > 1:
                out.append(_text(cx + 35, y + 61, "see options", 8, LEGAL, "middle"))
            elif data is not None and data.vp:
                out.append(_text(cx + 35, y + 61, f"{data.vp} VP", 8.5, INK, "middle", "bold"))
            out.append("</g>")
        if por["deck"]:
            dx = x + 10 + 2 * 76 + 4
            for k in reversed(range(min(3, por["deck"]))):
                out.append(_rect(dx + k * 2.5, y + 22 + k * 2.5, 48, 40, "#d9c8ec", "#8e6bb0", 0.8, 4))
            out.append(_text(dx + 24, y + 46, str(por["deck"]), 12, "#4a2a6a", "middle", "bold"))
        x -= 8
    out.insert(0, _round_panel(t, 10, y, x - 10, h))
    return "".join(out)


def _legend(t: _Table) -> str:
    """One line along the bottom: paints, painters, symbols."""
    y = H - 14
    blends = "blends" in t.modules
    out = ['<g class="legend">']
    x = 14
    for code in PAINT_COLOURS:
        if code in ("Pk", "Br") and not blends:
            continue
        out.append(_paint(x, y - 9, code, 11) + _text(x + 14, y, PAINT_NAMES[code], 9, INK))
        x += 20 + _width(PAINT_NAMES[code], 9)
    x += 8
    for p in t.view["players"]:
        out.append(_chip(x + 5, y - 3.5, 5.5, t.colour[p["seat"]], "") + _text(x + 13, y, p["name"], 9, INK))
        x += 22 + _width(p["name"], 9)
    x += 8
    out.append(_mitre(x + 6, y - 4, 0.7) + _text(x + 14, y, "bishop", 9, INK))
    x += 22 + _width("bishop", 9)
    if "leonardo" in t.view:
        out.append(_chip(x + 6, y - 3.5, 6, LEONARDO_COLOUR, "L") + _text(x + 15, y, "Leonardo's painter", 9, INK))
        x += 24 + _width("Leonardo's painter", 9)
    out.append(_tile_back(x, y - 11, ["G"], 9, 13) + _text(x + 13, y, "tile back", 9, INK))
    x += 22 + _width("tile back", 9)
    out.append(_rect(x, y - 9, 12, 10, "none", LEGAL, 2, 2) + _text(x + 16, y, "your legal click", 9, INK))
    x += 26 + _width("your legal click", 9)
    out.append(_rect(x, y - 9, 12, 10, "none", HOT, 2.5, 2) + _text(x + 16, y, "deciding now", 9, INK))
    out.append("</g>")
    return "".join(out)


# ---------------------------------------------------------------------------------------------- entry point

def board_svg(game, who="public", highlight: bool = True, layout: str = "desk", draft: dict | None = None) -> str:
    """The table as ``who`` (a seat, ``"public"`` or ``"full"``) sees it, as one SVG string.

    Hidden values are masked exactly as ``game.view(who)`` masks them. With ``highlight`` the current
    decision is outlined and the board is live: every part answers a click (``data-click``: the text
    ``BoardWidget`` sends to Python, with ``tabindex`` and an ``aria-label``), and — when ``who`` is the
    deciding seat or ``"full"`` — every element that stands for a legal action carries ``data-action`` with
    the action's text form. Without it the picture is a plain snapshot (handouts).

    ``layout="projector"`` draws every text at least 11 units and names, scores, whose turn and the phase at
    least 19 (≥ 14 px and ≥ 24 px when the board is 1280 px wide); ``"desk"`` is the notebook's. ``draft``
    is a decision being built by clicks (``BoardWidget``): ``{"kind": "buy", "stall": 1, "slots": [0, 2]}``,
    ``{"kind": "altar", "paints": ["R", "G"]}`` or ``{"kind": "plan", "counts": [2, 1, 0, 0, 0]}``.
    """
    if layout not in LAYOUTS:
        raise ValueError(f"layout is one of {', '.join(LAYOUTS)}, not {layout!r}")
    token = _LAYOUT.set(LAYOUTS[layout])
    try:
        return _board(game, who, highlight, draft)
    finally:
        _LAYOUT.reset(token)


def _board(game, who, highlight, draft) -> str:
    t = _Table(game, who, highlight, draft)
    v = t.view
    body = [_header(t), _fresco(t), _altar_workshop(t), _market(t), _inn(t), _mood(t), _players(t),
            _score_track(t), _modules(t), _legend(t)]
    tall = _header_extra()
    body[1:] = [f'<g transform="translate(0 {_n(tall)})">'] + body[1:] + ["</g>"] if tall else body[1:]
    root = (f'<svg xmlns="http://www.w3.org/2000/svg" class="fresco-board" viewBox="0 0 {W} {_n(H + tall)}" '
            f'width="{W}" height="{_n(H + tall)}" font-family="{FONT}" data-round="{v["round"]}" data-phase="{v["phase"]}" '
            f'data-last-round="{int(bool(v["last_round"]))}" data-viewer="{_e(who)}" data-layout="{_LAYOUT.get().name}"'
            + (f' data-where="{t.where}"' if t.where else "") + ">")
    return root + _rect(0, 0, W, H + tall, "#f6f0e3", rx=10) + "".join(body) + "</svg>"
