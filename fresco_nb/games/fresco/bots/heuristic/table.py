"""What one seat knows: the rulebook and components of its game (:class:`Book`), the table as its view shows
it (:class:`SeatView`) and a painter's resources (:class:`Holdings`)."""
from __future__ import annotations

from operator import mul

from ...data import BLENDS, PAINTS, PRIMARY, SECONDARY
from ...rules.actions import DIRECTIONS, part_index

from .tuning import RESTORATIONS_FEWER, RESTORATIONS_FOUR

PAINT_INDEX = {p: i for i, p in enumerate(PAINTS)}


def vec(paints) -> tuple:
    """Paint counts in PAINTS order from a dict {code: n} or an iterable of codes."""
    out = [0] * len(PAINTS)
    if isinstance(paints, dict):
        for p, n in paints.items():
            out[PAINT_INDEX[p]] += n
    else:
        for p in paints:
            out[PAINT_INDEX[p]] += 1
    return tuple(out)


def step_target(bishop: int, direction: str) -> int:
    """The part a bishop step in ``direction`` leads to, -1 off the fresco (R-CATH-4)."""
    dr, dc = DIRECTIONS[direction]
    r, c = bishop // 5 + dr, bishop % 5 + dc
    return r * 5 + c if 0 <= r < 5 and 0 <= c < 5 else -1


def mixing_order(mixes) -> tuple[tuple[int, int, int], ...]:
    """The game's mixes (R-WKS-1, R-BLD-2) as (output, input, input) paint indices, in the order a missing paint
    is traced back to what it is mixed from: a mix of other mixes' outputs (brown from orange and green) before
    the mixes that make its inputs."""
    made_from = {m.output: m.inputs for m in mixes}

    def depth(paint) -> int:
        inputs = made_from.get(paint)
        return 1 + max(depth(p) for p in inputs) if inputs else 0

    ordered = sorted(mixes, key=lambda m: -depth(m.output))
    return tuple((PAINT_INDEX[m.output], PAINT_INDEX[m.inputs[0]], PAINT_INDEX[m.inputs[1]]) for m in ordered)


def primaries_weights(mixes) -> tuple[int, ...]:
    """For each paint, how many unmixed paints go into it by the game's mixes (a secondary two, pink three, brown
    four with the printed table)."""
    made_from = {m.output: m.inputs for m in mixes}

    def weight(paint) -> int:
        inputs = made_from.get(paint)
        return sum(weight(p) for p in inputs) if inputs else 1

    return tuple(weight(p) for p in PAINTS)


def tried_first(altar: tuple[str, ...]) -> tuple:
    """Where an altar set comes among the sets a painter could pay, the first tried winning a tie of equal worth:
    sets whose paints fill the primary slots first (each slot by its own primary before a secondary joker, O, G,
    V), then the mixed ones (each slot by its own secondary before a blend joker, Pk, Br). Only an order: which
    sets exist and what they are worth is the core's (``game.tables.altar``)."""
    for family, (own, jokers) in enumerate(((PRIMARY, SECONDARY), (SECONDARY, BLENDS))):
        if all(p in own or p in jokers for p in altar) and all(altar.count(p) <= 1 for p in own):
            spare = iter(sorted((p for p in altar if p not in own), key=PAINT_INDEX.get))
            return (family,) + tuple(0 if colour in altar else 1 + jokers.index(next(spare)) for colour in own)
    raise ValueError(f"altar set {altar}: neither primaries with secondary jokers nor secondaries with blends")


class Book:
    """What a player knows from the rulebook and the components of this game: tiles, market, inn, mood, cards,
    the mixing table and the altar's sets (read from the game's data and tables, never copied)."""

    def __init__(self, game):
        data = game.data
        players = len(game.names)
        self.data = data
        self.modules = frozenset(game.modules)
        self.players = players
        self.blends = "blends" in self.modules
        mixes = tuple(m for m in data.mixes if self.blends or not m.blend)
        self.mix_outputs = {m.output: (PAINT_INDEX[m.inputs[0]], PAINT_INDEX[m.inputs[1]], PAINT_INDEX[m.output])
                            for m in mixes}
        self.mixing_order = mixing_order(mixes)
        self.unmixed = tuple(i for i, p in enumerate(PAINTS) if p not in self.mix_outputs)
        self.weights = primaries_weights(mixes)
        self.fresco = {t.id: (t.value, vec(t.paints), t.spots, self.primaries_in(vec(t.paints)))
                       for t in data.fresco_tiles + data.blend_tiles}
        self.market = {t.id: vec(t.paints) for t in data.market_tiles}
        self.inn = data.side_for(players).inn
        self.zones = data.mood.zones
        self.top = len(self.zones) - 1
        self.base_apprentices = data.apprentices
        self.portraits = {c.id: c for c in data.portraits}
        self.power_amounts = {c.effect: c.amount for c in data.portraits if c.kind == "permanent"}   # (R-POR-3)
        self.thaler = 1 / data.thalers_per_vp              # VP per thaler at the end (R-END-3)
        self.tile_income = self.thaler * data.income_per_tile   # VP per income of a restored tile (R-PREP-2)
        # the altar's sets as the core scores them (R-ALT-1, R-BLD-3): paints -> VP, and (paints, the core's
        # ((paint index, count), ...), paint counts) in the order they are tried against a painter's paints
        self.altar_vp = {a.paints: a.vp for a in game.tables.altar}
        need = {a.paints: a.need for a in game.tables.altar}
        self.altar_sets = tuple((paints, need[paints], vec(paints))
                                for paints in sorted(self.altar_vp, key=tried_first))
        on, near = data.bishop_bonus_on, data.bishop_bonus_near
        self.bonus_on, self.bonus_near = on, near
        # bishop bonus by bishop part and restored part (R-CATH-2), and the bonus hoped for when a paid step
        # (R-CATH-4) can still bring the bishop next to a part two steps away
        real, hoped, apart = [], [], []
        for b in range(25):
            dist = [max(abs(b // 5 - q // 5), abs(b % 5 - q % 5)) for q in range(25)]
            apart.append(tuple(dist))
            real.append(tuple(on if d == 0 else near if d == 1 else 0 for d in dist))
            hoped.append(tuple(on if d == 0 else near if d == 1 else near - data.bishop_step_cost * self.thaler
                               if d == 2 else 0.0 for d in dist))
        self.real_bonus, self.hoped_bonus, self.apart = tuple(real), tuple(hoped), tuple(apart)
        # the bonus after one paid step toward a part, by distance: onto it, next to it, nothing
        self.step_bonus = (on, on, near) + (0,) * 3
        # restorations per round (incl. Leonardo's), for the number of rounds left (R-END-1)
        self.rate = RESTORATIONS_FOUR if players >= 4 else RESTORATIONS_FEWER
        self.last_tiles = data.last_round_tiles
        self.orders = {}          # the tiles' allotment order by fresco, bishop and open requests (valuation)
        self.costs = {}           # what paints lack and mixes to pay a tile (valuation.tile_cost)
        self.altar_options = {}   # the altar sets paints can pay (choices.altar_options)

    def primaries_in(self, paints: tuple) -> int:
        """Unmixed paints that went into these paints (see :func:`primaries_weights`)."""
        return sum(map(mul, self.weights, paints))


_BOOKS: dict = {}


def book_of(game) -> Book:
    """The Book of a game's data, modules and number of painters (cached)."""
    key = (id(game.data), game.modules, len(game.names))
    book = _BOOKS.get(key)
    if book is None:
        book = _BOOKS[key] = Book(game)
    return book


class SeatView:
    """One seat's picture of the table, read from its view (``shown``: the view itself)."""

    def __init__(self, game, seat: int, book: Book):
        v = game.view(seat)
        self.shown = v
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
        # how near the end: 0 two or more rounds after this one, 1 one round after it, 2 the last round
        self.nearness = 2 if self.last else (1 if after <= 1 else 0)

    def rounds_after(self) -> int:
        """Estimated rounds after the current one (0 in the last round; R-END-1, R-POR-5)."""
        if self._after is None:
            self._after = self._rounds_after()
        return self._after

    def _rounds_after(self) -> int:
        if self.last:
            return 0
        book = self.book
        k = max(1, -(-(self.tiles_left - book.last_tiles) // book.rate)) if self.tiles_left > book.last_tiles else 1
        k = int(k)
        if self.portraits is not None:
            deck = self.portraits["deck"]
            k = min(k, max(1, -(-deck // book.data.portraits_face_up)))
        return k


class Holdings:
    """A painter's resources, as its owner knows them (a copy we can change while planning)."""
    __slots__ = ("paints", "thalers", "score", "tiles", "mood", "cards", "powers", "requests", "backs")

    def __init__(self, *, paints, thalers, score, tiles, mood, cards=(), powers=None, requests=(), backs=()):
        self.paints = tuple(paints)  # counts in PAINTS order
        self.thalers = thalers
        self.score = score
        self.tiles = tiles          # income-paying tiles
        self.mood = mood
        self.cards = cards          # permanent portrait effects
        self.powers = powers or {}  # their printed numbers by effect, summed (Actor's steps, Provost's cost, ...)
        self.requests = requests    # kinds of fulfilled requests
        self.backs = backs          # spots of uncovered tiles

    @classmethod
    def of(cls, view: SeatView, seat: int) -> "Holdings":
        """What the painter at ``seat`` holds, as the view shows it."""
        p = view.players[seat]
        book = view.book
        cards = [book.portraits[c] for c in p["portraits"] if c in book.portraits]
        powers: dict = {}
        for card in cards:
            powers[card.effect] = powers.get(card.effect, 0) + card.amount
        return cls(paints=vec(p["paints"] or {}), thalers=p["thalers"] or 0, score=p["score"],
                   tiles=len(p["tile_backs"]), mood=p["mood_space"] if p["mood_space"] is not None else 0,
                   cards=tuple(card.effect for card in cards), powers=powers,
                   requests=tuple(r["kind"] for r in p["requests"]), backs=tuple(tuple(b) for b in p["tile_backs"]))

    def paints_with(self, codes) -> tuple:
        """The paints after gaining ``codes`` (paint codes, e.g. a portrait's paints)."""
        paints = list(self.paints)
        for code in codes:
            paints[PAINT_INDEX[code]] += 1
        return tuple(paints)

    def copy(self) -> "Holdings":
        """An independent copy to change while planning."""
        other = Holdings.__new__(Holdings)          # (planning copies often: no argument parsing)
        other.paints, other.thalers, other.score, other.tiles = self.paints, self.thalers, self.score, self.tiles
        other.mood, other.cards, other.requests, other.backs = self.mood, self.cards, self.requests, self.backs
        other.powers = self.powers
        return other
