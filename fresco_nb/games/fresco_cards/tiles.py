"""Action tiles used by their owner: Demand (C-ACT-3, C-RUL-14..16) and Double action (C-ACT-4, C-RUL-17).

Turn+1 and Colour tiles are spent inside a restoration (:mod:`.restore`). Decisions here: "give", a seat answering a
Demand out of turn when it holds several kinds of the named paint (one kind is given at once: there is no choice).
"""
from __future__ import annotations

from .actions import Demand, Double, Give
from .errors import IllegalAction
from .state import State


def demand_options(s: State) -> tuple:
    """A Demand per paint, if the player to act owns a Demand tile (C-ACT-3; the moments of C-RUL-15)."""
    if s.owns(s.player, s.tables.demand_tiles) is None:
        return ()
    return tuple(Demand(p) for p in s.tables.paints)


def demand(s: State, seat: int, action: Demand) -> None:
    """Use a Demand tile: from the owner's left, clockwise (C-RUL-16), each other player with a card of the paint
    gives one, else shows their hand to the owner (C-ACT-3); the tile is removed (C-ACT-1)."""
    t = s.tables
    p = s.players[seat]
    kind = s.owns(p, t.demand_tiles)
    p.tiles[kind] -= 1
    s.tiles_removed[kind] += 1
    s.passes = 0
    s.note("C-ACT-3", "demand", seat, action.colour)
    s.demanded, s.resume = action.colour, s.step
    n = t.players
    for giver in ((seat + k) % n for k in range(1, n)):
        kinds = held_of(s, giver, action.colour)
        if not kinds:
            s.note("C-ACT-3", "shows_hand", giver, seat, action.colour)
            s.players[seat].seen.append(("shown", giver, tuple(s.players[giver].hand)))
        elif len(kinds) == 1:
            _give(s, giver, kinds[0])
        else:
            s.owing.append(giver)
    _next_giver(s)


def held_of(s: State, seat: int, paint: str) -> list[int]:
    """The card kinds ``seat`` holds whose printed paint is ``paint`` (C-RUL-14: mixing cards count as their own
    primary; tiles never count)."""
    return [k for k, n in enumerate(s.players[seat].hand) if n and s.tables.cards[k].paint == paint]


def _give(s: State, giver: int, kind: int) -> None:
    owner = s.current
    s.players[giver].hand[kind] -= 1
    s.players[owner].hand[kind] += 1
    s.players[owner].seen.append(("given", giver, kind))
    s.players[giver].seen.append(("gave", owner, kind))
    s.note("C-ACT-3", "gives", giver, owner, s.demanded)


def _next_giver(s: State) -> None:
    if s.owing:
        s.step = "give"
    else:
        s.step, s.demanded = s.resume, None


def demand_why_not(s: State, seat: int, action: Demand) -> IllegalAction:
    if s.owns(s.players[seat], s.tables.demand_tiles) is None:
        return IllegalAction("C-ACT-3", "cards_no_tile", name=s.players[seat].name, tile="Demand")
    return IllegalAction("C-ACT-3", "cards_no_paint", paint=repr(action.colour), paints=", ".join(s.tables.paints))


def give_options(s: State, seat: int) -> tuple:
    return tuple(Give(s.tables.cards[k].name) for k in held_of(s, seat, s.demanded))


def give(s: State, seat: int, action: Give) -> None:
    """The giver chooses which card of the paint to give (C-RUL-14)."""
    _give(s, seat, s.tables.card_index[action.card])
    s.owing.pop(0)
    _next_giver(s)


def give_why_not(s: State, seat: int, action: Give) -> IllegalAction:
    return IllegalAction("C-ACT-3", "cards_give_paint", name=s.players[seat].name, paint=s.demanded,
                         card=repr(action.card))


def double_options(s: State, seat: int) -> tuple:
    """A Double action, at the start of phase 2 only (C-ACT-4, C-RUL-17, C-RUL-18)."""
    p = s.players[seat]
    return (Double(),) if s.owns(p, s.tables.double_tiles) is not None and any(p.hand) else ()


def double(s: State, seat: int, action: Double) -> None:
    """Use a Double-action tile: an exchange of at least one card, then up to 2 frescoes (C-ACT-4)."""
    p = s.players[seat]
    kind = s.owns(p, s.tables.double_tiles)
    p.tiles[kind] -= 1
    s.tiles_removed[kind] += 1
    s.double = True
    s.passes = 0
    s.note("C-ACT-4", "double", seat)
    s.step = "lay"


def double_why_not(s: State, seat: int, action: Double) -> IllegalAction:
    if s.owns(s.players[seat], s.tables.double_tiles) is not None:
        return IllegalAction("C-RUL-17", "cards_double_empty_hand", name=s.players[seat].name)
    return IllegalAction("C-ACT-4", "cards_no_tile", name=s.players[seat].name, tile="Double action")
