"""Standing powers: the numbers an owned card adds to the base rules (Servant's income, Actor's theatre steps,
Abbot's VP per bishop bonus, Provost's jump cost).

The base rules ask :func:`permanent`; a module whose cards grant such powers names its reader in its
:class:`~.plugins.Module` record, which :func:`~.plugins.plug_in` hands to :func:`grant_powers` (the portraits
module, R-POR-3).  With no module plugged in every power is 0.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .state import State

PowerReader = Callable[["State", int, str], int]
_readers: list[PowerReader] = []


def grant_powers(reader: PowerReader) -> PowerReader:
    """Plug in a module's reader of ``(state, seat, effect) -> amount``; returns it, so it can decorate."""
    _readers.append(reader)
    return reader


def permanent(s: State, seat: int, effect: str) -> int:
    """The summed amount of the standing powers with ``effect`` that ``seat`` holds (0 if none)."""
    return sum(read(s, seat, effect) for read in _readers)
