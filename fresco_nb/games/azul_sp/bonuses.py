"""Bonus tiles (A-PLACE-11 to A-PLACE-14, A-RUL-2, A-RUL-4): a placement that completes pillars, statues or windows
earns tiles from the supply at once, chosen one by one by the player. When the supply holds too few, the rest is
lost, or with the switch ``bonus_shortage_from_bag`` (A-RUL-2) drawn from the bag once the supply is taken. Where the
reward may be declined (A-RUL-4's house rule), an empty supply leaves the player to choose: the rest from the bag
(:class:`BonusFromBag`) or nothing (a pass)."""
from __future__ import annotations

from .actions import Bonus, BonusFromBag, Pass
from .errors import IllegalAction
from .round_end import end_turn
from .state import EMPTY, State


def reward(s: State, seat: int, space: int) -> bool:
    """Pay the structures that the tile on ``space`` completes (each only once, as tiles never leave the board:
    A-PLACE-12): the tiles owed add up (A-PLACE-11), capped at what the supply holds (A-PLACE-13, A-RUL-2) unless
    the switch draws the rest from the bag. True if the player now takes supply tiles (the decision "bonus")."""
    t = s.tables
    board = s.players[seat].board
    owed = 0
    for k in t.structures_of[space]:
        name, kind, tiles, spaces = t.structures[k]
        if all(board[i] != EMPTY for i in spaces):
            owed += tiles
            s.note("A-PLACE-11", "structure", seat, name, kind, tiles)
    if not owed:
        return False
    held = len(s.supply) - s.supply.count(EMPTY)
    if held < owed:
        if t.rulings["bonus_shortage_from_bag"]:
            s.note("A-RUL-2", "shortfall_drawn", seat, owed, held)
        else:
            s.note("A-PLACE-13", "shortfall", seat, owed, held)
            owed = held
    s.owed = owed
    if held or _bag_or_nothing(s):
        s.phase = "bonus"
        return True
    _draw_the_rest(s, seat)
    return False


def options(s: State, seat: int) -> tuple:
    """One Bonus per colour in the supply, or, once the supply is empty, the rest from the bag (only where it may be
    declined, :func:`_bag_or_nothing`); in the last round also passing, if the ruling makes the reward optional
    (A-RUL-4)."""
    found = tuple(s.tables.bonuses[c] for c in sorted(set(s.supply)) if c != EMPTY) or (FROM_BAG,)
    if optional(s):
        found += (Pass(),)
    return found


FROM_BAG = BonusFromBag()


def optional(s: State) -> bool:
    """The reward may be declined: only in the last round, and only with the house rule (A-RUL-4)."""
    return s.tables.rulings["bonus_optional_in_last_round"] and s.round == s.tables.data.rounds


def why_not(s: State, seat: int, action) -> IllegalAction:
    """Why a bonus choice is refused."""
    t = s.tables
    if isinstance(action, Pass):
        return IllegalAction("A-RUL-4", "azul_bonus_compulsory", owed=s.owed)
    if isinstance(action, BonusFromBag):
        return IllegalAction("A-RUL-2", "azul_supply_pays_first", held=len(s.supply) - s.supply.count(EMPTY))
    if action.colour not in t.colour_index:
        return IllegalAction("A-PLACE-11", "azul_no_colour", colour=repr(action.colour), colours=", ".join(t.colours))
    held = ", ".join(sorted({t.colours[c] for c in s.supply if c != EMPTY}))
    return IllegalAction("A-PLACE-11", "azul_supply_lacks", colour=action.colour, held=held)


def take(s: State, seat: int, action: Bonus) -> None:
    """One owed tile of the chosen colour from the supply to the hand (A-PLACE-14); when none is owed any more,
    the turn ends (A-PLACE-15)."""
    colour = s.tables.colour_index[action.colour]
    s.supply[s.supply.index(colour)] = EMPTY
    p = s.players[seat]
    p.hand[colour] += 1
    p.bonus_tiles += 1
    s.owed -= 1
    s.note("A-PLACE-14", "bonus_tile", seat, colour)
    if not s.owed or (supply_empty(s) and not _bag_or_nothing(s)):
        take_from_bag(s, seat, FROM_BAG)


def take_from_bag(s: State, seat: int, action: BonusFromBag) -> None:
    """The tiles still owed (only with the switch, A-RUL-2) are drawn from the bag; the turn ends (A-PLACE-15)."""
    _draw_the_rest(s, seat)
    _done(s)


def decline(s: State, seat: int, action: Pass) -> None:
    """House rule (A-RUL-4): leave the rest of the reward in the supply, or, when the supply is empty, undrawn in
    the bag (A-RUL-2)."""
    s.note("A-RUL-4", "bag_bonus_declined" if supply_empty(s) else "bonus_declined", seat, s.owed)
    _done(s)


def supply_empty(s: State) -> bool:
    """No tile is left in the supply: a reward still owed can only come from the bag."""
    return all(c == EMPTY for c in s.supply)


def _bag_or_nothing(s: State) -> bool:
    """The tiles still owed would be drawn from the bag (A-RUL-2's switch) but the reward may be declined (A-RUL-4):
    the player chooses, even with the supply empty."""
    return bool(s.owed) and optional(s)


def _draw_the_rest(s: State, seat: int) -> None:
    """The supply has paid what it holds: the tiles still owed (only with the switch, A-RUL-2) are drawn from the
    bag into the hand, before the supply is refilled at the end of the turn (A-RUL-8)."""
    s.draws += [("bonus", seat)] * s.owed
    s.owed = 0


def _done(s: State) -> None:
    s.owed = 0
    s.phase = "place"
    end_turn(s)
