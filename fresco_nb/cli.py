"""Command line: ``python -m fresco_nb simulate --players 4 --games 1000 --seed 1 --bots greedy,random,... --out results.csv``."""
from __future__ import annotations

import argparse
import csv
import itertools
import sys

from .bots import BOTS
from .lab.simulate import simulate


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="fresco_nb", description="Fresco rules engine: simulate games between bots.")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play games between bots and write one CSV row per game")
    sim.add_argument("--players", type=int, default=4, choices=(2, 3, 4), help="2 plays with Leonardo")
    sim.add_argument("--modules", default="", help="comma-separated: portraits,requests,blends (default: none)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed + i")
    sim.add_argument("--bots", default=None, help=f"comma-separated, one per seat ({', '.join(sorted(BOTS))}); default all greedy")
    sim.add_argument("--data", default=None, help="a data folder to play a variant (default: the shipped data)")
    sim.add_argument("--out", default="-", help="CSV file (default: standard output)")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    return parser


def main(argv=None) -> int:
    """Entry point of ``python -m fresco_nb`` and the ``fresco-nb`` command."""
    args = _parser().parse_args(argv)
    bots = args.bots.split(",") if args.bots else ["greedy"] * args.players
    unknown = [b for b in bots if b not in BOTS]
    if unknown or len(bots) != args.players:
        print(f"--bots needs {args.players} names from {', '.join(sorted(BOTS))}", file=sys.stderr)
        return 2
    modules = tuple(m for m in args.modules.split(",") if m)
    try:
        rows = simulate(args.players, args.games, args.seed, bots, args.data, modules)
        first = next(rows)
    except ValueError as error:
        print(f"fresco_nb: {error}", file=sys.stderr)
        return 2
    rows = itertools.chain([first], rows)
    if not args.no_progress and sys.stderr.isatty():
        from tqdm import tqdm
        rows = tqdm(rows, total=args.games, initial=0, unit="game", file=sys.stderr)
    out = sys.stdout if args.out == "-" else open(args.out, "w", newline="")
    try:
        writer = None
        for row in rows:
            if writer is None:
                writer = csv.DictWriter(out, fieldnames=list(row))
                writer.writeheader()
            writer.writerow(row)
    finally:
        if out is not sys.stdout:
            out.close()
    return 0
