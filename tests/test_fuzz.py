"""The long-run fuzz script ``tools/fuzz.py``: a short slice passes with every probe exercised, a failure is
written with its seed and save and says how to replay it, and each probe catches the bug it is there for."""
from __future__ import annotations

import importlib.util
import io
import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fresco_nb import Game, IllegalAction, load_game

SCRIPT = Path(__file__).resolve().parent.parent / "tools" / "fuzz.py"


@pytest.fixture(scope="module")
def fuzz():
    spec = importlib.util.spec_from_file_location("fuzz_script", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module            # dataclasses look their module up while the script loads
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def test_seeds_cycle_through_every_player_count_and_module_set(fuzz):
    combinations = [(fuzz.Setup.of(seed).players, fuzz.Setup.of(seed).modules) for seed in range(100, 124)]
    assert len(set(combinations)) == 24 and set(combinations) == set(fuzz.COMBINATIONS)
    assert {modules for _, modules in combinations} == {(), ("portraits",), ("requests",), ("blends",),
                                                        ("portraits", "requests"), ("portraits", "blends"),
                                                        ("requests", "blends"), ("portraits", "requests", "blends")}
    assert {fuzz.Setup.of(seed).auto_chance for seed in range(24)} == {True, False}


def test_a_short_slice_passes_with_every_probe(fuzz):
    out = io.StringIO()
    counts = fuzz.run(first=1, games=6, every=10**9, failures=Path("/nonexistent"), out=out)
    assert counts["failures"] == 0, out.getvalue()
    assert counts["games"] == 6 and counts["games: 2p"] == counts["games: 3p"] == 2
    for probe in ("illegal", "undo", "save/load"):
        assert counts[f"probes: {probe}"] > 0, counts
    assert counts["steps"] > 500
    assert out.getvalue().startswith("done: ") and "seeds 1..6" in out.getvalue()


def test_the_script_runs_from_the_command_line(tmp_path):
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "3", "--seed", "7", "--every", "0",
                           "--failures", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("fuzzing from seed 7 (3 games)")
    assert sum("] games " in line for line in lines) == 4           # a progress line per game, and the summary
    assert lines[-1].startswith("done: ") and "failures 0" in lines[-1] and "seeds 7..9" in lines[-1]
    assert not list(tmp_path.iterdir())


def test_ctrl_c_ends_with_a_summary(tmp_path):
    run = subprocess.Popen([sys.executable, str(SCRIPT), "--hours", "1", "--seed", "3", "--every", "0",
                            "--failures", str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert run.stdout.readline().startswith("fuzzing from seed 3")
    assert "] games 1 " in run.stdout.readline()
    run.send_signal(signal.SIGINT)
    stdout, stderr = run.communicate(timeout=60)
    assert run.returncode == 130, stderr
    assert "Traceback" not in stderr and stdout.splitlines()[-1].startswith("interrupted in game ")


@pytest.mark.parametrize("argv", [["--games", "0"], ["--hours", "-1"], ["--games", "x"], ["--game", "3"]])
def test_bad_arguments_are_refused(fuzz, argv, capsys):
    with pytest.raises(SystemExit) as stop:
        fuzz.main(argv)
    assert stop.value.code == 2 and argv[0] in capsys.readouterr().err


def test_a_failure_is_written_with_its_seed_and_save_and_says_how_to_replay(fuzz, monkeypatch, tmp_path):
    real = fuzz.check_invariants

    def planted(game):
        real(game)
        assert _decisions(game) < 10, "planted failure"

    monkeypatch.setattr(fuzz, "check_invariants", planted)
    out = io.StringIO()
    counts = fuzz.run(first=5, games=2, every=10**9, failures=tmp_path, out=out)
    assert counts["failures"] == 2 and counts["games"] == 2
    report = json.loads((tmp_path / "fuzz-5.json").read_text())
    assert report["seed"] == 5 and report["players"] == fuzz.Setup.of(5).players
    assert "planted failure" in report["error"] and report["step"] > 0 and report["doing"]
    assert report["replay"] == "python tools/fuzz.py --replay 5"
    saved = (tmp_path / "fuzz-5.save.json").read_text()
    assert saved == report["save"] and _decisions(load_game(saved)) == 10
    printed = out.getvalue()
    assert "FAILED game 5 " in printed and "replay: python tools/fuzz.py --replay 5" in printed
    assert str(tmp_path / "fuzz-6.json") in printed
    replayed = io.StringIO()
    assert fuzz.replay(5, replayed) == 1 and "planted failure" in replayed.getvalue()
    monkeypatch.setattr(fuzz, "check_invariants", real)
    assert fuzz.replay(5, io.StringIO()) == 0


def _decisions(game) -> int:
    return sum(seat is not None for seat, _ in game.history)


def _auto_chance_seed(fuzz) -> int:
    return next(seed for seed in range(100) if fuzz.Setup.of(seed).auto_chance)


def _only(fuzz, monkeypatch, probe):
    monkeypatch.setattr(fuzz, "RATES", {name: float(name == probe) for name in fuzz.RATES})


def test_the_illegal_probe_catches_a_refusal_that_changes_the_game(fuzz, monkeypatch):
    real = Game.apply

    def leaky(self, action, seat=None):
        try:
            return real(self, action, seat)
        except IllegalAction:
            self.history.append(self.history[-1])
            raise

    _only(fuzz, monkeypatch, "illegal")
    monkeypatch.setattr(Game, "apply", leaky)
    with pytest.raises(AssertionError, match="changed the game"):
        fuzz.Playout(_auto_chance_seed(fuzz), fuzz.Counter()).run()


def test_the_undo_probe_catches_an_undo_that_does_not_restore(fuzz, monkeypatch):
    real = Game.undo
    _only(fuzz, monkeypatch, "undo")
    monkeypatch.setattr(Game, "undo", lambda self, steps=1: real(self, steps - 1))
    with pytest.raises(AssertionError, match="undo left another history"):
        fuzz.Playout(_auto_chance_seed(fuzz), fuzz.Counter()).run()


def test_the_load_probe_catches_a_load_that_loses_a_decision(fuzz, monkeypatch):
    _only(fuzz, monkeypatch, "load")
    monkeypatch.setattr(fuzz, "load_game", lambda text: load_game(text).undo())
    with pytest.raises(AssertionError, match="saves differently"):
        fuzz.Playout(_auto_chance_seed(fuzz), fuzz.Counter()).run()


def test_a_seed_out_of_the_cores_range_is_refused(fuzz, capsys):
    for argv in (["--seed", str(2**64), "--games", "1"], ["--replay", str(-2**64)]):
        with pytest.raises(SystemExit) as stop:
            fuzz.main(argv)
        assert stop.value.code == 2 and "64 bits" in capsys.readouterr().err


def test_a_failing_setup_is_reported_without_a_save(fuzz, monkeypatch, tmp_path):
    def broken(**settings):
        raise RuntimeError("planted setup failure")

    monkeypatch.setattr(fuzz, "new_game", broken)
    out = io.StringIO()
    assert fuzz.run(first=3, games=1, every=10**9, failures=tmp_path, out=out)["failures"] == 1
    assert json.loads((tmp_path / "fuzz-3.json").read_text())["save"] is None
    assert "no save: the game was not set up" in out.getvalue() and not (tmp_path / "fuzz-3.save.json").exists()
