"""A game's log and the sentences of its moves, in any language: the catalogue's ``[log]`` and ``[describe]``
entries and ``[phrases]`` of one game (keys starting with the game's prefix: ``azul_take``, ``cards_lay``), filled
with the values an event or a move names. A translation (``texts/<lang>/``) replaces any of them; English fills the
gaps (:mod:`fresco_nb.texts`).

A game's explain module keeps a table ``EVENTS``: event code -> a function of the words and the event's arguments
giving the values of its sentence (a dict; the entry is ``<prefix><code>``), or ``(case, values)`` where the
sentence changes with the case (the entry ``<prefix><case>``, e.g. ``take_wild``)::

    words = GameWords.of(state, "fr")            # a game's subclass of GameWords
    log_lines(words, state.log, EVENTS)          # ["R1 · <its rule ID> · ...", ...]
    words.action("bonus", name="Anna", colour=words.named("colour", "red"))
"""
from __future__ import annotations

import copy
from weakref import WeakKeyDictionary

from ...texts import Catalogue


class GameWords:
    """The words of one game (its key ``prefix``) in one catalogue's language, for players called ``names``.
    ``round`` is the round of the event being worded (set by :func:`log_lines`). Made once per game tables,
    players and language by :meth:`of`."""

    def __init__(self, prefix: str, catalogue: Catalogue, names: tuple[str, ...]):
        templates = catalogue.templates
        self.prefix, self.catalogue, self.names, self.round = prefix, catalogue, names, 0
        self._tables = {table: templates[table] for table in ("log", "describe", "phrases")}
        self._phrases = self._tables["phrases"]

    @classmethod
    def of(cls, state, lang: str):
        """The words ``cls(tables, catalogue, names)`` of the game ``state`` (its tables, its players' names) in
        ``lang``, kept while the tables live (made again when the catalogue is read again, from another folder)."""
        catalogue = Catalogue.load(lang)
        names = tuple(player.name for player in state.players)
        known = _MADE.setdefault(state.tables, {})
        words = known.get((cls, names, lang))
        if words is None or words.catalogue is not catalogue:
            words = known[cls, names, lang] = cls(state.tables, catalogue, names)
        return words

    def sentence(self, key: str, values: dict) -> str:
        """The game's ``[log]`` entry ``key`` (without the prefix) filled with ``values``."""
        return self._filled("log", key, values)

    def action(self, key: str, **values) -> str:
        """The game's ``[describe]`` entry ``key`` (without the prefix): what a move does, filled with ``values``."""
        return self._filled("describe", key, values)

    def phrase(self, key: str, **values) -> str:
        """The game's ``[phrases]`` entry ``key`` (without the prefix) filled with ``values``."""
        return self._filled("phrases", key, values)

    def named(self, kind: str, name: str) -> str:
        """A thing of the game's data by its name (a colour, a tile): the catalogue's ``<prefix><kind>_<name>``,
        or the data's own name where the catalogue has none (a thing an edited data set adds)."""
        template = self._phrases.get(f"{self.prefix}{kind}_{name}")
        return template.fill({}) if template else name

    def players(self, seats) -> str:
        """The players of ``seats`` by name: "P1", "P1 and P3", "P1, P2 and P4"."""
        return self.listed([self.names[seat] for seat in seats])

    def listed(self, items: list[str]) -> str:
        """``items`` in a sentence: "", "a", "a and b", "a, b and c" (the catalogue's ``and``)."""
        if len(items) < 2:
            return "".join(items)
        return f"{', '.join(items[:-1])} {self._phrases['and'].fill({})} {items[-1]}"

    def template(self, table: str, key: str):
        """The game's entry ``key`` (without the prefix) of ``table``; KeyError naming it where the catalogue has
        none."""
        template = self._tables[table].get(self.prefix + key)
        if template is None:
            raise KeyError(f"texts/en: no entry [{table}] {self.prefix}{key}")
        return template

    def _filled(self, table: str, key: str, values: dict) -> str:
        """The game's entry ``key`` of ``table`` filled with ``values``; ValueError naming the placeholder for a
        value not given."""
        template = self.template(table, key)
        try:
            return template.fill(values)
        except KeyError as error:
            raise ValueError(template.missing(error.args[0], values)) from None


_MADE: WeakKeyDictionary = WeakKeyDictionary()     # a game's tables -> {(words class, names, language): words}


def log_lines(words: GameWords, log, events: dict, start: int = 0) -> list[str]:
    """The events of ``log`` (tuples ``(round, rule, code, *args)``) from ``start`` on, one line each: the game's
    ``log_line`` phrase with the round, the rule ID and the event's sentence (its ``events`` entry)."""
    words = copy.copy(words)        # its round is this call's own: the words are shared by every caller
    line, lines = words.template("phrases", "log_line").fill, []
    for round_, rule, code, *args in log[start:]:
        words.round = round_
        found = events[code](words, *args)
        case, values = found if isinstance(found, tuple) else (code, found)
        lines.append(line({"round": round_, "rule": rule, "text": words.sentence(case, values)}))
    return lines

