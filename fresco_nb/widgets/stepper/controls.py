"""The stepper's control bars: a new game (the game, players, its options — Fresco's modules as boxes, any other
option as text —, seed, names; it asks before discarding a game under way), save and resume the class game, and a
controller per seat."""
from __future__ import annotations

import ipywidgets as widgets

from ...games import GAMES, game_module
from .settings import checked_names, controller_label, controller_names
from .words import say

SAVE_FILE = "fresco-class-game.json"


class ControlBar:
    """The widgets of the bars; ``rows`` go above the board, ``seats`` holds one controller per seat."""

    def __init__(self, stepper):
        self._stepper = stepper
        self.game = widgets.ToggleButtons(options=[(game_module(name).TITLE, name) for name in GAMES],
                                          description=say("game"), style={"description_width": "45px",
                                                                          "button_width": "auto"})
        self.players = widgets.Dropdown(options=[2, 3, 4], value=4, description=say("players"),
                                        layout=widgets.Layout(width="140px"), style={"description_width": "55px"})
        self.modules: dict[str, widgets.Checkbox] = {}      # the game's modules, if it has any
        self.options: dict[str, widgets.Text] = {}          # its other options, as text
        self.game_options = widgets.HBox()
        self.game.observe(self._on_game, names="value")
        self.seed = widgets.IntText(value=1, description=say("seed"), layout=widgets.Layout(width="140px"),
                                    style={"description_width": "40px"})
        self.names = widgets.Text(description=say("names"), placeholder=say("names_placeholder"),
                                  layout=widgets.Layout(width="300px"), style={"description_width": "50px"})
        self.new = widgets.Button(description=say("new_game"), icon="refresh", button_style="primary",
                                  layout=widgets.Layout(width="120px"))
        self.new.on_click(lambda _: self.ask_new_game())
        self.players.observe(self._on_players, names="value")

        self.question = widgets.HTML()
        self.discard = widgets.Button(description=say("discard"), button_style="danger",
                                      layout=widgets.Layout(width="auto"))
        self.keep = widgets.Button(description=say("keep"), layout=widgets.Layout(width="auto"))
        self.discard.on_click(lambda _: self.start_new_game())
        self.keep.on_click(lambda _: self._hide_question())
        self.confirm = widgets.HBox([self.question, self.discard, self.keep],
                                    layout=widgets.Layout(display="none", border="2px solid #D55E00", padding="4px"))

        self.file = widgets.Text(value=SAVE_FILE, description=say("file"), layout=widgets.Layout(width="300px"),
                                 style={"description_width": "35px"})
        self.save = widgets.Button(description=say("save"), icon="save", tooltip=say("save_tip"),
                                   layout=widgets.Layout(width="auto"))
        self.resume = widgets.Button(description=say("resume"), icon="folder-open",
                                     tooltip=say("resume_tip"),
                                     layout=widgets.Layout(width="auto"))
        self.save.on_click(lambda _: self._guarded(lambda: stepper.save(self.file.value)))
        self.resume.on_click(lambda _: self._guarded(lambda: stepper.resume(self.file.value)))

        self.rows = [self.game, widgets.HBox([self.players, self.game_options, self.seed, self.names, self.new]),
                     self.confirm, widgets.HBox([self.file, self.save, self.resume])]
        self.seats = widgets.HBox()
        self._controllers: list[widgets.Dropdown] = []

    def show(self, stepper) -> None:
        """Set the bars from the stepper's game (the stepper holds its sync flag meanwhile)."""
        game = stepper.game
        self.game.value = stepper.game_name
        self._show_options(stepper.game_name, stepper.options)
        self.players.value = stepper.players
        self.seed.value = game.seed
        self.names.value = ", ".join(stepper.names)
        self._hide_question()
        self._controllers = []
        choices = [(controller_label(n), n) for n in controller_names(stepper.game_name)]
        for seat, c in enumerate(stepper.controllers):
            dropdown = widgets.Dropdown(options=choices, value=c, description=game.names[seat],
                                        layout=widgets.Layout(width="170px"), style={"description_width": "55px"})
            dropdown.observe(lambda change, seat=seat: self._stepper.set_controller(seat, change["new"]),
                             names="value")
            self._controllers.append(dropdown)
        self.seats.children = self._controllers

    def show_controller(self, seat: int, name: str) -> None:
        if self._controllers[seat].value != name:
            self._controllers[seat].value = name

    def _show_options(self, name: str, options: dict) -> None:
        """The boxes of the game ``name``'s options, set to ``options`` (as its save names them)."""
        module = game_module(name)
        self.players.options = list(module.PLAYERS)
        modules = module.parse_options({"modules": "all"})["modules"] if "modules" in module.OPTIONS else ()
        chosen = set(options.get("modules", ()))
        self.modules = {m: widgets.Checkbox(value=m in chosen, description=say("module_" + m), indent=False,
                                            layout=widgets.Layout(width="95px")) for m in modules}
        self.options = {option: widgets.Text(value=str(options.get(option, default)),
                                             description=say("option", option=option),
                                             layout=widgets.Layout(width="180px"), style={"description_width": "40px"})
                        for option, default in module.OPTIONS.items() if option != "modules"}
        self.game_options.children = [*self.modules.values(), *self.options.values()]

    def _on_game(self, change) -> None:
        """Another game chosen: its player counts and options (from their defaults)."""
        if not self._stepper._syncing:
            self._show_options(change["new"], {})

    def _on_players(self, change) -> None:
        """Another player count: show the names kept for that many seats."""
        if not self._stepper._syncing:
            self.names.value = ", ".join(self._stepper._seat_names[:change["new"]])

    def ask_new_game(self) -> None:
        """Start at once on a game without decisions; else ask before discarding the game under way."""
        decisions = self._stepper.decisions
        if decisions == 0:
            self.start_new_game()
            return
        self.question.value = say("discard_question", decisions=decisions)
        self.confirm.layout.display = "flex"

    def start_new_game(self) -> None:
        """A new game with the bars' settings, each seat keeping its controller and name."""
        self._hide_question()
        players = self.players.value
        modules = [m for m, box in self.modules.items() if box.value] if self.modules else None
        self._guarded(lambda: self._stepper.new_game(
            players, self.seed.value, modules, game=self.game.value,
            names=checked_names(self.names.value, players) if self.names.value.strip() else None,
            options={option: box.value for option, box in self.options.items()}))

    def _hide_question(self) -> None:
        self.confirm.layout.display = "none"

    def _guarded(self, action) -> None:
        """Run a button's action; a bad setting or file is shown on the status line (the game stays)."""
        try:
            action()
        except (TypeError, ValueError) as error:
            self._stepper._note(f"⚠ {error}")
