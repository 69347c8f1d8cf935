"""Chance: the random draws of setup and round preparation, as explicit steps (R-SET-2, R-SET-4, R-SET-5, R-PREP-1).

A pending draw is ``(kind, target)`` in ``State.draws``: ``start`` (a painter onto start space S_target),
``fresco`` (a tile onto part ``target``), ``remove`` (module 3: a base tile out of the game), ``stall`` (a market
tile from the bag into stall ``target``) or a module's own kind (:data:`plugins.DRAWS`, e.g. ``portrait``: module 1
stacks its deck).
Each outcome of a draw is equally likely.
"""
from __future__ import annotations

import random

from .actions import Draw
from .plugins import DRAWS
from .state import START_KEY, State


def pool(s: State, kind: str, target=None) -> list[int]:
    """What the pending draw of this kind picks from: seats, fresco tile indices or bag tiles."""
    if kind == "stall":
        return s.bag
    if kind == "start":
        return [p.seat for p in s.players if p.pos == 0]
    if kind in DRAWS:
        return DRAWS[kind].pool(s, target)
    if kind == "remove":
        tiles = s.tables.fresco_tiles
        return [t for t in s.fresco_pool if not tiles[t].blend]
    return s.fresco_pool


def outcomes(s: State) -> list[Draw]:
    """The possible outcomes of the pending draw, each equally likely (named as the log and saves write them:
    P1.. for seats, else the tile or card id; see ``Tables.draw_outcomes``)."""
    kind, target = s.draws[0]
    named = s.tables.draw_outcomes[kind]
    return [named[i] for i in pool(s, kind, target)]


def pick(s: State, rng: random.Random) -> int:
    """An outcome of the pending draw picked at random, each equally likely."""
    kind, target = s.draws[0]
    return rng.choice(pool(s, kind, target))


def outcome(s: State, index: int) -> Draw:
    """The Draw of the pending draw's outcome ``index``, as the log and saves name it."""
    return s.tables.draw_outcomes[s.draws[0][0]][index]


def index_of(s: State, item: str) -> int:
    """The pool index named ``item``, or -1 if the pending draw cannot give it."""
    kind, target = s.draws[0]
    named = s.tables.draw_outcomes[kind]
    return next((i for i in pool(s, kind, target) if named[i].item == item), -1)


def resolve(s: State, index: int) -> None:
    """Carry out the pending draw with the given outcome."""
    kind, target = s.draws.pop(0)
    if kind == "stall":
        s.bag.remove(index)
        s.stalls[target].append(index)
        s.note("R-PREP-1" if s.round else "R-SET-4", "stall_fill", target, index)
    elif kind == "start":
        s.players[index].pos = START_KEY + target
        s.note("R-SET-2", "start", index, target)
    elif kind in DRAWS:
        DRAWS[kind].resolve(s, target, index)
    elif kind == "remove":
        s.fresco_pool.remove(index)
        s.note("R-BLD-1", "tile_removed", index)
    else:
        s.fresco_pool.remove(index)
        s.fresco[target] = index
        s.note("R-SET-5", "fresco_tile", target, index)
    if kind == "stall" and not s.bag:
        s.draws = [d for d in s.draws if d[0] != "stall"]
