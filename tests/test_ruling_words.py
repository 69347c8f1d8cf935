"""Every ruling switch in a teacher's words, with its rule ID: each game declares the rule each of its ⚖ rulings
settles (``RULING_RULES``, read through the protocol), its catalogue words each switch (``[rulings]``), and the
design bench lists, describes and explains a ruling by them — never by its code name."""
from __future__ import annotations

import html
import re
import shutil

import pytest

import fresco_nb.texts as texts
from fresco_nb.bench import Bench, bench_spec, ruling_label
from fresco_nb.bench.spec import ruling_rule
from fresco_nb.games import GAMES, game_module
from fresco_nb.games.protocol import ruling_rules
from fresco_nb.texts import rule_ids, rule_text, ruling_words

CODE_NAME = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")         # leonardo_can_win, workshop_face_up


def _rulings(game: str) -> dict[str, bool]:
    module = game_module(game)
    return module.new_game(players=module.PLAYERS[-1], seed=0, record=False).rulings


@pytest.mark.parametrize("game", list(GAMES))
def test_every_ruling_of_every_game_has_words_and_a_rule_id_of_its_game(game):
    module = game_module(game)
    rulings, rules = _rulings(game), ruling_rules(module)
    assert rulings and list(rules) == list(rulings)
    for name, rule in rules.items():
        assert rule.startswith(module.RULE_PREFIX) and rule in rule_ids(game), (name, rule)
        words = ruling_words(game, name)
        assert words.strip() and not CODE_NAME.search(words), (name, words)


def test_a_ruling_without_words_or_rule_is_named_with_its_catalogue_file_or_protocol():
    with pytest.raises(KeyError, match=r"texts/en/azul_sp\.toml: no entry \[rulings\] no_such_switch"):
        ruling_words("azul_sp", "no_such_switch")
    with pytest.raises(KeyError, match=r"fresco_nb\.games\.fresco\.protocol: RULING_RULES declares no rule for the "
                                       r"ruling 'no_such_switch'"):
        ruling_label("fresco", "no_such_switch")
    assert ruling_rule("fresco", "leonardo_can_win") == "R-LEO-8"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_bench_lists_each_ruling_by_its_rule_id_and_words_not_its_code_name(game):
    bench = Bench(game=game, games=2)
    rules = ruling_rules(game_module(game))
    bench.section.value = "ruling"
    assert [value for _, value in bench.what.options] == list(rules)
    for shown, name in bench.what.options:
        assert shown == f"{rules[name]} · {ruling_words(game, name)}" and name not in shown
        bench.what.value = name
        assert f"title='{html.escape(str(rule_text(rules[name])), quote=True)}'" in bench.now.value


def test_a_ruling_change_is_described_by_its_rule_id_and_words_on_the_card_and_in_the_list():
    spec = bench_spec("fresco_cards")
    change = ("ruling", "workshop_face_up", True)
    said = spec.describe(change)
    assert said == f"C-RUL-6 · {ruling_words('fresco_cards', 'workshop_face_up')}: off → on"
    bench = Bench(game="fresco_cards", games=2)
    bench.choose("ruling", "workshop_face_up")
    bench.add()
    assert html.escape(said) in bench.change_list.value and "workshop_face_up" not in bench.change_list.value


@pytest.fixture
def partly_translated(tmp_path, monkeypatch):
    """The catalogue copied, with a language "xx" that words one switch of the card game only."""
    folder = tmp_path / "texts"
    shutil.copytree(texts.FOLDER / "en", folder / "en")
    (folder / "xx").mkdir()
    (folder / "xx" / "fresco_cards.toml").write_text('[rulings]\nworkshop_face_up = "Zzpiles Zzopen"\n',
                                                      encoding="utf-8")
    monkeypatch.setattr(texts, "FOLDER", folder)
    texts.use_widget_language("xx")
    yield folder
    texts.use_widget_language("en")


def test_a_translation_words_the_rulings_and_leaves_the_rest_in_english(partly_translated):
    english = texts.Catalogue.load("en", partly_translated).rulings["fresco_cards"]
    assert ruling_words("fresco_cards", "workshop_face_up") == "Zzpiles Zzopen"
    assert ruling_words("fresco_cards", "eager_reshuffle") == english["eager_reshuffle"]
    bench = Bench(game="fresco_cards", games=2)
    bench.section.value = "ruling"
    assert "C-RUL-6 · Zzpiles Zzopen" in [shown for shown, _ in bench.what.options]


def test_a_translation_may_not_word_a_ruling_the_game_does_not_have(tmp_path):
    shutil.copytree(texts.FOLDER / "en", tmp_path / "en")
    (tmp_path / "xx").mkdir()
    (tmp_path / "xx" / "azul_sp.toml").write_text('[rulings]\nno_such_switch = "Zz"\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"xx/azul_sp\.toml: \[rulings\] no_such_switch: not in the English"):
        texts.Catalogue.load("xx", tmp_path)
