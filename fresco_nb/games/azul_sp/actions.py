"""Actions of Azul: Summer Pavilion: small immutable values, each with a short text form that parses back.

Every decision of the game is one of these values. ``str(action)`` gives the compact form and
:func:`parse_action` turns it back into the value::

    take 3 red             phase 1: all red tiles of factory 3 (and one wild tile if it holds any)
    take centre yellow     phase 1: all yellow tiles of the centre (and one wild tile)
    place green-4 green +3 phase 2: a green tile on green-4, paid with 1 green and 3 wild tiles
    bonus red              a supply tile owed for a completed structure
    bonus-from-bag         the rest of the reward drawn from the bag, when it may be declined (A-RUL-2, A-RUL-4)
    pass keep green,red    phase 2: pass, keeping these tiles on the corners ("pass": keep none)
    draw red               chance: the colour of a tile drawn from the bag

Colours and spaces are named as in the data (``data/azul_sp``); the game checks them. Each type is declared
with the kit's :func:`fresco_nb.games.actions.action`: a last ``tag`` field (the first word) keeps kinds apart,
``Bonus("red") != Draw("red")``.
"""
from __future__ import annotations

from ..actions import action, forms, read_action
from .errors import UnreadableAction

CENTRE = 0               # Take.source of the centre of the table; factories are 1..F


@action("take")
class Take:
    """Phase 1: take every tile of ``colour`` from ``source`` (0 the centre, 1..F a factory), plus exactly one wild
    tile if the source holds any; ``colour`` is the wild colour only when the source holds nothing else."""
    source: int
    colour: str

    def __str__(self):
        return f"take {'centre' if self.source == CENTRE else self.source} {self.colour}"

    @classmethod
    def read(cls, words: list[str], text: str):
        if len(words) != 2:
            return None
        source, colour = words
        if source != "centre" and not source.isdigit():
            raise UnreadableAction("azul_not_a_source", text=repr(text), source=repr(source))
        return cls(CENTRE if source == "centre" else int(source), colour)


@action("place")
class Place:
    """Phase 2: lay a ``colour`` tile on ``space`` (``"orange-3"``), paying its cost with ``wilds`` wild tiles and
    the rest in ``colour``."""
    space: str
    colour: str
    wilds: int = 0

    def __str__(self):
        return f"place {self.space} {self.colour}" + (f" +{self.wilds}" if self.wilds else "")

    @classmethod
    def read(cls, words: list[str], text: str):
        if len(words) not in (2, 3):
            return None
        wilds = words[2] if len(words) == 3 else "+0"
        if not wilds.startswith("+") or not wilds[1:].isdigit():
            raise UnreadableAction("azul_wilds_form", text=repr(text))
        return cls(words[0], words[1], int(wilds[1:]))


@action("bonus")
class Bonus:
    """Take one tile of ``colour`` from the supply, owed for a completed structure."""
    colour: str


@action("bonus-from-bag")
class BonusFromBag:
    """Accept the rest of a reward the empty supply cannot pay: the tiles still owed are drawn from the bag. Offered
    only where the reward may also be declined (switches of A-RUL-2 and A-RUL-4, the last round)."""


@action("pass")
class Pass:
    """Phase 2: pass for the rest of the round, keeping the tiles ``keep`` (colour names, sorted) on the corners
    and discarding the rest of the hand."""
    keep: tuple[str, ...] = ()

    def __str__(self):
        return "pass keep " + ",".join(self.keep) if self.keep else "pass"

    @classmethod
    def read(cls, words: list[str], text: str):
        if not words:
            return cls()
        if len(words) == 2 and words[0] == "keep":
            return cls(tuple(sorted(c for c in words[1].split(",") if c)))
        return None


@action("draw")
class Draw:
    """Chance: the colour of the tile drawn from the bag for the pending draw."""
    item: str


ACTION_TYPES = (Take, Place, Bonus, BonusFromBag, Pass, Draw)
Action = Take | Place | Bonus | BonusFromBag | Pass | Draw
_FORMS = forms(ACTION_TYPES)


def parse_action(text: str) -> Action:
    """The action written ``text`` (its ``str``); :class:`UnreadableAction` (a ValueError) says what is wrong."""
    found = read_action(text, _FORMS)
    if found is None:
        raise UnreadableAction("azul_unknown_form", text=repr(text))
    return found
