"""``fresco-nb serve`` (issue 12) with real browsers: the server runs as ``python -m fresco_nb serve`` on a free
port; the teacher makes a table of three teams and a bot through the route; each team joins in its own Playwright
browser context of Debian's chromium (never a downloaded browser), beside a projector and the teacher's page. One
whole game is played: every third decision by real clicks on the team's page (board parts, the options under the
board, the plan board and Confirm), the others through the team page's own ``action`` route (fetch from that page,
with its device cookie). Along the way: each page's ``state.json`` equals the view of the game saved in the state
dir, each team page's board (DOM) is the board of its own view of that save, another seat's link and a forged one
are refused with the state unchanged, and the server is killed and started again mid-game: every page reconnects
and the game goes on. Screenshots of each page kind go to tests/artifacts/serve-*.png."""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette")
httpx = pytest.importorskip("httpx")

from fresco_nb import load_game
from fresco_nb.widgets import board_svg

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = Path(__file__).parent / "artifacts"
NAMES = ["Anna", "Ben", "Cleo", "Robot"]
CLICK_EVERY = 3                  # every third decision by real clicks, the others through the action route
CHECK_EVERY = 8                  # the DOM and state.json checks of every page, every eighth decision
RESTART_AT = 40                  # the server is killed and started again after this many decisions

pytestmark = pytest.mark.browser
if not Path(CHROMIUM).exists():
    pytestmark = [pytest.mark.browser, pytest.mark.skipif(os.environ.get("CI") != "true",
                                                          reason="needs Debian's chromium (apt-get install chromium)")]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """``python -m fresco_nb serve`` in a subprocess, on one port and state dir across restarts."""

    def __init__(self, state_dir: Path):
        self.state_dir, self.port, self.process = state_dir, _free_port(), None

    def start(self) -> str:
        self.process = subprocess.Popen([sys.executable, "-m", "fresco_nb", "serve", "--port", str(self.port),
                                         "--state-dir", str(self.state_dir)],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        line = self.process.stdout.readline()
        assert line.startswith("teacher: http://127.0.0.1:"), line
        teacher = line.split(" ", 1)[1].strip()
        for _ in range(200):
            try:
                if httpx.get(teacher, timeout=1).status_code == 200:
                    return teacher
            except httpx.TransportError:
                time.sleep(0.05)
        raise AssertionError("the server did not answer")

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(timeout=10)


@pytest.fixture()
def server(tmp_path):
    served = Server(tmp_path / "state")
    yield served
    if served.process is not None and served.process.poll() is None:
        served.kill()


def _saved(state_dir: Path, table: str):
    return load_game((state_dir / f"{table}.json").read_text())


def _fetch(page, path: str, payload=None) -> dict:
    """A request from the page itself (its own cookie): GET, or POST of ``payload``; status and JSON."""
    return page.evaluate("""async ([path, payload]) => {
        const init = payload === null ? {} : { method: "POST", headers: { "Content-Type": "application/json" },
                                                 body: JSON.stringify(payload) };
        const answer = await fetch(path, init);
        return { status: answer.status, body: await answer.json() };
    }""", [path, payload])


def _wait_moves(pages, moves: int) -> None:
    for page in pages:
        page.wait_for_function("(n) => window.fresco && window.fresco.moves === n", arg=moves, timeout=15_000)


def _board_text(page) -> str:
    return page.evaluate("() => document.querySelector('.fresco-svg svg').textContent")


def _expected_text(page, svg: str) -> str:
    return page.evaluate("""(svg) => { const box = document.createElement('div'); box.innerHTML = svg;
                                        return box.querySelector('svg').textContent; }""", svg)


def _parts(action: str) -> list[str]:
    """The board parts a decision built by clicks is made of (then Confirm), or [] for a one-click decision."""
    word, *rest = action.split()
    if word == "plan":
        return [f"plan+ {column}" for column, count in enumerate(rest, start=1) for _ in range(int(count))]
    if word == "altar":
        return [f"altar+ {paint}" for paint in rest[0].split("+")]
    if word == "buy":
        return [f"buy {rest[0]} {slot}" for slot in rest[1].split(",")]
    return []


def _click(page, selector: str) -> None:
    page.locator(selector).first.click()
    page.wait_for_function("() => !document.querySelector('.fresco-widget.fresco-busy')")


def _click_decision(page, action: str) -> None:
    """Make ``action`` by real clicks on the page: its parts on the board then Confirm (when the page builds it
    as a draft), the board part that stands for it, or its button under the board."""
    parts = _parts(action)
    for part in parts:
        _click(page, f'.fresco-svg [data-click="{part}"]')
        if page.locator('button[data-send="confirm"]').count() == 0:
            return                                   # a single tile bought with a single click
    if parts:
        _click(page, 'button[data-send="confirm"]')
    elif page.locator(f'.fresco-svg [data-click="{action}"]').count():
        _click(page, f'.fresco-svg [data-click="{action}"]')
    else:
        _click(page, f'.fresco-options button[data-action="{action}"]')


def test_four_browser_contexts_play_a_whole_class_game_through_a_restart(server, tmp_path):
    from playwright.sync_api import sync_playwright
    ARTIFACTS.mkdir(exist_ok=True)
    teacher_home = server.start()
    token = teacher_home.rsplit("/", 1)[1]
    made = httpx.post(f"{teacher_home}/tables", json={"players": 4, "names": NAMES, "modules": [], "seed": 11,
                                                        "seats": ["team", "team", "team", "bot"]})
    assert made.status_code == 201, made.text
    links = made.json()
    table, state_dir = links["table"], server.state_dir
    assert links["seats"][3] is None and token in links["teacher"]

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run"])
        contexts = [browser.new_context(viewport={"width": 1100, "height": 1000}) for _ in range(3)]
        contexts.append(browser.new_context(viewport={"width": 1280, "height": 720}))      # the projector
        contexts.append(browser.new_context(viewport={"width": 1200, "height": 1000}))     # the teacher
        seats = [context.new_page() for context in contexts[:3]]
        projector, teacher = contexts[3].new_page(), contexts[4].new_page()
        for page, url in zip(seats + [projector, teacher], links["seats"][:3] + [links["projector"], links["teacher"]]):
            page.goto(url)
            page.wait_for_function("() => window.fresco && window.fresco.ready && window.fresco.connected")
        pages = seats + [projector, teacher]

        def check_every_page(saved):
            for seat, page in enumerate(seats):
                mine = _fetch(page, links["seats"][seat] + "/state.json")
                assert mine["status"] == 200 and mine["body"] == json.loads(json.dumps(saved.view(seat)))
                others = [p for p in mine["body"]["players"] if p["seat"] != seat]
                assert all(p["paints"] is None and p["thalers"] is None and p["tiles"] is None for p in others)
                if mine["body"]["phase"] == "plan":                 # plans are shown once everyone has planned
                    assert all(p["plan"] is None for p in others)
                assert _board_text(page) == _expected_text(page, board_svg(saved, seat))
            for page, url, who in [(projector, links["projector"], "public"), (teacher, links["teacher"], "full")]:
                assert _fetch(page, url + "/state.json")["body"] == json.loads(json.dumps(saved.view(who)))

        def refusals_leave_the_state_unchanged():
            before = (state_dir / f"{table}.json").read_text()
            assert _fetch(seats[0], links["seats"][1] + "/state.json")["status"] == 403     # another seat's link
            forged = links["seats"][0].rsplit("/", 1)[0] + "/" + "x" * 43
            assert _fetch(seats[0], forged + "/state.json")["status"] == 404
            other = _fetch(seats[0], links["seats"][1] + "/action", {"action": "pass"})
            assert other["status"] == 403
            assert (state_dir / f"{table}.json").read_text() == before

        home = contexts[4].new_page()                          # the teacher's form makes a table too
        home.goto(teacher_home)
        home.wait_for_selector("input[name=name0]")
        home.select_option("#players", "3")
        home.fill("input[name=name0]", "Dora")
        home.select_option("select[name=controller2]", "random")
        home.locator("#new-table button[type=submit]").click()
        home.wait_for_function("() => document.getElementById('form-answer').textContent.includes('is ready')")
        home.wait_for_function("() => document.querySelectorAll('#tables li').length === 2")
        assert "Dora" in home.locator("#tables").text_content()
        home.screenshot(path=str(ARTIFACTS / "serve-teacher-home.png"))
        home.close()

        refusals_leave_the_state_unchanged()
        seats[0].screenshot(path=str(ARTIFACTS / "serve-seat.png"), full_page=True)
        teacher.locator('button[data-join="1"]').click()
        teacher.wait_for_selector(".fresco-join svg")
        assert teacher.locator(".fresco-join svg").count() == 1
        teacher.screenshot(path=str(ARTIFACTS / "serve-teacher.png"))
        teacher.locator('button[data-join="2"]').click()                      # one join code at a time
        teacher.wait_for_function("() => document.getElementById('join').dataset.seat === '2'")
        assert teacher.locator(".fresco-join svg").count() == 1
        assert projector.locator(".fresco-join svg").count() == 0
        teacher.locator(".fresco-join button").click()
        seats[1].locator('.fresco-tool[aria-label="smaller board"]').click()    # a size kept on this device only
        chosen = seats[1].evaluate("() => document.querySelector('.fresco-widget').style.maxWidth")
        assert chosen.endswith("px")

        decisions = clicks = 0
        restarted = False
        while True:
            saved = _saved(state_dir, table)
            if saved.decision.kind == "over":
                break
            if decisions % CHECK_EVERY == 0:
                check_every_page(saved)
            seat = saved.decision.seats[0]
            assert seat != 3                                     # the bot plays its own turns on the server
            page = seats[seat]
            options = _fetch(page, links["seats"][seat] + "/live.json")["body"]["traits"]["options"]
            action = options[(decisions * 7) % len(options)]["action"]
            if decisions % CLICK_EVERY == 0:
                _click_decision(page, action)
                clicks += 1
            else:
                for _ in range(20):
                    answer = _fetch(page, links["seats"][seat] + "/action", {"action": action})
                    if answer["status"] != 429:
                        break
                    time.sleep(0.2)
                assert answer["status"] == 200, answer
            decisions += 1
            for _ in range(200):
                moved = _saved(state_dir, table)
                if len(moved.history) != len(saved.history):
                    break
                time.sleep(0.02)
            assert len(moved.history) > len(saved.history), action
            _wait_moves(pages, len(moved.history))
            if decisions == RESTART_AT and not restarted:
                projector.screenshot(path=str(ARTIFACTS / "serve-projector-1280x720.png"))
                server.kill()                                   # killed mid-game: every page sees its socket drop
                for page in pages:
                    page.wait_for_function("() => !window.fresco.connected")
                assert server.start() == teacher_home           # the same teacher link after the restart
                for page in pages:
                    page.wait_for_function("() => window.fresco.connected", timeout=15_000)
                restarted = True
                check_every_page(_saved(state_dir, table))
                refusals_leave_the_state_unchanged()

        final = _saved(state_dir, table)
        check_every_page(final)
        assert seats[1].evaluate("() => document.querySelector('.fresco-widget').style.maxWidth") == chosen
        assert restarted and decisions > RESTART_AT and clicks >= decisions // CLICK_EVERY
        assert "over" in teacher.locator("#summary").text_content()
        projector.screenshot(path=str(ARTIFACTS / "serve-projector-end.png"))
        print(f"\n{decisions} decisions by the teams, {clicks} by real clicks")
        browser.close()
