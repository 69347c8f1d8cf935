"""The design lab (fresco_nb.lab): paired seeds, reproducible parallel runs, the tables' columns, variants,
paired comparisons with intervals, design metrics on hand-checked cases, and the Dask path."""
from __future__ import annotations

import math
import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
from pandas.testing import assert_frame_equal

from fresco_nb import DataError, new_game
from fresco_nb.lab import (action_kinds, compare, data_changes, experiment, game_length, lead_stats, metrics,
                           per_game, setup_id, simulate, variant, variant_from_folder, wake_slots, wilson, win_rates)
from fresco_nb.lab.metrics import paired_rate_interval, t_interval
from fresco_nb.lab.playing import iter_rows, play_game, result_row

DATA = Path(__file__).resolve().parent.parent / "data" / "fresco"

GAMES = ["arm", "seed", "players", "modules", "bots", "data", "rulings", "setup_id", "rounds", "decisions", "winner",
         "winner_bot", "winner_score", "runner_up_score", "margin", "spread", "leonardo_first"]
PLAYERS = ["arm", "seed", "seat", "name", "bot", "automaton", "can_win", "start_space", "score", "rank", "won", "vp",
           "vp_fresco", "vp_bishop", "vp_altar", "vp_money", "vp_portraits", "vp_requests", "vp_blends", "placement"]
ROUNDS = ["arm", "seed", "round", "seat", "slot", "score", "vp", "gained", "thalers", "mood", "tiles"]
DECISIONS = ["arm", "seed", "step", "round", "phase", "seat", "painter", "kind", "action", "options", "vp", "slot"]


@pytest.fixture(scope="module")
def two_player():
    """Small greedy two-player games (Leonardo) with every module, decisions recorded."""
    return simulate(players=2, games=4, seed=11, modules=("portraits", "requests", "blends"), decisions=True,
                    workers=1)


# ---------------------------------------------------------------- paired seeds

def test_paired_seeds_give_identical_setups_across_arms():
    arms = {
        "base": {},
        "random seat 0": {"bots": "random,greedy,greedy"},
        "ruling": {"rulings": {"bishop_step_before_altar": False}},
        "portraits": {"modules": ("portraits",)},
        "requests": {"modules": ("requests",)},
        "values": {"data": variant(start_thalers=20, wake_prices=[1, 1, 1, 1, 0], end_threshold=3)},
        "blends": {"modules": ("blends",)},          # documented: removes 7 random tiles first -> another setup
    }
    res = experiment(arms, seeds=[3, 4, 5], players=3, workers=1)
    ids = res.games.pivot(index="seed", columns="arm", values="setup_id")
    shared = [a for a in arms if a != "blends"]
    for seed, row in ids.iterrows():
        assert row[shared].nunique() == 1, f"seed {seed}: {row.to_dict()}"
        assert row["blends"] != row["base"]
    assert ids["base"].nunique() == 3                                       # different seeds, different setups
    # the fingerprint is the setup the rules API deals: start spaces, fresco, stalls (a fresh game on the seed)
    game = new_game(players=3, seed=4, record=False)
    assert ids.loc[4, "base"] == setup_id(game.view("full"))
    start = res.players[(res.players.arm == "ruling") & (res.players.seed == 4)].start_space.tolist()
    assert start == [p["start_space"] for p in game.view("full")["players"]]


def test_same_arm_twice_plays_the_same_games():
    res = experiment({"a": {}, "b": {}}, seeds=[1, 2], players=3, workers=1)
    a, b = (res.players[res.players.arm == arm].drop(columns="arm").reset_index(drop=True) for arm in "ab")
    assert_frame_equal(a, b)
    diff = compare(res, metrics=["rounds", "winner_score", "win_seat0"])
    assert (diff["diff"] == 0).all() and (diff["same_setup"] == 1).all()
    assert diff.loc[diff.metric == "rounds", ["diff_low", "diff_high"]].to_numpy().tolist() == [[0.0, 0.0]]


# ---------------------------------------------------------------- parallel, reproducible, tables

def test_results_do_not_depend_on_workers_or_chunks():
    kwargs = dict(players=3, games=6, seed=20, bots="greedy,random,greedy", decisions=True)
    one = simulate(workers=1, **kwargs)
    two = simulate(workers=2, chunk_size=2, **kwargs)
    for name in ("games", "players", "rounds", "decisions"):
        assert_frame_equal(getattr(one, name), getattr(two, name))
    assert one.games.seed.tolist() == list(range(20, 26))                  # job order


def test_tables_have_the_documented_columns(two_player):
    res = two_player
    assert list(res.games.columns) == GAMES
    assert list(res.players.columns) == PLAYERS
    assert list(res.rounds.columns) == ROUNDS
    assert list(res.decisions.columns) == DECISIONS
    assert simulate(players=3, games=1, seed=1, workers=1).decisions is None
    g = res.games
    assert (g.players == 2).all() and (g.modules == "portraits+requests+blends").all()
    p = res.players
    assert len(p) == 3 * len(g)                                            # Leonardo is painter 3
    leo = p[p.seat == 2]
    assert leo.automaton.all() and not leo.can_win.any() and (leo.bot == "leonardo").all()
    assert (p.groupby("seed").won.sum() == 1).all()
    assert (p.vp == p[[c for c in PLAYERS if c.startswith("vp_")]].sum(axis=1)).all()
    assert (p.score - p.vp == p.placement).all()
    # rounds: one row per painter and round; scores end on the final ones; gains add up to the VP in play
    r = res.rounds
    assert len(r) == 3 * g.rounds.sum()
    last = r.merge(g[["seed", "rounds"]], on="seed").query("round == rounds")
    assert last.set_index(["seed", "seat"]).score.equals(p.set_index(["seed", "seat"]).score)
    gained = r.groupby(["seed", "seat"]).gained.sum()
    assert gained.equals((p.vp - p.vp_money).set_axis(gained.index))
    # decisions: as many as the game counted; VP gained through them = the VP in play
    d = res.decisions
    assert d.groupby("seed").size().tolist() == g.decisions.tolist()
    assert d.groupby(["seed", "painter"]).vp.sum().equals(gained)
    assert set(d.phase) <= {"wake", "plan", "market", "cathedral", "studio", "workshop", "place", "income"}
    assert (d[d.kind == "WakeUp"].phase == "wake").all() and (d.options >= 1).all()
    wakes = d[d.kind == "WakeUp"].sort_values(["seed", "round", "painter"])
    assert wakes.slot.tolist() == r.sort_values(["seed", "round", "seat"]).slot.tolist()


def test_cli_rows_still_work_without_pandas():
    rows = list(iter_rows(3, 2, 5, ["greedy"] * 3))
    assert [r["seed"] for r in rows] == [5, 6]
    assert rows[0] == result_row(play_game(3, 5, ["greedy"] * 3), ["greedy"] * 3)
    # the CLI and the game-playing side of the lab load no pandas / numpy (a core install has none)
    code = ("import sys, fresco_nb.cli, fresco_nb.lab; fresco_nb.lab.variant(start_thalers=3); "
            "assert not {'pandas', 'numpy'} & set(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------- variants

def test_variant_edits_and_checks():
    base = new_game(players=4).data
    v = variant(wake_prices=[3, 3, 2, 2, 1], start_thalers=15, end_threshold=4, thalers_per_vp=3,
                market_tiles={"M-RRR": "RRY"}, name="my variant")
    assert v.root == "my variant" and base.start_thalers == 12
    assert sorted(data_changes(v)) == sorted([
        ("sides[0].inn[0].price", 4, 3), ("sides[1].inn[0].price", 4, 3), ("start_thalers", 12, 15),
        ("last_round_tiles", 6, 4), ("thalers_per_vp", 2, 3),
        ("market_tiles[0].paints", ("R", "R", "R"), ("R", "R", "Y"))])
    assert v.provenance["rules.toml:start_thalers"].confidence == "default"
    game = new_game(players=4, seed=1, data=v)
    assert game.view(0)["inn"][0]["price"] == 3
    assert variant(stall_sizes={"4p": [4, 4, 3, 3]}).side_for(4).stall_sizes == (4, 4, 3, 3)
    with pytest.raises(DataError, match="inn.4p.slots"):
        variant(wake_prices=[1, 2])
    with pytest.raises(DataError, match="stall_sizes"):
        variant(stall_sizes=[5, 5, 5, 5])
    with pytest.raises(DataError, match="removed_for_3p"):
        variant(market_tiles=["RRR"] * 14)
    with pytest.raises(TypeError, match="no edit 'start_money'"):
        variant(start_money=3)


def test_variant_from_folder_matches_the_same_edit_in_memory(tmp_path):
    folder = tmp_path / "variant"
    shutil.copytree(DATA, folder)
    rules = folder / "rules.toml"
    rules.write_text(rules.read_text().replace("[start_thalers]\nvalue = 12", "[start_thalers]\nvalue = 16", 1))
    from_folder = variant_from_folder(folder)
    assert from_folder.start_thalers == 16
    in_memory = variant(start_thalers=16)
    assert new_game(data=from_folder).data_digest() == new_game(data=in_memory).data_digest()
    with pytest.raises(DataError):
        rules.write_text(rules.read_text().replace("value = 16", "value = -1", 1))
        variant_from_folder(folder)


# ---------------------------------------------------------------- compare

def test_compare_gives_paired_intervals():
    res = experiment({"base": {}, "rich": {"data": variant(start_thalers=30)}}, seeds=range(30, 38), players=2,
                     workers=1)
    table = compare(res)
    assert set(table.arm) == {"rich"} and set(table.baseline) == {"base"}
    expected = {"rounds", "margin", "lead_changes", "decided_at", "win_seat0", "win_start1", "vp_money"}
    assert expected <= set(table.metric)
    assert (table.pairs == 8).all() and (table.same_setup == 1).all()
    finite = table.dropna(subset=["diff_low"])
    assert ((finite.diff_low <= finite["diff"] + 1e-12) & (finite["diff"] <= finite.diff_high + 1e-12)).all()
    assert ((table.arm_low <= table.arm_value + 1e-12) & (table.arm_value <= table.arm_high + 1e-12)).all()
    rate = table[table.metric == "win_seat0"].iloc[0]
    assert rate.kind == "rate" and rate.method == "newcombe"
    wins = res.players.query("arm == 'rich' and seat == 0").won.sum()
    assert rate.arm_value == wins / 8
    assert (rate.arm_low, rate.arm_high) == pytest.approx(wilson(wins, 8))
    money = table[table.metric == "vp_money"].iloc[0]                       # 30 thalers: more money VP
    assert money["diff"] > 0 and money.diff_low > 0
    boot = compare(res, metrics=["vp_money", "rounds"], method="bootstrap", n_boot=500, seed=1)
    assert (boot.method == "bootstrap").all()
    assert boot.iloc[0].diff_low <= boot.iloc[0]["diff"] <= boot.iloc[0].diff_high
    assert boot.equals(compare(res, metrics=["vp_money", "rounds"], method="bootstrap", n_boot=500, seed=1))
    # two separate Results on the same seeds pair up too
    other = simulate(players=2, seeds=range(30, 38), data=variant(start_thalers=30), arm="rich2", workers=1)
    base = simulate(players=2, seeds=range(30, 38), workers=1)
    joined = compare(base, other, metrics=["vp_money"])
    assert joined.iloc[0]["diff"] == money["diff"]


# ---------------------------------------------------------------- metrics on hand-checked cases

def _hand_tables():
    """Two 3-round games of three players. Game 1: leaders A, B, B -> winner B decided in round 2, 1 lead change.
    Game 2: nobody scores in round 1, then C, A, and A wins in round 3: 1 change, decided in round 3."""
    scores = {1: [[5, 0, 0], [6, 9, 1], [10, 20, 12]],
              2: [[0, 0, 0], [1, 0, 4], [15, 3, 7]]}
    slots = {1: [[0, 1, 2], [2, 1, 0], [1, 0, 2]], 2: [[0, 1, 2], [0, 1, 2], [0, 1, 2]]}
    rounds, players, games = [], [], []
    for seed, table in scores.items():
        previous = [0, 0, 0]
        for r, row in enumerate(table):
            for seat, score in enumerate(row):
                rounds.append(dict(arm="x", seed=seed, round=r + 1, seat=seat, slot=slots[seed][r][seat], score=score,
                                   vp=score, gained=score - previous[seat], thalers=0, mood=0, tiles=0))
            previous = row
        final = table[-1]
        winner = max(range(3), key=final.__getitem__)
        games.append(dict(arm="x", seed=seed, winner=winner, rounds=3))
        for seat in range(3):
            players.append(dict(arm="x", seed=seed, seat=seat, can_win=True, won=seat == winner, automaton=False,
                                start_space=seat + 1, score=final[seat], bot="b", **{f"vp_{s}": 0 for s in
                                ("fresco", "bishop", "altar", "money", "portraits", "requests", "blends")}))
    return pd.DataFrame(games), pd.DataFrame(players), pd.DataFrame(rounds)


def test_lead_changes_and_decisiveness_by_hand():
    games, players, rounds = _hand_tables()
    stats = lead_stats(rounds, players, games).set_index("seed")
    assert stats.lead_changes.tolist() == [1, 1]
    assert stats.decided_round.tolist() == [2, 3]
    assert stats.decided_at.tolist() == pytest.approx([2 / 3, 1.0])
    assert_frame_equal(lead_stats(rounds, players), lead_stats(rounds, players, games))  # winner, length from tables


def test_win_rates_and_slots_by_hand():
    games, players, rounds = _hand_tables()
    by_start = win_rates(players, by="start_space").set_index("start_space")
    assert by_start.wins.tolist() == [1, 1, 0] and by_start.games.tolist() == [2, 2, 2]
    assert (by_start.low.iloc[0], by_start.high.iloc[0]) == pytest.approx(wilson(1, 2))
    slots = wake_slots(rounds).set_index("slot")
    assert slots.chosen.tolist() == [6, 6, 6]
    # slot 0: game 1 gains 5 (r1, A), 1 (r2, C), 11 (r3, B); game 2 gains 0, 1, 14 (A every round)
    assert slots.loc[0, "mean_gained"] == pytest.approx((5 + 1 + 11 + 0 + 1 + 14) / 6)
    length = game_length(pd.DataFrame({"arm": ["x"] * 3, "rounds": [7, 8, 9]})).iloc[0]
    assert (length["mean"], length["min"], length["max"]) == (8, 7, 9)
    from scipy import stats
    half = stats.t.ppf(0.975, 2) * 1 / math.sqrt(3)
    assert (length.low, length.high) == pytest.approx((8 - half, 8 + half))


def test_interval_formulas_by_hand():
    # Wilson, 95 %: 5 of 10 -> 0.5 ± 1.96 * sqrt(.25/10 + 1.96²/400) / (1 + 1.96²/10)
    z = 1.959963984540054
    half = z * math.sqrt(0.25 / 10 + z * z / 400) / (1 + z * z / 10)
    assert wilson(5, 10) == pytest.approx((0.5 - half, 0.5 + half))
    assert wilson(0, 10)[0] == 0.0
    assert t_interval([1, 2, 3])[0] == 2
    # Newcombe's paired interval: no discordant pairs -> difference 0, a symmetric interval narrower than
    # the one for independent samples (the correlation, with its continuity correction, is (24 - 5) / 24)
    same = [1, 0, 1, 1, 0, 0, 1, 0, 1, 1]
    diff, low, high = paired_rate_interval(same, same)
    l1, u1 = wilson(6, 10)
    independent = math.sqrt((0.6 - l1) ** 2 + (u1 - 0.6) ** 2)
    assert diff == 0 and low == pytest.approx(-high) and 0 < high < independent
    phi = 19 / 24
    assert high == pytest.approx(math.sqrt((0.6 - l1) ** 2 - 2 * phi * (0.6 - l1) * (u1 - 0.6) + (u1 - 0.6) ** 2))
    # all 10 games won by the arm, none by the base: the interval sits near +1 and inside [0, 1]
    diff, low, high = paired_rate_interval([0] * 10, [1] * 10)
    assert diff == 1 and 0.5 < low < 1 and high == 1
    # the formula, step by step, on a table with a negative correlation (a=1, b=4, c=4, d=1)
    base = [1] + [0] * 4 + [1] * 4 + [0]
    arm = [1] + [1] * 4 + [0] * 4 + [0]
    l1, u2 = wilson(5, 10)
    phi = (1 - 16) / math.sqrt(5 * 5 * 5 * 5)
    expect = math.sqrt((0.5 - l1) ** 2 - 2 * phi * (0.5 - l1) * (u2 - 0.5) + (u2 - 0.5) ** 2)
    assert paired_rate_interval(base, arm) == pytest.approx((0.0, -expect, expect))


def test_decision_metrics(two_player):
    kinds = action_kinds(two_player.decisions)
    assert kinds["count"].sum() == two_player.games.decisions.sum()
    assert kinds.share.sum() == pytest.approx(1.0)
    wake = kinds[kinds.kind == "WakeUp"].iloc[0]
    assert wake.per_game == pytest.approx(3 * two_player.games.rounds.mean())     # 2 players + Leonardo each round
    restore = kinds[kinds.kind == "RestorePart"]
    assert (restore.mean_vp > 0).all()
    assert set(metrics.branching(two_player.decisions).phase) == set(two_player.decisions.phase)
    pg = per_game(two_player)
    assert {"lead_changes", "decided_at", "win_seat0", "win_seat1", "win_start1", "vp_blends"} <= set(pg.columns)
    assert "win_seat2" not in pg.columns                                   # Leonardo cannot win (default ruling)
    summary = two_player.summary()
    assert summary.games.tolist() == [4]
    assert summary.win_seat0.iloc[0] + summary.win_seat1.iloc[0] == pytest.approx(1.0)


# ---------------------------------------------------------------- Dask

def test_dask_local_cluster_gives_the_same_results():
    distributed = pytest.importorskip("distributed")
    kwargs = dict(players=3, seeds=[7, 8, 9], bots=["greedy", "random", "greedy"], decisions=True)
    local = simulate(workers=1, **kwargs)
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None)
    with cluster:
        with distributed.Client(cluster) as client:
            remote = simulate(client=client, chunk_size=1, **kwargs)
    for name in ("games", "players", "rounds", "decisions"):
        assert_frame_equal(getattr(local, name), getattr(remote, name))
