"""The whole stepper in JupyterLab in a real browser (Debian's headless Chromium through Playwright): the
projector output opened as its own view at 1280×720 with the rendered text sizes measured, the hot-seat curtain
between two human teams, whole 2-, 3- and 4-player games with modules with controllers and views switched
mid-game and the browser console free of errors, save and resume. Screenshots go to tests/artifacts/.

One JupyterLab (headless, empty token, a temporary folder and settings folder: windowing mode "none" so no cell
is virtualised away) serves every test of this file."""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = Path(__file__).parent / "artifacts"

pytestmark = pytest.mark.browser
if not Path(CHROMIUM).exists():
    pytestmark = [pytest.mark.browser, pytest.mark.skipif(os.environ.get("CI") != "true",
                                                          reason="needs Debian's chromium (apt-get install chromium)")]

# every text of the projector with its rendered size in CSS px: HTML text by its computed font size, SVG text by
# its font size times its scale on the page (getScreenCTM: the drawing's fit and its groups' transforms)
MEASURE = """root => {
  const out = [];
  for (const el of root.querySelectorAll("*")) {
    if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
    let px = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement) px *= el.getScreenCTM().a;
    const key = !!el.closest(".fresco-key") || !!el.closest("[data-key='1']");
    out.push({text: el.textContent.trim().slice(0, 40), px: px, key: key, height: rect.height});
  }
  return out;
}"""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A headless JupyterLab on a free port; yields (url, its folder)."""
    base = tmp_path_factory.mktemp("lab")
    root, settings = base / "class", base / "settings"
    root.mkdir()
    for folder, name, values in (("notebook-extension", "tracker", {"windowingMode": "none"}),
                                 ("apputils-extension", "notification", {"fetchNews": "false",
                                                                         "checkForUpdates": False})):
        (settings / "@jupyterlab" / folder).mkdir(parents=True)
        (settings / "@jupyterlab" / folder / f"{name}.jupyterlab-settings").write_text(json.dumps(values))
    port = _free_port()
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings), JUPYTER_CONFIG_DIR=str(base / "config"))
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}", "--IdentityProvider.token=",
         "--ServerApp.password=", "--allow-root", f"--ServerApp.root_dir={root}",
         "--LabApp.news_url=None"], env=env, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status", timeout=2)
                break
            except OSError:
                assert time.monotonic() < deadline and server.poll() is None, "JupyterLab did not start"
                time.sleep(0.5)
        yield url, root
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=60)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--no-first-run"])
        yield chromium
        chromium.close()


class Notebook:
    """A notebook written to the lab's folder, opened in a page of 1280×720, its cells run; ``errors`` collects
    every console error and uncaught page error."""

    def __init__(self, browser, lab, name: str, cells: list[str]):
        import nbformat
        url, root = lab
        self.root = root
        notebook = nbformat.v4.new_notebook()
        notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        notebook.cells = [nbformat.v4.new_code_cell(cell) for cell in cells]
        nbformat.write(notebook, root / f"{name}.ipynb")
        self.page = browser.new_page(viewport={"width": 1280, "height": 720})
        self.errors: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(f"{e}\n{e.stack}"))
        self.page.goto(f"{url}/lab/workspaces/{name}/tree/{name}.ipynb?reset")     # a fresh workspace each
        self.page.wait_for_selector(".jp-Notebook", timeout=60000)
        try:                                            # JupyterLab may ask which kernel: the default
            self.page.click(".jp-Dialog button.jp-mod-accept", timeout=5000)
        except Exception:
            pass
        self.menu("Run", "Run All Cells")
        self.idle()

    def menu(self, top: str, item: str) -> None:
        self.page.click(f"div.lm-MenuBar-itemLabel:text-is('{top}')")
        self.page.click(f"li.lm-Menu-item:has-text('{item}')")

    def command(self, label: str) -> None:
        """Run a JupyterLab command by its label through the command palette."""
        self.page.keyboard.press("Control+Shift+C")
        self.page.keyboard.type(label)
        self.page.wait_for_timeout(300)
        self.page.keyboard.press("Enter")
        self.page.wait_for_timeout(500)

    def idle(self, settle: int = 800) -> None:
        """Wait until the kernel is idle (every cell and widget message handled) and the page has drawn."""
        self.page.wait_for_timeout(300)
        self.page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", state="attached", timeout=120000)
        self.page.wait_for_timeout(settle)

    def run(self, code: str) -> None:
        """Append a cell with ``code`` at the end and run it."""
        self.page.click(".jp-Notebook .jp-Cell:last-child .jp-InputArea-editor")
        self.page.keyboard.press("Escape")
        self.page.keyboard.press("b")
        self.page.keyboard.press("Enter")
        self.page.keyboard.type(code)
        self.page.keyboard.press("Shift+Enter")
        self.idle()

    def button(self, name: str):
        """The stepper's button called exactly ``name``."""
        return self.page.locator(".fresco-stepper").first.locator(
            "button", has_text=re.compile(rf"^\s*{re.escape(name)}\s*$"))

    def status(self, nth: int = 0) -> str:
        return self.page.locator(".fresco-stepper-status").nth(nth).inner_text()

    def shot(self, name: str) -> None:
        self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"))

    def projector_view(self, *commands: str) -> None:
        """Open the projector output as its own view alone in the window, as a teacher sets it up for the
        projector (simple interface, side bars hidden, then ``commands``)."""
        self.page.click(".fresco-projector-output", button="right")
        self.page.click("li.lm-Menu-item:has-text('Create New View for Cell Output')")
        self.page.wait_for_timeout(800)
        for command in ("Simple Interface", "Show Left Sidebar", "Show Left Activity Bar", "Show Right Activity Bar",
                        *commands):
            self.command(command)
        self.idle()

    def close(self) -> None:
        self.page.close()


def stepper_notebook(browser, lab, name: str, *cells: str, then: str = "", **settings) -> Notebook:
    """A notebook ``name`` whose first cell makes ``s = Stepper(**settings)``, runs ``then`` (code ending in a
    newline) and shows ``s``; ``cells`` follow it."""
    arguments = ", ".join(f"{key}={value!r}" for key, value in settings.items())
    return Notebook(browser, lab, name,
                    [f"from fresco_nb.widgets import Stepper\ns = Stepper({arguments})\n{then}s", *cells])


def test_the_projector_output_at_1280x720_reads_from_the_back_of_the_room(browser, lab):
    book = stepper_notebook(browser, lab, "projector", "s.projector()", then="s.step_phase(); " * 3 + "\n",
                            players=4, seed=3, modules="portraits", names="Anna,Ben,Cleo,Dario",
                            controllers=["greedy", "greedy", "random", "greedy"], who="full")
    page = book.page
    book.projector_view()
    views = page.locator(".jp-LinkedOutputView .fresco-projector-output")
    assert views.count() >= 1
    projector = views.first
    assert projector.bounding_box()["width"] >= 1150
    book.shot("stepper-projector-1280x720")
    texts = projector.evaluate(MEASURE)
    assert len(texts) > 100
    small = [t for t in texts if t["px"] < 14 - 0.05]
    key = [t for t in texts if t["key"]]
    small_keys = [t for t in key if t["px"] < 24 - 0.05]
    print(f"\nprojector at 1280x720: {len(texts)} texts, smallest {min(t['px'] for t in texts):.1f} px; "
          f"{len(key)} key texts, smallest {min(t['px'] for t in key):.1f} px")
    assert not small, small[:10]
    assert key and not small_keys, small_keys[:10]
    for name in ("Anna", "Ben", "Cleo", "Dario"):
        assert name in projector.inner_text()
    # no private fact: the teacher's screen shows everything, the projector the public view only
    assert "teacher view" not in projector.inner_text().lower()
    assert not book.errors, f"browser console errors: {book.errors}"
    book.close()


def test_the_curtain_between_two_human_teams(browser, lab):
    book = stepper_notebook(browser, lab, "curtain", then="s.step_game()\n", players=3, seed=1,
                            names="Anna,Ben,Cleo", controllers=["human", "human", "greedy"], who="auto")
    page = book.page
    curtain = page.locator(".fresco-curtain")
    seat = int(page.locator(".fresco-curtain [data-seat]").get_attribute("data-seat"))
    assert curtain.is_visible()
    assert "show our screen" in curtain.inner_text()
    assert page.locator("svg.fresco-board").first.get_attribute("data-viewer") == "public"
    book.shot("stepper-curtain-down")
    page.click(".fresco-curtain button")
    book.idle()
    assert not curtain.is_visible()
    assert page.locator("svg.fresco-board").first.get_attribute("data-viewer") == str(seat)
    book.shot("stepper-curtain-opened")
    # the team plays by a click on its board, the decision passes on: the next human team's curtain
    page.locator("svg.fresco-board [data-action]").first.click()
    book.idle()
    book.button("Game").click()
    book.idle()
    assert curtain.is_visible() and page.locator("svg.fresco-board").first.get_attribute("data-viewer") == "public"
    assert not book.errors, f"browser console errors: {book.errors}"
    book.close()


def three_seat_stepper(browser, lab, game: str, controllers: list[str], name: str) -> Notebook:
    """A notebook ``name`` running a stepper of ``game`` (seed 1) for Ann, Ben and Cleo under ``controllers``, and
    its projector output; its screenshots go to tests/artifacts/``name``/."""
    (ARTIFACTS / name).mkdir(parents=True, exist_ok=True)
    return stepper_notebook(browser, lab, name, "s.projector()", game=game, players=3, seed=1, names="Ann,Ben,Cleo",
                            controllers=controllers, who="auto")


def assert_undone_and_projected_in_public(book, made: int, board: str) -> None:
    """Undo takes the last of ``made`` decisions back; the projector output shows the board (an svg of class
    ``board``) to the public, with nothing to click."""
    book.button("Undo").click()
    book.idle()
    assert decisions(book.status()) == made - 1
    projected = f".fresco-projector-output svg.{board}"
    assert book.page.locator(projected).first.get_attribute("data-viewer") == "public"
    assert book.page.locator(f"{projected} [data-action]").count() == 0


def decisions(status: str) -> int:
    """The decisions made, read from the status line ("Round 2 · actions · 31 decisions — …")."""
    return int(re.search(r"(\d+) decisions?\b", status).group(1))


@pytest.mark.parametrize("players, modules", [(2, "portraits,requests,blends"), (3, ""), (4, "requests,blends")])
def test_a_whole_game_with_controllers_and_views_switched_mid_game_logs_no_console_error(browser, lab, players,
                                                                                       modules):
    name = f"game{players}"
    book = stepper_notebook(browser, lab, name,
                            then="s.autoplay.seconds.value = 0.2\ns.autoplay.pause_at_phase.value = False\n",
                            players=players, seed=7, modules=modules,
                            controllers=["human"] + ["greedy"] * (players - 1), who="auto")
    page = book.page
    book.button("Round").click()
    book.idle()
    assert "waiting for P1 (human)" in book.status()
    controller = page.locator(".fresco-stepper select").nth(1)          # the first seat's controller
    controller.select_option("greedy")
    book.idle()
    assert "waiting" not in book.status() and "P1 (greedy)" in book.status()      # the status is true at once
    # auto-play: the bots go on by themselves in the kernel's event loop, one decision each 0.2 s here
    before, start = decisions(book.status()), time.monotonic()
    book.button("Auto-play the bots").click()
    page.wait_for_timeout(2000)
    book.button("Auto-play the bots").click()
    book.idle()
    made, seconds = decisions(book.status()) - before, time.monotonic() - start
    assert 3 <= made <= seconds / 0.2 + 1, (made, seconds)   # at that pace however late a loaded kernel stops
    page.locator(".fresco-stepper select").last.select_option(label="teacher (everything)")
    book.idle()
    assert "Teacher view" in page.locator(".fresco-stepper").inner_text()
    book.button("Round").click()
    book.idle()
    page.locator(".fresco-stepper select").last.select_option(label="public (projector)")
    book.idle()
    book.button("Game").click()
    book.idle(1500)
    assert "game is over" in book.status()
    book.shot(f"stepper-whole-game-{players}p")
    # save it, start another game (it asks first), resume it
    book.button("Save").click()
    book.idle()
    assert (book.root / "fresco-class-game.json").exists()
    book.button("New game").click()
    book.idle()
    assert book.button("Discard it, new game").is_visible()
    book.button("Discard it, new game").click()
    book.idle()
    assert "0 decisions" in book.status()
    book.button("Resume").click()
    book.idle()
    assert "game is over" in book.status() and "resumed" in book.status()
    book.shot(f"stepper-resumed-{players}p")
    # another player count from the bar: the tracks keep their traces (no "indices must be valid indices")
    page.locator(".fresco-stepper select").first.select_option(str(2 if players != 2 else 4))
    book.idle()
    book.button("New game").click()
    book.idle()
    book.button("Discard it, new game").click()
    book.idle()
    assert "0 decisions" in book.status()
    assert not [e for e in book.errors if "indices" in e], book.errors
    assert not book.errors, f"browser console errors: {book.errors}"
    (book.root / "fresco-class-game.json").unlink()
    book.close()
