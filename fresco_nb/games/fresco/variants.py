"""Fresco's variants: edited copies of its component data, made in memory (no file is touched) or read from a
folder; the lab re-exports them (``fresco_nb.lab.variant``).

>>> from fresco_nb.lab import variant, variant_from_folder, data_changes
>>> cheap = variant(wake_prices=[3, 3, 2, 2, 1])                   # every inn; earliest slot first
>>> rich = variant(start_thalers=15, end_threshold=4, name="rich, long")
>>> v = variant(market_tiles={"M-RRR": "RRY"}, thalers_per_vp=3)  # edit named tiles; any GameData field by name
>>> data_changes(v)                                                # what differs from the shipped data

A variant is a :class:`~fresco_nb.GameData` (``dataclasses.replace`` of the base), so ``new_game(data=v)``,
the experiments (``Arm(data=v)``) and ``load_game(text, data=v)`` take it as it is. A variant passes the same
checks as a data folder (:func:`~fresco_nb.games.fresco.data.check_data`: the field schema's bounds and the
checks across files; a :class:`~fresco_nb.DataError` names the file, the entry and the reason), the changed
entries get a provenance "default / lab variant", and ``root`` names the variant (its games' saves carry the
changed values and load with ``load_game(text)`` alone).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from .data import PAINTS, DataError, GameData, MarketTile, Provenance, check_data, load_data
from .data import data_changes  # noqa: F401  (a member of the variant maker: fresco_nb.lab.data_changes)
from .data.schema import location

_ALIASES = {"end_threshold": "last_round_tiles"}


def variant(base: GameData | str | None = None, *, name: str | None = None, wake_prices=None, wake_moods=None,
            start_thalers: int | None = None, end_threshold: int | None = None, market_tiles=None,
            removed_for_3p: Sequence[str] | None = None, stall_sizes=None, start_paints=None,
            **fields) -> GameData:
    """A copy of ``base`` (a GameData, a data folder, or None: the shipped data) with some values changed.

    Common edits by clear names:

    - ``wake_prices``: the inn's price per market tile, one per slot, earliest first (every board side), or a
      dict ``{side name: [...]}`` (sides "4p", "3p"); ``wake_moods``: the mood changes likewise;
    - ``start_thalers``: thalers each player starts with; ``start_paints``: e.g. "RYB" or ("R", "Y", "B");
    - ``end_threshold``: the last round starts when at most this many fresco tiles remain (``last_round_tiles``);
    - ``market_tiles``: a list replacing all the tiles (each a paint string "RRY", a sequence of paint codes,
      or a MarketTile), or a dict ``{tile id: paints}`` changing named tiles; ``removed_for_3p``: the ids set
      aside with 2 and 3 players; ``stall_sizes``: tiles per stall (every side, or a dict per side);

    and any other field of :class:`~fresco_nb.GameData` by its own name (``thalers_per_vp=3``,
    ``theatre_steps=1``, ...). ``name`` names the variant (its ``root``; default: the edits).
    """
    data = base if isinstance(base, GameData) else load_data(base)
    changes: dict = {}
    edits: dict = {}
    for key, value in fields.items():
        field = _ALIASES.get(key, key)
        if field not in GameData.__dataclass_fields__ or field in ("root", "provenance"):
            known = sorted(set(GameData.__dataclass_fields__) - {"root", "provenance"})
            raise TypeError(f"variant() has no edit {key!r}; use a named edit or a GameData field: {', '.join(known)}")
        changes[field] = value
        edits[key] = value
    named = {"wake_prices": wake_prices, "wake_moods": wake_moods, "start_thalers": start_thalers,
             "end_threshold": end_threshold, "market_tiles": market_tiles, "removed_for_3p": removed_for_3p,
             "stall_sizes": stall_sizes, "start_paints": start_paints}
    edits.update({k: v for k, v in named.items() if v is not None})
    provenance = {}
    if start_thalers is not None:
        changes["start_thalers"] = start_thalers
    if end_threshold is not None:
        changes["last_round_tiles"] = end_threshold
    if start_paints is not None:
        changes["start_paints"] = _split(start_paints)
    if market_tiles is not None:
        changes["market_tiles"] = _market(data, market_tiles)
    if removed_for_3p is not None:
        changes["removed_for_3p"] = tuple(removed_for_3p)
    if wake_prices is not None or wake_moods is not None or stall_sizes is not None:
        changes["sides"], provenance = _sides(data, wake_prices, wake_moods, stall_sizes)
    label = name or "variant(" + ", ".join(f"{k}={v!r}" for k, v in edits.items()) + ")"
    for field in changes:
        if field != "sides":
            file, entry = location(field)
            provenance[f"{file}:{entry}"] = Provenance("default", f"lab variant {label}")
    result = dataclasses.replace(data, root=label, provenance={**data.provenance, **provenance}, **changes)
    check_data(result)
    return result


def variant_from_folder(path) -> GameData:
    """A variant kept as an edited copy of the data folder: loaded and checked like the shipped data
    (DataError names the file, the entry and the reason)."""
    return load_data(path)


# ---------------------------------------------------------------- reading the named edits

def _split(paints) -> tuple[str, ...]:
    if isinstance(paints, str):
        if "+" in paints or "," in paints:
            return tuple(p.strip() for p in paints.replace(",", "+").split("+") if p.strip())
        out, i = [], 0
        while i < len(paints):                 # "PkR" -> Pk, R
            two = paints[i:i + 2]
            out.append(two if two in PAINTS else paints[i])
            i += 2 if two in PAINTS else 1
        return tuple(out)
    return tuple(paints)


def _market(data: GameData, tiles) -> tuple[MarketTile, ...]:
    if isinstance(tiles, Mapping):
        by_id = {t.id: t for t in data.market_tiles}
        for tile_id in tiles:
            if tile_id not in by_id:
                raise DataError("market.toml", "tiles", f"no market tile {tile_id!r} to change; ids are "
                                + ", ".join(by_id))
        return tuple(MarketTile(t.id, _split(tiles[t.id])) if t.id in tiles else t for t in data.market_tiles)
    out, seen = [], set()
    for tile in tiles:
        if isinstance(tile, MarketTile):
            out.append(tile)
        else:
            paints = _split(tile)
            tile_id, n = "M-" + "".join(paints), 1
            while tile_id in seen:
                n += 1
                tile_id = f"M-{''.join(paints)}#{n}"
            out.append(MarketTile(tile_id, paints))
        seen.add(out[-1].id)
    return tuple(out)


def _per_side(data: GameData, value, what: str) -> dict:
    if value is None:
        return {}
    if isinstance(value, Mapping):
        names = {s.name for s in data.sides}
        for side in value:
            if side not in names:
                raise DataError("board.toml", f"sides.{side}", f"no board side {side!r} for the {what}; sides are "
                                + ", ".join(sorted(names)))
        return {side: tuple(v) for side, v in value.items()}
    return {s.name: tuple(value) for s in data.sides}


def _sides(data: GameData, prices, moods, stalls):
    prices, moods, stalls = (_per_side(data, v, w) for v, w in ((prices, "wake-up prices"), (moods, "wake-up moods"),
                                                                (stalls, "stall sizes")))
    provenance = {}
    sides = []
    for side in data.sides:
        inn = list(side.inn)
        for values, field in ((prices.get(side.name), "price"), (moods.get(side.name), "mood")):
            if values is None:
                continue
            entry = f"inn.{side.name}.slots"
            if len(values) != len(inn):
                raise DataError("board.toml", entry, f"{len(values)} {field}s for {len(inn)} wake-up slots")
            for i in range(len(values)):
                provenance[f"board.toml:{entry}[{i}].{field}"] = Provenance("default", "lab variant")
            inn = [dataclasses.replace(slot, **{field: v}) for slot, v in zip(inn, values)]
        size = side.stall_sizes
        if side.name in stalls:
            size = stalls[side.name]
            provenance[f"board.toml:sides.{side.name}.stall_sizes"] = Provenance("default", "lab variant")
        sides.append(dataclasses.replace(side, inn=tuple(inn), stall_sizes=size))
    return tuple(sides), provenance
