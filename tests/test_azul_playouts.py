"""Azul: Summer Pavilion — random playouts (2/3/4 players, both sides) with the invariants after every action, illegal
actions probed at every step, save/load and undo exact at random points, the same seed the same game; and the
meta-test: every rule ID of the reference and every worked example has a test named after it."""
import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from azul_support import invariants, random_playout, snapshot
from game_support import (assert_bad_save_refused, assert_the_kits_random_bot_plays_four_seats,
                          assert_two_decisions_undone, bad_save_edits, described_playout_log, probe_candidates)
from fresco_nb.games.azul_sp import BadSave, IllegalAction, load_game, new_game
from fresco_nb.games.azul_sp.actions import Bonus, Draw, Pass, Place, Take

SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow],
            "phases": [Phase.explicit, Phase.reuse, Phase.generate], "max_examples": 25}
GAMES = st.tuples(st.sampled_from([2, 3, 4]), st.sampled_from(["coloured", "grey"]),
                  st.integers(min_value=0, max_value=2**32 - 1))
RULE = re.compile(r"A-[A-Z]+-\d+|ACTION-FORM")


def probe(game, rng: random.Random) -> None:
    """A random action of every kind: legal ones pass the check, the others are refused with a rule ID and leave
    the game unchanged."""
    t = game.tables
    colour = rng.choice(t.colours + ("pink",))
    candidates = [Take(rng.randrange(len(t.sources) + 1), colour),
                  Place(rng.choice(t.space_ids), colour, rng.randrange(-1, 7)),
                  Bonus(colour), Pass(tuple(sorted(rng.choices(t.colours, k=rng.randrange(6)))))]
    probe_candidates(game, candidates, IllegalAction, RULE, snapshot, 15)


@settings(**SETTINGS)
@given(GAMES)
def test_random_playouts_keep_the_invariants_and_refuse_illegal_actions(setting):
    players, side, seed = setting
    rng = random.Random(seed)
    game = new_game(players, seed, side=side)
    random_playout(game, rng, check=lambda g: (invariants(g), probe(g, rng)))
    result = game.result()
    assert result["scores"] == [sum(vp.values()) for vp in result["vp"]]
    assert sorted(result["ranking"]) == list(range(players))


@settings(**SETTINGS)
@given(GAMES, st.integers(min_value=0, max_value=200))
def test_save_load_and_undo_are_exact_at_a_random_point(setting, stop):
    players, side, seed = setting
    rng = random.Random(seed)
    game = new_game(players, seed, side=side)
    while not game.over and len(game.history) < stop:
        game.apply(rng.choice(game.legal_actions()))
    loaded = load_game(game.to_json())
    assert loaded.view("full") == game.view("full") and loaded.history == game.history
    assert loaded.log_text() == game.log_text()
    if game.over:
        return
    before = game.clone()
    action = rng.choice(game.legal_actions())
    game.apply(action)
    game.undo()
    assert game.view("full") == before.view("full") and game.history == before.history
    for other in (game, before, loaded):           # the same chance stream continues in all three
        local = random.Random(seed + 1)
        while not other.over:
            other.apply(local.choice(other.legal_actions()))
    assert game.result() == before.result() == loaded.result()


def test_the_same_seed_deals_the_same_game_and_another_seed_another():
    def played(seed, side="coloured"):
        game = new_game(4, seed=seed, side=side)
        random_playout(game, random.Random(0))
        return [str(a) for _, a in game.history]
    assert played(7) == played(7)
    assert played(7) != played(8)
    assert played(7, "grey") == played(7, "grey")


def test_clone_is_independent():
    game = new_game(3, seed=2)
    twin = game.clone()
    random_playout(twin, random.Random(1))
    assert not game.over and game.history != twin.history
    invariants(game)


def test_a_random_player_can_play_every_setting_with_the_turn_order_of_the_public_api():
    for players in (2, 3, 4):
        for side in ("coloured", "grey"):
            game = new_game(players, seed=players, side=side)
            rng = random.Random(players)
            while not game.over:
                seat = game.turn.seats[0]
                assert game.decision.seats == (seat,) and game.decision.player == seat
                game.apply(rng.choice(game.legal_actions(seat)), seat)
            assert len(game.result()["scores"]) == players


def test_the_kits_generic_random_bot_plays_it_through_the_public_api():
    assert_the_kits_random_bot_plays_four_seats(new_game, after=invariants)


def test_a_save_is_portable_json_naming_its_game():
    game = new_game(2, seed=3, names=["Ann", "Bob"], side="grey", start_seat=1)
    random_playout(game, random.Random(3))
    saved = json.loads(game.to_json())
    assert saved["game"] == "azul_sp" and saved["side"] == "grey" and saved["start_seat"] == 1
    assert all(isinstance(text, str) for _, text in saved["actions"])
    assert load_game(game.to_json()).result() == game.result()


@pytest.mark.parametrize("edit, message", bad_save_edits("azul_sp", "fresco", "A-SET-1", "take 1 pink"))
def test_a_bad_save_is_refused_naming_what_is_wrong(edit, message):
    assert_bad_save_refused(new_game, load_game, BadSave, edit, message)


def test_undo_takes_back_decisions_not_draws_and_refuses_at_the_start():
    assert_two_decisions_undone(new_game(2, seed=5), lambda game: game.legal_actions()[0], IllegalAction)


def test_every_decision_explains_the_actions_and_the_log_cites_rules():
    lines = described_playout_log(new_game)
    assert lines and all(re.match(r"R\d · A-[A-Z]+-\d+ · .+", line) for line in lines)


# ------------------------------------------------------------------------------------------------ the meta-test

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "rules" / "azul-summer-pavilion.md"   # beside a working copy
RULE_IDS = ([f"A-SET-{i}" for i in range(1, 9)] + [f"A-BOARD-{i}" for i in range(1, 7)]
            + [f"A-SCORE-{i}" for i in range(1, 4)] + [f"A-DRAFT-{i}" for i in range(1, 9)]
            + [f"A-PLACE-{i}" for i in range(1, 18)] + [f"A-ROUND-{i}" for i in range(1, 6)]
            + [f"A-END-{i}" for i in range(1, 6)] + [f"A-HID-{i}" for i in range(1, 5)]
            + [f"A-VAR-{i}" for i in range(1, 8)])
RULINGS = [f"A-RUL-{i}" for i in range(1, 11)]
EXAMPLES = [f"A-EX-{i}" for i in range(1, 18)]


def test_the_63_rule_ids_10_rulings_and_17_examples_each_have_a_test_named_after_them():
    assert len(RULE_IDS) == 63
    if REFERENCE.exists():
        text = REFERENCE.read_text(encoding="utf-8")
        assert set(re.findall(r"^- (A-(?!EX|RUL)[A-Z]+-\d+) ", text, re.MULTILINE)) == set(RULE_IDS)
        assert set(re.findall(r"^- (A-RUL-\d+) ", text, re.MULTILINE)) == set(RULINGS)
        assert set(re.findall(r"^- (A-EX-\d+) ", text, re.MULTILINE)) == set(EXAMPLES)
    names = set()
    for path in Path(__file__).parent.glob("test_azul_*.py"):
        names |= set(re.findall(r"^def (test_A_\w+)\(", path.read_text(encoding="utf-8"), re.MULTILINE))
    for rule in RULE_IDS + RULINGS + EXAMPLES:
        prefix = "test_" + rule.replace("-", "_") + "_"
        assert any(name.startswith(prefix) for name in names), f"no test named {prefix}…"


def test_an_equal_action_of_another_number_type_is_played_and_saved_as_listed():
    game = new_game(2, seed=9)
    listed = game.legal_actions()[0]
    game.apply(Take(float(listed.source), listed.colour))
    assert game.history[-1] == (0, listed) and type(game.history[-1][1].source) is int
    assert load_game(game.to_json()).history == game.history
    place = next(a for a in _placing_game().legal_actions() if isinstance(a, Place))
    game = _placing_game()
    game.apply(Place(place.space, place.colour, float(place.wilds)))
    assert type(game.history[-1][1].wilds) is int


def _placing_game():
    game = new_game(2, seed=10)
    while game.decision.kind == "draft":
        game.apply(game.legal_actions()[0])
    return game


def test_an_unhashable_or_malformed_action_is_refused_not_crashed():
    game = new_game(2, seed=11)
    before = snapshot(game)
    for thing in (Take(1, ["red"]), Place(["red-1"], "red"), Pass(("red", 3)), Draw(["red"]), 42, None):
        error = game.check(thing)
        assert isinstance(error, IllegalAction) and error.rule in ("ACTION-FORM", "A-DRAFT-2", "CHANCE"), thing
        assert snapshot(game) == before


def test_the_widgets_calls_describe_an_action_and_the_log_from_an_event():
    # in another language: tests/test_games_log_translated.py
    game = new_game(3, seed=12)
    action = game.legal_actions()[0]
    assert game.acting_for == game.decision.painter == 0
    assert game.describe(action, 0, lang="en") == game.describe(str(action))
    assert game.log_text(2, lang="en") == game.log_text()[2:]
