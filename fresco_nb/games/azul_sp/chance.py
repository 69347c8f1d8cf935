"""Chance: the tiles drawn from the bag, as explicit steps (A-SET-5, A-PLACE-15, A-ROUND-2, A-RUL-2, A-RUL-3, A-RUL-7,
A-RUL-8).

A pending draw is ``(kind, target)`` in ``State.draws``: ``("supply", space)`` fills a supply space,
``("factory", f)`` puts one tile on factory ``f`` (0-based), ``("bonus", seat)`` gives a seat a bonus tile the supply
could not pay (with the switch of A-RUL-2). The outcome is the colour drawn; the bag is a multiset,
so its listing (:func:`outcomes`) holds one entry per tile in the bag, each equally likely. Only the outcome of a
future draw is hidden (A-HID-3).
"""
from __future__ import annotations

import random

from .actions import Draw
from .state import State

# the rule that leaves a draw of each kind unmade when the bag and the tower are empty
NOTHING_TO_DRAW = {"supply": "A-RUL-3", "factory": "A-ROUND-2", "bonus": "A-RUL-3"}


def prepare(s: State) -> bool:
    """Make the first pending draw possible: an empty bag is filled from the tower (A-RUL-7); a draw that neither
    can feed is dropped, its space, factory or bonus left empty (A-RUL-3, A-ROUND-2). True if a draw is due."""
    while s.draws:
        if any(s.bag):
            return True
        if any(s.tower):
            s.note("A-RUL-7", "tower_poured", sum(s.tower))
            s.bag = s.tower
            s.tower = [0] * len(s.bag)
            return True
        kind, _ = s.draws[0]
        left = [d for d in s.draws if d[0] != kind]
        s.note(NOTHING_TO_DRAW[kind], "nothing_to_draw", kind, len(s.draws) - len(left))
        s.draws = left
    return False


def outcomes(s: State) -> tuple:
    """The outcomes of the pending draw: a Draw per tile in the bag (so each is equally likely)."""
    names = s.tables.draw_outcomes
    return tuple(names[c] for c, n in enumerate(s.bag) for _ in range(n))


def pick(s: State, rng: random.Random) -> int:
    """A colour drawn at random from the bag, as likely as its share of the bag."""
    r = rng.randrange(sum(s.bag))
    for colour, n in enumerate(s.bag):
        if r < n:
            return colour
        r -= n
    raise AssertionError("unreachable: r < sum(bag)")


def index_of(s: State, item: str) -> int:
    """The colour named ``item`` (a draw already checked to be possible)."""
    return s.tables.colour_index[item]


def outcome(s: State, colour: int) -> Draw:
    """The Draw of a tile of ``colour``, as the history, the log and saves name it."""
    return s.tables.draw_outcomes[colour]


def resolve(s: State, colour: int) -> None:
    """Carry out the pending draw with a tile of ``colour`` from the bag."""
    kind, target = s.draws.pop(0)
    s.bag[colour] -= 1
    if kind == "supply":
        s.supply[target] = colour
        s.note("A-PLACE-15" if s.phase != "setup" else "A-SET-5", "supply_fill", target, colour)
    elif kind == "bonus":
        p = s.players[target]
        p.hand[colour] += 1
        p.bonus_tiles += 1
        s.note("A-RUL-2", "bonus_drawn", target, colour)
    else:
        s.factories[target][colour] += 1
        s.note("A-ROUND-2" if s.phase != "setup" else "A-SET-5", "factory_fill", target, colour)
