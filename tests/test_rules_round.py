"""Phase 1 (wake-up time and mood) and phase 2 (planning, order of actions):
R-WAKE-1..3, R-MOOD-1..3, R-PLAN-1..2, R-ACT-1..3."""
import pytest

from conftest import (finish_round, location, next_round, me, new_lines, paints_of, plan_all, rules_logged, set_mood,
                      set_paints, set_score, set_thalers, start_round, table, wake_all)
from fresco_nb.games.fresco.rules.errors import IllegalAction


def wake_order(game, slots):
    """The seats in the order the game asks them to choose, each taking ``slots[seat]``."""
    asked = []
    while game.view()["phase"] == "wake":
        seat = game.turn.seats[0]
        asked.append(seat)
        game.apply(f"wake {slots[seat]}", seat)
    return asked


# ------------------------------------------------------------------------- R-WAKE-1

def test_R_WAKE_1_choose_in_ascending_score_order_start_spaces_rearmost():
    game = table()
    set_score(game, 0, 12)
    set_score(game, 1, "S2")
    set_score(game, 2, 3)
    set_score(game, 3, "S1")
    next_round(game)        # the order is fixed when a round begins; R-PREP-4 then swaps S1 and S2
    assert [p["start_space"] for p in game.view()["players"]] == [None, 1, None, 2]
    assert wake_order(game, {0: 1, 1: 2, 2: 3, 3: 4}) == [1, 3, 2, 0]
    assert any("R-WAKE-1 · Round 2 begins" in line for line in game.log_text())


def test_R_WAKE_1_all_on_start_spaces_S1_first():
    game = table(start=[2, 0, 3, 1])                        # P3 on S1, P1 on S2, P4 on S3, P2 on S4
    assert wake_order(game, {0: 1, 1: 2, 2: 3, 3: 4}) == [2, 0, 3, 1]


def test_R_WAKE_1_choosing_out_of_turn_is_illegal():
    game = table()
    error = game.check("wake 1", 2)
    assert error is not None and error.rule == "R-WAKE-1"
    with pytest.raises(IllegalAction):
        game.apply("wake 1", 2)
    assert game.view()["inn"][0]["painter"] is None


# ------------------------------------------------------------------------- R-WAKE-2

def test_R_WAKE_2_a_slot_holds_one_painter():
    game = table()
    game.apply("wake 2", 0)
    assert [str(a) for a in game.legal_actions(1)] == ["wake 1", "wake 3", "wake 4", "wake 5"]
    error = game.check("wake 2", 1)
    assert error.rule == "R-WAKE-2" and "taken by P1" in error.reason
    game.apply("wake 5", 1)
    assert [str(a) for a in game.legal_actions(2)] == ["wake 1", "wake 3", "wake 4"]
    assert [s["painter"] for s in game.view()["inn"]] == [None, "P1", None, None, "P2"]


def test_R_WAKE_2_no_slot_beyond_the_inn():
    game = table()
    assert game.check("wake 6", 0).rule == "R-WAKE-2"


# ------------------------------------------------------------------------- R-WAKE-3

def test_R_WAKE_3_slot_sets_mood_price_and_action_order():
    game = table()
    set_score(game, 0, 20)                # the leader chooses last but may still act first
    wake_all(game, {1: 5, 2: 2, 3: 4, 0: 1})
    view = game.view()
    assert view["action_order"] == ["P1", "P3", "P4", "P2"]       # 5:00, 6:00, 8:00, 9:00
    assert [p["mood"] for p in view["players"]] == [-3, 1, -2, 0]
    assert any("R-WAKE-3 · Action order this round (earliest wake-up first): P1, P3, P4, P2." in line
               for line in game.log_text())
    plan_all(game, {seat: "1 0 0 0 0" for seat in range(4)})
    assert location(game) == "market" and game.turn.seats == (0,)
    # the price per tile is the slot's: 4 at 5:00
    game.apply("buy I 1", 0)
    assert me(game, 0)["thalers"] == 12 - 4
    assert game.turn.seats == (2,)
    game.apply("buy II 1", 2)
    assert me(game, 2)["thalers"] == 12 - 3                      # 6:00 costs 3
    assert game.turn.seats == (3,)
    game.apply("buy III 1", 3)
    assert me(game, 3)["thalers"] == 12 - 2                      # 8:00 costs 2
    game.apply("buy IV 1", 1)
    assert me(game, 1)["thalers"] == 12 - 1                      # 9:00 costs 1


# ------------------------------------------------------------------------- R-MOOD-1

def test_R_MOOD_1_marker_stops_at_the_bottom():
    game = table()
    set_mood(game, 0, -2)
    mark = len(game.log)
    game.apply("wake 1", 0)                                      # -3
    assert me(game, 0)["mood"] == -3 and me(game, 0)["mood_space"] == 0
    line = next(line for line in new_lines(game, mark) if "R-MOOD-1" in line)
    assert "cannot go past the end of the track" in line


def test_R_MOOD_1_marker_stops_at_the_top():
    game = table()
    set_mood(game, 0, 3)
    game.apply("wake 5", 0)                                      # +1
    assert me(game, 0)["mood"] == 3


@pytest.mark.parametrize("slot,change", [(1, -3), (2, -2), (3, -1), (4, 0), (5, 1)])
def test_R_MOOD_1_marker_moves_by_the_slot_change(slot, change):
    game = table()
    game.apply(f"wake {slot}", 0)
    assert me(game, 0)["mood"] == change


# ------------------------------------------------------------------------- R-MOOD-2

@pytest.mark.parametrize("level,slot,apprentices", [
    (0, 4, 5),      # neutral
    (0, 5, 5),      # +1: still a neutral space
    (1, 5, 6),      # onto the lower "+1" space: natural apprentice
    (3, 4, 6),      # top "+1" space
    (0, 3, 5),      # -1: neutral
    (0, 2, 4),      # -2: a "-1" space: one apprentice set aside
    (0, 1, 4),      # -3: bottom
])
def test_R_MOOD_2_apprentices_by_mood_zone(level, slot, apprentices):
    game = table()
    set_mood(game, 0, level)
    game.apply(f"wake {slot}", 0)
    assert me(game, 0)["apprentices"] == apprentices
    assert game.view(1)["players"][0]["apprentices"] == apprentices      # public
    wake_all(game)
    plans = game.legal_actions(0)
    assert max(sum(p.counts) for p in plans) == apprentices


def test_R_MOOD_2_keeps_natural_apprentice_while_on_plus_spaces_and_gets_set_aside_one_back():
    game = table()
    set_mood(game, 0, 3)
    start_round(game, {0: 3}, {})                   # 7:00: 3 -> 2, still a "+1" space
    assert me(game, 0)["apprentices"] == 6
    finish_round(game)
    wake_all(game, {0: 3})                          # 2 -> 1: leaves the "+1" spaces
    assert me(game, 0)["apprentices"] == 5
    plan_all(game)
    finish_round(game)
    wake_all(game, {0: 1})                          # 1 -> -2: a "-1" space
    assert me(game, 0)["apprentices"] == 4
    plan_all(game)
    finish_round(game)
    wake_all(game, {0: 5})                          # -2 -> -1: leaves the "-1" spaces, gets it back
    assert me(game, 0)["apprentices"] == 5
    lines = [line for line in game.log_text() if "R-MOOD-2" in line and "P1" in line]
    assert "takes the natural apprentice: 6" in lines[0] and "sets one apprentice aside: 4" in lines[2]


def test_R_MOOD_2_plan_with_too_many_apprentices_is_illegal_on_minus_space():
    game = table()
    wake_all(game, {0: 1})                           # -3: 4 apprentices
    error = game.check("plan 1 1 1 1 1", 0)
    assert error.rule == "R-PLAN-1" and "4 apprentices" in error.reason
    assert game.check("plan 1 1 1 1 0", 0) is None


# ------------------------------------------------------------------------- R-MOOD-3

def test_R_MOOD_3_theatre_lifts_mood_at_once_apprentices_follow_at_next_wake_up():
    game = table()
    set_paints(game, 1, "RY")
    start_round(game, {0: 1, 1: 4}, {0: "0 0 0 0 2", 1: "0 0 0 1 0"})   # P1 at -3: 4 apprentices
    assert me(game, 0)["apprentices"] == 4
    # P1's theatre comes after P2's workshop; nothing has changed yet
    assert location(game) == "workshop" and me(game, 0)["mood"] == -3
    game.apply("pass", 1)
    assert game.view()["round"] == 2
    assert me(game, 0)["mood"] == 1                  # -3 + 2 + 2, at once
    assert me(game, 0)["apprentices"] == 4           # unchanged until the next wake-up
    wake_all(game, {0: 4})                           # 8:00 keeps +1: a neutral space now
    assert me(game, 0)["apprentices"] == 5


# ------------------------------------------------------------------------- R-PLAN-1

def test_R_PLAN_1_at_most_three_per_location_and_no_more_than_available():
    game = table()
    wake_all(game, {0: 4})
    assert game.check("plan 3 2 0 0 0", 0) is None
    for bad in ("plan 4 0 0 0 0", "plan 0 0 0 0 4", "plan 2 2 2 0 0", "plan -1 2 2 1 1"):
        error = game.check(bad, 0)
        assert error is not None and error.rule == "R-PLAN-1", bad
    plans = game.legal_actions(0)
    assert all(max(p.counts) <= 3 and min(p.counts) >= 0 and sum(p.counts) <= 5 for p in plans)
    # every placement of up to 5 apprentices on 5 columns of 3 spaces is offered
    from itertools import product
    expected = {c for c in product(range(4), repeat=5) if sum(c) <= 5}
    assert {p.counts for p in plans} == expected


def test_R_PLAN_1_apprentices_may_stay_unplaced():
    game = table()
    wake_all(game, {0: 4})
    assert game.check("plan 0 0 0 0 0", 0) is None
    assert game.check("plan 0 1 0 0 0", 0) is None
    plan_all(game, {0: "0 1 0 0 0"})
    assert game.view()["players"][0]["plan"] == [0, 1, 0, 0, 0]


def test_R_PLAN_1_a_plan_has_five_columns():
    game = table()
    wake_all(game)
    error = game.check("plan 1 1 1 1", 0)
    assert error is not None


# ------------------------------------------------------------------------- R-PLAN-2

def test_R_PLAN_2_planning_is_simultaneous_and_secret_until_all_have_planned():
    game = table()
    wake_all(game)
    assert game.turn.kind == "simultaneous" and game.turn.seats == (0, 1, 2, 3)
    game.apply("plan 0 0 2 0 0", 2)                 # any order
    game.apply("plan 1 1 1 1 1", 0)
    assert game.turn.seats == (1, 3)
    for viewer in (1, 3, "public"):
        players = game.view(viewer)["players"]
        assert players[0]["plan"] is None and players[2]["plan"] is None
        assert players[0]["planned"] is True and players[1]["planned"] is False
    assert game.view(0)["players"][0]["plan"] == [1, 1, 1, 1, 1]
    assert game.view(0)["players"][2]["plan"] is None
    assert game.check("plan 0 0 0 0 0", 0).rule == "R-PLAN-2"      # no second plan
    assert not any("1× market" in line for line in game.log_text())   # the log does not leak it
    game.apply("plan 0 0 0 0 0", 1)
    game.apply("plan 0 0 0 0 0", 3)
    for viewer in (1, 3, "public"):
        players = game.view(viewer)["players"]
        assert players[0]["plan"] == [1, 1, 1, 1, 1] and players[2]["plan"] == [0, 0, 2, 0, 0]
    assert "R-PLAN-2" in rules_logged(game.log_text()[-1:])


def test_R_PLAN_2_a_seat_must_be_named_while_several_plan():
    game = table()
    wake_all(game)
    with pytest.raises(IllegalAction) as err:
        game.apply("plan 0 0 0 0 0")
    assert err.value.rule == "R-PLAN-2"


# ------------------------------------------------------------------------- R-ACT-1

def test_R_ACT_1_locations_in_order_market_cathedral_studio_workshop_theatre():
    game = table(fresco={"b2": "F03a"})
    set_paints(game, 0, "RRYYB")
    start_round(game, {0: 4}, {0: "1 1 1 1 1"})
    mark = 0
    assert location(game) == "market"
    game.apply("close I", 0)
    assert location(game) == "cathedral"
    game.apply("restore b2", 0)
    assert location(game) == "workshop"             # the studio was automatic
    game.apply("pass", 0)
    rules = [r for r in rules_logged(new_lines(game, mark))
             if r in ("R-MKT-3", "R-CATH-2", "R-STU-1", "R-ACT-3", "R-THE-1")]
    assert rules == ["R-MKT-3", "R-CATH-2", "R-STU-1", "R-ACT-3", "R-THE-1"]


# ------------------------------------------------------------------------- R-ACT-2

def test_R_ACT_2_wake_up_order_all_actions_of_a_player_before_the_next_skip_empty():
    game = table(fresco={"b2": "F03a", "d2": "F03b", "b4": "F03c"})
    for seat in range(4):
        set_paints(game, seat, "RRYYBB")
    # action order: P3 (5:00), P2 (6:00), P1 (7:00), P4 (9:00); P2 has no cathedral apprentice
    start_round(game, {2: 1, 1: 2, 0: 3, 3: 5},
                {0: "0 2 0 0 0", 1: "0 0 1 0 0", 2: "0 1 0 0 0", 3: "0 1 0 0 0"})
    assert location(game) == "cathedral"
    seen = []
    while location(game) == "cathedral":
        seat = game.turn.seats[0]
        if "place ahead" in map(str, game.legal_actions(seat)):
            game.apply("place ahead", seat)          # R-SCORE-2: 3-point tiles collide on the track
            continue
        seen.append(seat)
        restorable = [a for a in game.legal_actions(seat) if str(a).startswith("restore")]
        game.apply(restorable[0], seat)
    assert seen == [2, 0, 0, 3]


# ------------------------------------------------------------------------- R-ACT-3

def test_R_ACT_3_any_action_may_be_forgone():
    game = table()
    start_round(game, {0: 4}, {0: "1 1 0 1 0"})
    for where in ("market", "cathedral", "workshop"):
        assert location(game) == where
        assert "pass" in map(str, game.legal_actions(0))
        game.apply("pass", 0)
    assert me(game, 0)["thalers"] == 12 and paints_of(game, 0) == {"R": 1, "Y": 1, "B": 1}
    assert sum("R-ACT-3" in line and "forgoes" in line for line in game.log_text()) == 3


def test_R_ACT_3_actions_that_cannot_be_paid_are_forfeited():
    game = table()
    set_paints(game, 0, "")
    set_thalers(game, 0, 1)
    start_round(game, {0: 4}, {0: "1 2 0 1 0", 1: "1 0 0 0 0"})   # 8:00: tiles cost 2
    # the market: only closing is possible (free), no purchase at 2 with 1 thaler
    options = set(map(str, game.legal_actions(0)))
    assert options and all(o.startswith("close") or o == "pass" for o in options)
    assert game.check("buy I 1", 0).rule == "R-ACT-3"
    game.apply("pass", 0)
    # no paints: the cathedral and the workshop are skipped, the actions forfeited and logged
    assert location(game) == "market" and game.turn.seats == (1,)
    mark = len(game.log)
    game.apply("pass", 1)
    assert game.view()["round"] == 2
    forfeits = [line for line in new_lines(game, mark) if "forfeited" in line]
    assert len(forfeits) == 2
    for line, where, what in zip(forfeits, ("cathedral", "workshop"), ("2 actions", "2 mixes")):
        assert line.startswith("R1 · R-ACT-3 · P1 ") and where in line and f"{what} forfeited" in line


def test_R_ACT_3_restoring_without_the_paints_is_refused():
    game = table(fresco={"b2": "F04a"})                   # R+R+Y
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    error = game.check("restore b2", 0)
    assert error.rule == "R-ACT-3" and "lacks the paints" in error.reason
