"""Fresco's own bots: the greedy bot (:mod:`.greedy`, the most VP now) and the heuristic bot (:mod:`.heuristic`:
what a seat sees, what a position is worth, the best choices, a round planned through, its tuning constants, the
bot). The generic bots (random, search) are in :mod:`fresco_nb.bots`; ``make_bot(name, seed)`` finds them all."""
from .greedy import GreedyBot
from .heuristic import HeuristicBot


def bots() -> dict:
    """The bots of this game by name (the generic ones, such as "random", come from :mod:`fresco_nb.bots`)."""
    return {GreedyBot.name: GreedyBot, HeuristicBot.name: HeuristicBot}
