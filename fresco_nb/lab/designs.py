"""Comparing designs: the same design metrics for any game of the kit, each with its interval and a line saying
what it rests on (which bots, how many games, which seeds), so that two games can be set side by side.

>>> from fresco_nb.lab.designs import design_metrics
>>> fresco, azul = (design_metrics(game, players=3, games=100) for game in ("fresco", "azul_sp"))
>>> pd.concat([fresco.table, azul.table])

The metrics, for ``players`` players:

- **length**: rounds and decisions per game; **lead changes**; **decided at** (the share of the game after which
  the eventual winner led at every round's end); **score spread** (best − worst) and **margin** (winner −
  runner-up) — from ``games`` paired-seed games of the line-up ``bots`` (:func:`fresco_nb.lab.simulate`;
  definitions in :mod:`fresco_nb.lab.metrics`);
- **seat advantage**: each seat's win rate with its Wilson interval, against an equal share (1 / players);
- **skill ladder**: the game's bots in the order random < greedy < heuristic < search (those it has), each
  neighbouring pair and the top against the bottom, the two bots in alternate seats (swapped on every other
  seed): how often a stronger bot wins (an equal share is 50 %), and its score edge (the stronger seats' mean
  final score − the weaker seats'), also as a share of the mean final score (games scored on other scales
  compare);
- **best immediate score**: at every decision whose options would change the deciding player's score by different
  amounts, did the player take an option with the best immediate score? The share of such choices among the
  winners' and among the others' (per game, then averaged, with t intervals, and the paired difference), and how
  often the player who took the most such choices won (Wilson, against 1 / players).

Only the game protocol and the lab are used: no game is named here.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from ..bots import bots_for, make_bot
from ..games import DEFAULT_GAME, game_module
from .experiments import Results, experiment
from .metrics import per_game, t_interval, wilson
from .playing import _new_game_options

LADDER = ("random", "greedy", "heuristic", "search")     # the kit's bots from weakest to strongest
COLUMNS = ["game", "metric", "value", "low", "high", "equal_share", "n", "rests_on"]


@dataclass
class Design:
    """The design metrics of one game: ``table`` (one row per metric: game, metric, value, its interval low–high,
    the equal share where one applies, n (games or decisions measured) and what it rests on), with the
    simulations behind it: ``results`` (the lab's tables), ``ladder`` (one row per pair of bots) and ``choices``
    (one row per probed decision)."""
    game: str
    players: int
    table: pd.DataFrame
    results: Results
    ladder: pd.DataFrame
    choices: pd.DataFrame
    rests_on: dict[str, str] = field(default_factory=dict)

    def _repr_html_(self) -> str:
        return self.table.to_html(index=False, float_format=lambda x: f"{x:.3f}")


def ladder_of(game: str = DEFAULT_GAME, search: bool = False) -> tuple[str, ...]:
    """The game's bots in ladder order (:data:`LADDER`); the search bot (about a second a decision) only with
    ``search``."""
    known = bots_for(game)
    return tuple(name for name in LADDER if name in known and (search or name != "search"))


def ladder_pairs(rungs: Sequence[str]) -> list[tuple[str, str]]:
    """(stronger, weaker) for every neighbouring pair of ``rungs`` (weakest first), then the top against the bottom
    when there are three rungs or more."""
    pairs = [(rungs[i + 1], rungs[i]) for i in range(len(rungs) - 1)]
    if len(rungs) > 2:
        pairs.append((rungs[-1], rungs[0]))
    return pairs


def alternate_seats(strong: str, weak: str, players: int, swapped: bool) -> list[str]:
    """The two bots in alternate seats, the stronger in seat 0 (in seat 1 when ``swapped``)."""
    return [strong if (seat + swapped) % 2 == 0 else weak for seat in range(players)]


def stronger_wins(players_table: pd.DataFrame, strong: str) -> pd.Series:
    """Per game (arm, seed): True if a seat played by ``strong`` is among the winners."""
    won = players_table["won"].astype(bool) & (players_table["bot"] == strong)
    return won.groupby([players_table["arm"], players_table["seed"]], observed=True).any()


def stronger_edge(players_table: pd.DataFrame, strong: str, weak: str, relative: bool = False) -> pd.Series:
    """Per game (arm, seed): the mean final score of the seats ``strong`` plays − that of the seats ``weak`` plays
    (``relative``: divided by the mean final score of all seats, so that games scored on other scales compare)."""
    means = players_table.groupby(["arm", "seed", "bot"], observed=True)["score"].mean().unstack("bot")
    edge = means[strong] - means[weak]
    if relative:
        edge = edge / players_table.groupby(["arm", "seed"], observed=True)["score"].mean()
    return edge


# ---------------------------------------------------------------- the best immediate score

def immediate_scores(game, seat: int, options: Sequence) -> list[int]:
    """``seat``'s score (as the public view shows it) after each of ``options``, each tried on a copy of ``game``."""
    scores = []
    for option in options:
        trial = game.clone()
        trial.apply(option, seat)
        scores.append(trial.view("public")["players"][seat]["score"])
    return scores


def probe_game(game_name: str, players: int, seed: int, bots: Sequence[str], options: Mapping | None = None
               ) -> tuple[list[tuple[int, int, bool]], tuple[int, ...]]:
    """Play one game of ``bots`` and note, for every decision a seat takes for itself whose options would leave
    its score at different values, whether it chose one with the best score: ([(step, seat, took_best)], the
    winners). ``options`` go to the game's ``new_game``. The bots are seeded as in the lab, so a seed and line-up
    give the lab's game."""
    module = game_module(game_name)
    game = module.new_game(players=players, seed=seed, record=False, **dict(options or {}))
    seats = [make_bot(name, f"{seed}:{i}", game=game_name) for i, name in enumerate(bots)]
    noted, step = [], 0
    while not game.over:
        decision = game.decision
        for seat in decision.seats:
            action = seats[seat].choose(game, seat)
            if decision.painter in (None, seat):
                options_now = game.legal_actions(seat)
                if len(options_now) > 1:
                    scores = immediate_scores(game, seat, options_now)
                    if min(scores) != max(scores):
                        chosen = immediate_scores(game, seat, [action])[0]
                        noted.append((step, seat, chosen == max(scores)))
            game.apply(action, seat)
            step += 1
    return noted, tuple(module.leaders(game))


def choice_rows(game_name: str, players: int, seeds: Sequence[int], bots: Sequence[str],
                options: Mapping | None = None) -> pd.DataFrame:
    """One row per probed decision of the games on ``seeds`` (:func:`probe_game`): seed, step, seat, best (the
    choice had the best immediate score), won (the seat won the game)."""
    rows = []
    for seed in seeds:
        noted, winners = probe_game(game_name, players, seed, bots, options)
        rows += [(seed, step, seat, best, seat in winners) for step, seat, best in noted]
    return pd.DataFrame(rows, columns=["seed", "step", "seat", "best", "won"])


def best_choice_shares(choices: pd.DataFrame) -> pd.DataFrame:
    """Per game (seed): the share of the winners' probed choices that had the best immediate score (``winners``),
    the same share among the other seats' choices (``others``; NaN when a side has no probed decision), and
    ``greediest_won``: whether the seat with the highest share of such choices won (NaN when several seats share
    the highest share)."""
    rows = []
    for seed, game in choices.groupby("seed", sort=True):
        winners, others = game[game["won"]], game[~game["won"]]
        by_seat = game.groupby("seat")["best"].mean()
        top = by_seat[by_seat == by_seat.max()]
        greediest = float(game.loc[game["seat"] == top.index[0], "won"].iloc[0]) if len(top) == 1 else np.nan
        rows.append({"seed": seed,
                     "winners": winners["best"].mean() if len(winners) else np.nan,
                     "others": others["best"].mean() if len(others) else np.nan,
                     "greediest_won": greediest})
    return pd.DataFrame(rows, columns=["seed", "winners", "others", "greediest_won"])


# ---------------------------------------------------------------- the table

def _row(game: str, metric: str, estimate: tuple[float, float, float], n: int, rests_on: str,
         equal_share: float = np.nan) -> dict:
    value, low, high = estimate
    return dict(zip(COLUMNS, (game, metric, value, low, high, equal_share, n, rests_on)))


def _rate(successes, n, confidence: float) -> tuple[float, float, float]:
    low, high = wilson(successes, n, confidence)
    return (successes / n if n else np.nan), low, high


def _seeds_text(seeds: Sequence[int]) -> str:
    return f"seed {seeds[0]}" if len(seeds) == 1 else f"seeds {seeds[0]}–{seeds[-1]}"


def _line_up(bots: Sequence[str]) -> str:
    names = list(dict.fromkeys(bots))
    return f"{len(bots)} {names[0]} bots" if len(names) == 1 else "bots " + ", ".join(bots)


def game_rows(title: str, results: Results, players: int, confidence: float, rests_on: str) -> list[dict]:
    """The rows of length, lead changes, decisiveness, seat advantage and score spread of ``results``."""
    pg = per_game(results)
    n = len(pg)
    rows = [_row(title, label, t_interval(pg[column], confidence), n, rests_on)
            for label, column in (("rounds per game", "rounds"), ("decisions per game", "decisions"),
                                  ("lead changes", "lead_changes"), ("decided at (share of the game)", "decided_at"),
                                  ("score spread (best − worst)", "spread"), ("margin (winner − runner-up)", "margin"))]
    for seat in range(players):
        wins = int(pg[f"win_seat{seat}"].sum())
        rows.append(_row(title, f"win rate, seat {seat + 1}", _rate(wins, n, confidence), n, rests_on,
                         1 / players))
    return rows


def ladder_table(game: str, players: int, seeds: Sequence[int], rungs: Sequence[str], confidence: float = 0.95,
                 workers: int | None = None, options: Mapping | None = None) -> pd.DataFrame:
    """For every pair of :func:`ladder_pairs`: games, how many a stronger bot won, the share and its Wilson
    interval, and the stronger bot's score edge (:func:`stronger_edge`, mean and t interval, in points and as a
    share of the mean score). The two bots sit in alternate seats, the stronger in seat 0 on even seeds and in
    seat 1 on odd seeds."""
    rows = []
    for strong, weak in ladder_pairs(rungs):
        won, edge, relative = [], [], []
        for swapped in (False, True):
            played = [s for s in seeds if s % 2 == swapped]
            if not played:
                continue
            found = experiment({f"{strong} vs {weak}": {"bots": alternate_seats(strong, weak, players, swapped)}},
                               seeds=played, players=players, workers=workers, progress=False, game=game,
                               options=options)
            won.append(stronger_wins(found.players, strong))
            edge.append(stronger_edge(found.players, strong, weak))
            relative.append(stronger_edge(found.players, strong, weak, relative=True))
        wins = pd.concat(won)
        share, low, high = _rate(int(wins.sum()), len(wins), confidence)
        points = dict(zip(("edge", "edge_low", "edge_high"), t_interval(pd.concat(edge), confidence)))
        share_of_mean = dict(zip(("relative_edge", "relative_low", "relative_high"),
                                 t_interval(pd.concat(relative), confidence)))
        rows.append({"stronger": strong, "weaker": weak, "games": len(wins), "wins": int(wins.sum()),
                     "share": share, "low": low, "high": high, **points, **share_of_mean})
    return pd.DataFrame(rows, columns=["stronger", "weaker", "games", "wins", "share", "low", "high", "edge",
                                       "edge_low", "edge_high", "relative_edge", "relative_low", "relative_high"])


def ladder_rows(title: str, ladder: pd.DataFrame, rests_on: str) -> list[dict]:
    """Three rows per pair of bots: how often the stronger wins (an equal share: 50 %), by how many points, and that
    edge as a share of the mean final score."""
    rows = []
    for r in ladder.itertuples():
        pair = f"{r.stronger} vs {r.weaker}"
        rows.append(_row(title, f"stronger bot wins: {pair}", (r.share, r.low, r.high), r.games, rests_on, 0.5))
        rows.append(_row(title, f"stronger bot's score edge: {pair}", (r.edge, r.edge_low, r.edge_high), r.games,
                         rests_on))
        rows.append(_row(title, f"stronger bot's score edge ÷ mean score: {pair}",
                         (r.relative_edge, r.relative_low, r.relative_high), r.games, rests_on))
    return rows


def choice_table_rows(title: str, choices: pd.DataFrame, players: int, confidence: float,
                      rests_on: str) -> list[dict]:
    """The rows of the best immediate score: among the winners' choices, among the others', their difference
    (paired by game) and how often the greediest seat won."""
    shares = best_choice_shares(choices)
    both = shares.dropna(subset=["winners", "others"])
    greediest = shares["greediest_won"].dropna()
    return [
        _row(title, "best immediate score: winners' choices", t_interval(shares["winners"], confidence),
             int(shares["winners"].notna().sum()), rests_on),
        _row(title, "best immediate score: the others' choices", t_interval(shares["others"], confidence),
             int(shares["others"].notna().sum()), rests_on),
        _row(title, "best immediate score: winners − others", t_interval(both["winners"] - both["others"],
                                                                           confidence), len(both), rests_on),
        _row(title, "the greediest seat wins", _rate(int(greediest.sum()), len(greediest), confidence),
             len(greediest), rests_on, 1 / players),
    ]


def design_metrics(game: str = DEFAULT_GAME, players: int = 3, games: int = 100, seed: int = 1,
                   bots: Sequence[str] | None = None, ladder: Sequence[str] | None = None,
                   ladder_games: int | None = None, probe_games: int | None = None,
                   probe_bots: Sequence[str] | None = None, options: Mapping | None = None,
                   workers: int | None = None, confidence: float = 0.95) -> Design:
    """The design metrics of ``game`` for ``players`` players (see the module docstring).

    ``games`` games of ``bots`` (default: the lab's line-up, the game's greedy bot in every seat) on seeds
    ``seed`` … for length, lead changes, decisiveness, score spread and seat advantage; ``ladder_games`` per pair
    of the ``ladder`` (default :func:`ladder_of`: without the search bot) on seeds ``seed`` …; ``probe_games``
    games of ``probe_bots`` (default ``bots``) on seeds ``seed`` … for the best immediate score, played in this
    process (every option of every decision is tried on a copy: the slowest part). ``ladder_games`` and
    ``probe_games`` default to ``games``; ``options``: the game's own, as its ``new_game`` takes them."""
    module = game_module(game)
    results = experiment({"base": {}}, games=games, seed=seed, players=players, bots=bots, workers=workers,
                         progress=False, game=game, options=options)
    line_up = results.arms["base"].bots
    seeds = results.seeds
    rests_on = {"games": f"{games} games of {_line_up(line_up)}, {_seeds_text(seeds)}"}
    table = game_rows(module.TITLE, results, players, confidence, rests_on["games"])

    rungs = tuple(ladder) if ladder is not None else ladder_of(game)
    ladder_seeds = list(range(seed, seed + ladder_games)) if ladder_games is not None else seeds
    lad = ladder_table(game, players, ladder_seeds, rungs, confidence, workers, options)
    rests_on["ladder"] = (f"{len(ladder_seeds)} games per pair of bots in alternate seats (swapped on every other "
                          f"seed), {_seeds_text(ladder_seeds)}")
    table += ladder_rows(module.TITLE, lad, rests_on["ladder"])

    probe_bots = tuple(probe_bots) if probe_bots is not None else line_up
    probe_seeds = list(range(seed, seed + probe_games)) if probe_games is not None else seeds
    new_game_options = {k: v for k, v in _new_game_options(results.arms["base"]).items() if k != "game"}
    choices = choice_rows(game, players, probe_seeds, probe_bots, new_game_options)
    rests_on["choices"] = (f"{len(choices)} decisions in which the options' immediate scores differ, from "
                           f"{len(probe_seeds)} games of {_line_up(probe_bots)}, {_seeds_text(probe_seeds)}")
    table += choice_table_rows(module.TITLE, choices, players, confidence, rests_on["choices"])
    return Design(game, players, pd.DataFrame(table, columns=COLUMNS), results, lad, choices, rests_on)
