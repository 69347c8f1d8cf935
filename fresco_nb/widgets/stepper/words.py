"""The stepper's words, from the catalogue ``texts/<lang>/widgets.toml`` ([stepper])."""
from __future__ import annotations

from ...texts import widget_text


def say(key: str, **values) -> str:
    """The stepper's text ``key`` filled with ``values``, in the widget language."""
    return widget_text("stepper", key, **values)
