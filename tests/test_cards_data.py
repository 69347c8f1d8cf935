"""The card game's component data (data/fresco_cards) and its loader's checks C-DATA-1..7: every malformed table is
refused naming the file, the row and the field."""
from __future__ import annotations

import shutil
import warnings

import pytest

from fresco_nb.games.fresco_cards.data import DataError, load_data, shipped_folder, short_deck_counts


@pytest.fixture
def folder(tmp_path):
    """A copy of the shipped card data to edit."""
    copy = tmp_path / "cards"
    shutil.copytree(shipped_folder(), copy)
    return copy


def edit(folder, file: str, old: str, new: str, count: int = 1) -> None:
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def refused(folder) -> DataError:
    with pytest.raises(DataError) as raised:
        load_data(folder)
    return raised.value


def refused_edit(folder, file: str, old: str, new: str, entry: str, *words: str, count: int = 1) -> DataError:
    """``folder`` with the first ``count`` of ``old`` in ``file`` made ``new`` is refused naming the file and
    ``entry``, each of ``words`` in the reason; the file is put back as it was after. Returns the error."""
    text = (folder / file).read_text(encoding="utf-8")
    edit(folder, file, old, new, count)
    error = refused(folder)
    (folder / file).write_text(text, encoding="utf-8")
    assert (error.file, error.entry) == (file, entry) and all(word in error.reason for word in words), error
    return error


def test_the_shipped_data_has_the_reference_counts():
    data = load_data()
    assert sum(len(c.ids) for c in data.cards if c.pile == 0) == 42
    assert [sum(len(c.ids) for c in data.cards if c.pile == p) for p in (1, 2, 3)] == [12, 12, 12]
    assert len(data.frescoes) == 20 and sum(len(t.ids) for t in data.tiles) == 20
    assert sum(n for _, n in data.favourites) == 12
    assert (data.hand_start, data.refill_to, data.hand_limit, data.max_steps) == (5, 3, 7, 3)
    assert [data.threshold(n) for n in (2, 3, 4)] == [6, 6, 5]


def test_C_DATA_1_exactly_42_market_cards_each_with_a_symbol(folder):
    refused_edit(folder, "cards.toml", 'ids = ["M-R-01", "M-R-02", "M-R-03", "M-R-04", "M-R-05", "M-R-06"]',
                 'ids = ["M-R-01", "M-R-02", "M-R-03", "M-R-04", "M-R-05"]', "market", "41", "C-DATA-1")


def test_C_DATA_1_a_market_card_without_a_symbol_is_refused(folder):
    cards = ('name = "R-m"\nids = ["M-R-01", "M-R-02", "M-R-03", "M-R-04", "M-R-05", "M-R-06"]\n'
             'paint = "R"\nmixing = false')
    refused_edit(folder, "cards.toml", f"{cards}\nm = 1", f"{cards}\nm = 0", "market 'R-m'", "C-DATA-1")


def test_C_DATA_2_a_mixing_card_shows_a_primary_and_has_a_half(folder):
    refused_edit(folder, "cards.toml", 'half = "any"', 'half = "top"', "market 'R-mix'.half", "C-DATA-2")
    refused_edit(folder, "cards.toml", 'paint = "R"\nmixing = true', 'paint = "O"\nmixing = true',
                 "market 'R-mix'.paint", "C-DATA-2")


def test_C_DATA_3_every_workshop_pile_holds_a_card_and_a_card_its_pile(folder):
    refused_edit(folder, "cards.toml", "pile = 1", "pile = 4", "workshop 'O-1'.pile", "C-DATA-3")
    error = refused_edit(folder, "cards.toml", "pile = 1", "pile = 2", "workshop", count=3)
    assert error.reason == "workshop pile 1 holds no card (C-DATA-3)"


def test_C_DATA_4_a_fresco_needs_3_different_paints_and_4_rising_values(folder):
    refused_edit(folder, "cards.toml", 'needs = ["R", "Y", "B"]', 'needs = ["R", "Y", "Y"]', "fresco 'F-01'.needs",
                 "C-DATA-4")
    refused_edit(folder, "cards.toml", "values = [1, 2, 3, 4]", "values = [1, 2, 2, 4]", "fresco 'F-01'.values",
                 "C-DATA-4")


def test_C_DATA_5_twenty_action_tiles_of_four_kinds_twelve_favourite_tiles(folder):
    refused_edit(folder, "tiles.toml", 'kind = "double"', 'kind = "triple"', "action 'double'.kind", "C-DATA-5")
    refused_edit(folder, "tiles.toml", 'ids = ["V-01", "V-02"]', 'ids = ["V-01"]', "favourite", "11")


def test_C_DATA_5_a_colour_tile_names_a_paint(folder):
    refused_edit(folder, "tiles.toml", 'colour = "R"\nvp = 1', 'colour = "X"\nvp = 1', "action 'colour-R'.colour",
                 "'X' is no paint")


def test_C_DATA_6_a_short_fresco_deck_is_a_warning_not_an_error(folder):
    assert short_deck_counts(load_data()) == {2: 11, 3: 16, 4: 17}
    text = (folder / "cards.toml").read_text(encoding="utf-8")
    cut = text.index('[[fresco]]\nname = "F-17"')
    (folder / "cards.toml").write_text(text[:cut], encoding="utf-8")          # 16 frescoes
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        data = load_data(folder)
    assert len(data.frescoes) == 16
    assert [str(w.message) for w in caught] == ["cards.toml: fresco: 16 fresco cards may run out before the end with 4 "
                                                "players (at least 17 needed; C-DATA-6, C-RUL-10)"]


def test_C_DATA_7_every_row_says_how_sure_it_is_and_why(folder):
    data = load_data()
    assert data.provenance_of("cards.toml", "R-mix").confidence == "default"
    assert data.provenance_of("game.toml", "hand_limit") == ("confirmed", "FR-FC l. 203")
    assert all(p.confidence in ("confirmed", "inferred", "default") and p.reason for _, p in data.provenance)
    reason = 'reason = "default (RES): pile III gives a bishop symbol"'
    refused_edit(folder, "cards.toml", f'confidence = "default"\n{reason}', reason, "workshop 'O-3m'",
                 "missing 'confidence'", "C-DATA-7")


def test_an_unknown_field_or_table_is_named(folder):
    error = refused_edit(folder, "cards.toml", "bishops = 1", "bishop = 1", "workshop 'O-3m'")
    assert error.reason == "unknown field 'bishop'"


def test_a_missing_data_file_is_named(folder):
    (folder / "tiles.toml").unlink()
    error = refused(folder)
    assert (error.file, error.entry) == ("tiles.toml", "(file)") and "missing file" in error.reason
