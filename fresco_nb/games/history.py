"""What a game kept as one history of actions gets from the kit: undo by replaying, the checked replay of a save,
and a clone with its own copy of the chance stream.

A game class using :class:`Replayed` has ``state`` (with ``copy()``), ``history`` (``[(seat, action)]``, seat None
for a draw, whose action has ``item``), ``_chance`` (its ``random.Random``), ``_replaying``, ``_rules`` (the row
of its decisions table due now, with ``apply`` by action type), ``_painter`` (the player the decision is for) and
the methods ``_restart()`` (the table before the first draw), ``_advance()`` (the automatic steps up to the next
decision), ``_draw(item)`` and ``_settle()``. Every game of the kit uses it through :class:`HistoryGame`, which adds
what their ``Game`` classes share: starting the game, the decision due, who decides, the check of an action,
apply, the draws, the log and saves. Fresco's ``Game`` keeps its own working out of the decision due and its legal
actions and its automatic steps (planning at once; Leonardo's decisions made by the seat holding his tile).
"""
from __future__ import annotations

import random
from typing import NamedTuple

from .common.errors import IllegalAction, Phrase


class Turn(NamedTuple):
    """Who must decide now: ``kind`` "player", "simultaneous" (several at once: Fresco's planning), "chance" or
    "over"; ``seats`` the seats deciding."""
    kind: str
    seats: tuple


PLAYER_TURNS = tuple(Turn("player", (seat,)) for seat in range(4))
OTHER_TURNS = {"chance": Turn("chance", ()), "over": Turn("over", ())}


class Decision(NamedTuple):
    """The decision due now and where (a game's ``Decision`` subclasses it with its own kinds in its docstring):
    ``kind``, the decision's name (or "chance" when a draw is due, "over" at the end); ``painter``, the player it is
    for (None for a draw, at the end, and while several players decide at once); ``seats``, who decides; ``round``,
    the round it belongs to."""
    kind: str
    painter: int | None
    seats: tuple[int, ...]
    round: int

    @property
    def for_leonardo(self) -> bool:
        """True when the decision is made for an automaton by another seat (Fresco's Leonardo, decided by the
        player holding his tile); always False in a game without one."""
        return self.painter is not None and self.seats != (self.painter,)


class Replayed:
    """Undo, replay and clone for a game kept as a history of actions."""

    def undo(self, steps: int = 1):
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
            self._advance()
            for seat, action in history:
                if trusted and seat is None:
                    self._draw(action.item)
                elif trusted:
                    subject = self._painter          # while several decide at once: the seat deciding
                    self._rules.apply[type(action)](self.state, seat if subject is None else subject, action)
                    self.history.append((seat, action))
                else:
                    self.apply(action, seat)
                self._advance()
        finally:
            self._replaying = False
        self._advance()

    def clone(self):
        """An independent copy with the same state, history and chance stream."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.state = self.state.copy()
        other.history = self.history[:]
        other._chance = random.Random()
        other._chance.setstate(self._chance.getstate())
        other._settle()
        return other


class HistoryGame(Replayed):
    """A game kept as one history of actions, with a decisions table. Its ``Game`` class names its parts in its
    class statement (see :meth:`__init_subclass__`) and defines ``_plain(action)``, ``_drawable(item)``,
    ``_automatic_step()``, ``_why_not(rules, action)``, ``_settle()`` (which finds the decision's kind and player and
    calls :meth:`_settle_on`) and, where they differ, ``_normal(action)``, ``_round()`` and ``_new_state()``.
    Fresco's ``Game`` sets its own ``_settle``, ``legal_actions``, ``_validate``, ``_new_state`` and ``_advance``
    instead (see the module's docstring)."""

    def __init_subclass__(cls, *, name: str | None = None, chance=None, decision: type | None = None, saves=None,
                          draw: type | None = None, end_rule: str = "", draw_rule: str = "",
                          decisions: dict | None = None, setup=None, action_types: tuple = (), parse_action=None,
                          **kwargs):
        """Keep the parts a game's class statement names (a subclass of a game keeps its game's): ``name`` its
        registry name (it seeds the chance stream), ``chance`` its module of draws (``prepare``, ``outcomes``,
        ``pick``, ``index_of``, ``outcome``, ``resolve``), ``decision`` its subclass of :class:`Decision`, ``saves``
        its :class:`~fresco_nb.games.saves.SaveFormat` (or a module with ``dump`` and ``load``), ``draw`` the draw's
        action type, ``end_rule`` the rule of the game's end and ``draw_rule`` the rule refusing a draw of nothing
        there; then what the kit's own listing and checking of a player's actions read, which a game doing its own
        (Fresco) leaves out: ``decisions`` (kind -> row), ``setup`` (``(tables, names, start_seat, record)`` -> the
        table before the first draw), ``action_types`` and ``parse_action``."""
        super().__init_subclass__(**kwargs)
        if name is None:
            return
        cls.NAME, cls.CHANCE, cls.Decision, cls.saves = name, chance, decision, saves
        cls.DRAW, cls.END_RULE, cls.DRAW_RULE = draw, end_rule, draw_rule
        if decisions is None:
            return
        cls.DECISIONS, cls.ACTION_TYPES = decisions, action_types
        cls.new_state, cls.parse_action = staticmethod(setup), staticmethod(parse_action)

    def _begin(self, chosen, data, tables) -> None:
        """Keep the checked settings ``chosen`` (the game keeps its own options), the component ``data`` and the
        setting's ``tables``; start the game and run it up to its first decision."""
        self.data = data
        self.rulings = chosen.rulings
        self.tables = tables
        self.seed = chosen.seed
        self.auto_chance = chosen.auto_chance
        self.record = chosen.record
        self.player_names = chosen.names
        self.history: list[tuple[int | None, object]] = []
        self._replaying = False
        self._restart()
        self._advance()

    def _new_state(self):
        """The table before the first draw, from the settings."""
        return self.new_state(self.tables, self.player_names, self.start_seat, self.record)

    def _restart(self) -> None:
        """The table before the first draw, and the chance stream seeded by the game's name and seed (the decision
        due is settled by :meth:`_advance`, which always comes next)."""
        self.state = self._new_state()
        self._chance = random.Random(f"{self.NAME}:{self.seed}:chance")

    def _draw(self, item: str | None) -> None:
        """Carry out the pending draw: ``item`` if given, else an outcome picked at random from the chance stream
        (picked even when ``item`` is given, so the stream stays the same)."""
        s = self.state
        chance = self.CHANCE
        index = chance.pick(s, self._chance)
        if item is not None:
            index = chance.index_of(s, item)
        self.history.append((None, chance.outcome(s, index)))
        chance.resolve(s, index)

    def _settle_on(self, kind: str, subject: int | None) -> None:
        """The decision due is ``kind`` for the player ``subject`` (None for a draw and at the end): its row of
        ``DECISIONS``, who decides; the decision and legal actions worked out again when asked."""
        self._kind, self._painter = kind, subject
        self._rules = self.DECISIONS.get(kind) if subject is not None else None
        self._turn = PLAYER_TURNS[subject] if subject is not None else OTHER_TURNS.get(kind) or Turn(kind, ())
        self._due = None
        self._legal = None

    def _state_edited(self) -> None:
        """Settle the decision again after the state was edited by hand (a test building a position, a search
        bot's determinization): what was worked out from the old state is forgotten."""
        self._settle()

    def _plain(self, action) -> bool:
        """Every field of ``action`` is of a kind actions are made of (so comparing it can neither fail nor crash)."""
        raise NotImplementedError

    def _drawable(self, item) -> bool:
        """Whether ``item`` is there to be drawn by the pending draw."""
        raise NotImplementedError

    def _automatic_step(self) -> bool:
        """Run the game's next automatic step, if one is due (True), before a decision (False)."""
        raise NotImplementedError

    def _normal(self, action):
        """The action as the listed actions write it (the same action by default)."""
        return action

    def _why_not(self, rules, action) -> IllegalAction:
        """The refusal of an action of a kind the decision due takes, but not a legal one now."""
        raise NotImplementedError

    def _round(self) -> int:
        """The round the decision due belongs to."""
        return self.state.round

    @property
    def names(self) -> list[str]:
        """Every player's name by seat."""
        return list(self.player_names)

    @property
    def decision(self):
        """Which decision is due now, for which player (an automaton's seat when another seat decides for it, e.g.
        Fresco's Leonardo), who decides, in which round."""
        if self._due is None:
            self._due = self.Decision(self._kind, self._painter, self._turn.seats, self._round())
        return self._due

    @property
    def turn(self) -> Turn:
        """Who must decide now (for an automaton: the seat deciding for it)."""
        return self._turn

    @property
    def acting_for(self) -> int | None:
        """The player the current decision is for (an automaton's seat when another seat decides for it; None for a
        draw, at the end and while several players decide at once)."""
        return self._painter

    def legal_actions(self, seat: int | None = None) -> tuple:
        """Every legal action of ``seat`` (default: the player to act), nothing illegal; while a draw is due, its
        outcomes (a draw per item there, each equally likely)."""
        legal = self._legal
        if legal is not None and (seat is None or seat == self._painter):
            return legal
        if self._rules is None:
            return self.CHANCE.outcomes(self.state) if self._kind == "chance" else ()
        if seat is not None and seat != self._painter:
            return ()
        legal = self._legal = self._rules.options(self.state, self._painter)
        return legal

    def check(self, action, seat: int | None = None) -> IllegalAction | None:
        """None if ``action`` is legal now for ``seat``, else the error naming the rule broken."""
        try:
            self._validate(action, seat)
        except IllegalAction as error:
            return error
        return None

    def _validate(self, action, seat):
        """Return (the seat deciding, the player it is for, the listed action, row of the decisions table) for a
        legal action ((None, None, action, None) for a draw), else raise IllegalAction."""
        legal = self._legal
        if legal is not None and self._rules is not None and (seat is None or seat == self._painter):
            for listed in legal:                   # fast path: a value just listed (what bots play)
                if listed is action:
                    return self._painter, self._painter, action, self._rules
        if isinstance(action, str):
            action = self.parse_action(action)
        if type(action) not in self.ACTION_TYPES or not self._plain(action):
            raise IllegalAction("ACTION-FORM", "not_an_action", thing=f"{action!r:.60}")
        drawn = self._drawn(action, seat)
        if drawn is not None:
            return drawn
        subject = self._painter
        if seat is not None and seat != subject:
            who = self.names[seat] if type(seat) is int and 0 <= seat < len(self.names) else repr(seat)
            raise IllegalAction(self._rules.wrong_turn_rule, "not_your_turn", who=who, deciding=self.names[subject])
        rules = self._rules
        action = self._normal(action)
        if type(action) in rules.apply:
            legal = self.legal_actions()
            if action in legal:                    # the listed value: Take(1.0, …) plays Take(1, …)
                return subject, subject, legal[legal.index(action)], rules
            raise self._why_not(rules, action)
        expected = ", ".join(t.__name__ for t in rules.apply)
        raise IllegalAction(rules.wrong_kind_rule, "wrong_kind", name=self.names[subject], doing=Phrase(rules.doing),
                            expected=expected, given=type(action).__name__)

    def _drawn(self, action, seat):
        """While a draw is due, (None, None, action, None) for a draw that can be made, else raise IllegalAction;
        once the game is over, raise IllegalAction for any action; None while a player decides."""
        kind = self._kind
        if kind == "over":
            raise IllegalAction(self.END_RULE, "game_over")
        if kind != "chance":
            return None
        if seat is not None or type(action) is not self.DRAW:
            raise IllegalAction("CHANCE", "draw_due")
        if not self._drawable(action.item):
            raise IllegalAction(self.DRAW_RULE, "draw_impossible", item=repr(action.item))
        return None, None, action, None

    def apply(self, action, seat: int | None = None):
        """Apply a legal action (a value or its text) for ``seat``; raise IllegalAction and change nothing otherwise."""
        seat, subject, action, rules = self._validate(action, seat)
        if rules is None:
            self._draw(action.item)
        else:
            rules.apply[type(action)](self.state, subject, action)
            self.history.append((seat, action))
        self._advance()
        return self

    def _advance(self) -> None:
        """Run every automatic step (draws too, unless they are left to the caller) until a decision is due (or the
        game is over), and settle that decision."""
        s = self.state
        auto = self.auto_chance and not self._replaying
        while True:
            if s.draws:
                if not self.CHANCE.prepare(s):
                    continue
                if not auto:
                    break
                self._draw(None)
                continue
            if not self._automatic_step():
                break
        self._settle()

    @property
    def log(self) -> list[tuple]:
        """The events so far: ``(round, rule ID, code, *args)``; ``log_text`` says them in words."""
        return self.state.log

    def to_json(self) -> str:
        """The game as JSON data that loads anywhere: settings and every action as text."""
        return self.saves.dump(self)

    @classmethod
    def from_json(cls, text: str, data=None):
        """Rebuild a saved game action by action; raise BadSave saying what is wrong."""
        return cls.saves.load(cls, text, data)
