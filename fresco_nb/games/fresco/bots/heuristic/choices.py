"""The choices at the locations, each the one whose outcome values best: what to restore (a bishop step first
when its bonus pays), what to mix, what to buy. The planner also plays a round through with them."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from operator import sub

from .table import Holdings, SeatView
from .tuning import MIX_PLAYED_THROUGH
from .valuation import Horizon, paint_value, spot_worth, thaler_value, tile_cost

_RESTORABLE: dict = {}


def restorable(view: SeatView, me: Holdings, horizon: Horizon):
    """What these paints can restore now, bishop aside: ((part, gain without bishop bonus, paints after), ...)
    and ((altar paints, gain, paints after), ...) (R-CATH-1, R-ALT-1). Cached (plain tuples: cheap to keep)."""
    abbot = me.powers.get("abbot", 0)           # VP per bishop bonus (R-POR-3)
    key = (me.paints, horizon.cache_id, abbot)
    got = _RESTORABLE.get(key)
    if got is not None:
        return got
    if len(_RESTORABLE) > 100_000:
        _RESTORABLE.clear()
    pv_now = paint_value(me.paints, horizon)
    book = view.book
    parts = []
    have = book.primaries_in(me.paints)
    for part in horizon.parts:
        value, need, spots, cubes = book.fresco[horizon.tiles[part]]
        if cubes > have:
            continue
        lack, mixes, after = tile_cost(book, me.paints, need)
        if lack or mixes:
            continue
        horizon_after = horizon.without(view, part, part)
        gain = value + book.tile_income * horizon.income + spot_worth(spots, horizon.requests_open) \
            + paint_value(after, horizon_after) - pv_now
        parts.append((part, gain, after))
    altars = []
    for paints, after in altar_options(me.paints, book):
        altars.append((paints, book.altar_vp[paints] + paint_value(after, horizon) - pv_now, after))
    got = _RESTORABLE[key] = (tuple(parts), tuple(altars), abbot)
    return got


def altar_options(paints: tuple, book) -> tuple:
    """The altar sets (R-ALT-1, R-BLD-3) these paints can pay, as the core lists them: ((set, paints after), ...).
    Cached per book."""
    got = book.altar_options.get(paints)
    if got is None:
        if len(book.altar_options) > 50_000:
            book.altar_options.clear()
        options = []
        for altar, need, counts in book.altar_sets:
            if all(paints[i] >= n for i, n in need):
                options.append((altar, tuple(map(sub, paints, counts))))
        got = book.altar_options[paints] = tuple(options)
    return got


def restore_gain(view: SeatView, me: Holdings, horizon: Horizon, part: int, bishop: int):
    """(ΔE, paints after, horizon after) for restoring ``part`` with the bishop on ``bishop`` (R-CATH-1..3), or
    None if the paints cannot pay it."""
    parts, _, abbot = restorable(view, me, horizon)
    for q, gain, after in parts:
        if q == part:
            bonus = view.book.real_bonus[bishop][part]
            return gain + bonus + (abbot if bonus else 0), after, horizon.without(view, part, part)
    return None


def altar_gain(view: SeatView, me: Holdings, horizon: Horizon, paints: tuple):
    """(ΔE, paints after) for paying the altar with ``paints`` (R-ALT-1), or None if they are no altar set."""
    _, altars, _ = restorable(view, me, horizon)
    for a, gain, after in altars:
        if a == paints:
            return gain, after
    return None


def best_restoration(view: SeatView, me: Holdings, horizon: Horizon, bishop: int, altar: bool = True):
    """The best single restoration with paints at hand: (gain, part or altar paints, paints after, horizon
    after)."""
    parts, altars, abbot = restorable(view, me, horizon)
    best = (0.0, None, me.paints, horizon)
    bonus_row = view.book.real_bonus[bishop]
    for part, gain, after in parts:
        bonus = bonus_row[part]
        g = gain + bonus + (abbot if bonus else 0)
        if g > best[0]:
            best = (g, part, after, None)
    if altar:
        for paints, gain, after in altars:
            if gain > best[0]:
                best = (gain, paints, after, horizon)
    if best[3] is None:
        best = best[:3] + (horizon.without(view, best[1], best[1]),)
    return best


def cathedral_turn(view: SeatView, me: Holdings, horizon: Horizon, bishop: int, actions: int, can_step: bool = True,
                   trace=None):
    """Simulate a cathedral visit of ``actions`` restorations, each the best one (with a paid bishop step
    when its bonus pays for it): (ΔE, me after, horizon after, bishop after). ``trace`` (a list) receives
    (me, horizon, bishop) after each restoration."""
    me = me.copy()
    total = 0.0
    book = view.book
    step_cost = book.data.bishop_step_cost
    for _ in range(actions):
        parts, altars, abbot = restorable(view, me, horizon)
        if not parts and not altars:
            break
        best, what, after, cost = 0.0, None, None, 0
        for paints, gain, paints_after in altars:
            if gain > best:
                best, what, after = gain, paints, paints_after
        step_value = 0.0
        if can_step and me.thalers >= step_cost:
            step_value = thaler_value(me.thalers, view) - thaler_value(me.thalers - step_cost, view)
        real, apart = book.real_bonus[bishop], book.apart[bishop]
        for part, gain, paints_after in parts:
            bonus = real[part]
            g = gain + bonus + (abbot if bonus else 0)
            if g > best:
                best, what, after, cost = g, part, paints_after, 0
            if step_value and apart[part]:
                nb = book.step_bonus[apart[part]]            # one paid step toward the part first (R-CATH-4)
                g = gain + nb + (abbot if nb else 0) - step_value
                if nb > bonus and g > best:
                    best, what, after, cost = g, part, paints_after, step_cost
        if what is None:
            break
        total += best
        me.thalers -= cost
        if isinstance(what, int):
            bonus = real[what] if cost == 0 else book.step_bonus[apart[what]]
            me.score += book.fresco[horizon.tiles[what]][0] + bonus
            me.tiles += 1
            bishop = what
            horizon = horizon.without(view, what, what)
        else:
            me.score += book.altar_vp[what]
        me.paints = after
        if trace is not None:
            trace.append((me.copy(), horizon, bishop))
    return total, me, horizon, bishop


def mixed(paints: tuple, mix: tuple) -> tuple:
    """The paints after one mix (input, input, output indices, as ``Book.mix_outputs`` lists them)."""
    a, b, out = mix
    after = list(paints)
    after[a] -= 1
    after[b] -= 1
    after[out] += 1
    return tuple(after)


def mix_turn(view: SeatView, me: Holdings, horizon: Horizon, mixes: int, trace=None):
    """Simulate up to ``mixes`` mixes, each the one raising the paints' worth most (R-WKS-1); ``trace``
    (a list) receives the paints after each mix."""
    me = me.copy()
    total = 0.0
    outputs = view.book.mix_outputs
    for _ in range(mixes):
        now = paint_value(me.paints, horizon)
        best, best_paints = MIX_PLAYED_THROUGH, None
        for mix in outputs.values():
            a, b, _ = mix
            if me.paints[a] and me.paints[b]:
                after = mixed(me.paints, mix)
                gain = paint_value(after, horizon) - now
                if gain > best:
                    best, best_paints = gain, after
        if best_paints is None:
            break
        total += best
        me.paints = best_paints
        if trace is not None:
            trace.append(best_paints)
    return total, me


def purchase_gain(view: SeatView, me: Holdings, horizon: Horizon, stall: list[str], slots, price: int,
                  pv_now: float):
    """(ΔE, paints after) for buying the stall's tiles in ``slots`` at ``price`` each (R-MKT-2)."""
    paints = list(me.paints)
    for s in slots:
        for i, n in enumerate(view.book.market[stall[s]]):
            paints[i] += n
    paints = tuple(paints)
    cost = price * len(slots)
    return paint_value(paints, horizon) - pv_now + thaler_value(me.thalers - cost, view) \
        - thaler_value(me.thalers, view), paints


def best_purchase(view: SeatView, me: Holdings, horizon: Horizon, stall: list[str], most: int, price: int):
    """The best tiles to buy from a stall with ``most`` market apprentices: (gain, slots, paints after)."""
    pv_now = paint_value(me.paints, horizon)
    best = (0.0, (), me.paints)
    n = len(stall)
    for k in range(1, min(most, n) + 1):
        if price * k > me.thalers:
            break
        for slots in _combos(n, k):
            gain, paints = purchase_gain(view, me, horizon, stall, slots, price, pv_now)
            if gain > best[0]:
                best = (gain, slots, paints)
    return best


@lru_cache(maxsize=None)
def _combos(n: int, k: int):
    return tuple(combinations(range(n), k))
