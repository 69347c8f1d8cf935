"""The fast queries agree with the plain ones at every decision of whole games: ``previews`` with one
``preview`` per legal action, ``view(who, only=..., painters=...)`` with the full view, for every viewer; and the legal-action
lookup of long lists (the plans) accepts exactly the listed actions."""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fresco_nb import new_game
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.data import PAINTS
from fresco_nb.games.fresco.rules.actions import Plan
from fresco_nb.games.fresco.rules.errors import IllegalAction
from fresco_nb.games.fresco.rules.views import SECTIONS

from playout_support import SEEDS, SETTINGS

MODULES = [m for n in range(4) for m in itertools.combinations(("portraits", "requests", "blends"), n)]
KEY_SETS = [("fresco", "players"), ("fresco", "players", "inn", "last_round"), ("players",), ("round", "bag"),
            ("leonardo", "portraits", "requests", "bag_order"), tuple(SECTIONS)]


def check_queries(game) -> None:
    turn = game.turn
    viewers = ["public", "full"] + list(range(len(game.names)))
    for who in viewers:
        full = game.view(who)
        for keys in KEY_SETS:
            assert game.view(who, only=keys) == {k: full[k] for k in keys if k in full}, (who, keys)
        for seat in range(len(game.names)):
            some = game.view(who, only=("players", "round"), painters=(seat,))
            assert some["players"][seat] == full["players"][seat] and some["round"] == full["round"]
            assert all(p is None for k, p in enumerate(some["players"]) if k != seat)
        assert game.view(who, painters=range(len(game.names))) == full
    for seat in turn.seats:
        legal = game.legal_actions(seat)
        assert game.previews(seat) == [game.preview(action, seat) for action in legal]


def check_compact_reads(game, keys: dict) -> None:
    """``fresco()``, ``fresco_key()`` and ``holdings()`` say what every viewer's view says, and nothing more."""
    fresco = game.fresco()
    assert len(fresco) == 25
    key = game.fresco_key()
    assert keys.setdefault(key, fresco) == fresco          # one key, one fresco ...
    assert sum(1 for tiles in keys.values() if tiles == fresco) == 1       # ... and one fresco, one key
    for who in ["public", "full"] + list(range(len(game.names))):
        view = game.view(who)
        assert [(t.id, t.value, list(t.paints)) if t else (None, None, None) for t in fresco] == \
            [(part["tile"], part["value"], part["paints"]) for part in view["fresco"]]
        for painter, seen in enumerate(view["players"]):
            if seen["paints"] is None:             # behind a screen: the compact read refuses too
                assert seen["thalers"] is None
                with pytest.raises(ValueError, match="R-HID-1"):
                    game.holdings(painter, who)
                continue
            held = game.holdings(painter, who)
            assert len(held.paints) == len(PAINTS)
            assert {code: n for code, n in zip(PAINTS, held.paints) if n} == seen["paints"]
            assert held.thalers == seen["thalers"]
            if who == painter:
                assert game.holdings(painter) == held


@settings(max_examples=10, **SETTINGS)
@given(players=st.sampled_from([2, 3, 4]), seed=SEEDS, modules=st.sampled_from(MODULES),
       bot=st.sampled_from(["random", "greedy"]))
def test_R_HID_1_compact_reads_agree_with_the_views_at_every_step(players, seed, modules, bot):
    game = new_game(players=players, seed=seed, modules=modules, record=False)
    bots = [make_bot(bot, f"{seed}:{seat}") for seat in range(players)]
    keys: dict = {}
    while not game.over:
        check_compact_reads(game, keys)
        for seat in game.turn.seats:
            game.apply(bots[seat].choose(game, seat), seat)
    check_compact_reads(game, keys)
    assert len(keys) > 1 and None in game.fresco()          # the fresco changed during the game


def test_R_HID_1_holdings_refuses_a_screen_and_bad_seats_and_changes_nothing():
    game = new_game(players=3, seed=4)
    before = game.to_json()
    with pytest.raises(ValueError, match="R-HID-1: P2's paints and thalers are behind their screen; P1 cannot"):
        game.holdings(1, 0)
    with pytest.raises(ValueError, match="R-HID-1: .*the projector cannot"):
        game.holdings(2, "public")
    with pytest.raises(ValueError, match="painter is a seat 0..2, not 3"):
        game.holdings(3)
    with pytest.raises(ValueError, match="seen by a seat 0..2.*not 'teacher'"):
        game.holdings(0, "teacher")
    assert game.holdings(1, "full") == game.holdings(1)
    assert game.to_json() == before


def test_R_LEO_2_every_seat_sees_leonardos_holdings():
    game = new_game(players=2, seed=2)
    leonardo = next(seat for seat, p in enumerate(game.view("full")["players"]) if p["automaton"])
    for who in (0, 1, "public"):
        assert game.holdings(leonardo, who) == game.holdings(leonardo, "full")


@settings(max_examples=12, **SETTINGS)
@given(players=st.sampled_from([2, 3, 4]), seed=SEEDS, modules=st.sampled_from(MODULES),
       bot=st.sampled_from(["random", "greedy"]))
def test_previews_and_partial_views_agree_with_the_plain_queries(players, seed, modules, bot):
    game = new_game(players=players, seed=seed, modules=modules)
    bots = [make_bot(bot, f"{seed}:{seat}") for seat in range(players)]
    steps = 0
    while not game.over and steps < 400:
        check_queries(game)
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
        steps += 1
    check_queries(game)


def test_previews_of_a_chance_step_and_of_the_end_are_empty():
    game = new_game(players=3, seed=5, auto_chance=False)
    assert game.turn.kind == "chance"
    assert game.previews() == [game.preview(a) for a in game.legal_actions()]
    assert all(effect.vp == 0 and not effect.paints for effect in game.previews())


def test_a_view_of_an_unknown_key_names_the_keys():
    game = new_game(players=4, seed=1)
    with pytest.raises(ValueError, match="no 'score'.*fresco"):
        game.view(0, only=("fresco", "score"))
    assert game.view(0, only=()) == {}


def test_plans_are_found_in_the_long_list_and_other_values_are_not():
    game = new_game(players=4, seed=3)
    while game.turn.kind != "simultaneous":
        seat = game.turn.seats[0]
        game.apply(game.legal_actions(seat)[0], seat)
    seat = game.turn.seats[0]
    legal = game.legal_actions(seat)
    assert len(legal) > 32                                  # the dict lookup, not the scan
    assert game.check(Plan(legal[-1].counts), seat) is None
    one = next(plan for plan in legal if plan.counts[0] == 1)
    assert game.check(Plan((1.0,) + one.counts[1:]), seat) is None    # equal values are the listed plan
    assert isinstance(game.check(Plan((9, 0, 0, 0, 0)), seat), IllegalAction)
    assert isinstance(game.check(Plan([1, 1, 1, 1, 0]), seat), IllegalAction)      # a list: not a plan
    game.apply(Plan(legal[-1].counts), seat)
    assert game.view("full")["players"][seat]["plan"] == list(legal[-1].counts)
