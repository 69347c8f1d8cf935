"""The log panel: the game's log lines, the last step's lines highlighted, each rule ID showing its rule's
text as a tooltip (``fresco_nb.rule_text``), and — on the teacher's screen — a click on a line jumps to the
decision after which it was written."""
from __future__ import annotations

import functools
import html
import pathlib

import anywidget
import traitlets

from ... import rule_text
from ...texts import UnknownRule, widget_language
from .words import say

HERE = pathlib.Path(__file__).parent
LOG_LINES = 400          # a long random game writes thousands of lines; re-sending them all would cost more
                         # than the rest of a step
NEW_LINE = "#fff3b0"


@functools.lru_cache(maxsize=None)
def rule_tooltip(rule: str, lang: str = "en") -> str:
    """The rule's ID, title and text in ``lang`` ("<ID> · <title>\\n<text>"), or "" for an ID without a text."""
    try:
        return str(rule_text(rule, lang=lang))
    except UnknownRule:
        return ""


def log_rows(lines: list[str], start: int, first_new: int, decision_of_line) -> list[dict]:
    """One row per log line from line ``start`` on: ``head`` ("R3 · "), ``rule``, ``tail`` (" · text"),
    ``title`` (the rule's text), ``decision`` (the decision after which it was written), ``new``."""
    rows, lang = [], widget_language()
    for i, line in enumerate(lines, start):
        head, rule, tail = line, "", ""
        parts = line.split(" · ", 2)
        if len(parts) == 3:
            head, rule, tail = parts[0] + " · ", parts[1], " · " + parts[2]
        rows.append({"head": head, "rule": rule, "tail": tail, "title": rule_tooltip(rule, lang) if rule else "",
                     "decision": decision_of_line(i), "new": i >= first_new})
    return rows


def log_html(rows: list[dict], earlier: int, font_px: int = 12) -> str:
    """The rows as static HTML (handouts, exports): rule IDs carry their text as a ``title`` tooltip."""
    out = []
    if earlier:
        out.append(f'<div style="color:#666">{html.escape(say("earlier_lines", earlier=earlier))}</div>')
    for row in rows:
        style = f' style="background:{NEW_LINE}"' if row["new"] else ""
        rule = (f'<abbr title="{html.escape(row["title"])}">{html.escape(row["rule"])}</abbr>' if row["title"]
                else html.escape(row["rule"]))
        out.append(f"<div{style}>{html.escape(row['head'])}{rule}{html.escape(row['tail'])}</div>")
    return (f'<div style="height:220px;overflow-y:auto;display:flex;flex-direction:column-reverse;'
            f'border:1px solid #ddd;padding:4px;font-family:ui-monospace,monospace;font-size:{font_px}px;'
            f'line-height:1.35"><div>{"".join(out)}</div></div>')


class LogWidget(anywidget.AnyWidget):
    """The log, live: ``rows`` (see :func:`log_rows`), ``earlier`` lines not sent, ``font_px``; when
    ``clickable``, a click on a line sets ``jump_to`` to its decision and the callbacks of :meth:`on_jump` run."""

    _esm = HERE / "log.js"

    rows = traitlets.List(traitlets.Dict()).tag(sync=True)
    earlier = traitlets.Int(0).tag(sync=True)
    earlier_note = traitlets.Unicode("").tag(sync=True)     # the words for the earlier lines not sent
    label = traitlets.Unicode("").tag(sync=True)            # the log's name for screen readers
    jump_label = traitlets.Unicode("").tag(sync=True)       # a clickable line's label before its text ({decision})
    font_px = traitlets.Int(12).tag(sync=True)
    clickable = traitlets.Bool(True).tag(sync=True)
    jump_to = traitlets.Int(-1).tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(label=say("log"), jump_label=say("jump_to", decision="{decision}"), **kwargs)
        self._callbacks = []

    def on_jump(self, callback) -> None:
        """Call ``callback(decision)`` when a line is clicked."""
        self._callbacks.append(callback)

    def show(self, rows: list[dict], earlier: int) -> None:
        with self.hold_sync():
            self.rows = rows
            self.earlier = earlier
            self.earlier_note = say("earlier_lines", earlier=earlier) if earlier else ""

    def static_html(self) -> str:
        return log_html(self.rows, self.earlier, self.font_px)

    @traitlets.observe("jump_to")
    def _on_jump_to(self, change) -> None:
        decision = change["new"]
        if decision < 0:
            return
        try:
            if self.clickable:
                for callback in list(self._callbacks):
                    callback(decision)
        finally:
            self.jump_to = -1
