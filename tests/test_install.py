"""The kit installs and starts anywhere (issue 10, deliverable 5): ``fresco-nb lab`` on a working copy of the
notebooks that never overwrites a teacher's changes, the notebooks inside the wheel, and the offline install of
a classroom machine from a wheelhouse (``fresco-nb wheelhouse``; these tests reach PyPI, as CI does)."""
from __future__ import annotations

import datetime
import io
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

from fresco_nb import workspace
from fresco_nb.cli import main
from fresco_nb.wheelhouse import marker_environment
from fresco_nb.workspace import MANIFEST, RULE_BOOK, SHIPPED_NOTEBOOKS, reset, shipped_files, sync

ROOT = Path(__file__).resolve().parents[1]
DAY = datetime.date(2026, 11, 26)
V1 = {"01-base.ipynb": b'{"v": 1}', "README.md": b"plans 1"}
V2 = {"01-base.ipynb": b'{"v": 2}', "README.md": b"plans 1"}
V3 = {"01-base.ipynb": b'{"v": 3}', "README.md": b"plans 1"}


# --- the working copy ---------------------------------------------------------------------------------------

def test_lab_copies_every_notebook_the_lesson_plans_and_the_rule_book(tmp_path):
    done = sync(tmp_path / "class")
    notebooks = sorted(path.name for path in (ROOT / "notebooks").glob("*.ipynb"))
    assert sorted(done.added) == sorted([*notebooks, "README.md", RULE_BOOK])
    for name in notebooks:
        assert (tmp_path / "class" / name).read_bytes() == (ROOT / "notebooks" / name).read_bytes()
    assert (tmp_path / "class" / RULE_BOOK).read_text(encoding="utf-8") == \
        (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert workspace.report(done)[0] == f"working copy of the notebooks: {tmp_path / 'class'}"


def test_lab_again_with_nothing_changed_leaves_the_folder_as_it_is(tmp_path):
    sync(tmp_path, V1, DAY)
    before = {path.name: path.stat().st_mtime_ns for path in tmp_path.iterdir() if path.name != MANIFEST}
    done = sync(tmp_path, V1, DAY)
    assert (done.added, done.updated, done.beside, done.kept) == ([], [], [], [])
    assert {path.name: path.stat().st_mtime_ns for path in tmp_path.iterdir() if path.name != MANIFEST} == before


def test_lab_replaces_a_notebook_the_teacher_has_not_changed_by_its_new_version(tmp_path):
    sync(tmp_path, V1, DAY)
    done = sync(tmp_path, V2, DAY)
    assert done.updated == ["01-base.ipynb"] and done.beside == []
    assert (tmp_path / "01-base.ipynb").read_bytes() == V2["01-base.ipynb"]


def test_lab_never_overwrites_a_notebook_the_teacher_changed_and_adds_the_new_version_beside(tmp_path):
    sync(tmp_path, V1, DAY)
    (tmp_path / "01-base.ipynb").write_bytes(b'{"v": 1, "my answers": true}')
    done = sync(tmp_path, V2, DAY)
    assert (tmp_path / "01-base.ipynb").read_bytes() == b'{"v": 1, "my answers": true}'
    assert done.kept == ["01-base.ipynb"] and done.beside == ["01-base (updated 2026-11-26).ipynb"]
    assert (tmp_path / "01-base (updated 2026-11-26).ipynb").read_bytes() == V2["01-base.ipynb"]
    assert "kept your changed 01-base.ipynb; its new version is 01-base (updated 2026-11-26).ipynb" in \
        "\n".join(workspace.report(done))
    again = sync(tmp_path, V2, DAY)                       # the same version is offered once
    assert again.beside == [] and again.updated == []
    (tmp_path / "01-base (updated 2026-11-26).ipynb").write_bytes(b"the teacher works in this one too")
    third = sync(tmp_path, V3, DAY)                       # a newer version the same day: a name of its own
    assert third.beside == ["01-base (updated 2026-11-26, 2).ipynb"]
    assert (tmp_path / "01-base (updated 2026-11-26).ipynb").read_bytes() == b"the teacher works in this one too"
    assert (tmp_path / "01-base.ipynb").read_bytes() == b'{"v": 1, "my answers": true}'


def test_lab_keeps_a_file_it_did_not_copy_itself(tmp_path):
    (tmp_path / "01-base.ipynb").write_bytes(b"a notebook of the same name, made by the teacher")
    done = sync(tmp_path, V1, DAY)
    assert done.kept == ["01-base.ipynb"]
    assert (tmp_path / "01-base.ipynb").read_bytes() == b"a notebook of the same name, made by the teacher"


def test_lab_copies_a_deleted_notebook_again(tmp_path):
    sync(tmp_path, V1, DAY)
    (tmp_path / "01-base.ipynb").unlink()
    assert sync(tmp_path, V2, DAY).added == ["01-base.ipynb"]
    assert (tmp_path / "01-base.ipynb").read_bytes() == V2["01-base.ipynb"]


def test_lab_reset_puts_the_shipped_versions_back_and_leaves_the_teachers_own_files(tmp_path):
    sync(tmp_path, V1, DAY)
    (tmp_path / "01-base.ipynb").write_bytes(b"changed")
    (tmp_path / "my-lesson.ipynb").write_bytes(b"mine")
    assert reset(tmp_path, V2) == ["01-base.ipynb"]
    assert (tmp_path / "01-base.ipynb").read_bytes() == V2["01-base.ipynb"]
    assert (tmp_path / "my-lesson.ipynb").read_bytes() == b"mine"
    assert sync(tmp_path, V2, DAY).updated == []


@pytest.mark.parametrize("answer", ["n\n", ""], ids=["no", "no-terminal"])
def test_lab_reset_not_confirmed_changes_nothing(tmp_path, monkeypatch, capsys, answer):
    sync(tmp_path, shipped_files(), DAY)
    (tmp_path / "01-base.ipynb").write_bytes(b"my lesson")
    monkeypatch.setattr("sys.stdin", io.StringIO(answer))
    assert main(["lab", "--dir", str(tmp_path), "--reset"]) == 1
    assert (tmp_path / "01-base.ipynb").read_bytes() == b"my lesson"
    assert "nothing reset" in capsys.readouterr().out


def test_lab_reset_confirmed_puts_the_shipped_notebook_back_then_runs_jupyterlab(tmp_path):
    sync(tmp_path, shipped_files(), DAY)
    (tmp_path / "01-base.ipynb").write_bytes(b"my lesson")
    questions, said = [], []
    code = workspace.lab(tmp_path, reset_first=True, jupyter_args=["--version"], say=said.append,
                         ask=lambda question: questions.append(question) or "y")
    assert code == 0                                     # JupyterLab ran (and printed its version)
    assert len(questions) == 1 and "01-base.ipynb" in questions[0] and "lost" in questions[0]
    assert (tmp_path / "01-base.ipynb").read_bytes() == (SHIPPED_NOTEBOOKS / "01-base.ipynb").read_bytes()
    assert "put back as shipped: 01-base.ipynb" in said


def test_lab_dir_that_is_a_file_is_one_line_naming_the_argument(tmp_path, capsys):
    (tmp_path / "taken").write_text("a file")
    assert main(["lab", "--dir", str(tmp_path / "taken")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "argument --dir" in err and "is a file" in err


def test_only_lab_passes_unknown_arguments_on(tmp_path, capsys):
    assert main(["handouts", "--out", str(tmp_path), "--no-browser"]) == 2
    assert "unrecognized arguments: --no-browser" in capsys.readouterr().err


def test_lab_command_opens_the_first_notebook_and_passes_jupyter_arguments(tmp_path):
    sync(tmp_path, V1, DAY)
    command = workspace.lab_command(tmp_path, ["--no-browser"])
    assert command[:3] == [sys.executable, "-m", "jupyterlab"]
    assert command[-2:] == ["01-base.ipynb", "--no-browser"]


def test_handouts_and_lab_read_the_same_shipped_notebooks():
    from fresco_nb.handouts import build
    assert build.shipped_notebooks() == sorted(SHIPPED_NOTEBOOKS.glob("*.ipynb"))
    assert SHIPPED_NOTEBOOKS == ROOT / "notebooks"          # a source checkout (editable install)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.skipif(os.name == "nt", reason="stops JupyterLab through its process group (POSIX)")
def test_lab_starts_jupyterlab_on_the_working_copy(tmp_path):
    port, token = _free_port(), "fresco-test"
    folder = tmp_path / "class"
    lab = subprocess.Popen([sys.executable, "-m", "fresco_nb", "lab", "--dir", str(folder), "--no-browser",
                            f"--port={port}", f"--IdentityProvider.token={token}"],
                           cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           start_new_session=True)
    try:
        deadline, listing = time.monotonic() + 120, None
        while listing is None and time.monotonic() < deadline and lab.poll() is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/contents?token={token}", timeout=5) as r:
                    listing = json.load(r)
            except OSError:
                time.sleep(0.5)
        assert listing is not None, f"JupyterLab did not answer (exit code {lab.poll()})"
        names = {entry["name"] for entry in listing["content"]}
        assert {"01-base.ipynb", RULE_BOOK, "README.md"} <= names      # the working copy, not notebooks/
    finally:
        os.killpg(lab.pid, signal.SIGTERM)
        out, _ = lab.communicate(timeout=60)
    assert f"working copy of the notebooks: {folder}" in out


# --- the wheel and the offline install ------------------------------------------------------------------------

def _bin(venv: Path, name: str) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin") / name


def _run(command, cwd, **kwargs) -> subprocess.CompletedProcess:
    """Run ``command`` outside the source tree (so the installed package is the one imported)."""
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run([str(part) for part in command], cwd=cwd, env=env, capture_output=True, text=True,
                          **kwargs)


def _offline_install(tmp_path: Path, wheelhouse: Path, spec: str) -> Path:
    """A new venv with ``spec`` installed from ``wheelhouse`` only (no index)."""
    venv = tmp_path / "classroom-venv"
    made = _run([sys.executable, "-m", "venv", venv], tmp_path)
    assert made.returncode == 0, made.stderr
    installed = _run([_bin(venv, "python"), "-m", "pip", "install", "--disable-pip-version-check", "--no-index",
                      "--find-links", wheelhouse, spec], tmp_path)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    return venv


def _make_wheelhouse(tmp_path: Path, *options: str) -> Path:
    out = tmp_path / "wheelhouse"
    made = _run([sys.executable, "-m", "fresco_nb", "wheelhouse", "--out", out, *options], tmp_path)
    assert made.returncode == 0, made.stdout + made.stderr
    assert "pip install --no-index --find-links wheelhouse" in made.stdout
    return out


def _installed_notebooks(venv: Path, tmp_path: Path) -> Path:
    shown = _run([_bin(venv, "python"), "-c", "from fresco_nb.workspace import SHIPPED_NOTEBOOKS as n; print(n)"],
                 tmp_path)
    assert shown.returncode == 0, shown.stderr
    return Path(shown.stdout.strip())


@pytest.fixture(scope="module")
def core_wheelhouse(tmp_path_factory) -> Path:
    """A wheelhouse of the core install (the kit's wheel built from this source folder, and tqdm's)."""
    return _make_wheelhouse(tmp_path_factory.mktemp("core"), "--core")


def test_the_wheel_holds_the_notebooks_and_the_data(core_wheelhouse):
    (wheel,) = core_wheelhouse.glob("fresco_nb-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for notebook in (ROOT / "notebooks").glob("*.ipynb"):
        assert f"fresco_nb/_notebooks/{notebook.name}" in names
    assert "fresco_nb/_notebooks/README.md" in names and "fresco_nb/_data/fresco/fresco.toml" in names
    assert not [name for name in names if ".ipynb_checkpoints" in name or name.endswith(".cfg")]


def test_offline_install_from_a_wheelhouse(core_wheelhouse, tmp_path):
    assert {path.name.split("-")[0] for path in core_wheelhouse.glob("*.whl")} >= {"fresco_nb", "tqdm"}
    venv = _offline_install(tmp_path, core_wheelhouse, "fresco_nb")
    helped = _run([_bin(venv, "fresco-nb"), "--help"], tmp_path)
    assert helped.returncode == 0 and "lab" in helped.stdout and "wheelhouse" in helped.stdout
    games = _run([_bin(venv, "fresco-nb"), "simulate", "--games", "2", "--no-progress"], tmp_path)
    assert games.returncode == 0, games.stderr
    assert len(games.stdout.strip().splitlines()) == 3              # the header and two whole games
    notebooks = _installed_notebooks(venv, tmp_path)
    assert notebooks.parent.parent.name == "site-packages" and notebooks.name == "_notebooks"
    assert sorted(path.name for path in notebooks.glob("*.ipynb")) == \
        sorted(path.name for path in (ROOT / "notebooks").glob("*.ipynb"))
    copied = _run([_bin(venv, "python"), "-c", "from fresco_nb.workspace import sync; sync('class')"], tmp_path)
    assert copied.returncode == 0, copied.stderr
    assert (tmp_path / "class" / "01-base.ipynb").is_file() and (tmp_path / "class" / RULE_BOOK).is_file()
    no_lab = _run([_bin(venv, "fresco-nb"), "lab", "--dir", tmp_path / "not-made"], tmp_path)
    assert no_lab.returncode == 1 and not (tmp_path / "not-made").exists()
    assert no_lab.stderr.count("\n") == 1 and "pip install 'fresco_nb[lab]'" in no_lab.stderr


def test_wheelhouse_for_windows_classroom_machines_holds_their_wheels(tmp_path):
    wheelhouse = _make_wheelhouse(tmp_path, "--core", "--platform", "win_amd64", "--python-version", "3.12")
    # tqdm needs colorama on Windows only: its wheel is there because the wheelhouse is made for Windows
    assert {path.name.split("-")[0] for path in wheelhouse.glob("*.whl")} >= {"fresco_nb", "tqdm", "colorama"}
    instructions = (wheelhouse / "install-offline.txt").read_text(encoding="utf-8")
    assert "for Python 3.12 on win_amd64 machines" in instructions
    assert 'fresco-venv\\Scripts\\pip install --no-index --find-links wheelhouse "fresco_nb"' in instructions


@pytest.mark.parametrize("platform, expected", [
    ("win_amd64", ("nt", "win32", "Windows", "AMD64")),
    ("macosx_11_0_arm64", ("posix", "darwin", "Darwin", "arm64")),
    ("macosx_10_9_x86_64", ("posix", "darwin", "Darwin", "x86_64")),
    ("manylinux_2_17_aarch64", ("posix", "linux", "Linux", "aarch64")),
])
def test_wheelhouse_judges_markers_as_on_the_classroom_machines(platform, expected):
    environment = marker_environment(platform, "3.12")
    assert (environment["os_name"], environment["sys_platform"], environment["platform_system"],
            environment["platform_machine"]) == expected
    assert environment["python_version"] == "3.12"


def test_wheelhouse_bad_project_is_one_line_naming_it(tmp_path, capsys):
    assert main(["wheelhouse", "--out", str(tmp_path / "w"), "--project", str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "argument --project" in err and "no such file or folder" in err
    assert not (tmp_path / "w").exists()


@pytest.mark.slow
def test_offline_install_from_a_wheelhouse_with_the_lab_extra(tmp_path):
    started = time.monotonic()
    wheelhouse = _make_wheelhouse(tmp_path)
    made = time.monotonic()
    venv = _offline_install(tmp_path, wheelhouse, "fresco_nb[lab]")
    megabytes = sum(path.stat().st_size for path in wheelhouse.glob("*.whl")) / 1e6
    print(f"wheelhouse {megabytes:.0f} MB, {len(list(wheelhouse.glob('*.whl')))} wheels, made in "
          f"{made - started:.0f} s; offline install {time.monotonic() - made:.0f} s")
    version = _run([_bin(venv, "fresco-nb"), "lab", "--dir", tmp_path / "class", "--version"], tmp_path)
    assert version.returncode == 0, version.stderr
    assert (tmp_path / "class" / "01-base.ipynb").is_file()
    shown = _run([_bin(venv, "python"), "-c",
                  "from fresco_nb.handouts import shipped_notebooks; print(shipped_notebooks()[0])"], tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert Path(shown.stdout.strip()).parent == _installed_notebooks(venv, tmp_path)
