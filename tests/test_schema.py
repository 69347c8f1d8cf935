"""The field schema (issue 9): one definition of every data value with its bounds, used by the loader,
by lab.variant and by check_data; values outside their bounds refused by name, never clamped."""
import dataclasses
import os
import random
import threading

import pytest
from data_support import copy, edit  # noqa: F401 (copy: a fixture)

from fresco_nb import new_game
from fresco_nb.games.fresco.data import (SCHEMA, DataError, GameData, InnSlot, MoodTrack, check_data, field_schema,
                                         load_data)
from fresco_nb.lab import variant


def refused(load) -> tuple[str, str]:
    """(file, entry) of the DataError raised by ``load()``."""
    with pytest.raises(DataError) as caught:
        load()
    assert caught.value.reason
    return caught.value.file, caught.value.entry


# ---------------------------------------------------------------- the schema itself

def test_the_schema_covers_every_data_field():
    names = {field.name.split("[")[0].split(".")[0] for field in SCHEMA.values()}
    assert names == {f.name for f in dataclasses.fields(GameData)} - {"root", "provenance"}


def test_every_field_has_a_label_help_and_finite_bounds():
    for key, field in SCHEMA.items():
        assert key == f"{field.file}:{field.entry}"
        assert field.label and field.help and field.type in ("whole number", "text", "time", "choice", "table")
        if field.type == "whole number":
            assert field.low is not None and field.high is not None and field.low <= field.high, key
            assert field.unit or key.endswith(".amount"), key
        if field.type == "choice":
            assert field.choices, key
        if field.type == "table" or field.items is not None:
            assert field.items and field.items[0] <= field.items[1], key


def test_field_schema_reads_each_fields_confidence_from_the_provenance():
    fields = {field.key: field for field in field_schema()}
    assert fields.keys() == SCHEMA.keys()
    start = fields["rules.toml:start_thalers"]
    assert (start.name, start.type, start.low, start.high, start.unit, start.confidence) == (
        "start_thalers", "whole number", 0, 100, "thalers", "confirmed")
    assert fields["board.toml:inn.<side>.slots[].price"].confidence == "default"     # the 3-player inn
    assert fields["market.toml:tiles[].paints"].confidence == "default"
    assert fields["mood.toml:zones"].confidence == "default"
    cheap = variant(start_thalers=5)
    assert {f.key: f for f in field_schema(cheap)}["rules.toml:start_thalers"].confidence == "default"


# ---------------------------------------------------------------- bounds that follow from the game

def test_R_PLAN_1_spaces_per_location_at_most_the_apprentices_a_painter_can_have(copy):
    # 5 apprentices and the natural apprentice (R-MOOD-2): 6 spaces are the most that can be used
    assert variant(spaces_per_location=6).spaces_per_location == 6
    assert refused(lambda: variant(spaces_per_location=7)) == ("rules.toml", "spaces_per_location")
    assert variant(spaces_per_location=7, apprentices=6).spaces_per_location == 7
    edit(copy, "rules.toml", "[spaces_per_location]\nvalue = 3", "[spaces_per_location]\nvalue = 30")
    assert refused(lambda: load_data(copy)) == ("rules.toml", "spaces_per_location")


def test_R_MOOD_2_without_plus_one_spaces_no_natural_apprentice():
    no_top = variant(mood=dataclasses.replace(load_data().mood, zones=(-1, -1, 0, 0, 0, 0, 0)))
    assert no_top.spaces_per_location == 3
    assert refused(lambda: variant(base=no_top, spaces_per_location=6)) == ("rules.toml", "spaces_per_location")
    assert variant(base=no_top, spaces_per_location=5).spaces_per_location == 5


def test_R_POR_3_primary_choice_at_most_the_primary_colours(copy):
    edit(copy, "portraits.toml", "primary_choice = { value = 2,", "primary_choice = { value = 4,")
    assert refused(lambda: load_data(copy)) == ("portraits.toml", "cards[1].primary_choice")


HUGE = [
    # (file, old text, new text, entry named by the error): values far outside the game
    ("rules.toml", "[spaces_per_location]\nvalue = 3", "[spaces_per_location]\nvalue = 1000000000000000",
     "spaces_per_location"),
    ("portraits.toml", "primary_choice = { value = 2,", "primary_choice = { value = 1000000,",
     "cards[1].primary_choice"),
    ("board.toml", "mood = -1\nprice = 2", "mood = -1\nprice = 1000000000000000", "inn.4p.slots[2].price"),
    ("rules.toml", "[start_thalers]\nvalue = 12", "[start_thalers]\nvalue = 1000000000000000", "start_thalers"),
    ("mood.toml", "value = [-1, -1, 0, 0, 0, 1, 1]", f"value = [-1, -1, {'0, ' * 1000}0, 1, 1]", "zones"),
    ("rules.toml", "[apprentices]\nvalue = 5", "[apprentices]\nvalue = 500", "apprentices"),
    ("requests.toml", "[tiles_needed]\nvalue = 3", "[tiles_needed]\nvalue = 30", "tiles_needed"),
    ("portraits.toml", "[face_up]\nvalue = 2", "[face_up]\nvalue = 19", "face_up"),
    ("blends.toml", "Br = 5", "Br = 5000", "altar_jokers.Br"),
    ("fresco.toml", 'id = "F03a"\nvalue = 3', 'id = "F03a"\nvalue = 300', "tiles[0].value"),
    ("market.toml", 'paints = ["R", "R", "R"]', f'paints = [{", ".join(["%sR%s" % (chr(34), chr(34))] * 50)}]',
     "tiles[0].paints"),
    ("board.toml", "value = [4, 3, 3, 3]", "value = [1, 1, 1, 1, 1, 1, 1]", "sides.4p.stall_sizes"),
    ("market.toml", 'id = "M-RRR"', f'id = "M-{"R" * 100}"', "tiles[0].id"),
]


@pytest.mark.parametrize("file, old, new, entry", HUGE, ids=[f"{c[0]}:{c[3]}" for c in HUGE])
def test_values_beyond_their_upper_bound_are_refused_by_name(copy, file, old, new, entry):
    edit(copy, file, old, new)
    assert refused(lambda: load_data(copy)) == (file, entry)


def test_no_negative_vp_refused_not_clamped(copy):
    edit(copy, "rules.toml", "[altar_mixed_base]\nvalue = 6", "[altar_mixed_base]\nvalue = -6")
    assert refused(lambda: load_data(copy)) == ("rules.toml", "altar_mixed_base")
    for name in ("bishop_bonus_on", "bishop_bonus_near", "altar_primary_base", "altar_secondary_joker",
                 "altar_mixed_base"):
        file, entry = refused(lambda: variant(**{name: -1}))
        assert (file, entry) == ("rules.toml", name)


# ---------------------------------------------------------------- variants pass the same checks

VARIANT_REFUSED = [
    # (edit, file, entry): each crashed deep in the engine or was accepted before
    ({"mood": "abc"}, "mood.toml", "zones"),
    ({"blend_removed_base_tiles": 30}, "blends.toml", "removed_base_tiles"),
    ({"blend_removed_base_tiles": 6}, "blends.toml", "removed_base_tiles"),
    ({"sides": ()}, "board.toml", "sides"),
    ({"spaces_per_location": -1}, "rules.toml", "spaces_per_location"),
    ({"spaces_per_location": 30}, "rules.toml", "spaces_per_location"),
    ({"bishop_bonus_on": -3}, "rules.toml", "bishop_bonus_on"),
    ({"altar_blend_jokers": {"Pk": -3, "Br": 5}}, "blends.toml", "altar_jokers.Pk"),
    ({"altar_blend_jokers": {"Pk": 3}}, "blends.toml", "altar_jokers"),
    ({"request_tiles_needed": 0}, "requests.toml", "tiles_needed"),
    ({"portraits_face_up": 0}, "portraits.toml", "face_up"),
    ({"start_thalers": 10 ** 15}, "rules.toml", "start_thalers"),
    ({"start_thalers": True}, "rules.toml", "start_thalers"),
    ({"wake_prices": [4, 3, 2, 2, -1]}, "board.toml", "inn.4p.slots[4].price"),
    ({"wake_moods": [-3, -2, -1, 0, "up"]}, "board.toml", "inn.4p.slots[4].mood"),
    ({"stall_sizes": [4, 0, 3, 3]}, "board.toml", "sides.4p.stall_sizes[1]"),
    ({"start_paints": "RYX"}, "rules.toml", "start_paints[2]"),
    ({"market_tiles": {"M-RRR": "RRPk"}}, "market.toml", "tiles[0].paints[2]"),
    ({"leonardo_portrait_vp": "none"}, "portraits.toml", "leonardo_vp"),
    ({"theatre_steps": 1.5}, "rules.toml", "theatre_steps"),
    ({"mixes": ()}, None, None),      # no mix at all is a legal (if odd) variant
]


@pytest.mark.parametrize("edits, file, entry", VARIANT_REFUSED, ids=[str(c[0])[:40] for c in VARIANT_REFUSED])
def test_a_variant_is_refused_like_a_data_folder(edits, file, entry):
    shipped = load_data()
    if file is None:
        new_game(players=4, seed=1, data=variant(**edits)).legal_actions()
        return
    assert refused(lambda: variant(**edits)) == (file, entry)
    assert load_data() is shipped and shipped.start_thalers == 12     # nothing changed


def test_a_folder_and_a_variant_refuse_the_same_value(copy):
    edit(copy, "requests.toml", "[tiles_needed]\nvalue = 3", "[tiles_needed]\nvalue = 0")
    assert refused(lambda: load_data(copy)) == refused(lambda: variant(request_tiles_needed=0))


def test_check_data_validates_a_whole_game_data():
    data = load_data()
    assert check_data(data) is None
    assert check_data(variant(start_thalers=20)) is None
    assert refused(lambda: check_data(dataclasses.replace(data, apprentices=0))) == ("rules.toml", "apprentices")
    broken_side = dataclasses.replace(data.sides[0], start_spaces=2)
    assert refused(lambda: check_data(dataclasses.replace(data, sides=(broken_side,) + data.sides[1:]))) == (
        "board.toml", "sides.4p.start_spaces")
    assert refused(lambda: check_data("data")) == ("(data)", "(all)")


def test_a_game_refuses_hand_built_data_it_has_not_seen():
    bad = dataclasses.replace(load_data(), spaces_per_location=-1)    # not through variant()
    assert refused(lambda: new_game(players=4, data=bad)) == ("rules.toml", "spaces_per_location")
    bad = dataclasses.replace(load_data(), start_paints=["R", "Q"])
    assert refused(lambda: new_game(players=4, data=bad)) == ("rules.toml", "start_paints[1]")


def test_data_changes_lives_in_the_data_layer_and_the_lab_reaches_it_through_the_protocol():
    from fresco_nb import lab
    from fresco_nb.games.fresco.data import data_changes
    rich = variant(start_thalers=15)
    assert data_changes(rich) == [("start_thalers", 12, 15)]
    assert lab.data_changes(rich) == lab.data_changes(rich, game="fresco") == data_changes(rich)


# ---------------------------------------------------------------- files that are not data files

def test_a_directory_in_place_of_a_file_is_a_data_error(copy):
    (copy / "mood.toml").unlink()
    (copy / "mood.toml").mkdir()
    assert refused(lambda: load_data(copy)) == ("mood.toml", "(file)")


def test_a_file_or_nothing_in_place_of_the_folder_is_a_data_error(copy):
    for path in (copy / "board.toml", copy / "no such folder"):
        assert refused(lambda: load_data(path)) == (str(path), "(folder)")


def test_deeply_nested_toml_is_a_data_error(copy):
    (copy / "mood.toml").write_text("zones = " + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    assert refused(lambda: load_data(copy)) == ("mood.toml", "(file)")


def test_a_too_large_file_is_a_data_error(copy):
    with open(copy / "mood.toml", "a", encoding="utf-8") as file:
        file.write("# padding\n" * 200_000)
    assert refused(lambda: load_data(copy)) == ("mood.toml", "(file)")


def test_a_fifo_in_place_of_a_file_is_refused_without_opening_it(copy):
    fifo = copy / "market.toml"
    fifo.unlink()
    os.mkfifo(fifo)
    outcome = []

    def load():
        try:
            load_data(copy)
        except DataError as error:
            outcome.append((error.file, error.entry))

    reader = threading.Thread(target=load, daemon=True)
    reader.start()
    reader.join(timeout=20)
    if reader.is_alive():                         # it opened the FIFO: free it (a writer, then end of file)
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(timeout=5)
        pytest.fail("load_data opened the FIFO and waited for a writer")
    assert outcome == [("market.toml", "(file)")]


# ---------------------------------------------------------------- the bounds are playable

def _side_at_the_bounds(side):
    """A board side with the most wake-up slots and stalls the schema allows."""
    slots = tuple(InnSlot(f"{hour}:00", 25 if hour % 2 else -25, 100) for hour in range(SCHEMA[
        "board.toml:inn.<side>.slots"].items[1]))
    stalls = (2,) * (SCHEMA["board.toml:sides.<side>.stall_sizes"].items[1] - 1) + (1,)
    return dataclasses.replace(side, inn=slots, stall_sizes=stalls)


def test_data_at_the_upper_bounds_still_plays():
    shipped = load_data()
    top = {name: SCHEMA[f"rules.toml:{name}"].high for name in (
        "start_thalers", "studio_thalers", "theatre_steps", "bishop_step_cost", "bishop_bonus_on",
        "bishop_bonus_near", "income_per_tile", "thalers_per_vp", "altar_primary_base", "altar_secondary_joker",
        "altar_mixed_base", "mixes_per_apprentice", "apprentices", "spaces_per_location")}
    edge = variant(**top, last_round_tiles=0, sides=tuple(_side_at_the_bounds(side) for side in shipped.sides),
                   mood=MoodTrack((-1,) * 5 + (0,) * 15 + (1,) * 5, 0),
                   portraits_face_up=SCHEMA["portraits.toml:face_up"].high,
                   request_tiles_needed=SCHEMA["requests.toml:tiles_needed"].high,
                   request_income_thalers=SCHEMA["requests.toml:income_thalers"].high)
    for players in (2, 4):
        rng = random.Random(players)
        game = new_game(players=players, seed=3, data=edge, modules=("portraits", "requests", "blends"))
        while game.turn.kind != "over" and game.state.round <= 3:
            seat = game.turn.seats[0] if game.turn.kind == "simultaneous" else None
            game.apply(rng.choice(game.legal_actions(seat)), seat=seat)
        assert game.turn.kind == "over" or game.state.round > 3    # all 18 portraits up: round 1 is the last
    one_slot_too_many = dataclasses.replace(shipped.sides[0], inn=_side_at_the_bounds(shipped.sides[0]).inn * 2)
    assert refused(lambda: variant(sides=(one_slot_too_many, shipped.sides[1]))) == ("board.toml", "inn.4p.slots")
