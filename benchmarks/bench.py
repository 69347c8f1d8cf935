"""Throughput of the rules core on one core: random and greedy self-play, save/load, against a yardstick.

Run: ``./dev bench`` (or ``python benchmarks/bench.py [--seconds S]``).  Prints a Markdown table for the README.

- **Decisions** are player decisions (chance draws are not counted): each bot picks from ``legal_actions`` and
  the game applies it, game after game (seed 0, 1, 2, ...) to the end, new games included.
- **Per CPU-second** (``time.process_time``): other processes on the machine slow the wall clock, not this.
- **Yardstick**: random self-play of OpenSpiel's pure-Python game ``python_liars_poker`` in the same process,
  so "× liars poker" compares like with like however fast the machine is.
- **Interleaved**: every measurement runs in short slices, taking turns (A B C … A B C …), so a change of load
  during the run hits all of them alike.
"""
from __future__ import annotations

import argparse
import platform
import random
import time

from fresco_nb import load_game, new_game
from fresco_nb.bots import make_bot

ALL_MODULES = ("portraits", "requests", "blends")
SETTINGS = ((4, ()), (3, ()), (2, ()), (4, ALL_MODULES), (2, ALL_MODULES))
BOTS = ("random", "greedy")


def self_play(players: int, modules: tuple, bot: str):
    """Self-play games one after another (seed 0, 1, ...), each seat its own ``bot``; yields (decisions, rounds)
    after each game."""
    seed = 0
    while True:
        game = new_game(players=players, seed=seed, modules=modules, record=False)
        bots = [make_bot(bot, f"{seed}:{i}") for i in range(players)]
        decisions = 0
        while not game.over:
            for seat in game.turn.seats:
                game.apply(bots[seat].choose(game, seat), seat)
                decisions += 1
        yield decisions, game.state.round
        seed += 1


def liars_poker_play():
    """Uniformly random self-play of OpenSpiel's ``python_liars_poker``; yields (player decisions, 0) per game."""
    import pyspiel
    from open_spiel.python.games import liars_poker  # noqa: F401  (registers python_liars_poker)
    game = pyspiel.load_game("python_liars_poker")
    rng = random.Random(0)
    while True:
        state = game.new_initial_state()
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():        # dealing: every digit equally likely
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                decisions += 1
        yield decisions, 0


def save_loads(players: int, modules: tuple):
    """Save + load round trips of a greedy game stopped after round 5; yields (1, 0) per round trip."""
    game = new_game(players=players, seed=1, modules=modules)
    bots = [make_bot("greedy", i) for i in range(players)]
    while game.state.round < 6 and not game.over:
        for seat in game.turn.seats:
            game.apply(bots[seat].choose(game, seat), seat)
    text = game.to_json()
    while True:
        load_game(text)
        yield 1, 0


class Measure:
    """One measurement: runs its generator in slices of CPU time and adds up what it yielded."""

    def __init__(self, runs):
        self.runs = runs
        self.count = self.items = self.rounds = 0
        self.cpu = 0.0

    def slice(self, seconds: float) -> None:
        """Run whole items (games, round trips) for about ``seconds`` of this process's CPU time."""
        start = time.process_time()
        while True:
            count, rounds = next(self.runs)
            self.count += count
            self.items += 1
            self.rounds += rounds
            spent = time.process_time() - start
            if spent >= seconds:
                self.cpu += spent
                return

    @property
    def rate(self) -> float:
        """What was counted (decisions, round trips) per CPU-second."""
        return self.count / self.cpu

    @property
    def items_rate(self) -> float:
        """Games (or round trips) per CPU-second."""
        return self.items / self.cpu


def measure(measures: dict, seconds: float, slices: int) -> None:
    """Give every measurement ``seconds`` of CPU time in ``slices`` turns, taking turns."""
    for _ in range(slices):
        for m in measures.values():
            m.slice(seconds / slices)


def yardstick():
    """The liars-poker measurement, or None when OpenSpiel is not installed."""
    try:
        runs = liars_poker_play()
        next(runs)
    except ImportError:
        return None
    return Measure(runs)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU-seconds per figure (default 3)")
    parser.add_argument("--slices", type=int, default=6, help="turns each measurement takes (default 6)")
    parser.add_argument("--bots", default=",".join(BOTS), help="bots to measure, e.g. random (default random,greedy)")
    parser.add_argument("--no-saves", action="store_true", help="skip the save+load measurement")
    args = parser.parse_args(argv)
    bots = [b for b in args.bots.split(",") if b]
    measures = {}
    lp = yardstick()
    if lp is not None:
        measures["liars_poker"] = lp
    for players, modules in SETTINGS:
        for bot in bots:
            measures[players, modules, bot] = Measure(self_play(players, modules, bot))
        if not args.no_saves:
            measures[players, modules, "saves"] = Measure(save_loads(players, modules))
    measure(measures, args.seconds, args.slices)

    print(f"Python {platform.python_version()} on {platform.machine()}, one core, {args.seconds:g} CPU-s per "
          f"figure in {args.slices} interleaved slices; decisions/s and games/s per CPU-second\n")
    if lp is None:
        print("liars poker yardstick: OpenSpiel is not installed (pip install -e '.[adapters]')\n")
    else:
        print(f"liars poker yardstick (OpenSpiel python_liars_poker, random self-play): {lp.rate:,.0f} "
              f"decisions/s, {lp.items_rate:,.0f} games/s\n")
    header = ["players", "modules"]
    for bot in bots:
        header += [f"{bot}: decisions/s", f"{bot}: × liars poker", f"{bot}: games/s", f"{bot}: rounds/game"]
    header += [] if args.no_saves else ["save+load/s"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for players, modules in SETTINGS:
        cells = [str(players), "all" if modules else "none"]
        for bot in bots:
            m = measures[players, modules, bot]
            ratio = f"{m.rate / lp.rate:.2f}" if lp is not None else "—"
            cells += [f"{m.rate:,.0f}", ratio, f"{m.items_rate:,.1f}", f"{m.rounds / m.items:.1f}"]
        if not args.no_saves:
            cells.append(f"{measures[players, modules, 'saves'].rate:,.0f}")
        print("| " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
