"""Studio: each apprentice paints portraits for money (R-STU-1); with module 1, one may take a
portrait card instead (R-POR-2)."""
from __future__ import annotations

from .state import State


def perform(s: State, seat: int, count: int) -> None:
    """Earn the studio's thalers for each studio apprentice (R-STU-1)."""
    gain = s.tables.data.studio_thalers * count
    s.players[seat].thalers += gain
    s.note("R-STU-1", "studio", seat, count, gain)


def choice_due(s: State, seat: int) -> bool:
    """True when the studio visit is a decision: a face-up portrait the player may take (R-POR-2),
    or one Leonardo must remove (R-LEO-9)."""
    return "portraits" in s.tables.modules and bool(s.portraits_up) and not s.players[seat].took_portrait


def take_thalers(s: State, seat: int, action) -> None:
    """No portrait: every studio apprentice earns its thalers (R-STU-1)."""
    perform(s, seat, s.remaining)
    s.remaining = 0
