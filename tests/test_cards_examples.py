"""The twelve worked examples of the card game's rules reference (C-EX-1..12), each a test citing it. They use the
shipped default data; "plain Y" is Y-m, "mix-Y" is Y-mix."""
from __future__ import annotations

import pytest

from cards_support import conserved, end_action, give_restored, hand, play, table
from fresco_nb.games.fresco_cards import IllegalAction
from fresco_nb.games.fresco_cards.ending import totals, winners

FOUR = ["F-06", "F-14", "F-02", "F-09"]


def value_of_last(game, seat=0) -> int:
    f, step = game.state.players[seat].restored[-1]
    return game.data.frescoes[f].values[step]


def scored(frescoes_and_steps, tiles):
    """The score of a player with these restored (fresco, step) and unused tiles (C-END-4)."""
    game = table(owned={0: tiles})
    give_restored(game, 0, frescoes_and_steps)
    return sum(game.state.score(game.state.players[0]).values())


def test_C_EX_1_the_books_final_score_20_plus_1():
    # centre values 3, 4, 4, 5, 4: F-01 step 2 (3), F-02 step 2 (4), F-03 step 2 (4), F-04 step 3 (5), F-05 step 2 (4)
    frescoes = [("F-01", 2), ("F-02", 2), ("F-03", 2), ("F-04", 3), ("F-05", 2)]
    assert scored(frescoes, {"turn": 1}) == 21
    assert scored(frescoes, {"colour-R": 1}) == 21
    assert scored(frescoes, {"demand": 1}) == 20


def test_C_EX_2_a_mix_gives_a_step_a_pile_I_card_none_a_pile_III_card_one():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "Y-mix": 1, "B-mix": 1}}, frescoes=FOUR, favourite="O")
    play(game, "restore F-06 R-m B-m Y-mix+B-mix")
    assert value_of_last(game) == 3
    game.apply("reward turn" if "reward turn" in map(str, game.legal_actions()) else game.legal_actions()[0])
    game.apply("done")
    assert game.state.discards[0][game.tables.card_index["Y-mix"]] == 1
    assert sum(game.state.discards[0]) == 4                    # all 4 cards to the market discard
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=FOUR, favourite="O")
    assert value_of_last(play(game, "restore F-06 R-m B-m G-1")) == 2
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-3m": 1}}, frescoes=FOUR, favourite="O")
    assert value_of_last(play(game, "restore F-06 R-m B-m G-3m")) == 3


def test_C_EX_3_four_steps_are_capped_at_three_and_the_tiles_go():
    game = table(hands={0: {"Y-m": 1, "O-3m": 1, "Y-mix": 1, "B-mix": 1}}, frescoes=FOUR, favourite="G",
                 owned={0: {"turn": 1}}, tiles=["demand", "double", "colour-R"])
    play(game, "restore F-14 Y-m O-3m Y-mix+B-mix +1")
    assert value_of_last(game) == 6
    s = game.state
    assert s.players[0].tiles[game.tables.tile_index["turn"]] == 0 and s.tiles_removed[game.tables.tile_index["turn"]]
    play(game, "reward demand", "done")
    assert s.favourites_removed == 1 and s.favourite != game.tables.paint_index["G"] or s.favourite is None
    conserved(game)


def test_C_EX_4_an_exchange_draws_a_card_per_symbol_of_the_chosen_type():
    game = table(hands={0: {"R-m": 1, "Y-mix": 1, "O-2w": 1, "B-w": 1}}, frescoes=FOUR, rulings=None)
    game.auto_chance = False
    play(game, "lay Y-mix", "lay O-2w", "trade")
    assert {str(a) for a in game.legal_actions()} == {"use Y-mix M", "use Y-mix W", "use O-2w W"}
    play(game, "use Y-mix W", "name 3", "draw P-3w", "use O-2w W", "name 1", "draw O-1", "name 2", "draw G-2m")
    assert hand(game, 0) == {"R-m": 1, "B-w": 1, "P-3w": 1, "O-1": 1, "G-2m": 1}
    s, t = game.state, game.tables
    assert s.discards[0][t.card_index["Y-mix"]] == 1 and s.discards[2][t.card_index["O-2w"]] == 1
    game = table(hands={0: {"R-m": 1, "Y-mix": 1}}, frescoes=FOUR)
    game.auto_chance = False
    play(game, "lay Y-mix", "trade", "use Y-mix M")
    assert game.decision.kind == "chance" and game.state.draws[0][:3] == ("hand", 0, 0)
    with pytest.raises(IllegalAction) as refused:                      # drawing nothing for it is illegal
        game.apply("draw nothing")
    assert refused.value.rule == "C-HID-2"


def test_C_EX_5_refill_to_three_from_an_empty_hand_and_the_hand_limit():
    cards = {"R-m": 1, "Y-m": 1, "O-1": 1, "Y-w": 1, "B-m": 1, "G-1": 1}      # 5 cards and the phase-1 draw
    displayed = ["F-02", "F-09", "F-01", "F-03"]
    game = table(hands={0: cards}, frescoes=displayed, tiles=["turn", "colour-R", "double"])
    play(game, "restore F-02 R-m Y-m O-1", "reward turn", "restore F-09 Y-w B-m G-1", "reward double", "done")
    assert sum(game.state.players[0].hand) == 3 and game.decision.painter == 1        # refilled to 3 (C-RUL-1)
    literal = table(hands={0: cards}, frescoes=displayed, rulings={"refill_from_zero": False},
                    tiles=["turn", "colour-R", "double"])
    play(literal, "restore F-02 R-m Y-m O-1", "reward turn", "restore F-09 Y-w B-m G-1", "reward double", "done")
    assert sum(literal.state.players[0].hand) == 0 and literal.decision.painter == 1
    two = table(hands={0: {"R-m": 3}})
    play(two, "lay R-m", "trade", "use R-m M")               # 2 + 1 drawn for the M symbol = 2 ... after: 3
    assert sum(two.state.players[0].hand) == 3 and two.decision.painter == 1
    short = table(hands={0: {"R-m": 2}})
    short.auto_chance = False
    play(short, "lay R-m", "lay R-m", "trade", "use R-m M", "draw B-m", "use R-m M", "draw Y-m")
    assert sum(short.state.players[0].hand) == 2 and short.state.draws[0][3] == "C-TURN-5"
    assert len(short.state.draws) == 1                        # a hand of 2 after an exchange draws 1
    seven = table(hands={0: {"R-m": 5, "Y-m": 2}}, step="begin", tiles=["turn", "turn", "turn"])
    assert sum(seven.state.players[0].hand) == 8 and seven.decision.kind == "action"
    play(seven, "pass")
    assert seven.decision.kind == "discard"
    play(seven, "discard R-m")
    assert sum(seven.state.players[0].hand) == 7 and seven.decision.painter == 1
    assert seven.state.discards[0][seven.tables.card_index["R-m"]] == 1


def test_C_EX_6_two_frescoes_one_favourite_replacement_refills_after():
    game = table(hands={0: {"Y-m": 1, "O-1": 1, "G-1": 2, "Y-w": 1, "B-m": 1}},
                 frescoes=["F-14", "F-09", "F-01", "F-05"], favourite="G", tiles=["turn", "demand", "double"])
    game.auto_chance = False
    play(game, "restore F-14 Y-m O-1 G-1", "reward turn", "restore F-09 Y-w B-m G-1", "reward double")
    s = game.state
    assert [step for _, step in s.players[0].restored] == [1, 1]     # both get the favourite step
    play(game, "done")
    assert [d[:2] for d in s.draws] == [("tile", 0), ("tile", 2), ("fresco", 0), ("fresco", 1)]    # refills first
    assert s.tile_display[1] == game.tables.tile_index["demand"]
    assert s.fresco_display[2:] == [game.tables.fresco_index["F-01"], game.tables.fresco_index["F-05"]]
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    assert s.draws == [("favourite",)] and s.favourite is None and s.favourites_removed == 1    # then one new tile


def test_C_EX_7_the_round_is_finished_after_the_trigger():
    three = table(players=3, current=1)
    give_restored(three, 1, [(f"F-{i:02d}", 0) for i in range(10, 16)])
    end_action(three)                                              # seat 1 restores its 6th fresco; its turn ends
    assert three.state.triggered and three.decision.painter == 2
    play(three, "pass")
    assert three.over                                              # seat 2 played, seat 0 does not play again
    four = table(players=4, current=3)
    give_restored(four, 3, [(f"F-{i:02d}", 0) for i in range(10, 15)])
    end_action(four)
    assert four.over                                               # seat 3 reaches 5: the game ends after it
    first = table(players=4, current=0)
    give_restored(first, 0, [(f"F-{i:02d}", 0) for i in range(10, 15)])
    end_action(first)
    for seat in (1, 2, 3):
        assert not first.over and first.decision.painter == seat
        first.apply("pass")
    assert first.over
    two = table(players=2)
    give_restored(two, 0, [(f"F-{i:02d}", 0) for i in range(10, 15)])
    end_action(two)
    assert not two.state.triggered                                 # 5 frescoes do not trigger the end with 2
    give_restored(two, 0, [("F-15", 0)])
    end_action(two)
    assert two.state.triggered


def test_C_EX_8_a_demand_for_green():
    game = table(players=4, hands={0: {"R-m": 1}, 1: {"Y-mix": 1, "B-mix": 1}, 2: {"G-1": 1, "G-3m": 1}, 3: {"R-w": 1}},
                 owned={0: {"demand": 1}, 3: {"colour-G": 1}})
    play(game, "demand G")
    assert game.decision.kind == "give" and game.decision.painter == 2       # C chooses which green card
    assert {str(a) for a in game.legal_actions()} == {"give G-1", "give G-3m"}
    play(game, "give G-3m")
    assert hand(game, 0) == {"R-m": 1, "G-3m": 1}
    assert game.state.tiles_removed[game.tables.tile_index["demand"]] == 1
    seen = game.view(0)["players"][0]["seen"]
    assert ["shown", 1, {"Y-mix": 1, "B-mix": 1}] in seen and ["shown", 3, {"R-w": 1}] in seen
    assert game.decision.kind == "action" and game.decision.painter == 0


def test_C_EX_9_a_shared_victory_of_22():
    game = table(owned={0: {"turn": 1, "colour-R": 1, "demand": 1, "double": 1}})
    give_restored(game, 0, [("F-01", 2), ("F-02", 2), ("F-03", 3), ("F-04", 0), ("F-11", 3)])    # 3+4+5+2+6
    give_restored(game, 1, [("F-20", 3), ("F-12", 3), ("F-13", 3), ("F-14", 0)])                 # 7+6+6+3
    s = game.state
    assert s.score(s.players[0]) == {"frescoes": 20, "tiles": 2}
    assert totals(s)[:2] == [22, 22] and winners(s) == [0, 1]


def test_C_EX_10_a_colour_tile_counts_for_the_favourite_colour_a_mixed_primary_does_not():
    game = table(hands={0: {"R-m": 1, "Y-m": 1}}, frescoes=["F-04", "F-01", "F-02", "F-03"], favourite="P",
                 owned={0: {"colour-P": 1}})
    play(game, "restore F-04 R-m Y-m tile")
    assert value_of_last(game) == 3
    play(game, game.legal_actions()[0], "done")
    assert game.state.tiles_removed[game.tables.tile_index["colour-P"]] == 1 and game.state.favourites_removed == 1
    yellow = table(hands={0: {"R-m": 1, "Y-m": 1, "R-mix": 1, "B-mix": 1}}, frescoes=["F-04", "F-01", "F-02", "F-03"],
                   favourite="Y")
    assert value_of_last(play(yellow, "restore F-04 R-m Y-m R-mix+B-mix")) == 4
    blue = table(hands={0: {"R-m": 1, "Y-m": 1, "R-mix": 1, "B-mix": 1}}, frescoes=["F-04", "F-01", "F-02", "F-03"],
                 favourite="B")
    assert value_of_last(play(blue, "restore F-04 R-m Y-m R-mix+B-mix")) == 3


def test_C_EX_11_a_double_action_exchanges_then_restores_two_at_most():
    game = table(hands={0: {"R-m": 3, "Y-m": 2, "B-m": 2, "G-1": 1, "O-1": 1, "R-w": 1, "B-w": 1}},
                 frescoes=["F-01", "F-06", "F-02", "F-03"], owned={0: {"double": 1}},
                 tiles=["turn", "double", "demand"])
    play(game, "double", "lay R-w", "lay B-w", "trade", "use R-w W", "name 1", "use B-w W", "name 1")
    assert game.decision.kind == "more" and len(game.state.players[0].restored) == 0
    play(game, "restore F-01 R-m Y-m B-m", "reward double", "restore F-06 R-m B-m G-1", "reward turn")
    assert "double" not in map(str, game.legal_actions())         # won in this turn: not usable in it
    assert not [a for a in game.legal_actions() if str(a).startswith("restore")]
    with pytest.raises(IllegalAction) as refused:
        game.apply("restore F-02 R-m Y-m O-1")
    assert refused.value.rule == "C-RUL-17"
    play(game, "done")
    assert game.state.tiles_removed[game.tables.tile_index["double"]] == 1
    conserved(game)


def test_C_EX_12_illegal_mixes():
    game = table(hands={0: {"Y-mix": 2, "B-m": 1, "B-mix": 1, "O-1": 1, "R-m": 1}}, owned={0: {"colour-B": 1}},
                 frescoes=["F-09", "F-05", "F-01", "F-02"])
    for supplies, rule in [("Y-mix+Y-mix", "C-MIX-2"), ("Y-mix+B-m", "C-MIX-8"), ("Y-mix+tile", "C-REST-2"),
                           ("O-1+B-mix", "C-MIX-8")]:
        before = game.to_json(), game.view("full")
        with pytest.raises(IllegalAction) as refused:
            game.apply(f"restore F-09 Y-mix B-m {supplies}")
        assert refused.value.rule == rule, (supplies, refused.value)
        assert (game.to_json(), game.view("full")) == before
