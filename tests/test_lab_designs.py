"""Comparing designs (issue 14 point 5): the design metrics of any game, checked against small cases computed by
hand, and on short runs of both games."""
from __future__ import annotations

import math
import statistics

import pandas as pd
import pytest

from fresco_nb.lab import experiment
from fresco_nb.lab.designs import (alternate_seats, best_choice_shares, choice_table_rows, design_metrics, ladder_of,
                                   ladder_pairs, probe_game, stronger_edge, stronger_wins)
from fresco_nb.lab.metrics import wilson

T_975_2 = 4.302652729911275          # Student's t, 97.5 % point, 2 degrees of freedom


def test_per_game_has_one_row_per_game_when_a_victory_is_shared():
    results = experiment({"base": {}}, seeds=[4, 5], players=3, workers=1, progress=False, game="azul_sp")
    assert results.players.groupby("seed")["won"].sum().loc[4] == 2          # seed 4: a shared victory (A-END-5)
    games = results.per_game()
    assert list(games["seed"]) == [4, 5]
    assert games.loc[games["seed"] == 4, ["win_seat0", "win_seat1", "win_seat2"]].sum(axis=1).item() == 2


def test_the_ladder_is_the_games_bots_weakest_first():
    assert ladder_of("fresco") == ("random", "greedy", "heuristic")
    assert ladder_of("fresco", search=True) == ("random", "greedy", "heuristic", "search")
    azul = ladder_of("azul_sp")
    assert azul[:2] == ("random", "greedy") and "search" not in azul


def test_ladder_pairs_are_neighbours_then_the_top_against_the_bottom():
    assert ladder_pairs(("random", "greedy")) == [("greedy", "random")]
    assert ladder_pairs(("random", "greedy", "heuristic")) == [("greedy", "random"), ("heuristic", "greedy"),
                                                                ("heuristic", "random")]


def test_the_two_bots_take_alternate_seats_swapped_on_every_other_seed():
    assert alternate_seats("greedy", "random", 3, swapped=False) == ["greedy", "random", "greedy"]
    assert alternate_seats("greedy", "random", 3, swapped=True) == ["random", "greedy", "random"]
    assert alternate_seats("greedy", "random", 4, swapped=True) == ["random", "greedy", "random", "greedy"]


def test_a_stronger_bot_wins_when_it_is_among_the_winners():
    players = pd.DataFrame({"arm": ["a"] * 6, "seed": [1, 1, 2, 2, 3, 3],
                            "bot": ["greedy", "random"] * 3, "won": [True, False, False, True, True, True]})
    assert stronger_wins(players, "greedy").tolist() == [True, False, True]


def test_the_stronger_bots_score_edge_is_its_seats_mean_minus_the_weaker_seats_mean():
    players = pd.DataFrame({"arm": ["a"] * 6, "seed": [1, 1, 1, 2, 2, 2], "bot": ["greedy", "random", "greedy"] * 2,
                            "score": [30, 10, 20, 5, 9, 7]})
    assert stronger_edge(players, "greedy", "random").tolist() == [25 - 10, 6 - 9]
    assert stronger_edge(players, "greedy", "random", relative=True).tolist() == pytest.approx([15 / 20, -3 / 7])


def hand_choices() -> pd.DataFrame:
    """Three games. Seed 1: the winner (seat 0) took the best score 2 of 3 times, seat 1 0 of 2, seat 2 1 of 1.
    Seed 2: seats 0 and 1 (the winner) each 1 of 1. Seed 3: only the winner (seat 1) was probed, 1 of 2."""
    rows = [(1, 0, True, True), (1, 0, True, True), (1, 0, False, True), (1, 1, False, False),
            (1, 1, False, False), (1, 2, True, False),
            (2, 0, True, False), (2, 1, True, True),
            (3, 1, True, True), (3, 1, False, True)]
    return pd.DataFrame([(seed, step, seat, best, won) for step, (seed, seat, best, won) in enumerate(rows)],
                        columns=["seed", "step", "seat", "best", "won"])


def test_best_choice_shares_per_game_by_hand():
    shares = best_choice_shares(hand_choices()).set_index("seed")
    assert shares["winners"].tolist() == pytest.approx([2 / 3, 1.0, 0.5])
    assert shares["others"].iloc[:2].tolist() == pytest.approx([1 / 3, 1.0]) and math.isnan(shares.loc[3, "others"])
    # seed 1: seat 2 took the best every time but lost; seed 2: two seats share the top; seed 3: the winner alone
    assert shares.loc[1, "greediest_won"] == 0 and math.isnan(shares.loc[2, "greediest_won"])
    assert shares.loc[3, "greediest_won"] == 1


def test_best_choice_rows_by_hand():
    rows = {r["metric"]: r for r in choice_table_rows("G", hand_choices(), 3, 0.95, "three games by hand")}
    winners = rows["best immediate score: winners' choices"]
    values = [2 / 3, 1.0, 0.5]
    half = T_975_2 * statistics.stdev(values) / math.sqrt(3)
    assert (winners["value"], winners["low"], winners["high"], winners["n"]) == pytest.approx(
        (sum(values) / 3, sum(values) / 3 - half, sum(values) / 3 + half, 3))
    difference = rows["best immediate score: winners − others"]       # seeds 1 and 2: 1/3 and 0
    assert difference["value"] == pytest.approx(1 / 6) and difference["n"] == 2
    greediest = rows["the greediest seat wins"]                        # seeds 1 (lost) and 3 (won)
    assert (greediest["value"], greediest["n"], greediest["equal_share"]) == pytest.approx((0.5, 2, 1 / 3))
    assert (greediest["low"], greediest["high"]) == pytest.approx(wilson(1, 2))
    assert all(r["rests_on"] == "three games by hand" for r in rows.values())


def test_the_greedy_azul_bot_always_takes_the_best_immediate_score():
    noted, winners = probe_game("azul_sp", 2, 3, ["greedy", "greedy"])
    assert len(noted) > 20 and all(best for _, _, best in noted)
    assert winners and set(winners) <= {0, 1}


def test_a_random_bot_misses_the_best_immediate_score_sometimes():
    noted, _ = probe_game("azul_sp", 2, 3, ["random", "random"])
    assert 0 < sum(best for _, _, best in noted) < len(noted)


@pytest.fixture(scope="module")
def azul_design():
    return design_metrics("azul_sp", players=3, games=6, seed=1, ladder_games=4, probe_games=2, workers=1)


def test_design_metrics_of_a_game_by_its_tables(azul_design):
    table = azul_design.table.set_index("metric")
    players = azul_design.results.players
    for seat in range(3):
        row = table.loc[f"win rate, seat {seat + 1}"]
        wins = int(players.loc[players["seat"] == seat, "won"].sum())
        assert (row["value"], row["n"], row["equal_share"]) == pytest.approx((wins / 6, 6, 1 / 3))
        assert (row["low"], row["high"]) == pytest.approx(wilson(wins, 6))
    rounds = azul_design.results.games["rounds"]
    assert table.loc["rounds per game", "value"] == pytest.approx(rounds.mean())
    assert table.loc["rounds per game", "rests_on"] == "6 games of 3 greedy bots, seeds 1–6"
    ladder = table.loc["stronger bot wins: greedy vs random"]
    assert ladder["n"] == 4 and ladder["equal_share"] == 0.5 and "seeds 1–4" in ladder["rests_on"]
    edge = table.loc["stronger bot's score edge: greedy vs random"]
    assert edge["value"] == pytest.approx(azul_design.ladder.loc[0, "edge"]) and edge["n"] == 4
    relative = table.loc["stronger bot's score edge ÷ mean score: greedy vs random"]
    assert relative["value"] == pytest.approx(azul_design.ladder.loc[0, "relative_edge"])
    assert "from 2 games of 3 greedy bots, seeds 1–2" in table.loc["the greediest seat wins", "rests_on"]


def test_the_probed_games_are_the_labs_games(azul_design):
    choices = azul_design.choices
    won = azul_design.results.players.set_index(["seed", "seat"])["won"]
    assert len(choices) > 0
    assert all(won[(r.seed, r.seat)] == r.won for r in choices.itertuples())


def test_design_metrics_takes_fresco_too():
    design = design_metrics("fresco", players=3, games=4, ladder=("random", "greedy"), probe_games=1, workers=1)
    table = design.table.set_index("metric")
    assert table.loc["decisions per game", "n"] == 4 and table.loc["stronger bot wins: greedy vs random", "n"] == 4
    assert design.game == "fresco" and set(design.table["game"]) == {"Fresco"}
