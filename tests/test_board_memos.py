"""What a board drawing asks again and again is remembered (issue 12, the class server's speed): the catalogue its
widget texts are filled from, and the label of a data object. Each gives the answer the kit gave without it: after
the widget language, the catalogue folder or the active data changes, the new words and labels come."""
from __future__ import annotations

import dataclasses
import shutil

import pytest

import fresco_nb.texts as texts
from fresco_nb import active_data, load_data, use_data
from fresco_nb.games.fresco.data import active
from fresco_nb.lab import variant
from test_log_catalogue import english_folder  # noqa: F401 -- the fixture: the catalogue copied, with a fr/ folder


def counting_loads_of_the_catalogue(monkeypatch) -> list:
    """Make every look-up of a catalogue (``texts._load``, language and folder) note its arguments in the list."""
    loads, load = [], texts._load

    def noting(lang, folder):
        loads.append((lang, folder))
        return load(lang, folder)
    monkeypatch.setattr(texts, "_load", noting)
    return loads


def test_widget_texts_look_their_catalogue_up_once_per_language_and_folder(english_folder, monkeypatch):
    (english_folder / "fr" / "widgets.toml").write_text('[stepper]\nstatus_note = "{status} — {note}"\n',
                                                        encoding="utf-8")
    loads = counting_loads_of_the_catalogue(monkeypatch)
    said = [texts.widget_text("stepper", "status_note", status=f"Round {n}", note="Anna") for n in range(3)]
    assert said == ["Round 0 · Anna", "Round 1 · Anna", "Round 2 · Anna"]
    try:
        texts.use_widget_language("fr")                   # looks the French catalogue up to check it
        said = [texts.widget_text("stepper", "status_note", status="a", note=n) for n in "bc"]
        assert said == ["a — b", "a — c"]
    finally:
        texts.use_widget_language("en")
    assert texts.widget_text("stepper", "status_note", status="a", note="b") == "a · b"
    assert loads == [("en", english_folder), ("fr", english_folder), ("fr", english_folder),
                     ("en", english_folder), ("en", english_folder)]


def test_a_widget_text_words_values_of_different_types_apart(english_folder):
    """What any memo of filled texts would have to keep: 1, True and 1.0 are different words."""
    said = [texts.widget_text("stepper", "status_note", status=value, note="n") for value in (1, True, 1.0, "1")]
    assert said == ["1 · n", "True · n", "1.0 · n", "1 · n"]
    assert texts.widget_text("charts", "hover_thalers", thalers=2) == "thalers: +2"
    with pytest.raises(ValueError, match="format code 'd'"):     # {thalers:+d} takes no float, even after an int
        texts.widget_text("charts", "hover_thalers", thalers=2.0)


def test_switching_the_widget_language_after_a_filled_text_gives_the_new_words(english_folder):
    (english_folder / "fr" / "widgets.toml").write_text('[stepper]\nstatus_note = "{status} — {note}"\n',
                                                        encoding="utf-8")
    assert texts.widget_text("stepper", "status_note", status="a", note="b") == "a · b"
    try:
        texts.use_widget_language("fr")
        assert texts.widget_text("stepper", "status_note", status="a", note="b") == "a — b"
    finally:
        texts.use_widget_language("en")
    assert texts.widget_text("stepper", "status_note", status="a", note="b") == "a · b"


def test_switching_the_catalogue_folder_after_a_filled_text_gives_the_new_words(english_folder, tmp_path,
                                                                                    monkeypatch):
    assert texts.widget_text("stepper", "status_note", status="a", note="b") == "a · b"
    other = tmp_path / "other"
    shutil.copytree(english_folder, other)
    widgets = other / "en" / "widgets.toml"
    widgets.write_text(widgets.read_text(encoding="utf-8").replace('status_note = "{status} · {note}"',
                                                                   'status_note = "{status} / {note}"'),
                       encoding="utf-8")
    monkeypatch.setattr(texts, "FOLDER", other)
    assert texts.widget_text("stepper", "status_note", status="a", note="b") == "a / b"
    monkeypatch.setattr(texts, "FOLDER", english_folder)
    assert texts.widget_text("stepper", "status_note", status="a", note="b") == "a · b"


@pytest.fixture
def shipped_data_after():
    yield
    use_data(None)


def counting_loads(monkeypatch) -> list:
    """Make data_label note each time it loads the shipped data (which stats the data files on disk)."""
    loads, load = [], active.load_data

    def noting(*args):
        loads.append(args)
        return load(*args)
    monkeypatch.setattr(active, "load_data", noting)
    return loads


def test_data_label_reads_the_data_files_once_per_data_object(monkeypatch):
    monkeypatch.setattr(active, "_labels", {})     # forget the labels earlier tests of this process remembered
    loads = counting_loads(monkeypatch)
    shipped, changed = load_data(), variant(start_thalers=13, name="rich")
    assert [active.data_label(shipped) for _ in range(3)] == [None] * 3
    assert [active.data_label(changed) for _ in range(3)] == ["rich"] * 3
    assert len(loads) == 2


def test_data_label_follows_the_active_data(tmp_path, shipped_data_after, monkeypatch):
    shutil.copytree(load_data().root, tmp_path / "box")
    assert active.data_label(active_data()) is None
    use_data(tmp_path / "box")
    assert active.data_label(active_data()) == "box"
    use_data(None)
    assert active.data_label(active_data()) is None
    assert active.data_label(variant(start_thalers=13, name="rich")) == "rich"
    assert active.data_label(dataclasses.replace(load_data())) is None     # a copy equal to the shipped data
