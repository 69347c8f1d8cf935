"""The board widget in a real browser: two clicks on the same part in quick succession both reach Python (a plan
with two apprentices at one place, clicked faster than the kernel answers — the four-team classroom game lost
the second click of "plan 1 2 1 1 0" under load)."""
from __future__ import annotations

from test_browser_stepper import Notebook, browser, lab, pytestmark  # noqa: F401 - fixtures, marks

BOARD = ".fresco-widget svg.fresco-board"


def test_R_PLAN_1_two_quick_clicks_on_one_place_of_the_plan_board_place_two_apprentices(browser, lab):  # noqa: F811
    book = Notebook(browser, lab, "board-clicks", [
        "from fresco_nb import new_game\nfrom fresco_nb.widgets import BoardWidget\n"
        "g = new_game(players=3, seed=2)\n"
        "while g.decision.kind != 'plan':\n    g.apply(g.legal_actions(g.decision.seats[0])[0], g.decision.seats[0])\n"
        "w = BoardWidget(g, who=g.decision.seats[0])\nw"])
    page = book.page
    page.wait_for_selector(f'{BOARD} [data-click="plan+ 2"]', timeout=60000)
    # both clicks are sent before the kernel has answered the first one
    page.evaluate(f"""() => {{ const part = document.querySelector('{BOARD} [data-click="plan+ 2"]');
                   part.dispatchEvent(new MouseEvent('click', {{bubbles: true}}));
                   part.dispatchEvent(new MouseEvent('click', {{bubbles: true}})); }}""")
    book.idle()
    assert "2× cathedral" in page.locator(".fresco-draft").inner_text()
    assert not book.errors, book.errors[:3]
    book.close()
