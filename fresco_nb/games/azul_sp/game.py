"""The public face of Azul's rules core: a game you can ask who acts, what is legal, apply, undo and save.

>>> from fresco_nb.games.azul_sp import new_game
>>> g = new_game(players=3, seed=1)
>>> g.decision                   # Decision(kind='draft', painter=0, seats=(0,), round=1)
>>> g.legal_actions()            # (Take(source=1, colour='green'), ...)
>>> g.apply("take 1 green")      # an Action value or its text form
"""
from __future__ import annotations

from typing import NamedTuple

from .. import history
from ..history import HistoryGame, Turn  # noqa: F401 (Turn: its name here too)
from . import bonuses, chance, drafting, explain, final_scoring, passing, placing, saves, settings, views
from .actions import ACTION_TYPES, Bonus, BonusFromBag, Draw, Pass, Place, Take, parse_action
from .data import AzulData, load_data
from .errors import IllegalAction
from .settings import RULINGS  # noqa: F401 (the rulings' public name, imported from here too)
from .setup import new_state
from .state import Tables


class Decision(history.Decision):
    """The decision due now (:attr:`Game.decision`): ``kind`` "draft" (phase 1), "place" (phase 2: place or pass),
    "bonus" (take an owed supply tile), "chance" (a draw is due) or "over"; ``painter`` the player it is for (None
    for chance and at the end; also :attr:`player`); ``seats`` who decides; ``round`` 1..6 (0 for the setup's
    draws); ``for_leonardo`` always False (Azul has no automaton)."""
    __slots__ = ()

    @property
    def player(self) -> int | None:
        """The player the decision is for."""
        return self.painter


class _Decision(NamedTuple):
    options: object          # (state, seat) -> legal actions
    why_not: object          # (state, seat, action) -> the IllegalAction saying why an action of a listed kind is refused
    apply: dict              # action type -> (state, seat, action) -> None
    wrong_turn_rule: str     # the rule a seat breaks acting out of turn
    wrong_kind_rule: str     # the rule another kind of action breaks
    doing: str               # the catalogue's phrase for what the player is doing (a refusal of another kind)


DECISIONS = {
    "draft": _Decision(drafting.options, drafting.why_not, {Take: drafting.take}, "A-DRAFT-2", "A-DRAFT-2",
                       "azul_doing_draft"),
    "place": _Decision(placing.options, placing.why_not, {Place: placing.place, Pass: passing.pass_turn},
                       "A-PLACE-1", "A-PLACE-17", "azul_doing_place"),
    "bonus": _Decision(bonuses.options, bonuses.why_not,
                       {Bonus: bonuses.take, BonusFromBag: bonuses.take_from_bag, Pass: bonuses.decline},
                       "A-PLACE-11", "A-PLACE-11", "azul_doing_bonus"),
}
# A reward the empty supply cannot pay, drawn from the bag or turned down (A-RUL-2 with A-RUL-4): the row of "bonus",
# with the words a refusal of another kind of action says the player is doing
BAG_OR_NOTHING = DECISIONS["bonus"]._replace(doing="azul_doing_bonus_bag")


class Game(HistoryGame, name="azul_sp", chance=chance, decision=Decision, saves=saves.SAVES, decisions=DECISIONS,
           setup=new_state, action_types=ACTION_TYPES, draw=Draw, parse_action=parse_action, end_rule="A-END-1",
           draw_rule="A-HID-3"):
    """A game of Azul: Summer Pavilion: the state, its history of actions, and the seeded chance stream; deciding,
    applying, undo, the checked replay of a save and clone come from :class:`~fresco_nb.games.history.HistoryGame`."""

    def __init__(self, players: int = 4, seed: int = 0, names=None, side: str = "coloured", start_seat: int = 0,
                 rulings: dict | None = None, data: AzulData | str | None = None, auto_chance: bool = True,
                 record: bool = True):
        chosen = settings.checked(players, seed, names, side, start_seat, rulings, auto_chance, record)
        data = data if isinstance(data, AzulData) else load_data(data)
        self.start_seat = chosen.start_seat
        self._begin(chosen, data, _tables(data, chosen.players, chosen.side, chosen.rulings))

    # -- who acts, what is legal ------------------------------------------------------------
    def _settle(self) -> None:
        """Work out, once per state, the decision due: its kind, the player it is for and its row of DECISIONS."""
        s = self.state
        if s.draws and chance.prepare(s):     # a draw due from an empty bag pours the tower in first (A-RUL-7)
            kind, subject = "chance", None
        elif s.phase in DECISIONS:
            kind, subject = s.phase, s.current
        else:
            kind, subject = s.phase, None
        self._settle_on(kind, subject)
        if kind == "bonus" and bonuses.supply_empty(s):
            self._rules = BAG_OR_NOTHING

    def _round(self) -> int:
        return 0 if self.state.phase == "setup" else self.state.round

    def _drawable(self, item) -> bool:
        return item in self.tables.colour_index and bool(self.state.bag[self.tables.colour_index[item]])

    def _normal(self, action):
        """A pass's kept tiles in any order, sorted as listed."""
        return Pass(tuple(sorted(action.keep))) if type(action) is Pass else action

    def _why_not(self, rules, action) -> IllegalAction:
        return rules.why_not(self.state, self._painter, action)

    @property
    def over(self) -> bool:
        """True once the final scoring is done (A-END-1)."""
        return self.state.phase == "over"

    def _automatic_step(self) -> bool:
        """The setup ends in drafting; a draft with nothing to take ends at once (A-RUL-3)."""
        s = self.state
        if s.phase == "setup":
            s.phase = "draft"
        if s.phase == "draft" and not any(s.centre) and not any(map(any, s.factories)):
            drafting.end_phase(s)
        return False

    # -- reading the game ----------------------------------------------------------------------
    def log_text(self, start: int = 0, lang: str = "en") -> list[str]:
        """The event log in ``lang`` (the texts of ``fresco_nb/texts/<lang>/azul_sp.toml``, English where they say
        nothing), one line per event with its round and rule ID, from event ``start``."""
        return explain.log_lines(self.state, start, lang)

    def describe(self, action, seat: int | None = None, lang: str = "en") -> str:
        """What ``action`` (a value or its text form) would do now, in a sentence of ``lang`` (as for
        :meth:`log_text`), for ``seat`` (None: the player deciding now)."""
        if isinstance(action, str):
            action = parse_action(action)
        return explain.action_text(self.state, self._painter if seat is None else seat, action, lang)

    def view(self, who="public") -> dict:
        """The table as a seat (0..n-1), the projector (``"public"``) or a teacher (``"full"``) sees it; every
        seat sees the public table (A-HID-4), ``"full"`` adds the pending draws."""
        if who not in (views.PUBLIC, views.FULL) and who not in range(len(self.state.players)):
            raise ValueError(f"a view is for a seat 0..{len(self.state.players) - 1}, 'public' or 'full', not {who!r}")
        return views.view(self.state, who)

    def result(self) -> dict:
        """Final standings: each player's score and VP by source (start, placements, stars, numbers, penalties),
        the ranking, the winners (a shared victory names several, A-END-5; ``winner`` is then None), and the
        bonus tiles each took."""
        if not self.over:
            raise IllegalAction("A-END-1", "game_not_over")
        s = self.state
        won = final_scoring.winners(s)
        return {"rounds": s.round, "scores": [p.score for p in s.players], "vp": [dict(p.vp) for p in s.players],
                "ranking": final_scoring.ranking(s), "winners": won, "winner": won[0] if len(won) == 1 else None,
                "winner_name": " and ".join(s.players[w].name for w in won),
                "bonus_tiles": [p.bonus_tiles for p in s.players]}

    def _plain(self, action) -> bool:
        """Every field of an action is a text or a number (or, for a pass, a tuple of texts)."""
        return all(isinstance(value, (str, int, float)) or (type(action) is Pass and isinstance(value, tuple)
                                                              and all(isinstance(c, str) for c in value))
                   for value in action)


_TABLES: dict[tuple, Tables] = {}


def _tables(data: AzulData, players: int, side: str, rulings: dict) -> Tables:
    """The fixed tables of a setting, shared by its games (AzulData is immutable and hashable)."""
    key = (data, players, side, tuple(sorted(rulings.items())))
    found = _TABLES.get(key)
    if found is None:
        if len(_TABLES) > 16:
            _TABLES.clear()
        found = _TABLES[key] = Tables(data, players, side, dict(rulings))
    return found


def new_game(players: int = 4, seed: int = 0, names=None, side: str = "coloured", start_seat: int = 0,
             rulings: dict | None = None, data=None, auto_chance: bool = True, record: bool = True) -> Game:
    """Set up a new game of Azul: Summer Pavilion.

    ``players`` 2, 3 or 4; ``seed`` an integer of at most 64 bits that fixes every draw; ``names`` one distinct
    short name per player (None: P1, P2, ...); ``side`` "coloured" or "grey" (the variant, A-VAR); ``start_seat``
    the start player of round 1 (A-SET-7); ``rulings`` switches for the ⚖ rulings (see RULINGS); ``data`` a data
    folder or AzulData (None: the shipped tables); ``auto_chance`` False to make the draws yourself; ``record``
    False to skip the event log (bulk simulation).
    """
    return Game(players, seed, names, side, start_seat, rulings, data, auto_chance, record)


def load_game(text: str, data=None) -> Game:
    """Load a game saved with :meth:`Game.to_json`."""
    return Game.from_json(text, data)
