"""What a position is worth to a painter, in VP: score, thalers, the tiles its paints can become (by the game's
mixing table), tile income, mood and cards (:func:`evaluate`). Paints are valued against a :class:`Horizon`:
the cathedral visits still ahead at a moment of the round (:func:`horizon_at`)."""
from __future__ import annotations

from itertools import count

from .table import Book, Holdings, SeatView
from .tuning import (ACTION, ACTOR_PER_ROUND, ACTOR_ROUNDS, APPRENTICE, BONUSES_PER_ROUND, CUBE_COST, GENERAL_SPOT,
                     INCOME_PAINT, LATER_BONUS, LEFTOVER, LIQUID_THALERS, LIQUIDITY, LONG_MIXING, MIX_COST,
                     PROVOST_PER_ROUND, SECOND_WAKE, SPECIAL_SPOT, WAIT)


def tile_cost(book: Book, paints: tuple, need: tuple):
    """Whether ``paints`` can pay ``need`` with the game's mixes (R-WKS-1, R-BLD-2): (unmixed paints lacking,
    mixes, paints left). Cached per book; the paints left are a tuple."""
    costs = book.costs
    key = (paints, need)
    got = costs.get(key)
    if got is not None:
        return got
    if len(costs) > 300_000:
        costs.clear()
    left = list(paints)
    want = list(need)
    mixes = 0
    for out, a, b in book.mixing_order:
        w = want[out]
        if w:
            have = left[out]
            if w > have:
                miss = w - have
                left[out] = 0
                want[a] += miss
                want[b] += miss
                mixes += miss
            else:
                left[out] = have - w
    lack = 0
    for i in book.unmixed:
        w = want[i]
        if w > left[i]:
            lack += w - left[i]
            left[i] = 0
        else:
            left[i] -= w
    got = costs[key] = (lack, mixes, tuple(left))
    return got


_HORIZON_IDS: dict = {}
_NEXT_CACHE_ID = count(1)


class Horizon:
    """When the paints will be used: the upcoming cathedral visits and the income a tile still earns.

    ``first_exact``: the next visit comes before any mixing (only exact paints count there);
    ``visits_left``: cathedral visits still ahead (a round each, the last round has two);
    ``first_cap``: restorations possible at the next visit; ``income``: incomes a tile restored at the next visit
    earns; ``nearness``: how near the end (:attr:`SeatView.nearness`); ``tiles``: the fresco, a tile id or None
    per part; ``parts``: the parts still holding a tile; ``order``: the tiles in the order paints are allotted to
    them; ``cache_id``: one number per distinct horizon, the key of cached paint values."""
    __slots__ = ("book", "first_exact", "visits_left", "first_cap", "income", "nearness", "bishop", "tiles",
                 "parts", "cache_id", "order", "requests_open")

    def __init__(self, view: SeatView, *, first_exact: bool, visits_left: int, first_cap: int, income: int,
                 fresco=None, bishop=None):
        self.book = book = view.book
        self.first_exact = first_exact
        self.visits_left = visits_left
        self.first_cap = first_cap
        self.income = income = max(0, income)
        self.nearness = view.nearness
        self.bishop = bishop = view.bishop if bishop is None else bishop
        self.tiles = fresco = view.fresco if fresco is None else fresco
        self.requests_open = view.requests_open
        key = (id(book), first_exact, visits_left, first_cap, income, self.nearness, bishop, fresco,
               self.requests_open)
        cache_id = _HORIZON_IDS.get(key)
        if cache_id is None:
            if len(_HORIZON_IDS) > 200_000:
                _HORIZON_IDS.clear()
                _PAINT_VALUES.clear()
            cache_id = _HORIZON_IDS[key] = next(_NEXT_CACHE_ID)     # never reused, so old horizons stay apart
        self.cache_id = cache_id
        self.parts, self.order = _order(book, fresco, bishop, self.requests_open)

    def without(self, view: SeatView, part: int, bishop: int) -> "Horizon":
        """The same horizon after ``part`` is restored and the bishop stands on ``bishop``."""
        fresco = list(self.tiles)
        fresco[part] = None
        return Horizon(view, first_exact=self.first_exact, visits_left=self.visits_left, first_cap=self.first_cap,
                       income=self.income, fresco=tuple(fresco), bishop=bishop)


def _order(book: Book, fresco: tuple, bishop: int, open_kinds):
    """The parts with a tile, and the tiles in the order paints are allotted to them (most rewarding first)."""
    key = (fresco, bishop, open_kinds)
    got = book.orders.get(key)
    if got is None:
        if len(book.orders) > 100_000:
            book.orders.clear()
        hoped = book.hoped_bonus[bishop]
        order = []
        parts = []
        for part, tid in enumerate(fresco):
            if tid is None:
                continue
            parts.append(part)
            value, need, spots, cubes = book.fresco[tid]
            bonus = hoped[part]
            prio = value + max(bonus, LATER_BONUS) - CUBE_COST * cubes
            order.append((-prio, part, value, need, cubes, bonus, spot_worth(spots, open_kinds)))
        order.sort()
        got = book.orders[key] = (tuple(parts), tuple(o[1:] for o in order))
    return got


def spot_worth(spots, open_kinds) -> float:
    """A tile's back counts toward the requests still open (R-REQ-3, R-REQ-4)."""
    if not open_kinds:
        return 0.0
    worth = GENERAL_SPOT if "general" in open_kinds else 0.0
    for s in spots:
        if s in open_kinds:
            worth = max(worth, SPECIAL_SPOT)
    return worth


_PAINT_VALUES: dict = {}


def paint_value(paints: tuple, horizon: Horizon) -> float:
    """Expected VP from ``paints``: the tiles they can be turned into, then the leftovers' worth."""
    key = (paints, horizon.cache_id)
    got = _PAINT_VALUES.get(key)
    if got is not None:
        return got
    if len(_PAINT_VALUES) > 400_000:
        _PAINT_VALUES.clear()
        _HORIZON_IDS.clear()
    if horizon.visits_left <= 0:
        _PAINT_VALUES[key] = 0.0
        return 0.0
    book = horizon.book
    left = paints
    total = 0.0
    have = book.primaries_in(left)
    first_used = 0
    per_visit = book.data.spaces_per_location          # restorations at most per cathedral visit
    later_cap = per_visit * (horizon.visits_left - 1) if horizon.first_exact else per_visit * horizon.visits_left
    later_used = 0
    for part, value, need, cubes, bonus, spot in horizon.order:
        if cubes > have:
            continue
        lack, mixes, after = tile_cost(book, left, need)
        if lack:
            continue
        if mixes == 0 and horizon.first_exact and first_used < horizon.first_cap:
            gain = value + bonus + spot + book.tile_income * horizon.income - ACTION
            if gain <= 0:
                continue
            first_used += 1
        else:
            waits = (1 if horizon.first_exact else 0) + (1 if mixes > LONG_MIXING else 0)
            if waits >= horizon.visits_left + (0 if horizon.first_exact else 1) or later_used >= later_cap:
                continue
            gain = (value + LATER_BONUS + spot + book.tile_income * max(0, horizon.income - waits) - ACTION
                    - MIX_COST * mixes) * WAIT ** waits
            if gain <= 0:
                continue
            later_used += 1
        total += gain
        left = after
        have = book.primaries_in(left)
    w = LEFTOVER[horizon.nearness]
    total += w[0] * (left[0] + left[1] + left[2]) + w[1] * (left[3] + left[4] + left[5]) + w[2] * left[6] \
        + w[3] * left[7]
    _PAINT_VALUES[key] = total
    return total


def thaler_value(thalers: int, view: SeatView) -> float:
    """Worth of thalers: VP at the end (R-END-3), and while there is a market to buy at, a little more."""
    book = view.book
    if view.last:
        return book.thaler * (thalers - thalers % book.data.thalers_per_vp)
    return book.thaler * thalers + LIQUIDITY * min(thalers, LIQUID_THALERS)


def mood_value(mood: int, wakes: int, book: Book) -> float:
    """Worth of a mood space for the wake-ups still to come (R-MOOD-2)."""
    if wakes <= 0:
        return 0.0
    z = book.zones
    value = APPRENTICE * z[mood]
    if wakes >= 2:
        value += SECOND_WAKE * APPRENTICE * z[max(0, mood - 1)]
    return value


def card_value(effect: str, view: SeatView) -> float:
    """Worth of a permanent portrait for the rest of the game (R-POR-3)."""
    after = view.rounds_after()
    book = view.book
    if effect == "servant":                 # its thalers at each income
        return book.thaler * book.power_amounts[effect] * after
    if effect == "abbot":                   # its VP with each bishop bonus
        return book.power_amounts[effect] * BONUSES_PER_ROUND * (after + 1)
    if effect == "provost":
        return PROVOST_PER_ROUND * (after + 1)
    if effect == "actor":
        return ACTOR_PER_ROUND * min(after, ACTOR_ROUNDS)
    return 0.0


def request_income_value(view: SeatView) -> float:
    """Each income of a fulfilled request: its thalers and a paint (R-REQ-5)."""
    book = view.book
    return view.rounds_after() * (book.thaler * book.data.request_income_thalers + INCOME_PAINT)


def evaluate(view: SeatView, me: Holdings, horizon: Horizon, wakes: int) -> float:
    """Score + thalers + paints + tile income + mood + cards, in VP."""
    after = view.rounds_after()
    value = me.score + thaler_value(me.thalers, view) + paint_value(me.paints, horizon)
    value += view.book.tile_income * me.tiles * after
    value += mood_value(me.mood, wakes, view.book)
    for effect in me.cards:
        value += card_value(effect, view)
    if me.requests:
        value += len(me.requests) * request_income_value(view)
    return value


MOMENTS = ("start", "mid", "end")


def horizon_at(view: SeatView, moment: str, cap: int | None = None, fresco=None, bishop=None) -> Horizon:
    """The horizon at a moment of the current round: "start" (before this round's cathedral), "mid" (after it,
    before the workshop), "end" (after the workshop; in the last round, before the second cathedral visit).
    ``cap``: restorations possible at the next visit (default: as many as a location has spaces); ``fresco``,
    ``bishop``: as they will be (default: now)."""
    if moment not in MOMENTS:
        raise ValueError(f"moment {moment!r}: one of {', '.join(MOMENTS)}")
    spaces = view.book.data.spaces_per_location
    cap = spaces if cap is None else cap
    at = {"fresco": fresco, "bishop": bishop}
    if view.last:
        if moment == "mid":
            return Horizon(view, first_exact=False, visits_left=1, first_cap=spaces, income=0, **at)
        return Horizon(view, first_exact=True, visits_left=2 if moment == "start" else 1, first_cap=cap, income=0,
                       **at)
    after = view.rounds_after()
    if moment == "start":
        return Horizon(view, first_exact=True, visits_left=1 + after, first_cap=cap, income=after, **at)
    if moment == "mid":
        return Horizon(view, first_exact=False, visits_left=after, first_cap=spaces, income=after - 1, **at)
    return Horizon(view, first_exact=True, visits_left=after, first_cap=spaces, income=after - 1, **at)
