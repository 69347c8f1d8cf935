"""Moving the game on: the round's turn order at the locations (R-ACT-1 .. R-ACT-3: which locations a round
visits, who acts next, the visits that need no decision, giving up what is left), and :class:`Flow`, the part of
:class:`~.game.Game` that sets up the table and runs every automatic step until a decision is due.
"""
from __future__ import annotations

from . import cathedral, studio, theatre, wakeup
from .actions import LAST_ROUND_LOCATIONS, LOCATIONS, PASS, Pass
from .round_end import after_income, end_round, finish_round
from .setup import finish_setup, new_state
from .state import State

ONLY_PASS = (PASS,)


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


class Flow:
    """The part of a Game that moves it on: the table before the first draw (the restart, the draws and the replay
    of a history are :class:`fresco_nb.games.history.HistoryGame`'s) and the automatic steps between decisions,
    which settle and list a location's turn to skip it when nothing but passing is left."""

    def _new_state(self) -> State:
        """The table before the first draw, from the settings."""
        return new_state(self.tables, self.player_names, self.record)

    def _advance(self) -> None:
        """Run every automatic step (and draw, unless the draws are left to the caller) until a decision is due (or
        the game is over), and settle that decision."""
        s = self.state
        auto = self.auto_chance and not self._replaying
        while True:
            if s.draws:
                if not auto:
                    break
                self._draw(None)
                continue
            phase = s.phase
            if phase == "setup":
                finish_setup(s)
                wakeup.begin_round(s)
            elif phase == "refill":
                finish_round(s)
            elif phase == "income" and not s.income_queue:
                after_income(s)
            elif phase == "act" and not s.placing:
                seat = s.order[s.turn_index] if s.turn_index >= 0 else -1
                if s.remaining > 0 or (seat >= 0 and locations(s)[s.loc] == "cathedral"
                                       and cathedral.provost_window(s, seat)):
                    self._settle()
                    legal = self._listing(self._turn.seats[0])
                    if legal and legal != ONLY_PASS:
                        return
                    if s.remaining:
                        s.note("R-ACT-3", "forfeit", seat, locations(s)[s.loc], s.remaining)
                    s.remaining = 0
                    s.turn_closed = True
                enter_next_turn(s)
            else:
                break
        self._settle()
