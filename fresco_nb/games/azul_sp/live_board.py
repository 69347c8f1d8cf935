"""Azul: Summer Pavilion's live board (the game protocol's :class:`~fresco_nb.games.protocol.LiveBoard`): its
drawing with every legal action clickable (:mod:`.board`), and the rule behind each part that stands for no
action. Every decision of Azul is one click, so none is built by several."""
from __future__ import annotations

from .board import LAYOUTS, board_svg
from .board.words import space_looks

SPACE_RULE = "A-PLACE-3"          # a diamond space of a player's board (look <star>-<n>): what laying there costs


class AzulLiveBoard:
    """Azul's answers to the live board's questions (see the protocol's ``LiveBoard``)."""

    layouts = tuple(layout for layout in LAYOUTS if layout != "print")    # "notebook" (the notebook's), "projector"
    watch_rule = "A-HID-1"

    def svg(self, game, who, layout: str, picks: dict) -> str:
        return board_svg(game, who, layout=layout, highlight=True)

    def look(self, game, who, part: str) -> tuple[str, str, str]:
        return SPACE_RULE, space_looks(game).get(part, part), ""

    def several_ways(self, text: str) -> str:
        return SPACE_RULE

    def builds(self, text: str, legal) -> bool:
        return False

    def pick(self, game, seat, legal, text: str, picks: dict):
        raise ValueError("Azul builds no decision by several clicks")

    def draft(self, game, picks: dict) -> tuple[str, str]:
        raise ValueError("Azul builds no decision by several clicks")


LIVE_BOARD = AzulLiveBoard()
