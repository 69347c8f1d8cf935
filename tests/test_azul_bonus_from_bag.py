"""Azul: Summer Pavilion — the switch of ruling A-RUL-2, ``bonus_shortage_from_bag``: a bonus the supply cannot pay in
full is paid by the supply first and then, for the missing tiles, by draws from the bag (the tower poured in when the
bag is empty, A-RUL-7; before the supply's refill, A-RUL-8; nothing invented when both are empty, A-RUL-3). Off, the
default of the book's reading, the rest is lost (A-PLACE-13, A-EX-15)."""
import random
from dataclasses import replace

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from azul_support import cover, invariants, set_hand, set_round, set_supply, table, to_placing
from fresco_nb.bench import bench_spec
from fresco_nb.games.azul_sp import RULINGS, load_game, new_game
from fresco_nb.games.azul_sp.bots import GreedyBot
from fresco_nb.games.azul_sp.data import load_data
from fresco_nb.games.azul_sp.heuristic import HeuristicBot
from fresco_nb.texts import rule_text

FROM_BAG = {"bonus_shortage_from_bag": True}


def window_with_two_supply_tiles(**options):
    """A-EX-15's table: P1 holds 6 yellow tiles, yellow-5 is covered, the supply holds a red and a blue tile."""
    game = to_placing(table(2, **options), 0, {0: {"yellow": 6}})
    set_supply(game, ["red", "blue"] + [None] * 8)
    return cover(game, 0, ["yellow-5"])


def empty_the_bag(game, seat: int = 1):
    """Every tile of the bag goes to ``seat``'s hand (the tower is left as it is)."""
    view = game.view()
    hand = view["players"][seat]["hand"]
    return set_hand(game, seat, {c: hand.get(c, 0) + view["bag"].get(c, 0) for c in game.tables.colours})


def keen_move(game, rng: random.Random):
    """A random legal action, passing only when nothing else is legal (so that structures get completed)."""
    legal = game.legal_actions()
    return rng.choice([action for action in legal if action.tag != "pass"] or legal)


def keen_playout(game, rng: random.Random, stop: int = 10_000):
    """Keen moves, with the invariants (132 tiles, A-SET-8) after every step, to the end or ``stop`` actions."""
    while not game.over and len(game.history) < stop:
        game.apply(keen_move(game, rng))
        invariants(game)
    return game


def lines_of(game, rule: str) -> list[str]:
    return [line for line in game.log_text() if f" · {rule}: " in line]


def test_A_RUL_2_the_switch_is_off_by_default_and_the_rest_is_lost():
    assert RULINGS["bonus_shortage_from_bag"] is False
    game = window_with_two_supply_tiles(auto_chance=False)
    game.apply("place yellow-6 yellow")
    assert game.state.owed == 2
    game.apply("bonus red")
    game.apply("bonus blue")
    assert game.decision.kind == "chance"
    assert game.view("full")["draws_pending"] == [["supply", i] for i in range(10)]    # the refill only
    assert game.view()["players"][0]["hand"] == {"red": 1, "blue": 1}
    assert lines_of(game, "A-PLACE-13") == ["Round 1 · A-PLACE-13: The supply holds only 2 tiles of the 3 owed: "
                                            "the rest is lost."]


def test_A_RUL_2_with_the_switch_the_supply_pays_first_and_the_bag_the_rest_before_the_refill():
    game = window_with_two_supply_tiles(rulings=FROM_BAG, auto_chance=False)
    bag = sum(game.state.bag)
    game.apply("place yellow-6 yellow")
    assert game.decision.kind == "bonus" and game.state.owed == 3
    game.apply("bonus red")
    game.apply("bonus blue")
    assert game.decision.kind == "chance" and game.state.owed == 0
    assert game.view("full")["draws_pending"] == [["bonus", 0]] + [["supply", i] for i in range(10)]
    game.apply("draw green")
    me = game.view()["players"][0]
    assert me["hand"] == {"red": 1, "blue": 1, "green": 1} and me["bonus_tiles"] == 3
    assert sum(game.state.bag) == bag - 1
    assert game.view("full")["draws_pending"] == [["supply", i] for i in range(10)]
    assert lines_of(game, "A-RUL-2") == [
        "Round 1 · A-RUL-2: The supply holds only 2 tiles of the 3 owed: the rest is drawn from the bag.",
        "Round 1 · A-RUL-2: P1 draws a green tile from the bag for the bonus."]
    assert not lines_of(game, "A-PLACE-13")
    while game.decision.kind == "chance":
        game.apply(game.legal_actions()[0])
    assert game.decision.painter == 1 and None not in game.view()["supply"]
    invariants(game)


def test_A_RUL_2_with_the_switch_an_empty_supply_pays_every_tile_from_the_bag():
    game = window_with_two_supply_tiles(rulings=FROM_BAG)
    set_supply(game, [None] * 10)
    game.apply("place yellow-6 yellow")
    assert game.decision.painter == 1 and game.state.owed == 0
    me = game.view()["players"][0]
    assert sum(me["hand"].values()) == 3 and me["bonus_tiles"] == 3
    assert len([line for line in lines_of(game, "A-RUL-2") if "from the bag for the bonus" in line]) == 3
    invariants(game)


def test_A_RUL_2_with_the_switch_an_empty_bag_is_refilled_from_the_tower_first():
    game = window_with_two_supply_tiles(rulings=FROM_BAG)
    set_supply(game, [None] * 10)
    empty_the_bag(game)
    assert sum(game.state.bag) == sum(game.state.tower) == 0
    game.apply("place yellow-6 yellow")                # its other 5 yellow tiles go to the tower (A-PLACE-5)
    assert game.view()["players"][0]["hand"] == {"yellow": 3}          # the bonus first (A-RUL-8) ...
    assert game.view()["supply"] == ["yellow", "yellow"] + [None] * 8   # ... then the refill, as far as it goes
    assert lines_of(game, "A-RUL-7") == ["Round 1 · A-RUL-7: The bag is empty: the 5 tiles of the tower are poured "
                                         "into the bag."]
    invariants(game)


def test_A_RUL_2_with_the_switch_and_bag_and_tower_empty_nothing_is_invented():
    game = to_placing(table(2, rulings=FROM_BAG), 0, {0: {"yellow": 1}})
    cover(game, 0, ["yellow-2", "green-3", "green-4"])     # yellow-1 completes statue-yellow-green: 2 tiles
    set_supply(game, ["red"] + [None] * 9)
    empty_the_bag(game)
    game.apply("place yellow-1 yellow")                # costs 1: nothing goes to the tower
    game.apply("bonus red")
    assert game.decision.painter == 1
    assert game.view()["players"][0]["hand"] == {"red": 1} and game.view()["supply"] == [None] * 10
    assert lines_of(game, "A-RUL-3") == [
        "Round 1 · A-RUL-3: The bag and the tower are empty: 1 draw for the bonus is not made.",
        "Round 1 · A-RUL-3: The bag and the tower are empty: 10 draws for the supply are not made."]
    invariants(game)


def test_A_RUL_2_with_the_switch_a_declined_reward_draws_nothing_from_the_bag():
    rulings = {**FROM_BAG, "bonus_optional_in_last_round": True}
    game = set_round(window_with_two_supply_tiles(rulings=rulings), 6)
    game.apply("place yellow-6 yellow")
    game.apply("bonus red")
    game.apply("pass")                                 # A-RUL-4's house rule: the rest of the reward is left
    assert game.view()["players"][0]["hand"] == {"red": 1} and game.decision.painter == 1
    assert not [line for line in game.log_text() if "from the bag for the bonus" in line]


def test_A_RUL_2_the_rule_text_says_what_the_switch_does():
    text = str(rule_text("A-RUL-2"))
    assert "the rest is lost" in text and "drawn from the bag" in text and "switch" in text


def test_A_RUL_2_the_design_bench_offers_the_switch():
    spec = bench_spec("azul_sp")
    assert spec.rulings["bonus_shortage_from_bag"] is False
    change = ("ruling", "bonus_shortage_from_bag", True)
    assert spec.check(change) is None and spec.arm([change])["rulings"] == FROM_BAG


# ------------------------------------------------------------------------------------------------ whole games

SMALL_SUPPLIES = {n: replace(load_data(), supply_size=n) for n in (0, 1, 2, 10)}   # small: shortfalls are common
SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow],
            "phases": [Phase.explicit, Phase.reuse, Phase.generate], "max_examples": 20}
GAMES = st.tuples(st.sampled_from([2, 3, 4]), st.sampled_from(["coloured", "grey"]), st.sampled_from(sorted(
    SMALL_SUPPLIES)), st.integers(min_value=0, max_value=2**32 - 1))


@settings(**SETTINGS)
@given(GAMES, st.integers(min_value=0, max_value=400))
def test_A_RUL_2_with_the_switch_whole_games_keep_132_tiles_and_a_save_replays_them(setting, stop):
    players, side, supply, seed = setting
    data = SMALL_SUPPLIES[supply]
    rng = random.Random(seed)
    game = keen_playout(new_game(players, seed, side=side, rulings=FROM_BAG, data=data), rng, stop)
    loaded = load_game(game.to_json(), data=data)
    assert loaded.rulings["bonus_shortage_from_bag"] is True
    assert loaded.view("full") == game.view("full") and loaded.history == game.history
    assert loaded.log_text() == game.log_text()
    keen_playout(game, rng)
    assert game.over


def test_A_RUL_2_with_the_switch_a_small_supply_draws_bonus_tiles_and_a_save_replays_the_game():
    data = SMALL_SUPPLIES[1]
    game = keen_playout(new_game(3, seed=4, rulings=FROM_BAG, data=data), random.Random(4))
    drawn = [entry for entry in game.log if entry[2] == "bonus_drawn"]
    assert drawn and all(entry[1] == "A-RUL-2" for entry in drawn)
    saved = game.to_json()
    loaded = load_game(saved, data=data)
    assert loaded.to_json() == saved and loaded.log_text() == game.log_text() and loaded.result() == game.result()
    off = keen_playout(new_game(3, seed=4, data=data), random.Random(4))
    assert not [entry for entry in off.log if entry[2] == "bonus_drawn"]
    assert [entry for entry in off.log if entry[1] == "A-PLACE-13"]     # the same shortfalls, the rest lost


def test_A_RUL_2_with_the_switch_the_bots_play_through_bonus_draws_they_cannot_foresee():
    """The heuristic bot tries its options on a determinized copy (the bag's order re-dealt, A-HID-3): the bonus
    draws are chance steps like the others, so it plays whole games with the switch."""
    data = SMALL_SUPPLIES[0]
    game = new_game(2, seed=8, rulings=FROM_BAG, data=data)
    seated = [HeuristicBot(1), GreedyBot(2)]
    while not game.over:
        seat = game.decision.painter
        game.apply(seated[seat].choose(game, seat), seat)
        invariants(game)
    assert [entry for entry in game.log if entry[2] == "bonus_drawn"]
