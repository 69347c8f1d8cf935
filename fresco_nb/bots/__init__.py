"""Bots: players that choose among the legal actions, each with its own random stream."""
from .base import Bot, make_bot, BOTS

from .greedy import GreedyBot
from .heuristic import HeuristicBot
from .random_bot import RandomBot
from .search import SearchBot

__all__ = ["Bot", "RandomBot", "GreedyBot", "HeuristicBot", "SearchBot", "make_bot", "BOTS"]
