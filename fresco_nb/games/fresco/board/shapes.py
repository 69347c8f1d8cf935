"""Fresco's own shapes: the board's size, Leonardo's colour, paint cubes, painters, apprentices and tiles."""
from __future__ import annotations

from ....drawing.primitives import AUTOMATON_COLOUR, PAINT_COLOURS, PAINT_INK, _memo, _n, _rect, _shape, _text, _width

W, H = 960, 700
LEONARDO_COLOUR = AUTOMATON_COLOUR


@_shape
def _paint(x, y, code, size=12) -> str:
    """A paint cube: a coloured square with its code (readable without colour vision). A code wider than the
    cube in the layout's print (a projector's "Pk") is narrowed to the cube's width."""
    font = size * (0.6 if len(code) == 1 else 0.5)
    narrow = (f' textLength="{_n(size - 1.5)}" lengthAdjust="spacingAndGlyphs"'
              if _width(code, font) > size - 1 else "")
    return (_rect(x, y, size, size, PAINT_COLOURS[code], "#000", 0.6, 2, ' stroke-opacity="0.35"')
            + _text(x + size / 2, y + size / 2 + font * 0.36, code, _n(font), PAINT_INK[code], "middle", "bold",
                    narrow))


@_shape
def _chip(x, y, r, colour, label, ink="#fff") -> str:
    """A painter: a coloured disc with a short label."""
    size = r * (1.0 if len(label) <= 1 else 0.85 if len(label) == 2 else 0.7)
    return (f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" fill="{colour}" stroke="#fff" stroke-width="1.5"/>'
            + _text(x, y + size * 0.36, label, _n(size), ink, "middle", "bold"))


def _tile_back(x, y, spots, w=11, h=15) -> str:
    """A fresco tile face down: an income coin and its colour spots."""
    out = [_rect(x, y, w, h, "#d9c59a", "#a8916a", 0.8, 2),
           f'<circle cx="{_n(x + w / 2)}" cy="{_n(y + 4.5)}" r="2.4" fill="#e6b422" stroke="#9c7a12" stroke-width="0.6"/>']
    for i, spot in enumerate(spots):
        out.append(f'<circle cx="{_n(x + 3 + i * 2.6)}" cy="{_n(y + h - 3.5)}" r="1.9" fill="{PAINT_COLOURS[spot]}"/>')
    return "".join(out)


def _initials(name: str) -> str:
    return name[:2] if len(name) <= 2 else name[0].upper()


@_memo
def _apprentice(x, y, colour) -> str:
    return (f'<circle cx="{_n(x)}" cy="{_n(y - 4)}" r="3" fill="{colour}"/>'
            f'<path d="M{_n(x - 4.5)} {_n(y + 5)}Q{_n(x)} {_n(y - 4)} {_n(x + 4.5)} {_n(y + 5)}Z" fill="{colour}"/>')
