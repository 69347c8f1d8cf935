"""The projector in a real browser (Debian's headless Chromium through Playwright) fits a projector's screen
(issue 11): at 1280×720 and at 1920×1080 the whole public table shows without scrolling, every text renders at
≥ 14 px and the names, scores, whose turn and the phase at ≥ 24 px — measured on the page: each SVG text's font
size times its scale on the screen (``getScreenCTM``: the board's fit to the window and every group's transform),
each HTML text by its computed size. Both projectors are checked: the server's projector page (``fresco-nb serve``)
and the notebook's ``Stepper.projector()`` opened as its own output view in JupyterLab (simple interface, header
and status bar hidden, as the README tells the teacher). Screenshots go to tests/artifacts/projector-fit-*.png."""
from __future__ import annotations

import random
import time

import pytest

pytest.importorskip("starlette")
httpx = pytest.importorskip("httpx")

from fresco_nb import load_game
from test_browser_stepper import ARTIFACTS, browser, lab, pytestmark, stepper_notebook  # noqa: F401 (fixtures)
from test_serve_browser import Server

LEAST_PX, KEY_PX = 14, 24
NAMES = ["Anna", "Ben", "Cleo", "Dario"]

# every shown text with its rendered size in CSS px; key texts are the SVG's data-key ones and .fresco-key HTML
MEASURE = """root => {
  const out = [];
  for (const el of root.querySelectorAll("*")) {
    if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    if (el.closest("style, title")) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
    let px = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement) px *= el.getScreenCTM().a;
    const key = !!el.closest(".fresco-key") || el.getAttribute("data-key") === "1";
    out.push({text: el.textContent.trim().slice(0, 40), px: px, key: key,
              inside: rect.left >= -1 && rect.top >= -1 && rect.right <= innerWidth + 1 && rect.bottom <= innerHeight + 1});
  }
  return out;
}"""

# what scrolls: the page itself, and (in JupyterLab) the output view that holds the projector
SCROLL = """sel => {
  const view = sel ? document.querySelector(sel) : document.scrollingElement;
  return {scrollHeight: view.scrollHeight, clientHeight: view.clientHeight, scrollWidth: view.scrollWidth,
          clientWidth: view.clientWidth, pageScroll: document.scrollingElement.scrollHeight, innerHeight: innerHeight};
}"""


def served_board_fits(browser, url: str, width: int, height: int, board_class: str, shot: str) -> dict:
    """Open the server's projector page ``url`` in a ``width``×``height`` window, wait for its board (an svg of
    ``board_class``), check it fits (:func:`_check_fit`, screenshot ``shot``) showing every name; the board's box."""
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(url)
    page.wait_for_function("() => window.fresco && window.fresco.ready && window.fresco.connected")
    page.wait_for_selector(f".fresco-svg svg.{board_class}")
    page.wait_for_timeout(300)
    texts = _check_fit(page, "body", None, shot)
    shown = " ".join(t["text"] for t in texts)
    assert all(name in shown for name in NAMES)
    board = page.locator(".fresco-svg svg").bounding_box()
    page.close()
    return board


def _check_fit(page, root_selector: str, scroller: str | None, shot: str) -> list[dict]:
    """Assert no scrolling, every text inside the window and at least the projector's sizes; save a screenshot."""
    page.screenshot(path=str(ARTIFACTS / f"{shot}.png"))
    scroll = page.evaluate(SCROLL, scroller)
    assert scroll["pageScroll"] <= scroll["innerHeight"], f"the page scrolls: {scroll}"
    assert scroll["scrollHeight"] <= scroll["clientHeight"], f"the projector scrolls: {scroll}"
    assert scroll["scrollWidth"] <= scroll["clientWidth"], f"the projector scrolls sideways: {scroll}"
    texts = page.locator(root_selector).first.evaluate(MEASURE)
    assert len(texts) > 100
    small = [t for t in texts if t["px"] < LEAST_PX - 0.05]
    keys = [t for t in texts if t["key"]]
    small_keys = [t for t in keys if t["px"] < KEY_PX - 0.05]
    outside = [t for t in texts if not t["inside"]]
    print(f"\n{shot}: {len(texts)} texts, smallest {min(t['px'] for t in texts):.1f} px; {len(keys)} key texts, "
          f"smallest {min(t['px'] for t in keys):.1f} px")
    assert not small, small[:10]
    assert keys and not small_keys, small_keys[:10]
    assert not outside, outside[:10]
    return texts


@pytest.fixture()
def served_table(tmp_path):
    """A 4-player table with all modules on a running server, 60 decisions into the game (taken by the teacher's
    page for whoever decides); yields the projector's link."""
    server = Server(tmp_path / "state")
    teacher_home = server.start()
    try:
        made = httpx.post(f"{teacher_home}/tables", json={"players": 4, "names": NAMES, "seed": 5,
                                                            "modules": ["portraits", "requests", "blends"],
                                                            "seats": ["team"] * 4})
        assert made.status_code == 201, made.text
        links = made.json()
        rng = random.Random(5)
        devices = {url: httpx.Client() for url in links["seats"] + [links["teacher"]]}     # each keeps its cookie
        for _ in range(60):
            game = load_game((server.state_dir / f"{links['table']}.json").read_text())
            decision = game.decision
            seat = decision.seats[0] if decision.seats else None
            action = str(rng.choice(game.legal_actions(seat)))
            page = links["seats"][seat] if decision.kind == "plan" else links["teacher"]
            answer = devices[page].post(f"{page}/action", json={"action": action})
            assert answer.status_code == 200, answer.text
            time.sleep(0.11)                      # at most 10 actions a second per page
        for device in devices.values():
            device.close()
        yield links["projector"]
    finally:
        server.kill()


@pytest.mark.parametrize("width, height", [(1280, 720), (1920, 1080)])
def test_the_servers_projector_page_fits_the_screen_without_scrolling(served_table, browser, width, height):
    board = served_board_fits(browser, served_table, width, height, "fresco-board",
                              f"projector-fit-serve-{width}x{height}")
    assert board["height"] >= height - 2 or board["width"] >= width - 2, "the board fills the window"


def test_the_notebook_projector_fits_1280x720_without_scrolling(browser, lab):
    book = stepper_notebook(browser, lab, "projector-fit", "s.projector()", then="s.step_phase(); " * 4 + "\n",
                            players=4, seed=3, modules="portraits,requests,blends", names="Anna,Ben,Cleo,Dario",
                            controllers=["greedy", "greedy", "random", "greedy"], who="full")
    page = book.page
    book.projector_view("Show Status Bar", "Show Header")       # header and status bar hidden, as the README says
    view = ".jp-LinkedOutputView"
    assert page.locator(f"{view} .fresco-projector-output svg.fresco-board").count() == 1
    _check_fit(page, f"{view} .fresco-projector-output", view, "projector-fit-notebook-1280x720")
    assert not book.errors, f"browser console errors: {book.errors}"
    book.close()
