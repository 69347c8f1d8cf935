"""What the kit reports must be exact (issue 9): previews equal what an action scores, log lines cite the right
rule and read the numbers from the data, the end of the log names the winner as ``result()`` does, ``describe``
reads text and a seat, error messages speak in the numbers the player typed; and a fresco completed before the
last round (R-END-2) reached through the public API with a data variant.
"""
from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import (decide_until, give_portraits, give_tiles, location, me, module_table, new_lines, next_round, put_bishop,
                      rules_logged, set_mood, set_paint_codes, set_paints, set_score, set_thalers, show_portraits,
                      start_round, strip_fresco, table, wake_all, wake_by_subject, plan_all)
from fresco_nb import new_game
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.data import PAINTS
from fresco_nb.lab import variant
from fresco_nb.games.fresco.rules.actions import Plan
from fresco_nb.games.fresco.rules.errors import IllegalAction
from fresco_nb.games.fresco.rules.game import DECISIONS
from fresco_nb.games.fresco.rules.wording import count
from fresco_nb.texts import Catalogue

from playout_support import SEEDS, SETTINGS, play

P0, LEO = 0, 2


def at(game, where, seat=P0):
    """Default decisions until ``seat`` decides at ``where`` (market, cathedral, studio, workshop)."""
    decide_until(game, lambda g: g.turn.kind == "player" and g.acting_for == seat and location(g) == where)


def round_at(game, where, plan, paints=None, slot=1):
    """P1 holds ``paints`` (if given), wakes at ``slot`` and plays ``plan``; default decisions until he decides at
    ``where``."""
    if paints is not None:
        set_paints(game, P0, paints)
    start_round(game, {P0: slot}, {P0: plan})
    at(game, where)
    return game


def line_with(game, rule, since=0):
    """The one log line citing ``rule`` from event ``since`` on."""
    found = [line for line in game.log_text(since) if f" · {rule} · " in line]
    assert len(found) == 1, found
    return found[0]


# ================================================================ 1. previews equal what is scored (R-POR-3)

def _vp(game, seat):
    """VP by source credited during play (the final money conversion left out: it is not the action's)."""
    return {k: n for k, n in game.view("full")["players"][seat]["vp"].items() if k != "money"}


def _immediate(game, subject, action):
    """The subject's thalers, paints and mood right after the decision alone, before the game moves on to
    automatic steps (income, the next player's studio): what a preview describes."""
    s = game.state.copy()
    DECISIONS[game.decision.kind, s.players[subject].automaton].apply[type(action)](s, subject, action)
    p = s.players[subject]
    return p.thalers, list(p.paints), p.mood


def check_previews(game):
    """For every legal action (a sample of the plans): the preview's VP is what applying it scores (by source:
    the bishop bonus with the Abbot's extra VP), and its thalers, paints and mood are what the decision changes."""
    decision = game.decision
    if decision.kind in ("chance", "over"):
        return
    seat = decision.seats[0]
    subject = seat if decision.painter is None else decision.painter
    legal = game.legal_actions(seat)
    effects = game.previews(seat)
    before = _vp(game, subject)
    p = game.state.players[subject]
    thalers, paints, mood = p.thalers, list(p.paints), p.mood
    for action, effect in zip(legal, effects):
        if isinstance(action, Plan) and random.Random(str(action)).random() > 0.05:
            continue
        after = game.clone().apply(action, seat)
        gained = {k: n - before.get(k, 0) for k, n in _vp(after, subject).items() if n != before.get(k, 0)}
        assert effect.vp == sum(gained.values()), (str(action), effect, gained)
        assert effect.bonus == gained.get("bishop", 0) + (gained.get("portraits", 0)
                                                          if "bishop" in gained else 0), (str(action), effect, gained)
        new_thalers, new_paints, new_mood = _immediate(game, subject, action)
        assert effect.thalers == new_thalers - thalers, (str(action), effect)
        delta = {PAINTS[i]: b - a for i, (a, b) in enumerate(zip(paints, new_paints)) if b != a}
        assert {k: n for k, n in effect.paints.items() if n} == delta, (str(action), effect, delta)
        assert effect.mood == new_mood - mood, (str(action), effect)


def test_R_POR_3_preview_of_a_restoration_counts_the_abbots_vp():
    game = module_table(4, modules=("portraits",), fresco={"b2": "F03a", "a5": "F03c"})
    give_portraits(game, P0, ["P-B2"])                      # the Abbot: +1 VP with every bishop bonus
    strip_fresco(game, ["b2", "a5"])
    set_paints(game, P0, "RYRBOGV")
    start_round(game, {P0: 4}, {P0: "0 3 0 0 0"})
    at(game, "cathedral")
    effect = game.preview("restore b2")                     # bishop on c3, diagonal: 3 + 2, and the Abbot's 1
    assert (effect.vp, effect.bonus) == (3 + 2 + 1, 2 + 1)
    assert game.preview("restore a5").vp == 3               # no bishop bonus, no Abbot
    assert game.preview("bishop NW").best_next == 3 + 3 + 1  # the step onto b2: on it, with the Abbot
    game.apply("restore b2", P0)
    assert me(game, P0)["score"] == 6


@settings(max_examples=8, **SETTINGS)
@given(players=st.sampled_from([2, 3, 4]), seed=SEEDS, bot=st.sampled_from(["random", "greedy"]))
def test_R_POR_3_every_preview_is_what_the_action_scores_over_whole_games(players, seed, bot):
    game = new_game(players=players, seed=seed, modules=("portraits", "requests", "blends"))
    give_portraits(game, 0, ["P-B2"])                       # the Abbot and the Provost in play from the start
    give_portraits(game, 1, ["P-C1"])
    check_previews(game)
    play(game, [make_bot(bot, f"{seed}:{seat}") for seat in range(players)], 300, after=lambda g, *_: check_previews(g))


# ================================================================ 2. Leonardo's fall-back jump (R-LEO-6)

def leo_first(game, plans=None):
    """Round start: Leonardo wakes at 5:00 (he acts first everywhere), the players later; both plan."""
    wake_by_subject(game, {LEO: 1, 0: 4, 1: 5})
    plan_all(game, plans or {})


def test_R_LEO_6_the_fall_back_jump_is_logged_as_the_rules_fall_back_with_its_reason():
    game = module_table(2)                   # a1 = F03a (3), c1 = F03c (3), d1 = F04a (4)
    strip_fresco(game, ["a1", "c1", "d1", "e5", "b2", "d4", "a5"])     # nothing orthogonal to c3
    leo_first(game)
    at(game, "cathedral", LEO)
    mark = len(game.log)
    game.apply("restore a1", 0)
    line = line_with(game, "R-LEO-6", mark)
    assert "moves from" not in line
    assert ("no fresco tile next to Leonardo's painter on c3" in line
            and "jumps to a1, a tile of the lowest value left (3)" in line and "decided by P1" in line), line


def test_R_LEO_6_an_orthogonal_step_is_logged_as_a_step():
    game = module_table(2)
    leo_first(game)
    at(game, "cathedral", LEO)
    mark = len(game.log)
    game.apply("restore d3", 0)
    line = line_with(game, "R-LEO-6", mark)
    assert "Leonardo steps from c3 to d3 (decided by P1)" in line and "7 VP + 2 bishop bonus" in line, line


# ================================================================ 3. the end of a two-player log (R-LEO-8, R-END-4)

def _final_table(rulings=None):
    """Two players in the last round (round 2), nobody but Leonardo scored in round 1."""
    game = module_table(2, rulings=rulings)
    strip_fresco(game, ["a1", "e1", "a5", "e5", "b1", "d5", "c1"])
    next_round(game)
    assert game.view()["last_round"]
    return game


def _play_to_the_end(game, scores, thalers=(12, 1)):
    for seat, space in scores.items():
        set_score(game, seat, space)
    for seat, n in enumerate(thalers):
        set_thalers(game, seat, n)
    mark = len(game.log)
    decide_until(game, lambda g: g.over)
    return game.log_text(mark)


def test_R_LEO_8_leonardo_first_the_log_names_the_better_placed_player_as_winner():
    game = _final_table()
    lines = _play_to_the_end(game, {LEO: 40, 0: 20, 1: 25})
    assert not any("Leonardo turns" in line for line in lines)          # he has no money to convert
    assert any(" · R-LEO-8 · Leonardo has no money to convert; his painter stays on space 40." in line
               for line in lines), lines
    assert game.result()["winner_name"] == "P1"
    assert lines[-1].endswith(" · R-LEO-8 · Leonardo finished furthest along the score track (space 40), but he "
                              "cannot win: P1, the better-placed player (space 26), wins."), lines[-1]


def test_R_LEO_8_ruling_leonardo_can_win_the_log_says_he_wins():
    game = _final_table(rulings={"leonardo_can_win": True})
    lines = _play_to_the_end(game, {LEO: 40, 0: 20, 1: 25})
    assert game.result()["winner_name"] == "Leonardo"
    assert lines[-1].endswith(" · R-LEO-8 · Leonardo is furthest along the score track (space 40) and wins "
                              "(by this game's ruling); both players lose."), lines[-1]


def test_R_END_4_a_player_ahead_of_leonardo_wins_in_the_log():
    game = _final_table()
    lines = _play_to_the_end(game, {LEO: 10, 0: 20, 1: 30})
    assert game.result()["winner_name"] == "P2"
    assert lines[-1].endswith(" · R-END-4 · P2 is furthest along the score track (space 30) and wins."), lines[-1]


def test_R_END_4_three_players_the_log_names_the_winner():
    game = new_game(players=3, seed=4)
    bots = [make_bot("greedy", f"4:{seat}") for seat in range(3)]
    while not game.over:
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    result = game.result()
    space = result["scores"][result["winner"]]
    assert game.log_text()[-1].endswith(f" · R-END-4 · {result['winner_name']} is furthest along the score track "
                                        f"(space {space}) and wins.")


# ================================================================ 4. blend mixes and altar sets cite module 3 (R-BLD)

def blends_round_at(where, paints, plan):
    game = module_table(4, modules=("blends",))
    set_paint_codes(game, P0, paints)
    start_round(game, {P0: 4, 1: 5}, {P0: plan, 1: "0 0 0 1 0"})
    at(game, where)
    return game


def test_R_BLD_2_pink_and_brown_mixes_cite_the_blend_rule():
    game = blends_round_at("workshop", "VROGRY", "0 0 0 2 0")
    mark = len(game.log)
    for mix in ("mix Pk", "mix Br", "mix O"):
        game.apply(mix, P0)
    lines = game.log_text(mark)
    assert rules_logged(lines[:3]) == ["R-BLD-2", "R-BLD-2", "R-WKS-1"], lines
    assert "mixes violet + red into pink" in lines[0] and "mixes orange + green into brown" in lines[1], lines


def test_R_BLD_3_an_altar_set_with_a_blend_paint_cites_the_blend_rule():
    game = blends_round_at("cathedral", "OGPkOGV", "0 2 0 0 0")
    mark = len(game.log)
    game.apply("altar O+G+Pk", P0)
    game.apply("altar O+G+V", P0)
    lines = [line for line in game.log_text(mark) if "restores the altar" in line]
    assert rules_logged(lines) == ["R-BLD-3", "R-ALT-1"], lines
    assert lines[0].endswith("P1 restores the altar with O+G+Pk (mixed set with blends): 9 VP."), lines[0]


# ================================================================ 5. numbers read from the data, not written in

def _edited():
    """The shipped data with every amount a sentence quotes changed: the bishop step, the Provost, the studio,
    a request's income."""
    base = variant()
    cards = tuple(dataclasses.replace(c, amount=2) if c.effect == "provost" else c for c in base.portraits)
    return variant(bishop_step_cost=2, studio_thalers=4, request_income_thalers=2, portraits=cards)


EDITED = _edited()


def edited_game(modules=(), seed=1):
    return new_game(players=4, seed=seed, modules=modules, data=EDITED)


@pytest.mark.parametrize("modules, action, described, rule, logged, refused", [
    ((), "bishop N", "pay 2 thalers: bishop steps N",
     "R-CATH-4", "P1 pays 2 thalers and moves the bishop from c3 to c2.",
     ("R-CATH-4", "moving the bishop costs 2 thalers; P1 has 1")),
    (("portraits",), "provost a1", "Provost: pay 2 thalers, bishop jumps to a1",
     "R-POR-6", "P1's Provost moves the bishop from c3 to a1 for 2 thalers.",
     ("R-ACT-3", "the Provost's jump costs 2 thalers; P1 has 1")),
])
def test_R_CATH_4_R_POR_6_moving_the_bishop_costs_and_says_the_datas_amount(modules, action, described, rule, logged,
                                                                            refused):
    """The bishop step's cost and the Provost card's amount (both 2 here) in the charge, the log, describe and
    the error of a player short of money."""
    game = edited_game(modules=modules)
    if modules:
        give_portraits(game, P0, ["P-C1"])
    round_at(game, "cathedral", "0 1 0 0 0", "RRYYBB")
    thalers = me(game, P0)["thalers"]
    set_thalers(game, P0, 1)
    error = game.check(action)
    assert (error.rule, error.reason) == refused
    set_thalers(game, P0, thalers)
    assert game.describe(action) == described
    mark = len(game.log)
    game.apply(action, P0)
    assert me(game, P0)["thalers"] == thalers - 2
    assert line_with(game, rule, mark).endswith(logged)


def test_R_POR_2_a_portrait_instead_of_the_studios_thalers_from_the_data():
    game = edited_game(modules=("portraits",))
    show_portraits(game, ["P-C3", "P-B2"])            # the Patron, the Abbot
    round_at(game, "studio", "0 0 1 0 0")
    assert game.describe("pass") == "no portrait: 4 thalers per studio apprentice"
    mark = len(game.log)
    game.apply("portrait P-C3", P0)
    assert line_with(game, "R-POR-2", mark).endswith("P1 takes the Patron portrait instead of 4 thalers.")


def test_R_REQ_5_a_requests_income_sentence_quotes_the_datas_thalers():
    game = edited_game(modules=("requests",))
    give_tiles(game, P0, ["F05b", "F07a", "F08b"])         # three tiles with a violet spot on the back
    round_at(game, "workshop", "0 0 0 1 0")
    game.apply("request V F05b,F07a,F08b", P0)
    mark = len(game.log)
    next_round(game)
    assert line_with(game, "R-REQ-5", mark).endswith("P1's violet request (10 VP) pays 2 thalers and violet.")


# ================================================================ 7. describe, reward lines, plurals, typed numbers

def test_describe_reads_the_text_form_like_the_action_value():
    game = table()
    legal = game.legal_actions()
    assert game.describe("wake 3") == game.describe(legal[2]) == "wake at 7:00: mood -1, tiles cost 2 thalers each"
    with pytest.raises(IllegalAction) as caught:
        game.describe("wake up")
    assert caught.value.rule == "ACTION-FORM"


def test_describe_a_plan_for_the_planning_seat_named():
    game = table()
    set_score(game, 1, "S4")
    set_mood(game, 1, 3)                                    # a +1 space: six apprentices
    wake_all(game, {0: 4, 1: 4 + 1})
    assert game.turn.kind == "simultaneous"
    assert game.describe("plan 1 1 1 0 0", seat=0) == "plan: 1× market, 1× cathedral, 1× studio (3 of P1's 5 apprentices)"
    assert game.describe("plan 1 1 1 0 0", seat=1).endswith("(3 of P2's 6 apprentices)")


def test_describe_a_purchase_with_its_price_for_the_buyer():
    game = table()
    start_round(game, {P0: 1}, {P0: "2 0 0 0 0"})          # 5:00: tiles cost 4 each (the 4-player inn)
    at(game, "market")
    price = game.preview("buy I 1,2").thalers
    assert game.describe("buy I 1,2").endswith(f"at stall I for {-price} thalers")


@pytest.mark.parametrize("card, reward", [
    ("P-B6", "P1 receives the Self-portrait's reward: 2 VP and mood +2 — the card leaves the game."),
    ("P-C4", "P1 receives the Muse's reward: mood to the top of the track — the card leaves the game."),
    ("P-A4", "P1 receives the Nobles' reward: 2 thalers and O — the card leaves the game."),
    ("P-A2", "P1 receives the Merchant's reward: 1 thaler and R+Y — the card leaves the game."),
])
def test_R_POR_3_a_one_time_cards_reward_line_names_everything_it_gives(card, reward):
    game = module_table(4, modules=("portraits",))
    show_portraits(game, [card])
    round_at(game, "studio", "0 0 1 0 0")
    mark = len(game.log)
    action = next(a for a in game.legal_actions() if str(a).startswith(f"portrait {card}")
                  and str(a) in (f"portrait {card}", f"portrait {card} R,Y"))
    game.apply(action, P0)
    assert line_with(game, "R-POR-3", mark).endswith(reward)


def test_R_ACT_3_forgone_workshop_actions_are_counted_as_mixes():
    game = table()
    set_paints(game, P0, "RYBRYB")
    start_round(game, {P0: 1, 1: 2}, {P0: "0 0 0 2 0", 1: "0 0 0 1 0"})
    at(game, "workshop")
    game.apply("mix O", P0)
    mark = len(game.log)
    game.apply("pass", P0)
    assert line_with(game, "R-ACT-3", mark).endswith("P1 forgoes 3 remaining mixes at the workshop.")


def test_R_WAKE_2_an_unknown_slot_is_named_as_typed():
    game = table()
    error = game.check("wake 9")
    assert error.rule == "R-WAKE-2" and error.reason == "there is no wake-up slot 9; the inn has slots 1 to 5"


def test_R_MKT_1_an_unknown_stall_is_named_as_typed():
    game = table()
    round_at(game, "market", "1 0 0 0 0")
    error = game.check("buy V 1")
    assert error.rule == "R-MKT-1" and error.reason == "there is no stall V; this board side has 4 stalls, I to IV"


def test_R_MKT_2_a_tile_outside_the_stall_is_named_as_typed():
    game = table()
    round_at(game, "market", "2 0 0 0 0")
    error = game.check("buy II 1,4")
    assert error.rule == "R-MKT-2" and error.reason == "stall II holds 3 tiles: name them 1 to 3"
    assert game.check("buy II 1,1").reason == "each tile of stall II can be bought once"


def test_R_POR_6_a_jump_onto_the_bishops_own_part_names_the_part():
    game = module_table(4, modules=("portraits",))
    give_portraits(game, P0, ["P-C1"])
    round_at(game, "cathedral", "0 1 0 0 0", "RRYYBB")
    error = game.check("provost c3")
    assert error.rule == "R-POR-6" and error.reason == ("the bishop already stands on c3: the Provost moves him to any "
                                                       "other part")


def test_mixing_without_the_paints_names_the_paints():
    game = table()
    round_at(game, "workshop", "0 0 0 1 0", "RB")
    error = game.check("mix O")
    assert error.rule == "R-ACT-3" and error.reason == "mixing orange needs red + yellow"


def test_counts_are_worded_in_the_right_number():
    game = table()
    mark = len(game.log)
    start_round(game, {P0: 1}, {P0: "0 0 1 0 0"})
    assert line_with(game, "R-STU-1", mark).endswith("P1 paints portraits in the studio with 1 apprentice: +3 thalers.")
    assert count(1, "thaler") == "1 thaler" and count(2, "VP") == "2 VP" and count(0, "mix") == "0 mixes"
    grammar = Catalogue.load().grammar
    assert grammar.possessive("Nobles") == "Nobles'" and grammar.possessive("Anna") == "Anna's"


# ================================================================ 16. a fresco completed before the last round (R-END-2)

LATER_LOCATIONS = ("studio", "workshop", "theatre")          # visited after the cathedral in a round


@pytest.mark.parametrize("players, seed", [(3, 2), (2, 0), (4, 1)])
def test_R_END_2_a_fresco_completed_in_a_round_that_is_not_the_last_public_api_and_variant(players, seed):
    """With R-END-1's threshold at 0 (a data variant), no round is ever announced as the last: the fresco runs
    out during a normal round. That round is played to its end, the game ends with the final scoring, no income."""
    game = new_game(players=players, seed=seed, data=variant(end_threshold=0))
    bots = [make_bot("greedy", f"{seed}:{seat}") for seat in range(players)]
    while not game.over:
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    view, result = game.view(), game.result()
    assert view["tiles_left"] == 0 and view["last_round"] is False
    last = result["rounds"]
    lines = [line for line in game.log_text() if line.startswith(f"R{last} · ")]
    rules = rules_logged(lines)
    assert "R-END-1" not in rules_logged(game.log_text())         # never a last round by R-END-1
    end = rules.index("R-END-2")
    restorations = [i for i, rule in enumerate(rules) if rule in ("R-CATH-1", "R-CATH-2", "R-LEO-6")]
    assert restorations and restorations[-1] < end                 # the last tile went during this round ...
    assert any(where in line for line in lines[restorations[-1] + 1:end] for where in LATER_LOCATIONS)  # ... played out
    assert not any(rule.startswith("R-PREP") for rule in rules)    # no income, no preparation
    assert rules[end + 1:].count("R-END-3") == players      # then the final scoring (Leonardo has no money)
    assert rules[-1] in ("R-END-4", "R-LEO-8")
    assert lines[end].endswith("The fresco is fully restored: the game ends after this round, with no income.")


def test_articles_an_8_point_tile_an_orange_request():
    game = module_table(2)
    leo_first(game)
    at(game, "cathedral", LEO)
    mark = len(game.log)
    game.apply("restore c4", 0)                              # c4 = F08b, worth 8
    assert "and restores an 8-point tile (" in line_with(game, "R-LEO-6", mark)
    with_article = Catalogue.load().grammar.with_article
    assert [with_article(x) for x in ("5-point tile", "11-point tile", "18-point tile", "orange request",
                                      "general request")] == ["a 5-point tile", "an 11-point tile", "an 18-point tile",
                                                              "an orange request", "a general request"]


def test_R_LEO_9_a_portrait_without_vp_is_said_to_score_nothing():
    game = module_table(2, modules=("portraits",))
    show_portraits(game, ["P-C4"])                             # the Muse shows no VP
    leo_first(game)
    decide_until(game, lambda g: any("R-LEO-9" in line for line in g.log_text()))
    assert line_with(game, "R-LEO-9").endswith("Leonardo removes the Muse portrait from the studio; it has no printed "
                                               "VP, so he scores nothing.")


def test_R_THE_1_a_theatre_visit_at_the_top_says_the_mood_stays():
    game = table()
    set_mood(game, P0, 3)                                      # the top of the default track
    mark = len(game.log)
    start_round(game, {P0: 4}, {P0: "0 0 0 0 1"})
    assert line_with(game, "R-THE-1", mark).endswith("P1 goes to the theatre (1×): mood stays at +3 (a +1 space), "
                                                     "the top of the track.")


def test_R_SCORE_1_a_score_line_says_the_vp_and_the_move():
    game = table(fresco={"b2": "F03a"})
    set_paints(game, P0, "RY")
    start_round(game, {P0: 4}, {P0: "0 1 0 0 0"})
    at(game, "cathedral")
    mark = len(game.log)
    game.apply("restore b2", P0)
    assert line_with(game, "R-SCORE-1", mark).endswith("P1 scores 5 VP: the painter moves from start space S1 to space 5.")


def test_R_THE_1_R_POR_3_a_theatre_visit_with_the_actor_says_his_steps():
    game = module_table(4, modules=("portraits",))
    give_portraits(game, P0, ["P-B1"])                         # the Actor: 3 mood steps per theatre apprentice
    set_mood(game, P0, -3)
    mark = len(game.log)
    start_round(game, {P0: 4}, {P0: "0 0 0 0 1"})
    assert line_with(game, "R-THE-1", mark).endswith("P1 goes to the theatre (1×, the Actor's 3 steps each): mood from "
                                                     "-3 (a −1 space) to +0.")
