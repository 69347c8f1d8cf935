"""Small helpers for the sentences of the log, the action descriptions and the error messages: counts with the
right plural, possessives, paint names."""
from __future__ import annotations

PAINT_NAMES = {"R": "red", "Y": "yellow", "B": "blue", "O": "orange", "G": "green", "V": "violet",
               "Pk": "pink", "Br": "brown"}
PLURALS = {"VP": "VP", "mix": "mixes"}


def count(n: int, noun: str) -> str:
    """``n`` and the noun (its last word counts) in the right number: "1 thaler", "2 fresco tiles", "3 VP",
    "2 remaining mixes"."""
    if n == 1:
        return f"{n} {noun}"
    head, _, last = noun.rpartition(" ")
    return f"{n} {head + ' ' if head else ''}{PLURALS.get(last, last + 's')}"


def possessive(name: str) -> str:
    """"Anna's", "P1's"; a name ending in s (the Nobles) takes the apostrophe alone: "Nobles'"."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def with_article(phrase: str) -> str:
    """The phrase with its indefinite article: "a 5-point tile", "an 8-point tile", "an orange request"."""
    number = phrase.split("-")[0].split(" ")[0]
    vowel = phrase[:1] in "aeiou" if not number.isdigit() else number.startswith("8") or number in ("11", "18")
    return f"{'an' if vowel else 'a'} {phrase}"


def paint_name(code: str) -> str:
    """The paint's name for a sentence ("violet" for V); an unknown code as it is."""
    return PAINT_NAMES.get(code, code)
