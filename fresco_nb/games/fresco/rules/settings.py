"""The settings of a game, checked: players, seed, modules, names, rulings and the two switches.

``new_game(...)`` and saved games go through the same checks; a bad value raises TypeError (wrong kind) or
ValueError (right kind, wrong value) naming the argument and what is expected. Decisions:

- ``seed``: an integer of at most 64 bits (``-2**64 < seed < 2**64``; any integer-like value such as numpy's,
  kept as a plain int). Not a text: ``1`` and ``"1"`` would otherwise be two seeds dealing the same game,
  and the lab counts seeds up from a first one.
- ``names``: None for "P1", "P2", ...; otherwise a list of one distinct short text per player (at most
  24 printable characters, no space at either end, distinct also ignoring case; not "Leonardo" with two).
  An empty list is an error, not the default.
- ``modules``: None or empty for none; names from :data:`MODULES`, as a list or a comma-separated text.
- ``rulings``: None for the defaults; a dict of :data:`RULINGS` switches set to True or False (switches not
  named keep their default).
- ``auto_chance``, ``record``: True or False (not 1, not "no").
"""
from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from ...common import checks
from ...common.checks import NAME_LENGTH, check_seed, check_switch, integer, show
from ..data import GameData, active_data, load_data
from . import leonardo

MODULES = ("portraits", "requests", "blends")
RULINGS = {                             # the ⚖ rulings (new_game's rulings=): each switch's default
    "bishop_step_before_altar": True,   # the one-step bishop move also before an altar restoration
    "leonardo_can_win": False,          # False ranks the two players only; True lets Leonardo win
}
# the rule each ruling settles; its words: texts/en/fresco.toml [rulings]
RULING_RULES = {"bishop_step_before_altar": "R-CATH-4", "leonardo_can_win": "R-LEO-8"}


class Settings(NamedTuple):
    """A game's checked settings, in the form the game keeps them."""
    players: int
    seed: int
    modules: tuple[str, ...]
    names: list[str]
    rulings: dict[str, bool]
    auto_chance: bool
    record: bool


def checked(players, seed, modules, names, auto_chance, record, rulings) -> Settings:
    """The settings of a new game, each checked (TypeError / ValueError naming the argument)."""
    players = check_players(players)
    return Settings(players, check_seed(seed), check_modules(modules), check_names(names, players),
                    check_rulings(rulings), check_switch("auto_chance", auto_chance), check_switch("record", record))


def check_players(players) -> int:
    """2 (with Leonardo), 3 or 4 (R-SET-1, R-LEO-1)."""
    if integer(players) is None:
        raise TypeError(f"players must be 2, 3 or 4 (R-SET-1, R-LEO-1), not {show(players)}")
    players = integer(players)
    if players not in (2, 3, 4):
        raise ValueError(f"Fresco is played by 2, 3 or 4 players (R-SET-1, R-LEO-1): players must be 2, 3 or 4, "
                         f"not {players}")
    return players


def check_modules(modules) -> tuple[str, ...]:
    """Known module names (R-MOD-1), in the order of :data:`MODULES`."""
    if modules is None:
        return ()
    if isinstance(modules, str):
        modules = [m.strip() for m in modules.split(",") if m.strip()]
    elif isinstance(modules, (bytes, Mapping)) or not isinstance(modules, Iterable):
        raise TypeError(f"modules must be a list of module names ({', '.join(MODULES)}) or None, not {show(modules)}")
    chosen = []
    for name in modules:
        if not isinstance(name, str):
            raise TypeError(f"modules must be texts naming modules ({', '.join(MODULES)}), not {show(name)}")
        if name not in MODULES:
            raise ValueError(f"modules: unknown module {name!r}; modules are {', '.join(MODULES)} (R-MOD-1)")
        if name in chosen:
            raise ValueError(f"modules: {name!r} is named twice")
        chosen.append(name)
    return tuple(m for m in MODULES if m in chosen)


def check_names(names, players: int) -> list[str]:
    """One distinct short text per player; None for P1, P2, ..."""
    if names is None:
        return [f"P{i + 1}" for i in range(players)]
    if isinstance(names, (str, bytes, Mapping)) or not isinstance(names, Iterable):
        raise TypeError(f"names must be a list of {players} names or None, not {show(names)}")
    names = list(names)
    if len(names) != players:
        raise ValueError(f"names must list {players} names, one per player, not {len(names)}")
    for i, name in enumerate(names):
        _check_name(f"names[{i}]", name)
    seen: dict[str, str] = {leonardo.NAME.casefold(): leonardo.NAME} if players == 2 else {}
    for name in names:
        if name.casefold() in seen:
            taken = " (Leonardo plays with two)" if seen[name.casefold()] == leonardo.NAME else ""
            raise ValueError(f"names must be distinct: {name!r} and {seen[name.casefold()]!r}{taken}")
        seen[name.casefold()] = name
    return names


def _check_name(where: str, name) -> None:
    if not isinstance(name, str):
        raise TypeError(f"{where} must be a text, not {show(name)}")
    if not name.strip():
        raise ValueError(f"{where} is empty")
    if name != name.strip():
        raise ValueError(f"{where} {name!r} starts or ends with a space")
    if not name.isprintable():
        raise ValueError(f"{where} {show(name)} has characters that are not printable (a line break?)")
    if len(name) > NAME_LENGTH:
        raise ValueError(f"{where} has {len(name)} characters; at most {NAME_LENGTH}")


def check_rulings(rulings, complete: bool = False) -> dict[str, bool]:
    """The ⚖ ruling switches: the defaults updated by ``rulings`` (with ``complete``, every switch named), checked
    by the kit's check."""
    return checks.check_rulings(rulings, RULINGS, complete)


def game_data(data) -> GameData:
    """The component data of a game: ``data`` itself, the data folder it names, or (None) the active data
    (the shipped data unless ``fresco_nb.use_data`` / FRESCO_NB_DATA names a folder)."""
    if isinstance(data, GameData):
        return data
    if data is not None and not isinstance(data, (str, os.PathLike)):
        raise TypeError(f"data must be a data folder (a path), GameData or None, not {show(data)}")
    return active_data() if data is None else load_data(data)
