"""The public face of the rules core: a game you can ask who acts, what is legal, apply, undo and save.

>>> from fresco_nb import new_game
>>> g = new_game(players=4, seed=1)
>>> g.turn                       # Turn(kind='player', seats=(2,))
>>> g.legal_actions()            # (WakeUp(slot=0), ...)
>>> g.apply("wake 3")            # an Action value or its text form
"""
from __future__ import annotations

import random
from collections import OrderedDict
from itertools import combinations
from typing import NamedTuple

from ..data import GameData, check_data
from . import (cathedral, chance, explain, leonardo, market, planning, plugins, preview, saves, scoring, settings, views,
               wakeup, workshop)
from .actions import (PASS, BishopJump, BuyTiles, CloseStall, Draw, Mix, MoveBishop, Pass, PlaceScore, Plan,
                      RestoreAltar, RestorePart, WakeUp, parse_action)
from .errors import IllegalAction, Phrase, UnreadableAction
from .flow import enter_next_turn, forgo, locations
from .plugins import DecisionRules
from .round_end import after_income, end_round, finish_round
from .settings import MODULES, RULINGS  # noqa: F401 (the settings' public names, imported from here too)
from .setup import finish_setup, new_state
from .state import State, Tables


class Turn(NamedTuple):
    """Who must decide now: kind is "player", "simultaneous" (planning), "chance" or "over"."""
    kind: str
    seats: tuple[int, ...]


# The Turn values, made once: settling a state picks one instead of building it
PLAYER_TURNS = tuple(Turn("player", (seat,)) for seat in range(4))
PLANNING_TURNS = {seats: Turn("simultaneous", seats) for n in range(1, 5) for seats in combinations(range(4), n)}
OTHER_TURNS = {"chance": Turn("chance", ()), "over": Turn("over", ())}


class Decision(NamedTuple):
    """The decision due now and where (:attr:`Game.decision`).

    ``kind``: "wake", "plan", "place" (ahead/behind on the score track), "income" (a request's paint), one of
    the locations "market", "cathedral", "studio", "workshop" — or "chance" (a draw is due) and "over".
    ``painter``: the painter it is for (Leonardo's seat when his controller decides; None while planning, for
    chance and at the end). ``seats``: who decides (every seat still planning; the Leonardo tile's holder for
    Leonardo). ``round``: the round number (0 during setup).
    """
    kind: str
    painter: int | None
    seats: tuple[int, ...]
    round: int

    @property
    def for_leonardo(self) -> bool:
        """True when the decision is made for Leonardo by the player holding his tile (R-LEO-3)."""
        return self.painter is not None and self.seats != (self.painter,)


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


BISHOP_MOVES = (MoveBishop, BishopJump)
ONLY_PASS = (PASS,)

class Game:
    """A game of Fresco: the state, its history of actions, and the seeded chance stream."""

    def __init__(self, players: int = 4, seed: int = 0, modules=(), data: GameData | str | None = None,
                 names=None, auto_chance: bool = True, record: bool = True, rulings: dict | None = None):
        chosen = settings.checked(players, seed, modules, names, auto_chance, record, rulings)
        data = settings.game_data(data)
        self.data = data
        self.modules = chosen.modules
        self.rulings = chosen.rulings
        self.tables = _tables(data, chosen.players, frozenset(self.modules), chosen.rulings)
        self.seed = chosen.seed
        self.auto_chance = chosen.auto_chance
        self.record = chosen.record
        self.history: list[tuple[int | None, object]] = []
        self._replaying = False
        self._player_names = chosen.names
        self._restart()
        self._advance()

    @property
    def names(self) -> list[str]:
        """Names of every painter by seat (Leonardo last in a two-player game)."""
        return [p.name for p in self.state.players]

    # -- who acts, what is legal ------------------------------------------------------------
    def _restart(self) -> None:
        self.state = new_state(self.tables, self._player_names, self.record)
        self._chance = random.Random(f"fresco:{self.seed}:chance")
        self._legal = None
        self._payable_for = (None, None)     # (the legal list it was computed with, payable restorations)

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

    def _state_edited(self) -> None:
        """Settle the decision again after the state was edited by hand (a test building a position, a search
        bot's determinization): what was worked out from the old state is forgotten."""
        self._settle()

    @property
    def decision(self) -> Decision:
        """Which decision is due now, for which painter, who decides, in which round."""
        if self._due is None:
            self._due = Decision(self._kind, self._painter, self._turn.seats, self.state.round)
        return self._due

    @property
    def turn(self) -> Turn:
        """Who must decide now (for Leonardo: the player holding the Leonardo tile)."""
        return self._turn

    @property
    def acting_for(self) -> int | None:
        """The painter the current decision is for (Leonardo's seat when his controller decides)."""
        return self._painter

    @property
    def over(self) -> bool:
        """True once the final scoring is done."""
        return self.state.phase == "over"

    def legal_actions(self, seat: int | None = None) -> tuple:
        """Every legal action of ``seat`` (default: the one player to act) — all of them, nothing illegal."""
        cached = self._legal
        if cached is not None and seat == cached[0] and type(seat) is int:
            return cached[1]           # already listed for this seat in this state
        if self._rules is None:
            return tuple(chance.outcomes(self.state)) if self._kind == "chance" else ()
        return self._listing(self._seat_for(seat))

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

    def check(self, action, seat: int | None = None) -> IllegalAction | None:
        """None if ``action`` is legal now for ``seat``, else the error naming the rule broken."""
        try:
            self._validate(action, seat)
        except IllegalAction as error:
            return error
        return None

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
        kind, subject = self._kind, self._painter
        if kind == "over":
            raise IllegalAction("R-END-4", "game_over")
        if kind == "chance":
            if seat is not None or not isinstance(action, Draw):
                raise IllegalAction("CHANCE", "draw_due")
            if not isinstance(action.item, str) or chance.index_of(self.state, action.item) < 0:
                raise IllegalAction("CHANCE", "draw_impossible", item=repr(action.item))
            return None, None, action, None
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

    # -- changing the game -------------------------------------------------------------------
    def apply(self, action, seat: int | None = None) -> "Game":
        """Apply a legal action (a value or its text) for ``seat``; raise IllegalAction and change nothing otherwise."""
        seat, subject, action, decision = self._validate(action, seat)
        if decision is None:
            self._draw(action.item)
        else:
            decision.apply[type(action)](self.state, subject, action)
            self.history.append((seat, action))
        self._advance()
        return self

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

    def undo(self, steps: int = 1) -> "Game":
        """Take back the last ``steps`` player decisions (and the draws after them) by replaying the rest."""
        if steps <= 0:
            return self
        keep = len(self.history)
        for _ in range(steps):
            decisions = [i for i in range(keep) if self.history[i][0] is not None]
            if not decisions:
                raise IllegalAction("UNDO", "nothing_to_undo")
            keep = decisions[-1]
        self._replay(self.history[:keep], trusted=True)
        return self

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

    # -- reading the game ----------------------------------------------------------------------
    @property
    def log(self) -> list[tuple]:
        """The events so far: ``(round, rule ID, code, *args)``; :meth:`log_text` says them in words."""
        return self.state.log

    def log_text(self, start: int = 0, lang: str = "en") -> list[str]:
        """The event log in words, one line per event with its round and rule ID, from event ``start`` on; in
        ``lang`` (the texts of ``fresco_nb/texts/<lang>/log.toml``, English where they say nothing)."""
        return explain.log_lines(self.state, start, lang)

    def describe(self, action, seat: int | None = None, lang: str = "en") -> str:
        """What ``action`` (a value or its text form) would do now, in words of ``lang``, for the painter the
        decision is for (while planning: for ``seat``)."""
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except UnreadableAction as error:
                raise IllegalAction(error.rule, error.key, **error.values) from None
        subject = self.acting_for
        return explain.action_text(self.state, seat if subject is None else subject, action, lang)

    def preview(self, action, seat: int | None = None) -> preview.Effect:
        """The immediate effect of a legal ``action`` (VP, bishop bonus, thalers, paints, mood), without applying it."""
        _, subject, action, decision = self._validate(action, seat)
        if decision is None:
            return preview.Effect()
        payable = self._payable(subject) if type(action) in BISHOP_MOVES else None
        return preview.effect(self.state, subject, action, payable)

    def previews(self, seat: int | None = None) -> list[preview.Effect]:
        """The immediate effect of every legal action of ``seat``, in the order of :meth:`legal_actions`
        (one call instead of a :meth:`preview` per option: what bots and the scoring-choices chart read)."""
        options = self.legal_actions(seat)
        if self._rules is None:         # a draw is due, or the game is over
            return [preview.Effect()] * len(options)
        subject = self._painter
        subject = self._legal[0] if subject is None else subject
        payable = self._payable(subject) if any(type(a) in BISHOP_MOVES for a in options) else None
        effect, state = preview.effect, self.state
        return [effect(state, subject, action, payable) for action in options]

    def _payable(self, subject: int) -> list | None:
        """The restorations ``subject`` can pay for now, computed once per listing of legal actions (the bishop
        moves' previews all need them)."""
        if self._legal is None:
            return None
        if self._payable_for[0] is not self._legal:
            self._payable_for = (self._legal, cathedral.restorations(self.state, subject))
        return self._payable_for[1]

    def view(self, who="public", only=None, painters=None) -> dict:
        """The table as a seat (0..n-1), the projector (``"public"``) or a teacher (``"full"``) sees it;
        ``only``: just these keys, e.g. ``("fresco", "players")``; ``painters``: just these seats' entries of
        "players" (None for the others). Both make the view cheaper, for bots."""
        if who not in (views.PUBLIC, views.FULL) and who not in range(len(self.state.players)):
            raise ValueError(f"a view is for a seat 0..{len(self.state.players) - 1}, 'public' or 'full', not {who!r}")
        return views.view(self.state, who, only, painters)

    def holdings(self, painter: int, who=None) -> views.Holdings:
        """``painter``'s paints (counts in PAINTS order) and thalers as ``who`` sees them (default: the painter
        itself; any seat sees Leonardo's, ``"full"`` everyone's), without building a view; another painter's
        screen raises ValueError naming R-HID-1."""
        count = len(self.state.players)
        if type(painter) is not int or not 0 <= painter < count:
            raise ValueError(f"a painter is a seat 0..{count - 1}, not {painter!r}")
        who = painter if who is None else who
        if who not in (views.PUBLIC, views.FULL) and who not in range(count):
            raise ValueError(f"holdings are seen by a seat 0..{count - 1}, 'public' or 'full', not {who!r}")
        return views.holdings(self.state, painter, who)

    def fresco(self) -> tuple:
        """The tile on each of the 25 fresco parts in part order (a FrescoTile, None once restored): public,
        the view's "fresco" without its dicts."""
        return views.fresco_tiles(self.state)

    def fresco_key(self) -> tuple[int, ...]:
        """A cheap hashable key that changes when the fresco does (equal keys, equal :meth:`fresco` within one
        game's data): for bots that remember what they worked out per fresco."""
        return views.fresco_key(self.state)

    def result(self) -> dict:
        """Final standings: rounds, each painter's score and VP by source (``placement``: what the score
        differs from their sum by moving ahead/behind past taken spaces, R-SCORE-2), the ranking of all painters and
        the winner — with Leonardo, the better-placed player unless the ``leonardo_can_win`` ruling (R-LEO-8)."""
        if not self.over:
            raise IllegalAction("R-END-4", "game_not_over")
        s = self.state
        order = scoring.ranking(s)
        winner = scoring.winner(s)
        return {"rounds": s.round, "scores": [p.score for p in s.players], "vp": [dict(p.vp) for p in s.players],
                "placement": [p.score - sum(p.vp.values()) for p in s.players],
                "ranking": order, "winner": winner, "winner_name": s.players[winner].name,
                "leonardo_first": s.tables.leonardo and s.players[order[0]].automaton}

    # -- saving ------------------------------------------------------------------------------
    def data_digest(self) -> str:
        """The content digest of the component data played with (its values, wherever they came from)."""
        return saves.data_digest(self.data)

    def to_json(self) -> str:
        """The game as JSON data that loads anywhere: settings, the data values that differ from the shipped
        data, and every action in order (no path, no code, no pickle; see :mod:`fresco_nb.games.fresco.rules.saves`)."""
        return saves.dump(self)

    @classmethod
    def from_json(cls, text: str, data: GameData | str | None = None) -> "Game":
        """Rebuild a saved game action by action (``data``: the data it was played on, only needed for saves
        that cannot rebuild it); raise BadSave saying what is wrong."""
        return saves.load(cls, text, data)

    def clone(self) -> "Game":
        """An independent copy with the same state, history and chance stream."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.state = self.state.copy()
        other.history = self.history[:]
        other._chance = random.Random()
        other._chance.setstate(self._chance.getstate())
        other._legal = None
        other._payable_for = (None, None)
        return other


_TABLES: OrderedDict[tuple, Tables] = OrderedDict()
_TABLES_KEPT = 16          # settings whose tables (and data) are kept after their games are gone


def _tables(data: GameData, players: int, modules: frozenset[str], rulings: dict) -> Tables:
    """The game's fixed tables, shared by the games of one setting (they are never changed; simulations start
    thousands of games). GameData is immutable and compared by value, so equal data share tables; data not
    seen before is checked first (check_data); only the most recent settings are kept."""
    key = (data, players, modules, tuple(sorted(rulings.items())))
    try:
        found = _TABLES.get(key)
    except TypeError:                  # a hand-built GameData holding a list or a dict: check_data names it
        check_data(data)
        raise
    if found is None:
        check_data(data)
        found = _TABLES[key] = Tables(data, players, modules, dict(rulings))
        if len(_TABLES) > _TABLES_KEPT:
            _TABLES.popitem(last=False)
    else:
        _TABLES.move_to_end(key)
    return found


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


def new_game(players: int = 4, seed: int = 0, modules=(), data=None, names=None,
             auto_chance: bool = True, record: bool = True, rulings: dict | None = None) -> Game:
    """Set up a new game.

    ``players`` 2 (with Leonardo), 3 or 4; ``seed`` an integer of at most 64 bits that fixes every random
    draw; ``modules`` any of "portraits", "requests", "blends"; ``data`` a data folder (a variant) or
    GameData; ``names`` one distinct short name per player (None: P1, P2, ...); ``auto_chance`` False to make
    the draws yourself; ``record`` False to skip the event log (bulk simulation); ``rulings`` switches for
    the ⚖ rulings (see RULINGS; those not named keep their default). A bad value raises TypeError or
    ValueError naming the argument (the checks: :mod:`fresco_nb.games.fresco.rules.settings`).
    """
    return Game(players, seed, modules, data, names, auto_chance, record, rulings)


def load_game(text: str, data=None) -> Game:
    """Load a game saved with :meth:`Game.to_json`."""
    return Game.from_json(text, data)
