"""Save/load, undo and clone at random points of random games; malformed saves raise BadSave.

A save is the settings plus the action log (draws included); undo replays the log minus the last decision;
clone copies the state and the chance stream. Each must give back exactly the same game.
"""
from __future__ import annotations

import copy
import json
import random
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from playout_support import (
    PLAYERS,
    SEEDS,
    SETTINGS,
    check_invariants,
    make_bots,
    new_random_game,
    next_step,
    play,
    snapshot,
)

from fresco_nb import BadSave, IllegalAction, load_game, new_game
from fresco_nb.games.fresco.rules.actions import Draw


def _state(game) -> tuple:
    """A cheap picture of the game: the omniscient view, who acts, what is legal, the history."""
    turn = game.turn
    if turn.kind in ("chance", "over"):
        legal = game.legal_actions()
    else:
        legal = tuple(game.legal_actions(seat) for seat in turn.seats)
    return game.view("full"), turn, legal, tuple(game.history)


def _play_both(a, bots_a, b, bots_b, draws_a, draws_b) -> None:
    """Play two games to the end, each with its own bots, checking they stay identical at every step."""
    while a.turn.kind != "over":
        step_a = next_step(a, bots_a, draws_a)
        step_b = next_step(b, bots_b, draws_b)
        assert step_a == step_b
        a.apply(*step_a)
        b.apply(*step_b)
        assert a.history[-1] == b.history[-1]
    assert b.turn.kind == "over"


# -- save and load -----------------------------------------------------------------------------------------

@settings(max_examples=150, **SETTINGS)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS, cut=st.integers(0, 1200), auto_chance=st.booleans(),
       draw_seed=SEEDS)
def test_save_load_gives_the_same_game_to_the_end(players, seed, bot_seed, cut, auto_chance, draw_seed):
    """to_json -> load_game at a random point (mid-setup, mid-round, or after the end): the same views,
    legal actions, history and log; both continued with the same bot choices stay identical to the end,
    future random draws included (the chance stream is restored)."""
    game, bots = new_random_game(players, seed, bot_seed, auto_chance=auto_chance)
    draws = random.Random(draw_seed)
    play(game, bots, cut, draws)
    text = game.to_json()
    loaded = load_game(text)
    assert snapshot(loaded) == snapshot(game)
    assert loaded.to_json() == text
    check_invariants(loaded)
    twin_bots, twin_draws = copy.deepcopy(bots), copy.deepcopy(draws)
    _play_both(game, bots, loaded, twin_bots, draws, twin_draws)
    assert snapshot(loaded) == snapshot(game)
    assert loaded.result() == game.result()


@settings(max_examples=30, **SETTINGS)
@given(players=st.sampled_from([2, 3, 4]), seed=SEEDS, bot_seed=SEEDS, cut=st.integers(1, 1000),
       modules=st.lists(st.sampled_from(["portraits", "requests", "blends"]), unique=True))
def test_save_load_and_undo_with_modules_and_leonardo(players, seed, bot_seed, cut, modules):
    """Saves, undo and redo give back the same game with modules and in two-player games too."""
    game, bots = new_random_game(players, seed, bot_seed, modules=modules)
    play(game, bots, cut)
    loaded = load_game(game.to_json())
    assert snapshot(loaded) == snapshot(game)
    twin_bots = copy.deepcopy(bots)
    if game.turn.kind != "over":
        picture = _state(game)
        step = next_step(game, bots)
        assert step == next_step(loaded, twin_bots)
        game.apply(*step)
        after = _state(game)
        game.undo()
        assert _state(game) == picture
        game.apply(*step)
        assert _state(game) == after
        loaded.apply(*step)
    _play_both(game, bots, loaded, twin_bots, None, None)
    assert snapshot(loaded) == snapshot(game)


def test_save_load_at_each_early_step_with_manual_draws():
    """Saves taken at every step of the first rounds, pending draws included, load to the same game."""
    game, bots = new_random_game(3, 11, 12, auto_chance=False)
    draws = random.Random(13)
    for _ in range(160):
        loaded = load_game(game.to_json())
        assert _state(loaded) == _state(game)
        assert loaded.log_text() == game.log_text()
        play(game, bots, 1, draws)
    assert any(isinstance(action, Draw) for _, action in game.history[-60:])   # refill draws were saved too


# -- undo ----------------------------------------------------------------------------------------------------

@settings(max_examples=40, **SETTINGS)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS, auto_chance=st.booleans(), undo_seed=SEEDS)
def test_undo_returns_the_state_before_the_last_decisions(players, seed, bot_seed, auto_chance, undo_seed):
    """At random points: undo() gives back exactly the state before the last player decision, undo(k) and k
    single undos the state before the k-th last; redoing the same actions gives the same state again. The game
    played with these undo/redo detours ends exactly like the same game played straight."""
    game, bots = new_random_game(players, seed, bot_seed, auto_chance=auto_chance)
    straight, straight_bots = new_random_game(players, seed, bot_seed, auto_chance=auto_chance)
    rng = random.Random(undo_seed)
    draws, straight_draws = random.Random(undo_seed + 1), random.Random(undo_seed + 1)
    applied = []                  # every step taken: decisions and manual draws
    marks = deque(maxlen=4)       # (index in applied, state before, state after) of the last decisions
    while game.turn.kind != "over":
        action, seat = next_step(game, bots, draws)
        assert (action, seat) == next_step(straight, straight_bots, straight_draws)
        straight.apply(action, seat)
        if seat is None:          # a manual draw, not a decision
            game.apply(action)
            applied.append((action, None))
            continue
        picture = _state(game)
        game.apply(action, seat)
        applied.append((action, seat))
        marks.append((len(applied) - 1, picture, _state(game)))
        if rng.random() < 0.02:
            k = rng.randint(1, len(marks))
            chosen = list(marks)[-k:]
            end = _state(game)
            if rng.random() < 0.5:
                game.undo(k)
            else:
                for _ in range(k):
                    game.undo()
            assert _state(game) == chosen[0][1]
            pictures = {i: (b, a) for i, b, a in chosen}
            for i in range(chosen[0][0], len(applied)):      # redo, draws included
                if i in pictures:
                    assert _state(game) == pictures[i][0]
                game.apply(*applied[i])
                if i in pictures:
                    assert _state(game) == pictures[i][1]
            assert _state(game) == end
        assert game.history == straight.history
    assert game.turn.kind == "over"
    assert snapshot(game) == snapshot(straight)
    # after the end too
    last_before = marks[-1][1]
    game.undo()
    assert _state(game) == last_before and game.turn.kind != "over"


def test_undo_single_steps_back_to_the_start():
    """Undo one decision at a time through a whole round: each undo lands on the recorded state."""
    game, bots = new_random_game(4, 5, 6)
    pictures = []
    while game.state.round < 3:
        pictures.append(_state(game))
        play(game, bots, 1)
    for picture in reversed(pictures):
        game.undo()
        assert _state(game) == picture
    assert all(seat is None for seat, _ in game.history)     # only the setup draws are left
    assert _state(game) == _state(new_game(4, 5))


def test_undo_with_nothing_to_undo_changes_nothing():
    """Undo before any decision, or more steps than decisions made: IllegalAction, the game unchanged."""
    game = new_game(4, 3)
    before = snapshot(game)
    with pytest.raises(IllegalAction) as error:
        game.undo()
    assert error.value.rule == "UNDO"
    assert snapshot(game) == before
    play(game, make_bots(4, 1), 3)
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.undo(4)
    assert snapshot(game) == before
    game.undo(3)
    assert _state(game) == _state(new_game(4, 3))


# -- clone ---------------------------------------------------------------------------------------------------

@settings(max_examples=40, **SETTINGS)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS, cut=st.integers(0, 1000), auto_chance=st.booleans())
def test_clone_is_independent(players, seed, bot_seed, cut, auto_chance):
    """A clone is the same game (same future draws too) but changing it, by play or by writing into its state,
    never changes the original."""
    game, bots = new_random_game(players, seed, bot_seed, auto_chance=auto_chance)
    draws = random.Random(seed)
    play(game, bots, cut, draws)
    before = snapshot(game)
    twin = game.clone()
    assert snapshot(twin) == before
    twin_bots, twin_draws = copy.deepcopy(bots), copy.deepcopy(draws)
    play(twin, twin_bots, 200, twin_draws)
    s = twin.state
    s.players[0].paints[0] += 7
    s.players[1].tiles.append(0)
    s.players[2].vp["altar"] += 5
    s.players[0].thalers += 100
    s.fresco[0] = -1
    s.stalls[0].append(0)
    s.bag.clear()
    s.order.reverse()
    s.wake_queue.append(0)
    s.draws.append(("stall", 0))
    s.log.append((0, "X", "x"))
    twin.history.append((0, "x"))
    assert snapshot(game) == before
    # the original goes on exactly as a fresh clone of it does
    other = game.clone()
    other_bots, other_draws = copy.deepcopy(bots), copy.deepcopy(draws)
    _play_both(game, bots, other, other_bots, draws, other_draws)
    assert snapshot(other) == snapshot(game)


# -- malformed saves ----------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def saved():
    """A game saved in round 2, as parsed JSON."""
    game, bots = new_random_game(4, 21, 22)
    while game.state.round < 2:
        play(game, bots, 1)
    return json.loads(game.to_json())


def _bad(text, *words):
    with pytest.raises(BadSave) as error:
        load_game(text)
    message = str(error.value)
    for word in words:
        assert word in message, message
    return message


@pytest.mark.parametrize("text, words", [
    ("{not json", ["not a saved game"]),
    ("", ["not a saved game"]),
    (None, ["not a saved game"]),
    ("[1, 2]", ["format"]),
    ('"fresco"', ["format"]),
    ("[" * 100_000, ["not a saved game"]),
], ids=["bad-json", "empty", "none", "list", "string", "deep-nesting"])
def test_not_a_save(text, words):
    _bad(text, *words)


def test_wrong_format(saved):
    _bad(json.dumps(dict(saved, format="fresco_nb.save/0")), "format", "fresco_nb.save/2")


def test_not_a_fresco_save(saved):
    _bad(json.dumps(dict(saved, game="chess")), "'game'", "'fresco'")
    _bad(json.dumps({k: v for k, v in saved.items() if k != "game"}), "'game'")


@pytest.mark.parametrize("field", ["players", "seed", "modules", "names", "auto_chance", "data", "rulings",
                                   "actions", "format"])
def test_missing_field(saved, field):
    """A missing field is named as missing, not reported as a bare key."""
    message = _bad(json.dumps({k: v for k, v in saved.items() if k != field}), f"'{field}'")
    assert "missing" in message or "format" in message


def test_unknown_field(saved):
    _bad(json.dumps(dict(saved, colour="red")), "unknown field", "'colour'")


def test_wrong_data_digest(saved):
    data = dict(saved["data"], digest="0123456789abcdef")
    _bad(json.dumps(dict(saved, data=data)), "digest")


@pytest.mark.parametrize("field, value, words", [
    ("players", 5, ["'players'", "2, 3 or 4"]),
    ("players", "4", ["'players'", "2, 3 or 4"]),
    ("players", True, ["'players'", "2, 3 or 4"]),
    ("seed", {"a": 1}, ["'seed'", "integer"]),
    ("seed", None, ["'seed'", "integer"]),
    ("seed", "x" * 1000, ["'seed'", "integer"]),
    ("seed", 1.5, ["'seed'", "integer"]),
    ("seed", 2 ** 70, ["'seed'", "64 bits"]),
    ("auto_chance", "no", ["'auto_chance'", "True or False"]),
    ("auto_chance", 1, ["'auto_chance'", "True or False"]),
    ("auto_chance", None, ["'auto_chance'", "True or False"]),
    ("names", [], ["'names'", "4 names"]),
    ("names", None, ["'names'", "list"]),
    ("names", ["A", "A", "B", "C"], ["'names'", "distinct"]),
    ("names", ["A", "", "B", "C"], ["'names'", "empty"]),
    ("names", 7, ["'names'", "list"]),
    ("modules", "portraits", ["'modules'", "list"]),
    ("modules", None, ["'modules'", "list"]),
    ("modules", ["frescoes"], ["'modules'", "'frescoes'"]),
    ("modules", 5, ["'modules'", "list"]),
    ("rulings", {}, ["'rulings'", "bishop_step_before_altar", "leonardo_can_win"]),
    ("rulings", {"leonardo_can_win": False}, ["'rulings'", "bishop_step_before_altar"]),
    ("rulings", {"nope": True}, ["'rulings'", "'nope'"]),
    ("rulings", 3, ["'rulings'", "dict"]),
    ("rulings", {"bishop_step_before_altar": True, "leonardo_can_win": "no"}, ["'rulings'", "True or False"]),
])
def test_bad_setting_values(saved, field, value, words):
    """Every setting of the save is checked; the message names the field and what is expected."""
    message = _bad(json.dumps(dict(saved, **{field: value})), *words)
    assert len(message) < 300


def _first_decision(actions):
    return next(i for i, (seat, _) in enumerate(actions) if seat is not None)


def test_tampered_decision(saved):
    """An action changed to an illegal one: the message names the action and the rule it breaks."""
    actions = [list(a) for a in saved["actions"]]
    i = _first_decision(actions)
    assert actions[i][1].startswith("wake")
    actions[i][1] = "wake 9"
    message = _bad(json.dumps(dict(saved, actions=actions)), "not a legal game", "R-WAKE-2", f"action {i + 1}")
    assert "wake 9" in message


def test_tampered_seat(saved):
    actions = [list(a) for a in saved["actions"]]
    i = _first_decision(actions)
    actions[i][0] = (actions[i][0] + 1) % 4
    _bad(json.dumps(dict(saved, actions=actions)), "not a legal game", "R-WAKE-1")


def test_tampered_draw(saved):
    """A setup draw changed to a tile that cannot come out of the bag."""
    actions = [list(a) for a in saved["actions"]]
    assert actions[0][0] is None
    actions[0][1] = "draw M-NOPE"
    _bad(json.dumps(dict(saved, actions=actions)), "not a legal game", "CHANCE")


def test_unreadable_action(saved):
    actions = [list(a) for a in saved["actions"]]
    actions[_first_decision(actions)][1] = "fly away"
    _bad(json.dumps(dict(saved, actions=actions)), "unreadable action", "fly away")


@pytest.mark.parametrize("actions", ["wake 1", {"a": 1}, [1, 2], [[0]], [[0, 1, 2]], [[None, 5]]])
def test_malformed_action_list(saved, actions):
    _bad(json.dumps(dict(saved, actions=actions)), "action")


def test_action_after_the_end():
    game, bots = new_random_game(3, 8, 9, record=False)
    play(game, bots)
    saved = json.loads(game.to_json())
    saved["actions"].append([0, "pass"])
    _bad(json.dumps(saved), "not a legal game", "R-END-4")


def test_truncated_save_loads_as_the_earlier_game(saved):
    """Dropping the last actions is not an error: it is the game as it was earlier (replay minus k)."""
    game = load_game(json.dumps(saved))
    keep = _first_decision(saved["actions"]) + 3
    shorter = load_game(json.dumps(dict(saved, actions=saved["actions"][:keep])))
    assert shorter.history[:keep] == game.history[:keep]
    assert len(game.history) > keep
