"""The command line: ``python -m fresco_nb simulate`` writes one CSV row per game, reproducibly."""
from __future__ import annotations

import csv
import subprocess
import sys

import pytest

from fresco_nb.cli import main


def _rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def test_simulate_writes_one_row_per_game(tmp_path):
    out = tmp_path / "results.csv"
    assert main(["simulate", "--players", "4", "--games", "6", "--seed", "1",
                 "--bots", "greedy,greedy,random,random", "--out", str(out)]) == 0
    rows = _rows(out)
    assert len(rows) == 6 and [r["seed"] for r in rows] == [str(s) for s in range(1, 7)]
    for r in rows:
        assert r["players"] == "4" and int(r["rounds"]) >= 1 and 1 <= int(r["winner"]) <= 4
        scores = [int(r[f"p{i}_score"]) for i in range(1, 5)]
        assert int(r["winner"]) == scores.index(max(scores)) + 1          # R-END-4
        for i in range(1, 5):
            assert {f"p{i}_{k}" for k in ("bot", "fresco", "bishop", "altar", "money")} <= set(r)
    again = tmp_path / "again.csv"
    main(["simulate", "--players", "4", "--games", "6", "--seed", "1",
          "--bots", "greedy,greedy,random,random", "--out", str(again)])
    assert _rows(again) == rows                                           # same seeds, same games


@pytest.mark.parametrize("players,modules", [(2, "portraits,requests,blends"), (3, "requests"), (4, "blends")])
def test_simulate_players_and_modules(tmp_path, players, modules):
    out = tmp_path / "r.csv"
    bots = ",".join(["greedy", "random", "greedy", "random"][:players])
    assert main(["simulate", "--players", str(players), "--modules", modules, "--games", "2",
                 "--bots", bots, "--out", str(out)]) == 0
    rows = _rows(out)
    assert len(rows) == 2 and rows[0]["modules"] == modules.replace(",", "+")
    for module in modules.split(","):
        assert f"p1_{module}" in rows[0]
    if players == 2:                                                      # R-LEO-8: Leonardo is painter 3
        assert rows[0]["p3_bot"] == "leonardo" and rows[0]["winner"] in ("1", "2")


def test_bad_arguments_are_refused(capsys):
    assert main(["simulate", "--players", "3", "--games", "1", "--modules", "jokers"]) == 2
    assert "unknown module" in capsys.readouterr().err
    assert main(["simulate", "--players", "4", "--bots", "greedy,greedy"]) == 2


def test_python_dash_m_entry_point(tmp_path):
    done = subprocess.run([sys.executable, "-m", "fresco_nb", "simulate", "--players", "3", "--games", "1",
                           "--bots", "random,random,random"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.startswith("seed,players,modules,rounds,winner")
