"""Studio: each apprentice paints portraits for money (R-STU-1)."""
from __future__ import annotations

from .state import State


def perform(s: State, seat: int, count: int) -> None:
    """Earn the studio's thalers for each studio apprentice (R-STU-1)."""
    gain = s.tables.data.studio_thalers * count
    s.players[seat].thalers += gain
    s.note("R-STU-1", "studio", seat, count, gain)
