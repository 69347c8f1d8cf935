"""Saved games of Azul (game ``azul_sp``, the kit's format :mod:`fresco_nb.games.saves`), with Azul's side::

    {"game": "azul_sp", "format": "fresco_nb.save/2", "players": 3, "seed": 1, "names": ["P1", "P2", "P3"],
     "side": "coloured", "start_seat": 0, "rulings": {...}, "auto_chance": true,
     "data": {"digest": "…"}, "actions": [[null, "draw red"], …, [0, "take 3 red"], …]}
"""
from __future__ import annotations

from ..saves import SaveFormat
from . import settings
from .actions import parse_action

SAVES = SaveFormat("azul_sp", "Azul: Summer Pavilion", parse_action, settings.checked,
                   options={"side": lambda game: game.tables.side})
dump = SAVES.dump
load = SAVES.load
