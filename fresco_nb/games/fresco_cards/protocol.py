"""Fresco: the card game as a game of the kit: its members of the game protocol
(:class:`fresco_nb.games.protocol.GameModule`), what the generic bots, the lab, the command line and the adapters
ask of it. Those it answers as most games do come from the kit: every player decides (no automaton); the leaders are
the highest scores, once it is over the winners (several in a shared victory, C-END-5); the search bot plays it with
random playouts, the lab records it with its own recorder, and the live board shows its ``board_svg`` and takes its
actions by their texts."""
from __future__ import annotations

import random

from ..protocol import deferred, public_entry, refuse_unknown_options
# members of the protocol it answers as most games do (see above)
from ..protocol import every_painter_decides as seats  # noqa: F401
from ..protocol import highest_scores as leaders  # noqa: F401
from ..protocol import none_of_its_own as lab_recorder  # noqa: F401
from ..protocol import none_of_its_own as live_board  # noqa: F401
from ..protocol import none_of_its_own as search_guide  # noqa: F401
from ..protocol import rule_text  # noqa: F401
from .actions import ACTION_TYPES, Draw, Give  # noqa: F401  (ACTION_TYPES: a member of the protocol)
from .determinize import redeal
# members of the protocol: the action ids and the observation numbers of a game's setting
from .encoding import ActionCodec as action_codec  # noqa: F401
from .encoding import ObservationEncoder as observation_encoder  # noqa: F401
from .game import Game, load_game, new_game  # noqa: F401  (members of the protocol)
from .settings import RULING_RULES, check_seed  # noqa: F401  (members of the protocol)

NAME = "fresco_cards"
TITLE = "Fresco: the card game"
PLAYERS = (2, 3, 4)
RULE_PREFIX = "C-"
OPTIONS: dict[str, str] = {}        # no option given as text: rulings and data are passed as values


def parse_options(given) -> dict:
    """The card game has no text option: any option is a ValueError naming it."""
    refuse_unknown_options(TITLE, given, OPTIONS)
    return {}


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` with the other hands and the decks dealt anew from ``rng`` (:mod:`.determinize`)."""
    return redeal(game, {seat}, rng)


def masked_entry(game: Game, seat: int | None, action) -> tuple[str, int | None, str]:
    """A draw into a hand is seen by its drawer only (C-HID-2), a card given by the giver and the owner only
    (C-HID-5; the second seat is the owner); a card discarded or laid out is public."""
    drawn = game.state.last_draw
    if type(action) is Draw and drawn and drawn[0] == "hand":
        return f"P{drawn[1] + 1} draws from pile {drawn[2]}", drawn[1], f"P{drawn[1] + 1} {action}"
    if type(action) is Give:
        return f"P{seat + 1} gives a card", game.state.current, f"P{seat + 1} {action}"
    return public_entry(game, seat, action)


def max_game_length(game: Game, max_rounds: int) -> int:
    """An upper bound on the steps of a game cut after ``max_rounds`` rounds: per turn at most every card of the game
    drawn and laid, plus the setup's draws."""
    data = game.data
    cards = sum(len(c.ids) for c in data.cards)
    per_turn = 8 * cards + 4 * len(data.frescoes) + 60
    return len(data.frescoes) + 30 + min(max_rounds, data.round_cap) * game.tables.players * per_turn


def board_svg(game: Game, who="public", layout: str | None = None) -> str:
    """The table as ``who`` sees it, as SVG, the viewer's legal actions clickable (:mod:`.board`; ``layout``
    "projector" for the 16:9 large print, "print" a snapshot without clicks; None the notebook's)."""
    from .board import board_svg as draw
    return draw(game, who, layout=layout or "notebook")


# its own modules' members, imported when first asked: its bots (greedy and heuristic), the component data
# (:mod:`.schema`) and the design bench's restrictions
bots = deferred(__package__, "bots:bots", call=True)
field_schema = deferred(__package__, "schema:SCHEMA.with_confidence", call=True)
data_tables = deferred(__package__, "schema:SCHEMA", call=False)
restrictions = deferred(__package__, "restrictions:restrictions", call=True)
