"""The round's turn order at the locations (R-ACT-1 .. R-ACT-3): which locations a round visits, who acts next,
the visits that need no decision (the studio without portraits, the theatre), giving up what is left."""
from __future__ import annotations

from . import studio, theatre
from .actions import LAST_ROUND_LOCATIONS, LOCATIONS, Pass
from .round_end import end_round
from .state import State


def locations(s: State) -> tuple[str, ...]:
    """The five locations visited this round; the last round replaces the theatre (R-ACT-1)."""
    return LAST_ROUND_LOCATIONS if s.last_round else LOCATIONS


def enter_next_turn(s: State) -> None:
    """Move to the next player with apprentices at a location, doing the studio and theatre on the way
    when they need no decision (R-ACT-1, R-ACT-2); after the last location, end the round."""
    where_list = locations(s)
    order = s.order
    while True:
        s.turn_index += 1
        if s.turn_index >= len(order):
            s.loc += 1
            s.turn_index = -1
            if s.loc >= len(where_list):
                end_round(s)
                return
            continue
        seat = order[s.turn_index]
        p = s.players[seat]
        count = p.plan[s.loc]
        if not count:
            continue
        where = where_list[s.loc]
        if where == "studio" and not studio.choice_due(s, seat):
            if p.automaton:
                s.note("R-LEO-9", "leonardo_no_portrait", seat)
            else:
                studio.perform(s, seat, count)
        elif where == "theatre":
            theatre.perform(s, seat, count)
        else:
            s.remaining = (1 if where == "market" or p.automaton
                           else count * s.tables.data.mixes_per_apprentice if where == "workshop" else count)
            s.bishop_moved = False
            s.turn_closed = False
            return


def forgo(s: State, seat: int, action: Pass) -> None:
    """Give up the remaining actions at this location (R-ACT-3)."""
    if s.remaining:
        s.note("R-ACT-3", "pass", seat, locations(s)[s.loc], s.remaining)
    s.remaining = 0
    s.turn_closed = True
