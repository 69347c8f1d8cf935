"""The heuristic bot: plans a round like a person, from what its own seat sees.

It values a position as score + thalers + the VP its paints are expected to bring (:func:`paint_value`: the
paints are allotted to fresco tiles they can be mixed into, the most rewarding first, restored at the next
cathedral visits with their bishop bonus and income; leftover paints count at their altar or resale worth) +
tile income still to come + the apprentices its mood promises. Every decision then takes the option whose
outcome values best: which stall tiles to buy, which part to restore (a bishop step or the Provost's jump when
the bonus pays for it, the altar when paints are spare or the game nearly over), which mixes to make, which
portrait to take. Plans and wake-up times are chosen by playing the round through in the head: the market
(the stall it can expect, given how many act before it), the cathedral, the studio (or a portrait), the
workshop (mixes or a request), the theatre (when the mood sinks toward the −1 zone) or, in the last round, the
second cathedral visit. In two-player games it makes Leonardo's choices to hurt the opponent.

Everything it reads comes from ``game.view(seat)``, ``game.legal_actions(seat)``, ``game.decision``,
``game.names``, ``game.modules``, ``game.rulings`` and ``game.data``: no hidden information. The valuation functions are shared with the search
bot (:mod:`.search`), which also uses this bot as its rollout policy.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import count
from math import comb

from ..data import PAINTS
from ..rules.actions import (BishopJump, BuyTiles, CloseStall, FulfilRequest, Mix, MoveBishop, RestoreAltar,
                             RestorePart, TakePortrait, part_index)
from .base import Bot, register

NP = len(PAINTS)                       # R Y B O G V Pk Br
IDX = {p: i for i, p in enumerate(PAINTS)}
R_, Y_, B_, O_, G_, V_, PK_, BR_ = range(8)
STEPS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1), "S": (1, 0), "SW": (1, -1), "W": (0, -1),
         "NW": (-1, -1)}

THALER = 0.5            # 2 thalers = 1 VP at the end (R-END-3)
LIQUIDITY = 0.12        # extra worth of each of the first thalers while there is still a market to buy at
ACTION = 1.0            # what a cathedral apprentice could earn elsewhere (a studio apprentice: 1.5 VP)
MIX_COST = 0.45         # a mix: a quarter of a workshop apprentice
CUBE_COST = 0.9         # what a primary paint costs to get (market price + apprentice)
LATER_BONUS = 1.3       # bishop bonus expected for a tile restored in a later round
WAIT = 0.9              # a restoration a round later is worth a little less (others may take the tile)
APPRENTICE = 1.6        # one apprentice more for a round
LEFTOVER = ((0.75, 1.7, 3.2, 4.6),   # primaries, secondaries, pink, brown not allotted to a tile: 2+ rounds left
            (0.6, 1.5, 3.2, 4.6),    # one round after this one
            (0.45, 1.4, 3.4, 5.0))   # last round (altar worth)


def vec(paints) -> tuple:
    """Paint counts in PAINTS order from a dict {code: n} or an iterable of codes."""
    out = [0] * NP
    if isinstance(paints, dict):
        for p, n in paints.items():
            out[IDX[p]] += n
    else:
        for p in paints:
            out[IDX[p]] += 1
    return tuple(out)


_COST: dict = {}


def tile_cost(h, need):
    """Whether paints ``h`` can pay ``need`` with mixes (R-WKS-1, R-BLD-2): (primaries lacking, mixes, paints left).
    Cached; the paints left are a tuple."""
    key = (h, need)
    got = _COST.get(key)
    if got is not None:
        return got
    if len(_COST) > 300_000:
        _COST.clear()
    left = list(h)
    want = list(need)
    mixes = 0
    for out, a, b in ((BR_, O_, G_), (PK_, V_, R_), (O_, R_, Y_), (G_, Y_, B_), (V_, R_, B_)):
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
    for i in (R_, Y_, B_):
        w = want[i]
        if w > left[i]:
            lack += w - left[i]
            left[i] = 0
        else:
            left[i] -= w
    got = _COST[key] = (lack, mixes, tuple(left))
    return got


def equiv(h) -> int:
    """Primary paints that went into these paints (a secondary is two, pink three, brown four)."""
    return h[0] + h[1] + h[2] + 2 * (h[3] + h[4] + h[5]) + 3 * h[6] + 4 * h[7]


def step_target(bishop: int, direction: str) -> int:
    dr, dc = STEPS[direction]
    r, c = bishop // 5 + dr, bishop % 5 + dc
    return r * 5 + c if 0 <= r < 5 and 0 <= c < 5 else -1


class Book:
    """What a player knows from the rulebook and the components: tiles, market, inn, mood, cards."""

    def __init__(self, data, modules, players: int):
        self.data = data
        self.modules = frozenset(modules)
        self.players = players
        self.blends = "blends" in modules
        self.fresco = {t.id: (t.value, vec(t.paints), t.spots, equiv(vec(t.paints)))
                       for t in data.fresco_tiles + data.blend_tiles}
        self.market = {t.id: vec(t.paints) for t in data.market_tiles}
        self.inn = data.side_for(players).inn
        self.zones = data.mood.zones
        self.top = len(self.zones) - 1
        self.base_apprentices = data.apprentices
        self.portraits = {c.id: c for c in data.portraits}
        on, near = data.bishop_bonus_on, data.bishop_bonus_near
        self.bonus_on, self.bonus_near = on, near
        # bishop bonus by bishop part and restored part (R-CATH-2), and the bonus hoped for when a paid step
        # (R-CATH-4) can still bring the bishop next to a part two steps away
        real, hoped, apart = [], [], []
        for b in range(25):
            dist = [max(abs(b // 5 - q // 5), abs(b % 5 - q % 5)) for q in range(25)]
            apart.append(tuple(dist))
            real.append(tuple(on if d == 0 else near if d == 1 else 0 for d in dist))
            hoped.append(tuple(on if d == 0 else near if d == 1 else near - data.bishop_step_cost * THALER
                               if d == 2 else 0.0 for d in dist))
        self.real_bonus, self.hoped_bonus, self.apart = tuple(real), tuple(hoped), tuple(apart)
        # the bonus after one paid step toward a part, by distance: onto it, next to it, nothing
        self.step_bonus = (on, on, near) + (0,) * 3
        # restorations per round (incl. Leonardo's), for the number of rounds left (R-END-1)
        self.rate = 3.0 if players >= 4 else 2.5
        self.last_tiles = data.last_round_tiles
        self.mix_outputs = {m.output: (IDX[m.inputs[0]], IDX[m.inputs[1]], IDX[m.output])
                            for m in data.mixes if self.blends or not m.blend}
        self.altar = {}
        self.orders = {}

    def altar_vp(self, paints: tuple[str, ...]) -> int:
        """VP of an altar set (R-ALT-1, R-BLD-3): the better of the primary set with secondary jokers and the
        mixed set with pink/brown jokers; 0 if the paints form neither."""
        got = self.altar.get(paints)
        if got is None:
            d = self.data
            got = 0
            plain = [p for p in paints if p in ("R", "Y", "B")]
            jokers = [p for p in paints if p in ("O", "G", "V")]
            if len(set(plain)) == len(plain) and len(plain) + len(jokers) == 3:
                got = d.altar_primary_base + len(jokers) * d.altar_secondary_joker
            own = [p for p in paints if p in ("O", "G", "V")]
            blend = [p for p in paints if p in ("Pk", "Br")]
            if self.blends and len(set(own)) == len(own) and len(own) + len(blend) == 3:
                got = max(got, d.altar_mixed_base + sum(d.altar_blend_jokers.get(p, 0) for p in blend))
            elif not blend and sorted(own) == ["G", "O", "V"]:
                got = max(got, d.altar_mixed_base)
            self.altar[paints] = got
        return got


_BOOKS: dict = {}


def book_of(game) -> Book:
    """The Book of a game's data, modules and number of painters (cached)."""
    key = (id(game.data), game.modules, len(game.names))
    b = _BOOKS.get(key)
    if b is None:
        b = _BOOKS[key] = Book(game.data, game.modules, len(game.names))
    return b


# ----------------------------------------------------------------------------------------------------------
# What one seat sees


class Sit:
    """One seat's picture of the table, read from its view."""

    def __init__(self, game, seat: int, book: Book):
        v = game.view(seat)
        self.view = v
        self.book = book
        self.seat = seat
        self.round = v["round"]
        self.last = v["last_round"]
        self.phase = v["phase"]
        loc = v["location"]
        self.loc = loc["name"] if loc else None
        self.visit = loc["visit"] if loc else 0
        self.remaining = loc["remaining"] if loc else 0
        self.fresco = tuple(part["tile"] for part in v["fresco"])     # a tile id or None per part
        self.bishop = part_index(v["bishop"])
        self.tiles_left = v["tiles_left"]
        self.stalls = v["stalls"]
        self.players = v["players"]
        self.names = {p["name"]: p["seat"] for p in self.players}
        self.inn = v["inn"]
        self.order = [self.names[n] for n in v["action_order"]]
        self.wake_queue = [self.names[n] for n in v["wake_queue"]]
        self.portraits = v.get("portraits")
        self.requests = v.get("requests")
        self.requests_open = tuple(sorted(k for k, stack in (self.requests or {}).items() if stack))
        self._after = None
        after = self.rounds_after()
        self.stage = 2 if self.last else (1 if after <= 1 else 0)

    # -- timing -----------------------------------------------------------------------------------
    def rounds_after(self) -> int:
        """Estimated rounds after the current one (0 in the last round; R-END-1, R-POR-5)."""
        if self._after is not None:
            return self._after
        self._after = self._rounds_after()
        return self._after

    def _rounds_after(self) -> int:
        if self.last:
            return 0
        k = max(1, -(-(self.tiles_left - self.book.last_tiles) // self.book.rate)) if self.tiles_left > self.book.last_tiles else 1
        k = int(k)
        if self.portraits is not None:
            deck = self.portraits["deck"]
            k = min(k, max(1, -(-deck // 2)))
        return k


class Me:
    """A painter's resources, as its owner knows them (a copy we can change while planning)."""
    __slots__ = ("h", "thalers", "score", "tiles", "mood", "cards", "requests", "backs")

    def __init__(self, h, thalers, score, tiles, mood, cards=(), requests=(), backs=()):
        self.h = tuple(h)
        self.thalers = thalers
        self.score = score
        self.tiles = tiles          # income-paying tiles
        self.mood = mood
        self.cards = cards          # permanent portrait effects
        self.requests = requests    # kinds of fulfilled requests
        self.backs = backs          # spots of uncovered tiles

    @classmethod
    def of(cls, sit: Sit, seat: int) -> "Me":
        p = sit.players[seat]
        book = sit.book
        cards = tuple(book.portraits[c].effect for c in p["portraits"] if c in book.portraits)
        return cls(vec(p["paints"] or {}), p["thalers"] or 0, p["score"], len(p["tile_backs"]),
                   p["mood_space"] if p["mood_space"] is not None else 0, cards,
                   tuple(r["kind"] for r in p["requests"]), tuple(tuple(b) for b in p["tile_backs"]))

    def copy(self) -> "Me":
        return Me(self.h, self.thalers, self.score, self.tiles, self.mood, self.cards, self.requests, self.backs)


# ----------------------------------------------------------------------------------------------------------
# Valuation


_CTX_IDS: dict = {}
_KIDS = count(1)


class Ctx:
    """When the paints will be used: the upcoming cathedral visits and the income a tile still earns.

    ``first_exact``: the next visit comes before any mixing (only exact paints count there);
    ``opps``: cathedral visits still ahead (a round each, the last round has two);
    ``first_cap``: restorations possible at the next visit; ``income``: incomes a tile restored at the next visit
    earns; ``stage``: 0 two or more rounds left, 1 one round after this, 2 the last round;
    ``tiles``: the fresco, a tile id or None per part; ``parts``: the parts still holding a tile."""
    __slots__ = ("first_exact", "opps", "first_cap", "income", "stage", "bishop", "tiles", "parts", "kid", "order",
                 "requests_open")

    def __init__(self, sit: Sit, first_exact: bool, opps: int, first_cap: int, income: int, fresco=None,
                 bishop=None):
        self.first_exact = first_exact
        self.opps = opps
        self.first_cap = first_cap
        self.income = income = max(0, income)
        self.stage = sit.stage
        self.bishop = bishop = sit.bishop if bishop is None else bishop
        self.tiles = fresco = sit.fresco if fresco is None else fresco
        self.requests_open = sit.requests_open
        key = (id(sit.book), first_exact, opps, first_cap, income, self.stage, bishop, fresco, self.requests_open)
        kid = _CTX_IDS.get(key)
        if kid is None:
            if len(_CTX_IDS) > 200_000:
                _CTX_IDS.clear()
                _PV.clear()
            kid = _CTX_IDS[key] = next(_KIDS)          # never reused, so old contexts stay apart
        self.kid = kid
        self.parts, self.order = _order(sit.book, fresco, bishop, self.requests_open)

    def without(self, sit: Sit, part: int, bishop: int) -> "Ctx":
        fresco = list(self.tiles)
        fresco[part] = None
        return Ctx(sit, self.first_exact, self.opps, self.first_cap, self.income, tuple(fresco), bishop)


def _order(book, fresco: tuple, bishop: int, open_kinds):
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
            order.append((-prio, part, value, need, cubes, bonus, _spot_worth(spots, open_kinds)))
        order.sort()
        got = book.orders[key] = (tuple(parts), tuple(o[1:] for o in order))
    return got


def _spot_worth(spots, open_kinds) -> float:
    """A tile's back counts toward the requests still open (R-REQ-3, R-REQ-4)."""
    if not open_kinds:
        return 0.0
    worth = 0.4 if "general" in open_kinds else 0.0
    for s in spots:
        if s in open_kinds:
            worth = max(worth, 1.2)
    return worth


_PV: dict = {}


def paint_value(h: tuple, ctx: Ctx) -> float:
    """Expected VP from paints ``h``: the tiles they can be turned into, then the leftovers' worth."""
    key = (h, ctx.kid)
    got = _PV.get(key)
    if got is not None:
        return got
    if len(_PV) > 400_000:
        _PV.clear()
        _CTX_IDS.clear()
    if ctx.opps <= 0:
        _PV[key] = 0.0
        return 0.0
    left = h
    total = 0.0
    have = equiv(left)
    first_used = 0
    later_cap = 3 * (ctx.opps - 1) if ctx.first_exact else 3 * ctx.opps
    later_used = 0
    for part, value, need, cubes, bonus, spot in ctx.order:
        if cubes > have:
            continue
        lack, mixes, after = tile_cost(left, need)
        if lack:
            continue
        if mixes == 0 and ctx.first_exact and first_used < ctx.first_cap:
            gain = value + bonus + spot + THALER * ctx.income - ACTION
            if gain <= 0:
                continue
            first_used += 1
        else:
            waits = (1 if ctx.first_exact else 0) + (1 if mixes > 4 else 0)
            if waits >= ctx.opps + (0 if ctx.first_exact else 1) or later_used >= later_cap:
                continue
            gain = (value + LATER_BONUS + spot + THALER * max(0, ctx.income - waits) - ACTION - MIX_COST * mixes) \
                * WAIT ** waits
            if gain <= 0:
                continue
            later_used += 1
        total += gain
        left = after
        have = equiv(left)
    w = LEFTOVER[ctx.stage]
    total += w[0] * (left[0] + left[1] + left[2]) + w[1] * (left[3] + left[4] + left[5]) + w[2] * left[6] + w[3] * left[7]
    _PV[key] = total
    return total


def thaler_value(t: int, sit: Sit) -> float:
    if sit.last:
        return THALER * (t - t % 2)
    return THALER * t + LIQUIDITY * min(t, 10)


def mood_value(mood: int, wakes: int, book: Book) -> float:
    """Worth of a mood space for the wake-ups still to come (R-MOOD-2)."""
    if wakes <= 0:
        return 0.0
    z = book.zones
    value = APPRENTICE * z[mood]
    if wakes >= 2:
        value += 0.5 * APPRENTICE * z[max(0, mood - 1)]
    return value


def card_value(effect: str, sit: Sit) -> float:
    """Worth of a permanent portrait for the rest of the game (R-POR-3)."""
    after = sit.rounds_after()
    if effect == "servant":
        return THALER * after
    if effect == "abbot":
        return 0.9 * (after + 1)
    if effect == "provost":
        return 1.3 * (after + 1)
    if effect == "actor":
        return 0.5 * min(after, 3)
    return 0.0


def request_income_value(sit: Sit) -> float:
    """Each income of a fulfilled request: a thaler and a paint (R-REQ-5)."""
    return sit.rounds_after() * (THALER + 0.6)


def evaluate(sit: Sit, me: Me, ctx: Ctx, wakes: int) -> float:
    """Score + thalers + paints + tile income + mood + cards, in VP."""
    after = sit.rounds_after()
    value = me.score + thaler_value(me.thalers, sit) + paint_value(me.h, ctx)
    value += THALER * me.tiles * after
    value += mood_value(me.mood, wakes, sit.book)
    for effect in me.cards:
        value += card_value(effect, sit)
    if me.requests:
        value += len(me.requests) * request_income_value(sit)
    return value


def stage_ctx(sit: Sit, stage: str, cap: int = 3, fresco=None, bishop=None) -> Ctx:
    """The valuation context at a stage of the current round:
    "start" (before this round's cathedral), "mid" (after it, before the workshop), "end" (after the workshop)."""
    after = sit.rounds_after()
    if sit.last:
        if stage == "start":
            return Ctx(sit, True, 2, cap, 0, fresco, bishop)
        if stage == "mid":
            return Ctx(sit, False, 1, 3, 0, fresco, bishop)
        if stage == "end":            # before the second cathedral visit
            return Ctx(sit, True, 1, cap, 0, fresco, bishop)
        return Ctx(sit, True, 0, 0, 0, fresco, bishop)
    if stage == "start":
        return Ctx(sit, True, 1 + after, cap, after, fresco, bishop)
    if stage == "mid":
        return Ctx(sit, False, after, 3, after - 1, fresco, bishop)
    return Ctx(sit, True, after, 3, after - 1, fresco, bishop)


# ----------------------------------------------------------------------------------------------------------
# Choices at the locations (also used to simulate a round while planning)


_RESTORABLE: dict = {}


def restorable(sit: Sit, me: Me, ctx: Ctx):
    """What these paints can restore now, bishop aside: ((part, gain without bishop bonus, paints after), ...)
    and ((altar paints, gain, paints after), ...) (R-CATH-1, R-ALT-1). Cached (plain tuples: cheap to keep)."""
    abbot = "abbot" in me.cards
    key = (me.h, ctx.kid, abbot)
    got = _RESTORABLE.get(key)
    if got is not None:
        return got
    if len(_RESTORABLE) > 100_000:
        _RESTORABLE.clear()
    pv_now = paint_value(me.h, ctx)
    book = sit.book
    parts = []
    have = equiv(me.h)
    for part in ctx.parts:
        value, need, spots, cubes = book.fresco[ctx.tiles[part]]
        if cubes > have:
            continue
        lack, mixes, after = tile_cost(me.h, need)
        if lack or mixes:
            continue
        nctx = ctx.without(sit, part, part)
        gain = value + THALER * ctx.income + _spot_worth(spots, ctx.requests_open) + paint_value(after, nctx) - pv_now
        parts.append((part, gain, after))
    altars = []
    for paints in _altar_candidates(me.h, book):
        need = vec(paints)
        after = tuple(a - b for a, b in zip(me.h, need))
        altars.append((paints, book.altar_vp(paints) + paint_value(after, ctx) - pv_now, after))
    got = _RESTORABLE[key] = (tuple(parts), tuple(altars), abbot)
    return got


def restore_gain(sit: Sit, me: Me, ctx: Ctx, part: int, bishop: int, pv_now: float = 0.0):
    """(ΔE, paints after, ctx after) for restoring ``part`` with the bishop on ``bishop`` (R-CATH-1..3)."""
    parts, _, abbot = restorable(sit, me, ctx)
    for q, gain, after in parts:
        if q == part:
            bonus = sit.book.real_bonus[bishop][part]
            return gain + bonus + (1 if bonus and abbot else 0), after, ctx.without(sit, part, part)
    return None


def altar_gain(sit: Sit, me: Me, ctx: Ctx, paints: tuple, pv_now: float = 0.0):
    _, altars, _ = restorable(sit, me, ctx)
    for a, gain, after in altars:
        if a == paints:
            return gain, after
    return None


def best_restoration(sit: Sit, me: Me, ctx: Ctx, bishop: int, altar: bool = True):
    """The best single restoration with paints at hand: (gain, part or altar paints, paints after, ctx after)."""
    parts, altars, abbot = restorable(sit, me, ctx)
    best = (0.0, None, me.h, ctx)
    bonus_row = sit.book.real_bonus[bishop]
    for part, gain, after in parts:
        bonus = bonus_row[part]
        g = gain + bonus + (1 if bonus and abbot else 0)
        if g > best[0]:
            best = (g, part, after, None)
    if altar:
        for paints, gain, after in altars:
            if gain > best[0]:
                best = (gain, paints, after, ctx)
    if best[3] is None:
        best = best[:3] + (ctx.without(sit, best[1], best[1]),)
    return best


_ALTAR_SETS: dict = {}


def _altar_candidates(h, book: Book) -> list[tuple[str, ...]]:
    """The altar sets these paints can pay (R-ALT-1, R-BLD-3)."""
    key = (h, book.blends)
    got = _ALTAR_SETS.get(key)
    if got is not None:
        return got
    if len(_ALTAR_SETS) > 50_000:
        _ALTAR_SETS.clear()
    found = []
    seen = set()
    secondaries = [i for i in (O_, G_, V_) if h[i]]
    slot_options = [[prim] + secondaries for prim in (R_, Y_, B_)]
    blends = [i for i in (PK_, BR_) if h[i]] if book.blends else []
    mixed = [[o] + blends for o in (O_, G_, V_)]
    for options in (slot_options, mixed):
        for a in options[0]:
            for b in options[1]:
                for c in options[2]:
                    need = [0] * NP
                    need[a] += 1
                    need[b] += 1
                    need[c] += 1
                    if need[a] <= h[a] and need[b] <= h[b] and need[c] <= h[c]:
                        key3 = tuple(sorted((PAINTS[a], PAINTS[b], PAINTS[c]), key=IDX.get))
                        if key3 not in seen and book.altar_vp(key3):
                            seen.add(key3)
                            found.append(key3)
    found = _ALTAR_SETS[key] = tuple(found)
    return found


def cathedral_turn(sit: Sit, me: Me, ctx: Ctx, bishop: int, actions: int, can_step: bool = True, trace=None):
    """Simulate a cathedral visit of ``actions`` restorations, each the best one (with a paid bishop step
    when its bonus pays for it): (ΔE, me after, ctx after, bishop after). ``trace`` (a list) receives
    (me, ctx, bishop) after each restoration."""
    me = me.copy()
    total = 0.0
    step_cost = sit.book.data.bishop_step_cost
    for _ in range(actions):
        parts, altars, abbot = restorable(sit, me, ctx)
        if not parts and not altars:
            break
        best, what, after, cost = 0.0, None, None, 0
        for paints, gain, h in altars:
            if gain > best:
                best, what, after = gain, paints, h
        step_value = 0.0
        if can_step and me.thalers >= step_cost:
            step_value = thaler_value(me.thalers, sit) - thaler_value(me.thalers - step_cost, sit)
        book = sit.book
        real, apart = book.real_bonus[bishop], book.apart[bishop]
        for part, gain, h in parts:
            bonus = real[part]
            g = gain + bonus + (1 if bonus and abbot else 0)
            if g > best:
                best, what, after, cost = g, part, h, 0
            if step_value and apart[part]:
                nb = book.step_bonus[apart[part]]            # one paid step toward the part first (R-CATH-4)
                g = gain + nb + (1 if nb and abbot else 0) - step_value
                if nb > bonus and g > best:
                    best, what, after, cost = g, part, h, step_cost
        if what is None:
            break
        total += best
        me.thalers -= cost
        if isinstance(what, int):
            bonus = real[what] if cost == 0 else book.step_bonus[apart[what]]
            me.score += book.fresco[ctx.tiles[what]][0] + bonus
            me.tiles += 1
            bishop = what
            ctx = ctx.without(sit, what, what)
        else:
            me.score += book.altar_vp(what)
        me.h = after
        if trace is not None:
            trace.append((me.copy(), ctx, bishop))
    return total, me, ctx, bishop


def mix_turn(sit: Sit, me: Me, ctx: Ctx, mixes: int, trace=None):
    """Simulate up to ``mixes`` mixes, each the one raising the paints' worth most (R-WKS-1); ``trace``
    (a list) receives the paints after each mix."""
    me = me.copy()
    total = 0.0
    outputs = sit.book.mix_outputs
    for _ in range(mixes):
        now = paint_value(me.h, ctx)
        best, best_h = 0.01, None
        for a, b, out in outputs.values():
            h = me.h
            if h[a] and h[b]:
                n = list(h)
                n[a] -= 1
                n[b] -= 1
                n[out] += 1
                n = tuple(n)
                gain = paint_value(n, ctx) - now
                if gain > best:
                    best, best_h = gain, n
        if best_h is None:
            break
        total += best
        me.h = best_h
        if trace is not None:
            trace.append(best_h)
    return total, me


def purchase_gain(sit: Sit, me: Me, ctx: Ctx, stall: list[str], slots, price: int, pv_now: float):
    h = list(me.h)
    for s in slots:
        for i, n in enumerate(sit.book.market[stall[s]]):
            h[i] += n
    h = tuple(h)
    cost = price * len(slots)
    return paint_value(h, ctx) - pv_now + thaler_value(me.thalers - cost, sit) - thaler_value(me.thalers, sit), h


def best_purchase(sit: Sit, me: Me, ctx: Ctx, stall: list[str], most: int, price: int):
    """The best tiles to buy from a stall with ``most`` market apprentices: (gain, slots, paints after)."""
    pv_now = paint_value(me.h, ctx)
    best = (0.0, (), me.h)
    n = len(stall)
    for k in range(1, min(most, n) + 1):
        if price * k > me.thalers:
            break
        for slots in _combos(n, k):
            gain, h = purchase_gain(sit, me, ctx, stall, slots, price, pv_now)
            if gain > best[0]:
                best = (gain, slots, h)
    return best


@lru_cache(maxsize=None)
def _combos(n: int, k: int):
    from itertools import combinations
    return tuple(combinations(range(n), k))


# ----------------------------------------------------------------------------------------------------------
# Planning a round


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

    def __init__(self, sit: Sit, me: Me, seat: int):
        self.sit = sit
        self.me = me
        self.seat = seat
        self.book = sit.book
        self.start = stage_ctx(sit, "start")
        self.wakes_after = sit.rounds_after()
        self.theatre_steps = 3 if "actor" in me.cards else 2
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
                for stall in self.sit.stalls:
                    if stall:
                        results.append(best_purchase(self.sit, self.me, self.start, stall, m, price))
                if not results:
                    self._market[key] = (0.0, self.me, 0.0)
                else:
                    value, rank = expected_best([r[0] for r in results], removed)
                    results.sort(key=lambda r: -r[0])
                    gain, slots, h = results[rank]
                    me = self.me.copy()
                    me.h = h
                    me.thalers -= price * len(slots)
                    self._market[key] = (value, me, value - gain)
        return self._market[key]

    def cathedral(self, m, c, price, removed):
        """The painter after the market and ``c`` restorations (one visit played through, its prefixes kept)."""
        me = self.market(m, price, removed)[1]
        if c == 0:
            return me, self.sit.fresco, self.sit.bishop
        key = (me.h, me.thalers)
        trace = self._cath.get(key)
        if trace is None:
            trace = []
            cathedral_turn(self.sit, me, self.start, self.sit.bishop, self.book.data.spaces_per_location, trace=trace)
            trace = self._cath[key] = [(t[0], t[1].tiles, t[2]) for t in trace]
        return trace[c - 1] if c <= len(trace) else (trace[-1] if trace else (me, self.sit.fresco, self.sit.bishop))

    def workshop(self, m, c, w, price, removed):
        """The painter after the cathedral and ``w`` workshop apprentices: a request if one pays, then mixes."""
        me, fresco, bishop = self.cathedral(m, c, price, removed)
        if w == 0:
            return me, fresco, bishop
        key = (me.h, me.thalers, me.score, fresco, bishop)
        got = self._work.get(key)
        if got is None:
            request = best_request(self.sit, me)
            if request is not None:
                me = me.copy()
                me.score += request[1]
                me.tiles -= 3
                me.requests = me.requests + (request[0],)
            trace = [me.h]
            ctx = stage_ctx(self.sit, "end", fresco=fresco, bishop=bishop)
            mix_turn(self.sit, me, ctx, 2 * self.book.data.spaces_per_location, trace=trace)
            got = self._work[key] = (me, trace, 2 if request else 0)
        me, trace, used = got
        me = me.copy()
        me.h = trace[max(0, min(len(trace) - 1, 2 * w - used))]
        return me, fresco, bishop

    def value(self, counts, price: int, removed: float, mood: int) -> float:
        """The painter's worth at the end of the round after this plan (R-ACT-1 order of the locations)."""
        m, c, s, w, t = counts
        sit = self.sit
        if sit.last:
            key = (m, c, w, t, price, removed)
            base = self._last.get(key)
            if base is None:
                me, fresco, bishop = self.workshop(m, c, w, price, removed)
                if t:                        # the second cathedral visit (R-ACT-1), played through once
                    visit = (me.h, me.thalers, me.score, fresco, bishop)
                    trace = self._second.get(visit)
                    if trace is None:
                        trace = self._second[visit] = []
                        ctx = stage_ctx(sit, "end", fresco=fresco, bishop=bishop)
                        cathedral_turn(sit, me, ctx, bishop, self.book.data.spaces_per_location, trace=trace)
                    if trace:
                        me = trace[min(t, len(trace)) - 1][0]
                base = self._last[key] = (me.score + self._market_adjust(m, price, removed), me.thalers)
            return base[0] + thaler_value(base[1] + 3 * s, sit) + self._studio_extra(s)
        base, thalers = self._base_value(m, c, w, price, removed)
        mood_after = min(self.book.top, mood + self.theatre_steps * t)
        return base + thaler_value(thalers + 3 * s, sit) + mood_value(mood_after, self.wakes_after, self.book) \
            + self._studio_extra(s)

    def _base_value(self, m, c, w, price, removed):
        """(worth at the end of a non-last round without thalers and mood, thalers) after market, cathedral, workshop."""
        key = (m, c, w, price, removed)
        base = self._base.get(key)
        if base is None:
            sit = self.sit
            me, fresco, bishop = self.workshop(m, c, w, price, removed)
            ctx = stage_ctx(sit, "end", fresco=fresco, bishop=bishop)
            value = me.score + paint_value(me.h, ctx) + THALER * me.tiles * self.wakes_after
            for effect in me.cards:
                value += card_value(effect, sit)
            if me.requests:
                value += len(me.requests) * request_income_value(sit)
            base = self._base[key] = (value + self._market_adjust(m, price, removed), me.thalers)
        return base

    def _market_adjust(self, m: int, price: int, removed: float) -> float:
        """The expected purchase (stalls may be gone) less the one the plan is played through with."""
        return self.market(m, price, removed)[2] if m else 0.0

    def _studio_extra(self, s: int) -> float:
        """A portrait worth more than the studio's thalers (R-POR-2)."""
        if not s or not self.sit.portraits or not self.sit.portraits["face_up"]:
            return 0.0
        got = self._extra.get(0)
        if got is None:
            best = 0.0
            for card in self.sit.portraits["face_up"]:
                best = max(best, portrait_worth(self.sit, self.me, self.book.portraits[card["id"]]))
            got = self._extra[0] = 0.6 * best
        return got

    def best_plan(self, apprentices: int, price: int, removed: float, mood: int, fast: bool = False):
        """The best plan value with these apprentices, price and expected stalls gone: (value, counts).
        ``fast``: the round is played through once at price 2 with every stall there, and the price and the
        stalls gone are charged per market apprentice."""
        if self.sit.last:
            best, best_counts = float("-inf"), None
            for counts in _plan_shapes(apprentices, self.book.data.spaces_per_location):
                v = self.value(counts, price, removed, mood)
                if v > best:
                    best, best_counts = v, counts
            return best, best_counts
        limit = self.book.data.spaces_per_location
        sit = self.sit
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
                        base, thalers = self._base_value(m, c, w, 2, 0.0)
                        if m:
                            thalers -= (price - 2) * m
                            base -= 0.6 * removed
                    else:
                        base, thalers = self._base_value(m, c, w, price, removed)
                    for t in range(min(limit, rest) + 1):
                        s = min(limit, rest - t)
                        v = base + thaler_value(thalers + 3 * s, sit) + moods[t] + (self._studio_extra(s) if s else 0.0)
                        if v > best:
                            best, best_counts = v, (m, c, s, w, t)
        return best, best_counts


@lru_cache(maxsize=None)
def _plan_shapes(apprentices: int, limit: int) -> tuple:
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


def request_value(sit: Sit, vp: int) -> float:
    """A request's VP and income, less the income of the 3 tiles it covers and the mixes of its apprentice."""
    after = sit.rounds_after()
    return vp + after * (THALER + 0.6) - THALER * 3 * after - 1.0


def best_request(sit: Sit, me: Me):
    """(kind, VP) of the best request this painter can fulfil now and wants to, else None (R-REQ-2..4)."""
    if not sit.requests:
        return None
    best, best_value = None, 0.0
    for kind, stack in sit.requests.items():
        if not stack:
            continue
        eligible = sum(1 for back in me.backs if kind == "general" or kind in back)
        if eligible >= sit.book.data.request_tiles_needed:
            value = request_value(sit, stack[-1])
            if value > best_value:
                best, best_value = (kind, stack[-1]), value
    return best


def portrait_worth(sit: Sit, me: Me, card) -> float:
    """VP a portrait brings over the studio's 3 thalers, roughly (R-POR-3)."""
    ctx = stage_ctx(sit, "mid")
    value = card.vp + THALER * (card.thalers - sit.book.data.studio_thalers)
    if card.kind == "permanent":
        return value + card_value(card.effect, sit)
    gained = list(me.h)
    for p in card.paints:
        gained[IDX[p]] += 1
    value += paint_value(tuple(gained), ctx) - paint_value(me.h, ctx) + card.primary_choice * LEFTOVER[ctx.stage][0] * 1.3
    if card.effect == "muse":
        value += mood_value(sit.book.top, sit.rounds_after(), sit.book) - mood_value(me.mood, sit.rounds_after(), sit.book)
    elif card.mood:
        m = min(sit.book.top, me.mood + card.mood)
        value += mood_value(m, sit.rounds_after(), sit.book) - mood_value(me.mood, sit.rounds_after(), sit.book)
    return value


# ----------------------------------------------------------------------------------------------------------
# The bot


@register
class HeuristicBot(Bot):
    """Plans like a person: target tiles, paints bought at a sensible price and mixed toward them, the bishop,
    the altar late or with spare paints, the theatre when the mood sinks, the studio when poor, portraits and
    requests worth taking, and Leonardo's choices against the opponent."""
    name = "heuristic"

    def __init__(self, seed: int | str = 0, fast: bool = False):
        super().__init__(seed)
        self.fast = fast         # wake-up times judged from one played-through round (the search's rollouts)

    def choose(self, game, seat: int):
        options = game.legal_actions(seat)
        if len(options) == 1:
            return options[0]
        decision = game.decision
        sit = Sit(game, seat, book_of(game))
        if decision.for_leonardo:
            return self._leonardo(game, sit, seat, decision.painter, options)
        if decision.kind == "place":
            return next(a for a in options if a.ahead)
        method = CHOICES.get(decision.kind)
        return getattr(self, method)(sit, seat, options) if method is not None else options[0]

    # -- scoring the options of a decision (the search bot ranks its candidates with these) ----------------
    def rank(self, game, seat: int, options) -> list[tuple[float, object]]:
        """(value, action) for each option, best first, where the bot has an opinion; else the options as listed."""
        decision = game.decision
        sit = Sit(game, seat, book_of(game))
        if decision.for_leonardo:
            scored = self._leonardo_scores(game, sit, seat, decision.painter, options)
        elif decision.kind == "place":
            scored = [(1.0 if a.ahead else 0.0, a) for a in options]
        else:
            method = SCORES.get(decision.kind)
            scored = getattr(self, method)(sit, seat, options) if method is not None else [(0.0, a) for a in options]
        scored.sort(key=lambda va: -va[0])
        return scored

    @staticmethod
    def _best(scored):
        best, best_value = None, float("-inf")
        for value, action in scored:
            if value > best_value:
                best, best_value = action, value
        return best

    # -- wake-up (R-WAKE) --------------------------------------------------------------------------------
    def _wake(self, sit, seat, options):
        return self._best(self._wake_scores(sit, seat, options))

    def _wake_scores(self, sit, seat, options):
        me = Me.of(sit, seat)
        planner = Planner(sit, me, seat)
        book = sit.book
        taken = {i for i, slot in enumerate(sit.inn) if slot["painter"] is not None}
        undecided = [q for q in sit.wake_queue if q != seat]
        free = [i for i in range(len(sit.inn)) if i not in taken]
        scored = []
        for action in options:
            slot = book.inn[action.slot]
            mood = min(book.top, max(0, me.mood + slot.mood))
            apprentices = book.base_apprentices + book.zones[mood]
            before = sum(1 for i in taken if i < action.slot)
            earlier_free = sum(1 for i in free if i < action.slot)
            if free:
                before += len(undecided) * earlier_free / max(1, len(free) - 1) * 0.6
            removed = self._removed(sit, seat, before)
            value, _ = planner.best_plan(apprentices, slot.price, removed, mood, self.fast)
            value += 0.05 * (len(book.inn) - action.slot) * (1 if before < 1 else 0)
            scored.append((value, action))
        return scored

    def _removed(self, sit, seat, before: float) -> float:
        """Stalls expected to be gone when this painter reaches the market."""
        stalls = sum(1 for s in sit.stalls if s)
        return min(max(0, stalls - 1), 0.85 * before)

    # -- planning (R-PLAN) ------------------------------------------------------------------------------
    def _plan(self, sit, seat, options):
        planner, price, removed, mood = self._planning(sit, seat)
        counts = planner.best_plan(sit.players[seat]["apprentices"], price, removed, mood)[1]
        legal = {a.counts: a for a in options}
        return legal.get(counts) or self._best(self._plan_scores(sit, seat, options))

    def _planning(self, sit, seat):
        """A planner for this round: (planner, price, stalls expected gone, mood)."""
        me = Me.of(sit, seat)
        p = sit.players[seat]
        price = sit.inn[p["inn_slot"]]["price"]
        position = sit.order.index(seat) if seat in sit.order else 0
        before = 0.0
        for q in sit.order[:position]:
            if sit.players[q]["automaton"]:
                before += 0.0 if self._controls_leonardo(sit, seat) else 1.0
            else:
                before += 0.8
        return Planner(sit, me, seat), price, self._removed(sit, seat, before), me.mood

    def _plan_scores(self, sit, seat, options):
        planner, price, removed, mood = self._planning(sit, seat)
        legal = {a.counts: a for a in options}
        scored = []
        for counts in _plan_shapes(sit.players[seat]["apprentices"], sit.book.data.spaces_per_location):
            if counts in legal:
                scored.append((planner.value(counts, price, removed, mood), legal[counts]))
        return scored or [(0.0, options[0])]

    @staticmethod
    def _controls_leonardo(sit, seat) -> bool:
        leo = sit.view.get("leonardo")
        return bool(leo) and leo["controller"] == sit.players[seat]["name"]

    # -- market (R-MKT) ---------------------------------------------------------------------------------
    def _market(self, sit, seat, options):
        return self._best(self._market_scores(sit, seat, options))

    def _market_scores(self, sit, seat, options):
        me = Me.of(sit, seat)
        p = sit.players[seat]
        c = p["plan"][1] if p["plan"] else 1
        ctx = stage_ctx(sit, "start", max(1, c) if not sit.last else max(1, c))
        price = sit.inn[p["inn_slot"]]["price"]
        pv_now = paint_value(me.h, ctx)
        scored = []
        for a in options:
            if isinstance(a, BuyTiles):
                gain, _ = purchase_gain(sit, me, ctx, sit.stalls[a.stall], a.slots, price, pv_now)
                scored.append((gain, a))
            elif isinstance(a, CloseStall):
                scored.append((-0.05 + 0.01 * self._deny(sit, seat, a.stall), a))
            else:
                scored.append((0.0, a))
        return scored

    def _deny(self, sit, seat, stall) -> float:
        """How good a stall looks to the others (its paints), for closing it."""
        return sum(sum(sit.book.market[t][:3]) + 2 * sum(sit.book.market[t][3:]) for t in sit.stalls[stall])

    # -- cathedral (R-CATH, R-ALT, R-POR-6) ------------------------------------------------------------------
    def _cathedral(self, sit, seat, options):
        return self._best(self._cathedral_scores(sit, seat, options))

    def _cathedral_scores(self, sit, seat, options):
        me = Me.of(sit, seat)
        remaining = max(1, sit.remaining)
        ctx = stage_ctx(sit, "start" if sit.visit == 1 else "end", remaining)    # last round: the second visit
        bishop = sit.bishop
        book = sit.book
        pv_now = paint_value(me.h, ctx)
        step_cost = thaler_value(me.thalers, sit) - thaler_value(me.thalers - book.data.bishop_step_cost, sit)
        jump_cost = thaler_value(me.thalers, sit) - thaler_value(me.thalers - 1, sit)
        follow = remaining - 1

        def then(me2, ctx2, b):
            if follow <= 0:
                return 0.0
            return cathedral_turn(sit, me2, ctx2, b, min(follow, 2))[0] * 0.9

        scored = []
        for a in options:
            if isinstance(a, RestorePart):
                got = restore_gain(sit, me, ctx, a.part, bishop, pv_now)
                if got is None:
                    scored.append((-1.0, a))
                    continue
                me2 = me.copy()
                me2.h = got[1]
                scored.append((got[0] + then(me2, got[2], a.part), a))
            elif isinstance(a, RestoreAltar):
                got = altar_gain(sit, me, ctx, a.paints, pv_now)
                if got is None:
                    scored.append((-1.0, a))
                    continue
                me2 = me.copy()
                me2.h = got[1]
                scored.append((got[0] + then(me2, ctx, bishop), a))
            elif isinstance(a, MoveBishop):
                q = step_target(bishop, a.direction)
                got = best_restoration(sit, me, ctx, q, altar=False)
                if got[1] is None:
                    scored.append((-1.0, a))
                    continue
                me2 = me.copy()
                me2.h = got[2]
                scored.append((got[0] - step_cost + then(me2, got[3], got[1]), a))
            elif isinstance(a, BishopJump):
                if sit.remaining <= 0:
                    scored.append((-1.0, a))
                    continue
                got = best_restoration(sit, me, ctx, a.part, altar=False)
                best_step = got[0]
                if got[1] is None:
                    scored.append((-1.0, a))
                    continue
                me2 = me.copy()
                me2.h = got[2]
                scored.append((best_step - jump_cost + then(me2, got[3], got[1]), a))
            else:
                scored.append((0.0, a))
        return scored

    # -- studio (R-STU, R-POR-2) ------------------------------------------------------------------------
    def _studio(self, sit, seat, options):
        return self._best(self._studio_scores(sit, seat, options))

    def _studio_scores(self, sit, seat, options):
        me = Me.of(sit, seat)
        ctx = stage_ctx(sit, "mid")
        pv_now = paint_value(me.h, ctx)
        book = sit.book
        scored = []
        for a in options:
            if isinstance(a, TakePortrait):
                card = book.portraits[a.card]
                value = card.vp + THALER * (card.thalers - book.data.studio_thalers)
                if card.kind == "permanent":
                    value += card_value(card.effect, sit)
                else:
                    h = list(me.h)
                    for paint in card.paints + a.choice:
                        h[IDX[paint]] += 1
                    value += paint_value(tuple(h), ctx) - pv_now
                    wakes = sit.rounds_after()
                    if card.effect == "muse":
                        value += mood_value(book.top, wakes, book) - mood_value(me.mood, wakes, book)
                    elif card.mood:
                        value += mood_value(min(book.top, me.mood + card.mood), wakes, book) - mood_value(me.mood, wakes, book)
                scored.append((value, a))
            else:
                scored.append((0.0, a))
        return scored

    # -- workshop (R-WKS, R-REQ) --------------------------------------------------------------------------
    def _workshop(self, sit, seat, options):
        return self._best(self._workshop_scores(sit, seat, options))

    def _workshop_scores(self, sit, seat, options):
        me = Me.of(sit, seat)
        ctx = stage_ctx(sit, "end")
        pv_now = paint_value(me.h, ctx)
        outputs = sit.book.mix_outputs
        scored = []
        for a in options:
            if isinstance(a, Mix):
                x, y, out = outputs[a.output]
                h = list(me.h)
                h[x] -= 1
                h[y] -= 1
                h[out] += 1
                gain = paint_value(tuple(h), ctx) - pv_now
                scored.append((gain - 0.02, a))
            elif isinstance(a, FulfilRequest):
                scored.append((self._request_value(sit, me, a), a))
            else:
                scored.append((0.0, a))
        return scored

    def _request_value(self, sit, me, action) -> float:
        stack = sit.requests.get(action.kind) if sit.requests else None
        return request_value(sit, stack[-1]) if stack else -1.0

    def _choose_paint(self, sit, seat, options):
        return self._best(self._paint_scores(sit, seat, options))

    def _paint_scores(self, sit, seat, options):
        me = Me.of(sit, seat)
        ctx = stage_ctx(sit, "start")
        scored = []
        for a in options:
            h = list(me.h)
            h[IDX[a.paint]] += 1
            scored.append((paint_value(tuple(h), ctx), a))
        return scored

    # -- Leonardo, two players (R-LEO) -------------------------------------------------------------------
    def _leonardo(self, game, sit, seat, leo, options):
        return self._best(self._leonardo_scores(game, sit, seat, leo, options))

    def _leonardo_scores(self, game, sit, seat, leo, options):
        """Leonardo's choices made to hurt the opponent (the other player) and help his controller."""
        opp = next(q for q in range(len(sit.players)) if q not in (seat, leo))
        kind = game.decision.kind
        can_win = game.rulings.get("leonardo_can_win", False)
        scored = []
        if kind == "place":
            return [(1.0 if a.ahead != can_win else 0.0, a) for a in options]
        if kind == "wake":
            opp_undecided = opp in sit.wake_queue
            for a in options:
                value = 0.0
                if opp_undecided:
                    value += self._slot_appeal(sit, a.slot)            # deny the opponent his best slot
                opp_slot = sit.players[opp]["inn_slot"]
                if opp_slot is not None and a.slot < opp_slot:
                    value += 1.0                                        # act before him: close his stall, take his tile
                my_slot = sit.players[seat]["inn_slot"]
                if my_slot is not None and a.slot < my_slot:
                    value -= 0.3                                        # Leonardo's tile and bishop move before mine
                scored.append((value, a))
            return scored
        if kind == "market":           # (Leonardo closes a stall, R-LEO-5)
            me = Me.of(sit, seat)
            ctx = stage_ctx(sit, "start")
            price = sit.inn[sit.players[seat]["inn_slot"]]["price"] if sit.players[seat]["inn_slot"] is not None else 2
            order = sit.order
            mine_done = seat in order and leo in order and order.index(seat) < order.index(leo)
            for a in options:
                deny = self._deny(sit, seat, a.stall)
                own = 0.0 if mine_done else best_purchase(sit, me, ctx, sit.stalls[a.stall], 3, price)[0]
                scored.append((deny - 2.0 * own, a))
            return scored
        if kind == "cathedral":
            me = Me.of(sit, seat)
            ctx = stage_ctx(sit, "start")
            order = sit.order
            i_follow = seat in order and order.index(seat) > order.index(leo) and sit.players[seat]["plan"] \
                and sit.players[seat]["plan"][1] > 0
            for a in options:
                value, need, spots, cubes = sit.book.fresco[sit.fresco[a.part]]
                lack, mixes, _ = tile_cost(me.h, need)
                mine = value if lack == 0 else value * 0.5 if lack <= 1 else 0.0
                score = 0.3 * value - mine                      # take what the opponent may want, not mine
                if can_win:
                    score -= value + sit.book.real_bonus[sit.bishop][a.part]
                if i_follow:                                    # the bishop lands there before my restorations
                    best = best_restoration(sit, me, ctx.without(sit, a.part, a.part), a.part, altar=False)
                    score += best[0]
                scored.append((score, a))
            return scored
        if kind == "studio":
            me = Me.of(sit, seat)
            for a in options:
                card = sit.book.portraits[a.card]
                scored.append((portrait_worth(sit, me, card) * 0.5 + card.vp * (-1 if can_win else 0.2), a))
            return scored
        if kind == "workshop":
            opp_backs = [tuple(b) for b in sit.players[opp]["tile_backs"]]
            my_backs = Me.of(sit, seat).backs
            for a in options:
                if isinstance(a, FulfilRequest):
                    opp_near = sum(1 for b in opp_backs if a.kind == "general" or a.kind in b)
                    my_near = sum(1 for b in my_backs if a.kind == "general" or a.kind in b)
                    scored.append((0.5 * opp_near - 0.5 * my_near - (2.0 if can_win else 0.0), a))
                else:
                    scored.append((0.0, a))
            return scored
        return [(0.0, a) for a in options]

    def _slot_appeal(self, sit, slot: int) -> float:
        """How much a painter usually wants a wake-up slot: cheap paints and a better mood."""
        s = sit.book.inn[slot]
        return 0.6 * s.mood - 0.4 * s.price + 2.0



# the bot's method choosing, and the one scoring the options, for each kind of decision (Game.decision.kind)
CHOICES = {"wake": "_wake", "plan": "_plan", "income": "_choose_paint", "market": "_market",
           "cathedral": "_cathedral", "studio": "_studio", "workshop": "_workshop"}
SCORES = {kind: method + "_scores" for kind, method in CHOICES.items()}
SCORES["income"] = "_paint_scores"
