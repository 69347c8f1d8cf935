"""Saved games of the card game (game ``fresco_cards``, the kit's format :mod:`fresco_nb.games.saves`)::

    {"game": "fresco_cards", "format": "fresco_nb.save/2", "players": 3, "seed": 1, "names": [...],
     "start_seat": 0, "rulings": {...}, "auto_chance": true, "data": {"digest": "…"},
     "actions": [[null, "draw F-03"], …, [1, "lay R-mix"], …]}

A save holds every draw, so it is for the teacher, not for a player (C-HID-6).
"""
from __future__ import annotations

from ..saves import SaveFormat
from . import settings
from .actions import parse_action

SAVES = SaveFormat("fresco_cards", "Fresco: the card game", parse_action, settings.checked)
dump = SAVES.dump
load = SAVES.load
