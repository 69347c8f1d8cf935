"""BoardWidget: the live table of any game of the kit in a notebook — the game's live drawing, every click answered.

The widget decides no rule and names no game: what it draws and what a part of the board means come from the
game's :class:`~fresco_nb.games.protocol.LiveBoard` (``game_module(name).live_board()``). It shows the live
drawing as ``who`` sees it, lists the legal actions of the seat
deciding now (when the viewer is that seat, or ``who="full"``), and answers every click on the board:
a part that stands for an action is checked by the core (``game.check``) — illegal: the ``answer`` names
the rule, its text (``fresco_nb.rule_text``) and the reason, and the game is untouched; legal:
``game.apply`` with the deciding seat, the ``answer`` confirms it in the core's words (``game.describe``)
and stays until the next click. A part that stands for no action (the theatre, the mood track, a player's
board …) answers with the rule that governs it and what is due now. Decisions the game builds by several clicks
(Fresco: several tiles of one stall, the altar's three paints, a plan) go into a ``draft`` and are then confirmed;
the core checks the draft at every click.

Synced traitlets: ``svg``, ``options`` (``[{"action": text, "label": sentence}, ...]``), ``answer``
(``{"kind": "done" | "illegal" | "info", "reason", "rule", "rule_title", "rule_text"}``), ``message`` (the
answer in one line), ``draft`` (``{"title", "action", "label", "legal", "rule"}``), ``print_layout`` (one of the
game's layouts: the notebook's — Fresco's ``"desk"`` — or ``"projector"``), ``size`` (the board's width in px; 0
fills the output) — Python → browser — and ``clicked`` (browser → Python: a part's ``data-click`` text, ``"confirm"`` or ``"clear"``; reset to ``""``).
"""
from __future__ import annotations

import pathlib

import anywidget
import traitlets

from ..drawing.words import phrase, say
from ..games import module_of
from ..handouts.static import with_static
from ..texts import rule_text, widget_language
from .live_board import PlainLiveBoard, due_for

HERE = pathlib.Path(__file__).parent

DECIDING = ("wake", "plan", "place", "income", "market", "cathedral", "studio", "workshop")  # [board] deciding_<kind>
# the front end's own words (board.js): [board] front_<key>; the options' groups are named by their action's word
FRONT = ("size_tools", "smaller", "larger", "wider", "confirm", "clear", "not_allowed", "group_wake", "group_plan",
         "group_buy", "group_close", "group_restore", "group_altar", "group_bishop", "group_provost", "group_mix",
         "group_request", "group_portrait", "group_place", "group_income", "group_pass", "group_draw")


def _check_who(game, who):
    names = game.names
    if who in ("public", "full") or (isinstance(who, int) and not isinstance(who, bool) and 0 <= who < len(names)):
        return who
    raise ValueError(f"who is a seat 0..{len(names) - 1}, 'public' or 'full', not {who!r}")


def live_board_of(game):
    """The game's :class:`~fresco_nb.games.protocol.LiveBoard` (its ``board_svg`` for a game without one)."""
    module = module_of(game)
    return module.live_board() or PlainLiveBoard(module)


def _check_layout(live, layout):
    if layout not in live.layouts:
        raise ValueError(f"layout is one of {', '.join(live.layouts)}, not {layout!r}")
    return layout


def now_due(game) -> str:
    """What the game waits for, in words ("now: Anna must act at the market")."""
    decision, names = game.decision, game.names
    if decision.kind == "over":
        return say("due_over")
    if decision.kind == "chance":
        return say("due_chance")
    deciders = f" {phrase('and')} ".join(names[s] for s in decision.seats)
    doing = say("deciding_" + decision.kind if decision.kind in DECIDING else "deciding_other")
    for_automaton = decision.painter is not None and decision.painter not in decision.seats
    return say("due_for_leonardo" if for_automaton else "due", deciders=deciders, doing=doing)


def front_words(plans: int) -> dict[str, str]:
    """The words board.js shows (buttons, labels, the options' group titles); ``plans``: how many legal plans."""
    return {**{key: say("front_" + key) for key in FRONT}, "plan_hint": say("plan_hint", n=plans)}


class BoardWidget(anywidget.AnyWidget):
    """The whole table of a game of the kit, live: every part of the board answers a click.

    ``layout`` is one of the game's layouts (None: the notebook's, Fresco's ``"desk"``); ``"projector"`` draws the
    print large enough to read from the back of a room (what a projector output shows, with ``who="public"``);
    ``size`` sets the board's width in px (0: the output's width).
    """

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    svg = traitlets.Unicode("").tag(sync=True)
    options = traitlets.List(traitlets.Dict()).tag(sync=True)
    answer = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    draft = traitlets.Dict().tag(sync=True)
    # not "layout": that name is the DOM layout of every ipywidget; a text there breaks the view in JupyterLab
    # ("Cannot read properties of undefined (reading 'then')" in the browser console)
    print_layout = traitlets.Unicode("desk").tag(sync=True)
    size = traitlets.Int(0).tag(sync=True)
    words = traitlets.Dict().tag(sync=True)
    clicked = traitlets.Unicode("").tag(sync=True)

    def __init__(self, game, who="public", layout=None, **kwargs):
        live = live_board_of(game)
        layout = live.layouts[0] if layout is None else layout
        super().__init__(print_layout=_check_layout(live, layout), **kwargs)
        self._live = live
        self._game = game
        self._who = _check_who(game, who)
        self._callbacks = []
        self._picks = {}            # the decision being built by clicks (the game's live board's ``picks``)
        self._answered_at = None    # the game's length when the answer was given
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
        self._picks = {}
        self.refresh()

    @traitlets.validate("print_layout")
    def _valid_layout(self, proposal):
        return _check_layout(self._live, proposal["value"]) if hasattr(self, "_live") else proposal["value"]

    @traitlets.observe("print_layout")
    def _on_layout(self, change) -> None:
        if hasattr(self, "_game"):
            self.refresh()

    def refresh(self) -> None:
        """Redraw from the game: ``svg``, ``options``, ``draft`` and ``answer``. Call it after the game was
        changed elsewhere (a bot move, undo, the stepper). A confirmation stays until the next click; an
        answer to an illegal click and a half-built decision last until the game moves on."""
        game, who = self._game, self._who
        moved = self._answered_at is not None and self._answered_at != len(game.history)
        if moved:
            self._picks = {}
            if self.answer.get("kind") != "done":
                self.answer = {}
        due = due_for(game, who)
        lang = widget_language()
        options = [{"action": text, "label": game.describe(action, due.seat, lang=lang)}
                   for text, action in zip(due.legal, due.options)] if due.seat is not None else []
        with self.hold_sync():
            self.words = front_words(sum(option["action"].startswith("plan ") for option in options))
            self.svg = self._live.svg(game, who, self.print_layout, self._picks)
            self.options = options
            self.draft = self._draft_state(due.seat)
            self.message = self._one_line(self.answer)

    def set_game(self, game) -> None:
        """Show another game (same viewer if that seat exists in it, else the public view; the game's notebook
        layout if it is another game's)."""
        live = live_board_of(game)
        try:
            self._who = _check_who(game, self._who)
        except ValueError:
            self._who = "public"
        self._live, self._game, self._picks = live, game, {}
        if self.print_layout not in live.layouts:       # another game's: its notebook layout
            self.print_layout = live.layouts[0]
        self.answer = {}
        self.refresh()

    def on_action(self, callback) -> None:
        """Call ``callback(action)`` with the applied action value after every successful click."""
        self._callbacks.append(callback)

    def static_svg(self) -> str:
        """The current board as a static SVG string (nothing highlighted or clickable)."""
        return module_of(self._game).board_svg(self._game, self._who, self.print_layout)

    def snapshot(self):
        """The current board as a static image for nbconvert HTML and handouts (IPython SVG)."""
        from IPython.display import SVG
        return SVG(data=self.static_svg())

    # -- answers ---------------------------------------------------------------------------------
    def _answer(self, kind: str, reason: str, rule: str = "") -> None:
        """Show an answer to a click: ``kind`` "done", "illegal" or "info"; the rule's text comes with its ID."""
        title, text = self._rule_words(rule)
        self._answered_at = len(self._game.history)
        self.answer = {"kind": kind, "reason": reason, "rule": rule, "rule_title": title, "rule_text": text}
        self.message = self._one_line(self.answer)

    def _rule_words(self, rule: str) -> tuple[str, str]:
        """The rule's title and text, in the game's numbers ("" for none or an ID without a catalogue text)."""
        if not rule:
            return "", ""
        try:
            found = rule_text(rule, self._game.data, lang=widget_language())
        except KeyError:            # an ID of the kit's plumbing
            return "", ""
        return found.title, found.text

    @staticmethod
    def _one_line(answer: dict) -> str:
        if not answer:
            return ""
        if answer["kind"] == "done":
            return f"✓ {answer['reason']}"
        return f"{answer['reason']} ({answer['rule']})" if answer["rule"] else answer["reason"]

    def _refuse(self, error) -> bool:
        self._answer("illegal", error.reason_in(widget_language()), error.rule)
        return False

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

    def _seat(self):
        """``(seat, may)``: the seat whose decision the viewer makes now (None for a draw in the teacher's view),
        and whether the viewer may act at all (if not, the refusal is already answered)."""
        due = due_for(self._game, self._who)
        if due.kind == "chance":
            if self._who == "full":
                return None, True
            self._answer("illegal", say("chance_teacher_only"), "CHANCE")
            return None, False
        if due.seat is not None:
            return due.seat, True
        if self._who == "public":
            self._answer("illegal", say("public_cannot_act"), self._live.watch_rule)
            return None, False
        return self._who, True      # not this seat's turn: the core says why, with its rule ID

    def play(self, text: str, redraw: bool = True) -> bool:
        """Answer ``text`` as a click on the board would (a part's ``data-click`` text, an action's text form,
        ``"confirm"`` or ``"clear"``); True if an action was applied. ``redraw=False`` sets the answer only and
        leaves the board, options and draft to the caller's next :meth:`refresh` (the server draws a page once, for
        the message it sends after the click and any bots' moves)."""
        text = " ".join(str(text).split())
        if text == "clear":
            self._picks = {}
            self._answer("info", say("cleared"))
            if redraw:
                self.refresh()
            return False
        if text.startswith("look "):
            self._look(text[5:])
            return False
        seat, may = self._seat()
        if not may:
            return False
        if text == "confirm":
            action = self.draft.get("action")
            if not action:
                self._answer("info", say("nothing_chosen"))
                return False
            return self._act(action, seat, redraw)
        due = due_for(self._game, self._who)
        if self._live.builds(text, due.legal):
            return self._pick(text, seat, due.legal, redraw)
        if text not in due.legal:
            ways = [a for a in due.legal if a.startswith(text + " ")]
            if len(ways) == 1:
                text = ways[0]
            elif ways:
                self._answer("info", say("ways", n=len(ways)), self._live.several_ways(text))
                return False
        return self._act(text, seat, redraw)

    def _act(self, text: str, seat, redraw: bool) -> bool:
        game = self._game
        error = game.check(text, seat)
        if error is not None:
            return self._refuse(error)
        due = due_for(game, seat if seat is not None else "full")
        action = due.options[due.legal.index(text)] if text in due.legal else text
        label = game.describe(action, seat, lang=widget_language())
        game.apply(action, seat)
        self._picks = {}
        self._answer("done", label)
        if redraw:
            self.refresh()
        for callback in list(self._callbacks):
            callback(action)
        return True

    def _look(self, part: str) -> None:
        """Answer a click on a part that stands for no action (or on a panel): its rule, and what is due."""
        rule, what, hint = self._live.look(self._game, self._who, part)
        due = now_due(self._game)
        self._answer("info", say("answer_look", what=what, hint=hint, due=f"{due[0].upper()}{due[1:]}"), rule)

    # -- decisions built by clicks ---------------------------------------------------------------
    def _pick(self, text: str, seat, legal, redraw: bool) -> bool:
        """Add one piece to the decision the game builds by clicks (Fresco: a tile of a stall, a paint on the
        altar, an apprentice on the plan board). A piece of a decision that is not due is answered by the core."""
        picked = self._live.pick(self._game, seat, legal, text, self._picks)
        if not isinstance(picked, tuple):
            return self._refuse(picked)
        self._picks, rule, said, complete = picked
        self._answer("info", said + say("then_confirm" if complete else "click_more"), rule)
        if redraw:
            self.refresh()
        return False

    def _draft_state(self, seat) -> dict:
        """The decision being built, for the page: its action text, what it does or why not yet."""
        if not self._picks or seat is None:
            return {}
        title, action = self._live.draft(self._game, self._picks)
        error = self._game.check(action, seat)
        if error is None:
            return {"title": title, "action": action, "legal": True, "rule": "", "rule_text": "",
                    "label": self._game.describe(action, seat, lang=widget_language())}
        return {"title": title, "action": "", "legal": False, "rule": error.rule,
                "label": error.reason_in(widget_language()),
                "rule_text": self._rule_words(error.rule)[1]}

    # -- notebooks -------------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs):
        """The live view, and beside it the board as a static SVG (what nbconvert HTML and the handouts show)."""
        return with_static(super()._repr_mimebundle_(**kwargs), "image/svg+xml", self.static_svg())

    def __repr__(self) -> str:
        view = self._game.view("public")
        return f"BoardWidget(round={view['round']}, phase={view['phase']!r}, who={self._who!r})"

