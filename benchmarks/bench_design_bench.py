"""The design bench's speed (issue 15): what a student waits for after pressing a button.

Run: ``python benchmarks/bench_design_bench.py`` (``--scale 0.1`` for a quick look). Three measurements, each as
the bench runs it (batches of seeds on every core, DataFrames and the card included):

- **compare**: 1,000 paired seeds of greedy play for two arms (start money 12 → 15) — target ≤ 60 s on two cores;
- **sweep**: start money at 5 values, 400 seeds each (and the base game) — target ≤ 60 s;
- **probes**: the 6 restrictions × 400 paired games (and the base games) — target ≤ 3 minutes.

Each line gives wall time, CPU-seconds (this process plus its worker processes) and the load average before and
after, since the project's machine is shared: on two idle cores the wall time is about CPU-seconds ÷ 2.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sweep import cpu_seconds, load_average  # noqa: E402  (the lab benchmark's measures)

from fresco_nb.bench import bench_spec, compare_variant, probe, sweep  # noqa: E402

TARGETS = {"compare": 60, "sweep": 60, "probes": 180}


def measure(name: str, run, games: int, workers: int) -> None:
    """Run ``run()`` once and print its wall time, CPU-seconds and the load around it."""
    before = load_average()
    start, start_cpu = time.perf_counter(), cpu_seconds()
    run()
    wall, cpu = time.perf_counter() - start, cpu_seconds() - start_cpu
    print(f"{name}: {games:,} games on {workers} workers: {wall:.1f} s wall (target {TARGETS[name]} s), "
          f"{cpu:.1f} CPU-s (≈ {cpu / 2:.1f} s on two idle cores); load {before} → {load_average()}", flush=True)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=float, default=1.0, help="fraction of the issue's sizes (default 1)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", choices=sorted(TARGETS), action="append", help="run only these measurements")
    args = parser.parse_args(argv)
    spec = bench_spec()
    richer = [("data", "rules.toml:start_thalers", 15)]
    compare_games, per_value = max(10, round(1000 * args.scale)), max(10, round(400 * args.scale))
    runs = {
        "compare": (lambda: compare_variant(spec, richer, compare_games, 1, workers=args.workers), 2 * compare_games),
        "sweep": (lambda: sweep(spec, "rules.toml:start_thalers", [8, 10, 12, 14, 16], per_value, 1,
                                workers=args.workers), 6 * per_value),
        "probes": (lambda: probe(spec, games=per_value, seed=1, workers=args.workers), 7 * per_value),
    }
    for name in args.only or list(runs):
        run, games = runs[name]
        measure(name, run, games, args.workers)


if __name__ == "__main__":
    main()
