"""Each player's place at the table: the name, the score and the start player, the hand (its cards only where the
view shows them, else backs and a count: C-HID-1), the action tiles owned and the restored frescoes, each with the
value it scores at the edge facing the table."""
from __future__ import annotations

from ....drawing.board import Drawing, legal_outline, placed
from ....drawing.primitives import INK, PLAYER_COLOURS, SOFT, _rect, _text, _width
from .drawing import CARD_H, CARD_W, act, card_back, card_face, fresco_card, say, tile, title_room

RESTORED_W, RESTORED_H = 72, 92
OWNED_TILE = 44
HAND_ACTIONS = ("lay", "discard", "give")       # the actions made by clicking a card of the hand


def shows_hand(p: dict) -> bool:
    """True if the view shows this player's cards (its own seat's view, or the teacher's)."""
    return "hand" in p


def player_height() -> float:
    """How tall a player's place is: its name line, then one row of cards, tiles and frescoes."""
    return title_room() + 22 + max(CARD_H + 14, RESTORED_H)


def player(d: Drawing, p: dict, x, y, w, h) -> str:
    """One player's place in the box ``x, y, w, h``: the hand on the left, then the tiles, then the frescoes."""
    seat = p["seat"]
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    deciding = d.decision.painter == seat and d.decision.kind not in ("chance", "over")
    out = [f'<g class="player" data-seat="{seat}" data-score="{p["score"]}" data-hand="{p["hand_size"]}">',
           _rect(x, y, w, h, "#fbf8f1", "#e0a800" if deciding else "#d8ccb2", 3 if deciding else 1, 8),
           _rect(x, y, 8, h, colour, rx=3),
           _text(x + 18, y + 22, p["name"], 14, INK, weight="bold", key=True, extra=' class="name"')]
    after = x + 18 + _width(p["name"], 14, key=True) + 12
    if seat == d.view["start_seat"]:
        out.append(_start_marker(after + 10, y + 16))
        after += 28
    vp = p["vp"]
    out.append(_text(after, y + 21, say("vp_split", frescoes=vp["frescoes"], tiles=vp["tiles"]), 10, SOFT))
    out.append(_text(x + w - 12, y + 22, say("score", score=p["score"]), 14, INK, "end", "bold", ' class="score"',
                     key=True))
    top = y + title_room() + 16
    scale = min(MOST_SCALE, (y + h - 8 - top) / (player_height() - title_room() - 22))
    if scale > 1:              # a taller place (the projector's public board): its row drawn larger
        out.append(placed(lambda: _row(d, p, 0, 0, (w - 30) / scale), x + 18, top, scale))
    else:
        out.append(_row(d, p, x + 18, top, w - 30))
    out.append("</g>")
    return "".join(out)


MOST_SCALE = 1.5


def _row(d: Drawing, p: dict, x, y, w) -> str:
    """The hand, the tiles owned and the restored frescoes, left to right from (x, y) over ``w``."""
    if shows_hand(p):
        hand, left = _hand(d, p, x, y, x + w - 2 * RESTORED_W)
    else:
        hand, left = _hidden_hand(p, x, y)
    owned, left = _tiles_owned(d, p, left + 16, y)
    return hand + owned + _restored(d, p, left + 10, y - 4, x + w)


def _start_marker(cx, cy) -> str:
    """The start player's marker (C-SET-7): a white disc with a "1"."""
    return (f'<g class="start-marker"><circle cx="{cx}" cy="{cy}" r="10" fill="#fff" stroke="#4a2f1d" '
            f'stroke-width="2"/>' + _text(cx, cy + 4.5, "1", 12, "#4a2f1d", "middle", "bold") + "</g>")


def _hidden_hand(p: dict, x, y) -> tuple[str, float]:
    """A hand the view does not show: up to three backs fanned, and how many cards it holds (C-HID-1)."""
    n = p["hand_size"]
    backs = "".join(card_back(x + i * 8, y + i * 2, 0, named=False) for i in range(min(n, 3)))
    words = say("hand_hidden", n=n)
    return (f'<g class="hand" data-hidden="1" data-count="{n}">' + backs
            + _text(x + CARD_W + 24, y + CARD_H / 2 + 4, words, 11, SOFT, weight="bold") + "</g>",
            x + CARD_W + 24 + _width(words, 11))


def _hand(d: Drawing, p: dict, x, y, right) -> tuple[str, float]:
    """A hand the view shows: a card per kind with its count; laying out, discarding or giving a card is a click on
    it (C-EXCH-1, C-TURN-6, C-ACT-3). A kind past ``right`` is left to the options panel."""
    out = [f'<g class="hand" data-count="{p["hand_size"]}">', _text(x, y - 4, say("hand", n=p["hand_size"]), 10,
                                                                    SOFT, weight="bold")]
    at = x
    deciding = p["seat"] == d.decision.painter
    for name, n in p["hand"].items():
        card = d.game.data.card(name)
        texts = [f"{verb} {name}" for verb in HAND_ACTIONS if deciding and f"{verb} {name}" in d.actions]
        text = texts[0] if texts else ""
        out.append(f'<g class="hand-card" data-card="{name}" data-count="{n}"{act(d, text) if text else ""}>'
                   + (legal_outline(at, y, CARD_W, CARD_H) if text else "")
                   + card_face(at, y, card) + (_text(at + CARD_W / 2, y + CARD_H + 13, f"×{n}", 11, INK, "middle",
                                                     "bold") if n > 1 else "") + "</g>")
        at += CARD_W + 8
        if at + CARD_W > right:
            break
    if not p["hand"]:
        out.append(_text(x, y + 30, say("hand_empty"), 10, SOFT))
        at += _width(say("hand_empty"), 10)
    return "".join(out) + "</g>", at


def _tiles_owned(d: Drawing, p: dict, x, y) -> tuple[str, float]:
    """The action tiles a player owns, face up (C-TURN-7), and where they end."""
    out, at = [], x
    for name, n in p["tiles"].items():
        kind = d.game.data.tile(name)
        for _ in range(n):
            out.append(f'<g class="owned-tile" data-tile="{name}">'
                       + tile(at, y + 10, OWNED_TILE, kind.kind, kind.colour, kind.vp) + "</g>")
            at += OWNED_TILE + 6
    return "".join(out), at


def _restored(d: Drawing, p: dict, x, y, right) -> str:
    """The restored frescoes, oldest first, overlapping when many, each with its scoring edge (C-REST-7)."""
    count = len(p["restored"])
    if not count:
        return _text(x, y + 30, say("restored_none"), 10, SOFT)
    room = right - x - RESTORED_W
    step = min(RESTORED_W + 6, room / max(count - 1, 1))
    out = []
    for i, (name, level) in enumerate(p["restored"]):
        fresco = d.game.data.fresco(name)
        out.append(f'<g class="restored" data-fresco="{name}" data-step="{level}" '
                   f'data-value="{fresco.values[level]}">'
                   + fresco_card(x + i * step, y, fresco, RESTORED_W, RESTORED_H, level) + "</g>")
    return "".join(out)
