"""A class game in a file: the game's own portable save (``game.to_json()``: settings, names, every action)
plus the stepper's part — each seat's controller and the board's viewer — so the next lesson resumes it."""
from __future__ import annotations

import json

from ... import BadSave, load_game
from ...games import module_of
from .settings import checked_controllers, checked_who

FORMAT = "fresco_nb stepper 1"


def stepper_save(game, controllers: list[str], who) -> str:
    """The file's text: {"format", "controllers", "who", "game": the game's save}."""
    return json.dumps({"format": FORMAT, "controllers": list(controllers), "who": who,
                       "game": json.loads(game.to_json())}, indent=1)


def read_stepper_save(text: str, source: str = "the save"):
    """(game, controllers, who) from :func:`stepper_save`'s text; a plain game save (``game.to_json()``) is
    read too, with no controllers. A bad file raises ValueError naming ``source`` and the field."""
    try:
        saved = json.loads(text)
    except ValueError as error:
        raise ValueError(f"{source} is not a stepper save (JSON): {error}") from None
    if not isinstance(saved, dict):
        raise ValueError(f"{source}: a stepper save is a JSON object, not {type(saved).__name__}")
    if saved.get("format") != FORMAT:
        if "actions" in saved:                      # a game's own save
            saved = {"format": FORMAT, "game": saved, "controllers": None, "who": None}
        else:
            raise ValueError(f"{source}: field 'format' must be {FORMAT!r}, not {saved.get('format')!r}")
    if not isinstance(saved.get("game"), dict):
        raise ValueError(f"{source}: field 'game' must hold the game's save (game.to_json())")
    try:
        game = load_game(json.dumps(saved["game"]))
    except (BadSave, ValueError, TypeError) as error:
        raise ValueError(f"{source}: field 'game': {error}") from None
    module = module_of(game)
    players = module.seats(game)
    controllers, who = saved.get("controllers"), saved.get("who")
    try:
        controllers = None if controllers is None else checked_controllers(controllers, players, module.NAME)
    except (TypeError, ValueError) as error:
        raise ValueError(f"{source}: field 'controllers': {error}") from None
    try:
        who = None if who is None else checked_who(who, players)
    except (TypeError, ValueError) as error:
        raise ValueError(f"{source}: field 'who': {error}") from None
    return game, controllers, who
