"""The heuristic bot: plans a round like a person, from what its own seat sees.

It values a position as score + thalers + the VP its paints are expected to bring (:func:`paint_value`: the
paints are allotted to fresco tiles they can be mixed into, the most rewarding first, restored at the next
cathedral visits with their bishop bonus and income; leftover paints count at their altar or resale worth) +
tile income still to come + the apprentices its mood promises. Every decision then takes the option whose
outcome values best: which stall tiles to buy, which part to restore (a bishop step or the Provost's jump when
the bonus pays for it, the altar when paints are spare or the game nearly over), which mixes to make, which
portrait to take. Plans and wake-up times are chosen by playing the round through in the head: the market
(the stall it can expect, given how many act before it), the cathedral, the studio (or a portrait), the
workshop (mixes or a request), the theatre (when the mood sinks toward the −1 zone) or, in the last round, the
second cathedral visit. In two-player games it makes Leonardo's choices to hurt the opponent.

Everything it reads comes from ``game.view(seat)``, ``game.legal_actions(seat)``, ``game.decision``,
``game.names``, ``game.modules``, ``game.rulings``, ``game.data`` (the mixing table among it) and ``game.tables``
(the altar's sets with their VP, as the core scores them): no hidden information, no copy of a rule or a table.
The valuation is shared with the search bot (:mod:`fresco_nb.bots.search`), which also uses this bot as its
rollout policy (Fresco's search guide, :mod:`fresco_nb.games.fresco.search_guide`).

Where things are: :mod:`.table` (what a seat knows: :class:`Book`, :class:`SeatView`, :class:`Holdings`),
:mod:`.valuation` (what a position is worth: :func:`evaluate`, :func:`paint_value`, :class:`Horizon`),
:mod:`.choices` (the best restoration, mix, purchase), :mod:`.planning` (a round played through:
:class:`~.planning.Planner`) and :mod:`.bot` (:class:`HeuristicBot`, one method scoring
the options of each kind of decision).
"""
from .bot import HeuristicBot
from .table import Book, Holdings, SeatView, book_of
from .valuation import Horizon, evaluate, horizon_at, paint_value

__all__ = ["HeuristicBot", "Book", "Holdings", "SeatView", "book_of", "Horizon", "evaluate", "horizon_at",
           "paint_value"]
