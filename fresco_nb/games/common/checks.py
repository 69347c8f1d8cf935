"""The checks of the settings every game has: the seed, the switches, the players' names, a whole number in a
range and the ⚖ rulings. A bad value raises TypeError (wrong kind) or ValueError (right kind, wrong value) naming the
argument and what is expected (:func:`show` describes it briefly)."""
from __future__ import annotations

import operator
from collections.abc import Mapping

SEED_BITS = 64
NAME_LENGTH = 24


def show(value, limit: int = 40) -> str:
    """A short description of a bad value for an error message (never a 50 MB repr)."""
    if isinstance(value, (dict, list, tuple, set)):
        return f"a {type(value).__name__} of {len(value)}"
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit - 10]}… ({type(value).__name__} of {len(text)} characters)"


def integer(value) -> int | None:
    """``value`` as a plain int if it is an integer (numpy's too, not a bool), else None."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def check_seed(seed) -> int:
    """An integer of at most 64 bits, returned as a plain int."""
    value = integer(seed)
    if value is None:
        raise TypeError(f"seed must be an integer (at most {SEED_BITS} bits), not {show(seed)}")
    if abs(value) >= 2 ** SEED_BITS:
        raise ValueError(f"seed must be an integer of at most {SEED_BITS} bits (-2**{SEED_BITS} < seed < "
                         f"2**{SEED_BITS}), not {show(value)}")
    return value


def check_switch(name: str, value) -> bool:
    """A real boolean."""
    if type(value) is not bool:
        raise TypeError(f"{name} must be True or False, not {show(value)}")
    return value


def whole_number(value, allowed: range, what: str) -> int:
    """``value`` as a plain int among ``allowed``: TypeError for anything but a whole number (a bool neither),
    ValueError for one outside; ``what`` names the setting and its rule."""
    number = integer(value)
    if number is None:
        raise TypeError(f"{what} must be a whole number from {allowed[0]} to {allowed[-1]}, not {show(value)}")
    if number not in allowed:
        raise ValueError(f"{what} must be from {allowed[0]} to {allowed[-1]}, not {number}")
    return number


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


def check_rulings(rulings, defaults: dict[str, bool], complete: bool = False) -> dict[str, bool]:
    """The ⚖ switches: None for the ``defaults``, else a dict of their names set to True or False (with
    ``complete``, as a save writes them: every switch named)."""
    if rulings is None:
        return dict(defaults)
    if not isinstance(rulings, Mapping):
        raise TypeError(f"rulings must be a dict of {', '.join(defaults)}, not {show(rulings)}")
    for name, value in rulings.items():
        if name not in defaults:
            raise ValueError(f"unknown ruling {show(name)}; the rulings are {', '.join(defaults)}")
        if type(value) is not bool:
            raise TypeError(f"ruling {name} must be True or False, not {show(value)}")
    missing = [name for name in defaults if name not in rulings]
    if complete and missing:
        raise ValueError(f"rulings must set every switch: {', '.join(missing)} missing")
    return {**defaults, **rulings}
