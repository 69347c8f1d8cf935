"""The one-page player aid (issue 10, deliverable 4): ``fresco_nb.handouts.player_aid(data)`` and
``DIR/player-aid.html`` (``.pdf`` with ``--pdf``) written by ``python -m fresco_nb handouts``.

Every number of the inn, the mood track, the mixing table and the scoring comes from the data (a variant changes
them), every rule line carries its rule ID, paints are marked by letter, data that is not the shipped data is
named, the page prints on exactly one A4 sheet (Debian's chromium) and asks nothing of the network."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook, new_output

from fresco_nb import rule_text
from fresco_nb.cli import main
from fresco_nb.games.fresco.data import DataError, load_data
from fresco_nb.handouts import player_aid
from fresco_nb.handouts.export import print_pdf
from fresco_nb.lab import variant
from fresco_nb.texts.numbers import signed
from fresco_nb.games.fresco.board import PAINT_COLOURS

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
HAS_CHROMIUM = Path(CHROMIUM).exists()
NEEDS_CHROMIUM = pytest.mark.skipif(not HAS_CHROMIUM and os.environ.get("CI") != "true",
                                    reason="needs Debian's chromium (apt-get install chromium)")
ARTIFACTS = Path(__file__).parent / "artifacts"
RULE_ID = re.compile(r"^R-[A-Z]+-\d+$")


class _Page(HTMLParser):
    """What the tests read of the aid: each table by its class (caption, rows of cell texts), the rule-ID tags,
    the list items with the tags inside them, the paint chips (letter, inline style) and every text."""

    def __init__(self, page: str):
        super().__init__()
        self.tables: dict[str, list[dict]] = {}      # class -> [{"caption": str, "rows": [[cell text]]}]
        self.rule_ids: list[str] = []
        self.items: list[dict] = []                   # [{"text": str, "ids": [rule ID]}]
        self.chips: list[tuple[str, str]] = []
        self.where: list[str] = []                    # the locations of the round, in order
        self.text: list[str] = []
        self._open: list[tuple[str, list[str], dict]] = []
        self._table: dict | None = None
        self.feed(page)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        self._open.append((tag, classes, attrs))
        if tag == "table":
            self._table = {"caption": "", "rows": []}
            self.tables.setdefault(classes[0], []).append(self._table)
        elif tag == "tr":
            self._table["rows"].append([])
        elif tag in ("td", "th"):
            self._table["rows"][-1].append("")
        elif tag == "li":
            self.items.append({"text": "", "ids": []})

    def handle_endtag(self, tag):
        while self._open and self._open.pop()[0] != tag:
            pass

    def handle_data(self, data):
        self.text.append(data)
        tags = [tag for tag, _, _ in self._open]
        classes = {c for _, cs, _ in self._open for c in cs}
        if "caption" in tags:
            self._table["caption"] += data
        elif "td" in tags or "th" in tags:
            self._table["rows"][-1][-1] = (self._table["rows"][-1][-1] + data).strip()
        if "rid" in classes and data.strip():
            self.rule_ids.append(data.strip())
            if "li" in tags:
                self.items[-1]["ids"].append(data.strip())
        elif "li" in tags:
            self.items[-1]["text"] += data
        if "paint" in classes and data.strip():
            self.chips.append((data.strip(), self._open[-1][2].get("style", "")))
        if "where" in classes and self._open[-1][1] == ["where"]:
            self.where.append(data.strip())

    def rows(self, table_class: str) -> list[list[list[str]]]:
        """The rows holding data cells (``td``) of every table of that class."""
        return [[row for row in table["rows"] if row] for table in self.tables.get(table_class, [])]

    def said(self) -> str:
        return " ".join(" ".join(self.text).split())


def _inn_rows(side) -> list[list[str]]:
    return [[slot.time, signed(slot.mood), str(slot.price)] for slot in side.inn]


# -- the numbers come from the data ---------------------------------------------------------------------

def test_R_WAKE_3_the_aid_holds_every_slot_of_the_inn_from_the_data():
    data = load_data()
    page = _Page(player_aid(data))
    [inn] = page.rows("inn")                         # every board side has the same inn in the shipped data
    assert inn[0] == ["Wake-up", "Mood", "Price per tile"]
    assert inn[1:] == _inn_rows(data.side_for(4)) == _inn_rows(data.side_for(3))
    assert page.tables["inn"][0]["caption"] == "2, 3 or 4 players"


def test_R_WAKE_3_a_variant_inn_changes_the_table_and_two_different_inns_give_two_tables():
    cheap = variant(wake_prices=[3, 3, 2, 1, 0], wake_moods=[-2, -1, -1, 0, 1])
    [[_, *inn]] = _Page(player_aid(cheap)).rows("inn")
    assert inn == _inn_rows(cheap.side_for(4))
    assert [row[2] for row in inn] == ["3", "3", "2", "1", "0"] and [row[1] for row in inn] == ["−2", "−1", "−1",
                                                                                                "0", "+1"]
    split = variant(wake_prices={"4p": [5, 4, 3, 2, 1]})
    page = _Page(player_aid(split))
    assert [rows[1:] for rows in page.rows("inn")] == [_inn_rows(split.side_for(4)), _inn_rows(split.side_for(3))]
    assert [table["caption"] for table in page.tables["inn"]] == ["4 players", "2 or 3 players"]


def test_R_WKS_1_R_BLD_2_the_aid_holds_every_mix_of_the_data_with_its_paint_letters():
    data = load_data()
    page = _Page(player_aid(data))
    base, blends = page.rows("mixes")
    expected = {False: [], True: []}
    for mix in data.mixes:
        expected[mix.blend].append([mix.inputs[0], "+", mix.inputs[1], "→", mix.output])
    assert base == expected[False] and blends == expected[True]
    assert {"Pk", "Br"} <= {row[-1] for row in expected[True]}


def test_R_MOOD_2_the_mood_track_shows_each_space_with_its_apprentices_from_the_data():
    data = load_data()
    [[signs, apprentices]] = _Page(player_aid(data)).rows("mood")
    zones, start = data.mood.zones, data.mood.start
    assert len(signs) == len(apprentices) == len(zones) + 1      # a label cell, then the bottom space first
    assert signs[1:] == [signed(z) if z else "★" if i == start else "" for i, z in enumerate(zones)]
    assert apprentices[1:] == [str(data.apprentices + z) for z in zones]


def test_scoring_numbers_come_from_the_data_and_change_with_a_variant():
    base, changed = load_data(), variant(thalers_per_vp=3, bishop_bonus_on=4, bishop_bonus_near=1,
                                         altar_primary_base=3, altar_mixed_base=7, last_round_tiles=5)
    for data in (base, changed):
        page = _Page(player_aid(data))
        text = page.said()
        assert f"{data.thalers_per_vp} thalers = 1 VP" in text
        [bishop] = page.rows("bishop")
        assert sorted(cell for row in bishop for cell in row) == sorted([f"+{data.bishop_bonus_on}"]
                                                                        + [f"+{data.bishop_bonus_near}"] * 8)
        assert bishop[1][1] == f"+{data.bishop_bonus_on}"
        [altar] = page.rows("altar")
        sets = {row[0].replace(" ", ""): row[-1] for row in altar}
        assert sets["R+Y+B"] == str(data.altar_primary_base) and sets["O+G+V"] == str(data.altar_mixed_base)
        assert sets["O/G/V"] == f"+{data.altar_secondary_joker} each"
        assert (sets["Pk"], sets["Br"]) == tuple(f"+{data.altar_blend_jokers[c]} each" for c in ("Pk", "Br"))
        assert f"bishop bonus: {data.bishop_bonus_on} VP" in text
        assert f"{data.last_round_tiles} or fewer" in text
    assert player_aid(base) != player_aid(changed)


# -- rule IDs, paints, the data named ------------------------------------------------------------------

def test_every_rule_line_carries_a_rule_id_that_has_a_rule_text():
    page = _Page(player_aid(load_data()))
    assert page.items and all(item["ids"] for item in page.items), [i["text"] for i in page.items if not i["ids"]]
    assert all(RULE_ID.match(i) for i in page.rule_ids)
    for rule_id in set(page.rule_ids):
        rule_text(rule_id)                            # raises UnknownRule for an ID without a text
    assert {"R-WAKE-1", "R-WAKE-3", "R-MOOD-2", "R-PLAN-1", "R-ACT-1", "R-MKT-2", "R-CATH-1", "R-CATH-2",
            "R-ALT-1", "R-STU-1", "R-WKS-1", "R-THE-1", "R-PREP-2", "R-BLD-2", "R-BLD-3", "R-END-1", "R-END-3",
            "R-END-4"} <= set(page.rule_ids)


def test_the_round_names_the_five_locations_in_play_order_each_with_its_line():
    page = _Page(player_aid(load_data()))
    assert page.where == ["Market", "Cathedral", "Studio", "Workshop", "Theatre"]
    [rows] = page.rows("round")
    last_ids = ["R-MKT-3", "R-ALT-1", "R-STU-1", "R-WKS-1", "R-THE-1"]      # each location's last line
    assert [row[0] for row in rows] == [f"{n}{where}" for n, where in enumerate(page.where, 1)]
    assert all(row[1].endswith(rule_id) for row, rule_id in zip(rows, last_ids, strict=True))


def test_paints_are_marked_by_letter_in_the_board_palette():
    page = _Page(player_aid(load_data()))
    letters = {letter for letter, _ in page.chips}
    assert letters == set(PAINT_COLOURS)
    for letter, style in page.chips:
        assert PAINT_COLOURS[letter] in style


def test_the_shipped_data_is_not_named_but_a_variant_and_the_active_data_are(tmp_path, monkeypatch):
    assert "Component data:" not in player_aid(load_data())
    assert "Component data: <b>dear</b>" in player_aid(variant(start_thalers=13, name="dear"))
    box = tmp_path / "my-box"
    shutil.copytree(load_data().root, box)
    toml = box / "rules.toml"
    toml.write_text(toml.read_text().replace("[thalers_per_vp]\nvalue = 2", "[thalers_per_vp]\nvalue = 4"))
    monkeypatch.setenv("FRESCO_NB_DATA", str(box))
    page = player_aid()
    assert "Component data: <b>my-box</b>" in page and "4 thalers = 1 VP" in _Page(page).said()


def test_a_language_without_rule_texts_or_a_folder_without_data_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="language 'xx'"):
        player_aid(lang="xx")
    with pytest.raises(DataError, match="board.toml"):           # names the file the folder lacks
        player_aid(tmp_path)


# -- printed on one page, offline ------------------------------------------------------------------------

TWO_INNS = {"wake_prices": {"4p": [5, 4, 3, 2, 1]}, "name": "two inns"}   # the fullest page: two inns, a data note


def _pages(pdf: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", pdf.read_bytes()))


@NEEDS_CHROMIUM
@pytest.mark.parametrize("name, data", [("shipped", None), ("two-inns", TWO_INNS)])
def test_the_aid_prints_on_one_page(tmp_path, name, data):
    page = tmp_path / "player-aid.html"
    page.write_text(player_aid(variant(**data) if data else None), encoding="utf-8")
    pdf = tmp_path / "player-aid.pdf"
    print_pdf(page, pdf, CHROMIUM)
    assert _pages(pdf) == 1
    if shutil.which("pdftoppm"):                     # a picture to look at: tests/artifacts/player-aid-*.png
        ARTIFACTS.mkdir(exist_ok=True)
        subprocess.run(["pdftoppm", "-png", "-r", "110", "-singlefile", str(pdf),
                        str(ARTIFACTS / f"player-aid-{name}")], check=True)


@pytest.mark.browser
@NEEDS_CHROMIUM
@pytest.mark.parametrize("data", [None, TWO_INNS])
def test_the_aid_asks_nothing_of_the_network_and_fits_its_page(tmp_path, data):
    playwright = pytest.importorskip("playwright.sync_api")
    page_file = tmp_path / "player-aid.html"
    page_file.write_text(player_aid(variant(**data) if data else None), encoding="utf-8")
    requests = []
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1123, "height": 794})      # A4 landscape at 96 dpi
        page.on("request", lambda request: requests.append(request.url))
        page.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:")
                   else route.abort())
        page.goto(page_file.as_uri())
        page.wait_for_load_state("load")
        page.emulate_media(media="print")
        overflowing = page.evaluate("""() => {             // past the columns' area, into the footer or off the page
            const box = document.querySelector('.aid main').getBoundingClientRect();
            return [...document.querySelectorAll('.aid main *')].filter(e => { const r = e.getBoundingClientRect();
                return r.width > 0 && (r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5); }).length; }""")
        browser.close()
    assert requests == [page_file.as_uri()]
    assert overflowing == 0


def test_handouts_command_writes_the_player_aid_and_its_pdf(tmp_path, monkeypatch):
    nb = new_notebook(cells=[new_code_cell("1 + 1", execution_count=1)])
    nb.cells[0].outputs = [new_output("execute_result", data={"text/plain": "2"}, execution_count=1)]
    source = tmp_path / "small.ipynb"
    nbformat.write(nb, source)
    out = tmp_path / "out"
    assert main(["handouts", "--out", str(out), "--notebooks", str(source)] + (["--pdf"] if HAS_CHROMIUM else [])) == 0
    assert (out / "player-aid.html").read_text(encoding="utf-8") == player_aid()
    if HAS_CHROMIUM:
        assert _pages(out / "player-aid.pdf") == 1
