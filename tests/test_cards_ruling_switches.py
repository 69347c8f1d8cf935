"""The card game's rulings with a switch the reference itself offers: C-RUL-6 (workshop piles face up, so the top
card of each is public) and C-RUL-21 (a mix needs only one mixing card). Each: the default is unchanged, the switch
does what the reference says, and a game with the switch on saves and loads."""
from __future__ import annotations

import random

import pytest

from cards_support import SHOWN, conserved, hand, play, refusal, table
from fresco_nb.games.fresco_cards import load_game, new_game
from fresco_nb.games.fresco_cards.board import board_svg
from fresco_nb.games.fresco_cards.determinize import redeal
from fresco_nb.games.fresco_cards.encoding import ActionCodec, ObservationEncoder
from test_cards_playouts import invariants, probe

FACE_UP = {"workshop_face_up": True}
ONE_MIXING = {"mix_needs_one_mixing_card": True}


def random_game(rulings, players=4, seed=5, steps=300, check=None):
    """A game with ``rulings`` after ``steps`` random decisions; ``check(game)`` before each."""
    game = new_game(players=players, seed=seed, rulings=rulings)
    rng = random.Random(seed)
    for step in range(steps):
        if game.over:
            break
        if check:
            check(game, step)
        game.apply(rng.choice(game.legal_actions()))
    return game


# -- C-RUL-6 ------------------------------------------------------------------------------------------------------
def test_C_RUL_6_by_default_the_workshop_piles_are_face_down():
    game = new_game(players=3, seed=2)
    assert game.rulings["workshop_face_up"] is False
    for who in ("public", 0, "full"):
        assert "workshop_top" not in game.view(who)
    assert all(top is None for top in game.state.tops)
    assert 'class="top"' not in board_svg(game, "public")
    assert not any(event[2] == "top_up" for event in game.log)


def test_C_RUL_6_the_switch_shows_the_top_card_of_each_workshop_pile_and_a_w_symbol_takes_it():
    game = table(rulings=FACE_UP, hands={0: {"O-2w": 1}}, frescoes=SHOWN)
    tops = game.view("public")["workshop_top"]
    assert [game.data.card(name).pile for name in tops] == [1, 2, 3]
    for who in (0, 1, 2, "full"):
        assert game.view(who)["workshop_top"] == tops
    sizes = game.view("public")["sizes"]["workshop"]
    assert sizes == [sum(game.state.decks[p]) + 1 for p in (1, 2, 3)]       # the top card is in its pile
    svg = board_svg(game, "public")
    assert all(f'class="top" data-pile="{p}" data-card="{name}"' in svg for p, name in zip((1, 2, 3), tops))
    play(game, "lay O-2w", "trade", "use O-2w W", "name 2")
    assert hand(game, 0) == {tops[1]: 1}                   # the card everyone saw, no chance in it
    new_top = game.view("public")["workshop_top"][1]
    assert game.data.card(new_top).pile == 2 and game.view("public")["sizes"]["workshop"][1] == sizes[1] - 1
    assert [e[2:] for e in game.log if e[2] == "top_up"][-1] == ("top_up", 2, game.tables.card_index[new_top])
    assert game.decision.kind == "name"                    # the second W symbol, with the new top in sight
    conserved(game)


def test_C_RUL_6_a_pile_taken_empty_is_refilled_from_its_discard_when_a_draw_is_due():
    game = table(rulings=FACE_UP, hands={0: {"O-2w": 1}}, frescoes=SHOWN)
    s, t = game.state, game.tables
    for kind, n in enumerate(s.decks[1]):               # pile I: only its face-up top is left, its discard full
        s.discards[1][kind] += n
        s.decks[1][kind] = 0
    top = s.tops[1]
    play(game, "lay O-2w", "trade", "use O-2w W", "name 1")
    assert s.tops[1] is None and game.view("public")["workshop_top"][0] is None and sum(s.discards[1])
    taken = len(game.log)
    play(game, "name 1")
    assert hand(game, 0)[t.cards[top].name] >= 1
    assert sum(n for name, n in hand(game, 0).items() if game.data.card(name).pile) == 2
    codes = [e[2] for e in game.log[taken:]]
    assert codes[:6] == ["name", "reshuffle", "top_up", "draw_card", "top_up", "exchange_done"]
    assert s.tops[1] is not None                         # the next card of the reshuffled pile is face up
    conserved(game)


def test_C_RUL_6_with_the_switch_no_seat_and_no_view_sees_anything_else_hidden():
    """Deal every hidden card anew (a face-up top is never dealt): every view but the teacher's, the public board
    and the public observation stay the same."""
    def same_after_a_redeal(game, step):
        if step % 9:
            return
        encoder = ObservationEncoder(game)
        tops = list(game.state.tops)
        for seat in (None, *range(4)):
            other = redeal(game, set() if seat is None else {seat}, random.Random(step))
            assert other.state.tops == tops
            who = "public" if seat is None else seat
            assert other.view(who) == game.view(who)
            assert encoder.encode(other.view(who)) == encoder.encode(game.view(who))
            assert board_svg(other, who) == board_svg(game, who)
        conserved(game)

    game = random_game(FACE_UP, check=same_after_a_redeal)
    assert sum(event[2] == "top_up" for event in game.log) > 3


def test_C_RUL_6_the_observation_holds_the_public_top_cards():
    game = new_game(players=3, seed=4, rulings=FACE_UP)
    encoder = ObservationEncoder(game)
    assert encoder.size == ObservationEncoder(new_game(players=3, seed=4)).size + 3 * len(game.data.cards)
    start, _ = next((at, size) for name, at, size in encoder.layout() if name == "workshop_top")
    numbers = encoder.encode(game.view("public"))
    c = len(game.data.cards)
    for pile, name in enumerate(game.view("public")["workshop_top"]):
        row = numbers[start + pile * c:start + (pile + 1) * c]
        assert row[game.tables.card_index[name]] == 1.0 and sum(row) == 1.0


def test_C_RUL_6_a_game_with_the_switch_saves_and_loads():
    game = random_game(FACE_UP, players=3, seed=8, steps=150)
    loaded = load_game(game.to_json())
    assert loaded.rulings["workshop_face_up"] is True and loaded.state.tops == game.state.tops
    assert loaded.to_json() == game.to_json() and loaded.view("full") == game.view("full")
    assert loaded.log_text() == game.log_text()


# -- C-RUL-21 -----------------------------------------------------------------------------------------------------
HAND = {"R-m": 1, "B-m": 2, "Y-mix": 1, "Y-w": 1, "Y-m": 1, "G-1": 1}


def test_C_RUL_21_by_default_a_mix_needs_two_mixing_cards():
    game = table(hands={0: HAND}, frescoes=SHOWN)
    assert game.rulings["mix_needs_one_mixing_card"] is False
    assert not any("Y-mix+B-m" in str(a) for a in game.legal_actions())
    assert refusal(game, "restore F-06 R-m B-m Y-mix+B-m").rule == "C-MIX-8"


def test_C_RUL_21_the_switch_mixes_a_mixing_card_with_a_plain_market_card_for_one_step():
    game = table(hands={0: HAND}, frescoes=SHOWN, favourite="O", rulings=ONE_MIXING)
    options = {str(a) for a in game.legal_actions()}
    assert "restore F-06 R-m B-m Y-mix+B-m" in options and "restore F-06 R-m Y-m B-m+B-m" not in options
    assert not any("Y-w+B-m" in o or "Y-m+B-m" in o or "G-1+" in o for o in options)
    assert refusal(game, "restore F-06 R-m B-m Y-m+B-m").rule == "C-MIX-8"        # still one mixing card at least
    assert refusal(game, "restore F-06 R-m B-m Y-mix+G-1").rule == "C-MIX-8"      # a workshop card never mixes
    assert refusal(game, "restore F-06 R-m B-m Y-mix+Y-m").rule == "C-MIX-2"      # two different primaries
    play(game, "restore F-06 R-m B-m B-m+Y-mix")                                  # either order is read
    assert game.state.players[0].restored[-1][1] == 1                             # the mix is one bishop symbol
    assert game.view("public")["shown"] == {"R-m": 1, "B-m": 2, "Y-mix": 1}


def test_C_RUL_21_the_action_codec_holds_the_mixes_the_switch_allows():
    default, switched = (ActionCodec(new_game(players=2, seed=1, rulings=r)) for r in (None, ONE_MIXING))
    texts = {str(a) for a in switched.actions}
    assert "restore F-06 R-m B-m Y-mix+B-m" in texts and "restore F-06 R-m B-m Y-m+B-m" not in texts
    assert "restore F-06 R-m B-m Y-mix+B-m" not in {str(a) for a in default.actions}
    game = table(hands={0: HAND}, frescoes=SHOWN, rulings=ONE_MIXING)
    codec = ActionCodec(game)
    assert all(codec.decode(codec.encode(a)) == a for a in game.legal_actions())


def test_C_RUL_21_a_game_with_the_switch_saves_and_loads():
    game = random_game(ONE_MIXING, players=3, seed=3, steps=200)
    loaded = load_game(game.to_json())
    assert loaded.rulings["mix_needs_one_mixing_card"] is True
    assert loaded.to_json() == game.to_json() and loaded.view("full") == game.view("full")


# -- both switches in whole games ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13)])
@pytest.mark.parametrize("rulings", [FACE_UP, {**FACE_UP, **ONE_MIXING, "eager_reshuffle": True}])
def test_C_RUL_6_switched_games_keep_every_invariant_refuse_illegal_actions_and_undo_exactly(rulings, players, seed):
    rng = random.Random(seed)
    game = new_game(players, seed, rulings=rulings)
    while not game.over:
        invariants(game)
        probe(game, rng)
        if len(game.history) % 50 == 7:
            before = game.clone()
            game.apply(rng.choice(game.legal_actions()))
            game.undo()
            assert game.view("full") == before.view("full") and game.history == before.history
        game.apply(rng.choice(game.legal_actions()))
    assert sum(event[2] == "top_up" for event in game.log) > 3
    loaded = load_game(game.to_json())
    assert loaded.result() == game.result() and loaded.log_text() == game.log_text()
