"""What one drawing of an Azul table reads from the game, the print sizes, the tile colours and the tile shapes.

The text, rectangle and number primitives are the kit's board primitives (:mod:`fresco_nb.drawing.primitives`), so
both games print alike; the print size is set per drawing through the same layout setting.
"""
from __future__ import annotations

from typing import NamedTuple

from ....drawing.primitives import HOT, INK, LEGAL, PLAYER_COLOURS, SOFT, Layout, _e, _n, _rect, _text, _width
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


class Drawing(NamedTuple):
    """Everything one drawing reads from the game, once: the view, the decision, and the legal actions the viewer
    may click (the deciding seat's, or every seat's for ``"full"``; none for the public view or a static board)."""
    game: object
    who: object
    view: dict
    decision: object
    live: bool                       # parts answer clicks (data-click, tabindex, aria-label)
    options: tuple                   # the viewer's legal actions (none for the public view or a static board)
    actions: dict                    # action text -> action of those not drawn yet (a drawing takes them out)

    def click(self, text: str, label: str) -> str:
        """The attributes of a part that answers a click: ``data-click`` (the text sent to Python), keyboard focus
        and an ``aria-label``; a legal action of the viewer also carries ``data-action`` and the core's sentence for
        it. Only the first part drawn for an action carries ``data-action`` (an action is clickable once)."""
        if not self.live:
            return ""
        action = self.actions.pop(text, None)
        if action is not None:
            label = self.game.describe(action)
        return (f' data-click="{_e(text)}" tabindex="0" role="button" aria-label="{_e(label)}"'
                + (f' data-action="{_e(text)}"' if action is not None else ""))

    @property
    def deciding(self) -> int | None:
        """The seat whose decision is due (None at chance and at the end)."""
        return self.decision.painter

    def colour_of(self, seat: int) -> str:
        return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def read(game, who, live: bool) -> Drawing:
    """The drawing of ``game`` for ``who`` (a seat, "public" or "full")."""
    decision = game.decision
    seat = decision.painter
    may_act = live and (who == "full" or (decision.kind not in ("chance", "over") and who == seat))
    if decision.kind == "chance":
        may_act = live and who == "full"
    options = tuple(game.legal_actions()) if may_act and decision.kind != "over" else ()
    return Drawing(game, who, game.view(who), decision, live, options, {str(a): a for a in options})


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
    stroke, sw = (HOT, 3) if hot else ("#d9cdb8", 1)
    out = [_rect(x, y, w, h, "#fffdf8", stroke, sw, 8), _text(x + 10, y + 17, title, 12, INK, weight="bold")]
    if hot:
        out.append(_text(x + w - 10, y + 17, say("now"), 11, "#b87400", "end", "bold"))
    elif note:
        out.append(_text(x + w - 10, y + 17, note, 10, SOFT, "end"))
    return "".join(out)


def legal_outline(x, y, w, h) -> str:
    """The green outline of a part that is a legal click."""
    return _rect(x - 2, y - 2, w + 4, h + 4, "none", LEGAL, 2, 4, ' class="legal"')
