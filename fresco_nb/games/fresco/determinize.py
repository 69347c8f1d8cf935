"""A Fresco position dealt anew for one seat (R-HID-1): the game protocol's ``determinize``, what the search bot
plays out.

In a copy of the game (``game.clone()``) everything the seat cannot see is re-drawn: the other painters' paints and
thalers (behind their large screens): typical amounts for the round (from heuristic self-play), or the setup's before
anyone has bought or earned anything; their plans while planning is still secret (R-PLAN-2): taken back, so the
playout policy plans for them after the seat's own candidate plan, without seeing it; the portrait deck order within
each deck (R-POR-1); and the chance stream, so future bag draws and refills (the bag order) are sampled afresh.
Every hidden value is overwritten before any of it is used, so two games that differ only in what the seat cannot
see give the same copy.
"""
from __future__ import annotations

import random

from .data import PAINTS

# typical thalers and paints at the start of a round (heuristic self-play, 2-4 players): (mean, sd) by round
THALERS = {1: (12, 0), 2: (8.3, 2.7), 3: (7.4, 3.6), 4: (9.9, 4.5), 5: (12.7, 5.4), 6: (16.7, 6.5), 7: (22.6, 7.5)}
PAINT_COUNT = {1: (3, 0), 2: (4.7, 1.8), 3: (5.8, 2.7), 4: (6.8, 3.0), 5: (7.0, 3.4), 6: (7.4, 3.1), 7: (7.5, 2.9)}
PAINT_MIX = (0.215, 0.236, 0.225, 0.11, 0.126, 0.088)      # R Y B O G V


def determinize(game, seat: int, rng: random.Random):
    """A copy of ``game`` in which everything ``seat`` cannot see is drawn anew (R-HID-1)."""
    g = game.clone()
    s = g.state
    s.record = False
    s.log = []
    g._chance = random.Random(rng.getrandbits(64))          # future draws: the bag order is unknown
    s.bag.sort()                                             # only its contents are public
    r = min(max(s.round, 1), 7)
    planning = s.phase == "plan"
    untouched = s.round <= 1 and s.phase in ("setup", "wake", "plan")     # nobody has bought or earned yet
    data = game.data
    for p in s.players:
        if p.seat == seat or p.automaton:
            continue
        paints = [0] * len(p.paints)
        if untouched:                                        # the setup's thalers and paints (R-SET-8)
            p.thalers = data.start_thalers
            for paint in data.start_paints:
                paints[PAINTS.index(paint)] += 1
        else:
            mean, sd = THALERS[r]
            p.thalers = max(0, int(round(rng.gauss(mean, sd))))
            mean, sd = PAINT_COUNT[r]
            for _ in range(max(0, int(round(rng.gauss(mean, sd))))):
                paints[_pick(rng)] += 1
        p.paints = paints
        if planning and p.plan is not None:                  # secret until all have planned (R-PLAN-2)
            p.plan = None
    if s.portrait_deck:                                      # the order within each deck is unknown (R-POR-1)
        cards = game.data.portraits
        deck = s.portrait_deck
        for letter in sorted({cards[c].deck for c in deck}):      # (a set's order changes between processes)
            spots = [i for i, c in enumerate(deck) if cards[c].deck == letter]
            chosen = sorted(deck[i] for i in spots)
            rng.shuffle(chosen)
            for i, c in zip(spots, chosen):
                deck[i] = c
    g._state_edited()                                        # paints and plans changed: settle the decision anew
    return g


def _pick(rng: random.Random) -> int:
    x = rng.random()
    for i, w in enumerate(PAINT_MIX):
        x -= w
        if x < 0:
            return i
    return len(PAINT_MIX) - 1
