"""Fresco as a game of the kit: its members of the game protocol (:class:`fresco_nb.games.protocol.GameModule`),
what the generic bots, the lab, the command line and the adapters ask of it."""
from __future__ import annotations

from functools import lru_cache

from .determinize import determinize  # noqa: F401  (a member of the protocol)
from .encoding import ActionCodec
from .observation import ObservationEncoder
from .rules.actions import ACTION_TYPES, Draw, Plan  # noqa: F401  (ACTION_TYPES: a member of the protocol)
from .rules.game import MODULES, Game, load_game, new_game  # noqa: F401  (members of the protocol)
from .rules.settings import check_seed  # noqa: F401  (a member of the protocol)

NAME = "fresco"
TITLE = "Fresco"
PLAYERS = (2, 3, 4)
RULE_PREFIX = "R-"
OPTIONS = {"modules": ""}      # as text: module names joined by "+" or ",", "all", or "" for none


def parse_options(given) -> dict:
    """The options of :data:`OPTIONS`, given as text (an OpenSpiel game string, the command line) or as values,
    as ``new_game`` takes them: ``{"modules": "portraits+requests"}`` -> ``{"modules": ("portraits", "requests")}``;
    an option Fresco does not have is a ValueError naming it."""
    unknown = [name for name in given if name not in OPTIONS]
    if unknown:
        raise ValueError(f"Fresco has no option {unknown[0]!r}; its options are {', '.join(OPTIONS)}")
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


def action_codec(game: Game) -> ActionCodec:
    """The action ids of ``game``'s setting (players, modules, component data)."""
    return ActionCodec(game)


def observation_encoder(game: Game) -> ObservationEncoder:
    """The observation vector of ``game``'s setting."""
    return ObservationEncoder(game)


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
    who = "" if seat is None else f"P{seat + 1} "
    return who + str(action), None, ""


@lru_cache(maxsize=16)
def _drawn_ids(tables) -> tuple[frozenset, frozenset]:
    """The ids of the portrait cards and of the fresco tiles of one game setting (its fixed tables)."""
    return frozenset(c.id for c in tables.data.portraits), frozenset(t.id for t in tables.fresco_tiles)


def rule_text(rule_id: str):
    """A Fresco rule for students (``str()`` is its text), numbers from the active data."""
    from ...texts import rule_text as text
    return text(rule_id)


def field_schema():
    """Every field of Fresco's component data with its bounds, label, help and confidence."""
    from .data.schema import field_schema as schema
    return schema()


def data_tables():
    """Its component data as the component form reads and writes it (a :class:`fresco_nb.games.schema.DataSchema`)."""
    from .data.tables import TABLES
    return TABLES


def board_svg(game: Game, who="public", layout: str | None = None) -> str:
    """The table as ``who`` sees it, as SVG (``layout`` "projector" for large print; None the notebook's)."""
    from .board import board_svg as draw
    return draw(game, who, highlight=False, layout=layout or "desk")


def bots() -> dict:
    """Fresco's own bots: greedy and heuristic."""
    from ...bots.greedy import GreedyBot
    from ...bots.heuristic import HeuristicBot
    return {"greedy": GreedyBot, "heuristic": HeuristicBot}


def search_guide(seed):
    """The search bot's guide: heuristic policy and valuation (:mod:`.search_guide`)."""
    from .search_guide import FrescoSearchGuide
    return FrescoSearchGuide(seed)


def lab_recorder():
    """Fresco's rows for the lab (:mod:`.lab_rows`)."""
    from .lab_rows import RECORDER
    return RECORDER


def variants():
    """Fresco's variant maker: ``variant``, ``variant_from_folder``, ``data_changes`` (an optional member of the
    protocol, :mod:`.variants`; the lab's :func:`fresco_nb.lab.variant`)."""
    from . import variants as maker
    return maker


def live_board():
    """Fresco's live board: its drawing, the rules behind its parts, the decisions built by clicks (:mod:`.live_board`)."""
    from .live_board import LIVE_BOARD
    return LIVE_BOARD


def restrictions():
    """Ways of playing a seat may be held to, for the design bench's probes (an optional member of the protocol,
    :mod:`.restrictions`)."""
    from .restrictions import restrictions as declared
    return declared()


def player_aid(data=None, lang: str = "en") -> str:
    """Fresco's one-page player aid as HTML for ``data`` (None: the active data), worded in ``lang`` (an optional
    member of the protocol, :mod:`.aid`)."""
    from .aid import player_aid as page
    return page(data, lang)
