"""Fresco: the card game as a game of the kit: its members of the game protocol
(:class:`fresco_nb.games.protocol.GameModule`), what the generic bots, the lab, the command line and the adapters
ask of it."""
from __future__ import annotations

import random

from .actions import ACTION_TYPES  # noqa: F401  (a member of the protocol)
from .determinize import redeal
from .encoding import ActionCodec, ObservationEncoder
from .game import Game, load_game, new_game  # noqa: F401  (members of the protocol)
from .settings import check_seed  # noqa: F401  (a member of the protocol)

NAME = "fresco_cards"
TITLE = "Fresco: the card game"
PLAYERS = (2, 3, 4)
RULE_PREFIX = "C-"
OPTIONS: dict[str, str] = {}        # no option given as text: rulings and data are passed as values


def parse_options(given) -> dict:
    """The card game has no text option: any option is a ValueError naming it."""
    unknown = list(given)
    if unknown:
        raise ValueError(f"{TITLE} has no option {unknown[0]!r}")
    return {}


def seats(game: Game) -> int:
    """Every player decides (no automaton)."""
    return game.tables.players


def leaders(game: Game) -> tuple[int, ...]:
    """The winners (over; a shared victory names several, C-END-5), else the players with the highest score now."""
    if game.over:
        return tuple(game.result()["winners"])
    scores = [p["score"] for p in game.view("public")["players"]]
    return tuple(q for q, score in enumerate(scores) if score == max(scores))


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` with the other hands and the decks dealt anew from ``rng`` (:mod:`.determinize`)."""
    return redeal(game, {seat}, rng)


def action_codec(game: Game) -> ActionCodec:
    """The action ids of ``game``'s data."""
    return ActionCodec(game)


def observation_encoder(game: Game) -> ObservationEncoder:
    """The observation vector of ``game``'s setting."""
    return ObservationEncoder(game)


def masked_entry(game: Game, seat: int | None, action) -> tuple[str, int | None, str]:
    """A draw into a hand is seen by its drawer only (C-HID-2), a card given by the giver and the owner only
    (C-HID-5; the second seat is the owner); a card discarded or laid out is public."""
    from .actions import Draw, Give
    drawn = game.state.last_draw
    if type(action) is Draw and drawn and drawn[0] == "hand":
        return f"P{drawn[1] + 1} draws from pile {drawn[2]}", drawn[1], f"P{drawn[1] + 1} {action}"
    if type(action) is Give:
        return f"P{seat + 1} gives a card", game.state.current, f"P{seat + 1} {action}"
    who = "" if seat is None else f"P{seat + 1} "
    return who + str(action), None, ""


def max_game_length(game: Game, max_rounds: int) -> int:
    """An upper bound on the steps of a game cut after ``max_rounds`` rounds: per turn at most every card of the game
    drawn and laid, plus the setup's draws."""
    data = game.data
    cards = sum(len(c.ids) for c in data.cards)
    per_turn = 8 * cards + 4 * len(data.frescoes) + 60
    return len(data.frescoes) + 30 + min(max_rounds, data.round_cap) * game.tables.players * per_turn


def rule_text(rule_id: str):
    """A rule of the card game for students (``str()`` is its text)."""
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
    """The table as ``who`` sees it, as SVG, the viewer's legal actions clickable (:mod:`.board`; ``layout``
    "projector" for the 16:9 large print, "print" a snapshot without clicks; None the notebook's)."""
    from .board import board_svg as draw
    return draw(game, who, layout=layout or "notebook")


def bots() -> dict:
    """The card game's own bots: greedy and heuristic."""
    from .bots import bots as own
    from .heuristic import HeuristicBot
    return {**own(), HeuristicBot.name: HeuristicBot}


def search_guide(seed):
    """None: the search bot plays the card game with random playouts."""
    return None


def lab_recorder():
    """None: the lab records the card game with its own recorder."""
    return None


def live_board():
    """None: the live board shows the card game's ``board_svg`` and takes its actions by their texts."""
    return None


def restrictions():
    """Ways of playing a seat may be held to, for the design bench's probes (an optional member of the protocol,
    :mod:`.restrictions`)."""
    from .restrictions import restrictions as declared
    return declared()
