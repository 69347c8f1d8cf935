"""The projector output and the browser console, in JupyterLab in a real browser (Debian's Chromium through
Playwright), small and fast: a stepper with its projector opened as its own view of the cell output, then
decisions made every way a class makes them (a bot step from code, a click on the board, the Undo, Round and
Game buttons, a new game with another player count, save and resume). The console stays free of errors and
the teacher's tracks chart stays the one drawn before the projector opened, following every decision.

The bug these guard, two causes together: opening the projector inserted its text-size slider among the
stepper's children, and ipywidgets re-creates the views of every child after the insertion point, the tracks
chart among them; plotly's own FigureWidget keeps a removed view's listeners on its model, so every later
decision ran ``Plotly.update`` on the removed chart and logged "Error setting state: Cannot read properties of
undefined (reading 'length')". Running the cell that shows the stepper again removed a view the same way."""
from __future__ import annotations

from test_browser_stepper import (browser, decisions, lab, pytestmark,  # noqa: F401 - fixtures, marks
                                  stepper_notebook)

TRACKS = ".fresco-stepper .js-plotly-plot:not(.jp-RenderedPlotly)"     # the FigureWidget, not the choices chart
# the teacher's tracks chart: whether it is the element marked before the projector opened, and its last x
TRACKS_NOW = f"""() => {{ const plots = [...document.querySelectorAll('{TRACKS}')];
  return {{count: plots.length, same: plots.length === 1 && plots[0].frescoMark === 'before-projector',
          last: plots.length ? plots[0].data[0].x.at(-1) : null}}; }}"""


def test_a_projector_open_beside_the_stepper_logs_no_console_error_at_any_decision(browser, lab):
    book = stepper_notebook(browser, lab, "projector-console", players=3, seed=2, names="Anna,Ben,Cleo",
                            controllers=["human", "greedy", "greedy"], who="auto")
    page = book.page
    page.wait_for_selector(TRACKS)
    page.evaluate(f"() => {{ document.querySelector('{TRACKS}').frescoMark = 'before-projector'; }}")
    book.run("s.projector()")
    page.click(".fresco-projector-output", button="right")
    page.click("li.lm-Menu-item:has-text('Create New View for Cell Output')")
    book.idle()
    assert page.locator(".jp-LinkedOutputView .fresco-projector-output").count() == 1
    assert page.evaluate(TRACKS_NOW)["same"], "opening the projector re-created the teacher's tracks chart"

    def decided_without_error(how: str) -> None:
        assert not book.errors, f"after {how}: browser console errors: {book.errors[:3]}"
        tracks = page.evaluate(TRACKS_NOW)
        assert tracks["count"] == 1 and tracks["last"] == decisions(book.status()), (how, tracks)

    book.run("s.step()")                                      # a bot decides, driven from code
    decided_without_error("a bot step from code")
    assert decisions(book.status()) == 1
    page.locator(".fresco-stepper svg.fresco-board [data-action]").first.click()   # the class plans by a click
    book.idle()
    decided_without_error("a click on the board")
    assert decisions(book.status()) == 2
    for name in ("Undo", "Round", "Game"):
        book.button(name).click()
        book.idle()
        decided_without_error(f"the {name} button")
    assert page.evaluate(TRACKS_NOW)["same"]
    book.run("s.save('projector-console.json'); s.new_game(players=4); s.step_round()")
    decided_without_error("a new 4-player game")
    book.run("s.resume('projector-console.json');")          # (the ';': no second view of s)
    decided_without_error("resuming the saved game")
    projector = page.locator(".jp-LinkedOutputView .fresco-projector-output svg.fresco-board").first
    assert projector.get_attribute("data-viewer") == "public"
    book.shot("projector-console")
    (book.root / "projector-console.json").unlink()
    book.close()


def test_showing_the_stepper_again_leaves_no_console_error_at_later_decisions(browser, lab):
    """Running the cell that shows the stepper again removes the first view of its tracks chart: the removed
    chart's listeners must leave with it (plotly's own FigureWidget keeps them, and every later decision logged
    the same "Error setting state … reading 'length'")."""
    book = stepper_notebook(browser, lab, "stepper-shown-again", players=3, seed=2)
    page = book.page
    page.click(".jp-Notebook .jp-Cell:last-child .jp-InputArea-editor")
    page.keyboard.press("Shift+Enter")                          # the cell showing ``s`` runs again
    book.idle()
    book.run("s.step(); s.step_round();")
    assert not book.errors, f"browser console errors: {book.errors[:3]}"
    tracks = page.evaluate(TRACKS_NOW)
    assert tracks["count"] == 1 and tracks["last"] == decisions(book.status())
    book.close()
