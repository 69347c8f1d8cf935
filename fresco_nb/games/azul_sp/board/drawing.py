"""Azul's print sizes, tile colours, tile shapes and panels.

What a drawing reads from the game (:class:`~fresco_nb.drawing.board.Drawing`), the panels' frames and the text,
rectangle and number primitives are the kit's drawing kit (:mod:`fresco_nb.drawing`), so every game's board prints
and clicks alike; the print size is set per drawing through the same layout setting.
"""
from __future__ import annotations

from ....drawing.board import framed
from ....drawing.primitives import INK, Layout, _n, _rect, _text, _width
from .words import colour_name, say

# print sizes: "notebook" (a laptop), "print" (a handout: no clicks), "projector" (a 16:9 board of 1280×720 units,
# texts ≥ 15 units, key texts ≥ 26: ≥ 14 px and ≥ 24 px on a board from 675 px high, as Fresco's projector board)
LAYOUTS = {"notebook": Layout("notebook", 9, 0), "print": Layout("print", 9, 0),
           "projector": Layout("projector", 15, 26)}
STATIC = ("print",)      # layouts drawn without clicks
TILE_COLOURS = {"purple": "#7b3fa0", "green": "#2f9e44", "orange": "#f07f1d", "yellow": "#f2c12e",
                "blue": "#1f5fbf", "red": "#d62828"}
TILE_INK = {"orange": "#3a1c00", "yellow": "#3a2c00"}          # dark letters on light tiles; white elsewhere
WILD_RING = "#ffcf33"
UNKNOWN_COLOUR = "#9e9e9e"          # a colour an edited data set adds: drawn grey with its letter


def tile(x, y, size, colour: str, wild: bool = False, letter: bool = True) -> str:
    """A tile seen from above: a rounded square in its colour with its initial (readable without colour vision);
    a tile of the round's wild colour has a gold ring."""
    fill = TILE_COLOURS.get(colour, UNKNOWN_COLOUR)
    ring = (f'<rect x="{_n(x - 1.5)}" y="{_n(y - 1.5)}" width="{_n(size + 3)}" height="{_n(size + 3)}" rx="3.5" '
            f'fill="none" stroke="{WILD_RING}" stroke-width="2.2"/>') if wild else ""
    out = ring + _rect(x, y, size, size, fill, "#000", 0.6, 2.5, ' stroke-opacity="0.35"')
    if letter:
        out += _text(x + size / 2, y + size * 0.5 + size * 0.21, colour_name(colour)[:1].upper(),
                     _n(size * 0.58), TILE_INK.get(colour, "#fff"), "middle", "bold")
    return out


def counted_tiles(x, y, size, holding: dict, wild: str, gap: float = 4) -> tuple[str, float]:
    """A holding ({colour: count}) as a row of tiles, each with "×n" after it; returns the SVG and its width."""
    out, at = [], x
    for colour, count in holding.items():
        out.append(tile(at, y, size, colour, colour == wild))
        label = f"×{count}"
        out.append(_text(at + size + 2, y + size * 0.75, label, size * 0.7, INK))
        at += size + 4 + max(len(label) * size * 0.45, _width(label, size * 0.7)) + gap     # the print's floor
    return "".join(out), at - x


def panel(x, y, w, h, title: str, hot: bool = False, note: str = "") -> str:
    """A framed panel with its title (outlined in gold while the decision due is in it)."""
    return framed(x, y, w, h, title, say("now") if hot else "", note)
