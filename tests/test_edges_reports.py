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
