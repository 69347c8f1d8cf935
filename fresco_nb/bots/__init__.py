"""Bots: players that choose among the legal actions, each with its own random stream.

``random`` and ``search`` play any game of the kit through the game protocol; each game brings its own bots from
its package (its protocol's ``bots()``). ``make_bot(name, seed, game=...)`` makes any of them by name and
``bots_for(game)`` lists them. ``BOTS`` is the default game's list, and the default game's own bot classes are here
by their class names too (``from fresco_nb.bots import GreedyBot``)."""
from .base import GENERIC_BOTS, Bot, bots_for, make_bot
from .random_bot import RandomBot
from .search import SearchBot

__all__ = ["Bot", "RandomBot", "SearchBot", "make_bot", "bots_for", "BOTS", "GENERIC_BOTS"]


def __getattr__(name: str):
    """``BOTS`` (the default game's bots by name, one dict: a bot added to it is known to ``make_bot``) and the
    default game's own bot classes by class name, found when first asked for (the game's package imports this
    one)."""
    if name == "BOTS":
        return bots_for()
    found = None if name.startswith("_") else next((cls for cls in bots_for().values() if cls.__name__ == name),
                                                     None)
    if found is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return found
