"""The card game's action ids and observation numbers for the adapters (the game protocol's action codec and
observation encoding).

**Action ids** (:class:`ActionCodec`), fixed for the data and the switch of C-RUL-21 (any player count), in this order: ``continue``, ``pass``,
``double``, ``trade``, ``done``; a ``demand`` per paint; a ``lay``, ``give`` and ``discard`` per card kind; a
``use`` per card kind and symbol type it has; a ``name`` per workshop pile; a ``reward`` per tile kind; and every
``restore`` the data allows: per fresco, each supply per paint (a card kind of the paint, a mix of two mixing kinds
or, with the switch of C-RUL-21, of a mixing and a plain market kind, a Colour tile) and each number of Turn+1 tiles. Chance outcomes are the items a draw can bring: the card kinds, the
frescoes, the tile kinds and the paints.

**Observations** (:class:`ObservationEncoder`) flatten a view: the round, the decision, whose turn, the start
player, the trigger, the favourite colour, the displays, the pile sizes, the discards and the cards laid out or
shown, the Demand being answered, the tiles removed, the top card of each workshop pile (only with the switch of
C-RUL-6, which lays them face up), and per player the score, VP by source, hand size, hand
(zeros unless the view shows it), tiles owned and the step of each restored fresco. Counts are raw.
"""
from __future__ import annotations

import functools
from itertools import product

from ..codec import ListedCodec, SegmentedEncoder, listed
from .actions import (TILE_SOURCE, TYPES, Continue, Demand, Discard, Done, Double, Draw, Give, Lay, Name, Pass,
                      Restore, Reward, Trade, Use)
from .restore import MIX_JOIN, can_mix
from .state import VP_SOURCES

DECISION_KINDS = ("start", "action", "lay", "use", "name", "reward", "more", "give", "end", "discard", "chance",
                  "over")


@functools.lru_cache(maxsize=4)
def _actions(data, one_mixing_card: bool) -> tuple:
    cards, tiles = data.cards, data.tiles
    turns = range(sum(len(t.ids) for t in tiles if t.kind == "turn") + 1)
    actions, segments = listed([
        ("bare", [Continue(), Pass(), Double(), Trade(), Done()]),
        ("demand", [Demand(p) for p in data.paints]),
        ("lay", [Lay(c.name) for c in cards]),
        ("use", [Use(c.name, t) for c in cards for t, n in zip(TYPES, (c.m, c.w)) if n]),
        ("name", [Name(p) for p in (1, 2, 3)]),
        ("reward", [Reward(t.name) for t in tiles]),
        ("give", [Give(c.name) for c in cards]),
        ("discard", [Discard(c.name) for c in cards]),
        ("restore", [Restore(f.name, choice, n) for f in data.frescoes
                     for choice in product(*(_supplies(data, p, one_mixing_card) for p in f.needs))
                     for n in turns])])
    return tuple(actions), tuple(segments)


def _supplies(data, paint: str, one_mixing_card: bool) -> list[str]:
    """Every supply text of ``paint`` the data allows (C-REST-2, C-MIX-2, C-RUL-21)."""
    found = [c.name for c in data.cards if c.paint == paint]
    pair = data.mix_of(paint)
    if pair:
        found += [a.name + MIX_JOIN + b.name for a in data.cards for b in data.cards
                  if a.paint == pair[0] and b.paint == pair[1] and can_mix(a, b, one_mixing_card)]
    if any(t.kind == "colour" and t.colour == paint for t in data.tiles):
        found.append(TILE_SOURCE)
    return found


class ActionCodec(ListedCodec):
    """The fixed action-id space of the card game's data (see the module docstring)."""

    def __init__(self, game):
        data = game.data
        one_mixing_card = game.rulings["mix_needs_one_mixing_card"]
        self.actions, self.segments = _actions(data, one_mixing_card)
        self.size = len(self.actions)
        self._ids = _ids(data, one_mixing_card)
        self.chance_items = [c.name for c in data.cards] + [f.name for f in data.frescoes] + \
                            [t.name for t in data.tiles] + list(data.paints)
        self.chance_size = len(self.chance_items)
        self._chance_ids = {item: i for i, item in enumerate(self.chance_items)}

    def chance_encode(self, draw) -> int:
        return self._chance_ids[draw.item]

    def chance_decode(self, chance_id: int):
        return Draw(self.chance_items[int(chance_id)])


@functools.lru_cache(maxsize=4)
def _ids(data, one_mixing_card: bool) -> dict:
    return {a: i for i, a in enumerate(_actions(data, one_mixing_card)[0])}


class ObservationEncoder(SegmentedEncoder):
    """A view of the card game as a fixed-length list of numbers (see the module docstring and :meth:`layout`)."""

    def __init__(self, game):
        t = game.tables
        self.cards = {c.name: i for i, c in enumerate(t.cards)}
        self.frescoes = {f.name: i for i, f in enumerate(t.frescoes)}
        self.tiles = {x.name: i for i, x in enumerate(t.tiles)}
        self.paints = {p: i for i, p in enumerate(t.paints)}
        n, c, f, k, p = t.players, len(self.cards), len(self.frescoes), len(self.tiles), len(self.paints)
        player = [("score", 1), ("vp", len(VP_SOURCES)), ("hand_size", 1), ("hand", c), ("tiles", k),
                  ("restored", f)]
        self.player_size = sum(size for _, size in player)
        layout = [("round", 1), ("decision", len(DECISION_KINDS)), ("turn", n), ("start_seat", n), ("triggered", 1),
                  ("favourite", p), ("frescoes", len(game.state.fresco_display) * f),
                  ("tiles", len(game.state.tile_display) * k), ("sizes", 7), ("discards", 4 * c), ("laid", c),
                  ("resolved", c), ("shown", c), ("w_left", 1), ("double", 1), ("demanded", p), ("owing", n),
                  ("removed", k), ("favourites_removed", 1)]
        if game.rulings["workshop_face_up"]:
            layout.append(("workshop_top", 3 * c))
        layout += [(f"player{q}", self.player_size) for q in range(n)]
        self._lay_out(layout)

    def encode(self, view: dict) -> list[float]:
        """The numbers of one view (a seat's, ``"public"`` or ``"full"``)."""
        out = [0.0] * self.size
        at = self._start
        c, f, k = len(self.cards), len(self.frescoes), len(self.tiles)
        out[at["round"]] = view["round"]
        out[at["decision"] + DECISION_KINDS.index(view["decision"])] = 1.0
        for name in ("turn", "start_seat"):
            if view[name] is not None:
                out[at[name] + view[name]] = 1.0
        out[at["triggered"]] = float(view["triggered"])
        for name, key in (("favourite", "favourite"), ("demanded", "demanded")):
            if view[key] is not None:
                out[at[name] + self.paints[view[key]]] = 1.0
        for slot, name in enumerate(view["frescoes"]):
            if name is not None:
                out[at["frescoes"] + slot * f + self.frescoes[name]] = 1.0
        for slot, name in enumerate(view["tiles"]):
            if name is not None:
                out[at["tiles"] + slot * k + self.tiles[name]] = 1.0
        sizes = view["sizes"]
        out[at["sizes"]:at["sizes"] + 7] = [sizes["market"], *sizes["workshop"], sizes["frescoes"], sizes["tiles"],
                                            sizes["favourites"]]
        for pile, counts in enumerate(view["discards"]):
            self._counts(out, at["discards"] + pile * c, counts, self.cards)
        for name in ("laid", "resolved", "shown"):
            self._counts(out, at[name], view[name], self.cards)
        self._counts(out, at["removed"], view["removed"], self.tiles)
        out[at["w_left"]], out[at["double"]] = view["w_left"], float(view["double"])
        out[at["favourites_removed"]] = view["favourites_removed"]
        for seat in view["owing"]:
            out[at["owing"] + seat] = 1.0
        for pile, name in enumerate(view.get("workshop_top", ())):
            if name is not None:
                out[at["workshop_top"] + pile * c + self.cards[name]] = 1.0
        for p in view["players"]:
            base = self._score_and_vp(out, p, VP_SOURCES)
            out[base] = p["hand_size"]
            self._counts(out, base + 1, p.get("hand", {}), self.cards)
            self._counts(out, base + 1 + c, p["tiles"], self.tiles)
            for name, step in p["restored"]:
                out[base + 1 + c + k + self.frescoes[name]] = step + 1
        return out
