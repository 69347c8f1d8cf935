"""What differs between two sets of component data, value by value."""
from __future__ import annotations

import dataclasses

from .loader import load_data
from .model import GameData


def data_changes(data: GameData, base: GameData | str | None = None) -> list[tuple[str, object, object]]:
    """What differs between ``base`` (default: the shipped data) and ``data``, value by value:
    (path, base value, its value), e.g. ``("sides[0].inn[0].price", 4, 3)``."""
    base = base if isinstance(base, GameData) else load_data(base)
    out: list = []
    for f in dataclasses.fields(GameData):
        if f.name not in ("root", "provenance"):
            _diff(f.name, getattr(base, f.name), getattr(data, f.name), out)
    return out


def _diff(path: str, a, b, out: list) -> None:
    if a == b:
        return
    if dataclasses.is_dataclass(a) and type(a) is type(b):
        for f in dataclasses.fields(a):
            _diff(f"{path}.{f.name}", getattr(a, f.name), getattr(b, f.name), out)
    elif isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b) and any(
            dataclasses.is_dataclass(x) or isinstance(x, tuple) for x in a):
        for i, (x, y) in enumerate(zip(a, b)):
            _diff(f"{path}[{i}]", x, y, out)
    else:
        out.append((path, a, b))
