"""Azul: Summer Pavilion (Michael Kiesling, 2019) for 2-4 players: an exact rules core in the style of Fresco's.

Rule IDs ``A-…`` are those of the rules reference; the component numbers live in ``data/azul_sp/*.toml``
(:mod:`.data`). One file per part of the rulebook: :mod:`.setup`, :mod:`.drafting` (phase 1), :mod:`.placing`
(phase 2: costs, wild tiles, scoring), :mod:`.bonuses` (structures' rewards), :mod:`.passing`, :mod:`.round_end`
(turn end, supply refill, phase 3), :mod:`.final_scoring`, :mod:`.grey_side` (the variant); :mod:`.chance` (the
bag), :mod:`.game` (the public face), :mod:`.views`, :mod:`.explain` (the log in words), :mod:`.saves`.

    >>> from fresco_nb.games.azul_sp import new_game
    >>> game = new_game(players=3, seed=1)
"""
from .actions import Bonus, Draw, Pass, Place, Take, parse_action
from .errors import BadSave, IllegalAction
from .game import DECISIONS, Decision, Game, Turn, load_game, new_game
from .settings import RULINGS

__all__ = ["Bonus", "Draw", "Pass", "Place", "Take", "parse_action", "BadSave", "IllegalAction", "DECISIONS",
           "Decision", "Game", "Turn", "load_game", "new_game", "RULINGS"]
