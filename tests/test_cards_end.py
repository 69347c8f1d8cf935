"""The end of the card game and its scoring (C-END-1..5) and the rulings on ties and the stall guard (C-RUL-23, 25)."""
from __future__ import annotations

import pytest

from cards_support import end_action, give_restored, play, table
from fresco_nb.games.fresco_cards import IllegalAction


def test_C_END_1_five_frescoes_with_four_players_six_with_two_or_three_trigger_the_end():
    for players, threshold in ((2, 6), (3, 6), (4, 5)):
        game = table(players=players)
        give_restored(game, 0, [(f"F-{i:02d}", 0) for i in range(10, 10 + threshold - 1)])
        end_action(game)
        assert not game.state.triggered
        game = table(players=players)
        give_restored(game, 0, [(f"F-{i:02d}", 0) for i in range(10, 10 + threshold)])
        end_action(game)
        assert game.state.triggered and ("C-END-1", "triggered") in [e[1:3] for e in game.log]


def test_C_END_2_the_round_ends_with_the_start_players_right_hand_neighbour():
    game = table(players=3, current=0)
    game.state.start_seat = 1                                         # seat 0 is the last of every round
    give_restored(game, 2, [(f"F-{i:02d}", 0) for i in range(10, 16)])
    end_action(game)
    assert game.over                                                  # triggered in the last seat's own turn
    game = table(players=3, current=1)
    game.state.start_seat = 1
    give_restored(game, 1, [(f"F-{i:02d}", 0) for i in range(10, 16)])
    end_action(game)
    assert game.decision.painter == 2
    play(game, "pass", "pass")
    assert game.over


def test_C_END_3_the_final_scoring_follows():
    game = table(players=2, current=1)
    give_restored(game, 1, [(f"F-{i:02d}", 1) for i in range(10, 16)])
    end_action(game)
    assert game.over and [e[1] for e in game.log[-3:]] == ["C-END-4", "C-END-4", "C-END-5"]
    assert game.check("pass").rule == "C-END-3"
    with pytest.raises(IllegalAction) as early:
        table().result()
    assert early.value.rule == "C-END-3"


def test_C_END_4_the_centre_values_and_unused_turn_and_colour_tiles():
    game = table(players=2, current=1, hands={1: {"R-m": 5}}, owned={1: {"turn": 1, "colour-B": 1, "demand": 1}})
    give_restored(game, 1, [("F-01", 3), ("F-20", 0), ("F-11", 1), ("F-02", 2), ("F-03", 0), ("F-04", 1)])
    end_action(game)
    play(game, "continue")                                            # it could still use its Demand (C-RUL-15)
    result = game.result()
    assert result["vp"][1] == {"frescoes": 4 + 4 + 4 + 4 + 2 + 3, "tiles": 2} and result["scores"][1] == 23


def test_C_END_5_the_highest_score_wins_ties_share_the_victory():
    game = table(players=3, current=2)
    give_restored(game, 0, [("F-01", 0)])
    give_restored(game, 1, [("F-02", 0)])
    give_restored(game, 2, [(f"F-{i:02d}", 0) for i in range(10, 16)])
    end_action(game)
    assert game.result()["winner"] == 2 and game.result()["ranking"] == [2, 1, 0]


def test_C_RUL_23_ties_are_shared_nothing_breaks_them():
    game = table(players=2, current=1, hands={0: {"R-m": 5}})
    give_restored(game, 0, [(f"F-{i:02d}", 0) for i in range(1, 7)])          # 1 + 2·5 = 11, six frescoes, 5 cards
    give_restored(game, 1, [(f"F-{i:02d}", 0) for i in range(7, 12)])         # 2·4 + 3 = 11, five frescoes
    end_action(game)
    result = game.result()
    assert result["scores"] == [11, 11] and result["winners"] == [0, 1] and result["winner"] is None
    assert result["winner_name"] == "P1 and P2"


def test_C_RUL_25_the_stall_guard_ends_a_game_nobody_can_move_on():
    game = table(players=2, current=0)
    s = game.state
    for pile in range(4):                                             # every card out of reach: in seat 1's hand
        for k, n in enumerate(s.decks[pile]):
            s.players[1].hand[k] += n
            s.decks[pile][k] = 0
    game._state_edited()
    play(game, "pass", "pass")
    assert game.decision.kind == "discard" or not game.over
    while not game.over:
        game.apply(game.legal_actions()[0])
    assert game.result()["stalled"] and ("C-RUL-25", "stalled") in [e[1:3] for e in game.log]
    capped = table(players=2, current=1)
    capped.state.round = capped.data.round_cap
    play(capped, "pass")
    assert capped.over and capped.result()["stalled"]
