"""Play whole games between bots and turn each into one results row."""
from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..bots import make_bot
from ..rules.game import Game, new_game

VP_SOURCES = ("fresco", "bishop", "altar", "money")


def play_game(players: int, seed: int, bots: Sequence[str], data=None, modules=(), record: bool = False) -> Game:
    """One game from setup to final scoring; bot ``i`` plays seat ``i`` with its own stream."""
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}")
    game = new_game(players=players, seed=seed, modules=modules, data=data, record=record)
    seats = [make_bot(name, f"{seed}:{i}") for i, name in enumerate(bots)]
    while not game.over:
        for seat in game.turn.seats:
            game.apply(seats[seat].choose(game, seat), seat)
    return game


def result_row(game: Game, bots: Sequence[str]) -> dict:
    """A flat results row: seed, players, rounds, winner, then per player bot, score and VP by source."""
    result = game.result()
    row = {"seed": game.seed, "players": len(game.names), "rounds": result["rounds"],
           "winner": result["winner"] + 1}
    for seat, bot in enumerate(bots):
        prefix = f"p{seat + 1}_"
        row[prefix + "bot"] = bot
        row[prefix + "score"] = result["scores"][seat]
        for source in VP_SOURCES:
            row[prefix + source] = result["vp"][seat].get(source, 0)
    return row


def simulate(players: int, games: int, seed: int, bots: Sequence[str], data=None, modules=()) -> Iterator[dict]:
    """Rows of ``games`` games with seeds ``seed``, ``seed + 1``, ... (reproducible)."""
    for i in range(games):
        yield result_row(play_game(players, seed + i, bots, data, modules), bots)
