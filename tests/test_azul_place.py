"""Azul: Summer Pavilion — phase 2: placing, costs and wild tiles, scoring, bonus structures, the supply, passing
(A-PLACE)."""
import pytest

from azul_support import cover, invariants, set_hand, set_supply, snapshot, table, to_placing
from fresco_nb.games.azul_sp import IllegalAction
from fresco_nb.games.azul_sp.actions import Bonus, Pass, Place


def legal_texts(game) -> set[str]:
    return set(map(str, game.legal_actions()))


def test_A_PLACE_1_the_marker_holder_first_then_clockwise_skipping_who_passed():
    game = to_placing(table(3, seed=1), 0, {0: {"red": 3}, 1: {"red": 3}, 2: {"red": 3}})
    game.state.marker = 1
    game.state.current = 1           # as drafting.end_phase sets it for the marker's holder
    game._state_edited()
    order = []
    for action in ("place red-1 red", "pass", "place red-1 red", "place red-2 red", "place red-2 red", "pass"):
        order.append(game.decision.painter)
        game.apply(action)
    assert order == [1, 2, 0, 1, 0, 1]
    game.apply("pass")                # seat 0 passes last: phase 2 ends, the round too
    assert game.view()["round"] == 2 and game.decision.kind in ("draft", "chance")


def test_A_PLACE_2_place_one_tile_or_pass_pass_allowed_while_able_forced_when_unable():
    game = to_placing(table(2), 0, {0: {"blue": 1}})
    legal = game.legal_actions()
    assert Place("blue-1", "blue") in legal and Pass() in legal and Pass(("blue",)) in legal
    game = to_placing(table(2), 0, {0: {}})
    assert game.legal_actions() == (Pass(),)


def test_A_PLACE_3_an_empty_space_of_ones_own_board_corner_tiles_are_never_spent():
    game = to_placing(table(2), 0, {0: {"blue": 2}})
    cover(game, 0, ["blue-1"])
    assert game.check("place blue-1 blue").rule == "A-PLACE-3"
    game = to_placing(table(2), 0, {0: {}})
    game.state.players[0].corners[game.tables.colour_index["blue"]] = 1
    game.state.bag[game.tables.colour_index["blue"]] -= 1
    game._state_edited()
    assert game.legal_actions() == (Pass(),)
    invariants(game)


def test_A_PLACE_4_the_colour_of_an_outer_star_any_new_colour_on_the_centre():
    game = to_placing(table(2), 0, {0: {"green": 2, "red": 2}})
    legal = legal_texts(game)
    assert "place green-2 green" in legal and "place centre-2 green" in legal and "place centre-2 red" in legal
    assert game.check("place red-2 green").rule == "A-PLACE-4"


def test_A_PLACE_5_a_space_numbered_n_costs_exactly_n_one_laid_the_rest_to_the_tower():
    game = to_placing(table(2), 0, {0: {"yellow": 5}})
    game.apply("place yellow-5 yellow")
    view = game.view()
    assert view["players"][0]["board"] == {"yellow-5": "yellow"} and view["players"][0]["hand"] == {}
    assert view["tower"] == {"yellow": 4}
    game = to_placing(table(2), 0, {0: {"yellow": 4}})
    assert game.check("place yellow-5 yellow").rule == "A-PLACE-5"


def test_A_PLACE_6_wild_tiles_stand_in_but_at_least_one_real_tile_optional_use():
    game = to_placing(table(2), 0, {0: {"orange": 3, "purple": 3}})
    legal = game.legal_actions()
    four = [a for a in legal if isinstance(a, Place) and a.space == "orange-4"]
    assert four == [Place("orange-4", "orange", 1), Place("orange-4", "orange", 2), Place("orange-4", "orange", 3)]
    assert Place("orange-2", "orange", 0) in legal and Place("orange-2", "orange", 1) in legal   # optional
    assert game.check("place orange-5 orange +4").rule == "A-PLACE-5"      # 5 = 1 orange + 4 wild: only 3 wild held
    game2 = to_placing(table(2), 0, {0: {"orange": 3, "purple": 6}})
    assert game2.check("place orange-6 orange +6").rule == "A-PLACE-6"     # no real orange tile paid


def test_A_PLACE_7_a_tile_of_the_wild_colour_is_paid_all_in_that_colour():
    game = to_placing(table(2), 0, {0: {"purple": 3, "green": 2}})
    legal = legal_texts(game)
    assert "place purple-3 purple" in legal and "place purple-4 purple" not in legal
    assert game.check("place purple-3 purple +1").rule == "A-PLACE-7"


def test_A_PLACE_8_a_wild_tile_is_never_laid_as_another_colour():
    game = to_placing(table(2), 0, {0: {"purple": 4}})
    assert game.check("place red-1 red").rule == "A-PLACE-8"
    assert game.check("place red-1 purple").rule == "A-PLACE-8"
    assert "place centre-1 purple" in legal_texts(game)


def test_A_PLACE_9_unspent_tiles_stay_in_the_hand_for_later_turns():
    game = to_placing(table(2), 0, {0: {"blue": 4}, 1: {"red": 1}})
    game.apply("place blue-1 blue")
    game.apply("place red-1 red")
    assert game.view()["players"][0]["hand"] == {"blue": 3} and game.decision.painter == 0
    game.apply("place blue-3 blue")
    assert game.view()["players"][0]["hand"] == {}


def test_A_PLACE_10_the_score_is_the_size_of_the_run_that_holds_the_new_tile():
    game = to_placing(table(2), 0, {0: {"green": 6}})
    cover(game, 0, ["green-2", "green-4", "green-5"])
    game.apply("place green-3 green")
    assert game.state.players[0].vp["placements"] == 4


def test_A_PLACE_11_completed_structures_pay_supply_tiles_at_once_chosen_compulsory():
    game = to_placing(table(2), 0, {0: {"blue": 6}})
    set_supply(game, ["red", "red", "yellow", "green", None, "blue", "orange", "purple", "red", "red"])
    cover(game, 0, ["blue-5"])
    game.apply("place blue-6 blue")                    # the blue window: 3 tiles
    assert game.decision.kind == "bonus" and game.decision.painter == 0
    assert set(game.legal_actions()) == {Bonus(c) for c in ("red", "yellow", "green", "blue", "orange", "purple")}
    assert game.check("pass").rule == "A-RUL-4"
    for colour in ("purple", "purple", "red"):
        if colour == "purple" and Bonus("purple") not in game.legal_actions():
            colour = "yellow"
        game.apply(f"bonus {colour}")
    assert game.decision.kind == "place" and game.decision.painter == 1
    assert game.state.players[0].bonus_tiles == 3
    assert game.check("bonus red", 1).rule == "A-PLACE-17"


def test_A_PLACE_12_a_structure_pays_only_once():
    game = to_placing(table(2), 0, {0: {"orange": 2, "red": 4}})
    cover(game, 0, ["orange-3", "centre-6", "centre-1", "orange-1", "red-3"])
    game.apply("place orange-2 orange")                # completes pillar-orange only
    assert game.state.owed == 1
    game.apply(game.legal_actions()[0])
    game.apply("pass")                                 # seat 1
    game.apply("place red-4 red")                      # completes statue-orange-red; the pillar is not paid again
    assert game.state.owed == 2


def test_A_PLACE_13_a_short_supply_pays_what_it_holds_the_rest_is_lost():
    game = to_placing(table(2), 0, {0: {"red": 6}})
    set_supply(game, ["green", None, None, None, None, None, None, None, None, None])
    cover(game, 0, ["red-5"])
    game.apply("place red-6 red")
    assert game.state.owed == 1 and any("A-PLACE-13" in line for line in game.log_text())
    game.apply("bonus green")
    assert game.decision.kind == "place" and game.state.owed == 0


def test_A_PLACE_14_bonus_tiles_go_to_the_hand_and_can_be_spent_this_round():
    game = to_placing(table(2), 0, {0: {"red": 6}, 1: {}})
    set_supply(game, ["green"] * 3 + [None] * 7)
    cover(game, 0, ["red-5"])
    game.apply("place red-6 red")
    for _ in range(3):
        game.apply("bonus green")
    assert game.view()["players"][0]["hand"] == {"green": 3}
    game.apply("pass")                                  # seat 1
    assert "place green-3 green" in legal_texts(game)


def test_A_PLACE_15_the_supply_is_refilled_at_the_end_of_the_turn_from_the_bag_then_the_tower():
    game = to_placing(table(2, auto_chance=False), 0, {0: {"red": 6}})
    set_supply(game, ["green"] * 3 + [None] * 7)
    cover(game, 0, ["red-5"])
    game.apply("place red-6 red")
    for _ in range(3):
        game.apply("bonus green")
    assert game.decision.kind == "chance"
    assert game.view("full")["draws_pending"] == [["supply", i] for i in range(10)]
    s = game.state
    s.tower = [a + b for a, b in zip(s.tower, s.bag)]  # the bag poured into the tower: it refills from there
    s.bag = [0] * len(s.bag)
    game._state_edited()
    game.apply(game.legal_actions()[0])
    assert any("A-RUL-7" in line for line in game.log_text())
    while game.decision.kind == "chance":
        game.apply(game.legal_actions()[0])
    assert None not in game.view()["supply"]
    invariants(game)


def test_A_PLACE_16_passing_keeps_up_to_four_on_the_corners_discards_the_rest_at_a_point_each():
    game = to_placing(table(2), 0, {0: {"red": 2, "green": 4, "blue": 1}})
    assert game.check("pass keep green,green,green,green,red").rule == "A-PLACE-16"
    assert game.check("pass keep yellow").rule == "A-PLACE-16"
    game.apply("pass keep blue,green,green,red")
    p = game.view()["players"][0]
    assert p["corners"] == {"blue": 1, "green": 2, "red": 1} and p["hand"] == {} and p["passed"]
    assert p["score"] == 5 - 3 and game.view()["tower"] == {"green": 2, "red": 1}
    game = to_placing(table(2), 0, {0: {}})
    game.apply("pass")
    assert game.state.players[0].score == 5            # an empty hand loses nothing


def test_A_PLACE_17_no_drafting_and_no_supply_in_phase_two():
    game = to_placing(table(2), 0, {0: {"red": 2}})
    set_supply(game, ["red"] * 10)
    assert game.check("take centre red").rule == "A-PLACE-17"
    assert game.check("bonus red").rule == "A-PLACE-17"


def test_A_PLACE_refusals_name_the_rule_and_leave_the_state_unchanged():
    game = to_placing(table(2), 0, {0: {"red": 2, "purple": 1}})
    cover(game, 0, ["red-1"])
    set_hand(game, 1, {"blue": 1})
    before = snapshot(game)
    for text, rule in (("place red-1 red", "A-PLACE-3"), ("place red-3 red", "A-PLACE-5"),
                       ("place blue-2 blue", "A-PLACE-8"), ("place star-1 red", "A-BOARD-2"),
                       ("place red-2 pink", "A-PLACE-4"), ("place red-2 red +2", "A-PLACE-6"),
                       ("pass keep red,red,red", "A-PLACE-16"), ("take 1 red", "A-PLACE-17"),
                       ("place red 2", "A-BOARD-2"), ("place", "ACTION-FORM"), ("place red-2 red x", "ACTION-FORM")):
        with pytest.raises(IllegalAction) as refused:
            game.apply(text)
        assert refused.value.rule == rule, text
        assert snapshot(game) == before, text
    with pytest.raises(IllegalAction) as refused:
        game.apply("place blue-1 blue", 1)
    assert refused.value.rule == "A-PLACE-1" and refused.value.reason == "it is not P2's turn: P1 must decide now"
    assert snapshot(game) == before
