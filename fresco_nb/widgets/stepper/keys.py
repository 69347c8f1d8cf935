"""Presenter keys: a strip on the teacher's screen that, once clicked, lets a presenter remote or the keyboard drive
the game — Space or Page Down: the bots' next decision; → : one decision forward (along the timeline after an undo,
else a bot's); ← or Page Up: undo. JupyterLab's own keys are not triggered while the strip has the focus."""
from __future__ import annotations

import pathlib

import anywidget
import traitlets

from .words import say

HERE = pathlib.Path(__file__).parent
KEYS = {" ": "step", "PageDown": "step", "ArrowRight": "forward", "ArrowLeft": "undo", "PageUp": "undo"}


class PresenterKeys(anywidget.AnyWidget):
    """The strip; ``commands`` maps "step", "forward" and "undo" to what each does (the stepper's methods)."""

    _esm = HERE / "keys.js"
    label = traitlets.Unicode("").tag(sync=True)     # the strip's name for screen readers
    hint = traitlets.Unicode("").tag(sync=True)      # the strip's text

    def __init__(self, commands: dict, **kwargs):
        super().__init__(label=say("keys_label"), hint=say("keys_hint"), **kwargs)
        unknown = set(commands) ^ set(KEYS.values())
        if unknown:
            raise ValueError(f"presenter keys need exactly the commands {sorted(set(KEYS.values()))}")
        self._commands = dict(commands)
        self.on_msg(self._on_message)

    def press(self, key: str):
        """Do what ``key`` (a browser key name: " ", "PageDown", "ArrowRight", "ArrowLeft", "PageUp") does."""
        if key not in KEYS:
            raise ValueError(f"no presenter key {key!r}; the keys are {', '.join(map(repr, KEYS))}")
        return self._commands[KEYS[key]]()

    def _on_message(self, _widget, content, _buffers) -> None:
        key = content.get("key") if isinstance(content, dict) else None
        if isinstance(key, str) and key in KEYS:          # anything else from the page is ignored
            self.press(key)
