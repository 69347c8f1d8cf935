"""The stepper's log in a real browser: two quick clicks (or Enter presses) on the same log line both reach Python.
The log sends a click as ``jump_to`` = the line's decision and Python resets it to -1; a second click before that
reset came back found the same value in the model, sent no change, and was lost."""
from __future__ import annotations

import pytest

from test_browser_stepper import Notebook, browser, lab, pytestmark  # noqa: F401 - fixtures, marks

LINE = ".fresco-log .fresco-log-line"


@pytest.mark.parametrize("event", ["new MouseEvent('click', {bubbles: true})",
                                   "new KeyboardEvent('keydown', {key: 'Enter', bubbles: true})"])
def test_two_quick_clicks_on_one_log_line_both_reach_python(browser, lab, event):  # noqa: F811
    book = Notebook(browser, lab, "log-clicks", [
        "import ipywidgets\n"
        "from fresco_nb.widgets.stepper.log import LogWidget, log_rows\n"
        "w = LogWidget()\n"
        "w.show(log_rows(['R1 · R-PLAN-1 · an apprentice placed'], 0, 0, lambda line: 3), 0)\n"
        "jumps = ipywidgets.Label('jumps:')\n"
        "jumps.add_class('jumps')\n"
        "w.on_jump(lambda decision: setattr(jumps, 'value', f'{jumps.value} {decision}'))\n"
        "ipywidgets.VBox([w, jumps])"])
    page = book.page
    page.wait_for_selector(LINE, timeout=60000)
    # both are sent before the kernel has answered the first one
    page.evaluate(f"""() => {{ const line = document.querySelector('{LINE}');
                   line.dispatchEvent({event});
                   line.dispatchEvent({event}); }}""")
    book.idle()
    assert page.locator(".jumps").inner_text() == "jumps: 3 3"
    assert not book.errors, book.errors[:3]
    book.close()
