"""Portable saves (format fresco_nb.save/2): a save names its game, its format and the shipped data it was
made on (a data version, a content digest and one digest per data field), carries only the data values that
differ from the shipped data, and loads anywhere — another checkout, an installed wheel, a variant's game —
without ``data=``. Old ``fresco_nb.save/1`` saves load while their data folder exists.
"""
from __future__ import annotations

import inspect
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from playout_support import SEEDS, SETTINGS, make_bots, play

from fresco_nb import BadSave, load_data, load_game, new_game
from fresco_nb.lab import variant

ROOT = Path(__file__).resolve().parent.parent


def played(players=3, seed=7, modules=(), edits=None, decisions=40):
    """A game played by greedy bots for ``decisions`` decisions, on the shipped data or ``variant(**edits)``.
    (Self-contained: it also runs in a subprocess on a copy of the package.)"""
    from fresco_nb import new_game
    from fresco_nb.bots import make_bot
    from fresco_nb.lab import variant
    game = new_game(players=players, seed=seed, modules=modules, data=variant(**edits) if edits else None)
    bots = [make_bot("greedy", seat) for seat in range(players)]
    for _ in range(decisions):
        if game.over:
            break
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    return game


def same_game(a, b) -> None:
    """Two games are the same: history, every view, the log, the data values and the save."""
    assert a.history == b.history
    assert a.view("full") == b.view("full") and a.view("public") == b.view("public")
    assert [a.view(seat) for seat in range(len(a.names))] == [b.view(seat) for seat in range(len(b.names))]
    assert a.log_text() == b.log_text()
    assert a.data_digest() == b.data_digest()
    assert a.to_json() == b.to_json()


def installed_copy(tmp_path, rules_edits=()) -> Path:
    """A copy of the package laid out as an installed wheel (the data inside as ``fresco_nb/_data``), with
    ``rules_edits`` ((old, new) text replacements) made in its rules.toml."""
    site = tmp_path / "site"
    shutil.copytree(ROOT / "fresco_nb", site / "fresco_nb", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "data", site / "fresco_nb" / "_data")
    rules = site / "fresco_nb" / "_data" / "fresco" / "rules.toml"
    text = rules.read_text()
    for old, new in rules_edits:
        assert old in text
        text = text.replace(old, new, 1)
    rules.write_text(text)
    return site


def save_made_in(site: Path, **settings_) -> str:
    """The save of ``played(**settings_)`` made by the package copy at ``site`` (in its own process)."""
    code = (inspect.getsource(played) + "\nimport fresco_nb, json, sys\n"
            "assert fresco_nb.__file__.startswith(sys.argv[1]), fresco_nb.__file__\n"
            "print(played(**json.loads(sys.argv[2])).to_json())\n")
    env = {**os.environ, "PYTHONPATH": str(site)}
    done = subprocess.run([sys.executable, "-c", code, str(site), json.dumps(settings_)], cwd=site, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


# ---------------------------------------------------------------- what a save holds

def test_save_names_its_game_format_and_shipped_data():
    saved = json.loads(played().to_json())
    assert saved["game"] == "fresco" and saved["format"] == "fresco_nb.save/2"
    shipped = saved["data"]["base"]
    assert shipped["version"] and len(shipped["digest"]) == 16
    assert set(shipped["fields"]) >= {"start_thalers", "sides", "fresco_tiles", "portraits"}
    assert saved["data"]["changes"] == {} and saved["data"]["provenance"] == {}


def test_save_names_no_folder():
    """Nothing in a save points to where the data lies on this machine."""
    game = played()
    text = game.to_json()
    assert load_data().root not in text and str(ROOT) not in text
    assert "data_digest" not in json.loads(text) and json.loads(text)["data"]["name"] is None


def test_variant_save_carries_only_the_changed_fields():
    game = played(edits={"start_thalers": 15, "wake_prices": [3, 3, 2, 2, 1]})
    saved = json.loads(game.to_json())
    assert set(saved["data"]["changes"]) == {"start_thalers", "sides"}
    assert saved["data"]["changes"]["start_thalers"] == 15
    assert saved["data"]["name"] == game.data.root


def test_save_size_of_a_whole_base_game():
    """A finished four-player base game (greedy bots) fits a class hand-in: a few KB."""
    game = played(players=4, seed=3, decisions=10_000)
    assert game.over
    text = game.to_json()
    assert len(text.encode()) < 12_000, len(text)
    variant_text = played(players=4, seed=3, decisions=10_000, edits={"theatre_steps": 1}).to_json()
    assert len(variant_text.encode()) < 14_000, len(variant_text)


# ---------------------------------------------------------------- loading anywhere

def test_variant_game_loads_without_data_and_is_the_same_game():
    edits = {"start_thalers": 15, "wake_prices": [3, 3, 2, 2, 1], "market_tiles": {"M-RRR": "RRY"}}
    game = played(players=4, seed=5, edits=edits, decisions=80)
    loaded = load_game(game.to_json())
    same_game(loaded, game)
    assert loaded.data.start_thalers == 15 and loaded.data.root == game.data.root
    assert loaded.data.market_tiles == game.data.market_tiles and loaded.data.sides == game.data.sides
    assert loaded.data.provenance == game.data.provenance          # the changed values say "lab variant"
    assert loaded.data == game.data


def test_folder_variant_game_loads_without_data(tmp_path):
    """A variant kept as an edited copy of the data folder: the save names the folder by its name only."""
    folder = tmp_path / "rich start"
    shutil.copytree(ROOT / "data" / "fresco", folder)
    rules = folder / "rules.toml"
    rules.write_text(rules.read_text().replace("[start_thalers]\nvalue = 12", "[start_thalers]\nvalue = 16", 1))
    game = new_game(players=3, seed=4, data=folder)
    play(game, make_bots(3, 5), 60)
    text = game.to_json()
    assert str(tmp_path) not in text and json.loads(text)["data"]["name"] == "rich start"
    shutil.rmtree(folder)
    loaded = load_game(text)
    same_game(loaded, game)
    assert loaded.data.start_thalers == 16 and loaded.data.root == "rich start"


def test_load_with_data_argument_still_works():
    v = variant(start_thalers=15)
    game = played(edits={"start_thalers": 15})
    same_game(load_game(game.to_json(), data=v), game)
    same_game(load_game(played().to_json(), data=load_data()), played())


def test_load_with_other_data_argument_names_the_fields():
    game = played(edits={"start_thalers": 15})
    with pytest.raises(BadSave, match="start_thalers") as error:
        load_game(game.to_json(), data=variant(start_thalers=16, theatre_steps=1))
    assert "theatre_steps" in str(error.value) and "sides" not in str(error.value)


def test_save_from_an_installed_copy_loads_here_after_the_copy_is_gone(tmp_path):
    """A save made by another installation (wheel layout, another folder) loads here once that folder is
    deleted, with no data= — a base game and a variant game."""
    site = installed_copy(tmp_path)
    base_text = save_made_in(site, players=4, seed=2)
    variant_text = save_made_in(site, players=2, seed=4, modules=["portraits"], edits={"theatre_steps": 1})
    shutil.rmtree(site)
    same_game(load_game(base_text), played(players=4, seed=2))
    same_game(load_game(variant_text), played(players=2, seed=4, modules=["portraits"], edits={"theatre_steps": 1}))


def test_save_made_on_other_shipped_data_names_the_fields_that_differ(tmp_path):
    """The shipped data there differed (start_thalers 14): loading here lists the field that differs; a
    variant game that set that field itself loads, since the save carries its value."""
    site = installed_copy(tmp_path, [("[start_thalers]\nvalue = 12", "[start_thalers]\nvalue = 14")])
    base_text = save_made_in(site, seed=3)
    variant_text = save_made_in(site, seed=3, edits={"start_thalers": 13})
    with pytest.raises(BadSave) as error:
        load_game(base_text)
    message = str(error.value)
    assert "shipped data" in message and "start_thalers" in message and "sides" not in message
    same_game(load_game(variant_text), played(seed=3, edits={"start_thalers": 13}))


# ---------------------------------------------------------------- changed values are checked

@pytest.fixture(scope="module")
def variant_save():
    return json.loads(played(edits={"start_thalers": 15, "theatre_steps": 1}).to_json())


def _bad(saved, *words):
    with pytest.raises(BadSave) as error:
        load_game(json.dumps(saved))
    for word in words:
        assert word in str(error.value), str(error.value)
    return str(error.value)


def _with_change(saved, field, value):
    changes = dict(saved["data"]["changes"], **{field: value})
    return dict(saved, data=dict(saved["data"], changes=changes))


@pytest.mark.parametrize("field, value, words", [
    ("start_thalers", -3, ["start_thalers", "rules.toml"]),                    # the data checks' DataError
    ("start_thalers", "15", ["start_thalers", "whole number"]),
    ("start_thalers", True, ["start_thalers", "whole number"]),
    ("gold", 3, ["gold", "no data field"]),
    ("root", "/tmp", ["root", "no data field"]),
    ("sides", [{"name": "4p"}], ["sides[0]", "players"]),
    ("start_paints", ["R", 7], ["start_paints[1]"]),
    ("fresco_tiles", "F01", ["fresco_tiles", "list"]),
], ids=["negative", "text", "bool", "unknown", "root", "missing-key", "bad-item", "not-a-list"])
def test_changed_value_in_the_save_is_checked(variant_save, field, value, words):
    _bad(_with_change(variant_save, field, value), *words)


def test_changed_value_not_matching_the_digest(variant_save):
    """A value edited by hand no longer matches the digest of the data the game was played on."""
    _bad(_with_change(variant_save, "start_thalers", 16), "start_thalers", "digest")


@pytest.mark.parametrize("key, value", [("changes", [1]), ("base", None), ("name", 5), ("digest", 7),
                                        ("provenance", [1]), ("provenance", {"rules.toml:start_thalers": "x"}),
                                        ("provenance", {"rules.toml:start_thalers": ["sure", "me"]})])
def test_malformed_data_section(variant_save, key, value):
    _bad(dict(variant_save, data=dict(variant_save["data"], **{key: value})), "data", key)


def test_data_section_missing_or_unknown_key(variant_save):
    _bad(dict(variant_save, data={k: v for k, v in variant_save["data"].items() if k != "base"}), "base")
    _bad(dict(variant_save, data=dict(variant_save["data"], extra=1)), "extra")


# ---------------------------------------------------------------- old saves

OLD_SAVE = (
    '{"format": "fresco_nb.save/1", "players": 3, "seed": 5, "modules": [], "names": ["Ada", "Bo", "Cy"], '
    '"rulings": {"bishop_step_before_altar": true, "leonardo_can_win": false}, "data": "/work/main/data", '
    '"data_digest": "bc6f57de2fbea425", "auto_chance": true, "actions": [[null, "draw P2"], [null, "draw P1"], '
    '[null, "draw P3"], [null, "draw F04b"], [null, "draw F07b"], [null, "draw F08b"], [null, "draw F05b"], '
    '[null, "draw F06c"], [null, "draw F04a"], [null, "draw F09a"], [null, "draw F09c"], [null, "draw F06b"], '
    '[null, "draw F08a"], [null, "draw F11b"], [null, "draw F10b"], [null, "draw F03b"], [null, "draw F03c"], '
    '[null, "draw F07a"], [null, "draw F10a"], [null, "draw F07c"], [null, "draw F06a"], [null, "draw F05c"], '
    '[null, "draw F08c"], [null, "draw F04c"], [null, "draw F03a"], [null, "draw F09b"], [null, "draw F05a"], '
    '[null, "draw M-YB"], [null, "draw M-YY"], [null, "draw M-BBB"], [null, "draw M-RR"], [null, "draw M-YYY"], '
    '[null, "draw M-RB"], [null, "draw M-BB"], [null, "draw M-G"], [null, "draw M-RY"], [1, "wake 5"], '
    '[0, "wake 4"], [2, "wake 3"], [0, "plan 2 3 0 0 0"], [1, "plan 2 3 0 0 0"], [2, "plan 2 3 0 0 0"], '
    '[2, "buy III 2"], [0, "close I"]]}')          # written by fresco_nb before save/2, on the shipped data


def test_old_save_loads_while_its_data_folder_exists():
    old = json.loads(OLD_SAVE)
    old["data"] = load_data().root                 # the folder it names, in this checkout
    game = load_game(json.dumps(old))
    assert [str(a) for _, a in game.history] == [text for _, text in old["actions"]]
    assert game.names == ["Ada", "Bo", "Cy"]
    again = load_game(game.to_json())              # saved again: the new format
    assert json.loads(game.to_json())["format"] == "fresco_nb.save/2"
    same_game(again, game)


def test_old_save_whose_folder_is_gone(tmp_path):
    old = dict(json.loads(OLD_SAVE), data=str(tmp_path / "gone"))
    message = _bad(old, "fresco_nb.save/1", "old", "gone", "data=")
    assert load_game(json.dumps(old), data=load_data()).history      # with data= it loads
    assert "save/2" in message


def test_old_save_on_other_data():
    old = dict(json.loads(OLD_SAVE), data=load_data().root, data_digest="0123456789abcdef")
    _bad(old, "other component data")


# ---------------------------------------------------------------- round trip

EDITS = st.fixed_dictionaries({}, optional={
    "start_thalers": st.integers(5, 20),
    "wake_prices": st.lists(st.integers(0, 5), min_size=5, max_size=5),
    "theatre_steps": st.integers(0, 3),
    "thalers_per_vp": st.integers(1, 4),
    "end_threshold": st.integers(3, 8),
    "bishop_step_cost": st.integers(0, 2),
    "start_paints": st.sampled_from(["RYB", "RRY", "RYBB", "YB"]),
    "market_tiles": st.dictionaries(st.sampled_from(["M-RRR", "M-YY", "M-RB", "M-O", "M-G"]),
                                    st.sampled_from(["RRY", "BB", "O", "GV", "Y"]), max_size=3),
})


@settings(max_examples=25, **SETTINGS)
@given(players=st.sampled_from([2, 3, 4]), seed=SEEDS, bot_seed=SEEDS, cut=st.integers(0, 600), edits=EDITS,
       modules=st.lists(st.sampled_from(["portraits", "requests", "blends"]), unique=True))
def test_random_variant_games_save_and_load_to_the_same_game(players, seed, bot_seed, cut, edits, modules):
    """Random games on random variants: saved and loaded with no data=, the same history, views and log;
    both continue alike."""
    data = variant(**edits) if edits else None
    game = new_game(players=players, seed=seed, modules=modules, data=data)
    bots = make_bots(players, bot_seed)
    play(game, bots, cut)
    loaded = load_game(game.to_json())
    same_game(loaded, game)
    if not game.over:                              # the chance stream goes on alike too
        start = len(game.history)
        play(game, bots, 30)
        for seat, action in game.history[start:]:
            if seat is not None:
                loaded.apply(action, seat)
        same_game(loaded, game)
