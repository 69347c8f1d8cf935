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


GENERIC_BOTS: dict[str, type[Bot]] = {}       # bots that play any game of the kit (the game protocol only)
_BY_GAME: dict[str, dict[str, type[Bot]]] = {}


def register(cls: type[Bot]) -> type[Bot]:
    """Make a generic bot class available by its name for every game (CLI, simulations); a game's own bots are
    registered by the game (its ``bots()``)."""
    GENERIC_BOTS[cls.name] = cls
    return cls


def bots_for(game: str = "fresco") -> dict[str, type[Bot]]:
    """Every bot that plays ``game``, by name: the generic ones and the game's own."""
    found = _BY_GAME.get(game)
    if found is None:
        from ..games import game_module
        found = _BY_GAME[game] = {**GENERIC_BOTS, **game_module(game).bots()}
    return found


def make_bot(name: str, seed: int | str = 0, game: str = "fresco") -> Bot:
    """A bot of ``game`` by name ("random", "search", and the game's own such as Fresco's "greedy") with its own
    seed. ``"<bot>~<restriction>"`` is that bot restricted by a design-bench probe
    (:mod:`fresco_nb.bench.restrictions`: ``"greedy~no-theatre"``)."""
    if isinstance(name, str) and "~" in name:
        from ..bench.restrictions import restricted_bot
        return restricted_bot(name, seed, game)
    known = bots_for(game)
    try:
        return known[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; bots are {', '.join(sorted(known))}") from None
