"""The search bot: Monte-Carlo search over determinized games, for any game of the kit (the game protocol).

For a decision with several options, the bot keeps a few candidates and plays each of them out many times. Every
iteration draws one *determinization*: a copy of the game in which everything this seat cannot see is dealt anew,
consistent with its view (the game's ``determinize``), with the future draws re-seeded. All candidates of one
iteration are played from the same determinization (common random numbers) up to the start of a later round
(``horizon``) or the end of the game, and each leaf is valued for the seat. Candidates are halved as evidence comes
in; the best mean wins. The budget is a number of iterations with a time cap (default 1 s a move).

What is searched, the candidates, the playout policy and the value of a leaf come from the game's search guide
(:class:`fresco_nb.games.protocol.SearchGuide`; Fresco's: :mod:`fresco_nb.games.fresco.search_guide`). A game
without a guide is searched over all its options with uniformly random playouts to the end, valued by the final
scores (the seat's minus its best rival's).

Only the game protocol is used: ``decision``, ``legal_actions``, ``apply``, ``over``, ``result`` and the game's
``determinize``; the determinization overwrites every hidden value before any of it is used, so two games that differ
only in what this seat cannot see give the same decision (tests/test_bots.py checks it).
"""
from __future__ import annotations

import gc
import time

from ..games import module_of
from .base import Bot, register


class RandomPlayouts:
    """The guide of a game without its own: every option searched, uniformly random playouts, final scores."""
    horizon = None                     # to the end

    def __init__(self, rng):
        self.rng = rng

    def searched(self, game, seat: int) -> bool:
        return True

    def candidates(self, game, seat: int, options, most: int) -> list:
        return list(options)

    def choose(self, game, seat: int):
        return self.rng.choice(game.legal_actions(seat))

    def worth(self, game, seat: int) -> float:
        if not game.over:
            return 0.0
        scores = game.result()["scores"]
        return scores[seat] - max(score for q, score in enumerate(scores) if q != seat)


@register
class SearchBot(Bot):
    """Monte-Carlo search with determinization of the hidden information, guided by the game's search guide.

    ``iterations``: determinizations per decision (each plays every surviving candidate once);
    ``seconds``: time cap per decision (None: none); ``candidates``: options kept from the guide's ranking;
    ``horizon``: rounds played out after the current one before the leaf is valued (the game's end at the latest;
    None: the guide's ``horizon``, Fresco's 1, Azul's 0; playouts without a guide always go to the end).
    """
    name = "search"

    def __init__(self, seed: int | str = 0, iterations: int = 16, seconds: float | None = 1.0, candidates: int = 4,
                 horizon: int | None = None):
        super().__init__(seed)
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.candidates = candidates
        self.horizon = horizon
        self.guides: dict[str, object] = {}  # the guide of each game played, made when first needed
        self.times: list[float] = []         # seconds per searched decision
        self.capped = 0                      # decisions stopped by the time cap

    def guide_for(self, game):
        """The search guide of ``game``'s game (:class:`RandomPlayouts` if it has none), made once per game name."""
        module = module_of(game)
        guide = self.guides.get(module.NAME)
        if guide is None:
            guide = self.guides[module.NAME] = module.search_guide(self.seed) or RandomPlayouts(self.rng)
        return guide

    def choose_among(self, game, seat: int, options: list):
        guide = self.guide_for(game)
        if not guide.searched(game, seat):
            return guide.choose(game, seat)
        collecting = gc.isenabled()
        gc.disable()            # rollouts make no reference cycles: spare the searches the collector's pauses
        try:
            return self._search(game, seat, options, guide)
        finally:
            if collecting:
                gc.enable()

    def _search(self, game, seat: int, options, guide):
        start = time.perf_counter()
        determinize = module_of(game).determinize
        candidates = guide.candidates(game, seat, options, self.candidates)
        if len(candidates) == 1:
            return candidates[0]
        horizon = guide.horizon if self.horizon is None else self.horizon
        stop_round = None if isinstance(guide, RandomPlayouts) else game.decision.round + horizon + 1
        totals = {a: 0.0 for a in candidates}
        alive = list(candidates)
        longest = 0.0                             # the longest playout so far, in seconds
        for it in range(self.iterations):
            det = determinize(game, seat, self.rng)
            sample = {}
            for a in alive:
                begin = time.perf_counter()
                if self.seconds is not None and begin - start + longest > self.seconds:   # it could pass the cap
                    break
                g = det.clone()
                g.apply(a, seat)
                _playout(g, guide, stop_round)
                sample[a] = guide.worth(g, seat)
                longest = max(longest, time.perf_counter() - begin)
            if len(sample) < len(alive):          # out of time: this determinization is left out
                self.capped += 1
                if not it:                        # not one whole round of playouts fitted: the first candidate
                    self.times.append(time.perf_counter() - start)
                    return candidates[0]
                break
            for a in alive:
                totals[a] += sample[a]
            done = it + 1
            if done in (self.iterations // 4, self.iterations // 2) and len(alive) > 2:
                alive.sort(key=lambda a: (-totals[a], candidates.index(a)))
                alive = alive[:max(2, (len(alive) + 1) // 2)]
        best = max(alive, key=lambda a: (totals[a], -candidates.index(a)))
        self.times.append(time.perf_counter() - start)
        return best


def _playout(g, guide, stop_round: int | None) -> None:
    """Let the guide's policy play ``g`` to the first decision of round ``stop_round`` (None: to the end)."""
    while not g.over:
        if stop_round is not None and g.decision.round >= stop_round:
            return
        for q in g.turn.seats:
            g.apply(guide.choose(g, q), q)
