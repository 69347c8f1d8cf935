"""The golden games replay byte for byte (issue 13, "behaviour unchanged").

For each game of :func:`golden_games.golden_set`: its save loads with ``load_game`` and gives back the same log,
the same result and the same save; and its bots, playing again from the seed, choose the same actions. A change
that is meant to alter games (a rule, the log's wording, a bot's play) re-records the set:
``.venv/bin/python tests/golden_games.py``.
"""
import pytest

from fresco_nb import load_game, new_game
from golden_games import bots_for, golden_set, load, result_text

GAMES = golden_set()


def test_the_golden_set_covers_players_modules_and_bots():
    assert len(GAMES) >= 24
    assert {g.players for g in GAMES} == {2, 3, 4}
    assert {g.modules for g in GAMES} == {(), ("portraits",), ("requests",), ("blends",),
                                         ("portraits", "requests", "blends")}
    assert {bot for g in GAMES for bot in g.bots} == {"random", "greedy", "heuristic"}
    assert all(len(set(g.bots)) > 1 for g in GAMES)                 # mixed seatings
    assert sorted(p.name for p in GAMES[0].path.parent.glob("*.json")) == sorted(g.path.name for g in GAMES)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_golden_save_reloads_with_the_same_log_result_and_save(game):
    kept = load(game)
    loaded = load_game(kept["save"])
    assert loaded.over
    assert loaded.log_text() == kept["log"]
    assert result_text(loaded.result()) == result_text(kept["result"])
    assert loaded.to_json() == kept["save"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_golden_bots_choose_the_same_actions_again(game):
    kept = [(seat, action) for seat, action in load_game(load(game)["save"]).history if seat is not None]
    played = new_game(players=game.players, seed=game.seed, modules=game.modules)
    bots = bots_for(game)
    for step, (seat, action) in enumerate(kept):
        assert seat in played.turn.seats, f"{game.name} step {step}: seat {seat} is not due ({played.decision})"
        chosen = bots[seat].choose(played, seat)
        assert str(chosen) == str(action), (f"{game.name} step {step} ({played.decision}): {game.bots[seat]} at "
                                           f"seat {seat} chose {chosen}, the golden game has {action}")
        played.apply(chosen, seat)
    assert played.over
