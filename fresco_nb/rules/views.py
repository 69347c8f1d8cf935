"""What each seat may see (R-HID-1): a seat's view, the public (projector) view and the full view.

Views are derived from the state on demand, never stored; they are plain JSON-able dicts.
"""
from __future__ import annotations

from ..data import PAINTS
from .actions import part_name
from .state import START_KEY, State

PUBLIC = "public"
FULL = "full"


def _player(s: State, seat: int, who) -> dict:
    p = s.players[seat]
    tiles = s.tables.fresco_tiles
    sees_screens = who == FULL or who == seat
    plan_public = s.phase != "plan"
    return {
        "seat": seat,
        "name": p.name,
        "score": p.score,
        "start_space": p.pos - START_KEY if p.pos < 1 and s.phase != "setup" else None,
        "inn_slot": p.inn if p.inn >= 0 else None,
        "mood": p.mood - s.tables.data.mood.start,
        "mood_space": p.mood,
        "mood_zone": s.tables.mood_zones[p.mood],
        "apprentices": p.apprentices,
        "tile_count": len(p.tiles),
        "tile_backs": [list(tiles[t].spots) for t in p.tiles],
        "tiles": [tiles[t].id for t in p.tiles] if sees_screens else None,
        "vp": dict(p.vp),
        "thalers": p.thalers if sees_screens else None,
        "paints": ({c: n for c, n in zip(PAINTS, p.paints) if n} if sees_screens else None),
        "planned": p.plan is not None,
        "plan": list(p.plan) if p.plan is not None and (sees_screens or plan_public) else None,
    }


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
        "players": [_player(s, seat, who) for seat in range(len(s.players))],
    }
    if who == FULL:
        result["bag_order"] = [tables.market_tiles[t].id for t in s.bag]
    return result
