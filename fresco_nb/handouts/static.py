"""Static pictures stored beside live outputs, so that exports show a widget's state.

A live widget (the board, the stepper, a plotly ``FigureWidget``) is only a reference to a model in the
running kernel: nbconvert HTML or a PDF cannot draw it. So each of them also puts a static picture of its
state into its output bundle; JupyterLab still shows the live view, which it ranks above the static ones.

A board is an SVG already. A chart cannot be drawn to a picture inside the kernel cheaply (that takes a
browser), so it travels as its plotly JSON inside ``<figure class="fresco-chart">``, with a caption that
stands in for it in a plain ``nbconvert`` export; ``python -m fresco_nb handouts`` draws each one as SVG.
"""
from __future__ import annotations

import html
import json
import re

import plotly.graph_objects as go
import plotly.io as pio

from ..texts import widget_text

PLOTLY_MIME = "application/vnd.plotly.v1+json"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
CHART_CLASS = "fresco-chart"
SNAPSHOT_CLASS = "fresco-snapshot"

# the chart placeholder written by chart_html and read back by charts_in
_CHART_RE = re.compile(
    r'<figure class="' + CHART_CLASS + r'"><script type="' + re.escape(PLOTLY_MIME) + r'">(?P<json>.*?)</script>'
    r'<figcaption>.*?</figcaption></figure>', re.S)


def chart_title(figure: dict) -> str:
    """The title of a plotly figure dict, else its subplot titles joined ("" when it has neither)."""
    layout = figure.get("layout", {})
    title = layout.get("title", "")
    title = title.get("text", "") if isinstance(title, dict) else str(title)
    return title or " · ".join(note["text"] for note in layout.get("annotations", ()) if note.get("text"))


def _say(key: str, **values) -> str:
    """A chart's stand-in words (``texts/<lang>/widgets.toml``, [charts]) in the widget language."""
    return widget_text("charts", key, **values)


def chart_html(figure) -> str:
    """A chart as HTML that keeps its figure (plotly JSON in a script tag) and names it in a caption.
    The figure's template is left out (kB per chart); it is drawn with plotly's default template."""
    figure = figure if isinstance(figure, dict) else json.loads(pio.to_json(figure, validate=False))
    figure = {**figure, "layout": {k: v for k, v in figure.get("layout", {}).items() if k != "template"}}
    payload = json.dumps(figure, separators=(",", ":")).replace("</", "<\\/")
    caption = _say("export_stand_in", title=html.escape(chart_title(figure) or _say("export_untitled")),
                   command="<code>python -m fresco_nb handouts</code>")
    return (f'<figure class="{CHART_CLASS}"><script type="{PLOTLY_MIME}">{payload}</script>'
            f'<figcaption>{caption}</figcaption></figure>')


def charts_in(text: str) -> list[dict]:
    """The figures of the chart placeholders in ``text``, in order."""
    return [json.loads(match["json"]) for match in _CHART_RE.finditer(text)]


def replace_charts(text: str, pictures) -> str:
    """``text`` with each chart placeholder replaced by the next item of ``pictures`` (HTML strings)."""
    pictures = iter(pictures)
    return _CHART_RE.sub(lambda _: next(pictures), text)


def snapshot_html(*parts: str) -> str:
    """Static parts (HTML, SVG, chart placeholders) of one widget, stacked in one block."""
    return f'<div class="{SNAPSHOT_CLASS}">' + "".join(parts) + "</div>"


def with_static(bundle, mimetype: str, content: str):
    """A widget's mime bundle (a dict, or ``(data, metadata)`` as anywidget returns) with a static
    ``mimetype`` picture added beside the live view."""
    if bundle is None:
        return {mimetype: content}
    data, metadata = bundle if isinstance(bundle, tuple) else (bundle, None)
    data = {**data, mimetype: content}
    return data if metadata is None else (data, metadata)


class SnapshotFigureWidget(go.FigureWidget):
    """A plotly ``FigureWidget`` whose output also keeps its figure as a static chart (:func:`chart_html`)."""

    def _repr_mimebundle_(self, include=None, exclude=None, validate=True, **kwargs):
        bundle = super()._repr_mimebundle_(include, exclude, validate, **kwargs)
        title = chart_title(self.to_plotly_json()) or _say("export_untitled_live")
        bundle = with_static(bundle, "text/plain", _say("export_plain", title=title))
        return with_static(bundle, "text/html", snapshot_html(chart_html(self)))
