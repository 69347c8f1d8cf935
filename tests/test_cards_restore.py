"""Restoring frescoes (C-REST-1..12), mixing (C-MIX-1..8), the bishop's favourite colour (C-FAV-1..4) and the
rulings on them (C-RUL-10..13, 19..22, 27)."""
from __future__ import annotations

import shutil
import warnings

from cards_support import SHOWN, conserved, give_restored, hand, play, refusal, table
from fresco_nb.games.fresco_cards import Restore
from fresco_nb.games.fresco_cards.data import load_data, shipped_folder


def step_of_last(game, seat=0) -> int:
    return game.state.players[seat].restored[-1][1]


def test_C_REST_1_only_a_face_up_fresco_can_be_restored():
    game = table(hands={0: {"R-m": 1, "Y-m": 1, "O-1": 1}}, frescoes=SHOWN)
    error = refusal(game, "restore F-02 R-m Y-m O-1")
    assert error.rule == "C-REST-1" and "F-01, F-06, F-14, F-09" in error.reason


def test_C_REST_2_each_paint_by_a_card_a_mix_or_a_colour_tile():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1, "G-1": 1}}, frescoes=SHOWN,
                 owned={0: {"colour-R": 1}})
    legal = {str(a) for a in game.legal_actions() if isinstance(a, Restore) and a.fresco == "F-06"}
    assert legal >= {"restore F-06 R-m B-m G-1", "restore F-06 R-m B-m Y-mix+B-mix", "restore F-06 tile B-m G-1",
                     "restore F-06 tile B-mix G-1"}
    assert refusal(game, "restore F-06 R-m G-1 B-m").rule == "C-REST-2"        # in the fresco's order
    assert refusal(game, "restore F-06 R-m B-m").rule == "C-REST-2"


def test_C_REST_3_only_the_cards_needed_and_the_player_chooses_how():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1, "G-3m": 1}}, frescoes=SHOWN)
    options = {str(a) for a in game.legal_actions() if isinstance(a, Restore)}
    assert options == {"restore F-06 R-m B-m G-1", "restore F-06 R-m B-m G-3m"}
    assert refusal(game, "restore F-06 R-m B-m G-1 G-3m").rule == "C-REST-2"


def test_C_REST_4_a_fresco_starts_on_its_lowest_value_and_the_cards_are_shown():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=SHOWN, favourite="Y", tiles=["turn"] * 3)
    play(game, "restore F-06 R-m B-m G-1")
    assert game.view("public")["players"][0]["restored"] == [["F-06", 0]]
    assert game.view("public")["shown"] == {"R-m": 1, "B-m": 1, "G-1": 1}


def test_C_REST_5_a_step_per_bishop_mix_favourite_and_turn_tile():
    game = table(hands={0: {"Y-m": 1, "O-3m": 1, "G-1": 1}}, frescoes=SHOWN, favourite="R")
    assert step_of_last(play(game, "restore F-14 Y-m O-3m G-1")) == 1                   # a bishop
    game = table(hands={0: {"Y-m": 1, "O-1": 1, "Y-mix": 1, "B-mix": 1}}, frescoes=SHOWN, favourite="R")
    assert step_of_last(play(game, "restore F-14 Y-m O-1 Y-mix+B-mix")) == 1            # a mix
    game = table(hands={0: {"Y-m": 1, "O-1": 1, "G-1": 1}}, frescoes=SHOWN, favourite="O")
    assert step_of_last(play(game, "restore F-14 Y-m O-1 G-1")) == 1                     # the favourite
    game = table(hands={0: {"Y-m": 1, "O-1": 1, "G-1": 1}}, frescoes=SHOWN, favourite="R", owned={0: {"turn": 2}})
    assert step_of_last(play(game, "restore F-14 Y-m O-1 G-1 +2")) == 2                  # two Turn+1 tiles


def test_C_REST_6_at_most_three_steps():
    game = table(hands={0: {"Y-m": 1, "O-3m": 1, "G-3w": 1}}, frescoes=SHOWN, favourite="G", owned={0: {"turn": 2}})
    play(game, "restore F-14 Y-m O-3m G-3w +2")                                          # 2 + 1 + 2 = 5 steps
    assert step_of_last(game) == 3 and game.view("public")["players"][0]["vp"]["frescoes"] == 6


def test_C_REST_7_a_restored_fresco_never_changes():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1, "Y-m": 1, "O-3m": 1, "G-3m": 1}}, frescoes=SHOWN,
                 favourite="R", tiles=["turn", "turn", "demand"])
    play(game, "restore F-06 R-m B-m G-1", "reward turn", "restore F-14 Y-m O-3m G-3m +1")
    assert [step for _, step in game.state.players[0].restored] == [1, 3]             # F-06's step stays 1


def test_C_REST_8_each_fresco_takes_a_face_up_action_tile():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=SHOWN, tiles=["turn", "double", None])
    play(game, "restore F-06 R-m B-m G-1")
    assert game.decision.kind == "reward" and sorted(map(str, game.legal_actions())) == ["reward double",
                                                                                          "reward turn"]
    assert refusal(game, "reward demand").rule == "C-REST-8"
    play(game, "reward double")
    assert game.view("public")["players"][0]["tiles"] == {"double": 1}


def test_C_REST_9_several_frescoes_each_paid_in_full_no_refill_between():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1, "Y-m": 1, "O-1": 1, "G-2m": 1}}, frescoes=SHOWN,
                 tiles=["turn", "double", "demand"])
    play(game, "restore F-06 R-m B-m G-1", "reward turn")
    assert game.decision.kind == "more" and game.state.fresco_display[1] is None       # not refilled yet
    play(game, "restore F-14 Y-m O-1 G-2m", "reward double")
    assert len(game.state.players[0].restored) == 2
    assert game.state.tile_display == [None, None, game.tables.tile_index["demand"]]


def test_C_REST_10_after_the_last_fresco_discards_then_tiles_then_frescoes_then_favourite():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=SHOWN, favourite="G",
                 tiles=["turn", "double", "demand"])
    game.auto_chance = False
    play(game, "restore F-06 R-m B-m G-1", "reward turn", "done")
    s = game.state
    assert s.discards[0][game.tables.card_index["R-m"]] == 1 and s.discards[1][game.tables.card_index["G-1"]] == 1
    assert s.draws == [("tile", 0), ("fresco", 1)]
    play(game, "draw turn", "draw F-02")
    assert s.draws == [("favourite",)] and s.favourites_removed == 1


def test_C_REST_11_a_restore_action_restores_at_least_one_fresco():
    game = table(hands={0: {"R-m": 1}}, frescoes=SHOWN)
    assert not any(isinstance(a, Restore) for a in game.legal_actions())
    assert refusal(game, "done").rule == "C-TURN-3"


def test_C_REST_12_how_many_frescoes_each_restored_is_public():
    game = table()
    give_restored(game, 1, [("F-02", 1), ("F-03", 0)])
    public = game.view("public")["players"][1]
    assert public["restored"] == [["F-02", 1], ["F-03", 0]]


def test_C_MIX_1_mixing_cards_are_market_cards_with_half_a_bottle():
    data = load_data()
    mixing = [c for c in data.cards if c.mixing]
    assert {c.paint for c in mixing} == {"R", "Y", "B"} and all(c.pile == 0 and c.half == "any" for c in mixing)
    assert [sum(len(c.ids) for c in mixing if c.paint == p) for p in "RYB"] == [4, 4, 4]


def test_C_MIX_2_two_mixing_cards_of_two_primaries_make_their_secondary():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1}}, frescoes=SHOWN)
    assert "restore F-06 R-m B-m Y-mix+B-mix" in map(str, game.legal_actions())
    play(game, "restore F-06 R-m B-m B-mix+Y-mix")                       # either order is read
    assert game.view("public")["shown"] == {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1}


def test_C_MIX_3_a_mix_is_one_bishop_symbol():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1}}, frescoes=SHOWN, favourite="O")
    assert step_of_last(play(game, "restore F-06 R-m B-m Y-mix+B-mix")) == 1


def test_C_MIX_4_several_mixes_in_one_restoration():
    game = table(hands={0: {"R-mix": 2, "Y-mix": 2, "B-mix": 1, "Y-m": 1}}, frescoes=["F-14", "F-01", "F-02", "F-03"],
                 favourite="R")
    play(game, "restore F-14 Y-m R-mix+Y-mix Y-mix+B-mix")
    assert step_of_last(game) == 2


def test_C_MIX_5_a_mixing_card_alone_is_its_printed_paint_with_no_step():
    game = table(hands={0: {"R-mix": 1, "Y-mix": 1, "B-mix": 1}}, frescoes=SHOWN, favourite="O")
    assert step_of_last(play(game, "restore F-01 R-mix Y-mix B-mix")) == 0


def test_C_MIX_6_mixing_only_inside_a_restoration_both_cards_to_the_market_discard():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1}}, frescoes=SHOWN, tiles=["turn"] * 3)
    assert not any("+" in str(a) for a in game.legal_actions() if not isinstance(a, Restore))
    play(game, "restore F-06 R-m B-m Y-mix+B-mix", "reward turn", "done")
    t = game.tables
    assert game.state.discards[0][t.card_index["Y-mix"]] == 1 and game.state.discards[0][t.card_index["B-mix"]] == 1
    assert hand(game, 0).get("G-1", 0) == 0


def test_C_MIX_7_real_half_bottle_edges_need_a_left_and_a_right_half(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(shipped_folder(), folder)
    text = (folder / "cards.toml").read_text(encoding="utf-8").replace('half = "any"', 'half = "left"', 2)
    (folder / "cards.toml").write_text(text.replace('half = "any"', 'half = "right"'), encoding="utf-8")
    data = load_data(folder)
    assert [c.half for c in data.cards if c.mixing] == ["left", "left", "right"]          # R, Y left; B right
    game = table(data=str(folder), hands={0: {"R-m": 1, "Y-m": 1, "R-mix": 1, "Y-mix": 1, "B-mix": 1}},
                 frescoes=["F-02", "F-04", "F-01", "F-03"])
    options = {str(a) for a in game.legal_actions()}
    assert "restore F-04 R-m Y-m R-mix+B-mix" in options
    assert not any("R-mix+Y-mix" in o for o in options)
    assert refusal(game, "restore F-02 R-m Y-m R-mix+Y-mix").rule == "C-MIX-7"


def test_C_MIX_8_no_mix_with_a_tile_a_plain_card_a_workshop_card_nor_into_a_primary():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1, "R-mix": 1, "G-1": 1}}, frescoes=SHOWN,
                 owned={0: {"colour-Y": 1}}, tiles=["turn"] * 3)
    assert refusal(game, "restore F-06 R-m B-m Y-mix+B-m").rule == "C-MIX-8"
    assert refusal(game, "restore F-06 R-m B-m G-1+B-mix").rule == "C-MIX-8"
    assert refusal(game, "restore F-01 R-mix+Y-mix Y-mix B-m").rule == "C-MIX-8"      # no mix makes a primary
    assert refusal(game, "restore F-06 R-m B-m tile+B-mix").rule == "C-REST-2"


def test_C_FAV_1_no_favourite_colour_once_the_stack_is_spent():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=SHOWN, favourite="G", tiles=["turn"] * 3)
    s = game.state
    s.favourites_removed += sum(s.favourite_stack)
    s.favourite_stack = [0] * len(s.favourite_stack)
    play(game, "restore F-06 R-m B-m G-1", "reward turn", "done")
    assert game.view("public")["favourite"] is None
    assert ("C-FAV-1", "nothing_to_draw") in [e[1:3] for e in game.log]
    conserved(game)


def test_C_FAV_2_a_fresco_with_the_favourite_colour_turns_one_step_at_most_once():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=SHOWN, favourite="B")
    assert step_of_last(play(game, "restore F-06 R-m B-m G-1")) == 1


def test_C_FAV_3_the_used_favourite_tile_is_replaced_even_when_the_step_was_capped():
    game = table(hands={0: {"Y-m": 1, "O-3m": 1, "G-3m": 1}}, frescoes=SHOWN, favourite="Y", owned={0: {"turn": 1}},
                 tiles=["turn"] * 3)
    play(game, "restore F-14 Y-m O-3m G-3m +1", "reward turn", "done")     # 4 steps, capped at 3
    assert game.state.favourites_removed == 1 and step_of_last(game) == 3


def test_C_FAV_4_the_favourite_counts_as_one_of_the_frescos_paints_whatever_supplied_it():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1}}, frescoes=SHOWN, favourite="Y")
    assert step_of_last(play(game, "restore F-06 R-m B-m Y-mix+B-mix")) == 1          # only the mix: Y mixed away


def test_C_RUL_10_the_fresco_display_is_not_refilled_from_an_empty_deck_and_the_game_ends(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(shipped_folder(), folder)
    text = (folder / "cards.toml").read_text(encoding="utf-8")
    (folder / "cards.toml").write_text(text[:text.index('[[fresco]]\nname = "F-09"')], encoding="utf-8")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")                            # C-DATA-6: 8 frescoes are few
        game = table(players=2, data=str(folder), hands={0: {"R-m": 2, "Y-m": 1, "B-m": 2, "G-1": 1}},
                     frescoes=["F-01", "F-06", "F-02", "F-03"], tiles=["turn"] * 3)
    give_restored(game, 1, [("F-04", 0), ("F-05", 0), ("F-07", 0), ("F-08", 0)])
    give_restored(game, 0, [("F-02", 0), ("F-03", 0)])
    play(game, "restore F-01 R-m Y-m B-m", "reward turn", "restore F-06 R-m B-m G-1", "reward turn", "done")
    s = game.state
    assert s.fresco_display == [None] * 4 and ("C-RUL-10", "nothing_to_draw") in [e[1:3] for e in game.log]
    assert s.triggered and ("C-RUL-10", "no_fresco_left") in [e[1:3] for e in game.log]
    play(game, "pass")
    assert game.over


def test_C_RUL_11_no_tile_face_up_no_reward():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=SHOWN, tiles=[None, None, None])
    play(game, "restore F-06 R-m B-m G-1")
    assert game.decision.kind == "more" and ("C-RUL-11", "no_reward", 0) in [e[1:4] for e in game.log]


def test_C_RUL_12_the_favourite_stays_for_the_whole_action_unless_the_switch():
    cards = {"R-m": 1, "B-m": 2, "G-1": 2, "Y-m": 1}
    game = table(hands={0: cards}, frescoes=SHOWN, favourite="G", tiles=["turn"] * 3)
    play(game, "restore F-06 R-m B-m G-1", "reward turn", "restore F-09 Y-m B-m G-1")
    assert [step for _, step in game.state.players[0].restored] == [1, 1]
    switched = table(hands={0: cards}, frescoes=SHOWN, favourite="G", tiles=["turn"] * 3,
                     rulings={"favourite_per_fresco": True})
    switched.auto_chance = False
    play(switched, "restore F-06 R-m B-m G-1")
    assert switched.state.draws == [("favourite",)] and switched.state.favourites_removed == 1
    play(switched, "draw R", "reward turn", "restore F-09 Y-m B-m G-1")
    assert [step for _, step in switched.state.players[0].restored] == [1, 0]     # G is no longer the favourite


def test_C_RUL_13_the_favourite_by_the_frescos_paints_or_the_switch_by_the_cards_printed_paints():
    cards = {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1}
    assert step_of_last(play(table(hands={0: cards}, frescoes=SHOWN, favourite="Y"),
                             "restore F-06 R-m B-m Y-mix+B-mix")) == 1
    switched = table(hands={0: cards}, frescoes=SHOWN, favourite="Y", rulings={"favourite_by_card_colours": True})
    assert step_of_last(play(switched, "restore F-06 R-m B-m Y-mix+B-mix")) == 2


def test_C_RUL_19_turn_tiles_past_the_cap_are_allowed_and_lost():
    game = table(hands={0: {"Y-m": 1, "O-3m": 1, "G-3m": 1}}, frescoes=SHOWN, favourite="G", owned={0: {"turn": 2}})
    assert "restore F-14 Y-m O-3m G-3m +2" in map(str, game.legal_actions())
    play(game, "restore F-14 Y-m O-3m G-3m +2")
    assert step_of_last(game) == 3 and game.state.tiles_removed[game.tables.tile_index["turn"]] == 2


def test_C_RUL_20_any_number_of_colour_tiles_even_for_every_paint():
    game = table(hands={}, frescoes=SHOWN, owned={0: {"colour-R": 1, "colour-Y": 1, "colour-B": 1}}, favourite="O",
                 tiles=["turn"] * 3)
    play(game, "restore F-01 tile tile tile")
    assert step_of_last(game) == 0 and sum(game.state.players[0].tiles) == 0


def test_C_RUL_21_both_cards_of_a_mix_must_be_mixing_cards():
    game = table(hands={0: {"R-m": 1, "B-m": 2, "Y-mix": 1}}, frescoes=SHOWN)
    assert refusal(game, "restore F-06 R-m B-m Y-mix+B-m").rule == "C-MIX-8"


def test_C_RUL_22_no_card_is_added_for_its_bishop():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1, "O-3m": 1}}, frescoes=SHOWN)
    assert all(len(a.supplies) == 3 and "O-3m" not in a.supplies for a in game.legal_actions()
               if isinstance(a, Restore))


def test_C_RUL_27_steps_are_added_then_capped_once_the_turn_tiles_declared_with_the_payment():
    game = table(hands={0: {"Y-m": 1, "O-3m": 1, "G-1": 1}}, frescoes=SHOWN, favourite="G", owned={0: {"turn": 1}})
    options = {str(a) for a in game.legal_actions() if isinstance(a, Restore) and a.fresco == "F-14"}
    assert options == {"restore F-14 Y-m O-3m G-1", "restore F-14 Y-m O-3m G-1 +1"}
    assert step_of_last(play(game, "restore F-14 Y-m O-3m G-1 +1")) == 3
