"""The wake-up chart: for every inn slot the mood change (the inn's value and what the mood track allows,
both labelled), the market price, and the places in the action order the painter can still end up in."""
from __future__ import annotations

from ...rules.actions import WakeUp
from .common import ORDINALS, PRICE_COLOUR, chart_layout, painter_colours, who_decides

INN_MOOD_COLOUR = "#bbbbbb"


def action_places(slot: int, taken: set[int], slots: int, still: int) -> tuple[int, int]:
    """(first, last) place in the action order, 1-based, of a painter waking at ``slot``.

    The painters act in the order of their inn slots; ``taken`` are the slots already chosen, ``still`` the
    other painters yet to choose, each of whom takes one of the free slots. At best as few of them as
    possible wake earlier (all that the free later slots cannot hold), at worst as many as there are free
    earlier slots.
    """
    before = sum(1 for t in taken if t < slot)
    free_earlier = sum(1 for j in range(slot) if j not in taken)
    free_later = sum(1 for j in range(slot + 1, slots) if j not in taken)
    return 1 + before + max(0, still - free_later), 1 + before + min(still, free_earlier)


def place_text(first: int, last: int) -> str:
    """"3rd" or "3rd–4th"."""
    return ORDINALS[first - 1] + ("" if first == last else f"–{ORDINALS[last - 1]}")


def wake_spec(game, seat, subject) -> dict:
    """The wake-up choices of ``subject`` (decided by ``seat``) as a plotly dict."""
    view = game.view(seat)
    inn = view["inn"]
    legal = {a.slot: a for a in game.legal_actions(seat) if isinstance(a, WakeUp)}
    taken = {i for i, slot in enumerate(inn) if slot["painter"] is not None}
    still = sum(1 for p in view["players"] if p["inn_slot"] is None) - 1      # others yet to choose
    automaton = view["players"][subject]["automaton"]
    colour = painter_colours(game)[subject]
    labels, inn_moods, moods, prices, notes, hover, colours = [], [], [], [], [], [], []
    for i, slot in enumerate(inn):
        labels.append(slot["time"])
        inn_moods.append(slot["mood"])
        prices.append(slot["price"])
        if i in legal:
            effect = game.preview(legal[i], seat)
            place = place_text(*action_places(i, taken, len(inn), still))
            moods.append(0 if automaton else effect.mood)
            notes.append(f"acts {place}")
            colours.append(colour)
            allowed = ("Leonardo has no mood" if automaton else
                       f"the inn says mood {slot['mood']:+d}; the track allows {effect.mood:+d}"
                       f" → {effect.apprentices} apprentices")
            hover.append(f"<b>wake {i + 1}</b>: {game.describe(legal[i], seat)}<br>{allowed}"
                         f"<br>market tiles cost {effect.price} each<br>action order: {place}"
                         + ("" if "–" not in place else " (depends on the painters still to choose)"))
        else:
            moods.append(0)
            notes.append(f"taken: {slot['painter']}")
            colours.append("#e0e0e0")
            hover.append(f"{slot['time']} is taken by {slot['painter']}")
    values = inn_moods + moods + prices + [0]
    return {"data": [
        {"type": "bar", "name": "mood on the inn", "x": labels, "y": inn_moods, "marker": {"color": INN_MOOD_COLOUR},
         "hovertext": hover, "hoverinfo": "text"},
        {"type": "bar", "name": "mood change the track allows", "x": labels, "y": moods, "text": notes,
         "textposition": "outside", "marker": {"color": colours}, "hovertext": hover, "hoverinfo": "text"},
        {"type": "bar", "name": "thalers per market tile", "x": labels, "y": prices,
         "marker": {"color": PRICE_COLOUR},
         "hovertext": hover, "hoverinfo": "text"},
    ], "layout": chart_layout(
        f"{who_decides(game, seat, subject)} wakes up: {len(legal)} free slots", 320, barmode="group",
        xaxis={"type": "category", "title": {"text": "wake-up slot"}},
        yaxis={"zeroline": True, "dtick": 1, "range": [min(values) - 1.2, max(values) + 1]})}
