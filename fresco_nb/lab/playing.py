"""Play whole games between bots and turn each into rows: the flat CSV row of the CLI, and the tidy rows
(game, painter, round, decision) of the lab's DataFrames.

This module is the worker side of the lab: standard library only (no pandas), so that worker processes and
Dask workers start fast. :mod:`.experiments` runs it in parallel and builds the DataFrames.
"""
from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from ..arguments import names, whole_number
from ..bots import make_bot
from ..games.fresco.data import GameData, active_data, load_data
from ..games.fresco.rules.game import MODULES, RULINGS, Game, new_game
from ..games.fresco.rules.settings import check_seed
from ..games.fresco.rules.state import VP_SOURCES


# Columns of the tidy tables, in order (documented in experiments.simulate).
GAME_COLUMNS = ("arm", "seed", "players", "modules", "bots", "data", "rulings", "setup_id", "rounds", "decisions",
                "winner", "winner_bot", "winner_score", "runner_up_score", "margin", "spread", "leonardo_first")
PLAYER_COLUMNS = (("arm", "seed", "seat", "name", "bot", "automaton", "can_win", "start_space", "score", "rank",
                   "won", "vp") + tuple(f"vp_{source}" for source in VP_SOURCES) + ("placement",))
ROUND_COLUMNS = ("arm", "seed", "round", "seat", "slot", "score", "vp", "gained", "thalers", "mood", "tiles")
DECISION_COLUMNS = ("arm", "seed", "step", "round", "phase", "seat", "painter", "kind", "action", "options", "vp",
                    "slot")


@dataclass(frozen=True)
class Arm:
    """One configuration of an experiment: player count, bot line-up (one bot name per player, seat order),
    modules, component data (a variant) and rulings. ``data`` may be a folder or a GameData; None is the
    active data (the shipped data unless ``fresco_nb.use_data`` names a folder). Bots default to "greedy" in
    every seat."""
    name: str = "base"
    players: int = 4
    bots: tuple[str, ...] | None = None
    modules: tuple[str, ...] = ()
    data: GameData | str | None = None
    rulings: Mapping[str, bool] = field(default_factory=dict)

    def resolved(self) -> "Arm":
        """The same arm with the data loaded, modules as a tuple in canonical order, bots filled in and checked."""
        if self.players not in (2, 3, 4) or isinstance(self.players, bool):
            raise ValueError(f"arm {self.name!r}: Fresco is played by 2, 3 or 4 players, not {self.players!r}")
        modules = self.modules
        modules = tuple(m for m in modules.split(",") if m) if isinstance(modules, str) else tuple(modules)
        unknown = [m for m in modules if m not in MODULES]
        if unknown:
            raise ValueError(f"arm {self.name!r}: unknown module {unknown[0]!r}; modules are {', '.join(MODULES)}")
        bots = self.bots if self.bots is not None else ("greedy",) * self.players
        bots = tuple(bots.split(",")) if isinstance(bots, str) else tuple(bots)
        if len(bots) != self.players:
            raise ValueError(f"arm {self.name!r}: {self.players} players need {self.players} bots, got {len(bots)}")
        for name in bots:
            try:
                make_bot(name, 0)
            except ValueError as error:
                raise ValueError(f"arm {self.name!r}: {error}") from None
        rulings = dict(self.rulings or {})
        unknown = [r for r in rulings if r not in RULINGS]
        if unknown:
            raise ValueError(f"arm {self.name!r}: unknown ruling {unknown[0]!r}; rulings are {', '.join(RULINGS)}")
        data = self.data if isinstance(self.data, GameData) else load_data(self.data) if self.data else active_data()
        return Arm(self.name, self.players, bots, tuple(m for m in MODULES if m in modules), data, rulings)

    @property
    def label(self) -> tuple:
        """The arm's settings as the text columns of the games table: players, modules, bots, data, rulings
        (the data is "shipped" for the shipped tables, else its folder or variant name)."""
        data = self.data
        root = data.root if isinstance(data, GameData) else (data or "shipped")
        if root == _shipped_root():
            root = "shipped"
        return (self.players, "+".join(self.modules), ",".join(self.bots or ()), root,
                ",".join(f"{k}={v}" for k, v in sorted((self.rulings or {}).items())))


@functools.lru_cache(maxsize=1)
def _shipped_root() -> str:
    return load_data().root


# ---------------------------------------------------------------- the CLI's flat rows (unchanged API)

def play_game(players: int, seed: int, bots: Sequence[str], data=None, modules=(), record: bool = False,
              rulings: dict | None = None) -> Game:
    """One game from setup to final scoring; bot ``i`` plays seat ``i`` with its own stream (with two
    players, each bot also makes Leonardo's decisions in the rounds it holds his tile)."""
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}")
    game = new_game(players=players, seed=seed, modules=modules, data=data, record=record, rulings=rulings)
    seats = [make_bot(name, f"{seed}:{i}") for i, name in enumerate(bots)]
    while not game.over:
        for seat in game.turn.seats:
            game.apply(seats[seat].choose(game, seat), seat)
    return game


def result_row(game: Game, bots: Sequence[str]) -> dict:
    """A flat results row: seed, players, modules, rounds, winner, then per painter bot, score and VP by
    source (fresco, bishop, altar, money, and portraits / requests / blends with those modules).
    With two players Leonardo is painter 3 (bot "leonardo") and ``leonardo_first`` says if he led."""
    result = game.result()
    row = {"seed": game.seed, "players": game.tables.players, "modules": "+".join(game.modules),
           "rounds": result["rounds"], "winner": result["winner"] + 1}
    if game.tables.leonardo:
        row["leonardo_first"] = int(result["leonardo_first"])
    for seat, bot in enumerate(list(bots) + ["leonardo"] * game.tables.leonardo):
        prefix = f"p{seat + 1}_"
        row[prefix + "bot"] = bot
        row[prefix + "score"] = result["scores"][seat]
        for source, vp in result["vp"][seat].items():
            row[prefix + source] = vp
    return row


def iter_rows(players: int, games: int, seed: int, bots: Sequence[str], data=None, modules=(),
              rulings: dict | None = None) -> Iterator[dict]:
    """Flat rows (:func:`result_row`) of ``games`` games with seeds ``seed``, ``seed + 1``, ... (reproducible),
    one at a time, in one process: the CLI's stream. For DataFrames, paired arms and parallel runs use
    :func:`fresco_nb.lab.simulate` (``experiments.simulate``). The arguments are checked at the call, before the
    first game (TypeError / ValueError naming the argument)."""
    seeds = seed_range(seed, games)
    arm = Arm(players=players, bots=names("bots", bots), modules=modules, data=data,
              rulings=rulings or {}).resolved()          # checks players, bots, modules, rulings; reads the data once
    return (result_row(play_game(arm.players, game_seed, arm.bots, arm.data, arm.modules, rulings=arm.rulings),
                       arm.bots) for game_seed in seeds)


def seed_range(seed, games) -> range:
    """The seeds of ``games`` games from ``seed`` on, checked before the first game: ``games`` a whole number of
    at least 1, the first and the last seed in the core's range (TypeError / ValueError naming them)."""
    games = whole_number("games", games, 1)
    first = check_seed(seed)
    try:
        check_seed(first + games - 1)
    except ValueError as error:
        raise ValueError(f"seed {first} and games {games}: the last game's {error}") from None
    return range(first, first + games)




# ---------------------------------------------------------------- tidy rows for the lab

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


def record_game(arm: Arm, seed: int, decisions: bool = False) -> tuple[tuple, list, list, list]:
    """Play one game of ``arm`` on ``seed`` and return its rows: (game row, painter rows,
    round rows, decision rows), as tuples in the order of the ``*_COLUMNS``.

    Uses the public API only, cheaply: games run with ``record=False``; a full view is read once at the start
    of every round (when the round's first wake-up time is chosen) and once at the end — or before every
    decision when ``decisions`` is asked for (about 25 µs per decision)."""
    if arm.bots is None or not isinstance(arm.data, GameData):
        arm = arm.resolved()
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


def _rows(arm: Arm, seed: int, game: Game, snapshots: list[dict], slots: list[list], final: dict, steps: int):
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
    game_row = (name, seed) + _label(arm) + (
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


def play_chunk(arms: Sequence[Arm], jobs: Sequence[tuple[int, int]], decisions: bool = False) -> tuple:
    """Rows of several games: ``jobs`` are (arm index, seed) pairs, played in order (a unit of parallel work);
    returns (game rows, player rows, round rows, decision rows)."""
    games, players, rounds, choices = [], [], [], []
    for index, seed in jobs:
        try:
            g, p, r, d = record_game(arms[index], seed, decisions)
        except Exception as exc:      # say which game failed, from any worker
            raise RuntimeError(f"arm {arms[index].name!r}, seed {seed}: {type(exc).__name__}: {exc}") from exc
        games.append(g)
        players += p
        rounds += r
        choices += d
    return games, players, rounds, choices


_LABELS: dict[int, tuple] = {}


def _label(arm: Arm) -> tuple:
    """Arm.label, computed once per arm object in this process."""
    found = _LABELS.get(id(arm))
    if found is None or found[0] is not arm:
        if len(_LABELS) > 64:
            _LABELS.clear()
        found = _LABELS[id(arm)] = (arm, arm.label)
    return found[1]


_ARMS: tuple[Arm, ...] = ()


def _init_worker(arms: tuple[Arm, ...]) -> None:
    """Process-pool initializer: the arms (with their data) are sent once per worker, not once per chunk."""
    global _ARMS
    _ARMS = arms


def _pool_chunk(jobs, decisions):
    return play_chunk(_ARMS, jobs, decisions)
