"""The search bot: Monte-Carlo search over determinized games, with the heuristic bot as rollout policy.

For a decision with several options, the bot keeps the heuristic's best few (:meth:`HeuristicBot.rank`) and
plays each of them out many times. Every iteration draws one *determinization*: a copy of the game
(``game.clone()``) in which everything this seat cannot see is re-drawn (R-HID-1):

- the other painters' paints and thalers (behind their large screens): typical amounts for the round (from
  heuristic self-play), or the setup's before anyone has bought or earned anything;
- their plans while planning is still secret (R-PLAN-2): they are taken back, and the rollout policy plans
  for them after the bot's own candidate plan, without seeing it (simultaneous planning);
- the portrait deck order within each deck (R-POR-1), and the chance stream, so future bag draws and refills
  (the bag order) are sampled afresh.

All candidates of one iteration are played from the same determinization (common random numbers), by the
heuristic bot for every painter, up to the start of a later round (``horizon``) or the end of the game. A
leaf is scored as the bot's worth minus the best rival's (:func:`fresco_nb.bots.heuristic.evaluate`: score,
thalers, paints, income, mood; at the end the final scores). Candidates are halved as evidence comes in; the
best mean wins. The budget is a number of iterations with a time cap (default 1 s a move).

Only ``game.decision``, ``game.view(seat)``, ``game.legal_actions``, ``game.clone()`` and the clone's own state are
read (the decision's kind says what is searched: a score placement and a request's paint are not); the
determinization overwrites every hidden value of the clone before any of it is used, so two games that differ
only in what this seat cannot see give the same decision (tests/test_bots.py checks it).
"""
from __future__ import annotations

import gc
import random
import time

from ..games.fresco.data import PAINTS
from .base import Bot, register
from .heuristic import HeuristicBot, Holdings, SeatView, book_of, evaluate, horizon_at

# typical thalers and paints at the start of a round (heuristic self-play, 2-4 players): (mean, sd) by round
THALERS = {1: (12, 0), 2: (8.3, 2.7), 3: (7.4, 3.6), 4: (9.9, 4.5), 5: (12.7, 5.4), 6: (16.7, 6.5), 7: (22.6, 7.5)}
PAINT_COUNT = {1: (3, 0), 2: (4.7, 1.8), 3: (5.8, 2.7), 4: (6.8, 3.0), 5: (7.0, 3.4), 6: (7.4, 3.1), 7: (7.5, 2.9)}
PAINT_MIX = (0.215, 0.236, 0.225, 0.11, 0.126, 0.088)      # R Y B O G V
NOT_SEARCHED = ("place", "income")      # decisions left to the policy: ahead/behind, a request's paint
ROUND_START = ("wake", "plan", "income")
MIXES_SEARCHED = 3                      # in the workshop, the policy's best few mixes are enough


def determinize(game, seat: int, rng: random.Random):
    """A copy of ``game`` in which everything ``seat`` cannot see is drawn anew (R-HID-1)."""
    g = game.clone()
    s = g.state
    s.record = False
    s.log = []
    g._chance = random.Random(rng.getrandbits(64))          # future draws: the bag order is unknown
    s.bag.sort()                                             # only its contents are public
    r = min(max(s.round, 1), 7)
    planning = s.phase == "plan"
    untouched = s.round <= 1 and s.phase in ("setup", "wake", "plan")     # nobody has bought or earned yet
    data = game.data
    for p in s.players:
        if p.seat == seat or p.automaton:
            continue
        paints = [0] * len(p.paints)
        if untouched:                                        # the setup's thalers and paints (R-SET-8)
            p.thalers = data.start_thalers
            for paint in data.start_paints:
                paints[PAINTS.index(paint)] += 1
        else:
            mean, sd = THALERS[r]
            p.thalers = max(0, int(round(rng.gauss(mean, sd))))
            mean, sd = PAINT_COUNT[r]
            for _ in range(max(0, int(round(rng.gauss(mean, sd))))):
                paints[_pick(rng)] += 1
        p.paints = paints
        if planning and p.plan is not None:                  # secret until all have planned (R-PLAN-2)
            p.plan = None
    if s.portrait_deck:                                      # the order within each deck is unknown (R-POR-1)
        cards = game.data.portraits
        deck = s.portrait_deck
        for letter in sorted({cards[c].deck for c in deck}):      # (a set's order changes between processes)
            spots = [i for i, c in enumerate(deck) if cards[c].deck == letter]
            chosen = sorted(deck[i] for i in spots)
            rng.shuffle(chosen)
            for i, c in zip(spots, chosen):
                deck[i] = c
    g._state_edited()                                        # paints and plans changed: settle the decision anew
    return g


def _pick(rng: random.Random) -> int:
    x = rng.random()
    for i, w in enumerate(PAINT_MIX):
        x -= w
        if x < 0:
            return i
    return len(PAINT_MIX) - 1


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


@register
class SearchBot(Bot):
    """Monte-Carlo search with determinization of the hidden information and heuristic rollouts.

    ``iterations``: determinizations per decision (each plays every surviving candidate once);
    ``seconds``: time cap per decision (None: none); ``candidates``: options kept from the heuristic's ranking;
    ``horizon``: rounds played out after the current one before the leaf is valued (the game's end at the latest).
    """
    name = "search"

    def __init__(self, seed: int | str = 0, iterations: int = 16, seconds: float | None = 1.0, candidates: int = 4,
                 horizon: int = 1):
        super().__init__(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.candidates = candidates
        self.horizon = horizon
        self.policy = HeuristicBot(seed, fast=True)
        self.times: list[float] = []         # seconds per searched decision
        self.capped = 0                      # decisions stopped by the time cap

    def choose(self, game, seat: int):
        options = game.legal_actions(seat)
        if len(options) == 1:
            return options[0]
        if game.decision.kind in NOT_SEARCHED:
            return self.policy.choose(game, seat)
        collecting = gc.isenabled()
        gc.disable()            # rollouts make no reference cycles: spare the searches the collector's pauses
        try:
            return self._search(game, seat, options)
        finally:
            if collecting:
                gc.enable()

    def _search(self, game, seat: int, options):
        start = time.perf_counter()
        decision = game.decision
        ranked = self.policy.rank(game, seat, options)
        if decision.kind == "workshop":
            ranked = ranked[:MIXES_SEARCHED]
        candidates = [a for _, a in ranked[:self.candidates]]
        if len(candidates) == 1:
            return candidates[0]
        stop_round = decision.round + self.horizon + 1
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
                self._rollout(g, stop_round)
                sample[a] = worth(g, seat)
                longest = max(longest, time.perf_counter() - begin)
            if len(sample) < len(alive):          # out of time: this determinization is left out
                self.capped += 1
                if not it:                        # not one whole round of playouts fitted: the policy's choice
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

    def _rollout(self, g, stop_round: int) -> None:
        policy = self.policy
        state = g.state
        while not g.over:
            if state.round >= stop_round and state.phase == "wake":
                return
            for q in g.turn.seats:
                g.apply(policy.choose(g, q), q)
