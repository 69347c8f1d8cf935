"""The end of the game and the scoring (C-END-1..5, C-RUL-10, C-RUL-23, C-RUL-25)."""
from __future__ import annotations

from .state import State


def check(s: State) -> None:
    """At the end of every restore action (C-END-1): a player with the threshold's frescoes triggers the end; with
    no fresco left at all the game ends after this round too (C-RUL-10)."""
    t = s.tables
    if not s.triggered:
        best = max(len(p.restored) for p in s.players)
        if best >= t.threshold:
            s.triggered = True
            s.note("C-END-1", "triggered", s.current, len(s.player.restored), t.threshold)
        elif not any(s.fresco_deck) and all(f is None for f in s.fresco_display):
            s.triggered = True
            s.note("C-RUL-10", "no_fresco_left")
    s.step = "phase3"


def finish(s: State) -> None:
    """C-END-2/3: the round is complete; the final scoring (C-END-4), the winners (C-END-5)."""
    s.step = "over"
    if s.stalled:
        s.note("C-RUL-25", "stalled", s.round)
    for p in s.players:
        vp = s.score(p)
        s.note("C-END-4", "final_score", p.seat, vp["frescoes"], vp["tiles"])
    s.note("C-END-5", "winners", tuple(winners(s)))


def totals(s: State) -> list[int]:
    """Every player's score (C-END-4)."""
    return [sum(s.score(p).values()) for p in s.players]


def winners(s: State) -> list[int]:
    """The players sharing the highest score: no tie-breaker (C-END-5, C-RUL-23)."""
    scores = totals(s)
    return [q for q, v in enumerate(scores) if v == max(scores)]


def ranking(s: State) -> list[int]:
    """The players from first to last (ties in seat order)."""
    scores = totals(s)
    return sorted(range(len(scores)), key=lambda q: (-scores[q], q))
