"""The field schema of a game's component data, for any game of the kit: one :class:`Field` per value of its TOML
tables (where it is written, its type, finite bounds, a label, help in plain words and a unit), and
:class:`DataSchema`, which lists the values of a data folder by field, finds the provenance of each, and writes a
checked copy of the folder with some values changed. Fresco's schema (``games/fresco/data/schema.py``) is a table
of these fields in Python; Azul and the card game declare theirs, all whole numbers, in a TOML table
(``games/<game>/fields.toml``, read by :func:`declared_schema`); the component form and the design bench read them
alike.

A field's ``entry`` is its path in the TOML file, with ``<name>`` for any key of a table and ``[]`` for any
position in a list: ``"factories.value.<players>"``, ``"market[].m"``. Standard library only (the writer loads
``tomlkit``, the lab extra, when it is used).
"""
from __future__ import annotations

import functools
import importlib
import importlib.resources
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import NamedTuple

_TIME = re.compile(r"([01]?\d|2[0-3]):[0-5]\d")
_STEP = re.compile(r"([^.\[\]]+)|\[(\d*)\]")
PRINTED = ("confirmed", "printed component")        # (confidence, source) of a value read off a printed component


@dataclass(frozen=True)
class Field:
    """One value of the data: ``name`` its path in the game's data record (e.g. "sides[].inn[].price"), ``file`` and
    ``entry`` where it is written, ``type`` ("whole number", "text", "time", "choice" or "table", a
    record), bounds (``low``/``high`` for numbers, ``choices``, ``items`` = (least, most) for a list),
    ``label``, ``help``, ``unit``; ``default`` the value of an optional key (None: required);
    ``confidence`` is filled in by the game's ``field_schema`` from the data's provenance."""
    name: str
    file: str
    entry: str
    type: str
    label: str
    help: str
    unit: str = ""
    low: int | None = None
    high: int | None = None
    choices: tuple = ()
    items: tuple[int, int] | None = None
    distinct: bool = False
    record: type | None = None
    default: object = None
    confidence: str = ""

    @property
    def key(self) -> str:
        """"file:entry", the key of this field in its game's schema."""
        return f"{self.file}:{self.entry}"

    def problem(self, value) -> tuple[str, str] | None:
        """None if ``value`` fits, else (where, reason): where is "" or the position of a bad item, "[2]"."""
        if self.items is None:
            reason = self._item_problem(value)
            return ("", reason) if reason else None
        if not isinstance(value, (list, tuple)):
            return "", f"expected a list, got {show(value)}"
        for i, item in enumerate(value):
            reason = self._item_problem(item)
            if reason:
                return f"[{i}]", reason
        least, most = self.items
        if not least <= len(value) <= most:
            wanted = f"exactly {least}" if least == most else f"{least} to {most}"
            return "", f"has {len(value)} items, expected {wanted}"
        if self.distinct:
            first: dict = {}
            for i, item in enumerate(value):
                if item in first:
                    return f"[{i}]", f"duplicate {show(item)} (same as item {first[item]})"
                first[item] = i
        return None

    def _item_problem(self, value) -> str | None:
        if self.type == "whole number":
            if type(value) is not int:
                return f"expected a whole number, got {show(value)}"
            if not self.low <= value <= self.high:
                return f"must be {self.low} to {self.high}, got {value}"
        elif self.type == "text":
            if not isinstance(value, str) or not value.strip():
                return f"expected a non-empty text, got {show(value)}"
            if len(value) > self.high:
                return f"a text of at most {self.high} characters, got {len(value)}"
        elif self.type == "time":
            if not isinstance(value, str) or not _TIME.fullmatch(value):
                return f'expected a time like "7:00", got {show(value)}'
        elif self.type == "choice":
            if not any(type(value) is type(c) and value == c for c in self.choices):
                return f"unknown {self.label} {show(value)}; expected one of {', '.join(map(str, self.choices))}"
        elif not isinstance(value, self.record):
            return f"expected a {self.label} ({self.record.__name__}), got {show(value)}"
        return None


def show(value) -> str:
    """A value as an error message shows it: lists and tables by kind, the rest by repr (cut short)."""
    shown = {dict: "a table", list: "a list"}.get(type(value)) or repr(value)
    return shown if len(shown) <= 80 else shown[:77] + "..."


def number(file: str, entry: str, label: str, help: str, unit: str, low: int, high: int, **more) -> Field:
    """A whole-number field written at ``entry`` of ``file`` (its name is its entry)."""
    return Field(entry, file, entry, "whole number", label, help, unit, low=low, high=high, **more)


def declared_schema(package: str, source_key: str) -> DataSchema:
    """The schema of a game whose package (e.g. "fresco_nb.games.azul_sp") declares its number fields in
    ``fields.toml`` (:func:`number_fields`) and loads its data with ``data.load_data``; its tables name their
    source with ``source_key``."""
    table = importlib.resources.files(package) / "fields.toml"
    return DataSchema(number_fields(table), source_key, functools.partial(_load_game_data, package))


def _load_game_data(package: str, folder):
    return importlib.import_module(f"{package}.data").load_data(folder)


def number_fields(path: Path) -> tuple[Field, ...]:
    """The whole-number fields a game declares in the TOML table ``path``, in its order: one table
    ``["<data file>"."<entry>"]`` each, with ``label``, ``help``, ``unit`` and ``bounds = [low, high]``
    (ValueError naming the table and the entry for one that lacks them)."""
    import tomllib
    fields = []
    for file, entries in tomllib.loads(Path(path).read_text(encoding="utf-8")).items():
        for entry, declared in entries.items():
            try:
                if set(declared) != {"label", "help", "unit", "bounds"}:
                    raise KeyError(entry)
                low, high = declared["bounds"]
                fields.append(number(file, entry, declared["label"], declared["help"], declared["unit"], low, high))
            except (KeyError, TypeError, ValueError):
                raise ValueError(f"{Path(path).name}: [{file}] {entry}: a field has exactly label, help, unit and "
                                 "bounds = [low, high]") from None
    return tuple(fields)


class Provenance(NamedTuple):
    """How sure a value is and where it comes from, as a data file states it."""
    confidence: str
    source: str


def steps(entry: str) -> list:
    """"inn.4p.slots[2].price" -> ["inn", "4p", "slots", 2, "price"]; "[]" (any position) -> ""."""
    return [int(index) if index else name for name, index in _STEP.findall(entry)]


def _entry(parts) -> str:
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


@dataclass(frozen=True)
class DataSchema:
    """A game's component data as files of TOML tables: its ``fields`` (in the files' order), the key its tables
    name their source with (``source_key``: "source" or "reason") and ``load``, the game's loader of a folder
    (None: the shipped data; it raises the game's DataError)."""
    fields: tuple[Field, ...]
    source_key: str
    load: Callable

    @property
    def files(self) -> tuple[str, ...]:
        """The data files that hold the fields, in order."""
        return tuple(dict.fromkeys(field.file for field in self.fields))

    def __getitem__(self, key: str) -> Field:
        """The field at "file:entry" (KeyError naming it)."""
        for field in self.fields:
            if field.key == key:
                return field
        raise KeyError(f"no field {key!r} in the schema")

    def active(self):
        """The data new games play with: the shipped data (only Fresco has a setting for another)."""
        return self.load(None)

    def is_shipped(self, data) -> bool:
        """Whether ``data`` is the shipped data (the form then saves to a new folder)."""
        return Path(data.root) == Path(self.load(None).root)

    def label(self, data) -> str | None:
        """The name a board or a handout shows for ``data``: None for the shipped data, else its folder's name."""
        return None if self.is_shipped(data) else Path(data.root).name

    def bounds(self, key: str) -> tuple[int, int]:
        """(low, high) of the whole-number field at "file:entry": what a loader checks."""
        field = self[key]
        return field.low, field.high

    def documents(self, folder) -> dict[str, dict]:
        """The parsed TOML files of ``folder`` (one that loads: call ``load`` first)."""
        import tomllib
        return {name: tomllib.loads((Path(folder) / name).read_text(encoding="utf-8")) for name in self.files}

    def entries(self, data) -> Iterator[tuple[Field, str, object]]:
        """Every value of ``data`` (loaded from a folder: its ``root``) with its field and its entry in the TOML
        file, e.g. (its field "table.toml:factories.value.<players>", "factories.value.2", 5)."""
        documents = self.documents(data.root)
        for field in self.fields:
            yield from ((field, _entry(path), value) for path, value in _expand(documents[field.file],
                                                                                    steps(field.entry)))

    def provenance_of(self, data, file: str, entry: str) -> Provenance | None:
        """The provenance of the nearest table around ``entry`` of ``file`` (its confidence and source)."""
        found, node = None, self.documents(data.root)[file]
        for step in steps(entry):
            if isinstance(node, Mapping) and "confidence" in node:
                found = node
            try:
                node = node[step]
            except (KeyError, IndexError, TypeError):
                break
        return Provenance(found["confidence"], found[self.source_key]) if found else None

    def with_confidence(self, data=None) -> tuple[Field, ...]:
        """The fields with ``confidence`` read from ``data`` (default: the shipped data): the weakest label among
        the tables they cover."""
        data = self.load(None) if data is None else data
        order = ("confirmed", "confirmed-secondary", "inferred", "default")
        weakest: dict[str, str] = {}
        for field, entry, _ in self.entries(data):
            found = self.provenance_of(data, field.file, entry)
            if found and order.index(found.confidence) >= order.index(weakest.get(field.key, "confirmed")):
                weakest[field.key] = found.confidence
        return tuple(replace(field, confidence=weakest.get(field.key, "")) for field in self.fields)

    def write_copy(self, data, folder, values: Mapping[tuple[str, str], object], provenance=PRINTED):
        """Write the data folder of ``data`` to ``folder`` with ``values`` set — ``{(file, entry): value}`` —, the
        table of each marked ``provenance``; return the copy, loaded. The copy is loaded (every check of the
        game's loader) before it takes ``folder``'s place: data that cannot be played raises the loader's error
        and ``folder`` is left as it was. ``folder`` must be new, empty or a data folder."""
        import tomlkit
        source, target = Path(data.root), Path(folder).resolve()
        if target in (source, Path(self.load(None).root)):
            raise ValueError(f"{target}: is the data being copied or the shipped data: choose a new folder")
        if target.exists() and (not target.is_dir() or (any(target.iterdir()) and
                                                         not all((target / n).is_file() for n in self.files))):
            raise ValueError(f"{target}: exists and is not a data folder: choose a new folder name")
        documents = {name: tomlkit.parse((source / name).read_text(encoding="utf-8")) for name in self.files}
        for (file, entry), value in values.items():
            *path, key = steps(entry)
            if file not in documents:
                raise ValueError(f"{file}: {entry}: not a data file; the files are {', '.join(self.files)}")
            node = table = documents[file]
            try:
                for step in path:
                    if isinstance(node, Mapping) and "confidence" in node:
                        table = node
                    node = node[step]
                node[key]          # raises for an entry the file lacks
            except (KeyError, IndexError, TypeError):
                raise ValueError(f"{file}: {entry}: no such entry in the file") from None
            if isinstance(node, Mapping) and "confidence" in node:
                table = node
            node[key] = list(value) if isinstance(value, tuple) else value
            table["confidence"], table[self.source_key] = provenance
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
        try:
            for path in source.iterdir():
                if path.is_file():
                    shutil.copyfile(path, staging / path.name)
            for name, document in documents.items():
                (staging / name).write_text(tomlkit.dumps(document), encoding="utf-8")
            self.load(staging)
            target.mkdir(exist_ok=True)
            for path in staging.iterdir():
                os.replace(path, target / path.name)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        return self.load(target)


def _expand(node, pattern: list, path: tuple = ()):
    """(path, value) of every place in ``node`` matching ``pattern`` ("<x>" any key, "" any list position)."""
    if not pattern:
        yield path, node
        return
    step, rest = pattern[0], pattern[1:]
    if step == "":
        for i, item in enumerate(node if isinstance(node, list) else ()):
            yield from _expand(item, rest, path + (i,))
    elif isinstance(step, str) and step.startswith("<"):
        for key, item in (node.items() if isinstance(node, Mapping) else ()):
            yield from _expand(item, rest, path + (key,))
    elif isinstance(node, Mapping) and step in node:
        yield from _expand(node[step], rest, path + (step,))
