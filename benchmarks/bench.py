"""Throughput of the rules core on one core: random and greedy self-play, save/load.

Run: ``./dev bench`` (or ``python benchmarks/bench.py [--seconds S]``).  Prints a Markdown table
for the README.  Decisions are player decisions (chance draws are not counted).
"""
from __future__ import annotations

import argparse
import platform
import time

from fresco_nb import load_game, new_game
from fresco_nb.bots import make_bot


ALL_MODULES = ("portraits", "requests", "blends")
CONFIGS = ((3, ()), (4, ()), (2, ()), (4, ALL_MODULES), (2, ALL_MODULES))


def self_play(players: int, modules: tuple, bot: str, seconds: float) -> tuple[float, float, float]:
    """Play games for about ``seconds``: (decisions/s, games/s, mean rounds)."""
    decisions = games = rounds = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(players=players, seed=games, modules=modules, record=False)
        bots = [make_bot(bot, f"{games}:{i}") for i in range(players)]
        while not game.over:
            for seat in game.turn.seats:
                game.apply(bots[seat].choose(game, seat), seat)
                decisions += 1
        games += 1
        rounds += game.state.round
    elapsed = time.perf_counter() - start
    return decisions / elapsed, games / elapsed, rounds / games


def save_load(players: int, modules: tuple, seconds: float) -> float:
    """Save + load round trips per second of a greedy game stopped after round 5."""
    game = new_game(players=players, seed=1, modules=modules)
    bots = [make_bot("greedy", i) for i in range(players)]
    while game.state.round < 6 and not game.over:
        for seat in game.turn.seats:
            game.apply(bots[seat].choose(game, seat), seat)
    ops = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        load_game(game.to_json())
        ops += 1
    return ops / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one core, {args.seconds:g} s per figure\n")
    print("| players | modules | random: decisions/s | random: games/s | random: rounds/game "
          "| greedy: decisions/s | greedy: games/s | greedy: rounds/game | save+load/s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for players, modules in CONFIGS:
        r_dec, r_games, r_rounds = self_play(players, modules, "random", args.seconds)
        g_dec, g_games, g_rounds = self_play(players, modules, "greedy", args.seconds)
        saves = save_load(players, modules, args.seconds)
        print(f"| {players} | {'all' if modules else 'none'} | {r_dec:,.0f} | {r_games:,.1f} | {r_rounds:.1f} "
              f"| {g_dec:,.0f} | {g_games:,.1f} | {g_rounds:.1f} | {saves:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
