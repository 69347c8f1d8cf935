"""Azul: Summer Pavilion — the worked examples of the rulebook (A-EX-1 to A-EX-10) and the derived checks (A-EX-11 to
A-EX-17), one test each; all in round 1, purple wild, scores from 5 unless stated. Names of the French book."""
from azul_support import cover, set_hand, set_score, set_source, set_supply, settle, table, to_placing
from fresco_nb.games.azul_sp.actions import Place


def me(game, seat: int = 0) -> dict:
    return game.view()["players"][seat]


def placements_of(game) -> set[str]:
    return {str(a) for a in game.legal_actions() if isinstance(a, Place)}


def test_A_EX_1_anna_takes_the_two_reds_and_the_yellows_go_to_the_centre():
    game = set_source(table(3), 1, {"red": 2, "yellow": 2})
    game.apply("take 1 red")
    assert me(game)["hand"] == {"red": 2} and game.view()["centre"] == {"yellow": 2}


def test_A_EX_2_paul_takes_green_and_exactly_one_purple():
    game = set_source(table(3), 1, {"red": 2, "yellow": 2})
    set_source(game, 2, {"purple": 2, "green": 1, "yellow": 1})
    game.apply("take 1 red")
    game.apply("take 2 green")
    assert me(game, 1)["hand"] == {"green": 1, "purple": 1}
    assert game.view()["centre"] == {"yellow": 3, "purple": 1}


def test_A_EX_3_tom_first_to_the_centre_takes_three_yellow_one_wild_and_loses_4():
    game = set_source(table(3), 1, {"red": 2, "yellow": 2})
    set_source(game, 2, {"purple": 2, "green": 1, "yellow": 1})
    game.apply("take 1 red")
    game.apply("take 2 green")
    game.apply("take centre yellow")
    assert me(game, 2)["hand"] == {"yellow": 3, "purple": 1} and me(game, 2)["score"] == 1
    assert game.view()["marker"] == 2 and game.view()["centre"] == {}


def test_A_EX_4_tom_with_one_green_and_three_purple_on_an_empty_board():
    game = to_placing(table(3), 0, {0: {"green": 1, "purple": 3}})
    expected = ({f"place green-{n} green +{n - 1}" if n > 1 else "place green-1 green" for n in range(1, 5)}
                | {f"place purple-{n} purple" for n in range(1, 4)}
                | {f"place centre-{n} green +{n - 1}" if n > 1 else "place centre-1 green" for n in range(1, 5)}
                | {f"place centre-{n} purple" for n in range(1, 4)})
    assert placements_of(game) == expected
    assert game.check("place red-1 red").rule == "A-PLACE-8"
    game.apply("place green-4 green +3")
    assert me(game)["board"] == {"green-4": "green"} and game.view()["tower"] == {"purple": 3}


def test_A_EX_5_anna_places_blue_6_with_seven_blue_and_scores_1():
    game = to_placing(table(3), 0, {0: {"blue": 7}})
    cover(game, 0, ["blue-2", "blue-3", "blue-4"])
    game.apply("place blue-6 blue")
    assert me(game)["hand"] == {"blue": 1} and game.state.players[0].vp["placements"] == 1
    assert game.view()["tower"] == {"blue": 5}


def test_A_EX_6_anna_places_red_3_with_three_red_and_scores_1():
    game = to_placing(table(3), 0, {0: {"red": 3}})
    cover(game, 0, ["red-1", "red-5"])
    game.apply("place red-3 red")
    assert game.state.players[0].vp["placements"] == 1 and game.view()["tower"] == {"red": 2}


def test_A_EX_7_paul_places_blue_6_with_three_blue_three_purple_and_scores_3():
    game = to_placing(table(3), 1, {1: {"blue": 3, "purple": 3}})
    cover(game, 1, ["blue-4", "blue-5"])
    game.apply("place blue-6 blue +3")
    assert game.state.players[1].vp["placements"] == 3
    assert game.view()["tower"] == {"blue": 2, "purple": 3} and me(game, 1)["hand"] == {}


def test_A_EX_8_paul_places_orange_4_keeps_green_which_is_wild_in_round_2():
    game = to_placing(table(2), 1, {1: {"orange": 1, "green": 1, "purple": 3}})
    cover(game, 1, ["orange-3", "orange-5"])
    game.apply("place orange-4 orange +3")
    assert game.state.players[1].vp["placements"] == 3 and me(game, 1)["hand"] == {"green": 1}
    game.apply("pass")                      # seat 0
    game.apply("pass keep green")
    assert me(game, 1)["score"] == 8         # loss 0
    assert me(game, 1)["hand"] == {"green": 1} and game.view()["wild"] == "green"


def test_A_EX_9_danielle_places_purple_2_paid_only_in_purple_and_scores_3():
    game = to_placing(table(4), 3, {3: {"purple": 2, "red": 2, "green": 4}})
    cover(game, 3, ["purple-1", "purple-3"])
    assert game.check("place purple-2 purple +1").rule == "A-PLACE-7"
    assert game.check("place purple-2 green").rule == "A-PLACE-4"
    game.apply("place purple-2 purple")
    assert game.state.players[3].vp["placements"] == 3
    assert me(game, 3)["hand"] == {"red": 2, "green": 4} and game.view()["tower"] == {"purple": 1}


def test_A_EX_10_danielle_passes_keeps_four_green_discards_two_red_and_gets_them_back_as_wild():
    game = to_placing(table(2), 0, {0: {"red": 2, "green": 4}})
    game.apply("pass keep green,green,green,green")
    assert me(game)["score"] == 3 and me(game)["corners"] == {"green": 4}
    game.apply("pass")
    assert me(game)["hand"] == {"green": 4} and game.view()["wild"] == "green"


def test_A_EX_11_the_floor_when_first_to_the_centre():
    game = set_source(table(2), 0, {"yellow": 3, "purple": 1})
    set_score(game, 0, 3)
    game.apply("take centre yellow")
    assert me(game)["score"] == 1
    game = set_source(table(2), 0, {"yellow": 3, "purple": 1})
    set_score(game, 0, 1)
    game.apply("take centre yellow")
    assert me(game)["score"] == 1 and game.state.players[0].vp["penalties"] == 0


def test_A_EX_12_a_full_ring_scores_6_and_the_run_crosses_from_6_to_1():
    game = to_placing(table(2), 0, {0: {"orange": 6}})
    cover(game, 0, [f"orange-{n}" for n in range(1, 6)])
    game.apply("place orange-6 orange")
    assert game.state.players[0].vp["placements"] == 6
    game = to_placing(table(2), 0, {0: {"orange": 5}})
    cover(game, 0, ["orange-6", "orange-1"])
    game.apply("place orange-5 orange")
    assert game.state.players[0].vp["placements"] == 3


def test_A_EX_13_stars_are_separate_across_the_statue():
    game = to_placing(table(2), 0, {0: {"orange": 2}})
    cover(game, 0, ["red-3", "red-4"])
    game.apply("place orange-2 orange")
    assert game.state.players[0].vp["placements"] == 1


def test_A_EX_14_two_structures_at_once_pay_three_tiles_and_the_placement_scores_3():
    game = to_placing(table(2), 0, {0: {"orange": 2}})
    cover(game, 0, ["orange-3", "centre-6", "centre-1", "orange-1", "red-3", "red-4"])
    game.apply("place orange-2 orange")
    assert game.state.players[0].vp["placements"] == 3
    assert game.decision.kind == "bonus" and game.state.owed == 1 + 2


def test_A_EX_15_a_window_with_two_supply_tiles_pays_two_and_the_supply_refills():
    game = to_placing(table(2), 0, {0: {"yellow": 6}})
    set_supply(game, ["red", "blue"] + [None] * 8)
    cover(game, 0, ["yellow-5"])
    game.apply("place yellow-6 yellow")
    assert game.state.owed == 2
    game.apply("bonus red")
    game.apply("bonus blue")
    assert me(game)["hand"] == {"red": 1, "blue": 1} and game.decision.painter == 1
    assert None not in game.view()["supply"]


def test_A_EX_16_the_end_50_minus_2_then_purple_star_and_the_ones():
    game = to_placing(table(2), 0)
    game.state.round = 6
    settle(game)
    set_score(game, 0, 50)
    cover(game, 0, [f"purple-{n}" for n in range(1, 7)])
    cover(game, 0, [f"{star}-1" for star in ("centre", "orange", "red", "blue", "yellow", "green")])
    set_hand(game, 0, {"red": 2})
    game.apply("pass keep red,red")
    game.apply("pass")
    assert game.result()["scores"][0] == 50 - 2 + 20 + 4 == 72


def test_A_EX_17_grey_costs_and_all_3s_over_twelve_spaces():
    game = table(2, side="grey")
    t = game.tables
    assert t.cost[t.space_index["orange-1"]] == 3 and t.cost[t.space_index["orange-3"]] == 1
    assert t.cost[t.space_index["centre-5"]] == 3
    threes = {t.space_ids[i] for i in t.number_spaces[2]}
    assert len(threes) == 12 and "orange-1" in threes and "centre-5" in threes and "orange-3" not in threes
