"""Ways of playing Azul a seat may be held to, for the design bench's probes (the protocol's ``restrictions()``)."""
from __future__ import annotations

from ..common.restrictions import PlayRestriction, never
from .actions import CENTRE, Pass, Take


def restrictions() -> tuple[PlayRestriction, ...]:
    """Never takes from the centre of the table (A-DRAFT-5); never keeps tiles on the corners when passing (A-PLACE-16)."""
    return (never("no-centre", lambda game, seat, a: type(a) is Take and a.source == CENTRE),
            never("no-corners", lambda game, seat, a: type(a) is Pass and bool(a.keep)))
