"""The board widget in a real browser: Debian's headless Chromium driven by Playwright (never a downloaded
browser) loads the widget's own ESM and CSS in a host page that implements the anywidget model API, talking
to the Python widget through a local server. Checks that what the browser shows matches the Python state,
clicks legal and illegal parts (the answer names the rule and shows its text), buys two tiles and restores the
altar by clicks, plays by keyboard, measures the projector layout's print at 1280×720, and saves screenshots
to tests/artifacts/ (look at them)."""
from __future__ import annotations

import json
import os
import shutil
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

import fresco_nb.widgets
from fresco_nb import new_game
from fresco_nb.bots import make_bot
from fresco_nb.widgets import BoardWidget

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
HOST = Path(__file__).parent / "browser" / "host.html"
WIDGET_FILES = Path(fresco_nb.widgets.__file__).parent
ARTIFACTS = Path(__file__).parent / "artifacts"
# every trait the widget itself syncs, as the Jupyter comm would (board.js takes its labels from `words`)
SYNCED = tuple(sorted(BoardWidget.class_own_traits(sync=True)))

pytestmark = pytest.mark.browser
if not Path(CHROMIUM).exists():
    # CI installs Debian's chromium (.ci/run); a newcomer without it is told so rather than failing.
    pytestmark = [pytest.mark.browser, pytest.mark.skipif(os.environ.get("CI") != "true",
                                                          reason="needs Debian's chromium (apt-get install chromium)")]


class _Bridge(BaseHTTPRequestHandler):
    """Serves the host page, the widget's ESM/CSS and its traits; applies traits the page saves."""
    widget: BoardWidget

    def log_message(self, *args):
        pass

    def _send(self, body: bytes, kind: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _traits(self) -> bytes:
        return json.dumps({name: getattr(self.widget, name) for name in SYNCED}).encode()

    def do_GET(self):
        files = {"/": (HOST.read_bytes(), "text/html"),
                 "/board.js": ((WIDGET_FILES / "board.js").read_bytes(), "text/javascript"),
                 "/board.css": ((WIDGET_FILES / "board.css").read_bytes(), "text/css"),
                 "/traits": (None, "application/json")}
        body, kind = files.get(self.path, (b"", "text/plain"))
        self._send(self._traits() if self.path == "/traits" else body, kind)

    def do_POST(self):
        changes = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        for name, value in changes.items():
            if name in SYNCED:
                setattr(self.widget, name, value)       # as the Jupyter comm would: observers run
        self._send(self._traits(), "application/json")


def _serve(stop, who, layout="desk", game=None):
    """Play a 4-player game with greedy bots until ``stop(view)`` (or take ``game``), then serve its board widget."""
    if game is None:
        game = new_game(players=4, seed=5, names=["Anna", "Ben", "Cleo", "Dario"])
        bots = [make_bot("greedy", seat) for seat in range(4)]
        while not stop(game.view("full")):
            seat = game.turn.seats[0]
            game.apply(bots[seat].choose(game, seat), seat)
    widget = BoardWidget(game, who=who(game), layout=layout)
    handler = type("Bridge", (_Bridge,), {"widget": widget})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return game, widget, server


@pytest.fixture()
def served():
    """A 4-player board widget (full view) in round 2's cathedral, behind a local server on 127.0.0.1."""
    game, widget, server = _serve(lambda v: v["round"] == 2 and (v["location"] or {}).get("name") == "cathedral",
                                  lambda game: "full")
    yield game, widget, f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture()
def planning():
    """A 4-player board widget seen by the first seat to plan, in round 1's planning."""
    game, widget, server = _serve(lambda v: v["phase"] == "plan", lambda game: game.turn.seats[0])
    yield game, widget, f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture()
def projector():
    """The public board in the projector layout, round 2's market, 4 players."""
    game, widget, server = _serve(lambda v: v["round"] == 2 and (v["location"] or {}).get("name") == "market",
                                  lambda game: "public", layout="projector")
    yield game, widget, f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture()
def market():
    """A buyer's own board at the market with two market apprentices and two tiles affordable."""
    from test_market_apprentices import at_market_with_two_apprentices
    game, seat = at_market_with_two_apprentices()
    game, widget, server = _serve(None, lambda game: seat, game=game)
    yield game, widget, f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture()
def altar():
    """A player's own board in the cathedral, able to restore the altar."""
    game = new_game(players=4, seed=2, names=["Anna", "Ben", "Cleo", "Dario"])
    bots = [make_bot("greedy", seat) for seat in range(4)]
    while not (game.turn.kind == "player" and any(str(a).startswith("altar ")
                                                  for a in game.legal_actions(game.turn.seats[0]))):
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    game, widget, server = _serve(None, lambda game: game.turn.seats[0], game=game)
    yield game, widget, f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


def _page(playwright, width=1100, height=1100):
    ARTIFACTS.mkdir(exist_ok=True)
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"])
    return browser, browser.new_page(viewport={"width": width, "height": height})


def _click_and_wait(page, selector):
    """Click a part and wait until Python's answer is back in the page."""
    saves = page.evaluate("window.saves || 0")
    page.click(selector)
    page.wait_for_function(f"(window.saves || 0) > {saves}")


def test_board_widget_renders_and_plays_in_chromium(served):
    from playwright.sync_api import sync_playwright
    game, widget, url = served
    with sync_playwright() as playwright:
        browser, page = _page(playwright)
        try:
            page.goto(url)
            page.wait_for_function("window.ready === true")
            full = game.view("full")
            # the 25 fresco parts, as in the Python state
            parts = page.eval_on_selector_all(
                "g.part", "els => els.map(e => [e.dataset.part, e.dataset.tile || null])")
            assert len(parts) == 25
            assert {p: t for p, t in parts} == {f["part"]: f["tile"] for f in full["fresco"]}
            # every painter on the score track at its score
            painters = page.eval_on_selector_all(
                "g.painter", "els => els.map(e => [Number(e.dataset.seat), Number(e.dataset.score)])")
            assert sorted(map(tuple, painters)) == sorted((p["seat"], p["score"]) for p in full["players"])
            # the stall tiles
            stalls = page.eval_on_selector_all("g.stall-tile", "els => els.map(e => e.dataset.tile)")
            assert sorted(stalls) == sorted(t for stall in full["stalls"] for t in stall)
            # click a legal restoration on the board: Python applies it, the browser shows the new state
            clickable = page.eval_on_selector_all("g.part[data-action]", "els => els.map(e => e.dataset.action)")
            legal = {str(a) for a in game.legal_actions(game.turn.seats[0])}
            assert clickable and set(clickable) <= legal
            before = len(game.history)
            target = clickable[0]
            page.screenshot(path=str(ARTIFACTS / "board-before.png"))
            page.click(f"g.part[data-action='{target}']")
            page.wait_for_function("window.saves >= 1")
            assert len(game.history) == before + 1 and str(game.history[-1][1]) == target
            part = target.split()[1]
            page.wait_for_function(f"!document.querySelector(\"g.part[data-part='{part}']\").dataset.tile")
            assert page.text_content(".fresco-answer").startswith("✓")
            page.screenshot(path=str(ARTIFACTS / "board-after.png"))
        finally:
            browser.close()
    assert (ARTIFACTS / "board-after.png").stat().st_size > 10_000



# the rendered size of every text of the board: its font size times its scale on the page (the SVG's fit and the
# transforms of the groups it is in: the projector's panels are scaled to their places)
TEXT_SIZES = """() => {
  const svg = document.querySelector('.fresco-svg svg');
  return [...svg.querySelectorAll('text')].filter((e) => e.textContent.trim()).map((e) => ({
    text: e.textContent, key: e.dataset.key === '1', px: parseFloat(e.getAttribute('font-size')) * e.getScreenCTM().a,
    height: e.getBoundingClientRect().height }));
}"""


def _assert_legible(page) -> list[dict]:
    """Every text of the board on ``page`` renders at ≥ 14 px, and names, scores, whose turn and the phase at
    ≥ 24 px; returns the key texts."""
    texts = page.evaluate(TEXT_SIZES)
    small = [(t["text"], round(t["px"], 1)) for t in texts if t["px"] < 14 or t["height"] < 14]
    assert not small
    keys = [t for t in texts if t["key"]]
    small_keys = [(t["text"], round(t["px"], 1)) for t in keys if t["px"] < 24]
    assert not small_keys
    return keys


def test_projector_print_is_legible_at_1280x720(projector):
    """At a 1280×720 window every text of the projector board renders at ≥ 14 px, and names, scores, whose
    turn and the phase at ≥ 24 px — measured on the page (getBoundingClientRect), as are the answer's lines."""
    from playwright.sync_api import sync_playwright
    game, widget, url = projector
    with sync_playwright() as playwright:
        browser, page = _page(playwright, 1280, 720)
        try:
            page.goto(url)
            page.wait_for_function("window.ready === true")
            keys = _assert_legible(page)
            shown = {t["text"] for t in keys}
            assert set(game.names) <= shown                                     # names
            assert any(t.startswith("Round 2") for t in shown)                  # the phase
            assert any(t.startswith("▶ ") for t in shown)                       # whose turn
            assert any(t.endswith(" VP") or t.startswith("S") for t in shown)   # scores
            page.screenshot(path=str(ARTIFACTS / "board-projector-1280x720.png"))
            _click_and_wait(page, "g.inn-slot")                                 # the public view only watches
            page.wait_for_selector(".fresco-answer.fresco-illegal")
            sizes = page.eval_on_selector_all(".fresco-answer *", "els => els.map(e => e.getBoundingClientRect().height)")
            assert min(sizes) >= 14
            assert "R-HID-1" in page.text_content(".fresco-answer")
            page.screenshot(path=str(ARTIFACTS / "board-projector-answer.png"), full_page=True)
        finally:
            browser.close()


def test_projector_print_keeps_a_margin_on_a_board_1200_px_wide(projector):
    """JupyterLab's side bars and a notebook's margins take some width from a 1280-px window (and its bars some
    height): the projector's print stays ≥ 14 px (≥ 24 px for the key texts) on a 16:9 board 1200×675 px."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser, page = _page(playwright, 1216, 720)
        try:
            page.goto(projector[2])
            page.wait_for_function("window.ready === true")
            assert page.evaluate("document.querySelector('.fresco-svg svg').getBoundingClientRect().width") <= 1200
            _assert_legible(page)
        finally:
            browser.close()


def test_an_illegal_click_shows_the_rule_and_its_text_in_chromium(served):
    from playwright.sync_api import sync_playwright
    game, widget, url = served
    before = game.to_json()
    with sync_playwright() as playwright:
        browser, page = _page(playwright)
        try:
            page.goto(url)
            page.wait_for_function("window.ready === true")
            _click_and_wait(page, "g.inn-slot")                                 # the cathedral is due, not the inn
            page.wait_for_selector(".fresco-answer.fresco-illegal")
            answer = page.text_content(".fresco-answer")
            error = game.check("wake 1", game.turn.seats[0])
            assert error.reason in answer and error.rule in answer
            assert page.get_attribute(".fresco-answer abbr.fresco-rule", "title") == widget.answer["rule_text"]
            assert widget.answer["rule_text"] in page.text_content(".fresco-rule-text")
            page.screenshot(path=str(ARTIFACTS / "board-illegal-click.png"), full_page=True)
        finally:
            browser.close()
    assert game.to_json() == before


def test_two_tiles_bought_by_clicks_in_chromium(market):
    from playwright.sync_api import sync_playwright
    game, widget, url = market
    seat = widget.who
    pair = next(str(a) for a in game.legal_actions(seat) if str(a).count(",") == 1)
    _, roman, slots = pair.split()
    with sync_playwright() as playwright:
        browser, page = _page(playwright)
        try:
            page.goto(url)
            page.wait_for_function("window.ready === true")
            for slot in slots.split(","):
                _click_and_wait(page, f"g.stall-tile[data-click='buy {roman} {slot}']")
            page.wait_for_selector(".fresco-draft button[data-send='confirm']:not([disabled])")
            assert page.eval_on_selector_all("g.stall-tile[data-picked]", "els => els.length") == 2
            page.screenshot(path=str(ARTIFACTS / "board-two-tiles-picked.png"), full_page=True)
            _click_and_wait(page, ".fresco-draft button[data-send='confirm']")
            page.wait_for_selector(".fresco-answer.fresco-done")
            page.screenshot(path=str(ARTIFACTS / "board-two-tiles-bought.png"), full_page=True)
        finally:
            browser.close()
    assert str(game.history[-1][1]) == pair and game.history[-1][0] == seat


def test_the_altar_restored_by_clicks_in_chromium(altar):
    from playwright.sync_api import sync_playwright
    game, widget, url = altar
    seat = widget.who
    choice = next(str(a) for a in game.legal_actions(seat) if str(a).startswith("altar "))
    with sync_playwright() as playwright:
        browser, page = _page(playwright)
        try:
            page.goto(url)
            page.wait_for_function("window.ready === true")
            for code in choice.split()[1].split("+"):
                _click_and_wait(page, f"g.altar-paint[data-paint='{code}']")
            assert page.eval_on_selector_all("g.altar-pick", "els => els.length") == 3
            page.wait_for_selector(".fresco-draft button[data-send='confirm']:not([disabled])")
            page.screenshot(path=str(ARTIFACTS / "board-altar-picked.png"), full_page=True)
            _click_and_wait(page, ".fresco-draft button[data-send='confirm']")
            page.wait_for_selector(".fresco-answer.fresco-done")
        finally:
            browser.close()
    assert str(game.history[-1][1]) == choice


def test_the_board_is_played_by_keyboard_in_chromium(served):
    """Tab reaches the parts of the board (each with its aria-label); Enter on a legal part plays it."""
    from playwright.sync_api import sync_playwright
    game, widget, url = served
    before = len(game.history)
    with sync_playwright() as playwright:
        browser, page = _page(playwright)
        try:
            page.goto(url)
            page.wait_for_function("window.ready === true")
            page.focus(".fresco-tool")
            reached = []
            for _ in range(6):
                page.keyboard.press("Tab")
                reached.append(page.evaluate("[document.activeElement.getAttribute('data-click'), "
                                             "document.activeElement.getAttribute('aria-label')]"))
            assert sum(1 for click, label in reached if click and label) >= 3
            target = page.get_attribute("g.part[data-action]", "data-action")
            page.focus(f"g.part[data-action='{target}']")
            saves = page.evaluate("window.saves || 0")
            page.keyboard.press("Enter")
            page.wait_for_function(f"(window.saves || 0) > {saves}")
            page.wait_for_selector(".fresco-answer.fresco-done")
            page.screenshot(path=str(ARTIFACTS / "board-keyboard.png"), full_page=True)
        finally:
            browser.close()
    assert len(game.history) > before and str(game.history[before][1]) == target


def test_the_size_control_resizes_the_board_in_chromium(served):
    """A− and A+ set the board's width (the widget's ``size``), ⤢ lets it fill the output again."""
    from playwright.sync_api import sync_playwright
    game, widget, url = served
    width = "document.querySelector('.fresco-svg svg').getBoundingClientRect().width"
    with sync_playwright() as playwright:
        browser, page = _page(playwright)
        try:
            page.goto(url)
            page.wait_for_function("window.ready === true")
            full = page.evaluate(width)
            _click_and_wait(page, ".fresco-tool[aria-label='smaller board']")
            page.wait_for_function(f"{width} < {full} - 50")
            assert 0 < widget.size < full
            _click_and_wait(page, ".fresco-tool[aria-label='board as wide as the output']")
            page.wait_for_function(f"{width} > {full} - 1")
            assert widget.size == 0
        finally:
            browser.close()
