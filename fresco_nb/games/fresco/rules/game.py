"""The public face of the rules core: a game you can ask who acts, what is legal, apply, undo and save.

>>> from fresco_nb import new_game
>>> g = new_game(players=4, seed=1)
>>> g.turn                       # Turn(kind='player', seats=(2,))
>>> g.legal_actions()            # (WakeUp(slot=0), ...)
>>> g.apply("wake 3")            # an Action value or its text form
"""
from __future__ import annotations

from ... import history
from ...history import HistoryGame, Turn  # noqa: F401 (Turn: its name here too)
from ..data import GameData
from . import cathedral, chance, explain, preview, saves, scoring, settings, views
from .actions import BishopJump, Draw, MoveBishop, parse_action
from .errors import IllegalAction, UnreadableAction
from .flow import Flow
from .legal import DECISIONS, Listing  # noqa: F401 (the decision table, read from here too)
from .settings import MODULES, RULINGS  # noqa: F401 (the settings' public names, imported from here too)
from .state import shared_tables


class Decision(history.Decision):
    """The decision due now and where (:attr:`Game.decision`).

    ``kind``: "wake", "plan", "place" (ahead/behind on the score track), "income" (a request's paint), one of
    the locations "market", "cathedral", "studio", "workshop" — or "chance" (a draw is due) and "over".
    ``painter``: the painter it is for (Leonardo's seat when his controller decides; None while planning, for
    chance and at the end). ``seats``: who decides (every seat still planning; the Leonardo tile's holder for
    Leonardo). ``round``: the round number (0 during setup). ``for_leonardo``: True when the decision is made for
    Leonardo by the player holding his tile (R-LEO-3).
    """
    __slots__ = ()


BISHOP_MOVES = (MoveBishop, BishopJump)


class Game(Listing, Flow, HistoryGame, name="fresco", chance=chance, decision=Decision, saves=saves, draw=Draw,
           end_rule="R-END-4", draw_rule="CHANCE"):
    """A game of Fresco: the state, its history of actions, and the seeded chance stream (working out what is
    legal: :class:`~.legal.Listing`; moving on between decisions: :class:`~.flow.Flow`; the decision due, apply,
    undo, the checked replay of a save, clone, the draws and saves: :class:`fresco_nb.games.history.HistoryGame`)."""
    _payable_for = (None, None)      # (the legal list it was computed with, the restorations payable then)

    def __init__(self, players: int = 4, seed: int = 0, modules=(), data: GameData | str | None = None,
                 names=None, auto_chance: bool = True, record: bool = True, rulings: dict | None = None):
        chosen = settings.checked(players, seed, modules, names, auto_chance, record, rulings)
        data = settings.game_data(data)
        self.modules = chosen.modules
        self._begin(chosen, data, shared_tables(data, chosen.players, frozenset(chosen.modules), chosen.rulings))

    @property
    def names(self) -> list[str]:
        """Names of every painter by seat (Leonardo last in a two-player game)."""
        return [p.name for p in self.state.players]

    # -- who acts, what is legal ------------------------------------------------------------
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

    def _drawable(self, item) -> bool:
        """Whether the pending draw can give ``item`` (a tile, card or painter's name)."""
        return isinstance(item, str) and chance.index_of(self.state, item) >= 0

    # -- reading the game ----------------------------------------------------------------------
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
