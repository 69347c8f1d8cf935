"""Azul: Summer Pavilion — phase 3 (A-ROUND), the end (A-END), hidden information (A-HID), the grey side (A-VAR) and
the rulings (A-RUL)."""
import random

import pytest

from azul_support import (clear_sources, cover, invariants, random_playout, set_hand, set_score, set_source,
                          set_supply, settle, snapshot, table, to_placing)
from fresco_nb.games.azul_sp import IllegalAction, new_game
from fresco_nb.games.azul_sp.actions import Bonus, Pass, Place

ALL_PASS_2P = ("pass", "pass")


def last_round(game):
    """The game in round 6 (the wild colour red)."""
    game.state.round = 6
    return settle(game)


def keep(game, seat: int, tiles: dict[str, int]):
    """Tiles on a seat's corners (from the bag)."""
    set_hand(game, seat, tiles)
    p = game.state.players[seat]
    p.corners, p.hand = p.hand, [0] * len(p.hand)
    return settle(game)


# ------------------------------------------------------------------------------------------------ phase 3

def test_A_ROUND_1_after_phase_two_the_next_round_and_its_wild_colour_after_round_6_the_end():
    game = to_placing(table(2), 0)
    for action in ALL_PASS_2P:
        game.apply(action)
    assert game.view()["round"] == 2 and game.view()["wild"] == "green" and not game.over
    game = last_round(to_placing(table(2), 0))
    for action in ALL_PASS_2P:
        game.apply(action)
    assert game.over and game.view()["round"] == 6


def test_A_ROUND_2_the_factories_are_refilled_with_four_tiles_each():
    game = to_placing(table(3, seed=2), 0)
    bag = sum(game.view()["bag"].values())
    for _ in range(3):
        game.apply("pass")
    view = game.view()
    assert [sum(f.values()) for f in view["factories"]] == [4] * 7
    assert sum(view["bag"].values()) == bag - 28


def test_A_ROUND_3_phase_three_does_not_refill_the_supply():
    game = to_placing(table(2, auto_chance=False), 0)
    game.apply("pass")
    set_supply(game, ["red"] * 5 + [None] * 5)     # emptied after seat 0's turn: only turn ends refill it
    game.apply("pass")                             # the last turn's end refills (A-PLACE-15), phase 3 does not
    pending = game.view("full")["draws_pending"]
    assert pending[:5] == [["supply", i] for i in range(5, 10)]
    assert all(kind == "factory" for kind, _ in pending[5:])
    assert any("A-ROUND-3" in line for line in game.log_text())


def test_A_ROUND_4_the_marker_holder_starts_the_next_round_and_the_marker_returns():
    game = to_placing(table(3), 0)
    game.state.marker = 2
    settle(game)
    for _ in range(3):
        game.apply("pass")
    assert game.view()["marker"] is None and game.view()["start_seat"] == 2
    assert game.decision == ("draft", 2, (2,), 2)


def test_A_ROUND_5_corner_tiles_return_to_the_hand_and_follow_the_new_wild_colour():
    game = to_placing(table(2), 0, {0: {"green": 2, "red": 1}})
    game.apply("pass keep green,green,red")
    game.apply("pass")
    assert game.view()["players"][0]["hand"] == {"green": 2, "red": 1}
    assert game.view()["players"][0]["corners"] == {} and game.view()["wild"] == "green"
    to_placing(game, 0)
    set_hand(game, 0, {"green": 2, "red": 1})
    assert Place("red-2", "red", 1) in game.legal_actions()      # green is wild now


# ------------------------------------------------------------------------------------------------ the end

def test_A_END_1_the_game_ends_after_phase_two_of_round_6():
    game = last_round(to_placing(table(2), 0))
    game.apply("pass")
    assert not game.over
    game.apply("pass")
    assert game.over and game.decision.kind == "over" and game.legal_actions() == ()
    assert game.check("pass").rule == "A-END-1"
    with pytest.raises(IllegalAction, match="A-END-1"):
        new_game(2).result()


def test_A_END_2_tiles_left_on_the_corners_cost_a_point_each():
    game = last_round(to_placing(table(2), 0, {0: {"blue": 3, "red": 2}}))
    set_score(game, 0, 10)
    game.apply("pass keep blue,blue,red")           # -2 discarded, then -3 left on the corners
    game.apply("pass")
    assert game.result()["scores"][0] == 10 - 2 - 3
    assert game.state.players[0].corners == [0] * 6
    invariants(game)


def test_A_END_3_completed_stars_score_their_values():
    game = last_round(to_placing(table(2), 0))
    cover(game, 0, [f"purple-{n}" for n in range(1, 7)] + [f"centre-{n}" for n in range(1, 7)]
          + [f"red-{n}" for n in range(1, 6)])
    for action in ALL_PASS_2P:
        game.apply(action)
    assert game.result()["vp"][0]["stars"] == 20 + 12


def test_A_END_4_completed_numbers_score_4_8_12_16_and_nothing_for_5_and_6():
    game = last_round(to_placing(table(2), 0))
    stars = ("centre", "orange", "red", "blue", "yellow", "green", "purple")
    cover(game, 0, [f"{star}-{n}" for star in stars for n in (2, 4, 5, 6)])
    for action in ALL_PASS_2P:
        game.apply(action)
    assert game.result()["vp"][0]["numbers"] == 8 + 16


def test_A_END_5_the_highest_score_wins_ties_share_the_victory():
    game = last_round(to_placing(table(3), 0))
    set_score(game, 0, 30)
    set_score(game, 2, 30)
    for _ in range(3):
        game.apply("pass")
    result = game.result()
    assert result["winners"] == [0, 2] and result["winner"] is None and result["winner_name"] == "P1 and P3"
    assert any("A-END-5" in line and "share the victory" in line for line in game.log_text())


# ------------------------------------------------------------------------------------------------ hidden information

def playout_views(seed: int, check):
    game = new_game(3, seed=seed)
    random_playout(game, random.Random(seed), check=lambda g: (invariants(g), check(g)))


def test_A_HID_1_everything_on_the_table_is_public_every_seat_sees_the_same():
    def same(game):
        public = game.view("public")
        assert all(game.view(seat) == public for seat in range(3))
        assert all("hand" in p and "corners" in p and "board" in p for p in public["players"])
    playout_views(1, same)


def test_A_HID_2_the_towers_contents_are_counted_in_every_view():
    def counted(game):
        tower = game.view()["tower"]
        assert sum(tower.values()) == sum(game.state.tower)
    playout_views(2, counted)


def test_A_HID_3_the_bag_is_counted_but_no_view_shows_a_future_draw():
    game = new_game(2, seed=3, auto_chance=False)
    public = game.view("public")
    assert "draws_pending" not in public and sum(public["bag"].values()) == 132
    assert set(game.view(0)) == set(public)
    outcomes = game.legal_actions()
    assert len(outcomes) == 132 and {a.item for a in outcomes} == set(game.tables.colours)   # all equally likely


def test_A_HID_4_only_the_full_view_adds_the_pending_draws():
    game = new_game(2, seed=4, auto_chance=False)
    full = game.view("full")
    assert full["draws_pending"][0] == ["supply", 0]
    assert {k: v for k, v in full.items() if k != "draws_pending"} == game.view("public")
    with pytest.raises(ValueError):
        game.view(7)


# ------------------------------------------------------------------------------------------------ the grey side

def grey(players: int = 2, seed: int = 0, hand=None):
    return to_placing(table(players, seed, side="grey"), 0, {0: hand or {}})


def test_A_VAR_1_the_grey_side_keeps_the_spaces_adjacency_and_structures():
    coloured, variant = table(2).tables, table(2, side="grey").tables
    assert variant.space_ids == coloured.space_ids and variant.structures == coloured.structures
    game = grey(hand={"red": 6})
    cover(game, 0, ["orange-6"], "red")
    game.apply("place orange-1 red +0")              # 6 borders 1 on the grey side too; orange-1 costs 3
    assert game.state.players[0].vp["placements"] == 2


def test_A_VAR_2_grey_costs_3_2_1_4_5_6_on_outer_stars_and_3_on_the_centre():
    t = table(2, side="grey").tables
    assert [t.cost[t.space_index[f"orange-{n}"]] for n in range(1, 7)] == [3, 2, 1, 4, 5, 6]
    assert [t.cost[t.space_index[f"centre-{n}"]] for n in range(1, 7)] == [3] * 6


def test_A_VAR_3_any_star_monochrome_or_multicolour_the_centre_not_special():
    game = grey(hand={"blue": 6, "red": 6})
    legal = set(map(str, game.legal_actions()))
    assert {"place orange-3 blue", "place orange-3 red", "place centre-1 blue", "place purple-3 red"} <= legal
    cover(game, 0, ["centre-2", "centre-3"], "blue")
    assert "place centre-4 blue" in set(map(str, game.legal_actions()))


def test_A_VAR_4_the_second_tile_fixes_a_stars_type():
    game = grey(hand={"blue": 6, "red": 6, "green": 6})
    cover(game, 0, ["orange-1", "orange-2"], "blue")            # monochrome blue
    cover(game, 0, ["red-1"], "blue")
    cover(game, 0, ["red-2"], "green")                           # multicolour, blue and green used
    assert game.check("place orange-3 red").rule == "A-VAR-4"
    assert game.check("place red-3 blue").rule == "A-VAR-4"
    legal = set(map(str, game.legal_actions()))
    assert "place orange-3 blue" in legal and "place red-3 red" in legal


def test_A_VAR_5_grey_payment_and_the_wild_colour_laid_as_itself():
    game = grey(hand={"purple": 3, "yellow": 1})
    legal = set(map(str, game.legal_actions()))
    assert "place red-1 purple" in legal and "place red-1 purple +1" not in legal     # grey red-1 costs 3
    assert "place red-1 yellow +2" in legal and "place red-4 yellow +3" in legal
    assert game.check("place red-1 purple +1").rule == "A-PLACE-7"


def test_A_VAR_6_grey_stars_score_by_their_colour_or_12_numbers_over_grey_numbers():
    game = last_round(grey())
    cover(game, 0, [f"green-{n}" for n in range(1, 7)], "purple")         # monochrome purple: 20
    cover(game, 0, [f"red-{n}" for n in range(1, 7)])                      # red by default: monochrome red 14
    for n, colour in zip(range(1, 7), game.tables.colours):
        cover(game, 0, [f"blue-{n}"], colour)                              # multicolour: 12
    cover(game, 0, [f"{s}-1" for s in ("orange", "yellow", "purple")])    # grey "3"s: with centre still missing
    for action in ALL_PASS_2P:
        game.apply(action)
    vp = game.result()["vp"][0]
    assert vp["stars"] == 20 + 14 + 12
    assert vp["numbers"] == 0                                              # the centre's six 3s are missing
    game = last_round(grey())
    t = game.tables
    threes = [t.space_ids[i] for i in t.number_spaces[2]]
    assert len(threes) == 12
    cover(game, 0, threes, "orange")
    for action in ALL_PASS_2P:
        game.apply(action)
    assert game.result()["vp"][0]["numbers"] == 12


def test_A_VAR_7_the_wild_colours_are_unchanged_on_the_grey_side():
    assert table(2, side="grey").tables.wild == table(2).tables.wild
    game = new_game(2, seed=5, side="grey")
    random_playout(game, random.Random(5))
    assert game.over


# ------------------------------------------------------------------------------------------------ rulings

def single_colour_factories(game):
    """Every factory holds one colour (never the wild one): each take empties a factory, nothing reaches the
    centre."""
    clear_sources(game)
    for f, colour in enumerate(("red", "blue", "green", "yellow", "orange"), start=1):
        set_source(game, f, {colour: 4})
    return game


def test_A_RUL_1_nobody_takes_from_the_centre_the_start_player_stays_or_passes_on():
    for passes_on, expected in ((False, 0), (True, 1)):
        game = single_colour_factories(table(2, seed=6, rulings={"start_passes_on_without_marker": passes_on}))
        for _ in range(5):
            game.apply(game.legal_actions()[0])
        assert game.decision.kind == "place" and game.decision.painter == 0 and game.view()["marker"] is None
        while game.view()["round"] == 1:
            game.apply("pass")
        assert game.view()["start_seat"] == expected


def test_A_RUL_2_a_short_supply_pays_what_it_holds_and_owes_nothing_later():
    game = to_placing(table(2), 0, {0: {"red": 6}})
    set_supply(game, ["green", "blue"] + [None] * 8)
    cover(game, 0, ["red-5"])
    game.apply("place red-6 red")
    game.apply("bonus green")
    game.apply("bonus blue")
    assert game.decision.painter == 1 and game.state.owed == 0
    assert None not in game.view()["supply"]          # refilled at the end of the turn


def test_A_RUL_3_with_bag_and_tower_empty_nothing_is_drawn_and_phase_one_may_have_no_turns():
    game = to_placing(table(4, seed=7), 0)
    set_supply(game, [None] * 10)
    for seat in (1, 2, 3):
        cover(game, seat, game.tables.space_ids)
    assert sum(game.state.bag) == 6 and sum(game.state.tower) == 0
    for _ in range(4):
        game.apply("pass")
    view = game.view()
    assert view["round"] == 2 and sum(1 for c in view["supply"] if c) == 6
    assert all(f == {} for f in view["factories"]) and game.decision.kind == "place"
    assert any("A-RUL-3" in line for line in game.log_text()) and any("A-ROUND-2" in line for line in game.log_text())
    invariants(game)


def test_A_RUL_4_the_last_rounds_reward_is_compulsory_unless_the_house_rule():
    for optional in (False, True):
        game = last_round(to_placing(table(2, rulings={"bonus_optional_in_last_round": optional}), 0,
                                     {0: {"orange": 6}}))
        cover(game, 0, ["orange-5"])
        game.apply("place orange-6 orange")
        assert (Pass() in game.legal_actions()) is optional
        if optional:
            game.apply("pass")
            assert game.decision.kind == "place" and game.decision.painter == 1 and game.state.owed == 0


def test_A_RUL_5_corner_tiles_at_the_end_cost_a_point_and_nothing_else_is_scored():
    game = last_round(to_placing(table(2), 0, {0: {"red": 4}}))
    set_supply(game, ["red"] * 10)
    game.apply("pass keep red,red,red,red")
    game.apply("pass")
    assert game.result()["vp"][0] == {"start": 5, "placements": 0, "stars": 0, "numbers": 0, "penalties": -4}


def test_A_RUL_6_the_corner_loss_with_its_floor_before_the_bonuses_or_after_by_switch():
    for first, expected in ((True, 1 + 20), (False, 2 + 20 - 4)):
        game = last_round(to_placing(table(2, rulings={"leftover_loss_before_bonuses": first}), 0,
                                     {0: {"red": 4}}))
        set_score(game, 0, 2)
        cover(game, 0, [f"purple-{n}" for n in range(1, 7)])
        game.apply("pass keep red,red,red,red")
        game.apply("pass")
        assert game.result()["scores"][0] == expected


def test_A_RUL_7_the_tower_is_poured_only_when_a_draw_is_due_and_the_bag_is_empty():
    for seed in range(3):
        game = new_game(4, seed=seed, auto_chance=False)
        rng = random.Random(seed)
        while not game.over:
            bag, tower, drawing = sum(game.state.bag), sum(game.state.tower), game.decision.kind == "chance"
            game.apply(rng.choice(game.legal_actions()))
            if sum(game.state.tower) < tower:
                assert bag == 0 or (bag == 1 and drawing)


def test_A_RUL_8_draws_go_supply_spaces_1_to_10_then_factories_1_to_F():
    game = to_placing(table(3, auto_chance=False), 0)
    for _ in range(3):
        game.apply("pass")
    assert game.view("full")["draws_pending"] == [["factory", f] for f in range(7) for _ in range(4)]


def test_A_RUL_9_the_score_is_an_unbounded_integer():
    game = to_placing(table(2), 0, {0: {"red": 1}})
    set_score(game, 0, 170)
    game.apply("place red-1 red")
    assert game.view()["players"][0]["score"] == 171


def test_A_RUL_10_grey_readings_type_by_second_tile_wild_as_itself_grey_numbers():
    game = grey(hand={"purple": 3, "red": 3})
    cover(game, 0, ["orange-4"], "red")
    assert {"place orange-1 purple", "place orange-1 red"} <= set(map(str, game.legal_actions()))
    cover(game, 0, ["orange-5"], "red")
    assert game.check("place orange-1 purple").rule == "A-VAR-4"
    assert game.tables.number == game.tables.cost


def test_refusals_at_the_end_and_in_a_bonus_leave_the_state_unchanged():
    game = to_placing(table(2), 0, {0: {"blue": 6}})
    set_supply(game, ["red"] * 10)
    cover(game, 0, ["blue-5"])
    game.apply("place blue-6 blue")
    before = snapshot(game)
    for text in ("bonus blue", "bonus pink", "pass", "take 1 red", "place blue-1 blue"):
        with pytest.raises(IllegalAction):
            game.apply(text)
        assert snapshot(game) == before
    assert game.legal_actions() == (Bonus("red"),)


def test_A_END_1_no_draw_is_left_pending_once_the_game_is_over():
    game = last_round(to_placing(table(2, auto_chance=False), 0))
    set_supply(game, ["red"] * 5 + [None] * 5)
    game.apply("pass")
    while game.decision.kind == "chance":
        game.apply(game.legal_actions()[0])
    set_supply(game, ["red"] * 5 + [None] * 5)       # the last turn ends with empty supply spaces
    game.apply("pass")
    assert game.over and game.decision.kind == "over" and game.legal_actions() == ()
    assert game.view("full")["draws_pending"] == []
