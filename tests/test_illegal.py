"""Illegal and malformed actions: rejected with the rule they break, and the game exactly unchanged.

Every rejection is checked three ways: ``check()`` returns the IllegalAction (without raising), ``apply()``
raises the same one, and the save text, the omniscient view, every seat's view, the legal actions, the
history and the log are identical before and after. The fuzz test throws random values of every action
type (negative, huge, wrong types) at random decision points: each is legal or an IllegalAction, nothing else.
"""
from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from playout_support import make_bots, new_random_game, play, snapshot

from fresco_nb import IllegalAction, load_game, new_game, parse_action
from fresco_nb.games.fresco.data import PAINTS
from fresco_nb.games.fresco.rules.actions import (DIRECTIONS, PASS, BishopJump, BuyTiles, ChoosePaint, CloseStall, Draw,
                                                  FulfilRequest, Mix, MoveBishop, Pass, PlaceScore, Plan, RestoreAltar,
                                                  RestorePart, TakePortrait, WakeUp)

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.sampled_from([3, 4])


def assert_rejected(game, action, seat, rule):
    """``action`` for ``seat`` breaks ``rule``: check() says so, apply() raises it, nothing changes."""
    before = snapshot(game)
    found = game.check(action, seat)
    assert isinstance(found, IllegalAction), f"{action!r} was accepted"
    assert found.rule == rule, (found.rule, found.reason)
    assert found.reason and found.reason in str(found)
    assert snapshot(game) == before
    with pytest.raises(IllegalAction) as error:
        game.apply(action, seat)
    assert (error.value.rule, error.value.reason) == (found.rule, found.reason)
    assert snapshot(game) == before
    return found


def kinds(game, seat=None) -> set:
    """The action types open now (to recognise the decision through the public API)."""
    turn = game.turn
    if turn.kind in ("over", "chance"):
        return set()
    return {type(a) for a in game.legal_actions(turn.seats[0] if seat is None else seat)}


def drive(game, want, bots=None, limit=20_000):
    """Play random bots until ``want(game)`` holds at a decision; return the game (fail if never)."""
    bots = bots or make_bots(len(game.names), 99)
    for _ in range(limit):
        if game.turn.kind == "player" and want(game):
            return game
        if game.turn.kind == "over":
            break
        play(game, bots, 1)
    pytest.fail("the wanted situation never came up")


def find(want, players=4, seeds=range(40)):
    """The first random game (over several seeds) reaching a decision where ``want`` holds."""
    for seed in seeds:
        game, bots = new_random_game(players, seed, seed + 1000, record=True)
        for _ in range(20_000):
            turn = game.turn
            if turn.kind == "over":
                break
            if turn.kind == "player" and want(game):
                return game
            play(game, bots, 1)
    pytest.fail("the wanted situation never came up")


def me(game) -> int:
    return game.turn.seats[0]


def planned_game(plan=(1, 1, 0, 1, 0), players=4, seed=7):
    """A game in round 1 where every player woke up and planned ``plan`` (fits 4 apprentices)."""
    game = new_game(players, seed)
    while game.turn.kind == "player":
        game.apply(game.legal_actions()[0])
    for seat in game.turn.seats:
        game.apply(Plan(plan), seat)
    return game


# -- wake-up (R-WAKE) ----------------------------------------------------------------------------------------

def test_taken_wakeup_slot():
    game = new_game(4, 1)
    game.apply(WakeUp(2))
    found = assert_rejected(game, WakeUp(2), me(game), "R-WAKE-2")
    assert "taken" in found.reason
    assert_rejected(game, "wake 3", me(game), "R-WAKE-2")


@pytest.mark.parametrize("slot", [-1, 5, 99, 10**30, "1", None, 1.5, math.nan, (1,)])
def test_no_such_wakeup_slot(slot):
    game = new_game(4, 1)
    assert_rejected(game, WakeUp(slot), me(game), "R-WAKE-2")


def test_wrong_player_at_wakeup():
    game = new_game(4, 1)
    others = [q for q in range(4) if q != me(game)]
    for seat in others:
        assert_rejected(game, WakeUp(0), seat, "R-WAKE-1")
    for seat in (4, -1, 99, "P1"):
        assert_rejected(game, WakeUp(0), seat, "R-WAKE-1")


def test_wrong_decision_type_at_wakeup():
    game = new_game(3, 2)
    assert_rejected(game, Plan((1, 1, 1, 1, 0)), me(game), "R-WAKE-1")
    assert_rejected(game, PASS, me(game), "R-WAKE-1")
    assert_rejected(game, "pass", me(game), "R-WAKE-1")


# -- planning (R-PLAN) ---------------------------------------------------------------------------------------

def _planning(players=4, seed=3):
    game = new_game(players, seed)
    while game.turn.kind == "player":
        game.apply(game.legal_actions()[0])
    assert game.turn.kind == "simultaneous"
    return game


def test_plan_with_too_many_apprentices():
    game = _planning()
    for seat in game.turn.seats:
        have = game.view(seat)["players"][seat]["apprentices"]
        counts = [3, 3, 3, 3, 3]
        while sum(counts) > have + 1:
            counts[counts.index(max(counts))] -= 1
        found = assert_rejected(game, Plan(tuple(counts)), seat, "R-PLAN-1")
        assert str(have) in found.reason


@pytest.mark.parametrize("counts", [(4, 0, 0, 0, 0), (0, 0, 0, 0, 4), (0, 4, 0, 0, 0)])
def test_four_in_a_column(counts):
    game = _planning()
    assert_rejected(game, Plan(counts), game.turn.seats[0], "R-PLAN-1")


@pytest.mark.parametrize("counts", [(-1, 1, 1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1, 0, 0), (), None, "11111",
                                    [1, 1, 1, 1, 0], (1.5, 0, 0, 0, 0), ("1", 0, 0, 0, 0), (10**40, 0, 0, 0, 0)])
def test_malformed_plan(counts):
    game = _planning()
    assert_rejected(game, Plan(counts), game.turn.seats[0], "R-PLAN-1")


def test_planning_twice_and_the_seat_must_be_named():
    game = _planning()
    first = game.turn.seats[0]
    game.apply(Plan((1, 1, 1, 0, 0)), first)
    assert_rejected(game, Plan((1, 1, 1, 0, 0)), first, "R-PLAN-2")
    assert_rejected(game, Plan((1, 1, 1, 0, 0)), None, "R-PLAN-2")
    assert_rejected(game, Plan((1, 1, 1, 0, 0)), 7, "R-PLAN-2")
    assert_rejected(game, WakeUp(0), game.turn.seats[0], "R-PLAN-2")


def test_plans_stay_secret_until_all_planned():
    """R-PLAN-2 / R-HID-1: before the reveal, nobody else's plan shows in any other view."""
    game = _planning()
    first = game.turn.seats[0]
    game.apply(Plan((1, 1, 1, 0, 0)), first)
    assert game.view(first)["players"][first]["plan"] == [1, 1, 1, 0, 0]
    for who in ["public"] + [q for q in range(4) if q != first]:
        assert game.view(who)["players"][first]["plan"] is None


# -- market (R-MKT) ------------------------------------------------------------------------------------------

def test_buying_more_tiles_than_market_apprentices():
    game = planned_game((1, 1, 0, 1, 0))
    seat = me(game)
    assert BuyTiles in kinds(game)
    stall = next(i for i, tiles in enumerate(game.view("full")["stalls"]) if len(tiles) >= 2)
    found = assert_rejected(game, BuyTiles(stall, (0, 1)), seat, "R-MKT-2")
    assert "apprentice" in found.reason


def test_market_stalls_and_slots():
    game = planned_game((1, 1, 0, 1, 0))
    seat = me(game)
    stalls = game.view("full")["stalls"]
    assert_rejected(game, CloseStall(len(stalls)), seat, "R-MKT-1")
    assert_rejected(game, CloseStall(-1), seat, "R-MKT-1")
    assert_rejected(game, BuyTiles(9, (0,)), seat, "R-MKT-1")
    assert_rejected(game, BuyTiles(0, (len(stalls[0]),)), seat, "R-MKT-2")
    assert_rejected(game, BuyTiles(0, ()), seat, "R-MKT-2")
    assert_rejected(game, BuyTiles(0, (0, 0)), seat, "R-MKT-2")
    assert_rejected(game, BuyTiles(0, (-1,)), seat, "R-MKT-2")
    assert_rejected(game, BuyTiles(0, None), seat, "R-MKT-2")
    # once a stall is emptied, the next player cannot pick it (R-MKT-1)
    game.apply(CloseStall(0), seat)
    assert_rejected(game, CloseStall(0), me(game), "R-MKT-1")
    assert_rejected(game, BuyTiles(0, (0,)), me(game), "R-MKT-1")


def test_wrong_player_and_wrong_type_at_the_market():
    game = planned_game()
    seat = me(game)
    for other in range(4):
        if other != seat:
            assert_rejected(game, CloseStall(0), other, "R-ACT-2")
    assert_rejected(game, WakeUp(0), seat, "R-ACT-2")
    assert_rejected(game, RestorePart(0), seat, "R-ACT-2")
    assert_rejected(game, Plan((1, 1, 1, 1, 1)), seat, "R-ACT-2")


def test_buying_without_the_money():
    """R-ACT-3: a purchase the player cannot pay for is not possible."""
    def broke(g):
        if BuyTiles not in kinds(g) and CloseStall not in kinds(g):
            return False
        p = g.state.players[me(g)]
        price = g.tables.inn[p.inn].price
        return p.plan[0] >= 1 and p.thalers < price and any(g.state.stalls)
    game = find(broke)
    stall = next(i for i, tiles in enumerate(game.state.stalls) if tiles)
    assert_rejected(game, BuyTiles(stall, (0,)), me(game), "R-ACT-3")


# -- cathedral (R-CATH, R-ALT) ------------------------------------------------------------------------------

def _at_cathedral():
    game = planned_game((0, 2, 0, 0, 0))
    assert RestoreAltar in kinds(game) and MoveBishop in kinds(game)
    return game


def test_restoring_without_the_paints():
    game = _at_cathedral()
    seat = me(game)
    legal = game.legal_actions()
    parts = [RestorePart(q) for q in range(25) if not _member(RestorePart(q), legal)]
    assert parts
    for action in parts:
        found = assert_rejected(game, action, seat, "R-ACT-3")
        assert "paints" in found.reason
    assert_rejected(game, RestoreAltar(("O", "G", "V")), seat, "R-ACT-3")


def test_second_bishop_step():
    game = _at_cathedral()
    seat = me(game)
    step = next(a for a in game.legal_actions() if isinstance(a, MoveBishop))
    game.apply(step, seat)
    for direction in DIRECTIONS:
        found = assert_rejected(game, MoveBishop(direction), seat, "R-CATH-4")
    assert "once" in found.reason


@pytest.mark.parametrize("direction", ["UP", "n", "", None, 3, ["N"], ("N",), {"N": 1}])
def test_no_such_bishop_direction(direction):
    game = _at_cathedral()
    assert_rejected(game, MoveBishop(direction), me(game), "R-CATH-4")


def test_bishop_off_the_fresco():
    def on_edge(g):
        return MoveBishop in kinds(g) and (g.state.bishop < 5 or g.state.bishop % 5 == 0)
    game = find(on_edge)
    direction = "N" if game.state.bishop < 5 else "W"
    found = assert_rejected(game, MoveBishop(direction), me(game), "R-CATH-4")
    assert "off the fresco" in found.reason


@pytest.mark.parametrize("part", [-1, 25, 10**20, "c3", None, 2.5, (1,)])
def test_no_such_fresco_part(part):
    game = _at_cathedral()
    assert_rejected(game, RestorePart(part), me(game), "R-CATH-1")


def test_restoring_a_restored_part():
    game = find(lambda g: (RestorePart in kinds(g) or RestoreAltar in kinds(g)) and -1 in g.state.fresco)
    part = game.state.fresco.index(-1)
    found = assert_rejected(game, RestorePart(part), me(game), "R-CATH-1")
    assert "already restored" in found.reason


@pytest.mark.parametrize("paints", [("R", "R", "R"), ("Y", "R", "B"), ("R", "Y"), ("R", "Y", "B", "B"),
                                    ("Pk", "Y", "B"), None, 5, "RYB", ("X", "Y", "Z"), [["R"], "Y", "B"]])
def test_not_an_altar_set(paints):
    game = _at_cathedral()
    found = assert_rejected(game, RestoreAltar(paints), me(game), "R-ALT-1")
    well_formed = isinstance(paints, tuple) and all(isinstance(c, str) for c in paints)
    assert ("is not an altar set" if well_formed else "a tuple of paint codes") in found.reason


def test_provost_jump_without_the_portrait():
    """A jump to a part that is listed as a restoration is still a jump: R-POR-6 without the Provost."""
    game = _at_cathedral()
    part = next(a.part for a in game.legal_actions() if isinstance(a, RestorePart))
    assert_rejected(game, BishopJump(part), me(game), "R-POR-6")
    assert_rejected(game, f"provost {'abcde'[part % 5]}{part // 5 + 1}", me(game), "R-POR-6")


def test_tampered_tags():
    """Actions carry their kind as a tag; a value with another tag is no action (not even Pass)."""
    game = _at_cathedral()
    seat = me(game)
    part = next(a.part for a in game.legal_actions() if isinstance(a, RestorePart))
    for action in (Pass(tag="x"), Pass(tag=None), RestorePart(part, tag="provost"), BishopJump(part, tag="restore"),
                   MoveBishop("N", tag="bishop!"), WakeUp(0, tag="restore")):
        assert_rejected(game, action, seat, "ACTION-FORM")


# -- workshop (R-WKS) ----------------------------------------------------------------------------------------

def _at_workshop():
    game = planned_game((0, 0, 0, 1, 0))
    assert Mix in kinds(game)
    return game


@pytest.mark.parametrize("output", ["Pk", "Br", "R", "Z", "", None, 3, ["O"]])
def test_unknown_mix(output):
    game = _at_workshop()
    found = assert_rejected(game, Mix(output), me(game), "R-WKS-1")
    assert "mix" in found.reason


def test_mixing_without_the_paints():
    def lacking(g):
        return Mix in kinds(g) and any(not _member(Mix(o), g.legal_actions()) for o in ("O", "G", "V"))
    game = find(lacking)
    missing = [o for o in ("O", "G", "V") if not _member(Mix(o), game.legal_actions())]
    for output in missing:
        found = assert_rejected(game, Mix(output), me(game), "R-ACT-3")
        assert "needs" in found.reason


def test_request_without_the_module():
    """A base game has no Bishop's requests (R-MOD-1: a module changes only the rules it names)."""
    game = _at_workshop()
    for action in (FulfilRequest("general", ("a", "b", "c")), FulfilRequest("V", None), FulfilRequest(["V"], [1])):
        assert_rejected(game, action, me(game), "R-MOD-1")


# -- score track ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("ahead", ["ahead", None, 2, [True]])
def test_bad_placement(ahead):
    game = find(lambda g: PlaceScore in kinds(g))
    assert_rejected(game, PlaceScore(ahead), me(game), "R-SCORE-2")


# -- text forms, chance, the end -----------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", "fly away", "wake", "wake x", "wake 1 2", "plan 1 2 3", "plan a b c d e",
                                  "buy IX 1", "buy I x", "close", "bishop UP", "restore f9", "altar R+Y",
                                  "mix Z", "pass now", "place maybe", "draw", "WAKE 1", "wake " + "9" * 5000,
                                  "\x00", "☃"])
def test_garbage_text(text):
    game = new_game(4, 1)
    assert_rejected(game, text, me(game), "ACTION-FORM")


@pytest.mark.parametrize("thing", [None, 5, 2.0, b"wake 1", (1, 2), [0], {"slot": 0}, object, ("wake", 1)])
def test_not_an_action(thing):
    game = new_game(4, 1)
    assert_rejected(game, thing, me(game), "ACTION-FORM")


def test_draws_when_chance_is_due():
    game = new_game(4, 5, auto_chance=False)
    assert game.turn.kind == "chance"
    item = game.legal_actions()[0]
    assert_rejected(game, item, 0, "CHANCE")
    assert_rejected(game, Draw("M-NOPE"), None, "CHANCE")
    assert_rejected(game, Draw(None), None, "CHANCE")
    assert_rejected(game, Draw(7), None, "CHANCE")
    assert_rejected(game, WakeUp(0), None, "CHANCE")
    assert_rejected(game, "wake 1", 0, "CHANCE")
    game.apply(item)
    assert game.history[-1] == (None, item)


def test_after_the_game():
    game, bots = new_random_game(3, 4, 5)
    play(game, bots)
    assert game.turn.kind == "over"
    for action in (PASS, WakeUp(0), Plan((1, 1, 1, 0, 0)), CloseStall(0), RestorePart(0), Draw("M-RRR"),
                   "pass", "wake 1", None):
        for seat in (None, 0, 2):
            found = assert_rejected(game, action, seat, "R-END-4")
            assert "over" in found.reason
    with pytest.raises(IllegalAction) as error:
        new_game(3, 4).result()
    assert error.value.rule == "R-END-4"


def test_equal_values_are_taken_as_the_listed_action():
    """WakeUp(1.0) == WakeUp(1) and False == 0 as Python values: accepted as the listed action and seat, so the
    history and the save hold plain numbers, and the save loads back."""
    game = new_game(4, 1)
    seat = me(game)
    game.apply(WakeUp(1.0), float(seat))
    assert game.history[-1] == (seat, WakeUp(1))
    assert type(game.history[-1][0]) is int and type(game.history[-1][1].slot) is int
    game.apply(WakeUp(False))
    assert type(game.history[-1][1].slot) is int
    while game.turn.kind == "player":
        game.apply(game.legal_actions()[-1])
    for seat in game.turn.seats:
        game.apply(Plan((1.0, True, 0, 0, 0)), seat)
    assert all(type(c) is int for _, action in game.history[-4:] for c in action.counts)
    assert load_game(game.to_json()).view("full") == game.view("full")


# -- fuzzing --------------------------------------------------------------------------------------------------

JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 30), st.integers(-2**80, 2**80),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([0.0, 1.0, 2.0, -1.0]),
    st.text(max_size=4), st.sampled_from(list(PAINTS) + list(DIRECTIONS) + ["general", "I", "c3", "M-RRR"]),
    st.binary(max_size=3), st.lists(st.integers(-2, 6), max_size=6), st.tuples(st.integers(-2, 6)),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
)
SMALL = st.one_of(st.integers(-2, 26), JUNK)
COUNTS = st.one_of(st.tuples(*[st.integers(-1, 4)] * 5), st.lists(st.integers(-1, 4), max_size=7).map(tuple),
                   st.lists(SMALL, max_size=6).map(tuple), st.lists(st.integers(0, 3), min_size=5, max_size=5), JUNK)
SLOTS = st.one_of(st.lists(st.integers(-1, 4), max_size=5).map(tuple), st.lists(SMALL, max_size=4).map(tuple), JUNK)
PAINT = st.one_of(st.sampled_from(PAINTS), JUNK)
TRIPLE = st.one_of(st.lists(st.sampled_from(PAINTS), min_size=2, max_size=4).map(tuple),
                   st.lists(PAINT, max_size=4).map(tuple), st.lists(st.sampled_from(PAINTS), min_size=3, max_size=3), JUNK)


def typed(cls, *fields):
    """Values of an action type: random fields, and (if the type has one) mostly its own tag, sometimes junk."""
    tag = cls._field_defaults.get("tag")
    if tag is None:
        return st.builds(cls, *fields)
    return st.builds(cls, *fields, tag=st.one_of(st.just(tag), st.just(tag), st.just(tag), JUNK))


BY_TYPE = (                       # one strategy per action type: each is tried at every fuzzed decision
    typed(WakeUp, SMALL), typed(Plan, COUNTS), typed(BuyTiles, SMALL, SLOTS), typed(CloseStall, SMALL),
    typed(MoveBishop, st.one_of(st.sampled_from(list(DIRECTIONS)), JUNK)), typed(RestorePart, SMALL),
    typed(RestoreAltar, TRIPLE), typed(Mix, PAINT), st.just(PASS), typed(Pass),
    typed(PlaceScore, st.one_of(st.booleans(), JUNK)), typed(Draw, st.one_of(st.text(max_size=6), JUNK)),
    typed(TakePortrait, st.one_of(st.text(max_size=3), JUNK), st.one_of(st.lists(PAINT, max_size=3).map(tuple), JUNK)),
    typed(BishopJump, SMALL), typed(FulfilRequest, st.one_of(st.sampled_from(["general", "V", "O", "G"]), JUNK),
                                    st.one_of(st.lists(st.text(max_size=5), max_size=4).map(tuple), JUNK)),
    typed(ChoosePaint, PAINT),
)
VALUES = st.one_of(*BY_TYPE)
WORDS = ["wake", "plan", "buy", "close", "bishop", "restore", "altar", "mix", "pass", "place", "draw", "portrait",
         "provost", "request", "income"]
TEXTS = st.one_of(st.text(max_size=12), st.builds(lambda w, r: f"{w} {r}", st.sampled_from(WORDS),
                                                  st.text(alphabet="0123456789 ,+-IVXabcdeRYBOGNSEW", max_size=12)))
OTHER = st.one_of(JUNK, st.tuples(SMALL, SMALL), st.just(object()))


def _member(action, legal) -> bool:
    """``action`` is listed (same type and value: actions are tuples, RestorePart(3) == BishopJump(3))."""
    return any(type(a) is type(action) and a == action for a in legal)


def _legal_for(game, seat):
    """The legal actions of ``seat`` now, or None if ``seat`` may not decide now."""
    turn = game.turn
    if turn.kind == "chance":
        return game.legal_actions() if seat is None else None
    if turn.kind == "over":
        return None
    if seat is None:
        return game.legal_actions() if len(turn.seats) == 1 else None
    if seat not in turn.seats:
        return None
    return game.legal_actions(turn.seats[turn.seats.index(seat)])


def _fuzz_one(game, action, seat, before):
    found = game.check(action, seat)                     # never raises
    if found is not None:
        assert isinstance(found, IllegalAction) and found.rule and found.reason
        with pytest.raises(IllegalAction) as error:
            game.apply(action, seat)
        assert (error.value.rule, error.value.reason) == (found.rule, found.reason)
        after = (game.to_json(), game.view("full"))
        assert after == before, f"{action!r} for seat {seat!r} changed the game"
        legal = _legal_for(game, seat)
        if legal is not None and not isinstance(action, str):
            assert not _member(action, legal), f"{action!r} is legal but refused: {found}"
        return False
    # accepted: it is one of the legal actions, and applying it does what applying that legal value does
    legal = _legal_for(game, seat)
    text_action = isinstance(action, str)
    value = action
    if text_action:
        value = parse_action(action)
    assert legal is not None and _member(value, legal), f"{action!r} for seat {seat!r} accepted but not legal"
    canonical = next(a for a in legal if type(a) is type(value) and a == value)
    turn = game.turn
    canonical_seat = None if seat is None else turn.seats[turn.seats.index(seat)]
    mine, theirs = game.clone(), game.clone()
    mine.apply(action, seat)
    theirs.apply(canonical, canonical_seat)
    assert mine.to_json() == theirs.to_json() and mine.view("full") == theirs.view("full")
    assert mine.history == theirs.history
    return True


# no shrinking: a failure prints every draw already, and shrinking whole games takes minutes
FUZZ = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow],
        "phases": [Phase.explicit, Phase.reuse, Phase.generate]}


@settings(max_examples=150, **FUZZ)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS, skip=st.integers(0, 1500), auto_chance=st.booleans(),
       data=st.data())
def test_fuzz_random_values_are_legal_or_refused(players, seed, bot_seed, skip, auto_chance, data):
    """At random decision points, random values of every action type (nonsense fields included), random texts
    and non-actions, with random seats: each is a legal action or an IllegalAction that changes nothing."""
    game, bots = new_random_game(players, seed, bot_seed, auto_chance=auto_chance, record=False)
    _fuzz_game(game, bots, skip, random.Random(seed), data)


@settings(max_examples=40, **FUZZ)
@given(players=st.sampled_from([2, 3, 4]), seed=SEEDS, bot_seed=SEEDS, skip=st.integers(0, 1500),
       modules=st.lists(st.sampled_from(["portraits", "requests", "blends"]), unique=True), data=st.data())
def test_fuzz_with_modules_and_leonardo(players, seed, bot_seed, skip, modules, data):
    """The same fuzzing in games with modules and in two-player games (Leonardo's decisions included)."""
    game, bots = new_random_game(players, seed, bot_seed, modules=modules, record=False)
    _fuzz_game(game, bots, skip, random.Random(seed), data)


def _fuzz_game(game, bots, skip, draws, data):
    play(game, bots, skip, draws)
    painters = range(len(game.names))
    seats = st.one_of(st.none(), st.sampled_from(painters), st.sampled_from(painters).map(float), st.booleans(), JUNK)
    for _ in range(3):
        before = (game.to_json(), game.view("full"))
        for strategy in BY_TYPE + (VALUES, TEXTS, TEXTS, OTHER):
            action = data.draw(strategy, label="action")
            seat = data.draw(st.one_of(st.just(_natural_seat(game)), seats), label="seat")
            _fuzz_one(game, action, seat, before)
        # near-legal: a legal action with one field replaced by a random value, and its text form
        turn = game.turn
        if turn.kind != "over":
            seat = _natural_seat(game)
            legal = game.legal_actions(seat)
            pick = data.draw(st.sampled_from(legal), label="legal")
            if pick._fields:
                field = data.draw(st.sampled_from(pick._fields), label="field")
                mutant = pick._replace(**{field: data.draw(st.one_of(SMALL, TRIPLE), label="value")})
                _fuzz_one(game, mutant, seat, before)
            _fuzz_one(game, str(pick), seat, before)
        if play(game, bots, data.draw(st.integers(1, 300), label="more"), draws) == 0:
            break


def _natural_seat(game):
    turn = game.turn
    return turn.seats[0] if turn.kind in ("player", "simultaneous") else None
