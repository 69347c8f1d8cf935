"""The end of a turn and of a round (A-PLACE-1, A-PLACE-15, A-ROUND-1 to A-ROUND-5, A-RUL-1, A-RUL-3)."""
from __future__ import annotations

from . import final_scoring
from .state import EMPTY, State


def end_turn(s: State) -> None:
    """After a phase-2 turn: queue a draw for every empty supply space (A-PLACE-15; if the bag and tower are empty
    they wait for a later turn, A-RUL-3), then the next player clockwise who has not passed plays; when all have
    passed, the round ends (A-PLACE-1)."""
    empty = [i for i, c in enumerate(s.supply) if c == EMPTY]
    if empty:
        s.draws += [("supply", i) for i in empty]
    n = len(s.players)
    for step in range(1, n + 1):
        seat = (s.current + step) % n
        if not s.players[seat].passed:
            s.current = seat
            return
    end_round(s)


def end_round(s: State) -> None:
    """Every player has passed: after the last round the game ends (A-ROUND-1, A-END-1); otherwise the next round
    is prepared: its wild colour (A-ROUND-1), the factories refilled (A-ROUND-2; not the supply, A-ROUND-3), the
    marker's holder starts (A-ROUND-4, A-RUL-1), and the corner tiles go back to the hands (A-ROUND-5)."""
    t = s.tables
    if s.round == t.data.rounds:
        final_scoring.finish(s)
        return
    s.round += 1
    s.note("A-ROUND-1", "new_round", s.wild)
    s.draws += [("factory", f) for f in range(t.factories) for _ in range(t.data.factory_size)]
    s.note("A-ROUND-3", "supply_kept")
    if s.marker is not None:
        s.start_seat = s.marker
        s.note("A-ROUND-4", "start_player", s.start_seat)
    elif t.rulings["start_passes_on_without_marker"]:
        s.start_seat = (s.start_seat + 1) % len(s.players)
        s.note("A-RUL-1", "start_passes_on", s.start_seat)
    else:
        s.note("A-RUL-1", "start_stays", s.start_seat)
    s.marker = None
    for p in s.players:
        kept = sum(p.corners)
        if kept:
            s.note("A-ROUND-5", "corners_back", p.seat, kept)
        for c, n in enumerate(p.corners):
            p.hand[c] += n
            p.corners[c] = 0
        p.passed = False
    s.phase = "draft"
    s.current = s.start_seat
