"""The bot interface: ``choose(game, seat) -> action``, one random stream per bot."""
from __future__ import annotations

import random

from ..games import DEFAULT_GAME, game_module

class Bot:
    """A player program. Each bot draws from its own random stream, so bots never change the game's draws.

    A bot writes only what is its own: :meth:`choose_among`, called when there is a real choice (:meth:`choose`
    plays a single legal option without asking it, and without a draw from the bot's stream). A bot whose choices
    rest on estimates of its own declares their type as ``Weights`` (a NamedTuple, its defaults the bot's
    estimates) and takes others as ``weights``."""
    name = "bot"
    Weights: type | None = None

    def __init__(self, seed: int | str = 0, weights=None):
        self.rng = random.Random(f"{self.name}:{seed}")
        if weights is not None and self.Weights is None:
            raise TypeError(f"the {self.name} bot takes no weights")
        self.weights = self.Weights() if weights is None and self.Weights is not None else weights

    def reseed(self, seed: int | str) -> None:
        """Restart the bot's own random stream (e.g. per position, so replays repeat the same choices)."""
        self.rng.seed(f"{self.name}:{seed}")

    def choose(self, game, seat: int):
        """One of ``game.legal_actions(seat)``: the only one, else the one :meth:`choose_among` picks."""
        options = game.legal_actions(seat)
        if len(options) == 1:
            return options[0]
        return self.choose_among(game, seat, options)

    def choose_among(self, game, seat: int, options: list):
        """One of ``options``, the two or more legal actions of ``seat`` (each bot's own way of choosing)."""
        raise NotImplementedError

    def best_of(self, options, value_of) -> object:
        """The option of highest ``value_of(option)`` (a number or a tuple of them); ties go to the bot's own
        stream (one draw per option, in order)."""
        best, best_key = None, None
        for option in options:
            key = (value_of(option), self.rng.random())
            if best_key is None or key > best_key:
                best, best_key = option, key
        return best

    def __repr__(self):
        return f"{type(self).__name__}()"


GENERIC_BOTS: dict[str, type[Bot]] = {}       # bots that play any game of the kit (the game protocol only)
_BY_GAME: dict[str, dict[str, type[Bot]]] = {}


def register(cls: type[Bot]) -> type[Bot]:
    """Make a generic bot class available by its name for every game (CLI, simulations); a game's own bots are
    registered by the game (its ``bots()``)."""
    GENERIC_BOTS[cls.name] = cls
    return cls


def bots_for(game: str = DEFAULT_GAME) -> dict[str, type[Bot]]:
    """Every bot that plays ``game``, by name: the generic ones and the game's own."""
    found = _BY_GAME.get(game)
    if found is None:
        found = _BY_GAME[game] = {**GENERIC_BOTS, **game_module(game).bots()}
    return found


def make_bot(name: str, seed: int | str = 0, game: str = DEFAULT_GAME) -> Bot:
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
