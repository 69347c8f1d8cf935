"""End of a round: the game's end (R-END-1, R-END-2) or the preparation of the next round (R-PREP)."""
from __future__ import annotations

from .powers import permanent
from .scoring import final_scoring
from .state import START_KEY, State
from .wakeup import begin_round


def end_round(s: State) -> None:
    """After the last location: final scoring after the last round or a completed fresco (R-END-2),
    else queue the refill draws of the empty stalls (R-PREP-1)."""
    if s.last_round or s.tiles_left() == 0:
        if not s.last_round:
            s.note("R-END-2", "fresco_complete")
        final_scoring(s)
        return
    s.phase = "refill"
    for stall, size in enumerate(s.tables.stall_sizes):
        if not s.stalls[stall]:
            s.draws += [("stall", stall)] * size
    if not s.bag:
        s.draws = []


def finish_round(s: State) -> None:
    """Income (R-PREP-2; Servant of God R-POR-3; then each module's, requests R-REQ-5); a general request's
    paint is the owner's choice, so preparation may wait for those choices before it goes on."""
    per_tile = s.tables.data.income_per_tile
    plugged = [module.income for module in s.tables.plugged if module.income]
    for p in s.players:
        if p.automaton:
            continue
        income = per_tile * len(p.tiles)
        if income:
            p.thalers += income
            s.note("R-PREP-2", "income", p.seat, income, len(p.tiles))
        servant = permanent(s, p.seat, "servant") if p.portraits else 0
        if servant:
            p.thalers += servant
            s.note("R-POR-3", "servant_income", p.seat, servant)
        for pay in plugged:
            pay(s, p.seat)
    if s.income_queue:
        s.phase = "income"
    else:
        after_income(s)


def after_income(s: State) -> None:
    """Inn painters back (R-PREP-3), the modules' steps (new portraits, R-POR-4), start-space rotation (R-PREP-4),
    next round."""
    for p in s.players:
        p.inn = -1
    s.note("R-PREP-3", "inn_cleared")
    for module in s.tables.plugged:
        if module.prepare:
            module.prepare(s)
    waiting = sorted((p for p in s.players if p.pos < 1), key=lambda p: p.pos)
    if len(waiting) >= 2:
        spaces = [p.pos for p in waiting]
        rotated = [waiting[-1]] + waiting[:-1]
        for p, space in zip(rotated, spaces):
            p.pos = space
        s.note("R-PREP-4", "start_rotation", tuple((p.seat, space - START_KEY) for p, space in zip(rotated, spaces)))
    begin_round(s)
