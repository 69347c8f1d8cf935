"""Theatre: each apprentice lifts the mood (R-THE-1, R-MOOD-3)."""
from __future__ import annotations

from .state import State


def perform(s: State, seat: int, count: int) -> None:
    """Move the mood marker up by the theatre's steps per apprentice, never past the top (R-THE-1).
    Apprentices change only at the next wake-up (R-MOOD-3)."""
    p = s.players[seat]
    old = p.mood
    p.mood = min(s.tables.mood_top, p.mood + s.tables.data.theatre_steps * count)
    s.note("R-THE-1", "theatre", seat, count, old, p.mood)
