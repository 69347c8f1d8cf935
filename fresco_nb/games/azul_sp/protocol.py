"""Azul: Summer Pavilion as a game of the kit: its members of the game protocol
(:class:`fresco_nb.games.protocol.GameModule`), what the generic bots, the lab, the command line and the adapters
ask of it. Those it answers as most games do come from the kit: every player decides (no automaton); the leaders are
the highest scores, once it is over the winners (several in a shared victory, A-END-5); every step is public once
made, a draw's colour too (A-HID-1); the lab records it with its own recorder."""
from __future__ import annotations

import random

from ..protocol import deferred, refuse_unknown_options
# members of the protocol it answers as most games do (see above)
from ..protocol import every_painter_decides as seats  # noqa: F401
from ..protocol import highest_scores as leaders  # noqa: F401
from ..protocol import none_of_its_own as lab_recorder  # noqa: F401
from ..protocol import public_entry as masked_entry  # noqa: F401
from ..protocol import rule_text  # noqa: F401
from .actions import ACTION_TYPES  # noqa: F401  (a member of the protocol)
# members of the protocol: the action ids and the observation numbers of a game's setting
from .encoding import ActionCodec as action_codec  # noqa: F401
from .encoding import ObservationEncoder as observation_encoder  # noqa: F401
from .game import Game, load_game, new_game  # noqa: F401  (members of the protocol)
from .settings import RULING_RULES, check_seed  # noqa: F401  (members of the protocol)
from .state import SIDES

NAME = "azul_sp"
TITLE = "Azul: Summer Pavilion"
PLAYERS = (2, 3, 4)
RULE_PREFIX = "A-"
OPTIONS = {"side": "coloured"}      # as text: "coloured" or "grey" (the variant, A-VAR)
OPTION_CHOICES = {"side": SIDES}    # the choices of the options (an optional member of the protocol)


def parse_options(given) -> dict:
    """The options of :data:`OPTIONS` as ``new_game`` takes them (the side is checked by the game); an option Azul
    does not have is a ValueError naming it."""
    refuse_unknown_options(TITLE, given, OPTIONS)
    return {name: str(value) for name, value in given.items()}


# its component data (:mod:`.schema`): the fields with their confidence, and the data as the component form reads and
# writes it; imported when first asked, as are its bots and board below
field_schema = deferred(__package__, "schema:SCHEMA.with_confidence", call=True)
data_tables = deferred(__package__, "schema:SCHEMA", call=False)


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` whose future draws are re-seeded from ``rng``: the order of the bag's draws is the only
    hidden thing (A-HID-3); its contents and everything else are public (A-HID-1)."""
    dealt = game.clone()
    dealt._chance = random.Random(rng.getrandbits(64))
    return dealt


def max_game_length(game: Game, max_rounds: int) -> int:
    """At most the game's rounds (6), each at most: every tile drawn, and per tile in play a take, a placement and a
    bonus for each structure it completes, and a pass per player."""
    data = game.data
    rounds = min(max_rounds, data.rounds)
    tiles = data.tiles
    per_round = tiles + tiles * (2 + len(data.structures)) + game.tables.players
    return rounds * per_round


# its own bots, and the search bot's guide: greedy candidates and playouts, valued by the score difference
bots = deferred(__package__, "bots:bots", call=True)
search_guide = deferred(__package__, "search_guide:AzulSearchGuide", call=True)


def board_svg(game: Game, who="public", layout: str | None = None) -> str:
    """The table as ``who`` sees it, as SVG (``layout`` "projector" for large print; None the notebook's)."""
    from .board import board_svg as draw
    return draw(game, who, layout=layout or "notebook", highlight=False)


# its live board: the drawing with every legal action clickable, the rules behind its spaces
live_board = deferred(__package__, "live_board:LIVE_BOARD", call=False)
# the design bench's restrictions (an optional member of the protocol)
restrictions = deferred(__package__, "restrictions:restrictions", call=True)
