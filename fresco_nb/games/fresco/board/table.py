"""What one drawing of the table reads from the public API: the decision due and who may act on it."""
from __future__ import annotations

from typing import NamedTuple

from ....drawing.board import alike
from ....drawing.primitives import HOT, INK, PANEL_FILL, PANEL_LINE, PLAYER_COLOURS, SOFT, _e, _rect, _text
from ....drawing.words import say
from ....texts import widget_language
from ....widgets.live_board import due_for
from .shapes import LEONARDO_COLOUR, _initials


# Game.decision.kind -> where on the table the decision happens (the others are named as their kind)
WHERE = {"wake": "inn", "place": "score"}


class Decision(NamedTuple):
    """The decision due now, as the viewer may know it.

    ``kind`` is ``Game.turn.kind``; ``where`` the place on the table (inn, plan, market, cathedral, studio,
    workshop, score, income, chance, over), from ``Game.decision.kind``; ``seat`` the seat whose legal actions
    the viewer may use (None: the viewer only watches); ``legal`` those actions' text forms, in
    ``legal_actions`` order, and ``options`` the actions themselves.
    """
    kind: str
    seats: tuple
    subject: int | None
    where: str | None
    seat: int | None
    legal: tuple
    options: tuple = ()


def current_decision(game, who="public") -> Decision:
    """Who decides now, where (``Game.decision``), and — when ``who`` is that seat or ``"full"`` — the legal
    actions and their texts."""
    decision, due = game.decision, due_for(game, who)
    kind, seats = decision.kind, decision.seats
    if kind in ("over", "chance"):
        return Decision(kind, (), None, kind, None, due.legal, due.options)
    return Decision(game.turn.kind, seats, decision.painter, WHERE.get(kind, kind), due.seat, due.legal, due.options)


class _Table:
    """Everything one drawing needs, read once from the public API."""

    def __init__(self, game, who, highlight, draft):
        self.game = game
        self.who = who
        self.live = highlight
        self.draft = draft or {}
        self.view = view = game.view(who)
        self.data = game.data
        self.decision = current_decision(game, who) if highlight else None
        self.legal = frozenset(self.decision.legal) if highlight else frozenset()
        self.where = self.decision.where if highlight else None
        self.actions = {str(a): a for a in self.decision.options} if highlight else {}
        self.modules = set(view["modules"])
        players = view["players"]
        self.colour = {p["seat"]: LEONARDO_COLOUR if p["automaton"] else PLAYER_COLOURS[p["seat"] % 4]
                       for p in players}
        self.seat_of = {p["name"]: p["seat"] for p in players}
        initials = {p["seat"]: _initials(p["name"]) for p in players if not p["automaton"]}
        unique = len(set(initials.values())) == len(initials) and "L" not in initials.values()
        self.label = {p["seat"]: "L" if p["automaton"] else initials[p["seat"]] if unique else str(p["seat"] + 1)
                      for p in players}
        self.hot_seats = set()
        if highlight and self.decision.kind in ("player", "simultaneous"):
            self.hot_seats = set(self.decision.seats)
            if self.decision.subject is not None:
                self.hot_seats = {self.decision.subject}

    def alike(self, draw) -> str:
        """``draw(self)`` for a part that reads no viewer's own facts (no ``who``, no hidden value of the view): drawn
        once for every page of the same game state with the same legal actions, seat and draft (see
        :func:`~fresco_nb.drawing.board.drawing_pages`)."""
        seat = self.decision.seat if self.decision else None
        return alike(lambda: (draw, id(self.game), len(self.game.history), self.live, self.legal, seat,
                              repr(self.draft)), lambda: draw(self))

    def click(self, text, label) -> str:
        """The attributes of a part that answers a click (a live board only): ``data-click`` (the text sent to
        Python), keyboard focus and an ``aria-label`` saying the action — what the core's ``describe`` says when
        ``text`` is a legal action of the viewer, which then also carries ``data-action``."""
        if not self.live:
            return ""
        action = self.actions.get(text)
        if action is not None:
            label = self.game.describe(action, self.decision.seat, lang=widget_language())
        return (f' data-click="{_e(text)}" tabindex="0" role="button" aria-label="{_e(label)}"'
                + (f' data-action="{_e(text)}"' if action is not None else ""))

    def panel(self, key, x, y, w, h, title, hot=False, note="") -> str:
        stroke, sw = (HOT, 3) if hot else (PANEL_LINE, 1)
        out = [f'<g class="panel" data-panel="{key}"' + (' data-active="1"' if hot else "")
               + self.click(f"look {key}", say("what_panel", title=title)) + ">",
               _rect(x, y, w, h, PANEL_FILL, stroke, sw, 8),
               _text(x + 10, y + 16, title, 12, INK, weight="bold")]
        if hot:
            out.append(_text(x + w - 10, y + 16, say("now"), 10, "#b87400", "end", "bold"))
        elif note:
            out.append(_text(x + w - 10, y + 16, note, 9, SOFT, "end"))
        out.append("</g>")
        return "".join(out)
