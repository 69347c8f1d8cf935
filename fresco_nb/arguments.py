"""Checks of the arguments given to the kit's entry points (the lab, the stepper): a TypeError for a value of
the wrong kind, a ValueError for one out of range, each naming the argument and what it may be."""
from __future__ import annotations

import numbers


def whole_number(name: str, value, low: int | None = None, high: int | None = None) -> int:
    """``value`` as an int: TypeError unless it is a whole number (a bool is not), ValueError outside low..high."""
    allowed = f"{name} must be a whole number{_bounds(low, high)}, not {value!r}"
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(allowed)
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(allowed)
    return int(value)


def _bounds(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f" in {low}..{high}"
    if low is not None:
        return f" of at least {low}"
    return "" if high is None else f" of at most {high}"


def names(name: str, value) -> tuple[str, ...]:
    """Names given as a list of texts or as one comma-separated text ("portraits,blends")."""
    if isinstance(value, str):
        return tuple(part.strip() for part in value.split(",") if part.strip())
    try:
        items = tuple(value)
    except TypeError:
        raise TypeError(f"{name}: give a list of names or one comma-separated text, not {value!r}") from None
    wrong = [item for item in items if not isinstance(item, str)]
    if wrong:
        raise TypeError(f"{name}: every name must be a text, not {wrong[0]!r}")
    return items
