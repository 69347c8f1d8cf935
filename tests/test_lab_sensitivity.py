"""Sensitivity bands (issue 16 point 4): perturbations of a game's placeholder data by the stated rule, checked by
the game's loader, and each metric's range and each conclusion's verdict across them."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pandas as pd
import pytest

from fresco_nb.games import game_module
from fresco_nb.games.schema import steps
from fresco_nb.lab.sensitivity import (Conclusion, band_table, design_measure, movable, perturb, perturbations,
                                       placeholders, sensitivity, verdicts)

GAME = "fresco_cards"


def _value(folder, file: str, entry: str):
    """The value at ``entry`` of ``file`` in a data folder."""
    node = tomllib.loads((Path(folder) / file).read_text(encoding="utf-8"))
    for step in steps(entry):
        node = node[step]
    return node


def _every_number(folder) -> dict:
    tables = game_module(GAME).data_tables()
    data = tables.load(folder)
    return {(field.file, entry): value for field, entry, value in tables.entries(data)}


def test_placeholders_are_the_bounded_numbers_the_data_labels_default():
    tables = game_module(GAME).data_tables()
    data = tables.active()
    found = placeholders(GAME)
    assert "cards.toml fresco[0].values" in found and "cards.toml market[0].m" in found
    assert not any(p.startswith("game.toml") for p in found)           # hand size, limits: confirmed, kept
    for place in movable(GAME):
        for entry in place.entries:
            assert tables.provenance_of(data, place.file, entry).confidence == "default"


def test_a_perturbation_moves_only_placeholder_numbers_by_one_within_their_bounds(tmp_path):
    tables = game_module(GAME).data_tables()
    shipped = tables.active().root
    made = perturb(GAME, tmp_path / "p", seed=3, changes=8)
    assert made.refused is None and len(made.changes) == 8
    wanted = set(placeholders(GAME))
    for change in made.changes:
        assert f"{change.file} {change.entry}" in wanted
        before, after = _value(shipped, change.file, change.entry), _value(made.folder, change.file, change.entry)
        assert before == change.old and after == change.new
        if isinstance(before, list):             # a list moves as one
            steps_made = {b - a for a, b in zip(before, after)}
            assert len(steps_made) == 1 and steps_made <= {-1, 1}
        else:
            assert abs(after - before) == 1
    old, new = _every_number(shipped), _every_number(made.folder)
    moved = {(c.file, c.entry) for c in made.changes}
    differ = {key for key in old if old[key] != new[key]}
    assert {(file, entry.rsplit("[", 1)[0] if entry.endswith("]") else entry) for file, entry in differ} == moved


def test_a_number_at_its_bound_moves_only_inward(tmp_path):
    for seed in range(1, 6):
        for change in perturb(GAME, tmp_path / f"b{seed}", seed=seed, changes=30).changes:
            low = min(change.new) if isinstance(change.new, list) else change.new
            assert low >= 0
            if change.entry.endswith(".pile"):
                assert 1 <= change.new <= 3


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
    assert refused, "seeds 1.. hold a refused copy (a card left with no symbol)"
    for p in refused:
        assert "C-DATA-" in p.refused and "cards.toml" in p.refused and p.folder == ""
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
    judged = verdicts(runs, [Conclusion.below("shorter than 13", "length", 13),
                             Conclusion.above("seat 1 above a third", "seat 1", 1 / 3)])
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
    assert not list(tmp_path.glob(f"{band.refused[0].name}*"))          # a refused copy leaves no folder


def test_design_measure_plays_the_given_data(tmp_path):
    made = perturbations(GAME, tmp_path, count=1, seed=2)[-1]
    measure = design_measure(GAME, players=2, games=2, skill=("greedy", "random"))
    shipped, perturbed = measure(None), measure(made.folder)
    assert list(shipped["metric"])[:2] == ["rounds per game", "decisions per game"]
    assert "stronger bot wins: greedy vs random" in set(shipped["metric"])
    assert list(shipped["metric"]) == list(perturbed["metric"])
    assert not shipped["value"].equals(perturbed["value"])          # the games were played on the copy
