"""Saved games: a game as JSON data that loads anywhere (format ``fresco_nb.save/2``).

A save names its game and format, holds the settings and every action as text, and describes the component
data without pointing to any folder: the shipped data it was made on (a data version, a content digest and a
digest per data field), the data fields whose values differ from it (as plain JSON, enough to rebuild them
exactly) and the provenance entries that differ, and the digest of the data the game was played on. So a save
made on a checkout, an installed wheel or a ``lab.variant(...)`` loads on any other, without ``data=``::

    {"game": "fresco", "format": "fresco_nb.save/2", "players": 4, "seed": 1, "modules": [],
     "names": ["P1", "P2", "P3", "P4"], "rulings": {...}, "auto_chance": true,
     "data": {"name": null, "digest": "…", "changes": {"start_thalers": 15}, "provenance": {…},
              "base": {"version": "fresco_nb 0.1.0", "digest": "…", "fields": {"start_thalers": "…", …}}},
     "actions": [[null, "draw P3"], …, [2, "wake 3"], …]}

Loading checks every field (BadSave names it), rebuilds the data (the changed values pass the data checks),
and replays the actions with full rule checks. Saves of the earlier format ``fresco_nb.save/1`` named their data
folder: they load while that folder exists (or with ``data=``). Never pickle or code.
"""
from __future__ import annotations

import dataclasses
import functools
import hashlib
import importlib.metadata
import json
import os
import typing
from collections.abc import Mapping

from ..data import DataError, GameData, Provenance, check_data, load_data
from .actions import parse_action
from .errors import BadSave, IllegalAction
from .settings import check_modules, check_names, check_players, check_rulings, check_seed, check_switch, game_data, show

GAME = "fresco"
FORMAT = "fresco_nb.save/2"
OLD_FORMAT = "fresco_nb.save/1"
FIELDS = ("game", "format", "players", "seed", "modules", "names", "rulings", "auto_chance", "data", "actions")
OLD_FIELDS = ("format", "players", "seed", "modules", "names", "rulings", "data", "data_digest", "auto_chance",
              "actions")
DATA_KEYS = ("name", "digest", "base", "changes", "provenance")
BASE_KEYS = ("version", "digest", "fields")
NOT_SAVED = ("root", "provenance")      # GameData fields that are not values of the game


def dump(game) -> str:
    """The save of ``game`` (JSON text)."""
    return json.dumps({
        "game": GAME, "format": FORMAT, "players": game.tables.players, "seed": game.seed,
        "modules": list(game.modules), "names": game.player_names, "rulings": game.rulings,
        "auto_chance": game.auto_chance, "data": _describe(game.data, load_data()),
        "actions": [[seat, str(action)] for seat, action in game.history],
    })


def load(game_class, text: str, data=None):
    """The game saved in ``text``, rebuilt action by action (``data``: the data it was played on, when the
    save cannot rebuild it); BadSave says what is wrong."""
    try:
        saved = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise BadSave(f"not a saved game: {exc}") from None
    if not isinstance(saved, dict):
        raise BadSave(f"not a saved game: the 'format' field must be {FORMAT!r}")
    if saved.get("format") == OLD_FORMAT:
        return _load_old(game_class, saved, data)
    if saved.get("format") != FORMAT:
        found = f"not {show(saved['format'])}" if "format" in saved else "it is missing"
        raise BadSave(f"not a saved game: the 'format' field must be {FORMAT!r}, {found}")
    if saved.get("game") != GAME:
        found = f"not {show(saved['game'])}" if "game" in saved else "it is missing"
        raise BadSave(f"not a save of Fresco: the 'game' field must be {GAME!r}, {found}")
    _expect_keys(saved, FIELDS, "the save")
    settings = _settings(saved)
    return _replay(game_class, settings, _data(saved["data"], data), saved["actions"])


def data_digest(data: GameData) -> str:
    """The content digest of the component data (its values; not where they came from)."""
    return _digest(field_digests(data))[:16]


@functools.lru_cache(maxsize=16)
def field_digests(data: GameData) -> dict[str, str]:
    """A digest of each data field's value, computed once per data (GameData is immutable and hashable)."""
    return {name: _digest(_plain(getattr(data, name)))[:10] for name in _data_fields()}


# ---------------------------------------------------------------- the data a save describes

@functools.lru_cache(maxsize=16)
def _describe(data: GameData, shipped: GameData) -> dict:
    """The save's "data" field: the ``shipped`` data here, what ``data`` changes, its digest and name
    (worked out once per data: a game is saved again and again)."""
    base, mine = field_digests(shipped), field_digests(data)
    changes = {name: _plain(getattr(data, name)) for name in _data_fields() if mine[name] != base[name]}
    name = None if data.root == shipped.root else os.path.basename(data.root) if os.path.isabs(data.root) else data.root
    provenance = {key: [found.confidence, found.source] for key, found in data.provenance.items()
                  if shipped.provenance.get(key) != found}
    provenance.update({key: None for key in shipped.provenance if key not in data.provenance})
    return {"name": name, "digest": data_digest(data), "changes": changes, "provenance": provenance,
            "base": {"version": _shipped_version(), "digest": data_digest(shipped), "fields": base}}


def _data(section, given) -> GameData:
    """The data the saved game was played on: ``given`` (checked against the save), else the shipped data
    here with the save's changes (the shipped data must agree on every field the save does not change)."""
    _check_section(section)
    base, changes = section["base"], section["changes"]
    if given is not None:
        data = game_data(given)
        expected = {**base["fields"], **{name: _digest(value)[:10] for name, value in changes.items()}}
        differ = _differing(expected, field_digests(data))
        if differ:
            raise BadSave(f"the data given is not the data the saved game was played on: {', '.join(differ)} differ")
        return data
    decoded = {name: _decode_field(name, value) for name, value in changes.items()}
    shipped = load_data()
    stale = [name for name in _differing(base["fields"], field_digests(shipped)) if name not in changes]
    if stale:
        raise BadSave(f"the save was made on other shipped data ({base['version']}) than the shipped data here "
                      f"({_shipped_version()}): {', '.join(stale)} differ; load it where it was made, or pass "
                      f"data= with the data it was played on")
    data = shipped
    if decoded or section["provenance"] or section["name"] is not None:
        data = dataclasses.replace(shipped, root=section["name"] or shipped.root,
                                   provenance=_provenance(shipped, section["provenance"]), **decoded)
        try:
            check_data(data)
        except DataError as exc:
            raise BadSave(f"the save's data values and provenance fail the data checks (changed fields: "
                          f"{', '.join(changes) or 'none'}): {exc}") from None
    if data_digest(data) != section["digest"]:
        raise BadSave(f"the save's data values do not match its data digest: the changed fields "
                      f"({', '.join(changes) or 'none'}) were edited, or the save is damaged")
    return data


def _check_section(section) -> None:
    """The save's "data" field has the expected keys, each holding the expected kind of value."""
    _expect_keys(section, DATA_KEYS, "the save's 'data' field")
    base = section["base"]
    _expect_keys(base, BASE_KEYS, "the save's 'data.base' field")
    for where, value in (("data.digest", section["digest"]), ("data.base.version", base["version"]),
                         ("data.base.digest", base["digest"])):
        if not isinstance(value, str) or len(value) > 100:
            raise BadSave(f"the save's {where!r} field must be a short text, not {show(value)}")
    if section["name"] is not None and (not isinstance(section["name"], str) or len(section["name"]) > 1000):
        raise BadSave(f"the save's 'data.name' field must be a text or null, not {show(section['name'])}")
    for where, value in (("data.base.fields", base["fields"]), ("data.changes", section["changes"]),
                         ("data.provenance", section["provenance"])):
        if not isinstance(value, dict):
            raise BadSave(f"the save's {where!r} field must be an object, not {show(value)}")


def _provenance(shipped: GameData, changed: dict) -> dict[str, Provenance]:
    """The shipped data's provenance with the save's changes: "file:entry" -> [confidence, source], or null
    for an entry the saved data had no provenance of its own for."""
    provenance = dict(shipped.provenance)
    for key, found in changed.items():
        if found is None:
            provenance.pop(key, None)
        elif isinstance(found, list) and len(found) == 2 and all(isinstance(text, str) for text in found):
            provenance[key] = Provenance(*found)
        else:
            raise BadSave(f"the save's data provenance of {show(key)} must be [confidence, source] or null, "
                          f"not {show(found)}")
    return provenance


def _differing(expected: dict, found: dict[str, str]) -> list[str]:
    """The data fields whose digests differ (a field known to one side only differs too)."""
    return [name for name in sorted(set(expected) | set(found)) if expected.get(name) != found.get(name)]


@functools.cache
def _shipped_version() -> str:
    """The version of the shipped data: the version of the package it ships in."""
    try:
        return f"fresco_nb {importlib.metadata.version('fresco_nb')}"
    except importlib.metadata.PackageNotFoundError:
        return "fresco_nb (not installed)"


# ---------------------------------------------------------------- data values as plain JSON and back

def _plain(value):
    """A data value as plain JSON: records as objects (field by field), tuples as lists."""
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [_plain(item) for item in value]
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    return value


def _digest(plain) -> str:
    return hashlib.sha256(json.dumps(plain, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


@functools.cache
def _data_fields() -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(GameData) if f.name not in NOT_SAVED)


@functools.cache
def _hints(cls) -> dict:
    return typing.get_type_hints(cls)


def _decode_field(name, value):
    """The value of the data field ``name`` rebuilt from the save's plain JSON."""
    if name not in _data_fields():
        raise BadSave(f"the save's data changes: {show(name)} is no data field; the fields are "
                      + ", ".join(_data_fields()))
    return _decode(_hints(GameData)[name], value, name)


_KINDS = {int: "a whole number", str: "a text", bool: "true or false"}


def _decode(hint, value, where: str):
    """``value`` (plain JSON) as a value of the type ``hint``; BadSave naming ``where`` if it is not one."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if dataclasses.is_dataclass(hint):
        fields = {f.name: f for f in dataclasses.fields(hint)}
        if not isinstance(value, dict):
            raise _wrong(where, "an object with " + ", ".join(fields), value)
        unknown = [key for key in value if key not in fields]
        missing = [name for name, f in fields.items() if name not in value
                   and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
        if unknown or missing:
            raise BadSave(f"the save's data value {where}: " + "; ".join(
                [f"unknown key {show(key)}" for key in unknown] + [f"missing {name!r}" for name in missing]))
        hints = _hints(hint)
        return hint(**{key: _decode(hints[key], item, f"{where}.{key}") for key, item in value.items()})
    if origin is tuple:
        if not isinstance(value, list):
            raise _wrong(where, "a list", value)
        if len(args) == 2 and args[1] is Ellipsis:
            args = (args[0],) * len(value)
        elif len(value) != len(args):
            raise BadSave(f"the save's data value {where}: expected {len(args)} items, got {len(value)}")
        return tuple(_decode(kind, item, f"{where}[{i}]") for i, (kind, item) in enumerate(zip(args, value)))
    if origin in (dict, Mapping):
        if not isinstance(value, dict):
            raise _wrong(where, "an object", value)
        return {key: _decode(args[1], item, f"{where}.{key}") for key, item in value.items()}
    if hint in _KINDS:
        if type(value) is not hint:
            raise _wrong(where, _KINDS[hint], value)
        return value
    raise BadSave(f"the save's data value {where}: values of type {hint} cannot be read from a save")


def _wrong(where: str, expected: str, value) -> BadSave:
    return BadSave(f"the save's data value {where}: expected {expected}, got {show(value)}")


# ---------------------------------------------------------------- settings and actions

def _expect_keys(found, keys: tuple, what: str) -> None:
    """``found`` is an object with exactly ``keys`` (BadSave names a missing or unknown one)."""
    if not isinstance(found, dict):
        raise BadSave(f"{what} must be an object with {', '.join(keys)}, not {show(found)}")
    missing = [key for key in keys if key not in found]
    if missing:
        raise BadSave(f"{what} has no {missing[0]!r} field (missing)")
    unknown = [key for key in found if key not in keys]
    if unknown:
        raise BadSave(f"unknown field {show(unknown[0])} in {what}; the fields are {', '.join(keys)}")


def _settings(saved: dict) -> dict:
    """The saved settings, each checked like new_game's arguments (BadSave names the field)."""
    for name in ("modules", "names"):
        if not isinstance(saved[name], list):
            raise BadSave(f"the save's {name!r} field must be a list of texts, not {show(saved[name])}")

    def field(name, check, *more):
        try:
            return check(saved[name], *more)
        except (TypeError, ValueError) as exc:
            raise BadSave(f"the save's {name!r} field: {exc}") from None

    players = field("players", check_players)
    return {"players": players, "seed": field("seed", check_seed), "modules": field("modules", check_modules),
            "names": field("names", check_names, players), "rulings": field("rulings", check_rulings, True),
            "auto_chance": field("auto_chance", lambda value: check_switch("auto_chance", value))}


def _replay(game_class, settings: dict, data: GameData, actions):
    """Set the game up and apply every saved action with the full rule checks."""
    game = game_class(data=data, **settings)
    if not isinstance(actions, list):
        raise BadSave(f"the save's 'actions' field must be a list, not {show(actions)}")
    try:
        history = [(seat, parse_action(text)) for seat, text in actions]
    except (TypeError, ValueError) as exc:
        raise BadSave(f"unreadable action in the save: {exc}") from None
    try:
        game._replay(history, trusted=False)
    except IllegalAction as exc:
        step = len(game.history)       # the entries replayed so far: the next one is refused
        raise BadSave(f"the saved actions are not a legal game: action {step + 1} "
                      f"({actions[step][1]!r}): {exc}") from None
    return game


# ---------------------------------------------------------------- saves of format fresco_nb.save/1

def _load_old(game_class, saved: dict, data):
    """A save of the earlier format, which named its data folder by path: loaded from that folder while it
    exists (or from ``data``), if its data digest still matches."""
    _expect_keys(saved, OLD_FIELDS, "the save")
    settings = _settings(saved)
    if data is None:
        folder = saved["data"]
        if not isinstance(folder, str) or not os.path.isdir(folder):
            raise BadSave(f"an old save (format {OLD_FORMAT}; saves are now {FORMAT}) names its data folder "
                          f"{show(folder, 300)}, which does not exist here: load it with "
                          f"load_game(text, data=...) and the data it was played on")
        try:
            data = load_data(folder)
        except DataError as exc:
            raise BadSave(f"an old save (format {OLD_FORMAT}): its data folder cannot be read: {exc}") from None
    data = game_data(data)
    if _old_digest(data) != saved["data_digest"]:
        raise BadSave(f"the saved game (format {OLD_FORMAT}) was played with other component data")
    return _replay(game_class, settings, data, saved["actions"])


def _old_digest(data: GameData) -> str:
    """The data digest of format fresco_nb.save/1 (the repr of the values)."""
    text = repr([getattr(data, name) for name in _data_fields()])
    return hashlib.sha256(text.encode()).hexdigest()[:16]
