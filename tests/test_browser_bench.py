"""The design bench in JupyterLab in a real browser (Debian's headless Chromium through Playwright), at 1280×720:
a student changes the start money from 12 to 15 by clicks and typing, sees a refused value explained, presses
Compare and reads the balance card; no console error. Screenshots go to tests/artifacts/."""
from __future__ import annotations

import time

from test_browser_stepper import Notebook, browser, lab, pytestmark  # noqa: F401  (fixtures, the browser mark)


def start_money_bench(browser, lab, name: str, games: int):
    """A notebook ``name`` showing a bench of ``games`` games a version (one process) with the start money of
    rules.toml chosen; (the notebook, the bench's locator)."""
    book = Notebook(browser, lab, name, [f"from fresco_nb.bench import Bench\n"
                                         f"bench = Bench(games={games}, workers=1)\nbench"])
    bench = book.page.locator(".fresco-bench").first
    bench.locator("select").nth(0).select_option(label="rules.toml")
    bench.locator("select").nth(1).select_option(label="start money")
    return book, bench


def test_a_student_changes_the_start_money_by_clicks_and_reads_the_card(browser, lab):
    book, bench = start_money_bench(browser, lab, "bench", games=20)
    page = book.page
    value = bench.locator("input[type='text']").first
    refused = bench.get_by_text("start money: must be 0 to 100, got 150")
    value.fill("150")
    refused.wait_for(timeout=30000)             # the kernel checks the value as it is typed
    book.shot("bench-refused-1280x720")
    value.fill("15")
    refused.wait_for(state="detached", timeout=30000)
    bench.locator("button", has_text="add change").click()
    bench.get_by_text("start money: 12 → 15").wait_for(timeout=30000)
    started = time.monotonic()
    bench.locator("button.fresco-bench-run").click()
    page.wait_for_selector(".fresco-bench .fresco-balance-card", timeout=120000)
    book.idle()
    waited = time.monotonic() - started
    card = bench.locator(".fresco-balance-card")
    text = card.inner_text()
    assert "Balance card: start money: 12 → 15" in text and "game length (rounds)" in text
    assert "20 games for each version" in text and "placeholders" in text
    card.scroll_into_view_if_needed()
    book.shot("bench-card-1280x720")
    print(f"\nthe card appeared {waited:.0f} s after Compare (40 games, one process)")
    assert waited < 60
    assert not book.errors, f"browser console errors: {book.errors}"
    book.close()


def test_the_sweep_mode_draws_a_chart_per_metric_in_the_bench(browser, lab):
    book, bench = start_money_bench(browser, lab, "bench-sweep", games=4)
    page = book.page
    bench.locator("button", has_text="sweep one value").click()
    value = bench.locator("input[type='text']").first
    value.fill("10, 12")
    bench.get_by_text("3 to 7 values, separated by commas").wait_for(timeout=30000)
    value.fill("10, 12, 14")
    bench.get_by_text("3 to 7 values, separated by commas").wait_for(state="detached", timeout=30000)
    bench.locator("button.fresco-bench-run").click()
    page.wait_for_selector(".fresco-bench .js-plotly-plot", timeout=120000)
    book.idle()
    chart = bench.locator(".js-plotly-plot").first
    assert "game length (rounds)" in chart.inner_text() and "P1 wins (%)" in chart.inner_text()
    chart.scroll_into_view_if_needed()
    book.shot("bench-sweep-1280x720")
    assert not book.errors, f"browser console errors: {book.errors}"
    book.close()
