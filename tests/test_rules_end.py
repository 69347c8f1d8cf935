"""Preparation of the next round, end of the game, hidden information and the log:
R-PREP-1..4, R-END-1..4, R-HID-1."""
import re
from pathlib import Path

import pytest

from conftest import (BASE_RULES, last_round_table, location, me, new_lines, next_round, plan_all, rules_logged,
                      set_paints, set_score, set_thalers, shrink_bag, start_round, strip_fresco, table, wake_all)
from fresco_nb.games.fresco.rules.errors import IllegalAction



def texts(game, seat=None):
    return [str(a) for a in game.legal_actions(seat)]


def start_spaces(game):
    return [p["start_space"] for p in game.view()["players"]]


# ================================================================ R-PREP-1 refill

def test_R_PREP_1_empty_stalls_refilled_from_the_bag_full_stalls_keep_their_tiles():
    game = table()
    start_round(game, {0: 4}, {0: "1 0 0 0 0"})
    game.apply("close I", 0)                         # stall I back to the bag: 5 tiles in it
    assert game.turn.kind == "chance"                # round over: refill draws, one tile at a time
    assert sorted(texts(game)) == ["draw M-R", "draw M-RR", "draw M-RRR", "draw M-RY", "draw M-Y"]
    mark = len(game.log)
    for item in ("M-Y", "M-RR", "M-R", "M-RY"):
        game.apply(f"draw {item}")
    assert game.turn.kind == "player"                 # 4 draws for stall I, none for the full stalls
    view = game.view()
    assert view["stalls"] == [["M-Y", "M-RR", "M-R", "M-RY"], ["M-BBB", "M-BB", "M-RB"],
                              ["M-YB", "M-B", "M-O"], ["M-YYY", "M-YY", "M-G"]]
    assert view["bag"] == ["M-RRR"]
    assert rules_logged(new_lines(game, mark))[:4] == ["R-PREP-1"] * 4


def test_R_PREP_1_refill_is_random_with_auto_chance():
    contents = set()
    for seed in range(6):
        game = table(seed=seed)
        game.auto_chance = True
        start_round(game, {0: 4}, {0: "1 0 0 0 0"})
        game.apply("close I", 0)
        contents.add(tuple(game.view()["stalls"][0]))
    assert len(contents) > 1


def test_R_PREP_1_bag_short_a_stall_gets_what_is_left():
    game = table()
    start_round(game, {0: 4, 1: 5}, {0: "1 0 0 0 0", 1: "0 1 0 0 0"})
    game.apply("close II", 0)                        # bag: M-Y + II's three tiles
    shrink_bag(game, 2)                              # scenario: only two tiles left in the bag
    game.apply("pass", 1)
    while game.turn.kind == "chance":
        game.apply(game.legal_actions()[0])
    assert len(game.view()["stalls"][1]) == 2 and game.view()["bag"] == []
    assert game.turn.kind == "player" and game.view()["round"] == 2


# ================================================================ R-PREP-2 income

def test_R_PREP_2_income_one_thaler_per_fresco_tile_none_without_tiles():
    game = table(fresco={"a1": "F03a", "e5": "F03b"})
    set_paints(game, 0, "RYYB")
    start_round(game, {0: 4}, {0: "0 2 0 0 0", 1: "0 0 0 0 0"})
    game.apply("restore a1", 0)
    game.apply("restore e5", 0)
    assert game.view()["round"] == 2                  # the round has ended: income was paid
    assert me(game, 0)["thalers"] == 12 + 2 and me(game, 1)["thalers"] == 12
    income = [line for line in game.log_text() if "R-PREP-2" in line]
    assert income == ["R1 · R-PREP-2 · P1 receives 2 thalers income for 2 fresco tiles."]


def test_R_PREP_2_income_every_round_for_tiles_kept():
    game = table(fresco={"a1": "F03a"})
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    game.apply("restore a1", 0)
    assert me(game, 0)["thalers"] == 13
    next_round(game)
    assert me(game, 0)["thalers"] == 14


# ================================================================ R-PREP-3 inn

def test_R_PREP_3_inn_painters_go_back_above_the_inn():
    game = table()
    start_round(game, {0: 1, 1: 2, 2: 3, 3: 4}, {})
    view = game.view()
    assert view["round"] == 2 and view["phase"] == "wake"
    assert [p["inn_slot"] for p in view["players"]] == [None] * 4
    assert [slot["painter"] for slot in view["inn"]] == [None] * 5
    assert texts(game) == ["wake 1", "wake 2", "wake 3", "wake 4", "wake 5"]
    assert any("R-PREP-3" in line for line in game.log_text())


# ================================================================ R-PREP-4 start-space rotation

def test_R_PREP_4_frontmost_start_painter_goes_to_the_rearmost_start_space():
    game = table(start=[0, 1, 2, 3])                 # P1 S1 ... P4 S4
    next_round(game)
    assert start_spaces(game) == [2, 3, 4, 1]        # P4 (frontmost) to S1, the others one up
    assert game.turn.seats == (3,)                   # and P4 chooses first now (R-WAKE-1)
    assert any("R-PREP-4 · Painters still on start spaces change places: P4 to S1, P1 to S2, P2 to S3, P3 to S4."
               in line for line in game.log_text())
    next_round(game)
    assert start_spaces(game) == [3, 4, 1, 2]


def test_R_PREP_4_three_players():
    game = table(3, start=[1, 2, 0])                  # P2 S1, P3 S2, P1 S3
    next_round(game)
    assert start_spaces(game) == [1, 2, 3]            # P1 (frontmost) to S1, P2 and P3 one up
    assert game.turn.seats == (0,)


def test_R_PREP_4_only_the_painters_still_on_start_spaces_rotate():
    game = table(fresco={"a1": "F03a", "e5": "F03b"})
    set_paints(game, 1, "RY")
    set_paints(game, 3, "YB")
    start_round(game, {1: 1, 3: 2}, {1: "0 1 0 0 0", 3: "0 1 0 0 0"})
    game.apply("restore a1", 1)                      # P2 leaves S2 for space 3
    game.apply("restore e5", 3)                      # P4 leaves S4: space 3 taken
    game.apply("place ahead", 3)
    assert game.view()["round"] == 2
    # P1 on S1 and P3 on S3 remain: the frontmost (P3) goes to the rearmost of those spaces (S1), P1 moves up
    assert start_spaces(game) == [3, None, 1, None]
    assert game.turn.seats == (2,)


def test_R_PREP_4_a_single_painter_on_a_start_space_stays():
    game = table(fresco={"a1": "F03a", "e5": "F03b", "a5": "F03c"})
    set_paints(game, 1, "RY")
    set_paints(game, 2, "YB")
    set_paints(game, 3, "RB")
    start_round(game, {1: 1, 2: 2, 3: 3}, {seat: "0 1 0 0 0" for seat in (1, 2, 3)})
    for seat, part in ((1, "a1"), (2, "e5"), (3, "a5")):
        game.apply(f"restore {part}", seat)
        while "place ahead" in texts(game):
            game.apply("place ahead", game.turn.seats[0])
    assert game.view()["round"] == 2
    assert start_spaces(game) == [1, None, None, None]
    assert not any("R-PREP-4" in line for line in game.log_text())


# ================================================================ R-END-1 last round

def test_R_END_1_seven_tiles_at_round_start_is_not_the_last_round():
    game = table()
    strip_fresco(game, ["a1", "b1", "c1", "d1", "e1", "a2", "c3"])
    next_round(game)
    assert game.view()["last_round"] is False and game.view()["tiles_left"] == 7
    assert not any("R-END-1" in line for line in game.log_text())


def test_R_END_1_six_tiles_at_round_start_make_it_the_last_round():
    game = table()
    strip_fresco(game, ["a1", "b1", "c1", "d1", "e1", "c3"])
    assert game.view()["last_round"] is False        # checked at the start of a round only
    next_round(game)
    view = game.view()
    assert view["last_round"] is True and view["tiles_left"] == 6
    assert any("R-END-1 · Only 6 fresco tiles remain (at most 6): this is the last round." in line
               for line in game.log_text())


def test_R_END_1_side_two_second_cathedral_visit_instead_of_the_theatre():
    game = last_round_table(["a1", "b2", "e5", "c3"], fresco={"a1": "F03a", "e5": "F03b"})
    seat = game.turn.seats[0]
    set_paints(game, seat, "RYYB")
    mood_before = me(game, seat)["mood"]
    wake_all(game, {seat: 4})                         # 8:00: mood unchanged
    plan_all(game, {seat: "0 1 1 0 2"})               # column 5 is the 2nd cathedral column now
    assert location(game) == "cathedral"
    game.apply("restore a1", seat)
    assert location(game) == "cathedral"              # the second visit, after the studio
    assert "restore e5" in texts(game, seat)
    game.apply("restore e5", seat)
    assert me(game, seat)["mood"] == mood_before       # no theatre this round
    lines = [line for line in game.log_text() if line.startswith("R2 · ")]
    order = [rule for rule in rules_logged(lines) if rule in ("R-CATH-1", "R-CATH-2", "R-STU-1", "R-THE-1")]
    assert order == ["R-CATH-1", "R-STU-1", "R-CATH-1"]     # cathedral, studio, cathedral again; no theatre
    assert any("(2nd visit)" in line for line in lines)


def test_R_END_1_game_ends_after_the_last_round_without_income():
    game = last_round_table(["a1", "c3"], fresco={"a1": "F03a"})
    seat = game.turn.seats[0]
    wake_all(game, {seat: 4})
    plan_all(game, {seat: "0 1 0 0 0"})
    game.apply("restore a1", seat)
    assert game.over
    assert not any(line.startswith("R2 · R-PREP") for line in game.log_text())   # no income, no preparation
    result = game.result()
    assert result["rounds"] == 2
    # 12 thalers -> 6 VP, plus the tile's 3 + 2 bonus (bishop on c3 is not next to a1: 3 only)
    assert result["vp"][seat]["money"] == 6 and result["vp"][seat]["fresco"] == 3


# ================================================================ R-END-2 fresco complete

def test_R_END_2_fresco_completed_in_a_normal_round_ends_the_game_after_that_round_no_income():
    game = table(fresco={"b2": "F03a"})
    strip_fresco(game, ["b2"])                       # round 1 began with 25 tiles: not the last round
    assert game.view()["last_round"] is False
    set_paints(game, 0, "RY")
    set_paints(game, 1, "RYB")
    start_round(game, {0: 1, 1: 2, 2: 3}, {0: "0 1 0 0 0", 1: "0 1 0 0 0", 2: "0 0 1 0 1"})
    game.apply("restore b2", 0)                      # the last tile: 3 + 2 (bishop on c3)
    assert game.view()["tiles_left"] == 0 and not game.over
    assert "altar R+Y+B" in texts(game, 1)           # later players still act (the altar is left)
    game.apply("altar R+Y+B", 1)                     # the round is played to its end
    assert game.over
    lines = game.log_text()
    assert any("R-END-2 · The fresco is fully restored" in line for line in lines)
    assert any("R-STU-1 · P3" in line for line in lines) and any("R-THE-1 · P3" in line for line in lines)
    assert not any("R-PREP-2" in line for line in lines)         # no income for P1's tile
    result = game.result()
    assert result["rounds"] == 1
    assert result["vp"][0] == {"fresco": 3, "bishop": 2, "altar": 0, "money": 6}    # 12 thalers, no income
    assert result["vp"][2]["money"] == (12 + 3) // 2


# ================================================================ R-END-3 final scoring

def _final(painters):
    """Last round where nobody acts; ``painters`` gives each seat's (score space, thalers) at its start, a space
    None for a painter left on its start space."""
    game = last_round_table(["a1", "c3"])
    for seat, (space, thalers) in enumerate(painters):
        if space is not None:
            set_score(game, seat, space)
        set_thalers(game, seat, thalers)
    return game


def test_R_END_3_one_vp_per_two_thalers_odd_thaler_lost():
    game = _final([(10, 9), (20, 8), (30, 1), (40, 0)])
    start_round(game, {}, {})
    assert game.over
    result = game.result()
    assert [vp["money"] for vp in result["vp"]] == [4, 4, 0, 0]
    assert result["scores"] == [14, 24, 30, 40]
    assert any("R-END-3 · Final scoring: P1 turns 9 thalers into 4 VP." in line for line in game.log_text())


def test_R_END_3_final_scoring_in_action_order_and_always_ahead():
    game = _final([(13, 4), (10, 10), (16, 0), (14, 0)])       # P1: 13 + 2 = 15; P2: 10 + 5 = 15
    # the score order would let P2 (rearmost) go first; the action order puts P1 (5:00) first
    start_round(game, {0: 1, 1: 2, 2: 4, 3: 5}, {})
    assert game.over                                     # no ahead/behind decision at the end
    result = game.result()
    assert result["scores"][0] == 15                     # P1 first: lands on the free 15
    assert result["scores"][1] == 17                     # P2: 15 and 16 taken -> 17 (ahead only)
    lines = [line.split(" · ")[2] for line in game.log_text() if "R-END-3" in line]
    assert lines[0] == "Final scoring: P1 turns 4 thalers into 2 VP."
    assert lines.index("P2 scores 5 VP; space 15 is taken, so the painter goes to the next free space ahead, 17.") \
        > lines.index("Final scoring: P1 turns 4 thalers into 2 VP.")


def test_R_END_3_never_behind_even_when_a_space_behind_is_free():
    game = _final([(5, 0), (1, 8), (30, 0), (31, 0)])  # P2: 1 + 4 = 5: taken; 4 is free but it goes ahead to 6
    start_round(game, {}, {})
    assert game.result()["scores"][1] == 6


def test_R_END_3_a_painter_on_a_start_space_scores_from_zero():
    game = _final([(None, 7), (3, 0), (None, 0), (None, 0)])
    start_round(game, {0: 1}, {})
    assert game.result()["scores"][:2] == [4, 3]          # 3 VP from S2 -> space 3 taken -> 4 (ahead)


# ================================================================ R-END-4 winner

def test_R_END_4_the_painter_furthest_along_wins():
    game = _final([(20, 2), (18, 6), (19, 0), (3, 30)])
    with pytest.raises(IllegalAction) as err:
        game.result()
    assert err.value.rule == "R-END-4"
    start_round(game, {0: 1, 1: 2, 2: 3, 3: 4}, {})
    result = game.result()
    assert result["scores"] == [21, 22, 19, 18]          # P2 lands on P1's 21 and goes ahead
    assert result["ranking"] == [1, 0, 2, 3] and result["winner"] == 1
    assert result["ranking"] == sorted(range(4), key=lambda seat: -result["scores"][seat])
    assert len(set(result["scores"])) == 4                       # ties cannot happen
    assert result["winner_name"] == game.view()["players"][result["winner"]]["name"]
    assert game.log_text()[-1].split(" · ")[1] == "R-END-4"
    assert game.check("pass").rule == "R-END-4" and game.legal_actions() == ()


def test_R_END_4_on_start_spaces_the_higher_S_number_is_further_along():
    game = _final([(7, 0), (2, 0), (None, 0), (None, 0)])      # P3 and P4 stay on their start spaces
    spaces = start_spaces(game)
    start_round(game, {}, {})
    result = game.result()
    behind = sorted((2, 3), key=lambda seat: -spaces[seat])
    assert result["ranking"] == [0, 1] + behind
    assert result["scores"][2] == result["scores"][3] == 0


# ================================================================ R-HID-1 hidden information

def test_R_HID_1_a_players_view_hides_the_others_screens():
    game = table(fresco={"a1": "F03a"})
    set_paints(game, 1, "RYBOO")
    set_thalers(game, 1, 17)
    wake_all(game, {0: 4})
    game.apply("plan 0 1 0 0 0", 0)
    game.apply("plan 2 0 1 0 0", 1)
    mine, theirs = game.view(1)["players"][1], game.view(0)["players"][1]
    assert mine["thalers"] == 17 and mine["paints"] == {"R": 1, "Y": 1, "B": 1, "O": 2}
    assert mine["plan"] == [2, 0, 1, 0, 0]
    assert theirs["thalers"] is None and theirs["paints"] is None and theirs["plan"] is None
    public = game.view()["players"][1]
    assert public["thalers"] is None and public["paints"] is None and public["plan"] is None
    full = game.view("full")["players"][1]
    assert full["thalers"] == 17 and full["plan"] == [2, 0, 1, 0, 0]
    # everything else is public: track, mood, inn, apprentices
    assert theirs["score"] == mine["score"] and theirs["mood"] == mine["mood"]
    assert theirs["apprentices"] == mine["apprentices"] and theirs["inn_slot"] == mine["inn_slot"]


def test_R_HID_1_plans_revealed_screens_stay_and_tiles_show_their_backs():
    game = table(fresco={"a1": "F05a"})                     # R+G, a green spot on its back
    set_paints(game, 0, "RG")
    start_round(game, {0: 4}, {0: "0 1 0 0 0", 1: "0 0 1 0 0"})
    assert game.view(1)["players"][0]["plan"] == [0, 1, 0, 0, 0]      # revealed for the round
    game.apply("restore a1", 0)
    other = game.view(1)["players"][0]
    assert other["tile_count"] == 1 and other["tile_backs"] == [["G"]]
    assert other["tiles"] is None and other["thalers"] is None and other["paints"] is None
    assert game.view(0)["players"][0]["tiles"] == ["F05a"]
    assert other["vp"]["fresco"] == 5 and other["score"] == 5


def test_R_HID_1_views_are_only_for_seats_public_or_full():
    game = table()
    with pytest.raises(ValueError):
        game.view(7)


# ================================================================ the log cites the rules

def test_log_lines_cite_rule_ids_of_the_book():
    game = table(fresco={"b2": "F03a", "a1": "F03b"})
    set_paints(game, 0, "RYYBRRYB")
    start_round(game, {0: 1, 1: 5}, {0: "1 2 0 1 0", 1: "1 0 1 0 1"})
    game.apply("buy I 1", 0)
    game.apply("close II", 1)
    game.apply("bishop N", 0)
    game.apply("restore b2", 0)
    game.apply("restore a1", 0)
    game.apply("mix O", 0)
    game.apply("pass", 0)
    next_round(game)
    lines = game.log_text()
    assert len(lines) > 40
    cited = set()
    for line in lines:
        match = re.match(r"^R(\d+) · (R-[A-Z]+-\d+) · \S", line)
        assert match, line
        cited.add(match.group(2))
    assert cited <= BASE_RULES                # a base game cites base rules only
    assert {"R-SET-2", "R-SET-4", "R-SET-5", "R-WAKE-1", "R-WAKE-3", "R-MOOD-1", "R-MOOD-2", "R-PLAN-2",
            "R-MKT-2", "R-MKT-3", "R-CATH-4", "R-CATH-2", "R-SCORE-1", "R-STU-1", "R-WKS-1", "R-ACT-3",
            "R-THE-1", "R-PREP-1", "R-PREP-2", "R-PREP-3"} <= cited


def test_every_base_rule_has_its_own_test():
    """Each rule ID of the base game names at least one test ``test_R_<ID>_...`` in tests/test_rules_*.py."""
    named = set()
    for path in Path(__file__).parent.glob("test_rules_*.py"):
        named |= {m.replace("_", "-") for m in re.findall(r"^def test_(R_[A-Z]+_\d+)_", path.read_text(), re.M)}
    assert BASE_RULES - named == set()
