"""Shared by the data tests: the shipped data folder, a fixture copying it, and an edit helper."""
import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent.parent / "data" / "fresco"


@pytest.fixture
def copy(tmp_path):
    """A complete copy of the shipped data folder, to edit."""
    folder = tmp_path / "variant"
    shutil.copytree(DATA, folder)
    return folder


def edit(folder, file, old, new):
    """Replace the first ``old`` in ``folder/file`` with ``new``."""
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {file}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
