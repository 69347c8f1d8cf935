"""The card game's setup (C-SET-1..9), the turn (C-TURN-1..8) and the rulings on dealing, refilling and the order of
randomness (C-RUL-1, 2, 24, 26)."""
from __future__ import annotations

import pytest

from cards_support import conserved, hand, play, table
from fresco_nb.games.fresco_cards import Draw, new_game


def dealt(players=3, seed=5, **options):
    """A game stopped before its first draw (the draws made by hand)."""
    return new_game(players=players, seed=seed, start_seat=1, auto_chance=False, **options)


def test_C_SET_1_two_to_four_players_and_nothing_else_depends_on_the_count():
    for players in (2, 3, 4):
        game = new_game(players=players, seed=1)
        assert len(game.view("public")["players"]) == players
        assert sum(game.state.decks[0]) + sum(p.hand[k] for p in game.state.players for k in range(24)) >= 41
    for wrong in (1, 5):
        with pytest.raises(ValueError, match="C-SET-1"):
            new_game(players=wrong)


def test_C_SET_2_five_piles_sorted_by_their_backs():
    game = dealt()
    s, t = game.state, game.tables
    assert [sum(d) for d in s.decks] == [42, 12, 12, 12] and sum(s.fresco_deck) == 20
    assert all(t.cards[k].pile == pile for pile in range(4) for k, n in enumerate(s.decks[pile]) if n)


def test_C_SET_3_decks_face_down_and_discards_empty():
    view = dealt().view("public")
    assert view["sizes"]["workshop"] == [12, 12, 12] and view["discards"] == [{}, {}, {}, {}]
    assert "decks" not in view                                     # face down: only their sizes are seen


def test_C_SET_4_four_frescoes_turned_up_from_the_deck():
    game = dealt()
    assert game.state.draws[:4] == [("fresco", slot) for slot in range(4)]
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    assert None not in game.state.fresco_display and sum(game.state.fresco_deck) == 16


def test_C_SET_5_the_favourite_colour_is_the_top_tile_revealed():
    game = dealt()
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    assert game.state.draws[0] == ("favourite",)
    game.apply("draw G")
    assert game.view("public")["favourite"] == "G" and game.view("public")["sizes"]["favourites"] == 11


def test_C_SET_6_three_action_tiles_face_up():
    game = new_game(players=3, seed=2)
    view = game.view("public")
    assert len(view["tiles"]) == 3 and None not in view["tiles"] and view["sizes"]["tiles"] == 17


def test_C_SET_7_the_start_player_is_a_setting_or_drawn_from_the_seed():
    assert new_game(players=4, seed=3, start_seat=2).view("public")["start_seat"] == 2
    drawn = {new_game(players=4, seed=seed).state.start_seat for seed in range(12)}
    assert len(drawn) > 1 and drawn <= {0, 1, 2, 3}
    assert new_game(players=4, seed=7).state.start_seat == new_game(players=4, seed=7).state.start_seat
    with pytest.raises(ValueError, match="C-SET-7"):
        new_game(players=3, start_seat=3)


def test_C_SET_8_five_cards_each_seat_by_seat_from_the_start_player():
    game = dealt(players=3)
    hands = [d for d in game.state.draws if d[0] == "hand"]
    assert [d[1] for d in hands] == [1] * 5 + [2] * 5 + [0] * 5 and {d[3] for d in hands} == {"C-SET-8"}
    game.auto_chance = True
    game._advance()
    assert [p["hand_size"] for p in game.view("public")["players"]] == [5, 6, 5]     # seat 1 drew in phase 1


def test_C_SET_9_every_card_is_counted_once_through_a_game():
    game = new_game(players=4, seed=9)
    for _ in range(300):
        if game.over:
            break
        game.apply(game.legal_actions()[-1])
        conserved(game)
    assert game.state.round > 1


def test_C_TURN_1_turns_go_clockwise_from_the_start_player():
    game = table(players=3, hands={0: {"R-m": 2}, 1: {"Y-m": 2}, 2: {"B-m": 2}})
    order = []
    for _ in range(6):
        order.append(game.decision.painter)
        game.apply("pass")
    assert order == [0, 1, 2, 0, 1, 2] and game.state.round == 3


def test_C_TURN_2_phase_1_draws_one_market_card():
    game = table(hands={0: {"R-m": 2}}, step="begin")
    assert game.decision.kind == "action" and sum(game.state.players[0].hand) == 3
    assert game.log[-1][1:3] == ("C-TURN-2", "draw_card")


def test_C_TURN_3_phase_2_offers_exchange_restore_or_pass():
    game = table(hands={0: {"R-m": 1, "Y-m": 1, "B-m": 1}}, frescoes=["F-01", "F-02", "F-03", "F-04"])
    kinds = {type(a).__name__ for a in game.legal_actions()}
    assert kinds == {"Pass", "Lay", "Restore"}
    play(game, "lay R-m")
    assert {type(a).__name__ for a in game.legal_actions()} == {"Lay", "Trade"}       # exactly one action


def test_C_TURN_4_passing_is_always_legal():
    game = table(hands={})
    assert [str(a) for a in game.legal_actions()] == ["pass"]
    play(game, "pass")
    assert ("C-TURN-4", "pass", 0) in [e[1:4] for e in game.log] and game.decision.painter == 1


def test_C_TURN_5_refill_to_three_after_any_action():
    game = table(hands={0: {"R-m": 1}})
    play(game, "pass")
    assert sum(game.state.players[0].hand) == 3
    assert any(e[1:3] == ("C-TURN-5", "refill") and e[3:] == (0, 2) for e in game.log)


def test_C_TURN_6_the_hand_limit_discards_by_choice_to_each_cards_own_pile():
    game = table(hands={0: {"R-m": 5, "O-1": 2, "G-2m": 2}})
    play(game, "pass")
    assert game.decision.kind == "discard"
    play(game, "discard O-1", "discard G-2m")
    s, t = game.state, game.tables
    assert sum(s.players[0].hand) == 7 and s.discards[1][t.card_index["O-1"]] == 1
    assert s.discards[2][t.card_index["G-2m"]] == 1 and game.decision.painter == 1


def test_C_TURN_7_tiles_are_not_cards():
    game = table(hands={0: {"R-m": 2}}, owned={0: {"turn": 3, "colour-B": 1}})
    assert game.view("public")["players"][0]["hand_size"] == 2
    play(game, "pass")
    assert sum(game.state.players[0].hand) == 3                    # refilled: tiles do not count


def test_C_TURN_8_play_passes_to_the_left():
    game = table(players=4, current=3, hands={3: {"R-m": 3}})
    play(game, "pass")
    assert game.decision.painter == 0 and game.state.round == 2


def test_C_RUL_1_an_empty_hand_refills_too_unless_the_literal_switch():
    assert sum(play(table(hands={}), "pass").state.players[0].hand) == 3
    literal = play(table(hands={}, rulings={"refill_from_zero": False}), "pass")
    assert sum(literal.state.players[0].hand) == 0


def test_C_RUL_2_the_refill_comes_after_any_phase_2_choice_and_before_the_hand_limit():
    game = table(hands={0: {"R-m": 1, "Y-m": 1}})
    game.auto_chance = False
    play(game, "lay R-m", "trade", "use R-m M", "draw B-m")
    assert game.state.draws == [("hand", 0, 0, "C-TURN-5")]       # after the exchange: the refill


def test_C_RUL_24_the_order_of_randomness_is_fixed_by_the_seed():
    game = dealt(players=2)
    kinds = [d[0] for d in game.state.draws]
    assert kinds == ["fresco"] * 4 + ["favourite"] + ["tile"] * 3 + ["hand"] * 10
    first, second = new_game(players=3, seed=4), new_game(players=3, seed=4)
    assert first.to_json() == second.to_json() and first.view("full") == second.view("full")
    assert isinstance(first.history[0][1], Draw)


def test_C_RUL_26_the_phase_1_draw_is_made_even_at_the_hand_limit():
    game = table(hands={0: {"R-m": 6, "Y-m": 1}}, step="begin")
    assert sum(game.state.players[0].hand) == 8 and game.decision.kind == "action"
