"""The projector output: the public table only — board, whose turn and which phase, names and scores, the
tracks and the log — large enough to read from the back of a room. It is drawn from the public view alone
(``game.view("public")``, the game's ``board_svg(game, "public", "projector")`` through the game protocol), whatever
the teacher's screen shows.

It shows one of two pages, chosen on the teacher's screen: the table (the 16:9 projector board, as large as the
window allows without scrolling: 1280×720 or 1920×1080) or the story so far (whose turn, the scores, the score and
mood tracks over the game and the last lines of the log)."""
from __future__ import annotations

import html
import re

import ipywidgets as widgets
import plotly.io as pio

from ...games import module_of
from ..charts import painter_colours, tracks_spec
from .log import LogWidget
from .words import say

LOG_LINES = 12
FIT_MARGIN_PX = 40       # the window's height the board leaves free (JupyterLab's menu bar, the output's padding)
PAGES = ("table", "story")      # what the projector shows: [stepper] shows_<page>
KEY_PX = 28              # names, scores, whose turn, the phase (≥ 24 px at the smallest size)
TEXT_PX = 18             # every other text (≥ 14 px)
_SVG_SIZE = re.compile(r'^(<svg\b[^>]*?) width="[\d.]+" height="[\d.]+"')
_SVG_TEXT = re.compile(r'>([^<>]+)<|data-action="([^"]*)"')


def svg_texts(svg: str) -> str:
    """The texts an SVG shows and the actions it offers (``data-action``), one a line."""
    return "\n".join(shown or action for shown, action in _SVG_TEXT.findall(svg))


def fluid_svg(svg: str) -> str:
    """The SVG drawn as wide as its box (its own width and height replaced by 100 % and auto)."""
    return _SVG_SIZE.sub(r'\1 style="width:100%;height:auto;display:block"', svg, count=1)


class Projector(widgets.VBox):
    """Open it in its own window on the projector (JupyterLab: right-click → "Create New View for Cell Output").
    ``controls`` go on the teacher's screen: ``page`` ("table": the board fitted to the window, or "story": the
    tracks and the log) and ``scale`` (the "Projector text %" slider, 100–200 %: above 100 the board grows past
    the window's height and scrolls)."""

    def __init__(self):
        self.scale = widgets.IntSlider(value=100, min=100, max=200, step=10, description=say("projector_text"),
                                       continuous_update=False, layout=widgets.Layout(width="320px"),
                                       style={"description_width": "110px"})
        self.page = widgets.ToggleButtons(options=[(say("shows_" + page), page) for page in PAGES], value="table",
                                          description=say("projector_shows"),
                                          style={"description_width": "110px", "button_width": "120px"})
        self.controls = widgets.HBox([self.page, self.scale])
        self._header = widgets.HTML()
        self._scores = widgets.HTML()
        self._board = widgets.HTML(layout=widgets.Layout(width="100%", overflow="auto"))
        self._tracks = widgets.Output(layout=widgets.Layout(width="100%"))
        self._log = LogWidget(clickable=False, font_px=TEXT_PX)
        self._stepper = None
        self.scale.observe(lambda _: self.refresh(), names="value")
        self.page.observe(lambda _: self._show_page(), names="value")
        super().__init__([self._board], layout=widgets.Layout(width="100%"))
        self.add_class("fresco-projector-output")

    def _show_page(self) -> None:
        story = [self._header, self._scores, self._tracks, self._log]
        self.children = [self._board] if self.page.value == "table" else story

    def follow(self, stepper) -> None:
        """Show ``stepper``'s game from now on (refreshed by the stepper after every change)."""
        self._stepper = stepper
        self.refresh()

    def _px(self, size: int) -> int:
        return round(size * self.scale.value / 100)

    def refresh(self) -> None:
        """Redraw from the public view of the stepper's game."""
        stepper = self._stepper
        if stepper is None:
            return
        game = stepper.game
        view = game.view("public")
        key, text = self._px(KEY_PX), self._px(TEXT_PX)
        self._header.value = (f'<div class="fresco-key" style="font-size:{key}px;font-weight:bold;line-height:1.3">'
                              f'{html.escape(stepper.public_status())}</div>')
        colours = painter_colours(game)
        cells = []
        for p, colour in zip(view["players"], colours):
            mood = "" if p.get("mood") is None else say("projector_mood", mood=p["mood"])
            cells.append(f'<span style="display:inline-block;margin-right:28px">'
                         f'<span class="fresco-key" style="font-size:{key}px"><span style="color:{colour}">●</span> '
                         f'<b>{html.escape(p["name"])}</b> {html.escape(say("projector_score", vp=p["score"]))}</span>'
                         f'<span style="font-size:{text}px">{html.escape(mood)}</span></span>')
        self._scores.value = f'<div style="line-height:1.4">{"".join(cells)}</div>'
        self._board.value = self._fitted(module_of(game).board_svg(game, "public", "projector"))
        spec = tracks_spec(stepper.records, font=text)
        bundle = pio.renderers["plotly_mimetype"].to_mimebundle(
            {**spec, "config": {"displayModeBar": False, "responsive": True}})
        bundle["text/plain"] = say("projector_tracks")
        self._tracks.outputs = ({"output_type": "display_data", "data": bundle, "metadata": {}},)
        self._log.font_px = text
        self._log.show(stepper.log_rows(LOG_LINES, highlight=False), 0)

    def _fitted(self, svg: str) -> str:
        """The board as wide as the output and no higher than the window (less ``FIT_MARGIN_PX``), its 16:9
        drawing centred; at a ``scale`` above 100 % wider than the output, and as high as that makes it."""
        scale = self.scale.value
        fit = (f"<style>.fresco-projector-board svg{{max-height:calc(100vh - {FIT_MARGIN_PX}px)}}</style>"
               if scale == 100 else "")
        return f'<div class="fresco-projector-board" style="width:{scale}%">{fit}{fluid_svg(svg)}</div>'

    def texts(self) -> str:
        """Every text the projector holds now (what a leak test searches)."""
        return "\n".join([self._header.value, self._scores.value, svg_texts(self._board.value), str(self._tracks.outputs),
                          str(self._log.rows)])
