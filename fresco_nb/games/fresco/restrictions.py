"""Ways of playing Fresco a seat may be held to, for the design bench's probes (the protocol's ``restrictions()``):
never the theatre, always the earliest wake-up, never the altar, never mixing, never moving the bishop, never the
studio. A plan a bot builds outside the allowed ones is replaced by the nearest allowed plan."""
from __future__ import annotations

from ..common.restrictions import PlayRestriction, never
from .rules.actions import Mix, MoveBishop, Plan, RestoreAltar, WakeUp

THEATRE, STUDIO = 4, 2          # columns of a plan: market, cathedral, studio, workshop, theatre (R-PLAN-1)


def _plan_distance(a, b) -> float:
    """How many workers two plans place differently (0 for anything but plans)."""
    return sum(abs(x - y) for x, y in zip(a.counts, b.counts)) if isinstance(a, Plan) and isinstance(b, Plan) else 0.0


def _puts_in(column: int, except_last_round: bool = False):
    def puts_there(game, seat, action) -> bool:
        if type(action) is not Plan:
            return False
        if except_last_round and game.view(seat)["last_round"]:
            return False        # in the last round the fifth column is the second cathedral visit (R-ACT-1)
        return action.counts[column] > 0
    return puts_there


def _earliest_wake(game, seat, options) -> list:
    wakes = [a for a in options if type(a) is WakeUp]
    return [min(wakes, key=lambda a: a.slot)] if wakes else list(options)


def restrictions() -> tuple[PlayRestriction, ...]:
    """Fresco's probes, in the order the bench shows them."""
    return (never("no-theatre", _puts_in(THEATRE, except_last_round=True), _plan_distance),
            PlayRestriction("wake-first", _earliest_wake, _plan_distance),
            never("no-altar", lambda game, seat, a: type(a) is RestoreAltar, _plan_distance),
            never("no-mix", lambda game, seat, a: type(a) is Mix, _plan_distance),
            never("no-bishop", lambda game, seat, a: type(a) is MoveBishop, _plan_distance),
            never("no-studio", _puts_in(STUDIO), _plan_distance))
