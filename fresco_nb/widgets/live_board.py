"""What a live board of any game reads from the public API — who decides now and the viewer's legal actions
(:func:`due_for`) — and the live board of a game that declares none (the game protocol's ``live_board()`` gives
None): its ``board_svg`` as it is, every legal action taken by its text, no decision built by several clicks."""
from __future__ import annotations

from typing import NamedTuple


class Due(NamedTuple):
    """Who decides now and, when ``who`` is that seat (or the teacher, ``"full"``), the legal actions: ``seat``
    the seat whose decision the viewer makes (None: the viewer makes none), ``legal`` the actions' texts and
    ``options`` their values in the same order."""
    kind: str
    seat: int | None
    legal: tuple[str, ...]
    options: tuple


def due_for(game, who) -> Due:
    """What the viewer ``who`` may decide now (a draw only in the teacher's view; while every seat decides at
    once, each seat its own)."""
    decision, turn = game.decision, game.turn
    if decision.kind == "over":
        return Due("over", None, (), ())
    seats = decision.seats
    if decision.kind == "chance":
        seat = None
        options = tuple(game.legal_actions()) if who == "full" else ()
    elif turn.kind == "simultaneous":
        seat = who if _is_seat(who) and who in seats else seats[0] if who == "full" and seats else None
        options = tuple(game.legal_actions(seat)) if seat is not None else ()
    else:
        seat = seats[0] if who == "full" or (_is_seat(who) and who == seats[0]) else None
        options = tuple(game.legal_actions(seat)) if seat is not None else ()
    return Due(decision.kind, seat, tuple(map(str, options)), options)


def _is_seat(who) -> bool:
    return isinstance(who, int) and not isinstance(who, bool)


class PlainLiveBoard:
    """A :class:`~fresco_nb.games.protocol.LiveBoard` made of a game module's ``board_svg`` alone."""

    layouts = ("notebook", "projector")
    watch_rule = ""

    def __init__(self, module):
        self._module = module

    def svg(self, game, who, layout: str, picks: dict) -> str:
        return self._module.board_svg(game, who, None if layout == self.layouts[0] else layout)

    def look(self, game, who, part: str) -> tuple[str, str, str]:
        return "", part, ""

    def several_ways(self, text: str) -> str:
        return ""

    def builds(self, text: str, legal) -> bool:
        return False

    def pick(self, game, seat, legal, text: str, picks: dict):
        raise ValueError(f"{self._module.TITLE} builds no decision by several clicks")

    def draft(self, game, picks: dict) -> tuple[str, str]:
        raise ValueError(f"{self._module.TITLE} builds no decision by several clicks")


def phase_of(game, view: dict | None = None) -> str:
    """The phase a game is in, as a key: its public view's ``"phase"`` where the game shows one, else the kind of
    the decision due (a game whose turns have no named phases, like the card game)."""
    view = game.view("public") if view is None else view
    return view.get("phase") or game.decision.kind


def has_moods(view: dict) -> bool:
    """True if the game tracks a mood per painter (its public view gives the players a ``"mood"``)."""
    return any(player.get("mood") is not None for player in view["players"])
