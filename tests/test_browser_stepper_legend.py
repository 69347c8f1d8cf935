"""The stepper's score chart in JupyterLab in a real browser (Debian's headless Chromium through Playwright): its
legend names every player once when the table is shown and after the class and the bots have decided (notebooks 05
and 07 name the seats Class, Bot 1, Bot 2; the kernel check is tests/test_charts_live_legend.py). Screenshots go to
tests/artifacts/legend/."""
from __future__ import annotations

import json
import re

import pytest

from test_browser_stepper import ARTIFACTS, browser, lab, pytestmark, stepper_notebook  # noqa: F401 (fixtures, marks)

NAMES = ["Class", "Bot 1", "Bot 2"]
LEGENDS = """() => [...document.querySelectorAll('.fresco-stepper .js-plotly-plot')].map(
  plot => [...plot.querySelectorAll('.legend .traces .legendtext')].map(text => text.textContent))"""


def score_legend(page) -> list[str]:
    """The legend of the stepper's score chart (the one plot whose legend names the class), once plotly has drawn it
    (on a loaded machine the chart may come a few seconds after the stepper)."""
    page.wait_for_function(f"() => ({LEGENDS})().some(entries => entries.includes({json.dumps(NAMES[0])}))",
                           timeout=60_000)
    legends = [entries for entries in page.evaluate(LEGENDS) if NAMES[0] in entries]
    assert len(legends) == 1, legends
    return legends[0]


@pytest.mark.parametrize("game", ["azul_sp", "fresco_cards", "fresco"])
def test_the_score_chart_legend_names_each_player_once(browser, lab, game):  # noqa: F811
    (ARTIFACTS / "legend").mkdir(parents=True, exist_ok=True)
    book = stepper_notebook(browser, lab, f"legend-{game}", game=game, players=3, seed=1, names=",".join(NAMES),
                            controllers=["human", "greedy", "greedy"], who="auto")
    page = book.page
    assert score_legend(page) == NAMES
    # the class decides (as a click on its board sends it), then the bots step to the end of the round
    book.run('s.board.set_state({"clicked": str(s.game.legal_actions(0)[0])}); s.step_round()')
    assert re.search(r"R1 · \S+ · Bot 2\b", page.locator(".fresco-stepper").first.inner_text())
    assert score_legend(page) == NAMES
    page.locator(".fresco-stepper .js-plotly-plot .legend").last.scroll_into_view_if_needed()
    book.shot(f"legend/stepper-{game}-legend-1280x720")
    assert not book.errors, f"browser console errors: {book.errors}"
    book.close()
