"""What every game's data loader shares: the error naming file, entry and reason; reading one TOML data file; and
the base of a file's tables read entry by entry with their provenance."""
from __future__ import annotations

import os
import tomllib
from pathlib import Path


class DataError(ValueError):
    """Malformed component data: ``file``, ``entry`` (with the item or row and field inside it) and the ``reason``."""

    def __init__(self, file: str, entry: str, reason: str):
        super().__init__(f"{file}: {entry}: {reason}")
        self.file, self.entry, self.reason = file, entry, reason


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
