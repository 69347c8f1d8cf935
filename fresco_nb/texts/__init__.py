"""The rules in words: a text for every rule ID, and the whole book in play order.

The texts live as data, one TOML catalogue per language and game (``texts/en/fresco.toml`` for the
``R-`` IDs of Fresco, ``texts/en/azul_sp.toml`` for the ``A-`` IDs of Azul: Summer Pavilion,
``texts/en/kit.toml`` for the kit's own IDs such as ``UNDO``). Each rule has a
title, a text, the part of the game it belongs to and related IDs. Numbers are placeholders filled
from the game's data (a :class:`~fresco_nb.GameData` for Fresco, worked out by the module named in
:data:`NUMBERS`), so an edited table changes the text too::

    rule_text("R-MKT-2")                       # RuleText(id, title, text, part, related, part_title)
    rule_text("R-CATH-4", data=variant(bishop_step_cost=2))
    rule_text("A-PLACE-6")                     # Azul's, its numbers from data/azul_sp
    book()                                     # Markdown: every rule of Fresco, in play order
    book(game="azul_sp")                       # the same for Azul: Summer Pavilion

The game logs and the action descriptions are worded the same way: a sentence per event code (``[log]``), per
kind of move (``[describe]``), and the words and small language rules they use (:mod:`fresco_nb.texts.grammar`).
Fresco's are in ``texts/en/log.toml`` (with the grammar every game shares); Azul: Summer Pavilion's are the
``azul_…`` entries at the end of ``texts/en/azul_sp.toml``, the card game's the ``cards_…`` entries at the end of
``texts/en/fresco_cards.toml`` (filled by :mod:`fresco_nb.games.common.wording`)::

    Catalogue.load("fr").templates["log"]["wake"].fill({"name": "Anna", ...})   # as Game.log_text(lang="fr")

The words of the widgets (the question boxes, the charts, the stepper) come from ``texts/en/widgets.toml``, a
table per panel ([questions], [charts], [stepper]), in the language set by :func:`use_widget_language` (one
module-level setting for every widget made or redrawn from then on; default English)::

    widget_text("questions", "not_picked")     # "pick one of the options first."

The reasons an action is refused are worded so too, from ``texts/en/errors.toml`` (``[errors]``, one entry per key
of :class:`~fresco_nb.IllegalAction`): ``game.check(action).reason_in("fr")``.

A translation is a folder beside ``en/`` (``fr/fresco.toml``, ``fr/log.toml`` ...) with the same keys: it may
replace any title, text, part title, phrase, unit or sentence, and falls back to English for what it leaves
out; the structure (parts, order, related IDs) always comes from the English catalogue.
"""
from __future__ import annotations

import functools
import importlib
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from ..games.fresco.data import GameData
from .grammar import Grammar, Template, placeholders
from .numbers import Wording, _Sayer

FOLDER = Path(__file__).parent
GAMES = {"R-": "fresco", "A-": "azul_sp", "C-": "fresco_cards"}   # rule ID prefix -> its catalogue file
# catalogue -> the module whose rule_numbers(data, say) gives its placeholders' values (data as rule_text takes it)
NUMBERS = {"fresco": "fresco_nb.texts.numbers", "azul_sp": "fresco_nb.games.azul_sp.texts",
           "fresco_cards": "fresco_nb.games.fresco_cards.texts"}
KIT = "kit"                  # the kit's own IDs (how actions are written, draws, undo), for every game; no numbers
KIT_BOOK = "fresco"          # the book the kit's own IDs are printed in (ACTION-FORM lists Fresco's moves)
LOG = "log"                  # Fresco's log and action descriptions; the words and grammar every game uses
ERRORS = "errors"            # why an action is refused: a reason per key of IllegalAction ([errors])
WIDGETS = "widgets"          # the words of the widgets students read: a table per panel ([questions] ...)
PANELS = ("questions", "charts", "stepper", "board", "bench", "pages", "cards_board")   # the tables of widgets.toml
TABLES = ("book", "parts", "phrases", "units", "rules", "agree", "grammar", "log", "describe", "errors", "rulings",
          *PANELS)
PER_GAME = ("book", "rulings")   # tables every game's catalogue has its own of, kept under the game's name
TEMPLATE_TABLES = ("phrases", "log", "describe", "errors", *PANELS)   # texts read once into Templates, for speed
TRANSLATED_RULE_KEYS = ("title", "text")


class RuleText(NamedTuple):
    """One rule in words: ``str()`` gives "ID · title" and the text, ready for a tooltip."""
    id: str
    title: str
    text: str
    part: str                  # part of the game (key): "setup", "market", "portraits", "kit" ...
    related: tuple[str, ...]   # related rule IDs
    part_title: str            # that part's title in the catalogue's language

    def __str__(self):
        return f"{self.id} · {self.title}\n{self.text}"


class UnknownRule(KeyError):
    """A rule ID with no text; the message names the ID, the known prefixes and the kit's own IDs."""

    def __str__(self):
        return str(self.args[0])


@dataclass(frozen=True)
class Catalogue:
    """Every rule text of one language (English filling the gaps of a translation)."""
    lang: str
    folder: Path
    parts: dict[str, str]               # part key -> title, in play order
    rules: dict[str, dict]              # rule ID -> title, text, part, related (file order)
    games: dict[str, tuple[str, ...]]   # catalogue name ("fresco", "kit") -> its rule IDs
    phrases: dict[str, str]             # small wordings of the worked-out numbers
    units: dict[str, list[str]]         # unit -> [singular, plural], for {n:thalers}
    book_words: dict[str, dict[str, str]]   # catalogue -> its book's title, introduction and labels
    grammar: Grammar                    # the word rules: {n:thalers}, {n:are}, {x:a}, {x:'s}
    templates: dict[str, dict[str, Template]]   # "log", "describe", "phrases", "errors" -> key -> template
    rulings: dict[str, dict[str, str]]  # game -> its ⚖ rulings in words, by switch ([rulings])

    @classmethod
    def load(cls, lang: str = "en", folder: Path | str | None = None) -> "Catalogue":
        """The catalogue of ``lang`` from ``folder`` (default: the kit's own texts)."""
        return _load(lang, Path(folder) if folder is not None else FOLDER)

    def ids(self, game: str = "fresco") -> tuple[str, ...]:
        """The rule IDs of one catalogue ("fresco", or "kit" for the kit's own), in file order."""
        return self.games[game]

    def rule(self, rule_id: str, data: GameData | str | Path | None = None) -> RuleText:
        """The text of ``rule_id`` with the numbers of ``data`` (its game's data object or a data folder; default:
        the game's active or shipped data)."""
        if rule_id not in self.rules:
            raise UnknownRule(self._unknown(rule_id))
        return self._worded(rule_id, self._values(data, self._game_of(rule_id)))

    def book(self, data: GameData | str | Path | None = None, game: str = "fresco") -> str:
        """The whole book of ``game`` as Markdown: every rule of it (and for Fresco the kit's own), part by part in
        play order; ``data`` is that game's data."""
        values = self._values(data, game)
        order = list(self.parts)
        ids = self.games[game] + (self.games[KIT] if game == KIT_BOOK else ())
        rules = [self._worded(i, values) for i in sorted(ids, key=lambda i: order.index(self.rules[i]["part"]))]
        words = self.book_words[game]
        lines = [f"# {words['title']}", "", words["intro"], "", f"## {words['contents']}", ""]
        lines += [f"- [{title}](#part-{key})" for key, title in self.parts.items()
                  if any(rule.part == key for rule in rules)]
        titles = {rule.id: rule.title for rule in rules}
        for index, rule in enumerate(rules):
            if index == 0 or rules[index - 1].part != rule.part:
                lines += ["", f'<a id="part-{rule.part}"></a>', "", f"## {rule.part_title}"]
            lines += ["", f'<a id="{rule.id}"></a>', "", f"### {rule.id} · {rule.title}", "", rule.text]
            if rule.related:
                links = " · ".join(f"[{other}](#{other}) {titles[other]}" for other in rule.related)
                lines += ["", f"*{words['related']}: {links}*"]
        return "\n".join(lines) + "\n"

    def _values(self, data, game: str) -> dict[str, object]:
        """The placeholder values of ``game``'s texts for ``data`` (that game's data object, a data folder, or
        None for its active or shipped data); the kit's own texts quote no numbers."""
        if game == KIT:
            return {}
        module = importlib.import_module(NUMBERS[game])
        return module.rule_numbers(data, _Sayer(self.phrases, Wording(self.grammar)))

    def _game_of(self, rule_id: str) -> str:
        """The catalogue a known rule ID belongs to ("fresco", "azul_sp", "kit")."""
        return next(game for game, ids in self.games.items() if rule_id in ids)

    def _worded(self, rule_id: str, values: dict[str, object]) -> RuleText:
        rule = self.rules[rule_id]
        wording = Wording(self.grammar)
        try:
            title, text = (wording.format(rule[key], **values).strip() for key in ("title", "text"))
        except (KeyError, ValueError) as error:
            raise ValueError(f"texts/{self.lang}: rule {rule_id}: cannot fill in {error}") from None
        return RuleText(rule_id, title, text, rule["part"], tuple(rule["related"]), self.parts[rule["part"]])

    def _unknown(self, rule_id: str) -> str:
        prefixes = ", ".join(f"{prefix} ({game})" for prefix, game in GAMES.items())
        game = next((g for p, g in GAMES.items() if rule_id.startswith(p)), None)
        why = f"not a rule ID of the {game} catalogue" if game else "no catalogue for this prefix"
        return (f"no rule text for {rule_id!r}: {why}. Known prefixes: {prefixes}; "
                f"the kit's own IDs: {', '.join(self.games[KIT])}")


def rule_text(rule_id: str, data: GameData | str | Path | None = None, lang: str = "en") -> RuleText:
    """The rule ``rule_id`` ("R-MKT-2", "A-PLACE-6", "UNDO") in words, its numbers taken from ``data``: for Fresco
    a GameData such as ``fresco_nb.lab.variant(...)``, a data folder, or None for the active data (the shipped data
    unless ``fresco_nb.use_data`` names a folder); for Azul an AzulData, a folder, or None for data/azul_sp.

    Raises :class:`UnknownRule` (a KeyError) for an ID without a text, ValueError for a language
    without a catalogue.
    """
    return Catalogue.load(lang).rule(rule_id, data)


def rule_ids(game: str = "fresco") -> tuple[str, ...]:
    """The rule IDs of ``game`` ("fresco", "azul_sp"), or of the kit itself ("kit"), in the catalogue's order."""
    return Catalogue.load().ids(game)


def book(data: GameData | str | Path | None = None, lang: str = "en", game: str = "fresco") -> str:
    """The whole book in play order as Markdown, its numbers from ``data``; see ``python -m fresco_nb.texts``."""
    return Catalogue.load(lang).book(data, game)


_widget_language = "en"


def use_widget_language(lang: str = "en") -> None:
    """Word every widget made from now on (questions ...) in ``lang``; ValueError for a language without texts."""
    global _widget_language
    Catalogue.load(lang)
    _widget_language = lang


def widget_language() -> str:
    """The language the widgets are worded in now (set by :func:`use_widget_language`)."""
    return _widget_language


# A board fills about 340 widget texts. Each text is a compiled f-string (grammar.Template), quicker to fill than a
# memo of filled texts is to look up (measured: 0.36 against 0.50 µs a text); what is saved is finding the
# catalogue: the templates of the widget language and catalogue folder in use are kept here, and looked up again
# (``_load``) only when either changes.
_widget_templates: tuple[str, Path | None, dict] = ("", None, {})     # (language, folder, panel -> key -> template)


def widget_text(panel: str, key: str, **values) -> str:
    """The text ``key`` of the widget ``panel`` ("questions") in the widget language, filled with ``values``."""
    global _widget_templates
    if _widget_templates[1] is not FOLDER or _widget_templates[0] != _widget_language:
        _widget_templates = (_widget_language, FOLDER, _load(_widget_language, FOLDER).templates)
    try:
        template = _widget_templates[2][panel][key]
    except KeyError:
        raise KeyError(f"texts/en/{WIDGETS}.toml: no entry [{panel}] {key}") from None
    try:
        return template.fill(values)
    except KeyError as error:
        raise KeyError(template.missing(error.args[0], values)) from None


def widget_panel(panel: str) -> dict[str, str]:
    """Every text of the widget ``panel`` in the widget language, each placeholder kept as it is written ("{name}")
    for a page's own script to fill."""
    templates = _load(_widget_language, FOLDER).templates[panel]
    return {key: template.fill({name: f"{{{name}}}" for name in template.names}) for key, template in templates.items()}


def ruling_words(game: str, name: str) -> str:
    """The ruling ``name`` of ``game`` ("workshop_face_up" of "fresco_cards") in words, in the widget language: what
    the switch does when on (the game's catalogue, ``[rulings]``)."""
    try:
        return _load(_widget_language, FOLDER).rulings[game][name]
    except KeyError:
        raise KeyError(f"texts/en/{game}.toml: no entry [rulings] {name}") from None


@functools.lru_cache(maxsize=8)
def _load(lang: str, folder: Path) -> Catalogue:
    """Read the English catalogue files, then lay the ``lang`` files over them key by key."""
    names = (*GAMES.values(), KIT, LOG, ERRORS, WIDGETS)
    merged: dict[str, dict] = {table: {} for table in TABLES}
    games = {}
    for name in names:
        tables = _read(folder / "en" / f"{name}.toml", name)
        for table in TABLES:
            twice = merged[table].keys() & tables.get(table, {}).keys()
            if twice:
                raise ValueError(f"en/{name}.toml: [{table}] {', '.join(sorted(twice))}: already in another file")
            merged[table].update(tables.get(table, {}))
        games[name] = tuple(tables.get("rules", {}))
    if lang != "en":
        if not (folder / lang).is_dir():
            known = sorted(p.name for p in folder.iterdir() if any(p.glob("*.toml")))
            raise ValueError(f"no texts in language {lang!r} (no folder {lang}/ beside en/); "
                             f"available: {', '.join(known)}")
        for name in names:
            path = folder / lang / f"{name}.toml"
            if path.is_file():
                _translate(merged, _read(path, name), f"{lang}/{name}.toml")
    grammar = Grammar(merged["units"], merged["agree"], merged["grammar"], f"texts/{lang}")
    templates = {table: {key: grammar.template(text, f"texts/{lang}: [{table}] {key}")
                         for key, text in merged[table].items()} for table in TEMPLATE_TABLES}
    return Catalogue(lang, folder, merged["parts"], merged["rules"], games, merged["phrases"], merged["units"],
                     merged["book"], grammar, templates, merged["rulings"])


def _translate(merged: dict[str, dict], tables: dict, file: str) -> None:
    """Replace English wordings by a translation's; it may not add keys nor change the structure."""
    for table, entries in tables.items():
        if table not in TABLES:
            raise ValueError(f"{file}: unknown table [{table}] (known: {', '.join(TABLES)})")
        for key, value in entries.items():
            if key not in merged[table]:
                raise ValueError(f"{file}: [{table}] {key}: not in the English catalogue")
            if table in TEMPLATE_TABLES:
                _same_values(value, merged[table][key], f"{file}: [{table}] {key}")
            if table in PER_GAME:     # one game's book words or rulings, each falling back to English
                extra = set(value) - set(merged[table][key])
                if extra:
                    raise ValueError(f"{file}: [{table}] {', '.join(sorted(extra))}: not in the English catalogue")
                merged[table][key] = {**merged[table][key], **value}
                continue
            if table != "rules":
                merged[table][key] = value
                continue
            extra = set(value) - set(TRANSLATED_RULE_KEYS)
            if extra:
                raise ValueError(f"{file}: rule {key}: only {' and '.join(TRANSLATED_RULE_KEYS)} are translated, "
                                 f"not {', '.join(sorted(extra))} (the structure comes from the English catalogue)")
            merged[table][key] = {**merged[table][key], **value}


def _same_values(text: str, english: str, where: str) -> None:
    """A translated text may leave values out, but not use values the English text is not given."""
    try:
        extra = placeholders(text) - placeholders(english)
    except ValueError as error:
        raise ValueError(f"{where}: {error} in {text!r}") from None
    if extra:
        raise ValueError(f"{where}: {{{'}, {'.join(sorted(extra))}}} not among the English text's values "
                         f"({', '.join(sorted(placeholders(english))) or 'none'})")


def _read(path: Path, name: str) -> dict:
    """One catalogue file ``name`` ("fresco", "log" ...), with every rule checked for its keys; a game's [book]
    words and [rulings] are kept under the game's name, as every game has its own book and rulings."""
    try:
        with open(path, "rb") as file:
            tables = tomllib.load(file)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{path}: {error}") from None
    for rule_id, rule in tables.get("rules", {}).items():
        missing = {"title", "text", "part", "related"} - set(rule) if path.parent.name == "en" else set()
        if missing:
            raise ValueError(f"{path}: rule {rule_id}: missing {', '.join(sorted(missing))}")
    for table in PER_GAME:
        if table in tables and name in GAMES.values():
            tables[table] = {name: tables[table]}
    return tables
