"""Azul: Summer Pavilion's component data: the TOML tables of ``data/azul_sp/`` read into one checked, frozen
:class:`AzulData`.

Every table of a file is ``[entry]`` with ``value``, ``confidence`` and ``source`` (``data/azul_sp/SOURCES.md``);
``AzulData.provenance`` maps ``"file:entry"`` to its :class:`Provenance`. Anything malformed raises
:class:`DataError` naming the file, the entry (and the item and field inside it) and what is expected::

    data = load_data()                 # the shipped tables (None) or a folder holding the same four files
    data.factories[4]                  # 9 factories with 4 players
"""
from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from ..common import data_files
from ..common.data_files import DataError, DataFile, load_folder
from ..schema import Provenance
from .schema import SCHEMA

FILES = ("tiles.toml", "table.toml", "board.toml", "scoring.toml")
STAR_SIZE = 6                  # diamond spaces per star, numbered 1..6 (A-BOARD-1, A-BOARD-2): the board's geometry
ANY_COLOUR = "any"             # the centre star's colour entry: any colour not yet on it (A-BOARD-4)
MULTICOLOUR = "multicolour"    # the star_points entry of a star of six different colours (A-END-3, A-VAR-6)
PLAYER_COUNTS = (2, 3, 4)
_bounds = SCHEMA.bounds       # every number is checked against the field schema (schema.py)


class Star(NamedTuple):
    """A star of the player board: its id and the colour its spaces take on the coloured side ("any")."""
    id: str
    colour: str


class Structure(NamedTuple):
    """A bonus structure (A-BOARD-5): id, kind (pillar, statue, window) and the space ids it needs."""
    id: str
    kind: str
    spaces: tuple[str, ...]


@dataclass(frozen=True)
class AzulData:
    """Every component number of the game, checked; mappings are tuples of pairs so that it is hashable."""
    root: str
    colours: tuple[str, ...]
    per_colour: int
    wild_by_round: tuple[str, ...]
    corners: int
    factory_counts: tuple[tuple[int, int], ...]     # (players, factories)
    factory_size: int
    supply_size: int
    start_score: int
    lowest_score: int
    stars: tuple[Star, ...]
    grey_outer_costs: tuple[int, ...]
    grey_centre_costs: tuple[int, ...]
    rewards: tuple[tuple[str, int], ...]              # (kind, tiles)
    structures: tuple[Structure, ...]
    star_points: tuple[tuple[str, int], ...]          # (colour or "multicolour", points)
    number_points: tuple[int, ...]                    # points for all 1s .. all 6s
    discard_penalty: int
    leftover_penalty: int
    rounds: int
    provenance: tuple[tuple[str, Provenance], ...]

    @property
    def factories(self) -> dict[int, int]:
        """Factories in play by player count (A-SET-2)."""
        return dict(self.factory_counts)

    @property
    def tiles(self) -> int:
        """Tiles in the game (A-SET-8)."""
        return self.per_colour * len(self.colours)

    @property
    def space_ids(self) -> tuple[str, ...]:
        """The 42 space ids in board order: star by star, 1..6 (A-BOARD-2)."""
        return tuple(f"{star.id}-{n}" for star in self.stars for n in range(1, STAR_SIZE + 1))

    def provenance_of(self, file: str, entry: str) -> Provenance:
        """The provenance of table ``entry`` of ``file``."""
        return dict(self.provenance)[f"{file}:{entry}"]


def load_data(path=None) -> AzulData:
    """Read and check a data folder (None: the shipped ``data/azul_sp``); DataError names what is wrong.
    A folder is read once and its AzulData returned again until a file changes."""
    return load_folder(path, "azul_sp", FILES, _read)


shipped_folder = functools.partial(data_files.shipped_folder, "azul_sp")
"""``fresco_nb/_data/azul_sp`` in an installed wheel, else the repository's ``data/azul_sp``."""


def _read(folder: Path) -> AzulData:
    tables = _Tables.read_files(folder, FILES)
    tiles, table, board, scoring = tables
    colours = tiles.names("colours")
    if len(colours) < 2:
        raise DataError("tiles.toml", "colours", "the game needs at least 2 distinct colours")
    per_colour = tiles.integer("per_colour", *_bounds("tiles.toml:per_colour.value"))
    corners = tiles.integer("corners", *_bounds("tiles.toml:corners.value"))
    rounds = scoring.integer("rounds", *_bounds("scoring.toml:rounds.value"))
    wild = tiles.names("wild_by_round", colours, distinct=False)
    if len(wild) != rounds:
        raise DataError("tiles.toml", "wild_by_round", f"one wild colour per round: {rounds} (scoring.toml: rounds), "
                                                       f"not {len(wild)}")
    counts = table.mapping("factories", tuple(str(n) for n in PLAYER_COUNTS),
                           *_bounds("table.toml:factories.value.<players>"))
    stars = board.stars(colours)
    space_ids = {f"{star.id}-{n}" for star in stars for n in range(1, STAR_SIZE + 1)}
    grey = board.mapping_of_lists("grey_costs", ("outer", "centre"), *_bounds("board.toml:grey_costs.value.<part>[]"))
    rewards = board.mapping("rewards", None, *_bounds("board.toml:rewards.value.<kind>"))
    star_points = scoring.mapping("star_points", tuple(colours) + (MULTICOLOUR,),
                                  *_bounds("scoring.toml:star_points.value.<colour>"))
    numbers = scoring.mapping("number_points", tuple(str(n) for n in range(1, STAR_SIZE + 1)),
                              *_bounds("scoring.toml:number_points.value.<number>"))
    data = AzulData(
        root=str(folder), colours=colours, per_colour=per_colour, wild_by_round=wild, corners=corners,
        factory_counts=tuple((int(n), f) for n, f in counts.items()),
        factory_size=table.integer("factory_size", *_bounds("table.toml:factory_size.value")),
        supply_size=table.integer("supply_size", *_bounds("table.toml:supply_size.value")),
        start_score=table.integer("start_score", *_bounds("table.toml:start_score.value")),
        lowest_score=table.integer("lowest_score", *_bounds("table.toml:lowest_score.value")),
        stars=stars, grey_outer_costs=grey["outer"], grey_centre_costs=grey["centre"],
        rewards=tuple(rewards.items()), structures=board.structures(space_ids, rewards),
        star_points=tuple(star_points.items()), number_points=tuple(numbers.values()),
        discard_penalty=scoring.integer("discard_penalty", *_bounds("scoring.toml:discard_penalty.value")),
        leftover_penalty=scoring.integer("leftover_penalty", *_bounds("scoring.toml:leftover_penalty.value")), rounds=rounds,
        provenance=tuple(sorted(tiles.provenance.items())))
    if data.start_score < data.lowest_score:
        raise DataError("table.toml", "start_score", f"{data.start_score} is below lowest_score {data.lowest_score}")
    for file in tables:
        file.all_read()
    return data


class _Tables(DataFile):
    """The tables of one file: each entry's value read and checked once, its provenance recorded."""
    unknown_key_hint = "; a table holds value, confidence, source"

    def integer(self, entry: str, low: int, high: int, value=None, where: str | None = None) -> int:
        value = self.value(entry) if value is None else value
        if type(value) is not int or not low <= value <= high:
            raise self.error(where or f"{entry}.value", f"must be a whole number from {low} to {high}, not {value!r}")
        return value

    def names(self, entry: str, allowed=None, distinct: bool = True) -> tuple[str, ...]:
        value = self.value(entry)
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.error(f"{entry}.value", "must be a list of names")
        if distinct and len(set(value)) != len(value):
            raise self.error(f"{entry}.value", "names must be distinct")
        for i, name in enumerate(value):
            if allowed is not None and name not in allowed:
                raise self.error(f"{entry}.value[{i}]", f"{name!r} is no colour; the colours are {', '.join(allowed)}")
        return tuple(value)

    def mapping(self, entry: str, keys, low: int, high: int) -> dict:
        value = self.value(entry)
        if not isinstance(value, dict) or not value:
            raise self.error(f"{entry}.value", "must be a table of names and numbers")
        if keys is not None and set(value) != set(keys):
            missing = [k for k in keys if k not in value]
            extra = [k for k in value if k not in keys]
            raise self.error(f"{entry}.value", f"needs exactly the keys {', '.join(keys)}"
                             + (f"; missing {missing[0]!r}" if missing else f"; unknown {extra[0]!r}"))
        ordered = keys if keys is not None else tuple(value)
        return {k: self.integer(entry, low, high, value[k], f"{entry}.value.{k}") for k in ordered}

    def mapping_of_lists(self, entry: str, keys, low: int, high: int) -> dict:
        value = self.value(entry)
        if not isinstance(value, dict) or set(value) != set(keys):
            raise self.error(f"{entry}.value", f"must be a table with exactly {', '.join(keys)}")
        found = {}
        for key in keys:
            costs = value[key]
            if not isinstance(costs, list) or len(costs) != STAR_SIZE:
                raise self.error(f"{entry}.value.{key}", f"must list {STAR_SIZE} costs, one per space 1..{STAR_SIZE}")
            found[key] = tuple(self.integer(entry, low, high, c, f"{entry}.value.{key}[{i}]")
                               for i, c in enumerate(costs))
        return found

    def items(self, entry: str, shape: dict[str, str]) -> Iterator[tuple[str, dict]]:
        """(where, item) of each item of the list ``entry``: a table of exactly the keys of ``shape``, which gives
        how an error shows each key's value ("..." or "[...]")."""
        value = self.value(entry)
        if not isinstance(value, list):
            raise self.error(f"{entry}.value", f"must be a list of {{ {', '.join(shape)} }}")
        written = ", ".join(f"{key} = {shown}" for key, shown in shape.items())
        for i, item in enumerate(value):
            where = f"{entry}.value[{i}]"
            if not isinstance(item, dict) or set(item) != set(shape):
                raise self.error(where, f"must be {{ {written} }}")
            yield where, item

    def stars(self, colours) -> tuple[Star, ...]:
        stars = []
        for where, item in self.items("stars", {"id": "...", "colour": "..."}):
            if not isinstance(item["id"], str) or not item["id"].isidentifier():
                raise self.error(f"{where}.id", f"must be a short name of letters, not {item['id']!r}")
            if item["colour"] not in colours + (ANY_COLOUR,):
                raise self.error(f"{where}.colour", f"{item['colour']!r} is no colour; use one of "
                                                    f"{', '.join(colours)} or {ANY_COLOUR!r}")
            stars.append(Star(item["id"], item["colour"]))
        ids = [s.id for s in stars]
        if len(set(ids)) != len(ids):
            raise self.error("stars.value", "star ids must be distinct")
        outer = sorted(s.colour for s in stars if s.colour != ANY_COLOUR)
        if outer != sorted(colours) or len(stars) != len(colours) + 1:
            raise self.error("stars.value", f"needs one star of each colour ({', '.join(colours)}) and one "
                                            f"{ANY_COLOUR!r} centre star")
        return tuple(stars)

    def structures(self, space_ids: set[str], rewards: dict) -> tuple[Structure, ...]:
        found = []
        for where, item in self.items("structures", {"id": "...", "kind": "...", "spaces": "[...]"}):
            if item["kind"] not in rewards:
                raise self.error(f"{where}.kind", f"{item['kind']!r} is no kind of rewards: {', '.join(rewards)}")
            spaces = item["spaces"]
            if not isinstance(spaces, list) or not spaces or len(set(spaces)) != len(spaces):
                raise self.error(f"{where}.spaces", "must list distinct space ids")
            for j, space in enumerate(spaces):
                if space not in space_ids:
                    raise self.error(f"{where}.spaces[{j}]", f"{space!r} is no space: spaces are <star>-1..6")
            found.append(Structure(str(item["id"]), item["kind"], tuple(spaces)))
        if len({s.id for s in found}) != len(found):
            raise self.error("structures.value", "structure ids must be distinct")
        return tuple(found)
