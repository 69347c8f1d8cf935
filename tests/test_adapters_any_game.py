"""The OpenSpiel and PettingZoo adapters take every registered game (fresco_nb.games.GAMES) through the game
protocol: OpenSpiel's random simulation test with serialisation, PettingZoo's API and seed tests, chance outcomes
with their probabilities summing to one."""
from __future__ import annotations

import importlib
import warnings

import pytest

from fresco_nb.games import GAMES, game_module

NAMES = list(GAMES)


@pytest.fixture(scope="module")
def pyspiel():
    found = pytest.importorskip("pyspiel")
    importlib.import_module("fresco_nb.adapters.openspiel")          # registers python_<game> for every game
    return found


@pytest.mark.parametrize("name", NAMES)
def test_openspiel_plays_every_game(pyspiel, name):
    game = pyspiel.load_game(f"python_{name}(players=3,max_rounds=3)")
    module = game_module(name)
    assert game.get_type().long_name.startswith(module.TITLE)
    assert game.num_players() == 3
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert len({a for a, _ in outcomes}) == len(outcomes)
        state.apply_action(outcomes[0][0])
    assert module.NAME == name and state.game.decision.seats


@pytest.mark.parametrize("name", NAMES)
def test_pettingzoo_plays_every_game(name):
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test, seed_test
    from fresco_nb.adapters import pettingzoo as kit
    env = kit.env(game=name, players=2, max_rounds=3)
    assert env.unwrapped.metadata["name"] == f"{name}_v0"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env, num_cycles=200, verbose_progress=False)
        seed_test(lambda: kit.env(game=name, players=2, max_rounds=3), num_cycles=100)
