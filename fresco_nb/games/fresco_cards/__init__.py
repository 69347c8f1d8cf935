"""Fresco: the card game (Ruskowski & Süßelbeck, Queen Games 2020) for 2-4 players: an exact rules core in the style
of Fresco's and Azul's.

Rule IDs ``C-…`` are those of the rules reference; the component data lives in ``data/fresco_cards/*.toml``
(:mod:`.data`, checks C-DATA-1..7). One file per part of the rulebook: :mod:`.setup`, :mod:`.turn` (the turn's
steps, phase 3), :mod:`.phase2` (the choice), :mod:`.exchange`, :mod:`.restore` (with mixing and the favourite
colour), :mod:`.tiles` (Demand, Double action), :mod:`.ending`; :mod:`.chance` (the draws), :mod:`.game` (the public
face), :mod:`.views` and :mod:`.determinize` (hidden information), :mod:`.explain` (the log in words), :mod:`.saves`.

    >>> from fresco_nb.games.fresco_cards import new_game
    >>> game = new_game(players=3, seed=1)
"""
from .actions import (Continue, Demand, Discard, Done, Double, Draw, Give, Lay, Name, Pass, Restore, Reward, Trade,
                      Use, parse_action)
from .errors import BadSave, IllegalAction
from .game import DECISIONS, Decision, Game, Turn, load_game, new_game
from .settings import RULINGS

__all__ = ["Continue", "Demand", "Discard", "Done", "Double", "Draw", "Give", "Lay", "Name", "Pass", "Restore",
           "Reward", "Trade", "Use", "parse_action", "BadSave", "IllegalAction", "DECISIONS", "Decision", "Game",
           "Turn", "load_game", "new_game", "RULINGS"]
