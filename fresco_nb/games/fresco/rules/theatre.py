"""Theatre: each apprentice lifts the mood (R-THE-1, R-MOOD-3)."""
from __future__ import annotations

from .powers import permanent
from .state import State


def perform(s: State, seat: int, count: int) -> None:
    """Move the mood marker up by the theatre's steps per apprentice (the Actor's with that portrait,
    R-POR-3), never past the top (R-THE-1).
    Apprentices change only at the next wake-up (R-MOOD-3)."""
    p = s.players[seat]
    old = p.mood
    actor = permanent(s, seat, "actor")
    p.mood = min(s.tables.mood_top, p.mood + (actor or s.tables.data.theatre_steps) * count)
    s.note("R-THE-1", "theatre", seat, count, old, p.mood, actor)
