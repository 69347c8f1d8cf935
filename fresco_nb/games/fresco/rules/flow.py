"""Moving the game on: the round's turn order at the locations (R-ACT-1 .. R-ACT-3: which locations a round
visits, who acts next, the visits that need no decision, giving up what is left), and :class:`Flow`, the part of
:class:`~.game.Game` that runs every automatic step until a decision is due, makes the draws and replays a history.
"""
from __future__ import annotations

import random

from . import cathedral, chance, studio, theatre, wakeup
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
    """The part of a Game that moves it on: a fresh start from its settings, the chance draws (from the game's
    seeded stream), the automatic steps between decisions, and the replay of a history (undo, loading a save)."""

    def _restart(self) -> None:
        """Back to the table before any draw, the chance stream at its start."""
        self.state = new_state(self.tables, self._player_names, self.record)
        self._chance = random.Random(f"fresco:{self.seed}:chance")
        self._legal = None
        self._payable_for = (None, None)     # (the legal list it was computed with, payable restorations)

    def _draw(self, item: str | None) -> None:
        """Carry out the pending draw: ``item`` if given, else a random outcome from the chance stream."""
        s = self.state
        kind, target = s.draws[0]
        pick = self._chance.choice(chance.pool(s, kind, target))     # drawn even when ``item`` is given
        if item is not None:
            pick = chance.index_of(s, item)
        self.history.append((None, s.tables.draw_outcomes[kind][pick]))
        chance.resolve(s, pick)

    def _advance(self) -> None:
        """Run every automatic step until a decision is due (or the game is over), and settle that decision."""
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

    def _replay(self, history, trusted: bool) -> None:
        """Rebuild the game from its first draw through ``history`` (checked unless ``trusted``)."""
        self.history = []
        self._restart()
        self._replaying = True
        try:
            for seat, action in history:
                self._advance()
                if trusted and seat is None:
                    self._draw(action.item)
                elif trusted:
                    subject = self._painter
                    self._rules.apply[type(action)](self.state, seat if subject is None else subject, action)
                    self.history.append((seat, action))
                else:
                    self.apply(action, seat)
        finally:
            self._replaying = False
        self._advance()
