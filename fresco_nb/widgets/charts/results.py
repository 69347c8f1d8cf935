"""After (or during) a game: each painter's VP by source and the score race round by round."""
from __future__ import annotations

import plotly.graph_objects as go

from .common import OKABE_ITO, painter_colours, say
from .tracks import TrackRecorder, track_history

SOURCE_COLORS = {"fresco": OKABE_ITO["blue"], "bishop": OKABE_ITO["reddish purple"], "altar": OKABE_ITO["orange"],
                 "money": OKABE_ITO["yellow"], "portraits": OKABE_ITO["sky blue"], "requests": OKABE_ITO["black"],
                 "blends": OKABE_ITO["vermillion"]}
PLACEMENT = "placement"     # the legend group of the R-SCORE-2 segment (its name: [charts] source_placement)


def vp_by_source_figure(game) -> go.Figure:
    """Stacked bars: each painter's VP by source (fresco, bishop, altar, money, modules) — the final result
    once the game is over, the VP so far before that.

    A painter whose score space was taken moved one free space ahead or behind (R-SCORE-2), so his place on
    the score track can differ from the sum of his VP: that difference is drawn as a last segment,
    "track placement", and every bar ends at the painter's score.
    """
    names = game.names
    if game.over:
        result = game.result()
        vps, scores = result["vp"], result["scores"]
        title = say("vp_title_over", winner=result["winner_name"])
    else:
        players = game.view("full")["players"]
        vps, scores = [p["vp"] for p in players], [p["score"] for p in players]
        title = say("vp_title_so_far")
    sources = []
    for vp in vps:
        sources.extend(s for s in vp if s not in sources)
    fig = go.Figure([go.Bar(name=say("source_" + source), legendgroup=source, x=names,
                            y=[vp.get(source, 0) for vp in vps], marker_color=SOURCE_COLORS.get(source),
                            hovertemplate=say("vp_hover", source=say("source_" + source)) + "<extra></extra>")
                     for source in sources])
    placement = [score - sum(vp.values()) for score, vp in zip(scores, vps)]
    if any(placement):
        fig.add_trace(go.Bar(name=say("source_" + PLACEMENT), legendgroup=PLACEMENT, x=names, y=placement,
                             marker_color=OKABE_ITO["grey"],
                             hovertemplate=say("placement_hover") + "<extra></extra>"))
    fig.add_trace(go.Scatter(x=names, y=scores, mode="text", text=[str(s) for s in scores], textposition="top center",
                             showlegend=False, hoverinfo="skip", name="score"))
    fig.update_layout(barmode="relative", title=title, height=340, yaxis_title=say("vp"),
                      margin={"l": 40, "r": 10, "t": 50, "b": 40})
    return fig


def score_race_figure(game, records=None) -> go.Figure:
    """Every painter's score at the end of each round (round 0: the start; the round under way: so far).
    ``records``: a :class:`TrackRecorder` of the game, else the game is replayed once."""
    recorder = records if isinstance(records, TrackRecorder) else track_history(game)
    ends = recorder.round_ends()
    rounds = [r for r, _ in ends]
    colours = painter_colours(game)
    fig = go.Figure([go.Scatter(x=rounds, y=[scores[seat] for _, scores in ends], name=name, mode="lines+markers",
                                line={"color": colours[seat]},
                                hovertemplate=say("race_hover", name=name) + "<extra></extra>")
                     for seat, name in enumerate(game.names)])
    fig.update_layout(title=say("race_title_over" if game.over else "race_title_so_far"), height=340,
                      xaxis={"title": say("round"), "dtick": 1}, yaxis={"title": say("vp"), "rangemode": "tozero"},
                      margin={"l": 40, "r": 10, "t": 50, "b": 40})
    return fig
