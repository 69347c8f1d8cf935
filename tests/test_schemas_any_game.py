"""Every game's component data has one field schema (issues 14, 15, 16): every number of its shipped TOML tables
has a field with finite bounds, a label, help and a unit; the game's loader refuses a number outside them naming the
file, the entry and the field; the component form and the design bench are built from it for every game."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import tomlkit

from fresco_nb.games import GAMES, game_module
from fresco_nb.games.schema import DataSchema, steps

GAME_NAMES = sorted(GAMES)


def tables(game: str):
    return game_module(game).data_tables()


def numbers(node, path=()):
    """(path, value) of every whole number in a parsed TOML file, a table's ``value`` step left out (Fresco writes a
    value with its own provenance as ``{ value = ..., confidence = ..., source = ... }``)."""
    if isinstance(node, dict):
        for key, item in node.items():
            if key == "value" and "confidence" in node:
                yield from numbers(item, path)
            elif key not in ("confidence", "source", "reason"):
                yield from numbers(item, path + (key,))
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from numbers(item, path + (i,))
    elif type(node) is int:
        yield path, node


def plain(entry: str) -> tuple:
    """An entry's path without its ``value`` steps."""
    return tuple(step for step in steps(entry) if step != "value")


def shipped_entries(game: str):
    schema = tables(game)
    return list(schema.entries(schema.load(None)))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_number_of_the_shipped_data_has_a_field_with_bounds_label_help_and_unit(game):
    schema = tables(game)
    data = schema.load(None)
    covered = {(field.file, plain(entry)): field for field, entry, _ in schema.entries(data)}
    for file in schema.files:
        document = tomlkit.parse((Path(data.root) / file).read_text(encoding="utf-8")).unwrap()
        for path, _ in numbers(document):
            field = covered.get((file, path)) or covered.get((file, path[:-1]))     # or the list it is an item of
            assert field is not None, f"{game}: {file}: {path} has no field in the schema"
            if field.type == "whole number":
                assert type(field.low) is int and type(field.high) is int and field.low < field.high, field.key
                assert field.label and field.help and field.unit, field.key


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_protocols_field_schema_gives_each_field_its_confidence(game):
    fields = game_module(game).field_schema()
    numeric = [f for f in fields if f.type == "whole number"]
    assert numeric and all(f.confidence in ("confirmed", "confirmed-secondary", "inferred", "default")
                           for f in numeric)
    assert {f.key for f in fields} == {f.key for f in tables(game).fields}


def first_entries(game: str):
    """The first place of each whole-number field in the shipped data: (field, entry, value)."""
    seen, found = set(), []
    for field, entry, value in shipped_entries(game):
        if field.type == "whole number" and field.key not in seen:
            seen.add(field.key)
            found.append((field, entry, value))
    return found


def set_at(document, entry: str, value) -> None:
    """Set the number at ``entry`` of a parsed file (inside a ``{ value = ... }`` table if it has one; the last
    item of a list of numbers, so that rising values still rise)."""
    *path, key = steps(entry)
    node = document
    for step in path:
        node = node[step]
    if isinstance(node[key], dict) and "value" in node[key]:
        node, key = node[key], "value"
    if isinstance(node[key], list):
        node, key = node[key], len(node[key]) - 1
    node[key] = value


@pytest.mark.parametrize("game", ["azul_sp", "fresco_cards"])
def test_a_number_above_its_bound_is_refused_naming_file_entry_and_field(game, tmp_path):
    schema = tables(game)
    shipped = Path(schema.load(None).root)
    for field, entry, _ in first_entries(game):
        folder = tmp_path / field.key.replace(":", "_").replace("<", "").replace(">", "").replace("[]", "_")
        shutil.copytree(shipped, folder)
        path = folder / field.file
        document = tomlkit.parse(path.read_text(encoding="utf-8"))
        set_at(document, entry, field.high + 1)
        path.write_text(tomlkit.dumps(document), encoding="utf-8")
        before = path.read_text(encoding="utf-8")
        with pytest.raises(ValueError) as refused:
            schema.load(folder)
        error = refused.value
        last = [s for s in steps(entry) if isinstance(s, str) and s not in ("value", "")][-1]
        assert error.file == field.file and last in error.entry, (field.key, str(error))
        assert f"to {field.high}" in error.reason, (field.key, str(error))
        assert path.read_text(encoding="utf-8") == before        # the loader leaves the folder as it was


def test_the_schemas_share_one_field_type():
    from fresco_nb.games.fresco.data import Field
    from fresco_nb.games.schema import Field as Generic
    assert Field is Generic
    assert all(isinstance(tables(game), DataSchema) for game in ("azul_sp", "fresco_cards"))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_component_form_builds_for_every_game_and_checks_its_bounds(game):
    from fresco_nb.widgets.components_form import ComponentsForm
    form = ComponentsForm(game=game)
    field, entry, value = first_entries(game)[0]
    assert form.value_at(field.file, entry).original == value
    assert form.enter(field.file, entry, field.high + 1) == f"{field.label}: must be {field.low} to {field.high}, " \
                                                           f"got {field.high + 1}"
    assert form.enter(field.file, entry, value) is None
    numbers_shown = {(v.file, v.entry) for v in form._values.values() if v.field.type == "whole number"}
    assert numbers_shown == {(f.file, e) for f, e, _ in shipped_entries(game) if f.type == "whole number"}


@pytest.mark.parametrize("game", ["azul_sp", "fresco_cards"])
def test_the_form_saves_a_copy_of_another_game_that_its_new_game_plays(game, tmp_path):
    from fresco_nb.widgets.components_form import ComponentsForm
    form = ComponentsForm(game=game, folder=str(tmp_path / "box"))
    field, entry, value = next((f, e, v) for f, e, v in first_entries(game) if v < f.high)
    assert form.enter(field.file, entry, value + 1) is None
    saved = form.save()
    schema = tables(game)
    copy = {(f.key, e): v for f, e, v in schema.entries(saved)}
    assert copy[(field.key, entry)] == value + 1
    assert tuple(schema.provenance_of(saved, field.file, entry)) == ("confirmed", "printed component")
    with pytest.raises(ValueError, match="no such entry"):
        schema.write_copy(saved, tmp_path / "other", {(field.file, "nowhere.value"): 1})
    assert not (tmp_path / "other").exists()
    module = game_module(game)
    played = module.new_game(players=2, seed=1, data=str(tmp_path / "box"))
    assert Path(played.data.root) == (tmp_path / "box").resolve()


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_bench_counts_the_placeholders_of_every_games_schema(game):
    from fresco_nb.bench import bench_spec
    spec = bench_spec(game)
    unsure, total = spec.placeholders()
    assert 0 <= unsure <= total and total > 0


@pytest.mark.parametrize("game", ["azul_sp", "fresco_cards"])
def test_azul_and_the_card_game_declare_their_fields_in_a_table_read_by_the_kits_reader(game):
    from fresco_nb.games.schema import number_fields
    table = Path(game_module(game).__file__).with_name("fields.toml")
    assert tables(game).fields == number_fields(table)
    assert all(field.type == "whole number" and field.label and field.help and field.unit
               for field in tables(game).fields)


def test_a_field_table_without_bounds_is_refused_naming_the_table_and_entry(tmp_path):
    from fresco_nb.games.schema import number_fields
    table = tmp_path / "fields.toml"
    table.write_text('["game.toml"."hand_limit.value"]\nlabel = "hand limit"\nhelp = "cards kept"\nunit = "cards"\n',
                     encoding="utf-8")
    with pytest.raises(ValueError, match=r"^fields.toml: \[game.toml\] hand_limit.value: .*bounds = \[low, high\]"):
        number_fields(table)
    table.write_text(table.read_text(encoding="utf-8") + "bounds = [1, 40]\n", encoding="utf-8")
    assert number_fields(table)[0].high == 40
