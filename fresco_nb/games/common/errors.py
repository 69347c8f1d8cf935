"""The errors of every game's rules core: a refused action, worded by the catalogue in any language, and a malformed
save.

A refusal names its rule, the entry of ``texts/<lang>/errors.toml`` that says why, and the values that entry is
filled with; the sentence is written only when someone reads it::

    error = game.check(action)           # .rule its rule ID, .key its entry, .values what the entry is filled with
    error.reason                          # the sentence in English
    error.reason_in("fr")                 # the same from texts/fr/errors.toml, English where it says nothing
"""
from __future__ import annotations

from typing import NamedTuple

from ...texts import ERRORS, Catalogue


class Phrase(NamedTuple):
    """A value that is itself a word of the catalogue: its ``[phrases]`` entry ``key`` ("paint_O" is "orange" in
    English), worded in the reason's language."""
    key: str


class IllegalAction(ValueError):
    """An action the rules do not allow now: ``rule`` is the rule ID broken, ``key`` the catalogue entry saying
    why, filled with ``values`` (numbers, names, a :class:`Phrase`, another IllegalAction for its reason).
    ``reason`` is the English sentence, :meth:`reason_in` the sentence in another language."""

    def __init__(self, rule: str, key: str, **values):     # args (rule, key) are set by ValueError.__new__
        self.rule = rule
        self.key = key
        self.values = values

    @property
    def reason(self) -> str:
        """Why the action is refused, in English."""
        return self.reason_in("en")

    def reason_in(self, lang: str) -> str:
        """Why the action is refused, in ``lang`` (``texts/<lang>/errors.toml``, English for what it leaves out);
        ValueError for a language without texts."""
        catalogue = Catalogue.load(lang)
        template = catalogue.templates[ERRORS].get(self.key)
        if template is None:
            raise ValueError(f"texts/{lang}: [{ERRORS}] has no entry {self.key!r} (refusing under {self.rule})")
        values = {name: _worded(value, catalogue) for name, value in self.values.items()}
        try:
            return template.fill(values)
        except KeyError as error:
            raise ValueError(template.missing(error.args[0], values)) from None

    def __str__(self):
        return f"{self.reason} ({self.rule})"

    def __repr__(self):
        return f"{type(self).__name__}({str(self)!r})"


class UnreadableAction(IllegalAction):
    """An action text that cannot be read (rule ACTION-FORM); as the ValueError of ``parse_action``, ``str()`` is
    the reason alone."""

    rule = "ACTION-FORM"

    def __init__(self, key: str, **values):
        self.key = key
        self.values = values

    def __str__(self):
        return self.reason


def _worded(value, catalogue: Catalogue):
    """A value as the reason shows it in ``catalogue``'s language: a Phrase or a refusal in words, else itself."""
    if type(value) is Phrase:
        return catalogue.phrases.get(value.key, value.key)
    if isinstance(value, IllegalAction):
        return value.reason_in(catalogue.lang)
    return value


class BadSave(ValueError):
    """A saved game that cannot be read back (names what is wrong)."""
