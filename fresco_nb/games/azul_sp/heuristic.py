"""Azul: Summer Pavilion's heuristic bot: each option valued by the position it leaves, as a good player sees it.

The greedy bot (:mod:`.bots`) counts only the points scored now. This bot tries each option on a copy of the game
whose future draws are re-dealt (:func:`.protocol.determinize`: it never learns the bag's order, A-HID-3) and values
the player it leaves by

- its **score**;
- the **stars and numbers** on the way to their end-game bonus (A-END-3, A-END-4), more the nearer they are to
  complete and the more rounds are left to finish them;
- its **tiles**: a tile in hand is worth what it can still be spent on this round (a colour with empty spaces
  left for it, or the round's wild colour); a tile that cannot be spent is worth keeping on a corner (up to the
  corners' room) or loses a point when passing;
- the tiles kept on the **corners**, worth more in the colour that is wild next round (A-ROUND-5).

Its own estimates are the constants of :class:`Weights`.
"""
from __future__ import annotations

from typing import NamedTuple

from ...bots.base import Bot
from .placing import colours_for
from .protocol import determinize
from .state import EMPTY


class Weights(NamedTuple):
    """The bot's own estimates (points), not facts of the game."""
    spendable_tile: float = 1.1      # a hand tile that an empty space can still take this round
    wild_tile: float = 1.3           # a hand tile of the round's wild colour
    kept_tile: float = 0.7           # a tile on a corner, for the next round
    kept_wild_tile: float = 1.3      # ... of the next round's wild colour
    star_share: tuple = (0, .05, .12, .25, .42, .65, 1.0)      # the part of a star's bonus counted by tiles on it
    number_share: tuple = (0, .02, .05, .1, .2, .35, .6, 1.0)  # the part of a number's bonus by spaces covered
    marker: float = 1.0              # holding the start-player marker: first to place, first next round


class HeuristicBot(Bot):
    """Chooses the option whose resulting position it values most (score, progress to stars and numbers,
    tiles); ties to its own random stream."""
    name = "heuristic"
    Weights = Weights

    def choose_among(self, game, seat: int, options: list):
        seen = determinize(game, seat, self.rng)

        def worth(action) -> float:
            trial = seen.clone()
            trial.state.record = False
            trial.apply(action, seat)
            return self.value(trial.state, seat)
        return self.best_of(options, worth)

    def value(self, s, seat: int) -> float:
        """The bot's worth of ``seat``'s position in state ``s``."""
        t = s.tables
        w = self.weights
        p = s.players[seat]
        board = p.board
        worth = float(p.score)
        if s.phase == "over":
            return worth
        last = s.round == t.data.rounds
        for star, spaces in enumerate(t.star_spaces):
            covered = sum(1 for i in spaces if board[i] != EMPTY)
            if covered:
                share = w.star_share[covered] if covered == len(spaces) or not last else 0.0
                worth += share * _star_bonus(t, board, star)
        for k, spaces in enumerate(t.number_spaces):
            points = t.number_points[k]
            if points and spaces:
                covered = sum(1 for i in spaces if board[i] != EMPTY)
                if covered == len(spaces) or not last:
                    worth += w.number_share[round(covered * 7 / len(spaces))] * points
        if s.marker == seat and s.phase == "draft":
            worth += w.marker
        worth += self._tiles(s, p)
        return worth

    def _tiles(self, s, p) -> float:
        """The worth of the player's tiles in hand and on the corners."""
        t = s.tables
        w = self.weights
        room = t.data.corners
        room_for = [_room_for(s, p.board, c) for c in range(t.n_colours)]
        kept_worth = [self._kept_worth(s, c, room_for[c]) for c in range(t.n_colours)]
        worth = sum(n * kept_worth[c] for c, n in enumerate(p.corners))
        if p.passed or not any(p.hand):
            return worth
        wild = s.wild
        spare = []
        for c, n in enumerate(p.hand):
            if not n:
                continue
            if c == wild:
                worth += n * w.wild_tile
                continue
            usable = min(n, room_for[c])
            worth += usable * w.spendable_tile
            spare += [kept_worth[c]] * (n - usable)
        spare.sort(reverse=True)
        worth += sum(spare[:room]) - len(spare[room:]) * t.data.discard_penalty
        return worth

    def _kept_worth(self, s, colour: int, room: int) -> float:
        """A tile of ``colour`` kept on a corner: worth more in the next round's wild colour, worth its coming
        loss if no later round can spend it (no room left for it, and never wild again; A-END-2)."""
        t = s.tables
        later = t.wild[s.round:]              # the wild colours of the rounds still to come
        if not later or not (room or colour in later):
            return -float(t.data.leftover_penalty)
        if colour == later[0]:
            return self.weights.kept_wild_tile
        return self.weights.kept_tile


def _room_for(s, board: list[int], colour: int) -> int:
    """Tiles of ``colour`` that the empty spaces taking it can still absorb: their costs added up."""
    t = s.tables
    room = 0
    for spaces in t.star_spaces:
        empty = [i for i in spaces if board[i] == EMPTY]
        if empty and colour in colours_for(s, board, empty[0]):
            room += sum(t.cost[i] for i in empty)
    return room


def _star_bonus(t, board: list[int], star: int) -> int:
    """The bonus a star would score once complete (A-END-3): on the grey side, counted as multicolour unless all
    its tiles so far share a colour (A-VAR-6)."""
    if t.grey:
        on = {board[i] for i in t.star_spaces[star] if board[i] != EMPTY}
        return t.colour_points[on.pop()] if len(on) == 1 else t.multicolour_points
    colour = t.star_colour[star]
    return t.multicolour_points if colour == EMPTY else t.colour_points[colour]
