"""The design bench (issue 15): the widget filled in the kernel and run at a small size, its card equal to the
lab's own experiment on the same seeds; every field refusing what the schema refuses; the sweep; the wording."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

import fresco_nb
from fresco_nb.bench import Bench, bench_spec, restrictions, sweep
from fresco_nb.bench.spec import EDITABLE
from fresco_nb.games.fresco.data import SCHEMA, load_data
from fresco_nb.games.fresco.data.checks import entries
from fresco_nb.lab import experiment, variant
from fresco_nb.lab.metrics import compare

PACKAGE = Path(fresco_nb.__file__).parent
GAMES = 12


@pytest.fixture(scope="module")
def filled():
    """The bench as a student leaves it: start money 12 -> 15, compared on 12 seeds."""
    bench = Bench(games=GAMES, seed=5, workers=1)
    bench.choose("rules.toml", "rules.toml:start_thalers")
    assert bench.type("15") is None
    bench.add()
    return bench, bench.compare()


def test_the_card_of_the_filled_form_equals_the_labs_experiment_on_the_same_seeds(filled):
    bench, card = filled
    assert bench.changes == [("data", "rules.toml:start_thalers", 15)]
    lab = experiment({"base": {}, "variant": {"data": variant(start_thalers=15)}}, seeds=range(5, 5 + GAMES),
                     workers=1, progress=False)
    expected = compare(lab, metrics=[line.metric for line in card.lines]).set_index("metric")
    assert len(card.lines) >= 12 and {"rounds", "spread", "win_seat0", "win_start1"} <= {l.metric for l in card.lines}
    for line in card.lines:
        row = expected.loc[line.metric]
        for mine, theirs in ((line.base, row.baseline_value), (line.variant, row.arm_value), (line.diff, row["diff"]),
                             (line.low, row.diff_low), (line.high, row.diff_high)):
            assert mine == pytest.approx(theirs, nan_ok=True), line.metric
    assert card.games == GAMES and card.seeds == list(range(5, 5 + GAMES)) and card.bots == ["greedy"] * 4
    assert bench.result.value == card.to_html()
    assert bench.progress.value == bench.progress.max == GAMES


def test_the_card_says_each_line_in_words_with_bots_games_caution_and_placeholders(filled):
    _, card = filled
    text = card.text()
    assert "start money: 12 → 15" in text and "greedy ×4" in text and f"{GAMES} games for each version" in text
    assert "by chance alone" in text and "placeholders" in text
    unsure, total = bench_spec().placeholders()
    assert f"{unsure} of the game's {total}" in text and 0 < unsure < total
    for line in card.lines:
        sentence = line.sentence()
        assert "{" not in sentence
        if line.settled:
            assert re.search(r"\d[ a-z]* \(\d+\.\d–\d", sentence), sentence      # "by 0.8 rounds (0.6–1.0)"
        else:
            assert sentence.startswith("no clear difference") and line.settle_note()


def test_a_settled_line_reads_as_the_issue_asks():
    from fresco_nb.bench.card import Line
    longer = Line("rounds", "game length (rounds)", False, 8.0, 8.8, 0.8, 0.6, 1.0, 1000)
    assert longer.sentence() == "the variant lengthens games by 0.8 rounds (0.6–1.0)"
    shorter = Line("rounds", "game length (rounds)", False, 8.0, 7.2, -0.8, -1.0, -0.6, 1000)
    assert shorter.sentence() == "the variant shortens games by 0.8 rounds (0.6–1.0)"
    seat = Line("win_seat0", "P1 wins (%)", True, 0.25, 0.31, 0.06, 0.02, 0.10, 1000)
    assert seat.sentence() == "P1 wins 6.0 percentage points more often (2.0–10.0)"
    open_line = Line("rounds", "game length (rounds)", False, 8.0, 8.1, 0.1, -0.1, 0.3, 400)
    assert open_line.sentence() == "no clear difference: somewhere between −0.1 and +0.3 rounds"
    assert 1000 < open_line.more_games() < 2000           # (0.2 / 0.1)² × 400 × 1.1 − 400


def _bad_values(field):
    """Typed texts the schema refuses for ``field``, and one it accepts."""
    if field.type == "whole number" and field.items is None:
        return [str(field.high + 1), str(field.low - 1), "x", "1.5"]
    if field.type == "whole number":
        return [", ".join([str(field.high + 1)] * field.items[0]), "x"]
    if field.type == "time":
        return ["25:00", "noon"]
    if field.items is not None and isinstance(field.choices[0], str):
        return ["Q", ", ".join([field.choices[0]] * (field.items[1] + 1))]
    return ["Q", "99"]


def test_every_field_refuses_what_the_schema_refuses_and_keeps_the_variant_unchanged():
    bench = Bench(games=GAMES)
    tried = 0
    for knob in bench.spec.knobs:
        bench.choose(knob.section, knob.key)
        for text in _bad_values(knob.field):
            problem = bench.type(text)
            assert problem, f"{knob.key}: {text!r} was accepted"
            assert knob.field.label in problem or "expected" in problem or "unknown" in problem, problem
            assert bench.problem.value and "⚠" in bench.problem.value
            with pytest.raises(ValueError):
                bench.add()
            assert bench.changes == []
            tried += 1
        from fresco_nb.bench.spec import shown
        assert bench.type(shown(knob.value)) is None, knob.key        # the base value is accepted
    assert tried > 700
    covered = {k.field.key for k in bench.spec.knobs}
    editable = {f.key for f in SCHEMA.values() if f.type in EDITABLE} - {"board.toml:sides.<side>"}
    assert editable <= covered


def test_the_bench_lists_every_value_ruling_and_module_of_the_game():
    spec = bench_spec()
    listed = {(f.key, entry) for f, entry, _ in entries(load_data()) if f.type in EDITABLE} - {
        ("board.toml:sides.<side>", e) for e in ("sides.4p", "sides.3p", "sides.2p")}
    assert {k.key for k in spec.knobs} == {f"{key.split(':')[0]}:{entry}" for key, entry in listed}
    from fresco_nb.games.fresco.rules.game import MODULES, RULINGS
    assert spec.rulings == dict(RULINGS) and spec.modules == tuple(MODULES)
    bench = Bench(games=GAMES)
    assert [o[1] for o in bench.section.options][-2:] == ["ruling", "module"]
    bench.choose("ruling", "leonardo_can_win")
    bench.add()
    bench.choose("module", "portraits")
    bench.add()
    assert bench.changes == [("ruling", "leonardo_can_win", True), ("module", "portraits", True)]
    arm = bench.spec.arm(bench.changes)
    assert arm["rulings"] == {"leonardo_can_win": True} and arm["modules"] == ("portraits",)


def test_a_variant_the_whole_data_refuses_is_named_before_any_game():
    spec = bench_spec()
    from fresco_nb.games.fresco.data import DataError
    with pytest.raises(DataError, match="stall"):          # 4 stalls of 9 tiles: more than the bag holds (R-MKT-1)
        spec.arm([("data", "board.toml:sides.4p.stall_sizes", (9, 9, 9, 9))])
    with pytest.raises(ValueError, match="start money: must be 0 to 100"):
        spec.arm([("data", "rules.toml:start_thalers", 101)])


def test_sweep_tries_each_value_on_the_same_seeds_and_charts_every_metric():
    spec = bench_spec()
    found = sweep(spec, "rules.toml:start_thalers", [8, 12, 16], games=6, seed=3, workers=1)
    assert sorted(set(found.table["value"])) == ["12", "16", "8"]
    twelve = found.table[found.table["value"] == "12"]
    assert (twelve["diff"] == 0).all()                    # the base value plays the base game exactly
    fig = found.figure()
    assert len(fig.data) == len(found.metrics) >= 12
    with pytest.raises(ValueError, match="3 to 7"):
        sweep(spec, "rules.toml:start_thalers", [8, 12], games=6)
    with pytest.raises(ValueError, match="must be 0 to 100"):
        sweep(spec, "rules.toml:start_thalers", [8, 12, 500], games=6)


def test_sweep_mode_of_the_widget_checks_the_values_typed():
    bench = Bench(games=6, seed=3, workers=1)
    bench.choose("rules.toml", "rules.toml:start_thalers")
    bench.mode.value = "sweep"
    assert "3 to 7 values" in bench.type("10, 12")
    assert "must be 0 to 100" in bench.type("10, 12, 120")
    assert bench.type("10, 12, 14") is None
    found = bench.run()
    assert found is bench.last_sweep and found.values == [10, 12, 14]


def test_every_bench_sentence_is_in_the_catalogue_and_every_entry_is_used():
    entries_ = tomllib.loads((PACKAGE / "texts" / "en" / "widgets.toml").read_text(encoding="utf-8"))["bench"]
    source = "\n".join(p.read_text(encoding="utf-8") for p in sorted((PACKAGE / "bench").glob("*.py")))
    asked = set(re.findall(r"""(?:_say|widget_text)\((?:"bench", )?["'](\w+)["'][,)]""", source)) - {"bench"}
    assert asked and asked <= set(entries_), sorted(asked - set(entries_))
    prefixes = set(re.findall(r'"(\w+_)" \+', source)) | set(re.findall(r'\("(\w+_)" if', source)) | {
        "up_", "down_", "line_", "unit_", "restriction_", "probe_", "ladder_", "goal_", "change_"}
    for key in entries_:
        assert key in asked or f'"{key}' in source or any(key.startswith(p) for p in prefixes), key
    strings = re.findall(r'self\.status\.value = "([^"]+)"', source)
    assert not strings, "a sentence outside the catalogue"


OTHER_GAMES = {"azul_sp": ("table.toml:factory_size.value", 3, "factory_size"),        # a value, its new setting,
               "fresco_cards": ("game.toml:hand_limit.value", 5, "hand_limit")}     # the loaded data's name of it


@pytest.mark.parametrize("name", sorted(OTHER_GAMES))
def test_the_bench_of_another_game_offers_every_value_of_its_schema(name):
    from fresco_nb.games import game_module
    tables = game_module(name).data_tables()
    data = tables.active()
    listed = [(f, entry, value) for f, entry, value in tables.entries(data) if f.type in EDITABLE]
    spec = bench_spec(name)
    assert len(spec.knobs) == len(listed) == {"azul_sp": 40, "fresco_cards": 187}[name]
    assert [(k.key, k.value) for k in spec.knobs] == [(f"{f.file}:{entry}", value) for f, entry, value in listed]
    assert spec.sections() == list(tables.files)
    confidence = [k.confidence for k in spec.knobs]
    assert spec.placeholders() == (confidence.count("default"), len(confidence))
    key, value, attribute = OTHER_GAMES[name]
    assert spec.knob(key).problem(spec.knob(key).field.high + 1)          # the schema's bounds hold
    variant = spec.arm([("data", key, value)], players=3)["data"]
    assert getattr(variant, attribute) == value != getattr(data, attribute)
    assert variant.root == spec.describe(("data", key, value))                # the lab names the variant so


def test_the_bench_of_another_game_is_built_from_its_rulings_and_schema():
    from fresco_nb.games import game_module
    azul = game_module("azul_sp")
    spec = bench_spec("azul_sp")
    assert spec.rulings == azul.new_game(players=4, seed=0).rulings
    bench = Bench(game="azul_sp", games=6, seed=2, workers=1)
    assert [o[1] for o in bench.section.options] == list(azul.data_tables().files) + ["ruling", "option"]
    ruling = next(iter(spec.rulings))
    bench.choose("ruling", ruling)
    bench.add()
    bench.choose("table.toml", "table.toml:factory_size.value")
    assert bench.type("25") and bench.type("3") is None
    bench.add()
    card = bench.compare()
    flipped = {ruling: not spec.rulings[ruling]}
    lab = experiment({"base": {}, "variant": {"rulings": flipped, "data": spec.arm(bench.changes)["data"]}},
                     seeds=range(2, 8), workers=1, progress=False, game="azul_sp")
    expected = compare(lab, metrics=[line.metric for line in card.lines]).set_index("metric")
    assert card.games == 6 and {line.pairs for line in card.lines} == {6}
    for line in card.lines:
        row = expected.loc[line.metric]
        for mine, theirs in ((line.base, row.baseline_value), (line.variant, row.arm_value), (line.diff, row["diff"]),
                             (line.low, row.diff_low), (line.high, row.diff_high)):
            assert mine == pytest.approx(theirs, nan_ok=True), line.metric
    assert f"{spec.ruling_label(ruling)}: " in card.text() and "tiles per factory: 4 → 3" in card.text()
    assert ruling not in card.text()                     # the ruling in words, with its rule ID: not its code name
    assert "{" not in card.text()


def test_a_line_with_no_difference_in_any_game_says_so():
    from fresco_nb.bench.card import Line
    assert Line("rounds", "game length", False, 8.0, 8.0, 0.0, 0.0, 0.0, 40).sentence() == \
        "no difference at all: the same in every game of both versions"


def test_the_bench_runs_the_probes_and_the_skill_ladder_of_its_variant():
    bench = Bench(games=4, seed=9, workers=1)
    bench.choose("board.toml", "board.toml:inn.4p.slots[4].price")
    bench.type("2")
    bench.add()
    probes = bench.probe()
    assert list(probes.table["restriction"]) == list(restrictions("fresco"))
    assert (probes.table["games"] == 4).all() and bench.result.value == probes.to_html()
    variant = probes.results[0].arms["base"].data
    assert variant.side_for(4).inn[4].price == 2                  # the probes play the variant
    ladder = bench.ladder(games=2)
    assert list(ladder.table["strong"]) == ["greedy", "heuristic"] and bench.result.value == ladder.to_html()
    assert bench.progress.value == bench.progress.max


@pytest.mark.parametrize("name", ["fresco", "azul_sp", "fresco_cards"])
def test_every_value_of_a_games_bench_has_its_own_label_in_its_data_file(name):
    knobs = bench_spec(name).knobs
    labels = [(k.section, k.label) for k in knobs]
    assert len(set(labels)) == len(labels), [l for l in labels if labels.count(l) > 1][:4]
    assert all("[" not in label and "<" not in label for _, label in labels)


@pytest.mark.parametrize("name, key, label", [
    ("azul_sp", "table.toml:factories.value.3", "factories with 3 players"),
    ("azul_sp", "scoring.toml:star_points.value.red", "star bonus (red)"),
    ("azul_sp", "scoring.toml:number_points.value.2", "number bonus (number 2)"),
    ("azul_sp", "board.toml:grey_costs.value.outer[1]", "grey-side cost (outer, no. 2)"),
    ("fresco_cards", "cards.toml:market[3].m", "market R-w: market symbols"),
    ("fresco_cards", "cards.toml:fresco[0].values[2]", "fresco F-01: fresco values (no. 3)"),
    ("fresco_cards", "tiles.toml:action[0].vp", "action turn: VP unused"),
    ("fresco_cards", "game.toml:end_threshold.value.4", "frescoes to end with 4 players"),
    ("fresco", "board.toml:inn.4p.slots[1].price", "wake-up slot 2 (4p 6:00): price per market tile"),
    ("fresco", "board.toml:sides.3p.stall_sizes", "stall size (3p)"),
    ("fresco", "fresco.toml:tiles[0].value", "fresco tile 1 (F03a): victory points"),
    ("fresco", "rules.toml:start_thalers", "start money")])
def test_a_value_is_named_by_its_key_or_its_rows_name(name, key, label):
    assert bench_spec(name).knob(key).label == label


@pytest.mark.parametrize("name", ["fresco", "azul_sp", "fresco_cards"])
def test_a_games_options_are_offered_with_the_choices_its_protocol_lists(name):
    from fresco_nb.games import game_module
    from fresco_nb.games.protocol import option_choices
    module = game_module(name)
    choices = option_choices(module)
    assert set(choices) <= set(module.OPTIONS)
    for option, offered in choices.items():
        assert module.OPTIONS[option] in offered          # the default is one of the choices
        for text in offered:
            module.new_game(players=module.PLAYERS[0], seed=1, **module.parse_options({option: text}))
    spec = bench_spec(name)
    assert spec.options == choices
    bench = Bench(game=name, games=GAMES)
    assert ("option" in [o[1] for o in bench.section.options]) == bool(choices)


def test_azuls_board_side_is_an_option_the_bench_offers_and_plays():
    spec = bench_spec("azul_sp")
    assert spec.options == {"side": ("coloured", "grey")}
    assert spec.check(("option", "side", "grey")) is None
    assert "coloured, grey" in spec.check(("option", "side", "gold"))
    assert spec.describe(("option", "side", "grey")) == "side: coloured → grey"
    bench = Bench(game="azul_sp", games=4, seed=3, workers=1)
    bench.choose("option", "side")
    assert list(bench.choice.options) == ["coloured", "grey"] and bench.choice.value == "grey"
    bench.add()
    assert bench.changes == [("option", "side", "grey")]
    card = bench.compare()
    lab = experiment({"base": {}, "variant": {"options": {"side": "grey"}}}, seeds=range(3, 7), workers=1,
                     progress=False, game="azul_sp")
    variant = lab.games[lab.games["arm"] == "variant"]
    assert list(card.results.games[card.results.games["arm"] == "variant"]["winner_score"]) == \
        list(variant["winner_score"])
    assert "side: coloured → grey" in card.text()
