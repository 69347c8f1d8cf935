"""The greedy bot: the most immediate VP, with simple tie-breaks that keep it playing sensibly."""
from __future__ import annotations

from ..rules.actions import (BishopJump, BuyTiles, ChoosePaint, FulfilRequest, Mix, MoveBishop, PlaceScore, Plan,
                             RestoreAltar, RestorePart, TakePortrait, WakeUp)
from .base import Bot, register

THALER_WORTH = 0.5      # 2 thalers = 1 VP at the end (R-END-3)
CUBE_WORTH = 0.3        # a paint cube kept for later


PRIMARIES = {"R": "R", "Y": "Y", "B": "B", "O": "RY", "G": "YB", "V": "RB", "Pk": "RRB", "Br": "RYYB"}


def _counts(paints) -> tuple[tuple[str, int], ...]:
    """A list of paint codes as (code, how many) pairs."""
    counts: dict[str, int] = {}
    for p in paints:
        counts[p] = counts.get(p, 0) + 1
    return tuple(counts.items())


def _share(need: tuple[tuple[str, int], ...], total: int, paints: dict) -> float:
    """The share of a need (from :func:`_counts`, ``total`` paints) that ``paints`` cover."""
    held = 0
    for p, n in need:
        have = paints.get(p, 0)
        held += n if have >= n else have
    return held / total


def _as_primaries(paints) -> dict:
    out: dict[str, int] = {}
    for p, n in (paints.items() if isinstance(paints, dict) else ((p, 1) for p in paints)):
        for q in PRIMARIES[p]:
            out[q] = out.get(q, 0) + n
    return out


def _tiles(fresco: list[dict]) -> list[tuple]:
    """The tiles still on the fresco, most valuable first: (value, paints, need, primaries need, sizes)."""
    tiles = []
    for part in fresco:
        paints = part["paints"]
        if paints:
            primaries = "".join(PRIMARIES[p] for p in paints)
            tiles.append((part["value"], paints, _counts(paints), len(paints), _counts(primaries), len(primaries)))
    tiles.sort(key=lambda t: -t[0])
    return tiles


def potential(tiles, paints: dict) -> float:
    """How close ``paints`` bring the player to the fresco's tiles (from :func:`_tiles`): the best value
    × (share of the exact paints held)², counting half for the share of the primaries they are mixed from."""
    best = 0.0
    raw = _as_primaries(paints)
    get, raw_get = paints.get, raw.get
    for value, _, need, size, primaries, primary_size in tiles:
        if value <= best:
            break           # most valuable first: no later tile can do better
        held = 0            # (the two shares of _share, inlined: this loop is the bot's hot spot)
        for p, n in need:
            have = get(p, 0)
            held += n if have >= n else have
        mixed = 0
        for p, n in primaries:
            have = raw_get(p, 0)
            mixed += n if have >= n else have
        score = value * (0.5 * (held / size) ** 2 + 0.5 * (mixed / primary_size) ** 2)
        if score > best:
            best = score
    return best


MIXED_FROM = {"O": ("R", "Y"), "G": ("Y", "B"), "V": ("R", "B"), "Pk": ("V", "R"), "Br": ("O", "G")}


def target_needs(tiles, paints: dict) -> dict:
    """The paints still missing for the most valuable tile the player's paints could be mixed into,
    with the inputs of each missing mixed paint (the paints worth making next)."""
    raw = _as_primaries(paints)
    best, best_score = None, 0.0
    for value, paints_needed, _, _, primaries, primary_size in tiles:
        if value <= best_score:
            break
        score = value * _share(primaries, primary_size, raw) ** 2
        if score > best_score:
            best, best_score = paints_needed, score
    missing: dict[str, int] = {}
    left = dict(paints)
    todo = list(best or [])
    while todo:
        p = todo.pop()
        if left.get(p, 0) > 0:
            left[p] -= 1
            continue
        missing[p] = missing.get(p, 0) + 1
        todo.extend(MIXED_FROM.get(p, ()))
    return missing


def _plus(paints: dict, delta: dict) -> dict:
    out = dict(paints)
    for p, n in delta.items():
        out[p] = out.get(p, 0) + n
    return out


@register
class GreedyBot(Bot):
    """Takes the option scoring the most VP now; when nothing scores, it moves its paints closer to the
    best fresco tile, values thalers at ½ VP, and keeps its apprentices (mood).

    Tie-breaks: a fresco part over the altar at equal VP (it pays income), then the earlier legal option.
    """
    name = "greedy"

    def choose(self, game, seat: int):
        options = game.legal_actions(seat)
        if len(options) == 1:
            return options[0]
        if isinstance(options[0], Plan):
            return self._plan(game, seat, options)
        context = None
        if any(isinstance(a, (BuyTiles, Mix, ChoosePaint, TakePortrait)) for a in options):
            view = game.view(seat)
            paints = view["players"][game.acting_for]["paints"] or {}
            tiles = _tiles(view["fresco"])
            context = (tiles, paints, potential(tiles, paints), target_needs(tiles, paints))
        best, best_value = options[0], float("-inf")
        for action in options:
            value = self._value(game, seat, action, context)
            if value > best_value:
                best, best_value = action, value
        return best

    def _value(self, game, seat, action, context) -> float:
        if isinstance(action, PlaceScore):
            return 1.0 if action.ahead else 0.0
        effect = game.preview(action, seat)
        if isinstance(action, (RestorePart, RestoreAltar)):
            return effect.vp + (0.5 if isinstance(action, RestorePart) else 0.0)
        if isinstance(action, (MoveBishop, BishopJump)):
            return effect.best_next + 0.5 + THALER_WORTH * effect.thalers
        if isinstance(action, WakeUp):
            return 1.5 * (effect.apprentices or 0) + 0.2 * effect.mood - 0.25 * (effect.price or 0) - 0.01 * action.slot
        if isinstance(action, FulfilRequest):
            return effect.vp - 1.5
        value = effect.vp + THALER_WORTH * effect.thalers + 0.3 * effect.mood
        if effect.paints and context is not None:
            tiles, paints, before, missing = context
            value += potential(tiles, _plus(paints, effect.paints)) - before
            value += CUBE_WORTH * sum(effect.paints.values())
            value += sum(min(n, missing.get(p, 0)) for p, n in effect.paints.items() if n > 0)
        if isinstance(action, TakePortrait):
            value += 3.0 if next(c for c in game.data.portraits if c.id == action.card).kind == "permanent" else 0.0
        return value

    def _plan(self, game, seat, options) -> Plan:
        view = game.view(seat)
        me = view["players"][seat]
        paints = me["paints"]
        restorable = sum(1 for part in view["fresco"]
                         if part["paints"] and _share(_counts(part["paints"]), len(part["paints"]), paints) == 1)
        left = me["apprentices"]
        counts = [0, 0, 0, 0, 0]
        price = view["inn"][me["inn_slot"]]["price"]

        def put(column, n):
            nonlocal left
            n = max(0, min(n, left, 3 - counts[column]))
            counts[column] += n
            left -= n

        thalers = me["thalers"]
        buy = min(3, thalers // (2 * price)) if price else 3
        put(1, max(restorable, 1 if buy else 0))
        put(0, buy)
        if view["last_round"]:
            put(4, left)
        elif me["mood"] < 0:
            put(4, 1)
        put(3, 1 + (sum(paints.values()) >= 5) if sum(paints.values()) >= 2 or buy else 0)
        put(2, 1 if thalers < 12 else 0)
        put(1, left)
        put(2, left)
        plan = Plan(tuple(counts))
        return plan if plan in options else options[0]
