"""Bots: players that choose among the legal actions, each with its own random stream."""
from .base import Bot, make_bot, BOTS

from .greedy import GreedyBot
from .random_bot import RandomBot

__all__ = ["Bot", "RandomBot", "GreedyBot", "make_bot", "BOTS"]
