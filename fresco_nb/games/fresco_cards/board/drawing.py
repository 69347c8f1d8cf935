"""What one drawing of the card game's table reads, its print sizes, its words, and the card and tile shapes.

The text, rectangle and number primitives, the panels' frames and the drawing's reading of the game (the view, the
decision, the viewer's legal actions, each clickable once) are the kit's drawing kit (:mod:`fresco_nb.drawing`), so
every game's board prints and clicks alike.
"""
from __future__ import annotations

from ....drawing.board import Drawing, framed
from ....drawing.primitives import (INK, PAINT_COLOURS, PAINT_INK, SOFT, _LAYOUT, Layout, _mitre, _n, _rect, _text,
                                   _width)
from ....texts import widget_text

# print sizes: "notebook" (a laptop), "print" (a handout: no clicks), "projector" (16:9, 1280×720 units for the
# public table; every text at least 15 units, names, scores, the round and whose turn at least 26)
LAYOUTS = {"notebook": Layout("notebook", 9, 0), "print": Layout("print", 9, 0),
           "projector": Layout("projector", 15, 26)}
STATIC = ("print",)      # layouts drawn without clicks
PANEL = "cards_board"    # the words' panel of texts/<lang>/widgets.toml

PAINT_FILL = {**PAINT_COLOURS, "P": PAINT_COLOURS["V"]}
PAINT_LETTER_INK = {**PAINT_INK, "P": PAINT_INK["V"]}
UNKNOWN_PAINT = "#9e9e9e"             # a paint an edited data set adds: drawn grey with its code
BACKS = ("#7a4b2a", "#35607f", "#2f6f5a", "#6b3f79")     # the market's and workshop piles I..III's backs
CARD_FACE = "#fffaf0"
FRESCO_FACE = "#f3e6c8"
STEP_EDGE = "#c0392b"                 # the red edge of step 0, the lowest value
NOW_EDGE = "#e0a800"                  # the edge facing the table: the value a restored fresco scores
NOW_VALUE = "#7a5200"                 # ... and that value
CARD_W, CARD_H = 46, 64               # a hand card
PILE_NAMES = ("market", "I", "II", "III")
CAPITALS = 0.72                       # a capital's height per unit of font size (Helvetica)


def say(key: str, **values) -> str:
    """The board's text ``key`` from the catalogue (``[cards_board]`` of ``texts/<lang>/widgets.toml``)."""
    return widget_text(PANEL, key, **values)


def paint_name(paint: str) -> str:
    """A paint's name in the widget language (the data's code for a paint the catalogue does not name)."""
    try:
        return say("paint_" + paint)
    except KeyError:
        return paint


def act(d: Drawing, text: str) -> str:
    """The click attributes of a part standing for the action ``text`` if it is a legal click still undrawn, else
    "" (a part that stands for no legal action answers no click)."""
    return d.click(text, text) if d.live and text in d.actions else ""


def fits(text: str, size: float, width: float) -> str:
    """A text's extra attributes that narrow it to ``width`` when it is drawn wider in the layout's print."""
    return (f' textLength="{_n(width)}" lengthAdjust="spacingAndGlyphs"' if _width(text, size) > width else "")


def swatch(x, y, size, paint: str, letter: bool = True) -> str:
    """A paint: a coloured square with its code (readable without colour vision)."""
    out = _rect(x, y, size, size, PAINT_FILL.get(paint, UNKNOWN_PAINT), "#000", 0.6, 2.5, ' stroke-opacity="0.35"')
    if letter:
        font = size * 0.62
        out += _text(x + size / 2, y + size / 2 + font * 0.36, paint, _n(font), PAINT_LETTER_INK.get(paint, "#fff"),
                     "middle", "bold", fits(paint, font, size - 2))
    return out


def card_face(x, y, card, w: float = CARD_W, h: float = CARD_H) -> str:
    """A paint card face up: its paint as a band with its code, its kind's name, its M and W symbols, a mitre per
    bishop symbol, half a bottle on a mixing card and its pile's numeral on a workshop card. The numeral sits in
    the band's top left corner and the code low in the band, a row apart, so that they never touch however large
    the layout prints them."""
    fill = PAINT_FILL.get(card.paint, UNKNOWN_PAINT)
    band = h * 0.42
    out = [_rect(x, y, w, h, CARD_FACE, "#7d6b55", 1, 4),
           _rect(x + 3, y + 3, w - 6, band, fill, rx=3),
           _text(x + w / 2, y + 1 + band, card.paint, 15, PAINT_LETTER_INK.get(card.paint, "#fff"), "middle",
                 "bold")]
    if card.mixing:          # half a bottle in the corner (C-MIX-1)
        out.append(f'<path d="M{_n(x + w - 13)} {_n(y + 5)}h8v9a4 4 0 0 1 -8 0z" fill="#fff" fill-opacity="0.85" '
                   f'stroke="#3f3224" stroke-width="0.8"/>')
    if card.pile:
        numeral = max(9, _LAYOUT.get().least)
        out.append(_text(x + 6, y + 4 + CAPITALS * numeral, PILE_NAMES[card.pile], numeral, "#fff", weight="bold"))
    out.append(_text(x + w / 2, y + band + 17, card.name, 10, INK, "middle", "bold", fits(card.name, 10, w - 4)))
    symbols = "M" * card.m + "W" * card.w
    out.append(_text(x + 4, y + h - 6, symbols, 9, SOFT, weight="bold", extra=fits(symbols, 9, w - 18)))
    for b in range(card.bishops):
        out.append(_mitre(x + w - 8 - b * 10, y + h - 10, 0.55))
    return "".join(out)


def card_back(x, y, pile: int, w: float = CARD_W, h: float = CARD_H, named: bool = True) -> str:
    """A card face down: its pile's back (the market's or a workshop pile's), ``named`` with the pile's name."""
    out = (_rect(x, y, w, h, BACKS[pile % len(BACKS)], "#2b2119", 1, 4)
           + _rect(x + 4, y + 4, w - 8, h - 8, "none", "#ffffff", 0.8, 3, ' stroke-opacity="0.45"'))
    if not named:
        return out + _rect(x + w / 2 - 6, y + h / 2 - 6, 12, 12, "none", "#ffffff", 1, 6, ' stroke-opacity="0.6"')
    label = say("pile_" + PILE_NAMES[pile])
    return out + _text(x + w / 2, y + h / 2 + 4, label, 11, "#fff", "middle", "bold", fits(label, 11, w - 8))


def fresco_card(x, y, fresco, w: float, h: float, step: int | None = None) -> str:
    """A fresco card: its three paints in the middle and its four values on its edges. A face-up fresco shows step 0
    (its red value) at the bottom edge; a restored one (``step`` given) is turned a quarter anticlockwise per step
    (C-REST-5), so the value it scores faces the table at the bottom, gold and large."""
    turned = step is not None
    at_bottom = step or 0
    out = [_rect(x, y, w, h, FRESCO_FACE, "#8c7354", 1.2, 5)]
    size = min(22, (w - 20) / 3)
    left = x + (w - 3 * size - 8) / 2
    for i, paint in enumerate(fresco.needs):
        out.append(swatch(left + i * (size + 4), y + h / 2 - size / 2 - 6, size, paint))
    out.append(_text(x + w / 2, y + h / 2 + size / 2 + 6, fresco.name, 8, SOFT, "middle"))
    cx, cy = x + w / 2, y + h / 2
    places = ((cx, y + h - 7, "middle"), (x + 5, cy - size / 2 - 10, "start"), (cx, y + 13, "middle"),
              (x + w - 5, cy - size / 2 - 10, "end"))          # bottom, left, top, right: a quarter turn apart
    for s, value in enumerate(fresco.values):
        vx, vy, anchor = places[(s - at_bottom) % len(places)]
        if s == at_bottom:
            out.append(_text(vx, vy, str(value), 14, NOW_VALUE if turned else STEP_EDGE, anchor, "bold",
                             ' class="value-now"'))
        else:
            out.append(_text(vx, vy, str(value), 9, SOFT, anchor))
    out.append(_rect(x + 8, y + h - 3, w - 16, 3, NOW_EDGE if turned else STEP_EDGE, rx=1))
    return "".join(out)


def tile(x, y, size, kind: str, colour: str, vp: int) -> str:
    """An action tile: its kind's sign (+1, Demand's ?, ×2, or its paint), the VP it is worth unused, and on a
    large tile its kind's name."""
    labelled = size >= 50
    out = [_rect(x, y, size, size, "#efe4cf", "#8c7354", 1.2, 6)]
    middle = y + size * (0.45 if labelled else 0.58)
    if kind == "colour":
        side = size * 0.42
        out.append(swatch(x + (size - side) / 2, middle - side / 2, side, colour))
    else:
        sign = say("tile_sign_" + kind)
        out.append(_text(x + size / 2, middle + 6, sign, 16, INK, "middle", "bold", fits(sign, 16, size - 6)))
    if labelled:
        label = say("tile_" + kind, paint=paint_name(colour) if colour else "")
        out.append(_text(x + size / 2, y + size - 5, label, 8, SOFT, "middle", extra=fits(label, 8, size - 4)))
    if vp:
        badge = say("vp_short", vp=vp)
        out.append(_text(x + size - 3, y + 9, badge, 7, "#2e7d32", "end", "bold", fits(badge, 7, size - 6)))
    return "".join(out)


def panel(x, y, w, h, title: str, hot: bool = False, note: str = "") -> str:
    """A framed panel with its title (outlined in gold while the decision due is in it)."""
    return framed(x, y, w, h, title, say("now") if hot else "", note, baseline=18)


def title_room() -> float:
    """How far below a panel's top its content starts (the title's print grows on a projector)."""
    return 14 + max(12, _LAYOUT.get().least)
