"""Charts of a game, drawn from the public rules API only (views, legal actions, previews, descriptions).

* :class:`TrackRecorder` — each painter's score and mood after every player decision; it records as a
  stepper steps (:meth:`TrackRecorder.record`) and can be rebuilt from any game by one replay
  (:meth:`TrackRecorder.rebuild`, :func:`track_history`).
* :func:`tracks_figure` / :func:`update_tracks` — one long-lived ``go.FigureWidget`` (score track and mood,
  one line per painter) updated in place inside ``batch_update``: a FigureWidget carries megabytes of
  JavaScript, so a notebook keeps one and never makes a new one per step.
* :func:`choices_figure` — the options of the current decision with their immediate effect
  (``game.preview``) and their description (``game.describe``): scoring bars, the wake-up slots, or a
  summary of the plans. :func:`choices_table` gives the same rows as plain dicts (for pandas).
* :func:`vp_by_source_figure`, :func:`score_race_figure` — after (or during) a game.

The static charts are plain ``go.Figure`` values; :func:`choices_spec` builds the choices chart as a
plain dict so that a widget re-rendering it after every step can skip plotly's validation.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import NamedTuple

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from .. import load_game
from ..handouts.static import SnapshotFigureWidget
from ..rules.actions import LAST_ROUND_LOCATIONS, LOCATIONS, Plan, WakeUp
from .svg import LEONARDO_COLOUR, PLAYER_COLOURS

SOURCE_COLORS = {"fresco": "#8c564b", "bishop": "#9467bd", "altar": "#e377c2", "money": "#bcbd22",
                 "portraits": "#17becf", "requests": "#7f7f7f", "blends": "#ff9896"}
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")


def painter_colours(game) -> list[str]:
    """Each painter's colour, the same as on the board (Leonardo has his own)."""
    return [LEONARDO_COLOUR if p["automaton"] else PLAYER_COLOURS[p["seat"] % len(PLAYER_COLOURS)]
            for p in game.view("public")["players"]]


def _colour(colours, seat: int) -> str:
    return colours[seat] if colours and seat < len(colours) else PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def decision_count(game) -> int:
    """Player decisions made so far (chance draws are not decisions)."""
    return sum(1 for seat, _ in game.history if seat is not None)


# ------------------------------------------------------------------------------------ tracks

class TrackPoint(NamedTuple):
    """Where every painter stands after ``decision`` player decisions."""
    decision: int
    round: int
    phase: str
    scores: tuple[int, ...]
    moods: tuple[int | None, ...]     # relative to the start space; None for Leonardo (no mood)


def track_point(game, decision: int | None = None) -> TrackPoint:
    """The scores and moods of ``game`` now (its teacher's view)."""
    view = game.view("full")
    players = view["players"]
    return TrackPoint(decision_count(game) if decision is None else decision, view["round"], view["phase"],
                      tuple(p["score"] for p in players), tuple(p["mood"] for p in players))


def replay(game) -> Iterator:
    """Replay ``game`` from its start: yield a fresh game after setup and after each player decision.

    One pass over the history, O(n): the save of ``game`` without its actions is loaded (same seed, so the
    same automatic draws), then every player decision is applied again. The yielded game is the same
    object each time, advanced in place — copy what you need before asking for the next one.
    """
    saved = json.loads(game.to_json())
    actions = game.history
    saved["actions"] = []
    fresh = load_game(json.dumps(saved), data=game.data)
    yield fresh
    for seat, action in actions:
        if seat is None:
            if fresh.turn.kind == "chance":      # a game that makes its draws by hand
                fresh.apply(action)
            continue
        fresh.apply(action, seat)
        yield fresh


class TrackRecorder:
    """Each painter's score and mood after every player decision: ``points[n]`` is after ``n`` decisions.

    Record after every step with :meth:`record`; after an undo or a jump back, :meth:`record` drops the
    points that no longer happened. :meth:`rebuild` recomputes everything from a game by one replay.
    """

    def __init__(self, game=None):
        self.points: list[TrackPoint] = []
        self.names: list[str] = []
        self.colours: list[str] = []
        if game is not None:
            self.rebuild(game)

    def __len__(self) -> int:
        return len(self.points)

    def __iter__(self):
        return iter(self.points)

    def __getitem__(self, index):
        return self.points[index]

    def __repr__(self) -> str:
        return f"TrackRecorder(painters={len(self.names)}, points={len(self.points)})"

    def record(self, game) -> TrackPoint:
        """Record ``game`` as it stands now, replacing any point at or after its decision count; a game
        further on than the points recorded so far is replayed to fill the gap."""
        n = decision_count(game)
        if n > len(self.points) or self.names != game.names:
            self.rebuild(game)
            return self.points[-1]
        point = track_point(game, n)
        del self.points[n:]
        self.points.append(point)
        return point

    def truncate(self, decisions: int) -> None:
        """Forget the points after ``decisions`` decisions."""
        del self.points[decisions + 1:]

    def rebuild(self, game) -> TrackRecorder:
        """Recompute every point of ``game`` by one replay."""
        self.names = list(game.names)
        self.colours = painter_colours(game)
        self.points = [track_point(g, n) for n, g in enumerate(replay(game))]
        return self

    def round_ends(self) -> list[tuple[int, tuple[int, ...]]]:
        """``(round, scores)`` at the start of the game (round 0) and at the end of every round played so far
        (for the round under way: the scores so far)."""
        if not self.points:
            return []
        ends = [(0, tuple(0 for _ in self.names))]
        for before, after in zip(self.points, self.points[1:]):
            if after.round > before.round and before.round > 0:
                ends.append((before.round, after.scores))
        last = self.points[-1]
        if last.round > 0 and (len(ends) == 1 or ends[-1][0] < last.round):
            ends.append((last.round, last.scores))
        return ends


def track_history(game) -> TrackRecorder:
    """Every painter's score and mood after each decision of ``game`` so far (one replay)."""
    return TrackRecorder(game)


def _painters_of(source) -> tuple[list[str], list[str] | None]:
    """(names, colours) of a TrackRecorder, a game, or a list of names (colours by seat)."""
    if isinstance(source, TrackRecorder):
        return list(source.names), list(source.colours)
    if hasattr(source, "view"):
        return list(source.names), painter_colours(source)
    return list(source), None


def _track_traces(names, colours=None) -> list[go.Scatter]:
    traces = []
    for row, what in ((1, "VP"), (2, "mood")):
        for seat, name in enumerate(names):
            traces.append(go.Scatter(
                x=[], y=[], name=name, legendgroup=name, showlegend=row == 1, mode="lines", line_shape="hv",
                line={"color": _colour(colours, seat), "width": 2}, xaxis="x" if row == 1 else "x2",
                yaxis="y" if row == 1 else "y2",
                hovertemplate=f"{name}: %{{y}} {what}<br>after decision %{{x}}<extra></extra>"))
    return traces


def tracks_figure(source=("P1", "P2", "P3", "P4"), records=None, width: int | None = None) -> go.FigureWidget:
    """A FigureWidget with the score track (top) and the mood (bottom), one line per painter.

    ``source``: painter names, a game or a :class:`TrackRecorder`; ``records`` to draw at once (a game's
    history is replayed when ``source`` is a game); ``width`` in pixels (None: plotly's default). Keep the figure and call :func:`update_tracks` after each
    step — never make a new FigureWidget per step.
    """
    names, colours = _painters_of(source)
    base = make_subplots(rows=2, cols=1, shared_xaxes=True, row_heights=[0.62, 0.38], vertical_spacing=0.08,
                         subplot_titles=("Score track (VP)", "Mood (0 = start space)"))
    base.update_layout(width=width, height=380, margin={"l": 40, "r": 10, "t": 30, "b": 30}, uirevision="tracks",
                       legend={"orientation": "h", "y": -0.12}, hovermode="closest")
    base.update_yaxes(rangemode="tozero", row=1, col=1)
    base.update_yaxes(zeroline=True, dtick=1, row=2, col=1)
    fig = SnapshotFigureWidget(base)     # the live chart, with a static copy of its state in exports
    fig.add_traces(_track_traces(names, colours))
    if records is None and isinstance(source, TrackRecorder):
        records = source
    elif records is None and hasattr(source, "history"):
        records = track_history(source)
    if records is not None:
        update_tracks(fig, records)
    return fig


def update_tracks(fig, records, names=None) -> None:
    """Draw ``records`` (a :class:`TrackRecorder`, or a list of :class:`TrackPoint` with the painters'
    ``names``) into ``fig`` in place.

    One ``batch_update`` sends one message; the traces are only remade when the painters changed (a new
    game with other players), so the figure lives as long as the notebook.
    """
    if isinstance(records, TrackRecorder):
        points = records.points
        names, colours = (list(records.names), list(records.colours)) if names is None else (list(names), None)
    else:
        points = list(records)
        names = list(names) if names is not None else [f"P{i + 1}" for i in range(len(points[0].scores) if points else 0)]
        colours = None
    want = [(name, _colour(colours, seat)) for seat, name in enumerate(names)] * 2
    if [(t.name, t.line.color) for t in fig.data] != want:
        fig.data = ()
        fig.add_traces(_track_traces(names, colours))
    xs = [p.decision for p in points]
    ticks, labels = [], []
    for p, before in zip(points, [None] + points[:-1]):
        if p.round > 0 and (before is None or before.round != p.round):
            ticks.append(p.decision)
            labels.append(f"R{p.round}")
    n = len(names)
    with fig.batch_update():
        for seat in range(n):
            fig.data[seat].x = xs
            fig.data[seat].y = [p.scores[seat] for p in points]
            fig.data[n + seat].x = xs
            fig.data[n + seat].y = [p.moods[seat] for p in points]
        for axis in (fig.layout.xaxis, fig.layout.xaxis2):
            axis.tickvals = ticks
            axis.ticktext = labels


# ------------------------------------------------------------------------------------ choices

def _deciding(game, seat=None) -> tuple[int | None, int | None]:
    """(the seat deciding now, the painter the decision is for) — None, None when nobody decides."""
    turn = game.turn
    if turn.kind not in ("player", "simultaneous") or not turn.seats:
        return None, None
    if seat is None:
        seat = turn.seats[0]
    subject = game.acting_for
    return seat, seat if subject is None else subject


def _paints_text(paints: dict) -> str:
    return " ".join(f"{p}{n}" for p, n in paints.items() if n) or "none"


def _delta_text(paints: dict) -> str:
    return " ".join(f"{p}{n:+d}" for p, n in paints.items() if n) or "no paints"


def choices_table(game, seat=None) -> list[dict]:
    """Every legal option of the current decision with its immediate effect, sorted by VP (then by the
    best restoration a bishop step opens, then in the order the rules list them).

    Each row: ``action`` (text), ``describe``, ``vp``, ``base``, ``bonus``, ``thalers``, ``paints`` (change),
    ``mood``, ``best_next``, ``thalers_after``, ``paints_after``. Empty when nobody decides.
    """
    seat, subject = _deciding(game, seat)
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
        rows.append({"action": str(action), "describe": game.describe(action, seat), "vp": effect.vp,
                     "base": effect.vp - effect.bonus, "bonus": effect.bonus, "thalers": effect.thalers,
                     "paints": dict(effect.paints), "mood": effect.mood, "best_next": effect.best_next,
                     "thalers_after": None if thalers is None else thalers + effect.thalers,
                     "paints_after": {p: n for p, n in left.items() if n},
                     "kind": type(action).__name__, "index": index})
    rows.sort(key=lambda r: (-r["vp"], -r["best_next"], r["index"]))
    return rows


def _message_spec(title: str, text: str) -> dict:
    return {"data": [], "layout": {
        "title": {"text": title}, "height": 160, "margin": {"l": 20, "r": 20, "t": 40, "b": 20},
        "xaxis": {"visible": False}, "yaxis": {"visible": False},
        "annotations": [{"text": text, "showarrow": False, "x": 0.5, "y": 0.5, "xref": "paper", "yref": "paper",
                         "font": {"size": 14}}]}}


def _layout(title: str, height: int, **more) -> dict:
    """Shared layout: title and legend above the plot, small margins."""
    return {"title": {"text": title, "x": 0.01, "xanchor": "left", "yref": "container", "y": 1, "yanchor": "top",
                      "pad": {"t": 8}, "font": {"size": 15}},
            "legend": {"orientation": "h", "x": 0, "y": 1, "yanchor": "bottom", "font": {"size": 11}, "traceorder": "normal"},
            "height": height, "margin": {"l": 10, "r": 10, "t": 76, "b": 40}, "hovermode": "closest", **more}


def _scoring_spec(game, seat, subject, rows) -> dict:
    names = game.names
    labels = [r["action"] for r in rows]
    hover = []
    for r in rows:
        lines = [f"<b>{r['action']}</b>: {r['describe']}",
                 f"VP now: {r['vp']}" + (f" ({r['base']} + {r['bonus']} bishop bonus)" if r["bonus"] else "")]
        if r["kind"] in ("MoveBishop", "BishopJump"):
            lines.append(f"best restoration after the step: {r['best_next']} VP")
        lines.append(f"thalers: {r['thalers']:+d}" + ("" if r["thalers_after"] is None
                                                      else f" → {r['thalers_after']} left"))
        if r["paints"]:
            lines.append(f"paints: {_delta_text(r['paints'])} → {_paints_text(r['paints_after'])} left")
        if r["mood"]:
            lines.append(f"mood: {r['mood']:+d}")
        hover.append("<br>".join(lines))
    bar = {"type": "bar", "orientation": "h", "y": labels, "hovertext": hover, "hoverinfo": "text"}
    stepping = [r["kind"] in ("MoveBishop", "BishopJump") for r in rows]
    data = [
        {**bar, "name": "VP (base)", "x": [r["base"] for r in rows], "marker": {"color": painter_colours(game)[subject]}},
        {**bar, "name": "bishop bonus", "x": [r["bonus"] for r in rows], "marker": {"color": "#9467bd"}},
    ]
    if any(stepping):
        data.append({**bar, "name": "best restoration after a bishop step",
                     "x": [r["best_next"] if step else 0 for r, step in zip(rows, stepping)],
                     "marker": {"color": "#9467bd", "opacity": 0.35}})
    ends = [r["vp"] + (r["best_next"] if step else 0) for r, step in zip(rows, stepping)]
    notes = [_delta_text(r["paints"]) if r["paints"] else "" for r in rows]
    if any(notes):
        data.append({"type": "scatter", "mode": "text", "name": "paints", "showlegend": False, "y": labels,
                     "x": ends, "text": [f"  {n}" for n in notes], "textposition": "middle right",
                     "textfont": {"size": 11, "color": "#555"}, "hoverinfo": "skip"})
    data.append({**bar, "name": "thalers", "x": [r["thalers"] for r in rows], "xaxis": "x2",
                 "marker": {"color": ["#2ca02c" if r["thalers"] > 0 else "#bcbd22" for r in rows]}})
    who = names[subject] + (f" (decided by {names[seat]})" if subject != seat else "")
    top = max(ends + [1])
    low = min([r["thalers"] for r in rows] + [0])
    high = max([r["thalers"] for r in rows] + [0])
    return {"data": data, "layout": _layout(
        f"{who}: {len(rows)} options, by VP now", 110 + 20 * len(rows), barmode="stack", showlegend=True,
        yaxis={"autorange": "reversed", "type": "category", "automargin": True},
        xaxis={"domain": [0, 0.76], "title": {"text": "VP now"}, "range": [0, top * (1.35 if any(notes) else 1.05)],
               "dtick": 1 if top <= 12 else None},
        xaxis2={"domain": [0.8, 1], "anchor": "y", "title": {"text": "thalers"}, "range": [low - 0.5, high + 0.5],
                "dtick": 1 if high - low <= 6 else None, "zeroline": True})}


def _wake_spec(game, seat, subject) -> dict:
    names = game.names
    view = game.view(seat)
    inn = view["inn"]
    legal = {a.slot: a for a in game.legal_actions(seat) if isinstance(a, WakeUp)}
    taken = sorted(i for i, slot in enumerate(inn) if slot["painter"] is not None)
    still = sum(1 for p in view["players"] if p["inn_slot"] is None) - 1      # others yet to choose
    automaton = view["players"][subject]["automaton"]
    labels, moods, prices, notes, hover, colors = [], [], [], [], [], []
    for i, slot in enumerate(inn):
        labels.append(slot["time"])
        if i in legal:
            effect = game.preview(legal[i], seat)
            best = 1 + sum(1 for t in taken if t < i)
            free_earlier = sum(1 for j in range(i) if j not in taken)
            worst = best + min(still, free_earlier)
            place = ORDINALS[best - 1] + ("" if worst == best else f"–{ORDINALS[worst - 1]}")
            moods.append(0 if automaton else effect.mood)
            prices.append(effect.price)
            notes.append(f"acts {place}")
            colors.append(painter_colours(game)[subject])
            hover.append(f"<b>wake {i + 1}</b>: {game.describe(legal[i], seat)}<br>"
                         + ("Leonardo has no mood" if automaton else
                            f"mood {effect.mood:+d} → {effect.apprentices} apprentices")
                         + f"<br>market tiles cost {effect.price} each<br>action order: {place}"
                         + ("" if worst == best else " (depends on the painters still to choose)"))
        else:
            moods.append(slot["mood"])
            prices.append(slot["price"])
            notes.append(f"taken: {slot['painter']}")
            colors.append("#cccccc")
            hover.append(f"{slot['time']} is taken by {slot['painter']}")
    who = names[subject] + (f" (decided by {names[seat]})" if subject != seat else "")
    return {"data": [
        {"type": "bar", "name": "mood change", "x": labels, "y": moods, "text": notes, "textposition": "outside",
         "marker": {"color": colors}, "hovertext": hover, "hoverinfo": "text"},
        {"type": "bar", "name": "thalers per market tile", "x": labels, "y": prices, "marker": {"color": "#bcbd22"},
         "hovertext": hover, "hoverinfo": "text"},
    ], "layout": _layout(
        f"{who} wakes up: {len(legal)} free slots", 300, barmode="group",
        xaxis={"type": "category", "title": {"text": "wake-up slot"}},
        yaxis={"zeroline": True, "dtick": 1, "range": [min(moods + [0]) - 1.2, max(prices + [0]) + 1]})}


PLAN_SHADES = ("#e8e8e8", "#c6dbef", "#6baed6", "#2171b5", "#08306b", "#000000")


def _plan_spec(game, seat, subject) -> dict:
    names = game.names
    view = game.view(seat)
    plans = [a for a in game.legal_actions(seat) if isinstance(a, Plan)]
    places = LAST_ROUND_LOCATIONS if view["last_round"] else LOCATIONS
    labels = [f"{p} (2nd visit)" if view["last_round"] and i == 4 else p for i, p in enumerate(places)]
    most = max((max(plan.counts) for plan in plans), default=0)
    used = sorted({sum(plan.counts) for plan in plans})
    apprentices = view["players"][subject]["apprentices"]
    data = []
    for k in range(most + 1):
        counts = [sum(1 for plan in plans if plan.counts[i] == k) for i in range(len(labels))]
        data.append({"type": "bar", "name": f"{k} apprentice{'' if k == 1 else 's'} there", "x": labels, "y": counts,
                     "marker": {"color": PLAN_SHADES[min(k, len(PLAN_SHADES) - 1)]},
                     "hovertemplate": f"%{{y}} plans put {k} at %{{x}}<extra></extra>"})
    title = (f"{names[subject]} plans: {len(plans)} plans for {apprentices} apprentices"
             + (f" (placing {used[0]}–{used[-1]})" if used and used[0] != used[-1] else ""))
    return {"data": data, "layout": _layout(title, 280, barmode="stack",
                                            yaxis={"title": {"text": "plans"}, "rangemode": "tozero"})}


def choices_spec(game, seat=None) -> dict:
    """The choices chart as a plain plotly dict (``{"data": [...], "layout": {...}}``), unvalidated;
    :func:`choices_figure` wraps it in a ``go.Figure``."""
    turn = game.turn
    if turn.kind == "over":
        return _message_spec("Game over", "no decision: the game is over")
    if turn.kind == "chance":
        return _message_spec("Chance", "a random draw is due")
    seat, subject = _deciding(game, seat)
    legal = game.legal_actions(seat)
    if legal and isinstance(legal[0], Plan):
        return _plan_spec(game, seat, subject)
    if legal and isinstance(legal[0], WakeUp):
        return _wake_spec(game, seat, subject)
    return _scoring_spec(game, seat, subject, choices_table(game, seat))


def choices_figure(game, seat=None) -> go.Figure:
    """The options of the current decision (``seat``: which planner while several plan; default the first).

    Scoring decisions: every legal option as a bar of its immediate VP (base + bishop bonus stacked; an altar
    its set value), sorted by VP, its thaler change as a diamond, and in the hover text its paints and what it
    leaves. Wake-up: the five slots with mood change, tile price and the resulting place in the action order.
    Planning: how many plans there are, and per location how many of them put 0, 1, 2, ... apprentices there.
    """
    return go.Figure(choices_spec(game, seat))


# ------------------------------------------------------------------------------------ after a game

PLACEMENT = "track placement"


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
        title = f"VP by source — {result['winner_name']} wins"
    else:
        players = game.view("full")["players"]
        vps, scores = [p["vp"] for p in players], [p["score"] for p in players]
        title = "VP by source so far"
    sources = []
    for vp in vps:
        sources.extend(s for s in vp if s not in sources)
    fig = go.Figure([go.Bar(name=source, x=names, y=[vp.get(source, 0) for vp in vps],
                            marker_color=SOURCE_COLORS.get(source),
                            hovertemplate=f"%{{x}}: %{{y}} VP from {source}<extra></extra>") for source in sources])
    placement = [score - sum(vp.values()) for score, vp in zip(scores, vps)]
    if any(placement):
        fig.add_trace(go.Bar(name=PLACEMENT, x=names, y=placement, marker_color="#c7c7c7",
                             hovertemplate="%{x}: %{y:+d} from free spaces taken ahead/behind on the score track "
                                           "(R-SCORE-2)<extra></extra>"))
    fig.add_trace(go.Scatter(x=names, y=scores, mode="text", text=[str(s) for s in scores], textposition="top center",
                             showlegend=False, hoverinfo="skip", name="score"))
    fig.update_layout(barmode="relative", title=title, height=340, yaxis_title="VP",
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
                                hovertemplate=f"{name}: %{{y}} VP after round %{{x}}<extra></extra>")
                     for seat, name in enumerate(game.names)])
    fig.update_layout(title="Score race" + ("" if game.over else " (so far)"), height=340,
                      xaxis={"title": "round", "dtick": 1}, yaxis={"title": "VP", "rangemode": "tozero"},
                      margin={"l": 40, "r": 10, "t": 50, "b": 40})
    return fig
