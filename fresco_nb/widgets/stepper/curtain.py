"""The hot-seat curtain: when the decision passes to another human team, their private view stays hidden
on the teacher's laptop until that team presses "show our screen"."""
from __future__ import annotations

import html

import ipywidgets as widgets

from .words import say


class Curtain(widgets.HBox):
    """A banner with a "show our screen" button, shown while a human seat's screen waits to be opened.

    :meth:`close_over` is told which human seat decides now (None: none); the curtain is down over that seat
    unless it is the seat whose screen was opened last. :meth:`reveal` (the button) opens it.
    """

    def __init__(self, on_open):
        self._on_open = on_open
        self.seat: int | None = None       # the seat behind the curtain now
        self.opened: int | None = None     # the human seat whose screen was opened last
        self._text = widgets.HTML()
        self._button = widgets.Button(description=say("show_screen"), icon="eye", button_style="warning",
                                      layout=widgets.Layout(width="auto"))
        self._button.on_click(lambda _: self.reveal())
        super().__init__([self._text, self._button],
                         layout=widgets.Layout(display="none", padding="10px", border="3px solid #E69F00",
                                               align_items="center"))
        self.add_class("fresco-curtain")

    @property
    def down(self) -> bool:
        """True while a seat's screen is hidden."""
        return self.seat is not None

    def close_over(self, seat: int | None, name: str = "") -> None:
        """Hide ``seat``'s screen unless it is the one opened last (None: nobody's screen is due)."""
        self.seat = None if seat is None or seat == self.opened else seat
        if self.seat is None:
            self.layout.display = "none"
            return
        self._text.value = (f'<span style="font-size:20px" data-seat="{seat}">'
                            f'{say("curtain", name=html.escape(name))}</span>')
        self._button.description = say("show_screen_of", name=name)
        self.layout.display = "flex"

    def reveal(self) -> None:
        """Open the screen of the seat behind the curtain."""
        if self.seat is None:
            return
        self.opened, self.seat = self.seat, None
        self.layout.display = "none"
        self._on_open()

    def reset(self) -> None:
        """A new game: nobody's screen has been opened."""
        self.seat = self.opened = None
        self.layout.display = "none"
