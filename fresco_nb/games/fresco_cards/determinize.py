"""A deal consistent with one seat's view (the protocol's ``determinize``): everything that seat cannot see is dealt
anew (C-HID-1, C-HID-2).

The seat's own hand, the public table (with the switch of C-RUL-6 the top card of each workshop pile, kept apart
from its deck) and the private notes stay. The other hands and the face-down decks are pooled per pile (market,
workshop I..III) and dealt again at random, each hand keeping how many cards of each pile it holds (what everyone
saw it draw, C-HID-2). A seat still to answer a Demand keeps its hand, since its choice is due now. The future
draws are re-seeded.
"""
from __future__ import annotations

import random

from .state import PILES


def redeal(game, keep: set[int], rng: random.Random):
    """A copy of ``game`` whose hands outside ``keep`` and whose decks are dealt anew from ``rng``."""
    dealt = game.clone()
    s = dealt.state
    t = s.tables
    keep = set(keep) | set(s.owing)
    others = [p for p in s.players if p.seat not in keep]
    for pile in PILES:
        kinds = [k for k, c in enumerate(t.cards) if c.pile == pile]
        pool = [k for k in kinds for _ in range(s.decks[pile][k] + sum(p.hand[k] for p in others))]
        rng.shuffle(pool)
        for p in others:
            held = sum(p.hand[k] for k in kinds)
            for k in kinds:
                p.hand[k] = 0
            for k in pool[:held]:
                p.hand[k] += 1
            del pool[:held]
        for k in kinds:
            s.decks[pile][k] = 0
        for k in pool:
            s.decks[pile][k] += 1
    dealt._chance = random.Random(rng.getrandbits(64))
    dealt._settle()
    return dealt
