"""Checking a whole GameData: every value against the field schema, then the checks that compare values
(within a file and across files). The loader runs them on every data folder, ``lab.variant`` on every
variant and the save loader on data rebuilt from a save, so all three refuse the same data."""
from __future__ import annotations

from collections.abc import Iterator, Mapping

from .model import (BLENDS, CONFIDENCES, PLAYER_COUNTS, DataError, GameData, MoodTrack, Provenance)
from .schema import SCHEMA, Field, show


def check_data(data: GameData) -> None:
    """Raise :class:`DataError` (file, entry, reason) at the first value of ``data`` outside the schema
    or inconsistent with another; return None if the data can be played."""
    if not isinstance(data, GameData):
        raise DataError("(data)", "(all)", f"expected a GameData, got {show(data)}")
    for field, entry, value in entries(data):
        found = field.problem(value)
        if found:
            raise DataError(field.file, entry + found[0], found[1])
    _check_board(data)
    _check_tables(data)
    _check_rules(data)
    _check_provenance(data)


def entries(data: GameData) -> Iterator[tuple[Field, str, object]]:
    """Every value of ``data`` with its field and its entry in the TOML file, e.g.
    (SCHEMA["board.toml:inn.<side>.slots[].price"], "inn.4p.slots[2].price", 2). A list of records comes
    before its items, so that a caller checking each value in turn never reads into a malformed list."""
    yield SCHEMA["board.toml:sides"], "sides", data.sides
    for side in data.sides:
        yield SCHEMA["board.toml:sides.<side>"], f"sides.{side.name}", side.name
        for key in ("players", "start_spaces", "stall_sizes"):
            yield SCHEMA[f"board.toml:sides.<side>.{key}"], f"sides.{side.name}.{key}", getattr(side, key)
        yield from _records("board.toml", "inn.<side>.slots", side.inn, f"inn.{side.name}.slots")
    if not isinstance(data.mood, MoodTrack):
        raise DataError("mood.toml", "zones", f"expected a mood track (MoodTrack), got {show(data.mood)}")
    yield SCHEMA["mood.toml:zones"], "zones", data.mood.zones
    yield SCHEMA["mood.toml:start"], "start", data.mood.start
    jokers = data.altar_blend_jokers
    if not isinstance(jokers, Mapping) or sorted(jokers) != sorted(BLENDS):
        raise DataError("blends.toml", "altar_jokers", f"expected a value for each of {', '.join(BLENDS)}, "
                                                       f"got {show(jokers)}")
    for paint in BLENDS:
        yield SCHEMA[f"blends.toml:altar_jokers.{paint}"], f"altar_jokers.{paint}", jokers[paint]
    for name, file, entry in (("market_tiles", "market.toml", "tiles"), ("fresco_tiles", "fresco.toml", "tiles"),
                              ("portraits", "portraits.toml", "cards"), ("requests", "requests.toml", "tiles"),
                              ("blend_tiles", "blends.toml", "tiles")):
        yield from _records(file, entry, getattr(data, name))
    if not isinstance(data.mixes, tuple):
        raise DataError("rules.toml", "mixes", f"expected a list of mixes, got {show(data.mixes)}")
    for file, blend in (("rules.toml", False), ("blends.toml", True)):
        yield from _records(file, "mixes", tuple(mix for mix in data.mixes if getattr(mix, "blend", False) == blend))
    for field in SCHEMA.values():
        if field.name.isidentifier() and field.type != "table":     # a GameData field of its own
            yield field, field.entry, getattr(data, field.name)


def _records(file: str, pattern: str, values, entry: str | None = None):
    """A list of records, then each record's values (fields named ``pattern`` + "[]." + key)."""
    entry = entry or pattern
    yield SCHEMA[f"{file}:{pattern}"], entry, values
    prefix = f"{file}:{pattern}[]."
    keys = [key[len(prefix):] for key in SCHEMA if key.startswith(prefix)]
    for i, item in enumerate(values):
        for key in keys:
            yield SCHEMA[prefix + key], f"{entry}[{i}].{key}", getattr(item, key)


def _distinct(file: str, entry: str, values):
    """Raise DataError at the second of two equal values; ``entry`` has a {} for the index."""
    first: dict = {}
    for i, value in enumerate(values):
        if value in first:
            raise DataError(file, entry.format(i), f"duplicate {show(value)} (same as {entry.format(first[value])})")
        first[value] = i


def _minutes(time: str) -> int:
    hours, minutes = time.split(":")
    return 60 * int(hours) + int(minutes)


def _check_board(data: GameData):
    """Board sides: one per player count, enough start spaces and wake-up slots, slots in time order,
    stalls no larger than the market tiles in play."""
    _distinct("board.toml", "sides[{}].name", [side.name for side in data.sides])
    owner: dict[int, str] = {}
    for side in data.sides:
        for i, players in enumerate(side.players):
            if players in owner:
                raise DataError("board.toml", f"sides.{side.name}.players[{i}]",
                                f"{players} players already use side {owner[players]!r}")
            owner[players] = side.name
    for players in PLAYER_COUNTS:
        if players not in owner:
            raise DataError("board.toml", "sides", f"no board side for {players} players")
    for side in data.sides:
        if side.start_spaces < max(side.players):
            raise DataError("board.toml", f"sides.{side.name}.start_spaces",
                            f"{side.start_spaces} start spaces for {max(side.players)} players")
        slots = f"inn.{side.name}.slots"
        if len(side.inn) < max(side.players):
            raise DataError("board.toml", slots, f"{len(side.inn)} wake-up slots for {max(side.players)} players")
        for i in range(1, len(side.inn)):
            later, earlier = side.inn[i].time, side.inn[i - 1].time
            if _minutes(later) <= _minutes(earlier):
                raise DataError("board.toml", f"{slots}[{i}].time",
                                f"{later} is not later than {earlier}: list the slots earliest first")
        # with fewer players than the most, the removed tiles stay out (R-SET-4, R-LEO-1)
        in_play = len(data.market_tiles) - (len(data.removed_for_3p) if min(side.players) < max(PLAYER_COUNTS) else 0)
        if sum(side.stall_sizes) > in_play:
            raise DataError("board.toml", f"sides.{side.name}.stall_sizes",
                            f"the stalls hold {sum(side.stall_sizes)} tiles, but only {in_play} market tiles are in play")
    if data.mood.start >= len(data.mood.zones):
        raise DataError("mood.toml", "start",
                        f"index {data.mood.start} is out of range: the track has spaces 0 to {len(data.mood.zones) - 1}")


def _check_tables(data: GameData):
    """Ids unique (blend tiles also against the base tiles), the removed market tiles and the centre
    tiles exist, as many base tiles removed as blend tiles come in (R-BLD-1)."""
    market = [tile.id for tile in data.market_tiles]
    _distinct("market.toml", "tiles[{}].id", market)
    for i, tile_id in enumerate(data.removed_for_3p):
        if tile_id not in market:
            raise DataError("market.toml", f"removed_for_3p[{i}]", f"{tile_id!r} is not the id of a market tile")
    _distinct("fresco.toml", "tiles[{}].id", [tile.id for tile in data.fresco_tiles])
    _distinct("portraits.toml", "cards[{}].id", [card.id for card in data.portraits])
    _distinct("requests.toml", "tiles[{}].id", [tile.id for tile in data.requests])
    _distinct("blends.toml", "tiles[{}].id", [tile.id for tile in data.blend_tiles])
    base_ids = {tile.id for tile in data.fresco_tiles}
    for i, tile in enumerate(data.blend_tiles):
        if tile.id in base_ids:
            raise DataError("blends.toml", f"tiles[{i}].id", f"duplicate {tile.id!r}: fresco.toml has this id too")
    for file, tiles, centre in (("fresco.toml", data.fresco_tiles, data.centre_value),
                                ("blends.toml", data.blend_tiles, data.blend_centre_value)):
        if not any(tile.value == centre for tile in tiles):
            raise DataError(file, "centre_value", f"no tile has the value {centre} to go to the centre")
    if data.blend_removed_base_tiles != len(data.blend_tiles):
        raise DataError("blends.toml", "removed_base_tiles",
                        f"must equal the number of blend tiles ({len(data.blend_tiles)}) so that the fresco keeps its parts")


def _check_rules(data: GameData):
    """No two mixes of the same paints; no more spaces at a location than a painter can have apprentices."""
    base = [mix for mix in data.mixes if not mix.blend]
    _distinct("rules.toml", "mixes[{}].inputs", [tuple(sorted(mix.inputs)) for mix in base])
    blends = [mix for mix in data.mixes if mix.blend]
    _distinct("blends.toml", "mixes[{}].inputs", [tuple(sorted(mix.inputs)) for mix in blends])
    base_inputs = {frozenset(mix.inputs) for mix in base}
    for i, mix in enumerate(blends):
        if frozenset(mix.inputs) in base_inputs:
            raise DataError("blends.toml", f"mixes[{i}].inputs", "rules.toml already has a mix of these two paints")
    most = data.apprentices + max(0, max(data.mood.zones))     # with the natural apprentice (R-MOOD-2)
    if data.spaces_per_location > most:
        raise DataError("rules.toml", "spaces_per_location",
                        f"{data.spaces_per_location} spaces, but a painter has at most {most} apprentices "
                        f"({data.apprentices} and the natural apprentice, R-MOOD-2)")


def _check_provenance(data: GameData):
    """Every provenance is a Provenance with a known confidence, under a "file:entry" key."""
    if not isinstance(data.provenance, Mapping):
        raise DataError("(data)", "provenance", f"expected a mapping, got {show(data.provenance)}")
    for key, found in data.provenance.items():
        file, _, entry = str(key).partition(":")
        if not isinstance(found, Provenance) or found.confidence not in CONFIDENCES:
            raise DataError(file, entry or "(file)", f"expected a Provenance with a confidence among "
                                                     f"{', '.join(CONFIDENCES)}, got {show(found)}")
