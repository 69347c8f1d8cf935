"""new_game(...) checks every setting: a TypeError or ValueError naming the argument and what is expected.

``None`` means the default for ``names``, ``modules`` and ``rulings``; an empty list of names is an error.
"""
from __future__ import annotations

import pytest

from fresco_nb import RULINGS, new_game


class Index:
    """An integer-like value that is not an int (as numpy's integers are)."""

    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


@pytest.mark.parametrize("players, error", [(1, ValueError), (5, ValueError), ("4", TypeError), (True, TypeError),
                                            (4.0, TypeError), (None, TypeError)])
def test_R_SET_1_players_are_2_3_or_4(players, error):
    with pytest.raises(error, match="players"):
        new_game(players=players)


@pytest.mark.parametrize("seed, error", [
    (None, TypeError), ("7", TypeError), (1.5, TypeError), (True, TypeError), ({"a": 1}, TypeError),
    ("x" * 50_000_000, TypeError), (2 ** 64, ValueError), (-(2 ** 64), ValueError)],
    ids=["none", "text", "float", "bool", "dict", "50MB", "too-big", "too-small"])
def test_seed_is_an_integer_of_at_most_64_bits(seed, error):
    with pytest.raises(error, match="seed") as raised:
        new_game(seed=seed)
    assert len(str(raised.value)) < 200


def test_seed_accepts_integer_like_values_and_keeps_a_plain_int():
    game = new_game(seed=Index(7))
    assert type(game.seed) is int and game.seed == 7
    assert game.history == new_game(seed=7).history
    assert new_game(seed=2 ** 64 - 1).seed == 2 ** 64 - 1 and new_game(seed=-5).seed == -5


@pytest.mark.parametrize("argument", ["auto_chance", "record"])
@pytest.mark.parametrize("value", ["no", 1, 0, None, "False"])
def test_switches_are_real_booleans(argument, value):
    with pytest.raises(TypeError, match=f"{argument}.*True or False"):
        new_game(**{argument: value})


@pytest.mark.parametrize("names, words", [
    ([], ["names", "3 names"]),
    (["A", "B"], ["names", "3 names"]),
    (["A", "B", "C", "D"], ["names", "3 names"]),
    (["A", "A", "B"], ["names", "distinct", "'A'"]),
    (["Anna", "anna", "B"], ["names", "distinct"]),
    (["A", "", "B"], ["names[1]", "empty"]),
    (["A", "   ", "B"], ["names[1]", "empty"]),
    (["A", " B", "C"], ["names[1]", "space"]),
    (["A", "B\nC", "D"], ["names[1]", "printable"]),
    (["A", "x" * 25, "C"], ["names[1]", "24"]),
    (["A", 2, "C"], ["names[1]", "text"]),
    ("ABC", ["names", "list"]),
    (7, ["names", "list"]),
], ids=["empty", "too-few", "too-many", "twice", "case", "empty-name", "blank", "padded", "newline", "long",
        "number", "string", "int"])
def test_names_are_distinct_short_texts(names, words):
    with pytest.raises((TypeError, ValueError)) as error:
        new_game(players=3, names=names)
    for word in words:
        assert word in str(error.value), str(error.value)


def test_R_LEO_1_leonardo_is_not_a_player_name():
    with pytest.raises(ValueError, match="Leonardo"):
        new_game(players=2, names=["Anna", "leonardo"])
    assert new_game(players=3, names=["Anna", "Ben", "Leonardo"]).names[2] == "Leonardo"


def test_none_means_the_default_settings():
    game = new_game(players=3, names=None, modules=None, rulings=None)
    assert game.names == ["P1", "P2", "P3"] and game.modules == () and game.rulings == RULINGS
    assert new_game(players=2, names=("Anna", "Ben")).names == ["Anna", "Ben", "Leonardo"]


@pytest.mark.parametrize("modules, words", [
    (["frescoes"], ["modules", "'frescoes'", "portraits"]),
    ("portraits,nope", ["modules", "'nope'"]),
    (["portraits", "portraits"], ["modules", "twice"]),
    ([1], ["modules", "text"]),
    (5, ["modules"]),
    ({"portraits": True}, ["modules"]),
])
def test_R_MOD_1_modules_are_known_names(modules, words):
    with pytest.raises((TypeError, ValueError)) as error:
        new_game(modules=modules)
    for word in words:
        assert word in str(error.value), str(error.value)


def test_R_MOD_1_modules_as_text_or_names():
    assert new_game(modules="blends,portraits").modules == ("portraits", "blends")
    assert new_game(modules=("requests",)).modules == ("requests",)
    assert new_game(modules="").modules == () and new_game(modules=[]).modules == ()


@pytest.mark.parametrize("rulings, error, words", [
    ([], TypeError, ["rulings", "dict"]),
    ({"nope": True}, ValueError, ["unknown ruling 'nope'", "leonardo_can_win"]),
    ({"leonardo_can_win": "yes"}, TypeError, ["ruling leonardo_can_win must be True or False"]),
    ({"leonardo_can_win": 1}, TypeError, ["True or False"]),
])
def test_rulings_are_known_switches(rulings, error, words):
    with pytest.raises(error) as raised:
        new_game(rulings=rulings)
    for word in words:
        assert word in str(raised.value), str(raised.value)


def test_rulings_not_named_keep_their_default():
    game = new_game(rulings={"leonardo_can_win": True})
    assert game.rulings == {**RULINGS, "leonardo_can_win": True}
    assert new_game(rulings={}).rulings == RULINGS


@pytest.mark.parametrize("data", [5, ["data"], {"start_thalers": 3}])
def test_data_is_a_folder_or_game_data(data):
    with pytest.raises(TypeError, match="data"):
        new_game(data=data)
