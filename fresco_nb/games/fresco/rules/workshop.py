"""Workshop: up to two mixes per apprentice (R-WKS-1; R-BLD-2 adds pink and brown)."""
from __future__ import annotations

from ..data import BLENDS, PAINTS
from .actions import Mix
from .errors import IllegalAction, Phrase
from .state import State

MIX = {}


def options(s: State, seat: int) -> list:
    """Every mix whose two paints the player holds now (module 2 adds its requests, R-REQ-2: plugins.EXTRAS)."""
    paints = s.players[seat].paints
    found = []
    for a, b, _, output in s.tables.mixes:
        if paints[a] and paints[b]:
            found.append(MIX.get(output) or MIX.setdefault(output, Mix(output)))
    return found


def why_not(s: State, seat: int, action) -> IllegalAction:
    """Why this mix, which is not among the legal actions, is refused: the IllegalAction naming the rule."""
    recipe = next((m for m in s.tables.mixes if m[3] == action.output), None)
    if recipe is None:
        made = ", ".join(m[3] for m in s.tables.mixes)
        return IllegalAction("R-WKS-1", "mix_unknown", paint=repr(action.output), made=made)
    return IllegalAction("R-ACT-3", "mix_lacks", paint=Phrase("paint_" + action.output),
                         first=Phrase("paint_" + PAINTS[recipe[0]]), second=Phrase("paint_" + PAINTS[recipe[1]]))


def mix(s: State, seat: int, action: Mix) -> None:
    """Return two paints, take the mixed one (R-WKS-1; pink and brown: R-BLD-2)."""
    paints = s.players[seat].paints
    a, b, out, _ = next(m for m in s.tables.mixes if m[3] == action.output)
    paints[a] -= 1
    paints[b] -= 1
    paints[out] += 1
    s.remaining -= 1
    s.note("R-BLD-2" if action.output in BLENDS else "R-WKS-1", "mix", seat, a, b, out)
