"""The bot interface: ``choose(game, seat) -> action``, one random stream per bot."""
from __future__ import annotations

import random


class Bot:
    """A player program. Each bot draws from its own random stream, so bots never change the game's draws."""
    name = "bot"

    def __init__(self, seed: int | str = 0):
        self.rng = random.Random(f"{self.name}:{seed}")

    def reseed(self, seed: int | str) -> None:
        """Restart the bot's own random stream (e.g. per position, so replays repeat the same choices)."""
        self.rng.seed(f"{self.name}:{seed}")

    def choose(self, game, seat: int):
        """One of ``game.legal_actions(seat)``."""
        raise NotImplementedError

    def __repr__(self):
        return f"{type(self).__name__}()"


BOTS: dict[str, type[Bot]] = {}


def register(cls: type[Bot]) -> type[Bot]:
    """Make a bot class available by its name (CLI, simulations)."""
    BOTS[cls.name] = cls
    return cls


def make_bot(name: str, seed: int | str = 0) -> Bot:
    """A bot by name ("random", "greedy", ...) with its own seed."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; bots are {', '.join(sorted(BOTS))}") from None
