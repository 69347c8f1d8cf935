"""Design metrics of an experiment, as functions on its DataFrames (after Ludii's and TAG's game metrics), and the
paired comparison of arms with confidence intervals.

Definitions (the painters who *can win* are the players, and Leonardo only with the ``leonardo_can_win``
ruling; two painters never share a score-track space, so a positive best score has one holder):

- **leader** after a round: the painter who can win with the highest score at the round's end (none while
  every such painter is still at 0);
- **lead changes**: how often the leader differs from the previous leader (rounds with no leader skipped);
- **decided round**: the first round from whose end on the eventual winner leads at every round end, the
  last round included; **decided_at** = decided round ÷ rounds (small: decided early; 1: only in the last round);
- **spread**: best − worst final score of the painters who can win; **margin**: winner − runner-up;
- **win rates** come with Wilson score intervals, means with t intervals.

:func:`compare` pairs the games of two arms by seed (common random numbers) and reports, for each metric,
the two arms' values with intervals and the paired difference with its interval: a t interval (or a
percentile bootstrap) of the mean paired difference for means, Newcombe's paired score interval (built on
the two Wilson intervals) for rates.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist

import numpy as np
import pandas as pd


GAME_KEY = ["arm", "seed"]


def _tables(results):
    """(games, players, rounds, decisions) from Results (or a tuple of frames)."""
    if isinstance(results, tuple):
        return results
    return results.games, results.players, results.rounds, results.decisions


def _z(confidence: float) -> float:
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1, not {confidence!r}")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson(successes, n, confidence: float = 0.95):
    """Wilson score interval (low, high) of a rate ``successes / n`` (scalars or arrays; NaN where n = 0)."""
    k = np.asarray(successes, dtype=float)
    n = np.asarray(n, dtype=float)
    z = _z(confidence)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = k / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        low = np.where(k == 0, 0.0, np.clip(centre - half, 0, 1))          # exact at the ends
        high = np.where(k == n, 1.0, np.clip(centre + half, 0, 1))
        low, high = np.where(n > 0, low, np.nan), np.where(n > 0, high, np.nan)
    if low.ndim == 0:
        return float(low), float(high)
    return low, high


def t_interval(values, confidence: float = 0.95) -> tuple[float, float, float]:
    """(mean, low, high): the t interval of a mean (NaNs dropped; the mean alone from one value)."""
    from scipy import stats
    x = np.asarray(values, dtype=float)
    x = x[~np.isnan(x)]
    n = len(x)
    if n == 0:
        return math.nan, math.nan, math.nan
    mean = float(x.mean())
    if n == 1:
        return mean, math.nan, math.nan
    half = float(stats.t.ppf(0.5 + confidence / 2, n - 1) * x.std(ddof=1) / math.sqrt(n))
    return mean, mean - half, mean + half


def bootstrap_interval(values, confidence: float = 0.95, n_boot: int = 2000, seed: int = 0) -> tuple[float, float]:
    """Percentile bootstrap interval (low, high) of a mean, reproducible by ``seed``."""
    x = np.asarray(values, dtype=float)
    x = x[~np.isnan(x)]
    if len(x) == 0:
        return math.nan, math.nan
    rng = np.random.default_rng(seed)
    means = np.empty(n_boot)
    batch = max(1, 2_000_000 // len(x))
    for start in range(0, n_boot, batch):
        stop = min(n_boot, start + batch)
        means[start:stop] = x[rng.integers(0, len(x), size=(stop - start, len(x)))].mean(axis=1)
    alpha = (1 - confidence) / 2
    return float(np.quantile(means, alpha)), float(np.quantile(means, 1 - alpha))


def paired_rate_interval(base, arm, confidence: float = 0.95) -> tuple[float, float, float]:
    """Newcombe's square-and-add score interval (1998, method 10) of the difference of two paired rates,
    arm − base, from 0/1 outcomes on the same games: (difference, low, high)."""
    x = np.asarray(base, dtype=bool)
    y = np.asarray(arm, dtype=bool)
    n = len(x)
    if n == 0:
        return math.nan, math.nan, math.nan
    a, b = int(np.sum(y & x)), int(np.sum(y & ~x))
    c, d = int(np.sum(~y & x)), int(np.sum(~y & ~x))
    py, px = (a + b) / n, (a + c) / n
    ly, uy = wilson(a + b, n, confidence)
    lx, ux = wilson(a + c, n, confidence)
    denominator = (a + b) * (c + d) * (a + c) * (b + d)
    cross = a * d - b * c
    # the correlation of the two rates, with Newcombe's continuity correction for a positive one
    phi = 0.0 if not denominator or 0 <= cross <= n / 2 else (cross - n / 2 * (cross > 0)) / math.sqrt(denominator)
    delta = py - px
    low = delta - math.sqrt(max(0.0, (py - ly) ** 2 - 2 * phi * (py - ly) * (ux - px) + (ux - px) ** 2))
    high = delta + math.sqrt(max(0.0, (px - lx) ** 2 - 2 * phi * (px - lx) * (uy - py) + (uy - py) ** 2))
    return delta, max(-1.0, low), min(1.0, high)


# ---------------------------------------------------------------- per game

def lead_stats(rounds: pd.DataFrame, players: pd.DataFrame, games: pd.DataFrame | None = None) -> pd.DataFrame:
    """Per game (arm, seed): lead_changes, decided_round, decided_at (see the module docstring), from the
    round-end scores; ``games`` gives the winner and the number of rounds (else taken from ``players`` and
    ``rounds``)."""
    r = rounds[GAME_KEY + ["round", "seat", "score"]].merge(players[GAME_KEY + ["seat", "can_win", "won"]],
                                                           on=GAME_KEY + ["seat"], how="inner")
    r = r[r["can_win"].astype(bool)]
    keys = GAME_KEY + ["round"]
    top = r.groupby(keys, sort=False, observed=True)["score"].transform("max")
    r = r.assign(top=top)
    tops = r[(r["score"] == r["top"]) & (r["top"] > 0)]
    sole = tops.groupby(keys, sort=False, observed=True)["seat"].transform("size") == 1
    leaders = tops[sole][keys + ["seat"]].rename(columns={"seat": "leader"})
    every = r[keys].drop_duplicates()
    seq = every.merge(leaders, on=keys, how="left").sort_values(keys, kind="stable")
    if games is not None:
        facts = games[GAME_KEY + ["winner", "rounds"]]
    else:
        winners = players[players["won"].astype(bool)][GAME_KEY + ["seat"]].rename(columns={"seat": "winner"})
        length = rounds.groupby(GAME_KEY, sort=False, observed=True)["round"].max().rename("rounds").reset_index()
        facts = winners.merge(length, on=GAME_KEY)
    seq = seq.merge(facts, on=GAME_KEY, how="left")
    led = seq.dropna(subset=["leader"])
    previous = led.groupby(GAME_KEY, sort=False, observed=True)["leader"].shift()
    changes = (previous.notna() & (previous != led["leader"])).groupby(
        [led[k] for k in GAME_KEY], sort=False, observed=True).sum().rename("lead_changes")
    behind = seq[seq["leader"].isna() | (seq["leader"] != seq["winner"])]
    last_behind = behind.groupby(GAME_KEY, sort=False, observed=True)["round"].max().rename("last_behind")
    out = facts[GAME_KEY + ["rounds"]].merge(changes.reset_index(), on=GAME_KEY, how="left")
    out = out.merge(last_behind.reset_index(), on=GAME_KEY, how="left")
    out["lead_changes"] = out["lead_changes"].fillna(0).astype(int)
    out["decided_round"] = (out["last_behind"].fillna(0) + 1).astype(int)
    out["decided_at"] = out["decided_round"] / out["rounds"]
    return out[GAME_KEY + ["lead_changes", "decided_round", "decided_at"]]


def vp_columns(frame: pd.DataFrame) -> list[str]:
    """The ``vp_<source>`` columns of a players (or per-game) table, in its order: the game's VP sources."""
    return [c for c in frame.columns if c.startswith("vp_")]


def per_game(results) -> pd.DataFrame:
    """The games table with the derived metrics of each game: lead_changes, decided_round, decided_at,
    winner_start (start space of the winner), mean_score (of the painters who can win), for every seat k
    ``score_seat{k}`` and ``win_seat{k}``, for every start space k ``win_start{k}`` (the winner started there),
    and for every VP source ``vp_{source}`` (mean per painter who can win)."""
    games, players, rounds, _ = _tables(results)
    out = games.merge(lead_stats(rounds, players, games), on=GAME_KEY, how="left")
    contenders = players[players["can_win"].astype(bool)]
    scores = contenders.pivot(index=GAME_KEY, columns="seat", values="score")
    scores.columns = [f"score_seat{k}" for k in scores.columns]
    wins = contenders.pivot(index=GAME_KEY, columns="seat", values="won").astype(float)
    wins.columns = [f"win_seat{k}" for k in wins.columns]
    winners = players[players["won"].astype(bool)].drop_duplicates(GAME_KEY)     # a shared victory: the first
    start = winners.set_index(GAME_KEY)["start_space"].rename("winner_start")
    means = contenders.groupby(GAME_KEY, sort=False, observed=True)[
        ["score"] + vp_columns(players)].mean().rename(columns={"score": "mean_score"})
    out = out.join(start, on=GAME_KEY).join(means, on=GAME_KEY).join(scores, on=GAME_KEY).join(wins, on=GAME_KEY)
    by_start = contenders.dropna(subset=["start_space"]).pivot(index=GAME_KEY, columns="start_space", values="won")
    by_start = by_start.astype(float)
    by_start.columns = [f"win_start{int(k)}" for k in by_start.columns]
    out = out.join(by_start, on=GAME_KEY)
    return out


# ---------------------------------------------------------------- summaries per arm

def win_rates(players: pd.DataFrame, by: str | Sequence[str] = "seat", confidence: float = 0.95) -> pd.DataFrame:
    """Win rate of the painters who can win, grouped by ``by`` within each arm (e.g. "seat", "start_space",
    "bot", "name"): games, wins, win_rate and its Wilson interval (low, high)."""
    by = [by] if isinstance(by, str) else list(by)
    p = players[players["can_win"].astype(bool)]
    g = p.groupby(["arm"] + by, sort=True, observed=True)["won"].agg(games="size", wins="sum").reset_index()
    g["wins"] = g["wins"].astype(int)
    g["win_rate"] = g["wins"] / g["games"]
    g["low"], g["high"] = wilson(g["wins"].to_numpy(), g["games"].to_numpy(), confidence)
    return g


def _mean_table(frame: pd.DataFrame, column: str, by: Sequence[str], confidence: float) -> pd.DataFrame:
    rows = []
    for key, values in frame.groupby(list(by), sort=True, observed=True)[column]:
        mean, low, high = t_interval(values, confidence)
        key = key if isinstance(key, tuple) else (key,)
        rows.append(dict(zip(by, key)) | {"n": int(values.notna().sum()), "mean": mean, "low": low, "high": high,
                                          "sd": float(values.std(ddof=1)) if len(values) > 1 else math.nan,
                                          "min": values.min(), "median": float(values.median()), "max": values.max()})
    return pd.DataFrame(rows)


def game_length(games: pd.DataFrame, confidence: float = 0.95) -> pd.DataFrame:
    """Game length in rounds per arm: n, mean with its t interval (low, high), sd, min, median, max."""
    return _mean_table(games, "rounds", ["arm"], confidence)


def score_spread(games: pd.DataFrame, confidence: float = 0.95) -> pd.DataFrame:
    """Per arm and measure (spread, margin, winner_score): n, mean with its t interval, sd, min, median, max."""
    long = games.melt(id_vars=["arm"], value_vars=["spread", "margin", "winner_score"], var_name="measure")
    return _mean_table(long, "value", ["arm", "measure"], confidence)


def decisiveness(results, confidence: float = 0.95) -> pd.DataFrame:
    """Per arm and measure (lead_changes, decided_round, decided_at): mean with its t interval and spread."""
    games, players, rounds, _ = _tables(results)
    stats = lead_stats(rounds, players, games)
    long = stats.melt(id_vars=["arm"], value_vars=["lead_changes", "decided_round", "decided_at"], var_name="measure")
    return _mean_table(long, "value", ["arm", "measure"], confidence)


def vp_by_source(players: pd.DataFrame, by: str | Sequence[str] = (), contenders: bool = True) -> pd.DataFrame:
    """Mean VP per painter by source within each arm (and ``by``, e.g. "bot"), and each source's share of all VP
    scored; only the painters who can win unless ``contenders`` is False."""
    by = [by] if isinstance(by, str) else list(by)
    p = players[players["can_win"].astype(bool)] if contenders else players
    columns = vp_columns(players)
    long = p.melt(id_vars=["arm"] + by, value_vars=columns, var_name="source", value_name="vp")
    long["source"] = long["source"].str.removeprefix("vp_")
    g = long.groupby(["arm"] + by + ["source"], sort=False, observed=True)["vp"].agg(mean="mean", total="sum")
    g = g.reset_index()
    g["share"] = g["total"] / g.groupby(["arm"] + by, sort=False, observed=True)["total"].transform("sum")
    order = {c.removeprefix("vp_"): i for i, c in enumerate(columns)}
    g = g.sort_values(["arm"] + by + ["source"], key=lambda c: c.map(order) if c.name == "source" else c)
    return g.drop(columns="total").reset_index(drop=True)


def action_kinds(decisions: pd.DataFrame, by: str | Sequence[str] = ("phase", "kind")) -> pd.DataFrame:
    """How often each kind of decision is taken and what it yields, per arm: count, per_game, share (of the arm's
    decisions), mean_vp (VP gained by the painter through it), scoring (share of them that scored), and
    mean_options (legal options it was chosen from). Needs ``decisions=True``."""
    if decisions is None:
        raise ValueError("no decisions table: run the experiment with decisions=True")
    by = [by] if isinstance(by, str) else list(by)
    d = decisions.assign(scored=decisions["vp"] > 0)
    g = d.groupby(["arm"] + by, sort=True, observed=True).agg(
        count=("vp", "size"), mean_vp=("vp", "mean"), scoring=("scored", "mean"),
        mean_options=("options", "mean")).reset_index()
    games = decisions.groupby("arm", observed=True)["seed"].nunique()
    total = d.groupby("arm", observed=True)["vp"].size()
    g["per_game"] = g["count"] / g["arm"].map(games).astype(float)
    g["share"] = g["count"] / g["arm"].map(total).astype(float)
    return g[["arm"] + by + ["count", "per_game", "share", "mean_vp", "scoring", "mean_options"]]


def branching(decisions: pd.DataFrame) -> pd.DataFrame:
    """Branching factor per arm and phase: decisions, mean / median / max number of legal options."""
    if decisions is None:
        raise ValueError("no decisions table: run the experiment with decisions=True")
    return decisions.groupby(["arm", "phase"], sort=True, observed=True)["options"].agg(
        decisions="size", mean="mean", median="median", max="max").reset_index()


def wake_slots(rounds: pd.DataFrame, players: pd.DataFrame | None = None, by: str | Sequence[str] = (),
               confidence: float = 0.95) -> pd.DataFrame:
    """How often each wake-up slot (0 = earliest) is chosen and what it yields, per arm (and ``by``, e.g. "bot",
    from ``players``): chosen (painter-rounds), share, mean_gained (VP gained in that round) with its t interval.
    Leonardo's slots are left out when ``players`` is given."""
    by = [by] if isinstance(by, str) else list(by)
    r = rounds[rounds["slot"].notna()]
    if players is not None:
        r = r.merge(players[GAME_KEY + ["seat", "automaton"] + [c for c in by if c not in rounds]],
                    on=GAME_KEY + ["seat"])
        r = r[~r["automaton"].astype(bool)]
    r = r.assign(slot=r["slot"].astype(int))
    table = _mean_table(r, "gained", ["arm"] + by + ["slot"], confidence).rename(
        columns={"n": "chosen", "mean": "mean_gained"})
    table["share"] = table["chosen"] / table.groupby(["arm"] + by)["chosen"].transform("sum")
    return table[["arm"] + by + ["slot", "chosen", "share", "mean_gained", "low", "high"]]


def summary(results, confidence: float = 0.95) -> pd.DataFrame:
    """One row per arm: games, mean rounds (with t interval), lead_changes, decided_at, margin, spread,
    winner_score, decisions per game, and each seat's win rate (``win_seat{k}``)."""
    pg = per_game(results)
    rows = []
    for arm, g in pg.groupby("arm", sort=False, observed=True):
        mean, low, high = t_interval(g["rounds"], confidence)
        row = {"arm": arm, "games": len(g), "rounds": mean, "rounds_low": low, "rounds_high": high}
        for column in ("lead_changes", "decided_at", "margin", "spread", "winner_score", "decisions"):
            row[column] = float(g[column].mean())
        for column in sorted(c for c in g.columns if c.startswith("win_seat")):
            row[column] = float(g[column].mean())
        rows.append(row)
    return pd.DataFrame(rows)


# ---------------------------------------------------------------- paired comparison

RATE_PREFIXES = ("win_seat", "win_start")


def default_metrics(per_game_frame: pd.DataFrame) -> list[str]:
    """The metrics :func:`compare` reports unless told: length, decisiveness, scores, VP by source (those
    scored at all), and the win rates by seat and by start space."""
    names = ["rounds", "decisions", "lead_changes", "decided_at", "winner_score", "margin", "spread", "mean_score"]
    names += [c for c in vp_columns(per_game_frame) if per_game_frame[c].abs().sum() > 0]
    names += sorted(c for c in per_game_frame.columns if c.startswith("win_seat"))
    names += sorted(c for c in per_game_frame.columns if c.startswith("win_start"))
    return names


def compare(results, other=None, baseline: str | None = None, metrics: Sequence[str] | None = None,
            confidence: float = 0.95, method: str = "t", n_boot: int = 2000, seed: int = 0) -> pd.DataFrame:
    """Compare every arm of ``results`` (plus those of ``other`` Results, if given) with ``baseline`` (default:
    the first arm) on the seeds both played, pairing games by seed. One row per arm and metric:

    arm, baseline, metric, kind ("mean" or "rate"), pairs (games paired), same_setup (share of pairs with an
    identical setup), baseline_value / baseline_low / baseline_high and arm_value / arm_low / arm_high (the
    means with t intervals; rates with Wilson intervals), diff (arm − baseline) with diff_low / diff_high,
    std_effect (paired Cohen's d_z for means; Cohen's h for rates), p_value (paired t test; exact McNemar for
    rates), method and confidence.

    ``method``: "t" (t interval of the mean paired difference; Newcombe's paired score interval for rates)
    or "bootstrap" (percentile bootstrap of the mean paired difference, ``n_boot`` resamples, ``seed``)."""
    from scipy import stats
    if method not in ("t", "bootstrap"):
        raise ValueError(f"method is 't' or 'bootstrap', not {method!r}")
    games, players, rounds, _ = _tables(results)
    if other is not None:
        o_games, o_players, o_rounds, _ = _tables(other)
        clash = set(games["arm"]) & set(o_games["arm"])
        if clash:
            raise ValueError(f"both results have an arm named {sorted(clash)[0]!r}: give the arms distinct names")
        games, players, rounds = (pd.concat([a, b], ignore_index=True) for a, b in
                                  ((games, o_games), (players, o_players), (rounds, o_rounds)))
    pg = per_game((games, players, rounds, None))
    arms = list(dict.fromkeys(pg["arm"]))
    baseline = arms[0] if baseline is None else baseline
    if baseline not in arms:
        raise ValueError(f"no arm named {baseline!r}; arms are {', '.join(map(repr, arms))}")
    metrics = default_metrics(pg) if metrics is None else list(metrics)
    missing = [m for m in metrics if m not in pg.columns]
    if missing:
        raise ValueError(f"unknown metric {missing[0]!r}; per_game() has {', '.join(pg.columns)}")
    base = pg[pg["arm"] == baseline].set_index("seed")
    rows = []
    for arm in arms:
        if arm == baseline:
            continue
        mine = pg[pg["arm"] == arm].set_index("seed")
        seeds = base.index.intersection(mine.index)
        same = float((base.loc[seeds, "setup_id"] == mine.loc[seeds, "setup_id"]).mean()) if len(seeds) else math.nan
        for metric in metrics:
            x = base.loc[seeds, metric].astype(float).to_numpy()
            y = mine.loc[seeds, metric].astype(float).to_numpy()
            keep = ~(np.isnan(x) | np.isnan(y))
            x, y = x[keep], y[keep]
            rate = metric.startswith(RATE_PREFIXES)
            row = {"arm": arm, "baseline": baseline, "metric": metric, "kind": "rate" if rate else "mean",
                   "pairs": int(len(x)), "same_setup": same}
            d = y - x
            if rate:
                row["baseline_value"], (row["baseline_low"], row["baseline_high"]) = _rate(x, confidence)
                row["arm_value"], (row["arm_low"], row["arm_high"]) = _rate(y, confidence)
                diff, low, high = paired_rate_interval(x, y, confidence)
                px, py = row["baseline_value"], row["arm_value"]
                row["std_effect"] = 2 * math.asin(math.sqrt(py)) - 2 * math.asin(math.sqrt(px)) if len(x) else math.nan
                b, c = int(np.sum((y == 1) & (x == 0))), int(np.sum((y == 0) & (x == 1)))
                row["p_value"] = float(stats.binomtest(b, b + c, 0.5).pvalue) if b + c else 1.0
            else:
                row["baseline_value"], row["baseline_low"], row["baseline_high"] = t_interval(x, confidence)
                row["arm_value"], row["arm_low"], row["arm_high"] = t_interval(y, confidence)
                diff, low, high = t_interval(d, confidence)
                sd = float(d.std(ddof=1)) if len(d) > 1 else math.nan
                row["std_effect"] = diff / sd if sd and not math.isnan(sd) else math.nan
                if len(d) > 1 and sd > 0:
                    row["p_value"] = float(2 * stats.t.sf(abs(diff / (sd / math.sqrt(len(d)))), len(d) - 1))
                else:
                    row["p_value"] = math.nan if len(d) < 2 else float(diff == 0)
            if method == "bootstrap" and len(d):
                diff = float(d.mean())
                low, high = bootstrap_interval(d, confidence, n_boot, seed)
            row.update({"diff": diff, "diff_low": low, "diff_high": high, "method": method if method == "bootstrap"
                        else ("newcombe" if rate else "t"), "confidence": confidence})
            rows.append(row)
    columns = ["arm", "baseline", "metric", "kind", "pairs", "same_setup", "baseline_value", "baseline_low",
               "baseline_high", "arm_value", "arm_low", "arm_high", "diff", "diff_low", "diff_high", "std_effect",
               "p_value", "method", "confidence"]
    return pd.DataFrame(rows, columns=columns)


def _rate(values, confidence):
    n = len(values)
    if not n:
        return math.nan, (math.nan, math.nan)
    k = float(np.sum(values))
    return k / n, wilson(k, n, confidence)
