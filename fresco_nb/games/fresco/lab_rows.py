"""Fresco's rows for the design lab (the game protocol's lab recorder, :class:`FrescoRecorder`): its settings
checked, one game played and turned into the lab's rows — with Fresco's own columns (start spaces, wake-up slots,
thalers, mood, tiles, Leonardo, the setup fingerprint) — and the flat row of the command line's CSV.

Standard library only (no pandas), so that the lab's worker processes start fast.
"""
from __future__ import annotations

import functools
import hashlib
from collections.abc import Sequence
from dataclasses import replace

from ...bots import make_bot
from .data import GameData, active_data, load_data
from .rules.game import MODULES, RULINGS, Game, new_game
from .rules.state import VP_SOURCES


class FrescoRecorder:
    """How the lab records Fresco games (:class:`fresco_nb.games.protocol.LabRecorder`)."""
    vp_sources = VP_SOURCES

    @staticmethod
    def setup_id(view: dict) -> str:
        """The setup_id column's fingerprint of a full view before the first decision (:func:`setup_id`; the lab's
        ``fresco_nb.lab.setup_id``)."""
        return setup_id(view)

    def resolve(self, arm):
        """The arm with modules (also given as the option "modules") as a tuple in canonical order, its rulings
        checked and its data loaded (players and bots are checked by the lab)."""
        others = [name for name in arm.options if name != "modules"]
        if others:
            raise ValueError(f"arm {arm.name!r}: Fresco's settings are its modules, data and rulings, not {others[0]!r}")
        modules = arm.options.get("modules", arm.modules)
        modules = tuple(m for m in modules.split(",") if m) if isinstance(modules, str) else tuple(modules)
        unknown = [m for m in modules if m not in MODULES]
        if unknown:
            raise ValueError(f"arm {arm.name!r}: unknown module {unknown[0]!r}; modules are {', '.join(MODULES)}")
        rulings = dict(arm.rulings or {})
        unknown = [r for r in rulings if r not in RULINGS]
        if unknown:
            raise ValueError(f"arm {arm.name!r}: unknown ruling {unknown[0]!r}; rulings are {', '.join(RULINGS)}")
        data = arm.data if isinstance(arm.data, GameData) else load_data(arm.data) if arm.data else active_data()
        return replace(arm, modules=tuple(m for m in MODULES if m in modules), data=data, rulings=rulings, options={})

    def label(self, arm) -> tuple:
        """The arm's settings as the text columns of the games table: players, modules, bots, data, rulings
        (the data is "shipped" for the shipped tables, else its folder or variant name)."""
        data = arm.data
        root = data.root if isinstance(data, GameData) else (data or "shipped")
        if root == _shipped_root():
            root = "shipped"
        return (arm.players, "+".join(arm.modules), ",".join(arm.bots or ()), root,
                ",".join(f"{k}={v}" for k, v in sorted((arm.rulings or {}).items())))

    def record(self, arm, seed: int, decisions: bool = False) -> tuple:
        """See :func:`record_game`."""
        return record_game(arm, seed, decisions)

    def result_row(self, game: Game, bots: Sequence[str]) -> dict:
        """A flat results row: seed, players, modules, rounds, winner, then per painter bot, score and VP by
        source (fresco, bishop, altar, money, and portraits / requests / blends with those modules).
        With two players Leonardo is painter 3 (bot "leonardo") and ``leonardo_first`` says if he led."""
        result = game.result()
        row = {"seed": game.seed, "players": game.tables.players, "modules": "+".join(game.modules),
               "rounds": result["rounds"], "winner": result["winner"] + 1}
        if game.tables.leonardo:
            row["leonardo_first"] = int(result["leonardo_first"])
        from ...lab.recording import painter_columns      # here: the lab's package imports this module
        return {**row, **painter_columns(result, list(bots) + ["leonardo"] * game.tables.leonardo)}


@functools.lru_cache(maxsize=1)
def _shipped_root() -> str:
    return load_data().root


def _vp_in_play(player: dict) -> int:
    """VP credited during play (final money conversion excluded)."""
    vp = player["vp"]
    return sum(vp.values()) - vp.get("money", 0)


def setup_id(view: dict) -> str:
    """A fingerprint of a game's base setup as a full view shows it before the first decision: which fresco tile
    lies on each part, which market tiles lie on each stall, the bag order and each painter's start space.
    Two games with the same id were dealt the same components to the same places (ids, not tile contents)."""
    parts = (tuple(p["tile"] for p in view["fresco"]), tuple(map(tuple, view["stalls"])), tuple(view["bag_order"]),
             tuple(p["start_space"] for p in view["players"]))
    return hashlib.blake2b(repr(parts).encode(), digest_size=6).hexdigest()


def record_game(arm, seed: int, decisions: bool = False) -> tuple[tuple, list, list, list]:
    """Play one game of ``arm`` on ``seed`` and return its rows: (game row, painter rows,
    round rows, decision rows), as tuples in the order of the lab's ``*_COLUMNS`` (:mod:`fresco_nb.lab.playing`);
    ``arm`` resolved.

    Uses the public API only, cheaply: games run with ``record=False``; a full view is read once at the start
    of every round (when the round's first wake-up time is chosen) and once at the end — or before every
    decision when ``decisions`` is asked for (about 25 µs per decision)."""
    game = new_game(players=arm.players, seed=seed, modules=arm.modules, data=arm.data, record=False,
                    rulings=arm.rulings)
    bots = [make_bot(name, f"{seed}:{i}") for i, name in enumerate(arm.bots)]
    painters = len(game.names)
    snapshots: list[dict] = []          # full view at the start of each round
    slots: list[list] = []              # per round, the wake-up slot of each painter
    drows: list[tuple] = []
    name, step = arm.name, 0
    before = game.view("full") if decisions else None
    previous_wake = False
    while not game.over:
        decision = game.decision        # its kind is the decision rows' "phase" (experiments.simulate)
        wake = decision.kind == "wake"
        for seat in decision.seats:
            action = bots[seat].choose(game, seat)
            painter = seat if decision.painter is None else decision.painter
            if wake:
                if not previous_wake:       # (the painters are all that is read after the first round's setup)
                    snapshots.append(before if decisions else game.view("full", only=None if not snapshots else
                                                                        ("players",)))
                    slots.append([None] * painters)
                slots[-1][painter] = action.slot
            previous_wake = wake
            if decisions:
                options = len(game.legal_actions(seat))
                game.apply(action, seat)
                after = game.view("full")
                gained = _vp_in_play(after["players"][painter]) - _vp_in_play(before["players"][painter])
                slot = action.slot if wake else before["players"][painter]["inn_slot"]
                drows.append((name, seed, step, before["round"], decision.kind, seat, painter, type(action).__name__,
                              str(action), options, gained, slot))
                before = after
            else:
                game.apply(action, seat)
            step += 1
    final = before if decisions else game.view("full", only=("players",))
    return _rows(arm, seed, game, snapshots, slots, final, step) + (drows,)


def _rows(arm, seed: int, game: Game, snapshots: list[dict], slots: list[list], final: dict, steps: int):
    result = game.result()
    name = arm.name
    scores = result["scores"]
    automaton = [p["automaton"] for p in final["players"]]
    can_win = [not a or arm.rulings.get("leonardo_can_win", RULINGS["leonardo_can_win"]) for a in automaton]
    bots = list(arm.bots) + ["leonardo"] * (len(scores) - len(arm.bots))
    start = [p["start_space"] for p in snapshots[0]["players"]] if snapshots else [None] * len(scores)
    rank = {seat: i + 1 for i, seat in enumerate(result["ranking"])}
    winner = result["winner"]
    contenders = sorted((scores[s] for s in range(len(scores)) if can_win[s]), reverse=True)
    game_row = (name, seed) + RECORDER.label(arm) + (
                setup_id(snapshots[0]) if snapshots else "", result["rounds"], steps, winner, bots[winner],
                scores[winner], contenders[1] if len(contenders) > 1 else None,
                scores[winner] - (contenders[1] if len(contenders) > 1 else 0), contenders[0] - contenders[-1],
                bool(result["leonardo_first"]))
    player_rows = []
    for seat, player in enumerate(final["players"]):
        vp = result["vp"][seat]
        player_rows.append((name, seed, seat, player["name"], bots[seat], automaton[seat], can_win[seat], start[seat],
                            scores[seat], rank[seat], seat == winner, sum(vp.values()))
                           + tuple(vp.get(source, 0) for source in VP_SOURCES) + (result["placement"][seat],))
    round_rows = []
    ends = snapshots[1:] + [final]
    previous = [0] * len(scores)
    for r, (end, chosen) in enumerate(zip(ends, slots)):
        for seat, player in enumerate(end["players"]):
            in_play = _vp_in_play(player)
            round_rows.append((name, seed, r + 1, seat, chosen[seat], player["score"], sum(player["vp"].values()),
                               in_play - previous[seat], player["thalers"], player["mood"], player["tile_count"]))
            previous[seat] = in_play
    return game_row, player_rows, round_rows


RECORDER = FrescoRecorder()
