"""Azul: Summer Pavilion's rule texts: one per A- rule ID, numbers from data/azul_sp, its own book in play order."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import fresco_nb
from rule_text_support import (assert_every_cited_id_has_a_text, assert_every_offered_number_quoted,
                               assert_every_text_resolved, assert_no_text_points_outside, assert_unknown_id_refused,
                               book_headings, book_written_by_the_command)
from fresco_nb.games.azul_sp.data import load_data, shipped_folder
from fresco_nb.texts import UnknownRule, book, rule_ids, rule_text
from fresco_nb.games.azul_sp.texts import rule_numbers

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT.parent / "shared" / "rules" / "azul-summer-pavilion.md"   # only next to a working copy, not in CI
RULE_ID = re.compile(r"^A-(SET|BOARD|SCORE|DRAFT|PLACE|ROUND|END|HID|VAR|RUL)-\d+$")
GAME = "azul_sp"
DOC = ROOT / "docs" / "rules-azul-summer-pavilion.md"


def test_the_catalogue_holds_the_63_rule_ids_and_10_rulings_of_the_reference():
    ids = rule_ids(GAME)
    assert len(ids) == 73 and len(set(ids)) == 73
    assert all(RULE_ID.match(i) for i in ids), [i for i in ids if not RULE_ID.match(i)]
    assert len([i for i in ids if not i.startswith("A-RUL-")]) == 63
    if REFERENCE.exists():
        listed = set(re.findall(r"^- (A-[A-Z]+-\d+) ", REFERENCE.read_text(encoding="utf-8"), re.MULTILINE))
        assert set(ids) == {i for i in listed if not i.startswith("A-EX-")}   # worked examples are tests


def test_every_A_id_the_code_can_cite_has_a_text():
    assert_every_cited_id_has_a_text("A")


def test_every_text_resolves_its_numbers_from_the_shipped_data():
    assert_every_text_resolved(GAME, "azul-")


def test_no_text_points_outside_the_kit():
    assert_no_text_points_outside(GAME, ("shared", "../", "⚖", "FR-AZ", "EN-AZ", "BGA", "A-EX-", ".md"))


def test_every_number_the_data_gives_is_quoted_somewhere():
    assert_every_offered_number_quoted(GAME, rule_numbers, load_data())


def test_rule_text_is_keyed_by_the_azul_prefix():
    text = fresco_nb.rule_text("A-PLACE-6")
    assert text.id == "A-PLACE-6" and text.part == "azul-placing" and "A-PLACE-7" in text.related
    assert str(text).startswith("A-PLACE-6 · ") and "wild" in text.text
    assert rule_text("R-MKT-2").id == "R-MKT-2"      # Fresco's texts are still there


def test_the_numbers_come_from_the_shipped_data():
    data = load_data()
    assert "5 factory displays with 2 players, 7 factory displays with 3 players and 9 factory displays with 4 " \
           "players" in rule_text("A-SET-2").text
    assert f"{data.tiles} tiles: {data.per_colour} of each of the 6 colours" in rule_text("A-SET-5").text
    assert "round 1: purple, round 2: green, round 3: orange, round 4: yellow, round 5: blue and round 6: red" \
        in rule_text("A-DRAFT-1").text
    assert "the centre star 12, the red star 14, the blue star 15, the yellow star 16, the orange star 17, " \
           "the green star 18 and the purple star 20" in rule_text("A-END-3").text
    assert "all 1s 4, all 2s 8, all 3s 12 and all 4s 16" in rule_text("A-END-4").text
    assert "no bonus for the 5s and the 6s" in rule_text("A-END-4").text
    assert "1 tile for a pillar, 2 tiles for a statue and 3 tiles for a window" in rule_text("A-PLACE-11").text
    assert "6 pillars, 6 statues and 6 windows" in rule_text("A-BOARD-5").text
    assert "up to 4 tiles" in rule_text("A-PLACE-16").text and "lose 1 point for each" in rule_text("A-PLACE-16").text
    assert rule_text("A-SET-4").title == "Everyone starts with 5 points"
    assert "cost 3, 2, 1, 4, 5, 6" in rule_text("A-VAR-2").text
    assert "Every space of the centre star costs 3." in rule_text("A-VAR-2").text
    assert "all 1s (6 spaces), all 2s (6 spaces), all 3s (12 spaces) and all 4s (6 spaces)" \
        in rule_text("A-VAR-6").text
    assert "green tiles kept at the end of round 1" in rule_text("A-ROUND-5").text


@pytest.fixture
def azul_folder(tmp_path) -> Path:
    """A copy of Azul's shipped data folder, to edit."""
    folder = tmp_path / "azul_sp"
    shutil.copytree(shipped_folder(), folder)
    return folder


def _edit(folder: Path, file: str, old: str, new: str) -> None:
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_an_edited_data_folder_changes_the_text(azul_folder):
    _edit(azul_folder, "table.toml", "[factory_size]\nvalue = 4", "[factory_size]\nvalue = 3")
    _edit(azul_folder, "scoring.toml", "red = 14", "red = 30")
    _edit(azul_folder, "scoring.toml", '"5" = 0', '"5" = 20')
    _edit(azul_folder, "tiles.toml", '[wild_by_round]\nvalue = ["purple", "green"',
          '[wild_by_round]\nvalue = ["green", "purple"')
    _edit(azul_folder, "table.toml", "[start_score]\nvalue = 5", "[start_score]\nvalue = 1")
    edited = load_data(azul_folder)
    assert edited.factory_size == 3
    assert "Draw 3 tiles at random for each factory display" in rule_text("A-ROUND-2", data=azul_folder).text
    assert "Draw 4 tiles at random for each factory display" in rule_text("A-ROUND-2").text
    assert "the red star 30" in rule_text("A-END-3", data=edited).text
    assert "all 5s 20" in rule_text("A-END-4", data=edited).text
    assert "no bonus for the 6s." in rule_text("A-END-4", data=edited).text
    assert "starts with green as the wild colour" in rule_text("A-SET-3", data=edited).text
    assert "purple tiles kept at the end of round 1" in rule_text("A-ROUND-5", data=edited).text
    assert rule_text("A-SET-4", data=str(azul_folder)).title == "Everyone starts with 1 point"
    for rule in rule_ids(GAME):
        assert "{" not in rule_text(rule, data=edited).text


def test_an_unknown_azul_id_is_a_clear_error():
    assert_unknown_id_refused("A-PLACE-99", "azul_sp")
    with pytest.raises(UnknownRule, match="A-EX-3.*azul_sp"):
        rule_text("A-EX-3")          # a worked example is a test case, not a rule


def test_the_kit_own_ids_still_read_with_azul_data():
    assert rule_text("UNDO", data=load_data()).text == rule_text("UNDO").text


def test_the_azul_book_lists_every_id_once_in_play_order():
    text = book(game=GAME)
    assert text.startswith("# Azul: Summer Pavilion: the rules in play order\n")
    headings = book_headings(GAME)
    first = [headings.index(i) for i in ("A-SET-1", "A-BOARD-1", "A-DRAFT-1", "A-PLACE-1", "A-ROUND-1", "A-END-1",
                                         "A-VAR-1", "A-RUL-1")]
    assert first == sorted(first)
    assert "{" not in text and "shared" not in text and "⚖" not in text
    assert not re.search(r"\bR-[A-Z]+-\d", text)     # no Fresco rule, nor the kit's Fresco-worded IDs
    assert "Fresco" not in text and "Azul" not in book()


def test_docs_rules_azul_is_up_to_date():
    committed = DOC.read_text(encoding="utf-8")
    assert committed == book(game=GAME), \
        "regenerate it: python -m fresco_nb.texts --game azul_sp --write docs/rules-azul-summer-pavilion.md"


def test_the_book_command_writes_the_azul_book(tmp_path):
    assert book_written_by_the_command(GAME, tmp_path) == book(game=GAME)
