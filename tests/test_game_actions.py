"""The kit's declaration of actions (fresco_nb/games/actions.py), shown on the games' own action types: the tag
declared once, the text form and its reading for fields that are text, and every game's actions parsing back."""
from __future__ import annotations

import importlib

import pytest

from fresco_nb.games import GAMES, game_module, new_game
from fresco_nb.games.actions import forms, read_action
from fresco_nb.games.common.errors import UnreadableAction
from fresco_nb.games.fresco.rules.actions import Mix, WakeUp
from fresco_nb.games.fresco_cards.actions import Continue, Discard, Give, Name, Use


def test_an_action_is_a_value_of_its_fields_and_its_tag_that_keeps_kinds_apart():
    assert Give("R-m") != Discard("R-m") and Give("R-m") == Give("R-m") and hash(Give("R-m")) == hash(Give("R-m"))
    assert Give("R-m").tag == "give" and Use._fields == ("card", "type", "tag") and Continue._fields == ("tag",)
    assert repr(Use("R-mix", "W")) == "Use(card='R-mix', type='W')" and "(C-ACT-3)" in Give.__doc__


def test_a_type_without_a_text_of_its_own_is_written_as_its_word_and_its_fields():
    assert [str(a) for a in (Give("R-m"), Use("R-mix", "W"), Continue(), Name(2), Mix("O"))] == \
        ["give R-m", "use R-mix W", "continue", "name 2", "mix O"]
    assert str(Give("R-m", tag="other")) == "give R-m"       # the declared word, whatever the tag field holds


def test_reading_finds_the_type_by_its_first_word_and_says_none_when_the_rest_is_not_its_form():
    by_word = forms((Give, Discard, Use, Continue))
    assert [read_action(text, by_word) for text in ("give R-m", " use  R-mix W ", "continue")] == \
        [Give("R-m"), Use("R-mix", "W"), Continue()]
    assert [read_action(text, by_word) for text in ("", "give", "give a b", "continue now", "take 3")] == [None] * 5
    with pytest.raises(UnreadableAction, match="must be a string, not int"):
        read_action(3, by_word)


def test_a_type_whose_fields_are_not_all_text_must_declare_its_reading():
    assert forms((Name,)) == {"name": Name}          # its own read
    with pytest.raises(TypeError, match="WakeUp has fields that are not text"):
        forms((Give, WakeUp))


@pytest.mark.parametrize("name", list(GAMES))
def test_every_action_of_every_game_is_written_by_its_declaration_and_parses_back(name):
    module = game_module(name)
    codec = module.action_codec(new_game(game=name, players=3, seed=1))
    values = [a for a in codec.actions if type(a) in module.ACTION_TYPES]       # not Fresco's request placeholders
    parse = importlib.import_module(type(values[0]).__module__).parse_action
    for value in values + [codec.chance_decode(i) for i in range(codec.chance_size)]:
        assert value.tag == type(value)._field_defaults["tag"] == str(value).split()[0]
        assert parse(str(value)) == value
