"""Chance: every draw as an explicit step (C-SET-2..8, C-TURN-2, C-EXCH-3/4/9, C-REST-10, C-FAV-3, C-RUL-3/4/24).

A pending draw is a tuple in ``State.draws``: ``("hand", seat, pile, rule)`` a card into a hand (logged under
``rule``), ``("fresco", slot)`` and ``("tile", slot)`` a display slot, ``("favourite",)`` the favourite-colour
tile, ``("top", pile)`` the card turned face up on a workshop pile (the switch of C-RUL-6). A face-down pile is a
multiset, so drawing its top card is drawing one of its cards at random: :func:`outcomes` lists one ``Draw`` per
card (each as likely). Only the drawer sees a card drawn into a hand (C-HID-2); from a face-up pile the drawer
takes the public top card (one outcome), and the next card is turned up at once.
"""
from __future__ import annotations

import random

from .actions import Draw
from .state import State


def source(s: State, draw: tuple) -> list[int]:
    """The counts the draw ``draw`` comes from."""
    kind = draw[0]
    if kind == "hand":
        return _top(s, draw[2]) if s.face_up(draw[2]) else s.decks[draw[2]]
    if kind == "top":
        return s.decks[draw[1]]
    if kind == "fresco":
        return s.fresco_deck
    return s.tile_stack if kind == "tile" else s.favourite_stack


def _top(s: State, pile: int) -> list[int]:
    """The face-up top card of ``pile`` as counts (all 0 when the pile is empty)."""
    counts = [0] * len(s.tables.cards)
    if s.tops[pile] is not None:
        counts[s.tops[pile]] = 1
    return counts


def prepare(s: State) -> bool:
    """Make the first pending draw possible: an empty deck takes its shuffled discard (C-EXCH-9, only when a draw is
    due, C-RUL-4), whose first card is turned up on a face-up pile (C-RUL-6); a draw nothing can feed is dropped
    (C-RUL-3, C-RUL-5, C-RUL-10, C-RUL-11, C-FAV-1; a face-up pile left empty shows no top). True if a draw is
    due."""
    while s.draws:
        draw = s.draws[0]
        if any(source(s, draw)):
            return True
        if draw[0] == "hand" and any(s.discards[draw[2]]):
            reshuffle(s, draw[2])
            if s.face_up(draw[2]):
                s.draws.insert(0, ("top", draw[2]))
            return True
        s.draws.pop(0)
        if draw[0] == "top":
            continue
        rule = {"hand": "C-RUL-3" if draw[0] == "hand" and draw[2] == 0 else "C-RUL-5", "fresco": "C-RUL-10",
                "tile": "C-RUL-11", "favourite": "C-FAV-1"}[draw[0]]
        s.note(rule, "nothing_to_draw", draw[0], draw[2] if draw[0] == "hand" else None)
    return False


def reshuffle(s: State, pile: int) -> None:
    """The discard of ``pile`` becomes its face-down deck (C-EXCH-9)."""
    s.note("C-EXCH-9", "reshuffle", pile, sum(s.discards[pile]))
    deck = s.decks[pile]
    for kind, n in enumerate(s.discards[pile]):
        deck[kind] += n
    s.discards[pile] = [0] * len(deck)


def names(s: State, draw: tuple) -> tuple[str, ...]:
    """The item names of a draw's source, by index."""
    t = s.tables
    kind = draw[0]
    if kind in ("hand", "top"):
        return tuple(c.name for c in t.cards)
    if kind == "fresco":
        return tuple(f.name for f in t.frescoes)
    return tuple(x.name for x in t.tiles) if kind == "tile" else t.paints


def outcomes(s: State) -> tuple:
    """The outcomes of the pending draw: a Draw per card or tile in its source (so each is equally likely)."""
    draw = s.draws[0]
    labels = names(s, draw)
    return tuple(Draw(labels[i]) for i, n in enumerate(source(s, draw)) for _ in range(n))


def pick(s: State, rng: random.Random) -> int:
    """The index of an item drawn at random from the pending draw's source."""
    counts = source(s, s.draws[0])
    r = rng.randrange(sum(counts))
    for index, n in enumerate(counts):
        if r < n:
            return index
        r -= n
    raise AssertionError("unreachable: r < sum(counts)")


def index_of(s: State, item: str) -> int | None:
    """The index of ``item`` in the pending draw's source if one is there, else None."""
    labels = names(s, s.draws[0])
    if item not in labels:
        return None
    index = labels.index(item)
    return index if source(s, s.draws[0])[index] else None


def outcome(s: State, index: int) -> Draw:
    """The Draw of item ``index`` of the pending draw's source, as the history and saves name it."""
    return Draw(names(s, s.draws[0])[index])


def resolve(s: State, index: int) -> None:
    """Carry out the pending draw with item ``index`` of its source."""
    draw = s.last_draw = s.draws.pop(0)
    counts = source(s, draw)
    counts[index] -= 1
    kind = draw[0]
    if kind == "hand":
        _, seat, pile, rule = draw
        s.players[seat].hand[index] += 1
        s.note(rule, "draw_card", seat, pile, *([index] if s.face_up(pile) else []))   # a face-up top is public
        if s.tables.rulings["eager_reshuffle"] and not any(s.decks[pile]) and any(s.discards[pile]):
            reshuffle(s, pile)
        if s.face_up(pile):
            s.tops[pile] = None
            s.draws.insert(0, ("top", pile))
    elif kind == "top":
        s.tops[draw[1]] = index
        s.note("C-RUL-6", "top_up", draw[1], index)
    elif kind == "fresco":
        s.fresco_display[draw[1]] = index
        s.note("C-SET-4" if s.round == 0 else "C-REST-10", "fresco_up", draw[1], index)
    elif kind == "tile":
        s.tile_display[draw[1]] = index
        s.note("C-SET-6" if s.round == 0 else "C-REST-10", "tile_up", draw[1], index)
    else:
        s.favourite = index
        s.note("C-SET-5" if s.round == 0 else "C-FAV-3", "favourite_up", index)
