"""The projector board fits a 16:9 screen (issue 11): its drawing is at least as wide as 16:9, every part lies
inside it, and when it is scaled to fit a 1280×720 window (less the bars of a browser or of JupyterLab's output
view) every text is at least 14 px and the names, scores, whose turn and the phase at least 24 px — read from the
SVG with every ``translate``/``scale`` of its groups applied. The desk layout is untouched (golden tests)."""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from fresco_nb import new_game
from fresco_nb.games.fresco.board import board_svg

SVG = "{http://www.w3.org/2000/svg}"
WINDOW = (1280, 720 - 45)        # a 1280×720 window less a bar (JupyterLab's menu bar: header and status bar hidden)
LEAST_PX, KEY_PX = 14, 24
MODULE_SETS = ((), ("portraits",), ("portraits", "requests", "blends"))


def _played(players: int, seed: int, modules: tuple, steps: int):
    """A game after ``steps`` random decisions (every planning seat in turn)."""
    game = new_game(players=players, seed=seed, modules=modules)
    rng = random.Random(seed)
    for _ in range(steps):
        decision = game.decision
        if decision.kind == "over":
            break
        seat = decision.seats[0] if decision.seats else None
        game.apply(rng.choice(game.legal_actions(seat)), seat)
    return game


def _states():
    for players in (2, 3, 4):
        for modules in MODULE_SETS:
            for steps in (0, 37, 90, 10_000):          # set-up, mid-game, late, game over
                yield pytest.param(players, modules, steps, id=f"{players}p-{'+'.join(modules) or 'base'}-{steps}")


def _transform(text: str | None):
    """(scale, dx, dy) of a ``transform`` made of ``translate`` and ``scale`` only."""
    s, dx, dy = 1.0, 0.0, 0.0
    for name, args in re.findall(r"(translate|scale|rotate)\(([^)]*)\)", text or ""):
        values = [float(v) for v in args.replace(",", " ").split()]
        if name == "translate":
            dx, dy = dx + s * values[0], dy + s * (values[1] if len(values) > 1 else 0)
        elif name == "scale":
            s *= values[0]
    return s, dx, dy


def _placed(root):
    """Every element with its scale and offset on the board: (element, scale, dx, dy)."""
    def walk(node, s, dx, dy):
        for child in node:
            cs, cx, cy = _transform(child.get("transform") if child.tag != f"{SVG}rect" else None)
            here = (s * cs, dx + s * cx, dy + s * cy)
            yield (child, *here)
            yield from walk(child, *here)
    yield from walk(root, 1.0, 0.0, 0.0)


def small_texts(root, fit: float) -> tuple[list, list]:
    """The texts printed under LEAST_PX and the key texts under KEY_PX when the board is drawn ``fit`` times its
    size: (text, px) each."""
    small, small_keys = [], []
    for element, s, _, _ in _placed(root):
        if element.tag == f"{SVG}text" and (element.text or "").strip():
            px = float(element.get("font-size")) * s * fit
            if px < LEAST_PX - 0.01:
                small.append((element.text, round(px, 1)))
            if element.get("data-key") and px < KEY_PX - 0.01:
                small_keys.append((element.text, round(px, 1)))
    return small, small_keys


def rendered_texts(svg: str) -> list[tuple[str, float, bool]]:
    """Every text of a board with its print size on the board (its font size times its groups' scale) and
    whether it is a key text."""
    return [(e.text, float(e.get("font-size")) * s, bool(e.get("data-key")))
            for e, s, _, _ in _placed(ET.fromstring(svg)) if e.tag == f"{SVG}text" and (e.text or "").strip()]


@pytest.mark.parametrize("players, modules, steps", list(_states()))
def test_projector_board_fits_16_9_and_prints_large_at_1280x720(players, modules, steps):
    game = _played(players, 11 + players, modules, steps)
    root = ET.fromstring(board_svg(game, "public", layout="projector"))
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    assert width / height >= 16 / 9 - 0.01, f"the projector board is {width:g}×{height:g}, narrower than 16:9"
    fit = min(WINDOW[0] / width, WINDOW[1] / height)       # the board scaled to the window, aspect kept
    small, small_keys = small_texts(root, fit)
    outside = []
    for element, s, dx, dy in _placed(root):
        if element.tag == f"{SVG}text" and (element.text or "").strip():
            x, y = dx + s * float(element.get("x")), dy + s * float(element.get("y"))
            if not (0 <= x <= width and 0 <= y <= height):
                outside.append((element.text, round(x), round(y)))
        elif element.tag == f"{SVG}rect" and "rotate" not in (element.get("transform") or ""):
            x, y = dx + s * float(element.get("x")), dy + s * float(element.get("y"))
            right, bottom = x + s * float(element.get("width")), y + s * float(element.get("height"))
            if x < -0.5 or y < -0.5 or right > width + 0.5 or bottom > height + 0.5:
                outside.append(("rect", round(x), round(y), round(right), round(bottom)))
    assert not small, f"texts under {LEAST_PX} px at 1280×720: {small[:8]}"
    assert not small_keys, f"names, scores, turn or phase under {KEY_PX} px at 1280×720: {small_keys[:8]}"
    assert not outside, f"parts drawn outside the {width:g}×{height:g} board: {outside[:8]}"
    keys = {e.text for e, *_ in _placed(root) if e.tag == f"{SVG}text" and e.get("data-key")}
    names = {p["name"] for p in game.view("public")["players"]}
    assert names <= keys, "every name is in the key print"


def test_projector_snapshot_says_whose_turn_in_its_header():
    """The notebook's projector draws a snapshot (no live decision): its header still says whose turn it is."""
    game = new_game(players=3, seed=2, names=("Anna", "Ben", "Cleo"))
    root = ET.fromstring(board_svg(game, "public", highlight=False, layout="projector"))
    status = [e.text for e in root.iter(f"{SVG}text") if e.get("class") == "status"]
    decider = game.view("public")["players"][game.decision.seats[0]]["name"]
    assert len(status) == 1 and decider in status[0] and status[0].startswith("▶")


def test_the_notebook_projector_shows_the_fitted_table_or_the_story_as_the_teacher_chooses():
    from fresco_nb.widgets import Stepper
    stepper = Stepper(players=3, seed=1, names="Anna,Ben,Cleo", controllers=["greedy"] * 3)
    stepper.step_phase()
    projector = stepper.projector()
    assert projector.controls in stepper._projector_slot.children          # on the teacher's screen
    assert projector.page.value == "table" and projector.children == (projector._board,)
    board = projector._board.value
    assert "max-height:calc(100vh - 40px)" in board and 'viewBox="0 0 1280 720"' in board
    projector.page.value = "story"
    assert projector.children == (projector._header, projector._scores, projector._tracks, projector._log)
    assert "Anna" in projector._scores.value
    projector.page.value = "table"
    projector.scale.value = 150                                             # larger than the window: it scrolls
    assert 'style="width:150%"' in projector._board.value and "max-height" not in projector._board.value
