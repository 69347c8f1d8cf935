"""The field schema: one definition of every value in ``data/fresco/`` — where it lives in the TOML files, its
type, its bounds, a label, a one-line help and a unit. The loader checks each value it reads against it,
:func:`~fresco_nb.games.fresco.data.check_data` checks a whole GameData (a variant) against it, and forms that edit the
data (a teacher's component form, a design bench) can be built from it.

>>> from fresco_nb.games.fresco.data import SCHEMA, field_schema
>>> SCHEMA["rules.toml:spaces_per_location"].high            # the bounds of one value
9
>>> [f.label for f in field_schema() if f.file == "mood.toml"]
['mood track', 'start space']

Keys are ``"file:entry"`` like the provenance's, with ``<side>`` for a board side's name and ``[]`` for
any position in a list: ``"board.toml:inn.<side>.slots[].price"``. Upper bounds are generous but finite:
they keep a typo (a price of 10**15, a thousand-space mood track) from freezing or crashing a game.
"""
from __future__ import annotations

from dataclasses import replace

from ...schema import Field, show  # noqa: F401 (show: the loader and the checks word errors with it)
from .model import (BLEND_TILES, BLENDS, CARD_KINDS, CONFIDENCES, DECKS, FRESCO_PARTS, FRESCO_TILES,
                    LEONARDO_PORTRAIT_VP, MARKET_TILES, PAINTS, PLAYER_COUNTS, PORTRAIT_CARDS, PORTRAIT_EFFECTS,
                    PRIMARY, REQUEST_KINDS, REQUEST_TILES, SECONDARY, BoardSide, FrescoTile, InnSlot, MarketTile,
                    Mix, PortraitCard, RequestTile)

# The generous limits, each with the reason a form can show.
MAX_THALERS = 100      # a player starts with 12 and earns a few a round: 100 is far beyond any real amount
MAX_VP = 99            # the printed values are 2 to 24: two digits is plenty
MAX_BONUS = 20         # the printed bonuses are 1 to 5
MAX_MOOD_SPACES = 25   # the printed column has about 7 spaces
MAX_APPRENTICES = 8    # 5 on the box; the plan list grows as (spaces per location + 1) ** 5
MAX_TEXT = 60          # ids and names are short labels
MAX_PAINTS = 9         # cubes on one tile or card (the printed ones show 1 to 3)
MAX_STALLS = 6         # stalls I to VI can be named; the board has 3 or 4
MAX_SLOTS = 12         # wake-up slots of an inn (the board has 5; the engine numbers 12 wake-up actions)
MAX_REQUEST_TILES = 6  # tiles stacked under a request (3 on the box); the stacking choices grow fast beyond


def _number(name, file, entry, label, help, unit, low, high, **more) -> Field:
    return Field(name, file, entry, "whole number", label, help, unit, low=low, high=high, **more)


def _choice(name, file, entry, label, help, choices, **more) -> Field:
    return Field(name, file, entry, "choice", label, help, choices=choices, **more)


def _text(name, file, entry, label, help) -> Field:
    return Field(name, file, entry, "text", label, help, high=MAX_TEXT)


def _tables(name, file, entry, label, help, record, items) -> Field:
    return Field(name, file, entry, "table", label, help, record=record, items=items)


def _fresco_fields(name, file, label, help, count, paints, id_help, centre, centre_help) -> tuple[Field, ...]:
    """The tiles of fresco.toml or blends.toml, their values, and the value of the centre tile."""
    return (_tables(name, file, "tiles", label, help, FrescoTile, (count, count)),
            _text(f"{name}[].id", file, "tiles[].id", "tile id", id_help),
            _number(f"{name}[].value", file, "tiles[].value", "victory points",
                    f"VP for restoring the tile (R-CATH-1); at most {MAX_VP}", "VP", 0, MAX_VP),
            _choice(f"{name}[].paints", file, "tiles[].paints", "paint code",
                    f"the paints handed in to restore it (R-CATH-1); 1 to {MAX_PAINTS}", paints,
                    items=(1, MAX_PAINTS)),
            _choice(f"{name}[].spots", file, "tiles[].spots", "spot colour",
                    "colour spots on the back, each at most once (R-REQ-4)", SECONDARY, items=(0, len(SECONDARY)),
                    distinct=True),
            _number(centre, file, "centre_value", "centre tile value", centre_help, "VP", 1, MAX_VP))


def _mix_fields(name, file, rule, inputs, outputs, output_label) -> tuple[Field, ...]:
    """The mixes of rules.toml or blends.toml: two paints in, one out."""
    return (_tables(name, file, "mixes", "mix", f"the workshop's mixes ({rule}), at most 9", Mix, (0, 9)),
            _choice(f"{name}[].inputs", file, "mixes[].inputs", "paint code", f"the two paints handed in ({rule})",
                    inputs, items=(2, 2)),
            _choice(f"{name}[].output", file, "mixes[].output", output_label, f"the paint taken ({rule})", outputs))


def _rule(name, label, help, unit, low, high) -> Field:
    """A single number of rules.toml (its entry is its GameData name)."""
    return _number(name, "rules.toml", name, label, help, unit, low, high)


_FIELDS = (
    # board.toml
    _tables("sides", "board.toml", "sides", "board side", "the board's sides, one [sides.<name>] each; every player "
            "count uses exactly one", BoardSide, (1, len(PLAYER_COUNTS))),
    _text("sides[].name", "board.toml", "sides.<side>", "side name", "the name of a board side, e.g. 4p"),
    _choice("sides[].players", "board.toml", "sides.<side>.players", "player count",
            "the player counts that play on this side", PLAYER_COUNTS, items=(1, len(PLAYER_COUNTS)), distinct=True),
    _number("sides[].start_spaces", "board.toml", "sides.<side>.start_spaces", "start spaces",
            "start spaces S1..Sn, at least one per painter (R-SET-2)", "spaces", 1, max(PLAYER_COUNTS)),
    _number("sides[].stall_sizes", "board.toml", "sides.<side>.stall_sizes", "stall size",
            "market tiles per stall, stall I first; the stalls together hold no more tiles than are in play "
            f"(R-MKT-1); at most {MAX_STALLS} stalls", "tiles", 1, MARKET_TILES, items=(1, MAX_STALLS)),
    _tables("sides[].inn", "board.toml", "inn.<side>.slots", "wake-up slot",
            f"the inn's wake-up slots, earliest first, at least one per painter (R-WAKE-2); at most {MAX_SLOTS}",
            InnSlot, (1, MAX_SLOTS)),
    Field("sides[].inn[].time", "board.toml", "inn.<side>.slots[].time", "time", "wake-up time",
          'the slot\'s time, "H:MM"; later slots act later (R-WAKE-3)', "time of day"),
    _number("sides[].inn[].mood", "board.toml", "inn.<side>.slots[].mood", "mood change",
            f"mood spaces gained (+) or lost (-) at once (R-WAKE-3); the track is at most {MAX_MOOD_SPACES} spaces",
            "spaces", -MAX_MOOD_SPACES, MAX_MOOD_SPACES),
    _number("sides[].inn[].price", "board.toml", "inn.<side>.slots[].price", "price per market tile",
            f"thalers per market tile bought this round (R-WAKE-3); at most {MAX_THALERS}, more than anyone holds",
            "thalers", 0, MAX_THALERS),
    # mood.toml
    _choice("mood.zones", "mood.toml", "zones", "mood track",
            "the spaces of one column, bottom first: -1 sets an apprentice aside, +1 gives the natural apprentice "
            f"(R-MOOD-2); at most {MAX_MOOD_SPACES} spaces", (-1, 0, 1), items=(1, MAX_MOOD_SPACES)),
    _number("mood.start", "mood.toml", "start", "start space",
            "index of the start space in the track, 0 = bottom (R-SET-7)", "space", 0, MAX_MOOD_SPACES - 1),
    # market.toml
    _tables("market_tiles", "market.toml", "tiles", "market tile", "the market tiles in the bag (R-SET-4)",
            MarketTile, (MARKET_TILES, MARKET_TILES)),
    _text("market_tiles[].id", "market.toml", "tiles[].id", "tile id", "a unique name, e.g. M-RRY"),
    _choice("market_tiles[].paints", "market.toml", "tiles[].paints", "paint code",
            f"the paint cubes the tile gives (R-MKT-2); 1 to {MAX_PAINTS}", PRIMARY + SECONDARY,
            items=(1, MAX_PAINTS)),
    Field("removed_for_3p", "market.toml", "removed_for_3p", "text", "tile id",
          "ids of the market tiles set aside with 3 (and 2) players (R-SET-4)", high=MAX_TEXT,
          items=(0, MARKET_TILES), distinct=True),
    # fresco.toml
    *_fresco_fields("fresco_tiles", "fresco.toml", "fresco tile", "the fresco tiles, one per part (R-SET-5)",
                    FRESCO_TILES, PRIMARY + SECONDARY, "a unique name, e.g. F07a", "centre_value",
                    "a tile of this value goes to the centre, under the bishop (R-SET-5)"),
    # rules.toml
    _rule("start_thalers", "start money", f"thalers each player starts with (R-SET-8); at most {MAX_THALERS}",
          "thalers", 0, MAX_THALERS),
    _choice("start_paints", "rules.toml", "start_paints", "paint code",
            f"the paints each player starts with (R-SET-8); at most {MAX_PAINTS}", PRIMARY + SECONDARY,
            items=(0, MAX_PAINTS)),
    _rule("apprentices", "apprentices", f"apprentices per player (R-SET-8); at most {MAX_APPRENTICES}: the plans "
          "to choose from grow as (spaces + 1) ** 5", "apprentices", 1, MAX_APPRENTICES),
    _rule("spaces_per_location", "spaces per location", "apprentices one location takes (R-PLAN-1); at most the "
          "largest apprentice count a painter can have, with the natural apprentice (R-MOOD-2)", "spaces",
          1, MAX_APPRENTICES + 1),
    _rule("mixes_per_apprentice", "mixes per apprentice", "mixes one workshop apprentice may make (R-WKS-1); "
          "at most 6", "mixes", 0, 6),
    _rule("studio_thalers", "studio pay", f"thalers per studio apprentice (R-STU-1); at most {MAX_BONUS}",
          "thalers", 0, MAX_BONUS),
    _rule("theatre_steps", "theatre steps", "mood spaces up per theatre apprentice (R-THE-1); at most the "
          f"longest track, {MAX_MOOD_SPACES}", "spaces", 0, MAX_MOOD_SPACES),
    _rule("bishop_step_cost", "bishop step cost", f"thalers for one bishop step (R-CATH-4); at most {MAX_BONUS}",
          "thalers", 0, MAX_BONUS),
    _rule("bishop_bonus_on", "bishop bonus (on)", "VP added when the bishop stands on the tile (R-CATH-2); "
          f"no negative VP, at most {MAX_BONUS}", "VP", 0, MAX_BONUS),
    _rule("bishop_bonus_near", "bishop bonus (next to)", "VP added when the bishop stands next to the tile "
          f"(R-CATH-2); no negative VP, at most {MAX_BONUS}", "VP", 0, MAX_BONUS),
    _rule("income_per_tile", "income per tile", f"thalers per fresco tile at each income (R-PREP-2); at most "
          f"{MAX_BONUS}", "thalers", 0, MAX_BONUS),
    _rule("thalers_per_vp", "thalers per VP", f"thalers worth 1 VP at the end (R-END-3); 1 to {MAX_BONUS}",
          "thalers", 1, MAX_BONUS),
    _rule("last_round_tiles", "end threshold", "the last round starts when at most this many fresco tiles "
          f"remain (R-END-1); at most the {FRESCO_PARTS} parts", "tiles", 0, FRESCO_PARTS),
    _rule("altar_primary_base", "altar, primary set", f"VP for red + yellow + blue at the altar (R-ALT-1); no "
          f"negative VP, at most {MAX_VP}", "VP", 0, MAX_VP),
    _rule("altar_secondary_joker", "altar, mixed joker", "VP added per mixed paint replacing a primary (R-ALT-1); "
          f"no negative VP, at most {MAX_BONUS}", "VP", 0, MAX_BONUS),
    _rule("altar_mixed_base", "altar, mixed set", f"VP for orange + green + violet at the altar (R-ALT-1); no "
          f"negative VP, at most {MAX_VP}", "VP", 0, MAX_VP),
    *_mix_fields("mixes", "rules.toml", "R-WKS-1", PRIMARY + SECONDARY, SECONDARY, "mixed colour"),
    # portraits.toml
    _tables("portraits", "portraits.toml", "cards", "portrait card", "the portrait cards (R-POR-1)",
            PortraitCard, (PORTRAIT_CARDS, PORTRAIT_CARDS)),
    _text("portraits[].id", "portraits.toml", "cards[].id", "card id", "a unique name, e.g. P-A1"),
    _text("portraits[].name", "portraits.toml", "cards[].name", "card name", "the name printed on the card"),
    _choice("portraits[].deck", "portraits.toml", "cards[].deck", "deck", "the letter on its back (R-POR-1)",
            DECKS),
    _choice("portraits[].kind", "portraits.toml", "cards[].kind", "card kind",
            "permanent (kept) or one-time (R-POR-3)", CARD_KINDS),
    _choice("portraits[].effect", "portraits.toml", "cards[].effect", "effect", "what the card does (R-POR-3)",
            PORTRAIT_EFFECTS),
    _number("portraits[].vp", "portraits.toml", "cards[].vp", "victory points",
            f"VP the card gives (R-POR-3); no negative VP, at most {MAX_BONUS}", "VP", 0, MAX_BONUS, default=0),
    _number("portraits[].thalers", "portraits.toml", "cards[].thalers", "thalers",
            f"thalers the card gives (R-POR-3); at most {MAX_BONUS}", "thalers", 0, MAX_BONUS, default=0),
    _choice("portraits[].paints", "portraits.toml", "cards[].paints", "paint code",
            f"paint cubes the card gives (R-POR-3); at most {MAX_PAINTS}", PAINTS, items=(0, MAX_PAINTS),
            default=()),
    _number("portraits[].primary_choice", "portraits.toml", "cards[].primary_choice", "primaries of choice",
            f"primary paints of the owner's choice (R-POR-3); at most the {len(PRIMARY)} primary colours",
            "paints", 0, len(PRIMARY), default=0),
    _number("portraits[].mood", "portraits.toml", "cards[].mood", "mood steps",
            f"mood spaces up (R-POR-3); at most the longest track, {MAX_MOOD_SPACES}", "spaces",
            0, MAX_MOOD_SPACES, default=0),
    _number("portraits[].amount", "portraits.toml", "cards[].amount", "permanent amount",
            "a permanent card's number: income, theatre steps, VP per bishop bonus or jump cost (R-POR-3); "
            f"at most {MAX_BONUS}", "thalers, spaces or VP", 0, MAX_BONUS, default=0),
    _number("portraits_face_up", "portraits.toml", "face_up", "face-up cards",
            f"cards turned up on the studio each round (R-POR-1); at most the {PORTRAIT_CARDS} cards", "cards",
            1, PORTRAIT_CARDS),
    _choice("leonardo_portrait_vp", "portraits.toml", "leonardo_vp", "Leonardo rule",
            "what Leonardo scores for a portrait he removes (R-LEO-9)", LEONARDO_PORTRAIT_VP),
    # requests.toml
    _tables("requests", "requests.toml", "tiles", "request tile", "the bishop's request tiles (R-REQ-1)",
            RequestTile, (REQUEST_TILES, REQUEST_TILES)),
    _text("requests[].id", "requests.toml", "tiles[].id", "tile id", "a unique name, e.g. Q-V-10"),
    _choice("requests[].kind", "requests.toml", "tiles[].kind", "request kind",
            "general, or the spot colour its tiles must show (R-REQ-3, R-REQ-4)", REQUEST_KINDS),
    _number("requests[].vp", "requests.toml", "tiles[].vp", "victory points",
            f"VP for fulfilling it (R-REQ-3); at most {MAX_VP}", "VP", 0, MAX_VP),
    _number("request_tiles_needed", "requests.toml", "tiles_needed", "tiles per request",
            f"fresco tiles stacked under a fulfilled request (R-REQ-3); at most {MAX_REQUEST_TILES}: the choices "
            "of tiles to stack grow fast", "tiles", 1, MAX_REQUEST_TILES),
    _number("request_income_thalers", "requests.toml", "income_thalers", "request income",
            f"thalers a fulfilled request pays at each income (R-REQ-5); at most {MAX_BONUS}", "thalers",
            0, MAX_BONUS),
    # blends.toml
    *_fresco_fields("blend_tiles", "blends.toml", "blend tile", "the blend fresco tiles (R-BLD-1)",
                    BLEND_TILES, PAINTS, "a unique name, not used in fresco.toml", "blend_centre_value",
                    "the blend tile of this value goes to the centre (R-BLD-1)"),
    _number("blend_removed_base_tiles", "blends.toml", "removed_base_tiles", "base tiles removed",
            "base tiles removed at setup: as many as there are blend tiles, so the fresco keeps its "
            f"{FRESCO_PARTS} parts (R-BLD-1)", "tiles", 0, FRESCO_TILES - 1),
    *(_number(f"altar_blend_jokers[{paint}]", "blends.toml", f"altar_jokers.{paint}", f"altar joker {paint}",
              f"VP added per {paint} replacing O, G or V in the altar's mixed set (R-BLD-3); no negative VP, "
              f"at most {MAX_BONUS}", "VP", 0, MAX_BONUS) for paint in BLENDS),
    *_mix_fields("mixes[blend]", "blends.toml", "R-BLD-2", PAINTS, BLENDS, "blend colour"),
)

SCHEMA = {field.key: field for field in _FIELDS}
"""Every data field by "file:entry" (see :class:`Field`); the order is the files' order."""


def location(name: str) -> tuple[str, str]:
    """(file, entry) where the GameData field ``name`` is written, e.g. "mood" -> ("mood.toml", "zones")."""
    for field in _FIELDS:
        if field.name == name:
            return field.file, field.entry
    for field in _FIELDS:
        if field.name.startswith((name + ".", name + "[")):
            return field.file, field.entry.split(".")[0]
    raise KeyError(name)


def field_schema(data=None) -> tuple[Field, ...]:
    """Every field of the data with its ``confidence`` read from the provenance of ``data`` (default: the
    shipped data): the weakest label among the entries it covers (e.g. "default" for the fresco tiles'
    values, most of which are placeholders); "" where nothing covers it."""
    from .checks import entries                    # here, not at the top: both modules import this one
    from .loader import load_data, provenance_of
    data = load_data() if data is None else data
    weakest: dict[str, int] = {}
    for field, entry, _ in entries(data):
        found = provenance_of(data, field.file, entry)
        labels = [found.confidence] if found else [     # a list without its own provenance: its items'
            p.confidence for key, p in data.provenance.items() if key.startswith(f"{field.file}:{entry}")]
        for label in labels:
            weakest[field.key] = max(weakest.get(field.key, 0), CONFIDENCES.index(label))
    return tuple(replace(field, confidence=CONFIDENCES[weakest[field.key]] if field.key in weakest else "")
                 for field in _FIELDS)
