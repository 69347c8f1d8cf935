"""Saved games of a game kept as one history of actions (Azul, the card game): the game as JSON data that loads
anywhere, format ``fresco_nb.save/2``::

    {"game": NAME, "format": "fresco_nb.save/2", "players": 3, "seed": 1, "names": [...], <the game's options>,
     "start_seat": 0, "rulings": {...}, "auto_chance": true, "data": {"digest": "…"},
     "actions": [[null, "draw …"], …, [0, "…"], …]}

The data digest is of the component values (not their folder nor their provenance): a save loads on the shipped
data, or on the ``data=`` given, only if it was played on the same values. Loading checks every field (BadSave names
it) and replays every action with the full rule checks. Never pickle or code.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Callable

from .common.errors import BadSave, IllegalAction

FORMAT = "fresco_nb.save/2"


def data_digest(data) -> str:
    """The digest of a game's component values (a dataclass; its ``root`` and ``provenance`` do not count)."""
    values = {f.name: getattr(data, f.name) for f in dataclasses.fields(data) if f.name not in ("root", "provenance")}
    return hashlib.sha256(json.dumps(values, sort_keys=True, default=list).encode()).hexdigest()[:16]


class SaveFormat:
    """The saves of one game: ``game`` its registry name, ``title`` its name in messages, ``parse_action`` reads an
    action's text, ``checked`` its settings check (``players, seed, names, *options, start_seat, rulings,
    auto_chance, strict``, returning the settings by name) and ``options`` its own settings, each read from a game by
    the function given."""

    def __init__(self, game: str, title: str, parse_action: Callable, checked: Callable,
                 options: dict[str, Callable] | None = None):
        self.game = game
        self.title = title
        self.parse_action = parse_action
        self.checked = checked
        self.options = dict(options or {})
        self.fields = ("game", "format", "players", "seed", "names", *self.options, "start_seat", "rulings",
                       "auto_chance", "data", "actions")

    def dump(self, game) -> str:
        """The save of ``game`` (JSON text)."""
        return json.dumps({
            "game": self.game, "format": FORMAT, "players": game.tables.players, "seed": game.seed,
            "names": game.player_names, **{name: read(game) for name, read in self.options.items()},
            "start_seat": game.start_seat, "rulings": game.rulings, "auto_chance": game.auto_chance,
            "data": {"digest": data_digest(game.data)},
            "actions": [[seat, str(action)] for seat, action in game.history]})

    def load(self, game_class, text: str, data=None):
        """The game saved in ``text``, replayed action by action with the rule checks; BadSave says what is wrong."""
        try:
            saved = json.loads(text)
        except (TypeError, ValueError, RecursionError) as exc:
            raise BadSave(f"not a saved game: {exc}") from None
        if not isinstance(saved, dict) or saved.get("format") != FORMAT:
            raise BadSave(f"not a saved game: the 'format' field must be {FORMAT!r}")
        if saved.get("game") != self.game:
            raise BadSave(f"not a save of {self.title}: the 'game' field must be {self.game!r}, "
                          f"not {saved.get('game')!r:.40}")
        missing = [key for key in self.fields if key not in saved]
        unknown = [key for key in saved if key not in self.fields]
        if missing or unknown:
            raise BadSave(f"the save has no {missing[0]!r} field" if missing else
                          f"unknown field {unknown[0]!r:.40} in the save; the fields are {', '.join(self.fields)}")
        try:
            chosen = self.checked(saved["players"], saved["seed"], saved["names"],
                                  *(saved[name] for name in self.options), saved["start_seat"], saved["rulings"],
                                  saved["auto_chance"], True)
        except (TypeError, ValueError) as exc:
            raise BadSave(f"the save's settings: {exc}") from None
        game = game_class(chosen.players, chosen.seed, names=chosen.names,
                          **{name: getattr(chosen, name) for name in self.options}, start_seat=chosen.start_seat,
                          rulings=chosen.rulings, data=data, auto_chance=chosen.auto_chance)
        digest = saved["data"].get("digest") if isinstance(saved["data"], dict) else None
        if digest != data_digest(game.data):
            raise BadSave("the save was played on other component data than the data here: pass data= with the "
                          "data it was played on")
        actions = saved["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, list) and len(a) == 2 for a in actions):
            raise BadSave("the save's 'actions' field must be a list of [seat, action text] pairs")
        try:
            history = [(seat, self.parse_action(text)) for seat, text in actions]
        except ValueError as exc:
            raise BadSave(f"unreadable action in the save: {exc}") from None
        try:
            game._replay(history, trusted=False)
        except IllegalAction as exc:
            step = len(game.history)
            raise BadSave(f"the saved actions are not a legal game: action {step + 1} ({actions[step][1]!r}): "
                          f"{exc}") from None
        return game
