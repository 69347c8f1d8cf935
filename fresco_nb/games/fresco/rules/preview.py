"""What an action would do, without doing it: VP, thalers, paints and mood it changes now.

Pure queries on the state, for bots and for the scoring-choices charts.
"""
from __future__ import annotations

from typing import NamedTuple

from ..data import PAINTS
from .actions import (BishopJump, BuyTiles, ChoosePaint, FulfilRequest, Mix, MoveBishop, Pass, RestoreAltar,
                      RestorePart, TakePortrait, WakeUp)
from .powers import permanent
from .cathedral import _step_target, abbot, bonus, restorations
from .state import State


class Effect(NamedTuple):
    """The immediate effect of one action for the player taking it."""
    vp: int = 0                  # VP scored now (base + bishop bonus, or the altar set, a card, a request)
    bonus: int = 0               # of which bishop bonus (with the Abbot's VP that come with it, R-POR-3)
    thalers: int = 0             # change in thalers
    paints: dict = {}            # change in paints, by paint code
    mood: int = 0                # mood steps moved
    apprentices: int | None = None   # apprentices this choice gives (wake-up)
    price: int | None = None     # wake-up: thalers per market tile this round
    best_next: int = 0           # bishop step: best VP of a restoration right after it


def _paint_delta(need, sign: int) -> dict:
    return {PAINTS[i]: sign * n for i, n in need}


def restoration_vp(s: State, seat: int, action) -> int:
    """VP a restoration by ``seat`` scores right now, the Abbot's included (0 for anything else)."""
    kind = type(action)
    if kind is RestorePart:
        extra = bonus(s, action.part)
        return s.tables.fresco_value[s.fresco[action.part]] + extra + abbot(s, seat, extra)
    if kind is RestoreAltar:
        return s.tables.altar_by_paints[action.paints].vp
    return 0


def _best_with_bishop(s: State, seat: int, part: int, payable: list | None) -> int:
    """The best restoration VP if the bishop stood on ``part`` (``payable``: the restorations, if known)."""
    old = s.bishop
    s.bishop = part
    try:
        return max((restoration_vp(s, seat, a) for a in (restorations(s, seat) if payable is None else payable)), default=0)
    finally:
        s.bishop = old


def effect(s: State, seat: int, action, payable: list | None = None) -> Effect:
    """The immediate effect of ``action`` for ``seat`` in state ``s`` (the action is assumed legal);
    ``payable``: the restorations ``seat`` can pay for now, if already known (saves work for bishop moves)."""
    of = _EFFECTS.get(type(action))
    return of(s, seat, action, payable) if of is not None else NOTHING


NOTHING = Effect()
NO_PAINTS: dict = {}


def _wake_up(s: State, seat: int, action, payable) -> Effect:
    p, t = s.players[seat], s.tables
    slot = t.inn[action.slot]
    if p.automaton:                      # Leonardo has no mood marker and a fixed board (R-LEO-2)
        return Effect(price=slot.price)
    mood = min(t.mood_top, max(0, p.mood + slot.mood))
    return Effect(mood=mood - p.mood, apprentices=t.data.apprentices + t.mood_zones[mood], price=slot.price)


def _buy(s: State, seat: int, action, payable) -> Effect:
    t = s.tables
    gained: dict[str, int] = {}
    stall = s.stalls[action.stall]
    for slot in action.slots:
        for i, n in t.market_gain[stall[slot]]:
            gained[PAINTS[i]] = gained.get(PAINTS[i], 0) + n
    return Effect(0, 0, -t.inn[s.players[seat].inn].price * len(action.slots), gained)   # vp, bonus, thalers, paints


def _restore_part(s: State, seat: int, action, payable) -> Effect:
    t = s.tables
    tile = s.fresco[action.part]
    extra = bonus(s, action.part)
    extra += abbot(s, seat, extra)
    paid = NO_PAINTS if s.players[seat].automaton else _paint_delta(t.fresco_need[tile], -1)   # Leonardo pays none
    return Effect(t.fresco_value[tile] + extra, extra, 0, paid)  # vp, bonus, thalers, paints


def _restore_altar(s: State, seat: int, action, payable) -> Effect:
    altar = s.tables.altar_by_paints[action.paints]
    return Effect(altar.vp, 0, 0, _paint_delta(altar.need, -1))        # vp, bonus, thalers, paints


def _move_bishop(s: State, seat: int, action, payable) -> Effect:
    return Effect(thalers=-s.tables.data.bishop_step_cost,
                  best_next=_best_with_bishop(s, seat, _step_target(s.bishop, action.direction), payable))


def _jump(s: State, seat: int, action, payable) -> Effect:
    return Effect(thalers=-permanent(s, seat, "provost"), best_next=_best_with_bishop(s, seat, action.part, payable))


def _take_portrait(s: State, seat: int, action, payable) -> Effect:
    p, t = s.players[seat], s.tables
    card = next(c for c in t.data.portraits if c.id == action.card)
    if p.automaton:
        return Effect(vp=card.vp)
    gained: dict[str, int] = {}
    for paint in card.paints + action.choice:
        gained[paint] = gained.get(paint, 0) + 1
    mood = (t.mood_top if card.effect == "muse" else min(t.mood_top, p.mood + card.mood)) - p.mood
    others = t.data.studio_thalers * (s.remaining - 1)      # the studio's other apprentices still earn
    return Effect(vp=card.vp, thalers=card.thalers + others, paints=gained, mood=mood)


def _fulfil(s: State, seat: int, action, payable) -> Effect:
    return Effect(vp=s.tables.data.requests[s.request_stacks[action.kind][-1]].vp)


def _choose_paint(s: State, seat: int, action, payable) -> Effect:
    return Effect(thalers=s.tables.data.request_income_thalers, paints={action.paint: 1})


def _pass(s: State, seat: int, action, payable) -> Effect:
    if s.phase == "act" and not s.placing and s.loc == 2:
        return Effect(thalers=s.tables.data.studio_thalers * s.remaining)      # the studio without a portrait
    return NOTHING


def _mix(s: State, seat: int, action, payable) -> Effect:
    a, b, out, _ = next(m for m in s.tables.mixes if m[3] == action.output)
    delta = {PAINTS[a]: -1, PAINTS[b]: -1}
    delta[PAINTS[out]] = delta.get(PAINTS[out], 0) + 1
    return Effect(paints=delta)


_EFFECTS = {WakeUp: _wake_up, BuyTiles: _buy, RestorePart: _restore_part, RestoreAltar: _restore_altar,
            MoveBishop: _move_bishop, BishopJump: _jump, TakePortrait: _take_portrait, FulfilRequest: _fulfil,
            ChoosePaint: _choose_paint, Pass: _pass, Mix: _mix}
