"""What each seat may see (R-HID-1): a seat's view, the public (projector) view and the full view.

Views are derived from the state on demand, never stored; they are plain JSON-able dicts.
"""
from __future__ import annotations

from typing import NamedTuple

from ..data import PAINTS
from .actions import LAST_ROUND_LOCATIONS, LOCATIONS, part_name
from .leonardo import controller
from .state import START_KEY, State

PART_NAMES = tuple(part_name(part) for part in range(25))
PUBLIC = "public"
FULL = "full"


def _player(s: State, seat: int, who) -> dict:
    p = s.players[seat]
    tiles = s.tables.fresco_tiles
    data = s.tables.data
    sees_screens = who == FULL or who == seat or p.automaton     # Leonardo has no screens (R-LEO-2)
    plan_public = s.phase != "plan" or p.automaton
    automaton = p.automaton
    mood = p.mood
    # (empty lists are built without comprehensions: views are read before most bot decisions)
    return {
        "seat": seat,
        "name": p.name,
        "automaton": automaton,
        "score": p.score,
        "start_space": p.pos - START_KEY if p.pos < 1 and s.phase != "setup" else None,
        "inn_slot": p.inn if p.inn >= 0 else None,
        "mood": None if automaton else mood - data.mood.start,
        "mood_space": None if automaton else mood,
        "mood_zone": None if automaton else s.tables.mood_zones[mood],
        "apprentices": p.apprentices,
        "tile_count": len(p.tiles) + sum(len(covered) for _, covered in p.requests) if p.requests else len(p.tiles),
        "tile_backs": [list(tiles[t].spots) for t in p.tiles] if p.tiles else [],
        "portraits": [data.portraits[c].id for c in p.portraits] if p.portraits else [],
        "requests": [{"request": data.requests[r].id, "kind": data.requests[r].kind, "vp": data.requests[r].vp,
                      "covered": len(covered)} for r, covered in p.requests] if p.requests else [],
        "tiles": ([tiles[t].id for t in p.tiles] if p.tiles else []) if sees_screens else None,
        "vp": dict(p.vp),
        "thalers": p.thalers if sees_screens else None,
        "paints": ({c: n for c, n in zip(PAINTS, p.paints) if n} if sees_screens else None),
        "planned": p.plan is not None,
        "plan": list(p.plan) if p.plan is not None and (sees_screens or plan_public) else None,
    }


def _location(s: State) -> dict | None:
    """Where the act phase stands: the location, its column on the action board, whose turn, actions left."""
    if s.phase != "act" or s.turn_index < 0:
        return None
    names = LAST_ROUND_LOCATIONS if s.last_round else LOCATIONS
    return {"name": names[s.loc], "column": s.loc, "visit": 2 if s.last_round and s.loc == 4 else 1,
            "player": s.players[s.order[s.turn_index]].name, "seat": s.order[s.turn_index], "remaining": s.remaining}


def _fresco(s: State, who) -> list[dict]:
    known = s.tables.fresco_tiles
    return [{"part": PART_NAMES[part], "tile": known[tile].id, "value": known[tile].value,
             "paints": list(known[tile].paints)} if tile >= 0 else
            {"part": PART_NAMES[part], "tile": None, "value": None, "paints": None}
            for part, tile in enumerate(s.fresco)]


def _inn(s: State, who) -> list[dict]:
    occupied = {p.inn: p.name for p in s.players if p.inn >= 0}
    return [{"time": slot.time, "mood": slot.mood, "price": slot.price, "painter": occupied.get(i)}
            for i, slot in enumerate(s.tables.inn)]


def _leonardo(s: State, who):
    if not s.tables.leonardo:
        return ABSENT
    return {"seat": s.leonardo, "part": part_name(s.leo_part),
            "controller": s.players[controller(s)].name if s.round else None}


def _portraits(s: State, who):
    if "portraits" not in s.tables.modules:
        return ABSENT
    cards = s.tables.data.portraits
    return {"face_up": [{"id": cards[c].id, "name": cards[c].name, "kind": cards[c].kind} for c in s.portraits_up],
            "deck": len(s.portrait_deck), "last_up": s.portraits_final}


def _requests(s: State, who):
    if "requests" not in s.tables.modules:
        return ABSENT
    reqs = s.tables.data.requests
    return {kind: [reqs[r].vp for r in stack] for kind, stack in s.request_stacks.items()}


ABSENT = object()          # a section this game or this viewer does not have

# The view's keys in order, each with how it is read from the state (ABSENT: left out).
SECTIONS = {
    "viewer": lambda s, who: who,
    "round": lambda s, who: s.round,
    "last_round": lambda s, who: s.last_round,
    "phase": lambda s, who: s.phase,
    "fresco": _fresco,
    "bishop": lambda s, who: part_name(s.bishop),
    "tiles_left": lambda s, who: s.tiles_left(),
    "stalls": lambda s, who: [[s.tables.market_tiles[t].id for t in stall] for stall in s.stalls],
    "bag": lambda s, who: sorted(s.tables.market_tiles[t].id for t in s.bag),
    "inn": _inn,
    "action_order": lambda s, who: [s.players[q].name for q in s.order] if s.phase not in ("wake", "setup") else [],
    "wake_queue": lambda s, who: [s.players[q].name for q in s.wake_queue] if s.phase == "wake" else [],
    "location": lambda s, who: _location(s),
    "placing": lambda s, who: ({"seat": s.placing.seat, "ahead": s.placing.ahead, "behind": s.placing.behind}
                               if s.placing else None),
    "players": lambda s, who: [_player(s, seat, who) for seat in range(len(s.players))],
    "modules": lambda s, who: sorted(s.tables.modules),
    "leonardo": _leonardo,
    "portraits": _portraits,
    "requests": _requests,
    "bag_order": lambda s, who: [s.tables.market_tiles[t].id for t in s.bag] if who == FULL else ABSENT,
}


def view(s: State, who, only=None, painters=None) -> dict:
    """The table as ``who`` sees it: a seat number, ``"public"`` or ``"full"`` (R-HID-1); ``only``: just these
    keys (of :data:`SECTIONS`), ``painters``: just these seats' entries in "players" (None for the others) — for
    readers who need a few things fast."""
    if only is None:
        found = {key: read(s, who) for key, read in SECTIONS.items()}
    else:
        unknown = [key for key in only if key not in SECTIONS]
        if unknown:
            raise ValueError(f"a view has no {unknown[0]!r}; its keys are {', '.join(SECTIONS)}")
        found = {key: SECTIONS[key](s, who) for key in only if key != "players" or painters is None}
    if painters is not None and "players" in (only or SECTIONS):
        found["players"] = [_player(s, seat, who) if seat in painters else None for seat in range(len(s.players))]
    return {key: value for key, value in found.items() if value is not ABSENT}


# ---------------------------------------------------------------- compact reads for bots
# The parts of a view a bot reads before most decisions, without building the view's dicts.

class Holdings(NamedTuple):
    """What is behind a painter's large screen (R-HID-1): ``paints`` as counts in :data:`PAINTS` order, and
    ``thalers``."""
    paints: tuple[int, ...]
    thalers: int


def holdings(s: State, painter: int, who) -> Holdings:
    """``painter``'s paints and thalers as ``who`` sees them: a seat sees its own, everyone sees Leonardo's
    (he has no screens, R-LEO-2), ``"full"`` sees all; any other screen raises ValueError naming R-HID-1 (a
    query, not an action: no IllegalAction)."""
    p = s.players[painter]
    if not (who == painter or p.automaton or who == FULL):
        viewer = "the projector" if who == PUBLIC else s.players[who].name
        raise ValueError(f"R-HID-1: {p.name}'s paints and thalers are behind their screen; {viewer} cannot see them")
    return Holdings(tuple(p.paints), p.thalers)


def fresco_tiles(s: State) -> tuple:
    """The tile on each fresco part in part order (a FrescoTile; None once restored): the view's "fresco"."""
    known = s.tables.fresco_tiles
    return tuple([known[tile] if tile >= 0 else None for tile in s.fresco])


def fresco_key(s: State) -> tuple[int, ...]:
    """A hashable key of the fresco: equal keys mean equal :func:`fresco_tiles` for one game's data (the index of
    each part's tile among the game's fresco tiles, -1 once restored)."""
    return tuple(s.fresco)
