"""Hidden information in the card game (C-HID-1..6, C-RUL-7): hands and face-down piles are secret, the public view
of a 4-player game never holds a card of any hand or pile, and the greedy bot decides on its own seat's view only."""
from __future__ import annotations

import random

from cards_support import play, same_choice_on_a_redealt_table, table
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco_cards import new_game
from fresco_nb.games.fresco_cards.board import board_svg
from fresco_nb.games.fresco_cards.determinize import redeal


def played(players=4, seed=6, steps=120):
    """A game after ``steps`` random decisions."""
    game = new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_C_HID_1_hands_are_secret_their_sizes_public():
    game = played()
    public = game.view("public")
    assert all("hand" not in p for p in public["players"])
    assert [p["hand_size"] for p in public["players"]] == [sum(p.hand) for p in game.state.players]
    mine = game.view(2)["players"]
    assert "hand" in mine[2] and all("hand" not in p for q, p in enumerate(mine) if q != 2)


def test_C_HID_2_no_view_but_the_teachers_shows_a_face_down_pile_or_a_drawn_card():
    game = played()
    for who in ["public", 0, 1, 2, 3]:
        view = game.view(who)
        assert not {"decks", "fresco_deck", "tile_stack", "favourite_stack", "draws_pending"} & set(view)
    draws = [line for line, event in zip(game.log_text(), game.log) if event[2] == "draw_card"]
    names = [c.name for c in game.data.cards]
    assert draws and not any(name in line.split("·")[-1].split() for line in draws for name in names)


def test_C_HID_3_the_public_view_holds_the_public_table():
    game = table(hands={0: {"R-m": 1, "B-m": 1, "G-1": 1}}, frescoes=["F-06", "F-01", "F-02", "F-03"],
                 tiles=["turn", "demand", "double"], favourite="B")
    play(game, "restore F-06 R-m B-m G-1", "reward demand")
    public = game.view("public")
    assert public["frescoes"][0] is None and public["tiles"] == ["turn", None, "double"]
    assert public["shown"] == {"R-m": 1, "B-m": 1, "G-1": 1} and public["favourite"] == "B"
    assert public["players"][0]["restored"] == [["F-06", 1]] and public["players"][0]["tiles"] == {"demand": 1}
    assert public["start_seat"] == 0 and public["round"] == 1 and public["sizes"]["market"] > 0


def test_C_HID_4_discards_are_public():
    game = table(hands={0: {"R-m": 5, "O-1": 4}})
    play(game, "pass", "discard O-1", "discard O-1")
    assert game.view("public")["discards"][1] == {"O-1": 2} == game.view(1)["discards"][1]


def test_C_HID_5_a_given_card_is_seen_by_the_giver_and_the_owner_only():
    game = table(players=4, hands={0: {}, 1: {"G-1": 1}, 2: {"R-m": 1}, 3: {"Y-m": 1}}, owned={0: {"demand": 1}})
    play(game, "demand G")
    assert game.view(0)["players"][0]["seen"][0] == ["given", 1, "G-1"]
    assert game.view(1)["players"][1]["seen"] == [["gave", 0, "G-1"]]
    assert game.view(2)["players"][2]["seen"] == [] and "seen" not in game.view("public")["players"][0]
    assert ["shown", 2, {"R-m": 1}] in game.view(0)["players"][0]["seen"]              # the owner saw the hand
    assert any(line.endswith("P2 gives P1 a green card.") for line in game.log_text())
    assert not any("G-1" in line for line in game.log_text())


def test_C_HID_6_a_seat_sees_its_hand_the_teacher_everything():
    game = played(players=3)
    full = game.view("full")
    assert all("hand" in p for p in full["players"]) and "decks" in full and "draws_pending" in full
    assert game.view(1)["players"][1]["hand"] == full["players"][1]["hand"]


def test_C_RUL_7_discards_are_face_up_hand_limit_discards_too():
    game = table(hands={0: {"R-m": 6, "Y-m": 2}})
    play(game, "pass", "discard Y-m")
    assert game.view("public")["discards"][0] == {"Y-m": 1} and game.decision.painter == 1


def test_the_public_view_of_a_4_player_game_never_holds_a_hidden_card():
    """Deal every hand and face-down pile anew: the public view and the public board stay exactly the same."""
    game = new_game(players=4, seed=12)
    rng = random.Random(3)
    for step in range(400):
        if game.over:
            break
        if step % 7 == 0:
            other = redeal(game, set(), random.Random(step))
            assert other.view("public") == game.view("public")
            assert board_svg(other, "public") == board_svg(game, "public")
        game.apply(rng.choice(game.legal_actions()))


def test_a_redeal_changes_what_is_hidden():
    game = played()
    other = redeal(game, set(), random.Random(1))
    assert [p.hand for p in other.state.players] != [p.hand for p in game.state.players]
    assert [sum(p.hand) for p in other.state.players] == [sum(p.hand) for p in game.state.players]


def test_the_greedy_bot_decides_on_its_seats_view_only():
    assert same_choice_on_a_redealt_table(lambda: make_bot("greedy", 5, game="fresco_cards"), ("action",)) > 5
