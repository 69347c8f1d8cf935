"""The wake-up chart: for every inn slot the mood change (the inn's value and what the mood track allows,
both labelled), the market price, and the places in the action order the painter can still end up in."""
from __future__ import annotations

from ...games.fresco.rules.actions import WakeUp
from ...texts import widget_language
from .common import PRICE_COLOUR, chart_layout, painter_colours, say, who_decides

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
    places = [say("ordinal_" + str(n)) for n in (first, last)]
    return places[0] if first == last else say("places_range", first=places[0], last=places[1])


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
            notes.append(say("wake_acts", place=place))
            colours.append(colour)
            allowed = (say("wake_no_mood") if automaton else
                       say("wake_mood", inn=slot["mood"], allowed=effect.mood, apprentices=effect.apprentices))
            hover.append(say("wake_hover_open" if "–" in place else "wake_hover", slot=i + 1, mood=allowed,
                             described=game.describe(legal[i], seat, lang=widget_language()), price=effect.price,
                             place=place))
        else:
            moods.append(0)
            notes.append(say("wake_taken_note", painter=slot["painter"]))
            colours.append("#e0e0e0")
            hover.append(say("wake_taken", time=slot["time"], painter=slot["painter"]))
    values = inn_moods + moods + prices + [0]
    return {"data": [
        {"type": "bar", "name": say("wake_inn_mood"), "x": labels, "y": inn_moods, "marker": {"color": INN_MOOD_COLOUR},
         "hovertext": hover, "hoverinfo": "text"},
        {"type": "bar", "name": say("wake_track_mood"), "x": labels, "y": moods, "text": notes,
         "textposition": "outside", "marker": {"color": colours}, "hovertext": hover, "hoverinfo": "text"},
        {"type": "bar", "name": say("wake_price"), "x": labels, "y": prices,
         "marker": {"color": PRICE_COLOUR},
         "hovertext": hover, "hoverinfo": "text"},
    ], "layout": chart_layout(
        say("wake_title", who=who_decides(game, seat, subject), free=len(legal)), 320, barmode="group",
        xaxis={"type": "category", "title": {"text": say("wake_slot")}},
        yaxis={"zeroline": True, "dtick": 1, "range": [min(values) - 1.2, max(values) + 1]})}
