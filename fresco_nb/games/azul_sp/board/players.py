"""The players' boards: 7 stars of diamonds with their prices, the pillars, statues and windows, the tiles laid, the
hand, the 4 corners with the kept tiles, the name, the score and the start player marker."""
from __future__ import annotations

from ....drawing.board import Drawing
from ....drawing.primitives import INK, SOFT, _e, _n, _rect, _text, _width
from ..data import ANY_COLOUR
from .drawing import TILE_COLOURS, TILE_INK, UNKNOWN_COLOUR, counted_tiles, tile
from .geometry import Spot, board_shape, middle
from .table import marker
from ..explain import structure_names
from .words import colour_name, say, space_looks

DONE = "#e0a800"          # a completed structure
OPEN = "#cfc3a8"          # a structure still waiting for spaces
CENTRE_TINT = "#efe9dc"
PLATE = "#f3ecdc"         # the round pavilion floor the stars lie on


def players(d: Drawing, x, y, w, h) -> str:
    """Every player's board, two to a row, in a ``w`` × ``h`` area."""
    count = len(d.view["players"])
    rows = (count + 1) // 2
    cell_w, cell_h = w / 2, h / rows
    return "".join(player(d, p, x + (i % 2) * cell_w, y + (i // 2) * cell_h, cell_w - 8, cell_h - 8)
                   for i, p in enumerate(d.view["players"]))


def player(d: Drawing, p: dict, x, y, w, h) -> str:
    """One player's board in the box ``x, y, w, h``."""
    seat = p["seat"]
    colour = d.colour_of(seat)
    deciding = d.decision.painter == seat and d.decision.kind not in ("chance", "over")
    out = [f'<g class="player" data-seat="{seat}" data-score="{p["score"]}"'
           + (' data-passed="1"' if p["passed"] else "") + ">",
           _rect(x, y, w, h, "#fbf8f1", "#e0a800" if deciding else "#d8ccb2", 3 if deciding else 1, 8),
           _rect(x, y, 8, h, colour, rx=3),
           _text(x + 16, y + 21, p["name"], 14, INK, weight="bold", key=True, extra=' class="name"'),
           _text(x + w - 12, y + 21, say("score", score=p["score"]), 14, INK, "end", "bold", ' class="score"',
                 key=True)]
    after_name = x + 16 + _width(p["name"], 14, key=True) + 10
    if d.view["marker"] == seat:
        out.append(marker(after_name + 11, y + 15))
        after_name += 30
    if p["passed"]:
        out.append(_text(after_name, y + 20, say("passed"), 11, SOFT, weight="bold"))
    hand_h = 30
    area_top, area_h = y + 30, h - 30 - hand_h
    side = min(w - 20, area_h) / 10.6
    origin = Spot(x + w / 2, area_top + area_h / 2)
    shape = board_shape(d.game.data, side, origin)
    out.append(f'<circle cx="{_n(origin.x)}" cy="{_n(origin.y)}" r="{_n(shape.radius + side * 0.25)}" '
               f'fill="{PLATE}" stroke="#e2d6bd" stroke-width="1.5"/>')
    out.append(_stars(d, p, shape, side))
    out.append(_corners(p, x + 12, area_top + 4, w - 24, area_h - 8, d.view["wild"]))
    hand, _ = counted_tiles(x + 16 + 46, y + h - hand_h + 6, 17, p["hand"], d.view["wild"])
    out.append(_text(x + 16, y + h - hand_h + 19, say("hand"), 11, SOFT, weight="bold") + hand)
    if not p["hand"]:
        out.append(_text(x + 62, y + h - hand_h + 19, say("empty"), 10, SOFT))
    out.append("</g>")
    return "".join(out)


def _stars(d: Drawing, p: dict, shape, side: float) -> str:
    """The diamonds and the structures of one board; the spaces where the deciding player may lay a tile now are
    outlined (their options are in the options panel)."""
    data, board = d.game.data, p["board"]
    costs = dict(zip(d.game.tables.space_ids, d.game.tables.cost))
    colours = {f"{star.id}-{n}": star.colour for star in data.stars for n in range(1, 7)}
    open_spaces = {action.space for action in d.options if action.tag == "place"} \
        if d.decision.painter == p["seat"] else set()
    looks, names = space_looks(d.game), structure_names(d.game.state)
    out = []
    for structure in data.structures:
        where, facing = shape.structures[structure.id]
        done = all(space in board for space in structure.spaces)
        out.append(_structure(structure, names[structure.id], where, side, done))
    grey = d.game.tables.grey
    for sid, corners in shape.diamonds.items():
        points = " ".join(f"{_n(c.x)},{_n(c.y)}" for c in corners)
        laid = board.get(sid)
        star_colour = colours[sid]
        if laid:
            fill, ink = TILE_COLOURS.get(laid, UNKNOWN_COLOUR), TILE_INK.get(laid, "#fff")
        else:
            fill = CENTRE_TINT if star_colour == ANY_COLOUR or grey else _tint(TILE_COLOURS.get(star_colour, "#999"))
            ink = "#5b4d36"
        stroke, width = ("#2e7d32", 2.4) if sid in open_spaces else ("#fffdf8", 1.2)
        label = looks[sid] + (say("look_laid", colour=colour_name(laid)) if laid else "")
        out.append(f'<g class="space" data-space="{sid}"' + (f' data-colour="{laid}"' if laid else "")
                   + (' data-open="1"' if sid in open_spaces else "")
                   + f'{d.click(f"look {sid}", label)}><title>{_e(label)}</title>'
                   f'<polygon points="{points}" fill="{fill}" stroke="{stroke}" stroke-width="{width}" '
                   f'stroke-linejoin="round"/>')
        spot = middle(corners)
        text = colour_name(laid)[:1].upper() if laid else str(costs[sid])
        out.append(_text(spot.x, spot.y + side * 0.16, text, _n(side * 0.42), ink, "middle", "bold" if laid else None))
        out.append("</g>")
    return "".join(out)


def _structure(structure, name: str, where: Spot, side: float, done: bool) -> str:
    """A pillar (a column drum), a statue (a square plinth) or a window (an arch), gold once completed; ``name`` its
    words in the tooltip."""
    fill, r = (DONE if done else OPEN), side * 0.26
    attrs = (f'class="structure" data-structure="{structure.id}" data-kind="{structure.kind}"'
             + (' data-done="1"' if done else ""))
    if structure.kind == "pillar":
        shape = f'<circle cx="{_n(where.x)}" cy="{_n(where.y)}" r="{_n(r)}" fill="{fill}" stroke="#8c7b66"/>'
    elif structure.kind == "statue":
        shape = _rect(where.x - r, where.y - r, 2 * r, 2 * r, fill, "#8c7b66", 1, 2)
    else:
        shape = (f'<path d="M{_n(where.x - r)} {_n(where.y + r)}V{_n(where.y)}A{_n(r)} {_n(r)} 0 0 1 '
                 f'{_n(where.x + r)} {_n(where.y)}V{_n(where.y + r)}Z" fill="{fill}" stroke="#8c7b66"/>')
    state = say("done") if done else say("open")
    title = say("look_structure", structure=name, done=state)
    return f"<g {attrs}><title>{_e(title)}</title>{shape}</g>"


def _corners(p: dict, x, y, w, h, wild: str) -> str:
    """The 4 corners of the board, each holding one kept tile or empty (A-PLACE-16)."""
    kept = [colour for colour, n in p["corners"].items() for _ in range(n)]
    size = 20
    spots = [(x, y + 12), (x + w - size, y + 12), (x, y + h - size), (x + w - size, y + h - size)]
    out = ['<g class="corners">']
    for i, (cx, cy) in enumerate(spots):
        out.append(_rect(cx - 3, cy - 3, size + 6, size + 6, "none", "#b9a986", 1, 4, ' stroke-dasharray="3 2"'))
        if i < len(kept):
            out.append(tile(cx, cy, size, kept[i], kept[i] == wild))
    out.append("</g>")
    return "".join(out)


def _tint(colour: str, keep: float = 0.3) -> str:
    """``colour`` mixed with white: an empty space shows its star's colour, faintly."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(255 - (255 - c) * keep):02x}" for c in rgb)
