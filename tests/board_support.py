"""Shared helpers for the board drawing tests of Azul and the card game: a game played on to a decision, the parts
of a drawing, its clickable parts, the viewer of the decision due, and a headless chromium for the browser tests."""
from __future__ import annotations

import random
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

SVG = "{http://www.w3.org/2000/svg}"
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
