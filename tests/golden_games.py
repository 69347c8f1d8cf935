"""The golden games: a fixed set of whole games whose saves, logs and results are kept in ``tests/golden/`` so
that a change of the rules, the log or a bot that alters any of them is caught (``test_golden.py``).

The set covers 2, 3 and 4 players, each module set (none, each module alone, all three) and the random, greedy
and heuristic bots in mixed seatings. Games are played through the public API only; bot ``i`` plays seat ``i``
with its own stream seeded ``"<seed>:<i>"`` (with two players it also makes Leonardo's choices when it holds his
tile).

After an intended change of behaviour, re-record the whole set and commit the new files with the change::

    .venv/bin/python tests/golden_games.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import NamedTuple

if __name__ == "__main__":            # run as a script from a checkout: import the checkout's package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fresco_nb import new_game
from fresco_nb.bots import make_bot

FOLDER = Path(__file__).parent / "golden"

MODULE_SETS = ((), ("portraits",), ("requests",), ("blends",), ("portraits", "requests", "blends"))
# seatings by number of players, used in turn: every bot sits at several seats and against the others
LINEUPS = {
    2: (("heuristic", "greedy"), ("random", "heuristic"), ("greedy", "random")),
    3: (("greedy", "heuristic", "random"), ("heuristic", "random", "greedy"), ("heuristic", "heuristic", "greedy")),
    4: (("random", "greedy", "heuristic", "heuristic"), ("heuristic", "greedy", "greedy", "random"),
        ("greedy", "heuristic", "random", "heuristic")),
}
GAMES_PER_SETTING = 2


class GoldenGame(NamedTuple):
    """One golden game's settings: what it takes to play it again from its seed."""
    players: int
    modules: tuple[str, ...]
    seed: int
    bots: tuple[str, ...]

    @property
    def name(self) -> str:
        """The file name stem, e.g. ``p3-portraits+blends-s7``."""
        return f"p{self.players}-{'+'.join(self.modules) or 'base'}-s{self.seed}"

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.name}.json"


def golden_set() -> list[GoldenGame]:
    """Every golden game: 3 player counts x 5 module sets x 2 seeds = 30 games, seatings taken in turn."""
    games = []
    for players in (2, 3, 4):
        lineups = LINEUPS[players]
        for m, modules in enumerate(MODULE_SETS):
            for k in range(GAMES_PER_SETTING):
                index = m * GAMES_PER_SETTING + k
                games.append(GoldenGame(players, modules, seed=100 * players + index,
                                        bots=lineups[index % len(lineups)]))
    return games


def bots_for(game: GoldenGame) -> list:
    """A fresh bot per seat, each with the game's own seeding."""
    return [make_bot(name, f"{game.seed}:{seat}") for seat, name in enumerate(game.bots)]


def play(game: GoldenGame):
    """The game played from setup to final scoring by its bots."""
    played = new_game(players=game.players, seed=game.seed, modules=game.modules)
    bots = bots_for(game)
    while not played.over:
        for seat in played.turn.seats:
            played.apply(bots[seat].choose(played, seat), seat)
    return played


def result_text(result: dict) -> str:
    """A result as the JSON text it is compared by."""
    return json.dumps(result, sort_keys=True)


def record(game: GoldenGame) -> dict:
    """What is kept of a golden game: its settings, save, log and result."""
    played = play(game)
    return {"players": game.players, "modules": list(game.modules), "seed": game.seed, "bots": list(game.bots),
            "save": played.to_json(), "log": played.log_text(), "result": json.loads(result_text(played.result()))}


def load(game: GoldenGame) -> dict:
    """The recorded game, as stored in ``tests/golden/``."""
    return json.loads(game.path.read_text(encoding="utf-8"))


def main() -> None:
    """Re-record every golden game (and drop files of games no longer in the set)."""
    FOLDER.mkdir(exist_ok=True)
    wanted = set()
    for game in golden_set():
        game.path.write_text(json.dumps(record(game), indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
        wanted.add(game.path.name)
        print("recorded", game.path.name)
    for stale in FOLDER.glob("*.json"):
        if stale.name not in wanted:
            stale.unlink()
            print("removed", stale.name)


if __name__ == "__main__":
    main()
