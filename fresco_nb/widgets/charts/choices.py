"""The choices chart: the options of the decision due now and what each is worth there — VP (base and
bishop bonus) where options score, paints and thalers at the market and in the workshop, the wake-up slots,
or a summary of the plans — and :func:`choices_for_viewer`, which shows only what a viewer may see."""
from __future__ import annotations

import plotly.graph_objects as go

from ...games.fresco.rules.actions import LAST_ROUND_LOCATIONS, LOCATIONS, Plan, WakeUp
from ...games import module_of
from ...texts import widget_language
from ...drawing.primitives import PAINT_COLOURS
from ...drawing.words import phrase
from .common import (BONUS_COLOUR, COST_COLOUR, GAIN_COLOUR, NEXT_COLOUR, chart_layout, deciding, message_spec,
                     painter_colours, say, who_decides)
from .wakeup import wake_spec

TRADES = ("market", "workshop")          # Game.decision kinds where options trade thalers and paints, not VP
STEPS = ("MoveBishop", "BishopJump")
PLAN_SHADES = ("#f0f0f0", "#c6dbef", "#6baed6", "#2171b5", "#08306b", "#000000")


def _paints_text(paints: dict) -> str:
    return " ".join(f"{p}{n}" for p, n in paints.items() if n) or say("paints_none")


def _delta_text(paints: dict) -> str:
    return " ".join(f"{p}{n:+d}" for p, n in paints.items() if n) or say("no_paints")


def choices_table(game, seat=None) -> list[dict]:
    """Every legal option of the current decision with its immediate effect, sorted by VP (then by the
    best restoration a bishop step opens, then in the order the rules list them).

    Each row: ``action`` (text), ``describe``, ``vp``, ``base``, ``bonus``, ``thalers``, ``paints`` (change),
    ``mood``, ``best_next``, ``thalers_after``, ``paints_after``. Empty when nobody decides.
    """
    seat, subject = deciding(game, seat)
    if seat is None:
        return []
    me = game.view(seat)["players"][subject]
    thalers, paints = me["thalers"], me["paints"] or {}
    rows = []
    for index, action in enumerate(game.legal_actions(seat)):
        effect = game.preview(action, seat)
        left = dict(paints)
        for p, n in effect.paints.items():
            left[p] = left.get(p, 0) + n
        rows.append({"action": str(action), "describe": game.describe(action, seat, lang=widget_language()),
                     "vp": effect.vp,
                     "base": effect.vp - effect.bonus, "bonus": effect.bonus, "thalers": effect.thalers,
                     "paints": dict(effect.paints), "mood": effect.mood, "best_next": effect.best_next,
                     "thalers_after": None if thalers is None else thalers + effect.thalers,
                     "paints_after": {p: n for p, n in left.items() if n},
                     "kind": type(action).__name__, "index": index})
    rows.sort(key=lambda r: (-r["vp"], -r["best_next"], r["index"]))
    return rows


def _hover(r: dict) -> str:
    lines = [say("hover_action", action=r["action"], described=r["describe"]),
             say("hover_vp_bonus" if r["bonus"] else "hover_vp", vp=r["vp"], base=r["base"], bonus=r["bonus"])]
    if r["kind"] in STEPS:
        lines.append(say("hover_next", vp=r["best_next"]))
    lines.append(say("hover_thalers" if r["thalers_after"] is None else "hover_thalers_left", thalers=r["thalers"],
                     left=r["thalers_after"]))
    if r["paints"]:
        lines.append(say("hover_paints", change=_delta_text(r["paints"]), left=_paints_text(r["paints_after"])))
    if r["mood"]:
        lines.append(say("hover_mood", mood=r["mood"]))
    return "<br>".join(lines)


def _thaler_bars(rows, labels, hover) -> dict:
    return {"type": "bar", "orientation": "h", "y": labels, "hovertext": hover, "hoverinfo": "text",
            "name": say("thalers"), "x": [r["thalers"] for r in rows], "xaxis": "x2",
            "marker": {"color": [GAIN_COLOUR if r["thalers"] > 0 else COST_COLOUR for r in rows]}}


def _thaler_axis(rows) -> dict:
    low = min([r["thalers"] for r in rows] + [0])
    high = max([r["thalers"] for r in rows] + [0])
    return {"domain": [0.8, 1], "anchor": "y", "title": {"text": say("thalers")}, "range": [low - 0.5, high + 0.5],
            "dtick": 1 if high - low <= 6 else None, "zeroline": True}


def _scoring_spec(game, seat, subject, rows) -> dict:
    labels = [r["action"] for r in rows]
    hover = [_hover(r) for r in rows]
    bar = {"type": "bar", "orientation": "h", "y": labels, "hovertext": hover, "hoverinfo": "text"}
    stepping = [r["kind"] in STEPS for r in rows]
    data = [
        {**bar, "name": say("vp_base"), "x": [r["base"] for r in rows], "marker": {"color": painter_colours(game)[subject]}},
        {**bar, "name": say("bishop_bonus"), "x": [r["bonus"] for r in rows], "marker": {"color": BONUS_COLOUR}},
    ]
    if any(stepping):
        data.append({**bar, "name": say("best_next"),
                     "x": [r["best_next"] if step else 0 for r, step in zip(rows, stepping)],
                     "marker": {"color": NEXT_COLOUR, "pattern": {"shape": "/"}}})
    ends = [r["vp"] + (r["best_next"] if step else 0) for r, step in zip(rows, stepping)]
    notes = [_delta_text(r["paints"]) if r["paints"] else "" for r in rows]
    if any(notes):
        data.append({"type": "scatter", "mode": "text", "name": "paints", "showlegend": False, "y": labels,
                     "x": ends, "text": [f"  {n}" for n in notes], "textposition": "middle right",
                     "textfont": {"size": 12, "color": "#444"}, "hoverinfo": "skip"})
    data.append(_thaler_bars(rows, labels, hover))
    top = max(ends + [1])
    return {"data": data, "layout": chart_layout(
        say("scoring_title", who=who_decides(game, seat, subject), options=len(rows)), 110 + 22 * len(rows),
        barmode="stack", showlegend=True, yaxis={"autorange": "reversed", "type": "category", "automargin": True},
        xaxis={"domain": [0, 0.76], "title": {"text": say("vp_now")}, "range": [0, top * (1.35 if any(notes) else 1.05)],
               "dtick": 1 if top <= 12 else None},
        xaxis2=_thaler_axis(rows))}


def _trade_spec(game, seat, subject, rows, where: str) -> dict:
    """At the market and in the workshop: the paints each option gains (one bar segment per paint, marked
    by its letter) and spends, and its thalers — what the option is worth there, where no option scores."""
    rows = sorted(rows, key=lambda r: (-sum(n for n in r["paints"].values() if n > 0), r["index"]))
    labels = [r["action"] for r in rows]
    hover = [_hover(r) for r in rows]
    paints = [p for p in PAINT_COLOURS if any(r["paints"].get(p) for r in rows)]
    data = [{"type": "bar", "orientation": "h", "y": labels, "hovertext": hover, "hoverinfo": "text", "name": p,
             "x": [r["paints"].get(p, 0) for r in rows], "text": [p if r["paints"].get(p) else "" for r in rows],
             "textposition": "inside", "insidetextanchor": "middle", "textfont": {"size": 13},
             "marker": {"color": PAINT_COLOURS[p], "line": {"color": "#333", "width": 1}}} for p in paints]
    data.append(_thaler_bars(rows, labels, hover))
    gains = [sum(n for n in r["paints"].values() if n > 0) for r in rows]
    spends = [sum(n for n in r["paints"].values() if n < 0) for r in rows]
    return {"data": data, "layout": chart_layout(
        say("trade_market" if where == "market" else "trade_workshop", who=who_decides(game, seat, subject), options=len(rows)), 110 + 22 * len(rows),
        barmode="relative", showlegend=True, yaxis={"autorange": "reversed", "type": "category", "automargin": True},
        xaxis={"domain": [0, 0.76], "title": {"text": say("paints_axis")}, "zeroline": True,
               "range": [min(spends + [0]) - 0.5, max(gains + [1]) + 0.5], "dtick": 1},
        xaxis2=_thaler_axis(rows))}


def _plan_spec(game, seat, subject) -> dict:
    names = game.names
    view = game.view(seat)
    plans = [a for a in game.legal_actions(seat) if isinstance(a, Plan)]
    places = LAST_ROUND_LOCATIONS if view["last_round"] else LOCATIONS
    words = [phrase("location_" + p) for p in places]
    labels = [say("second_visit", location=w) if view["last_round"] and i == 4 else w for i, w in enumerate(words)]
    most = max((max(plan.counts) for plan in plans), default=0)
    used = sorted({sum(plan.counts) for plan in plans})
    apprentices = view["players"][subject]["apprentices"]
    data = []
    for k in range(most + 1):
        counts = [sum(1 for plan in plans if plan.counts[i] == k) for i in range(len(labels))]
        data.append({"type": "bar", "name": say("plan_there", k=k), "x": labels, "y": counts,
                     "marker": {"color": PLAN_SHADES[min(k, len(PLAN_SHADES) - 1)]},
                     "hovertemplate": say("plan_hover", k=k) + "<extra></extra>"})
    ranged = used and used[0] != used[-1]
    title = say("plan_title_range" if ranged else "plan_title", name=names[subject], plans=len(plans),
                apprentices=apprentices, least=used[0] if used else None, most=used[-1] if used else None)
    return {"data": data, "layout": chart_layout(title, 280, barmode="stack",
                                                 yaxis={"title": {"text": say("plans")}, "rangemode": "tozero"})}


def choices_spec(game, seat=None) -> dict:
    """The choices chart as a plain plotly dict (``{"data": [...], "layout": {...}}``), unvalidated;
    :func:`choices_figure` wraps it in a ``go.Figure``."""
    turn = game.turn
    if turn.kind == "over":
        return message_spec(say("over_title"), say("over"))
    if turn.kind == "chance":
        return message_spec(say("chance_title"), say("chance"))
    if not hasattr(game, "previews"):         # a game of the kit that foresees no option's effect
        return message_spec(say("no_chart_title"), say("no_chart", game=module_of(game).TITLE))
    seat, subject = deciding(game, seat)
    legal = game.legal_actions(seat)
    if legal and isinstance(legal[0], Plan):
        return _plan_spec(game, seat, subject)
    if legal and isinstance(legal[0], WakeUp):
        return wake_spec(game, seat, subject)
    rows = choices_table(game, seat)
    where = game.decision.kind
    if where in TRADES and not any(r["vp"] for r in rows):
        return _trade_spec(game, seat, subject, rows, where)
    return _scoring_spec(game, seat, subject, rows)


def choices_figure(game, seat=None) -> go.Figure:
    """The options of the current decision (``seat``: which planner while several plan; default the first).

    Scoring decisions: every legal option as a bar of its immediate VP (base + bishop bonus stacked; an altar
    its set value), sorted by VP, its thaler change beside it, and in the hover text its paints and what it
    leaves. Market and workshop: the paints each option gains and spends, and its thalers. Wake-up: the slots
    with the inn's mood, the change the track allows, the tile price and the places in the action order still
    possible. Planning: how many plans there are, and per location how many of them put 0, 1, 2, ...
    apprentices there.
    """
    return go.Figure(choices_spec(game, seat))


def choices_for_viewer(game, viewer, seat=None) -> dict:
    """The choices chart as ``viewer`` may see it: "public" never shows a seat's options; a seat sees its own
    options when it decides; "full" (the teacher) sees ``seat``'s (default: the first deciding)."""
    turn = game.turn
    if turn.kind in ("over", "chance"):
        return choices_spec(game)
    deciders = ", ".join(game.names[s] for s in turn.seats)
    if viewer == "public":
        return message_spec(say("screens_title"),
                            say("screens_one" if len(turn.seats) == 1 else "screens_many", deciders=deciders))
    if viewer == "full":
        return choices_spec(game, seat if seat in turn.seats else turn.seats[0])
    if viewer in turn.seats:
        return choices_spec(game, viewer)
    return message_spec(say("screen_title", name=game.names[viewer]),
                        say("not_yours", deciders=deciders, name=game.names[viewer]))
