"""BoardWidget: the live table in a notebook — the SVG of :func:`board_svg` plus clickable options.

The widget decides no rule. It shows ``board_svg(game, who)``, lists the legal actions of the seat
deciding now (when the viewer is that seat, or ``who="full"``), and sends a click back to the game:
``game.check`` → illegal: ``message`` shows the reason and rule ID, the game is untouched; legal:
``game.apply`` with the deciding seat, then everything is redrawn and the ``on_action`` callbacks run.

Synced traitlets: ``svg``, ``options`` (``[{"action": text, "label": sentence}, ...]``), ``message``
(Python → browser) and ``clicked`` (browser → Python, reset to ``""`` once handled).
"""
from __future__ import annotations

import pathlib

import anywidget
import traitlets

from ..handouts.static import with_static
from ..rules.actions import parse_action
from .svg import board_svg, current_decision

HERE = pathlib.Path(__file__).parent

PUBLIC_CANNOT_ACT = ("the public view only watches: open BoardWidget(game, who=<seat>) or who='full' to play "
                     "(R-HID-1)")


def _check_who(game, who):
    names = game.names
    if who in ("public", "full") or (isinstance(who, int) and not isinstance(who, bool) and 0 <= who < len(names)):
        return who
    raise ValueError(f"who is a seat 0..{len(names) - 1}, 'public' or 'full', not {who!r}")


class BoardWidget(anywidget.AnyWidget):
    """The whole table of a Fresco game, live: click a highlighted element or an option to play."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    svg = traitlets.Unicode("").tag(sync=True)
    options = traitlets.List(traitlets.Dict()).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    clicked = traitlets.Unicode("").tag(sync=True)

    def __init__(self, game, who="public", **kwargs):
        super().__init__(**kwargs)
        self._game = game
        self._who = _check_who(game, who)
        self._callbacks = []
        self.refresh()

    # -- what the widget shows ----------------------------------------------------------------
    @property
    def game(self):
        """The game shown (replace it with :meth:`set_game`)."""
        return self._game

    @property
    def who(self):
        """Whose eyes: a seat number, ``"public"`` or ``"full"``; setting it redraws."""
        return self._who

    @who.setter
    def who(self, value):
        self._who = _check_who(self._game, value)
        self.refresh()

    def refresh(self, message: str = "") -> None:
        """Redraw from the game: ``svg``, ``options`` and ``message`` (the given text, default empty).
        Call it after the game was changed elsewhere (a bot move, undo, the stepper)."""
        game, who = self._game, self._who
        decision = current_decision(game, who)
        options = []
        if decision.legal:
            subject_seat = decision.seat
            for action in game.legal_actions(subject_seat):
                options.append({"action": str(action), "label": game.describe(action)})
        with self.hold_sync():
            self.svg = board_svg(game, who)
            self.options = options
            self.message = message

    def set_game(self, game) -> None:
        """Show another game (same viewer if that seat exists in it, else the public view)."""
        self._game = game
        try:
            self._who = _check_who(game, self._who)
        except ValueError:
            self._who = "public"
        self.refresh()

    def on_action(self, callback) -> None:
        """Call ``callback(action)`` with the applied action value after every successful click."""
        self._callbacks.append(callback)

    def static_svg(self) -> str:
        """The current board as a static SVG string (nothing highlighted or clickable)."""
        return board_svg(self._game, self._who, highlight=False)

    def snapshot(self):
        """The current board as a static image for nbconvert HTML and handouts (IPython SVG)."""
        from IPython.display import SVG
        return SVG(data=self.static_svg())

    # -- clicks ----------------------------------------------------------------------------------
    @traitlets.observe("clicked")
    def _on_clicked(self, change) -> None:
        text = change["new"]
        if not text:
            return
        try:
            self.play(text)
        finally:
            self.clicked = ""

    def play(self, text: str) -> bool:
        """Play ``text`` (an action's text form) as the viewer, exactly as a click would; True if applied."""
        game, who = self._game, self._who
        decision = current_decision(game, who)
        if decision.kind == "chance":
            seat = None
            if who != "full":
                self.message = "a random draw is due; only the teacher's view (who='full') may choose it (CHANCE)"
                return False
        elif decision.seat is not None:
            seat = decision.seat
        elif who == "public":
            self.message = PUBLIC_CANNOT_ACT
            return False
        else:
            seat = who      # not this seat's turn: the core says why, with its rule ID
        error = game.check(text, seat)
        if error is not None:
            self.message = f"{error.reason} ({error.rule})"
            return False
        action = parse_action(text)
        label = game.describe(action)
        game.apply(action, seat)
        self.refresh(message=f"✓ {label}")
        for callback in list(self._callbacks):
            callback(action)
        return True

    # -- notebooks -------------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs):
        """The live view, and beside it the board as a static SVG (what nbconvert HTML and the handouts show)."""
        return with_static(super()._repr_mimebundle_(**kwargs), "image/svg+xml", self.static_svg())

    def __repr__(self) -> str:
        view = self._game.view("public")
        return f"BoardWidget(round={view['round']}, phase={view['phase']!r}, who={self._who!r})"
