"""Cathedral: restore fresco parts or the altar, with the bishop and his bonus (R-CATH, R-ALT)."""
from __future__ import annotations

from ..data import BLENDS
from .actions import DIRECTIONS, BishopJump, MoveBishop, RestoreAltar, RestorePart, part_name
from .errors import IllegalAction
from .powers import permanent
from .scoring import score
from .state import State

RESTORE = tuple(RestorePart(i) for i in range(25))
JUMPS = tuple(BishopJump(i) for i in range(25))
STEPS = tuple(MoveBishop(d) for d in DIRECTIONS)


def _step_target(bishop: int, direction: str) -> int:
    """The part one step from ``bishop`` in ``direction``, or -1 off the grid."""
    dr, dc = DIRECTIONS[direction]
    r, c = bishop // 5 + dr, bishop % 5 + dc
    return r * 5 + c if 0 <= r < 5 and 0 <= c < 5 else -1


BISHOP_STEPS = tuple(tuple(m for m in STEPS if _step_target(b, m.direction) >= 0) for b in range(25))


def restorations(s: State, seat: int) -> list:
    """Fresco parts and altar sets the player can pay for now (R-CATH-1, R-ALT-1)."""
    tiles, altars = s.tables.payable(s.players[seat].paints)      # remembered per holding of paints
    found = [RESTORE[part] for part, tile in enumerate(s.fresco) if tile >= 0 and tiles[tile]]
    found += altars
    return found


def options(s: State, seat: int) -> list:
    """Restorations, plus the one paid bishop step before a restoration (R-CATH-4) and, at any moment of
    the owner's cathedral turn, the Provost's jump (R-POR-6)."""
    found = restorations(s, seat) if s.remaining > 0 else []
    p = s.players[seat]
    step_before_altar = s.tables.rulings["bishop_step_before_altar"]
    if found and s.bishop_moved and not step_before_altar:
        found = [a for a in found if isinstance(a, RestorePart)]
    elif found and not s.bishop_moved and p.thalers >= s.tables.data.bishop_step_cost and (
            step_before_altar or isinstance(found[0], RestorePart)):
        found.extend(BISHOP_STEPS[s.bishop])
    if can_jump(s, seat):
        found.extend(JUMPS[q] for q in range(25) if q != s.bishop)
    return found


def can_jump(s: State, seat: int) -> bool:
    """True if the player may use the Provost's jump now: he owns it, has not used it this round and can
    pay (R-POR-6)."""
    p = s.players[seat]
    return bool(p.portraits) and not p.jumped and has_provost(s, seat) and p.thalers >= permanent(s, seat, "provost")


def provost_window(s: State, seat: int) -> bool:
    """True while a cathedral turn whose restorations are done stays open for the Provost's jump (R-POR-6)."""
    return not s.turn_closed and can_jump(s, seat)


def has_provost(s: State, seat: int) -> bool:
    """True if the player owns the Provost portrait (R-POR-6)."""
    cards = s.tables.data.portraits
    return any(cards[c].effect == "provost" for c in s.players[seat].portraits)


def jump(s: State, seat: int, action: BishopJump) -> None:
    """Provost: pay and move the bishop to any part, once per round (R-POR-6)."""
    p = s.players[seat]
    cost = permanent(s, seat, "provost")
    p.thalers -= cost
    p.jumped = True
    old = s.bishop
    s.bishop = action.part
    s.note("R-POR-6", "provost_jump", seat, old, s.bishop, cost)


def altar_set(s: State, paints):
    """The altar set (R-ALT-1) paid with ``paints`` (a tuple of paint codes), or None if there is none."""
    try:
        return s.tables.altar_by_paints.get(paints)
    except TypeError:          # unhashable, e.g. a list inside: no altar set
        return None


def bonus(s: State, part: int) -> int:
    """Bishop bonus for restoring ``part`` with the bishop where he stands now (R-CATH-2)."""
    if s.bishop == part:
        return s.tables.data.bishop_bonus_on
    if s.bishop in s.tables.neighbours[part]:
        return s.tables.data.bishop_bonus_near
    return 0


def why_not(s: State, seat: int, action) -> IllegalAction | None:
    """Why this cathedral action, which is not among the legal actions, is refused: the IllegalAction naming the
    rule, or None if none of these rules forbids it (the game then says it is not possible now)."""
    p = s.players[seat]
    if isinstance(action, BishopJump):
        if not has_provost(s, seat):
            return IllegalAction("R-POR-6", "provost_not_owner")
        if p.jumped:
            return IllegalAction("R-POR-6", "provost_once")
        if not isinstance(action.part, int) or not 0 <= action.part < 25:
            return IllegalAction("R-POR-6", "provost_part_unknown", part=repr(action.part))
        if action.part == s.bishop:
            return IllegalAction("R-POR-6", "provost_same_part", part=part_name(s.bishop))
        return IllegalAction("R-ACT-3", "provost_cost", cost=permanent(s, seat, "provost"), name=p.name,
                             thalers=p.thalers)
    if isinstance(action, MoveBishop):
        if not isinstance(action.direction, str) or action.direction not in DIRECTIONS:
            return IllegalAction("R-CATH-4", "bishop_direction", direction=repr(action.direction))
        if s.bishop_moved:
            return IllegalAction("R-CATH-4", "bishop_once")
        if _step_target(s.bishop, action.direction) < 0:
            return IllegalAction("R-CATH-4", "bishop_off", part=part_name(s.bishop), direction=action.direction)
        if p.thalers < s.tables.data.bishop_step_cost:
            return IllegalAction("R-CATH-4", "bishop_cost", cost=s.tables.data.bishop_step_cost, name=p.name,
                                 thalers=p.thalers)
        return IllegalAction("R-CATH-4", "bishop_before_restoration" if s.tables.rulings["bishop_step_before_altar"]
                             else "bishop_before_part")
    if isinstance(action, RestorePart):
        part = action.part
        if not isinstance(part, int) or not 0 <= part < 25:
            return IllegalAction("R-CATH-1", "part_unknown", part=repr(part))
        if s.fresco[part] < 0:
            return IllegalAction("R-CATH-1", "part_restored", part=part_name(part))
        tile = s.tables.fresco_tiles[s.fresco[part]]
        return IllegalAction("R-ACT-3", "part_lacks", name=p.name, part=part_name(part), paints="+".join(tile.paints))
    altar = altar_set(s, action.paints)
    if altar is None:
        if not isinstance(action.paints, tuple) or not all(isinstance(c, str) for c in action.paints):
            return IllegalAction("R-ALT-1", "altar_form", paints=repr(action.paints))
        return IllegalAction("R-ALT-1", "altar_not_a_set", paints="+".join(action.paints))
    return IllegalAction("R-ACT-3", "altar_lacks", name=p.name, paints="+".join(action.paints))


def move_bishop(s: State, seat: int, action: MoveBishop) -> None:
    """Pay and move the bishop one step (R-CATH-4)."""
    s.players[seat].thalers -= s.tables.data.bishop_step_cost
    old = s.bishop
    s.bishop = _step_target(old, action.direction)
    s.bishop_moved = True
    s.note("R-CATH-4", "bishop_step", seat, old, s.bishop)


def restore_part(s: State, seat: int, action: RestorePart) -> None:
    """Pay the paints, score value + bishop bonus, take the tile, the bishop follows (R-CATH-1..3)."""
    p = s.players[seat]
    part = action.part
    tile = s.fresco[part]
    for paint, n in s.tables.fresco_need[tile]:
        p.paints[paint] -= n
    value = s.tables.fresco_value[tile]
    extra = bonus(s, part)
    s.note("R-CATH-2" if extra else "R-CATH-1", "restore", seat, part, tile, value, extra, s.bishop)
    s.fresco[part] = -1
    p.tiles.append(tile)
    s.bishop = part
    s.bishop_moved = False
    s.remaining -= 1
    score(s, seat, points(s, seat, tile, extra))


def points(s: State, seat: int, tile: int, extra: int) -> dict[str, int]:
    """VP by source for a restored tile: its value (a blend tile's under "blends"), the bishop bonus,
    and the Abbot's VP with a bishop bonus (R-CATH-1, R-CATH-2, R-POR-3)."""
    source = "blends" if s.tables.fresco_tiles[tile].blend else "fresco"
    gained = {source: s.tables.fresco_value[tile]}
    if extra:
        gained["bishop"] = extra
        more = abbot(s, seat, extra)
        if more:
            gained["portraits"] = more
            s.note("R-POR-3", "abbot", seat, more)
    return gained


def abbot(s: State, seat: int, extra: int) -> int:
    """The Abbot's VP that come with a bishop bonus of ``extra`` VP (0 without a bonus or the card; R-POR-3)."""
    return permanent(s, seat, "abbot") if extra and s.players[seat].portraits else 0


def restore_altar(s: State, seat: int, action: RestoreAltar) -> None:
    """Pay an altar set and score its value; no bishop bonus at the altar (R-ALT-1; with blend paints R-BLD-3)."""
    p = s.players[seat]
    altar = s.tables.altar_by_paints[action.paints]
    for paint, n in altar.need:
        p.paints[paint] -= n
    blended = any(paint in BLENDS for paint in altar.paints)
    s.note("R-BLD-3" if blended else "R-ALT-1", "altar", seat, altar.paints, altar.vp, altar.kind)
    s.bishop_moved = False
    s.remaining -= 1
    score(s, seat, {"altar": altar.vp})
