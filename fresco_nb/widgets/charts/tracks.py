"""The score track and the mood of every painter after each decision: recorded as a game goes on
(:class:`TrackRecorder`), drawn live in one long-lived FigureWidget (:func:`tracks_figure`,
:func:`update_tracks`) or as a static figure for the projector (:func:`tracks_spec`). The mood track is drawn only
for a game that has moods (Fresco); another game's chart is the score track alone."""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import NamedTuple

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ... import load_game
from ..live_board import phase_of
from .common import MAX_PAINTERS, colour_of, decision_count, painter_colours, say
from .live_figure import LiveFigureWidget

SCORE_DOMAIN = (0.4296, 1.0)     # the score track's height beside the mood track (make_subplots' rows 0.62 : 0.38)
MOOD_DOMAIN = (0.0, 0.3496)


class TrackPoint(NamedTuple):
    """Where every painter stands after ``decision`` player decisions (and how long the log was then)."""
    decision: int
    round: int
    phase: str
    scores: tuple[int, ...]
    moods: tuple[int | None, ...]     # relative to the start space; None for Leonardo (no mood)
    log_lines: int = 0                # len(game.log) after this decision


def track_point(game, decision: int | None = None) -> TrackPoint:
    """The scores and moods of ``game`` now (public facts: the score track and the mood columns)."""
    view = game.view("public")
    players = view["players"]
    return TrackPoint(decision_count(game) if decision is None else decision, view["round"], phase_of(game, view),
                      tuple(p["score"] for p in players), tuple(p.get("mood") for p in players), len(game.log))


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

    @property
    def has_moods(self) -> bool:
        """True if some painter has a mood (the game has a mood track)."""
        return any(mood is not None for point in self.points for mood in point.moods)

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

    def decision_of_line(self, line: int) -> int:
        """The decision after which log line ``line`` (0-based) was written (0: during setup)."""
        for point in self.points:
            if point.log_lines > line:
                return point.decision
        return self.points[-1].decision if self.points else 0

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


def _slot_trace(row: int, seat: int, name: str | None, colour: str, moods: bool = True) -> dict:
    """The trace of painter slot ``seat`` on track ``row`` (1: VP, 2: mood); an unused slot is hidden, and so is
    the mood track of a game without moods."""
    return {"type": "scatter", "x": [], "y": [], "name": name or "", "legendgroup": f"painter{seat}",
            "showlegend": row == 1 and name is not None, "visible": name is not None and (row == 1 or moods),
            "mode": "lines",
            "line_shape": "hv", "line": {"color": colour, "width": 3}, "xaxis": "x" if row == 1 else "x2",
            "yaxis": "y" if row == 1 else "y2",
            "hovertemplate": say("track_hover_vp" if row == 1 else "track_hover_mood", name=name) + "<extra></extra>"}


def _slots(names, colours, moods: bool = True) -> list[dict]:
    """Always :data:`MAX_PAINTERS` slots per track, so a new game with fewer painters never removes a trace
    (removing traces from a live FigureWidget makes the browser log 'indices must be valid indices')."""
    return [_slot_trace(row, seat, names[seat] if seat < len(names) else None, colour_of(colours, seat), moods)
            for row in (1, 2) for seat in range(MAX_PAINTERS)]


def _show_mood_track(fig, moods: bool) -> None:
    """Give the mood track its row below the score track, or (a game without moods) the score track the whole
    height and the mood track's axes and title hidden."""
    fig.layout.yaxis.domain = SCORE_DOMAIN if moods else (0.0, 1.0)
    fig.layout.xaxis.showticklabels = not moods
    for axis in (fig.layout.xaxis2, fig.layout.yaxis2):
        axis.visible = moods
    fig.layout.annotations[1].visible = moods


def _base_layout(width, font: int) -> dict:
    return {"width": width, "height": 380, "margin": {"l": 40, "r": 10, "t": 30, "b": 30}, "uirevision": "tracks",
            "legend": {"orientation": "h", "y": -0.12, "font": {"size": font}}, "hovermode": "closest",
            "font": {"size": font}}


def tracks_figure(source=("P1", "P2", "P3", "P4"), records=None, width: int | None = None) -> go.FigureWidget:
    """A FigureWidget with the score track (top) and the mood (bottom), one line per painter.

    ``source``: painter names, a game or a :class:`TrackRecorder`; ``records`` to draw at once (a game's
    history is replayed when ``source`` is a game); ``width`` in pixels (None: plotly's default). Keep the
    figure and call :func:`update_tracks` after each step — never make a new FigureWidget per step. It always
    holds one trace per painter slot (4) on each track; the slots a game does not use are hidden.
    """
    names, colours = _painters_of(source)
    base = make_subplots(rows=2, cols=1, shared_xaxes=True, row_heights=[0.62, 0.38], vertical_spacing=0.08,
                         subplot_titles=(say("track_score"), say("track_mood")))
    base.update_layout(**_base_layout(width, 12))
    base.update_yaxes(rangemode="tozero", row=1, col=1)
    base.update_yaxes(zeroline=True, dtick=1, row=2, col=1)
    base.update_layout(yaxis_domain=SCORE_DOMAIN, yaxis2_domain=MOOD_DOMAIN)
    fig = LiveFigureWidget(base)     # the live chart, with a static copy of its state in exports
    fig.add_traces(_slots(names, colours))
    if records is None and isinstance(source, TrackRecorder):
        records = source
    elif records is None and hasattr(source, "history"):
        records = track_history(source)
    if records is not None:
        update_tracks(fig, records)
    return fig


def _series(points, names) -> tuple[list, list, list]:
    """(x, round ticks, round labels) of the recorded points."""
    xs = [p.decision for p in points]
    ticks, labels = [], []
    for p, before in zip(points, [None] + points[:-1]):
        if p.round > 0 and (before is None or before.round != p.round):
            ticks.append(p.decision)
            labels.append(f"R{p.round}")
    return xs, ticks, labels


def update_tracks(fig, records, names=None) -> None:
    """Draw ``records`` (a :class:`TrackRecorder`, or a list of :class:`TrackPoint` with the painters'
    ``names``) into ``fig`` in place, in one ``batch_update`` (one restyle message). The traces are never removed or
    added: a game with other painters renames, recolours, shows or hides the painter slots."""
    if isinstance(records, TrackRecorder):
        points = records.points
        names, colours = (list(records.names), list(records.colours)) if names is None else (list(names), None)
    else:
        points = list(records)
        names = list(names) if names is not None else [f"P{i + 1}" for i in range(len(points[0].scores) if points else 0)]
        colours = None
    moods = not points or any(mood is not None for point in points for mood in point.moods)
    xs, ticks, labels = _series(points, names)
    with fig.batch_update():
        _show_mood_track(fig, moods)
        for index, slot in enumerate(_slots(names, colours, moods)):
            trace, seat, row = fig.data[index], index % MAX_PAINTERS, 1 + index // MAX_PAINTERS
            if (trace.name, trace.visible, trace.line.color) != (slot["name"], slot["visible"], slot["line"]["color"]):
                trace.update(name=slot["name"], visible=slot["visible"], showlegend=slot["showlegend"],
                             line={"color": slot["line"]["color"]}, hovertemplate=slot["hovertemplate"])
            on = seat < len(names)
            trace.x = xs if on else []
            trace.y = [(p.scores if row == 1 else p.moods)[seat] for p in points] if on else []
        for axis in (fig.layout.xaxis, fig.layout.xaxis2):
            axis.tickvals = ticks
            axis.ticktext = labels


def tracks_spec(records: TrackRecorder, width: int | None = None, font: int = 18) -> dict:
    """The tracks as a static plotly dict (for the projector: no second FigureWidget), text at ``font`` px; the
    score track alone for a game without moods."""
    names, colours = list(records.names), list(records.colours)
    points = records.points
    xs, ticks, labels = _series(points, names)
    data = []
    slots = _slots(names, colours)
    rows = slots[:len(names)] + (slots[MAX_PAINTERS:MAX_PAINTERS + len(names)] if records.has_moods else [])
    for slot in rows:
        seat, row = int(slot["legendgroup"][7:]), 1 if slot["yaxis"] == "y" else 2
        data.append({**slot, "x": xs, "y": [(p.scores if row == 1 else p.moods)[seat] for p in points]})
    axis = {"tickvals": ticks, "ticktext": labels, "tickfont": {"size": font}}
    layout = {**_base_layout(width, font), "height": 420,
              "xaxis": {**axis, "domain": [0, 1], "anchor": "y", "matches": "x2", "showticklabels": False},
              "xaxis2": {**axis, "domain": [0, 1], "anchor": "y2"},
              "yaxis": {"domain": [0.42, 1], "rangemode": "tozero", "title": {"text": say("vp"), "font": {"size": font}},
                        "tickfont": {"size": font}},
              "yaxis2": {"domain": [0, 0.32], "zeroline": True, "dtick": 1, "tickfont": {"size": font},
                         "title": {"text": say("mood"), "font": {"size": font}}},
              "margin": {"l": 70, "r": 10, "t": 20, "b": 40}}
    if not records.has_moods:
        layout["yaxis"]["domain"] = [0, 1]
        layout["xaxis"] = {**axis, "domain": [0, 1], "anchor": "y"}
        del layout["xaxis2"], layout["yaxis2"]
    return {"data": data, "layout": layout}
