"""Ways of playing the card game a seat may be held to, for the design bench's probes (the protocol's
``restrictions()``)."""
from __future__ import annotations

from ..common.restrictions import PlayRestriction, never
from .actions import TILE_SOURCE, Demand, Double, Lay, Restore


def _uses_action_tile(game, seat, action) -> bool:
    """A Demand or Double-action tile, or a restoration that spends Turn+1 tiles or a Colour tile (C-ACT-1..5)."""
    kind = type(action)
    return kind in (Demand, Double) or (kind is Restore and (action.turns > 0 or TILE_SOURCE in action.supplies))


def restrictions() -> tuple[PlayRestriction, ...]:
    """Never trades: never lays cards out for an exchange, nor takes the Double action that starts with one
    (C-EXCH-1, C-ACT-4); never uses an action tile (C-ACT-1)."""
    return (never("no-trade", lambda game, seat, a: type(a) in (Lay, Double)),
            never("no-action-tile", _uses_action_tile))
