"""The benchmark scripts keep working (tiny runs; their figures are never asserted: speed is measured, not
tested): the bot ladder's table and seatings, the lab sweep."""
from __future__ import annotations

import importlib.util
import pathlib
import re

import pytest

BENCHMARKS = pathlib.Path(__file__).resolve().parent.parent / "benchmarks"


def script(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCHMARKS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def ladder():
    return script("ladder")


def test_paired_games_give_both_bots_every_seat(ladder):
    for players in (3, 4):
        for k in range(0, 12, 2):
            first, second = ladder.seating(players, k), ladder.seating(players, k + 1)
            assert len(first) == players and set(first) <= {"A", "B"}
            assert all(a != b for a, b in zip(first, second))         # same deal, seats swapped
    assert ladder.seating(4, 0).count("A") == 2


def test_wilson_interval_brackets_the_rate(ladder):
    lo, hi = ladder.wilson(31, 40)
    assert lo < 31 / 40 < hi and 0.6 < lo and hi < 0.9
    assert ladder.wilson(0, 0) == (0.0, 1.0)
    assert ladder.wilson(40, 40)[1] == 1.0


def test_ladder_prints_a_win_rate_table(ladder, capsys):
    ladder.main(["--bots", "random,greedy", "--games", "4", "--jobs", "1", "--seed", "3"])
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("| greedy |"))
    share = int(re.search(r"\*\*(\d+)%\*\*", row).group(1))
    against = next(line for line in out.splitlines() if line.startswith("| random |"))
    assert share + int(re.search(r"\*\*(\d+)%\*\*", against).group(1)) == 100     # one table, both ways
    assert "; 4)" in row
    assert "| greedy vs random |" in out or "| random vs greedy |" in out


def test_ladder_pair_games_override_one_pairing(ladder, capsys):
    ladder.main(["--bots", "random,greedy", "--games", "4", "--pair-games", "greedy-random=2", "--jobs", "1"])
    assert "; 2)" in capsys.readouterr().out


def test_sweep_reports_its_tables(capsys):
    script("sweep").main(["--games", "6", "--workers", "1", "--players", "3"])
    out = capsys.readouterr().out
    assert "6 greedy 3-player games" in out and "6 game rows, 18 painter rows" in out
    assert re.search(r"load average [\d.?]+ before, [\d.?]+ after", out)       # how busy the machine was


def test_bench_prints_the_speed_table_against_the_yardstick(capsys):
    script("bench").main(["--seconds", "0.02", "--slices", "1"])
    out = capsys.readouterr().out
    assert "liars poker yardstick" in out
    rows = [line for line in out.splitlines() if re.match(r"\| [234] \| (none|all) \|", line)]
    assert len(rows) == 5
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert len(cells) == 11          # players, modules, 4 per bot (random, greedy), save+load/s
        decisions, games, rounds = (float(cells[i].replace(",", "")) for i in (2, 4, 5))
        assert decisions > 0 and games > 0 and rounds >= 1
        assert cells[3] == "—" or float(cells[3]) > 0      # × liars poker ("—" without OpenSpiel)


def test_adapter_benchmark_prints_three_rates(capsys):
    pytest.importorskip("pyspiel")
    pytest.importorskip("pettingzoo")
    script("bench_adapters").main(["--seconds", "0.05", "--runs", "1", "--players", "2", "--modules", "all"])
    lines = capsys.readouterr().out.splitlines()
    assert "2 players, modules: all" in lines[0]
    rates = {line[:11].strip(): float(line[11:].replace(",", "")) for line in lines[1:]}
    assert set(rates) == {"rules core", "OpenSpiel", "PettingZoo"} and min(rates.values()) > 0


def test_board_benchmark_prints_a_row_per_player_count(capsys):
    script("bench_board").main(["--seconds", "0.02"])
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if re.match(r"\| [234] \|", line)]
    assert [row.split("|")[1].strip() for row in rows] == ["2", "3", "4"]
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert cells[1] == str(int(cells[0]) + 2)                # every seat's page, the projector, the teacher
        assert float(cells[2]) > 0 and float(cells[4]) > 0       # boards and page refreshes per CPU-second
    assert re.search(r"README row: \| \d+ / \d+ / \d+ \|", out)
