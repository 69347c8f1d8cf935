"""Saved games of the card game: a game as JSON data that loads anywhere (format ``fresco_nb.save/2``, game
``fresco_cards``)::

    {"game": "fresco_cards", "format": "fresco_nb.save/2", "players": 3, "seed": 1, "names": [...],
     "start_seat": 0, "rulings": {...}, "auto_chance": true, "data": {"digest": "…"},
     "actions": [[null, "draw F-03"], …, [1, "lay R-mix"], …]}

The digest is of the component values: a save loads on the shipped data, or on the ``data=`` given, only if it was
played on the same values. Loading checks every field (BadSave names it) and replays every action with the full
rule checks. A save holds every draw, so it is for the teacher, not for a player (C-HID-6).
"""
from __future__ import annotations

import dataclasses
import hashlib
import json

from . import settings
from .actions import parse_action
from .data import CardData
from .errors import BadSave, IllegalAction

GAME = "fresco_cards"
FORMAT = "fresco_nb.save/2"
FIELDS = ("game", "format", "players", "seed", "names", "start_seat", "rulings", "auto_chance", "data", "actions")


def data_digest(data: CardData) -> str:
    """The digest of the component values (not the folder they were read from, nor their provenance)."""
    values = {f.name: getattr(data, f.name) for f in dataclasses.fields(data) if f.name not in ("root", "provenance")}
    return hashlib.sha256(json.dumps(values, sort_keys=True, default=list).encode()).hexdigest()[:16]


def dump(game) -> str:
    """The save of ``game`` (JSON text)."""
    return json.dumps({
        "game": GAME, "format": FORMAT, "players": game.tables.players, "seed": game.seed,
        "names": game.player_names, "start_seat": game.start_seat, "rulings": game.rulings,
        "auto_chance": game.auto_chance, "data": {"digest": data_digest(game.data)},
        "actions": [[seat, str(action)] for seat, action in game.history]})


def load(game_class, text: str, data=None):
    """The game saved in ``text``, replayed action by action with the rule checks; BadSave says what is wrong."""
    try:
        saved = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise BadSave(f"not a saved game: {exc}") from None
    if not isinstance(saved, dict) or saved.get("format") != FORMAT:
        raise BadSave(f"not a saved game: the 'format' field must be {FORMAT!r}")
    if saved.get("game") != GAME:
        raise BadSave(f"not a save of Fresco: the card game: the 'game' field must be {GAME!r}, "
                      f"not {saved.get('game')!r:.40}")
    missing = [key for key in FIELDS if key not in saved]
    unknown = [key for key in saved if key not in FIELDS]
    if missing or unknown:
        raise BadSave(f"the save has no {missing[0]!r} field" if missing else
                      f"unknown field {unknown[0]!r:.40} in the save; the fields are {', '.join(FIELDS)}")
    try:
        chosen = settings.checked(saved["players"], saved["seed"], saved["names"], saved["start_seat"],
                                  saved["rulings"], saved["auto_chance"], True)
    except (TypeError, ValueError) as exc:
        raise BadSave(f"the save's settings: {exc}") from None
    game = game_class(chosen.players, chosen.seed, names=chosen.names, start_seat=chosen.start_seat,
                      rulings=chosen.rulings, data=data, auto_chance=chosen.auto_chance)
    digest = saved["data"].get("digest") if isinstance(saved["data"], dict) else None
    if digest != data_digest(game.data):
        raise BadSave("the save was played on other component data than the data here: pass data= with the data "
                      "it was played on")
    actions = saved["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, list) and len(a) == 2 for a in actions):
        raise BadSave("the save's 'actions' field must be a list of [seat, action text] pairs")
    try:
        history = [(seat, parse_action(text)) for seat, text in actions]
    except ValueError as exc:
        raise BadSave(f"unreadable action in the save: {exc}") from None
    try:
        game._replay(history, trusted=False)
    except IllegalAction as exc:
        step = len(game.history)
        raise BadSave(f"the saved actions are not a legal game: action {step + 1} ({actions[step][1]!r}): "
                      f"{exc}") from None
    return game
