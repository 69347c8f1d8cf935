"""The games the server can serve, each through one small interface: setup fields, saves, views, who decides,
actions, undo, bots and the board the pages draw. The server itself names no rule and imports no game: every game
of the kit's registry (``fresco_nb.games.GAMES``) is served through the game protocol by :class:`KitGame`, its
board by the notebook's own board widget; another kind of game is served by adding an entry to :data:`GAMES`.
"""
from __future__ import annotations

import abc
import contextlib
import functools
from pathlib import Path
from typing import NamedTuple

from .. import widgets
from ..bench.spec import ruling_label           # the ruling's rule ID and words, as the bench shows them
from ..bots import bots_for, make_bot
from ..drawing.board import drawing_pages
from ..games import GAMES as KIT_GAMES
from ..games import game_module
from ..games.protocol import Refusal
from ..texts import Catalogue, rule_text, widget_language
from ..widgets.board import BoardWidget, now_due     # loaded with the server, not at its first table
from ..widgets.live_board import due_for
from .words import say


class Refused(Exception):
    """An action or a setting a game refuses: ``rule`` (an ID, or the field's name), ``reason`` and the rule's text."""

    def __init__(self, rule: str, reason: str, text: str = ""):
        super().__init__(f"{reason} ({rule})")
        self.rule, self.reason, self.text = rule, reason, text

    def answer(self) -> dict:
        """The refusal as the JSON a page receives."""
        return {"rule": self.rule, "reason": self.reason, "rule_text": self.text}


class Due(NamedTuple):
    """What a game waits for: ``kind`` (a game's own word, "over" at the end), the ``seats`` that decide, and
    ``summary``, one sentence for the pages ("Round 2 · now Anna must act at the market")."""
    kind: str
    seats: tuple
    summary: str

    @property
    def over(self) -> bool:
        return self.kind == "over"


class Board(abc.ABC):
    """The live board of one page: the traits its front end (``client_files``) draws, and the clicks it answers."""

    @abc.abstractmethod
    def traits(self) -> dict:
        """What the page's front end shows, redrawn from the game."""

    @abc.abstractmethod
    def play(self, clicked: str) -> None:
        """Answer a click (a part of the board, an action's text, "confirm" or "clear")."""


class ServedGame(abc.ABC):
    """One game as the server sees it. ``who`` is a seat number, ``"public"`` (the projector) or ``"full"``."""

    name: str
    title: str
    client_files: dict[str, Path]     # the front end's files by the name pages load them under

    @abc.abstractmethod
    def setup_fields(self) -> dict:
        """The teacher's form: ``{"title": the game's name, "players": [...], "modules": [...],
        "module_labels": {module: its name}, "options": {option: its default, as text}, "rulings": {switch: its
        default}, "ruling_labels": {switch: its label}, "bots": [...], "default_bot": name}``."""

    @abc.abstractmethod
    def new(self, players: int, names, modules, seed: int, options: dict | None = None, rulings=None):
        """A new game (``options``: the game's own, as text; ``rulings``: its ⚖ switches to change, None for the
        defaults); a bad setting raises :class:`Refused` naming the field or the ruling."""

    @abc.abstractmethod
    def load(self, text: str):
        """The game of a save made by :meth:`save`."""

    @abc.abstractmethod
    def save(self, game) -> str:
        """The game as the kit's JSON save."""

    @abc.abstractmethod
    def seat_names(self, game) -> list[str]:
        """The names of the seats that decide (each played by a team or a bot), in seat order."""

    @abc.abstractmethod
    def view(self, game, who) -> dict:
        """Exactly what ``who`` may see, as JSON data."""

    @abc.abstractmethod
    def due(self, game) -> Due:
        """What the game waits for."""

    @abc.abstractmethod
    def moves(self, game) -> int:
        """How many steps the game has taken (grows with every action, shrinks with undo)."""

    @abc.abstractmethod
    def act(self, game, text: str, seat) -> str:
        """Apply the action ``text`` for ``seat`` (None: the seat deciding now); its description. An illegal one
        raises :class:`Refused` and leaves the game unchanged."""

    @abc.abstractmethod
    def undo(self, game) -> None:
        """Take back the last decision (:class:`Refused` when there is none)."""

    @abc.abstractmethod
    def bot_move(self, name: str, seed: int, game, seat) -> str:
        """The action text the bot ``name`` (seeded) chooses for ``seat``."""

    @abc.abstractmethod
    def board(self, game, who, layout: str) -> Board:
        """The live board of a page: ``layout`` "desk" (the notebook's) or "projector"."""

    def drawing_pages(self):
        """A block in which several pages' boards of one unchanged game are drawn (by their ``traits()``): a
        game whose renderer can draw the parts those pages show alike once does. By default nothing is shared."""
        return contextlib.nullcontext()


class _KitBoard(Board):
    """The notebook's own BoardWidget, used as a plain object: the traits it syncs with board.js in a notebook
    (its own, not the ipywidget's DOM layout) are sent to the page's board.js."""

    SYNCED = tuple(sorted(set(BoardWidget.class_own_traits(sync=True)) - {"clicked"}))

    def __init__(self, game, who, layout):
        self.widget = BoardWidget(game, who=who, layout="projector" if layout == "projector" else None)

    def traits(self) -> dict:
        self.widget.refresh()
        return {name: getattr(self.widget, name) for name in self.SYNCED}

    def play(self, clicked: str) -> None:
        self.widget.play(clicked, redraw=False)     # drawn once, by traits(), for the message answering the click


class KitGame(ServedGame):
    """A game of the kit's registry, through the game protocol (:mod:`fresco_nb.games.protocol`)."""

    def __init__(self, name: str):
        self.module = module = game_module(name)
        self.name, self.title = module.NAME, module.TITLE
        folder = Path(widgets.__file__).parent
        self.client_files = {"board.js": folder / "board.js", "board.css": folder / "board.css"}

    def setup_fields(self) -> dict:
        module = self.module
        modules = list(module.parse_options({"modules": "all"})["modules"]) if "modules" in module.OPTIONS else []
        parts = Catalogue.load(widget_language()).parts       # a module's name: its part of the rule book
        bots = sorted(bots_for(self.name))
        return {"title": self.title, "players": list(module.PLAYERS), "modules": modules,
                "module_labels": {m: parts.get(m, m) for m in modules},
                "options": {name: default for name, default in module.OPTIONS.items() if name != "modules"},
                "rulings": dict(self.default_rulings), "ruling_labels": {r: ruling_label(self.name, r) for r in self.default_rulings},
                "bots": bots, "default_bot": "greedy" if "greedy" in bots else bots[0]}

    @functools.cached_property
    def default_rulings(self) -> dict[str, bool]:
        """The game's ⚖ switches and their defaults, as a new game of it holds them."""
        return dict(self.module.new_game(players=self.module.PLAYERS[0], seed=0, record=False).rulings)

    def new(self, players, names, modules, seed, options=None, rulings=None):
        given = dict(options or {})
        if modules:
            given["modules"] = modules
        try:
            return self.module.new_game(players=players, names=names, seed=seed, rulings=rulings,
                                        **self.module.parse_options(given))
        except (TypeError, ValueError) as error:
            raise Refused("setup", str(error)) from None

    def load(self, text):
        return self.module.load_game(text)

    def save(self, game):
        return game.to_json()

    def seat_names(self, game):
        """The names of the seats; an automaton (Fresco's Leonardo) is no seat: a seat decides for him."""
        return list(game.names[:self.module.seats(game)])

    def view(self, game, who):
        return game.view(who)

    def due(self, game):
        decision = game.decision
        summary = say("summary", round=decision.round, due=now_due(game))
        return Due(decision.kind, tuple(decision.seats), summary)

    def moves(self, game):
        return len(game.history)

    def act(self, game, text, seat):
        if seat is None:
            seat = game.decision.seats[0] if game.decision.seats else None
        error = game.check(text, seat)
        if error is not None:
            raise Refused(error.rule, _reason(error), self._rule_text(game, error.rule))
        due = due_for(game, "full" if seat is None else seat)
        action = due.options[due.legal.index(text)] if text in due.legal else text
        said = game.describe(action, seat, lang=widget_language())
        game.apply(action, seat)
        return said

    def undo(self, game):
        try:
            game.undo()
        except Exception as error:
            if not isinstance(error, Refusal):
                raise
            raise Refused(error.rule, _reason(error)) from None

    def bot_move(self, name, seed, game, seat):
        return str(make_bot(name, seed, self.name).choose(game, seat))

    def board(self, game, who, layout):
        return _KitBoard(game, who, layout)

    def drawing_pages(self):
        return drawing_pages()

    @staticmethod
    def _rule_text(game, rule):
        try:
            return rule_text(rule, getattr(game, "data", None), lang=widget_language()).text
        except KeyError:
            return ""


def _reason(refusal) -> str:
    """A refusal's reason in the widget language (when the game words it in several)."""
    reason_in = getattr(refusal, "reason_in", None)
    return reason_in(widget_language()) if reason_in else refusal.reason


GAMES: dict[str, ServedGame] = {name: KitGame(name) for name in KIT_GAMES}
