"""The lab's entry points (``lab.simulate``, ``lab.experiment``, ``lab.playing.iter_rows``) check their
arguments before the first game: a clear TypeError/ValueError naming the argument (issue 9, point 14)."""
from __future__ import annotations

import pytest

from fresco_nb.lab import experiment, simulate
from fresco_nb.lab.playing import iter_rows


@pytest.mark.parametrize("games, error", [(0, ValueError), (-1, ValueError), (1.5, TypeError), ("3", TypeError),
                                          (True, TypeError), (None, TypeError)])
def test_simulate_needs_a_whole_number_of_games(games, error):
    with pytest.raises(error, match=r"games.*at least 1"):
        simulate(players=3, games=games, workers=2)
    with pytest.raises(error, match=r"games.*at least 1"):
        experiment({"base": {}}, games=games, workers=1)


@pytest.mark.parametrize("workers, error", [(0, ValueError), (-2, ValueError), (1.5, TypeError), ("2", TypeError)])
def test_simulate_needs_a_whole_number_of_workers(workers, error):
    with pytest.raises(error, match=r"workers.*at least 1"):
        simulate(players=3, games=1, workers=workers)


@pytest.mark.parametrize("chunk_size, error", [(0, ValueError), (2.0, TypeError)])
def test_simulate_needs_a_whole_chunk_size(chunk_size, error):
    with pytest.raises(error, match=r"chunk_size.*at least 1"):
        simulate(players=3, games=1, workers=1, chunk_size=chunk_size)


@pytest.mark.parametrize("seeds, error, words", [([], ValueError, "at least one"), ([1, 2.5], TypeError, "2.5"),
                                                 (["7"], TypeError, "'7'"), ([3, 3], ValueError, "distinct")])
def test_seeds_are_distinct_whole_numbers(seeds, error, words):
    with pytest.raises(error, match="seeds") as raised:
        simulate(players=3, seeds=seeds, workers=1)
    assert words in str(raised.value)


def test_seed_is_a_whole_number():
    with pytest.raises(TypeError, match="seed"):
        simulate(players=3, games=1, seed="1", workers=1)


@pytest.mark.parametrize("settings, error, words", [
    ({"players": 5}, ValueError, "2, 3 or 4"),
    ({"games": 0}, ValueError, "games"),
    ({"seed": 1.5}, TypeError, "seed"),
    ({"bots": ["greedy"]}, ValueError, "3 bots"),
    ({"bots": ["greedy", "greedy", "nobody"]}, ValueError, "nobody"),
    ({"modules": ("jokers",)}, ValueError, "jokers"),
], ids=["players", "games", "seed", "bot-count", "bot-name", "module"])
def test_iter_rows_checks_before_the_first_game(settings, error, words):
    arguments = {"players": 3, "games": 1, "seed": 1, "bots": ["greedy"] * 3, **settings}
    with pytest.raises(error) as raised:
        iter_rows(**arguments)             # raised at the call, not at the first next()
    assert words in str(raised.value)


@pytest.mark.parametrize("seed, games", [(2**64, 1), (2**64 - 1, 2), (-2**64, 1)])
def test_every_seed_of_the_run_is_in_the_cores_range(seed, games):
    for call in (lambda: simulate(players=3, games=games, seed=seed, workers=1),
                 lambda: iter_rows(3, games, seed, ["greedy"] * 3)):
        with pytest.raises(ValueError, match="seed.*64 bits"):
            call()
    with pytest.raises(ValueError, match=r"seeds\[1\].*64 bits"):
        simulate(players=3, seeds=[1, 2**64], workers=1)
