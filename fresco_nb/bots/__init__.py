"""Bots: players that choose among the legal actions, each with its own random stream.

``random`` and ``search`` play any game of the kit through the game protocol; a game registers its own bots
(Fresco: ``greedy``, ``heuristic``, which live here for now). ``make_bot(name, seed, game="fresco")``."""
from .base import GENERIC_BOTS, Bot, bots_for, make_bot

from .greedy import GreedyBot
from .heuristic import HeuristicBot
from .random_bot import RandomBot
from .search import SearchBot

BOTS = bots_for("fresco")         # the default game's bots (Fresco: random, search, greedy, heuristic)

__all__ = ["Bot", "RandomBot", "GreedyBot", "HeuristicBot", "SearchBot", "make_bot", "bots_for", "BOTS", "GENERIC_BOTS"]
