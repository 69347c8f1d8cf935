"""A plotly ``FigureWidget`` whose views, once removed, leave no listener behind (see ``live_figure.js``).

Plotly's own FigureWidget keeps a removed view's listeners on its model, so after a view goes (the cell that
shows it run again, a panel re-created) every update of the figure logs "Error setting state: Cannot read
properties of undefined (reading 'length')" in the browser console. This class runs plotly's widget bundle
unchanged inside a small wrapper that registers each view's listeners on that view's own model."""
from __future__ import annotations

import json
import pathlib
from contextlib import contextmanager
from copy import deepcopy

import plotly

from ...handouts.static import SnapshotFigureWidget

PLOTLY_BUNDLE = pathlib.Path(plotly.__file__).parent / "package_data" / "widgetbundle.js"
WRAPPER = pathlib.Path(__file__).with_name("live_figure.js")


def live_figure_esm() -> str:
    """The wrapper's module with plotly's widget bundle inside it as a string."""
    wrapper = WRAPPER.read_text(encoding="utf-8")
    marker = 'const PLOTLY_BUNDLE = "";'
    if wrapper.count(marker) != 1:
        raise ValueError(f"{WRAPPER.name}: expected one line {marker!r}")
    return wrapper.replace(marker, f"const PLOTLY_BUNDLE = {json.dumps(PLOTLY_BUNDLE.read_text(encoding='utf-8'))};")


class LiveFigureWidget(SnapshotFigureWidget):
    """A ``FigureWidget`` (with a static copy of its state in exports) whose removed views leave nothing behind:
    keep one and update it in place, however often the cell showing it runs again."""

    _esm = live_figure_esm()

    @contextmanager
    def batch_update(self):
        """Plotly's ``batch_update``, after which the widget's own state holds the figure as it now is.

        Plotly refreshes that state only when the figure itself is displayed; shown inside a box (the stepper's
        chart panel), a view opened later started from the figure as first made, so the browser, measuring its
        defaults against that old state, had plotly drop properties set since: the mood lines lost their
        ``showlegend=False`` and each painter stood twice in the legend."""
        with super().batch_update():
            yield
        self._widget_layout = deepcopy(self._layout_obj._props)
        self._widget_data = deepcopy(self._data)
