"""What a design bench can change in a game, read from the game itself: every value of its component data (from
the field schema, with its bounds, label, help and unit), its rulings and its modules — and a variant made from a
list of changes.

A change is a plain triple, so that a hand-in can hold it: ``("data", "rules.toml:start_thalers", 15)``,
``("ruling", "leonardo_can_win", True)``, ``("module", "portraits", True)``, ``("option", "side", "grey")`` (Azul).

>>> from fresco_nb.bench import bench_spec
>>> spec = bench_spec("fresco")
>>> spec.knob("rules.toml:start_thalers").value
12
>>> spec.check(("data", "rules.toml:start_thalers", 15))     # None: the schema accepts it
>>> arm = spec.arm([("data", "rules.toml:start_thalers", 15)])    # the lab's settings of the variant
"""
from __future__ import annotations

import tempfile
import tomllib
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from ..games import DEFAULT_GAME, game_module
from ..games.protocol import option_choices, ruling_rules
from ..games.schema import steps
from ..texts import ruling_words, widget_text

KINDS = ("data", "ruling", "module", "option")
EDITABLE = ("whole number", "choice", "time")       # the field types a student changes (not ids, names, tables)
ROW_IDS = ("id", "time")           # what a table's row is known by besides a name (Fresco: "F03a", "6:00")


@dataclass(frozen=True)
class Knob:
    """One value a student may change: ``key`` "file:entry", its schema ``field``, the base ``value``, a
    ``label`` in words, the ``section`` (its data file) and how sure the base value is (``confidence``)."""
    key: str
    field: object
    value: object
    label: str
    section: str
    confidence: str

    def problem(self, value) -> str | None:
        """None if ``value`` fits the field's schema, else the reason in words (with the field's label)."""
        found = self.field.problem(value)
        return f"{self.field.label}: {found[1]}" if found else None


class BenchSpec:
    """The bench's view of one game: its knobs (data values), rulings and modules, and how a list of changes
    becomes a lab arm. Built from the game protocol: its ``data_tables()`` (the field schema and the values),
    its rulings and modules."""

    def __init__(self, game: str = DEFAULT_GAME):
        self.game = game
        self.module = game_module(game)
        self.title = self.module.TITLE
        self.base_data, self.knobs = self._knobs()
        self.rulings: dict[str, bool] = dict(_rulings(game))
        self.modules: tuple[str, ...] = _modules(game)
        self.options: dict[str, tuple[str, ...]] = option_choices(self.module)
        self._by_key = {k.key: k for k in self.knobs}

    # ------------------------------------------------------------ reading
    def _knobs(self):
        tables = self.module.data_tables()
        data = tables.active()
        documents = {name: tomllib.loads((Path(data.root) / name).read_text(encoding="utf-8")) for name in tables.files}
        listed = list(tables.entries(data))
        kinds = {(field.file, *steps(entry)): field.label for field, entry, _ in listed if field.type == "table"}
        knobs = []
        for field, entry, value in listed:
            if field.type not in EDITABLE or field.key == "board.toml:sides.<side>":
                continue
            found = tables.provenance_of(data, field.file, entry)
            knobs.append(Knob(f"{field.file}:{entry}", field, value, _label(field, entry, kinds, documents),
                              field.file, found.confidence if found else "default"))
        return data, tuple(knobs)

    def knob(self, key: str) -> Knob:
        """The knob at "file:entry" (KeyError naming it)."""
        try:
            return self._by_key[key]
        except KeyError:
            raise KeyError(f"{self.title} has no value {key!r} to change") from None

    def ruling_label(self, name: str) -> str:
        """The ruling ``name`` as a teacher reads it (:func:`ruling_label`)."""
        return ruling_label(self.game, name)

    def sections(self) -> list[str]:
        """The data files, in the schema's order."""
        return list(dict.fromkeys(k.section for k in self.knobs))

    def placeholders(self) -> tuple[int, int]:
        """(values still marked "default" — reasoned placeholders, not read off a box —, all the values)."""
        return sum(k.confidence == "default" for k in self.knobs), len(self.knobs)

    # ------------------------------------------------------------ checking and describing changes
    def check(self, change) -> str | None:
        """None if ``change`` can be made, else why not in words (the field's label, or the ruling or module)."""
        kind, key, value = change
        if kind == "data":
            return self.knob(key).problem(value)
        if kind == "ruling":
            if key not in self.rulings:
                return widget_text("bench", "unknown_ruling", name=key, known=", ".join(self.rulings) or "—")
            return None if type(value) is bool else widget_text("bench", "not_on_off", name=key)
        if kind == "module":
            if key not in self.modules:
                return widget_text("bench", "unknown_module", name=key, known=", ".join(self.modules) or "—")
            return None if type(value) is bool else widget_text("bench", "not_on_off", name=key)
        if kind == "option":
            if key not in self.options:
                return widget_text("bench", "unknown_option", name=key, known=", ".join(self.options) or "—")
            choices = self.options[key]
            return None if value in choices else widget_text("bench", "not_a_choice", name=key, choices=", ".join(choices))
        return widget_text("bench", "unknown_kind", kind=kind, kinds=", ".join(KINDS))

    def describe(self, change) -> str:
        """A change in words: "start money: 12 → 15"."""
        kind, key, value = change
        if kind == "data":
            knob = self.knob(key)
            return widget_text("bench", "change_data", label=knob.label, old=shown(knob.value), new=shown(value))
        if kind == "option":
            return widget_text("bench", "change_option", name=key, old=self.module.OPTIONS[key], new=value)
        if kind == "ruling":
            return widget_text("bench", "change_ruling", ruling=self.ruling_label(key), old=_on_off(self.rulings[key]),
                               new=_on_off(value))
        return widget_text("bench", "change_module", name=key, old=_on_off(False), new=_on_off(value))

    # ------------------------------------------------------------ making the variant
    def arm(self, changes, players: int = 4, bots=None) -> dict:
        """The lab arm (a dict of :func:`fresco_nb.lab.experiment`'s settings) that plays ``changes``; a change
        that does not fit raises ValueError with the reason, and data that cannot be played the DataError."""
        changes = [(kind, key, tuple(value) if isinstance(value, list) else value) for kind, key, value in changes]
        for change in changes:
            problem = self.check(change)
            if problem:
                raise ValueError(problem)
        arm = {"players": players}
        if bots is not None:
            arm["bots"] = tuple(bots)
        values = {tuple(key.split(":", 1)): value for kind, key, value in changes if kind == "data"}
        if values:
            arm["data"] = _variant(self.game, self.base_data, tuple(sorted(values.items())),
                                   "; ".join(self.describe(c) for c in changes if c[0] == "data"))
        rulings = {key: value for kind, key, value in changes if kind == "ruling"}
        if rulings:
            arm["rulings"] = rulings
        modules = {key: value for kind, key, value in changes if kind == "module"}
        if modules:
            arm["modules"] = tuple(m for m in self.modules if modules.get(m, False))
        options = {key: value for kind, key, value in changes if kind == "option"}
        if options:
            arm["options"] = options
        return arm


@lru_cache(maxsize=32)
def _variant(game: str, base, values: tuple, name: str):
    """The base data of ``game`` with ``values`` ({(file, entry): value}) set, loaded and checked like a data
    folder (the game protocol's ``data_tables().write_copy``)."""
    with tempfile.TemporaryDirectory(prefix="fresco-bench-") as folder:
        data = game_module(game).data_tables().write_copy(base, Path(folder) / "variant", dict(values),
                                                          ("default", "design bench"))
    return replace(data, root=name)


def bench_spec(game: str = DEFAULT_GAME) -> BenchSpec:
    """The :class:`BenchSpec` of ``game`` (made anew: it reads the active data)."""
    return BenchSpec(game)


def _rulings(game: str) -> dict[str, bool]:
    """The game's rulings with their defaults, as a new game of it holds them (``Game.rulings``)."""
    module = game_module(game)
    return dict(getattr(module.new_game(players=module.PLAYERS[-1], seed=0, record=False), "rulings", {}) or {})


def ruling_rule(game: str, name: str) -> str:
    """The rule ID the ruling ``name`` of ``game`` settles ("C-RUL-6"), as its protocol declares it
    (``RULING_RULES``); KeyError naming the game's protocol module when it declares none."""
    module = game_module(game)
    try:
        return ruling_rules(module)[name]
    except KeyError:
        raise KeyError(f"{module.__name__}: RULING_RULES declares no rule for the ruling {name!r}") from None


def ruling_label(game: str, name: str) -> str:
    """The ruling ``name`` of ``game`` as a teacher reads it wherever it is shown: its rule ID and what the switch
    does when on, from the game's catalogue ("C-RUL-6 · Workshop piles lie face up, their top cards public")."""
    return widget_text("bench", "ruling_label", rule=ruling_rule(game, name), words=ruling_words(game, name))


def _modules(game: str) -> tuple[str, ...]:
    """The game's modules (Fresco's portraits, requests, blends), none for a game without."""
    return tuple(getattr(game_module(game), "MODULES", ()))


def _label(field, entry: str, kinds: dict, documents: dict) -> str:
    """A value's name in words, from its field's label and where the entry differs from its neighbours: a key
    ("factories with 3 players", "star bonus (red)", "stall size (4p)"), a position ("grey-side cost (outer, no. 2)")
    or the row of a table, by its name ("market R-w: market symbols") or its number and id ("fresco tile 3 (F03a):
    victory points", "wake-up slot 2 (4p 6:00): price per market tile"); ``documents``: the parsed data files."""
    pattern, path = steps(field.entry), steps(entry)
    row, keys, players = None, [], None
    for at, (step, part) in enumerate(zip(pattern, path)):
        if step == "" and at < len(path) - 1:                  # a row of a table of rows
            row, keys = _row(field.file, kinds, pattern, path, at, keys, documents), []
        elif step == "":
            keys.append(widget_text("bench", "position", number=part + 1))
        elif step == "<players>":
            players = part
        elif step.startswith("<"):
            keys.append(widget_text("bench", "key_number", name=step[1:-1], number=part) if part.isdigit() else part)
    label = field.label
    if keys:
        label = widget_text("bench", "value_keyed", label=label, keys=", ".join(keys))
    if players is not None:
        label = widget_text("bench", "value_for_players", label=label, players=players)
    return widget_text("bench", "value_of_row", row=row, label=label) if row else label


def _row(file: str, kinds: dict, pattern: list, path: list, at: int, keys: list, documents: dict) -> str:
    """A table's row in words: "market R-w" (a row with a name), "wake-up slot 2 (4p 6:00)" (with an id or a time,
    after the keys above it), "mix 1"."""
    kind = kinds.get((file, *path[:at])) or next(s for s in reversed(pattern[:at]) if s and not s.startswith("<"))
    node = documents[file]
    for part in path[:at + 1]:
        node = node[part]
    if "name" in node and not any(k in node for k in ROW_IDS):
        return widget_text("bench", "row_named", kind=kind, name=node["name"])
    named = " ".join(keys + [str(node[k]) for k in ROW_IDS if k in node][:1])
    number = path[at] + 1
    if named:
        return widget_text("bench", "row_numbered_named", kind=kind, number=number, name=named)
    return widget_text("bench", "row_numbered", kind=kind, number=number)


def shown(value) -> str:
    """A value as the bench shows it: lists joined with commas, on/off for switches."""
    if isinstance(value, bool):
        return _on_off(value)
    return ", ".join(map(str, value)) if isinstance(value, (tuple, list)) else str(value)


def _on_off(value: bool) -> str:
    return widget_text("bench", "on" if value else "off")
