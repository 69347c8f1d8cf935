"""Fresco's observations for the adapters (the game protocol's observation encoding).

**Observations.** :class:`ObservationEncoder` flattens ``game.view(seat)`` (so exactly what that seat may see,
R-HID-1) into a fixed-length list of numbers; :meth:`ObservationEncoder.layout` names each segment and
its slice, :meth:`ObservationEncoder.describe` prints them. Painters are listed by seat (Leonardo last in a
two-player game); counts are raw (not normalised); a hidden value is 0 with its ``*_visible`` flag 0.
"""
from __future__ import annotations

from ..codec import SegmentedEncoder
from .data import PAINTS, REQUEST_KINDS
from .rules.actions import part_index
from .rules.game import Game
from .rules.state import VP_SOURCES

PHASES = ("setup", "wake", "plan", "act", "income", "refill", "over")


class ObservationEncoder(SegmentedEncoder):
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
        self._lay_out(layout)

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
