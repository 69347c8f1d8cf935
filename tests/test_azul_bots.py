"""Azul: Summer Pavilion's greedy bot: the best immediate score, legal in every setting, far ahead of random play."""
import random

from azul_support import cover, invariants, set_source, table, to_placing
from fresco_nb.games.azul_sp import new_game
from fresco_nb.games.azul_sp.bots import GreedyBot, bots
from fresco_nb.games.azul_sp.heuristic import HeuristicBot


def test_greedy_takes_the_placement_that_scores_most_now():
    game = to_placing(table(2), 0, {0: {"orange": 6, "red": 1}})
    cover(game, 0, [f"orange-{n}" for n in range(1, 6)])
    assert str(GreedyBot(1).choose(game, 0)) == "place orange-6 orange"       # 6 points, against 1 for red-1


def test_greedy_avoids_the_centre_penalty_when_a_factory_gives_as_much():
    game = set_source(table(2, seed=3), 0, {"yellow": 3})
    for factory in range(1, 6):
        set_source(game, factory, {"blue": 3, "red": 1})
    choice = GreedyBot(2).choose(game, 0)
    assert choice.source != 0 and choice.colour == "blue"


def test_greedy_plays_every_setting_legally_and_beats_random_play():
    for players, side in ((2, "coloured"), (3, "grey"), (4, "coloured")):
        game = new_game(players, seed=players, side=side)
        greedy, rng = GreedyBot(players), random.Random(players)
        while not game.over:
            seat = game.turn.seats[0]
            action = greedy.choose(game, seat) if seat == 0 else rng.choice(game.legal_actions(seat))
            game.apply(action, seat)
            invariants(game)
        scores = game.result()["scores"]
        assert scores[0] > max(scores[1:]), (players, side, scores)


def test_the_games_bots_by_name():
    assert bots() == {"greedy": GreedyBot, "heuristic": HeuristicBot}
    first, second = GreedyBot(5), GreedyBot(5)
    game = new_game(3, seed=5)
    assert first.choose(game, 0) == second.choose(game, 0)                   # its own seeded stream
