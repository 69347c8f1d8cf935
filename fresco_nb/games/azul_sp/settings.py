"""The settings of a game of Azul, checked: players, seed, names, side, start seat, rulings and the switches.

``new_game(...)`` and saved games go through the same checks; a bad value raises TypeError (wrong kind) or
ValueError (right kind, wrong value) naming the argument and what is expected.
"""
from __future__ import annotations

import operator
from typing import NamedTuple

from ..fresco.rules.settings import check_seed, check_switch, show  # noqa: F401 (the kit's checks of any game)
from .state import SIDES

RULINGS = {
    "start_passes_on_without_marker": False,  # A-RUL-1 ⚖: nobody took the marker; False: the start player stays
    "bonus_optional_in_last_round": False,    # A-RUL-4 ⚖: True is a house rule letting round 6's reward be declined
    "leftover_loss_before_bonuses": True,     # A-RUL-6 ⚖: the corner loss (with the floor) before stars and numbers
}
NAME_LENGTH = 24


class Settings(NamedTuple):
    """A game's checked settings."""
    players: int
    seed: int
    names: list[str]
    side: str
    start_seat: int
    rulings: dict[str, bool]
    auto_chance: bool
    record: bool


def checked(players, seed, names, side, start_seat, rulings, auto_chance, record) -> Settings:
    """Every setting checked (TypeError / ValueError naming the argument)."""
    players = check_players(players)
    return Settings(players, check_seed(seed), check_names(names, players), check_side(side),
                    check_start_seat(start_seat, players), check_rulings(rulings), check_switch("auto_chance", auto_chance),
                    check_switch("record", record))


def _whole(value, allowed: range, what: str) -> int:
    """``value`` as a plain int among ``allowed``: TypeError for anything but a whole number (a bool neither),
    ValueError for one outside; ``what`` names the setting and its rule."""
    try:
        number = None if isinstance(value, bool) else operator.index(value)
    except TypeError:
        number = None
    if number is None:
        raise TypeError(f"{what} must be a whole number from {allowed[0]} to {allowed[-1]}, not {show(value)}")
    if number not in allowed:
        raise ValueError(f"{what} must be from {allowed[0]} to {allowed[-1]}, not {number}")
    return number


def check_players(players) -> int:
    """2, 3 or 4 (A-SET-1)."""
    return _whole(players, range(2, 5), "players (A-SET-1: Azul: Summer Pavilion is played by 2, 3 or 4)")


def check_names(names, players: int) -> list[str]:
    """None (P1, P2, ...) or one distinct short printable name per player."""
    if names is None:
        return [f"P{i + 1}" for i in range(players)]
    if isinstance(names, str) or not hasattr(names, "__len__"):
        raise TypeError(f"names must be a list of {players} texts, not {show(names)}")
    names = list(names)
    if len(names) != players:
        raise ValueError(f"names must name each of the {players} players, not {len(names)}")
    for name in names:
        if not isinstance(name, str) or not name.strip() or name != name.strip() or len(name) > NAME_LENGTH \
                or not name.isprintable():
            raise ValueError(f"each name is a printable text of 1 to {NAME_LENGTH} characters without space at "
                             f"either end, not {show(name)}")
    if len({n.casefold() for n in names}) != len(names):
        raise ValueError("names must be distinct (ignoring case)")
    return names


def check_side(side) -> str:
    """The boards' side: "coloured" (the base game) or "grey" (the variant, A-VAR-1)."""
    if side not in SIDES:
        raise ValueError(f"side must be one of {', '.join(SIDES)} (A-SET-1, A-VAR-1), not {show(side)}")
    return side


def check_start_seat(start_seat, players: int) -> int:
    """The start player of round 1, a seat (A-SET-7: the youngest)."""
    return _whole(start_seat, range(players), "start_seat (A-SET-7: the start player of round 1, a seat)")


def check_rulings(rulings) -> dict[str, bool]:
    """The ⚖ switches: None for the defaults, else a dict of RULINGS names set to True or False."""
    if rulings is None:
        return dict(RULINGS)
    if not isinstance(rulings, dict):
        raise TypeError(f"rulings must be a dict of {', '.join(RULINGS)}, not {show(rulings)}")
    for name, value in rulings.items():
        if name not in RULINGS:
            raise ValueError(f"unknown ruling {show(name)}; the rulings are {', '.join(RULINGS)}")
        if type(value) is not bool:
            raise TypeError(f"ruling {name} must be True or False, not {show(value)}")
    return {**RULINGS, **rulings}
