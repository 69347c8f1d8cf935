"""Notebook → handout HTML that shows every picture offline, and HTML → PDF through headless Chromium.

Charts are drawn as static SVG by kaleido (plotly's own image export, which drives an installed Chrome or
Chromium): a handout is read and printed, and a static chart prints exactly as it shows, weighs ~20 kB
instead of plotly.js's 4.6 MB and needs no script. Without a browser for kaleido the charts stay
interactive, with plotly.js inlined once per page (still offline, but print lays them out less well).
"""
from __future__ import annotations

import copy
import html
import json
import subprocess
import tempfile
from pathlib import Path

import nbformat
import plotly.graph_objects as go
import plotly.io as pio
from nbconvert import HTMLExporter
from nbconvert.preprocessors import Preprocessor
from traitlets import Any

from ..games import GAMES, game_module
from .static import CHART_CLASS, PLOTLY_MIME, WIDGET_MIME, chart_title, charts_in, replace_charts

TEMPLATES = Path(__file__).parent / "templates"
LIVE_WIDGET_NOTE = ('<p class="fresco-live-widget">[A live widget stood here: run the notebook to use it.]</p>')
PDF_SECONDS = 180
HIDDEN_INPUT_TAGS = {"hide-input", "remove-input",      # besides JupyterLab's "hidden input" (source_hidden)
                     "question"}                       # a question shows as its question, never its checking code
CHART_WIDTH = 860       # px, for a chart that sets none: the width of an output on a 1000 px wide page
DATA_NOTE = ('<p class="fresco-data">Played with the component data <b>{name}</b>, not the data shipped with '
             'the kit.</p>')


def browser_path() -> str | None:
    """The installed Chrome/Chromium that kaleido finds (``BROWSER_PATH`` overrides), or None; the PDF is
    printed with the same one. A browser is never downloaded."""
    from choreographer.browsers.chromium import Chromium
    return Chromium.find_browser(skip_local=True)


class ChartPainter:
    """Draws plotly figures for a handout: static SVG through kaleido (one browser for all the figures of a
    run; use it as a context manager), or interactive HTML when no browser can be started."""

    def __init__(self):
        self.static = browser_path() is not None
        self._server = False
        self.notice = "" if self.static else ("no Chrome or Chromium found: charts stay interactive "
                                              "(plotly.js inlined), which prints less well")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self._server:
            import kaleido
            kaleido.stop_sync_server(silence_warnings=True)
            self._server = False

    def draw(self, figures: list[dict]) -> list[str]:
        """One HTML picture per figure, each a ``<figure class="fresco-chart">``."""
        figures = [go.Figure(figure, skip_invalid=True) for figure in figures]    # plotly's default template
        if self.static:
            import kaleido
            if not self._server:
                kaleido.start_sync_server(silence_warnings=True)
                self._server = True
            pictures = [kaleido.calc_fig_sync(figure, opts={"format": "svg",
                                                            "width": figure.layout.width or CHART_WIDTH}).decode()
                        for figure in figures]
        else:
            pictures = [pio.to_html(figure, full_html=False, include_plotlyjs=i == 0, include_mathjax=False,
                                    config={"displayModeBar": False}) for i, figure in enumerate(figures)]
        return [f'<figure class="{CHART_CLASS}" data-title="{html.escape(chart_title(figure.to_plotly_json()))}">'
                f'{picture}</figure>' for figure, picture in zip(figures, pictures)]


class StaticOutputs(Preprocessor):
    """Makes every live output static: plotly outputs and the chart placeholders stored beside widgets are
    drawn by ``painter``; a widget view gives way to the static picture stored beside it (or to a note
    that a live widget stood there); inputs hidden in JupyterLab or tagged ``hide-input``/``remove-input``/
    ``question`` are left out."""

    painter = Any(help="a ChartPainter")

    def preprocess(self, nb, resources):
        outputs = [output for cell in nb.cells if cell.cell_type == "code" for output in cell.get("outputs", [])
                   if "data" in output]
        for output in outputs:
            _drop_live_view(output)
        figures = [figure for output in outputs for figure in _figures(output)]
        pictures = iter(self.painter.draw(figures) if figures else [])
        for output in outputs:
            data = output["data"]
            if PLOTLY_MIME in data:
                data["text/html"] = next(pictures)
                del data[PLOTLY_MIME]
            elif "text/html" in data:
                data["text/html"] = replace_charts(_text(data["text/html"]), pictures)
        for cell in nb.cells:
            metadata = cell.get("metadata", {})
            if metadata.get("jupyter", {}).get("source_hidden") or HIDDEN_INPUT_TAGS & set(metadata.get("tags", ())):
                cell.metadata["transient"] = {"remove_source": True}
        nb.metadata.pop("widgets", None)
        return nb, resources


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else value


def _drop_live_view(output) -> None:
    """Remove a widget view; keep the static picture beside it, or put a note in its place."""
    data = output["data"]
    if data.pop(WIDGET_MIME, None) is not None and set(data) <= {"text/plain"}:
        data["text/html"] = LIVE_WIDGET_NOTE


def _figures(output) -> list[dict]:
    """The plotly figures an output holds (its plotly JSON, or chart placeholders in its HTML)."""
    data = output["data"]
    if PLOTLY_MIME in data:
        figure = data[PLOTLY_MIME]
        return [json.loads(figure) if isinstance(figure, str) else figure]
    return charts_in(_text(data.get("text/html", "")))


def handout_html(nb, painter: ChartPainter, title: str) -> str:
    """The notebook (with its outputs) as one self-contained HTML page; ``nb`` is not changed."""
    nb = copy.deepcopy(nb)
    nb.metadata["title"] = title
    for label in reversed(active_data_labels()):     # a game's active data that is not its shipped data is named at the top
        nb.cells.insert(0, nbformat.v4.new_markdown_cell(DATA_NOTE.format(name=html.escape(label))))
    exporter = HTMLExporter(template_name="handout", extra_template_basedirs=[str(TEMPLATES)],
                            exclude_anchor_links=True)
    exporter.register_preprocessor(StaticOutputs(painter=painter), enabled=True)
    body, _ = exporter.from_notebook_node(nb)
    return body


def active_data_labels() -> list[str]:
    """The names of the games' active component data that is not their shipped data (the game protocol's
    ``data_tables()``), in the registry's order."""
    labels = []
    for name in GAMES:
        tables = game_module(name).data_tables()
        label = tables.label(tables.active())
        if label:
            labels.append(label)
    return labels


def print_pdf(html_file: Path, pdf_file: Path, browser: str) -> None:
    """Print ``html_file`` to ``pdf_file`` with headless Chrome/Chromium (A4, no header or footer)."""
    with tempfile.TemporaryDirectory(prefix="fresco-pdf-") as profile:
        done = subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
             f"--user-data-dir={profile}", "--virtual-time-budget=5000", f"--print-to-pdf={pdf_file}",
             Path(html_file).resolve().as_uri()],
            capture_output=True, text=True, timeout=PDF_SECONDS)
    if done.returncode != 0 or not Path(pdf_file).exists():
        raise RuntimeError(f"{browser} could not print {html_file}: {done.stderr.strip()[-300:]}")
