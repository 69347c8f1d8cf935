"""Component data: load, validate and describe the tables in ``data/``.

This module knows nothing of the rules; it turns the TOML files a teacher can
edit into frozen values the rules core reads.  Every table and many single
values carry a :class:`Provenance` (confidence + source).

INTERFACE CONTRACT (the rules core relies on exactly these names):

    load_data(path=None) -> GameData      # path: a data folder (a variant); None = shipped data
    DataError(file, entry, reason)         # raised for any malformed or inconsistent file

Paint codes everywhere: "R" "Y" "B" (primary), "O" "G" "V" (secondary),
"Pk" "Br" (module 3 blends).

The data folder holds one TOML file per part of the game (see ``FILES``). Every value is
covered by a provenance: a table's own ``confidence`` + ``source`` keys (inherited by the
tables and values inside it), or the value's own, written ``{ value = ..., confidence = ...,
source = ... }``. ``GameData.provenance`` maps ``"file:entry"`` to each of them; use
:func:`provenance_of` to find the one covering any entry.
"""
from __future__ import annotations

import dataclasses
import functools
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

PRIMARY = ("R", "Y", "B")
SECONDARY = ("O", "G", "V")
BLENDS = ("Pk", "Br")
PAINTS = PRIMARY + SECONDARY + BLENDS
CONFIDENCES = ("confirmed", "inferred", "default")

# Component counts printed on the box and in every rulebook (components.md §3-§7, all
# confirmed); the loader insists on them, the shipped tables supply everything else.
MARKET_TILES, FRESCO_TILES, PORTRAIT_CARDS, REQUEST_TILES, BLEND_TILES = 14, 25, 18, 12, 7
PLAYER_COUNTS = (2, 3, 4)
DECKS = ("A", "B", "C")
CARD_KINDS = ("permanent", "one-time")
PORTRAIT_EFFECTS = ("servant", "actor", "abbot", "provost", "merchant", "nobles", "patron",
                    "muse", "bishop", "madonna", "maiden", "self_portrait")
REQUEST_KINDS = ("general",) + SECONDARY
LEONARDO_PORTRAIT_VP = ("printed",)


class DataError(ValueError):
    """A data file is malformed or inconsistent: names the file, the entry and the reason."""

    def __init__(self, file: str, entry: str, reason: str):
        super().__init__(f"{file}: {entry}: {reason}")
        self.file, self.entry, self.reason = file, entry, reason


@dataclass(frozen=True)
class Provenance:
    """Where a value comes from and how sure we are (confirmed / inferred / default)."""
    confidence: str
    source: str


@dataclass(frozen=True)
class InnSlot:
    """One wake-up slot of the inn: time label, mood change, price per market tile."""
    time: str          # "5:00"
    mood: int          # -3 .. +1
    price: int         # thalers per market tile this round


@dataclass(frozen=True)
class BoardSide:
    """One side of the board: for which player counts, start spaces, stalls, inn."""
    name: str                      # "4p" or "3p"
    players: tuple[int, ...]       # player counts using it, e.g. (4,) or (2, 3)
    start_spaces: int              # 4 or 3
    stall_sizes: tuple[int, ...]   # tiles per stall, stall I first, e.g. (4, 3, 3, 3)
    inn: tuple[InnSlot, ...]       # earliest slot first


@dataclass(frozen=True)
class MoodTrack:
    """The mood column, bottom space first; each space's apprentice effect (-1, 0, +1)."""
    zones: tuple[int, ...]     # e.g. (-1, -1, 0, 0, 0, 1, 1)
    start: int                 # index into zones of the coloured start space


@dataclass(frozen=True)
class MarketTile:
    """A market tile: its id and the paint cubes it shows."""
    id: str
    paints: tuple[str, ...]


@dataclass(frozen=True)
class FrescoTile:
    """A fresco tile: VP value, paints to hand in, colour spots on its back."""
    id: str
    value: int
    paints: tuple[str, ...]
    spots: tuple[str, ...]     # subset of ("O", "G", "V"), distinct
    blend: bool = False        # a module-3 tile


@dataclass(frozen=True)
class Mix:
    """A workshop mix: two paints in, one out."""
    inputs: tuple[str, str]
    output: str
    blend: bool = False        # only with module 3


@dataclass(frozen=True)
class PortraitCard:
    """A portrait card (module 1); amounts absent from a card are 0 / empty."""
    id: str
    name: str                  # "Servant of God", "Actor", ...
    deck: str                  # "A" / "B" / "C"
    kind: str                  # "permanent" or "one-time"
    effect: str                # effect key: servant, actor, abbot, provost, merchant, nobles,
                               #   patron, muse, bishop, madonna, maiden, self_portrait
    vp: int = 0
    thalers: int = 0
    paints: tuple[str, ...] = ()    # fixed paints given
    primary_choice: int = 0         # number of primaries of the owner's choice given
    mood: int = 0                   # mood steps up (Muse: to the top, see effect)
    amount: int = 0                 # a permanent card's number: Servant income, Actor theatre steps,
                                    #   Abbot VP per bishop bonus, Provost cost of the bishop jump


@dataclass(frozen=True)
class RequestTile:
    """A bishop's request tile (module 2): type "general" or a spot colour, and its VP."""
    id: str
    kind: str                  # "general", "V", "O", "G"
    vp: int


@dataclass(frozen=True)
class GameData:
    """Every component table, validated. Built by :func:`load_data`."""
    root: str                                  # folder the data came from
    sides: tuple[BoardSide, ...]
    mood: MoodTrack
    market_tiles: tuple[MarketTile, ...]       # all 14
    removed_for_3p: tuple[str, ...]            # market tile ids set aside with 3 (and 2) players
    fresco_tiles: tuple[FrescoTile, ...]       # the 25 base tiles
    centre_value: int                          # a tile of this value goes to the centre (11)
    start_thalers: int                         # 12
    start_paints: tuple[str, ...]              # ("R", "Y", "B")
    apprentices: int                           # 5
    spaces_per_location: int                   # 3
    mixes_per_apprentice: int                  # 2
    mixes: tuple[Mix, ...]                     # base + blend mixes
    studio_thalers: int                        # 3
    theatre_steps: int                         # 2
    bishop_step_cost: int                      # 1
    bishop_bonus_on: int                       # 3
    bishop_bonus_near: int                     # 2
    income_per_tile: int                       # 1
    thalers_per_vp: int                        # 2
    last_round_tiles: int                      # 6: last round when <= this many tiles remain
    altar_primary_base: int                    # 2  (R+Y+B)
    altar_secondary_joker: int                 # +1 per secondary replacing a primary
    altar_mixed_base: int                      # 6  (O+G+V)
    altar_blend_jokers: dict[str, int]         # {"Pk": 3, "Br": 5}: bonus replacing a secondary
    portraits: tuple[PortraitCard, ...]        # module 1 (18)
    portraits_face_up: int                     # 2
    requests: tuple[RequestTile, ...]          # module 2 (12), any order
    request_tiles_needed: int                  # 3
    request_income_thalers: int                # 1 per fulfilled request at each income (R-REQ-5)
    blend_tiles: tuple[FrescoTile, ...]        # module 3 (7)
    blend_centre_value: int                    # 24
    blend_removed_base_tiles: int              # 7
    leonardo_portrait_vp: str                  # "printed" (card vp) - ruling R-LEO-9
    provenance: dict[str, Provenance] = field(default_factory=dict)  # "file:entry" -> Provenance

    def side_for(self, players: int) -> BoardSide:
        """The board side used with this many players."""
        for side in self.sides:
            if players in side.players:
                return side
        raise DataError("board.toml", f"players={players}", "no board side lists this player count")


def load_data(path=None) -> GameData:
    """Load and validate a data folder (None: the data shipped with the package).

    Raises DataError naming the file, the entry and the reason. A folder is read once and
    cached until one of its files changes; every call gets its own copy of the two dicts.
    """
    folder = Path(path if path is not None else _shipped_folder()).resolve()
    data = _load_folder(folder, _stamp(folder))
    return dataclasses.replace(data, altar_blend_jokers=dict(data.altar_blend_jokers),
                               provenance=dict(data.provenance))


def provenance_of(data: GameData, file: str, entry: str) -> Provenance | None:
    """The provenance covering ``entry`` of ``file`` (e.g. "inn.4p.slots[1].price"):
    the entry's own, else the one of the nearest table around it."""
    while True:
        found = data.provenance.get(f"{file}:{entry}")
        if found or not entry:
            return found
        entry = _LAST_STEP.sub("", entry)


_LAST_STEP = re.compile(r"(^|\.)[^.\[\]]+$|\[\d+\]$")   # ".price", "slots" or "[1]" at the end


def _shipped_folder() -> Path:
    """fresco_nb/_data when installed from a wheel, else the repository's data/ folder."""
    here = Path(__file__).parent
    packaged = here / "_data"
    return packaged if packaged.is_dir() else here.parent / "data"


def _stamp(folder: Path) -> tuple:
    """Size and modification time of every data file: part of the cache key, so edits are seen."""
    stamp = []
    for name in FILES:
        try:
            info = (folder / name).stat()
        except OSError:
            stamp.append(None)
        else:
            stamp.append((info.st_mtime_ns, info.st_size))
    return tuple(stamp)


@functools.lru_cache(maxsize=16)
def _load_folder(folder: Path, stamp: tuple) -> GameData:
    """Read and check every file of ``folder`` (``stamp`` only keys the cache)."""
    provenance: dict[str, Provenance] = {}
    fields: dict = {}
    for name, read in _READERS.items():
        fields.update(_read_file(folder, name, read, provenance))
    _check_across(fields)
    fields["mixes"] += fields.pop("blend_mixes")
    return GameData(root=str(folder), provenance=provenance, **fields)


def _read_file(folder: Path, name: str, read, provenance: dict) -> dict:
    """Parse one TOML file and hand it to ``read``; afterwards no key may be left unread."""
    try:
        with open(folder / name, "rb") as file:
            raw = tomllib.load(file)
    except FileNotFoundError:
        raise DataError(name, "(file)", f"missing file in {folder}") from None
    except tomllib.TOMLDecodeError as error:
        where = re.search(r"line \d+, column \d+", str(error))
        raise DataError(name, where.group() if where else "(file)", f"TOML syntax error: {error}") from None
    except UnicodeDecodeError:
        raise DataError(name, "(file)", "not UTF-8 text") from None
    root = _Table(name, raw, provenance)
    fields = read(root)
    root.check_unknown_keys()
    return fields


# ---------------------------------------------------------------- checks of single values
# Each check returns None for a good value, else the reason it is bad.

def _show(value) -> str:
    return {dict: "a table", list: "a list"}.get(type(value), repr(value))


def _integer(low=None):
    """Check: a whole number, at least ``low`` if given."""
    def check(value):
        if type(value) is not int:
            return f"expected a whole number, got {_show(value)}"
        if low is not None and value < low:
            return f"must be {low} or more, got {value}"
        return None
    return check


def _choice(options: tuple, what: str):
    """Check: one of ``options`` (a ``what``, e.g. "paint code")."""
    def check(value):
        if type(value) is not type(options[0]) or value not in options:
            return f"unknown {what} {_show(value)}; expected one of {', '.join(map(str, options))}"
        return None
    return check


def _text(value):
    """Check: a non-empty text."""
    if not isinstance(value, str) or not value.strip():
        return f"expected a non-empty text, got {_show(value)}"
    return None


def _time(value):
    """Check: a time of day written "H:MM"."""
    if not isinstance(value, str) or not _TIME.fullmatch(value):
        return f'expected a time like "7:00", got {_show(value)}'
    return None


_TIME = re.compile(r"([01]?\d|2[0-3]):[0-5]\d")
_COUNT = _integer(0)
_POSITIVE = _integer(1)
_SIGNED = _integer()
_BASE_PAINT = _choice(PRIMARY + SECONDARY, "paint code")
_PAINT = _choice(PAINTS, "paint code")
_SPOT = _choice(SECONDARY, "spot colour")


def _minutes(time: str) -> int:
    hours, minutes = time.split(":")
    return 60 * int(hours) + int(minutes)


def _check_size(file: str, entry: str, size: int, low: int, high: int | None, what="items"):
    """Raise DataError unless ``low <= size <= high`` (no upper bound if ``high`` is None)."""
    if size < low or (high is not None and size > high):
        wanted = f"exactly {low}" if low == high else f"at least {low}" if high is None else f"{low} to {high}"
        raise DataError(file, entry, f"has {size} {what}, expected {wanted}")


def _distinct(file: str, entry: str, values):
    """Raise DataError at the second of two equal values; ``entry`` has a {} for the index."""
    first: dict = {}
    for i, value in enumerate(values):
        if value in first:
            raise DataError(file, entry.format(i), f"duplicate {_show(value)} (same as {entry.format(first[value])})")
        first[value] = i


# ---------------------------------------------------------------- reading tables

_REQUIRED = object()
_PROVENANCE_KEYS = ("confidence", "source")


class _Table:
    """One TOML table being read: typed getters that name the entry in their errors,
    provenance bookkeeping, and a final check that every key was read (no typos)."""

    def __init__(self, file: str, raw: dict, provenance: dict, entry="", inherited=None, opened=None):
        self.file, self.raw, self.entry, self.provenance = file, raw, entry, provenance
        self.opened = [] if opened is None else opened      # every table read from this file
        self.opened.append(self)
        self.used = set(_PROVENANCE_KEYS)
        self.covering = self._own_provenance() or inherited

    def path(self, key: str) -> str:
        """The entry name of ``key`` in this table, e.g. "tiles[3].paints"."""
        return f"{self.entry}.{key}" if self.entry else key

    def one(self, key: str, check, default=_REQUIRED):
        """The value of ``key``, checked by ``check``; ``default`` if the key is absent."""
        if key not in self.raw and default is not _REQUIRED:
            return default
        value = self._value(key)
        self._check(self.path(key), value, check)
        return value

    def many(self, key: str, check, size=(0, None), default=_REQUIRED, distinct=False) -> tuple:
        """The list under ``key`` as a tuple, each item checked by ``check``; ``size`` is
        (least, most) items (most None: no limit); ``default`` if the key is absent."""
        if key not in self.raw and default is not _REQUIRED:
            return default
        values, entry = self._value(key), self.path(key)
        if not isinstance(values, list):
            raise DataError(self.file, entry, f"expected a list, got {_show(values)}")
        for i, value in enumerate(values):
            self._check(f"{entry}[{i}]", value, check)
        _check_size(self.file, entry, len(values), *size)
        if distinct:
            _distinct(self.file, entry + "[{}]", values)
        return tuple(values)

    def table(self, key: str) -> _Table:
        """The sub-table ``key`` (a [section] or an inline table)."""
        value = self._raw(key)
        if not isinstance(value, dict):
            raise DataError(self.file, self.path(key), f"expected a table ([{self.path(key)}]), got {_show(value)}")
        return _Table(self.file, value, self.provenance, self.path(key), self.covering, self.opened)

    def tables(self, key: str, count: int | None = None) -> list[_Table]:
        """The array of tables ``key`` ([[key]] sections); exactly ``count`` of them if given."""
        items, entry = self._raw(key), self.path(key)
        if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
            raise DataError(self.file, entry, f"expected a list of tables ([[{entry}]] sections)")
        if count is not None:
            _check_size(self.file, entry, len(items), count, count, "entries")
        return [_Table(self.file, item, self.provenance, f"{entry}[{i}]", self.covering, self.opened)
                for i, item in enumerate(items)]

    def subtables(self) -> list[tuple[str, _Table]]:
        """Every key of this table read as a named sub-table, e.g. [sides.4p], [sides.3p]."""
        return [(key, self.table(key)) for key in self.raw if key not in _PROVENANCE_KEYS]

    def check_unknown_keys(self):
        """Raise DataError on the first key, in any table of this file, that nothing read."""
        for table in self.opened:
            for key in table.raw:
                if key not in table.used:
                    raise DataError(self.file, table.path(key), "unknown key")

    def _raw(self, key: str):
        self.used.add(key)
        if key not in self.raw:
            raise DataError(self.file, self.path(key), "missing key")
        return self.raw[key]

    def _value(self, key: str):
        """The value of ``key``, unwrapped from { value, confidence, source } if written so;
        a value must be covered by a confidence and a source."""
        value = self._raw(key)
        if isinstance(value, dict):
            sourced = _Table(self.file, value, self.provenance, self.path(key), None, self.opened)
            if sourced.covering is None:
                raise DataError(self.file, self.path(key),
                                "a value written as a table needs value, confidence and source")
            return sourced._value("value")
        if self.covering is None:
            raise DataError(self.file, self.path(key),
                            "no confidence and source: add them to the table around it, or write the "
                            "value as { value = ..., confidence = ..., source = ... }")
        return value

    def _check(self, entry: str, value, check):
        reason = check(value)
        if reason:
            raise DataError(self.file, entry, reason)

    def _own_provenance(self) -> Provenance | None:
        """This table's confidence and source, recorded under "file:entry"; None if it has none."""
        given = [key for key in _PROVENANCE_KEYS if key in self.raw]
        if not given:
            return None
        if len(given) == 1:
            missing = "source" if given == ["confidence"] else "confidence"
            raise DataError(self.file, self.path(missing), "missing key (confidence and source go together)")
        self._check(self.path("confidence"), self.raw["confidence"], _choice(CONFIDENCES, "confidence label"))
        self._check(self.path("source"), self.raw["source"], _text)
        found = Provenance(self.raw["confidence"], self.raw["source"])
        self.provenance[f"{self.file}:{self.entry}"] = found
        return found


# ---------------------------------------------------------------- one reader per file
# Each returns some of GameData's fields (blends.toml also "blend_mixes").

def _read_board(t: _Table) -> dict:
    inns = dict(t.table("inn").subtables())
    sides = []
    for name, side in t.table("sides").subtables():
        if name not in inns:
            raise DataError(t.file, f"inn.{name}", "missing: every board side needs its inn")
        players = side.many("players", _choice(PLAYER_COUNTS, "player count"), size=(1, None), distinct=True)
        start_spaces = side.one("start_spaces", _POSITIVE)
        if start_spaces < max(players):
            raise DataError(t.file, side.path("start_spaces"),
                            f"{start_spaces} start spaces for {max(players)} players")
        stalls = side.many("stall_sizes", _POSITIVE, size=(1, None))
        sides.append(BoardSide(name, players, start_spaces, stalls, _read_inn(inns.pop(name), max(players))))
    if inns:
        name = next(iter(inns))
        raise DataError(t.file, f"inn.{name}", f"no board side {name!r} to print this inn on")
    _check_player_counts(t.file, sides)
    return {"sides": tuple(sides)}


def _check_player_counts(file: str, sides: list[BoardSide]):
    """Every player count uses exactly one board side."""
    owner: dict[int, str] = {}
    for side in sides:
        for i, players in enumerate(side.players):
            if players in owner:
                raise DataError(file, f"sides.{side.name}.players[{i}]",
                                f"{players} players already use side {owner[players]!r}")
            owner[players] = side.name
    for players in PLAYER_COUNTS:
        if players not in owner:
            raise DataError(file, "sides", f"no board side for {players} players")


def _read_inn(inn: _Table, players: int) -> tuple[InnSlot, ...]:
    """The slots of one inn, earliest first, at least one per player."""
    slots = tuple(InnSlot(slot.one("time", _time), slot.one("mood", _SIGNED), slot.one("price", _COUNT))
                  for slot in inn.tables("slots"))
    entry = inn.path("slots")
    if len(slots) < players:
        raise DataError(inn.file, entry, f"{len(slots)} wake-up slots for {players} players")
    for i in range(1, len(slots)):
        if _minutes(slots[i].time) <= _minutes(slots[i - 1].time):
            raise DataError(inn.file, f"{entry}[{i}].time",
                            f"{slots[i].time} is not later than {slots[i - 1].time}: list the slots earliest first")
    return slots


def _read_mood(t: _Table) -> dict:
    zones = t.many("zones", _choice((-1, 0, 1), "zone effect"), size=(1, None))
    start = t.one("start", _COUNT)
    if start >= len(zones):
        raise DataError(t.file, "start", f"index {start} is out of range: the track has spaces 0 to {len(zones) - 1}")
    return {"mood": MoodTrack(zones, start)}


def _read_market(t: _Table) -> dict:
    tiles = tuple(MarketTile(tile.one("id", _text), tile.many("paints", _BASE_PAINT, size=(1, None)))
                  for tile in t.tables("tiles", MARKET_TILES))
    _distinct(t.file, "tiles[{}].id", [tile.id for tile in tiles])
    removed = t.many("removed_for_3p", _text, distinct=True)
    ids = {tile.id for tile in tiles}
    for i, tile_id in enumerate(removed):
        if tile_id not in ids:
            raise DataError(t.file, f"removed_for_3p[{i}]", f"{tile_id!r} is not the id of a market tile")
    return {"market_tiles": tiles, "removed_for_3p": removed}


def _read_fresco_tiles(t: _Table, count: int, paint, blend: bool) -> tuple[tuple[FrescoTile, ...], int]:
    """The [[tiles]] and the [centre_value] of fresco.toml or blends.toml."""
    tiles = tuple(FrescoTile(tile.one("id", _text), tile.one("value", _COUNT),
                             tile.many("paints", paint, size=(1, None)),
                             tile.many("spots", _SPOT, distinct=True), blend)
                  for tile in t.tables("tiles", count))
    _distinct(t.file, "tiles[{}].id", [tile.id for tile in tiles])
    centre = t.one("centre_value", _POSITIVE)
    if not any(tile.value == centre for tile in tiles):
        raise DataError(t.file, "centre_value", f"no tile has the value {centre} to go to the centre")
    return tiles, centre


def _read_mixes(t: _Table, inputs, output, blend: bool) -> tuple[Mix, ...]:
    mixes = tuple(Mix(mix.many("inputs", inputs, size=(2, 2)), mix.one("output", output), blend)
                  for mix in t.tables("mixes"))
    _distinct(t.file, "mixes[{}].inputs", [tuple(sorted(mix.inputs)) for mix in mixes])
    return mixes


def _read_fresco(t: _Table) -> dict:
    tiles, centre = _read_fresco_tiles(t, FRESCO_TILES, _BASE_PAINT, blend=False)
    return {"fresco_tiles": tiles, "centre_value": centre}


def _read_rules(t: _Table) -> dict:
    numbers = {name: t.one(name, check) for name, check in (
        ("start_thalers", _COUNT), ("apprentices", _POSITIVE), ("spaces_per_location", _POSITIVE),
        ("mixes_per_apprentice", _COUNT), ("studio_thalers", _COUNT), ("theatre_steps", _COUNT),
        ("bishop_step_cost", _COUNT), ("bishop_bonus_on", _COUNT), ("bishop_bonus_near", _COUNT),
        ("income_per_tile", _COUNT), ("thalers_per_vp", _POSITIVE), ("last_round_tiles", _COUNT),
        ("altar_primary_base", _COUNT), ("altar_secondary_joker", _COUNT), ("altar_mixed_base", _COUNT))}
    return {**numbers,
            "start_paints": t.many("start_paints", _BASE_PAINT),
            "mixes": _read_mixes(t, _BASE_PAINT, _choice(SECONDARY, "mixed colour"), blend=False)}


def _read_portraits(t: _Table) -> dict:
    cards = tuple(PortraitCard(
        id=card.one("id", _text), name=card.one("name", _text),
        deck=card.one("deck", _choice(DECKS, "deck")),
        kind=card.one("kind", _choice(CARD_KINDS, "card kind")),
        effect=card.one("effect", _choice(PORTRAIT_EFFECTS, "effect")),
        vp=card.one("vp", _COUNT, 0), thalers=card.one("thalers", _COUNT, 0),
        paints=card.many("paints", _PAINT, default=()),
        primary_choice=card.one("primary_choice", _COUNT, 0), mood=card.one("mood", _COUNT, 0),
        amount=card.one("amount", _COUNT, 0))
        for card in t.tables("cards", PORTRAIT_CARDS))
    _distinct(t.file, "cards[{}].id", [card.id for card in cards])
    return {"portraits": cards,
            "portraits_face_up": t.one("face_up", _POSITIVE),
            "leonardo_portrait_vp": t.one("leonardo_vp", _choice(LEONARDO_PORTRAIT_VP, "Leonardo rule"))}


def _read_requests(t: _Table) -> dict:
    tiles = tuple(RequestTile(tile.one("id", _text), tile.one("kind", _choice(REQUEST_KINDS, "request kind")),
                              tile.one("vp", _COUNT))
                  for tile in t.tables("tiles", REQUEST_TILES))
    _distinct(t.file, "tiles[{}].id", [tile.id for tile in tiles])
    return {"requests": tiles, "request_tiles_needed": t.one("tiles_needed", _POSITIVE),
            "request_income_thalers": t.one("income_thalers", _COUNT)}


def _read_blends(t: _Table) -> dict:
    tiles, centre = _read_fresco_tiles(t, BLEND_TILES, _PAINT, blend=True)
    removed = t.one("removed_base_tiles", _COUNT)
    if removed != len(tiles):
        raise DataError(t.file, "removed_base_tiles",
                        f"must equal the number of blend tiles ({len(tiles)}) so that the fresco keeps its parts")
    jokers = t.table("altar_jokers")
    return {"blend_tiles": tiles, "blend_centre_value": centre, "blend_removed_base_tiles": removed,
            "altar_blend_jokers": {paint: jokers.one(paint, _COUNT) for paint in BLENDS},
            "blend_mixes": _read_mixes(t, _PAINT, _choice(BLENDS, "blend colour"), blend=True)}


_READERS = {"board.toml": _read_board, "mood.toml": _read_mood, "market.toml": _read_market,
            "fresco.toml": _read_fresco, "rules.toml": _read_rules, "portraits.toml": _read_portraits,
            "requests.toml": _read_requests, "blends.toml": _read_blends}
FILES = tuple(_READERS)


def _check_across(fields: dict):
    """The checks that need two files: stalls against market tiles, blends against the base game."""
    tiles, removed = fields["market_tiles"], fields["removed_for_3p"]
    for side in fields["sides"]:
        # with fewer players than the most, the removed tiles stay out (R-SET-4, R-LEO-1)
        in_play = len(tiles) - (len(removed) if min(side.players) < max(PLAYER_COUNTS) else 0)
        if sum(side.stall_sizes) > in_play:
            raise DataError("board.toml", f"sides.{side.name}.stall_sizes",
                            f"the stalls hold {sum(side.stall_sizes)} tiles, "
                            f"but only {in_play} market tiles are in play")
    base_ids = {tile.id for tile in fields["fresco_tiles"]}
    for i, tile in enumerate(fields["blend_tiles"]):
        if tile.id in base_ids:
            raise DataError("blends.toml", f"tiles[{i}].id", f"duplicate {tile.id!r}: fresco.toml has this id too")
    base_inputs = {frozenset(mix.inputs) for mix in fields["mixes"]}
    for i, mix in enumerate(fields["blend_mixes"]):
        if frozenset(mix.inputs) in base_inputs:
            raise DataError("blends.toml", f"mixes[{i}].inputs", "rules.toml already has a mix of these two paints")
