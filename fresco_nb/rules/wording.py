"""English words for the reasons of :class:`IllegalAction`: counted nouns and paint names, from the English
catalogue (``fresco_nb/texts/en``) like the log's. The reasons themselves are still English sentences in the rule
modules; the log and the action descriptions are worded by :mod:`.explain` in any language."""
from __future__ import annotations

import functools

from ..texts import Catalogue


def count(n: int, noun: str) -> str:
    """``n`` and the noun (a unit of the catalogue, named in the singular) in the right number: "1 thaler",
    "2 fresco tiles", "3 VP", "0 mixes"."""
    units = _units()
    if noun not in units:
        raise KeyError(f"no unit {noun!r} in the [units] of texts/en (known: {', '.join(sorted(units))})")
    return Catalogue.load().grammar.count(n, units[noun])


def paint_name(code: str) -> str:
    """The paint's name for a sentence ("violet" for V); an unknown code as it is."""
    return Catalogue.load().phrases.get("paint_" + code, code)


@functools.cache
def _units() -> dict[str, str]:
    """The English units by their singular: "thaler" -> "thalers"."""
    return {one: unit for unit, (one, _) in Catalogue.load().units.items()}
