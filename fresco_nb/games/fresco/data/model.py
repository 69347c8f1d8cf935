"""The component data as frozen values: paint codes, component counts, the records of each table and
:class:`GameData`, the whole validated set. Nothing here can be changed after it is built, so one
:class:`GameData` may be shared by every game that plays with it."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields

PRIMARY = ("R", "Y", "B")
SECONDARY = ("O", "G", "V")
BLENDS = ("Pk", "Br")
PAINTS = PRIMARY + SECONDARY + BLENDS

# How sure a value is, surest first, with the words a reader sees (explained in data/fresco/SOURCES.md).
CONFIDENCE_LABELS = {"confirmed": "confirmed",                       # a rulebook text (FR, IT, NL, DE-BH, EN)
                     "confirmed-secondary": "confirmed, secondary",  # a review, summary or OCR of a picture
                     "inferred": "inferred",                         # follows from confirmed facts
                     "default": "default"}                           # no source: a proposed value
CONFIDENCES = tuple(CONFIDENCE_LABELS)

# Component counts printed on the box and in every rulebook (data/fresco/SOURCES.md, all
# confirmed); the loader insists on them, the shipped tables supply everything else.
MARKET_TILES, FRESCO_TILES, PORTRAIT_CARDS, REQUEST_TILES, BLEND_TILES = 14, 25, 18, 12, 7
FRESCO_PARTS = 25                  # the 5 x 5 fresco
PLAYER_COUNTS = (2, 3, 4)
DECKS = ("A", "B", "C")
CARD_KINDS = ("permanent", "one-time")
PORTRAIT_EFFECTS = ("servant", "actor", "abbot", "provost", "merchant", "nobles", "patron",
                    "muse", "bishop", "madonna", "maiden", "self_portrait")
REQUEST_KINDS = ("general", "V", "O", "G")  # the request stacks, in the order rules, board and adapters list them
ROMAN = ("I", "II", "III", "IV", "V", "VI")  # the market stalls' numerals, stall 0 = I
LEONARDO_PORTRAIT_VP = ("printed",)


class DataError(ValueError):
    """A data file is malformed or inconsistent: names the file, the entry and the reason."""

    def __init__(self, file: str, entry: str, reason: str):
        super().__init__(f"{file}: {entry}: {reason}")
        self.file, self.entry, self.reason = file, entry, reason


class FrozenMap(Mapping):
    """A read-only, hashable mapping (shown like a dict). GameData uses it where a dict would let a
    caller change data that other games share."""
    __slots__ = ("_items", "_hash")

    def __init__(self, items=()):
        self._items = dict(items)
        self._hash = None

    def __getitem__(self, key):
        return self._items[key]

    def __iter__(self):
        return iter(self._items)

    def __len__(self):
        return len(self._items)

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(frozenset(self._items.items()))
        return self._hash

    def __repr__(self):
        return repr(self._items)

    def __reduce__(self):
        return FrozenMap, (self._items,)


def _freeze_lists(record) -> None:
    """Turn the lists a record was given (e.g. rebuilt from JSON) into tuples: records stay immutable."""
    for f in fields(record):
        value = getattr(record, f.name)
        if isinstance(value, list):
            object.__setattr__(record, f.name, tuple(value))


class _Record:
    """A frozen record of the data: lists given to it are kept as tuples."""

    def __post_init__(self):
        _freeze_lists(self)


@dataclass(frozen=True)
class Provenance:
    """Where a value comes from and how sure we are (one of :data:`CONFIDENCES`)."""
    confidence: str
    source: str

    @property
    def label(self) -> str:
        """The confidence in words, e.g. "confirmed, secondary"."""
        return CONFIDENCE_LABELS.get(self.confidence, self.confidence)


@dataclass(frozen=True)
class InnSlot(_Record):
    """One wake-up slot of the inn: time label, mood change, price per market tile."""
    time: str          # "5:00"
    mood: int          # -3 .. +1
    price: int         # thalers per market tile this round


@dataclass(frozen=True)
class BoardSide(_Record):
    """One side of the board: for which player counts, start spaces, stalls, inn."""
    name: str                      # "4p" or "3p"
    players: tuple[int, ...]       # player counts using it, e.g. (4,) or (2, 3)
    start_spaces: int              # 4 or 3
    stall_sizes: tuple[int, ...]   # tiles per stall, stall I first, e.g. (4, 3, 3, 3)
    inn: tuple[InnSlot, ...]       # earliest slot first


@dataclass(frozen=True)
class MoodTrack(_Record):
    """The mood column, bottom space first; each space's apprentice effect (-1, 0, +1)."""
    zones: tuple[int, ...]     # e.g. (-1, -1, 0, 0, 0, 1, 1)
    start: int                 # index into zones of the coloured start space


@dataclass(frozen=True)
class MarketTile(_Record):
    """A market tile: its id and the paint cubes it shows."""
    id: str
    paints: tuple[str, ...]


@dataclass(frozen=True)
class FrescoTile(_Record):
    """A fresco tile: VP value, paints to hand in, colour spots on its back."""
    id: str
    value: int
    paints: tuple[str, ...]
    spots: tuple[str, ...]     # subset of ("O", "G", "V"), distinct
    blend: bool = False        # a module-3 tile


@dataclass(frozen=True)
class Mix(_Record):
    """A workshop mix: two paints in, one out."""
    inputs: tuple[str, str]
    output: str
    blend: bool = False        # only with module 3


@dataclass(frozen=True)
class PortraitCard(_Record):
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
class RequestTile(_Record):
    """A bishop's request tile (module 2): type "general" or a spot colour, and its VP."""
    id: str
    kind: str                  # "general", "V", "O", "G"
    vp: int


@dataclass(frozen=True)
class GameData:
    """Every component table, validated (built by ``load_data``, edited copies by ``lab.variant``).

    Immutable all the way down (tuples, frozen records, :class:`FrozenMap`), hashable, and equal to
    another GameData with the same values: games with equal data share their fixed tables.
    """
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
    altar_blend_jokers: Mapping[str, int]      # {"Pk": 3, "Br": 5}: bonus replacing a secondary
    portraits: tuple[PortraitCard, ...]        # module 1 (18)
    portraits_face_up: int                     # 2
    requests: tuple[RequestTile, ...]          # module 2 (12), any order
    request_tiles_needed: int                  # 3
    request_income_thalers: int                # 1 per fulfilled request at each income (R-REQ-5)
    blend_tiles: tuple[FrescoTile, ...]        # module 3 (7)
    blend_centre_value: int                    # 24
    blend_removed_base_tiles: int              # 7
    leonardo_portrait_vp: str                  # "printed" (card vp) - ruling R-LEO-9
    provenance: Mapping[str, Provenance] = field(default_factory=dict)  # "file:entry" -> Provenance

    def __post_init__(self):
        """Lists become tuples and dicts read-only maps, so that no caller can change shared data."""
        for name in ("altar_blend_jokers", "provenance"):
            value = getattr(self, name)
            if isinstance(value, Mapping) and not isinstance(value, FrozenMap):
                object.__setattr__(self, name, FrozenMap(value))
        _freeze_lists(self)

    def __hash__(self):
        """Computed once (the tables cache looks GameData up by value at every new game)."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", found)
        return found

    def __getstate__(self):
        """Pickled without the cached hash: another process hashes strings differently."""
        return {name: value for name, value in self.__dict__.items() if name != "_hash"}

    def side_for(self, players: int) -> BoardSide:
        """The board side used with this many players."""
        for side in self.sides:
            if players in side.players:
                return side
        raise DataError("board.toml", f"players={players}", "no board side lists this player count")
