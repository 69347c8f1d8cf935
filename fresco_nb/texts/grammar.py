"""The small language rules of the texts, and templates made ready once so that filling them is quick.

A text is ``str.format`` text with named placeholders. A placeholder's format spec may name a word rule of
the catalogue instead of a Python format:

- ``{n:thalers}``  the number and the noun in the right number, from ``[units]`` (``thalers = ["thaler",
  "thalers"]``); ``[grammar] singular`` lists the counts that take the first form (English ``[1]``).
- ``{n:are}``      only the word agreeing with the number, from ``[agree]`` (``are = ["is", "are"]``).
- ``{x:a}``        the text after its indefinite article (``[grammar] article``: "a 5-point tile",
  "an 8-point tile").
- ``{x:'s}``       the text as a possessive (``[grammar] possessive``: "Anna's", "Nobles'").

Any other spec is Python's own (``{mood:+d}``). The game log fills thousands of texts, so each is read
once into a :class:`Template`, a small function as quick as an f-string.
"""
from __future__ import annotations

import functools
import re
import string
from typing import Callable

_PARSER = string.Formatter()
ARTICLE, POSSESSIVE = "a", "'s"     # the specs of the article and the possessive
NAMES_KEPT = 512                     # texts an article or a possessive is remembered for
GRAMMAR_KEYS = ("singular", "article", "article_second_before", "possessive", "possessive_second_after")


class Template:
    """One text made ready for filling: ``template.fill(values)`` is the text with ``values`` (a dict) put in; a
    missing value raises KeyError (:meth:`missing` words it)."""
    __slots__ = ("fill", "names", "where")

    def __init__(self, fill: Callable[[dict], str], names: frozenset[str], where: str):
        self.fill = fill
        self.names = names      # the placeholders it needs
        self.where = where      # where the text comes from, for errors: "texts/fr: [log] wake"

    def missing(self, name: str, values: dict) -> str:
        """The error message for a placeholder ``name`` without a value."""
        given = ", ".join(sorted(values))
        return f"{self.where}: no value for the placeholder {{{name}}} (given: {given or 'none'})"

    def __repr__(self):
        return f"Template({self.where})"


class Grammar:
    """The word rules of one language: counted nouns, agreeing words, the article, the possessive."""

    def __init__(self, units: dict[str, list[str]], agree: dict[str, list[str]], rules: dict, where: str):
        missing = [key for key in GRAMMAR_KEYS if key not in rules]
        if missing:
            raise ValueError(f"{where}: [grammar] lacks {', '.join(missing)}")
        self.singular = frozenset(rules["singular"])
        self.articles, self.possessives = tuple(rules["article"]), tuple(rules["possessive"])
        try:
            self._second_article = re.compile(rules["article_second_before"]).match
            self._second_possessive = re.compile(rules["possessive_second_after"]).search
        except re.error as error:
            raise ValueError(f"{where}: [grammar]: not a regular expression: {error}") from None
        self._words = {spec: _counted(forms, self.singular) for spec, forms in units.items()}
        self._words.update((spec, _agreeing(forms, self.singular)) for spec, forms in agree.items())
        self._words.update({ARTICLE: functools.lru_cache(NAMES_KEPT)(self.with_article),     # the log says
                            POSSESSIVE: functools.lru_cache(NAMES_KEPT)(self.possessive)})    # the same often

    def count(self, n: int, unit: str) -> str:
        """``n`` and the noun of ``unit`` (a key of [units]) in the right number: "1 thaler", "2 thalers"."""
        return self._words[unit](n)

    def with_article(self, phrase: str) -> str:
        """The phrase after its indefinite article: "a 5-point tile", "an 8-point tile"."""
        first, second = self.articles
        return f"{second if self._second_article(phrase) else first} {phrase}"

    def possessive(self, name: str) -> str:
        """The name as a possessive: "Anna's", "Nobles'"."""
        first, second = self.possessives
        return (second if self._second_possessive(name) else first).format(name)

    def rule(self, spec: str) -> Callable[[object], str] | None:
        """The word rule a format spec names, or None for a Python format spec."""
        return self._words.get(spec)

    def template(self, text: str, where: str) -> Template:
        """Read ``text`` once for quick filling; an unknown word rule or a malformed placeholder is an error
        naming ``where``."""
        try:
            parsed = list(_PARSER.parse(text))
        except ValueError as error:
            raise ValueError(f"{where}: {error} in {text!r}") from None
        literals, names, rules, specs, pieces = [], [], [], [], []
        for literal, name, spec, conversion in parsed:
            if literal:
                pieces.append(f"{{L[{len(literals)}]}}")
                literals.append(literal)
            if name is None:
                continue
            if not name.isidentifier() or conversion:
                raise ValueError(f"{where}: {{{name}{'!' + conversion if conversion else ''}}} is not a placeholder "
                                 f"(write a name, e.g. {{thalers}})")
            value = f"v[N[{len(names)}]]"
            names.append(name)
            rule = self.rule(spec)
            if rule is not None:
                pieces.append(f"{{R[{len(rules)}]({value})}}")
                rules.append(rule)
            elif spec:
                if not _python_spec(spec):
                    raise ValueError(f"{where}: {{{name}:{spec}}}: {spec!r} is neither a word of [units], [agree] "
                                     f"nor {ARTICLE!r} or {POSSESSIVE!r}, nor a Python format")
                pieces.append(f"{{{value}:{{S[{len(specs)}]}}}}")
                specs.append(spec)
            else:
                pieces.append(f"{{{value}}}")
        # The text becomes a small function with one f-string, as quick as one written by hand. Its source holds
        # only the names L, N, R, S, v and numbers: the words, names and specs stay in the tuples.
        source = f'lambda v, L=L, N=N, R=R, S=S: f"{"".join(pieces)}"'
        fill = eval(source, {"__builtins__": {}},    # noqa: S307 -- no text of the catalogue is in the source
                    {"L": tuple(literals), "N": tuple(names), "R": tuple(rules), "S": tuple(specs)})
        return Template(fill, frozenset(names), where)


def _counted(forms: list[str], singular: frozenset[int]) -> Callable[[int], str]:
    one, many = forms
    return lambda n: f"{n} {one if n in singular else many}"


def _agreeing(forms: list[str], singular: frozenset[int]) -> Callable[[int], str]:
    one, many = forms
    return lambda n: one if n in singular else many


def placeholders(text: str) -> set[str]:
    """The placeholder names of a text."""
    return {name for _, name, _, _ in _PARSER.parse(text) if name is not None}


def _python_spec(spec: str) -> bool:
    """Whether ``spec`` is a format Python understands for a number or a text."""
    for sample in (0, ""):
        try:
            format(sample, spec)
            return True
        except ValueError:
            pass
    return False
