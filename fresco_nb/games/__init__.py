"""The games the kit plays: each game's own rules, data loader and board under its own package, and this registry.

A game ``NAME`` lives in ``fresco_nb/games/NAME/``; its module ``fresco_nb.games.NAME.protocol`` has the members of
:class:`fresco_nb.games.protocol.GameModule` (the game protocol). Registering a game is one line in :data:`GAMES`.

>>> from fresco_nb.games import GAMES, game_module, new_game
>>> game = new_game(game="fresco", players=3, seed=1)
>>> game_module("fresco").TITLE
'Fresco'
"""
from __future__ import annotations

import importlib
import re

from .protocol import Game, GameModule

GAMES: dict[str, str] = {              # name -> the module with its members of the game protocol
    "fresco": "fresco_nb.games.fresco.protocol",
    "azul_sp": "fresco_nb.games.azul_sp.protocol",
    "fresco_cards": "fresco_nb.games.fresco_cards.protocol",
}
DEFAULT_GAME = "fresco"

_LOADED: dict[str, GameModule] = {}


def game_module(name: str = DEFAULT_GAME) -> GameModule:
    """The protocol module of the game ``name`` (ValueError naming the games for an unknown name, TypeError naming
    the members missing from a module that does not satisfy the protocol)."""
    found = _LOADED.get(name)
    if found is not None:
        return found
    if not isinstance(name, str) or name not in GAMES:
        raise ValueError(f"unknown game {name!r}; games are {', '.join(GAMES)}")
    module = importlib.import_module(GAMES[name])
    if not isinstance(module, GameModule):
        missing = [m for m in _members(GameModule) if not hasattr(module, m)]
        raise TypeError(f"{GAMES[name]} lacks the game protocol's {', '.join(missing)}")
    _LOADED[name] = module
    return module


def module_of(game: Game) -> GameModule:
    """The protocol module of the game a game value belongs to (by the package its class is defined in)."""
    parts = type(game).__module__.split(".")
    if parts[:2] == ["fresco_nb", "games"] and len(parts) > 2 and parts[2] in GAMES:
        return game_module(parts[2])
    raise TypeError(f"{type(game).__name__} is not the game of a registered game ({', '.join(GAMES)})")


def new_game(*args, game: str = DEFAULT_GAME, **options) -> Game:
    """A new game of ``game`` (default Fresco): ``players``, ``seed`` and the game's own options, passed on to its
    ``new_game`` (Fresco's: ``modules``, ``data``, ``names``, ``auto_chance``, ``record``, ``rulings``; see
    :func:`fresco_nb.games.fresco.rules.game.new_game`)."""
    return game_module(game).new_game(*args, **options)


def load_game(text: str, *args, **kwargs) -> Game:
    """A saved game of any registered game, by the ``"game"`` its save begins with (the default game's loader for
    any other text: it says what is wrong)."""
    found = _GAME_FIRST.match(text) if isinstance(text, str) else None
    name = found.group(1) if found and found.group(1) in GAMES else DEFAULT_GAME
    return game_module(name).load_game(text, *args, **kwargs)


_GAME_FIRST = re.compile(r'\s*\{\s*"game"\s*:\s*"(\w+)"')      # how the kit's saves begin


def _members(protocol: type) -> list[str]:
    """The names a runtime-checkable protocol checks."""
    return sorted({*protocol.__annotations__, *(n for n in vars(protocol) if not n.startswith("_"))})
