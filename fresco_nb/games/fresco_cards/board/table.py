"""The middle of the table: the header, the market deck and the three workshop piles with their discards, the cards
on the table (laid out for an exchange, shown for a restoration), the fresco display and the action tiles with the
bishop's favourite colour."""
from __future__ import annotations

from ....drawing.board import Drawing, due_status, legal_outline
from ....drawing.primitives import INK, SOFT, _LAYOUT, _rect, _text, _width
from .drawing import (CARD_H, CARD_W, act, card_back, card_face, fits, fresco_card, paint_name, panel, say, swatch,
                      tile, title_room)

FRESCO_W, FRESCO_H = 104, 132
TILE_SIZE = 62
STACKED = (2, 4)             # how far a face-up workshop pile's back shows beyond its top card (C-RUL-6)


def header(d: Drawing, width: float, height: float) -> str:
    """The title, the round (and whether the end is triggered) and whose decision is due."""
    v = d.view
    out = [_rect(0, 0, width, height, "#4a2f1d"),
           _text(14, height * 0.66, say("title"), 18, "#f4efe2", weight="bold", extra=' letter-spacing="1"')]
    line = say("round_last", round=v["round"]) if v["triggered"] else say("round", round=v["round"])
    title_w = _width(say("title"), 18) * 1.2 + 28          # capitals, spaced
    out.append(_text(14 + title_w, height * 0.66, line, 13, "#f4efe2", key=True, extra=' class="round"'))
    out.append(_text(width - 14, height * 0.66, status(d), 13, "#ffd76a", "end", "bold", ' class="status"', key=True))
    return "".join(out)


def status(d: Drawing) -> str:
    """Whose decision is due, in words (with the paint a Demand names and the hand limit)."""
    demanded = d.view["demanded"]
    return due_status(d, say, paint=paint_name(demanded) if demanded else "", limit=d.game.data.hand_limit)


def piles(d: Drawing, x, y, w, h) -> str:
    """The market deck and workshop piles I..III face down (a count each: C-HID-2), or a workshop pile's top card face
    up with the switch of C-RUL-6, each over its face-up discard (C-HID-4); naming a workshop pile for a W symbol is
    a click on it."""
    v = d.view
    out = [panel(x, y, w, h, say("piles_title"), d.decision.kind == "name")]
    sizes = [v["sizes"]["market"], *v["sizes"]["workshop"]]
    tops = [None, *v.get("workshop_top", (None,) * 3)]
    top = y + title_room() + 4
    step = (w - 16) / 4
    for pile, (size, discard) in enumerate(zip(sizes, v["discards"])):
        px = x + 12 + pile * step
        text = f"name {pile}"
        hot = bool(pile) and text in d.actions
        beyond = STACKED if tops[pile] else (0, 0)         # a face-up pile's back shows beyond its top card
        out.append(f'<g class="pile" data-pile="{pile}" data-count="{size}"{act(d, text) if pile else ""}>'
                   + (legal_outline(px, top, CARD_W + 6 + beyond[0], CARD_H + 6 + beyond[1]) if hot else "")
                   + (_top_card(d, pile, tops[pile], px, top) if tops[pile] else
                      card_back(px, top, pile, CARD_W + 6, CARD_H + 6) if size else
                      _rect(px, top, CARD_W + 6, CARD_H + 6, "none", "#b9a986", 1, 4, ' stroke-dasharray="4 3"'))
                   + _text(px + CARD_W + 12, top + 18, say("face_down", n=size), 11, INK, weight="bold")
                   + "</g>")
        out.append(_discard(d, pile, discard, px + CARD_W + 12, top + 28, step - CARD_W - 18))
    return "".join(out)


def _top_card(d: Drawing, pile: int, name: str, x, y) -> str:
    """The public top card of a face-up workshop pile (C-RUL-6), on the pile's back (the cards under it stay face
    down) and "face up" under it, so a class tells it from a face-down pile and from a card in a hand."""
    w, h = CARD_W + 6, CARD_H + 6
    caption = say("top_face_up")
    dx, dy = STACKED
    return (f'<g class="top" data-pile="{pile}" data-card="{name}">' + card_back(x + dx, y + dy, pile, w, h, named=False)
            + card_face(x, y, d.game.data.card(name), w, h)
            + _text(x + (w + dx) / 2, y + h + 18, caption, 10, SOFT, "middle", "bold", fits(caption, 10, w + dx))
            + "</g>")


def _discard(d: Drawing, pile: int, cards: dict, x, y, w) -> str:
    """A face-up discard: its size and its cards by paint."""
    total = sum(cards.values())
    by_paint: dict[str, int] = {}
    for name, n in cards.items():
        paint = d.game.data.card(name).paint
        by_paint[paint] = by_paint.get(paint, 0) + n
    out = [f'<g class="discard" data-pile="{pile}" data-count="{total}">',
           _text(x, y + 10, say("discard", n=total), 10, SOFT)]
    size = 13 if not _LAYOUT.get().key else 17
    at_y = y + 16
    for i, (paint, n) in enumerate(sorted(by_paint.items())):
        out.append(swatch(x, at_y + i * (size + 3), size, paint) + _text(x + size + 4, at_y + i * (size + 3) + size - 2,
                                                                        f"×{n}", 10, INK))
    return "".join(out) + "</g>"


def on_table(d: Drawing, x, y, w, h) -> str:
    """The cards on the table, public (C-HID-3): laid out for an exchange (each one's M and W symbols are the clicks
    that resolve it), already resolved, or shown to pay frescoes; the W symbols still to name; a Demand named."""
    v = d.view
    hot = d.decision.kind in ("lay", "use")
    out = [panel(x, y, w, h, say("table_title"), hot, say("w_left", n=v["w_left"]) if v["w_left"] else "")]
    top = y + title_room() + 2
    at = x + 12
    groups = (("laid", v["laid"]), ("resolved", v["resolved"]), ("shown", v["shown"]))
    drawn = False
    for key, cards in groups:
        if not cards:
            continue
        drawn = True
        out.append(_text(at, top + 10, say("on_" + key), 10, SOFT, weight="bold"))
        for name, n in cards.items():
            card = d.game.data.card(name)
            out.append(f'<g class="table-card" data-kind="{key}" data-card="{name}" data-count="{n}">'
                       + card_face(at, top + 16, card) + (_text(at + CARD_W + 3, top + 30, f"×{n}", 11, INK)
                                                          if n > 1 else "")
                       + (_uses(d, card, at, top + 16 + CARD_H + 4) if key == "laid" else "") + "</g>")
            at += CARD_W + (22 if n > 1 else 8)
        at += 14
    if v["demanded"]:
        out.append(_text(x + w - 12, top + 10, say("demanded", paint=paint_name(v["demanded"])), 11, INK, "end",
                         "bold"))
    if not drawn:
        out.append(_text(x + 12, top + 30, say("table_empty"), 10, SOFT))
    return "".join(out)


def _uses(d: Drawing, card, x, y) -> str:
    """The buttons resolving a laid-out card with its M or its W symbols (C-EXCH-2, C-EXCH-5)."""
    out, at = [], x
    for kind in ("M", "W"):
        text = f"use {card.name} {kind}"
        if text not in d.actions:
            continue
        label = say("use_" + kind)
        width = max(20, _width(label, 10) + 8)
        out.append(f'<g class="option" data-kind="use"{act(d, text)}>' + legal_outline(at, y, width, 16)
                   + _rect(at, y, width, 16, "#eef6ee", rx=3) + _text(at + width / 2, y + 12, label, 10, INK,
                                                                        "middle", "bold") + "</g>")
        at += width + 6
    return "".join(out)


def frescoes(d: Drawing, x, y, w, h) -> str:
    """The fresco deck (a count) and the face-up frescoes with their four values, step 0 in red at the bottom."""
    v = d.view
    hot = d.decision.kind in ("action", "more")
    out = [panel(x, y, w, h, say("frescoes_title"), hot)]
    top = y + title_room() + 2
    deck = v["sizes"]["frescoes"]
    out.append(f'<g class="fresco-deck" data-count="{deck}">'
               + _rect(x + 12, top, 70, FRESCO_H, "#8c6a3f" if deck else "none", "#5b4326", 1, 5)
               + _text(x + 47, top + FRESCO_H / 2 + 5, say("fresco_deck", n=deck), 11, "#fff" if deck else SOFT,
                       "middle", "bold") + "</g>")
    for slot, name in enumerate(v["frescoes"]):
        fx = x + 96 + slot * (FRESCO_W + 12)
        if name is None:
            out.append(_rect(fx, top, FRESCO_W, FRESCO_H, "none", "#b9a986", 1, 5, ' stroke-dasharray="4 3"'))
            continue
        out.append(f'<g class="fresco" data-slot="{slot}" data-fresco="{name}">'
                   + fresco_card(fx, top, d.game.data.fresco(name), FRESCO_W, FRESCO_H) + "</g>")
    return "".join(out)


def tiles(d: Drawing, x, y, w, h) -> str:
    """The face-up action tiles (taking one is the reward's click, C-REST-8), the stack's count, and the bishop's
    favourite colour (C-FAV-1) with its stack."""
    v = d.view
    out = [panel(x, y, w, h, say("tiles_title"), d.decision.kind == "reward")]
    top = y + title_room() + 2
    size = TILE_SIZE
    for slot, name in enumerate(v["tiles"]):
        tx = x + 12 + slot * (size + 10)
        if name is None:
            out.append(_rect(tx, top, size, size, "none", "#b9a986", 1, 6, ' stroke-dasharray="4 3"'))
            continue
        kind = d.game.data.tile(name)
        text = f"reward {name}"
        legal = text in d.actions
        out.append(f'<g class="tile" data-slot="{slot}" data-tile="{name}"{act(d, text)}>'
                   + (legal_outline(tx, top, size, size) if legal else "")
                   + tile(tx, top, size, kind.kind, kind.colour, kind.vp) + "</g>")
    after = x + 12 + len(v["tiles"]) * (size + 10)
    out.append(_text(after, top + 16, say("tile_stack", n=v["sizes"]["tiles"]), 10, SOFT))
    fav_x = x + w - 150
    out.append(_text(fav_x, top + 12, say("favourite"), 10, INK, weight="bold"))
    favourite = v["favourite"]
    out.append(f'<g class="favourite" data-paint="{favourite or ""}">')
    if favourite:
        out.append(swatch(fav_x, top + 20, 34, favourite) + _text(fav_x + 42, top + 42, paint_name(favourite), 12,
                                                                  INK, weight="bold"))
    else:
        out.append(_text(fav_x, top + 42, say("favourite_none"), 11, SOFT))
    out.append(_text(fav_x, top + 72, say("favourite_stack", n=v["sizes"]["favourites"]), 9, SOFT) + "</g>")
    return "".join(out)
