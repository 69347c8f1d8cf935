"""Passing (A-PLACE-16): up to 4 hand tiles onto the corners, the rest to the tower at a point each; no more turns
this round."""
from __future__ import annotations

from functools import lru_cache

from .actions import Pass
from .errors import IllegalAction
from .round_end import end_turn
from .state import State


def options(s: State, seat: int) -> tuple:
    """Every way to pass: each choice of at most ``corners`` hand tiles to keep (A-PLACE-16)."""
    t = s.tables
    room = t.data.corners
    return _keeps(tuple([n if n < room else room for n in s.players[seat].hand]), room, t.colours)


@lru_cache(maxsize=20_000)     # hands capped at the corners' room: at most 5**6 of them
def _keeps(hand: tuple[int, ...], corners: int, colours: tuple[str, ...]) -> tuple[Pass, ...]:
    """The Pass of every multiset of at most ``corners`` tiles from ``hand`` (each count capped at ``corners``:
    holding more of a colour opens no other choice), keeping the most first."""
    by_name = sorted(range(len(colours)), key=colours.__getitem__)    # kept tiles are listed in name order
    found: list[tuple[str, ...]] = []

    def choose(k: int, room: int, kept: tuple[str, ...]) -> None:
        if k == len(by_name) or not room:
            found.append(kept)
            return
        colour = by_name[k]
        for n in range(min(hand[colour], room), -1, -1):
            choose(k + 1, room - n, kept + (colours[colour],) * n)

    choose(0, corners, ())
    found.sort(key=len, reverse=True)
    return tuple(Pass(kept) for kept in found)


def why_not(s: State, seat: int, action: Pass) -> IllegalAction:
    """Why a pass is refused: too many kept tiles, or tiles not in the hand."""
    t = s.tables
    p = s.players[seat]
    if len(action.keep) > t.data.corners:
        return IllegalAction("A-PLACE-16", "azul_corners_room", corners=t.data.corners, kept=len(action.keep))
    for name in sorted(set(action.keep)):
        if name not in t.colour_index:
            return IllegalAction("A-PLACE-16", "azul_no_colour", colour=repr(name), colours=", ".join(t.colours))
        if action.keep.count(name) > p.hand[t.colour_index[name]]:
            return IllegalAction("A-PLACE-16", "azul_keep_not_held", name=p.name, held=p.hand[t.colour_index[name]],
                                 colour=name)
    return IllegalAction("A-PLACE-16", "not_possible_now", action=str(action))


def pass_turn(s: State, seat: int, action: Pass) -> None:
    """Keep the chosen tiles on the corners, discard the rest of the hand to the tower, lose a point per tile
    discarded (A-PLACE-16, A-SCORE-2), and take no more turns this round."""
    t = s.tables
    p = s.players[seat]
    for name in action.keep:
        c = t.colour_index[name]
        p.hand[c] -= 1
        p.corners[c] += 1
    discarded = sum(p.hand)
    for c, n in enumerate(p.hand):
        s.tower[c] += n
        p.hand[c] = 0
    lost = s.lose(seat, discarded * t.data.discard_penalty)
    p.passed = True
    s.note("A-PLACE-16", "pass", seat, len(action.keep), discarded, lost)
    end_turn(s)
