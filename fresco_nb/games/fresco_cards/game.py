"""The public face of the card game's rules core: a game you can ask who acts, what is legal, apply, undo and save.

>>> from fresco_nb.games.fresco_cards import new_game
>>> g = new_game(players=3, seed=1)
>>> g.decision                   # Decision(kind='action', painter=1, seats=(1,), round=1)
>>> g.legal_actions()            # (Pass(), Lay(card='R-m'), ..., Restore(fresco='F-02', ...), ...)
>>> g.apply("pass")              # an action value or its text form
"""
from __future__ import annotations

from typing import NamedTuple

from .. import history
from ..history import HistoryGame, Turn  # noqa: F401 (Turn: its name here too)
from . import chance, exchange, explain, phase2, restore, saves, settings, tiles, turn, views
from .actions import (ACTION_TYPES, Continue, Demand, Discard, Done, Double, Draw, Give, Lay, Name, Pass, Restore,
                      Reward, Trade, Use, parse_action)
from .data import CardData, load_data
from .ending import ranking, winners
from .errors import IllegalAction
from .settings import RULINGS  # noqa: F401 (the rulings' public name, imported from here too)
from .setup import new_state
from .state import VP_SOURCES, Tables


class Decision(history.Decision):
    """The decision due now (:attr:`Game.decision`): ``kind`` a key of :data:`DECISIONS`, "chance" (a draw is due)
    or "over"; ``painter`` the player it is for (a giver answering a Demand out of turn; None for chance and at the
    end); ``seats`` who decides; ``round`` 1, 2, ... (0 while dealing); ``for_leonardo`` always False (the card game
    has no automaton)."""
    __slots__ = ()


class _Decision(NamedTuple):
    options: object          # (state, seat) -> legal actions
    apply: dict              # action type -> (state, seat, action) -> None
    wrong_turn_rule: str     # the rule a seat breaks acting out of turn
    wrong_kind_rule: str     # the rule another kind of action breaks
    doing: str               # the catalogue's phrase for what the player is doing


DECISIONS = {
    "start": _Decision(turn.go_on_options, {Demand: tiles.demand, Continue: turn.go_on}, "C-TURN-1", "C-RUL-15",
                       "cards_doing_start"),
    "action": _Decision(phase2.options, {Pass: phase2.pass_turn, Lay: exchange.lay, Restore: restore.restore,
                                         Double: tiles.double, Demand: tiles.demand},
                        "C-TURN-1", "C-TURN-3", "cards_doing_action"),
    "lay": _Decision(exchange.laying_options, {Lay: exchange.lay, Trade: exchange.trade}, "C-TURN-1", "C-RUL-8",
                     "cards_doing_lay"),
    "use": _Decision(exchange.use_options, {Use: exchange.use}, "C-TURN-1", "C-EXCH-5", "cards_doing_use"),
    "name": _Decision(exchange.name_options, {Name: exchange.name}, "C-TURN-1", "C-EXCH-4", "cards_doing_name"),
    "reward": _Decision(restore.reward_options, {Reward: restore.reward}, "C-TURN-1", "C-REST-8",
                        "cards_doing_reward"),
    "more": _Decision(restore.more_options, {Restore: restore.restore, Demand: tiles.demand, Done: restore.done},
                      "C-TURN-1", "C-REST-9", "cards_doing_more"),
    "give": _Decision(tiles.give_options, {Give: tiles.give}, "C-ACT-3", "C-ACT-3", "cards_doing_give"),
    "end": _Decision(turn.go_on_options, {Demand: tiles.demand, Continue: turn.go_on}, "C-TURN-1", "C-RUL-15",
                     "cards_doing_end"),
    "discard": _Decision(turn.discard_options, {Discard: turn.discard}, "C-TURN-1", "C-TURN-6",
                         "cards_doing_discard"),
}
WHY_NOT = {Demand: tiles.demand_why_not, Continue: turn.go_on_why_not, Pass: turn.go_on_why_not,
           Double: tiles.double_why_not, Lay: exchange.lay_why_not, Trade: exchange.lay_why_not,
           Use: exchange.use_why_not, Name: exchange.name_why_not, Restore: restore.why_not,
           Reward: restore.reward_why_not, Done: turn.go_on_why_not, Give: tiles.give_why_not,
           Discard: turn.discard_why_not}


class Game(HistoryGame, name="fresco_cards", chance=chance, decision=Decision, saves=saves.SAVES,
           decisions=DECISIONS, setup=new_state, action_types=ACTION_TYPES, draw=Draw, parse_action=parse_action,
           end_rule="C-END-3", draw_rule="C-HID-2"):
    """A game of Fresco: the card game: the state, its history of actions, and the seeded chance stream (undo, the
    replay of a save and clone: :class:`fresco_nb.games.history.Replayed`; deciding and applying:
    :class:`fresco_nb.games.history.HistoryGame`)."""

    def __init__(self, players: int = 4, seed: int = 0, names=None, start_seat: int | None = None,
                 rulings: dict | None = None, data: CardData | str | None = None, auto_chance: bool = True,
                 record: bool = True):
        chosen = settings.checked(players, seed, names, start_seat, rulings, auto_chance, record)
        data = data if isinstance(data, CardData) else load_data(data)
        self.start_seat = chosen.start_seat
        self._begin(chosen, data, _tables(data, chosen.players, chosen.rulings))

    # -- who acts, what is legal ------------------------------------------------------------
    def _settle(self) -> None:
        """Work out, once per state, the decision due: its kind, the player it is for and its row of DECISIONS."""
        s = self.state
        if s.draws and chance.prepare(s):
            kind, subject = "chance", None
        elif s.step in DECISIONS:
            kind, subject = s.step, (s.owing[0] if s.step == "give" else s.current)
        else:
            kind, subject = s.step, None
        self._settle_on(kind, subject)

    def _state_edited(self) -> None:
        """Settle the decision again after the state was edited by hand (a test building a position)."""
        self._advance()

    def _drawable(self, item) -> bool:
        return chance.index_of(self.state, item) is not None

    def _normal(self, action):
        """A restoration as listed (restore.normal)."""
        return restore.normal(self.state, action) if type(action) is Restore else action

    def _why_not(self, rules, action) -> IllegalAction:
        return WHY_NOT[type(action)](self.state, self._painter, action)

    @property
    def over(self) -> bool:
        """True once the final scoring is done (C-END-3)."""
        return self.state.step == "over"

    def _automatic_step(self) -> bool:
        """Run the turn's automatic step due, if any (turn.AUTOMATIC)."""
        if self.state.step in turn.AUTOMATIC:
            turn.run(self.state)
            return True
        return False

    # -- reading the game ----------------------------------------------------------------------
    def log_text(self, start: int = 0, lang: str = "en") -> list[str]:
        """The event log in ``lang`` (the texts of ``fresco_nb/texts/<lang>/fresco_cards.toml``, English where they
        say nothing), one line per event with its round and rule ID, from event ``start``; no line names a card
        drawn into a hand or given (C-HID-2, C-HID-5)."""
        return explain.log_lines(self.state, start, lang)

    def describe(self, action, seat: int | None = None, lang: str = "en") -> str:
        """What ``action`` (a value or its text form) would do now, in a sentence of ``lang`` (as for
        :meth:`log_text`)."""
        if isinstance(action, str):
            action = parse_action(action)
        return explain.action_text(self.state, self._painter if seat is None else seat, action, lang)

    def view(self, who="public") -> dict:
        """The table as a seat (0..n-1, its own hand too), the projector (``"public"``) or a teacher (``"full"``)
        sees it (C-HID-1..6)."""
        if who not in (views.PUBLIC, views.FULL) and who not in range(len(self.state.players)):
            raise ValueError(f"a view is for a seat 0..{len(self.state.players) - 1}, 'public' or 'full', not {who!r}")
        return views.view(self.state, who, self._kind)

    def result(self) -> dict:
        """Final standings: each player's score and VP by source (frescoes, tiles), the ranking, the winners (a
        shared victory names several, C-END-5; ``winner`` is then None) and whether the stall guard ended it."""
        if not self.over:
            raise IllegalAction("C-END-3", "game_not_over")
        s = self.state
        won = winners(s)
        vp = [s.score(p) for p in s.players]
        return {"rounds": s.round, "scores": [sum(v.values()) for v in vp], "vp": vp, "ranking": ranking(s),
                "winners": won, "winner": won[0] if len(won) == 1 else None,
                "winner_name": " and ".join(s.players[w].name for w in won), "stalled": s.stalled,
                "frescoes": [len(p.restored) for p in s.players], "vp_sources": VP_SOURCES}

    def _plain(self, action) -> bool:
        """Every field of an action is a text or a number (a restoration's supplies a tuple of texts)."""
        return all(isinstance(value, (str, int)) and not isinstance(value, bool)
                   or (type(action) is Restore and isinstance(value, tuple) and all(isinstance(c, str) for c in value))
                   for value in action)


_TABLES: dict[tuple, Tables] = {}


def _tables(data: CardData, players: int, rulings: dict) -> Tables:
    """The fixed tables of a setting, shared by its games."""
    key = (data, players, tuple(sorted(rulings.items())))
    found = _TABLES.get(key)
    if found is None:
        if len(_TABLES) > 16:
            _TABLES.clear()
        found = _TABLES[key] = Tables(data, players, dict(rulings))
    return found


def new_game(players: int = 4, seed: int = 0, names=None, start_seat: int | None = None, rulings: dict | None = None,
             data=None, auto_chance: bool = True, record: bool = True) -> Game:
    """Set up a new game of Fresco: the card game.

    ``players`` 2, 3 or 4; ``seed`` an integer of at most 64 bits that fixes every draw; ``names`` one distinct
    short name per player (None: P1, P2, ...); ``start_seat`` the start player (None: drawn from the seed,
    C-SET-7); ``rulings`` switches for the ⚖ rulings (see RULINGS); ``data`` a data folder or CardData (None: the
    shipped tables); ``auto_chance`` False to make the draws yourself; ``record`` False to skip the event log.
    """
    return Game(players, seed, names, start_seat, rulings, data, auto_chance, record)


def load_game(text: str, data=None) -> Game:
    """Load a game saved with :meth:`Game.to_json`."""
    return Game.from_json(text, data)
