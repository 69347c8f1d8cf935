"""Phase 2, placing tiles (A-PLACE-2 to A-PLACE-10, A-BOARD-3, A-BOARD-4): one tile on an empty space of one's own
board, paid with exactly its cost in tiles from the hand (wild tiles may stand in, but at least one is real), scored
by the run of covered spaces it joins in its star."""
from __future__ import annotations

from . import bonuses, grey_side, passing
from .actions import Pass, Place
from .errors import IllegalAction
from .round_end import end_turn
from .data import STAR_SIZE as RING   # spaces around a star (A-BOARD-3)
from .state import EMPTY, State


def colours_for(s: State, board: list[int], space: int) -> tuple[int, ...]:
    """The colours an empty space takes: its outer star's colour, any colour not yet on the centre star
    (A-PLACE-4, A-BOARD-4); on the grey side, what the star's type allows (A-VAR-3, A-VAR-4)."""
    t = s.tables
    star = t.star_of[space]
    if t.grey:
        return grey_side.colours_for(board, t.star_spaces[star], t.n_colours)
    colour = t.star_colour[star]
    if colour != EMPTY:
        return (colour,)
    on = [board[i] for i in t.star_spaces[star]]
    return tuple(c for c in range(t.n_colours) if c not in on)


def options(s: State, seat: int) -> tuple:
    """Every legal placement, then every way to pass (A-PLACE-2)."""
    return placements(s, seat) + passing.options(s, seat)


def placements(s: State, seat: int) -> tuple:
    """Every legal placement: space by space, colour by colour, the fewest wild tiles first (A-PLACE-3 to
    A-PLACE-8)."""
    t = s.tables
    p = s.players[seat]
    hand, board = p.hand, p.board
    if not any(hand):
        return ()
    wild = s.wild
    wilds_held = hand[wild]
    found = []
    cost_of, places = t.cost, t.places
    for star, spaces in enumerate(t.star_spaces):
        colour = t.star_colour[star]
        if colour != EMPTY and not t.grey:
            usable = (colour,) if hand[colour] else ()
        else:
            usable = [c for c in colours_for(s, board, spaces[0]) if hand[c]]
        if not usable:
            continue
        for space in spaces:
            if board[space] != EMPTY:
                continue
            cost = cost_of[space]
            made = places[space]
            for c in usable:
                held = hand[c]
                if c == wild:
                    if held >= cost:
                        found.append(made[c][0])                 # all of the wild colour (A-PLACE-7)
                else:
                    found += made[c][max(0, cost - held):min(cost - 1, wilds_held) + 1]
    return tuple(found)


def why_not(s: State, seat: int, action) -> IllegalAction:
    """Why a placement (or a pass, :func:`.passing.why_not`) is refused, naming the rule and what is allowed."""
    if isinstance(action, Pass):
        return passing.why_not(s, seat, action)
    t = s.tables
    p = s.players[seat]
    space = t.space_index.get(action.space)
    if space is None:
        return IllegalAction("A-BOARD-2", "azul_no_space", space=repr(action.space), stars=", ".join(t.star_ids))
    colour = t.colour_index.get(action.colour)
    if colour is None:
        return IllegalAction("A-PLACE-4", "azul_no_colour", colour=repr(action.colour), colours=", ".join(t.colours))
    if p.board[space] != EMPTY:
        return IllegalAction("A-PLACE-3", "azul_space_covered", space=action.space)
    wild = s.wild
    if colour not in colours_for(s, p.board, space):
        return _wrong_colour(s, p.board, space, action)
    cost = t.cost[space]
    wilds = action.wilds
    real = cost - wilds
    if type(wilds) is not int:
        return IllegalAction("A-PLACE-6", "azul_wild_count", space=action.space, cost=cost, colour=action.colour,
                             most=cost - 1, wilds=repr(wilds))
    if colour == wild and wilds:
        return IllegalAction("A-PLACE-7", "azul_wild_paid_in_wild", colour=action.colour, cost=cost)
    if wilds < 0 or real < 1:
        return IllegalAction("A-PLACE-6", "azul_wild_count", space=action.space, cost=cost, colour=action.colour,
                             most=cost - 1, wilds=wilds)
    if p.hand[colour] == 0 and colour != wild:
        return IllegalAction("A-PLACE-8", "azul_no_real_tile", name=p.name, colour=action.colour)
    if p.hand[colour] < real or (wilds and p.hand[wild] < wilds):
        return IllegalAction("A-PLACE-5", "azul_cost", space=action.space, cost=cost, real=real, colour=action.colour,
                             wilds=wilds, wild=t.colours[wild], name=p.name, held=p.hand[colour],
                             held_wild=p.hand[wild])
    raise AssertionError(f"{action} is legal")


def _wrong_colour(s: State, board: list[int], space: int, action: Place) -> IllegalAction:
    """The refusal of a colour the space does not take."""
    t = s.tables
    star = t.star_of[space]
    if t.grey:
        allowed = ", ".join(t.colours[c] for c in colours_for(s, board, space))
        key = ("azul_grey_monochrome" if grey_side.star_type(board, t.star_spaces[star]) == "monochrome"
               else "azul_grey_multicolour")
        return IllegalAction("A-VAR-4", key, star=t.star_ids[star], allowed=allowed)
    if t.star_colour[star] == EMPTY:
        return IllegalAction("A-BOARD-4", "azul_centre_has", colour=action.colour)
    if t.colour_index[action.colour] == s.wild:
        return IllegalAction("A-PLACE-8", "azul_wild_as_itself", colour=action.colour, star=t.star_ids[star])
    return IllegalAction("A-PLACE-4", "azul_star_colour", space=action.space, star=t.star_ids[star],
                         colour=t.colours[t.star_colour[star]])


def run_length(board: list[int], space: int) -> int:
    """The size of the run of covered spaces around the star that holds ``space`` (A-PLACE-10, A-BOARD-3)."""
    base = space - space % RING
    i = space - base
    run = 1
    for step in (1, -1):
        j = (i + step) % RING
        while board[base + j] != EMPTY and j != i:
            run += 1
            j = (j + step) % RING
        if j == i:
            return RING               # the ring is full
    return run


def place(s: State, seat: int, action: Place) -> None:
    """Pay the cost: one tile on the space, the rest to the tower (A-PLACE-5, A-PLACE-6); score the run
    (A-PLACE-10); take the rewards of completed structures (A-PLACE-11) or end the turn (A-PLACE-15)."""
    t = s.tables
    p = s.players[seat]
    space = t.space_index[action.space]
    colour = t.colour_index[action.colour]
    wild = s.wild
    cost = t.cost[space]
    p.hand[colour] -= cost - action.wilds
    p.hand[wild] -= action.wilds
    s.tower[colour] += cost - action.wilds - 1
    s.tower[wild] += action.wilds
    p.board[space] = colour
    points = run_length(p.board, space)
    p.score += points
    p.vp["placements"] += points
    s.note("A-PLACE-10", "place", seat, space, colour, action.wilds, cost, points)
    if not bonuses.reward(s, seat, space):
        end_turn(s)
