"""What every game's data loader shares: the shipped folder of a game's tables, a folder checked, stamped and read
once (again only when a file changed), the error naming file, entry and reason, reading one TOML data file, and the
base of a file's tables read entry by entry with their provenance."""
from __future__ import annotations

import functools
import os
import tomllib
from collections.abc import Callable
from pathlib import Path

from ..schema import Provenance

CONFIDENCES = ("confirmed", "inferred", "default")   # how sure a table is, surest first
MAX_FILE_BYTES = 200_000                             # a larger file is not a data table


class DataError(ValueError):
    """Malformed component data: ``file``, ``entry`` (with the item or row and field inside it) and the ``reason``."""

    def __init__(self, file: str, entry: str, reason: str):
        super().__init__(f"{file}: {entry}: {reason}")
        self.file, self.entry, self.reason = file, entry, reason


def shipped_folder(game: str) -> Path:
    """``fresco_nb/_data/<game>`` in an installed wheel, else the repository's ``data/<game>``."""
    package = Path(__file__).resolve().parents[2]
    packaged = package / "_data" / game
    return packaged if packaged.is_dir() else package.parent / "data" / game


def stamped_folder(path, game: str, files) -> tuple[Path, tuple]:
    """The data folder ``path`` (None: the game's shipped one) and the stamp of its ``files`` (time and size, None
    for a missing one); DataError for a path that is not a folder."""
    folder = shipped_folder(game) if path is None else Path(path).resolve()
    if not folder.is_dir():
        raise DataError(str(folder), "(folder)", f"not a data folder: name the folder that holds {', '.join(files)}")
    return folder, tuple(_stat(folder / name) for name in files)


def load_folder(path, game: str, files, read: Callable[[Path], object]):
    """``read(folder)``: the game's data of the folder ``path`` (None: the shipped one) holding ``files``, read and
    checked once and returned again until one of the files changes."""
    folder, stamp = stamped_folder(path, game, files)
    return _read_once(read, folder, stamp)


@functools.lru_cache(maxsize=16)
def _read_once(read: Callable[[Path], object], folder: Path, stamp: tuple):
    return read(folder)


def _stat(path: Path):
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


def read_toml(path: Path, name: str, max_bytes: int = MAX_FILE_BYTES) -> dict:
    """The TOML of one data file (DataError naming ``name`` for a missing, huge or malformed file)."""
    try:
        if os.stat(path).st_size > max_bytes:
            raise DataError(name, "(file)", f"larger than {max_bytes} bytes: not a data table")
        with open(path, "rb") as file:
            return tomllib.load(file)
    except FileNotFoundError:
        raise DataError(name, "(file)", f"missing file in {path.parent}") from None
    except tomllib.TOMLDecodeError as error:
        raise DataError(name, "(file)", f"TOML syntax error: {error}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise DataError(name, "(file)", f"cannot be read: {error}") from None


class DataFile:
    """One data file's raw tables, the entries read so far and the provenance recorded; errors name the file.

    A game's subclass says how its tables give their provenance: the record of it (``provenance_type``: confidence
    and source), the key naming the source (``source_key``), what that text must say (``source_wanted``), the rule
    its provenance errors cite (``rule``, "" for none) and what an unknown key's error adds (``unknown_key_hint``)."""
    provenance_type: type = Provenance
    source_key = "source"
    source_wanted = "naming the source (SOURCES.md)"
    rule = ""
    unknown_key_hint = ""

    def __init__(self, file: str, raw: dict, provenance: dict):
        self.file, self.raw, self.provenance, self.read = file, raw, provenance, set()

    @classmethod
    def read_files(cls, folder: Path, names) -> tuple[DataFile, ...]:
        """The files ``names`` of ``folder``, each read (DataError for a missing, huge or malformed one), recording
        their provenance in one dict."""
        provenance: dict = {}
        return tuple(cls(name, read_toml(folder / name, name), provenance) for name in names)

    def value(self, entry: str):
        """The value of the table ``[entry]`` (its keys: value, confidence and the source), its provenance
        recorded."""
        table = self.raw.get(entry)
        if not isinstance(table, dict):
            raise self.error(entry, "missing table" if table is None else
                             f"must be a table with value, confidence and {self.source_key}")
        unknown = set(table) - {"value", "confidence", self.source_key}
        if unknown:
            raise self.error(entry, f"unknown key {sorted(unknown)[0]!r}{self.unknown_key_hint}")
        if "value" not in table:
            raise self.error(entry, "missing 'value'")
        self.record_provenance(entry, table, entry)
        self.read.add(entry)
        return table["value"]

    def record_provenance(self, where: str, table: dict, key: str) -> None:
        """Check the confidence and source of ``table`` (at ``where``) and record them as "file:key"."""
        for field in ("confidence", self.source_key):
            if field not in table:
                raise self.error(where, f"missing {field!r}{self._cite('every row says how sure it is and why')}")
        if table["confidence"] not in CONFIDENCES:
            raise self.error(f"{where}.confidence", f"must be one of {', '.join(CONFIDENCES)}, "
                                                    f"not {table['confidence']!r}{self._cite()}")
        source = table[self.source_key]
        if not isinstance(source, str) or not source.strip():
            raise self.error(f"{where}.{self.source_key}", f"must be a text {self.source_wanted}{self._cite()}")
        self.provenance[f"{self.file}:{key}"] = self.provenance_type(table["confidence"], source)

    def _cite(self, why: str = "") -> str:
        """The rule a provenance error cites, with ``why``: " (<its rule ID>: why)"; "" for a game that cites none."""
        return f" ({self.rule}{': ' + why if why else ''})" if self.rule else ""

    def error(self, entry: str, reason: str) -> DataError:
        """The DataError of ``entry`` of this file."""
        return DataError(self.file, entry, reason)

    def all_read(self) -> None:
        """DataError naming a table of the file no one read (an unknown table)."""
        unread = set(self.raw) - self.read
        if unread:
            raise self.error(sorted(unread)[0], "unknown table: this file holds " + ", ".join(sorted(self.read)))
