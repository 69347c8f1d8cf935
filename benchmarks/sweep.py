"""The design lab's speed: a greedy 4-player sweep through ``fresco_nb.lab.simulate``, as a user runs it.

Run: ``python benchmarks/sweep.py`` (10,000 games on every core; ``--games``, ``--workers``, ``--bot``,
``--players`` to change it). Prints wall time, CPU time (this process plus its worker processes, so the figure
does not depend much on what else loads the machine), games per second, the tables' sizes and the machine's load
average before and after — the figures the README quotes. The target is 10,000 greedy games in at most 80
CPU-seconds on the project's 2-core machine.
"""
from __future__ import annotations

import argparse
import os
import platform
import resource
import time

from fresco_nb.lab import simulate


def cpu_seconds() -> float:
    """User + system CPU time of this process and of its finished child processes (the pool's workers)."""
    total = 0.0
    for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
        usage = resource.getrusage(who)
        total += usage.ru_utime + usage.ru_stime
    return total


def load_average() -> str:
    """The 1-minute load average ("?" where the system does not say): how busy the machine was."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "?"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--bot", default="greedy")
    args = parser.parse_args(argv)
    load_before = load_average()
    start, start_cpu = time.perf_counter(), cpu_seconds()
    results = simulate(players=args.players, games=args.games, bots=[args.bot] * args.players,
                       workers=args.workers, progress=False)
    elapsed, cpu = time.perf_counter() - start, cpu_seconds() - start_cpu
    print(f"{args.games:,} {args.bot} {args.players}-player games on {args.workers} worker processes "
          f"(Python {platform.python_version()}, {os.cpu_count()} cores): {elapsed:.1f} s, "
          f"{args.games / elapsed:,.0f} games/s; {cpu:.1f} CPU-s ({args.games / cpu:,.0f} games per CPU-second); "
          f"{len(results.games):,} game rows, {len(results.players):,} painter rows, "
          f"{len(results.rounds):,} round rows; load average {load_before} before, {load_average()} after")


if __name__ == "__main__":
    main()
