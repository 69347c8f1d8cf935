"""Phase 2 planning: secret, simultaneous placement of apprentices (R-PLAN)."""
from __future__ import annotations

from functools import lru_cache
from itertools import product

from .actions import Plan
from .errors import IllegalAction
from .state import State


@lru_cache(maxsize=None)
def all_plans(apprentices: int, per_column: int) -> tuple[Plan, ...]:
    """Every plan with at most ``per_column`` per column and at most ``apprentices`` in all (R-PLAN-1)."""
    plans = [Plan(c) for c in product(range(per_column + 1), repeat=5) if sum(c) <= apprentices]
    plans.sort(key=lambda p: (-sum(p.counts), p.counts))
    return tuple(plans)


def options(s: State, seat: int) -> tuple[Plan, ...]:
    """The plans open to this player with this round's apprentices."""
    return all_plans(s.players[seat].apprentices, s.tables.data.spaces_per_location)


def why_not(s: State, seat: int, action: Plan) -> IllegalAction | None:
    """Why this plan, which is not among the legal actions, is refused: the IllegalAction naming the
    rule, or None if none of these rules forbids it (the game then says it is not possible now)."""
    p = s.players[seat]
    counts = action.counts
    if p.plan is not None:
        return IllegalAction("R-PLAN-2", "plan_done", name=p.name)
    if not isinstance(counts, tuple) or len(counts) != 5 or not all(isinstance(c, int) for c in counts):
        return IllegalAction("R-PLAN-1", "plan_form")
    limit = s.tables.data.spaces_per_location
    if any(c < 0 or c > limit for c in counts):
        return IllegalAction("R-PLAN-1", "plan_column", limit=limit)
    if sum(counts) > p.apprentices:
        return IllegalAction("R-PLAN-1", "plan_apprentices", name=p.name, apprentices=p.apprentices,
                             planned=sum(counts))
    return None


def apply(s: State, seat: int, action: Plan) -> None:
    """Record the plan behind the small screen; reveal all when the last player has planned (R-PLAN-2)."""
    s.players[seat].plan = action.counts
    s.note("R-PLAN-2", "planned", seat)
    if all([p.plan is not None for p in s.players]):
        s.note("R-PLAN-2", "reveal", tuple(p.plan for p in s.players), s.last_round)
        s.phase = "act"
        s.loc = 0
        s.turn_index = -1
        s.remaining = 0
