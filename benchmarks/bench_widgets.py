"""Python-side cost of one stepper step: bot decision, apply, board traits, log, tracks chart, choices chart.

Run: ``python benchmarks/bench_widgets.py [--games N] [--players P] [--modules portraits,requests,blends]``.
Plays whole games with the stepper (greedy bots by default) and prints p50/p95/max of one ``Stepper.step()``
and of each part of the redraw. No kernel or browser: the widgets' synced traits are computed as in a
notebook, only nothing is sent.
"""
from __future__ import annotations

import argparse
import platform
import statistics
import time

from fresco_nb.widgets import charts
from fresco_nb.widgets.stepper import Stepper


def timed(store: list, fn):
    """``fn`` wrapped so that every call's duration lands in ``store``."""
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            store.append(time.perf_counter() - start)
    return wrapper


def summary(seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"{statistics.median(ms):6.2f} {p95:6.2f} {ms[-1]:6.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--modules", default="")
    parser.add_argument("--bot", default="greedy")
    args = parser.parse_args()
    modules = tuple(m for m in args.modules.split(",") if m)
    names = ("board traits", "tracks chart", "choices chart")
    parts = {name: [] for name in names + ("redraw (all)",)}
    now = {name: [] for name in names}           # this game's measurements
    steps: list[float] = []
    stepper = Stepper(players=args.players, seed=1, modules=modules, controllers=[args.bot] * args.players)
    stepper.board.refresh = timed(now["board traits"], stepper.board.refresh)
    stepper._show_choices = timed(now["choices chart"], stepper._show_choices)
    original_update = charts.update_tracks
    charts.update_tracks = timed(now["tracks chart"], original_update)
    try:
        for game in range(args.games):
            stepper.new_game(seed=game + 1)
            for name in names:
                now[name].clear()
            stepper.timings.clear()
            stepper.redraw_timings.clear()
            while stepper.step():
                pass
            # every step redraws once; the last call only finds the game over
            steps.extend(stepper.timings[:-1])
            parts["redraw (all)"].extend(stepper.redraw_timings[:-1])
            for name in names:
                parts[name].extend(now[name][:-1])
    finally:
        charts.update_tracks = original_update
    print(f"Python {platform.python_version()} on {platform.machine()}; {args.games} games, {args.players} players"
          f"{' + ' + ','.join(modules) if modules else ''}, {args.bot} bots, {len(steps)} steps\n")
    print("| part | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|")
    print(f"| one step (bot + apply + redraw) | {' | '.join(summary(steps).split())} |")
    for name, store in parts.items():
        print(f"| {name} | {' | '.join(summary(store).split())} |")


if __name__ == "__main__":
    main()
