"""The command line: ``python -m fresco_nb simulate`` writes one CSV row per game, reproducibly."""
from __future__ import annotations

import csv
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

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


# -- issue 9, point 14: every argument is checked before the first game; errors are one line, exit code 2 --

SIMULATE = ["simulate", "--players", "3", "--bots", "random,random,random", "--no-progress"]


def _refused(capsys, argv, *words):
    """``argv`` ends with exit code 2 and one line on stderr naming the argument (no traceback, no output)."""
    code = main(argv)
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert code == 2, (code, captured.err)
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err and captured.out == ""
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


@pytest.mark.parametrize("games", ["0", "-1", "x", "1.5"])
def test_games_must_be_a_whole_number_of_at_least_one(capsys, games):
    _refused(capsys, SIMULATE + ["--games", games], "--games", games)


def test_options_are_never_abbreviated(capsys, tmp_path):
    _refused(capsys, SIMULATE + ["--game", "1"], "--game")
    _refused(capsys, SIMULATE + ["--games", "1", "--mod", "blends"], "--mod")
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("argv, words", [
    (["--players", "5"], ("--players", "5")),
    (["--players", "3", "--bots", "greedy,greedy"], ("--bots", "3")),
    (["--players", "3", "--bots", "greedy,greedy,nobody"], ("--bots", "nobody", "greedy")),
    (["--players", "3", "--modules", "jokers"], ("--modules", "jokers", "portraits")),
    (["--players", "3", "--seed", "one"], ("--seed", "one")),
    (["--players", "3", "--data", "/no/such/folder"], ("--data",)),
], ids=["players", "bot-count", "bot-name", "module", "seed", "data"])
def test_every_argument_is_checked_before_playing(capsys, argv, words):
    _refused(capsys, ["simulate", "--games", "1", "--no-progress"] + argv, *words)


def test_out_into_a_missing_folder_or_onto_a_folder_is_refused_before_playing(capsys, tmp_path):
    _refused(capsys, SIMULATE + ["--games", "1", "--out", str(tmp_path / "missing" / "r.csv")], "--out", "missing")
    _refused(capsys, SIMULATE + ["--games", "1", "--out", str(tmp_path)], "--out", "folder")
    assert not list(tmp_path.iterdir())


def test_out_must_be_writable(capsys, tmp_path):
    folder = tmp_path / "read-only"
    folder.mkdir(mode=0o555)
    target = folder / "r.csv"
    if os.access(folder, os.W_OK):          # root ignores the mode bits: sysfs refuses new files even to root
        target = Path("/sys/fresco_nb_results.csv")
    _refused(capsys, SIMULATE + ["--games", "1", "--out", str(target)], "--out", str(target))
    assert not target.exists()


def test_an_existing_out_file_is_kept_unless_force(capsys, tmp_path):
    out = tmp_path / "r.csv"
    out.write_text("precious\n")
    _refused(capsys, SIMULATE + ["--games", "1", "--out", str(out)], "--out", "--force")
    assert out.read_text() == "precious\n"
    assert main(SIMULATE + ["--games", "1", "--out", str(out), "--force"]) == 0
    assert len(_rows(out)) == 1


def test_ctrl_c_keeps_the_complete_rows_and_exits_130(tmp_path):
    """SIGINT in the middle of a long run: the rows written so far stay, each one whole, with one line on
    stderr and exit code 130 (no traceback)."""
    out = tmp_path / "r.csv"
    run = subprocess.Popen([sys.executable, "-m", "fresco_nb", "simulate", "--players", "3", "--games", "100000",
                            "--bots", "random,random,random", "--out", str(out)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not out.exists() or out.read_text().count("\n") < 4):
        time.sleep(0.05)
    run.send_signal(signal.SIGINT)
    stdout, stderr = run.communicate(timeout=60)
    assert run.returncode == 130, stderr
    assert "Traceback" not in stderr and len(stderr.strip().splitlines()) == 1, stderr
    text = out.read_text()
    assert text.endswith("\n")
    rows = _rows(out)
    assert len(rows) >= 3 and f"{len(rows)} complete" in stderr
    assert [r["seed"] for r in rows] == [str(s) for s in range(1, len(rows) + 1)]
    assert all(None not in r.values() and None not in r for r in rows)     # no short or long row


def test_a_reader_that_stops_early_ends_the_run_quietly():
    """``fresco_nb simulate | head -2``: the closed pipe ends the run without a traceback."""
    run = subprocess.Popen([sys.executable, "-m", "fresco_nb", "simulate", "--players", "3", "--games", "100000",
                            "--bots", "random,random,random"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert run.stdout.readline().startswith(b"seed,players")
    run.stdout.close()
    stderr = run.stderr.read().decode()
    assert run.wait(timeout=60) == 1 and stderr == ""


def test_a_seed_out_of_the_cores_range_is_refused_before_playing(capsys, tmp_path):
    out = tmp_path / "r.csv"
    _refused(capsys, SIMULATE + ["--games", "2", "--seed", str(2**64 - 1), "--out", str(out)], "seed", "64 bits")
    assert not out.exists()
