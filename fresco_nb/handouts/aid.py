"""The one-page player aid for students at the table (``python -m fresco_nb handouts`` writes it as
``player-aid.html`` and ``.pdf``): a game's own, made by its protocol module's optional ``player_aid(data, lang)``
(Fresco's: :mod:`fresco_nb.games.fresco.aid`).

>>> from fresco_nb.handouts import player_aid
>>> html = player_aid()                                   # Fresco's, with the active data
>>> html = player_aid(variant(wake_prices=[3, 3, 2, 2, 1]))
"""
from __future__ import annotations

from ..games import DEFAULT_GAME, game_module


def player_aid(data=None, lang: str = "en", game: str = DEFAULT_GAME) -> str:
    """The player aid of ``game`` as one self-contained HTML page for ``data`` (the game's data value or folder,
    or None: its active data), worded in ``lang``. A game without one raises ValueError naming it."""
    module = game_module(game)
    make = getattr(module, "player_aid", None)
    if make is None:
        raise ValueError(f"{module.TITLE} (game {game!r}) has no player aid: its protocol module "
                         f"({module.__name__}) defines no player_aid(data, lang)")
    return make(data, lang)
