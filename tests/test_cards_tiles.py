"""Action tiles (C-ACT-1..5) and the rulings on Demand and Double action (C-RUL-14..18)."""
from __future__ import annotations

from cards_support import SHOWN, conserved, hand, play, refusal, table
from fresco_nb.games.fresco_cards import Demand


def test_C_ACT_1_tiles_are_won_as_rewards_used_once_and_removed():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1, "Y-m": 1}}, frescoes=SHOWN,
                 tiles=["turn", "demand", "double"])
    play(game, "restore F-06 R-m B-m G-1", "reward turn")
    t = game.tables
    assert game.state.players[0].tiles[t.tile_index["turn"]] == 1 and game.state.tile_display[0] is None
    assert game.view("public")["players"][0]["vp"]["tiles"] == 1                      # unused Turn+1: 1 VP
    play(game, "done")
    other = table(owned={0: {"demand": 1, "double": 1}})
    assert other.view("public")["players"][0]["vp"]["tiles"] == 0                     # Demand, Double: 0 VP
    play(other, "demand R")
    assert other.state.tiles_removed[t.tile_index["demand"]] == 1 and other.state.players[0].tiles[
        t.tile_index["demand"]] == 0
    conserved(other)


def test_C_ACT_2_turn_plus_one_gives_the_fresco_one_more_step():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=SHOWN, favourite="O", owned={0: {"turn": 1}})
    play(game, "restore F-06 R-m B-m G-1 +1")
    assert game.state.players[0].restored[-1][1] == 1
    assert refusal(table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=SHOWN),
                   "restore F-06 R-m B-m G-1 +1").rule == "C-ACT-2"


def test_C_ACT_3_demand_every_other_player_gives_a_card_of_the_paint_or_shows_the_hand():
    game = table(players=3, hands={0: {"R-m": 1}, 1: {"G-1": 1, "R-w": 1}, 2: {"Y-m": 2}}, owned={0: {"demand": 1}})
    play(game, "demand G")
    assert hand(game, 0) == {"R-m": 1, "G-1": 1} and hand(game, 1) == {"R-w": 1}
    assert game.view(0)["players"][0]["seen"] == [["given", 1, "G-1"], ["shown", 2, {"Y-m": 2}]]
    assert game.decision.kind == "action"                                             # back to phase 2's choice
    assert refusal(game, "demand G").rule == "C-ACT-3"                                # the tile is gone


def test_C_ACT_4_double_action_exchange_then_up_to_two_frescoes():
    game = table(hands={0: {"R-m": 1, "Y-m": 1, "B-m": 1, "O-2m": 1}}, frescoes=SHOWN, owned={0: {"double": 1}})
    play(game, "double")
    assert game.decision.kind == "lay" and not any(str(a) == "trade" for a in game.legal_actions())   # ≥ 1 card
    play(game, "lay O-2m", "trade", "use O-2m M")
    assert game.decision.kind == "more" and "done" in map(str, game.legal_actions())  # 0 frescoes allowed too
    play(game, "restore F-01 R-m Y-m B-m")
    assert game.state.tiles_removed[game.tables.tile_index["double"]] == 1


def test_C_ACT_5_a_colour_tile_supplies_one_paint_and_is_removed():
    game = table(hands={0: {"R-m": 1, "B-m": 1}}, frescoes=SHOWN, owned={0: {"colour-G": 1}}, tiles=["turn"] * 3,
                 favourite="O")
    play(game, "restore F-06 R-m B-m tile")
    assert game.state.players[0].restored[-1] == (game.tables.fresco_index["F-06"], 0)
    assert game.state.tiles_removed[game.tables.tile_index["colour-G"]] == 1
    assert refusal(table(hands={0: {"R-m": 1, "B-m": 1}}, frescoes=SHOWN, tiles=["turn"] * 3),
                   "restore F-06 R-m B-m tile").rule == "C-ACT-5"


def test_C_RUL_14_a_card_of_the_colour_is_its_printed_paint_the_giver_chooses():
    game = table(players=3, hands={0: {}, 1: {"Y-mix": 1, "B-mix": 1}, 2: {"Y-m": 1, "Y-mix": 1}},
                 owned={0: {"demand": 1}, 1: {"colour-G": 1}}, tiles=["turn"] * 3)
    play(game, "demand G")
    assert hand(game, 1) == {"Y-mix": 1, "B-mix": 1} and hand(game, 0) == {}          # mixing cards owe nothing
    game = table(players=3, hands={0: {}, 1: {"Y-mix": 1, "B-mix": 1}, 2: {"Y-m": 1, "Y-mix": 1}},
                 owned={0: {"demand": 1}})
    play(game, "demand Y")
    assert game.decision.kind == "give" and game.decision.painter == 2               # seat 1 gave its one Y
    assert sorted(map(str, game.legal_actions())) == ["give Y-m", "give Y-mix"]
    assert refusal(game, "give B-m").rule == "C-ACT-3"
    play(game, "give Y-mix")
    assert hand(game, 0) == {"Y-mix": 2} and hand(game, 2) == {"Y-m": 1}


def test_C_RUL_15_demand_is_offered_at_the_moments_of_the_turn():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1, "Y-m": 1}}, frescoes=SHOWN, owned={0: {"demand": 2}},
                 step="begin", tiles=["turn"] * 3)
    assert game.decision.kind == "start" and Demand("R") in game.legal_actions()       # before phase 1
    play(game, "continue")
    assert game.decision.kind == "action" and Demand("R") in game.legal_actions()      # before the choice
    play(game, "restore F-06 R-m B-m G-1", "reward turn")
    assert game.decision.kind == "more" and Demand("R") in game.legal_actions()        # between frescoes
    play(game, "demand O", "done")
    assert game.decision.kind == "end" and Demand("R") in game.legal_actions()         # at the start of phase 3
    play(game, "continue")
    assert game.decision.painter == 1
    exchange = table(hands={0: {"R-m": 2}}, owned={0: {"demand": 1}})
    play(exchange, "lay R-m")
    assert Demand("R") not in exchange.legal_actions()                                  # not during an exchange


def test_C_RUL_16_givers_answer_clockwise_from_the_owners_left():
    game = table(players=4, current=2,
                 hands={0: {"G-1": 1, "G-2m": 1}, 1: {"G-1": 1, "G-3m": 1}, 3: {"G-1": 1, "G-2w": 1}},
                 owned={2: {"demand": 1}})
    play(game, "demand G")
    assert game.state.owing == [3, 0, 1] and game.decision.painter == 3


def test_C_RUL_17_double_action_only_at_the_start_of_phase_2_with_a_card():
    game = table(hands={}, owned={0: {"double": 1}})
    assert "double" not in map(str, game.legal_actions())
    assert refusal(game, "double").rule == "C-RUL-17"
    later = table(hands={0: {"R-m": 2}}, owned={0: {"double": 1}})
    play(later, "lay R-m")
    assert refusal(later, "double").rule == "C-RUL-8"


def test_C_RUL_18_a_tile_won_is_usable_later_in_the_turn_within_its_timing():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1, "Y-m": 1, "O-1": 1, "G-2m": 1}}, frescoes=SHOWN,
                 tiles=["turn", "demand", "colour-R"], favourite="R")
    play(game, "restore F-06 R-m B-m G-1", "reward turn")
    assert game.state.players[0].restored[-1][1] == 1                                 # the won tile did not apply
    assert "restore F-14 Y-m O-1 G-2m +1" in map(str, game.legal_actions())              # but can on the next fresco
    play(game, "restore F-14 Y-m O-1 G-2m +1", "reward demand")
    assert Demand("G") in game.legal_actions()                                          # a Demand won: usable now
