"""Azul: Summer Pavilion's guide for the generic search bot (:class:`fresco_nb.bots.SearchBot`).

- **Candidates**: the options with the best immediate result for the seat — its score, then the tiles it keeps to
  place later — as the greedy bot sees them (:mod:`.bots`).
- **Policy**: the greedy bot plays every seat in the playouts, to the start of the next round.
- **Worth**: the seat's score minus the best rival's (all points are public and on the track).
"""
from __future__ import annotations

from .bots import GreedyBot
from .bots import _after as outcome_of      # (score, tiles kept) of the seat after an action


class AzulSearchGuide:
    """The search bot's guide for Azul (:class:`fresco_nb.games.protocol.SearchGuide`): playouts to the next round
    (deeper greedy playouts did worse against the greedy bot: 4 of 6 games won instead of 6 of 6)."""
    horizon = 0

    def __init__(self, seed: int | str = 0):
        self.policy = GreedyBot(seed)

    def searched(self, game, seat: int) -> bool:
        """Every decision with a choice."""
        return True

    def candidates(self, game, seat: int, options, most: int) -> list:
        """The ``most`` options with the best (score, tiles kept) right after them, in listing order among equals."""
        ranked = sorted(range(len(options)), key=lambda i: tuple(-x for x in outcome_of(game, seat, options[i])))
        return [options[i] for i in ranked[:most]]

    def choose(self, game, seat: int):
        """The greedy bot's choice."""
        return self.policy.choose(game, seat)

    def worth(self, game, seat: int) -> float:
        """The seat's score minus the best rival's."""
        scores = [p["score"] for p in game.view("public")["players"]]
        return scores[seat] - max(score for q, score in enumerate(scores) if q != seat)
