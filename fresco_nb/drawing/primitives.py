"""The kit's drawing primitives, shared by every game's board (SVG strings): colours, print sizes (``LAYOUTS``),
memoised texts, numbers and shapes. The Fresco family's paints and bishop are here too: Fresco and its card game
both draw them."""
from __future__ import annotations

from contextvars import ContextVar
from functools import lru_cache, wraps
from html import escape
from typing import NamedTuple


FONT = "Helvetica, Arial, sans-serif"

PAINT_COLOURS = {"R": "#d62828", "Y": "#f2c12e", "B": "#1f5fbf", "O": "#f07f1d", "G": "#2f9e44",
                 "V": "#7b3fa0", "Pk": "#f48fb8", "Br": "#8a5a2b"}
PAINT_INK = {"R": "#fff", "Y": "#3a2c00", "B": "#fff", "O": "#3a1c00", "G": "#fff", "V": "#fff",
             "Pk": "#4a1030", "Br": "#fff"}
# players in the Okabe–Ito colour-blind-safe palette: blue, vermillion, bluish green, reddish purple; Leonardo orange
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
AUTOMATON_COLOUR = "#E69F00"   # a painter no seat plays (Fresco's Leonardo), on boards and charts
HOT = "#f0a500"          # the current decision
LEGAL = "#2e7d32"        # a legal click
INK = "#3f3224"
SOFT = "#8c7b66"
PANEL_FILL = "#fffdf8"
PANEL_LINE = "#d9cdb8"
BISHOP = "#2b2b2b"       # black: no paint or player shares it


# Texts, numbers and shapes come back again and again, from one board to the next (labels, coordinates, the
# panels' frames): each is written once, then looked up. The memos stop growing at MEMO_LIMIT entries (texts and
# numbers are then written afresh; the shapes' memo forgets the least recently drawn). Twenty whole games of 2-4
# players served together fill about 10,000 texts and 2,000 other shapes: the limit bounds the memory, not the use.
# A memoised shape reads nothing but its arguments and the layout: its words come worded by the caller (a shape
# that read the widget language or the game itself could not be memoised here).
MEMO_LIMIT = 20_000
_ESCAPED: dict[str, str] = {}
_NUMBERS: dict[float, str] = {}


def _e(text) -> str:
    """``text`` escaped for an SVG text or attribute (``&``, ``<``, ``>`` and both quotes)."""
    text = text if type(text) is str else str(text)
    escaped = _ESCAPED.get(text)
    if escaped is None:
        escaped = escape(text, quote=True)
        if len(_ESCAPED) < MEMO_LIMIT:
            _ESCAPED[text] = escaped
    return escaped


def _n(value) -> str:
    """A coordinate without float noise: one decimal at most, none for a whole number."""
    written = _NUMBERS.get(value)
    if written is None:
        rounded = round(value, 1)
        written = str(int(rounded)) if rounded == int(rounded) else str(rounded)
        if len(_NUMBERS) < MEMO_LIMIT:
            _NUMBERS[value] = written
    return written


class Layout(NamedTuple):
    """How large the drawing's print is: ``desk`` (a notebook on a laptop) or ``projector`` (read from the back of
    a room: every text at least ``least`` units, the names, scores, whose turn and the phase at least ``key``).
    The projector's board is 16:9, 1280×720 units: its 15 and 26 units are ≥ 14 px and
    ≥ 24 px on a board from 675 px high (a 1280×720 window less JupyterLab's menu bar: a margin)."""
    name: str
    least: float
    key: float


LAYOUTS = {"desk": Layout("desk", 8, 0), "projector": Layout("projector", 15, 26)}
_LAYOUT: ContextVar[Layout] = ContextVar("board_layout", default=LAYOUTS["desk"])


_memo = lru_cache(maxsize=MEMO_LIMIT, typed=True)
"""A shape that does not depend on the layout, drawn once per arguments, then looked up. Arguments of different
types are kept apart (``stroke-width="1"`` is not ``"1.0"``)."""


def _shape(draw):
    """A shape that depends on the layout (its texts' print sizes), drawn once per arguments and layout."""
    drawn = _memo(lambda layout, *args, **kwargs: draw(*args, **kwargs))

    @wraps(draw)
    def shape(*args, **kwargs):
        return drawn(_LAYOUT.get(), *args, **kwargs)
    return shape


@_shape
def _text(x, y, text, size=10, fill=INK, anchor="start", weight=None, extra="", key=False) -> str:
    """A text; ``key`` marks names, scores, whose turn and the phase (larger on a projector)."""
    layout = _LAYOUT.get()
    size = max(float(size), layout.key if key else layout.least)
    bold = f' font-weight="{weight}"' if weight else ""
    role = ' data-key="1"' if key else ""
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" fill="{fill}" text-anchor="{anchor}"{bold}'
            f'{role}{extra}>{_e(text)}</text>')


def _width(text, size, key=False) -> float:
    """About how wide ``text`` is drawn at ``size`` in the current layout (Helvetica's mean letter width)."""
    layout = _LAYOUT.get()
    return len(str(text)) * 0.56 * max(float(size), layout.key if key else layout.least)


@_memo
def _rect(x, y, w, h, fill, stroke="none", sw=1, rx=0, extra="") -> str:
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{rx}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{sw}"{extra}/>')


def _mitre(cx, cy, scale=1.0, attrs="") -> str:
    """The bishop: a mitre with a cross (``attrs``: what makes it answer a click)."""
    s = scale
    pts = [(-7, 10), (-7, -1), (0, -11), (7, -1), (7, 10)]
    poly = " ".join(f"{_n(cx + a * s)},{_n(cy + b * s)}" for a, b in pts)
    return (f'<g class="bishop"{attrs}><polygon points="{poly}" fill="{BISHOP}" stroke="#fff" stroke-width="1.2"/>'
            f'<path d="M{_n(cx)} {_n(cy - 5 * s)}V{_n(cy + 7 * s)}M{_n(cx - 3.5 * s)} {_n(cy - 1 * s)}H{_n(cx + 3.5 * s)}" '
            f'stroke="#f6e7ff" stroke-width="{_n(1.6 * s)}"/></g>')
