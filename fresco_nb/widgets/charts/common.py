"""What every chart shares: the painters' colours (the board's palette, one definition), the decision count,
the layout of a chart's title and legend, and a chart that only says something."""
from __future__ import annotations

from ...texts import widget_text
from ...drawing.primitives import AUTOMATON_COLOUR, PLAYER_COLOURS

# Okabe–Ito colour-blind-safe colours for what is not a painter (the painters' colours come from the board)
OKABE_ITO = {"orange": "#E69F00", "sky blue": "#56B4E9", "bluish green": "#009E73", "yellow": "#F0E442",
             "blue": "#0072B2", "vermillion": "#D55E00", "reddish purple": "#CC79A7", "black": "#000000",
             "grey": "#999999"}
BONUS_COLOUR = OKABE_ITO["reddish purple"]      # the bishop's bonus
NEXT_COLOUR = OKABE_ITO["sky blue"]             # what a bishop step opens
GAIN_COLOUR = OKABE_ITO["bluish green"]         # thalers gained
COST_COLOUR = OKABE_ITO["vermillion"]           # thalers paid
PRICE_COLOUR = OKABE_ITO["orange"]              # a market tile's price
MAX_PAINTERS = 4                                # 4 players, or 2 players and Leonardo


def say(key: str, **values) -> str:
    """The charts' text ``key`` (``texts/<lang>/widgets.toml``, [charts]) filled with ``values``."""
    return widget_text("charts", key, **values)


def painter_colours(game) -> list[str]:
    """Each painter's colour, the same as on the board (an automaton, Fresco's Leonardo, has its own)."""
    return [AUTOMATON_COLOUR if p.get("automaton") else PLAYER_COLOURS[p["seat"] % len(PLAYER_COLOURS)]
            for p in game.view("public")["players"]]


def colour_of(colours, seat: int) -> str:
    """``colours[seat]``, or the board's colour of that seat when no colours are known."""
    return colours[seat] if colours and seat < len(colours) else PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def decision_count(game) -> int:
    """Player decisions made so far (chance draws are not decisions)."""
    return sum(1 for seat, _ in game.history if seat is not None)


def message_spec(title: str, text: str) -> dict:
    """A chart without data that says ``text`` (no decision, or nothing this viewer may see)."""
    return {"data": [], "layout": {
        "title": {"text": title, "font": {"size": 15}}, "height": 160, "margin": {"l": 20, "r": 20, "t": 40, "b": 20},
        "xaxis": {"visible": False}, "yaxis": {"visible": False},
        "annotations": [{"text": text, "showarrow": False, "x": 0.5, "y": 0.5, "xref": "paper", "yref": "paper",
                         "font": {"size": 14}}]}}


def chart_layout(title: str, height: int, **more) -> dict:
    """Shared layout: title and legend above the plot, small margins."""
    return {"title": {"text": title, "x": 0.01, "xanchor": "left", "yref": "container", "y": 1, "yanchor": "top",
                      "pad": {"t": 8}, "font": {"size": 15}},
            "legend": {"orientation": "h", "x": 0, "y": 1, "yanchor": "bottom", "font": {"size": 12},
                       "traceorder": "normal"},
            "height": height, "margin": {"l": 10, "r": 10, "t": 76, "b": 40}, "hovermode": "closest", **more}


def deciding(game, seat=None) -> tuple[int | None, int | None]:
    """(the seat deciding now, the painter the decision is for) — None, None when nobody decides."""
    turn = game.turn
    if turn.kind not in ("player", "simultaneous") or not turn.seats:
        return None, None
    if seat is None:
        seat = turn.seats[0]
    subject = game.acting_for
    return seat, seat if subject is None else subject


def who_decides(game, seat: int, subject: int) -> str:
    """"Anna", or "Leonardo (decided by Anna)"."""
    names = game.names
    return say("decided_by", name=names[subject], decider=names[seat]) if subject != seat else names[subject]
