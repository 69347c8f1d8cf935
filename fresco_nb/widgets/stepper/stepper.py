"""The Stepper itself: the game, who decides, the steps, and the panels it keeps up to date.

Everything goes through the public rules API: the stepper asks ``game.turn`` / ``game.decision`` who decides,
lets that seat's bot choose among ``game.legal_actions``, ``game.apply``-s it, and redraws. Chance draws are
made by the game itself. A bot's random stream is reseeded for every decision from (game seed, seat, decision
number), so a bot decides the same way at the same point however often a teacher undoes, jumps and steps again.
"""
from __future__ import annotations

import html
import json
import pathlib
import time
from collections.abc import Mapping

import ipywidgets as widgets
import plotly.io as pio

from ...arguments import names as _names
from ...arguments import whole_number
from ...bots import make_bot
from ...games import DEFAULT_GAME, game_module, module_of
from ...handouts.static import PLOTLY_MIME, chart_html, snapshot_html, with_static
from ...texts import widget_language
from .. import charts
from ..board import BoardWidget
from ..live_board import phase_of
from .autoplay import AutoPlay
from .controls import ControlBar
from .curtain import Curtain
from .keys import PresenterKeys
from .log import LOG_LINES, LogWidget, log_rows
from .projector import Projector, svg_texts
from .saving import read_stepper_save, stepper_save
from .settings import (DEFAULT_CONTROLLER, HUMAN, SEATS, check_controller, checked_controllers, checked_names,
                       checked_who, controller_label, controller_names, per_seat)
from .status import public_status, round_and_phase, view_note_html
from .words import say

CHART_WIDTH = 520



class Stepper(widgets.VBox):
    """A game of any game of the kit on a board widget with step buttons, a controller and a name per seat, the
    log, the tracks and the choices, auto-play, a hot-seat curtain, save/resume, and a projector output.

    ``game`` the game's name (``fresco_nb.games.GAMES``; Fresco by default); ``players`` as the game is played
    (Fresco: 2 with Leonardo, 3 or 4); ``seed`` the game's seed; ``modules`` Fresco's modules, any of "portraits",
    "requests", "blends"; ``options`` the game's own options (``{"side": "grey"}`` for Azul); ``controllers`` one
    per player: "human" or a bot of the game (default: all "greedy"); ``names`` one per player (default P1, P2,
    …); ``rulings`` the game's ⚖ ruling switches to change (``{"workshop_face_up": True}`` for the card game;
    the game checks them, and "New game" keeps them); ``who`` whose view the teacher's screen shows:
    "public", "full" (the teacher), a seat, or "auto" (hot
    seat: the human team deciding now, behind a curtain until it presses "show our screen"; else the public
    view). Every panel follows that view: the choices chart shows only the options of the seat shown (the
    teacher's view: of the seat deciding). :meth:`projector` is a second output that only ever shows the public
    table.
    """

    def __init__(self, players: int = 4, seed: int = 1, modules=(), controllers=None, names=None, who="public",
                 game: str = DEFAULT_GAME, options=None, rulings=None):
        game_module(game).check_seed(seed)     # before the seed box is made (new_game checks the rest)
        self._game_name, self._players, self._seed, self._options = game, players, seed, {}
        self._rulings: dict[str, bool] = {}      # the game's ruling switches, kept by new games of the same game
        self._game = None
        self._seat_names = [f"P{i + 1}" for i in range(SEATS)]     # kept for every seat across new games
        self._seat_controllers = [DEFAULT_CONTROLLER] * SEATS
        self._timeline: list = []          # the furthest history known: jump() replays along it
        self._recorder = charts.TrackRecorder()
        self._log_seen = 0                 # log lines already shown before the last step
        self._syncing = False              # True while the widgets are set from code
        self._message = ""                 # a note for the status line until the next change
        self._projector = None
        # the projector's controls go into this slot: the stepper's own children never change once shown, since
        # ipywidgets re-creates the view of every child after a changed one (the board, charts and log drawn anew)
        self._projector_slot = widgets.Box()
        self.timings: list[float] = []     # seconds per step()/undo()/jump() call, bot decisions included
        self.redraw_timings: list[float] = []   # seconds per redraw (board, log, charts)

        self._controls = ControlBar(self)
        self._who_w = widgets.Dropdown(description=say("screen_shows"), style={"description_width": "90px"},
                                       layout=widgets.Layout(width="300px"))
        self._who_w.observe(self._on_who, names="value")

        def button(name, icon, action):
            b = widgets.Button(description=say("button_" + name), icon=icon, tooltip=say("tip_" + name),
                               layout=widgets.Layout(width="auto"))
            b.on_click(lambda _: action())
            return b
        self._buttons = [button("step", "step-forward", self.step),
                         button("phase", "forward", self.step_phase),
                         button("round", "fast-forward", self.step_round),
                         button("game", "flag-checkered", self.step_game),
                         button("undo", "undo", self._undo_clicked)]
        self._jump_w = widgets.IntSlider(value=0, min=0, max=0, description=say("decision"), continuous_update=False,
                                         layout=widgets.Layout(width="360px"), style={"description_width": "60px"})
        self._jump_w.observe(self._on_jump, names="value")
        self.autoplay = AutoPlay(step=self.step, where=self._where, paused=self._note)
        self.presenter_keys = PresenterKeys({"step": self.step, "undo": self.undo,
                                             "forward": lambda: self.jump(self.decisions + 1)})
        self._status_w = widgets.HTML()
        self._view_note = widgets.HTML()
        self._curtain = Curtain(on_open=lambda: self._redraw(highlight=False))

        self._tracks = charts.tracks_figure(["P1"], width=CHART_WIDTH)
        self._choices_w = widgets.Output(layout=widgets.Layout(min_height="160px", width=f"{CHART_WIDTH}px"))
        self._log_w = LogWidget()
        self._log_w.on_jump(self._jump_clicked)
        self._board = None
        self._who = who
        self._controllers: list[str] = []
        self._bots: list = []
        self._main = widgets.HBox([widgets.VBox([self._choices_w, self._tracks],
                                                layout=widgets.Layout(flex=f"0 0 {CHART_WIDTH + 10}px"))],
                                  layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        super().__init__([*self._controls.rows, widgets.HBox([self._controls.seats, self._who_w]),
                          widgets.HBox([*self._buttons, self._jump_w]),
                          self.autoplay, self._projector_slot, self.presenter_keys,
                          self._status_w,
                          self._view_note, self._curtain, self._main, self._log_w])
        self.add_class("fresco-stepper")
        self._status_w.add_class("fresco-stepper-status")
        self.new_game(players, seed, modules, controllers, names, who, game=game, options=options, rulings=rulings)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def game(self):
        """The game on the board (changed in place by the steps; replaced by :meth:`new_game`)."""
        return self._game

    @property
    def records(self) -> charts.TrackRecorder:
        """Every painter's score and mood after each decision so far (what the tracks chart shows)."""
        return self._recorder

    @property
    def board(self) -> BoardWidget:
        return self._board

    @property
    def tracks(self):
        """The tracks FigureWidget (one for the life of the stepper)."""
        return self._tracks

    @property
    def curtain(self) -> Curtain:
        """The hot-seat curtain (down while a human team's screen waits for "show our screen")."""
        return self._curtain

    @property
    def controllers(self) -> list[str]:
        """The controller of each player: "human" or a bot name."""
        return list(self._controllers)

    @property
    def names(self) -> list[str]:
        """The players' names (without Leonardo)."""
        return list(self._game.names[:self._players])

    @property
    def players(self) -> int:
        return self._players

    @property
    def decisions(self) -> int:
        """Player decisions made so far."""
        return charts.decision_count(self._game)

    @property
    def status(self) -> str:
        """One line: where the game is and who decides next."""
        return self._status_text()

    @property
    def game_name(self) -> str:
        """The name of the game played (``fresco_nb.games.GAMES``)."""
        return self._game_name

    @property
    def options(self) -> dict:
        """The game's own options as its save names them (Fresco: ``modules``; Azul: ``side``)."""
        return dict(self._options)

    @property
    def rulings(self) -> dict[str, bool]:
        """The game's ⚖ ruling switches, as the game holds them (``Game.rulings``)."""
        return dict(self._rulings)

    def __repr__(self) -> str:
        view = self._game.view("public")
        game = "" if self._game_name == DEFAULT_GAME else f"game={self._game_name!r}, "
        options = "".join(f", {name}={_option_text(value)!r}" for name, value in self._options.items() if value)
        return (f"Stepper({game}players={self._players}, seed={self._seed}{options}, round={view['round']}, "
                f"phase={phase_of(self._game, view)!r}, decisions={self.decisions})")

    def _repr_mimebundle_(self, **kwargs):
        """The live stepper, and beside it a static picture of its state (status, board, charts, log) that
        nbconvert HTML and the handouts show."""
        choices = [chart_html(out["data"][PLOTLY_MIME]) for out in self._choices_w.outputs]
        static = snapshot_html(self._status_w.value, self._board.static_svg(), *choices,
                               chart_html(self._tracks), self._log_w.static_html())
        return with_static(super()._repr_mimebundle_(**kwargs), "text/html", static)

    def texts(self) -> str:
        """Every text the teacher's screen shows now: status, notes, the board's texts and the actions it offers,
        its options and message, the choices chart, the log (what a leak test searches)."""
        return "\n".join([self._status_w.value, self._view_note.value, svg_texts(self._board.svg),
                          str(self._board.options), self._board.message, str(self._choices_w.outputs),
                          str(self._log_w.rows)])

    # -- setting up ------------------------------------------------------------------------------
    def new_game(self, players: int | None = None, seed: int | None = None, modules=None, controllers=None,
                 names=None, who=None, game: str | None = None, options=None, rulings=None) -> Stepper:
        """Start a new game; unchanged settings are kept, and so are each seat's controller and name when the
        player count changes. ``game`` another game's name (its options start from their defaults);
        ``modules`` (Fresco's), ``controllers`` and ``names`` a list or one comma-separated text, one
        controller and one name per player; ``options`` the game's own options; ``rulings`` its ⚖ switches to
        change (the others as in the game before, or as their defaults for another game). A bad setting raises TypeError /
        ValueError naming it, and the game on the board stays. (The "New game" button asks before discarding a
        game; this does not.)"""
        name = self._game_name if game is None else game
        module = game_module(name)
        players = self._players if players is None else players
        seed = self._seed if seed is None else seed
        given = dict(options or {})
        if modules is not None and (modules or "modules" in module.OPTIONS):
            given["modules"] = _names("modules", modules)
        kept = self._options if name == self._game_name else {}
        chosen = module.parse_options({**kept, **given})
        kept_rulings = self._rulings if name == self._game_name else {}
        if isinstance(rulings, Mapping):
            rulings = {**kept_rulings, **rulings}
        if rulings is not None or kept_rulings:
            chosen["rulings"] = kept_rulings if rulings is None else rulings
        if players in module.PLAYERS:
            names = checked_names(names, players) or self._seat_names[:players]
            if controllers is None:
                controllers = self._seat_controllers[:players]
        new = module.new_game(players=players, seed=seed, names=names, **chosen)   # the game checks the rest
        self._set_game(new, players, controllers, who)
        return self

    def set_game(self, game, controllers=None, who=None) -> Stepper:
        """Show an existing game of any game of the kit (e.g. ``load_game(text)``); its history becomes the
        timeline."""
        try:
            module = module_of(game)
        except TypeError:
            raise TypeError(f"game must be a game of the kit (new_game(...), or load_game(text) for a save), "
                            f"not {type(game).__name__}") from None
        self._set_game(game, module.seats(game), controllers, who)
        return self

    def _set_game(self, game, players: int, controllers, who) -> None:
        """Check the controllers and the viewer, then show ``game`` (nothing changes on a bad setting)."""
        name = module_of(game).NAME
        if controllers is None:         # each seat's controller kept, if it plays this game
            controllers = [c if c in controller_names(name) else DEFAULT_CONTROLLER
                           for c in self._seat_controllers[:players]]
        controllers = checked_controllers(controllers, players, name)
        if who is not None:
            who = checked_who(who, players)
        self.autoplay.stop()
        module = module_of(game)
        saved = json.loads(game.to_json())
        self._game_name, self._players, self._seed = module.NAME, players, game.seed
        self._options = {name: saved[name] for name in module.OPTIONS if name in saved}
        self._rulings = dict(getattr(game, "rulings", None) or {})
        self._game = game
        self._timeline = list(game.history)
        self._controllers = controllers
        self._seat_controllers = per_seat(self._seat_controllers, controllers, players)
        self._seat_names = per_seat(self._seat_names, game.names[:players], players)
        self._bots = [None if c == HUMAN else make_bot(c, f"{game.seed}:{seat}", self._game_name)
                      for seat, c in enumerate(controllers)]
        if who is not None:
            self._who = who
        if self._who not in ("public", "full", "auto") and self._who >= players:
            self._who = "public"
        self._curtain.reset()
        if self._board is None:
            self._board = BoardWidget(game, who=self._board_target())
            self._board.on_action(self._on_board_action)
            self._main.children = (widgets.Box([self._board], layout=widgets.Layout(flex="1 1 540px")),
                                   ) + self._main.children
        else:
            self._board.set_game(game)
        self._syncing = True
        try:
            self._controls.show(self)
            names = game.names
            self._who_w.options = [(say("screen_public"), "public"), (say("screen_full"), "full"),
                                   (say("screen_auto"), "auto")] + [
                (say("screen_seat", name=names[seat]), seat) for seat in range(self._players)]
            self._who_w.value = self._who
        finally:
            self._syncing = False
        self._recorder.rebuild(game)
        self._log_seen = len(game.log)
        self._message = ""
        self._redraw(highlight=False)

    def set_controller(self, seat: int, name: str) -> None:
        """Hand ``seat`` (0 .. players - 1) to a human or a bot (takes effect at its next decision)."""
        seat = whole_number("seat", seat, 0, self._players - 1)
        check_controller(name, self._game_name)
        self._controllers[seat] = name
        self._seat_controllers[seat] = name
        self._bots[seat] = None if name == HUMAN else make_bot(name, f"{self._game.seed}:{seat}", self._game_name)
        self._controls.show_controller(seat, name)
        if not self._syncing:
            self._message = ""
            self._redraw(highlight=False)
            self.autoplay.schedule()

    def save(self, path) -> pathlib.Path:
        """Save the class game to ``path``: the game (``game.to_json()``), the controllers and the view."""
        path = pathlib.Path(path)
        path.write_text(stepper_save(self._game, self._controllers, self._who), encoding="utf-8")
        self._note(say("saved", path=path))
        return path

    def resume(self, path) -> Stepper:
        """Go on with a game saved by :meth:`save` (names, controllers and view as saved). A missing or bad
        file raises an error naming it (and the field), and the game on the board stays."""
        path = pathlib.Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise ValueError(f"cannot read the saved game {path}: {error.strerror or error}") from None
        game, controllers, who = read_stepper_save(text, str(path))
        self.set_game(game, controllers, who)
        self._note(say("resumed", path=path, decision=self.decisions))
        return self

    @classmethod
    def from_file(cls, path) -> Stepper:
        """A stepper showing the game saved in ``path`` (:meth:`save`)."""
        return cls().resume(path)

    def projector(self) -> Projector:
        """The projector output: only the public table (board, whose turn and phase, names and scores, tracks,
        log), large print. Display it in its own cell and open it in its own window on the projector
        (JupyterLab: right-click the output → "Create New View for Output")."""
        if self._projector is None:
            self._projector = Projector()
            self._projector.follow(self)
            self._projector_slot.children = (self._projector.controls,)   # its page and text size on the teacher's screen
        return self._projector

    # -- stepping --------------------------------------------------------------------------------
    def _waiting_for(self) -> tuple[str, tuple[int, ...]]:
        """(why stepping cannot go on, or "", the seats a bot may decide for now)."""
        game = self._game
        turn = game.turn
        if turn.kind == "over":
            return say("over"), ()
        if turn.kind == "chance":
            return say("chance_due"), ()
        bots = tuple(seat for seat in turn.seats if self._controllers[seat] != HUMAN)
        if not bots:
            names = ", ".join(game.names[seat] for seat in turn.seats)
            public = self._board is not None and self._board.who == "public"
            return say("waiting_curtain" if self._curtain.down else "waiting_public" if public else "waiting",
                       names=names), ()
        return "", bots

    def _bot_decision(self) -> bool:
        """Let a bot make the next decision; False if a human must decide or the game is over."""
        why, seats = self._waiting_for()
        if why:
            return False
        seat = seats[0]
        bot = self._bots[seat]
        game = self._game
        bot.reseed(f"{game.seed}:{seat}:{self.decisions}")
        game.apply(bot.choose(game, seat), seat)
        self._recorder.record(game)
        return True

    def _run(self, more=lambda: True, limit: int | None = None) -> int:
        """Make bot decisions while ``more()`` is true (at most ``limit``); redraw once. Returns how many."""
        start = time.perf_counter()
        self._message = ""
        made = 0
        while (limit is None or made < limit) and more() and self._bot_decision():
            made += 1
        if made:
            self._keep_timeline()
        self._redraw(highlight=True)
        self.timings.append(time.perf_counter() - start)
        return made

    def _where(self) -> tuple[int, str]:
        view = self._game.view("public")
        return view["round"], phase_of(self._game, view)

    def step(self) -> int:
        """One decision by a bot (1), or none (0) when a human must decide or the game is over."""
        return self._run(limit=1)

    def step_phase(self) -> int:
        """Bot decisions until the phase changes (or a human must decide, or the game ends)."""
        where = self._where()
        return self._run(lambda: self._where() == where)

    def step_round(self) -> int:
        """Bot decisions until the round ends (or a human must decide, or the game ends)."""
        current = self._where()[0]
        return self._run(lambda: self._where()[0] == current)

    def step_game(self) -> int:
        """Bot decisions to the end of the game (or until a human must decide)."""
        return self._run()

    def undo(self) -> bool:
        """Take back the last decision (the later ones stay on the timeline for :meth:`jump`)."""
        start = time.perf_counter()
        if self.decisions == 0:
            self._note(say("nothing_to_undo"))
            return False
        self._game.undo()
        self._recorder.record(self._game)
        self._message = ""
        self._redraw(highlight=False)
        self.timings.append(time.perf_counter() - start)
        return True

    def jump(self, n: int) -> int:
        """Go to the point after ``n`` decisions: back by replaying, forward along the timeline (the
        decisions made before an undo or jump back), then on with the bots until a human must decide or the
        game ends. ``n`` is a whole number of at least 0. Returns the decisions made."""
        n = whole_number("jump target n", n, 0)
        start = time.perf_counter()
        game = self._game
        current = self.decisions
        self._message = ""
        if n < current:
            game.undo(current - n)
            self._recorder.record(game)
        while self.decisions < n:
            entry = self._next_on_timeline()
            if entry is not None:
                game.apply(entry[1], entry[0])
                self._recorder.record(game)
            elif not self._bot_decision():
                break
        self._keep_timeline()
        self._redraw(highlight=False)
        self.timings.append(time.perf_counter() - start)
        return self.decisions

    def _next_on_timeline(self):
        """The next player decision on the timeline after the current history, or None."""
        for seat, action in self._timeline[len(self._game.history):]:
            if seat is not None:
                return seat, action
        return None

    def _keep_timeline(self) -> None:
        """Keep the timeline if the game is still on it, else the game's history becomes the timeline."""
        history = self._game.history
        if len(history) > len(self._timeline) or self._timeline[:len(history)] != history:
            self._timeline = list(history)

    @property
    def timeline_decisions(self) -> int:
        """Decisions on the timeline (how far :meth:`jump` can replay without the bots)."""
        return sum(1 for seat, _ in self._timeline if seat is not None)

    # -- events from the widgets -----------------------------------------------------------------
    def _on_board_action(self, *args) -> None:
        """A click on the board applied an action: record it, redraw everything, let auto-play go on."""
        start = time.perf_counter()
        self._recorder.record(self._game)
        self._keep_timeline()
        self._message = ""
        self._redraw(highlight=True, board=False)
        self.timings.append(time.perf_counter() - start)
        self.autoplay.schedule()

    def _on_jump(self, change) -> None:
        if not self._syncing and change["new"] != self.decisions:
            self._jump_clicked(change["new"])

    def _jump_clicked(self, n: int) -> None:
        self.autoplay.stop()
        self.jump(n)

    def _undo_clicked(self) -> None:
        self.autoplay.stop()
        self.undo()

    def _on_who(self, change) -> None:
        if not self._syncing:
            self.who = change["new"]

    def _note(self, text: str) -> None:
        """Show ``text`` on the status line until the next change."""
        self._message = text
        self._redraw_status()

    @property
    def who(self):
        """Whose eyes the teacher's screen shows: "public", "full", a seat, or "auto" (hot seat: the human
        team deciding now, behind the curtain until it opens; else the public view)."""
        return self._who

    @who.setter
    def who(self, value) -> None:
        value = checked_who(value, self._players)
        self._who = value
        if self._who_w.value != value:
            self._syncing = True
            try:
                self._who_w.value = value
            finally:
                self._syncing = False
        self._message = ""
        self._redraw(highlight=False)

    def _deciding_human(self) -> int | None:
        """The first human seat that decides now (None: a bot decides, or nobody)."""
        turn = self._game.turn
        if turn.kind in ("over", "chance"):
            return None
        humans = [seat for seat in turn.seats if self._controllers[seat] == HUMAN]
        return humans[0] if humans else None

    def _board_target(self):
        """The viewer the board and the panels use now (resolves "auto" and the curtain)."""
        if self._who != "auto":
            return self._who
        seat = self._deciding_human()
        return "public" if seat is None or self._curtain.down else seat

    def _place_curtain(self) -> None:
        """Hot seat with two or more human teams: a curtain over the team that decides now until it opens."""
        seat = self._deciding_human()
        hot_seat = self._who == "auto" and sum(c == HUMAN for c in self._controllers) >= 2
        self._curtain.close_over(seat if hot_seat else None, "" if seat is None else self._game.names[seat])

    # -- drawing ---------------------------------------------------------------------------------
    def public_status(self) -> str:
        """Round, phase and whose turn, in words: public facts only (the projector's header)."""
        return public_status(self._game)

    def _status_text(self) -> str:
        game = self._game
        view = game.view("public")
        where = say("status", where=round_and_phase(game, view), decisions=self.decisions)
        why = self._waiting_for()[0]
        if why:
            text = say("status_waiting", where=where, why=why)
        else:
            names = game.names
            turn = game.turn
            who = ", ".join(say("controlled_by", name=names[s], controller=controller_label(self._controllers[s]))
                            for s in turn.seats)
            subject = game.acting_for
            if subject is not None and subject not in turn.seats:
                who = say("for_painter", deciders=who, painter=names[subject])
            text = say("status_next", where=where, who=who)
        return say("status_note", status=text, note=self._message) if self._message else text

    def _redraw_status(self) -> None:
        self._status_w.value = f"<b style='font-size:15px'>{html.escape(self._status_text())}</b>"

    def log_rows(self, lines: int = LOG_LINES, highlight: bool = True) -> list[dict]:
        """The last ``lines`` log lines as rows (:func:`.log.log_rows`); the last step's lines marked new."""
        total = len(self._game.log)
        shown = max(0, total - lines)
        first_new = self._log_seen if highlight else total
        return log_rows(self._game.log_text(shown, lang=widget_language()), shown, first_new,
                        self._recorder.decision_of_line)

    def _redraw(self, highlight: bool, board: bool = True) -> None:
        """Show the game: curtain, board, status, slider, log (new lines highlighted), tracks, choices, and the
        projector if there is one."""
        start = time.perf_counter()
        game = self._game
        self._place_curtain()
        target = self._board_target()
        if self._board.who != target:
            if isinstance(self._board.who, int) and target != "full":
                self._board.answer = {}     # a team's answer to its click (its plan…) stays on its own screen
            self._board.who = target        # redraws the board
        elif board:
            self._board.refresh()
        self._syncing = True
        try:
            self._jump_w.max = max(self.timeline_decisions, self.decisions)
            self._jump_w.value = self.decisions
        finally:
            self._syncing = False
        self._redraw_status()
        self._view_note.value = view_note_html(self._game, target)
        total = len(game.log)
        self._log_w.show(self.log_rows(LOG_LINES, highlight), max(0, total - LOG_LINES))
        self._log_seen = total
        charts.update_tracks(self._tracks, self._recorder)
        self._show_choices(target)
        if self._projector is not None:
            self._projector.refresh()
        self.redraw_timings.append(time.perf_counter() - start)

    def _show_choices(self, target=None) -> None:
        """Re-render the choices chart, as the viewer shown may see it, into its Output as the plotly
        mimetype (no JavaScript shipped)."""
        target = self._board_target() if target is None else target
        spec = charts.choices_for_viewer(self._game, target, self._chart_seat())
        bundle = pio.renderers["plotly_mimetype"].to_mimebundle(
            {"data": spec["data"], "layout": {**spec["layout"], "width": CHART_WIDTH},
             "config": {"displayModeBar": False}})
        bundle["text/plain"] = spec["layout"].get("title", {}).get("text", "")
        self._choices_w.outputs = ({"output_type": "display_data", "data": bundle, "metadata": {}},)

    def _chart_seat(self):
        """In the teacher's view, the seat whose options the chart shows: the next bot to decide, else the
        first to decide."""
        turn = self._game.turn
        if not turn.seats:
            return None
        bots = [seat for seat in turn.seats if self._controllers[seat] != HUMAN]
        return bots[0] if bots else turn.seats[0]


def _option_text(value) -> str:
    """An option as its save holds it, in one text (Fresco's modules: "portraits,requests")."""
    return ",".join(value) if isinstance(value, (list, tuple)) else str(value)
