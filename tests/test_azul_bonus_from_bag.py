"""Azul: Summer Pavilion — the switch of ruling A-RUL-2, ``bonus_shortage_from_bag``: a bonus the supply cannot pay in
full is paid by the supply first and then, for the missing tiles, by draws from the bag (the tower poured in when the
bag is empty, A-RUL-7; before the supply's refill, A-RUL-8; nothing invented when both are empty, A-RUL-3). Off, the
default of the book's reading, the rest is lost (A-PLACE-13, A-EX-15)."""
import random
import re
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from azul_support import cover, invariants, set_hand, set_round, set_supply, table, to_placing
from board_support import assert_each_legal_option_clicked_once_where_decided
from fresco_nb.bench import bench_spec
from fresco_nb.bots import make_bot
from fresco_nb.games.azul_sp import IllegalAction
from fresco_nb.games.azul_sp.board import board_svg
from fresco_nb.games.azul_sp.encoding import ActionCodec
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
    return [line for line in game.log_text() if f" · {rule} · " in line]


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
    assert lines_of(game, "A-PLACE-13") == ["R1 · A-PLACE-13 · The supply holds only 2 tiles of the 3 owed: "
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
        "R1 · A-RUL-2 · The supply holds only 2 tiles of the 3 owed: the rest is drawn from the bag.",
        "R1 · A-RUL-2 · P1 draws a green tile from the bag for the bonus."]
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
    assert lines_of(game, "A-RUL-7") == ["R1 · A-RUL-7 · The bag is empty: the 5 tiles of the tower are poured "
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
        "R1 · A-RUL-3 · The bag and the tower are empty: 1 draw for the bonus is not made.",
        "R1 · A-RUL-3 · The bag and the tower are empty: 10 draws for the supply are not made."]
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


# ------------------------------------------------------- A-RUL-4's house rule with the switch: the bag's reward

BOTH = {**FROM_BAG, "bonus_optional_in_last_round": True}


def window_in_round_6_with_supply(colours: list, rulings=BOTH):
    """A-EX-15's table in the last round, both switches on, the supply holding ``colours`` (the rest empty)."""
    game = set_round(window_with_two_supply_tiles(rulings=rulings), 6)
    return set_supply(game, colours + [None] * (10 - len(colours)))


def test_A_RUL_4_with_the_bag_switch_an_empty_supply_lets_the_player_decide():
    game = window_in_round_6_with_supply([])
    game.apply("place yellow-6 yellow")
    assert game.decision.kind == "bonus" and game.decision.painter == 0 and game.state.owed == 3
    assert [str(a) for a in game.legal_actions()] == ["bonus-from-bag", "pass"]
    assert game.describe("bonus-from-bag") == "P1 draws the rest of the reward from the bag: 3 tiles."
    assert game.describe("pass") == "P1 turns down the rest of the reward: nothing is drawn from the bag."


def test_A_RUL_4_with_the_bag_switch_accepting_draws_the_reward_from_the_bag():
    game = window_in_round_6_with_supply([])
    bag = sum(game.state.bag)
    game.apply("place yellow-6 yellow")
    game.apply("bonus-from-bag")
    me = game.view()["players"][0]
    assert sum(me["hand"].values()) == 3 and me["bonus_tiles"] == 3 and sum(game.state.bag) < bag
    assert len([line for line in lines_of(game, "A-RUL-2") if "from the bag for the bonus" in line]) == 3
    assert game.decision.painter == 1
    invariants(game)


def test_A_RUL_4_with_the_bag_switch_declining_draws_nothing_and_the_log_says_so():
    game = window_in_round_6_with_supply([])
    game.apply("place yellow-6 yellow")
    bag = list(game.state.bag)
    game.apply("pass")
    assert game.view()["players"][0]["hand"] == {} and game.view()["players"][0]["bonus_tiles"] == 0
    assert game.decision.painter == 1
    assert lines_of(game, "A-RUL-4") == ["R6 · A-RUL-4 · P1 turns down 3 tiles of the reward: nothing is drawn "
                                         "from the bag."]
    assert not [line for line in game.log_text() if "from the bag for the bonus" in line]
    assert sum(game.state.bag) <= sum(bag)          # only the supply's refill draws
    invariants(game)


def test_A_RUL_4_with_the_bag_switch_a_supply_emptied_by_the_reward_leaves_the_rest_to_decide():
    game = window_in_round_6_with_supply(["red"])
    game.apply("place yellow-6 yellow")
    assert [str(a) for a in game.legal_actions()] == ["bonus red", "pass"]
    game.apply("bonus red")
    assert game.state.owed == 2 and [str(a) for a in game.legal_actions()] == ["bonus-from-bag", "pass"]
    game.apply("pass")
    assert game.view()["players"][0]["hand"] == {"red": 1}
    assert lines_of(game, "A-RUL-4")[-1].endswith("P1 turns down 2 tiles of the reward: nothing is drawn from the bag.")


def test_A_RUL_4_the_bag_is_offered_only_with_both_switches_in_the_last_round():
    for rulings, round_ in ((FROM_BAG, 6), (BOTH, 5)):
        game = set_round(window_with_two_supply_tiles(rulings=rulings), round_)
        set_supply(game, [None] * 10)
        game.apply("place yellow-6 yellow")
        assert game.decision.painter == 1 and sum(game.view()["players"][0]["hand"].values()) == 3
    game = window_in_round_6_with_supply(["red", "blue"])
    game.apply("place yellow-6 yellow")
    error = game.check("bonus-from-bag")
    assert error.rule == "A-RUL-2" and "supply" in str(error)
    before = game.view("full")
    with pytest.raises(IllegalAction):
        game.apply("bonus-from-bag")
    assert game.view("full") == before


def bag_choice_game(seed: int):
    """A whole game with both switches and no supply at all (every reward comes from the bag), played keenly to the
    first choice between the bag's reward and declining it in round 6 (None if it never comes)."""
    data = SMALL_SUPPLIES[0]
    game = new_game(2, seed, rulings=BOTH, data=data)
    rng = random.Random(seed)
    while not game.over:
        if game.decision.kind == "bonus":
            return game
        game.apply(keen_move(game, rng))
    return None


def first_bag_choice():
    return next(game for game in map(bag_choice_game, range(50)) if game is not None)


def test_A_RUL_4_with_the_bag_switch_undo_and_a_save_replay_the_choice():
    data = SMALL_SUPPLIES[0]
    game = first_bag_choice()
    assert game.state.round == 6 and [str(a) for a in game.legal_actions()] == ["bonus-from-bag", "pass"]
    choice = game.to_json()
    for answer in ("bonus-from-bag", "pass"):
        game.apply(answer)
        saved = game.to_json()
        loaded = load_game(saved, data=data)
        assert loaded.to_json() == saved and loaded.log_text() == game.log_text()
        assert loaded.view("full") == game.view("full")
        game.undo()
        assert game.to_json() == choice and game.decision.kind == "bonus"


def test_A_RUL_4_with_the_bag_switch_every_bot_plays_through_the_choice():
    for name in ("random", "greedy", "heuristic", "search"):
        game = first_bag_choice()
        bot = make_bot(name, seed=1, game="azul_sp")
        mine = game.decision.painter
        choice = bot.choose(game, mine)
        assert str(choice) in ("bonus-from-bag", "pass")
        game.apply(choice, mine)
        invariants(game)
        rival = make_bot("greedy", seed=2, game="azul_sp")
        while not game.over:
            seat = game.decision.painter
            game.apply((bot if seat == mine else rival).choose(game, seat), seat)
            invariants(game)


def test_A_RUL_4_with_the_bag_switch_the_codec_holds_the_choice_and_default_ids_stay():
    game = first_bag_choice()
    codec = ActionCodec(game)
    legal = game.legal_actions()
    ids = [codec.encode(a) for a in legal]
    assert len(set(ids)) == 2 and [codec.decode(i) for i in ids] == list(legal)
    assert codec.legal_ids(game, game.decision.painter) == sorted(ids)
    plain = ActionCodec(new_game(2, 1, data=SMALL_SUPPLIES[0], rulings=FROM_BAG))
    assert codec.actions[:plain.size] == plain.actions and codec.size == plain.size + 1
    assert plain.size == ActionCodec(new_game(2, 1, data=SMALL_SUPPLIES[0])).size
    with pytest.raises(KeyError):
        plain.encode(legal[0])


def test_A_RUL_4_with_the_bag_switch_the_board_offers_both_answers_as_clicks():
    game = first_bag_choice()
    for svg in assert_each_legal_option_clicked_once_where_decided(game, board_svg):
        assert "draw the rest from the bag" in svg and "turn down the rest of the reward" in svg


def status_line(svg: str) -> str:
    """The board header's status line: whose decision is due, in words."""
    return re.search(r'class="status"[^>]*>([^<]*)<', svg).group(1)


def test_A_RUL_4_with_the_bag_switch_the_board_status_says_the_bag_or_nothing_is_chosen():
    game = window_in_round_6_with_supply(["red"])
    game.apply("place yellow-6 yellow")
    assert status_line(board_svg(game, 0)) == "P1 takes bonus tiles from the supply"
    game.apply("bonus red")                                     # the supply is empty, 2 tiles still owed
    for who in (0, "public", "full"):
        for layout in ("notebook", "projector"):
            assert status_line(board_svg(game, who, layout)) == (
                "P1 chooses: the rest of the reward from the bag, or nothing")


def test_A_RUL_4_with_the_bag_switch_random_whole_games_keep_132_tiles_and_replay_from_a_save():
    """Keen players who accept or decline at random, with both switches and no supply: every round-6 reward is the
    choice; the tiles add up after every step, and each finished game replays from its save."""
    data = SMALL_SUPPLIES[0]
    codes = set()
    for seed in range(6):
        game = new_game(2, seed, rulings=BOTH, data=data)
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()) if game.decision.kind == "bonus" else keen_move(game, rng))
            invariants(game)
        codes |= {entry[2] for entry in game.log if entry[1] in ("A-RUL-2", "A-RUL-4")}
        loaded = load_game(game.to_json(), data=data)
        assert loaded.log_text() == game.log_text() and loaded.result() == game.result()
    assert {"bonus_drawn", "bag_bonus_declined"} <= codes


def test_A_RUL_4_the_rule_text_says_the_bag_reward_may_be_turned_down():
    text = str(rule_text("A-RUL-4"))
    assert "house rule" in text and "draw the rest from the bag, or turn it down" in text
