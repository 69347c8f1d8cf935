"""BoardWidget: the live table in a notebook — the SVG of :func:`board_svg`, and every click answered.

The widget decides no rule. It shows ``board_svg(game, who)``, lists the legal actions of the seat
deciding now (when the viewer is that seat, or ``who="full"``), and answers every click on the board:
a part that stands for an action is checked by the core (``game.check``) — illegal: the ``answer`` names
the rule, its text (``fresco_nb.rule_text``) and the reason, and the game is untouched; legal:
``game.apply`` with the deciding seat, the ``answer`` confirms it in the core's words (``game.describe``)
and stays until the next click. A part that stands for no action (the theatre, the mood track, a player's
board …) answers with the rule that governs it and what is due now. Decisions with several parts — several
tiles of one stall, the altar's three paints, a plan — are built by clicks into a ``draft`` and then
confirmed; the core checks the draft at every click.

Synced traitlets: ``svg``, ``options`` (``[{"action": text, "label": sentence}, ...]``), ``answer``
(``{"kind": "done" | "illegal" | "info", "reason", "rule", "rule_title", "rule_text"}``), ``message`` (the
answer in one line), ``draft`` (``{"title", "action", "label", "legal", "rule"}``), ``layout`` (``"desk"``
or ``"projector"``), ``size`` (the board's width in px; 0 fills the output) — Python → browser — and
``clicked`` (browser → Python: a part's ``data-click`` text, ``"confirm"`` or ``"clear"``; reset to ``""``).
"""
from __future__ import annotations

import pathlib

import anywidget
import traitlets

from ..handouts.static import with_static
from ..games.fresco.rules.actions import ROMAN, BuyTiles, RestoreAltar, parse_action
from ..games.fresco.rules.errors import IllegalAction
from ..texts import rule_text, widget_language
from .svg import LAYOUTS, board_svg, current_decision, plan_in_words
from .svg.words import phrase, say

HERE = pathlib.Path(__file__).parent

# a part that stands for no action: the rule that governs it (what it is: [board] look_<part>)
LOOKS = {"cathedral": "R-CATH-1", "bishop": "R-CATH-4", "altar": "R-ALT-1", "workshop": "R-WKS-1",
         "market": "R-MKT-1", "inn": "R-WAKE-2", "mood": "R-MOOD-1", "score": "R-SCORE-1", "player": "R-HID-1",
         "round": "R-ACT-1", "plan": "R-PLAN-1", "studio": "R-STU-1", "theatre": "R-THE-1", "income": "R-PREP-2",
         "requests": "R-REQ-2"}
# a part where a decision is built by clicks: its actions' word (how to do it, said when that decision is due:
# [board] how_<part>)
HOW_TO = {"bishop": "bishop ", "altar": "altar ", "market": "buy ", "plan": "plan "}
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


def _check_layout(layout):
    if layout not in LAYOUTS:
        raise ValueError(f"layout is one of {', '.join(LAYOUTS)}, not {layout!r}")
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
    return say("due_for_leonardo" if decision.for_leonardo else "due", deciders=deciders, doing=doing)


def front_words(plans: int) -> dict[str, str]:
    """The words board.js shows (buttons, labels, the options' group titles); ``plans``: how many legal plans."""
    return {**{key: say("front_" + key) for key in FRONT}, "plan_hint": say("plan_hint", n=plans)}


class BoardWidget(anywidget.AnyWidget):
    """The whole table of a Fresco game, live: every part of the board answers a click.

    ``layout="projector"`` draws the print large enough to read from the back of a room (what a projector
    output shows, with ``who="public"``); ``size`` sets the board's width in px (0: the output's width).
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

    def __init__(self, game, who="public", layout="desk", **kwargs):
        super().__init__(print_layout=_check_layout(layout), **kwargs)
        self._game = game
        self._who = _check_who(game, who)
        self._callbacks = []
        self._picks = {}            # the decision being built by clicks (see board_svg's ``draft``)
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
        return _check_layout(proposal["value"])

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
        decision = current_decision(game, who)
        lang = widget_language()
        options = [{"action": text, "label": game.describe(action, decision.seat, lang=lang)}
                   for text, action in zip(decision.legal, decision.options)] if decision.seat is not None else []
        with self.hold_sync():
            self.words = front_words(sum(option["action"].startswith("plan ") for option in options))
            self.svg = board_svg(game, who, layout=self.print_layout, draft=self._picks or None)
            self.options = options
            self.draft = self._draft_state(decision.seat)
            self.message = self._one_line(self.answer)

    def set_game(self, game) -> None:
        """Show another game (same viewer if that seat exists in it, else the public view)."""
        self._game = game
        try:
            self._who = _check_who(game, self._who)
        except ValueError:
            self._who = "public"
        self._picks = {}
        self.answer = {}
        self.refresh()

    def on_action(self, callback) -> None:
        """Call ``callback(action)`` with the applied action value after every successful click."""
        self._callbacks.append(callback)

    def static_svg(self) -> str:
        """The current board as a static SVG string (nothing highlighted or clickable)."""
        return board_svg(self._game, self._who, highlight=False, layout=self.print_layout)

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
        decision = current_decision(self._game, self._who)
        if decision.kind == "chance":
            if self._who == "full":
                return None, True
            self._answer("illegal", say("chance_teacher_only"), "CHANCE")
            return None, False
        if decision.seat is not None:
            return decision.seat, True
        if self._who == "public":
            self._answer("illegal", say("public_cannot_act"), "R-HID-1")
            return None, False
        return self._who, True      # not this seat's turn: the core says why, with its rule ID

    def play(self, text: str) -> bool:
        """Answer ``text`` as a click on the board would (a part's ``data-click`` text, an action's text form,
        ``"confirm"`` or ``"clear"``); True if an action was applied."""
        text = " ".join(str(text).split())
        if text == "clear":
            self._picks = {}
            self._answer("info", say("cleared"))
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
            return self._act(action, seat)
        legal = current_decision(self._game, self._who).legal
        if text.startswith(("altar+ ", "plan+ ")) or _builds_purchase(text, legal):
            return self._pick(text, seat, legal)
        if text not in legal:
            ways = [a for a in legal if a.startswith(text + " ")]
            if len(ways) == 1:
                text = ways[0]
            elif ways:
                part = "studio" if text.startswith("portrait") else "requests"
                self._answer("info", say("ways", n=len(ways)), LOOKS[part])
                return False
        return self._act(text, seat)

    def _act(self, text: str, seat) -> bool:
        game = self._game
        error = game.check(text, seat)
        if error is not None:
            return self._refuse(error)
        action = parse_action(text)
        label = game.describe(action, seat, lang=widget_language())
        game.apply(action, seat)
        self._picks = {}
        self._answer("done", label)
        self.refresh()
        for callback in list(self._callbacks):
            callback(action)
        return True

    def _look(self, part: str) -> None:
        """Answer a click on a part that stands for no action (or on a panel): its rule, and what is due."""
        rule, what = LOOKS.get(part, "R-ACT-1"), say("look_" + part if part in LOOKS else "look_other")
        word = HOW_TO.get(part)
        due_here = word and any(a.startswith(word) for a in current_decision(self._game, self._who).legal)
        hint = say("how_" + part) if due_here else ""
        due = now_due(self._game)
        self._answer("info", say("answer_look", what=what, hint=hint, due=f"{due[0].upper()}{due[1:]}"), rule)

    # -- decisions built by clicks ---------------------------------------------------------------
    def _pick(self, text: str, seat, legal) -> bool:
        """Add one part to the decision being built: a tile of a stall, a paint on the altar, an apprentice on
        the plan board. A part of a decision that is not due is answered by the core's check."""
        game = self._game
        word, value = text.split(" ", 1)
        if word == "altar+":
            if not any(a.startswith("altar ") for a in legal):
                return self._refuse(game.check("altar R+Y+B", seat) or _nothing("R-ALT-1"))
            paints = list(self._picks.get("paints", ())) if self._picks.get("kind") == "altar" else []
            paints = (paints + [value])[-3:]
            self._picks = {"kind": "altar", "paints": paints}
            rule, said = "R-ALT-1", say("altar_chosen", n=len(paints))
        elif word == "plan+":
            if not any(a.startswith("plan ") for a in legal):
                return self._refuse(game.check("plan 1 0 0 0 0", seat) or _nothing("R-PLAN-1"))
            counts = list(self._picks.get("counts", [0] * 5)) if self._picks.get("kind") == "plan" else [0] * 5
            counts[int(value) - 1] += 1
            self._picks = {"kind": "plan", "counts": counts}
            rule, said = "R-PLAN-1", say("plan_placed", n=sum(counts))
        else:
            roman, slot = value.split()
            stall, slot = ROMAN.index(roman), int(slot) - 1
            same = self._picks.get("kind") == "buy" and self._picks["stall"] == stall
            slots = set(self._picks["slots"]) if same else set()
            slots ^= {slot}
            self._picks = {"kind": "buy", "stall": stall, "slots": sorted(slots)} if slots else {}
            rule, said = "R-MKT-2", say("tiles_chosen", n=len(slots), stall=roman)
        full = self._picks.get("kind") == "altar" and len(self._picks["paints"]) == 3
        self._answer("info", said + say("then_confirm" if full else "click_more"), rule)
        self.refresh()
        return False

    def _draft_state(self, seat) -> dict:
        """The decision being built, for the page: its action text, what it does or why not yet."""
        picks = self._picks
        if not picks or seat is None:
            return {}
        kind = picks["kind"]
        if kind == "buy":
            title = say("draft_buy", stall=ROMAN[picks["stall"]], slots=", ".join(str(s + 1) for s in picks["slots"]))
            action = str(BuyTiles(picks["stall"], tuple(picks["slots"])))
        elif kind == "altar":
            title = say("draft_altar", paints=" + ".join(picks["paints"]))
            action = str(RestoreAltar(tuple(picks["paints"])))
        else:
            title = say("draft_plan", plan=plan_in_words(picks["counts"], self._game.view("public")["last_round"]))
            action = "plan " + " ".join(map(str, picks["counts"]))
        error = self._game.check(action, seat)
        if error is None:
            return {"title": title, "action": action, "legal": True, "rule": "", "rule_text": "",
                    "label": self._game.describe(parse_action(action), seat, lang=widget_language())}
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


def _builds_purchase(text: str, legal) -> bool:
    """A click on a stall's tile when several tiles of that stall may be bought: it is picked, not bought."""
    words = text.split()
    if len(words) != 3 or words[0] != "buy" or "," in words[2]:
        return False
    return any(a.startswith(f"buy {words[1]} ") and "," in a for a in legal)


def _nothing(rule):
    """The answer when the core finds nothing wrong with a stand-in action but no such option is listed."""
    return IllegalAction(rule, "not_an_option")
