"""fresco_nb: an exact rules core for the board game Fresco, with bots, simulation and notebook widgets.

Public API::

    new_game(players, seed, modules, data, names, game="fresco") -> Game   # game: any of fresco_nb.games.GAMES
    Game.decision, Game.turn, Game.legal_actions(seat), Game.apply(action, seat), Game.check(action, seat), Game.undo()
    Game.log_text(), Game.view(seat | "public" | "full"), Game.to_json(), load_game(text)   # a save of any game
    use_data(folder | None), active_data(), data_label(data)   # the active data (FRESCO_NB_DATA)
"""
from .games.fresco.data import DataError, GameData, active_data, data_label, load_data, provenance_of, use_data
from .games.fresco.rules.actions import (ACTION_TYPES, LAST_ROUND_LOCATIONS, LOCATIONS, BishopJump, BuyTiles,
                                         ChoosePaint, CloseStall, Draw, FulfilRequest, Mix, MoveBishop, Pass,
                                         PlaceScore, Plan, RestoreAltar, RestorePart, TakePortrait, WakeUp,
                                         parse_action)
from .games.fresco.rules.errors import BadSave, IllegalAction
from .games import load_game, new_game
from .games.fresco.rules.game import MODULES, RULINGS, Decision, Game, Turn
from .texts import rule_text

__all__ = ["new_game", "load_game", "Game", "Turn", "Decision", "IllegalAction", "BadSave", "parse_action", "MODULES", "RULINGS",
           "LOCATIONS", "LAST_ROUND_LOCATIONS", "ACTION_TYPES", "WakeUp", "Plan", "BuyTiles", "CloseStall",
           "MoveBishop", "RestorePart", "RestoreAltar", "Mix", "Pass", "PlaceScore", "Draw", "TakePortrait",
           "BishopJump", "FulfilRequest", "ChoosePaint", "load_data", "GameData", "DataError", "provenance_of",
           "rule_text", "use_data", "active_data", "data_label"]
