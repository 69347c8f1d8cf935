"""Auto-play: the bots decide one after another, about one decision a second (adjustable), pausing when a
new phase begins and waiting at a human's decision; after the human's click they go on by themselves."""
from __future__ import annotations

import asyncio

import ipywidgets as widgets

from .words import say


class AutoPlay(widgets.HBox):
    """The switch, the speed and the pause-at-each-phase box. ``step()`` makes one bot decision and returns
    how many it made (0: a human must decide or the game is over); ``where()`` the (round, phase) now;
    ``paused(reason)`` tells the stepper why auto-play stopped."""

    def __init__(self, step, where, paused, seconds: float = 1.0):
        self._step, self._where, self._paused = step, where, paused
        self._handle = None
        self.switch = widgets.ToggleButton(value=False, description=say("autoplay"), icon="play",
                                           tooltip=say("autoplay_tip"),
                                           layout=widgets.Layout(width="auto"))
        self.seconds = widgets.FloatSlider(value=seconds, min=0.1, max=5, step=0.1, description=say("seconds"),
                                           continuous_update=False, readout_format=".1f",
                                           layout=widgets.Layout(width="260px"), style={"description_width": "80px"})
        self.pause_at_phase = widgets.Checkbox(value=True, description=say("pause_at_phase"), indent=False,
                                               layout=widgets.Layout(width="auto"))
        self.switch.observe(self._on_switch, names="value")
        super().__init__([self.switch, self.seconds, self.pause_at_phase])

    @property
    def on(self) -> bool:
        return self.switch.value

    def start(self) -> None:
        self.switch.value = True

    def stop(self) -> None:
        self.switch.value = False

    def _on_switch(self, change) -> None:
        self.switch.icon = "pause" if change["new"] else "play"
        if change["new"]:
            self.schedule(0)
        else:
            self._cancel()

    def _cancel(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def schedule(self, delay: float | None = None) -> None:
        """Make the next decision after ``delay`` seconds (default: the speed set) if auto-play is on."""
        self._cancel()
        if not self.on:
            return
        try:
            loop = asyncio.get_running_loop()   # the kernel's loop (a widget callback or a cell runs in it)
        except RuntimeError:                    # no running loop (a plain script): call tick() yourself
            return
        self._handle = loop.call_later(self.seconds.value if delay is None else delay, self.tick)

    def tick(self) -> int:
        """One auto-play decision; schedules the next unless a human must decide, the game is over, or a new
        phase begins (then auto-play pauses). Returns the decisions made (0 or 1)."""
        self._handle = None
        if not self.on:
            return 0
        before = self._where()
        made = self._step()
        if not made:
            return 0                            # waiting: the stepper calls schedule() after the human's click
        now = self._where()
        if self.pause_at_phase.value and now != before:
            self.stop()
            self._paused(say("autoplay_paused", round=now[0], phase=now[1]))
            return made
        self.schedule()
        return made
