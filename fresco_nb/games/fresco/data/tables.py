"""Fresco's data as the component form reads any game's (the members of :class:`fresco_nb.games.schema.DataSchema`),
with what only Fresco has: the active data a teacher plays with (:func:`use_data`)."""
from __future__ import annotations

from .active import active_data, data_label, use_data
from .checks import entries
from .loader import load_data, provenance_of
from .model import Provenance
from .schema import SCHEMA


class FrescoTables:
    """Fresco's component data: its fields, values, provenance, checked copies and the active data."""
    source_key = "source"
    fields = tuple(SCHEMA.values())
    files = tuple(dict.fromkeys(field.file for field in fields))
    load = staticmethod(load_data)
    entries = staticmethod(entries)
    provenance_of = staticmethod(provenance_of)
    active = staticmethod(active_data)
    use = staticmethod(use_data)
    label = staticmethod(data_label)

    @staticmethod
    def is_shipped(data) -> bool:
        """Whether ``data`` is the shipped data (the form then saves to a new folder)."""
        return not data_label(data)

    @staticmethod
    def write_copy(data, folder, values, provenance=("confirmed", "printed component")):
        """A checked copy of ``data``'s folder with ``values`` set (:func:`.writer.write_copy`)."""
        from .writer import write_copy
        return write_copy(data, folder, values, Provenance(*provenance))


TABLES = FrescoTables()
