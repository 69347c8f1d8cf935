"""Actions of Azul: Summer Pavilion: small immutable values, each with a short text form that parses back.

Every decision of the game is one of these values. ``str(action)`` gives the compact form and
:func:`parse_action` turns it back into the value::

    take 3 red             phase 1: all red tiles of factory 3 (and one wild tile if it holds any)
    take centre yellow     phase 1: all yellow tiles of the centre (and one wild tile)
    place green-4 green +3 phase 2: a green tile on green-4, paid with 1 green and 3 wild tiles
    bonus red              a supply tile owed for a completed structure
    pass keep green,red    phase 2: pass, keeping these tiles on the corners ("pass": keep none)
    draw red               chance: the colour of a tile drawn from the bag

Colours and spaces are named as in the data (``data/azul_sp``); the game checks them. Each value ends with a
``tag`` field (the first word), which keeps kinds apart: ``Bonus("red") != Draw("red")``.
"""
from __future__ import annotations

from typing import NamedTuple

from .errors import UnreadableAction

CENTRE = 0               # Take.source of the centre of the table; factories are 1..F


class Take(NamedTuple):
    """Phase 1: take every tile of ``colour`` from ``source`` (0 the centre, 1..F a factory), plus exactly one wild
    tile if the source holds any; ``colour`` is the wild colour only when the source holds nothing else."""
    source: int
    colour: str
    tag: str = "take"

    def __str__(self):
        return f"take {'centre' if self.source == CENTRE else self.source} {self.colour}"


class Place(NamedTuple):
    """Phase 2: lay a ``colour`` tile on ``space`` (``"orange-3"``), paying its cost with ``wilds`` wild tiles and
    the rest in ``colour``."""
    space: str
    colour: str
    wilds: int = 0
    tag: str = "place"

    def __str__(self):
        return f"place {self.space} {self.colour}" + (f" +{self.wilds}" if self.wilds else "")


class Bonus(NamedTuple):
    """Take one tile of ``colour`` from the supply, owed for a completed structure."""
    colour: str
    tag: str = "bonus"

    def __str__(self):
        return f"bonus {self.colour}"


class Pass(NamedTuple):
    """Phase 2: pass for the rest of the round, keeping the tiles ``keep`` (colour names, sorted) on the corners
    and discarding the rest of the hand."""
    keep: tuple[str, ...] = ()
    tag: str = "pass"

    def __str__(self):
        return "pass keep " + ",".join(self.keep) if self.keep else "pass"


class Draw(NamedTuple):
    """Chance: the colour of the tile drawn from the bag for the pending draw."""
    item: str
    tag: str = "draw"

    def __str__(self):
        return f"draw {self.item}"


ACTION_TYPES = (Take, Place, Bonus, Pass, Draw)
Action = Take | Place | Bonus | Pass | Draw


def parse_action(text: str) -> Action:
    """The action written ``text`` (its ``str``); :class:`UnreadableAction` (a ValueError) says what is wrong."""
    if not isinstance(text, str):
        raise UnreadableAction("not_text", type=type(text).__name__)
    words = text.split()
    word, rest = (words[0], words[1:]) if words else ("", [])
    if word == "take" and len(rest) == 2:
        if rest[0] != "centre" and not rest[0].isdigit():
            raise UnreadableAction("azul_not_a_source", text=repr(text), source=repr(rest[0]))
        return Take(CENTRE if rest[0] == "centre" else int(rest[0]), rest[1])
    if word == "place" and len(rest) in (2, 3):
        wilds = 0
        if len(rest) == 3:
            if not rest[2].startswith("+") or not rest[2][1:].isdigit():
                raise UnreadableAction("azul_wilds_form", text=repr(text))
            wilds = int(rest[2][1:])
        return Place(rest[0], rest[1], wilds)
    if word == "bonus" and len(rest) == 1:
        return Bonus(rest[0])
    if word == "pass" and not rest:
        return Pass()
    if word == "pass" and len(rest) == 2 and rest[0] == "keep":
        return Pass(tuple(sorted(c for c in rest[1].split(",") if c)))
    if word == "draw" and len(rest) == 1:
        return Draw(rest[0])
    raise UnreadableAction("azul_unknown_form", text=repr(text))
