"""The adapters' speed: uniformly random play through the OpenSpiel game and the PettingZoo environment, next to
the same random play on the rules core, in decisions (player actions; chance draws not counted) per CPU-second.

Run: ``python benchmarks/bench_adapters.py`` (``--seconds`` per figure, ``--runs``, ``--players``, ``--modules``).
CPU time (``time.process_time``) is measured, so the figures do not depend on what else loads the machine.
"""
from __future__ import annotations

import argparse
import random
import time

from fresco_nb.adapters import make_game


def core_random(players: int, modules: str, seconds: float) -> float:
    """Random play on the rules core: decisions per CPU-second."""
    rng, decisions, seed = random.Random(1), 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        game = make_game(players, seed=seed, auto_chance=True, modules=modules)
        seed += 1
        while not game.over and game.decision.round <= 40:
            for seat in game.turn.seats:
                game.apply(rng.choice(game.legal_actions(seat)), seat)
                decisions += 1
    return decisions / (time.process_time() - start)


def openspiel_random(players: int, modules: str, seconds: float) -> float:
    """Random play through ``pyspiel``: the state's legal actions and chance outcomes, one apply_action each."""
    import pyspiel

    import fresco_nb.adapters.openspiel  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_fresco", {"players": players, "modules": modules})
    rng, decisions = random.Random(1), 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
    return decisions / (time.process_time() - start)


def pettingzoo_random(players: int, modules: str, seconds: float) -> float:
    """Random play through the PettingZoo environment: ``last()`` (observation and mask) and ``step`` per turn."""
    import numpy as np

    from fresco_nb.adapters.pettingzoo import env as make_env

    env = make_env(players=players, modules=modules)
    rng, decisions, seed = np.random.default_rng(1), 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        env.reset(seed=seed)
        seed += 1
        for agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
            decisions += 1
    return decisions / (time.process_time() - start)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU-seconds per figure")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--modules", default="", help='e.g. "portraits+requests" or "all"')
    args = parser.parse_args(argv)
    print(f"random play, {args.players} players, modules: {args.modules or 'none'}; "
          f"decisions per CPU-second ({args.runs} runs of {args.seconds:g} s)")
    for name, run in (("rules core", core_random), ("OpenSpiel", openspiel_random),
                      ("PettingZoo", pettingzoo_random)):
        rates = [run(args.players, args.modules, args.seconds) for _ in range(args.runs)]
        print(f"{name:11s} " + "  ".join(f"{rate:9,.0f}" for rate in rates))


if __name__ == "__main__":
    main()
