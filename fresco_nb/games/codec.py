"""What an action codec of a game with a fixed list of actions shares (the game protocol's action codec): ids as
positions in that list, and the chance outcomes numbered by the item drawn; and what an observation encoder made of
named segments shares (:class:`SegmentedEncoder`).

A codec built on :class:`ListedCodec` sets ``actions`` (every action the setting can ever offer, in id order, laid out
by :func:`listed`), ``_ids`` (action -> id), ``size``, and defines ``chance_encode(draw)`` and
``chance_decode(chance_id)``.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence


def listed(segments: Iterable[tuple[str, Sequence]]) -> tuple[list, list[tuple[str, int, int]]]:
    """The actions of ``segments`` ((name, actions) in id order) end to end: (every action in id order, (name, first
    id, length) of each segment)."""
    actions: list = []
    laid: list[tuple[str, int, int]] = []
    for name, values in segments:
        laid.append((name, len(actions), len(values)))
        actions.extend(values)
    return actions, laid


class ListedCodec:
    """Action ids as positions in a fixed list of actions; chance ids through the game's own ``chance_encode``."""

    def encode(self, action) -> int:
        """The id of a player action (KeyError if the setting can never offer it)."""
        return self._ids[action]

    def decode(self, action_id: int, legal=()):
        """The action of an id (ValueError outside the id space)."""
        action_id = int(action_id)
        if not 0 <= action_id < self.size:
            raise ValueError(f"action id {action_id} is outside 0..{self.size - 1}")
        return self.actions[action_id]

    def legal_ids(self, game, seat: int) -> list[int]:
        """The sorted ids of ``seat``'s legal actions now."""
        return sorted(map(self._ids.__getitem__, game.legal_actions(seat)))

    def id_text(self, action_id: int) -> str:
        """The action's text form."""
        return str(self.decode(action_id))

    def chance_ids(self, game) -> list[int]:
        """The items the pending draw can bring, sorted."""
        return sorted({self.chance_encode(d) for d in game.legal_actions()})

    def chance_outcomes(self, game) -> list[tuple[int, float]]:
        """(item id, probability) of the pending draw: an item as likely as its share of what it is drawn from."""
        drawn = [self.chance_encode(d) for d in game.legal_actions()]       # one per item there
        return [(i, drawn.count(i) / len(drawn)) for i in sorted(set(drawn))]


class SegmentedEncoder:
    """An observation vector made of named segments laid end to end: ``size``, each segment's first index
    (``_start``) and :meth:`layout`; and the writing of what games' views share: a player's score and VP by source,
    counts by name."""

    def _lay_out(self, segments: list[tuple[str, int]]) -> None:
        """Lay ``segments`` ((name, length) in order) end to end."""
        self._layout, start = [], 0
        for name, size in segments:
            self._layout.append((name, start, size))
            start += size
        self.size = start
        self._start = {name: s for name, s, _ in self._layout}

    def layout(self) -> list[tuple[str, int, int]]:
        """(segment name, first index, length) for every segment of the vector."""
        return list(self._layout)

    def _score_and_vp(self, out: list, player: dict, sources: Sequence[str]) -> int:
        """Write ``player``'s score and VP by source (``sources`` in order) at the start of its segment
        ``player<seat>``; the index after them."""
        base = self._start[f"player{player['seat']}"]
        out[base] = player["score"]
        for i, source in enumerate(sources):
            out[base + 1 + i] = player["vp"][source]
        return base + 1 + len(sources)

    @staticmethod
    def _counts(out: list, base: int, counts: dict, index: dict) -> None:
        """Write ``counts`` (name -> count) at ``base`` plus each name's place in ``index``."""
        for name, count in counts.items():
            out[base + index[name]] = count
