"""What the kit reports must be exact (issue 9): previews equal what an action scores, log lines cite the right
rule and read the numbers from the data, the end of the log names the winner as ``result()`` does, ``describe``
reads text and a seat, error messages speak in the numbers the player typed; and a fresco completed before the
last round (R-END-2) reached through the public API with a data variant.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import (decide_until, give_portraits, location, me, module_table, new_lines, next_round, put_bishop,
                      rules_logged, set_paint_codes, set_paints, set_score, set_thalers, show_portraits,
                      start_round, strip_fresco, table, wake_by_subject, plan_all)
from fresco_nb import new_game
from fresco_nb.bots import make_bot
from fresco_nb.data import PAINTS
from fresco_nb.lab import variant
from fresco_nb.rules.actions import Plan
from fresco_nb.rules.game import DECISIONS

from playout_support import SEEDS, SETTINGS

P0, LEO = 0, 2


def at(game, where, seat=P0):
    """Default decisions until ``seat`` decides at ``where`` (market, cathedral, studio, workshop)."""
    decide_until(game, lambda g: g.turn.kind == "player" and g.acting_for == seat and location(g) == where)


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
    bots = [make_bot(bot, f"{seed}:{seat}") for seat in range(players)]
    steps = 0
    while not game.over and steps < 300:
        check_previews(game)
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
        steps += 1


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
