"""Experiments: many games per arm on one list of seeds, in parallel, as pandas DataFrames.

>>> from fresco_nb.lab import simulate, experiment, variant, compare
>>> res = simulate(players=4, games=1000, seed=1)                    # all greedy, shipped data
>>> res.games, res.players, res.rounds                               # tidy DataFrames
>>> res = experiment({"base": {}, "cheap 5:00": {"data": variant(wake_prices=[3, 3, 2, 2, 1])}},
...                  games=2000, seed=1, players=4)
>>> compare(res, baseline="base")                                    # paired differences with intervals

**Paired seeds (common random numbers).** Every arm plays the same seeds, and a game's randomness comes from
two kinds of streams, both keyed by the seed only:

- the game's chance stream (``random.Random("fresco:<seed>:chance")``) makes every draw: start spaces, fresco
  tiles, the market stalls, the portrait deck, the blend tiles removed, and every stall refill;
- each bot's own stream (``make_bot(name, "<seed>:<seat>")``), so the same bot in the same seat sees the same
  random numbers in every arm, and swapping one bot never changes the draws or the other bots' streams.

So, on the same seed, two arms get an **identical setup** (same tile on every fresco part, same market stalls
and bag order, same start spaces; the ``setup_id`` column fingerprints it) whenever they have the same player
count and the same number of components of each kind: arms that differ in bots, rulings, the portraits or
requests module (their draws come after the base setup) or in data *values* (prices, thalers, end threshold,
the paints of market tiles, fresco tile values that keep the same centre tile) share it. They do *not* share
it when the player count, the blends module (it removes 7 random base tiles first), the number of market or
fresco tiles, the stall sizes or the centre tile differ: then the same random numbers pick from other pools.
After setup the same stream goes on feeding the stall refills, so the refills also coincide as long as both
games' bags hold the same tiles; once play diverges they are merely drawn from the same seed. Differences
between arms are therefore measured on matched pairs, which shrinks their intervals
(:func:`~fresco_nb.lab.compare`).

**Parallel and reproducible.** Each game depends only on its arm and seed, so results are identical for any
number of workers, any chunk size, and on a Dask cluster; rows always come back in job order (seed-major,
arms in the given order within a seed).
"""
from __future__ import annotations

import math
import os
import sys
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..arguments import whole_number
from ..games import DEFAULT_GAME, game_module
from .playing import (DECISION_COLUMNS, GAME_COLUMNS, ROUND_COLUMNS, Arm, _init_worker, _pool_chunk, play_chunk,
                      player_columns, recorder, seed_range)

if TYPE_CHECKING:
    import pandas as pd


@dataclass
class Results:
    """The tables of an experiment (one row order: job order). ``games``: one row per game; ``players``: one row
    per painter and game (Leonardo included in two-player games); ``rounds``: one row per painter and round;
    ``decisions``: one row per player decision, or None unless asked for. ``arms`` are the resolved arms by
    name, ``seeds`` the seed list every arm played."""
    games: pd.DataFrame
    players: pd.DataFrame
    rounds: pd.DataFrame
    decisions: pd.DataFrame | None
    arms: dict[str, Arm] = field(default_factory=dict)
    seeds: list[int] = field(default_factory=list)

    def __repr__(self):
        decisions = "not recorded" if self.decisions is None else f"{len(self.decisions)} decisions"
        return (f"Results(arms={list(self.arms)}, games={len(self.games)}, players={len(self.players)} rows, "
                f"rounds={len(self.rounds)} rows, {decisions})")

    def per_game(self) -> pd.DataFrame:
        """Games with the derived per-game metrics (see :func:`fresco_nb.lab.metrics.per_game`)."""
        from .metrics import per_game
        return per_game(self)

    def summary(self, confidence: float = 0.95) -> pd.DataFrame:
        """One row per arm of the headline design metrics (see :func:`fresco_nb.lab.metrics.summary`)."""
        from .metrics import summary
        return summary(self, confidence)

    def compare(self, baseline: str | None = None, **options) -> pd.DataFrame:
        """Paired comparison of every arm with ``baseline`` (see :func:`fresco_nb.lab.metrics.compare`)."""
        from .metrics import compare
        return compare(self, baseline=baseline, **options)


def simulate(players: int = 4, games: int = 100, seed: int = 0, bots: Sequence[str] | str | None = None, data=None,
             modules=(), rulings: Mapping[str, bool] | None = None, *, seeds: Iterable[int] | None = None,
             arm: str = "base", decisions: bool = False, workers: int | None = None, chunk_size: int | None = None,
             client=None, progress: bool | None = None, game: str = DEFAULT_GAME,
             options: Mapping | None = None) -> Results:
    """Play ``games`` games of ``game`` (default Fresco; any of :data:`fresco_nb.games.GAMES`) with seeds
    ``seed, seed + 1, ...`` (or the given ``seeds``) between ``bots`` (one name per player, seat order; default all
    "greedy"), with Fresco's ``modules``, ``data`` (a folder or the game's data: a variant), ``rulings`` and another
    game's own ``options``; return their :class:`Results`.

    Tables and columns (seats are 0-based as in the rules API; Leonardo is seat 2 of a two-player game; a column
    another game does not have is empty — "modules" holds its options as text):

    - ``games``: arm, seed, players, modules ("+"-joined), bots (","-joined), data (its folder or variant name),
      rulings (changed ones), setup_id (fingerprint of the base setup), rounds, decisions (player decisions),
      winner (seat), winner_bot, winner_score, runner_up_score (best other painter who can win), margin
      (winner − runner-up), spread (best − worst of the painters who can win), leonardo_first.
    - ``players``: arm, seed, seat, name, bot ("leonardo" for Leonardo), automaton, can_win (Leonardo only with
      the ``leonardo_can_win`` ruling), start_space (k of S_k in round 1), score, rank (1 = furthest), won, vp
      (sum by source), vp_fresco, vp_bishop, vp_altar, vp_money, vp_portraits, vp_requests, vp_blends (0 when the
      module is off), placement (score − vp: spaces won or lost on occupied spaces of Fresco's score track).
    - ``rounds``: arm, seed, round, seat, slot (wake-up slot chosen, 0 = earliest), score, vp, thalers, mood
      (relative to the start space; None for Leonardo), tiles (fresco tiles owned) at the end of the round
      (after the next round's income; for the last round after final scoring), and gained (VP gained during
      the round's play, final money conversion excluded).
    - ``decisions`` (only with ``decisions=True``; ~25 µs per decision extra): arm, seed, step (index of the
      decision in the game), round, phase (wake, plan, market, cathedral, studio, workshop, place, income), seat
      (who decided), painter (for whom: Leonardo's seat when his controller decides), kind (action type, e.g.
      "RestorePart"), action (its text), options (number of legal options), vp (VP the painter gained through
      it, money conversion excluded), slot (the painter's wake-up slot this round).

    ``workers``: processes (default: the machine's cores; 1 plays in this process); ``chunk_size``: games
    per unit of work; ``client``: a ``dask.distributed.Client`` to run the chunks on its cluster instead;
    ``progress``: a tqdm bar (default: only when standard error is a terminal). Results do not depend on
    ``workers``, ``chunk_size`` or ``client``. Paired seeds: see this module's docstring.
    """
    one = Arm(arm, players, tuple(bots.split(",")) if isinstance(bots, str) else bots, modules, data, rulings or {},
              game, dict(options or {}))
    return experiment({arm: one}, games, seed, seeds=seeds, decisions=decisions, workers=workers,
                      chunk_size=chunk_size, client=client, progress=progress)


def experiment(arms: Mapping[str, Arm | Mapping] | Sequence[Arm], games: int = 100, seed: int = 0, *,
               seeds: Iterable[int] | None = None, players: int = 4, bots=None, modules=(), data=None,
               rulings: Mapping[str, bool] | None = None, decisions: bool = False, workers: int | None = None,
               chunk_size: int | None = None, client=None, progress: bool | None = None, game: str = DEFAULT_GAME,
               options: Mapping | None = None) -> Results:
    """Play every arm on the same seeds (paired). ``arms`` maps names to an :class:`Arm` or to a dict of the
    settings that differ from the common ones given here (``players``, ``bots``, ``modules``, ``data``,
    ``rulings``, ``options``), e.g. ``{"base": {}, "random P1": {"bots": "random,greedy,greedy,greedy"}}``; a list
    of Arms is taken by their names. Every arm plays ``game``. Other options and the tables: see :func:`simulate`."""
    _check_running(workers, chunk_size)
    common = Arm("base", players, bots, modules, data, dict(rulings or {}), game, dict(options or {}))
    if not isinstance(arms, Mapping):
        arms = {a.name: a for a in arms}
    resolved = []
    for name, spec in arms.items():
        if isinstance(spec, Arm):
            one = replace(spec, name=name)
        elif isinstance(spec, Mapping):
            changes = dict(spec)
            unknown = set(changes) - {"players", "bots", "modules", "data", "rulings", "options"}
            if unknown:
                raise TypeError(f"arm {name!r}: unknown setting {sorted(unknown)[0]!r}; an arm sets players, bots, "
                                "modules, data, rulings, options")
            if "players" in changes and "bots" not in changes and common.bots is None:
                changes["bots"] = None
            if "rulings" in changes:
                changes["rulings"] = {**common.rulings, **(changes["rulings"] or {})}
            one = replace(common, name=name, **changes)
        else:
            raise TypeError(f"arm {name!r}: give an Arm or a dict of settings, not {type(spec).__name__}")
        resolved.append(one.resolved())
    if not resolved:
        raise ValueError("an experiment needs at least one arm")
    if len({a.game for a in resolved}) > 1:
        raise ValueError("an experiment's arms play one game; compare games with one experiment each")
    seed_list = _seed_list(games, seed, seeds, resolved[0].game)
    jobs = [(a, s) for s in seed_list for a in range(len(resolved))]
    tables = _run(tuple(resolved), jobs, decisions, workers, chunk_size, client, progress)
    return _results(tables, resolved, seed_list, decisions)


# ---------------------------------------------------------------- running the jobs

def _seed_list(games, seed, seeds, game: str) -> list[int]:
    """The seeds every arm plays: the given ``seeds`` (distinct whole numbers), else ``games`` from ``seed`` on."""
    if seeds is None:
        return list(seed_range(seed, games, game))
    seed_list = [_listed_seed(i, s, game) for i, s in enumerate(seeds)]
    if not seed_list:
        raise ValueError("seeds: give at least one seed (a seed is a game)")
    if len(set(seed_list)) != len(seed_list):
        raise ValueError("seeds must be distinct (a seed is a game)")
    return seed_list


def _listed_seed(index: int, seed, game: str) -> int:
    try:
        return game_module(game).check_seed(seed)
    except (TypeError, ValueError) as error:
        raise type(error)(f"seeds[{index}]: {error}") from None


def _check_running(workers, chunk_size) -> None:
    """``workers`` and ``chunk_size``: None (chosen for the machine) or a whole number of at least 1."""
    for name, value in (("workers", workers), ("chunk_size", chunk_size)):
        if value is not None:
            whole_number(name, value, 1)


def default_workers() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:          # not on Linux
        return os.cpu_count() or 1


def _chunks(jobs: list, size: int) -> list[list]:
    return [jobs[i:i + size] for i in range(0, len(jobs), size)]


def _bar(total: int, progress: bool | None):
    if progress is None:
        progress = sys.stderr.isatty()
    if not progress:
        return None
    from tqdm.auto import tqdm
    return tqdm(total=total, unit="game", file=sys.stderr)


def _run(arms: tuple[Arm, ...], jobs: list, decisions: bool, workers, chunk_size, client, progress) -> list:
    """Play the jobs; return the chunk results in job order."""
    workers = default_workers() if workers is None else workers
    slots = workers if client is None else max(1, sum(client.nthreads().values()))
    if chunk_size is None:
        # ~8 chunks per worker balance the load; at most 64 games per chunk keep the progress bar moving
        chunk_size = max(1, min(64, math.ceil(len(jobs) / (8 * slots))))
    chunks = _chunks(jobs, int(chunk_size))
    bar = _bar(len(jobs), progress)
    out: list = [None] * len(chunks)
    try:
        if client is not None:
            _run_dask(client, arms, chunks, decisions, out, bar)
        elif workers == 1 or len(chunks) == 1:
            for i, chunk in enumerate(chunks):
                out[i] = play_chunk(arms, chunk, decisions)
                if bar is not None:
                    bar.update(len(chunk))
        else:
            with ProcessPoolExecutor(min(workers, len(chunks)), initializer=_init_worker, initargs=(arms,)) as pool:
                futures = [pool.submit(_pool_chunk, chunk, decisions) for chunk in chunks]
                for i, future in enumerate(futures):          # in order: the bar moves with the slowest chunk
                    out[i] = future.result()
                    if bar is not None:
                        bar.update(len(chunks[i]))
    finally:
        if bar is not None:
            bar.close()
    return out


def _run_dask(client, arms, chunks, decisions, out, bar) -> None:
    """The chunks as tasks on a dask.distributed cluster; the arms (with their data) are scattered once.
    Workers need fresco_nb installed (same version)."""
    from distributed import as_completed
    shared = client.scatter(arms, broadcast=True)
    futures = [client.submit(play_chunk, shared, chunk, decisions, pure=False) for chunk in chunks]
    index = {future.key: i for i, future in enumerate(futures)}
    try:
        for future in as_completed(futures):
            i = index[future.key]
            out[i] = future.result()
            if bar is not None:
                bar.update(len(chunks[i]))
    finally:
        client.cancel(futures)


# ---------------------------------------------------------------- the tables

def _frame(rows: list, columns: Sequence[str], categories: Sequence[str] = ()) -> pd.DataFrame:
    import pandas as pd          # the lab extra; imported on first use so that the CLI needs only the core
    frame = pd.DataFrame.from_records(rows, columns=list(columns))
    for column in categories:
        frame[column] = frame[column].astype("category")
    return frame


def _results(chunks: list, arms: list[Arm], seeds: list[int], decisions: bool) -> Results:
    games, players, rounds, choices = [], [], [], []
    for g, p, r, d in chunks:
        games += g
        players += p
        rounds += r
        choices += d
    games_frame = _frame(games, GAME_COLUMNS)
    games_frame["leonardo_first"] = games_frame["leonardo_first"].astype(bool)
    players_frame = _frame(players, player_columns(recorder(arms[0].game).vp_sources))
    rounds_frame = _frame(rounds, ROUND_COLUMNS)
    for frame, column in ((players_frame, "start_space"), (rounds_frame, "slot"), (rounds_frame, "mood"),
                          (games_frame, "runner_up_score")):
        frame[column] = frame[column].astype("Int64")
    decisions_frame = None
    if decisions:
        decisions_frame = _frame(choices, DECISION_COLUMNS, categories=("arm", "phase", "kind"))
        decisions_frame["slot"] = decisions_frame["slot"].astype("Int64")
    return Results(games_frame, players_frame, rounds_frame, decisions_frame, {a.name: a for a in arms}, seeds)
