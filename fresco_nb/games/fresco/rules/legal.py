"""What is decided now and what is legal in it: the decision table (``DECISIONS``: each decision's options,
refusals and effects), working out the decision due (who decides, for which painter), listing the legal actions
once per state and checking an action against them, with the rule it breaks when it is refused.

:class:`Listing` is the part of :class:`~.game.Game` that does this; the game's public methods (``legal_actions``,
``check``, ``apply``, ``decision``, ``turn``) read what it works out.
"""
from __future__ import annotations

from itertools import combinations

from . import cathedral, leonardo, market, planning, plugins, scoring, wakeup, workshop
from .actions import (PASS, BishopJump, BuyTiles, CloseStall, Mix, MoveBishop, Pass, PlaceScore, Plan,
                      RestoreAltar, RestorePart, WakeUp, parse_action)
from ...history import OTHER_TURNS, PLAYER_TURNS, Turn
from .errors import IllegalAction, Phrase, UnreadableAction
from .flow import forgo, locations
from .plugins import DecisionRules

# The planning Turn values, made once (as the kit's PLAYER_TURNS): settling a state picks one instead of building it
PLANNING_TURNS = {seats: Turn("simultaneous", seats) for n in range(1, 5) for seats in combinations(range(4), n)}

CATHEDRAL_ACTIONS = {MoveBishop: cathedral.move_bishop, RestorePart: cathedral.restore_part,
                     RestoreAltar: cathedral.restore_altar, BishopJump: cathedral.jump, Pass: forgo}

# (decision, made for Leonardo?) -> how it is decided: the base game's rows, each with the actions the modules add
# to it, then the decisions only a module makes (plugins.DECISIONS: a general request's paint, the studio with
# portraits up, Leonardo at the studio and the workshop)
BASE_DECISIONS = {
    ("wake", False): DecisionRules(wakeup.options, wakeup.why_not, {WakeUp: wakeup.apply}, False, "R-WAKE-1"),
    ("plan", False): DecisionRules(planning.options, planning.why_not, {Plan: planning.apply}, False, "R-PLAN-2"),
    ("place", False): DecisionRules(scoring.options, scoring.why_not, {PlaceScore: scoring.place}, False,
                                    "R-SCORE-2"),
    ("market", False): DecisionRules(market.options, market.why_not,
                                     {BuyTiles: market.buy, CloseStall: market.close, Pass: forgo}, True, "R-ACT-2"),
    ("cathedral", False): DecisionRules(cathedral.options, cathedral.why_not, CATHEDRAL_ACTIONS, True, "R-ACT-2"),
    ("workshop", False): DecisionRules(workshop.options, workshop.why_not, {Mix: workshop.mix, Pass: forgo}, True,
                                       "R-ACT-2"),
    ("wake", True): DecisionRules(wakeup.options, wakeup.why_not, {WakeUp: wakeup.apply}, False, "R-LEO-4"),
    ("place", True): DecisionRules(scoring.options, scoring.why_not, {PlaceScore: scoring.place}, False, "R-LEO-6"),
    ("market", True): DecisionRules(leonardo.market_options, market.why_not, {CloseStall: leonardo.close}, False,
                                    "R-LEO-5"),
    ("cathedral", True): DecisionRules(leonardo.cathedral_options, leonardo.cathedral_why_not,
                                       {RestorePart: leonardo.restore}, False, "R-LEO-6"),
}
DECISIONS = {**{key: plugins.with_extras(key, rules) for key, rules in BASE_DECISIONS.items()}, **plugins.DECISIONS}


class Listing:
    """The part of a Game that works out the decision due (``_settle``) and what is legal in it: ``_rules`` (its
    row of DECISIONS, None for a draw or the end), ``_turn``, ``_kind``, ``_painter`` and ``_legal`` (the last
    listing: ``(seat, actions)``), read by the game's public methods."""

    def _settle(self) -> None:
        """Work out, once per state, the decision due: its kind, the painter it is for, who decides (for Leonardo
        the holder of his tile, R-LEO-3) and how it is decided (its row of DECISIONS). Every change of the state
        ends here; ``decision``, ``turn``, ``acting_for``, the legal list and the checks read what it found."""
        s = self.state
        subject = None
        if s.draws:
            kind = "chance"
        elif s.phase == "act":
            kind, subject = ("place", s.placing.seat) if s.placing else (locations(s)[s.loc], s.order[s.turn_index])
        elif s.phase == "wake":
            kind, subject = "wake", s.wake_queue[0]
        elif s.phase == "income":
            kind, subject = "income", s.income_queue[0][0]
        else:
            kind = s.phase                  # "plan" or "over"
        if subject is not None:
            automaton = s.players[subject].automaton
            self._rules = DECISIONS[kind, automaton]
            self._turn = PLAYER_TURNS[leonardo.controller(s) if automaton else subject]
        elif kind == "plan":
            self._rules = DECISIONS["plan", False]
            self._turn = PLANNING_TURNS[tuple([p.seat for p in s.players if p.plan is None])]
        else:
            self._rules = None
            self._turn = OTHER_TURNS.get(kind) or Turn(kind, ())
        self._kind = kind
        self._painter = subject
        self._due = None               # the Decision value, made when first asked for
        self._legal = None

    def _listing(self, seat: int) -> tuple:
        """The legal actions of the due decision for ``seat``, one of the deciding seats: listed once per state."""
        cached = self._legal
        if cached is not None and cached[0] == seat:
            return cached[1]
        subject = self._painter
        rules = self._rules
        found = rules.options(self.state, seat if subject is None else subject)
        found = (*found, PASS) if rules.can_pass else tuple(found)
        self._legal = (seat, found)
        return found

    def _seat_for(self, seat) -> int:
        """Check that ``seat`` may decide now (None: the only one who may) and return it."""
        turn = self._turn
        if type(seat) is int and seat in turn.seats:
            return seat
        if seat is None:
            if len(turn.seats) != 1:
                raise IllegalAction("R-PLAN-2", "name_the_seat", seats=list(turn.seats))
            return turn.seats[0]
        if seat not in turn.seats:
            names = self.names
            who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else repr(seat)
            deciding = ", ".join(names[q] for q in turn.seats)
            if turn.kind == "simultaneous":
                raise IllegalAction("R-PLAN-2", "not_planning", who=who, waiting=deciding)
            raise IllegalAction(self._rules.wrong_turn_rule, "not_your_turn", who=who, deciding=deciding)
        return turn.seats[turn.seats.index(seat)]      # the seat number itself (not 1.0 or True)

    def _validate(self, action, seat):
        """Return (decider, subject, action, decision) for a legal action, else raise IllegalAction."""
        cached = self._legal
        if cached is not None and seat == cached[0] and type(seat) is int:
            match = _listed(action, cached[1])      # fast path: an action listed for this seat just now
            if match is not None:
                subject = self._painter
                return seat, seat if subject is None else subject, match, self._rules
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except UnreadableAction as error:
                raise IllegalAction(error.rule, error.key, **error.values) from None
        tag = getattr(type(action), "_field_defaults", {}).get("tag")
        if tag is not None and action.tag != tag:      # e.g. Pass(tag="x"): no such action
            raise IllegalAction("ACTION-FORM", "wrong_tag", type=type(action).__name__, tag=repr(tag),
                                given=repr(action.tag))
        drawn = self._drawn(action, seat)
        if drawn is not None:
            return drawn
        kind, subject = self._kind, self._painter
        seat = self._seat_for(seat)
        subject = seat if subject is None else subject
        decision = self._rules
        if type(action) in decision.apply:
            match = _listed(action, self._listing(seat))
            stands_for = decision.match.get(type(action)) if match is None else None
            if stands_for is not None:          # e.g. a request stacking any 3 eligible tiles, not only the listed
                match = stands_for(self.state, subject, action, self._listing(seat))
            if match is not None:
                return seat, subject, match, decision
            error = decision.why_not(self.state, subject, action)
            raise error if error is not None else IllegalAction(decision.wrong_turn_rule, "not_possible_now",
                                                                action=action)
        if not isinstance(action, tuple) or not hasattr(action, "_fields"):
            raise IllegalAction("ACTION-FORM", "not_an_action", thing=repr(action))
        expected = ", ".join(t.__name__ for t in decision.apply)
        raise IllegalAction(decision.wrong_turn_rule, "wrong_kind", name=self.names[subject],
                            doing=Phrase("doing_" + kind), expected=expected, given=type(action).__name__)


def _listed(action, legal: tuple):
    """The listed legal action equal to ``action`` and of its type, or None. Actions are tuples compared by value
    (their tag keeps kinds apart), so WakeUp(1.0) == WakeUp(1): the listed value, with plain ints, is returned."""
    try:
        match = _position(legal)[action] if len(legal) > _SCAN else legal[legal.index(action)]
    except (ValueError, KeyError, TypeError):      # not listed (TypeError: unhashable, so not listed either)
        return None
    if type(match) is type(action):
        return match
    return next((a for a in legal if type(a) is type(action) and a == action), None)


_SCAN = 64                 # longer legal lists (the plans, shared) are looked up in a dict
_POSITIONS: dict[int, tuple] = {}


def _position(legal: tuple) -> dict:
    """{action: the listed action} of a long legal list (the plan lists are shared: built once per size)."""
    found = _POSITIONS.get(id(legal))
    if found is None or found[0] is not legal:
        if len(_POSITIONS) > 16:
            _POSITIONS.clear()
        found = _POSITIONS[id(legal)] = (legal, {a: a for a in reversed(legal)})
    return found[1]
