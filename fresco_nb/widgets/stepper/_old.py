"""The stepper: play a game of Fresco step by step in a notebook, bots and humans at the table.

>>> from fresco_nb.widgets import Stepper
>>> s = Stepper(players=4, seed=1, controllers=["human", "greedy", "greedy", "random"])
>>> s                     # Stepper(players=4, seed=1, round=1, phase='wake', decisions=0)
>>> s.step_round()        # bots decide; stepping stops at a human's decision (click on the board)
>>> s.undo(); s.jump(20)  # take back a decision; replay to any point of the game

Everything goes through the public rules API: the stepper asks ``game.turn`` who decides, lets that seat's
bot choose among ``game.legal_actions``, ``game.apply``-s it, and redraws. Chance draws are made by the
game itself. A bot's random stream is reseeded for every decision from (game seed, seat, decision number),
so a bot decides the same way at the same point however often a teacher undoes, jumps and steps again.

Cost per step is kept low: the board and the log are re-sent, the one long-lived tracks FigureWidget is
updated in place (``batch_update``), and the choices chart is a static plotly figure (a few kB of JSON
in an Output) rather than a second FigureWidget (megabytes of JavaScript each).
"""
from __future__ import annotations

import html
import numbers
import time

import ipywidgets as widgets
import plotly.io as pio

from .. import Game
from .. import new_game as _new_game
from ..arguments import names as _names
from ..arguments import whole_number
from ..bots import BOTS, make_bot
from ..handouts.static import PLOTLY_MIME, chart_html, snapshot_html, with_static
from ..rules.game import MODULES
from ..rules.settings import check_seed
from . import charts
from .board import BoardWidget

HUMAN = "human"
PHASES = {"wake": "wake-up", "plan": "planning", "act": "actions", "income": "income", "over": "game over"}

LOG_LINES = 400
CHART_WIDTH = 520
LOG_STYLE = ("height:220px;overflow-y:auto;display:flex;flex-direction:column-reverse;border:1px solid #ddd;"
             "padding:4px;font-family:ui-monospace,monospace;font-size:12px;line-height:1.35")


def controller_names() -> list[str]:
    """The controllers a seat can have: a human (clicks on the board) or any registered bot."""
    return [HUMAN] + sorted(BOTS)


def _check_controller(name) -> None:
    if name not in controller_names():
        raise ValueError(f"unknown controller {name!r}; controllers are {', '.join(controller_names())}")


def _checked_controllers(controllers, players: int) -> list[str]:
    """One known controller name per player (a list, or one comma-separated text)."""
    controllers = list(_names("controllers", controllers))
    if len(controllers) != players:
        raise ValueError(f"controllers: give one per player ({players}), each one of "
                         f"{', '.join(controller_names())}; got {controllers!r}")
    for name in controllers:
        _check_controller(name)
    return controllers


def _checked_who(who, players: int):
    """A board viewer: "public", "full", "auto" or a player's seat."""
    if isinstance(who, str) and who in ("public", "full", "auto"):
        return who
    if isinstance(who, numbers.Integral) and not isinstance(who, bool) and 0 <= who < players:
        return int(who)
    error = ValueError if isinstance(who, (str, numbers.Integral)) and not isinstance(who, bool) else TypeError
    raise error(f"who must be 'public', 'full', 'auto' or a seat 0..{players - 1}, not {who!r}")


class Stepper(widgets.VBox):
    """A game on a board widget with step buttons, a controller per seat, the log, the tracks and the choices.

    ``players`` 2 (with Leonardo), 3 or 4; ``seed`` the game's seed; ``modules`` any of "portraits",
    "requests", "blends"; ``controllers`` one per player: "human" or a bot name (default: all "greedy");
    ``who`` whose view the board shows: "public" (the projector), "full" (the teacher), a seat, or "auto"
    (the human who must decide now, else the public view). A human decides by clicking on the board, which
    needs his own view, the teacher's, or "auto".

    The choices chart is a teacher's aid: it shows the deciding seat's options with his own numbers
    (thalers and paints left), whatever the board's view.
    """

    def __init__(self, players: int = 4, seed: int = 1, modules=(), controllers=None, who="public"):
        check_seed(seed)                   # before the seed box is made (new_game checks the rest)
        self._players, self._seed, self._modules = players, seed, ()
        self._game = None
        self._timeline: list = []          # the furthest history known: jump() replays along it
        self._recorder = charts.TrackRecorder()
        self._log_seen = 0                 # log lines already shown before the last step
        self._syncing = False              # True while the widgets are set from code
        self._message = ""
        self.timings: list[float] = []     # seconds per step()/undo()/jump() call, bot decisions included
        self.redraw_timings: list[float] = []   # seconds per redraw (board, log, charts)

        # new-game bar
        self._players_w = widgets.Dropdown(options=[2, 3, 4], value=players if players in (2, 3, 4) else 4,
                                           description="Players",
                                           layout=widgets.Layout(width="140px"), style={"description_width": "55px"})
        self._module_w = {m: widgets.Checkbox(value=m in self._modules, description=m, indent=False,
                                              layout=widgets.Layout(width="95px")) for m in MODULES}
        self._seed_w = widgets.IntText(value=seed, description="Seed", layout=widgets.Layout(width="140px"),
                                       style={"description_width": "40px"})
        self._new_w = widgets.Button(description="New game", icon="refresh", button_style="primary",
                                     layout=widgets.Layout(width="120px"))
        self._new_w.on_click(lambda _: self.new_game(self._players_w.value, self._seed_w.value,
                                                     [m for m, box in self._module_w.items() if box.value]))
        new_bar = widgets.HBox([self._players_w, *self._module_w.values(), self._seed_w, self._new_w])

        # controllers and view
        self._controller_box = widgets.HBox()
        self._controller_w: list[widgets.Dropdown] = []
        self._who_w = widgets.Dropdown(description="Board view", style={"description_width": "75px"},
                                       layout=widgets.Layout(width="260px"))
        self._who_w.observe(self._on_who, names="value")

        # step bar
        def button(text, icon, tip, action):
            b = widgets.Button(description=text, icon=icon, tooltip=tip, layout=widgets.Layout(width="auto"))
            b.on_click(lambda _: action())
            return b
        self._buttons = [button("Step", "step-forward", "one decision", self.step),
                         button("Phase", "forward", "to the end of the phase", self.step_phase),
                         button("Round", "fast-forward", "to the end of the round", self.step_round),
                         button("Game", "flag-checkered", "to the end of the game", self.step_game),
                         button("Undo", "undo", "take back the last decision", self.undo)]
        self._jump_w = widgets.IntSlider(value=0, min=0, max=0, description="Decision", continuous_update=False,
                                         layout=widgets.Layout(width="360px"), style={"description_width": "60px"})
        self._jump_w.observe(self._on_jump, names="value")
        self._status_w = widgets.HTML()
        step_bar = widgets.HBox([*self._buttons, self._jump_w])

        # board, charts, log
        self._tracks = charts.tracks_figure(["P1"], width=CHART_WIDTH)
        self._choices_w = widgets.Output(layout=widgets.Layout(min_height="160px", width=f"{CHART_WIDTH}px"))
        self._log_w = widgets.HTML()
        self._board = None
        self._who = who
        self._controllers: list[str] = []
        self._bots: list = []
        self._main = widgets.HBox([widgets.VBox([self._choices_w, self._tracks],
                                                layout=widgets.Layout(flex=f"0 0 {CHART_WIDTH + 10}px"))],
                                  layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        super().__init__([new_bar, widgets.HBox([self._controller_box, self._who_w]), step_bar, self._status_w,
                          self._main, self._log_w])
        self.new_game(players, seed, modules, controllers, who)

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
    def controllers(self) -> list[str]:
        """The controller of each player: "human" or a bot name."""
        return list(self._controllers)

    @property
    def decisions(self) -> int:
        """Player decisions made so far."""
        return charts.decision_count(self._game)

    @property
    def status(self) -> str:
        """One line: where the game is and who decides next."""
        return self._status_text()

    def __repr__(self) -> str:
        view = self._game.view("public")
        modules = f", modules={','.join(self._game.modules)!r}" if self._game.modules else ""
        return (f"Stepper(players={self._players}, seed={self._seed}{modules}, round={view['round']}, "
                f"phase={view['phase']!r}, decisions={self.decisions})")

    def _repr_mimebundle_(self, **kwargs):
        """The live stepper, and beside it a static picture of its state (status, board, charts, log) that
        nbconvert HTML and the handouts show."""
        choices = [chart_html(out["data"][PLOTLY_MIME]) for out in self._choices_w.outputs]
        static = snapshot_html(self._status_w.value, self._board.static_svg(), *choices,
                               chart_html(self._tracks), self._log_w.value)
        return with_static(super()._repr_mimebundle_(**kwargs), "text/html", static)

    # -- setting up ------------------------------------------------------------------------------
    def new_game(self, players: int | None = None, seed: int | None = None, modules=None, controllers=None,
                 who=None) -> Stepper:
        """Start a new game (unchanged settings are kept); ``modules`` and ``controllers`` a list of names or
        one comma-separated text, one controller per player. A bad setting raises TypeError / ValueError
        naming it, and the game on the board stays."""
        players = self._players if players is None else players
        seed = self._seed if seed is None else seed
        modules = self._modules if modules is None else _names("modules", modules)
        game = _new_game(players=players, seed=seed, modules=modules)      # the core checks players, seed, modules
        self._set_game(game, players, controllers, who)
        return self

    def set_game(self, game, controllers=None, who=None) -> Stepper:
        """Show an existing game (e.g. ``load_game(text)``); its history becomes the timeline."""
        if not isinstance(game, Game):
            raise TypeError(f"game must be a Game (new_game(...), or load_game(text) for a save), "
                            f"not {type(game).__name__}")
        players = len([p for p in game.view("public")["players"] if not p["automaton"]])
        self._set_game(game, players, controllers, who)
        return self

    def _set_game(self, game, players: int, controllers, who) -> None:
        """Check the controllers and the viewer, then show ``game`` (nothing changes on a bad setting)."""
        if controllers is None:
            old = self._controllers
            controllers = old if len(old) == players else ["greedy"] * players
        controllers = _checked_controllers(controllers, players)
        if who is not None:
            who = _checked_who(who, players)
        choices = controller_names()
        self._players, self._seed, self._modules = players, game.seed, game.modules
        self._game = game
        self._timeline = list(game.history)
        self._controllers = controllers
        self._bots = [None if c == HUMAN else make_bot(c, f"{game.seed}:{seat}") for seat, c in enumerate(controllers)]
        if who is not None:
            self._who = who
        if self._board is None:
            self._board = BoardWidget(game, who=self._board_target())
            self._board.layout.flex = "1 1 540px"
            self._board.on_action(self._on_board_action)
            self._main.children = (self._board,) + self._main.children
        else:
            self._board.set_game(game)
        self._syncing = True
        try:
            self._players_w.value = self._players
            self._seed_w.value = self._seed
            for m, box in self._module_w.items():
                box.value = m in self._modules
            names = game.names
            self._who_w.options = [("public (projector)", "public"), ("teacher (everything)", "full"),
                                   ("the human deciding", "auto")] + [
                (f"{names[seat]}'s screen", seat) for seat in range(self._players)]
            if self._who not in [value for _, value in self._who_w.options]:
                self._who = "public"
            self._who_w.value = self._who
            self._controller_w = []
            for seat, c in enumerate(controllers):
                dropdown = widgets.Dropdown(options=choices, value=c, description=names[seat],
                                            layout=widgets.Layout(width="150px"), style={"description_width": "35px"})
                dropdown.observe(lambda change, seat=seat: self.set_controller(seat, change["new"]), names="value")
                self._controller_w.append(dropdown)
            self._controller_box.children = self._controller_w
        finally:
            self._syncing = False
        self._recorder.rebuild(game)
        self._log_seen = len(game.log)
        self._message = ""
        self._redraw(highlight=False)

    def set_controller(self, seat: int, name: str) -> None:
        """Hand ``seat`` (0 .. players - 1) to a human or a bot (takes effect at its next decision)."""
        seat = whole_number("seat", seat, 0, self._players - 1)
        _check_controller(name)
        self._controllers[seat] = name
        self._bots[seat] = None if name == HUMAN else make_bot(name, f"{self._game.seed}:{seat}")
        if self._controller_w[seat].value != name:
            self._controller_w[seat].value = name
        if not self._syncing:
            target = self._board_target()
            if self._board.who != target:
                self._board.who = target
            self._redraw_status()

    # -- stepping --------------------------------------------------------------------------------
    def _waiting_for(self) -> tuple[str, tuple[int, ...]]:
        """(why stepping cannot go on, or "", the seats a bot may decide for now)."""
        game = self._game
        turn = game.turn
        if turn.kind == "over":
            return "the game is over", ()
        if turn.kind == "chance":
            return "a chance draw is due (this game makes its draws by hand: apply one in code)", ()
        bots = tuple(seat for seat in turn.seats if self._controllers[seat] != HUMAN)
        if not bots:
            names = ", ".join(game.names[seat] for seat in turn.seats)
            hint = ("" if self._board is None or self._board.who != "public" else
                    " in a view that may play (their screen, the teacher's, or “the human deciding”)")
            return f"waiting for {names} (human): click on the board{hint}", ()
        return "", bots

    def _bot_decision(self) -> bool:
        """Let a bot make the next decision; False if a human must decide or the game is over."""
        why, seats = self._waiting_for()
        if why:
            self._message = why
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
        elif not self._message:
            self._message = self._waiting_for()[0]
        self._redraw(highlight=True)
        self.timings.append(time.perf_counter() - start)
        return made

    def _where(self) -> tuple[int, str]:
        view = self._game.view("public")
        return view["round"], view["phase"]

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
            self._message = "nothing to undo"
            self._redraw(highlight=False)
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
        """A click on the board applied an action: record it and redraw everything but the board."""
        start = time.perf_counter()
        self._recorder.record(self._game)
        self._keep_timeline()
        self._message = ""
        self._redraw(highlight=True, board=False)
        self.timings.append(time.perf_counter() - start)

    def _on_jump(self, change) -> None:
        if not self._syncing and change["new"] != self.decisions:
            self.jump(change["new"])

    def _on_who(self, change) -> None:
        if not self._syncing:
            self.who = change["new"]

    @property
    def who(self):
        """Whose eyes the board shows: "public", "full", a seat, or "auto" (the human who must decide now,
        else the public view). A human plays by clicking on the board in his own view (or the teacher's)."""
        return self._who

    @who.setter
    def who(self, value) -> None:
        value = _checked_who(value, self._players)
        self._who = value
        if self._who_w.value != value:
            self._syncing = True
            try:
                self._who_w.value = value
            finally:
                self._syncing = False
        target = self._board_target()
        if self._board.who != target:
            self._board.who = target        # redraws the board

    def _board_target(self):
        """The viewer the board uses now (resolves "auto")."""
        if self._who != "auto":
            return self._who
        turn = self._game.turn
        humans = [seat for seat in turn.seats if self._controllers[seat] == HUMAN] if turn.kind != "over" else []
        return humans[0] if humans else "public"

    # -- drawing ---------------------------------------------------------------------------------
    def _status_text(self) -> str:
        game = self._game
        view = game.view("public")
        where = f"Round {view['round']} · {PHASES.get(view['phase'], view['phase'])} · {self.decisions} decisions"
        why = self._waiting_for()[0]
        if why:
            return f"{where} — {why}"
        names = game.names
        turn = game.turn
        who = ", ".join(f"{names[s]} ({self._controllers[s]})" for s in turn.seats)
        subject = game.acting_for
        if subject is not None and subject not in turn.seats:
            who += f" for {names[subject]}"
        text = f"{where} — next: {who}"
        return f"{text} · {self._message}" if self._message else text

    def _redraw_status(self) -> None:
        self._status_w.value = f"<b>{html.escape(self._status_text())}</b>"

    def _redraw(self, highlight: bool, board: bool = True) -> None:
        """Show the game: board traits, status, slider, log (new lines highlighted), tracks, choices."""
        start = time.perf_counter()
        game = self._game
        target = self._board_target()
        if self._board.who != target:
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
        total = len(game.log)                        # one line per event
        shown = max(0, total - LOG_LINES)
        first_new = self._log_seen if highlight else total
        self._log_w.value = _log_html(game.log_text(shown), shown, first_new)
        self._log_seen = total
        charts.update_tracks(self._tracks, self._recorder)
        self._show_choices()
        self.redraw_timings.append(time.perf_counter() - start)

    def _show_choices(self) -> None:
        """Re-render the choices chart into its Output as the plotly mimetype (no JavaScript shipped)."""
        game = self._game
        spec = charts.choices_spec(game, self._chart_seat())
        bundle = pio.renderers["plotly_mimetype"].to_mimebundle(
            {"data": spec["data"], "layout": {**spec["layout"], "width": CHART_WIDTH},
             "config": {"displayModeBar": False}})
        bundle["text/plain"] = _choices_text(spec)
        self._choices_w.outputs = ({"output_type": "display_data", "data": bundle, "metadata": {}},)

    def _chart_seat(self):
        """The seat whose options the choices chart shows: the next bot to decide, else the first to decide."""
        turn = self._game.turn
        if not turn.seats:
            return None
        bots = [seat for seat in turn.seats if self._controllers[seat] != HUMAN]
        return bots[0] if bots else turn.seats[0]


def _log_html(lines: list[str], start: int, first_new: int) -> str:
    """The log lines from line ``start`` on as HTML, scrolled to the end, lines from ``first_new`` on
    highlighted. The stepper shows only the last :data:`LOG_LINES` lines: a long random game writes
    thousands, and re-sending them all after every step would cost more than the rest of the step."""
    rows = []
    if start:
        rows.append(f'<div style="color:#888">… {start} earlier lines (all of them: game.log_text())</div>')
    for i, line in enumerate(lines, start):
        style = ' style="background:#fff3b0"' if i >= first_new else ""
        rows.append(f"<div{style}>{html.escape(line)}</div>")
    return f'<div style="{LOG_STYLE}"><div>{"".join(rows)}</div></div>'


def _choices_text(spec: dict) -> str:
    """A plain-text stand-in for the choices chart (frontends without the plotly renderer)."""
    title = spec["layout"].get("title", {}).get("text", "")
    return title
