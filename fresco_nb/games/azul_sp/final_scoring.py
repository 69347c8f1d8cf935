"""The end of the game (A-END, A-VAR-6, A-RUL-5, A-RUL-6): the tiles left on the corners cost a point each, then
completed stars and completed numbers score; the highest score wins, ties share the victory."""
from __future__ import annotations

from .state import EMPTY, State


def finish(s: State) -> None:
    """Score the end of round 6 and end the game (A-END-1): the corner loss before the bonuses unless the ruling
    says otherwise (A-END-2, A-RUL-6)."""
    s.note("A-END-1", "game_ends")
    s.draws.clear()                  # the last turn's supply refill: nothing is played after it
    first = s.tables.rulings["leftover_loss_before_bonuses"]
    for p in s.players:
        if first:
            _leftovers(s, p.seat)
        _stars(s, p.seat)
        _numbers(s, p.seat)
        if not first:
            _leftovers(s, p.seat)
    s.phase = "over"
    s.note("A-END-5", "winners", tuple(winners(s)))


def _leftovers(s: State, seat: int) -> None:
    """Tiles still on the corners go to the tower at a point each, never below the lowest space (A-END-2,
    A-SCORE-2, A-RUL-5)."""
    p = s.players[seat]
    left = sum(p.corners)
    if not left:
        return
    for c, n in enumerate(p.corners):
        s.tower[c] += n
        p.corners[c] = 0
    lost = s.lose(seat, left * s.tables.data.leftover_penalty)
    s.note("A-END-2", "leftovers", seat, left, lost)


def star_points(s: State, board: list[int], star: int) -> int:
    """What a star scores at the end: 0 unless complete; on the coloured side the value of its star (A-END-3); on
    the grey side the value of its colour if monochrome, the multicolour value otherwise (A-VAR-6)."""
    t = s.tables
    on = [board[i] for i in t.star_spaces[star]]
    if EMPTY in on:
        return 0
    if t.grey:
        colour = on[0] if len(set(on)) == 1 else EMPTY
    else:
        colour = t.star_colour[star]
    return t.multicolour_points if colour == EMPTY else t.colour_points[colour]


def _stars(s: State, seat: int) -> None:
    p = s.players[seat]
    t = s.tables
    for star in range(len(t.star_spaces)):
        points = star_points(s, p.board, star)
        if points:
            p.score += points
            p.vp["stars"] += points
            s.note("A-VAR-6" if t.grey else "A-END-3", "star_complete", seat, star, points)


def _numbers(s: State, seat: int) -> None:
    """Every space of a number covered: its bonus (A-END-4; on the grey side the grey numbers, A-VAR-6)."""
    p = s.players[seat]
    t = s.tables
    for k, spaces in enumerate(t.number_spaces):
        points = t.number_points[k]
        if points and spaces and all(p.board[i] != EMPTY for i in spaces):
            p.score += points
            p.vp["numbers"] += points
            s.note("A-END-4", "number_complete", seat, k + 1, points)


def winners(s: State) -> list[int]:
    """Every seat with the highest score: they share the victory, there is no tie-breaker (A-END-5)."""
    best = max(p.score for p in s.players)
    return [p.seat for p in s.players if p.score == best]


def ranking(s: State) -> list[int]:
    """Seats from the highest score to the lowest (equal scores in seat order)."""
    return sorted(range(len(s.players)), key=lambda seat: -s.players[seat].score)
