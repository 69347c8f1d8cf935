"""The live board of a game that declares none (the game protocol's ``live_board()`` gives None): its
``board_svg`` as it is, every legal action taken by its text, no decision built by several clicks."""
from __future__ import annotations


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
