"""Writing a data folder: a complete copy of a data folder with some values typed in from the printed
components, each marked ``confidence = "confirmed"``, ``source = "printed component"``.

The copy keeps the files' comments and layout (tomlkit edits the parsed files in place): a changed value
that shared its table's provenance is written ``{ value = ..., confidence = ..., source = ... }``; one that
had a provenance of its own (a ``[section]`` with ``value`` or an inline table) gets its new value and
provenance there. Every other value keeps its own. Needs ``tomlkit`` (the lab extra).
"""
from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path

import tomlkit

from .loader import FILES, load_data
from .model import DataError, GameData, Provenance

PRINTED = Provenance("confirmed", "printed component")
SOURCE_KEY = "SOURCES.md"       # the kit's key to the source ids and numbered defaults, copied along
COPY_NOTE = ("# A copy made with fresco_nb's component form: the values with source \"printed component\"\n"
             "# were read off the game's own components.\n")
_STEP = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def write_copy(base: GameData, folder, values: Mapping[tuple[str, str], object],
               provenance: Provenance = PRINTED) -> GameData:
    """Write the data folder of ``base`` to ``folder`` with ``values`` set — ``{(file, entry): value}``, e.g.
    ``{("fresco.toml", "tiles[3].value"): 5}`` — each marked ``provenance``; return the copy, loaded.

    The copy is written to a temporary folder beside ``folder`` and loaded (every check of ``load_data``)
    before it takes ``folder``'s place: data that cannot be played raises :class:`DataError` (file, entry,
    reason) and ``folder`` is left as it was. ``folder`` must be new, empty or a data folder."""
    source = Path(base.root)
    if not all((source / name).is_file() for name in FILES):
        raise DataError("(data)", "root", f"{base.root!r} is not a data folder: a copy needs the folder the "
                                          f"data was loaded from")
    target = Path(folder).resolve()
    if target == Path(load_data().root):
        raise DataError(str(target), "(folder)", "is the shipped data, which stays as it is: choose a new folder")
    if target.exists() and (not target.is_dir() or (any(target.iterdir()) and
                                                     not all((target / name).is_file() for name in FILES))):
        raise DataError(str(target), "(folder)", "exists and is not a data folder: choose a new folder name")
    by_file: dict[str, dict[str, object]] = {}
    for (file, entry), value in values.items():
        if file not in FILES:
            raise DataError(file, entry, f"not a data file; the files are {', '.join(FILES)}")
        by_file.setdefault(file, {})[entry] = value
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        for name in FILES + (SOURCE_KEY,):
            if (source / name).is_file():
                text = (source / name).read_text(encoding="utf-8")
                if name in by_file:
                    text = _edited(name, text, by_file[name], provenance)
                (staging / name).write_text(text, encoding="utf-8")
        load_data(staging)
        target.mkdir(exist_ok=True)
        for path in staging.iterdir():
            os.replace(path, target / path.name)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return load_data(target)


def _edited(file: str, text: str, values: dict[str, object], provenance: Provenance) -> str:
    """The TOML ``text`` of ``file`` with each entry of ``values`` set and marked ``provenance``."""
    document = tomlkit.parse(text)
    for entry, value in values.items():
        *path, key = _steps(entry)
        table = document
        try:
            for step in path:
                table = table[step]
        except (KeyError, IndexError):
            raise DataError(file, entry, "no such entry in the file") from None
        plain = list(value) if isinstance(value, tuple) else value
        current = table.get(key)
        if isinstance(current, dict) and "value" in current:      # a value with its own provenance
            current["value"] = plain
            current["confidence"], current["source"] = provenance.confidence, provenance.source
        else:
            sourced = tomlkit.inline_table()
            sourced.update({"value": plain, "confidence": provenance.confidence, "source": provenance.source})
            table[key] = sourced
    written = tomlkit.dumps(document)
    return written if written.startswith(COPY_NOTE) else COPY_NOTE + written


def _steps(entry: str) -> list:
    """"inn.4p.slots[2].price" -> ["inn", "4p", "slots", 2, "price"]."""
    return [int(index) if index else name for name, index in _STEP.findall(entry)]
