"""Adapters that expose any game of the kit to game-theory and reinforcement-learning libraries.

* :mod:`fresco_nb.adapters.openspiel` registers an OpenSpiel game ``"python_<game>"`` per game of the kit
  (``python_fresco``; needs ``open_spiel``).
* :mod:`fresco_nb.adapters.pettingzoo` is the PettingZoo AEC environment ``<game>_v0`` (``fresco_v0``; needs
  ``pettingzoo``).

Both are installed with the ``adapters`` extra (``pip install fresco_nb[adapters]``). This module is the part
they share, in plain standard-library Python, and it goes through the game protocol only
(:mod:`fresco_nb.games.protocol`: ``decision``, ``legal_actions``, ``apply``, ``view``, ``result``, and the game's
``action_codec``, ``observation_encoder``, ``masked_entry``, ``max_game_length``, ``seats``, ``leader``):

**Action ids.** The game's action codec numbers every action its setting can ever offer with a fixed id, and the
draws' outcomes in a separate id space (Fresco's segments: :mod:`fresco_nb.games.fresco.encoding`).

**Observations.** The game's observation encoder flattens ``game.view(seat)`` (so exactly what that seat may see)
into a fixed-length list of numbers with a named layout (Fresco's: :mod:`fresco_nb.games.fresco.observation`).

**Sequential play.** Where the rules let several seats decide at once (Fresco's planning), the adapters ask them
one after the other in seat order (:func:`actor`); a seat's view does not show what the others chose before it,
so nobody learns more than in the real game.

**Horizon.** A game may have no end forced by its rules (Fresco's base rules for 3-4 players), so the adapters cut
a game after ``max_rounds`` rounds (:func:`cut`); its outcome is then adjudicated by the game's ``leader``
(:func:`outcome`).
"""
from .common import DEFAULT_MAX_ROUNDS, actor, cut, make_game, outcome, round_of

__all__ = ["make_game", "actor", "round_of", "cut", "outcome", "DEFAULT_MAX_ROUNDS"]
