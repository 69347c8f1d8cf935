"""What every game's data loader shares: the shipped folder of a game's tables, a folder checked and stamped (so a
loader reads it again only when a file changed), the error naming file, entry and reason, reading one TOML data
file, and the base of a file's tables read entry by entry with their provenance."""
from __future__ import annotations

import os
import tomllib
from pathlib import Path


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


def _stat(path: Path):
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


def read_toml(path: Path, name: str, max_bytes: int) -> dict:
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
    """One data file's raw tables, the entries read so far and the provenance recorded; errors name the file."""

    def __init__(self, file: str, raw: dict, provenance: dict):
        self.file, self.raw, self.provenance, self.read = file, raw, provenance, set()

    def error(self, entry: str, reason: str) -> DataError:
        """The DataError of ``entry`` of this file."""
        return DataError(self.file, entry, reason)

    def all_read(self) -> None:
        """DataError naming a table of the file no one read (an unknown table)."""
        unread = set(self.raw) - self.read
        if unread:
            raise self.error(sorted(unread)[0], "unknown table: this file holds " + ", ".join(sorted(self.read)))
