"""Sensitivity bands (issue 16 point 4): perturbations of a game's placeholder data by the stated rule, checked by
the game's loader, and each metric's range and each conclusion's verdict across them."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pandas as pd
import pytest

from fresco_nb.games import game_module
from fresco_nb.lab.sensitivity import (Conclusion, band_table, data_folder, design_measure, perturb, perturbations,
                                       placeholders, sensitivity, verdicts)

GAME = "fresco_cards"


def _rows(folder: Path, file: str) -> dict:
    """Every named row and every table of a TOML file of ``folder``, by its schema entry."""
    document = tomllib.loads((folder / file).read_text(encoding="utf-8"))
    found = {}
    for key, table in document.items():
        if isinstance(table, dict):
            found[key] = table
        else:
            found.update({row["name"]: row for row in table if "name" in row})
    return found


def test_placeholders_are_the_schema_rows_labelled_default():
    schema = game_module(GAME).field_schema()
    found = placeholders(GAME)
    assert found == {(f.file, f.entry) for f in schema if f.confidence == "default"}
    assert ("cards.toml", "F-01") in found and ("game.toml", "hand_start") not in found     # confirmed: kept


def test_a_perturbation_moves_only_placeholder_numbers_by_one(tmp_path):
    shipped = data_folder(GAME)
    made = perturb(GAME, tmp_path / "p", seed=3, changes=8)
    assert len(made.changes) == 8
    wanted = placeholders(GAME)
    for change in made.changes:
        assert (change.file, change.entry) in wanted
        before = _rows(shipped, change.file)[change.entry][change.field]
        after = _rows(Path(made.folder), change.file)[change.entry][change.field]
        assert before == change.old and after == change.new
        if isinstance(before, list):             # a list moves as one
            steps = {b - a for a, b in zip(before, after)}
            assert len(steps) == 1 and steps <= {-1, 1}
        else:
            assert abs(after - before) == 1 and after >= 0
    for file in ("game.toml", "cards.toml", "tiles.toml"):      # nothing else moved
        old, new = _rows(shipped, file), _rows(Path(made.folder), file)
        moved = {(c.entry, c.field) for c in made.changes if c.file == file}
        for entry, row in old.items():
            assert {k: v for k, v in new[entry].items() if (entry, k) not in moved} == \
                   {k: v for k, v in row.items() if (entry, k) not in moved}


def test_perturbations_are_seeded(tmp_path):
    first = perturb(GAME, tmp_path / "a", seed=5)
    again = perturb(GAME, tmp_path / "b", seed=5)
    other = perturb(GAME, tmp_path / "c", seed=6)
    assert first.changes == again.changes and first.changes != other.changes


def test_C_DATA_a_perturbation_the_loader_refuses_is_skipped_and_said(tmp_path):
    made = perturbations(GAME, tmp_path, count=4, seed=1)
    accepted = [p for p in made if p.refused is None]
    refused = [p for p in made if p.refused is not None]
    assert len(accepted) == 4
    assert refused, "seeds 1.. hold refused copies (a card left with no symbol, a pile out of 1..3)"
    for p in refused:
        assert "C-DATA-" in p.refused and ".toml" in p.refused
        with pytest.raises(ValueError):
            game_module(GAME).new_game(players=2, seed=0, data=p.folder)
    for p in accepted:
        game_module(GAME).new_game(players=2, seed=0, data=p.folder)


def test_band_table_is_the_range_over_every_set():
    runs = pd.DataFrame({"set": ["shipped", "shipped", "p1", "p1", "p2", "p2"],
                         "metric": ["length", "seat 1", "length", "seat 1", "length", "seat 1"],
                         "value": [10.0, 0.5, 12.0, 0.25, 9.0, 0.6]})
    table = band_table(runs)
    assert table.to_dict("records") == [
        {"metric": "length", "shipped": 10.0, "low": 9.0, "high": 12.0, "sets": 3},
        {"metric": "seat 1", "shipped": 0.5, "low": 0.25, "high": 0.6, "sets": 3}]
    judged = verdicts(runs, [Conclusion("shorter than 13", lambda m: m["length"] < 13),
                             Conclusion("seat 1 above a third", lambda m: m["seat 1"] > 1 / 3)])
    assert judged.to_dict("records") == [
        {"conclusion": "shorter than 13", "shipped": True, "held in": "2 of 2", "holds in all": True},
        {"conclusion": "seat 1 above a third", "shipped": True, "held in": "1 of 2", "holds in all": False}]


def test_sensitivity_measures_the_shipped_and_each_accepted_set(tmp_path):
    seen = []

    def measure(data):
        seen.append(data)
        game = game_module(GAME).new_game(players=2, seed=1, data=data, record=False)
        return pd.DataFrame({"metric": ["fresco values"], "value": [sum(sum(f.values) for f in game.data.frescoes)]})

    band = sensitivity(GAME, measure, count=3, seed=1, folder=tmp_path,
                       conclusions=[Conclusion("over 200", lambda m: m["fresco values"] > 200)])
    accepted = [p for p in band.perturbations if p.refused is None]
    assert seen == [None] + [p.folder for p in accepted] and len(accepted) == 3
    assert list(band.runs["set"]) == ["shipped"] + [p.name for p in accepted]
    row = band.table.iloc[0]
    assert row["low"] == band.runs["value"].min() and row["high"] == band.runs["value"].max() and row["sets"] == 4
    assert band.verdicts["held in"].item() == "3 of 3"
    changes = band.changes_table()
    assert len(changes) == sum(len(p.changes) for p in band.perturbations)
    assert set(changes.loc[changes["refused"] != "", "set"]) == {p.name for p in band.refused}


def test_design_measure_plays_the_given_data(tmp_path):
    made = perturbations(GAME, tmp_path, count=1, seed=2)[-1]
    measure = design_measure(GAME, players=2, games=2, skill=("greedy", "random"))
    shipped, perturbed = measure(None), measure(made.folder)
    assert list(shipped["metric"])[:2] == ["rounds per game", "decisions per game"]
    assert "stronger bot wins: greedy vs random" in set(shipped["metric"])
    assert list(shipped["metric"]) == list(perturbed["metric"])
    assert not shipped["value"].equals(perturbed["value"])          # the games were played on the copy
