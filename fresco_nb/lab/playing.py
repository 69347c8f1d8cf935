"""Play whole games between bots and turn each into rows: the flat CSV row of the CLI, and the tidy rows
(game, painter, round, decision) of the lab's DataFrames — for any game of the kit, through the game protocol.

A game turns its games into rows with its lab recorder (:class:`fresco_nb.games.protocol.LabRecorder`; Fresco's:
:mod:`fresco_nb.games.fresco.lab_rows`), else with the lab's own (:mod:`.recording`). Every recorder fills the same
columns (a column a game does not have stays empty).

This module is the worker side of the lab: standard library only (no pandas), so that worker processes and
Dask workers start fast. :mod:`.experiments` runs it in parallel and builds the DataFrames.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

from ..arguments import names, whole_number
from ..bots import make_bot
from ..games import DEFAULT_GAME, game_module, module_of


# Columns of the tidy tables, in order (documented in experiments.simulate).
GAME_COLUMNS = ("arm", "seed", "players", "modules", "bots", "data", "rulings", "setup_id", "rounds", "decisions",
                "winner", "winner_bot", "winner_score", "runner_up_score", "margin", "spread", "leonardo_first")
ROUND_COLUMNS = ("arm", "seed", "round", "seat", "slot", "score", "vp", "gained", "thalers", "mood", "tiles")
DECISION_COLUMNS = ("arm", "seed", "step", "round", "phase", "seat", "painter", "kind", "action", "options", "vp",
                    "slot")


def player_columns(vp_sources: Sequence[str]) -> tuple[str, ...]:
    """The players table's columns for a game with these VP sources."""
    return (("arm", "seed", "seat", "name", "bot", "automaton", "can_win", "start_space", "score", "rank", "won", "vp")
            + tuple(f"vp_{source}" for source in vp_sources) + ("placement",))


def recorder(game: str = DEFAULT_GAME):
    """The lab recorder of ``game``: its own, else the lab's (:class:`.recording.Recorder`)."""
    module = game_module(game)
    found = module.lab_recorder()
    if found is None:
        from .recording import Recorder
        found = Recorder(module)
    return found


@dataclass(frozen=True)
class Arm:
    """One configuration of an experiment: the game (default Fresco), player count, bot line-up (one bot name per
    player, seat order), Fresco's modules, component data (a variant) and rulings, and another game's own
    ``options`` (as its ``new_game`` takes them, or as text). ``data`` may be a folder or the game's data; None is
    the active data (Fresco: the shipped data unless ``fresco_nb.use_data`` names a folder). Bots default to
    "greedy" in every seat (for a game without a greedy bot: "random")."""
    name: str = "base"
    players: int = 4
    bots: tuple[str, ...] | None = None
    modules: tuple[str, ...] = ()
    data: object = None
    rulings: Mapping[str, bool] = field(default_factory=dict)
    game: str = DEFAULT_GAME
    options: Mapping[str, object] = field(default_factory=dict)

    def resolved(self) -> "Arm":
        """The same arm with its players and bots checked (bots filled in) and the game's own settings checked and
        completed by its recorder (Fresco: modules in canonical order, the data loaded)."""
        module = game_module(self.game)
        counts = module.PLAYERS
        if self.players not in counts or isinstance(self.players, bool):
            allowed = ", ".join(map(str, counts[:-1])) + " or " * (len(counts) > 1) + str(counts[-1])
            raise ValueError(f"arm {self.name!r}: {module.TITLE} is played by {allowed} players, not {self.players!r}")
        bots = self.bots if self.bots is not None else (_default_bot(self.game),) * self.players
        bots = tuple(bots.split(",")) if isinstance(bots, str) else tuple(bots)
        if len(bots) != self.players:
            raise ValueError(f"arm {self.name!r}: {self.players} players need {self.players} bots, got {len(bots)}")
        for name in bots:
            try:
                make_bot(name, 0, game=self.game)
            except ValueError as error:
                raise ValueError(f"arm {self.name!r}: {error}") from None
        return recorder(self.game).resolve(replace(self, bots=bots))

    @property
    def label(self) -> tuple:
        """The arm's settings as the text columns of the games table: players, options (Fresco: its modules), bots,
        data, rulings."""
        return recorder(self.game).label(self)


def _default_bot(game: str) -> str:
    from ..bots import bots_for
    return "greedy" if "greedy" in bots_for(game) else "random"


# ---------------------------------------------------------------- the CLI's flat rows

def play_game(players: int, seed: int, bots: Sequence[str], game: str = DEFAULT_GAME, record: bool = False,
              **options):
    """One game of ``game`` (default Fresco) from setup to final scoring; bot ``i`` plays seat ``i`` with its own
    stream (Fresco with two players: each bot also makes Leonardo's decisions in the rounds it holds his tile).
    ``options``: the game's own, as its ``new_game`` takes them (Fresco: ``modules``, ``data``, ``rulings``)."""
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}")
    played = game_module(game).new_game(players=players, seed=seed, record=record, **options)
    seats = [make_bot(name, f"{seed}:{i}", game=game) for i, name in enumerate(bots)]
    while not played.over:
        for seat in played.turn.seats:
            played.apply(seats[seat].choose(played, seat), seat)
    return played


def result_row(game, bots: Sequence[str]) -> dict:
    """The flat results row of a finished game, by its game's recorder (Fresco: seed, players, modules, rounds,
    winner, then per painter bot, score and VP by source; with two players Leonardo is painter 3 (bot "leonardo")
    and ``leonardo_first`` says if he led)."""
    return recorder(module_of(game).NAME).result_row(game, bots)


def iter_rows(players: int, games: int, seed: int, bots: Sequence[str], data=None, modules=(),
              rulings: dict | None = None, game: str = DEFAULT_GAME, **options) -> Iterator[dict]:
    """Flat rows (:func:`result_row`) of ``games`` games with seeds ``seed``, ``seed + 1``, ... (reproducible),
    one at a time, in one process: the CLI's stream. For DataFrames, paired arms and parallel runs use
    :func:`fresco_nb.lab.simulate` (``experiments.simulate``). The arguments are checked at the call, before the
    first game (TypeError / ValueError naming the argument)."""
    seeds = seed_range(seed, games, game)
    arm = Arm(players=players, bots=names("bots", bots), modules=modules, data=data, rulings=rulings or {},
              game=game, options=options).resolved()       # checks players, bots and the game's settings
    rows = recorder(game)
    return (rows.result_row(play_game(arm.players, game_seed, arm.bots, **_new_game_options(arm)), arm.bots)
            for game_seed in seeds)


def _new_game_options(arm: Arm) -> dict:
    """What a resolved arm passes to its game's ``new_game`` besides players and seed."""
    given = {"game": arm.game, **arm.options}
    if arm.modules:
        given["modules"] = arm.modules
    if arm.data is not None:
        given["data"] = arm.data
    if arm.rulings:
        given["rulings"] = arm.rulings
    return given


def seed_range(seed, games, game: str = DEFAULT_GAME) -> range:
    """The seeds of ``games`` games from ``seed`` on, checked before the first game: ``games`` a whole number of
    at least 1, the first and the last seed in the game's range (TypeError / ValueError naming them)."""
    games = whole_number("games", games, 1)
    check_seed = game_module(game).check_seed
    first = check_seed(seed)
    try:
        check_seed(first + games - 1)
    except ValueError as error:
        raise ValueError(f"seed {first} and games {games}: the last game's {error}") from None
    return range(first, first + games)


# ---------------------------------------------------------------- tidy rows for the lab

def record_game(arm: Arm, seed: int, decisions: bool = False) -> tuple[tuple, list, list, list]:
    """Play one game of ``arm`` on ``seed`` and return its rows: (game row, painter rows, round rows, decision rows),
    as tuples in the order of the ``*_COLUMNS`` (``decisions``: a row per decision too)."""
    if arm.bots is None:
        arm = arm.resolved()
    return recorder(arm.game).record(arm, seed, decisions)


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


_ARMS: tuple[Arm, ...] = ()


def _init_worker(arms: tuple[Arm, ...]) -> None:
    """Process-pool initializer: the arms (with their data) are sent once per worker, not once per chunk."""
    global _ARMS
    _ARMS = arms


def _pool_chunk(jobs, decisions):
    return play_chunk(_ARMS, jobs, decisions)
