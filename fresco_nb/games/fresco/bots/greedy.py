"""The greedy bot: the most immediate VP, with simple tie-breaks that keep it playing sensibly."""
from __future__ import annotations

from typing import NamedTuple

from ....bots.base import Bot
from ..data import PAINTS, PRIMARY
from ..rules.actions import (BishopJump, FulfilRequest, MoveBishop, PlaceScore, Plan, RestoreAltar, RestorePart,
                             TakePortrait, WakeUp)

THALER_WORTH = 0.5      # 2 thalers = 1 VP at the end (R-END-3)
CUBE_WORTH = 0.3        # a paint cube kept for later


INDEX = {p: i for i, p in enumerate(PAINTS)}
PRIMARY_INDEX = {"R": 8, "Y": 9, "B": 10}     # positions of the primaries in a paint vector


class Mixing(NamedTuple):
    """The game's mixing table (``GameData.mixes``) as the bot reads it: ``primaries`` per paint the red, yellow
    and blue it is mixed from (e.g. "RY" for orange); ``mixed_from`` the two paints each mixed paint is made of;
    ``spread`` where one paint of each code counts in a paint vector (:func:`_vector`): its own count, then its
    primaries; ``key`` the table as a value (for caches)."""
    primaries: dict
    mixed_from: dict
    spread: dict
    key: tuple


def _mixing(mixes) -> Mixing:
    """The :class:`Mixing` of a data set's mixes (a paint that no mix makes and is no primary is made of nothing)."""
    mixed_from = {mix.output: tuple(mix.inputs) for mix in mixes}
    primaries: dict[str, str] = {}

    def made_of(paint: str, seen: frozenset) -> str:
        if paint in PRIMARY:
            return paint
        if paint not in mixed_from or paint in seen:       # (a variant's circular mixes end here)
            return ""
        first, second = mixed_from[paint]
        both = made_of(first, seen | {paint}) + made_of(second, seen | {paint})
        return "".join(sorted(both, key="RYB".index))

    for paint in PAINTS:
        primaries[paint] = made_of(paint, frozenset())
    spread = {p: ((i, 1),) + tuple((8 + k, n) for k, n in enumerate(
        (primaries[p].count("R"), primaries[p].count("Y"), primaries[p].count("B"))) if n) for i, p in enumerate(PAINTS)}
    return Mixing(primaries, mixed_from, spread, tuple(sorted(mixed_from.items())))


def _counts(paints, index: dict) -> tuple[tuple[int, int], ...]:
    """A list of paint codes as (index[code], how many) pairs."""
    counts: dict[str, int] = {}
    for p in paints:
        counts[p] = counts.get(p, 0) + 1
    return tuple((index[p], n) for p, n in counts.items())


def _vector(counts, mixing: Mixing) -> list[int]:
    """Paint counts in :data:`PAINTS` order (:meth:`Game.holdings`) followed by the red, yellow and blue they are
    mixed from."""
    v = [*counts, 0, 0, 0]
    primaries = mixing.primaries
    for p, n in zip(PAINTS, counts):
        if n:
            for primary in primaries[p]:
                v[PRIMARY_INDEX[primary]] += n
    return v


class Fresco(NamedTuple):
    """The tiles still on the fresco, most valuable first, in two forms (from :func:`_tiles`).

    ``tiles``: (value, paints, need, size, primaries need, primaries size), needs as (position in the
    :func:`_vector`, how many). ``scoring``: the same tiles for :func:`potential`, unrolled (value, table row
    length, score table by held paints × held primaries, three (position, count) pairs of the need padded with
    (0, 0), the red, yellow and blue it takes, and any further need pairs). ``reach``: :func:`potential` by
    paint vector (as a tuple), and ``targets``: :func:`_target_tile` by the red, yellow and blue held — filled
    in as the bot meets them on this fresco. ``mixing``: the game's mixing table."""
    tiles: tuple
    scoring: tuple
    reach: dict
    targets: dict
    mixing: Mixing


_TILES: dict = {}


def _tiles(game) -> Fresco:
    """The tiles on the game's fresco (:meth:`Game.fresco`), remembered per component data and
    :meth:`Game.fresco_key` (a variant may give a tile id other values)."""
    data = game.data
    known = _TILES.get(id(data))
    if known is None or known[0] is not data:
        if len(_TILES) > 8:
            _TILES.clear()
        known = _TILES[id(data)] = (data, _mixing(data.mixes), {})
    _, mixing, frescoes = known
    key = game.fresco_key()
    found = frescoes.get(key)
    if found is None:
        tiles = sorted((_tile(tile, mixing) for tile in game.fresco() if tile is not None),
                       key=lambda both: -both[0][0])
        if len(frescoes) > 256:        # (a game meets about 20 frescoes; each keeps a few hundred reaches)
            frescoes.clear()
        found = frescoes[key] = Fresco(tuple(t for t, _ in tiles), tuple(scoring for _, scoring in tiles), {}, {},
                                       mixing)
    return found


_TILE: dict = {}


def _tile(tile, mixing: Mixing) -> tuple[tuple, tuple]:
    """One fresco tile (a FrescoTile) in the two forms of :class:`Fresco` (cached by the tile's values and the
    mixing table)."""
    found = _TILE.get((tile, mixing.key))
    if found is None:
        value, paints = tile.value, tile.paints
        primaries = "".join(mixing.primaries[p] for p in paints)
        form = (value, paints, _counts(paints, INDEX), len(paints), _counts(primaries, PRIMARY_INDEX), len(primaries))
        if len(_TILE) > 4096:
            _TILE.clear()
        found = _TILE[tile, mixing.key] = (form, _scoring(*form))
    return found


def _scoring(value, paints, need, size, primaries, primary_size) -> tuple:
    """One tile in the unrolled form :func:`potential` reads (see :class:`Fresco`)."""
    table = tuple(value * (0.5 * (held / size) ** 2 + 0.5 * (mixed / primary_size) ** 2)
                  for held in range(size + 1) for mixed in range(primary_size + 1))
    padded = need[:3] + ((0, 0),) * (3 - len(need[:3]))
    rgb = dict(primaries)
    return ((value, primary_size + 1, table) + padded[0] + padded[1] + padded[2]
            + (rgb.get(8, 0), rgb.get(9, 0), rgb.get(10, 0), need[3:]))


def potential(fresco: Fresco, v) -> float:
    """How close paints ``v`` (a :func:`_vector`) bring the player to the fresco's tiles: the best value ×
    (share of the exact paints held)², counting half for the share of the primaries they are mixed from."""
    best = 0.0
    red, yellow, blue = v[8], v[9], v[10]
    # the bot's hot spot: the shares are looked up in the tile's score table, the needs unrolled
    for value, row, table, i1, n1, i2, n2, i3, n3, r, y, b, more in fresco.scoring:
        if value <= best:
            break           # most valuable first: no later tile can do better
        h1, h2, h3 = v[i1], v[i2], v[i3]
        held = (n1 if h1 >= n1 else h1) + (n2 if h2 >= n2 else h2) + (n3 if h3 >= n3 else h3)
        if more:
            held += sum(n if v[i] >= n else v[i] for i, n in more)
        score = table[held * row + (r if red >= r else red) + (y if yellow >= y else yellow)
                      + (b if blue >= b else blue)]
        if score > best:
            best = score
    return best


def _target_tile(fresco: Fresco, v) -> list | None:
    """The paints of the most valuable tile the primaries in paint vector ``v`` could be mixed into (None if no
    tile is in reach); it depends on the red, yellow and blue held alone, so it is remembered by those."""
    rgb = (v[8], v[9], v[10])
    if rgb in fresco.targets:
        return fresco.targets[rgb]
    best, best_score = None, 0.0
    for value, paints_needed, _, _, primaries, primary_size in fresco.tiles:
        if value <= best_score:
            break
        held = 0
        for i, n in primaries:
            have = v[i]
            held += n if have >= n else have
        score = value * (held / primary_size) ** 2
        if score > best_score:
            best, best_score = paints_needed, score
    fresco.targets[rgb] = best
    return best


def target_needs(fresco: Fresco, v) -> dict:
    """The paints still missing for the most valuable tile the player's paints (a :func:`_vector`) could be
    mixed into, with the inputs of each missing mixed paint (the paints worth making next)."""
    best = _target_tile(fresco, v)
    missing: dict[str, int] = {}
    left = v[:len(PAINTS)]
    todo = list(best or [])
    while todo:
        p = todo.pop()
        if left[INDEX[p]] > 0:
            left[INDEX[p]] -= 1
            continue
        missing[p] = missing.get(p, 0) + 1
        todo.extend(fresco.mixing.mixed_from.get(p, ()))
    return missing



def _bishop_step(action, effect) -> float:
    return effect.best_next + 0.5 + THALER_WORTH * effect.thalers


# how the options that are not judged by their paints are valued, from the action and its preview
VALUES = {
    PlaceScore: lambda action, effect: 1.0 if action.ahead else 0.0,
    RestorePart: lambda action, effect: effect.vp + 0.5,          # a fresco part over the altar at equal VP
    RestoreAltar: lambda action, effect: effect.vp,
    MoveBishop: _bishop_step,
    BishopJump: _bishop_step,
    WakeUp: lambda action, effect: (1.5 * (effect.apprentices or 0) + 0.2 * effect.mood - 0.25 * (effect.price or 0)
                                    - 0.01 * action.slot),
    FulfilRequest: lambda action, effect: effect.vp - 1.5,
}


class GreedyBot(Bot):
    """Takes the option scoring the most VP now; when nothing scores, it moves its paints closer to the
    best fresco tile, values thalers at ½ VP, and keeps its apprentices (mood).

    Tie-breaks: a fresco part over the altar at equal VP (it pays income), then the earlier legal option.
    """
    name = "greedy"

    def choose_among(self, game, seat: int, options: list):
        if game.decision.kind == "plan":
            return self._plan(game, seat, options)
        portrait_bonus = self._portrait_bonus
        fresco = None       # the fresco's tiles and the painter's paints: read at the first option changing paints
        best, best_value = options[0], float("-inf")
        for action, effect in zip(options, game.previews(seat)):
            kind = type(action)
            special = VALUES.get(kind)
            if special is not None:
                value = special(action, effect)
            else:
                value = effect.vp + THALER_WORTH * effect.thalers + 0.3 * effect.mood
                delta = effect.paints
                if delta:
                    if fresco is None:
                        fresco = _tiles(game)
                        paints = _vector(game.holdings(game.acting_for, seat).paints, fresco.mixing)
                        spread = fresco.mixing.spread
                        reached = fresco.reach
                        before = reached.get(tuple(paints))
                        if before is None:
                            before = reached[tuple(paints)] = potential(fresco, paints)
                        missing = target_needs(fresco, paints)
                    after = paints[:]
                    cubes = gained = 0
                    for p, n in delta.items():
                        for i, k in spread[p]:
                            after[i] += k * n
                        cubes += n
                        if n > 0 and p in missing:
                            gained += min(n, missing[p])
                    key = tuple(after)
                    reach = reached.get(key)
                    if reach is None:
                        reach = reached[key] = potential(fresco, after)
                    value += reach - before          # (added one by one: the same sums as ever, the same ties)
                    value += CUBE_WORTH * cubes
                    value += gained
                if kind is TakePortrait:
                    value += portrait_bonus(game, action.card)
            if value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def _portrait_bonus(game, card: str) -> float:
        """A permanent portrait is worth 3 VP more than its immediate effect."""
        return 3.0 if next(c for c in game.data.portraits if c.id == card).kind == "permanent" else 0.0

    def _plan(self, game, seat, options) -> Plan:
        view = game.view(seat, only=("players", "inn", "last_round"), painters=(seat,))
        me = view["players"][seat]
        counts, thalers = game.holdings(seat)
        cubes = sum(counts)
        fresco = _tiles(game)
        held = _vector(counts, fresco.mixing)
        restorable = 0
        for tile in fresco.tiles:
            for i, n in tile[2]:
                if held[i] < n:
                    break
            else:
                restorable += 1
        left = me["apprentices"]
        counts = [0, 0, 0, 0, 0]
        price = view["inn"][me["inn_slot"]]["price"]

        def put(column, n):
            nonlocal left
            n = max(0, min(n, left, 3 - counts[column]))
            counts[column] += n
            left -= n

        buy = min(3, thalers // (2 * price)) if price else 3
        put(1, max(restorable, 1 if buy else 0))
        put(0, buy)
        if view["last_round"]:
            put(4, left)
        elif me["mood"] < 0:
            put(4, 1)
        put(3, 1 + (cubes >= 5) if cubes >= 2 or buy else 0)
        put(2, 1 if thalers < 12 else 0)
        put(1, left)
        put(2, left)
        plan = Plan(tuple(counts))
        return plan if game.check(plan, seat) is None else options[0]
