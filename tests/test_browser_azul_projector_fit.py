"""Azul's projector page in a real browser (Debian's headless Chromium): the server's projector page of a 4-player
Azul table fits a 1280×720 and a 1920×1080 window, and a 1280×720 screen less a 45 px bar, without scrolling, every
text at ≥ 14 px and the names, scores, round and whose turn at ≥ 24 px, and the board fills the window's height (as
Fresco's projector page does, tests/test_browser_projector_fit.py). Screenshots go to
tests/artifacts/azul/projector-fit-serve-*.png."""
from __future__ import annotations

import random
import time

import pytest

pytest.importorskip("starlette")
httpx = pytest.importorskip("httpx")

from fresco_nb.games.azul_sp import load_game
from test_browser_projector_fit import NAMES, served_board_fits
from test_browser_stepper import browser, pytestmark  # noqa: F401 (fixtures)
from test_serve_browser import Server


@pytest.fixture()
def served_azul(tmp_path):
    """A 4-player Azul table on a running server, 50 decisions in (taken by the teacher's page); yields the
    projector's link."""
    server = Server(tmp_path / "state")
    teacher_home = server.start()
    try:
        made = httpx.post(f"{teacher_home}/tables", json={"game": "azul_sp", "players": 4, "names": NAMES,
                                                            "seed": 5, "seats": ["team"] * 4})
        assert made.status_code == 201, made.text
        links = made.json()
        rng = random.Random(5)
        with httpx.Client() as teacher:
            for _ in range(50):
                game = load_game((server.state_dir / f"{links['table']}.json").read_text())
                legal = game.legal_actions()
                action = str(rng.choice([a for a in legal if a.tag != "pass"] or legal))
                answer = teacher.post(f"{links['teacher']}/action", json={"action": action})
                assert answer.status_code == 200, answer.text
                time.sleep(0.11)                  # at most 10 actions a second per page
        yield links["projector"]
    finally:
        server.kill()


@pytest.mark.parametrize("width, height", [(1280, 720), (1920, 1080), (1280, 675)])     # 675: less a bar
def test_the_servers_azul_projector_page_fits_the_screen_without_scrolling(served_azul, browser, width, height):
    board = served_board_fits(browser, served_azul, width, height, "azul-board",
                              f"azul/projector-fit-serve-{width}x{height}")
    assert board["height"] >= height - 2, "the board fills the window's height"
