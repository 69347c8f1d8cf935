"""Market: visit one stall, then buy tiles from it or close it (R-MKT)."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from .actions import ROMAN, BuyTiles, CloseStall
from .errors import IllegalAction
from .state import State


@lru_cache(maxsize=None)
def _offers(stall: int, size: int, most: int) -> tuple:
    """The actions at a stall holding ``size`` tiles for a player who may buy up to ``most``: every purchase of
    1..most tiles (fewer first), then closing it."""
    return tuple(BuyTiles(stall, c) for k in range(1, min(most, size) + 1) for c in combinations(range(size), k)) \
        + (CLOSE[stall],)


CLOSE = tuple(CloseStall(i) for i in range(len(ROMAN)))


def price(s: State, seat: int) -> int:
    """This round's price per market tile for the player (his wake-up slot, R-WAKE-3)."""
    return s.tables.inn[s.players[seat].inn].price


def options(s: State, seat: int) -> list:
    """Every stall with tiles: each affordable purchase (one tile per apprentice, R-MKT-2), and closing (R-MKT-3)."""
    p = s.players[seat]
    cost = price(s, seat)
    most = p.plan[0] if cost == 0 else min(p.plan[0], p.thalers // cost)
    found = []
    for i, stall in enumerate(s.stalls):
        if stall:
            found += _offers(i, len(stall), most)
    return found


def why_not(s: State, seat: int, action) -> IllegalAction | None:
    """Why this market action, which is not among the legal actions, is refused: the IllegalAction naming the
    rule, or None if none of these rules forbids it (the game then says it is not possible now)."""
    stall = action.stall
    if not isinstance(stall, int) or not 0 <= stall < len(s.stalls):
        typed = ROMAN[stall] if isinstance(stall, int) and 0 <= stall < len(ROMAN) else repr(stall)
        return IllegalAction("R-MKT-1", "stall_unknown", stall=typed, stalls=len(s.stalls),
                             last=ROMAN[len(s.stalls) - 1])
    if not s.stalls[stall]:
        return IllegalAction("R-MKT-1", "stall_empty", stall=ROMAN[stall])
    if isinstance(action, CloseStall):
        return None
    p = s.players[seat]
    slots = action.slots
    if not isinstance(slots, tuple) or not slots or not all(isinstance(x, int) for x in slots):
        return IllegalAction("R-MKT-2", "buy_names_tiles")
    held = len(s.stalls[stall])
    if any(not 0 <= x < held for x in slots):
        return IllegalAction("R-MKT-2", "buy_tile_unknown", stall=ROMAN[stall], held=held)
    if len(set(slots)) != len(slots):
        return IllegalAction("R-MKT-2", "buy_tile_twice", stall=ROMAN[stall])
    if len(slots) > p.plan[0]:
        return IllegalAction("R-MKT-2", "buy_apprentices", name=p.name, apprentices=p.plan[0])
    cost = price(s, seat) * len(slots)
    if cost > p.thalers:
        return IllegalAction("R-ACT-3", "buy_cost", tiles=len(slots), cost=cost, name=p.name, thalers=p.thalers)
    if slots != tuple(sorted(slots)):
        return IllegalAction("R-MKT-2", "buy_order")
    return None


def buy(s: State, seat: int, action: BuyTiles) -> None:
    """Pay, take the paints shown, then return every tile of the stall to the bag (R-MKT-2)."""
    p = s.players[seat]
    stall = s.stalls[action.stall]
    cost = price(s, seat) * len(action.slots)
    p.thalers -= cost
    gains = s.tables.market_gain
    for slot in action.slots:
        for paint, n in gains[stall[slot]]:
            p.paints[paint] += n
    s.note("R-MKT-2", "buy", seat, action.stall, tuple(stall[x] for x in action.slots), cost)
    unused = p.plan[0] - len(action.slots)
    if unused > 0:          # one stall per visit (R-MKT-4): the other market apprentices are forgone
        s.note("R-ACT-3", "unused_market", seat, unused)
    s.bag.extend(stall)
    stall.clear()
    s.remaining = 0


def close(s: State, seat: int, action: CloseStall) -> None:
    """Return every tile of the stall to the bag, for free (R-MKT-3)."""
    stall = s.stalls[action.stall]
    s.note("R-MKT-3", "close", seat, action.stall, tuple(stall))
    s.bag.extend(stall)
    stall.clear()
    s.remaining = 0
