"""Adapters that expose a Fresco game to game-theory and reinforcement-learning libraries.

* :mod:`fresco_nb.adapters.openspiel` registers the OpenSpiel game ``"python_fresco"`` (needs ``open_spiel``).
* :mod:`fresco_nb.adapters.pettingzoo` is the PettingZoo AEC environment ``fresco_v0`` (needs ``pettingzoo``).

Both are installed with the ``adapters`` extra (``pip install fresco_nb[adapters]``). This module is the part
they share, in plain standard-library Python, and it goes through the public rules API only
(``decision``, ``legal_actions``, ``apply``, ``view``, ``result``; the fixed component tables ``game.tables``):

**Action ids.** :class:`ActionCodec` numbers every action value the game can ever offer, for its parameters
(player count, modules, component data), with a fixed id. The player-action ids, in this order:

=============  =====================================================================================
segment        one id per
=============  =====================================================================================
wake           wake-up slot of the inn (``wake 1`` ..)
plan           plan: 5 counts, each 0..spaces per location, summing to at most the most apprentices a
               painter can have (base + best mood zone); in ``itertools.product`` order
buy            stall and non-empty set of its slots (stall sizes of the board side)
close          stall
bishop         bishop step direction (N, NE, E, SE, S, SW, W, NW)
restore        fresco part a1..e5
altar          accepted altar paint triple
mix            mix output
pass           ``pass``
place          ``place ahead``, ``place behind``
portrait       (module 1) card and choice of primaries (and the card with no choice, Leonardo's)
provost        (module 1) part the bishop jumps to
request        (module 2) request kind and *multiset of tile backs*: the engine lists one stacking per
               distinct choice of backs (tiles with the same back are interchangeable, R-REQ), so an id
               names a kind plus the sorted back-spot tuples of the three tiles; only backs that can
               meet the kind are enumerated. Decoding picks the listed stacking with those backs.
income         (module 2) primary paint of a general request's income
=============  =====================================================================================

Chance outcomes (:class:`~fresco_nb.games.fresco.rules.actions.Draw`) have a separate id space, ``0 .. chance_size-1``:
start seats ``P1..Pn``, then fresco tile ids, market tile ids and (module 1) portrait card ids.

**Observations.** :class:`ObservationEncoder` flattens ``game.view(seat)`` (so exactly what that seat may see,
R-HID-1) into a fixed-length list of numbers; :meth:`ObservationEncoder.layout` names each segment and
its slice, :meth:`ObservationEncoder.describe` prints them. Painters are listed by seat (Leonardo last in a
two-player game); counts are raw (not normalised); a hidden value is 0 with its ``*_visible`` flag 0.

**Sequential play.** Planning is simultaneous in the rules; the adapters ask the planners one after the other
in seat order (:func:`actor`). A planner's view does not show the plans made before his (the views hide
plans until all are revealed), so nobody learns more than in the real game.

**Horizon.** Nothing in the base rules for 3-4 players forces the fresco to be finished, so the adapters cut
a game after ``max_rounds`` rounds (:func:`cut`); its outcome is then adjudicated from the current score
track (:func:`outcome`).
"""
from .common import (DEFAULT_MAX_ROUNDS, actor, cut, make_game, masked_entry, max_game_length, outcome,
                     parse_modules, ranking, round_of)
from .encoding import ActionCodec
from .observation import ObservationEncoder

__all__ = ["ActionCodec", "ObservationEncoder", "make_game", "actor", "round_of", "cut", "outcome", "ranking",
           "masked_entry", "max_game_length", "DEFAULT_MAX_ROUNDS", "parse_modules"]
