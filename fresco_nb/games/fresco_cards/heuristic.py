"""The card game's heuristic bot: each option valued by the position it leaves, as a good player sees it.

The greedy bot (:mod:`.bots`) counts the VP now and a flat worth per card. This bot tries each option on a few
copies of the game in which everything its seat cannot see was dealt anew (:func:`.determinize.redeal`: it never
peeks at another hand or a pile), lets the other players answer a Demand, and values the position it leaves by

- its **score** (restored frescoes, unused Turn+1 and Colour tiles, C-END-4);
- its **reach**: for each face-up fresco, how many of its three paints the hand (or a Colour tile) can supply, and
  the value it would score with the steps in sight (bishop symbols, a mix, the favourite colour, C-REST-5); the best
  fresco counts most, the second a little;
- its **cards**: a little per card held up to the hand limit, more for a paint a face-up fresco needs, more per
  card still to come from an exchange, and the action tile due for a fresco just restored;
- its **tiles** kept for later (Demand, Double action).

Once the end is triggered (C-END-1), the reach counts little: few turns are left. Its estimates are the constants of
:class:`Weights`, not facts of the game.
"""
from __future__ import annotations

from typing import NamedTuple

from ...bots.base import Bot
from .actions import Restore
from .determinize import redeal


class Weights(NamedTuple):
    """The bot's own estimates (VP), not facts of the game."""
    card: float = 0.15               # a card held, up to the hand limit
    needed: float = 0.15             # more for a card of a paint a face-up fresco needs
    coming: float = 0.5              # a card still to come from the symbols of an exchange
    reward: float = 0.8              # an action tile still to take for a fresco restored (C-REST-8)
    reach: tuple = (0.0, 0.05, 0.25, 0.55)   # the part of a fresco's value counted by how many paints are in hand
    second: float = 0.3              # the second-best fresco's part
    demand: float = 0.7              # an unused Demand tile
    double: float = 0.6              # an unused Double-action tile
    late: float = 0.3                # the reach's part once the end is triggered
    samples: int = 3                 # deals tried per option


class HeuristicBot(Bot):
    """Chooses the option whose resulting position, averaged over a few deals of what it cannot see, it values
    most; ties go to its own random stream."""
    name = "heuristic"
    Weights = Weights

    def choose_among(self, game, seat: int, options: list):
        deals = []
        for _ in range(self.weights.samples):
            dealt = redeal(game, {seat}, self.rng)
            dealt.state.record = False
            deals.append(dealt)

        def worth(action) -> float:
            total = 0.0
            for dealt in deals:
                trial = dealt.clone()
                trial.apply(action, seat)
                _answer_demands(trial, seat)
                total += self.value(trial, seat)
            return total
        return self.best_of(worth_trying(options, game.data.max_steps), worth)

    def value(self, game, seat: int) -> float:
        """How good ``game`` looks for ``seat``: what it sees of its own seat and the public table only."""
        w = self.weights
        s = game.state
        t = s.tables
        p = s.players[seat]
        score = sum(s.score(p).values())
        held = sum(p.hand)
        coming = s.w_left + sum(n * max(t.cards[k].m, t.cards[k].w) for k, n in enumerate(s.laid)) \
            if s.current == seat else 0
        needs = {paint for f in s.fresco_display if f is not None for paint in t.frescoes[f].needs}
        useful = sum(n for k, n in enumerate(p.hand) if t.cards[k].paint in needs)
        cards = w.card * min(held, t.data.hand_limit) + w.needed * min(useful, t.data.hand_limit) + w.coming * coming
        if s.step == "reward" and s.current == seat:
            cards += w.reward
        tiles = sum(n * (w.demand if t.tiles[k].kind == "demand" else w.double if t.tiles[k].kind == "double" else 0)
                    for k, n in enumerate(p.tiles))
        reach = sorted((_reach(t, s, p, f, w) for f in s.fresco_display if f is not None), reverse=True)
        hope = (reach[0] if reach else 0) + w.second * (reach[1] if len(reach) > 1 else 0)
        if s.triggered:
            hope *= w.late
        return score + cards + tiles + hope


def worth_trying(options, most_steps: int) -> list:
    """The options both bots try: every one but restorations spending more Turn+1 tiles than a fresco has steps
    (C-RUL-19: legal, never better)."""
    return [a for a in options if type(a) is not Restore or a.turns <= most_steps]


def _answer_demands(game, seat: int) -> None:
    """Let the other players answer a Demand of ``seat`` in a trial (each gives its first card of the colour)."""
    while not game.over and game.decision.kind == "give" and game.decision.painter != seat:
        game.apply(game.legal_actions()[0])


def _reach(t, s, p, fresco: int, w: Weights) -> float:
    """The part of face-up ``fresco``'s value that ``p``'s hand has in sight: its value at the steps the hand can
    give (bishop symbols of the cards, a mix, the favourite colour) times the part for the paints it can supply."""
    f = t.frescoes[fresco]
    supplied, steps = 0, 0
    for paint in f.needs:
        cards = [c for k, c in enumerate(t.cards) if p.hand[k] and c.paint == paint]
        mix = t.data.mix_of(paint)
        mixable = mix is not None and all(
            any(p.hand[k] and c.mixing and c.paint == primary for k, c in enumerate(t.cards)) for primary in mix)
        tile = t.colour_tile.get(paint)
        if cards or mixable or (tile is not None and p.tiles[tile]):
            supplied += 1
            steps += max([c.bishops for c in cards] + [1 if mixable else 0])
    if s.favourite is not None and t.paints[s.favourite] in f.needs:
        steps += 1
    return f.values[min(steps, len(f.values) - 1)] * w.reach[supplied]
