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

Each type is declared with the kit's :func:`fresco_nb.games.actions.action`: a last ``tag`` field (its first word)
keeps kinds apart, ``Give("R-m") != Discard("R-m")``, and a type whose fields are text is written and read as its
word and its fields.
"""
from __future__ import annotations

from ..actions import action, forms, read_action
from .errors import UnreadableAction

TILE_SOURCE = "tile"          # a Colour tile supplies the paint
TYPES = ("M", "W")            # the symbol types of an exchange


@action("demand")
class Demand:
    """Use a Demand tile, naming the paint ``colour`` (C-ACT-3)."""
    colour: str


@action("continue")
class Continue:
    """Go on without using a Demand tile (before phase 1, or at the start of phase 3)."""


@action("pass")
class Pass:
    """Phase 2: pass (C-TURN-4)."""


@action("double")
class Double:
    """Phase 2: use a Double-action tile: exchange, then restore up to two frescoes (C-ACT-4)."""


@action("lay")
class Lay:
    """Exchange: lay one hand card of kind ``card`` out (C-EXCH-1)."""
    card: str


@action("trade")
class Trade:
    """Exchange: the laid-out set is complete; draw for it (C-RUL-8)."""


@action("use")
class Use:
    """Exchange: resolve one laid-out card of kind ``card`` with its ``type`` ("M" or "W") symbols (C-EXCH-2, 5)."""
    card: str
    type: str


@action("name")
class Name:
    """Exchange: the next W symbol draws from workshop ``pile`` (1, 2 or 3) (C-EXCH-4)."""
    pile: int

    @classmethod
    def read(cls, words: list[str], text: str):
        if len(words) != 1:
            return None
        if not words[0].isdigit():
            raise UnreadableAction("cards_pile_form", text=repr(text))
        return cls(int(words[0]))


@action("restore")
class Restore:
    """Restore the face-up fresco ``fresco``: ``supplies`` one per paint it needs, in its order (a card kind, two
    mixing kinds "A+B", or "tile"), and ``turns`` Turn+1 tiles spent on it (C-REST-1..6)."""
    fresco: str
    supplies: tuple[str, ...]
    turns: int = 0

    def __str__(self):
        return f"restore {self.fresco} {' '.join(self.supplies)}" + (f" +{self.turns}" if self.turns else "")

    @classmethod
    def read(cls, words: list[str], text: str):
        if len(words) < 2:
            return None
        turns = 0
        if words[-1].startswith("+"):
            if not words[-1][1:].isdigit():
                raise UnreadableAction("cards_turns_form", text=repr(text))
            turns, words = int(words[-1][1:]), words[:-1]
        return cls(words[0], tuple(words[1:]), turns)


@action("reward")
class Reward:
    """Take the face-up action tile of kind ``tile`` (C-REST-8)."""
    tile: str


@action("done")
class Done:
    """End the restore action (C-REST-10)."""


@action("give")
class Give:
    """Give the demanded card: one of kind ``card`` (C-ACT-3)."""
    card: str


@action("discard")
class Discard:
    """Phase 3: discard one card of kind ``card`` over the hand limit (C-TURN-6)."""
    card: str


@action("draw")
class Draw:
    """Chance: what the pending draw brings (a card kind, a fresco, an action-tile kind or a favourite paint)."""
    item: str


ACTION_TYPES = (Demand, Continue, Pass, Double, Lay, Trade, Use, Name, Restore, Reward, Done, Give, Discard, Draw)
_FORMS = forms(ACTION_TYPES)


def parse_action(text: str):
    """The action written ``text`` (its ``str``); :class:`UnreadableAction` (a ValueError) says what is wrong."""
    found = read_action(text, _FORMS)
    if found is None:
        raise UnreadableAction("cards_unknown_form", text=repr(text))
    return found
