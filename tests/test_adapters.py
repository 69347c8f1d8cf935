"""The OpenSpiel and PettingZoo adapters (fresco_nb.adapters): the fixed action-id space is a bijection on the
legal actions, OpenSpiel's own conformance test and its MCTS bot, PettingZoo's API and seed tests.

open_spiel and pettingzoo come with the ``adapters`` extra (part of ``test``). Without them the tests that
need them are skipped with the reason, except under CI=true, where the extra is installed and a missing
package is a failure.
"""
from __future__ import annotations

import importlib
import os
import random
import warnings

import pytest

from fresco_nb import FulfilRequest, Plan, TakePortrait
from fresco_nb.adapters import actor, cut, make_game, outcome
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.encoding import ActionCodec
from fresco_nb.games.fresco.observation import ObservationEncoder

CONFIGS = [(2, ""), (2, "all"), (3, "portraits+requests"), (3, "blends"), (4, ""), (4, "all")]


def _optional(module: str, package: str):
    try:
        return importlib.import_module(module)
    except ImportError:
        if os.environ.get("CI") == "true":
            raise
        pytest.skip(f"needs the optional package {package}: pip install -e '.[adapters]'")


@pytest.fixture(scope="module")
def pyspiel():
    _optional("pyspiel", "open_spiel")
    importlib.import_module("fresco_nb.adapters.openspiel")        # registers "python_fresco"
    return importlib.import_module("pyspiel")


@pytest.fixture(scope="module")
def fresco_v0():
    _optional("pettingzoo", "pettingzoo")
    return importlib.import_module("fresco_nb.adapters.pettingzoo")


# ------------------------------------------------------------------------------------------ action ids

def test_action_id_space_is_fixed_and_distinct():
    sizes = {}
    for players, modules in CONFIGS + [(3, ""), (3, "all")]:
        game = make_game(players, modules=modules)
        codec = ActionCodec(game)
        assert len(set(codec.actions)) == codec.size
        assert len(set(codec.chance_items)) == codec.chance_size
        assert sum(size for _, _, size in codec.segments) == codec.size
        sizes[players, modules] = codec.size
    assert sizes[2, ""] == sizes[3, ""] < sizes[4, ""]          # the 4-player side has one stall more
    assert sizes[2, "all"] > sizes[2, ""]


@pytest.mark.parametrize("players,modules", CONFIGS)
def test_action_ids_are_a_bijection_on_legal_actions(players, modules):
    """Over many states of random and greedy games: distinct ids for distinct legal actions, each id decodes
    back to its action, and the same for chance outcomes."""
    seen = {"player": 0, "request": 0, "portrait": 0, "chance": 0}
    for seed in range(5):
        game = make_game(players, seed=seed, modules=modules)
        codec = ActionCodec(game)
        encoder = ObservationEncoder(game)
        rng = random.Random(seed)
        greedy = make_bot("greedy", seed)
        while not game.over and not cut(game, 12):
            seat = actor(game)
            if seat is None:
                legal = game.legal_actions()
                ids = codec.chance_ids(game)
                assert len(set(ids)) == len(ids) == len(legal)
                assert {codec.chance_decode(i) for i in ids} == set(legal)
                seen["chance"] += 1
                game.apply(codec.chance_decode(rng.choice(ids)))
                continue
            legal = game.legal_actions(seat)
            ids = [codec.encode(action) for action in legal]
            assert len(set(ids)) == len(ids), legal
            assert all(0 <= i < codec.size for i in ids)
            for action, i in zip(legal, ids):
                assert codec.decode(i, legal) == action
            assert codec.legal_ids(game, seat) == sorted(ids)
            seen["player"] += 1
            seen["request"] += any(isinstance(a, FulfilRequest) for a in legal)
            seen["portrait"] += any(isinstance(a, TakePortrait) for a in legal)
            if seen["player"] % 7 == 0:
                assert len(encoder.encode(game.view(seat))) == encoder.size
            if rng.random() < 0.5:
                choice = greedy.choose(game, seat)
            else:
                choice = codec.decode(rng.choice(ids), legal)
            game.apply(choice, seat)
    assert seen["player"] > 200 and seen["chance"] > 100
    if "all" in modules or "requests" in modules:
        assert seen["request"] > 0
    if "all" in modules or "portraits" in modules:
        assert seen["portrait"] > 0


def test_adapters_read_who_acts_and_the_round_from_the_decision(monkeypatch):
    """actor, round_of, cut and the legal ids come from ``Game.decision`` and the legal list, never from a view
    built just to read the round or who acts (issue 9, point 20)."""
    from fresco_nb.adapters import round_of

    game = make_game(4, seed=3, auto_chance=True)
    codec = ActionCodec(game)
    rng = random.Random(3)
    monkeypatch.setattr(type(game), "view", lambda *args, **kwargs: pytest.fail("a view was built"))
    cuts = 0
    while not game.over:
        decision = game.decision
        assert actor(game) == (decision.seats[0] if decision.seats else None)
        assert round_of(game) == decision.round
        horizon = cut(game, 2)
        assert horizon == (decision.kind == "wake" and decision.round > 2)
        if horizon:
            cuts += 1
            if cuts > 3:
                break
        seat = actor(game)
        ids = codec.legal_ids(game, seat)
        assert ids == sorted(codec.encode(a) for a in game.legal_actions(seat))
        game.apply(codec.decode(rng.choice(ids), game.legal_actions(seat)), seat)
    assert cuts > 3


def test_a_plan_listing_is_encoded_once():
    """The core hands out one plan list per apprentice count; its sorted ids are remembered, not re-encoded
    action by action, and every caller gets a list of its own."""
    game = make_game(3, seed=1, auto_chance=True)
    rng = random.Random(1)
    while game.decision.kind != "plan":
        seat = actor(game)
        game.apply(rng.choice(game.legal_actions(seat)), seat)
    codec = ActionCodec(game)
    seat = actor(game)
    expected = sorted(codec.encode(a) for a in game.legal_actions(seat))
    first = codec.legal_ids(game, seat)
    assert first == expected and len(first) > 100
    first.clear()
    codec.encode = lambda action: pytest.fail("re-encoded a known plan listing")
    assert codec.legal_ids(game, seat) == expected


def test_observation_hides_earlier_plans():
    game = make_game(3)
    encoder = ObservationEncoder(game)
    rng = random.Random(1)
    while game.turn.kind != "simultaneous":
        legal = game.legal_actions(actor(game))
        game.apply(rng.choice(legal), actor(game))
    first = actor(game)
    plan = game.legal_actions(first)[0]
    assert isinstance(plan, Plan) and sum(plan.counts) > 0
    game.apply(plan, first)
    second = actor(game)
    assert second != first
    start = dict((name, s) for name, s, _ in encoder.layout())[f"player{first}"]
    fields = dict((name, i) for i, (name, _) in enumerate(encoder.player_fields))
    offset = sum(size for name, size in encoder.player_fields[:fields["plan"]])
    mine, theirs = encoder.encode(game.view(first)), encoder.encode(game.view(second))
    assert mine[start + offset:start + offset + 5] == list(plan.counts)
    assert theirs[start + offset:start + offset + 5] == [0, 0, 0, 0, 0]


@pytest.mark.parametrize("players, modules", [(2, ("portraits", "requests")), (4, ())])
def test_fresco_observation_is_laid_out_by_the_kits_segments(players, modules):
    from fresco_nb.games.codec import SegmentedEncoder
    game = make_game(players, modules=modules)
    encoder = ObservationEncoder(game)
    assert isinstance(encoder, SegmentedEncoder) and "layout" not in vars(ObservationEncoder)
    segments = encoder.layout()
    assert all(start == before + size for (_, before, size), (_, start, _) in zip(segments, segments[1:]))
    assert encoder.size == segments[-1][1] + segments[-1][2] == len(encoder.encode(game.view("public")))


# ------------------------------------------------------------------------------------------ OpenSpiel

@pytest.mark.parametrize("spec", ["players=2,modules=all", "players=3,modules=portraits+requests,max_rounds=12",
                                  "players=4,max_rounds=10", "players=4,modules=all"])
def test_openspiel_random_sim_test(pyspiel, spec):
    game = pyspiel.load_game(f"python_fresco({spec})")
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_openspiel_serialize_and_game_info(pyspiel):
    game = pyspiel.load_game("python_fresco", {"players": 2, "modules": "portraits,requests,blends"})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    template = make_game(2, modules="all")
    assert game.num_distinct_actions() == ActionCodec(template).size
    assert game.max_chance_outcomes() == ActionCodec(template).chance_size
    assert game.observation_tensor_shape() == [ObservationEncoder(template).size]
    assert game.num_players() == 2 and game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM


def test_openspiel_planning_is_sequential_and_hidden(pyspiel):
    game = pyspiel.load_game("python_fresco(players=3)")
    state = game.new_initial_state()
    rng = random.Random(2)
    while state.game.turn.kind != "simultaneous":
        state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()] if state.is_chance_node()
                                      else state.legal_actions()))
    first = state.current_player()
    plan = state.legal_actions()[-1]
    text = state.action_to_string(first, plan)
    assert text.startswith("plan ") and text != "plan 0 0 0 0 0"
    state.apply_action(plan)
    second = state.current_player()
    assert second != first and state.game.turn.kind == "simultaneous"
    assert text in state.information_state_string(first)
    assert text not in state.information_state_string(second)
    assert f"P{first + 1} plans" in state.information_state_string(second)
    assert state.information_state_string(first) != state.information_state_string(second)
    from open_spiel.python.observation import make_observation
    public = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False,
                                                               private_info=pyspiel.PrivateInfoType.NONE))
    assert '"plan":[' not in public.string_from(state, first)
    while state.game.turn.kind == "simultaneous":
        state.apply_action(state.legal_actions()[0])
    shown = '"plan":[' + ",".join(text.split()[1:]) + "]"
    assert shown in state.observation_string(second)      # revealed to all


def test_openspiel_leonardo_is_decided_by_his_controller(pyspiel):
    game = pyspiel.load_game("python_fresco(players=2)")
    state = game.new_initial_state()
    rng = random.Random(4)
    leonardo_turns = 0
    while not state.is_terminal() and leonardo_turns < 10:
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            continue
        assert state.current_player() in (0, 1)
        if state.game.acting_for == 2:                          # Leonardo's decision ...
            assert state.current_player() == state.game.turn.seats[0]      # ... is his controller's
            leonardo_turns += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert leonardo_turns == 10


def test_openspiel_mcts_plays_a_game_to_the_end(pyspiel):
    import numpy as np
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("python_fresco(players=2,modules=all,seed=5)")
    rng = np.random.RandomState(5)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator, random_state=rng)
            for _ in range(game.num_players())]
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            state.apply_action(bots[state.current_player()].step(state))
            decisions += 1
    assert state.game.over                         # a real end, not the horizon
    assert sorted(state.returns()) == [-1.0, 1.0]
    assert state.returns() == outcome(state.game)
    assert decisions > 50 and len(state.history()) <= game.max_game_length()


# ------------------------------------------------------------------------------------------ PettingZoo

@pytest.mark.parametrize("players,modules", [(2, "all"), (3, ""), (4, "portraits+requests")])
def test_pettingzoo_api_test(fresco_v0, players, modules):
    from pettingzoo.test import api_test, seed_test

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")       # PettingZoo warns about every dict observation (as for its own envs)
        api_test(fresco_v0.env(players=players, modules=modules), num_cycles=400, verbose_progress=False)
        seed_test(lambda: fresco_v0.env(players=players, modules=modules), num_cycles=200)


def _episode(env, seed):
    env.reset(seed=seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    ends = {}
    steps = 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            ends[agent] = (terminated, truncated)
            env.step(None)
            continue
        assert obs["action_mask"].sum() > 0
        assert obs["observation"].shape == env.observation_space(agent)["observation"].shape
        env.step(env.action_space(agent).sample(obs["action_mask"]))
        steps += 1
    return totals, ends, steps


def test_pettingzoo_episode_terminates_with_rewards(fresco_v0):
    env = fresco_v0.env(players=2, modules="all")
    env.action_space("player_0").seed(0)
    env.action_space("player_1").seed(1)
    totals, ends, steps = _episode(env, seed=7)
    assert env.unwrapped.game.over
    assert sorted(totals.values()) == [-1.0, 1.0]
    assert ends == {"player_0": (True, False), "player_1": (True, False)}
    assert steps > 50


def test_pettingzoo_horizon_truncates(fresco_v0):
    env = fresco_v0.env(players=3, max_rounds=2)
    totals, ends, _ = _episode(env, seed=3)
    assert not env.unwrapped.game.over
    assert set(ends.values()) == {(False, True)}
    assert sorted(totals.values()) == [-0.5, -0.5, 1.0]


def test_pettingzoo_illegal_action_is_refused(fresco_v0):
    env = fresco_v0.raw_env(players=3)
    env.reset(seed=0)
    obs = env.observe(env.agent_selection)
    illegal = int((obs["action_mask"] == 0).nonzero()[0][0])
    with pytest.raises(ValueError, match="not legal"):
        env.step(illegal)
