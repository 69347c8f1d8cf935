"""``fresco-nb lab``: the teacher's working copy of the teaching notebooks, and JupyterLab started on it.

The kit's notebooks (shipped in the package as ``fresco_nb/_notebooks``, or the source tree's ``notebooks/``)
are copied into a working folder, by default ``fresco-nb-notebooks`` in the user's home folder, together with
the lesson plans (``README.md``) and the rule book (``rules.md``, written from the rule texts). Running and
saving them there never touches the shipped ones, so the kit can be updated under them.

Starting again after an update never overwrites a file the teacher has changed: a file still as it was copied
is replaced by the new version; a changed one is kept and the new version is added beside it, as
``01-base (updated 2026-11-26).ipynb``. A deleted file is copied again (a way to get one fresh notebook back).
``reset`` puts every shipped file back as shipped, after the teacher has confirmed. A small manifest
(``.fresco-nb-copies.json``) remembers which shipped version each file was copied from.
"""
from __future__ import annotations

import datetime
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

PACKAGE = Path(__file__).resolve().parent
# fresco_nb/_notebooks when installed from a wheel, else the source tree's notebooks/ folder
SHIPPED_NOTEBOOKS = (PACKAGE / "_notebooks" if (PACKAGE / "_notebooks").is_dir()
                     else PACKAGE.parent / "notebooks")
DEFAULT_FOLDER = Path.home() / "fresco-nb-notebooks"
MANIFEST = ".fresco-nb-copies.json"
RULE_BOOK = "rules.md"
FIRST_NOTEBOOK = "01-base.ipynb"


class LabNotInstalled(RuntimeError):
    """JupyterLab (the ``lab`` extra) is not installed in this Python."""

    def __init__(self):
        super().__init__("JupyterLab is not installed here; install it with: pip install 'fresco_nb[lab]'")


class Sync(NamedTuple):
    """What bringing the working folder up to date did, file names relative to ``folder``."""
    folder: Path
    added: list[str]          # copied because missing
    updated: list[str]        # replaced: the teacher had not changed them
    beside: list[str]         # new versions written beside a file the teacher changed
    kept: list[str]           # the teacher's changed files those new versions stand beside


def shipped_files(notebooks: Path = SHIPPED_NOTEBOOKS) -> dict[str, bytes]:
    """The files a working folder receives, by name: every notebook, the lesson plans, the rule book."""
    from .texts import book
    files = {path.name: path.read_bytes() for path in sorted(notebooks.glob("*.ipynb"))}
    if not files:
        raise FileNotFoundError(f"no teaching notebooks in {notebooks}")
    plans = notebooks / "README.md"
    if plans.is_file():
        files["README.md"] = plans.read_bytes()
    files[RULE_BOOK] = book().encode("utf-8")
    return files


def _digest(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


def _write(path: Path, content: bytes) -> None:
    """Write ``content`` whole or not at all (a temporary file renamed over ``path``)."""
    part = path.with_name(path.name + ".part")
    part.write_bytes(content)
    os.replace(part, path)


def _write_manifest(folder: Path, recorded: dict[str, str]) -> None:
    _write(folder / MANIFEST, json.dumps(recorded, indent=1, sort_keys=True).encode("utf-8"))


def _read_manifest(folder: Path) -> dict[str, str]:
    try:
        recorded = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}           # missing or damaged: every present file then counts as the teacher's
    return recorded if isinstance(recorded, dict) else {}


def _beside_name(folder: Path, name: str, content: bytes, today: datetime.date) -> str:
    """``01-base (updated 2026-11-26).ipynb``, or ``(updated 2026-11-26, 2)`` if that name holds something else."""
    stem, dot, suffix = name.rpartition(".")
    for number in range(1, 1000):
        label = today.isoformat() + (f", {number}" if number > 1 else "")
        beside = f"{stem} (updated {label}){dot}{suffix}"
        if not (folder / beside).exists() or (folder / beside).read_bytes() == content:
            return beside
    raise FileExistsError(f"too many updated copies of {name} in {folder}")


def prepare_folder(folder) -> Path:
    """``folder`` made if missing; a ``ValueError`` names it when it is a file or cannot be made."""
    folder = Path(folder).expanduser().absolute()
    if folder.exists() and not folder.is_dir():
        raise ValueError(f"{str(folder)!r} is a file; give a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ValueError(f"cannot make the folder {str(folder)!r}: {error.strerror}") from None
    return folder


def sync(folder, files: dict[str, bytes] | None = None, today: datetime.date | None = None) -> Sync:
    """Bring the working ``folder`` up to date with the shipped ``files`` (default :func:`shipped_files`)
    without overwriting a file the teacher changed (see the module's docstring)."""
    folder = prepare_folder(folder)
    files = shipped_files() if files is None else files
    today = today or datetime.date.today()
    recorded = _read_manifest(folder)
    done = Sync(folder, [], [], [], [])
    for name, content in files.items():
        path, new = folder / name, _digest(content)
        current = _digest(path.read_bytes()) if path.is_file() else None
        if current is None:
            _write(path, content)
            done.added.append(name)
        elif current != new and current == recorded.get(name):
            _write(path, content)
            done.updated.append(name)
        elif current != new and recorded.get(name) != new:
            beside = _beside_name(folder, name, content, today)
            _write(folder / beside, content)
            done.beside.append(beside)
            done.kept.append(name)
        recorded[name] = new
    _write_manifest(folder, recorded)
    return done


def changed_files(folder, files: dict[str, bytes] | None = None) -> list[str]:
    """The names of the shipped files whose copy in ``folder`` differs from the shipped version."""
    folder = Path(folder).expanduser()
    files = shipped_files() if files is None else files
    return [name for name, content in files.items()
            if (folder / name).is_file() and (folder / name).read_bytes() != content]


def reset(folder, files: dict[str, bytes] | None = None) -> list[str]:
    """Put every shipped file back in ``folder`` as shipped; returns the names that were replaced.
    Files the teacher added (their own notebooks, "updated" copies) stay."""
    folder = prepare_folder(folder)
    files = shipped_files() if files is None else files
    replaced = changed_files(folder, files)
    for name, content in files.items():
        _write(folder / name, content)
    _write_manifest(folder, {name: _digest(content) for name, content in files.items()})
    return replaced


def report(done: Sync) -> list[str]:
    """The lines telling the teacher where the working copy is and what changed in it."""
    lines = [f"working copy of the notebooks: {done.folder}"]
    if done.added:
        lines.append(f"  added: {', '.join(done.added)}")
    if done.updated:
        lines.append(f"  updated to the new version: {', '.join(done.updated)}")
    for kept, beside in zip(done.kept, done.beside):
        lines.append(f"  kept your changed {kept}; its new version is {beside}")
    return lines


def lab_command(folder: Path, jupyter_args=()) -> list[str]:
    """The command starting JupyterLab on ``folder`` (opening its first notebook), with this Python."""
    command = [sys.executable, "-m", "jupyterlab"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")          # as ./dev lab does: containers often run as root
    if (folder / FIRST_NOTEBOOK).is_file():
        command.append(FIRST_NOTEBOOK)
    return command + list(jupyter_args)


def _confirmed(question: str, ask: Callable[[str], str]) -> bool:
    try:
        return ask(f"{question} [y/N] ").strip().lower() in ("y", "yes")
    except (EOFError, KeyboardInterrupt):       # no one to answer (input is not a terminal), or Ctrl-C: no
        return False


def lab(folder=DEFAULT_FOLDER, reset_first: bool = False, jupyter_args=(),
        say: Callable[[str], None] = print, ask: Callable[[str], str] = input) -> int:
    """``fresco-nb lab``: update (or, confirmed, reset) the working copy in ``folder``, then run JupyterLab on
    it until it stops. Returns JupyterLab's exit code, or 1 when a reset is not confirmed. Raises
    :class:`LabNotInstalled` (before anything is copied), or a ``ValueError`` naming a folder that cannot be used."""
    if importlib.util.find_spec("jupyterlab") is None:
        raise LabNotInstalled()
    folder, files = prepare_folder(folder), shipped_files()
    if reset_first:
        changed = changed_files(folder, files)
        if changed and not _confirmed(f"Replace {', '.join(changed)} in {folder} with the shipped versions? "
                                      "Your changes to them are lost.", ask):
            say("nothing reset")
            return 1
        reset(folder, files)
        if changed:
            say(f"put back as shipped: {', '.join(changed)}")
    for line in report(sync(folder, files)):
        say(line)
    say(f"starting JupyterLab on {folder} (Ctrl-C to stop)")
    process = subprocess.Popen(lab_command(folder, jupyter_args), cwd=folder)
    while True:                     # Ctrl-C is JupyterLab's to handle (it asks, then shuts down)
        try:
            return process.wait()
        except KeyboardInterrupt:
            continue
