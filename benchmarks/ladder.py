"""A round-robin ladder of the bots: win rates in 4-player games, printed as Markdown.

Every pairing of two bots A and B plays games with two seats each. Seeds are paired: the games 2k and 2k+1
of a pairing share one seed (the same shuffles and draws, R-SET) with complementary seatings (ABAB / BABA,
AABB / BBAA, ABBA / BAAB, rotating with k), so both bots sit on every seat of the same deal. A cell is the
share of the pairing's games won by the row bot (with its Wilson 95% confidence interval); 50% is a draw.

Run: ``python benchmarks/ladder.py --games 200 --search-games 40`` (``--jobs`` processes in parallel;
``--pair-games search-random=10`` changes one pairing's count; ``--search-seconds 0`` plays the search bot on its
iteration budget alone, so that the table does not depend on the machine's load).
The search bot plays with ``--search-iterations`` determinizations per decision and a ``--search-seconds``
time cap; its time per searched decision is reported under the table.
"""
from __future__ import annotations

import argparse
import contextlib
import itertools
import math
import multiprocessing
import os
import platform
import statistics
import sys
import time

from fresco_nb import new_game
from fresco_nb.bots import SearchBot, make_bot

DEFAULT_BOTS = ("random", "greedy", "heuristic", "search")
SEATINGS = (("ABAB", "BABA"), ("AABB", "BBAA"), ("ABBA", "BAAB"))


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval (95% by default) of a proportion wins / n."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def seating(players: int, game: int) -> str:
    """Which seats A and B take in game ``game`` of a pairing (the pair 2k, 2k+1 complementary)."""
    if players == 4:
        return SEATINGS[(game // 2) % len(SEATINGS)][game % 2]
    pattern = "AB" * players
    return pattern[game % 2:game % 2 + players]


def make(name: str, seed: str, args) -> object:
    if name == "search":
        return SearchBot(seed, iterations=args.search_iterations, seconds=args.search_seconds)
    return make_bot(name, seed)


def play(job) -> dict:
    """One game of a pairing; returns who won and the search bot's decision times."""
    a, b, index, seed, args = job
    names = [a if c == "A" else b for c in seating(args.players, index)]
    game = new_game(players=args.players, seed=seed, modules=args.modules, record=False)
    bots = [make(name, f"{seed}:{seat}", args) for seat, name in enumerate(names)]
    while not game.over:
        for seat in game.turn.seats:
            game.apply(bots[seat].choose(game, seat), seat)
    result = game.result()
    winner = names[result["winner"]]
    times = [t for bot in bots for t in getattr(bot, "times", ())]
    capped = sum(getattr(bot, "capped", 0) for bot in bots)
    return {"pair": (a, b), "winner_is_a": winner == a, "scores": result["scores"], "names": names,
            "rounds": result["rounds"], "times": times, "capped": capped}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per pairing without the search bot")
    parser.add_argument("--search-games", type=int, default=40, help="games per pairing with the search bot")
    parser.add_argument("--pair-games", default="",
                        help="games of given pairings, overriding the two counts above, e.g. 'search-random=10'")
    parser.add_argument("--bots", default=",".join(DEFAULT_BOTS), help="comma-separated bot names")
    parser.add_argument("--players", type=int, default=4, choices=(3, 4))
    parser.add_argument("--modules", default="", help="comma-separated modules (default none)")
    parser.add_argument("--seed", type=int, default=1, help="first seed; game pair k of each pairing uses seed + k")
    parser.add_argument("--search-iterations", type=int, default=SearchBot().iterations,
                        help="search bot: determinizations per decision (default: the bot's)")
    parser.add_argument("--search-seconds", type=float, default=SearchBot().seconds,
                        help="search bot: time cap per decision (0: none; default: the bot's)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="games played in parallel")
    args = parser.parse_args(argv)
    args.modules = tuple(m for m in args.modules.split(",") if m)
    args.search_seconds = args.search_seconds or None
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]

    pair_games = {}
    for item in filter(None, (x.strip() for x in args.pair_games.split(","))):
        pair, _, n = item.partition("=")
        a, _, b = pair.partition("-")
        pair_games[frozenset((a, b))] = int(n)
    jobs = []
    for a, b in itertools.combinations(bots, 2):
        n = pair_games.get(frozenset((a, b)), args.search_games if "search" in (a, b) else args.games)
        jobs += [(a, b, i, args.seed + i // 2, args) for i in range(n)]
    jobs.sort(key=lambda j: ("search" not in j[:2], j[2]))        # the slow games first
    start = time.perf_counter()
    results = []
    with multiprocessing.Pool(args.jobs) if args.jobs > 1 else contextlib.nullcontext() as pool:
        played = pool.imap_unordered(play, jobs) if pool is not None else map(play, jobs)
        for done, row in enumerate(played, 1):
            results.append(row)
            if sys.stderr.isatty() or done % 20 == 0 or done == len(jobs):
                print(f"\r{done}/{len(jobs)} games, {time.perf_counter() - start:.0f} s", end="", file=sys.stderr,
                      flush=True)
    print(file=sys.stderr)
    report(results, bots, args, time.perf_counter() - start)


def report(results, bots, args, elapsed: float) -> None:
    wins: dict = {}
    games: dict = {}
    margin: dict = {}
    for row in results:
        a, b = row["pair"]
        games[a, b] = games.get((a, b), 0) + 1
        wins[a, b] = wins.get((a, b), 0) + row["winner_is_a"]
        mean = {name: statistics.mean(s for s, n in zip(row["scores"], row["names"]) if n == name) for name in (a, b)}
        margin.setdefault((a, b), []).append(mean[a] - mean[b])
    print(f"Ladder: {args.players}-player games, modules: {', '.join(args.modules) or 'none'}; two seats per bot, "
          f"paired seeds from {args.seed}, seatings rotated. Python {platform.python_version()}, "
          f"{args.jobs} processes, {elapsed / 60:.0f} min.")
    print(f"Search bot: {args.search_iterations} determinizations per decision, "
          f"time cap {args.search_seconds or 'none'} s.\n")
    print("Row bot's share of the games won against the column bot (Wilson 95% interval; games).\n")
    print("| bot | " + " | ".join(f"vs {b}" for b in bots) + " |")
    print("|---" * (len(bots) + 1) + "|")
    for a in bots:
        cells = []
        for b in bots:
            if a == b:
                cells.append("—")
                continue
            if (a, b) in games:
                w, n = wins[a, b], games[a, b]
            elif (b, a) in games:
                n = games[b, a]
                w = n - wins[b, a]
            else:
                cells.append("")
                continue
            lo, hi = wilson(w, n)
            cells.append(f"**{100 * w / n:.0f}%** ({100 * lo:.0f}–{100 * hi:.0f}%; {n})")
        print(f"| {a} | " + " | ".join(cells) + " |")
    print("\nMean score difference per game (row bot's seats minus the column bot's seats):\n")
    print("| pairing | games | score difference | rounds/game |")
    print("|---|---|---|---|")
    for (a, b), diffs in sorted(margin.items(), key=lambda kv: (bots.index(kv[0][0]), bots.index(kv[0][1]))):
        rounds = statistics.mean(r["rounds"] for r in results if r["pair"] == (a, b))
        sd = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        print(f"| {a} vs {b} | {len(diffs)} | {statistics.mean(diffs):+.1f} ± {1.96 * sd:.1f} | {rounds:.1f} |")
    times = [t for r in results for t in r["times"]]
    if times:
        times.sort()
        capped = sum(r["capped"] for r in results)
        print(f"\nSearch bot time per searched decision ({len(times)} decisions; {args.jobs} games in parallel): "
              f"mean {statistics.mean(times):.2f} s, median {times[len(times) // 2]:.2f} s, "
              f"95th percentile {times[int(0.95 * len(times))]:.2f} s, max {times[-1]:.2f} s; "
              f"{capped} decisions stopped by the time cap.")


if __name__ == "__main__":
    main()
