"""The stepper's status line counts its decisions in correct English for every game: "1 decision", "2 decisions"
(the catalogue's [stepper] status with the counted unit ``decisions``)."""
from __future__ import annotations

import re

import pytest

from fresco_nb.widgets import Stepper


@pytest.mark.parametrize("game", ["fresco", "azul_sp", "fresco_cards"])
def test_the_status_line_counts_one_decision_and_several_decisions(game):
    s = Stepper(game=game, players=3, seed=1, controllers=["greedy"] * 3)
    assert re.search(r"· 0 decisions\b", s.status)
    s.step()
    assert re.search(r"· 1 decision\b", s.status) and "1 decisions" not in s.status
    s.step()
    assert re.search(r"· 2 decisions\b", s.status)
