"""The turn (C-TURN-1..8): its automatic steps, the start and end-of-turn decisions, passing and the hand limit.

``State.step`` names what comes next. A *decision* step (a key of ``game.DECISIONS``) waits for a seat; an
*automatic* step is run by :func:`run` and moves on, often after queuing draws:

    begin      a turn begins (round 1 at the first): "start" if the player owns a Demand tile, else "draw1"
    draw1      phase 1: the compulsory market draw (C-TURN-2), then "action"
    phase3     "end" if the player owns a Demand tile, else "refill"
    refill     the hand refills to 3 (C-TURN-5, C-RUL-1), then "limit"
    limit      "discard" while the hand is over the limit (C-TURN-6), else "next"
    next       the end check (C-END-2) and the next seat (C-TURN-8)
    finish_exchange, finish_restore, favourite, check_end: see :mod:`.exchange`, :mod:`.restore`, :mod:`.ending`
"""
from __future__ import annotations

from . import ending, exchange, restore
from .actions import Continue, Demand, Discard
from .errors import IllegalAction
from .state import State
from .tiles import demand_options


def run(s: State) -> None:
    """Run one automatic step (the caller loops while the step is automatic and no draw is due)."""
    AUTOMATIC[s.step](s)


def begin(s: State) -> None:
    if s.round == 0:
        s.round = 1
        s.note("C-TURN-1", "round", 1)
    s.note("C-TURN-1", "turn", s.current)
    s.step = "start" if demand_options(s) else "draw1"


def draw1(s: State) -> None:
    s.draws += [("hand", s.current, 0, "C-TURN-2")] * s.tables.data.draw_phase1
    s.step = "action"


def phase3(s: State) -> None:
    s.step = "end" if demand_options(s) else "refill"


def refill(s: State) -> None:
    """C-TURN-5: fewer than ``refill_to`` cards draws up to it; an empty hand too unless the literal switch
    (C-RUL-1)."""
    held = sum(s.player.hand)
    wanted = s.tables.data.refill_to - held
    if wanted > 0 and (held or s.tables.rulings["refill_from_zero"]):
        s.note("C-TURN-5", "refill", s.current, wanted)
        s.draws += [("hand", s.current, 0, "C-TURN-5")] * wanted
    s.step = "limit"


def limit(s: State) -> None:
    s.step = "discard" if sum(s.player.hand) > s.tables.data.hand_limit else "next"


def next_turn(s: State) -> None:
    """C-TURN-8: play passes to the left; the game ends after the start player's right-hand neighbour once
    triggered (C-END-2), or on the stall guard (C-RUL-25)."""
    n = s.tables.players
    last = (s.start_seat - 1) % n
    if s.current == last and (s.triggered or s.round >= s.tables.data.round_cap):
        s.stalled = not s.triggered
        ending.finish(s)
        return
    if s.passes >= n and not any(map(any, s.decks)) and not any(map(any, s.discards)) \
            and s.tops.count(None) == len(s.tops):
        s.stalled = True
        ending.finish(s)
        return
    s.current = (s.current + 1) % n
    if s.current == s.start_seat:
        s.round += 1
        s.note("C-TURN-1", "round", s.round)
    s.step = "begin"


AUTOMATIC = {"begin": begin, "draw1": draw1, "phase3": phase3, "refill": refill, "limit": limit,
             "next": next_turn, "symbols": exchange.symbols, "finish_exchange": exchange.finish,
             "finish_restore": restore.finish,
             "favourite": restore.replace_favourite, "check_end": ending.check}


# -- the decisions "start" and "end": use a Demand tile or go on (C-RUL-15) ------------------------------------
def go_on_options(s: State, seat: int) -> tuple:
    return demand_options(s) + (Continue(),)


def go_on(s: State, seat: int, action: Continue) -> None:
    s.step = "draw1" if s.step == "start" else "refill"


def go_on_why_not(s: State, seat: int, action) -> IllegalAction:
    if type(action) is Demand:
        from .tiles import demand_why_not
        return demand_why_not(s, seat, action)
    return IllegalAction("C-RUL-15", "not_possible_now", action=str(action))


# -- the decision "discard": the hand limit (C-TURN-6) ----------------------------------------------------------
def discard_options(s: State, seat: int) -> tuple:
    t = s.tables
    return tuple(Discard(t.cards[k].name) for k, n in enumerate(s.players[seat].hand) if n)


def discard(s: State, seat: int, action: Discard) -> None:
    """One card over the limit to its own discard, face up (C-TURN-6, C-RUL-7)."""
    t = s.tables
    kind = t.card_index[action.card]
    s.players[seat].hand[kind] -= 1
    s.discards[t.cards[kind].pile][kind] += 1
    s.note("C-TURN-6", "discard", seat, kind)
    s.step = "limit"


def discard_why_not(s: State, seat: int, action: Discard) -> IllegalAction:
    return exchange.not_held(s, seat, action.card, "C-TURN-6")
