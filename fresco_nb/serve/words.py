"""The served pages' words, from the catalogue ``texts/<lang>/widgets.toml`` ([pages]) in the widget language."""
from __future__ import annotations

from ..texts import widget_panel, widget_text


def say(key: str, **values) -> str:
    """The pages' text ``key`` filled with ``values``."""
    return widget_text("pages", key, **values)


def page_words() -> dict[str, str]:
    """Every text of the pages, for page.js: its placeholders ("{name}") left for the page to fill."""
    return widget_panel("pages")
