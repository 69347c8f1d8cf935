"""The stepper plays Fresco: the card game in JupyterLab in a real browser (Debian's headless Chromium through
Playwright, as tests/test_browser_stepper.py): a human seat plays a few decisions by clicks on the board — an
exchange laid out, traded and resolved click by click —, the bots step, undo takes a decision back, the projector
output shows the public table without any hand, and the browser console stays empty. Screenshots go to
tests/artifacts/cards/."""
from __future__ import annotations

from test_browser_stepper import (assert_undone_and_projected_in_public, browser, decisions, lab,  # noqa: F401
                                  pytestmark, three_seat_stepper)                               # (fixtures, marks)

BOARD = ".fresco-stepper svg.cards-board"


def test_a_human_seat_plays_the_card_game_by_clicks_and_the_projector_hides_every_hand(browser, lab):  # noqa: F811
    book = three_seat_stepper(browser, lab, "fresco_cards", ["human", "greedy", "heuristic"], "cards")
    page = book.page
    board = page.locator(BOARD).first
    assert board.get_attribute("data-viewer") == "0" and "waiting for Ann (human)" in book.status()
    assert "phase 2: choosing an action" in book.status()
    book.shot("cards/stepper-cards-start")
    for text in ("lay Y-w", "trade", "use Y-w W", "name 1"):      # seed 1: Ann lays out her W card, draws by clicks
        before = decisions(book.status())
        page.locator(f"{BOARD} [data-action='{text}']").first.click()
        book.idle()
        assert decisions(book.status()) == before + 1, text
    assert "Ann lays out Y-w" in page.locator(".fresco-stepper").inner_text()       # the log says what she did
    book.button("Round").click()                # the bots decide until Ann must decide again
    book.idle()
    assert "waiting for Ann (human)" in book.status() and board.get_attribute("data-viewer") == "0"
    made = decisions(book.status())
    board.scroll_into_view_if_needed()
    book.shot("cards/stepper-cards-after-clicks")
    assert_undone_and_projected_in_public(book, made, "cards-board")
    assert page.locator(".fresco-projector-output svg.cards-board .hand-card").count() == 0
    book.projector_view()
    book.shot("cards/stepper-cards-projector")
    assert not book.errors, f"browser console errors: {book.errors}"
    book.close()
