"""Azul: Summer Pavilion — setup (A-SET), the board (A-BOARD), the score track (A-SCORE) and phase 1 (A-DRAFT)."""
import random
import re

import pytest

from azul_support import (cover, invariants, random_playout, set_hand, set_score, set_source, snapshot, table,
                          to_placing)
from fresco_nb.games.azul_sp import IllegalAction, new_game
from fresco_nb.games.azul_sp.actions import Pass, Take

STARS = ["orange", "red", "blue", "yellow", "green", "purple"]           # clockwise, as the reference lists them
# the rules reference's table of A-BOARD-5 (id -> (reward, spaces)) by the rule behind it: the pillar of star S needs
# S-2, S-3 and the two centre spaces on either side of the notch facing S; the statue between S and its
# clockwise-next star T needs S-1, S-2, T-3 and T-4; the window of S needs S-5 and S-6
REFERENCE_STRUCTURES = {
    **{f"pillar-{s}": (1, {f"{s}-2", f"{s}-3", f"centre-{i or 6}", f"centre-{i + 1}"}) for i, s in enumerate(STARS)},
    **{f"statue-{s}-{t}": (2, {f"{s}-1", f"{s}-2", f"{t}-3", f"{t}-4"}) for s, t in zip(STARS, STARS[1:] + STARS[:1])},
    **{f"window-{s}": (3, {f"{s}-5", f"{s}-6"}) for s in STARS},
}


# ------------------------------------------------------------------------------------------------ setup

def test_A_SET_1_two_to_four_players_each_with_a_board_on_the_coloured_side():
    for players in (2, 3, 4):
        view = new_game(players, seed=1).view()
        assert len(view["players"]) == players and view["side"] == "coloured"
        assert all(p["board"] == {} for p in view["players"])
    for wrong in (1, 5):
        with pytest.raises(ValueError, match="A-SET-1"):
            new_game(wrong)
    assert new_game(3, side="grey").view()["side"] == "grey"


def test_A_SET_2_five_seven_or_nine_factories_and_an_empty_centre():
    for players, factories in ((2, 5), (3, 7), (4, 9)):
        view = new_game(players, seed=2).view()
        assert len(view["factories"]) == factories and view["centre"] == {}
        assert all(sum(f.values()) == 4 for f in view["factories"])


def test_A_SET_3_round_one_and_its_wild_colour_purple():
    view = new_game(2).view()
    assert view["round"] == 1 and view["wild"] == "purple"


def test_A_SET_4_every_score_starts_at_5():
    assert [p["score"] for p in new_game(4, seed=3).view()["players"]] == [5, 5, 5, 5]


def test_A_SET_5_all_tiles_in_the_bag_then_supply_first_then_factories_in_order():
    game = new_game(3, seed=4, auto_chance=False)
    assert game.decision == ("chance", None, (), 0)            # round 0: the setup's draws (the protocol's word)
    assert game.view("full")["draws_pending"] == [["supply", i] for i in range(10)] + \
        [["factory", f] for f in range(7) for _ in range(4)]
    assert sum(game.view()["bag"].values()) == 132
    while game.decision.kind == "chance":
        game.apply(game.legal_actions()[0])
    view = game.view()
    assert None not in view["supply"] and sum(view["bag"].values()) == 132 - 10 - 28


def test_A_SET_6_marker_in_the_centre_and_the_tower_empty():
    view = new_game(2, seed=5).view()
    assert view["marker"] is None and view["tower"] == {}


def test_A_SET_7_the_start_seat_is_a_setting_and_plays_first():
    assert new_game(3).decision.painter == 0
    game = new_game(3, seed=1, start_seat=2)
    assert game.decision == ("draft", 2, (2,), 1)
    with pytest.raises(ValueError, match="A-SET-7"):
        new_game(3, start_seat=3)


def test_A_SET_8_tiles_are_conserved_after_every_action():
    for players in (2, 3, 4):
        game = new_game(players, seed=players)
        random_playout(game, random.Random(players), check=invariants)
        assert game.state.tile_total() == 132


# ------------------------------------------------------------------------------------------------ the board

def test_A_BOARD_1_seven_stars_of_six_diamonds_and_nothing_else_takes_tiles():
    game = table(2)
    ids = game.tables.space_ids
    assert len(ids) == 42 and len({sid.split("-")[0] for sid in ids}) == 7
    to_placing(game, 0, {0: {"orange": 6}})
    error = game.check("place pillar-orange orange")
    assert error.rule == "A-BOARD-2"


def test_A_BOARD_2_the_number_of_a_space_is_its_cost_on_the_coloured_side():
    game = to_placing(table(2), 0, {0: {"orange": 6}})
    for n in range(1, 7):
        assert f"place orange-{n} orange" in map(str, game.legal_actions())
    game.apply("place orange-4 orange")
    assert game.view()["players"][0]["hand"] == {"orange": 2}
    assert game.view()["tower"] == {"orange": 3}


def test_A_BOARD_3_only_neighbours_in_the_same_star_and_six_borders_one():
    game = to_placing(table(2), 0, {0: {"red": 1}})
    cover(game, 0, ["red-6"])
    game.apply("place red-1 red")
    assert game.state.players[0].vp["placements"] == 2           # 6 borders 1
    game = to_placing(table(2), 0, {0: {"orange": 2}})
    cover(game, 0, ["red-3", "red-4", "centre-1", "centre-6"])   # touching across the statue and the pillar
    game.apply("place orange-2 orange")
    assert game.state.players[0].vp["placements"] == 1


def test_A_BOARD_4_outer_stars_take_their_colour_the_centre_each_colour_once():
    game = to_placing(table(2), 0, {0: {"red": 3, "green": 1}})
    cover(game, 0, ["centre-2"], "red")
    legal = set(map(str, game.legal_actions()))
    assert "place centre-1 green" in legal and "place centre-1 red" not in legal
    assert game.check("place centre-3 red").rule == "A-BOARD-4"
    assert game.check("place green-1 red").rule == "A-PLACE-4"


def test_A_BOARD_5_the_eighteen_structures_and_their_rewards():
    game = table(2)
    found = {name: (reward, {game.tables.space_ids[i] for i in spaces})
             for name, kind, reward, spaces in game.tables.structures}
    assert found == REFERENCE_STRUCTURES
    for name, (reward, spaces) in REFERENCE_STRUCTURES.items():
        game = to_placing(table(2, seed=7), 0, {0: {"purple": 6, "orange": 6}})
        last = sorted(spaces)[0]
        cover(game, 0, sorted(spaces - {last}))
        colour = game.tables.colours[game.tables.star_colour[game.tables.star_of[game.tables.space_index[last]]]] \
            if not last.startswith("centre") else "orange"
        set_hand(game, 0, {colour: 6})
        game.apply(f"place {last} {colour}")
        assert game.decision.kind == "bonus" and game.state.owed == reward, name


def test_A_BOARD_6_end_values_of_stars_and_numbers_come_from_the_data():
    data = table(2).data
    assert dict(data.star_points) == {"multicolour": 12, "red": 14, "blue": 15, "yellow": 16, "orange": 17,
                                      "green": 18, "purple": 20}
    assert data.number_points == (4, 8, 12, 16, 0, 0)


# ------------------------------------------------------------------------------------------------ the score track

def test_A_SCORE_1_scores_start_at_5_and_count_every_source():
    game = new_game(2, seed=8)
    assert game.view()["players"][0]["vp"] == {"start": 5, "placements": 0, "stars": 0, "numbers": 0, "penalties": 0}


def test_A_SCORE_2_no_loss_goes_below_1():
    game = to_placing(table(2), 0, {0: {"red": 6}})
    set_score(game, 0, 3)
    game.apply("pass keep red,red,red,red")       # keeps 4, discards 2: 3 -> 1
    assert game.state.players[0].score == 1
    game.apply("pass")
    to_placing(game, 0, {0: {"red": 6}})
    game.apply("pass")                             # 6 discarded at score 1: still 1
    assert game.state.players[0].score == 1 and game.state.players[0].vp["penalties"] == -2 - 0


def test_A_SCORE_3_the_score_is_unbounded_past_80():
    game = to_placing(table(2), 0, {0: {"red": 3}})
    set_score(game, 0, 79)
    cover(game, 0, ["red-1", "red-2"])
    game.apply("place red-3 red")
    assert game.view()["players"][0]["score"] == 82


# ------------------------------------------------------------------------------------------------ phase 1

def test_A_DRAFT_1_the_wild_colour_changes_every_round():
    game = new_game(3, seed=9)
    seen = {}
    rng = random.Random(9)
    while not game.over:
        seen[game.view()["round"]] = game.view()["wild"]
        game.apply(rng.choice(game.legal_actions()))
    assert seen == {1: "purple", 2: "green", 3: "orange", 4: "yellow", 5: "blue", 6: "red"}


def test_A_DRAFT_2_phase_one_goes_clockwise_from_the_start_player_and_nobody_passes():
    game = new_game(3, seed=10, start_seat=1)
    seats = []
    for _ in range(3):
        seats.append(game.decision.painter)
        assert not any(isinstance(a, Pass) for a in game.legal_actions())
        game.apply(game.legal_actions()[0])
    assert seats == [1, 2, 0]
    assert game.check("pass").rule == "A-DRAFT-2"


def test_A_DRAFT_3_from_a_factory_all_of_one_colour_one_wild_the_rest_to_the_centre():
    game = set_source(table(2), 1, {"red": 2, "purple": 2})
    set_source(game, 2, {"green": 3, "purple": 1})
    game.apply("take 1 red")
    assert game.view()["players"][0]["hand"] == {"red": 2, "purple": 1}
    assert game.view()["centre"] == {"purple": 1} and game.view()["factories"][0] == {}
    assert game.check("take 2 yellow").rule == "A-DRAFT-3"


def test_A_DRAFT_4_a_factory_of_only_wild_tiles_gives_exactly_one():
    game = set_source(table(2), 1, {"purple": 3})
    set_source(game, 2, {"purple": 2, "red": 2})
    assert Take(1, "purple") in game.legal_actions() and Take(2, "purple") not in game.legal_actions()
    assert game.check("take 2 purple").rule == "A-DRAFT-4"
    game.apply("take 1 purple")
    assert game.view()["players"][0]["hand"] == {"purple": 1} and game.view()["centre"] == {"purple": 2}


def test_A_DRAFT_5_from_the_centre_the_other_tiles_stay():
    game = set_source(table(2), 0, {"yellow": 2, "blue": 1, "purple": 2})
    game.apply("take centre yellow")
    assert game.view()["players"][0]["hand"] == {"yellow": 2, "purple": 1}
    assert game.view()["centre"] == {"blue": 1, "purple": 1}


def test_A_DRAFT_6_the_first_to_the_centre_takes_the_marker_and_pays_a_point_per_tile():
    game = set_source(table(2), 0, {"yellow": 2, "purple": 1, "blue": 3})
    game.apply("take centre yellow")
    assert game.view()["marker"] == 0 and game.state.players[0].score == 2
    game.apply("take centre blue")
    assert game.view()["marker"] == 0 and game.state.players[1].score == 5
    assert any("A-DRAFT-6" in line and "loses 3 points" in line for line in game.log_text())


def test_A_DRAFT_7_the_tiles_taken_go_to_the_hand():
    game = table(2, seed=11)
    action = game.legal_actions()[0]
    before = sum(game.view()["players"][0]["hand"].values())
    game.apply(action)
    assert sum(game.view()["players"][0]["hand"].values()) > before


def test_A_DRAFT_8_phase_one_ends_when_no_tile_is_left_the_marker_holder_places_first():
    game = table(2, seed=12)
    while game.decision.kind == "draft":
        game.apply(game.legal_actions()[-1])          # the centre when it holds tiles
    view = game.view()
    assert view["centre"] == {} and all(f == {} for f in view["factories"])
    assert game.decision.kind == "place" and game.decision.painter == view["marker"]


def test_A_DRAFT_refusals_leave_the_state_unchanged():
    game = set_source(table(2), 1, {"red": 2, "purple": 2})
    before = snapshot(game)
    for text in ("take 1 purple", "take 1 blue", "take 12 red", "take 1 pink", "place red-1 red", "pass"):
        with pytest.raises(IllegalAction):
            game.apply(text)
        assert snapshot(game) == before, text


@pytest.mark.parametrize("options, error, words", [
    ({"players": 2.0}, TypeError, "players (A-SET-1"), ({"players": True}, TypeError, "players"),
    ({"seed": "1"}, TypeError, "seed"), ({"seed": 2 ** 64}, ValueError, "seed"),
    ({"names": ["A", "a"]}, ValueError, "distinct"), ({"names": ["A"]}, ValueError, "each of the 2"),
    ({"side": "gray"}, ValueError, "side must be one of coloured, grey"),
    ({"start_seat": -1}, ValueError, "start_seat (A-SET-7"), ({"start_seat": "0"}, TypeError, "start_seat"),
    ({"rulings": {"leftover_loss_before_bonuses": 1}}, TypeError, "True or False"),
    ({"rulings": {"tie_breaker": True}}, ValueError, "unknown ruling"),
    ({"auto_chance": "yes"}, TypeError, "auto_chance"),
])
def test_bad_settings_are_refused_naming_the_argument(options, error, words):
    settings = {"players": 2, **options}
    with pytest.raises(error, match=re.escape(words)):
        new_game(**settings)
