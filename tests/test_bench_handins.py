"""Hand-ins (issue 15, deliverable 3): an experiment saved as a small file that re-runs to identical numbers, read
back byte-identical; a bad file named with its field; a folder ranked against a class target."""
from __future__ import annotations

import json

import pytest

from fresco_nb.bench import BadHandIn, Bench, HandIn, Target, rank_hand_ins
from fresco_nb.bench.handin import MOST_BYTES


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    bench = Bench(games=10, seed=7, workers=1)
    bench.choose("board.toml", "board.toml:inn.4p.slots[0].price")
    bench.type("2")
    bench.add()
    bench.choose("ruling", "bishop_step_before_altar")
    bench.add()
    bench.compare()
    bench.hand_in_name.value = "Ada"
    path = bench.save_hand_in(tmp_path_factory.mktemp("hand-ins") / "ada.json")
    return bench, path


def test_a_hand_in_round_trip_is_byte_identical_and_under_10_kB(saved):
    bench, path = saved
    text = path.read_bytes()
    assert len(text) < MOST_BYTES
    loaded = HandIn.load(path)
    assert loaded.to_json().encode() == text
    assert loaded.changes == [["data", "board.toml:inn.4p.slots[0].price", 2],
                              ["ruling", "bishop_step_before_altar", False]]
    again = HandIn.from_card(loaded.name, loaded.rerun(workers=1), loaded.changes)
    assert again.to_json().encode() == text            # re-run: the same numbers, the same bytes
    assert loaded.summary == bench.card.summary()


@pytest.mark.parametrize("edit, named", [
    (lambda d: d.pop("seed"), "seed: missing"),
    (lambda d: d.update(format="x"), "format"),
    (lambda d: d.update(games="many"), "games: expected int"),
    (lambda d: d["changes"].append(["data", "rules.toml:start_thalers", 500]), r"changes\[2\]: start money: must be"),
    (lambda d: d["changes"].append(["data", "rules.toml:nothing", 5]), r"changes\[2\]: .*no value"),
    (lambda d: d["changes"].append(["colour", "x", 1]), r"changes\[2\]: expected \[kind, key, value\]"),
])
def test_a_bad_hand_in_is_named_with_its_file_and_field(saved, tmp_path, edit, named):
    _, path = saved
    data = json.loads(path.read_text())
    edit(data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(BadHandIn, match=named) as error:
        HandIn.load(bad)
    assert str(bad) in str(error.value)


def _hand_in(name, seats, rounds):
    summary = {f"win_seat{i}": {"variant": rate} for i, rate in enumerate(seats)} | {"rounds": {"variant": rounds}}
    return HandIn(name, "fresco", 4, ["greedy"] * 4, 1, 10, [], summary)


def test_a_teacher_ranks_a_folder_of_hand_ins_against_the_class_target(tmp_path):
    _hand_in("fair and long", [0.25, 0.26, 0.24, 0.25], 9.0).save(tmp_path / "a.json")
    _hand_in("fair but short", [0.25, 0.25, 0.25, 0.25], 6.5).save(tmp_path / "b.json")
    _hand_in("first seat wins", [0.40, 0.20, 0.20, 0.20], 7.9).save(tmp_path / "c.json")
    _hand_in("unfair, long", [0.30, 0.20, 0.25, 0.25], 9.5).save(tmp_path / "d.json")
    ranking = rank_hand_ins(tmp_path, Target(seat=(0.22, 0.28), rounds=(8, 10)))
    assert [h.name for h, _, _ in ranking.rows] == ["fair and long", "unfair, long", "fair but short",
                                                   "first seat wins"]
    lines = repr(ranking).splitlines()
    assert lines[0] == "Hand-ins against the class target: every seat wins 22–28 %; games last 8–10 rounds"
    assert lines[1].startswith("1. fair and long — 2 of 2 goals met")
    (tmp_path / "e.json").write_text("{not json")
    with pytest.raises(BadHandIn, match="e.json"):
        rank_hand_ins(tmp_path)


@pytest.mark.parametrize("game, section, key, text", [("azul_sp", "table.toml", "table.toml:factories.value.3", "6"),
                                                     ("fresco_cards", "cards.toml", "cards.toml:market[3].m", "1")])
def test_another_games_hand_in_with_a_value_and_an_option_re_runs_to_the_same_bytes(tmp_path, game, section, key,
                                                                                      text):
    bench = Bench(game=game, games=4, seed=3, players=3, workers=1)
    bench.choose(section, key)
    assert bench.type(text) is None
    bench.add()
    if bench.spec.options:
        bench.choose("option", "side")
        bench.add()
    bench.compare()
    path = bench.save_hand_in(tmp_path / "hand-in.json")
    loaded = HandIn.load(path)
    assert loaded.game == game and loaded.changes[0] == ["data", key, int(text)]
    assert [c[0] for c in loaded.changes] == ["data"] + ["option"] * bool(bench.spec.options)
    again = HandIn.from_card(loaded.name, loaded.rerun(workers=1), loaded.changes, game)
    assert again.to_json().encode() == path.read_bytes() and len(path.read_bytes()) < MOST_BYTES
