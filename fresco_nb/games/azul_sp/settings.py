"""The settings of a game of Azul, checked: players, seed, names, side, start seat, rulings and the switches.

``new_game(...)`` and saved games go through the same checks; a bad value raises TypeError (wrong kind) or
ValueError (right kind, wrong value) naming the argument and what is expected.
"""
from __future__ import annotations

import operator
from typing import NamedTuple

from .state import SIDES

RULINGS = {
    "start_passes_on_without_marker": False,  # A-RUL-1 ⚖: nobody took the marker; False: the start player stays
    "bonus_optional_in_last_round": False,    # A-RUL-4 ⚖: True is a house rule letting round 6's reward be declined
    "leftover_loss_before_bonuses": True,     # A-RUL-6 ⚖: the corner loss (with the floor) before stars and numbers
}
SEED_BITS = 64
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


def _integer(value) -> int | None:
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def check_players(players) -> int:
    """2, 3 or 4 (A-SET-1)."""
    if _integer(players) is None:
        raise TypeError(f"players must be 2, 3 or 4 (A-SET-1), not {players!r:.40}")
    if _integer(players) not in (2, 3, 4):
        raise ValueError(f"Azul: Summer Pavilion is played by 2, 3 or 4 players (A-SET-1), not {players}")
    return _integer(players)


def check_seed(seed) -> int:
    """An integer of at most 64 bits that fixes every draw."""
    if _integer(seed) is None:
        raise TypeError(f"seed must be a whole number, not {seed!r:.40}")
    seed = _integer(seed)
    if not -2 ** SEED_BITS < seed < 2 ** SEED_BITS:
        raise ValueError(f"seed must have at most {SEED_BITS} bits")
    return seed


def check_names(names, players: int) -> list[str]:
    """None (P1, P2, ...) or one distinct short printable name per player."""
    if names is None:
        return [f"P{i + 1}" for i in range(players)]
    if isinstance(names, str) or not hasattr(names, "__len__"):
        raise TypeError(f"names must be a list of {players} texts, not {names!r:.40}")
    names = list(names)
    if len(names) != players:
        raise ValueError(f"names must name each of the {players} players, not {len(names)}")
    for name in names:
        if not isinstance(name, str) or not name.strip() or name != name.strip() or len(name) > NAME_LENGTH \
                or not name.isprintable():
            raise ValueError(f"each name is a printable text of 1 to {NAME_LENGTH} characters without space at "
                             f"either end, not {name!r:.40}")
    if len({n.casefold() for n in names}) != len(names):
        raise ValueError("names must be distinct (ignoring case)")
    return names


def check_side(side) -> str:
    """The boards' side: "coloured" (the base game) or "grey" (the variant, A-VAR-1)."""
    if side not in SIDES:
        raise ValueError(f"side must be one of {', '.join(SIDES)} (A-SET-1, A-VAR-1), not {side!r:.40}")
    return side


def check_start_seat(start_seat, players: int) -> int:
    """The start player of round 1, a seat (A-SET-7: the youngest)."""
    if _integer(start_seat) is None or not 0 <= _integer(start_seat) < players:
        raise ValueError(f"start_seat must be a seat 0..{players - 1} (A-SET-7), not {start_seat!r:.40}")
    return _integer(start_seat)


def check_rulings(rulings) -> dict[str, bool]:
    """The ⚖ switches: None for the defaults, else a dict of RULINGS names set to True or False."""
    if rulings is None:
        return dict(RULINGS)
    if not isinstance(rulings, dict):
        raise TypeError(f"rulings must be a dict of {', '.join(RULINGS)}, not {rulings!r:.40}")
    for name, value in rulings.items():
        if name not in RULINGS:
            raise ValueError(f"unknown ruling {name!r:.40}; the rulings are {', '.join(RULINGS)}")
        if type(value) is not bool:
            raise TypeError(f"ruling {name} must be True or False, not {value!r:.40}")
    return {**RULINGS, **rulings}


def check_switch(name: str, value) -> bool:
    """True or False."""
    if type(value) is not bool:
        raise TypeError(f"{name} must be True or False, not {value!r:.40}")
    return value
