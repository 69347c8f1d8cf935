"""Azul: Summer Pavilion's field schema, declared in ``fields.toml`` beside this module: each number of the tables
in ``data/azul_sp/`` with its bounds, a label, help in plain words and a unit. The loader (:mod:`.data`) checks
every number against it; the component form and the design bench are built from it.

>>> from fresco_nb.games.azul_sp.schema import SCHEMA
>>> SCHEMA.bounds("table.toml:factory_size.value")
(1, 20)
"""
from __future__ import annotations

from ..schema import declared_schema

SCHEMA = declared_schema(__package__, "source")
"""Azul's data as the form, the bench and the loader read it."""
