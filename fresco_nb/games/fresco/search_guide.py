"""Fresco's guide for the generic search bot (:class:`fresco_nb.bots.SearchBot`): which decisions are searched,
which options are played out and how a leaf is valued.

- **Determinization**: :func:`fresco_nb.games.fresco.determinize.determinize`.
- **Policy.** The heuristic bot (fast mode) plays every painter in the rollouts, ranks the candidates (the best
  few; in the workshop the best three mixes) and decides a score placement and a request's paint at once.
- **Worth.** The seat's worth minus the best rival's (:func:`fresco_nb.games.fresco.bots.heuristic.evaluate`:
  score, thalers, paints, income, mood; at the end the final scores).
"""
from __future__ import annotations

from .bots.heuristic import HeuristicBot, Holdings, SeatView, book_of, evaluate, horizon_at

NOT_SEARCHED = ("place", "income")      # decisions left to the policy: ahead/behind, a request's paint
ROUND_START = ("wake", "plan", "income")
MIXES_SEARCHED = 3                      # in the workshop, the policy's best few mixes are enough


def worth(game, seat: int) -> float:
    """The seat's worth minus its best rival's, in VP: final scores at the end, else the heuristic valuation."""
    s = game.state
    can_win = game.rulings.get("leonardo_can_win", False)
    rivals = [p.seat for p in s.players if p.seat != seat and (can_win or not p.automaton)]
    if game.over:
        scores = [p.score for p in s.players]
        return scores[seat] - max(scores[q] for q in rivals)
    book = book_of(game)
    kind = game.decision.kind
    values = {}
    for q in [seat] + rivals:
        if s.players[q].automaton:
            values[q] = s.players[q].score
            continue
        sit = SeatView(game, q, book)
        stage = "start" if kind in ROUND_START else _stage(sit)
        wakes = sit.rounds_after() + (1 if kind == "wake" else 0)
        values[q] = evaluate(sit, Holdings.of(sit, q), horizon_at(sit, stage), wakes)
    return values[seat] - max(values[q] for q in rivals)


def _stage(sit) -> str:
    """The stage of an act phase by the location visited (a score placement happens at one of them)."""
    if sit.loc in ("market", "cathedral") and sit.visit == 1:
        return "start"
    if sit.loc in ("studio", "workshop"):
        return "mid"
    return "end"


class FrescoSearchGuide:
    """The search bot's guide for Fresco (:class:`fresco_nb.games.protocol.SearchGuide`): the heuristic bot as
    policy, its ranking for the candidates, :func:`worth` for the leaves, playouts to the round after next."""
    horizon = 1

    def __init__(self, seed: int | str = 0):
        self.policy = HeuristicBot(seed, fast=True)

    def searched(self, game, seat: int) -> bool:
        """A score placement and a request's paint are left to the policy."""
        return game.decision.kind not in NOT_SEARCHED

    def candidates(self, game, seat: int, options, most: int) -> list:
        """The policy's best ``most`` options (in the workshop at most its best three mixes)."""
        ranked = self.policy.rank(game, seat, options)
        if game.decision.kind == "workshop":
            ranked = ranked[:MIXES_SEARCHED]
        return [a for _, a in ranked[:most]]

    def choose(self, game, seat: int):
        """The policy's choice."""
        return self.policy.choose(game, seat)

    def worth(self, game, seat: int) -> float:
        """See :func:`worth`."""
        return worth(game, seat)
