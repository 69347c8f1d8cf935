"""Hand-ins: an experiment kept as a small file — the variant as a list of changes, the seeds, the bots and the
card's numbers (at most 10 kB) — that re-runs to the same numbers on another machine; a teacher ranks a folder of
them against a class target.

>>> from fresco_nb.bench import HandIn, Target, rank_hand_ins
>>> hand_in = HandIn.from_card("Ada", card, changes)        # after compare_variant
>>> hand_in.save("ada.json")
>>> HandIn.load("ada.json").rerun().summary() == hand_in.summary     # the same numbers
>>> rank_hand_ins("hand-ins/", Target(seat=(0.22, 0.28), rounds=(8, 10)))
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from ..texts import widget_text
from .card import Worded
from .spec import KINDS, bench_spec

FORMAT = "fresco_nb.bench/1"
MOST_BYTES = 10_000
KEYS = ("format", "game", "name", "players", "bots", "seed", "games", "changes", "summary")


class BadHandIn(ValueError):
    """A hand-in file that cannot be read: the message names the file and the field."""


@dataclass
class HandIn:
    """One experiment: who made it (``name``), the game, players, bots (one per seat), the seeds (``seed`` ..
    ``seed + games - 1``), the variant's ``changes`` and the card's ``summary`` (numbers by metric)."""
    name: str
    game: str
    players: int
    bots: list[str]
    seed: int
    games: int
    changes: list[list] = field(default_factory=list)
    summary: dict = field(default_factory=dict)

    @classmethod
    def from_card(cls, name: str, card, changes, game: str = "fresco") -> "HandIn":
        """The hand-in of a balance card and the changes it was made from."""
        return cls(name, game, card.players, list(card.bots), min(card.seeds), card.games,
                   [list(c) for c in changes], card.summary())

    def to_json(self) -> str:
        """The file's text: JSON with sorted keys, one line per top-level key (byte-identical for equal hand-ins)."""
        data = {"format": FORMAT, "game": self.game, "name": self.name, "players": self.players, "bots": self.bots,
                "seed": self.seed, "games": self.games, "changes": self.changes, "summary": self.summary}
        text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        if len(text.encode()) > MOST_BYTES:
            raise ValueError(f"a hand-in is at most {MOST_BYTES:,} bytes; this one has {len(text.encode()):,}")
        return text + "\n"

    def save(self, path) -> Path:
        """Write the file (its folder is made if needed); return its path."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.to_json(), encoding="utf-8")
        return path

    @classmethod
    def load(cls, path) -> "HandIn":
        """Read a hand-in file; a bad one raises :class:`BadHandIn` naming the file and the field."""
        path = Path(path)
        try:
            raw = path.read_bytes()
            if len(raw) > MOST_BYTES:
                raise BadHandIn(f"{path}: {len(raw):,} bytes; a hand-in is at most {MOST_BYTES:,}")
            data = json.loads(raw.decode("utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise BadHandIn(f"{path}: not a hand-in ({error})") from None
        return cls.from_dict(data, str(path))

    @classmethod
    def from_dict(cls, data, where: str = "hand-in") -> "HandIn":
        """A hand-in from its decoded JSON, every field checked (:class:`BadHandIn` naming it)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadHandIn(f"{where}: format: expected {FORMAT!r}")
        missing = [k for k in KEYS if k not in data]
        if missing:
            raise BadHandIn(f"{where}: {missing[0]}: missing")
        checks = {"game": str, "name": str, "players": int, "seed": int, "games": int, "bots": list,
                  "changes": list, "summary": dict}
        for key, kind in checks.items():
            if not isinstance(data[key], kind) or isinstance(data[key], bool):
                raise BadHandIn(f"{where}: {key}: expected {kind.__name__}, got {data[key]!r}")
        if data["games"] < 1 or len(data["bots"]) != data["players"]:
            raise BadHandIn(f"{where}: games/bots: at least one game and one bot per player")
        spec = bench_spec(data["game"])
        changes = []
        for i, change in enumerate(data["changes"]):
            if not (isinstance(change, list) and len(change) == 3 and change[0] in KINDS):
                raise BadHandIn(f"{where}: changes[{i}]: expected [kind, key, value] with kind one of "
                                f"{', '.join(KINDS)}")
            value = tuple(change[2]) if isinstance(change[2], list) else change[2]
            try:
                problem = spec.check((change[0], change[1], value))
            except KeyError as error:
                problem = error.args[0]
            if problem:
                raise BadHandIn(f"{where}: changes[{i}]: {problem}")
            changes.append([change[0], change[1], change[2]])
        return cls(data["name"], data["game"], data["players"], list(data["bots"]), data["seed"], data["games"],
                   changes, data["summary"])

    def rerun(self, workers: int | None = None):
        """Play the experiment again; its card (whose ``summary()`` equals this hand-in's on any machine)."""
        from .run import compare_variant
        return compare_variant(bench_spec(self.game), [tuple(c) for c in self.changes], self.games, self.seed,
                               self.players, self.bots, workers)


@dataclass(frozen=True)
class Target:
    """A class target: every seat's win rate within ``seat`` (low, high), games ``rounds`` (low, high) long."""
    seat: tuple[float, float] = (0.22, 0.28)
    rounds: tuple[float, float] = (8, 10)

    def goals(self) -> list[tuple[str, callable]]:
        """(goal in words, the test of a summary: (met?, value in words))."""
        def seats(summary):
            rates = [v["variant"] for k, v in sorted(summary.items()) if k.startswith("win_seat")]
            met = bool(rates) and all(self.seat[0] <= r <= self.seat[1] for r in rates)
            return met, ", ".join(f"{r:.0%}" for r in rates), sum(_outside(r, self.seat) for r in rates)

        def length(summary):
            value = summary.get("rounds", {}).get("variant")
            if value is None:
                return False, "—", math.inf
            return self.rounds[0] <= value <= self.rounds[1], f"{value:.1f}", _outside(value, self.rounds) / 10
        return [(widget_text("bench", "goal_seat", low=round(self.seat[0] * 100), high=round(self.seat[1] * 100)),
                 seats),
                (widget_text("bench", "goal_rounds", low=self.rounds[0], high=self.rounds[1]), length)]

    def __str__(self):
        return "; ".join(goal for goal, _ in self.goals())


def _outside(value: float, bounds: tuple[float, float]) -> float:
    return max(bounds[0] - value, 0.0, value - bounds[1])


class Ranking(Worded):
    """Hand-ins ranked against a target: most goals met first, then the smallest distance from the target."""
    css = "fresco-ranking"
    list_tag = "ol"

    def __init__(self, hand_ins: list[HandIn], target: Target):
        self.target = target
        scored = []
        for hand_in in hand_ins:
            checks = [(goal, *test(hand_in.summary)) for goal, test in target.goals()]
            met = sum(c[1] for c in checks)
            scored.append((-met, sum(c[3] for c in checks), hand_in.name, hand_in, checks))
        scored.sort(key=lambda s: s[:3])
        self.rows = [(hand_in, -negative_met, checks) for negative_met, _, _, hand_in, checks in scored]

    def title(self) -> str:
        return widget_text("bench", "rank_head", target=str(self.target))

    def sentences(self) -> list[str]:
        out = []
        for rank, (hand_in, met, checks) in enumerate(self.rows, start=1):
            detail = "; ".join(widget_text("bench", "goal_met" if ok else "goal_missed", goal=goal, value=value)
                               for goal, ok, value, _ in checks)
            out.append(widget_text("bench", "rank_line", rank=rank, name=hand_in.name, met=met, goals=len(checks),
                                   detail=detail))
        return out


def rank_hand_ins(folder, target: Target = Target()) -> Ranking:
    """Every ``*.json`` hand-in in ``folder`` ranked against ``target`` (a bad file raises :class:`BadHandIn`)."""
    return Ranking([HandIn.load(path) for path in sorted(Path(folder).glob("*.json"))], target)
