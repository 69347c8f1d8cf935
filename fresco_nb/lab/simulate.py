"""Play whole games between bots and turn each into one results row."""
from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..bots import make_bot
from ..rules.game import Game, new_game



def play_game(players: int, seed: int, bots: Sequence[str], data=None, modules=(), record: bool = False) -> Game:
    """One game from setup to final scoring; bot ``i`` plays seat ``i`` with its own stream (with two
    players, each bot also makes Leonardo's decisions in the rounds it holds his tile)."""
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}")
    game = new_game(players=players, seed=seed, modules=modules, data=data, record=record)
    seats = [make_bot(name, f"{seed}:{i}") for i, name in enumerate(bots)]
    while not game.over:
        for seat in game.turn.seats:
            game.apply(seats[seat].choose(game, seat), seat)
    return game


def result_row(game: Game, bots: Sequence[str]) -> dict:
    """A flat results row: seed, players, modules, rounds, winner, then per painter bot, score and VP by
    source (fresco, bishop, altar, money, and portraits / requests / blends with those modules).
    With two players Leonardo is painter 3 (bot "leonardo") and ``leonardo_first`` says if he led."""
    result = game.result()
    row = {"seed": game.seed, "players": game.tables.players, "modules": "+".join(game.modules),
           "rounds": result["rounds"], "winner": result["winner"] + 1}
    if game.tables.leonardo:
        row["leonardo_first"] = int(result["leonardo_first"])
    for seat, bot in enumerate(list(bots) + ["leonardo"] * game.tables.leonardo):
        prefix = f"p{seat + 1}_"
        row[prefix + "bot"] = bot
        row[prefix + "score"] = result["scores"][seat]
        for source, vp in result["vp"][seat].items():
            row[prefix + source] = vp
    return row


def simulate(players: int, games: int, seed: int, bots: Sequence[str], data=None, modules=()) -> Iterator[dict]:
    """Rows of ``games`` games with seeds ``seed``, ``seed + 1``, ... (reproducible)."""
    for i in range(games):
        yield result_row(play_game(players, seed + i, bots, data, modules), bots)
