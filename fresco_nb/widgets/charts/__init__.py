"""Charts of a game, drawn from the public rules API only (views, legal actions, previews, descriptions).

One module per chart:

* :mod:`.tracks` — :class:`TrackRecorder` (each painter's score and mood after every player decision, and
  the log's length then), :func:`tracks_figure` / :func:`update_tracks` (one long-lived ``go.FigureWidget``
  updated in place: a FigureWidget carries megabytes of JavaScript, so a notebook keeps one), and
  :func:`tracks_spec` (the same as a static figure, for the projector).
* :mod:`.choices` — :func:`choices_figure` / :func:`choices_spec` / :func:`choices_table`: the options of the
  current decision and what each is worth there; :func:`choices_for_viewer` shows only what a viewer may see.
* :mod:`.wakeup` — the wake-up slots: mood (the inn's and what the track allows), price, places in the
  action order still possible.
* :mod:`.results` — :func:`vp_by_source_figure`, :func:`score_race_figure`, after (or during) a game.

Colours: the painters' come from the board (:mod:`fresco_nb.drawing.primitives`), the rest is Okabe–Ito.
"""
from .choices import choices_figure, choices_for_viewer, choices_spec, choices_table
from .common import OKABE_ITO, decision_count, painter_colours
from .results import PLACEMENT, SOURCE_COLORS, score_race_figure, vp_by_source_figure
from .tracks import TrackPoint, TrackRecorder, replay, track_history, track_point, tracks_figure, tracks_spec, update_tracks
from .wakeup import action_places

__all__ = ["OKABE_ITO", "PLACEMENT", "SOURCE_COLORS", "TrackPoint", "TrackRecorder", "action_places",
           "choices_figure", "choices_for_viewer", "choices_spec", "choices_table", "decision_count",
           "painter_colours", "replay", "score_race_figure", "track_history", "track_point", "tracks_figure",
           "tracks_spec", "update_tracks", "vp_by_source_figure"]
