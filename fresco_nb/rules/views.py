"""What each seat may see (R-HID-1): a seat's view, the public (projector) view and the full view.

Views are derived from the state on demand, never stored; they are plain JSON-able dicts.
"""
from __future__ import annotations

from ..data import PAINTS
from .actions import LAST_ROUND_LOCATIONS, LOCATIONS, part_name
from .leonardo import controller
from .state import START_KEY, State

PUBLIC = "public"
FULL = "full"


def _player(s: State, seat: int, who) -> dict:
    p = s.players[seat]
    tiles = s.tables.fresco_tiles
    data = s.tables.data
    sees_screens = who == FULL or who == seat or p.automaton     # Leonardo has no screens (R-LEO-2)
    plan_public = s.phase != "plan" or p.automaton
    return {
        "seat": seat,
        "name": p.name,
        "automaton": p.automaton,
        "score": p.score,
        "start_space": p.pos - START_KEY if p.pos < 1 and s.phase != "setup" else None,
        "inn_slot": p.inn if p.inn >= 0 else None,
        "mood": None if p.automaton else p.mood - data.mood.start,
        "mood_space": None if p.automaton else p.mood,
        "mood_zone": None if p.automaton else s.tables.mood_zones[p.mood],
        "apprentices": p.apprentices,
        "tile_count": len(p.tiles) + sum(len(covered) for _, covered in p.requests),
        "tile_backs": [list(tiles[t].spots) for t in p.tiles],
        "portraits": [data.portraits[c].id for c in p.portraits],
        "requests": [{"request": data.requests[r].id, "kind": data.requests[r].kind, "vp": data.requests[r].vp,
                      "covered": len(covered)} for r, covered in p.requests],
        "tiles": [tiles[t].id for t in p.tiles] if sees_screens else None,
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


def view(s: State, who) -> dict:
    """The table as ``who`` sees it: a seat number, ``"public"`` or ``"full"`` (R-HID-1)."""
    tables = s.tables
    fresco = []
    for part, tile in enumerate(s.fresco):
        t = tables.fresco_tiles[tile] if tile >= 0 else None
        fresco.append({"part": part_name(part), "tile": t.id if t else None, "value": t.value if t else None,
                       "paints": list(t.paints) if t else None})
    occupied = {p.inn: p.name for p in s.players if p.inn >= 0}
    result = {
        "viewer": who,
        "round": s.round,
        "last_round": s.last_round,
        "phase": s.phase,
        "fresco": fresco,
        "bishop": part_name(s.bishop),
        "tiles_left": s.tiles_left(),
        "stalls": [[tables.market_tiles[t].id for t in stall] for stall in s.stalls],
        "bag": sorted(tables.market_tiles[t].id for t in s.bag),
        "inn": [{"time": slot.time, "mood": slot.mood, "price": slot.price, "painter": occupied.get(i)}
                for i, slot in enumerate(tables.inn)],
        "action_order": [s.players[q].name for q in s.order] if s.phase not in ("wake", "setup") else [],
        "wake_queue": [s.players[q].name for q in s.wake_queue] if s.phase == "wake" else [],
        "location": _location(s),
        "placing": ({"seat": s.placing[0], "ahead": s.placing[1], "behind": s.placing[2]} if s.placing else None),
        "players": [_player(s, seat, who) for seat in range(len(s.players))],
        "modules": sorted(tables.modules),
    }
    if tables.leonardo:
        result["leonardo"] = {"seat": s.leonardo, "part": part_name(s.leo_part),
                              "controller": s.players[controller(s)].name if s.round else None}
    if "portraits" in tables.modules:
        cards = tables.data.portraits
        result["portraits"] = {"face_up": [{"id": cards[c].id, "name": cards[c].name, "kind": cards[c].kind}
                                           for c in s.portraits_up],
                               "deck": len(s.portrait_deck), "last_up": s.portraits_final}
    if "requests" in tables.modules:
        reqs = tables.data.requests
        result["requests"] = {kind: [reqs[r].vp for r in stack] for kind, stack in s.request_stacks.items()}
    if who == FULL:
        result["bag_order"] = [tables.market_tiles[t].id for t in s.bag]
    return result
