"""The typical game of lesson 01: play many 4-player games between heuristic bots and pick the one nearest the
median length (rounds) and score spread (best minus worst score).

Run: ``python benchmarks/typical_game.py`` (1,000 games, seeds 1–1,000, on two worker processes; ``--games``,
``--seed``, ``--workers``, ``--bot`` to change it). The heuristic bot is the strongest bot fast enough for this
(about 0.2 CPU-seconds per game); the search bot plays better but costs about a minute per game.
Prints the pick, the medians, and the wall and CPU time.
"""
from __future__ import annotations

import argparse
import resource
import time

from fresco_nb.course.typical import typical_game
from fresco_nb.lab import simulate


def cpu_seconds() -> float:
    """User + system CPU time of this process and of its finished worker processes."""
    return sum(getattr(resource.getrusage(who), field)
               for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN) for field in ("ru_utime", "ru_stime"))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1, help="the first seed; game i plays seed + i")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--csv", help="also write the games table to this CSV file")
    args = parser.parse_args(argv)
    start, start_cpu = time.perf_counter(), cpu_seconds()
    results = simulate(players=4, games=args.games, seed=args.seed, bots=[args.bot] * 4, workers=args.workers)
    elapsed, cpu = time.perf_counter() - start, cpu_seconds() - start_cpu
    if args.csv:
        results.games.to_csv(args.csv, index=False)
    print(f"{args.games:,} four-player games, {args.bot} bots on every seat, seeds {args.seed}–"
          f"{args.seed + args.games - 1}: {elapsed:.0f} s on {args.workers} workers, {cpu:.0f} CPU-s")
    print("typical game:", typical_game(results.games))


if __name__ == "__main__":
    main()
