"""Counted nouns in English for short messages outside the catalogue's sentences ("2 tiles"), from the English
catalogue (``fresco_nb/texts/en``). The log, the action descriptions (:mod:`.explain`) and the reasons of a refusal
(:mod:`.errors`, ``texts/en/errors.toml``) are worded by the catalogue in any language."""
from __future__ import annotations

import functools

from ....texts import Catalogue


def count(n: int, noun: str) -> str:
    """``n`` and the noun (a unit of the catalogue, named in the singular) in the right number: "1 thaler",
    "2 fresco tiles", "3 VP", "0 mixes"."""
    units = _units()
    if noun not in units:
        raise KeyError(f"no unit {noun!r} in the [units] of texts/en (known: {', '.join(sorted(units))})")
    return Catalogue.load().grammar.count(n, units[noun])


@functools.cache
def _units() -> dict[str, str]:
    """The English units by their singular: "thaler" -> "thalers"."""
    return {one: unit for unit, (one, _) in Catalogue.load().units.items()}
