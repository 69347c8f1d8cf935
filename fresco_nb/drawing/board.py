"""What every game's board is built of beyond the primitives: the print size a drawing is made in, one drawing's
reading of the game (the view, the decision, the viewer's legal actions, each clickable once), framed panels, the
green outline of a legal click, the options panel's chips flowing like words, the header's "whose turn", a part
drawn larger in place and a part drawn once for several pages that show it alike. A game's board brings its own words (its ``say``) and shapes; these read nothing else."""
from __future__ import annotations

import math
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Callable, Iterator, NamedTuple

from .primitives import (HOT, INK, LEGAL, PANEL_FILL, PANEL_LINE, PLAYER_COLOURS, SOFT, _LAYOUT, Layout, _e, _n, _rect,
                         _text, _width)

NOW_INK = "#b87400"      # the word "now" on the panel where the decision due is made


def drawn_in(layouts: dict[str, Layout], layout: str, draw: Callable[[], str]) -> str:
    """``draw()`` made in the print size ``layouts[layout]``; a layout not in ``layouts`` is refused naming them."""
    if layout not in layouts:
        raise ValueError(f"layout is one of {', '.join(layouts)}, not {layout!r}")
    token = _LAYOUT.set(layouts[layout])
    try:
        return draw()
    finally:
        _LAYOUT.reset(token)


_ALIKE: ContextVar[dict | None] = ContextVar("drawn_alike", default=None)     # key -> a part drawn in the block


@contextmanager
def drawing_pages() -> Iterator[None]:
    """A block that draws several pages of one game while it does not change (the server's pages after a move): a
    part that its viewers see alike (:func:`alike`) is drawn once in the block and reused for the other pages."""
    token = _ALIKE.set({})
    try:
        yield
    finally:
        _ALIKE.reset(token)


def alike(key: Callable[[], tuple], draw: Callable[[], str]) -> str:
    """``draw()``; inside :func:`drawing_pages`, the part drawn before under the same ``key()`` in the same print size
    when there is one. ``key()`` holds everything the part reads that may differ between the block's viewers."""
    drawn = _ALIKE.get()
    if drawn is None:
        return draw()
    key = (key(), _LAYOUT.get())
    if key not in drawn:
        drawn[key] = draw()
    return drawn[key]


def placed(body: Callable[[], str], x, y, scale: float, desk_x: float = 0, desk_y: float = 0) -> str:
    """``body()`` drawn with its corner (desk_x, desk_y) at (x, y), ``scale`` times larger, with the print floors
    divided by ``scale`` (rounded up to the tenth a font size is written with), so every text still shows at
    least the layout's sizes."""
    layout = _LAYOUT.get()
    token = _LAYOUT.set(layout._replace(least=_up(layout.least / scale), key=_up(layout.key / scale)))
    try:
        drawn = body()
    finally:
        _LAYOUT.reset(token)
    return (f'<g transform="translate({_n(x - scale * desk_x)} {_n(y - scale * desk_y)}) scale({scale:.4g})">'
            f"{drawn}</g>")


def _up(size: float) -> float:
    return math.ceil(round(size * 10, 6)) / 10


class Drawing(NamedTuple):
    """Everything one drawing reads from the game, once: the view, the decision, and the legal actions the viewer
    may click (the deciding seat's, or every seat's for ``"full"``; none for the public view or a static board)."""
    game: object
    who: object
    view: dict
    decision: object
    live: bool                       # parts answer clicks (data-click, tabindex, aria-label)
    options: tuple                   # the viewer's legal actions (none for the public view or a static board)
    actions: dict                    # action text -> action of those not drawn yet (a drawing takes them out)

    def click(self, text: str, label: str) -> str:
        """The attributes of a part that answers a click: ``data-click`` (the text sent to Python), keyboard focus
        and an ``aria-label``; a legal action of the viewer also carries ``data-action`` and the core's sentence for
        it. Only the first part drawn for an action carries ``data-action`` (an action is clickable once)."""
        if not self.live:
            return ""
        action = self.actions.pop(text, None)
        if action is not None:
            label = self.game.describe(action)
        return (f' data-click="{_e(text)}" tabindex="0" role="button" aria-label="{_e(label)}"'
                + (f' data-action="{_e(text)}"' if action is not None else ""))

    @property
    def deciding(self) -> int | None:
        """The seat whose decision is due (None at chance and at the end)."""
        return self.decision.painter

    def colour_of(self, seat: int) -> str:
        """The seat's player colour."""
        return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def read(game, who, live: bool) -> Drawing:
    """The drawing of ``game`` for ``who`` (a seat, "public" or "full")."""
    decision = game.decision
    seat = decision.painter
    may_act = live and (who == "full" or (decision.kind not in ("chance", "over") and who == seat))
    if decision.kind == "chance":
        may_act = live and who == "full"
    options = tuple(game.legal_actions()) if may_act and decision.kind != "over" else ()
    return Drawing(game, who, game.view(who), decision, live, options, {str(a): a for a in options})


def framed(x, y, w, h, title: str, now: str = "", note: str = "", baseline: float = 17) -> str:
    """A framed panel with its title at ``baseline`` below its top; outlined in gold with the word ``now`` while the
    decision due is made in it, else with its ``note`` (if any) on the right."""
    stroke, sw = (HOT, 3) if now else (PANEL_LINE, 1)
    out = [_rect(x, y, w, h, PANEL_FILL, stroke, sw, 8), _text(x + 10, y + baseline, title, 12, INK, weight="bold")]
    if now:
        out.append(_text(x + w - 10, y + baseline, now, 11, NOW_INK, "end", "bold"))
    elif note:
        out.append(_text(x + w - 10, y + baseline, note, 10, SOFT, "end"))
    return "".join(out)


def legal_outline(x, y, w, h) -> str:
    """The green outline of a part that is a legal click."""
    return _rect(x - 2, y - 2, w + 4, h + 4, "none", LEGAL, 2, 4, ' class="legal"')


def due_status(d: Drawing, say: Callable[..., str], case: str = "", **values) -> str:
    """Whose decision is due, in the game's words: ``status_over`` (with the winners), ``status_chance``, or
    ``status_<kind>`` (``status_<case>`` for a case the game words apart) with the deciding player's name and
    ``values``."""
    decision = d.decision
    if decision.kind == "over":
        return say("status_over", winners=d.game.result()["winner_name"])
    if decision.kind == "chance":
        return say("status_chance")
    return say("status_" + (case or decision.kind), name=d.view["players"][decision.painter]["name"], **values)


def options_title(d: Drawing, say: Callable[..., str]) -> str:
    """The options panel's title: whose options they are (``options_title``), or ``options_none_title``."""
    painter = d.decision.painter
    return (say("options_title", name=d.view["players"][painter]["name"]) if painter is not None
            else say("options_none_title"))


Chip = tuple[Callable[[float, float, float], str], float]      # draw(x, y, size) and the chip's width


class ChipFlow(NamedTuple):
    """How an options panel lays its chips out in lines like words: the chips' ``size`` and the line's height
    above it, where the first line starts below the panel's top, the room after a group's label, where the label's
    baseline sits (times the size), and the gaps after a chip and after a group."""
    size: float
    line_extra: float
    top: float
    label_gap: float
    label_baseline: float
    chip_gap: float
    group_gap: float


PAD = 12                 # the options panel's inner margin


def flow(groups: list[tuple[str, list[Chip]]], x, y, w, draw: bool, spacing: ChipFlow) -> tuple[str, float]:
    """Lay the labelled groups of chips out in lines; returns the SVG (when ``draw``) and the height used, the
    panel's title included. A group's label stays on the line of its first chip."""
    size = spacing.size
    line_h = size + spacing.line_extra
    left, right = x + PAD, x + w - PAD
    at_x, at_y = left, y + spacing.top
    out = []
    for label, chips in groups:
        label_w = _width(label, 11) + spacing.label_gap
        if at_x + label_w + chips[0][1] > right and at_x > left:
            at_x, at_y = left, at_y + line_h
        if draw:
            out.append(_text(at_x, at_y + size * spacing.label_baseline, label, 11, INK, weight="bold"))
        at_x += label_w
        for draw_chip, chip_w in chips:
            if at_x + chip_w > right:
                at_x, at_y = left + 14, at_y + line_h
            if draw:
                out.append(draw_chip(at_x, at_y, size))
            at_x += chip_w + spacing.chip_gap
        at_x += spacing.group_gap
    return "".join(out), at_y - y + line_h + 6


class OptionsPanel(NamedTuple):
    """A board's options panel: every legal action of the viewer that no other part of the table drew, each one
    chip, in labelled groups that flow like words; with nothing to choose there, a line of hint. A game gives its
    panel frame (``panel(x, y, w, h, title, hot)``), its words (``say``), its groups of chips, their spacing, its
    hint and the hint's depth below the panel's top."""
    frame: Callable[..., str]
    say: Callable[..., str]
    groups: Callable[[Drawing], list[tuple[str, list[Chip]]]]
    spacing: Callable[[], ChipFlow]
    hint: Callable[[Drawing], str]
    hint_y: Callable[[], float]

    def height(self, d: Drawing, width: float) -> float:
        """How tall the panel must be for the actions left to draw."""
        return flow(self.groups(d), 0, 0, width, False, self.spacing())[1]

    def draw(self, d: Drawing, x, y, w, h) -> str:
        """The panel and its chips, or its hint."""
        out = [self.frame(x, y, w, h, options_title(d, self.say), bool(d.actions))]
        if d.actions:
            out.append(flow(self.groups(d), x, y, w, True, self.spacing())[0])
        else:
            out.append(_text(x + PAD, y + self.hint_y(), self.hint(d), 11, SOFT))
        return "".join(out)
