"""The rule texts: one per rule ID, numbers from the data, the book in play order (fresco_nb.texts)."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import fresco_nb
from rule_text_support import assert_unknown_id_refused
from fresco_nb import load_data
from fresco_nb.lab import variant
from fresco_nb.texts import Catalogue, RuleText, book, rule_ids, rule_text
from fresco_nb.texts.numbers import Wording, placeholder_values

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT.parent / "shared" / "rules" / "fresco.md"   # only next to a working copy, not in CI
RULE_ID = re.compile(r"^R-[A-Z]+-\d+$")


def cited_ids() -> set[str]:
    """Every rule ID the package's source can cite: "R-..." literals, and the IDs of IllegalAction(...)."""
    found: set[str] = set()
    for path in (ROOT / "fresco_nb").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        found |= set(re.findall(r"""["'](R-[A-Z]+-\d+)["']""", source))
        found |= set(re.findall(r"""IllegalAction\(\s*["']([A-Z][A-Z0-9-]*)["']""", source))
    return found


def test_the_catalogue_holds_the_66_rule_ids_of_the_reference():
    ids = rule_ids()
    assert len(ids) == 66 and len(set(ids)) == 66
    assert all(RULE_ID.match(i) for i in ids)
    if REFERENCE.exists():
        listed = set(re.findall(r"^- (R-[A-Z]+-\d+) ", REFERENCE.read_text(encoding="utf-8"), re.MULTILINE))
        assert set(ids) == listed


def test_every_id_the_code_can_cite_has_a_text():
    cited = cited_ids()
    assert {"R-MKT-2", "R-LEO-9", "ACTION-FORM", "CHANCE", "UNDO"} <= cited   # the scan finds both kinds
    for rule in sorted(cited):
        text = rule_text(rule)
        assert text.id == rule and text.title and len(text.text) > 40


def test_every_text_resolves_its_numbers_from_the_shipped_data():
    for rule in rule_ids() + rule_ids("kit"):
        text = rule_text(rule)
        for words in (text.title, text.text, text.part_title, str(text)):
            assert "{" not in words and "}" not in words, (rule, words)
        assert text.part and text.part_title
        assert all(other in rule_ids() + rule_ids("kit") for other in text.related), (rule, text.related)


def test_every_number_the_data_gives_is_quoted_somewhere():
    catalogue = Catalogue.load()
    offered = set(placeholder_values(load_data(), catalogue.phrases, Wording(catalogue.grammar)))
    quoted = {name for rule in rule_ids() for name in re.findall(r"\{(\w+)", catalogue.rules[rule]["text"])}
    assert offered == quoted


def test_a_rule_text_is_a_small_value_a_tooltip_can_show():
    text = rule_text("R-MKT-2")
    assert isinstance(text, RuleText)
    assert text.id == "R-MKT-2" and text.part == "market" and "R-WAKE-3" in text.related
    shown = str(text)
    assert shown.startswith("R-MKT-2 · ") and text.title in shown and text.text in shown
    assert fresco_nb.rule_text("R-MKT-2") == text


def test_the_numbers_come_from_the_data():
    data = load_data()
    assert f"{data.start_thalers} thalers" in rule_text("R-SET-8").text
    assert "1 thaler." in rule_text("R-CATH-4").text or "1 thaler " in rule_text("R-CATH-4").text
    assert f"{data.last_round_tiles} or fewer" in rule_text("R-END-1").text
    inn = rule_text("R-WAKE-3").text
    assert "5:00: mood −3, 4 thalers a tile" in inn and "9:00: mood +1, 1 thaler a tile" in inn
    assert "red + yellow → orange" in rule_text("R-WKS-1").text
    assert "6 + 3 = 9" in rule_text("R-BLD-3").text and "6 + 3 × 5 = 21" in rule_text("R-BLD-3").text
    assert "Servant of God" in rule_text("R-POR-3").text


def test_an_edited_variant_changes_the_text():
    dearer = variant(bishop_step_cost=2)
    assert "for 2 thalers" in rule_text("R-CATH-4", data=dearer).text
    assert "for 1 thaler" in rule_text("R-CATH-4").text
    richer = variant(start_thalers=15, studio_thalers=4)
    assert "15 thalers" in rule_text("R-SET-8", data=richer).text
    assert "earns 4 thalers" in rule_text("R-STU-1", data=richer).text
    assert rule_text("R-ALT-1", data=variant(altar_primary_base=3)).text != rule_text("R-ALT-1").text


def test_a_data_folder_can_be_named_instead_of_a_loaded_variant(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    for table in Path(load_data().root).glob("*.toml"):
        text = table.read_text(encoding="utf-8")
        if table.name == "rules.toml":
            text = re.sub(r"(\[thalers_per_vp\]\nvalue = )\d+", r"\g<1>3", text)
        (folder / table.name).write_text(text, encoding="utf-8")
    assert load_data(folder).thalers_per_vp == 3
    assert "1 VP for every 3 thalers" in rule_text("R-END-3", data=str(folder)).text
    assert "1 VP for every 2 thalers" in rule_text("R-END-3").text


def test_R_WAKE_3_the_inn_is_described_per_board_side_when_the_sides_differ():
    same = rule_text("R-WAKE-3").text
    assert "With 3 or 4 players" in same
    split = rule_text("R-WAKE-3", data=variant(wake_prices={"3p": [5, 4, 3, 2, 1]})).text
    assert "With 4 players" in split and "With 2 or 3 players" in split
    assert "5:00: mood −3, 5 thalers a tile" in split and "5:00: mood −3, 4 thalers a tile" in split


def test_an_unknown_id_is_a_clear_error():
    assert_unknown_id_refused("R-FOO-1", "R-")
    with pytest.raises(KeyError, match="A-MKT-1.*R-"):
        rule_text("A-MKT-1")
    with pytest.raises(ValueError, match="xx"):
        rule_text("R-MKT-2", lang="xx")


def test_the_book_lists_every_id_once_in_play_order():
    text = book()
    headings = re.findall(r'^<a id="([A-Z0-9-]+)"></a>', text, re.MULTILINE)
    assert sorted(headings) == sorted(rule_ids() + rule_ids("kit"))
    parts = list(Catalogue.load().parts)
    order = [parts.index(rule_text(i).part) for i in headings]
    assert order == sorted(order)
    first = {i: headings.index(i) for i in ("R-SET-1", "R-WAKE-1", "R-PLAN-1", "R-MKT-1", "R-CATH-1", "R-STU-1",
                                           "R-WKS-1", "R-THE-1", "R-PREP-1", "R-END-1", "R-POR-1", "R-LEO-1")}
    assert list(first.values()) == sorted(first.values())
    assert "{" not in text and "shared" not in text and "⚖" not in text


def test_docs_rules_md_is_up_to_date():
    committed = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert committed == book(), "regenerate it: python -m fresco_nb.texts --write docs/rules.md"


def test_the_book_command_writes_the_book(tmp_path):
    target = tmp_path / "rules.md"
    subprocess.run([sys.executable, "-m", "fresco_nb.texts", "--write", str(target)], check=True, cwd=ROOT)
    assert target.read_text(encoding="utf-8") == book()


@pytest.fixture
def texts_folder(tmp_path) -> Path:
    """A copy of the English catalogue (every file of it) with an empty French folder beside it."""
    shutil.copytree(Catalogue.load().folder / "en", tmp_path / "en")
    (tmp_path / "fr").mkdir()
    return tmp_path


def test_a_translation_replaces_texts_key_by_key_and_falls_back_to_english(texts_folder):
    english = Catalogue.load()
    (texts_folder / "fr" / "fresco.toml").write_text(
        '[parts]\nmarket = "Marché"\n\n[rules."R-MKT-3"]\ntitle = "Fermer un stand"\n'
        'text = "Au lieu d\'acheter, remettez les tuiles dans le sac ({stalls_4p} stands à 4)."\n',
        encoding="utf-8")
    french = Catalogue.load("fr", folder=texts_folder)
    closed = french.rule("R-MKT-3")
    assert closed.title == "Fermer un stand" and closed.part_title == "Marché"
    assert closed.text == "Au lieu d'acheter, remettez les tuiles dans le sac (4 stands à 4)."
    assert closed.related == english.rule("R-MKT-3").related
    assert french.rule("R-MKT-2") == english.rule("R-MKT-2")._replace(part_title="Marché")


@pytest.mark.parametrize("toml, error", [
    ('[rules."R-MKT-9"]\ntitle = "?"\n', "fr/fresco.toml.*R-MKT-9.*not in the English"),
    ('[rules."R-MKT-2"]\npart = "studio"\n', "fr/fresco.toml.*R-MKT-2.*not part"),
    ('[sounds]\nbell = "ding"\n', "fr/fresco.toml.*unknown table"),
])
def test_a_translation_may_not_add_rules_or_change_the_structure(texts_folder, toml, error):
    (texts_folder / "fr" / "fresco.toml").write_text(toml, encoding="utf-8")
    with pytest.raises(ValueError, match=error):
        Catalogue.load("fr", folder=texts_folder)


@pytest.mark.parametrize("text, missing", [("{nope} thalers", "nope"), ("{start_thalers:coins}", "coins")])
def test_a_text_with_an_unknown_number_names_the_rule_and_the_placeholder(texts_folder, text, missing):
    (texts_folder / "fr" / "fresco.toml").write_text(f'[rules."R-SET-8"]\ntext = "{text}"\n', encoding="utf-8")
    french = Catalogue.load("fr", folder=texts_folder)
    with pytest.raises(ValueError, match=f"texts/fr: rule R-SET-8: .*{missing}"):
        french.rule("R-SET-8")
    assert french.rule("R-SET-1") == Catalogue.load().rule("R-SET-1")
