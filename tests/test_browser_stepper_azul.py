"""The stepper plays Azul: Summer Pavilion in JupyterLab in a real browser (Debian's headless Chromium through
Playwright, as tests/test_browser_stepper.py): a human seat plays a few decisions by clicks on the board, the bots
step, undo takes a decision back, the projector output shows the public table, and the browser console stays empty.
Screenshots go to tests/artifacts/azul/."""
from __future__ import annotations

from test_browser_stepper import (assert_undone_and_projected_in_public, browser, decisions, lab,  # noqa: F401
                                  pytestmark, three_seat_stepper)                               # (fixtures, marks)


def test_a_human_seat_plays_azul_by_clicks_and_the_console_stays_empty(browser, lab):  # noqa: F811
    book = three_seat_stepper(browser, lab, "azul_sp", ["human", "greedy", "random"], "azul")
    page = book.page
    board = page.locator(".fresco-stepper svg.azul-board").first
    assert board.get_attribute("data-viewer") == "0" and "waiting for Ann (human)" in book.status()
    book.shot("azul/stepper-azul-start")
    for _ in range(3):                  # Ann takes tiles, the bots answer
        before = decisions(book.status())
        page.locator(".fresco-stepper svg.azul-board [data-action]").first.click()
        book.idle()
        assert decisions(book.status()) == before + 1
        assert "Ann takes" in page.locator(".fresco-stepper").inner_text()          # the log says what she did
        book.button("Round").click()                # the bots decide until Ann must decide again
        book.idle()
        assert "waiting for Ann (human)" in book.status()
        assert board.get_attribute("data-viewer") == "0"
    made = decisions(book.status())
    assert made >= 9
    board.scroll_into_view_if_needed()
    book.shot("azul/stepper-azul-after-clicks")
    # an illegal click is answered with the rule, and nothing changes
    page.locator(".fresco-stepper svg.azul-board [data-click^='look ']").first.click()
    book.idle()
    assert "A-" in page.locator(".fresco-stepper").inner_text() and decisions(book.status()) == made
    assert_undone_and_projected_in_public(book, made, "azul-board")
    book.projector_view()
    book.shot("azul/stepper-azul-projector")
    assert not book.errors, f"browser console errors: {book.errors}"
    book.close()
