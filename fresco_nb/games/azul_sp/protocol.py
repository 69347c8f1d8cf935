"""Azul: Summer Pavilion as a game of the kit: its members of the game protocol
(:class:`fresco_nb.games.protocol.GameModule`), what the generic bots, the lab, the command line and the adapters
ask of it."""
from __future__ import annotations

import random

from .actions import ACTION_TYPES  # noqa: F401  (a member of the protocol)
from .encoding import ActionCodec, ObservationEncoder
from .game import Game, load_game, new_game  # noqa: F401  (members of the protocol)
from .settings import check_seed  # noqa: F401  (a member of the protocol)
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
    unknown = [name for name in given if name not in OPTIONS]
    if unknown:
        raise ValueError(f"{TITLE} has no option {unknown[0]!r}; its options are {', '.join(OPTIONS)}")
    return {name: str(value) for name, value in given.items()}


def seats(game: Game) -> int:
    """Every player decides (no automaton)."""
    return game.tables.players


def leaders(game: Game) -> tuple[int, ...]:
    """The winners (over; a shared victory names several, A-END-5), else the players with the highest score now."""
    if game.over:
        return tuple(game.result()["winners"])
    scores = [p["score"] for p in game.view("public")["players"]]
    return tuple(q for q, score in enumerate(scores) if score == max(scores))


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` whose future draws are re-seeded from ``rng``: the order of the bag's draws is the only
    hidden thing (A-HID-3); its contents and everything else are public (A-HID-1)."""
    dealt = game.clone()
    dealt._chance = random.Random(rng.getrandbits(64))
    return dealt


def action_codec(game: Game) -> ActionCodec:
    """The action ids of ``game``'s setting (players, side, data)."""
    return ActionCodec(game)


def observation_encoder(game: Game) -> ObservationEncoder:
    """The observation vector of ``game``'s setting."""
    return ObservationEncoder(game)


def masked_entry(game: Game, seat: int | None, action) -> tuple[str, int | None, str]:
    """Every step is public once made, a draw's colour too (A-HID-1)."""
    who = "" if seat is None else f"P{seat + 1} "
    return who + str(action), None, ""


def max_game_length(game: Game, max_rounds: int) -> int:
    """At most the game's rounds (6), each at most: every tile drawn, and per tile in play a take, a placement and a
    bonus for each structure it completes, and a pass per player."""
    data = game.data
    rounds = min(max_rounds, data.rounds)
    tiles = data.tiles
    per_round = tiles + tiles * (2 + len(data.structures)) + game.tables.players
    return rounds * per_round


def rule_text(rule_id: str):
    """An Azul rule for students (``str()`` is its text)."""
    from ...texts import rule_text as text
    return text(rule_id)


def field_schema():
    """Every number of the component data with its bounds, label, help, unit and confidence (:mod:`.schema`)."""
    from .schema import SCHEMA
    return SCHEMA.with_confidence()


def data_tables():
    """Its component data as the component form reads and writes it (a :class:`fresco_nb.games.schema.DataSchema`)."""
    from .schema import SCHEMA
    return SCHEMA


def board_svg(game: Game, who="public", layout: str | None = None) -> str:
    """The table as ``who`` sees it, as SVG (``layout`` "projector" for large print; None the notebook's)."""
    from .board import board_svg as draw
    return draw(game, who, layout=layout or "notebook", highlight=False)


def bots() -> dict:
    """Azul's own bots: greedy."""
    from .bots import bots as own
    return own()


def search_guide(seed):
    """The search bot's guide: greedy candidates and playouts, valued by the score difference (:mod:`.search_guide`)."""
    from .search_guide import AzulSearchGuide
    return AzulSearchGuide(seed)


def lab_recorder():
    """None: the lab records Azul with its own recorder."""
    return None


def live_board():
    """Azul's live board: its drawing with every legal action clickable, the rules behind its spaces."""
    from .live_board import LIVE_BOARD
    return LIVE_BOARD


def restrictions():
    """Ways of playing a seat may be held to, for the design bench's probes (an optional member of the protocol,
    :mod:`.restrictions`)."""
    from .restrictions import restrictions as declared
    return declared()
