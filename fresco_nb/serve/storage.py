"""The state dir: one kit save per table (``<ID>.json``, loadable by ``load_game``), its tokens and seats beside it
(``<ID>.table.json``) and the teacher's token (``server.json``). Secret files are readable only by the server's
user (mode 0600, the folder 0700); every file is written whole (a temporary file, then renamed), so a crash never
leaves half a save. File names come only from table IDs the server made itself. A table's files are written by one
writer thread, in the order they were saved, so that the server's event loop never waits on the disk; the app
awaits :meth:`StateDir.written` before it answers a request ("nothing lost").
"""
from __future__ import annotations

import asyncio
import json
import os
import re
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

TABLE_ID = re.compile(r"^[a-z0-9]{8}$")
SERVER_FILE = "server.json"


class StateDir:
    """The folder where the server keeps every table (made with mode 0700 if missing)."""

    def __init__(self, path):
        self.path = Path(path).expanduser()
        if self.path.exists() and not self.path.is_dir():
            raise ValueError(f"the state dir {str(self.path)!r} is a file; give a folder")
        self.path.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(self.path, 0o700)
        self._records = {}          # table ID → its record as last written
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fresco-save")
        self._last_write: Future | None = None      # the latest write handed to the writer thread

    def write(self, name: str, text: str) -> None:
        """Write ``name`` whole, readable and writable by the server's user only."""
        target = self.path / name
        temporary = target.with_name(target.name + ".tmp")
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(temporary, 0o600)
        os.replace(temporary, target)

    def read(self, name: str) -> str:
        return (self.path / name).read_text(encoding="utf-8")

    def save_table(self, table_id: str, save: str, record: dict) -> None:
        """Hand a table's game save and its record (tokens, seats, claims, pause; only when it changed) to the
        writer thread; :meth:`written` waits until they are on disk."""
        files = [(f"{table_id}.json", save)]
        text = json.dumps(record, indent=1)
        if self._records.get(table_id) != text:
            files.append((f"{table_id}.table.json", text))
            self._records[table_id] = text
        self._last_write = self._writer.submit(self._write_all, files)

    def _write_all(self, files: list[tuple[str, str]]) -> None:
        for name, text in files:
            self.write(name, text)

    async def written(self) -> None:
        """Wait (without blocking the event loop) until every save handed over so far is on disk; a failed
        write raises here."""
        if self._last_write is not None:
            await asyncio.wrap_future(self._last_write)

    def table_ids(self) -> list[str]:
        """The IDs of the tables saved here, oldest first."""
        found = [p for p in self.path.glob("*.table.json") if TABLE_ID.match(p.name[:-len(".table.json")])]
        return [p.name[:-len(".table.json")] for p in sorted(found, key=lambda p: p.stat().st_mtime)]

    def load_table(self, table_id: str) -> tuple[str, dict]:
        """A table's save and record, as :meth:`save_table` wrote them."""
        text = self.read(f"{table_id}.table.json")
        self._records[table_id] = text
        return self.read(f"{table_id}.json"), json.loads(text)

    def server_record(self, make) -> dict:
        """The server's record (the teacher's token), made by ``make()`` and saved the first time."""
        if (self.path / SERVER_FILE).exists():
            return json.loads(self.read(SERVER_FILE))
        record = make()
        self.write(SERVER_FILE, json.dumps(record))
        return record
