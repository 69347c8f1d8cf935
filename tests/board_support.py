"""Shared helpers for the board drawing tests of Azul and the card game: a game played on to a decision, the parts
of a drawing, its clickable parts, the viewer of the decision due, the checks both games' boards share (each legal
option clicked once, a draw clicked on the teacher's board only, every word of the board in the catalogue, the
clickable parts laid out in a browser), and a headless chromium for the browser tests."""
from __future__ import annotations

import random
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

SVG = "{http://www.w3.org/2000/svg}"
PACKAGE = Path(__file__).resolve().parents[1] / "fresco_nb"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# each clickable part's action and its box on the page: [action, width, height, right, bottom]
BOXES = """() => [...document.querySelectorAll('[data-action]')].map(e => {
  const r = e.getBoundingClientRect(); return [e.dataset.action, r.width, r.height, r.right, r.bottom]; })"""


def played(new_game, players: int, seed: int, steps: int, until: str | None = None, **options):
    """A game of ``new_game`` after ``steps`` random actions (anything rather than a pass whenever one can), then on
    until a decision of kind ``until``."""
    game = new_game(players=players, seed=seed, **options)
    chooser = random.Random(seed)

    def step():
        legal = game.legal_actions()
        game.apply(chooser.choice([a for a in legal if a.tag != "pass"] or legal))
    for _ in range(steps):
        if game.over:
            break
        step()
    while until and game.decision.kind != until and not game.over:
        step()
    return game


def parts(svg: str) -> list[ET.Element]:
    """Every element of a drawing, in document order."""
    return list(ET.fromstring(svg).iter())


def having(svg: str, cls: str) -> list[ET.Element]:
    """The elements of a drawing with class ``cls``."""
    return [e for e in parts(svg) if e.attrib.get("class") == cls]


def clickable(svg: str) -> dict[str, list[ET.Element]]:
    """data-action -> the elements carrying it."""
    found: dict[str, list[ET.Element]] = {}
    for element in parts(svg):
        if "data-action" in element.attrib:
            found.setdefault(element.attrib["data-action"], []).append(element)
    return found


def assert_each_legal_option_clicked_once(game, svg: str, where) -> None:
    """Every legal action of ``game`` is clickable in ``svg`` (drawn for ``where``) on exactly one button, its click
    the action's text and its label the action's sentence, and nothing else is."""
    legal = {str(action): action for action in game.legal_actions()}
    found = clickable(svg)
    assert set(found) == set(legal), (where, set(legal) ^ set(found))
    for text, elements in found.items():
        assert len(elements) == 1, (text, len(elements))
        element = elements[0]
        assert element.attrib["data-click"] == text and element.attrib["role"] == "button"
        assert element.attrib["aria-label"] == game.describe(legal[text])


def viewer(game):
    """Who the board is drawn for: the painter deciding, else the teacher's full view."""
    return game.decision.painter if game.decision.painter is not None else "full"


def assert_each_legal_option_clicked_once_where_decided(game, board_svg) -> list[str]:
    """``assert_each_legal_option_clicked_once`` on every board a decision is clicked on: the deciding seat's and the
    teacher's, in the notebook and on the projector; returns those drawings."""
    drawings = []
    for who in (viewer(game), "full"):
        for layout in ("notebook", "projector"):
            drawings.append(board_svg(game, who, layout))
            assert_each_legal_option_clicked_once(game, drawings[-1], (who, layout))
    return drawings


def assert_a_draw_is_clicked_on_the_teachers_board_only(new_game, board_svg) -> dict[str, list[ET.Element]]:
    """A new three-player game that waits for its draw: each draw is clickable once on the teacher's board, and on
    no seat's or public board; returns the teacher's clickable parts."""
    game = new_game(players=3, seed=4, auto_chance=False)
    assert game.decision.kind == "chance"
    legal = {str(action) for action in game.legal_actions()}
    found = clickable(board_svg(game, "full"))
    assert set(found) == legal and all(len(e) == 1 for e in found.values())
    assert clickable(board_svg(game, 0)) == {} and clickable(board_svg(game, "public")) == {}
    return found


def assert_every_board_word_in_catalogue(game: str, entries: set[str], prefixes: set[str]) -> None:
    """Every word the board of ``game`` (its package name) says, and the drawing kit says for it, is one of the
    catalogue's ``entries``, said by name or with one of ``prefixes``, and every entry is said."""
    folder = PACKAGE / "games" / game / "board"
    kit = PACKAGE / "drawing" / "board.py"          # the drawing kit says a few words in the game's words
    source = "".join(path.read_text(encoding="utf-8") for path in [*folder.glob("*.py"), kit])
    literal = set(re.findall(r'\bsay\("(\w+)"(?! \+)', source))
    assert literal <= entries, literal - entries
    assert set(re.findall(r'\bsay\("(\w+_)" \+', source)) == prefixes
    assert entries == literal | {key for key in entries if key.startswith(tuple(prefixes))}


def boxes_in_a_browser(browser, svg: str, shot: Path) -> list[list]:
    """The clickable parts of ``svg`` drawn in ``browser`` (a screenshot saved to ``shot``), each checked big enough
    and on the board: [action, width, height, right, bottom] each."""
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_content(f"<html><body style='margin:0'>{svg}</body></html>")
    shot.parent.mkdir(parents=True, exist_ok=True)
    page.locator("svg").first.screenshot(path=str(shot))
    width, height = (float(n) for n in re.search(r'viewBox="0 0 (\S+) (\S+)"', svg).groups())
    boxes = page.evaluate(BOXES)
    for action, w, h, right, bottom in boxes:
        assert w > 4 and h > 4 and right <= width + 1 and bottom <= height + 1, action   # on the board, big enough
    page.close()
    return boxes


@pytest.fixture(scope="module")
def browser():
    """Debian's chromium, headless, for one test module (skipped where it is not installed)."""
    if not Path(CHROMIUM).exists():
        pytest.skip("needs Debian's chromium (apt-get install chromium)")
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        yield chromium
        chromium.close()
