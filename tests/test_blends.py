"""Module 3 — Special blend colours (R-BLD-1 .. R-BLD-3, R-ALT-1, R-WKS-1; FR supplement §3 "Les mélanges de
couleurs spéciaux", with its altar examples 6 + 3 = 9 for one pink and 6 + 3 x 5 = 21 for three brown).

``module_table(4, modules=("blends",))`` removes the first 7 base tiles by id (F03a .. F05a) and deals the rest
in id order: e4 = F13a (13: Br+O+R), a5 = F15a, b5 = F17a, c5 = F18a, d5 = F20a, e5 = F22a; c3 = F24a.
"""
import pytest

from conftest import (decide_until, location, me, module_table, new_lines, paints_of, put_bishop, rules_logged,
                      set_paint_codes, start_round, table)
from fresco_nb import new_game

P0 = 0
BLEND_IDS = {"F13a", "F15a", "F17a", "F18a", "F20a", "F22a", "F24a"}


def blends_table(**kw):
    return module_table(4, modules=("blends",), **kw)


def at(game, where, seat=P0):
    decide_until(game, lambda g: g.turn.kind == "player" and g.acting_for == seat and location(g) == where)


def round_at(game, where, paints, plan):
    """Seat 0 (8:00) holds ``paints`` and plays ``plan``; seat 1 (9:00) has a workshop apprentice, so the round
    does not end with seat 0's last action."""
    set_paint_codes(game, P0, paints)
    start_round(game, {P0: 4, 1: 5}, {P0: plan, 1: "0 0 0 1 0"})
    at(game, where)
    return game


def options(game, prefix):
    return sorted(str(a) for a in game.legal_actions() if str(a).startswith(prefix))


# ------------------------------------------------------------------------- R-BLD-1 setup

def test_R_BLD_1_blend_24_in_the_centre_seven_base_tiles_removed_25_tiles_on_the_fresco():
    game = blends_table(removed=["F11a", "F10b", "F09c", "F08b", "F07a", "F06c", "F05b"])
    view = game.view()
    tiles = [f["tile"] for f in view["fresco"]]
    assert tiles[12] == "F24a" and view["bishop"] == "c3"
    assert view["tiles_left"] == 25 and None not in tiles
    assert BLEND_IDS <= set(tiles)                                      # the other 6 blend tiles on outer parts
    assert not {"F11a", "F10b", "F09c", "F08b", "F07a", "F06c", "F05b"} & set(tiles)
    assert len([t for t in tiles if t not in BLEND_IDS]) == 18
    removed = [line for line in game.log_text() if "R-BLD-1" in line]
    assert len(removed) == 7 and all("is removed from the game" in line for line in removed)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_R_BLD_1_random_setup_removes_seven_base_tiles(data, seed):
    game = new_game(4, seed=seed, modules=("blends",))
    tiles = [f["tile"] for f in game.view()["fresco"]]
    base = {t.id for t in data.fresco_tiles}
    assert tiles[12] == "F24a" and len(set(tiles)) == 25
    assert BLEND_IDS <= set(tiles) and len(base - set(tiles)) == 7


def test_R_BLD_1_without_the_module_the_base_fresco():
    tiles = {f["tile"] for f in table().view()["fresco"]}
    assert not BLEND_IDS & tiles and len(tiles) == 25


# ------------------------------------------------------------------------- R-BLD-2 mixes

def test_R_BLD_2_violet_and_red_make_pink_orange_and_green_make_brown():
    game = round_at(blends_table(), "workshop", "VROG", "0 0 0 1 0")
    assert options(game, "mix") == ["mix Br", "mix Pk"]
    game.apply("mix Pk", P0)
    game.apply("mix Br", P0)
    assert paints_of(game, P0) == {"Pk": 1, "Br": 1}


def test_R_BLD_2_one_apprentice_uses_his_first_mix_in_the_second_pink():
    game = round_at(blends_table(), "workshop", "RBR", "0 0 0 1 0")
    assert options(game, "mix") == ["mix V"]
    game.apply("mix V", P0)                     # R + B -> V ...
    assert game.acting_for == P0 and options(game, "mix") == ["mix Pk"]
    game.apply("mix Pk", P0)                    # ... and that V + R -> Pk, with the same apprentice
    assert paints_of(game, P0) == {"Pk": 1}


def test_R_BLD_2_one_apprentice_uses_his_first_mix_in_the_second_brown():
    game = round_at(blends_table(), "workshop", "OYB", "0 0 0 1 0")
    game.apply("mix G", P0)                     # Y + B -> G ...
    game.apply("mix Br", P0)                    # ... and O + G -> Br
    assert paints_of(game, P0) == {"Br": 1}
    assert not (game.acting_for == P0 and location(game) == "workshop")      # 2 mixes per apprentice (R-WKS-1)


def test_R_BLD_2_R_MOD_1_no_blend_mixes_without_the_module():
    game = table()
    set_paint_codes(game, P0, "VROGY")
    start_round(game, {P0: 4, 1: 5}, {P0: "0 0 0 1 0", 1: "0 0 0 1 0"})
    at(game, "workshop")
    assert options(game, "mix") == ["mix O"]                    # V + R and O + G mix nothing here
    assert game.check("mix Pk").rule == "R-WKS-1"
    assert game.check("mix Br").rule == "R-WKS-1"


# ------------------------------------------------------------------------- R-BLD-3 altar

def test_R_BLD_3_FR_example_one_pink_at_the_altar_6_plus_3_is_9():
    """FR §3 Exemple: 9 VP for the altar = 6 VP (base value) + 3 VP for 1 pink cube."""
    game = round_at(blends_table(), "cathedral", "OGPk", "0 1 0 0 0")
    assert "altar O+G+Pk" in options(game, "altar")
    assert game.preview("altar O+G+Pk").vp == 9
    mark = len(game.log)
    game.apply("altar O+G+Pk", P0)
    assert me(game, P0)["score"] == 9 and me(game, P0)["vp"]["altar"] == 9
    assert paints_of(game, P0) == {}
    assert "R-BLD-3" in rules_logged(new_lines(game, mark))      # a blend paint in the mixed set


def test_R_BLD_3_FR_example_three_brown_at_the_altar_6_plus_3x5_is_21():
    """FR §3 picture: 21 VP = 6 VP (base value) + 3 x 5 VP for 3 brown cubes."""
    game = round_at(blends_table(), "cathedral", "BrBrBr", "0 1 0 0 0")
    assert options(game, "altar") == ["altar Br+Br+Br"]
    game.apply("altar Br+Br+Br", P0)
    assert me(game, P0)["score"] == 21 and me(game, P0)["vp"]["altar"] == 21


@pytest.mark.parametrize("paints, vp", [("O+G+V", 6), ("O+V+Pk", 9), ("G+Pk+Pk", 12), ("O+Pk+Br", 14),
                                         ("V+Br+Br", 16), ("Pk+Pk+Pk", 15), ("Pk+Br+Br", 19)])
def test_R_BLD_3_each_of_orange_green_violet_replaced_in_any_mix(paints, vp):
    game = round_at(blends_table(), "cathedral", paints.replace("+", ""), "0 1 0 0 0")
    assert f"altar {paints}" in options(game, "altar")
    game.apply(f"altar {paints}", P0)
    assert me(game, P0)["vp"]["altar"] == vp


def test_R_BLD_3_pink_and_brown_are_not_jokers_in_the_primary_set():
    game = round_at(blends_table(), "cathedral", "RYBPkBr", "0 1 0 0 0")
    assert options(game, "altar") == ["altar R+Y+B"]            # 2 VP; Pk, Br only replace O, G, V
    for altar in ("altar R+Y+Pk", "altar R+Br+B", "altar Pk+Y+Br", "altar R+Pk+Br"):
        assert game.check(altar).rule == "R-ALT-1", altar


def test_R_BLD_3_R_MOD_1_no_blend_jokers_without_the_module():
    game = table()
    set_paint_codes(game, P0, "OGPk")
    start_round(game, {P0: 4, 1: 5}, {P0: "0 1 0 0 0", 1: "0 0 0 1 0"})
    assert game.check("altar O+G+Pk", P0).rule == "R-ALT-1"


# ------------------------------------------------------------------------- blend fresco tiles

def test_R_BLD_1_R_CATH_1_blend_tile_paid_with_brown_scores_its_value():
    game = blends_table()
    put_bishop(game, "a1")                                     # far from e4: no bonus
    round_at(game, "cathedral", "BrOR", "0 1 0 0 0")
    assert options(game, "restore") == ["restore d1", "restore e4"]      # F06b: R + O; F13a: Br + O + R
    game.apply("restore e4", P0)
    assert me(game, P0)["score"] == 13 and me(game, P0)["vp"]["blends"] == 13
    assert paints_of(game, P0) == {}
