"""Handouts from the teaching notebooks: student versions, offline HTML and PDF (``python -m fresco_nb handouts``),
and the one-page player aid (:func:`player_aid`, from the rule texts and the data).

:mod:`fresco_nb.handouts.static` (light, used by the widgets) defines the static pictures stored beside live
outputs; :func:`make_handouts` (nbconvert, nbclient, kaleido; loaded on first use) makes the files.
"""

__all__ = ["make_handouts", "student_version", "shipped_notebooks", "NotebookFailed", "player_aid"]


def __getattr__(name):
    # nbconvert and nbclient load only when handouts are made: the widgets import .static alone
    if name == "player_aid":
        from .aid import player_aid
        return player_aid
    if name in __all__:
        from . import build
        return getattr(build, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
