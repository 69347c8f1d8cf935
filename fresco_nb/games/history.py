"""What a game kept as one history of actions gets from the kit: undo by replaying, the checked replay of a save,
and a clone with its own copy of the chance stream.

A game class using :class:`Replayed` has ``state`` (with ``copy()``), ``history`` (``[(seat, action)]``, seat None
for a draw, whose action has ``item``), ``_chance`` (its ``random.Random``), ``_replaying``, ``_rules`` (the row
of its decisions table due now, with ``apply`` by action type) and the methods ``_restart()`` (the table before
the first draw), ``_advance()`` (the automatic steps up to the next decision), ``_draw(item)`` and ``_settle()``.
Azul and the card game use it.
"""
from __future__ import annotations

import random

from .common.errors import IllegalAction


class Replayed:
    """Undo, replay and clone for a game kept as a history of actions."""

    def undo(self, steps: int = 1):
        """Take back the last ``steps`` player decisions (and the draws after them) by replaying the rest."""
        if steps <= 0:
            return self
        keep = len(self.history)
        for _ in range(steps):
            decisions = [i for i in range(keep) if self.history[i][0] is not None]
            if not decisions:
                raise IllegalAction("UNDO", "nothing_to_undo")
            keep = decisions[-1]
        self._replay(self.history[:keep], trusted=True)
        return self

    def _replay(self, history, trusted: bool) -> None:
        """Rebuild the game from its first draw through ``history`` (checked unless ``trusted``)."""
        self.history = []
        self._restart()
        self._replaying = True
        try:
            self._advance()
            for seat, action in history:
                if trusted and seat is None:
                    self._draw(action.item)
                elif trusted:
                    self._rules.apply[type(action)](self.state, seat, action)
                    self.history.append((seat, action))
                else:
                    self.apply(action, seat)
                self._advance()
        finally:
            self._replaying = False
        self._advance()

    def clone(self):
        """An independent copy with the same state, history and chance stream."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.state = self.state.copy()
        other.history = self.history[:]
        other._chance = random.Random()
        other._chance.setstate(self._chance.getstate())
        other._settle()
        return other
