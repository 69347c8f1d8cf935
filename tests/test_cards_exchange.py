"""Exchanging cards (C-EXCH-1..10) and its rulings (C-RUL-3, 4, 5, 6, 8, 9): draws made by hand
(``auto_chance=False``) so that each card drawn is known."""
from __future__ import annotations

import pytest

from cards_support import conserved, hand, play, table
from fresco_nb.games.fresco_cards import IllegalAction
from fresco_nb.games.fresco_cards.data import load_data


def exchanging(hands, **options):
    game = table(hands={0: hands}, **options)
    game.auto_chance = False
    return game


def refusal(game, action) -> IllegalAction:
    before = game.to_json(), game.view("full"), game.decision
    error = game.check(action)
    assert error is not None
    with pytest.raises(IllegalAction):
        game.apply(action)
    assert (game.to_json(), game.view("full"), game.decision) == before
    return error


def test_C_EXCH_1_one_or_more_cards_laid_out_face_up():
    game = exchanging({"R-m": 1, "O-1": 1})
    assert refusal(game, "trade").rule == "C-TURN-3"             # nothing laid out: trading is not phase 2's choice
    play(game, "lay R-m", "lay O-1")
    assert game.view("public")["laid"] == {"R-m": 1, "O-1": 1}
    assert refusal(game, "lay B-m").rule == "C-EXCH-1"


def test_C_EXCH_2_a_card_with_both_types_chooses_one():
    game = exchanging({"R-mix": 1})
    play(game, "lay R-mix", "trade")
    assert sorted(map(str, game.legal_actions())) == ["use R-mix M", "use R-mix W"]
    play(game, "use R-mix M", "draw Y-m")
    assert hand(game, 0) == {"Y-m": 1}                            # one M symbol: one card; its W does nothing
    single = exchanging({"R-m": 1})
    play(single, "lay R-m", "trade")
    assert [str(a) for a in single.legal_actions()] == ["use R-m M"]
    assert refusal(single, "use R-m W").rule == "C-EXCH-2"


def test_C_EXCH_3_an_M_symbol_draws_the_top_market_card():
    game = exchanging({"R-m": 1})
    play(game, "lay R-m", "trade", "use R-m M")
    assert game.decision.kind == "chance" and game.state.draws[0] == ("hand", 0, 0, "C-EXCH-3")


def test_C_EXCH_4_each_W_symbol_names_its_pile_after_seeing_the_last_card():
    game = exchanging({"O-2w": 1})
    play(game, "lay O-2w", "trade", "use O-2w W")
    assert game.decision.kind == "name"
    play(game, "name 3")
    assert game.state.draws[0] == ("hand", 0, 3, "C-EXCH-4") and game.view("public")["w_left"] == 1
    play(game, "draw G-3w")
    assert hand(game, 0) == {"G-3w": 1} and game.decision.kind == "name"
    play(game, "name 1", "draw P-1")
    assert hand(game, 0) == {"G-3w": 1, "P-1": 1}


def test_C_EXCH_5_laid_cards_are_resolved_one_by_one_in_any_order():
    game = exchanging({"R-m": 1, "B-w": 1})
    play(game, "lay R-m", "lay B-w", "trade")
    assert sorted(map(str, game.legal_actions())) == ["use B-w W", "use R-m M"]
    play(game, "use B-w W", "name 2", "draw O-2m")
    assert [str(a) for a in game.legal_actions()] == ["use R-m M"]
    assert refusal(game, "use B-w W").rule == "C-EXCH-5"


def test_C_EXCH_6_every_symbol_of_the_chosen_type_draws():
    game = exchanging({"G-2m": 1})
    play(game, "lay G-2m", "trade", "use G-2m M")
    assert game.state.draws == [("hand", 0, 0, "C-EXCH-3")] * 2


def test_C_EXCH_7_cards_drawn_go_to_the_hand_and_cannot_be_exchanged_now():
    game = exchanging({"R-m": 1})
    play(game, "lay R-m", "trade", "use R-m M", "draw B-w")
    assert hand(game, 0) == {"B-w": 1}
    assert game.decision.kind != "lay" and not any(str(a).startswith("lay") for a in game.legal_actions())


def test_C_EXCH_8_laid_cards_go_to_their_own_discards():
    game = exchanging({"R-m": 1, "P-3m": 1})
    play(game, "lay R-m", "lay P-3m", "trade", "use R-m M", "draw Y-m", "use P-3m M", "draw B-m")
    s, t = game.state, game.tables
    assert s.discards[0][t.card_index["R-m"]] == 1 and s.discards[3][t.card_index["P-3m"]] == 1
    assert not any(s.laid) and not any(s.resolved)
    conserved(game)


def test_C_EXCH_9_an_empty_deck_takes_its_shuffled_discard_when_a_draw_is_due():
    pile1 = [k for k, c in enumerate(load_data().cards) if c.pile == 1]
    game = exchanging({"B-w": 1})
    s = game.state
    for k in pile1:
        s.discards[1][k], s.decks[1][k] = s.decks[1][k], 0
    game._state_edited()
    play(game, "lay B-w", "trade", "use B-w W")
    assert "name 1" in map(str, game.legal_actions())              # a deck with a discard can still be named
    assert sum(s.decks[1]) == 0                                     # not reshuffled early (C-RUL-4)
    play(game, "name 1")
    assert sum(s.decks[1]) == 12 and sum(s.discards[1]) == 0
    assert any(e[1:3] == ("C-EXCH-9", "reshuffle") for e in game.log)


def test_C_EXCH_10_bishops_do_nothing_in_an_exchange():
    game = exchanging({"O-3m": 1})
    play(game, "lay O-3m", "trade")
    assert [str(a) for a in game.legal_actions()] == ["use O-3m M"]
    play(game, "use O-3m M")
    assert len(game.state.draws) == 1                               # its 1 M symbol, not its bishop


def test_C_RUL_3_a_market_draw_with_deck_and_discard_empty_is_skipped():
    game = table(hands={0: {"R-m": 1}})
    s = game.state
    for k in range(len(game.tables.cards)):
        if game.tables.cards[k].pile == 0:
            s.players[1].hand[k] += s.decks[0][k]
            s.decks[0][k] = 0
    game._state_edited()
    play(game, "lay R-m", "trade", "use R-m M")
    assert ("C-RUL-3", "nothing_to_draw") in [e[1:3] for e in game.log]     # the M draw is skipped, play goes on
    assert hand(game, 0) == {"R-m": 1}                     # the refill reshuffled the discard, R-m back in it
    conserved(game)


def test_C_RUL_4_the_eager_switch_reshuffles_as_soon_as_a_deck_empties():
    for eager in (False, True):
        game = table(hands={0: {"R-m": 1, "Y-m": 3}}, rulings={"eager_reshuffle": eager})
        game.auto_chance = False
        s = game.state
        keep = next(k for k, n in enumerate(s.decks[0]) if n)
        for k in range(len(game.tables.cards)):
            if game.tables.cards[k].pile == 0:
                moved = s.decks[0][k] - (1 if k == keep else 0)
                s.decks[0][k] -= moved
                s.discards[0][k] += moved
        game._state_edited()
        play(game, "lay R-m", "trade", "use R-m M", f"draw {game.tables.cards[keep].name}")
        assert game.state.current == 1 and game.state.draws == [("hand", 1, 0, "C-TURN-2")]   # seat 1's draw due
        assert sum(s.discards[0]) == (1 if eager else 0)    # eager: reshuffled before R-m reached the discard


def test_C_RUL_5_an_empty_workshop_pile_cannot_be_named_and_symbols_nobody_serves_are_lost():
    game = exchanging({"O-2w": 1})
    s = game.state
    for pile in (1, 2):
        for k, c in enumerate(game.tables.cards):
            if c.pile == pile:
                s.players[1].hand[k] += s.decks[pile][k]
                s.decks[pile][k] = 0
    game._state_edited()
    play(game, "lay O-2w", "trade", "use O-2w W")
    assert [str(a) for a in game.legal_actions()] == ["name 3"]
    assert refusal(game, "name 1").rule == "C-RUL-5"
    pile3 = [k for k, c in enumerate(game.tables.cards) if c.pile == 3 and s.decks[3][k]]
    for k in pile3:
        s.players[2].hand[k] += s.decks[3][k]
        s.decks[3][k] = 0
    s.step = "symbols"
    game._state_edited()
    assert ("C-RUL-5", "symbols_lost", 0, 2) in [e[1:5] for e in game.log]
    assert game.decision.kind == "chance" and game.state.draws[0][3] == "C-TURN-5"     # on to the refill
    conserved(game)


def test_C_RUL_5_a_card_with_both_types_takes_M_when_no_workshop_pile_can_serve():
    game = exchanging({"R-mix": 1})
    s = game.state
    for pile in (1, 2, 3):
        for k, c in enumerate(game.tables.cards):
            if c.pile == pile:
                s.players[1].hand[k] += s.decks[pile][k]
                s.decks[pile][k] = 0
    game._state_edited()
    play(game, "lay R-mix", "trade")
    assert [str(a) for a in game.legal_actions()] == ["use R-mix M"]
    assert refusal(game, "use R-mix W").rule == "C-EXCH-6"


def test_C_RUL_6_workshop_piles_are_face_down():
    game = table(hands={0: {"R-m": 1}})
    for who in ("public", 0, 1):
        view = game.view(who)
        assert view["sizes"]["workshop"] == [12, 12, 12] and "decks" not in view
    assert game.view("full")["decks"][1]


def test_C_RUL_8_the_exchange_set_is_fixed_before_any_draw():
    game = exchanging({"R-m": 1, "Y-m": 1})
    play(game, "lay R-m", "trade")
    assert refusal(game, "lay Y-m").rule == "C-EXCH-5"


def test_C_RUL_9_a_player_cannot_take_fewer_cards_than_the_symbols():
    game = exchanging({"O-2m": 1})
    play(game, "lay O-2m", "trade", "use O-2m M", "draw R-m")
    assert game.decision.kind == "chance"                          # the second M symbol must be drawn too
    assert refusal(game, "done").rule == "CHANCE"
