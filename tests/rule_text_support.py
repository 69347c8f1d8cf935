"""Shared checks for the rule-text tests of the three games: the IDs the code cites and their texts, every text
resolved, no text pointing outside the kit, an unknown ID refused, every number a game's data offers quoted by its
texts, a book's rule headings in play order, and the book the command writes."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from fresco_nb.texts import Catalogue, UnknownRule, book, rule_ids, rule_text
from fresco_nb.texts.numbers import Wording, _Sayer

ROOT = Path(__file__).resolve().parents[1]


def cited_ids(prefix: str) -> set[str]:
    """The rule IDs starting ``prefix-`` quoted as strings anywhere in the package's code."""
    cited: set[str] = set()
    for path in (ROOT / "fresco_nb").rglob("*.py"):
        cited |= set(re.findall(rf"""["']({prefix}-[A-Z]+-\d+)["']""", path.read_text(encoding="utf-8")))
    return cited


def assert_every_cited_id_has_a_text(prefix: str) -> set[str]:
    """Every rule ID starting ``prefix-`` that the package's code quotes has its rule text; returns those IDs."""
    cited = cited_ids(prefix)
    for rule in sorted(cited):
        assert rule_text(rule).id == rule
    return cited


def assert_no_text_points_outside(game: str, outside: tuple[str, ...], pattern: str | None = None) -> None:
    """No rule text of ``game`` holds any of the strings ``outside`` (our references, rulings' marks, worked
    examples), nor a match of ``pattern`` where one is given."""
    for rule in rule_ids(game):
        text = str(rule_text(rule))
        for words in outside:
            assert words not in text, (rule, words)
        assert pattern is None or not re.search(pattern, text), rule


def assert_unknown_id_refused(rule: str, named: str) -> None:
    """``rule_text(rule)`` raises an UnknownRule, a KeyError, whose message names ``rule`` and ``named`` (the game
    or the prefix the IDs have)."""
    with pytest.raises(UnknownRule) as error:
        rule_text(rule)
    assert isinstance(error.value, KeyError)
    assert rule in str(error.value) and named in str(error.value)


def assert_every_text_resolved(game: str, part_prefix: str) -> None:
    """Every rule text of ``game`` has its numbers filled in (no brace left), a part of the catalogue starting
    ``part_prefix`` with its title, and related rules of the same game."""
    parts = [key for key in Catalogue.load().parts if key.startswith(part_prefix)]
    for rule in rule_ids(game):
        text = rule_text(rule)
        for words in (text.title, text.text, text.part_title, str(text)):
            assert "{" not in words and "}" not in words, (rule, words)
        assert text.part in parts and text.part_title, rule
        assert text.related and all(other in rule_ids(game) for other in text.related), (rule, text.related)


def assert_every_offered_number_quoted(game: str, rule_numbers, data) -> None:
    """The names of the numbers ``rule_numbers`` offers from ``data`` are those the game's rule texts quote."""
    catalogue = Catalogue.load()
    offered = set(rule_numbers(data, _Sayer(catalogue.phrases, Wording(catalogue.grammar))))
    quoted = {name for rule in rule_ids(game) for key in ("title", "text")
              for name in re.findall(r"\{(\w+)", catalogue.rules[rule][key])}
    assert offered == quoted


def book_headings(game: str) -> list[str]:
    """The rule IDs the game's book heads its sections with, checked to list every ID once in play order."""
    headings = re.findall(r'^<a id="([A-Z0-9-]+)"></a>', book(game=game), re.MULTILINE)
    assert sorted(headings) == sorted(rule_ids(game))
    parts = list(Catalogue.load().parts)
    order = [parts.index(rule_text(i).part) for i in headings]
    assert order == sorted(order)
    return headings


def book_written_by_the_command(game: str, tmp_path: Path) -> str:
    """The book ``python -m fresco_nb.texts --game GAME --write FILE`` writes."""
    target = tmp_path / "rules.md"
    subprocess.run([sys.executable, "-m", "fresco_nb.texts", "--game", game, "--write", str(target)],
                   check=True, cwd=ROOT)
    return target.read_text(encoding="utf-8")
