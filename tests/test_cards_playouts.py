"""Fresco: the card game — random playouts (2/3/4 players) with card conservation and the invariants after every
action, illegal actions probed at every step, save/load and undo exact at random points, the same seed the same
game; and the meta-test: every rule ID and ruling of the rule texts and every worked example has a test."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from cards_support import conserved
from game_support import (assert_bad_save_refused, assert_the_kits_random_bot_plays_four_seats,
                          assert_two_decisions_undone, bad_save_edits, described_playout_log, probe_candidates)
from fresco_nb.games.fresco_cards import (BadSave, Continue, Demand, Discard, Done, Double, Give, IllegalAction, Lay,
                                          Name, Pass, Restore, Reward, Trade, Use, load_game, new_game)
from fresco_nb.texts import rule_ids

SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow],
            "phases": [Phase.explicit, Phase.reuse, Phase.generate], "max_examples": 12}
GAMES = st.tuples(st.sampled_from([2, 3, 4]), st.integers(min_value=0, max_value=2**32 - 1))
RULE = re.compile(r"C-[A-Z]+-\d+|ACTION-FORM|CHANCE")


def snapshot(game) -> tuple:
    return game.to_json(), game.view("full"), game.decision, game.turn


def invariants(game) -> None:
    """Every card counted once (C-SET-9); who decides agrees with the state; scores are VP by source."""
    conserved(game)
    s = game.state
    decision = game.decision
    assert decision.seats == game.turn.seats
    if decision.kind in ("chance", "over"):
        assert decision.painter is None
    else:
        assert decision.seats == (decision.painter,) and game.legal_actions()
        assert decision.painter == (s.owing[0] if decision.kind == "give" else s.current)
    public = game.view("public")
    assert [p["score"] for p in public["players"]] == [sum(s.score(p).values()) for p in s.players]
    assert all(len(p.restored) <= len(game.data.frescoes) for p in s.players)
    assert not s.draws or decision.kind == "chance"


def probe(game, rng: random.Random) -> None:
    """An action of every kind, most of them illegal: legal ones pass the check, the others are refused naming a
    rule and leave the game unchanged."""
    t = game.tables
    card = rng.choice([c.name for c in t.cards] + ["X-9"])
    paint = rng.choice(list(t.paints) + ["W"])
    fresco = rng.choice([f.name for f in t.frescoes])
    supplies = tuple(rng.choice([c.name for c in t.cards] + ["tile", "R-mix+Y-mix", "Y-mix+B-m"]) for _ in range(3))
    candidates = [Demand(paint), Continue(), Pass(), Double(), Lay(card), Trade(), Use(card, rng.choice("MWX")),
                  Name(rng.randrange(5)), Restore(fresco, supplies, rng.randrange(3)),
                  Reward(rng.choice([x.name for x in t.tiles])), Done(), Give(card), Discard(card)]
    probe_candidates(game, candidates, IllegalAction, RULE, snapshot, 10)


def random_playout(game, rng, check=None) -> None:
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
        if check:
            check(game)


@settings(**SETTINGS)
@given(GAMES)
def test_random_playouts_conserve_the_cards_and_refuse_illegal_actions(setting):
    players, seed = setting
    rng = random.Random(seed)
    game = new_game(players, seed)
    invariants(game)
    random_playout(game, rng, check=lambda g: (invariants(g), probe(g, rng)))
    result = game.result()
    assert result["scores"] == [sum(vp.values()) for vp in result["vp"]]
    assert sorted(result["ranking"]) == list(range(players))
    assert result["stalled"] or max(result["frescoes"]) >= game.tables.threshold or not any(game.state.fresco_deck)


@settings(**SETTINGS)
@given(GAMES, st.integers(min_value=0, max_value=400))
def test_save_load_and_undo_are_exact_at_a_random_point(setting, stop):
    players, seed = setting
    rng = random.Random(seed)
    game = new_game(players, seed)
    while not game.over and len(game.history) < stop:
        game.apply(rng.choice(game.legal_actions()))
    loaded = load_game(game.to_json())
    assert loaded.view("full") == game.view("full") and loaded.history == game.history
    assert loaded.log_text() == game.log_text() and loaded.decision == game.decision
    if game.over:
        return
    before = game.clone()
    game.apply(rng.choice(game.legal_actions()))
    game.undo()
    assert game.view("full") == before.view("full") and game.history == before.history
    for other in (game, before, loaded):           # the same chance stream continues in all three
        random_playout(other, random.Random(seed + 1))
    assert game.result() == before.result() == loaded.result()


def test_the_same_seed_deals_the_same_game_and_another_seed_another():
    def played(seed, players=4):
        game = new_game(players, seed=seed)
        random_playout(game, random.Random(0))
        return [str(a) for _, a in game.history]
    assert played(7) == played(7)
    assert played(7) != played(8)
    assert played(3, 2) == played(3, 2)


def test_draws_made_by_hand_replay_the_same_game():
    auto = new_game(3, seed=5)
    random_playout(auto, random.Random(2))
    manual = new_game(3, seed=5, auto_chance=False)
    for seat, action in auto.history:
        assert (manual.decision.kind == "chance") == (seat is None)
        manual.apply(action, seat)
    assert manual.over and manual.result() == auto.result()


def test_every_seat_plays_through_the_public_api_with_the_kits_random_bot():
    assert_the_kits_random_bot_plays_four_seats(new_game)


def test_a_save_is_portable_json_naming_its_game():
    game = new_game(2, seed=3, names=["Ann", "Bob"], start_seat=1, rulings={"refill_from_zero": False})
    random_playout(game, random.Random(3))
    saved = json.loads(game.to_json())
    assert saved["game"] == "fresco_cards" and saved["start_seat"] == 1 and not saved["rulings"]["refill_from_zero"]
    assert all(isinstance(text, str) for _, text in saved["actions"])
    assert load_game(game.to_json()).result() == game.result()
    from fresco_nb.games import load_game as load_any
    assert load_any(game.to_json()).result() == game.result()


@pytest.mark.parametrize("edit, message", bad_save_edits("fresco_cards", "azul_sp", "C-SET-1", "lay X-9"))
def test_a_bad_save_is_refused_naming_what_is_wrong(edit, message):
    assert_bad_save_refused(new_game, load_game, BadSave, edit, message)


def test_undo_takes_back_decisions_not_draws_and_refuses_at_the_start():
    assert_two_decisions_undone(new_game(2, seed=5, start_seat=0), lambda game: "pass", IllegalAction)


def test_every_action_is_described_and_every_log_line_cites_a_rule():
    assert all(re.match(r"R\d+ · C-[A-Z]+-\d+ · .+", line) for line in described_playout_log(new_game))


def test_the_settings_are_checked_naming_the_argument():
    with pytest.raises(ValueError, match="unknown ruling 'x'"):
        new_game(3, rulings={"x": True})
    with pytest.raises(TypeError, match="ruling refill_from_zero must be True or False"):
        new_game(3, rulings={"refill_from_zero": 1})
    with pytest.raises(ValueError, match="names must name each of the 3 players"):
        new_game(3, names=["A"])


# ------------------------------------------------------------------------------------------------ the meta-test

EXAMPLES = [f"C-EX-{i}" for i in range(1, 13)]


def test_every_rule_id_ruling_and_worked_example_has_a_test_named_after_it():
    ids = rule_ids("fresco_cards")
    rules = [i for i in ids if not i.startswith("C-RUL-")]
    assert len(rules) == 74 and len(ids) - len(rules) == 27
    names = set()
    for path in Path(__file__).parent.glob("test_cards_*.py"):
        names |= set(re.findall(r"^def (test_C_\w+)\(", path.read_text(encoding="utf-8"), re.MULTILINE))
    for rule in list(ids) + EXAMPLES:
        prefix = "test_" + rule.replace("-", "_") + "_"
        assert any(name.startswith(prefix) for name in names), f"no test named {prefix}…"
