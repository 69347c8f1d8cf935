"""Fresco as a game of the kit: its members of the game protocol (:class:`fresco_nb.games.protocol.GameModule`),
what the generic bots, the lab, the command line and the adapters ask of it."""
from __future__ import annotations

from functools import lru_cache

from ..protocol import deferred, public_entry, refuse_unknown_options
from ..protocol import rule_text  # noqa: F401  (a member of the protocol: the kit's catalogue words every game)
from .determinize import determinize  # noqa: F401  (a member of the protocol)
# members of the protocol: the action ids and the observation numbers of a game's setting
from .encoding import ActionCodec as action_codec  # noqa: F401
from .observation import ObservationEncoder as observation_encoder  # noqa: F401
from .rules.actions import ACTION_TYPES, Draw, Plan  # noqa: F401  (ACTION_TYPES: a member of the protocol)
from .rules.game import MODULES, Game, load_game, new_game  # noqa: F401  (members of the protocol)
from .rules.settings import RULING_RULES, check_seed  # noqa: F401  (members of the protocol)

NAME = "fresco"
TITLE = "Fresco"
PLAYERS = (2, 3, 4)
RULE_PREFIX = "R-"
OPTIONS = {"modules": ""}      # as text: module names joined by "+" or ",", "all", or "" for none


def parse_options(given) -> dict:
    """The options of :data:`OPTIONS`, given as text (an OpenSpiel game string, the command line) or as values,
    as ``new_game`` takes them: ``{"modules": "portraits+requests"}`` -> ``{"modules": ("portraits", "requests")}``;
    an option Fresco does not have is a ValueError naming it."""
    refuse_unknown_options(TITLE, given, OPTIONS)
    return {"modules": parse_modules(given.get("modules", ""))}


def parse_modules(modules) -> tuple[str, ...]:
    """Modules as a tuple from a string (names separated by ``+`` or ``,``: ``"portraits+requests"``;
    ``"all"``; ``""`` for none) or any iterable of names. OpenSpiel game strings need ``+``, since a
    comma there separates parameters."""
    if isinstance(modules, str):
        if modules.strip() == "all":
            return tuple(MODULES)
        return tuple(m.strip() for m in modules.replace("+", ",").split(",") if m.strip())
    return tuple(modules or ())


# its component data: the fields with their confidence, the data as the component form reads and writes it, and the
# variant maker (an optional member of the protocol: ``variant``, ``variant_from_folder``, ``data_changes``, the
# lab's :func:`fresco_nb.lab.variant`); imported when first asked, as are the members below
field_schema = deferred(__package__, "data.schema:field_schema", call=True)
data_tables = deferred(__package__, "data.tables:TABLES", call=False)
variants = deferred(__package__, "variants", call=False)


def seats(game: Game) -> int:
    """The players (Leonardo is a painter, not a seat)."""
    return game.tables.players


def standing(game: Game) -> list[int]:
    """Painters by seat from first to last: the final ranking, or (a game not over) the current score track."""
    if game.over:
        return list(game.result()["ranking"])
    painters = game.view("public", only=("players",))["players"]
    return sorted(range(len(painters)), key=lambda q: (-painters[q]["score"], -(painters[q]["start_space"] or 0)))


def leaders(game: Game) -> tuple[int]:
    """The winner (over), or the best-placed player on the score track; Leonardo only with the ``leonardo_can_win``
    ruling (R-LEO-8). Fresco always has one winner (R-END-4 breaks ties)."""
    if game.over:
        return (game.result()["winner"],)
    order = standing(game)
    if game.rulings["leonardo_can_win"]:
        return (order[0],)
    automata = {p["seat"] for p in game.view("public", only=("players",))["players"] if p["automaton"]}
    return (next(q for q in order if q not in automata),)


def max_game_length(game: Game, max_rounds: int) -> int:
    """An upper bound on the number of steps (player decisions and chance draws) of a game cut after
    ``max_rounds`` rounds: setup draws plus, per round, twice a generous count of every decision."""
    t = game.tables
    data = t.data
    painters = t.players + t.leonardo
    per_col = data.spaces_per_location
    setup = (painters + data.blend_removed_base_tiles + 24 + sum(t.stall_sizes)
             + len(data.portraits) * ("portraits" in t.modules))
    cathedral = per_col * 3 + 2                         # step + restore + place each, provost jump, pass
    workshop = per_col * data.mixes_per_apprentice + 3   # mixes, request + place, pass
    per_painter = 1 + 2 * cathedral + 2 + workshop       # market, two cathedral visits (last round), studio
    per_round = sum(t.stall_sizes) + 2 * painters + len(data.requests) + painters * per_painter
    return setup + max_rounds * 2 * per_round


def masked_entry(game: Game, seat: int | None, action) -> tuple[str, int | None, str]:
    """How a history entry just applied is seen: (text for everyone, seat who sees more or None, his text).
    Others' plans stay hidden (R-PLAN-2; revealed later through the views); the stacking of the portrait
    deck and the base tiles removed by module 3 are hidden from everyone."""
    if isinstance(action, Plan):
        return f"P{seat + 1} plans", seat, f"P{seat + 1} {action}"
    if isinstance(action, Draw):
        portraits, fresco_tiles = _drawn_ids(game.tables)
        if action.item in portraits:
            return "draw portrait", None, ""
        if action.item in fresco_tiles \
                and not any(part["tile"] == action.item for part in game.view("public", only=("fresco",))["fresco"]):
            return "draw removed tile", None, ""
        return str(action), None, ""
    return public_entry(game, seat, action)


@lru_cache(maxsize=16)
def _drawn_ids(tables) -> tuple[frozenset, frozenset]:
    """The ids of the portrait cards and of the fresco tiles of one game setting (its fixed tables)."""
    return frozenset(c.id for c in tables.data.portraits), frozenset(t.id for t in tables.fresco_tiles)


def board_svg(game: Game, who="public", layout: str | None = None) -> str:
    """The table as ``who`` sees it, as SVG (``layout`` "projector" for large print; None the notebook's)."""
    from .board import board_svg as draw
    return draw(game, who, highlight=False, layout=layout or "desk")


# its own bots (greedy and heuristic), its search bot's guide (heuristic policy and valuation) and its rows for the lab
bots = deferred(__package__, "bots:bots", call=True)
search_guide = deferred(__package__, "search_guide:FrescoSearchGuide", call=True)
lab_recorder = deferred(__package__, "lab_rows:RECORDER", call=False)
# its live board: the drawing, the rules behind its parts, the decisions built by clicks
live_board = deferred(__package__, "live_board:LIVE_BOARD", call=False)
# optional members of the protocol: the design bench's restrictions and the one-page player aid as HTML for ``data``
# (None: the active data) worded in ``lang``
restrictions = deferred(__package__, "restrictions:restrictions", call=True)
player_aid = deferred(__package__, "aid:player_aid", call=True)
