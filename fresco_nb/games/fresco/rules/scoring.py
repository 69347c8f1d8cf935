"""The score track: scoring, occupied spaces (R-SCORE), final scoring and the winner (R-END-3, R-END-4)."""
from __future__ import annotations

from .actions import PlaceScore
from .errors import IllegalAction
from .state import Placement, State

PLACE = (PlaceScore(True), PlaceScore(False))


def score(s: State, seat: int, points: dict[str, int]) -> None:
    """Credit VP by source and move the score painter by their sum, during play (R-SCORE-1, R-SCORE-2)."""
    p = s.players[seat]
    for source, n in points.items():
        p.vp[source] = p.vp.get(source, 0) + n
    move(s, seat, sum(points.values()), choose=True)


def move(s: State, seat: int, points: int, choose: bool) -> None:
    """Move a score painter ``points`` spaces; on an occupied space go to the next free one ahead,
    or let its owner choose ahead or behind when ``choose`` (during play; R-SCORE-2)."""
    if points <= 0:
        return
    p = s.players[seat]
    target = p.score + points
    taken = s.occupied(seat)
    if target not in taken:
        s.note("R-SCORE-1", "score", seat, p.pos, target, points)
        p.pos = target
        return
    ahead = target + 1
    while ahead in taken:
        ahead += 1
    behind = target - 1
    while behind >= 1 and behind in taken:
        behind -= 1
    if not choose or behind < 1:
        s.note("R-SCORE-2" if choose else "R-END-3", "bump", seat, p.pos, target, ahead, points)
        p.pos = ahead
        return
    s.note("R-SCORE-2", "occupied", seat, target, ahead, behind)
    s.placing = Placement(seat=seat, ahead=ahead, behind=behind, old_space=p.pos, points=points)


def options(s: State, seat: int) -> tuple[PlaceScore, ...]:
    """Ahead or behind, when a painter landed on an occupied space."""
    return PLACE


def why_not(s: State, seat: int, action: PlaceScore) -> IllegalAction | None:
    """Why this placement, which is not among the legal actions, is refused: the IllegalAction naming the
    rule, or None if none of these rules forbids it (the game then says it is not possible now)."""
    if not isinstance(action.ahead, bool):
        return IllegalAction("R-SCORE-2", "place_ahead_or_behind")
    return None


def place(s: State, seat: int, action: PlaceScore) -> None:
    """Put the painter on the chosen free space (R-SCORE-2)."""
    placing = s.placing
    space = placing.ahead if action.ahead else placing.behind
    s.note("R-SCORE-2", "placed", seat, placing.old_space, space, action.ahead, placing.points)
    s.players[seat].pos = space
    s.placing = None


def final_scoring(s: State) -> None:
    """Money to VP in the last round's action order; occupied spaces send painters ahead (R-END-3). Leonardo
    has no money to convert (R-LEO-8). Then the winner (R-END-4, R-LEO-8)."""
    rate = s.tables.data.thalers_per_vp
    for seat in s.order:
        p = s.players[seat]
        if p.automaton:
            s.note("R-LEO-8", "leonardo_money", seat, p.pos)
            continue
        vp = p.thalers // rate
        p.vp["money"] += vp
        s.note("R-END-3", "money", seat, p.thalers, vp)
        move(s, seat, vp, choose=False)
    s.phase = "over"
    first, best = ranking(s)[0], winner(s)
    if first == best:
        s.note("R-LEO-8" if s.players[best].automaton else "R-END-4", "winner", best, s.players[best].pos)
    else:
        s.note("R-LEO-8", "leonardo_first", first, s.players[first].pos, best, s.players[best].pos)


def ranking(s: State) -> list[int]:
    """Seats from furthest along the track to rearmost (R-END-4)."""
    return sorted(range(len(s.players)), key=lambda seat: -s.players[seat].pos)


def winner(s: State) -> int:
    """The winner: the seat furthest along the score track (R-END-4; ties cannot happen); with Leonardo, the
    better-placed player unless the ``leonardo_can_win`` ruling (R-LEO-8)."""
    order = ranking(s)
    if s.tables.leonardo and not s.tables.rulings["leonardo_can_win"]:
        return next(seat for seat in order if not s.players[seat].automaton)
    return order[0]
