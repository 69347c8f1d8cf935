"""Adapters that expose a Fresco game to game-theory and reinforcement-learning libraries.

* :mod:`fresco_nb.adapters.openspiel` registers the OpenSpiel game ``"python_fresco"`` (needs ``open_spiel``).
* :mod:`fresco_nb.adapters.pettingzoo` is the PettingZoo AEC environment ``fresco_v0`` (needs ``pettingzoo``).

Both are installed with the ``adapters`` extra (``pip install fresco_nb[adapters]``). This module is the part
they share, in plain standard-library Python, and it goes through the public rules API only
(``decision``, ``legal_actions``, ``apply``, ``view``, ``result``; the fixed component tables ``game.tables``):

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

Chance outcomes (:class:`~fresco_nb.rules.actions.Draw`) have a separate id space, ``0 .. chance_size-1``:
start seats ``P1..Pn``, then fresco tile ids, market tile ids and (module 1) portrait card ids.

**Observations.** :class:`ObservationEncoder` flattens ``game.view(seat)`` (so exactly what that seat may see,
R-HID-1) into a fixed-length list of numbers; :meth:`ObservationEncoder.layout` names each segment and
its slice, :meth:`ObservationEncoder.describe` prints them. Painters are listed by seat (Leonardo last in a
two-player game); counts are raw (not normalised); a hidden value is 0 with its ``*_visible`` flag 0.

**Sequential play.** Planning is simultaneous in the rules; the adapters ask the planners one after the other
in seat order (:func:`actor`). A planner's view does not show the plans made before his (the views hide
plans until all are revealed), so nobody learns more than in the real game.

**Horizon.** Nothing in the base rules for 3-4 players forces the fresco to be finished, so the adapters cut
a game after ``max_rounds`` rounds (:func:`cut`); its outcome is then adjudicated from the current score
track (:func:`outcome`).
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product

from ..data import PAINTS, PRIMARY, REQUEST_KINDS
from ..rules.actions import (DIRECTIONS, PASS, BishopJump, BuyTiles, ChoosePaint, CloseStall, Draw, FulfilRequest,
                             Mix, MoveBishop, PlaceScore, Plan, RestoreAltar, RestorePart, TakePortrait, WakeUp,
                             part_index)
from ..rules.game import Game, new_game

__all__ = ["ActionCodec", "ObservationEncoder", "make_game", "actor", "round_of", "cut", "outcome",
           "masked_entry", "max_game_length", "DEFAULT_MAX_ROUNDS", "parse_modules"]

_REMEMBERED_LISTING = 32       # legal listings this long have their sorted ids remembered (the plan lists)
DEFAULT_MAX_ROUNDS = 40          # a greedy game lasts about 9 rounds, a uniformly random one up to ~80
PHASES = ("setup", "wake", "plan", "act", "income", "refill", "over")
VP_SOURCES = ("fresco", "bishop", "altar", "money", "portraits", "requests", "blends")


def parse_modules(modules) -> tuple[str, ...]:
    """Modules as a tuple from a string (names separated by ``+`` or ``,``: ``"portraits+requests"``;
    ``"all"``; ``""`` for none) or any iterable of names. OpenSpiel game strings need ``+``, since a
    comma there separates parameters."""
    if isinstance(modules, str):
        if modules.strip() == "all":
            return ("portraits", "requests", "blends")
        return tuple(m.strip() for m in modules.replace("+", ",").split(",") if m.strip())
    return tuple(modules or ())


def make_game(players: int = 4, modules=(), seed: int = 0, auto_chance: bool = False, data=None) -> Game:
    """A new game for an adapter: no event log (speed); chance explicit unless ``auto_chance``."""
    return new_game(players=players, seed=seed, modules=parse_modules(modules), data=data,
                    auto_chance=auto_chance, record=False)


def actor(game: Game) -> int | None:
    """The seat that decides now (the lowest seat still to plan while planning), None at chance / the end."""
    seats = game.decision.seats
    return seats[0] if seats else None


def round_of(game: Game) -> int:
    """The round being played (0 during setup)."""
    return game.decision.round


def cut(game: Game, max_rounds: int) -> bool:
    """True when the adapter's horizon is reached: round ``max_rounds + 1`` has begun (its first wake-up time is
    due) and the game is not over."""
    decision = game.decision
    return decision.kind == "wake" and decision.round > max_rounds


def ranking(game: Game) -> list[int]:
    """Painters by seat from first to last: the final ranking, or (a cut game) the current score track."""
    if game.over:
        return list(game.result()["ranking"])
    painters = game.view("public")["players"]
    return sorted(range(len(painters)),
                  key=lambda q: (-painters[q]["score"], -(painters[q]["start_space"] or 0)))


def outcome(game: Game) -> list[float]:
    """Returns for the human players: +1 for the winner, -1/(n-1) for each other player (zero-sum).
    The winner is the result's (over) or the best-placed player on the score track (a cut game); Leonardo
    wins only with the ``leonardo_can_win`` ruling, and then every player scores -1/(n-1)."""
    n = game.tables.players
    if game.over:
        winner = game.result()["winner"]
    else:
        order = ranking(game)
        automata = {p["seat"] for p in game.view("public")["players"] if p["automaton"]}
        winner = order[0] if game.rulings["leonardo_can_win"] else next(q for q in order if q not in automata)
    lose = -1.0 / (n - 1)
    return [1.0 if seat == winner else lose for seat in range(n)]


def max_game_length(game: Game, max_rounds: int) -> int:
    """An upper bound on the number of steps (player decisions and chance draws) of a game cut after
    ``max_rounds`` rounds: setup draws plus, per round, twice a generous count of every decision."""
    t = game.tables
    data = t.data
    painters = t.players + t.leonardo
    per_col = data.spaces_per_location
    setup = (painters + data.blend_removed_base_tiles + 24 + sum(t.stall_sizes)
             + len(data.portraits) * ("portraits" in t.modules))
    cathedral = per_col * 3 + 2                         # step + restore + place each, provost jump, pass
    workshop = per_col * data.mixes_per_apprentice + 3   # mixes, request + place, pass
    per_painter = 1 + 2 * cathedral + 2 + workshop       # market, two cathedral visits (last round), studio
    per_round = sum(t.stall_sizes) + 2 * painters + len(data.requests) + painters * per_painter
    return setup + max_rounds * 2 * per_round


def masked_entry(game: Game, seat: int | None, action) -> tuple[str, int | None, str]:
    """How a history entry just applied is seen: (text for everyone, seat who sees more or None, his text).
    Others' plans stay hidden (R-PLAN-2; revealed later through the views); the stacking of the portrait
    deck and the base tiles removed by module 3 are hidden from everyone."""
    if isinstance(action, Plan):
        return f"P{seat + 1} plans", seat, f"P{seat + 1} {action}"
    if isinstance(action, Draw):
        portraits, fresco_tiles = _drawn_ids(game.tables)
        if action.item in portraits:
            return "draw portrait", None, ""
        if action.item in fresco_tiles \
                and not any(part["tile"] == action.item for part in game.view("public", only=("fresco",))["fresco"]):
            return "draw removed tile", None, ""
        return str(action), None, ""
    who = "" if seat is None else f"P{seat + 1} "
    return who + str(action), None, ""


@lru_cache(maxsize=16)
def _drawn_ids(tables) -> tuple[frozenset, frozenset]:
    """The ids of the portrait cards and of the fresco tiles of one game setting (its fixed tables)."""
    return frozenset(c.id for c in tables.data.portraits), frozenset(t.id for t in tables.fresco_tiles)


class ActionCodec:
    """The fixed action-id space of one game configuration (see the module docstring)."""

    def __init__(self, game: Game):
        tables = game.tables
        data = tables.data
        self.players = tables.players
        self._spots = {t.id: t.spots for t in tables.fresco_tiles}
        actions: list = []
        self.segments: list[tuple[str, int, int]] = []

        def segment(name, values):
            start = len(actions)
            actions.extend(values)
            self.segments.append((name, start, len(actions) - start))

        segment("wake", [WakeUp(i) for i in range(len(tables.inn))])
        most = data.apprentices + max(tables.mood_zones)
        per_col = data.spaces_per_location
        segment("plan", [Plan(c) for c in product(range(per_col + 1), repeat=5) if sum(c) <= most])
        segment("buy", [BuyTiles(i, c) for i, size in enumerate(tables.stall_sizes)
                        for k in range(1, size + 1) for c in combinations(range(size), k)])
        segment("close", [CloseStall(i) for i in range(len(tables.stall_sizes))])
        segment("bishop", [MoveBishop(d) for d in DIRECTIONS])
        segment("restore", [RestorePart(i) for i in range(25)])
        segment("altar", [RestoreAltar(a.paints) for a in tables.altar])
        segment("mix", [Mix(m[3]) for m in tables.mixes])
        segment("pass", [PASS])
        segment("place", [PlaceScore(True), PlaceScore(False)])
        if "portraits" in tables.modules:
            found = []
            for card in data.portraits:
                n = card.primary_choice         # the card alone (no choice: Leonardo's), then each choice
                choices = list(combinations_with_replacement(PRIMARY, n)) if n else []
                found += [TakePortrait(card.id, ())] + [TakePortrait(card.id, c) for c in choices]
            segment("portrait", found)
            segment("provost", [BishopJump(i) for i in range(25)])
        self._requests: dict[tuple, int] = {}
        if "requests" in tables.modules:
            backs = sorted(set(t.spots for t in tables.fresco_tiles))
            keys = []
            for kind in REQUEST_KINDS:
                fitting = backs if kind == "general" else [b for b in backs if kind in b]
                keys += [(kind, combo) for combo in
                         combinations_with_replacement(fitting, data.request_tiles_needed)]
            start = len(actions)
            segment("request", keys)           # placeholders: a request id is decoded against the legal list
            self._requests = {key: start + i for i, key in enumerate(keys)}
            segment("income", [ChoosePaint(p) for p in PRIMARY])
        self.actions = actions
        self.size = len(actions)
        requests = next(((start, size) for name, start, size in self.segments if name == "request"), (0, 0))
        self._request_range = range(requests[0], requests[0] + requests[1])
        self._ids = {a: i for i, a in enumerate(actions) if i not in self._request_range}
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

    def describe(self) -> str:
        """The id segments, one line each."""
        lines = [f"{name:9s} {start:5d}..{start + size - 1:5d} ({size})" for name, start, size in self.segments]
        return "\n".join(lines + [f"player actions: {self.size}; chance outcomes: {self.chance_size}"])


class ObservationEncoder:
    """``game.view(seat)`` as a fixed-length vector of numbers (see :meth:`layout`)."""

    def __init__(self, game: Game):
        tables = game.tables
        data = tables.data
        self.painters = tables.players + tables.leonardo
        self.players = tables.players
        self.leonardo = tables.leonardo
        self.modules = tables.modules
        self.inn = len(tables.inn)
        self.market_ids = {t.id: i for i, t in enumerate(tables.market_tiles)}
        self.fresco_ids = {t.id: i for i, t in enumerate(tables.fresco_tiles)}
        self.backs = {b: i for i, b in enumerate(sorted(set(t.spots for t in tables.fresco_tiles)))}
        self.portrait_ids = {c.id: i for i, c in enumerate(data.portraits)}
        self.slots = sum(tables.stall_sizes)
        self.stall_start = [sum(tables.stall_sizes[:i]) for i in range(len(tables.stall_sizes))]
        self.paint_index = {p: i for i, p in enumerate(PAINTS)}
        n, m, k = self.painters, len(self.market_ids), len(self.backs)
        player = [("automaton", 1), ("score", 1), ("start_space", 1), ("inn_slot", self.inn), ("mood", 1),
                  ("mood_space", 1), ("mood_zone", 1), ("apprentices", 1), ("tile_count", 1), ("tile_backs", k),
                  ("screens_visible", 1), ("tiles", len(self.fresco_ids)), ("thalers", 1), ("paints", len(PAINTS)),
                  ("vp", len(VP_SOURCES)), ("planned", 1), ("plan_visible", 1), ("plan", 5)]
        if "portraits" in self.modules:
            player.append(("portraits", len(self.portrait_ids)))
        if "requests" in self.modules:
            player += [("requests", len(REQUEST_KINDS)), ("request_vp", 1)]
        self.player_fields = player
        self.player_size = sum(size for _, size in player)
        self._field_offsets = {name: sum(size for _, size in player[:i]) for i, (name, _) in enumerate(player)}
        layout = [("viewer", n), ("round", 1), ("last_round", 1), ("phase", len(PHASES)), ("location", 5),
                  ("second_visit", 1), ("location_seat", n), ("remaining", 1), ("fresco_tile", 25),
                  ("fresco_value", 25), ("fresco_paints", 25 * len(PAINTS)), ("bishop", 25), ("tiles_left", 1),
                  ("stalls", self.slots * m), ("bag", m), ("inn", self.inn * n), ("action_order", n * n),
                  ("wake_queue", n * n), ("placing_seat", n), ("placing_spaces", 2)]
        layout += [(f"player{q}", self.player_size) for q in range(n)]
        if "portraits" in self.modules:
            layout += [("portraits_face_up", len(self.portrait_ids)), ("portrait_deck", 1), ("portraits_last", 1)]
        if "requests" in self.modules:
            layout += [("request_stacks", len(REQUEST_KINDS)), ("request_top_vp", len(REQUEST_KINDS))]
        if self.leonardo:
            layout += [("leonardo_part", 25), ("leonardo_controller", self.players)]
        self._layout = []
        start = 0
        for name, size in layout:
            self._layout.append((name, start, size))
            start += size
        self.size = start
        self._start = {name: s for name, s, _ in self._layout}

    def layout(self) -> list[tuple[str, int, int]]:
        """(segment name, first index, length) for every segment of the vector."""
        return list(self._layout)

    def describe(self) -> str:
        """The layout, one segment a line, with each painter block's fields."""
        lines = [f"{name:20s} {start:5d} +{size}" for name, start, size in self._layout]
        offset = 0
        fields = []
        for name, size in self.player_fields:
            fields.append(f"{name}@{offset}+{size}")
            offset += size
        return "\n".join(lines + ["painter block: " + ", ".join(fields), f"total: {self.size}"])

    def encode(self, view: dict) -> list[float]:
        """The vector of one view (``game.view(seat)``, or ``"public"`` / ``"full"``)."""
        out = [0.0] * self.size
        at = self._start
        seats = {p["name"]: p["seat"] for p in view["players"]}
        n = self.painters
        if isinstance(view["viewer"], int):
            out[at["viewer"] + view["viewer"]] = 1.0
        out[at["round"]] = view["round"]
        out[at["last_round"]] = float(view["last_round"])
        out[at["phase"] + PHASES.index(view["phase"])] = 1.0
        where = view["location"]
        if where:
            out[at["location"] + where["column"]] = 1.0
            out[at["second_visit"]] = float(where["visit"] == 2)
            out[at["location_seat"] + where["seat"]] = 1.0
            out[at["remaining"]] = where["remaining"]
        paint_at = self.paint_index
        for part, cell in enumerate(view["fresco"]):
            if cell["tile"] is not None:
                out[at["fresco_tile"] + part] = 1.0
                out[at["fresco_value"] + part] = cell["value"]
                base = at["fresco_paints"] + part * len(PAINTS)
                for paint in cell["paints"]:
                    out[base + paint_at[paint]] += 1.0
        out[at["bishop"] + part_index(view["bishop"])] = 1.0
        out[at["tiles_left"]] = view["tiles_left"]
        m = len(self.market_ids)
        for stall, tiles in enumerate(view["stalls"]):
            for slot, tile in enumerate(tiles):
                out[at["stalls"] + (self.stall_start[stall] + slot) * m + self.market_ids[tile]] = 1.0
        for tile in view["bag"]:
            out[at["bag"] + self.market_ids[tile]] += 1.0
        for slot, cell in enumerate(view["inn"]):
            if cell["painter"] is not None:
                out[at["inn"] + slot * n + seats[cell["painter"]]] = 1.0
        for i, name in enumerate(view["action_order"]):
            out[at["action_order"] + i * n + seats[name]] = 1.0
        for i, name in enumerate(view["wake_queue"]):
            out[at["wake_queue"] + i * n + seats[name]] = 1.0
        if view["placing"]:
            out[at["placing_seat"] + view["placing"]["seat"]] = 1.0
            out[at["placing_spaces"]] = view["placing"]["ahead"]
            out[at["placing_spaces"] + 1] = view["placing"]["behind"]
        for p in view["players"]:
            self._player(out, at[f"player{p['seat']}"], p)
        if "portraits" in self.modules:
            info = view["portraits"]
            for card in info["face_up"]:
                out[at["portraits_face_up"] + self.portrait_ids[card["id"]]] = 1.0
            out[at["portrait_deck"]] = info["deck"]
            out[at["portraits_last"]] = float(info["last_up"])
        if "requests" in self.modules:
            for i, kind in enumerate(REQUEST_KINDS):
                stack = view["requests"].get(kind, [])
                out[at["request_stacks"] + i] = len(stack)
                out[at["request_top_vp"] + i] = stack[-1] if stack else 0
        if self.leonardo:
            leo = view["leonardo"]
            out[at["leonardo_part"] + part_index(leo["part"])] = 1.0
            if leo["controller"] is not None:
                out[at["leonardo_controller"] + seats[leo["controller"]]] = 1.0
        return out

    def _player(self, out: list, base: int, p: dict) -> None:
        """One painter's block of the vector (fields in :attr:`player_fields` order)."""
        at = {name: base + offset for name, offset in self._field_offsets.items()}
        out[at["automaton"]] = float(p["automaton"])
        out[at["score"]] = p["score"]
        out[at["start_space"]] = p["start_space"] or 0
        if p["inn_slot"] is not None:
            out[at["inn_slot"] + p["inn_slot"]] = 1.0
        for name in ("mood", "mood_space", "mood_zone"):
            out[at[name]] = p[name] or 0
        out[at["apprentices"]] = p["apprentices"]
        out[at["tile_count"]] = p["tile_count"]
        backs = self.backs
        for back in p["tile_backs"]:
            out[at["tile_backs"] + backs[tuple(back)]] += 1.0
        out[at["screens_visible"]] = float(p["tiles"] is not None)
        for tile in p["tiles"] or ():
            out[at["tiles"] + self.fresco_ids[tile]] = 1.0
        out[at["thalers"]] = p["thalers"] or 0
        paints = at["paints"]
        for paint, count in (p["paints"] or {}).items():
            out[paints + self.paint_index[paint]] = count
        vp, earned = at["vp"], p["vp"]
        for i, source in enumerate(VP_SOURCES):
            out[vp + i] = earned.get(source, 0)
        out[at["planned"]] = float(p["planned"])
        out[at["plan_visible"]] = float(p["plan"] is not None)
        for i, count in enumerate(p["plan"] or ()):
            out[at["plan"] + i] = count
        if "portraits" in at:
            for card in p["portraits"]:
                out[at["portraits"] + self.portrait_ids[card]] = 1.0
        if "requests" in at:
            for req in p["requests"]:
                out[at["requests"] + REQUEST_KINDS.index(req["kind"])] += 1.0
            out[at["request_vp"]] = sum(req["vp"] for req in p["requests"])
