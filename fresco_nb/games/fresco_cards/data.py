"""Fresco: the card game's component data: the TOML tables of ``data/fresco_cards/`` read into one checked, frozen
:class:`CardData` (checks C-DATA-1..7).

A kind of card is one row: every card it lists (``ids``) is alike in play, so the game counts cards by kind.
Every row and table carries ``confidence`` and ``reason`` (``data/fresco_cards/SOURCES.md``);
``CardData.provenance`` maps ``"file:row"`` to its :class:`Provenance`. Anything malformed raises
:class:`DataError` naming the file, the row and the field::

    data = load_data()                 # the shipped tables (None) or a folder holding the same three files
    data.card("R-mix").mixing          # True
"""
from __future__ import annotations

import functools
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from ..common import data_files
from ..common.data_files import DataError, DataFile, load_folder
from .schema import SCHEMA

FILES = ("game.toml", "cards.toml", "tiles.toml")
HALVES = ("left", "right", "any")
TILE_KINDS = ("turn", "demand", "double", "colour")
MARKET_CARDS = 42              # C-DATA-1
ACTION_TILES = 20              # C-DATA-5
FAVOURITE_TILES = 12           # C-DATA-5
PILES = (1, 2, 3)              # the workshop piles I, II, III
PLAYER_COUNTS = (2, 3, 4)
_bounds = SCHEMA.bounds       # every number is checked against the field schema (schema.py)
CONSTANTS = ("hand_start", "draw_phase1", "refill_to", "hand_limit", "fresco_display", "action_display", "max_steps",
             "round_cap")


class Provenance(NamedTuple):
    """How sure a row is (``confidence``) and why (``reason``, naming a source of SOURCES.md)."""
    confidence: str
    reason: str


class Card(NamedTuple):
    """A kind of market or workshop card: its name, the ids of its cards, its paint, pile (0 the market, 1..3 a
    workshop pile), mixing card or not and its half bottle's edge, its M, W and bishop symbols."""
    name: str
    ids: tuple[str, ...]
    paint: str
    pile: int
    mixing: bool
    half: str
    m: int
    w: int
    bishops: int


class Fresco(NamedTuple):
    """A fresco card: its id, the 3 paints it needs and its 4 values (step 0..3)."""
    name: str
    needs: tuple[str, str, str]
    values: tuple[int, int, int, int]


class Tile(NamedTuple):
    """A kind of action tile: name, ids, kind (turn, demand, double, colour), colour (colour tiles) and VP unused."""
    name: str
    ids: tuple[str, ...]
    kind: str
    colour: str
    vp: int


@dataclass(frozen=True)
class CardData:
    """Every component of the card game, checked; hashable (tuples only)."""
    root: str
    primaries: tuple[str, ...]
    secondaries: tuple[str, ...]
    mixes: tuple[tuple[str, tuple[str, str]], ...]     # (secondary, (primary, primary))
    cards: tuple[Card, ...]                            # market kinds first, then workshop kinds by pile
    frescoes: tuple[Fresco, ...]
    tiles: tuple[Tile, ...]
    favourites: tuple[tuple[str, int], ...]            # (colour, tiles)
    hand_start: int
    draw_phase1: int
    refill_to: int
    hand_limit: int
    fresco_display: int
    action_display: int
    max_steps: int
    end_threshold: tuple[tuple[int, int], ...]         # (players, frescoes)
    round_cap: int
    provenance: tuple[tuple[str, Provenance], ...]

    @property
    def paints(self) -> tuple[str, ...]:
        """Every paint code, primaries first."""
        return self.primaries + self.secondaries

    @functools.cached_property
    def _by_name(self) -> dict:
        found = {c.name: c for c in self.cards}
        found.update({f.name: f for f in self.frescoes})
        found.update({t.name: t for t in self.tiles})
        return found

    def _named(self, name: str, kind: type):
        """The card kind, fresco or tile kind called ``name`` if it is a ``kind`` (else KeyError)."""
        found = self._by_name[name]
        if type(found) is not kind:
            raise KeyError(name)
        return found

    def card(self, name: str) -> Card:
        """The card kind called ``name`` (KeyError for another name)."""
        return self._named(name, Card)

    def fresco(self, name: str) -> Fresco:
        """The fresco card ``name``."""
        return self._named(name, Fresco)

    def tile(self, name: str) -> Tile:
        """The action tile kind ``name``."""
        return self._named(name, Tile)

    def mix_of(self, secondary: str) -> tuple[str, str] | None:
        """The two primaries that mix into ``secondary`` (None for a primary)."""
        return dict(self.mixes).get(secondary)

    def threshold(self, players: int) -> int:
        """Restored frescoes that trigger the end (C-END-1)."""
        return dict(self.end_threshold)[players]

    def provenance_of(self, file: str, row: str) -> Provenance:
        """The provenance of ``row`` (a card kind, tile kind, fresco or table name) of ``file``."""
        return dict(self.provenance)[f"{file}:{row}"]

    def __hash__(self):
        return hash((self.root, self.cards, self.frescoes, self.tiles))


def load_data(path=None) -> CardData:
    """Read and check a data folder (None: the shipped ``data/fresco_cards``); DataError names what is wrong.
    A folder is read once and its CardData returned again until a file changes."""
    return load_folder(path, "fresco_cards", FILES, _read)


shipped_folder = functools.partial(data_files.shipped_folder, "fresco_cards")
"""``fresco_nb/_data/fresco_cards`` in an installed wheel, else the repository's ``data/fresco_cards``."""


def _read(folder: Path) -> CardData:
    game, cards, tiles = _File.read_files(folder, FILES)
    paints = game.value("paints")
    if not isinstance(paints, dict) or set(paints) != {"primary", "secondary"}:
        raise game.error("paints.value", "must be { primary = [...], secondary = [...] }")
    primaries = game.names("paints.value.primary", paints["primary"])
    secondaries = game.names("paints.value.secondary", paints["secondary"])
    if set(primaries) & set(secondaries):
        raise game.error("paints.value", "a paint is either primary or secondary, not both")
    every = primaries + secondaries
    mixes = game.value("mixes")
    if not isinstance(mixes, dict) or set(mixes) != set(secondaries):
        raise game.error("mixes.value", f"must give the two primaries of each secondary: {', '.join(secondaries)}")
    mixed = []
    for secondary in secondaries:
        pair = mixes[secondary]
        if not isinstance(pair, list) or len(pair) != 2 or len(set(pair)) != 2 or not set(pair) <= set(primaries):
            raise game.error(f"mixes.value.{secondary}", "must name two different primaries (C-MIX-2)")
        mixed.append((secondary, tuple(pair)))
    thresholds = game.value("end_threshold")
    if not isinstance(thresholds, dict) or set(thresholds) != {str(n) for n in PLAYER_COUNTS}:
        raise game.error("end_threshold.value", "must give the threshold for \"2\", \"3\" and \"4\" players")
    threshold = tuple((n, game.whole(f"end_threshold.value.{n}", thresholds[str(n)],
                                        *_bounds("game.toml:end_threshold.value.<players>"))) for n in PLAYER_COUNTS)
    constants = {name: game.whole(f"{name}.value", game.value(name), *_bounds(f"game.toml:{name}.value"))
                 for name in CONSTANTS}
    market = [cards.card(i, row, every, primaries, pile=0) for i, row in enumerate(cards.rows("market"))]
    workshop = [cards.card(i, row, every, primaries, pile=None) for i, row in enumerate(cards.rows("workshop"))]
    frescoes = [cards.fresco(i, row, every) for i, row in enumerate(cards.rows("fresco"))]
    actions = [tiles.tile(i, row, every) for i, row in enumerate(tiles.rows("action"))]
    favourites = [tiles.favourite(i, row, every) for i, row in enumerate(tiles.rows("favourite"))]
    _check_totals(market, workshop, frescoes, actions, favourites)
    names = [c.name for c in market + workshop] + [f.name for f in frescoes] + [t.name for t in actions]
    twice = next((n for n in names if names.count(n) > 1), None)
    if twice:
        raise DataError("cards.toml", twice, "every kind of card, fresco and tile needs its own name")
    ids = [i for c in market + workshop for i in c.ids] + [i for t in actions for i in t.ids]
    twice = next((i for i in ids if ids.count(i) > 1), None)
    if twice:
        raise DataError("cards.toml", twice, "a card id is listed twice")
    for file in (game, cards, tiles):
        file.all_read()
    data = CardData(str(folder), primaries, secondaries, tuple(mixed), tuple(market + workshop), tuple(frescoes),
                    tuple(actions), tuple(favourites), end_threshold=threshold,
                    provenance=tuple(sorted(game.provenance.items())), **constants)
    _warn_short_deck(data)
    return data


def _check_totals(market, workshop, frescoes, actions, favourites) -> None:
    """The counts of C-DATA-1, 3 and 5."""
    total = sum(len(c.ids) for c in market)
    if total != MARKET_CARDS:
        raise DataError("cards.toml", "market", f"there must be exactly {MARKET_CARDS} market cards, not {total} "
                                                "(C-DATA-1)")
    for pile in PILES:
        if not any(c.pile == pile for c in workshop):
            raise DataError("cards.toml", "workshop", f"workshop pile {pile} holds no card (C-DATA-3)")
    if len(frescoes) < 1:
        raise DataError("cards.toml", "fresco", "the game needs fresco cards (C-DATA-4)")
    total = sum(len(t.ids) for t in actions)
    if total != ACTION_TILES:
        raise DataError("tiles.toml", "action", f"there must be exactly {ACTION_TILES} action tiles, not {total} "
                                                "(C-DATA-5)")
    missing = [k for k in TILE_KINDS if not any(t.kind == k for t in actions)]
    if missing:
        raise DataError("tiles.toml", "action", f"no tile of the kind {missing[0]!r}: the 4 kinds are "
                                                f"{', '.join(TILE_KINDS)} (C-DATA-5)")
    total = sum(n for _, n in favourites)
    if total != FAVOURITE_TILES:
        raise DataError("tiles.toml", "favourite", f"there must be exactly {FAVOURITE_TILES} favourite-colour tiles, "
                                                   f"not {total} (C-DATA-5)")


def short_deck_counts(data: CardData) -> dict[int, int]:
    """C-DATA-6: by player count, the fewest fresco cards with which the deck cannot run out before the end."""
    return {n: n * (data.threshold(n) - 1) + 1 for n in PLAYER_COUNTS}


def _warn_short_deck(data: CardData) -> None:
    for players, needed in short_deck_counts(data).items():
        if len(data.frescoes) < needed:
            warnings.warn(f"cards.toml: fresco: {len(data.frescoes)} fresco cards may run out before the end with "
                          f"{players} players (at least {needed} needed; C-DATA-6, C-RUL-10)", stacklevel=5)


class _File(DataFile):
    """The tables and rows of one file, each checked once, with its provenance recorded (C-DATA-7)."""
    provenance_type = Provenance
    source_key, source_wanted, rule = "reason", "saying where the value comes from", "C-DATA-7"

    def rows(self, entry: str) -> list:
        rows = self.raw.get(entry)
        if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
            raise self.error(entry, f"missing rows: write each as [[{entry}]]")
        self.read.add(entry)
        return rows

    def whole(self, where: str, value, low: int, high: int, rule: str = "") -> int:
        if type(value) is not int or not low <= value <= high:
            raise self.error(where, f"must be a whole number from {low} to {high}, not {value!r}"
                             + (f" ({rule})" if rule else ""))
        return value

    def names(self, where: str, value) -> tuple[str, ...]:
        if not isinstance(value, list) or not value or not all(isinstance(v, str) and v.isalnum() for v in value) \
                or len(set(value)) != len(value):
            raise self.error(where, "must be a list of distinct short codes")
        return tuple(value)

    def _row(self, entry: str, i: int, row: dict, fields: set[str], optional: set[str] = frozenset()) -> str:
        name = row.get("name")
        where = f"{entry}[{i}]" if not isinstance(name, str) else f"{entry} {name!r}"
        if not isinstance(name, str) or not name or " " in name:
            raise self.error(f"{where}.name", "must be a short name without spaces")
        unknown = set(row) - fields - optional - {"name", "confidence", "reason"}
        missing = fields - set(row)
        if unknown or missing:
            raise self.error(where, f"unknown field {sorted(unknown)[0]!r}" if unknown
                             else f"missing field {sorted(missing)[0]!r}")
        self.record_provenance(where, row, name)
        return where

    def _ids(self, where: str, value) -> tuple[str, ...]:
        if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value):
            raise self.error(f"{where}.ids", "must list the ids of its cards (at least one)")
        return tuple(value)

    def _paint(self, where: str, value, paints) -> str:
        if value not in paints:
            raise self.error(where, f"{value!r} is no paint; the paints are {', '.join(paints)}")
        return value

    def card(self, i: int, row: dict, paints, primaries, pile: int | None) -> Card:
        entry = "market" if pile == 0 else "workshop"
        fields = {"ids", "paint", "m", "w", "bishops"} | ({"mixing"} if pile == 0 else {"pile"})
        where = self._row(entry, i, row, fields, {"half"} if pile == 0 else set())
        ids = self._ids(where, row["ids"])
        paint = self._paint(f"{where}.paint", row["paint"], paints)
        m, w, bishops = (self.whole(f"{where}.{k}", row[k], *_bounds(f"cards.toml:{entry}[].{k}"))
                          for k in ("m", "w", "bishops"))
        if m + w == 0:
            raise self.error(where, "needs at least one market (m) or workshop (w) symbol "
                                    + ("(C-DATA-1)" if pile == 0 else "(C-DATA-3)"))
        mixing, half = False, "any"
        if pile == 0:
            if type(row["mixing"]) is not bool:
                raise self.error(f"{where}.mixing", "must be true or false")
            mixing = row["mixing"]
            if mixing and paint not in primaries:
                raise self.error(f"{where}.paint", f"a mixing card shows a primary paint ({', '.join(primaries)}), "
                                                   f"not {paint!r} (C-DATA-2)")
            if mixing and row.get("half") not in HALVES:
                raise self.error(f"{where}.half", f"a mixing card has half = {' / '.join(HALVES)} (C-DATA-2)")
            if not mixing and "half" in row:
                raise self.error(f"{where}.half", "only a mixing card has a half bottle (C-DATA-2)")
            half = row.get("half", "any")
        else:
            pile = self.whole(f"{where}.pile", row["pile"], *_bounds("cards.toml:workshop[].pile"), "C-DATA-3")
        return Card(row["name"], ids, paint, pile, mixing, half, m, w, bishops)

    def fresco(self, i: int, row: dict, paints) -> Fresco:
        where = self._row("fresco", i, row, {"needs", "values"})
        needs = row["needs"]
        if not isinstance(needs, list) or len(needs) != 3 or len(set(needs)) != 3:
            raise self.error(f"{where}.needs", "must list exactly 3 different paints (C-DATA-4)")
        for j, paint in enumerate(needs):
            self._paint(f"{where}.needs[{j}]", paint, paints)
        values = row["values"]
        for j, value in enumerate(values if isinstance(values, list) else ()):
            self.whole(f"{where}.values[{j}]", value, *_bounds("cards.toml:fresco[].values[]"), "C-DATA-4")
        if not isinstance(values, list) or len(values) != 4 or any(b <= a for a, b in zip(values, values[1:])):
            raise self.error(f"{where}.values", f"must be 4 strictly rising whole numbers, not {values!r} (C-DATA-4)")
        return Fresco(row["name"], tuple(needs), tuple(values))

    def tile(self, i: int, row: dict, paints) -> Tile:
        where = self._row("action", i, row, {"ids", "kind", "vp"}, {"colour"})
        ids = self._ids(where, row["ids"])
        if row["kind"] not in TILE_KINDS:
            raise self.error(f"{where}.kind", f"must be one of {', '.join(TILE_KINDS)}, not {row['kind']!r} "
                                              "(C-DATA-5)")
        colour = ""
        if row["kind"] == "colour":
            colour = self._paint(f"{where}.colour", row.get("colour"), paints)
        elif "colour" in row:
            raise self.error(f"{where}.colour", "only a colour tile names a colour (C-DATA-5)")
        vp = self.whole(f"{where}.vp", row["vp"], *_bounds("tiles.toml:action[].vp"))
        return Tile(row["name"], ids, row["kind"], colour, vp)

    def favourite(self, i: int, row: dict, paints) -> tuple[str, int]:
        row = {"name": f"favourite-{row.get('colour')}", **row}
        where = self._row("favourite", i, row, {"ids", "colour"})
        return self._paint(f"{where}.colour", row["colour"], paints), len(self._ids(where, row["ids"]))
