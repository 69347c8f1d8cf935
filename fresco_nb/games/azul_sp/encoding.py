"""Azul: Summer Pavilion's action ids and observation numbers for the adapters (the game protocol's action codec
and observation encoding).

**Action ids** (:class:`ActionCodec`), fixed for a setting (players, side, data), in this order:

==============  ==============================================================================================
segment         one id per
==============  ==============================================================================================
take            source (factory 1..F, then the centre) and colour
place           board space, colour and number of wild tiles paid (0 .. the dearest space's cost - 1)
bonus           colour of the supply tile taken
pass            multiset of at most ``corners`` colours kept (names sorted, as :class:`Pass` lists them)
bonus-from-bag  the rest of a reward drawn from the bag: one id, only when the switches of A-RUL-2 and A-RUL-4 are
                both on (every other setting keeps its ids)
==============  ==============================================================================================

Chance outcomes are the colours drawn from the bag, ``0 .. colours - 1``.

**Observations** (:class:`ObservationEncoder`) flatten a view (every seat's equals the public one, A-HID-4): the
round, the wild colour, the phase, whose turn, the start player and the marker, the factories, centre, supply,
tiles owed, tower and bag by colour, and per player the score, VP by source, hand, corners, passed, bonus tiles
taken and the board (a colour per space). Counts are raw.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from ..codec import ListedCodec, SegmentedEncoder, listed
from .actions import BonusFromBag, Pass
from .state import VP_SOURCES

PHASES = ("setup", "draft", "place", "bonus", "over")


class ActionCodec(ListedCodec):
    """The fixed action-id space of one setting of Azul (see the module docstring)."""

    def __init__(self, game):
        t = game.tables
        keeps = [Pass(keep) for k in range(t.data.corners, -1, -1)
                 for keep in combinations_with_replacement(sorted(t.colours), k)]
        segments = [
            ("take", [take for source in t.sources for take in t.takes[source]]),
            ("place", [place for space in t.places for by_colour in space for place in by_colour]),
            ("bonus", list(t.bonuses)),
            ("pass", keeps)]
        if _bag_reward_optional(t.rulings):
            segments.append(("bonus-from-bag", [BonusFromBag()]))
        self.actions, self.segments = listed(segments)
        self.size = len(self.actions)
        self._ids = {a: i for i, a in enumerate(self.actions)}
        self.chance_items = list(t.colours)
        self.chance_size = len(self.chance_items)
        self._draws = t.draw_outcomes

    def chance_encode(self, draw) -> int:
        return self.chance_items.index(draw.item)

    def chance_decode(self, chance_id: int):
        return self._draws[int(chance_id)]


def _bag_reward_optional(rulings: dict) -> bool:
    """A reward the supply cannot pay may be drawn from the bag (A-RUL-2) or declined (A-RUL-4)."""
    return rulings["bonus_shortage_from_bag"] and rulings["bonus_optional_in_last_round"]


class ObservationEncoder(SegmentedEncoder):
    """A view of Azul as a fixed-length list of numbers (see the module docstring and :meth:`layout`)."""

    def __init__(self, game):
        t = game.tables
        self.colours = {c: i for i, c in enumerate(t.colours)}
        self.spaces = {s: i for i, s in enumerate(t.space_ids)}
        self.players = t.players
        c, n = len(self.colours), t.players
        player = [("score", 1), ("vp", len(VP_SOURCES)), ("hand", c), ("corners", c), ("passed", 1),
                  ("bonus_tiles", 1), ("board", len(self.spaces) * c)]
        self.player_fields = player
        self.player_size = sum(size for _, size in player)
        layout = [("round", 1), ("wild", c), ("phase", len(PHASES)), ("turn", n), ("start_seat", n),
                  ("marker", n), ("factories", t.factories * c), ("centre", c), ("supply", t.data.supply_size * c),
                  ("owed", 1), ("tower", c), ("bag", c)] + [(f"player{q}", self.player_size) for q in range(n)]
        self._lay_out(layout)

    def encode(self, view: dict) -> list[float]:
        """The numbers of one view (a seat's, ``"public"`` or ``"full"``)."""
        out = [0.0] * self.size
        at, colour = self._start, self.colours
        c = len(colour)
        out[at["round"]] = view["round"]
        out[at["wild"] + colour[view["wild"]]] = 1.0
        out[at["phase"] + PHASES.index(view["phase"])] = 1.0
        for name in ("turn", "start_seat", "marker"):
            if view[name] is not None:
                out[at[name] + view[name]] = 1.0
        for f, tiles in enumerate(view["factories"]):
            self._counts(out, at["factories"] + f * c, tiles, colour)
        for name in ("centre", "tower", "bag"):
            self._counts(out, at[name], view[name], colour)
        for k, tile in enumerate(view["supply"]):
            if tile is not None:
                out[at["supply"] + k * c + colour[tile]] = 1.0
        out[at["owed"]] = view["owed"]
        for p in view["players"]:
            base = self._score_and_vp(out, p, VP_SOURCES)
            self._counts(out, base, p["hand"], colour)
            self._counts(out, base + c, p["corners"], colour)
            out[base + 2 * c] = float(p["passed"])
            out[base + 2 * c + 1] = p["bonus_tiles"]
            board = base + 2 * c + 2
            for space, tile in p["board"].items():
                out[board + self.spaces[space] * c + colour[tile]] = 1.0
        return out
