"""Planning a round: which apprentices where (R-PLAN) and, before it, which wake-up time (R-WAKE), chosen by
playing the round through in the head with the choices at the locations; and the worth of a request or a
portrait to take."""
from __future__ import annotations

from functools import lru_cache
from math import comb

from .choices import best_purchase, cathedral_turn, mix_turn
from .table import Holdings, SeatView
from .tuning import CHOSEN_PRIMARY, FAST_PRICE, LEFTOVER, PORTRAIT_SHARE, REQUEST_APPRENTICE, STALL_GONE
from .valuation import card_value, horizon_at, mood_value, paint_value, request_income_value, thaler_value

def expected_best(values: list[float], removed: float) -> tuple[float, int]:
    """The expected best of ``values`` (each at least 0: one may pass) when about ``removed`` of them are
    taken at random first, and the rank (0 = best) of the median outcome."""
    vals = sorted((max(0.0, v) for v in values), reverse=True)
    n = len(vals)
    if n == 0:
        return 0.0, 0

    def outcome(k):
        k = min(k, n - 1)
        denom = comb(n, k)
        probs = [comb(n - i - 1, k - i) / denom if i <= k else 0.0 for i in range(n)]
        return sum(p * v for p, v in zip(probs, vals)), probs

    k_lo = int(removed)
    frac = removed - k_lo
    value, probs = outcome(k_lo)
    if frac > 0:
        value = (1 - frac) * value + frac * outcome(k_lo + 1)[0]
    if frac >= 0.5:
        probs = outcome(k_lo + 1)[1]
    cum, median = 0.0, 0
    for i, p in enumerate(probs):
        cum += p
        if cum >= 0.5:
            median = i
            break
    return value, median


class Planner:
    """Plays a round through in the head for one painter: which apprentices where, at which wake-up time."""

    def __init__(self, view: SeatView, me: Holdings, seat: int):
        self.view = view
        self.me = me
        self.seat = seat
        self.book = view.book
        self.start = horizon_at(view, "start")
        self.wakes_after = view.rounds_after()
        self.theatre_steps = me.powers.get("actor") or self.book.data.theatre_steps     # per apprentice (R-THE-1)
        self.mixes = self.book.data.mixes_per_apprentice       # a workshop apprentice's mixes (R-WKS-1)
        self.studio_thalers = self.book.data.studio_thalers    # a studio apprentice's thalers (R-STU-1)
        self._market = {}
        self._cath = {}
        self._work = {}
        self._base = {}
        self._last = {}
        self._second = {}
        self._extra = {}

    # the pieces, cached
    def market(self, m: int, price: int, removed: float):
        key = (m, price, removed)
        if key not in self._market:
            if m == 0:
                self._market[key] = (0.0, self.me, 0.0)
            else:
                results = []
                for stall in self.view.stalls:
                    if stall:
                        results.append(best_purchase(self.view, self.me, self.start, stall, m, price))
                if not results:
                    self._market[key] = (0.0, self.me, 0.0)
                else:
                    value, rank = expected_best([r[0] for r in results], removed)
                    results.sort(key=lambda r: -r[0])
                    gain, slots, paints = results[rank]
                    me = self.me.copy()
                    me.paints = paints
                    me.thalers -= price * len(slots)
                    self._market[key] = (value, me, value - gain)
        return self._market[key]

    def cathedral(self, m, c, price, removed):
        """The painter after the market and ``c`` restorations (one visit played through, its prefixes kept)."""
        me = self.market(m, price, removed)[1]
        if c == 0:
            return me, self.view.fresco, self.view.bishop
        key = (me.paints, me.thalers)
        trace = self._cath.get(key)
        if trace is None:
            trace = []
            cathedral_turn(self.view, me, self.start, self.view.bishop, self.book.data.spaces_per_location, trace=trace)
            trace = self._cath[key] = [(t[0], t[1].tiles, t[2]) for t in trace]
        return trace[c - 1] if c <= len(trace) else (trace[-1] if trace else (me, self.view.fresco, self.view.bishop))

    def workshop(self, m, c, w, price, removed):
        """The painter after the cathedral and ``w`` workshop apprentices: a request if one pays, then mixes."""
        me, fresco, bishop = self.cathedral(m, c, price, removed)
        if w == 0:
            return me, fresco, bishop
        key = (me.paints, me.thalers, me.score, fresco, bishop)
        got = self._work.get(key)
        if got is None:
            request = best_request(self.view, me)
            if request is not None:
                me = me.copy()
                me.score += request[1]
                me.tiles -= self.book.data.request_tiles_needed
                me.requests = me.requests + (request[0],)
            trace = [me.paints]
            horizon = horizon_at(self.view, "end", fresco=fresco, bishop=bishop)
            mix_turn(self.view, me, horizon, self.mixes * self.book.data.spaces_per_location, trace=trace)
            got = self._work[key] = (me, trace, self.mixes if request else 0)
        me, trace, used = got
        me = me.copy()
        me.paints = trace[max(0, min(len(trace) - 1, self.mixes * w - used))]
        return me, fresco, bishop

    def value(self, counts, price: int, removed: float, mood: int) -> float:
        """The painter's worth at the end of the round after this plan (R-ACT-1 order of the locations)."""
        m, c, s, w, t = counts
        view = self.view
        if view.last:
            key = (m, c, w, t, price, removed)
            base = self._last.get(key)
            if base is None:
                me, fresco, bishop = self.workshop(m, c, w, price, removed)
                if t:                        # the second cathedral visit (R-ACT-1), played through once
                    visit = (me.paints, me.thalers, me.score, fresco, bishop)
                    trace = self._second.get(visit)
                    if trace is None:
                        trace = self._second[visit] = []
                        horizon = horizon_at(view, "end", fresco=fresco, bishop=bishop)
                        cathedral_turn(view, me, horizon, bishop, self.book.data.spaces_per_location, trace=trace)
                    if trace:
                        me = trace[min(t, len(trace)) - 1][0]
                base = self._last[key] = (me.score + self._market_adjust(m, price, removed), me.thalers)
            return base[0] + thaler_value(base[1] + self.studio_thalers * s, view) + self._studio_extra(s)
        base, thalers = self._base_value(m, c, w, price, removed)
        mood_after = min(self.book.top, mood + self.theatre_steps * t)
        return base + thaler_value(thalers + self.studio_thalers * s, view) \
            + mood_value(mood_after, self.wakes_after, self.book) + self._studio_extra(s)

    def _base_value(self, m, c, w, price, removed):
        """(worth at the end of a non-last round without thalers and mood, thalers) after market, cathedral,
        workshop."""
        key = (m, c, w, price, removed)
        base = self._base.get(key)
        if base is None:
            view = self.view
            me, fresco, bishop = self.workshop(m, c, w, price, removed)
            horizon = horizon_at(view, "end", fresco=fresco, bishop=bishop)
            value = me.score + paint_value(me.paints, horizon) + self.book.tile_income * me.tiles * self.wakes_after
            for effect in me.cards:
                value += card_value(effect, view)
            if me.requests:
                value += len(me.requests) * request_income_value(view)
            base = self._base[key] = (value + self._market_adjust(m, price, removed), me.thalers)
        return base

    def _market_adjust(self, m: int, price: int, removed: float) -> float:
        """The expected purchase (stalls may be gone) less the one the plan is played through with."""
        return self.market(m, price, removed)[2] if m else 0.0

    def _studio_extra(self, s: int) -> float:
        """A portrait worth more than the studio's thalers (R-POR-2)."""
        if not s or not self.view.portraits or not self.view.portraits["face_up"]:
            return 0.0
        got = self._extra.get(0)
        if got is None:
            best = 0.0
            for card in self.view.portraits["face_up"]:
                best = max(best, portrait_worth(self.view, self.me, self.book.portraits[card["id"]]))
            got = self._extra[0] = PORTRAIT_SHARE * best
        return got

    def best_plan(self, apprentices: int, price: int, removed: float, mood: int, fast: bool = False):
        """The best plan value with these apprentices, price and expected stalls gone: (value, counts).
        ``fast``: the round is played through once at FAST_PRICE with every stall there, and the price and the
        stalls gone are charged per market apprentice."""
        if self.view.last:
            best, best_counts = float("-inf"), None
            for counts in plan_shapes(apprentices, self.book.data.spaces_per_location):
                v = self.value(counts, price, removed, mood)
                if v > best:
                    best, best_counts = v, counts
            return best, best_counts
        limit = self.book.data.spaces_per_location
        view = self.view
        top, wakes, book = self.book.top, self.wakes_after, self.book
        moods = [mood_value(min(top, mood + self.theatre_steps * t), wakes, book) for t in range(limit + 1)]
        best, best_counts = float("-inf"), None
        for m in range(limit + 1):
            for c in range(limit + 1):
                if m + c > apprentices:
                    break
                for w in range(limit + 1):
                    rest = apprentices - m - c - w
                    if rest < 0:
                        break
                    if fast:
                        base, thalers = self._base_value(m, c, w, FAST_PRICE, 0.0)
                        if m:
                            thalers -= (price - FAST_PRICE) * m
                            base -= STALL_GONE * removed
                    else:
                        base, thalers = self._base_value(m, c, w, price, removed)
                    for t in range(min(limit, rest) + 1):
                        s = min(limit, rest - t)
                        v = base + thaler_value(thalers + self.studio_thalers * s, view) + moods[t] \
                            + (self._studio_extra(s) if s else 0.0)
                        if v > best:
                            best, best_counts = v, (m, c, s, w, t)
        return best, best_counts


@lru_cache(maxsize=None)
def plan_shapes(apprentices: int, limit: int) -> tuple:
    """Sensible plans: every apprentice placed when it can be (the studio takes the rest)."""
    shapes = []
    for m in range(limit + 1):
        for c in range(limit + 1):
            for w in range(limit + 1):
                for t in range(limit + 1):
                    rest = apprentices - m - c - w - t
                    if rest < 0:
                        continue
                    s = min(limit, rest)
                    shapes.append((m, c, s, w, t))
    return tuple(shapes)


def request_value(view: SeatView, vp: int) -> float:
    """A request's VP and income, less the income of the tiles it covers and the mixes of its apprentice."""
    after = view.rounds_after()
    return vp + request_income_value(view) - view.book.tile_income * view.book.data.request_tiles_needed * after \
        - REQUEST_APPRENTICE


def best_request(view: SeatView, me: Holdings):
    """(kind, VP) of the best request this painter can fulfil now and wants to, else None (R-REQ-2..4)."""
    if not view.requests:
        return None
    best, best_value = None, 0.0
    for kind, stack in view.requests.items():
        if not stack:
            continue
        eligible = sum(1 for back in me.backs if kind == "general" or kind in back)
        if eligible >= view.book.data.request_tiles_needed:
            value = request_value(view, stack[-1])
            if value > best_value:
                best, best_value = (kind, stack[-1]), value
    return best


def portrait_worth(view: SeatView, me: Holdings, card) -> float:
    """VP a portrait brings over the studio's thalers, roughly (R-POR-3)."""
    horizon = horizon_at(view, "mid")
    value = card.vp + view.book.thaler * (card.thalers - view.book.data.studio_thalers)
    if card.kind == "permanent":
        return value + card_value(card.effect, view)
    value += paint_value(me.paints_with(card.paints), horizon) - paint_value(me.paints, horizon) \
        + card.primary_choice * LEFTOVER[horizon.nearness][0] * CHOSEN_PRIMARY
    if card.effect == "muse" or card.mood:
        value += mood_gain(view, me, card)
    return value


def mood_gain(view: SeatView, me: Holdings, card) -> float:
    """What a portrait's mood change (the Muse: to the top, R-POR-3) is worth for the wake-ups to come."""
    book = view.book
    wakes = view.rounds_after()
    after = book.top if card.effect == "muse" else min(book.top, me.mood + card.mood)
    return mood_value(after, wakes, book) - mood_value(me.mood, wakes, book)
