"""Azul: Summer Pavilion's own bots: the greedy bot, the best immediate score (and, by name, the heuristic bot of
:mod:`.heuristic`).

It tries every legal action on a copy of the game (:meth:`Game.clone`) and keeps the one after which its score is
highest; ties go to the action that leaves it the most tiles (in hand and on the corners: more to place later), then
to its own random stream.
"""
from __future__ import annotations

from ...bots.base import Bot
from .actions import Pass
from .heuristic import HeuristicBot


class GreedyBot(Bot):
    """The most points now; among equals, the most tiles kept; then at random."""
    name = "greedy"

    def choose_among(self, game, seat: int, options: list):
        passes: dict[int, tuple[int, int]] = {}      # passes keeping as many tiles end alike: tried once per count

        def outcome(action) -> tuple[int, int]:
            if not isinstance(action, Pass):
                return _after(game, seat, action)
            found = passes.get(len(action.keep))
            if found is None:
                found = passes[len(action.keep)] = _after(game, seat, action)
            return found
        return self.best_of(options, outcome)


def _after(game, seat: int, action) -> tuple[int, int]:
    """(score, tiles held) of ``seat`` once ``action`` is applied to a copy of ``game``."""
    trial = game.clone()
    trial.state.record = False          # no log lines for a trial
    trial.apply(action, seat)
    player = trial.state.players[seat]
    return player.score, sum(player.hand) + sum(player.corners)


def bots() -> dict[str, type[Bot]]:
    """The bots of this game by name (the generic ones, such as "random", come from :mod:`fresco_nb.bots`)."""
    return {GreedyBot.name: GreedyBot, HeuristicBot.name: HeuristicBot}
