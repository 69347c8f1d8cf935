"""A typical game for the lesson: from many simulated games, the one nearest the median length and score spread.

``typical_game(games)`` picks it from a table of games (:attr:`fresco_nb.lab.Results.games`).
``python -m fresco_nb.course.typical`` plays the games — 1,000 four-player games between heuristic bots, the
strongest bot fast enough for that many (about 0.2 CPU-seconds a game; the search bot plays better but needs
about a minute a game) — on two worker processes, and prints the pick. Only the lab's result tables are read:
nothing here decides a rule.
"""
from __future__ import annotations

import argparse
import time
from typing import NamedTuple


class TypicalGame(NamedTuple):
    """The seed picked, its game's rounds and score spread, and the medians of the games it was picked from."""
    seed: int
    rounds: int
    spread: int
    games: int
    median_rounds: float
    median_spread: float
    rounds_range: tuple[int, int]
    spread_range: tuple[int, int]

    def __str__(self):
        return (f"seed {self.seed}: {self.rounds} rounds, score spread {self.spread} VP; over {self.games:,} games "
                f"the median is {self.median_rounds:g} rounds (range {self.rounds_range[0]}–{self.rounds_range[1]}) "
                f"and a spread of {self.median_spread:g} VP (range {self.spread_range[0]}–{self.spread_range[1]})")


def typical_game(games) -> TypicalGame:
    """The game of ``games`` (a DataFrame with columns seed, rounds, spread, e.g. ``Results.games``) nearest the
    median rounds and the median spread, each distance measured in that column's standard deviation; ties go
    to the lowest seed."""
    missing = {"seed", "rounds", "spread"} - set(games.columns)
    if missing or games.empty:
        raise ValueError(f"typical_game needs a non-empty table with the columns seed, rounds and spread "
                         f"(missing: {', '.join(sorted(missing)) or 'none'}; rows: {len(games)})")
    median_rounds, median_spread = games.rounds.median(), games.spread.median()
    scale_rounds = games.rounds.std(ddof=0) or 1.0
    scale_spread = games.spread.std(ddof=0) or 1.0
    distance = ((games.rounds - median_rounds).abs() / scale_rounds
                + (games.spread - median_spread).abs() / scale_spread)
    ranked = games.assign(distance=distance).sort_values(["distance", "seed"], kind="stable")
    best = ranked.iloc[0]
    return TypicalGame(int(best.seed), int(best.rounds), int(best.spread), len(games), float(median_rounds),
                       float(median_spread), (int(games.rounds.min()), int(games.rounds.max())),
                       (int(games.spread.min()), int(games.spread.max())))


def main(argv=None) -> TypicalGame:
    """Play the games (seeds ``--seed`` … ``--seed + --games - 1``) and print the typical one."""
    from ..lab import simulate
    parser = argparse.ArgumentParser(prog="python -m fresco_nb.course.typical", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed; game i plays seed + i")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--csv", help="also write the table of games to this CSV file")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    results = simulate(players=4, games=args.games, seed=args.seed, bots=[args.bot] * 4, workers=args.workers)
    if args.csv:
        results.games.to_csv(args.csv, index=False)
    pick = typical_game(results.games)
    print(f"{args.games:,} four-player games, {args.bot} bots on every seat, seeds {args.seed}–"
          f"{args.seed + args.games - 1}: {time.perf_counter() - start:.0f} s on {args.workers} workers")
    print("typical game:", pick)
    return pick


if __name__ == "__main__":
    main()
