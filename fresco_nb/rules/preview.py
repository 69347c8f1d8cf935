"""What an action would do, without doing it: VP, thalers, paints and mood it changes now.

Pure queries on the state, for bots and for the scoring-choices charts.
"""
from __future__ import annotations

from typing import NamedTuple

from ..data import PAINTS
from .actions import (BishopJump, BuyTiles, ChoosePaint, FulfilRequest, Mix, MoveBishop, Pass, RestoreAltar,
                      RestorePart, TakePortrait, WakeUp)
from .modules.portraits import permanent
from .cathedral import _step_target, bonus, restorations
from .state import State


class Effect(NamedTuple):
    """The immediate effect of one action for the player taking it."""
    vp: int = 0                  # VP scored now (base + bishop bonus, or the altar set)
    bonus: int = 0               # of which bishop bonus
    thalers: int = 0             # change in thalers
    paints: dict = {}            # change in paints, by paint code
    mood: int = 0                # mood steps moved
    apprentices: int | None = None   # apprentices this choice gives (wake-up)
    price: int | None = None     # wake-up: thalers per market tile this round
    best_next: int = 0           # bishop step: best VP of a restoration right after it


def _paint_delta(need, sign: int) -> dict:
    return {PAINTS[i]: sign * n for i, n in need}


def restoration_vp(s: State, action) -> int:
    """VP a restoration scores right now (0 for anything else)."""
    if isinstance(action, RestorePart):
        return s.tables.fresco_value[s.fresco[action.part]] + bonus(s, action.part)
    if isinstance(action, RestoreAltar):
        return next(a.vp for a in s.tables.altar if a.paints == action.paints)
    return 0


def _best_with_bishop(s: State, seat: int, part: int) -> int:
    """The best restoration VP if the bishop stood on ``part``."""
    old = s.bishop
    s.bishop = part
    try:
        return max((restoration_vp(s, a) for a in restorations(s, seat)), default=0)
    finally:
        s.bishop = old


def effect(s: State, seat: int, action) -> Effect:
    """The immediate effect of ``action`` for ``seat`` in state ``s`` (the action is assumed legal)."""
    p = s.players[seat]
    t = s.tables
    if isinstance(action, WakeUp):
        slot = t.inn[action.slot]
        mood = min(t.mood_top, max(0, p.mood + slot.mood))
        return Effect(mood=mood - p.mood, apprentices=t.data.apprentices + t.mood_zones[mood], price=slot.price)
    if isinstance(action, BuyTiles):
        gained: dict[str, int] = {}
        for slot in action.slots:
            for i, n in t.market_gain[s.stalls[action.stall][slot]]:
                gained[PAINTS[i]] = gained.get(PAINTS[i], 0) + n
        return Effect(thalers=-t.inn[p.inn].price * len(action.slots), paints=gained)
    if isinstance(action, RestorePart):
        tile = s.fresco[action.part]
        extra = bonus(s, action.part)
        return Effect(vp=t.fresco_value[tile] + extra, bonus=extra, paints=_paint_delta(t.fresco_need[tile], -1))
    if isinstance(action, RestoreAltar):
        altar = next(a for a in t.altar if a.paints == action.paints)
        return Effect(vp=altar.vp, paints=_paint_delta(altar.need, -1))
    if isinstance(action, MoveBishop):
        return Effect(thalers=-t.data.bishop_step_cost,
                      best_next=_best_with_bishop(s, seat, _step_target(s.bishop, action.direction)))
    if isinstance(action, BishopJump):
        return Effect(thalers=-permanent(s, seat, "provost"), best_next=_best_with_bishop(s, seat, action.part))
    if isinstance(action, TakePortrait):
        card = next(c for c in t.data.portraits if c.id == action.card)
        if p.automaton:
            return Effect(vp=card.vp)
        gained: dict[str, int] = {}
        for paint in card.paints + action.choice:
            gained[paint] = gained.get(paint, 0) + 1
        mood = (t.mood_top if card.effect == "muse" else min(t.mood_top, p.mood + card.mood)) - p.mood
        others = t.data.studio_thalers * (s.remaining - 1)      # the studio's other apprentices still earn
        return Effect(vp=card.vp, thalers=card.thalers + others, paints=gained, mood=mood)
    if isinstance(action, FulfilRequest):
        return Effect(vp=t.data.requests[s.request_stacks[action.kind][-1]].vp)
    if isinstance(action, ChoosePaint):
        return Effect(thalers=1, paints={action.paint: 1})
    if isinstance(action, Pass) and s.phase == "act" and not s.placing and s.loc == 2:
        return Effect(thalers=t.data.studio_thalers * s.remaining)      # the studio without a portrait
    if isinstance(action, Mix):
        a, b, out, _ = next(m for m in t.mixes if m[3] == action.output)
        delta = {PAINTS[a]: -1, PAINTS[b]: -1}
        delta[PAINTS[out]] = delta.get(PAINTS[out], 0) + 1
        return Effect(paints=delta)
    return Effect()
