"""The greedy bot: the most immediate VP, with simple tie-breaks that keep it playing sensibly."""
from __future__ import annotations

from ..rules.actions import (BuyTiles, Mix, MoveBishop, PlaceScore, Plan, RestoreAltar, RestorePart,
                             WakeUp)
from .base import Bot, register

PAINT_WORTH = {"R": 1.2, "Y": 1.2, "B": 1.2, "O": 3.0, "G": 3.0, "V": 3.0, "Pk": 5.0, "Br": 7.0}
THALER_WORTH = 0.5      # 2 thalers = 1 VP at the end (R-END-3)


def _covers(paints: dict, need: list[str]) -> bool:
    left = dict(paints)
    for p in need:
        if left.get(p, 0) <= 0:
            return False
        left[p] -= 1
    return True


@register
class GreedyBot(Bot):
    """Takes the option scoring the most VP now; otherwise values paints, thalers, apprentices and mood.

    Tie-breaks: a fresco part over the altar at equal VP (it pays income), the earlier option in the
    legal list, then its own random stream.
    """
    name = "greedy"

    def choose(self, game, seat: int):
        options = game.legal_actions(seat)
        if len(options) == 1:
            return options[0]
        if isinstance(options[0], Plan):
            return self._plan(game, seat, options)
        best, best_value = options[0], float("-inf")
        for action in options:
            value = self._value(game, seat, action)
            if value > best_value:
                best, best_value = action, value
        return best

    def _value(self, game, seat, action) -> float:
        if isinstance(action, PlaceScore):
            return 1.0 if action.ahead else 0.0
        effect = game.preview(action, seat)
        if isinstance(action, (RestorePart, RestoreAltar)):
            return effect.vp + (0.5 if isinstance(action, RestorePart) else 0.0)
        if isinstance(action, MoveBishop):
            return effect.best_next + 0.5 + THALER_WORTH * effect.thalers
        if isinstance(action, WakeUp):
            return 1.5 * effect.apprentices + 0.2 * effect.mood - 0.25 * effect.price - 0.01 * action.slot
        if isinstance(action, BuyTiles):
            return sum(PAINT_WORTH[p] * n for p, n in effect.paints.items()) + THALER_WORTH * effect.thalers
        if isinstance(action, Mix):
            held = game.view(seat)["players"][seat]["paints"].get(action.output, 0)
            return 0.6 - held
        return 0.0

    def _plan(self, game, seat, options) -> Plan:
        view = game.view(seat)
        me = view["players"][seat]
        paints = me["paints"]
        restorable = sum(1 for part in view["fresco"] if part["paints"] and _covers(paints, part["paints"]))
        left = me["apprentices"]
        counts = [0, 0, 0, 0, 0]
        price = view["inn"][me["inn_slot"]]["price"]

        def put(column, n):
            nonlocal left
            n = max(0, min(n, left, 3 - counts[column]))
            counts[column] += n
            left -= n

        buy = 1 + (sum(paints.values()) < 4) if me["thalers"] >= price else 0
        put(1, max(restorable, 1 if buy else 0))
        put(0, buy)
        if view["last_round"]:
            put(4, left)
        elif me["mood"] < 0:
            put(4, 1)
        put(3, 1 if sum(paints.values()) >= 2 or buy else 0)
        put(2, left)
        plan = Plan(tuple(counts))
        return plan if plan in options else options[0]
