"""The card game's table as SVG, drawn from a view only (so a seat's picture never holds what it cannot see):
the fresco display with each fresco's four values, the action tiles, the favourite colour, the pile sizes and
discards, and per player the hand (its cards when the view shows them, else its size), the tiles and the restored
frescoes with the value they score."""
from __future__ import annotations

from html import escape

PAINT_FILL = {"R": "#c0392b", "Y": "#f1c40f", "B": "#2e86c1", "O": "#e67e22", "G": "#27ae60", "P": "#8e44ad"}
WIDTH, ROW = 900, 22


def board_svg(game, who="public", layout: str = "notebook") -> str:
    """The table as ``who`` sees it (a seat, "public" or "full"); ``layout`` "projector" draws it larger."""
    view = game.view(who)
    data = game.data
    lines: list[str] = []
    y = 24

    def text(x, y, words, size=14, weight="normal"):
        lines.append(f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}">{escape(str(words))}</text>')

    turn = view["turn"]
    status = "the game is over" if turn is None else f"{view['players'][turn]['name']}: {view['decision']}"
    text(10, y, f"Fresco: the card game · round {view['round']} · {status}", 16, "bold")
    y += 30
    text(10, y, "Frescoes", 14, "bold")
    for slot, name in enumerate(view["frescoes"]):
        x = 110 + slot * 190
        if name is None:
            text(x, y, "(empty)")
            continue
        fresco = data.fresco(name)
        for i, paint in enumerate(fresco.needs):
            lines.append(f'<rect x="{x + i * 18}" y="{y - 12}" width="16" height="16" '
                         f'fill="{PAINT_FILL.get(paint, "#999")}"><title>{paint}</title></rect>')
        text(x + 60, y, f"{name} · {'/'.join(map(str, fresco.values))}")
    y += ROW
    text(10, y, f"Tiles: {', '.join(t or '(empty)' for t in view['tiles'])} · favourite colour: "
                f"{view['favourite'] or 'none'}")
    y += ROW
    sizes = view["sizes"]
    text(10, y, f"Market deck {sizes['market']} · workshop piles {' / '.join(map(str, sizes['workshop']))} · "
                f"fresco deck {sizes['frescoes']} · tile stack {sizes['tiles']}")
    y += ROW
    for pile, cards in zip(("market", "I", "II", "III"), view["discards"]):
        text(10, y, f"Discard {pile}: " + (", ".join(f"{n}× {c}" for c, n in cards.items()) or "empty"), 12)
        y += ROW - 4
    for key in ("laid", "shown"):
        if view[key]:
            text(10, y, f"{key}: " + ", ".join(f"{n}× {c}" for c, n in view[key].items()), 12)
            y += ROW - 4
    y += 8
    for p in view["players"]:
        mark = " (start)" if p["seat"] == view["start_seat"] else ""
        text(10, y, f"{p['name']}{mark}: {p['score']} VP", 14, "bold")
        hand = p.get("hand")
        shown = ", ".join(f"{n}× {c}" for c, n in hand.items()) if hand is not None else "hidden"
        text(200, y, f"hand {p['hand_size']} ({shown}) · tiles: "
                     + (", ".join(f"{n}× {t}" for t, n in p["tiles"].items()) or "none"), 12)
        y += ROW - 4
        restored = ", ".join(f"{name} step {step} = {data.fresco(name).values[step]}" for name, step in p["restored"])
        text(200, y, "restored: " + (restored or "none"), 12)
        y += ROW
    scale = 1.5 if layout == "projector" else 1.0
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {y}" width="{WIDTH * scale:.0f}" '
            f'height="{y * scale:.0f}" font-family="sans-serif">' + "".join(lines) + "</svg>")
