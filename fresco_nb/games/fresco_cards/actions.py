"""Actions of Fresco: the card game: small immutable values whose text form parses back (:func:`parse_action`).

Cards and tiles are named by their kind, as in the data (``data/fresco_cards``): cards of one kind are alike in
play. Paints are the data's codes (R Y B O G P)::

    demand G                         use a Demand tile, naming green (C-ACT-3)
    continue                         go on: to phase 1 (before it) or to the refill (at the start of phase 3)
    pass                             phase 2: do nothing (C-TURN-4)
    double                           phase 2: use a Double-action tile (C-ACT-4)
    lay R-mix                        exchange: lay one card out (C-EXCH-1); "trade" when the set is complete
    trade                            exchange: the laid-out set is fixed, draw for it (C-RUL-8)
    use R-mix W                      exchange: resolve one laid-out card with its W (or M) symbols (C-EXCH-2, 5)
    name 2                           exchange: draw the next W symbol's card from workshop pile II (C-EXCH-4)
    restore F-06 R-m B-m Y-mix+B-mix +1   restore a face-up fresco: a supply per paint it needs, in its order
                                     (a card kind, two mixing kinds joined by +, or "tile" for a Colour tile),
                                     and the Turn+1 tiles spent (C-REST-1..6, C-ACT-2, C-ACT-5)
    reward turn                      take a face-up action tile (C-REST-8)
    done                             end the restore action (C-REST-10)
    give G-2m                        give the demanded card (C-ACT-3, out of turn)
    discard R-m                      phase 3: discard one card over the hand limit (C-TURN-6)
    draw R-m                         chance: what a draw brings (a card kind, fresco, tile kind or paint)

Each value ends with a ``tag`` field (its first word), which keeps kinds apart: ``Give("R-m") != Discard("R-m")``.
"""
from __future__ import annotations

from typing import NamedTuple

from .errors import UnreadableAction

TILE_SOURCE = "tile"          # a Colour tile supplies the paint
TYPES = ("M", "W")            # the symbol types of an exchange


class Demand(NamedTuple):
    """Use a Demand tile, naming the paint ``colour`` (C-ACT-3)."""
    colour: str
    tag: str = "demand"

    def __str__(self):
        return f"demand {self.colour}"


class Continue(NamedTuple):
    """Go on without using a Demand tile (before phase 1, or at the start of phase 3)."""
    tag: str = "continue"

    def __str__(self):
        return "continue"


class Pass(NamedTuple):
    """Phase 2: pass (C-TURN-4)."""
    tag: str = "pass"

    def __str__(self):
        return "pass"


class Double(NamedTuple):
    """Phase 2: use a Double-action tile: exchange, then restore up to two frescoes (C-ACT-4)."""
    tag: str = "double"

    def __str__(self):
        return "double"


class Lay(NamedTuple):
    """Exchange: lay one hand card of kind ``card`` out (C-EXCH-1)."""
    card: str
    tag: str = "lay"

    def __str__(self):
        return f"lay {self.card}"


class Trade(NamedTuple):
    """Exchange: the laid-out set is complete; draw for it (C-RUL-8)."""
    tag: str = "trade"

    def __str__(self):
        return "trade"


class Use(NamedTuple):
    """Exchange: resolve one laid-out card of kind ``card`` with its ``type`` ("M" or "W") symbols (C-EXCH-2, 5)."""
    card: str
    type: str
    tag: str = "use"

    def __str__(self):
        return f"use {self.card} {self.type}"


class Name(NamedTuple):
    """Exchange: the next W symbol draws from workshop ``pile`` (1, 2 or 3) (C-EXCH-4)."""
    pile: int
    tag: str = "name"

    def __str__(self):
        return f"name {self.pile}"


class Restore(NamedTuple):
    """Restore the face-up fresco ``fresco``: ``supplies`` one per paint it needs, in its order (a card kind, two
    mixing kinds "A+B", or "tile"), and ``turns`` Turn+1 tiles spent on it (C-REST-1..6)."""
    fresco: str
    supplies: tuple[str, ...]
    turns: int = 0
    tag: str = "restore"

    def __str__(self):
        return f"restore {self.fresco} {' '.join(self.supplies)}" + (f" +{self.turns}" if self.turns else "")


class Reward(NamedTuple):
    """Take the face-up action tile of kind ``tile`` (C-REST-8)."""
    tile: str
    tag: str = "reward"

    def __str__(self):
        return f"reward {self.tile}"


class Done(NamedTuple):
    """End the restore action (C-REST-10)."""
    tag: str = "done"

    def __str__(self):
        return "done"


class Give(NamedTuple):
    """Give the demanded card: one of kind ``card`` (C-ACT-3)."""
    card: str
    tag: str = "give"

    def __str__(self):
        return f"give {self.card}"


class Discard(NamedTuple):
    """Phase 3: discard one card of kind ``card`` over the hand limit (C-TURN-6)."""
    card: str
    tag: str = "discard"

    def __str__(self):
        return f"discard {self.card}"


class Draw(NamedTuple):
    """Chance: what the pending draw brings (a card kind, a fresco, an action-tile kind or a favourite paint)."""
    item: str
    tag: str = "draw"

    def __str__(self):
        return f"draw {self.item}"


ACTION_TYPES = (Demand, Continue, Pass, Double, Lay, Trade, Use, Name, Restore, Reward, Done, Give, Discard, Draw)
_BARE = {cls().tag: cls for cls in (Continue, Pass, Double, Trade, Done)}
_ONE_WORD = {cls("").tag: cls for cls in (Demand, Lay, Reward, Give, Discard, Draw)}


def parse_action(text: str):
    """The action written ``text`` (its ``str``); :class:`UnreadableAction` (a ValueError) says what is wrong."""
    if not isinstance(text, str):
        raise UnreadableAction("not_text", type=type(text).__name__)
    words = text.split()
    word, rest = (words[0], words[1:]) if words else ("", [])
    if word in _BARE and not rest:
        return _BARE[word]()
    if word in _ONE_WORD and len(rest) == 1:
        return _ONE_WORD[word](rest[0])
    if word == "use" and len(rest) == 2:
        return Use(rest[0], rest[1])
    if word == "name" and len(rest) == 1:
        if not rest[0].isdigit():
            raise UnreadableAction("cards_pile_form", text=repr(text))
        return Name(int(rest[0]))
    if word == "restore" and len(rest) >= 2:
        turns = 0
        if rest[-1].startswith("+"):
            if not rest[-1][1:].isdigit():
                raise UnreadableAction("cards_turns_form", text=repr(text))
            turns, rest = int(rest[-1][1:]), rest[:-1]
        return Restore(rest[0], tuple(rest[1:]), turns)
    raise UnreadableAction("cards_unknown_form", text=repr(text))
