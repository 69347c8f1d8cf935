"""The card game's field schema (:class:`fresco_nb.games.schema.DataSchema`): ``fields.toml`` here declares every
number of ``data/fresco_cards/*.toml`` — its label, help, unit and generous bounds — and the data loader refuses
a number outside them.

>>> from fresco_nb.games.fresco_cards.schema import SCHEMA
>>> SCHEMA.bounds("game.toml:hand_limit.value")
(1, 40)
"""
from __future__ import annotations

from ..schema import declared_schema

SCHEMA = declared_schema(__package__, "reason")
"""The card game's data as the form, the bench and the loader read it."""
