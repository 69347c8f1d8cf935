"""Fresco's action ids and chance ids for the adapters (the game protocol's action codec).

**Action ids.** :class:`ActionCodec` numbers every action value the game can ever offer, for its parameters
(player count, modules, component data), with a fixed id. The player-action ids, in this order:

=============  =====================================================================================
segment        one id per
=============  =====================================================================================
wake           wake-up slot of the inn (``wake 1`` ..)
plan           plan: 5 counts, each 0..spaces per location, summing to at most the most apprentices a
               painter can have (base + best mood zone); in ``itertools.product`` order
buy            stall and non-empty set of its slots (stall sizes of the board side)
close          stall
bishop         bishop step direction (N, NE, E, SE, S, SW, W, NW)
restore        fresco part a1..e5
altar          accepted altar paint triple
mix            mix output
pass           ``pass``
place          ``place ahead``, ``place behind``
portrait       (module 1) card and choice of primaries (and the card with no choice, Leonardo's)
provost        (module 1) part the bishop jumps to
request        (module 2) request kind and *multiset of tile backs*: the engine lists one stacking per
               distinct choice of backs (tiles with the same back are interchangeable, R-REQ), so an id
               names a kind plus the sorted back-spot tuples of the three tiles; only backs that can
               meet the kind are enumerated. Decoding picks the listed stacking with those backs.
income         (module 2) primary paint of a general request's income
=============  =====================================================================================

Chance outcomes (:class:`~fresco_nb.games.fresco.rules.actions.Draw`) have a separate id space, ``0 .. chance_size-1``:
start seats ``P1..Pn``, then fresco tile ids, market tile ids and (module 1) portrait card ids.
"""
from __future__ import annotations

from itertools import combinations, combinations_with_replacement, product

from ..codec import listed
from .data import PRIMARY, REQUEST_KINDS
from .rules.actions import (DIRECTIONS, PASS, BishopJump, BuyTiles, ChoosePaint, CloseStall, Draw, FulfilRequest, Mix,
                            MoveBishop, PlaceScore, Plan, RestoreAltar, RestorePart, TakePortrait, WakeUp)
from .rules.game import Game

_REMEMBERED_LISTING = 32       # legal listings this long have their sorted ids remembered (the plan lists)


class ActionCodec:
    """The fixed action-id space of one game configuration (see the module docstring)."""

    def __init__(self, game: Game):
        tables = game.tables
        data = tables.data
        self.players = tables.players
        self._spots = {t.id: t.spots for t in tables.fresco_tiles}
        most = data.apprentices + max(tables.mood_zones)
        per_col = data.spaces_per_location
        segments = [
            ("wake", [WakeUp(i) for i in range(len(tables.inn))]),
            ("plan", [Plan(c) for c in product(range(per_col + 1), repeat=5) if sum(c) <= most]),
            ("buy", [BuyTiles(i, c) for i, size in enumerate(tables.stall_sizes)
                     for k in range(1, size + 1) for c in combinations(range(size), k)]),
            ("close", [CloseStall(i) for i in range(len(tables.stall_sizes))]),
            ("bishop", [MoveBishop(d) for d in DIRECTIONS]),
            ("restore", [RestorePart(i) for i in range(25)]),
            ("altar", [RestoreAltar(a.paints) for a in tables.altar]),
            ("mix", [Mix(m[3]) for m in tables.mixes]),
            ("pass", [PASS]),
            ("place", [PlaceScore(True), PlaceScore(False)])]
        if "portraits" in tables.modules:
            found = []
            for card in data.portraits:
                n = card.primary_choice         # the card alone (no choice: Leonardo's), then each choice
                choices = list(combinations_with_replacement(PRIMARY, n)) if n else []
                found += [TakePortrait(card.id, ())] + [TakePortrait(card.id, c) for c in choices]
            segments += [("portrait", found), ("provost", [BishopJump(i) for i in range(25)])]
        keys = []
        if "requests" in tables.modules:
            backs = sorted(set(t.spots for t in tables.fresco_tiles))
            for kind in REQUEST_KINDS:
                fitting = backs if kind == "general" else [b for b in backs if kind in b]
                keys += [(kind, combo) for combo in
                         combinations_with_replacement(fitting, data.request_tiles_needed)]
            # the request keys are placeholders: a request id is decoded against the legal list
            segments += [("request", keys), ("income", [ChoosePaint(p) for p in PRIMARY])]
        self.actions, self.segments = listed(segments)
        self.size = len(self.actions)
        requests = next(((start, size) for name, start, size in self.segments if name == "request"), (0, 0))
        self._request_range = range(requests[0], requests[0] + requests[1])
        self._requests: dict[tuple, int] = {key: requests[0] + i for i, key in enumerate(keys)}
        self._ids = {a: i for i, a in enumerate(self.actions) if i not in self._request_range}
        items = [f"P{i + 1}" for i in range(tables.players)] + [t.id for t in tables.fresco_tiles] \
            + [t.id for t in tables.market_tiles]
        if "portraits" in tables.modules:
            items += [c.id for c in data.portraits]
        self._sorted_ids: dict[int, tuple] = {}         # id(legal listing) -> (that listing, its sorted ids)
        self.chance_items = items
        self.chance_size = len(items)
        self._chance_ids = {item: i for i, item in enumerate(items)}

    # -- player actions ---------------------------------------------------------------------------
    def request_key(self, action: FulfilRequest) -> tuple:
        """(kind, sorted back-spot tuples of the three tiles): what a request id stands for."""
        return action.kind, tuple(sorted(self._spots[t] for t in action.tiles))

    def encode(self, action) -> int:
        """The id of a player action value (KeyError if this configuration can never offer it)."""
        if isinstance(action, FulfilRequest):
            return self._requests[self.request_key(action)]
        return self._ids[action]

    def decode(self, action_id: int, legal=()):
        """The action value of an id; a request id needs ``legal``, the legal actions now, to pick the stacking."""
        action_id = int(action_id)
        if not 0 <= action_id < self.size:
            raise ValueError(f"action id {action_id} is outside 0..{self.size - 1}")
        if action_id in self._request_range:
            key = self.actions[action_id]
            for action in legal:
                if isinstance(action, FulfilRequest) and self.request_key(action) == key:
                    return action
            raise ValueError(f"action id {action_id} ({self.id_text(action_id)}) is not legal now")
        return self.actions[action_id]

    def legal_ids(self, game: Game, seat: int) -> list[int]:
        """The sorted ids of ``seat``'s legal actions now (a list of its own, the caller may keep it)."""
        legal = game.legal_actions(seat)
        known = self._sorted_ids.get(id(legal))
        if known is not None and known[0] is legal:
            return known[1][:]        # the same listing as before (the core hands out e.g. each plan list once)
        try:
            ids = sorted(map(self._ids.__getitem__, legal))
        except KeyError:              # a request (its id depends on the tiles' backs) or no id at all
            ids = sorted(self.encode(a) for a in legal)
        if len(legal) >= _REMEMBERED_LISTING:
            if len(self._sorted_ids) >= 64:
                self._sorted_ids.clear()
            self._sorted_ids[id(legal)] = (legal, ids)      # the listing is kept alive, so its id stays its own
        return ids[:]

    def id_text(self, action_id: int) -> str:
        """A text for any id, without a game: the action's text form, or for a request its kind and backs."""
        action_id = int(action_id)
        if action_id in self._request_range:
            kind, backs = self.actions[action_id]
            return f"request {kind} " + ",".join("+".join(b) or "-" for b in backs)
        return str(self.actions[action_id])

    # -- chance -----------------------------------------------------------------------------------
    def chance_encode(self, draw: Draw) -> int:
        return self._chance_ids[draw.item]

    def chance_decode(self, chance_id: int) -> Draw:
        return Draw(self.chance_items[int(chance_id)])

    def chance_ids(self, game: Game) -> list[int]:
        """The sorted ids of the pending draw's outcomes (each equally likely)."""
        ids = self._chance_ids
        return sorted([ids[d.item] for d in game.legal_actions()])

    def chance_outcomes(self, game: Game) -> list[tuple[int, float]]:
        """(outcome id, probability) of the pending draw: every outcome equally likely."""
        ids = self.chance_ids(game)
        p = 1.0 / len(ids)
        return [(i, p) for i in ids]

    def describe(self) -> str:
        """The id segments, one line each."""
        lines = [f"{name:9s} {start:5d}..{start + size - 1:5d} ({size})" for name, start, size in self.segments]
        return "\n".join(lines + [f"player actions: {self.size}; chance outcomes: {self.chance_size}"])
