"""Handouts from the teaching notebooks: student versions, offline HTML and PDF (``python -m fresco_nb handouts``).

:mod:`fresco_nb.handouts.static` (light, used by the widgets) defines the static pictures stored beside live
outputs; :func:`make_handouts` (nbconvert, nbclient, kaleido; loaded on first use) makes the files.
"""

__all__ = ["make_handouts", "student_version", "shipped_notebooks", "NotebookFailed"]


def __getattr__(name):
    # nbconvert and nbclient load only when handouts are made: the widgets import .static alone
    if name in __all__:
        from . import build
        return getattr(build, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
