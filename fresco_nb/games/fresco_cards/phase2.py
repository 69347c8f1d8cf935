"""Phase 2's choice (C-TURN-3, C-TURN-4): exchange (lay a first card), restore, pass, a Double action, or a Demand
first (C-RUL-15)."""
from __future__ import annotations

from . import exchange, restore, tiles
from .actions import Pass
from .state import State


def options(s: State, seat: int) -> tuple:
    return (tiles.demand_options(s) + (Pass(),) + tiles.double_options(s, seat) + exchange.lay_options(s, seat)
            + restore.options(s, seat))


def pass_turn(s: State, seat: int, action: Pass) -> None:
    """Passing is always legal (C-TURN-4): on to phase 3."""
    s.passes += 1
    s.note("C-TURN-4", "pass", seat)
    s.step = "phase3"
