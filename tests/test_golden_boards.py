"""Every golden board (``tests/golden/boards/``, recorded by ``tests/golden_boards.py``) is drawn again from its save
and must be byte-identical: every viewer, both layouts, live and static boards, decisions being built by clicks."""
from __future__ import annotations

import pytest

from fresco_nb import load_game
from golden_boards import FOLDER, boards, read_state

STATES = sorted(FOLDER.glob("*.json.xz"))


def _first_difference(old: str, new: str) -> str:
    at = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
    return f"first difference at character {at}:\n  recorded {old[at - 80:at + 80]!r}\n  drawn    {new[at - 80:at + 80]!r}"


def test_the_golden_set_covers_every_kind_of_board():
    names = {path.name.split(".")[0] for path in STATES}
    for moment in ("wake", "plan", "plan-some-planned", "place", "income", "market", "cathedral", "studio",
                   "workshop", "for-leonardo", "last-round", "over", "chance"):
        assert any(name.endswith("-" + moment) for name in names), moment
    for players in (2, 3, 4):
        assert any(name.startswith(f"p{players}-") for name in names), players
    cases = {case for path in STATES[:3] for case in read_state(path)["boards"]}
    assert {"public-projector", "full-desk", "0-desk", "public-desk-static"} <= cases


@pytest.mark.parametrize("path", STATES, ids=lambda path: path.name.split(".")[0])
def test_golden_board_is_drawn_byte_identical(path):
    recorded = read_state(path)
    drawn = boards(load_game(recorded["save"]))
    assert sorted(drawn) == sorted(recorded["boards"])
    for case, svg in recorded["boards"].items():
        assert drawn[case] == svg, f"{case}: " + _first_difference(svg, drawn[case])
