"""Your own box's components (issue 10, deliverable 6): the component form in the kernel (built from the field
schema, values checked as typed, saved as a data copy with "printed component" provenance), the active data
(one setting, named on every board and handout; a whole game played on it), the shipped-data guard of the test
session, and the kit's own source key (no pointer to a reference outside the kit)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

import fresco_nb
from fresco_nb import active_data, load_data, load_game, new_game, use_data
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.data import ENV, FILES, SCHEMA, DataError, data_changes, provenance_of, write_copy
from fresco_nb.games.fresco.data.checks import entries
from fresco_nb.widgets import board_svg
from fresco_nb.widgets.components_form import ComponentsForm

ROOT = Path(__file__).resolve().parent.parent
PRINTED = ("confirmed", "printed component")


@pytest.fixture(autouse=True)
def shipped_data_after():
    """Every test here leaves the kit on the shipped data, whatever it made active."""
    yield
    use_data(None)


@pytest.fixture(scope="module")
def form():
    return ComponentsForm(load_data())


def section_title(form, file):
    titles = [form.sections.get_title(i) for i in range(len(FILES))]
    return next(title for title in titles if title.startswith(file))


def provenance(data, file, entry):
    found = provenance_of(data, file, entry)
    return (found.confidence, found.source)


# ---------------------------------------------------------------- the form, built from the schema

def test_form_has_a_section_per_file_and_an_input_per_value_of_the_schema(form):
    editable = [(field.file, entry) for field, entry, _ in entries(load_data())
                if field.type != "table" and field.key != "board.toml:sides.<side>"]
    assert sorted(form._values) == sorted(editable)
    assert len(form.sections.children) == len(FILES)
    assert sorted(form.sections.get_title(i).split(" — ")[0] for i in range(len(FILES))) == sorted(FILES)
    tile = form.value_at("fresco.toml", "tiles[0].value")
    field = SCHEMA["fresco.toml:tiles[].value"]
    assert tile.input.tooltip == f"{field.label}: {field.help} ({field.unit})"
    titles = [form.sections.get_title(i) for i in range(len(FILES))]
    fresco = form.sections.children[titles.index(section_title(form, "fresco.toml"))]
    header = fresco.children[0].children[0]            # the tiles' table: its column help and labels first
    assert "victory points" in header.children[0].value and field.help.split(" (")[0] in header.children[0].value
    assert "paint code" in "".join(label.value for label in header.children[1].children)


def test_values_not_confirmed_are_listed_first_and_the_filter_hides_the_confirmed(form):
    for block in form._blocks:
        ranks = [["confirmed", "confirmed-secondary", "inferred", "default"].index(r.confidence) for r in block.rows]
        assert ranks == sorted(ranks, reverse=True)
    rules = next(b for b in form._blocks if any(v.file == "rules.toml" for r in b.rows for v in r.values))
    assert rules.rows[0].confidence == "inferred" and "inferred" in rules.rows[0].badge.value   # the mixes
    form.only_unconfirmed.value = True
    try:
        hidden = {r.title for r in form.rows if r.box.layout.display == "none"}
        assert hidden == {r.title for r in form.rows if r.confidence == "confirmed"} and hidden
        assert all(r.box.layout.display != "none" for r in form.rows if r.confidence == "default")
    finally:
        form.only_unconfirmed.value = False
    assert all(r.box.layout.display != "none" for r in form.rows)


def test_a_bad_value_shows_its_error_next_to_it_and_is_not_saved(tmp_path):
    form = ComponentsForm(load_data())
    assert form.enter("fresco.toml", "tiles[0].value", "120") == "victory points: must be 0 to 99, got 120"
    row = next(r for r in form.rows if form.value_at("fresco.toml", "tiles[0].value") in r.values)
    assert "must be 0 to 99, got 120" in row.errors.value
    assert form.enter("market.toml", "tiles[0].paints", "R, X") == (
        "paint code: unknown paint code 'X'; expected some of R, Y, B, O, G, V")
    assert form.enter("board.toml", "inn.3p.slots[0].price", "four") == (
        "price per market tile: expected a whole number, got 'four'")
    assert form.changes == {}
    with pytest.raises(DataError) as error:
        form.save(tmp_path / "box")
    assert set(form.errors) == {("fresco.toml", "tiles[0].value"), ("market.toml", "tiles[0].paints"),
                                ("board.toml", "inn.3p.slots[0].price")}
    assert (error.value.file, error.value.entry) in form.errors
    assert not (tmp_path / "box").exists() and "Not saved: 3 value(s)" in form.status.value
    assert form.enter("fresco.toml", "tiles[0].value", "4") is None and "must be" not in row.errors.value


def test_the_whole_data_is_checked_on_save_and_its_error_shown_next_to_the_value(tmp_path):
    form = ComponentsForm(load_data())
    assert form.enter("fresco.toml", "centre_value", "12") is None          # in its bounds: 1 to 99
    with pytest.raises(DataError, match="no tile has the value 12"):
        form.save(tmp_path / "box")
    assert not (tmp_path / "box").exists() and not list(tmp_path.iterdir())  # nothing half-written
    assert "no tile has the value 12" in form.value_at("fresco.toml", "centre_value").problem


# ---------------------------------------------------------------- saving a copy with "printed component"

TYPED = {("fresco.toml", "tiles[0].value"): ("4", 4), ("fresco.toml", "tiles[0].paints"): ("R Y B", ("R", "Y", "B")),
         ("market.toml", "tiles[12].paints"): ("O, O", ("O", "O")),
         ("board.toml", "inn.3p.slots[1].price"): ("2", 2), ("portraits.toml", "cards[4].mood"): ("1", 1),
         ("requests.toml", "tiles[1].vp"): ("4", 4), ("portraits.toml", "cards[2].deck"): ("B", "B"),
         ("mood.toml", "zones"): ("-1 -1 0 0 0 0 1 1", (-1, -1, 0, 0, 0, 0, 1, 1)),
         ("rules.toml", "start_thalers"): ("13", 13)}


def saved_box(folder: Path):
    form = ComponentsForm(load_data())
    for (file, entry), (text, _) in TYPED.items():
        assert form.enter(file, entry, text) is None, (file, entry)
    form.confirm("market.toml", "tiles[0]")                                 # right as it stands
    return form, form.save(folder)


def test_save_writes_a_complete_data_folder_with_printed_component_on_the_changed_values(tmp_path):
    form, saved = saved_box(tmp_path / "box")
    assert sorted(p.name for p in (tmp_path / "box").iterdir()) == sorted(FILES + ("SOURCES.md",))
    copy = load_data(tmp_path / "box")
    assert copy == saved and copy.fresco_tiles[0].value == 4 and copy.fresco_tiles[0].paints == ("R", "Y", "B")
    assert copy.sides[1].inn[1].price == 2 and copy.portraits[4].mood == 1 and copy.requests[1].vp == 4
    assert copy.mood.zones == (-1, -1, 0, 0, 0, 0, 1, 1) and copy.portraits[2].deck == "B"
    shipped = load_data()
    for file, entry in TYPED:
        assert provenance(copy, file, entry) == PRINTED, (file, entry)
    assert provenance(copy, "market.toml", "tiles[0].id") == PRINTED        # the row ticked "as printed"
    assert "printed component" in (tmp_path / "box" / "rules.toml").read_text()
    # unchanged values keep their own provenance, also in the rows that changed
    for file, entry in [("fresco.toml", "tiles[0].spots"), ("fresco.toml", "tiles[0].id"),
                        ("board.toml", "inn.3p.slots[1].mood"), ("rules.toml", "apprentices"),
                        ("market.toml", "tiles[1].paints")]:
        assert provenance(copy, file, entry) == provenance(shipped, file, entry)
    assert len(data_changes(copy)) == len(TYPED)        # nothing else changed
    text = (tmp_path / "box" / "fresco.toml").read_text()
    original = (ROOT / "data" / "fresco" / "fresco.toml").read_text()
    assert text.startswith("# A copy made with fresco_nb's component form")
    comments = [line for line in original.splitlines() if line.startswith("#")]
    assert [line for line in text.splitlines() if line.startswith("#")][2:] == comments    # same comments
    assert 'value = {value = 4, confidence = "confirmed", source = "printed component"}' in text
    assert (tmp_path / "box" / "blends.toml").read_text() == (ROOT / "data" / "fresco" / "blends.toml").read_text()
    assert form.changes == {} and form.value_at("fresco.toml", "tiles[0].value").original == 4   # rebased


def test_a_saved_copy_is_edited_again_in_its_own_folder(tmp_path):
    _, saved = saved_box(tmp_path / "box")
    form = ComponentsForm(tmp_path / "box")
    assert form.folder.value == str(tmp_path / "box")
    assert section_title(form, "requests.toml") == "requests.toml — 10 of 14 not confirmed"
    assert form.enter("requests.toml", "tiles[2].vp", "3") is None
    form.confirm("requests.toml", "tiles[2]")                                # its id and kind are right too
    again = form.save()
    assert again.requests[2].vp == 3 and again.requests[1].vp == 4 and again.fresco_tiles[0].value == 4
    assert provenance(again, "requests.toml", "tiles[2].vp") == PRINTED
    assert sorted(p.name for p in tmp_path.iterdir()) == ["box"]            # no staging folder left behind
    assert provenance(again, "requests.toml", "tiles[2].kind") == PRINTED
    assert section_title(form, "requests.toml") == "requests.toml — 9 of 14 not confirmed"


def test_the_form_saves_into_no_folder_but_a_new_one_or_a_data_folder(tmp_path):
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "lesson.txt").write_text("keep me")
    with pytest.raises(DataError, match="not a data folder"):
        write_copy(load_data(), tmp_path / "notes", {})
    with pytest.raises(DataError, match="shipped data, which stays as it is"):
        write_copy(load_data(), load_data().root, {("rules.toml", "start_thalers"): 13})
    assert load_data().start_thalers == 12 and (tmp_path / "notes" / "lesson.txt").read_text() == "keep me"


# ---------------------------------------------------------------- the active data: one setting

def test_made_active_the_copy_plays_a_whole_game_and_every_board_names_it(tmp_path):
    form, saved = saved_box(tmp_path / "box")
    shipped_game = new_game(players=4, seed=5)
    assert 'class="data-name"' not in board_svg(shipped_game)
    form.use()
    assert os.environ[ENV] == str(tmp_path / "box") and active_data() == saved
    game = new_game(players=4, seed=5, modules=("portraits", "requests"))
    assert game.data == saved
    bots = [make_bot("greedy", seat) for seat in range(4)]
    while not game.over:
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    assert game.result()["winner"] is not None
    assert "data: box</text>" in board_svg(game) and "data: box</text>" in board_svg(game, who=0)
    loaded = load_game(game.to_json())                    # the save carries the box's values
    assert data_changes(loaded.data, saved) == [] and loaded.log_text() == game.log_text()
    use_data(None)
    assert new_game(players=4, seed=5).data is load_data() and ENV not in os.environ


def test_the_lab_and_the_rule_texts_follow_the_active_data(tmp_path):
    from fresco_nb.lab import simulate
    saved_box(tmp_path / "box")
    assert "12 thalers" in fresco_nb.rule_text("R-SET-8").text
    use_data(tmp_path / "box")
    assert "13 thalers" in fresco_nb.rule_text("R-SET-8").text
    results = simulate(players=3, games=2, seed=1, workers=1, progress=False)
    assert set(results.games["data"]) == {str(tmp_path / "box")}


def test_the_setting_is_the_environment_variable_and_a_bad_folder_is_refused_clearly(tmp_path, monkeypatch):
    _, saved = saved_box(tmp_path / "box")
    monkeypatch.setenv(ENV, str(tmp_path / "box"))
    assert new_game(players=3, seed=1).data == saved
    monkeypatch.setenv(ENV, str(tmp_path / "nowhere"))
    with pytest.raises(DataError, match=f"not a data folder.*{ENV}="):
        new_game(players=3, seed=1)
    monkeypatch.delenv(ENV)
    with pytest.raises(DataError, match="not a data folder"):
        use_data(tmp_path / "nowhere")                        # refused before the setting changes
    assert ENV not in os.environ and active_data() is load_data()


def test_a_handout_names_the_active_data_at_the_top(tmp_path):
    from fresco_nb.handouts.export import ChartPainter, handout_html
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# A lesson")])
    painter = ChartPainter()
    assert "fresco-data" not in handout_html(nb, painter, "lesson")
    saved_box(tmp_path / "box")
    use_data(tmp_path / "box")
    page = handout_html(nb, painter, "lesson")
    assert 'class="fresco-data"' in page and "<b>box</b>" in page
    assert page.index("fresco-data") < page.index("A lesson") and len(nb.cells) == 1


def test_the_test_session_runs_on_the_shipped_data():
    """Also the probe that the guard test runs in a pytest session started with FRESCO_NB_DATA set."""
    assert ENV not in os.environ and new_game(players=4, seed=0).data is load_data()


def test_a_test_session_started_with_the_setting_still_uses_the_shipped_data(tmp_path):
    saved_box(tmp_path / "box")
    probe = f"{Path(__file__).relative_to(ROOT)}::test_the_test_session_runs_on_the_shipped_data"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", probe],
                          cwd=ROOT, capture_output=True, text=True, env={**os.environ, ENV: str(tmp_path / "box")},
                          timeout=300)
    assert done.returncode == 0, done.stdout[-2000:]
    assert "1 passed" in done.stdout


# ---------------------------------------------------------------- the kit's own source key

def test_no_pointer_to_a_reference_outside_the_kit():
    found = []
    for folder in ("data", "fresco_nb", "notebooks", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in (".toml", ".md", ".py", ".ipynb", ".j2", ".js", ".css", ".txt"):
                text = path.read_text(encoding="utf-8", errors="replace")
                found += [f"{path.relative_to(ROOT)}: {word}" for word in ("shared/", "components.md") if word in text]
    assert found == []


def test_every_source_id_and_kit_default_is_explained_in_the_source_key():
    key = (ROOT / "data" / "fresco" / "SOURCES.md").read_text()
    ids = set(re.findall(r"^\| ([A-Z][A-Z-]+) \|", key, re.M))
    defaults = set(re.findall(r"^\| (\d+) \|", key, re.M))
    not_ids = {"OCR", "VP", "IV"}       # words, not source ids
    for name, found in load_data().provenance.items():
        text = re.sub(r"R-[A-Z]+-\d+|\bS\d\b", "", found.source)
        for word in set(re.findall(r"\b[A-Z][A-Z]+(?:-[A-Z]+)?\b", text)) - not_ids:
            assert word in ids, (name, word)
        for number in re.findall(r"kit default #(\d+)", text):
            assert number in defaults, (name, number)
    assert {"FR", "IT", "TKD", "CHEL", "LEHI", "TRIC", "SNACK"} <= ids and defaults == {str(n) for n in range(1, 13)}


def test_the_core_and_the_board_load_neither_tomlkit_nor_ipywidgets():
    code = ("import sys, fresco_nb, fresco_nb.games.fresco.data, fresco_nb.widgets; fresco_nb.use_data(None); "
            "fresco_nb.widgets.board_svg(fresco_nb.new_game()); assert not {'tomlkit', 'ipywidgets'} & set(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_the_form_docstring_shows_its_use():
    import fresco_nb.widgets.components_form as module
    for line in ("form = ComponentsForm()", 'form.save("my-box")', "form.use()", "fresco_nb.use_data(None)"):
        assert line in module.__doc__
    assert fresco_nb.use_data is use_data and "use_data" in fresco_nb.__all__
    assert fresco_nb.widgets.ComponentsForm is ComponentsForm


def test_the_command_line_simulation_follows_the_active_data(tmp_path):
    from fresco_nb.cli import main
    saved_box(tmp_path / "box")
    argv = ["simulate", "--players", "3", "--games", "3", "--seed", "1", "--bots", "greedy,greedy,greedy"]
    assert main(argv + ["--out", str(tmp_path / "shipped.csv")]) == 0
    use_data(tmp_path / "box")
    assert main(argv + ["--out", str(tmp_path / "box.csv")]) == 0
    assert main(argv + ["--out", str(tmp_path / "named.csv"), "--data", str(tmp_path / "box")]) == 0
    box = (tmp_path / "box.csv").read_text()
    assert box == (tmp_path / "named.csv").read_text() and box != (tmp_path / "shipped.csv").read_text()
