"""The active data: the one setting that makes the kit play with a data folder of your own (for example the
copy the component form saved with the values of your own box).

>>> import fresco_nb
>>> fresco_nb.use_data("my-box")       # checked now; from here on new_game() without data= plays with it
>>> fresco_nb.active_data()            # the GameData new games use: that folder's, or the shipped data
>>> fresco_nb.use_data(None)           # back to the shipped data

The setting is the environment variable ``FRESCO_NB_DATA`` (the path of a data folder): ``use_data`` sets
it, so the lab's worker processes and the notebook kernels started from this process see it too, and a
teacher can set it before starting JupyterLab. Unset (or empty), the kit plays with the shipped data.
Every board and handout names data that is not the shipped data (:func:`data_label`). ``load_data()``
without a path always means the shipped data: saves and ``data_changes`` compare against it.
"""
from __future__ import annotations

import os
import weakref

from .loader import load_data
from .model import DataError, GameData

ENV = "FRESCO_NB_DATA"


def use_data(path) -> GameData:
    """Make the data folder ``path`` the active data (None: the shipped data again); return it.

    The folder is loaded and checked first: a folder that cannot be played raises :class:`DataError`
    (file, entry, reason) and the setting stays as it was."""
    if path is None or str(path) == "":
        os.environ.pop(ENV, None)
        return load_data()
    data = load_data(path)
    os.environ[ENV] = data.root
    return data


def active_data() -> GameData:
    """The data new games play with when no ``data=`` is given: the folder named by ``FRESCO_NB_DATA``,
    else the shipped data. A folder that cannot be played raises DataError naming the setting."""
    folder = os.environ.get(ENV, "")
    if not folder:
        return load_data()
    try:
        return load_data(folder)
    except DataError as error:
        raise DataError(error.file, error.entry, f"{error.reason} (in the active data {ENV}={folder}: correct it, "
                                                 f"or call fresco_nb.use_data(None) to play with the shipped data)"
                        ) from None


def data_label(data: GameData) -> str | None:
    """The name a board or a handout shows for ``data``: None for the shipped data, else the name of its
    folder (or of the variant)."""
    known = _labels.get(id(data))
    if known is not None and known[0]() is data:
        return known[1]
    shipped = load_data()               # stats the shipped files: once per data object, not once per board
    if data is shipped or data == shipped:
        label = None
    else:
        label = os.path.basename(data.root.rstrip("/\\")) if os.path.isabs(data.root) else data.root
    if len(_labels) >= LABELS_KEPT:
        _labels.clear()
    _labels[id(data)] = (weakref.ref(data), label)
    return label


LABELS_KEPT = 256       # data objects whose label is remembered (a lab sweep makes many variants; a class, a few)
_labels: dict[int, tuple[weakref.ref, str | None]] = {}    # id(data) -> (the data, while it lives; its label)
