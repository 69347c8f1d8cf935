"""The card game's rule texts: one per C- rule ID and ruling, numbers from data/fresco_cards, its own book."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import fresco_nb
from rule_text_support import (assert_every_cited_id_has_a_text, assert_every_offered_number_quoted,
                               assert_every_text_resolved, assert_no_text_points_outside, book_headings,
                               book_written_by_the_command)
from fresco_nb.games.fresco_cards.data import load_data, shipped_folder
from fresco_nb.games.fresco_cards.texts import rule_numbers
from fresco_nb.texts import UnknownRule, book, rule_ids, rule_text

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"^C-(SET|TURN|EXCH|REST|MIX|ACT|FAV|END|HID|DATA|RUL)-\d+$")
GAME = "fresco_cards"
DOC = ROOT / "docs" / "rules-fresco-card-game.md"


def test_the_catalogue_holds_74_rule_ids_and_27_rulings():
    ids = rule_ids(GAME)
    assert len(ids) == 101 == len(set(ids)) and all(RULE_ID.match(i) for i in ids)
    assert len([i for i in ids if i.startswith("C-RUL-")]) == 27


def test_every_C_id_the_code_can_cite_has_a_text():
    assert len(assert_every_cited_id_has_a_text("C")) > 40


def test_every_text_resolves_its_numbers_and_names_related_rules():
    assert_every_text_resolved(GAME, "cards-")


def test_no_text_points_outside_the_kit():
    assert_no_text_points_outside(GAME, ("shared/", "../", "⚖", "FR-FC", "FR10", "§", "C-EX-", ".md"),
                                  pattern=r"\bRES\b|\bl\. \d")


def test_every_number_the_data_gives_is_quoted_somewhere():
    assert_every_offered_number_quoted(GAME, rule_numbers, load_data())


def test_rule_text_is_keyed_by_the_C_prefix():
    text = fresco_nb.rule_text("C-MIX-2")
    assert text.id == "C-MIX-2" and text.part == "cards-mixing" and "R+Y→O, Y+B→G and R+B→P" in text.text
    with pytest.raises(UnknownRule, match="C-EX-3.*fresco_cards"):
        rule_text("C-EX-3")                        # a worked example is a test case, not a rule


def test_an_edited_data_folder_changes_the_text(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(shipped_folder(), folder)
    path = folder / "game.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("[hand_limit]\nvalue = 7", "[hand_limit]\nvalue = 9")
                    .replace('"4" = 5', '"4" = 4'), encoding="utf-8")
    assert "more than 9 cards discards cards of their choice down to 9" in rule_text("C-TURN-6", data=folder).text
    assert "more than 7 cards" in rule_text("C-TURN-6").text
    assert "at least 4 frescoes in a 4-player game" in rule_text("C-END-1", data=str(folder)).text


def test_the_book_lists_every_id_once_in_play_order():
    text = book(game=GAME)
    assert text.startswith("# Fresco: the card game: the rules in play order\n")
    book_headings(GAME)
    assert not re.search(r"\b[RA]-[A-Z]+-\d", text)


def test_docs_rules_of_the_card_game_are_up_to_date():
    assert DOC.read_text(encoding="utf-8") == book(game=GAME), \
        "regenerate it: python -m fresco_nb.texts --game fresco_cards --write docs/rules-fresco-card-game.md"


def test_the_book_command_writes_the_card_game_book(tmp_path):
    assert book_written_by_the_command(GAME, tmp_path) == book(game=GAME)
