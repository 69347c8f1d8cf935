"""Ways of playing a game declares for the design bench's probes (the optional protocol member ``restrictions()``,
:class:`fresco_nb.games.protocol.Restriction`): what a restricted seat still takes among its legal options."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple


class PlayRestriction(NamedTuple):
    """``name`` (its words: the catalogue's ``[bench] restriction_<name>``), ``keep(game, seat, options)`` the
    options still allowed, ``distance(a, b)`` how near an allowed option ``a`` is to a choice ``b`` made outside
    them (None: any allowed option is as near)."""
    name: str
    keep: Callable[[Any, int, Sequence[Any]], list]
    distance: Callable[[Any, Any], float] | None = None


def never(name: str, gives_up: Callable[[Any, int, Any], bool],
          distance: Callable[[Any, Any], float] | None = None) -> PlayRestriction:
    """The restriction that keeps the options for which ``gives_up(game, seat, action)`` is false."""
    def keep(game, seat, options):
        return [a for a in options if not gives_up(game, seat, a)]
    return PlayRestriction(name, keep, distance)
