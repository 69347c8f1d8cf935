"""Azul: Summer Pavilion's component data: the shipped tables with provenance, a variant folder that plays, and
malformed data refused naming the file, the entry and the field."""
import random
import re
import shutil

import pytest

from fresco_nb.games.azul_sp import new_game
from fresco_nb.games.azul_sp.data import FILES, DataError, load_data, shipped_folder


@pytest.fixture
def folder(tmp_path):
    copy = tmp_path / "azul-box"
    shutil.copytree(shipped_folder(), copy)
    return copy


def edit(folder, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_shipped_tables_with_a_provenance_for_every_table():
    data = load_data()
    assert data.tiles == 132 and data.factories == {2: 5, 3: 7, 4: 9} and data.supply_size == 10
    assert data.wild_by_round == ("purple", "green", "orange", "yellow", "blue", "red")
    assert len(data.structures) == 18 and len(data.space_ids) == 42
    assert data.grey_outer_costs == (3, 2, 1, 4, 5, 6) and data.grey_centre_costs == (3,) * 6
    tables = {key for key, _ in data.provenance}
    assert len(tables) == 18 and all(key.split(":")[0] in FILES for key in tables)
    assert all(p.confidence == "confirmed" and p.source for _, p in data.provenance)
    assert (shipped_folder() / "SOURCES.md").exists()
    assert data.provenance_of("table.toml", "factories").source.startswith("FR-AZ setup 2 and 7")


def test_a_variant_folder_plays_with_its_own_numbers(folder):
    edit(folder, "table.toml", "value = 10", "value = 6")                 # supply_size
    edit(folder, "scoring.toml", "multicolour = 12", "multicolour = 30")
    data = load_data(folder)
    assert data.supply_size == 6 and dict(data.star_points)["multicolour"] == 30
    game = new_game(2, seed=1, data=data)
    assert len(game.view()["supply"]) == 6
    rng = random.Random(1)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
        assert game.state.tile_total() == 132


@pytest.mark.parametrize("name, old, new, where", [
    ("tiles.toml", 'value = ["purple", "green", "orange", "yellow", "blue", "red"]\nconfidence = "confirmed"\n'
                   'source = "FR-AZ l. 71',
     'value = ["purple", "green", "pink", "yellow", "blue", "red"]\nconfidence = "confirmed"\nsource = "FR-AZ l. 71',
     "tiles.toml: wild_by_round.value[2]: 'pink' is no colour"),
    ("tiles.toml", "value = 22", "value = -1", "tiles.toml: per_colour.value: must be a whole number"),
    ("table.toml", '"2" = 5, ', "", "table.toml: factories.value: needs exactly the keys 2, 3, 4; missing '2'"),
    ("board.toml", '"orange-2", "orange-3", "centre-6"', '"orange-2", "orange-9", "centre-6"',
     "board.toml: structures.value[0].spaces[1]: 'orange-9' is no space"),
    ("board.toml", 'kind = "window"', 'kind = "door"', "board.toml: structures.value[12].kind: 'door' is no kind"),
    ("board.toml", "outer = [3, 2, 1, 4, 5, 6]", "outer = [3, 2, 1, 4, 5]",
     "board.toml: grey_costs.value.outer: must list 6 costs"),
    ("scoring.toml", 'confidence = "confirmed"', 'confidence = "sure"', "scoring.toml: star_points.confidence"),
    ("scoring.toml", "[rounds]\nvalue", "[round]\nvalue", "scoring.toml: rounds: missing table"),
    ("tiles.toml", "[corners]\nvalue", "[corners]\nextra = 1\nvalue", "tiles.toml: corners: unknown key 'extra'"),
])
def test_bad_data_is_refused_naming_file_entry_and_field(folder, name, old, new, where):
    edit(folder, name, old, new)
    with pytest.raises(DataError, match=re.escape(where)):
        load_data(folder)


def test_a_missing_file_or_folder_is_named(folder, tmp_path):
    (folder / "board.toml").unlink()
    with pytest.raises(DataError, match="board.toml: \\(file\\): missing file"):
        load_data(folder)
    with pytest.raises(DataError, match="not a data folder"):
        load_data(tmp_path / "nowhere")


def test_an_unknown_table_is_named(folder):
    (folder / "scoring.toml").write_text((folder / "scoring.toml").read_text() + '\n[bonus]\nvalue = 1\n'
                                         'confidence = "default"\nsource = "kit"\n')
    with pytest.raises(DataError, match="scoring.toml: bonus: unknown table"):
        load_data(folder)
