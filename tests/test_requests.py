"""Module 2 — Bishop's requests (R-REQ-1 .. R-REQ-5, R-PREP-2; FR supplement §2 "Les commandes de l'évêque",
with its two worked examples: the general request worth 6 and the violet request of value 10).

Back spots of the default fresco tiles used here (data/fresco.toml): F03a, F04a none; F05b V; F07a V;
F08b G+V; F09c G+V; F05c O; F07b O; F06c G.
"""
import json

from conftest import (decide_until, give_tiles, location, me, module_table, new_lines, next_round, paints_of,
                      rules_logged, set_paints, start_round)

P0 = 0
VIOLET = ["F05b", "F07a", "F08b"]


def requests_table():
    return module_table(4, modules=("requests",))


def at_workshop(game, seat=P0):
    decide_until(game, lambda g: g.turn.kind == "player" and g.acting_for == seat and location(g) == "workshop")


def requests_offered(game):
    return sorted(str(a) for a in game.legal_actions() if str(a).startswith("request"))


def workshop_round(tiles, apprentices=1, paints=None):
    """Seat 0 owns ``tiles`` and has ``apprentices`` in the workshop; the game waits for his workshop decision.
    Seat 1 (9:00) has a workshop apprentice too, so the round does not end with seat 0's last action."""
    game = requests_table()
    give_tiles(game, P0, tiles)
    if paints is not None:
        set_paints(game, P0, paints)
    start_round(game, {P0: 4, 1: 5}, {P0: f"0 0 0 {apprentices} 0", 1: "0 0 0 1 0"})
    at_workshop(game)
    return game


# ------------------------------------------------------------------------- R-REQ-1 stacks

def test_R_REQ_1_four_stacks_lowest_at_the_bottom_highest_on_top():
    game = requests_table()
    assert game.view()["requests"] == {"general": [4, 5, 6], "V": [8, 9, 10], "O": [8, 9, 10], "G": [8, 9, 10]}


def test_R_REQ_1_the_top_tile_is_taken_first():
    game = workshop_round(["F03a", "F04a", "F05b", "F07a", "F08b", "F09c"])
    game.apply("request general F03a,F04a,F05b", P0)
    assert game.view()["requests"]["general"] == [4, 5]
    assert me(game, P0)["vp"]["requests"] == 6
    next_round(game)                          # income: the general request's paint choice is made by default
    start_round(game, {P0: 4}, {P0: "0 0 0 1 0"})
    at_workshop(game)
    assert requests_offered(game) == ["request V F07a,F08b,F09c", "request general F07a,F08b,F09c"]
    game.apply("request V F07a,F08b,F09c", P0)
    assert game.view()["requests"]["V"] == [8, 9]
    assert me(game, P0)["vp"]["requests"] == 6 + 10


# ------------------------------------------------------------------------- R-REQ-3 general request (FR example 1)

def test_R_REQ_3_FR_example_general_request_scores_six_and_stacks_three_tiles():
    """FR §2 Exemple 1: the player stacks 3 fresco tiles, takes the top general request, moves his painter
    6 spaces and puts the request on top of the stack; from now on every income gives him a thaler and a
    primary paint of his choice."""
    game = workshop_round(["F03a", "F04a", "F06a"])
    assert requests_offered(game) == ["request general F03a,F04a,F06a"]     # no spots: no special request
    mark = len(game.log)
    game.apply("request general F03a,F04a,F06a", P0)
    player = me(game, P0)
    assert player["score"] == 6 and player["vp"]["requests"] == 6
    assert player["tiles"] == [] and player["tile_count"] == 3               # still his, under the request
    assert player["requests"] == [{"request": "Q-general-6", "kind": "general", "vp": 6, "covered": 3}]
    assert "R-REQ-3" in rules_logged(new_lines(game, mark))
    # this was his only workshop apprentice: the request replaced its mixes (R-REQ-2)
    assert not (game.acting_for == P0 and location(game) == "workshop")


def test_R_REQ_3_R_REQ_5_general_request_income_thaler_and_primary_of_choice_each_round():
    game = workshop_round(["F03a", "F04a", "F06a"], paints="")
    game.apply("request general F03a,F04a,F06a", P0)
    decide_until(game, lambda g: g.view()["phase"] == "income")
    assert game.turn.kind == "player" and game.turn.seats == (P0,) and game.acting_for == P0
    assert sorted(map(str, game.legal_actions())) == ["income B", "income R", "income Y"]
    assert game.check("income O").rule == "R-REQ-5"
    assert game.check("income Y", 1) is not None                              # his choice, nobody else's
    thalers = me(game, P0)["thalers"]
    game.apply("income Y", P0)
    assert me(game, P0)["thalers"] == thalers + 1                             # the 3 covered tiles pay nothing
    assert paints_of(game, P0) == {"Y": 1}
    assert game.view()["round"] == 2
    start_round(game)
    decide_until(game, lambda g: g.view()["phase"] == "income")
    game.apply("income B", P0)                                                # a new choice every income
    assert paints_of(game, P0) == {"Y": 1, "B": 1} and me(game, P0)["thalers"] == thalers + 2


def test_R_REQ_3_needs_three_uncovered_tiles():
    game = workshop_round(["F03a", "F04a"])
    assert requests_offered(game) == []
    assert game.check("request general F03a,F04a").rule == "R-REQ-3"
    assert game.check("request general F03a,F04a,F06a").rule == "R-REQ-3"       # F06a is not his


def test_R_REQ_3_covered_tiles_do_not_count_for_a_new_request():
    game = workshop_round(["F03a", "F04a", "F06a", "F04b", "F04c"])
    game.apply("request general F03a,F04a,F06a", P0)
    next_round(game)
    start_round(game, {P0: 4}, {P0: "0 0 0 1 0"})
    at_workshop(game)
    assert me(game, P0)["tile_count"] == 5
    assert requests_offered(game) == []                                        # only 2 uncovered tiles
    assert game.check("request general F03a,F04b,F04c").rule == "R-REQ-3"


def test_R_REQ_3_the_player_chooses_which_three_tiles_to_stack():
    game = workshop_round(["F03a", "F05b", "F07a", "F08b"])
    offered = requests_offered(game)
    # tiles with the same back are interchangeable: one option per choice of backs
    assert offered == ["request V F05b,F07a,F08b", "request general F03a,F05b,F07a", "request general F03a,F05b,F08b",
                       "request general F05b,F07a,F08b"]
    game.apply("request general F03a,F05b,F08b", P0)
    player = me(game, P0)
    assert player["tiles"] == ["F07a"] and player["tile_backs"] == [["V"]]


def test_R_REQ_3_any_three_tiles_even_one_the_list_shows_by_an_equal_back():
    """The legal list shows one representative per choice of backs, but any 3 of his tiles may be stacked."""
    game = workshop_round(["F03a", "F05b", "F07a", "F08b"])
    assert game.check("request general F03a,F07a,F08b") is None
    assert game.check("request general F03a,F07a,F11a").rule == "R-REQ-3"    # F11a is not his
    assert game.check("request general F03a,F03a,F07a").rule == "R-REQ-3"    # 3 different tiles
    assert game.check("request V F03a,F07a,F08b").rule == "R-REQ-4"          # F03a shows no violet
    game.apply("request general F03a,F07a,F08b", P0)
    assert me(game, P0)["tiles"] == ["F05b"]
    assert json.loads(game.to_json())["actions"][-1] == [P0, "request general F03a,F07a,F08b"]  # as named


# ------------------------------------------------------------------------- R-REQ-4 special request (FR example 2)

def test_R_REQ_4_FR_example_violet_request_of_value_ten():
    """FR §2 Exemple 2: 3 tiles with violet spots on their backs allow the violet request of value 10: the
    painter moves 10 spaces; from now on every income gives one violet paint and one thaler."""
    game = workshop_round(VIOLET, paints="")
    assert "request V F05b,F07a,F08b" in requests_offered(game)
    assert "request G F05b,F07a,F08b" not in requests_offered(game)           # only F08b shows green
    mark = len(game.log)
    game.apply("request V F05b,F07a,F08b", P0)
    assert me(game, P0)["score"] == 10 and me(game, P0)["vp"]["requests"] == 10
    assert me(game, P0)["requests"][0]["request"] == "Q-V-10"
    decide_until(game, lambda g: g.view()["round"] == 2)
    assert me(game, P0)["thalers"] == 12 + 1 and paints_of(game, P0) == {"V": 1}
    assert "R-REQ-5 · P1's violet request (10 VP) pays 1 thaler and violet." in " ".join(new_lines(game, mark))


def test_R_REQ_4_each_tile_must_show_the_colour():
    game = workshop_round(["F05b", "F07a", "F03a"])
    assert requests_offered(game) == ["request general F05b,F07a,F03a"]
    assert game.check("request V F05b,F07a,F03a").rule == "R-REQ-4"


def test_R_REQ_4_orange_and_green_requests():
    game = workshop_round(["F05c", "F07b", "F08a", "F06c", "F08b"])        # O: F05c F07b F08a; G: F08a F06c F08b
    offered = requests_offered(game)
    assert [o for o in offered if not o.startswith("request general")] == [
        "request G F08a,F06c,F08b", "request O F05c,F07b,F08a"]                 # F08a shows both; no V
    game.apply("request O F05c,F07b,F08a", P0)
    assert me(game, P0)["vp"]["requests"] == 10 and game.view()["requests"]["O"] == [8, 9]


# ------------------------------------------------------------------------- R-REQ-2 one per round, apprentice

def test_R_REQ_2_one_request_per_round_other_apprentices_still_mix():
    game = workshop_round(VIOLET + ["F09c", "F10b", "F08c"], apprentices=2, paints="RYRB")
    game.apply("request V F05b,F07a,F08b", P0)
    assert game.acting_for == P0 and location(game) == "workshop"              # the other apprentice mixes
    assert requests_offered(game) == []                                         # one request per round
    assert game.check("request V F09c,F10b,F08c").rule == "R-REQ-2"
    game.apply("mix O", P0)
    game.apply("mix V", P0)                                                     # up to 2 mixes (R-WKS-1)
    assert paints_of(game, P0) == {"O": 1, "V": 1}
    assert not (game.acting_for == P0 and location(game) == "workshop")


def test_R_REQ_2_not_with_an_apprentice_that_has_mixed():
    game = workshop_round(VIOLET, apprentices=1, paints="RYRB")
    game.apply("mix O", P0)
    assert requests_offered(game) == []
    assert game.check("request V F05b,F07a,F08b").rule == "R-REQ-2"


def test_R_REQ_2_after_one_mix_the_second_apprentice_may_still_fulfil():
    game = workshop_round(VIOLET, apprentices=2, paints="RYRB")
    game.apply("mix O", P0)
    assert "request V F05b,F07a,F08b" in requests_offered(game)
    game.apply("request V F05b,F07a,F08b", P0)
    assert location(game) == "workshop" and game.acting_for == P0               # one mix left
    game.apply("mix V", P0)
    assert paints_of(game, P0) == {"O": 1, "V": 1}
    assert not (game.acting_for == P0 and location(game) == "workshop")


def test_R_REQ_2_after_three_mixes_both_apprentices_have_mixed():
    game = workshop_round(VIOLET, apprentices=2, paints="RYRBYBRY")
    game.apply("mix O", P0)
    game.apply("mix V", P0)                                                     # the first apprentice's 2 mixes
    assert "request V F05b,F07a,F08b" in requests_offered(game)                 # the second is still free
    game.apply("mix G", P0)
    assert game.acting_for == P0 and requests_offered(game) == [] and "mix O" in map(str, game.legal_actions())
    assert game.check("request V F05b,F07a,F08b").rule == "R-REQ-2"


def test_R_REQ_2_a_new_round_allows_a_new_request():
    game = workshop_round(VIOLET + ["F09c", "F10b", "F08c"])
    game.apply("request V F05b,F07a,F08b", P0)
    next_round(game)
    start_round(game, {P0: 4}, {P0: "0 0 0 1 0"})
    at_workshop(game)
    assert requests_offered(game) == ["request V F09c,F10b,F08c", "request general F09c,F10b,F08c"]
    game.apply("request V F09c,F10b,F08c", P0)
    assert me(game, P0)["vp"]["requests"] == 10 + 9                            # the next violet tile: 9


# ------------------------------------------------------------------------- R-REQ-5, R-PREP-2 income

def test_R_REQ_5_R_PREP_2_covered_tiles_stop_paying_the_uncovered_still_pay():
    game = workshop_round(VIOLET + ["F03a"], paints="")
    mark = len(game.log)
    game.apply("request V F05b,F07a,F08b", P0)
    decide_until(game, lambda g: g.view()["round"] == 2)
    assert me(game, P0)["thalers"] == 12 + 1 + 1                # 1 uncovered tile + the request
    assert paints_of(game, P0) == {"V": 1}
    lines = " ".join(new_lines(game, mark))
    assert "P1 receives 1 thaler income for 1 fresco tile." in lines


def test_R_PREP_2_without_requests_module_every_tile_pays():
    game = module_table(4)
    give_tiles(game, P0, VIOLET + ["F03a"])
    next_round(game)
    assert me(game, P0)["thalers"] == 12 + 4
