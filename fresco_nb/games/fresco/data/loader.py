"""Reading a data folder: the TOML files a teacher can edit, turned into one checked :class:`GameData`.

The folder holds one TOML file per part of the game (see ``FILES``). Every value is covered by a
provenance: a table's own ``confidence`` + ``source`` keys (inherited by the tables and values inside
it), or the value's own, written ``{ value = ..., confidence = ..., source = ... }``.
``GameData.provenance`` maps ``"file:entry"`` to each of them; :func:`provenance_of` finds the one
covering any entry. Each value is checked against its field in :data:`~fresco_nb.games.fresco.data.SCHEMA` as it is
read, then the whole data by :func:`~fresco_nb.games.fresco.data.check_data`.
"""
from __future__ import annotations

import functools
import os
import re
import stat
import tomllib
from pathlib import Path

from .checks import check_data
from .model import (BLENDS, CONFIDENCES, BoardSide, DataError, FrescoTile, GameData, InnSlot, MarketTile, Mix,
                    MoodTrack, PortraitCard, Provenance, RequestTile)
from .schema import SCHEMA, show

MAX_FILE_BYTES = 1_000_000      # the shipped files are under 10 kB; a bigger one is not a data table


def load_data(path=None) -> GameData:
    """Load and validate a data folder (None: the data shipped with the package).

    Raises DataError naming the file, the entry and the reason. A folder is read once: the same
    (immutable) GameData is returned until one of its files changes.
    """
    folder = _SHIPPED if path is None else Path(path).resolve()
    if path is not None and not folder.is_dir():
        raise DataError(str(folder), "(folder)", f"not a data folder: name the folder that holds {', '.join(FILES)}")
    return _load_folder(folder, _stamp(folder))


def provenance_of(data: GameData, file: str, entry: str) -> Provenance | None:
    """The provenance covering ``entry`` of ``file`` (e.g. "inn.4p.slots[1].price"):
    the entry's own, else the one of the nearest table around it."""
    while True:
        found = data.provenance.get(f"{file}:{entry}")
        if found or not entry:
            return found
        entry = _LAST_STEP.sub("", entry)


_LAST_STEP = re.compile(r"(^|\.)[^.\[\]]+$|\[\d+\]$")   # ".price", "slots" or "[1]" at the end


def _shipped_folder() -> Path:
    """fresco_nb/_data/fresco when installed from a wheel, else the repository's data/fresco/ folder."""
    package = Path(__file__).resolve().parents[3]          # fresco_nb/games/fresco/data/loader.py
    packaged = package / "_data" / "fresco"
    return packaged if packaged.is_dir() else package.parent / "data" / "fresco"


_SHIPPED = _shipped_folder()


def _stamp(folder: Path) -> tuple:
    """Kind, size and modification time of every data file: part of the cache key, so edits are seen."""
    stamp = []
    for path in _file_paths(folder):
        try:
            info = os.stat(path)
        except OSError:
            stamp.append(None)
        else:
            stamp.append((stat.S_IFMT(info.st_mode), info.st_mtime_ns, info.st_size))
    return tuple(stamp)


@functools.lru_cache(maxsize=64)
def _file_paths(folder: Path) -> tuple[str, ...]:
    return tuple(os.path.join(folder, name) for name in FILES)


@functools.lru_cache(maxsize=16)
def _load_folder(folder: Path, stamp: tuple) -> GameData:
    """Read and check every file of ``folder`` (``stamp`` only keys the cache)."""
    provenance: dict[str, Provenance] = {}
    fields: dict = {}
    for name, read in _READERS.items():
        fields.update(_read_file(folder, name, read, provenance))
    fields["mixes"] += fields.pop("blend_mixes")
    data = GameData(root=str(folder), provenance=provenance, **fields)
    check_data(data)
    return data


def _read_file(folder: Path, name: str, read, provenance: dict) -> dict:
    """Parse one TOML file and hand it to ``read``; afterwards no key may be left unread.
    Anything but a regular file of a sensible size is refused before it is opened."""
    path = folder / name
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise DataError(name, "(file)", f"missing file in {folder}") from None
    except OSError as error:
        raise DataError(name, "(file)", f"cannot be read: {error.strerror}") from None
    if not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        raise DataError(name, "(file)", f"{path} is {kind}: a data table must be a TOML file")
    if info.st_size > MAX_FILE_BYTES:
        raise DataError(name, "(file)", f"{info.st_size} bytes: a data table has at most {MAX_FILE_BYTES}")
    try:
        with open(path, "rb") as file:
            raw = tomllib.load(file)
    except tomllib.TOMLDecodeError as error:
        where = re.search(r"line \d+, column \d+", str(error))
        raise DataError(name, where.group() if where else "(file)", f"TOML syntax error: {error}") from None
    except UnicodeDecodeError:
        raise DataError(name, "(file)", "not UTF-8 text") from None
    except RecursionError:
        raise DataError(name, "(file)", "lists or tables nested too deeply to be a data table") from None
    except OSError as error:
        raise DataError(name, "(file)", f"cannot be read: {error.strerror or error}") from None
    root = _Table(name, raw, provenance)
    fields = read(root)
    root.check_unknown_keys()
    return fields


# ---------------------------------------------------------------- reading tables

_PROVENANCE_KEYS = ("confidence", "source")


class _Table:
    """One TOML table being read: getters that check each value against its schema field and name the
    entry in their errors, provenance bookkeeping, and a final check that every key was read (no typos).
    ``pattern`` is the entry with "<side>" for a side's name and "[]" for list positions (SCHEMA's keys)."""

    def __init__(self, file: str, raw: dict, provenance: dict, entry="", pattern="", inherited=None, opened=None):
        self.file, self.raw, self.entry, self.pattern, self.provenance = file, raw, entry, pattern, provenance
        self.opened = [] if opened is None else opened      # every table read from this file
        self.opened.append(self)
        self.used = set(_PROVENANCE_KEYS)
        self.covering = self._own_provenance() or inherited

    def path(self, key: str) -> str:
        """The entry name of ``key`` in this table, e.g. "tiles[3].paints"."""
        return f"{self.entry}.{key}" if self.entry else key

    def _pattern(self, key: str) -> str:
        return f"{self.pattern}.{key}" if self.pattern else key

    def get(self, key: str):
        """The value of ``key`` (a list as a tuple), checked against its field in SCHEMA; an optional
        field's default if the key is absent."""
        field = SCHEMA[f"{self.file}:{self._pattern(key)}"]
        if key not in self.raw and field.default is not None:
            return field.default
        value = self._value(key)
        found = field.problem(value)
        if found:
            raise DataError(self.file, self.path(key) + found[0], found[1])
        return tuple(value) if isinstance(value, list) else value

    def table(self, key: str, pattern: str | None = None) -> _Table:
        """The sub-table ``key`` (a [section] or an inline table); ``pattern`` replaces ``key`` in the
        pattern (e.g. "<side>")."""
        value = self._raw(key)
        if not isinstance(value, dict):
            raise DataError(self.file, self.path(key), f"expected a table ([{self.path(key)}]), got {show(value)}")
        return _Table(self.file, value, self.provenance, self.path(key), self._pattern(pattern or key),
                      self.covering, self.opened)

    def tables(self, key: str) -> list[_Table]:
        """The array of tables ``key`` ([[key]] sections), as many as its schema field allows."""
        items, entry = self._raw(key), self.path(key)
        if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
            raise DataError(self.file, entry, f"expected a list of tables ([[{entry}]] sections)")
        least, most = SCHEMA[f"{self.file}:{self._pattern(key)}"].items
        if not least <= len(items) <= most:
            wanted = f"exactly {least}" if least == most else f"{least} to {most}"
            raise DataError(self.file, entry, f"has {len(items)} entries, expected {wanted}")
        return [_Table(self.file, item, self.provenance, f"{entry}[{i}]", self._pattern(key) + "[]",
                       self.covering, self.opened) for i, item in enumerate(items)]

    def subtables(self, pattern: str) -> list[tuple[str, _Table]]:
        """Every key of this table read as a named sub-table, e.g. [sides.4p], [sides.3p]."""
        return [(key, self.table(key, pattern)) for key in self.raw if key not in _PROVENANCE_KEYS]

    def check_unknown_keys(self):
        """Raise DataError on the first key, in any table of this file, that nothing read (a table may
        be read through more than one _Table)."""
        used: dict[int, set] = {}
        for table in self.opened:
            used.setdefault(id(table.raw), set()).update(table.used)
        for table in self.opened:
            for key in table.raw:
                if key not in used[id(table.raw)]:
                    raise DataError(self.file, table.path(key), "unknown key")

    def _raw(self, key: str):
        self.used.add(key)
        if key not in self.raw:
            raise DataError(self.file, self.path(key), "missing key")
        return self.raw[key]

    def _value(self, key: str):
        """The value of ``key``, unwrapped from { value, confidence, source } if written so;
        a value must be covered by a confidence and a source."""
        value = self._raw(key)
        if isinstance(value, dict):
            sourced = _Table(self.file, value, self.provenance, self.path(key), self._pattern(key), None, self.opened)
            if sourced.covering is None:
                raise DataError(self.file, self.path(key),
                                "a value written as a table needs value, confidence and source")
            return sourced._value("value")
        if self.covering is None:
            raise DataError(self.file, self.path(key),
                            "no confidence and source: add them to the table around it, or write the "
                            "value as { value = ..., confidence = ..., source = ... }")
        return value

    def _own_provenance(self) -> Provenance | None:
        """This table's confidence and source, recorded under "file:entry"; None if it has none."""
        given = [key for key in _PROVENANCE_KEYS if key in self.raw]
        if not given:
            return None
        if len(given) == 1:
            missing = "source" if given == ["confidence"] else "confidence"
            raise DataError(self.file, self.path(missing), "missing key (confidence and source go together)")
        confidence, source = self.raw["confidence"], self.raw["source"]
        if confidence not in CONFIDENCES or not isinstance(confidence, str):
            raise DataError(self.file, self.path("confidence"),
                            f"unknown confidence label {show(confidence)}; expected one of {', '.join(CONFIDENCES)}")
        if not isinstance(source, str) or not source.strip():
            raise DataError(self.file, self.path("source"), f"expected a non-empty text, got {show(source)}")
        found = Provenance(confidence, source)
        self.provenance[f"{self.file}:{self.entry}"] = found
        return found


# ---------------------------------------------------------------- one reader per file
# Each returns some of GameData's fields (blends.toml also "blend_mixes"); check_data compares them.

def _read_board(t: _Table) -> dict:
    inns = dict(t.table("inn").subtables("<side>"))
    sides = []
    for name, side in t.table("sides").subtables("<side>"):
        if name not in inns:
            raise DataError(t.file, f"inn.{name}", "missing: every board side needs its inn")
        inn = tuple(InnSlot(slot.get("time"), slot.get("mood"), slot.get("price"))
                    for slot in inns.pop(name).tables("slots"))
        sides.append(BoardSide(name, side.get("players"), side.get("start_spaces"), side.get("stall_sizes"), inn))
    if inns:
        name = next(iter(inns))
        raise DataError(t.file, f"inn.{name}", f"no board side {name!r} to print this inn on")
    return {"sides": tuple(sides)}


def _read_mood(t: _Table) -> dict:
    return {"mood": MoodTrack(t.get("zones"), t.get("start"))}


def _read_market(t: _Table) -> dict:
    return {"market_tiles": tuple(MarketTile(tile.get("id"), tile.get("paints")) for tile in t.tables("tiles")),
            "removed_for_3p": t.get("removed_for_3p")}


def _read_fresco_tiles(t: _Table, blend: bool) -> tuple[FrescoTile, ...]:
    """The [[tiles]] of fresco.toml or blends.toml."""
    return tuple(FrescoTile(tile.get("id"), tile.get("value"), tile.get("paints"), tile.get("spots"), blend)
                 for tile in t.tables("tiles"))


def _read_mixes(t: _Table, blend: bool) -> tuple[Mix, ...]:
    return tuple(Mix(mix.get("inputs"), mix.get("output"), blend) for mix in t.tables("mixes"))


def _read_fresco(t: _Table) -> dict:
    return {"fresco_tiles": _read_fresco_tiles(t, blend=False), "centre_value": t.get("centre_value")}


_RULES_NUMBERS = ("start_thalers", "start_paints", "apprentices", "spaces_per_location", "mixes_per_apprentice",
                  "studio_thalers", "theatre_steps", "bishop_step_cost", "bishop_bonus_on", "bishop_bonus_near",
                  "income_per_tile", "thalers_per_vp", "last_round_tiles", "altar_primary_base",
                  "altar_secondary_joker", "altar_mixed_base")


def _read_rules(t: _Table) -> dict:
    return {**{name: t.get(name) for name in _RULES_NUMBERS}, "mixes": _read_mixes(t, blend=False)}


def _read_portraits(t: _Table) -> dict:
    cards = tuple(PortraitCard(**{key: card.get(key) for key in _CARD_KEYS}) for card in t.tables("cards"))
    # the provenance of the part of R-LEO-9 the books leave open (a card without VP), kept apart
    t.table("leonardo_vp").table("card_without_vp")
    return {"portraits": cards, "portraits_face_up": t.get("face_up"), "leonardo_portrait_vp": t.get("leonardo_vp")}


_CARD_KEYS = ("id", "name", "deck", "kind", "effect", "vp", "thalers", "paints", "primary_choice", "mood", "amount")


def _read_requests(t: _Table) -> dict:
    tiles = tuple(RequestTile(tile.get("id"), tile.get("kind"), tile.get("vp")) for tile in t.tables("tiles"))
    return {"requests": tiles, "request_tiles_needed": t.get("tiles_needed"),
            "request_income_thalers": t.get("income_thalers")}


def _read_blends(t: _Table) -> dict:
    jokers = t.table("altar_jokers")
    return {"blend_tiles": _read_fresco_tiles(t, blend=True), "blend_centre_value": t.get("centre_value"),
            "blend_removed_base_tiles": t.get("removed_base_tiles"),
            "altar_blend_jokers": {paint: jokers.get(paint) for paint in BLENDS},
            "blend_mixes": _read_mixes(t, blend=True)}


_READERS = {"board.toml": _read_board, "mood.toml": _read_mood, "market.toml": _read_market,
            "fresco.toml": _read_fresco, "rules.toml": _read_rules, "portraits.toml": _read_portraits,
            "requests.toml": _read_requests, "blends.toml": _read_blends}
FILES = tuple(_READERS)
