"""The card game's own bots: the greedy bot, which sees only its own seat's view (and, by name, the heuristic bot
of :mod:`.heuristic`).

It values a position by what its seat can see: its score now, plus for its hand the frescoes it could restore
next (the best face-up fresco payable from it), a little per card held (cards become paints) and per unused
tile. It tries each legal action on a copy of the game in which everything it cannot see was dealt anew
(:func:`.determinize.redeal`), so it never peeks at another hand or a pile's order, and keeps the best; ties
go to its own random stream.
"""
from __future__ import annotations

from ...bots.base import Bot
from .determinize import redeal
from .heuristic import HeuristicBot, worth_trying


class GreedyBot(Bot):
    """The most VP now (with a little worth for cards and tiles kept); among equals, at random."""
    name = "greedy"

    def choose_among(self, game, seat: int, options: list):
        base = redeal(game, {seat}, self.rng)
        base.state.record = False

        def after(action) -> float:
            trial = base.clone()
            trial.auto_chance = True
            trial.apply(action, seat)
            return worth(trial, seat)
        return self.best_of(worth_trying(options, game.data.max_steps), after)


def worth(game, seat: int) -> float:
    """How good ``game`` looks for ``seat`` from its own view: its VP, plus 0.3 per card held or still to come from
    the cards laid out in an exchange, and 0.2 per unused tile."""
    s = game.state
    p = s.players[seat]
    coming = s.w_left + sum(n * max(s.tables.cards[k].m, s.tables.cards[k].w) for k, n in enumerate(s.laid)) \
        if s.current == seat else 0
    return sum(s.score(p).values()) + 0.3 * (sum(p.hand) + coming) + 0.2 * sum(p.tiles)


def bots() -> dict:
    """The bots of this game by name (the generic ones, such as "random", come from :mod:`fresco_nb.bots`)."""
    return {GreedyBot.name: GreedyBot, HeuristicBot.name: HeuristicBot}
