"""The component data in data/: the shipped numbers, provenance, variants, and DataError."""
import dataclasses
import gc
import pickle
import re
import weakref
from collections import Counter
from pathlib import Path

import pytest
from data_support import DATA, copy, edit  # noqa: F401 (copy: a fixture)

from fresco_nb import new_game
from fresco_nb.games.fresco.data import (CONFIDENCE_LABELS, CONFIDENCES, FILES, DataError, data_changes, load_data,
                                         provenance_of)
from fresco_nb.lab import variant


@pytest.fixture(scope="module")
def data():
    return load_data()


# ---------------------------------------------------------------- the shipped numbers

def test_shipped_data_comes_from_the_data_folder(data):
    assert Path(data.root) == DATA
    assert set(FILES) == {path.name for path in DATA.glob("*.toml")}


def test_inn_4p(data):
    side = data.side_for(4)
    assert (side.name, side.start_spaces, side.stall_sizes) == ("4p", 4, (4, 3, 3, 3))
    assert [(slot.time, slot.mood, slot.price) for slot in side.inn] == [
        ("5:00", -3, 4), ("6:00", -2, 3), ("7:00", -1, 2), ("8:00", 0, 2), ("9:00", 1, 1)]
    # components.md §1: FR worked example - 7:00 costs 1 mood and 2 thalers per tile (confirmed)
    seven = side.inn[2]
    assert (seven.time, seven.mood, seven.price) == ("7:00", -1, 2)
    assert provenance_of(data, "board.toml", "inn.4p.slots[2].price").confidence == "confirmed"
    # the 6:00 price is read from a mis-OCR'd 5 (inferred); its mood is a secondary source
    assert provenance_of(data, "board.toml", "inn.4p.slots[1].price").confidence == "inferred"
    assert provenance_of(data, "board.toml", "inn.4p.slots[1].mood").confidence == "confirmed-secondary"


def test_3p_side_is_used_by_2_and_3_players_with_the_default_inn(data):
    side = data.side_for(3)
    assert data.side_for(2) is side
    assert (side.players, side.start_spaces, side.stall_sizes) == ((2, 3), 3, (3, 3, 3))
    assert side.inn == data.side_for(4).inn                      # components.md default #1
    assert provenance_of(data, "board.toml", "inn.3p.slots[4].mood").confidence == "default"
    with pytest.raises(DataError):
        data.side_for(5)


def test_mood_track(data):
    assert data.mood.zones == (-1, -1, 0, 0, 0, 1, 1)             # components.md default #3
    assert data.mood.zones[data.mood.start] == 0 and data.mood.start == 3


def test_market(data):
    assert len(data.market_tiles) == 14
    paints = {tile.id: tile.paints for tile in data.market_tiles}
    assert paints["M-YYY"] == ("Y", "Y", "Y")                     # FR worked example
    assert paints["M-YY"] == ("Y", "Y")                           # TKD
    assert all(1 <= len(p) <= 3 and "V" not in p for p in paints.values())
    assert data.removed_for_3p == ("M-R", "M-Y", "M-B")
    assert sum(data.side_for(3).stall_sizes) == 14 - 3 - 2       # 9 slots, 2 tiles stay in the bag


def test_fresco_tiles(data):
    tiles = data.fresco_tiles
    assert len(tiles) == 25 and data.centre_value == 11
    assert sorted({tile.value for tile in tiles}) == list(range(3, 12))
    assert Counter(tile.value for tile in tiles)[11] == 2
    assert all(2 <= len(tile.paints) <= 3 and not tile.blend for tile in tiles)
    known = next(tile for tile in tiles if tile.id == "F07a")     # TKD: 7 VP = violet + red + blue
    assert (known.value, sorted(known.paints)) == (7, ["B", "R", "V"])
    for tile in tiles:                                            # appendix A: spots = mixed colours shown
        assert set(tile.spots) == set(tile.paints) & {"O", "G", "V"}


def test_rules_numbers(data):
    assert (data.start_thalers, data.start_paints, data.apprentices) == (12, ("R", "Y", "B"), 5)
    assert (data.spaces_per_location, data.mixes_per_apprentice, data.studio_thalers) == (3, 2, 3)
    assert (data.theatre_steps, data.bishop_step_cost) == (2, 1)
    assert (data.bishop_bonus_on, data.bishop_bonus_near) == (3, 2)  # FR example: 3 + 2 = 5
    assert (data.income_per_tile, data.thalers_per_vp, data.last_round_tiles) == (1, 2, 6)
    assert (data.altar_primary_base, data.altar_secondary_joker, data.altar_mixed_base) == (2, 1, 6)
    mixes = {(frozenset(mix.inputs), mix.output, mix.blend) for mix in data.mixes}
    assert mixes == {(frozenset("RY"), "O", False), (frozenset("YB"), "G", False), (frozenset("RB"), "V", False),
                     (frozenset(("V", "R")), "Pk", True), (frozenset("OG"), "Br", True)}


def test_portraits(data):
    cards = data.portraits
    assert len(cards) == 18 and data.portraits_face_up == 2
    assert Counter(card.deck for card in cards) == {"A": 6, "B": 6, "C": 6}
    assert sorted(card.name for card in cards if card.kind == "permanent") == [
        "Abbot", "Actor", "Provost", "Servant of God"]
    by_effect = Counter(card.effect for card in cards)
    assert by_effect == {"merchant": 2, "nobles": 3, "patron": 1, "muse": 1, "bishop": 2, "madonna": 2,
                         "maiden": 2, "self_portrait": 1, "servant": 1, "actor": 1, "abbot": 1, "provost": 1}
    patron = next(card for card in cards if card.effect == "patron")
    assert patron.thalers == 7                                    # FR, IT
    # appendix B: Leonardo scores the printed VP - Bishop 3, Madonna 2, Self-portrait 2, others 0
    assert data.leonardo_portrait_vp == "printed"
    assert {card.effect: card.vp for card in cards if card.vp} == {"bishop": 3, "madonna": 2, "self_portrait": 2}


def test_requests(data):
    assert len(data.requests) == 12 and data.request_tiles_needed == 3
    stacks = {kind: sorted((tile.vp for tile in data.requests if tile.kind == kind), reverse=True)
              for kind in ("general", "V", "O", "G")}
    assert stacks == {"general": [6, 5, 4], "V": [10, 9, 8], "O": [10, 9, 8], "G": [10, 9, 8]}


def test_blends(data):
    assert len(data.blend_tiles) == 7 and all(tile.blend for tile in data.blend_tiles)
    assert data.blend_centre_value == 24 and data.blend_removed_base_tiles == 7
    assert sorted(tile.value for tile in data.blend_tiles) == [13, 15, 17, 18, 20, 22, 24]
    assert data.altar_blend_jokers == {"Pk": 3, "Br": 5}


# ---------------------------------------------------------------- provenance, freezing, cache

def test_every_provenance_is_labelled(data):
    assert data.provenance
    for key, provenance in data.provenance.items():
        file, _, entry = key.partition(":")
        assert file in FILES and entry
        assert provenance.confidence in CONFIDENCES
        assert provenance.source.strip()
    labels = {provenance.confidence for provenance in data.provenance.values()}
    assert labels == set(CONFIDENCES)


def test_values_are_frozen(data):
    with pytest.raises(dataclasses.FrozenInstanceError):
        data.start_thalers = 99
    for value in (data.sides, data.sides[0].inn, data.sides[0].stall_sizes, data.market_tiles,
                  data.fresco_tiles[0].paints, data.mixes, data.portraits, data.requests, data.mood.zones):
        assert isinstance(value, tuple)


def test_game_data_cannot_be_changed_by_a_caller(data):
    with pytest.raises(TypeError):
        data.altar_blend_jokers["Pk"] = 99
    with pytest.raises(TypeError):
        data.provenance["rules.toml:start_thalers"] = None
    with pytest.raises(AttributeError):
        data.provenance.clear()
    assert data.altar_blend_jokers == {"Pk": 3, "Br": 5} and hash(data) == hash(load_data())
    # a variant given plain dicts gets read-only ones too
    edited = dataclasses.replace(data, altar_blend_jokers={"Pk": 4, "Br": 5}, provenance={})
    with pytest.raises(TypeError):
        edited.altar_blend_jokers["Pk"] = 99


def test_an_unchanged_folder_loads_as_the_same_object(copy):
    assert load_data() is load_data()
    first = load_data(copy)
    assert load_data(copy) is first and first is not load_data() and not data_changes(first)
    edit(copy, "rules.toml", "[start_thalers]\nvalue = 12", "[start_thalers]\nvalue = 13")
    assert load_data(copy).start_thalers == 13


def test_equal_data_share_the_games_tables_and_old_data_is_let_go(data):
    one, two = variant(start_thalers=20), variant(start_thalers=20)
    assert one == two and one is not two and hash(one) == hash(two)
    assert new_game(players=3, data=one).tables is new_game(players=3, data=two).tables
    assert new_game(players=3).tables is new_game(players=3).tables
    gone = weakref.ref(variant(start_thalers=21))
    new_game(players=3, data=gone())
    for thalers in range(22, 60):                 # many other settings later ...
        new_game(players=3, data=variant(start_thalers=thalers))
    gc.collect()
    assert gone() is None                         # ... the old variant is not kept alive


def test_game_data_pickles_without_its_cached_hash(data):
    hash(data)
    copied = pickle.loads(pickle.dumps(data))
    assert copied == data and "_hash" not in copied.__dict__ and hash(copied) == hash(data)
    assert copied.altar_blend_jokers == {"Pk": 3, "Br": 5}


# ---------------------------------------------------------------- confidence labels

PRIMARY_SOURCES = ("FR", "IT", "NL", "DE-BH", "EN", "printed component")


def test_confirmed_values_cite_a_rulebook_and_secondary_ones_say_so(data):
    """components.md: C = a rulebook text; C2 = a secondary source only (review, summary, OCR of a picture)."""
    for key, provenance in data.provenance.items():
        cited = set(re.findall(r"[A-Za-z][A-Za-z-]+", provenance.source))
        rulebook = bool(cited & set(PRIMARY_SOURCES)) and "OCR" not in provenance.source
        if provenance.confidence == "confirmed":
            assert rulebook, key
        if provenance.confidence == "confirmed-secondary":
            assert not rulebook, key
    secondary = {key for key, p in data.provenance.items() if p.confidence == "confirmed-secondary"}
    assert secondary == {"board.toml:inn.4p", "board.toml:inn.4p.slots[0]", "board.toml:inn.4p.slots[1]",
                         "board.toml:inn.4p.slots[3]", "board.toml:inn.4p.slots[4]", "market.toml:tiles[4]",
                         "fresco.toml:tiles[12]"}
    assert data.provenance["market.toml:tiles[4]"].label == "confirmed, secondary"
    assert CONFIDENCE_LABELS["confirmed-secondary"] == "confirmed, secondary"


def test_R_LEO_9_leonardos_portrait_vp_keeps_its_default_part_apart(data):
    printed = provenance_of(data, "portraits.toml", "leonardo_vp")
    without = provenance_of(data, "portraits.toml", "leonardo_vp.card_without_vp")
    assert (printed.confidence, without.confidence) == ("confirmed", "default")
    assert "0" not in printed.source and "default" in without.source


# ---------------------------------------------------------------- variants

def test_a_variant_folder_loads_with_its_edit(copy):
    edit(copy, "board.toml", "mood = -1\nprice = 2", "mood = -1\nprice = 5")
    variant = load_data(copy)
    assert variant.side_for(4).inn[2].price == 5
    assert variant.root == str(copy.resolve())
    assert load_data().side_for(4).inn[2].price == 2              # the shipped data is untouched
    edit(copy, "board.toml", "price = 5", "price = 15")           # an edit after loading is seen
    assert load_data(copy).side_for(4).inn[2].price == 15


MALFORMED = [
    # (file, old text, new text, entry named by the error)
    ("market.toml", None, None, "(file)"),                                      # missing file
    ("board.toml", "players = [4]", "players = [4", "line 32, column 1"),      # TOML syntax
    ("board.toml", "mood = -1\nprice = 2\n", "mood = -1\n", "inn.4p.slots[2].price"),   # missing key
    ("market.toml", 'id = "M-RRR"', 'id = "M-RRR"\ncolour = "red"', "tiles[0].colour"),  # unknown key
    ("board.toml", "mood = -1\nprice = 2", 'mood = -1\nprice = "2"', "inn.4p.slots[2].price"),  # type
    ("mood.toml", "value = 3", "value = 3.0", "start"),                        # a float is no count
    ("fresco.toml", 'paints = ["V", "R", "B"]', 'paints = ["P", "R", "B"]', "tiles[12].paints[0]"),
    ("market.toml", 'paints = ["R", "R"]', 'paints = []', "tiles[3].paints"),  # empty tile
    ("requests.toml", 'value = 3\nconfidence = "confirmed"', 'value = 3\nconfidence = "certain"',
     "tiles_needed.confidence"),
    ("board.toml", 'source = "mood: BEAST; price: TKD (secondary sources)"\n', "", "inn.4p.slots[0].source"),
    ("rules.toml", "value = 12", "value = -12", "start_thalers"),              # negative number
    ("rules.toml", '[start_thalers]\nvalue = 12\nconfidence = "confirmed"', "[start_thalers]\nvalue = 12",
     "start_thalers.confidence"),
    ("rules.toml", '[start_thalers]\nvalue = 12\nconfidence = "confirmed"\nsource = "FR, CHEL, LEHI: 12 '
     'thalers at the start (R-SET-8)"', "[start_thalers]\nvalue = 12", "start_thalers"),  # no provenance
    ("market.toml", 'paints = ["R", "R", "R"]\nconfidence = "default"\nsource = "kit default #5"',
     'paints = ["R", "R", "R"]', "tiles[0].id"),                              # no provenance
    ("market.toml", 'id = "M-RR"', 'id = "M-RRR"', "tiles[3].id"),            # duplicate id
    ("blends.toml", 'id = "F13a"', 'id = "F03a"', "tiles[0].id"),             # same id as a base tile
    ("fresco.toml", '[[tiles]]\nid = "F03a"', '[[not_tiles]]\nid = "F03a"', "tiles"),  # 24 tiles
    ("fresco.toml", "value = 11\nconfidence", "value = 12\nconfidence", "centre_value"),
    ("board.toml", "value = [4, 3, 3, 3]", "value = [4, 4, 4, 3]", "sides.4p.stall_sizes"),
    ("board.toml", "value = [3, 3, 3]", "value = [4, 4, 4]", "sides.3p.stall_sizes"),
    ("board.toml", "value = [3, 3, 3]", "value = [0, 3, 3]", "sides.3p.stall_sizes[0]"),
    ("board.toml", "players = [4]", "players = [3, 4]", "sides.3p.players[1]"),
    ("board.toml", "[sides.3p]", "[sides.5p]", "inn.5p"),                    # a side without inn
    ("board.toml", "[inn.3p]", '[inn.6p]\nconfidence = "default"\nsource = "x"\n[[inn.6p.slots]]\n'
     'time = "5:00"\nmood = 0\nprice = 1\n\n[inn.3p]', "inn.6p"),              # an inn without side
    ("market.toml", '"M-R", "M-Y"', '"M-X", "M-Y"', "removed_for_3p[0]"),
    ("board.toml", 'time = "6:00"', 'time = "5:00"', "inn.4p.slots[1].time"),  # times must increase
    ("board.toml", 'time = "7:00"', 'time = "7h"', "inn.4p.slots[2].time"),
    ("mood.toml", "value = 3", "value = 7", "start"),                          # out of range
    ("mood.toml", "value = [-1, -1,", "value = [-2, -1,", "zones[0]"),
    ("fresco.toml", 'spots = ["G"]', 'spots = ["R"]', "tiles[6].spots[0]"),    # spots: O/G/V only
    ("fresco.toml", 'spots = ["O", "G"]', 'spots = ["O", "O"]', "tiles[15].spots[1]"),
    ("portraits.toml", 'deck = "A"', 'deck = "D"', "cards[0].deck"),
    ("portraits.toml", 'effect = "servant"', 'effect = "saint"', "cards[0].effect"),
    ("portraits.toml", "thalers = 2", "thalers = -2", "cards[3].thalers"),
    ("requests.toml", 'kind = "general"', 'kind = "R"', "tiles[0].kind"),
    ("blends.toml", '[[tiles]]\nid = "F13a"', '[[not_tiles]]\nid = "F13a"', "tiles"),  # 6 blend tiles
    ("blends.toml", "value = 24\nconfidence", "value = 25\nconfidence", "centre_value"),
    ("blends.toml", "value = 7", "value = 6", "removed_base_tiles"),
    ("blends.toml", "Br = 5", "Bn = 5", "altar_jokers.Br"),
    ("blends.toml", 'inputs = ["O", "G"]', 'inputs = ["R", "Y"]', "mixes[1].inputs"),  # mix in rules.toml
    ("rules.toml", 'inputs = ["R", "B"]', 'inputs = ["B", "Y"]', "mixes[2].inputs"),   # duplicate mix
    ("rules.toml", 'output = "V"', 'output = "Pk"', "mixes[2].output"),
    ("fresco.toml", 'spots = { value = ["V"]', 'spots = { val = ["V"]', "tiles[12].spots.value"),
]


@pytest.mark.parametrize("file, old, new, entry", MALFORMED, ids=[f"{c[0]}:{c[3]}" for c in MALFORMED])
def test_malformed_copies_name_file_and_entry(copy, file, old, new, entry):
    if old is None:
        (copy / file).unlink()
    else:
        edit(copy, file, old, new)
    with pytest.raises(DataError) as caught:
        load_data(copy)
    assert (caught.value.file, caught.value.entry) == (file, entry), caught.value
    assert caught.value.reason and file in str(caught.value)


def test_records_given_lists_keep_tuples(data):
    """Data rebuilt from plain values (a save, a form) is as immutable and hashable as loaded data."""
    side = dataclasses.replace(data.sides[0], players=[4], stall_sizes=[4, 3, 3, 3], inn=list(data.sides[0].inn))
    rebuilt = dataclasses.replace(data, sides=[side, data.sides[1]],
                                  mood=dataclasses.replace(data.mood, zones=list(data.mood.zones)))
    assert rebuilt.sides[0].players == (4,) and isinstance(rebuilt.sides[0].inn, tuple)
    assert hash(rebuilt) == hash(data) and rebuilt == data
    assert new_game(players=4, data=rebuilt).tables is new_game(players=4, data=data).tables
