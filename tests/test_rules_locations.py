"""Phase 2 at each location: R-MKT-1..4, R-CATH-1..4, R-ALT-1, R-SCORE-1..2, R-STU-1, R-WKS-1, R-THE-1."""
import pytest

from conftest import (location, me, new_lines, paints_of, put_bishop, rules_logged, set_mood, set_paints,
                      set_score, set_thalers, start_round, strip_fresco, table)
from fresco_nb.games.fresco.rules.actions import parse_action


def texts(game, seat=None):
    return [str(a) for a in game.legal_actions(seat)]


# ================================================================ market

def test_R_MKT_1_pick_a_stall_that_still_holds_tiles():
    game = table()
    start_round(game, {0: 1, 1: 2}, {0: "1 0 0 0 0", 1: "1 0 0 0 0"})
    assert {t.split()[1] for t in texts(game, 0) if t != "pass"} == {"I", "II", "III", "IV"}
    game.apply("buy I 1", 0)
    options = texts(game, 1)
    assert not any(t.split()[1] == "I" for t in options if t != "pass")
    assert "close II" in options
    for action in ("buy I 1", "close I"):
        error = game.check(action, 1)
        assert error.rule == "R-MKT-1" and "holds no tiles" in error.reason


def test_R_MKT_2_one_tile_per_apprentice_each_once_at_the_rounds_price_all_back_to_bag():
    game = table()            # stall I = M-RRR, M-RR, M-RY, M-R
    start_round(game, {0: 4}, {0: "2 0 0 0 0"})          # 8:00: 2 thalers a tile
    options = texts(game, 0)
    assert "buy I 1,2" in options and "buy I 3,4" in options and "buy II 1,3" in options
    assert not any(t.startswith("buy") and len(t.split()[2].split(",")) > 2 for t in options)
    assert game.check("buy I 1,2,3", 0).rule == "R-MKT-2"       # only 2 apprentices
    assert game.check("buy I 1,1", 0).rule == "R-MKT-2"         # each tile once
    assert game.check("buy II 4", 0).rule == "R-MKT-2"          # stall II holds 3 tiles
    mark = len(game.log)
    game.apply("buy I 1,3", 0)                                  # M-RRR and M-RY
    assert me(game, 0)["thalers"] == 12 - 2 * 2
    assert paints_of(game, 0) == {"R": 1 + 3 + 1, "Y": 1 + 1, "B": 1}
    view = game.view()
    assert view["stalls"][0] == []
    assert view["bag"] == sorted(["M-Y", "M-RRR", "M-RR", "M-RY", "M-R"])     # bought or not
    line = next(line for line in new_lines(game, mark) if "R-MKT-2" in line)
    assert "buys RRR, RY at stall I for 4 thalers" in line


def test_R_MKT_2_purchases_limited_by_money():
    game = table()
    set_thalers(game, 0, 5)
    start_round(game, {0: 4}, {0: "3 0 0 0 0"})          # 2 thalers a tile: 2 tiles at most
    sizes = {len(t.split()[2].split(",")) for t in texts(game, 0) if t.startswith("buy")}
    assert sizes == {1, 2}
    error = game.check("buy I 1,2,3", 0)
    assert error.rule == "R-ACT-3" and "cost 6 thalers" in error.reason


def test_R_MKT_3_closing_returns_the_stall_to_the_bag_for_free():
    game = table()
    set_thalers(game, 0, 0)
    start_round(game, {0: 1}, {0: "1 0 0 0 0"})
    assert [t for t in texts(game, 0) if t.startswith("buy")] == []      # nothing affordable...
    mark = len(game.log)
    game.apply("close IV", 0)                                            # ...but closing is free
    assert me(game, 0)["thalers"] == 0 and paints_of(game, 0) == {"R": 1, "Y": 1, "B": 1}
    view = game.view()
    assert view["stalls"][3] == [] and view["bag"] == sorted(["M-Y", "M-YYY", "M-YY", "M-G"])
    assert rules_logged(new_lines(game, mark))[0] == "R-MKT-3"


def test_R_MKT_4_one_stall_per_round_whatever_the_apprentices():
    game = table()
    start_round(game, {0: 5, 1: 4}, {0: "3 0 0 0 0", 1: "1 0 0 0 0"})    # P2 first (8:00), P1 (9:00)
    assert game.turn.seats == (1,)
    game.apply("buy III 1", 1)
    assert game.turn.seats == (0,)
    game.apply("buy I 1", 0)                  # one tile at stall I with three apprentices
    assert location(game) != "market"        # no second stall, no second purchase
    assert game.view()["stalls"][1] == ["M-BBB", "M-BB", "M-RB"]
    assert me(game, 0)["thalers"] == 12 - 1


def test_R_MKT_4_closing_also_uses_the_market_visit():
    game = table()
    start_round(game, {0: 4}, {0: "2 0 0 0 0"})
    game.apply("close I", 0)
    assert location(game) != "market"


# ================================================================ cathedral

def test_R_CATH_1_pay_paints_score_value_and_keep_the_tile_face_down():
    game = table(fresco={"e5": "F06a"})               # R+Y+B, far from the bishop on c3
    set_paints(game, 0, "RYBB")
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    assert "restore e5" in texts(game, 0)
    assert "restore c3" not in texts(game, 0)          # O+G+V: a tile he cannot pay for is not offered
    game.apply("restore e5", 0)
    assert paints_of(game, 0) == {"B": 1}              # paints go back to the supply
    assert me(game, 0)["score"] == 6 and me(game, 0)["vp"] == {"fresco": 6, "bishop": 0, "altar": 0, "money": 0}
    assert game.view()["fresco"][24]["tile"] is None and game.view()["tiles_left"] == 24
    assert me(game, 0)["tiles"] == ["F06a"]
    other = game.view(1)["players"][0]
    assert other["tile_count"] == 1 and other["tile_backs"] == [[]] and other["tiles"] is None   # face down
    assert any("R-CATH-1 · P1 restores part e5, a 6-point tile (R+Y+B): 6 VP." in line for line in game.log_text())


def test_R_CATH_1_a_restored_part_cannot_be_restored_again():
    game = table(fresco={"e5": "F03a"})
    set_paints(game, 0, "RYRYB")
    start_round(game, {0: 4}, {0: "0 2 0 0 0"})
    game.apply("restore e5", 0)
    assert "restore e5" not in texts(game, 0)
    assert game.check("restore e5", 0).rule == "R-CATH-1"


NEIGHBOURS_OF_B2 = ["a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"]


@pytest.mark.parametrize("bishop,bonus", [("b2", 3)] + [(p, 2) for p in NEIGHBOURS_OF_B2]
                         + [("d2", 0), ("b4", 0), ("d4", 0), ("e5", 0), ("a4", 0)])
def test_R_CATH_2_bishop_bonus_three_on_two_next_to_else_zero(bishop, bonus):
    game = table(fresco={"b2": "F03a"})
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    put_bishop(game, bishop)
    mark = len(game.log)
    game.apply("restore b2", 0)
    assert me(game, 0)["vp"]["bishop"] == bonus and me(game, 0)["score"] == 3 + bonus
    assert rules_logged(new_lines(game, mark))[0] == ("R-CATH-2" if bonus else "R-CATH-1")


@pytest.mark.parametrize("bishop,bonus", [("a1", 3), ("b1", 2), ("a2", 2), ("b2", 2), ("c1", 0), ("a3", 0),
                                          ("c3", 0)])
def test_R_CATH_2_corner_part_has_three_neighbours(bishop, bonus):
    game = table(fresco={"a1": "F03a"})
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    put_bishop(game, bishop)
    game.apply("restore a1", 0)
    assert me(game, 0)["score"] == 3 + bonus


def test_R_CATH_2_neighbour_counts_whether_or_not_it_holds_a_tile():
    game = table(fresco={"b2": "F03a"})
    strip_fresco(game, keep=["b2", "c3"])
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    put_bishop(game, "a1")                             # an empty, already restored part
    game.apply("restore b2", 0)
    assert me(game, 0)["score"] == 3 + 2


def test_R_CATH_2_bonus_measured_after_the_bishop_step():
    game = table(fresco={"a1": "F03a"})
    set_paints(game, 0, "RYRYB")                        # enough for a second action: the round goes on
    start_round(game, {0: 4}, {0: "0 2 0 0 0"})        # bishop on c3: a1 is two steps away
    game.apply("bishop NW", 0)                          # onto b2, next to a1
    game.apply("restore a1", 0)
    assert me(game, 0)["score"] == 3 + 2 and me(game, 0)["thalers"] == 12 - 1


def test_R_CATH_3_bishop_moves_onto_the_freed_part_before_the_next_action():
    game = table(fresco={"a1": "F03a", "a2": "F03c", "e5": "F03b"})
    set_paints(game, 0, "RYRBYB")
    start_round(game, {0: 4}, {0: "0 3 0 0 0"})
    game.apply("restore e5", 0)                        # 3 + 0: bishop c3 is two steps from e5
    assert game.view()["bishop"] == "e5" and me(game, 0)["score"] == 3
    game.apply("restore a1", 0)                        # 3 + 0: the bishop now stands on e5
    assert game.view()["bishop"] == "a1" and me(game, 0)["score"] == 6
    game.apply("restore a2", 0)                        # 3 + 2: the bishop on a1 is next to a2
    assert game.view()["bishop"] == "a2" and me(game, 0)["score"] == 11
    lines = [line for line in game.log_text() if "R-CATH" in line]
    assert lines[-1].endswith("The bishop moves onto a2.")


def test_R_CATH_4_one_step_for_one_thaler_once_per_restoration():
    game = table(fresco={"b2": "F03a", "d4": "F03c"})
    set_paints(game, 0, "RYRB")
    start_round(game, {0: 4}, {0: "0 2 0 0 0"})
    steps = [t for t in texts(game, 0) if t.startswith("bishop")]
    assert steps == ["bishop N", "bishop NE", "bishop E", "bishop SE", "bishop S", "bishop SW", "bishop W",
                     "bishop NW"]
    mark = len(game.log)
    game.apply("bishop W", 0)                         # c3 -> b3
    assert game.view()["bishop"] == "b3" and me(game, 0)["thalers"] == 11
    assert "R-CATH-4" in rules_logged(new_lines(game, mark))
    assert not any(t.startswith("bishop") for t in texts(game, 0))          # once before this restoration
    error = game.check("bishop N", 0)
    assert error.rule == "R-CATH-4" and "only once" in error.reason
    game.apply("restore b2", 0)                      # bishop b3 next to b2: 3 + 2
    assert me(game, 0)["score"] == 5 and game.view()["bishop"] == "b2"
    # before the next restoration he may step again
    assert "bishop SE" in texts(game, 0)
    game.apply("bishop SE", 0)                       # b2 -> c3
    assert "bishop SE" not in texts(game, 0)
    assert game.view()["bishop"] == "c3" and me(game, 0)["thalers"] == 10
    game.apply("restore d4", 0)                      # c3 next to d4
    assert me(game, 0)["score"] == 10


def test_R_CATH_4_step_onto_a_part_without_a_tile():
    game = table(fresco={"b2": "F03a"})
    strip_fresco(game, keep=["b2"])
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    put_bishop(game, "e5")
    game.apply("bishop NW", 0)                       # d4 holds no tile
    assert game.view()["bishop"] == "d4" and game.view()["fresco"][18]["tile"] is None


def test_R_CATH_4_not_off_the_fresco():
    game = table(fresco={"b2": "F03a"})
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    put_bishop(game, "a1")
    assert [t for t in texts(game, 0) if t.startswith("bishop")] == ["bishop E", "bishop SE", "bishop S"]
    error = game.check("bishop NW", 0)
    assert error.rule == "R-CATH-4" and "off the fresco" in error.reason


def test_R_CATH_4_needs_a_thaler_and_a_restoration_to_follow():
    game = table(fresco={"b2": "F03a"})
    set_thalers(game, 0, 0)
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    assert not any(t.startswith("bishop") for t in texts(game, 0))
    assert game.check("bishop N", 0).rule == "R-CATH-4"


def test_R_CATH_4_step_also_before_an_altar_restoration_by_default():
    game = table(fresco={"a1": "F04a"})               # R+R+Y: not affordable with R+Y+B
    strip_fresco(game, keep=["a1"])
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    assert texts(game, 0)[0] == "altar R+Y+B"
    assert "bishop N" in texts(game, 0)
    game.apply("bishop N", 0)
    assert me(game, 0)["thalers"] == 11 and game.view()["bishop"] == "c2"
    game.apply("altar R+Y+B", 0)
    assert me(game, 0)["score"] == 2 and game.view()["bishop"] == "c2"     # no bonus, the bishop stays


def test_R_CATH_4_ruling_switch_limits_the_step_to_fresco_restorations():
    game = table(fresco={"a1": "F04a"}, rulings={"bishop_step_before_altar": False})
    strip_fresco(game, keep=["a1"])
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    assert texts(game, 0) == ["altar R+Y+B", "pass"]
    assert game.check("bishop N", 0).rule == "R-CATH-4"


# ================================================================ altar

@pytest.mark.parametrize("paints,vp", [
    ("R+Y+B", 2), ("R+G+B", 3), ("R+Y+O", 3), ("R+Y+V", 3), ("R+O+G", 4),
    ("O+O+G", 5), ("O+O+O", 5), ("G+G+V", 5), ("O+G+V", 6),
])
def test_R_ALT_1_altar_sets(paints, vp):
    game = table()
    set_paints(game, 0, paints.replace("+", ""))
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    action = parse_action(f"altar {paints}")           # the text form lists the paints in R Y B O G V order
    assert action in game.legal_actions(0)
    game.apply(action, 0)
    assert me(game, 0)["vp"]["altar"] == vp and me(game, 0)["score"] == vp
    assert paints_of(game, 0) == {}
    assert any(f"R-ALT-1 · P1 restores the altar with {'+'.join(action.paints)}" in line and f"{vp} VP" in line
               for line in game.log_text())


@pytest.mark.parametrize("bad", ["altar R+R+B", "altar R+Y+Y", "altar B+B+B"])
def test_R_ALT_1_not_an_altar_set(bad):
    game = table()
    set_paints(game, 0, "RRYYBBB")
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    assert bad not in texts(game, 0)
    assert game.check(bad, 0).rule == "R-ALT-1"


def test_R_ALT_1_altar_any_number_of_times_one_per_apprentice_no_bishop_bonus():
    game = table()
    set_paints(game, 0, "RYB" + "RYB" + "OGV" + "RYB")
    start_round(game, {0: 4}, {0: "0 3 0 0 0"})
    put_bishop(game, "c3")
    game.apply("altar R+Y+B", 0)
    game.apply("altar O+G+V", 0)
    game.apply("altar R+Y+B", 0)
    assert location(game) is None and game.view()["round"] == 2           # three apprentices, three altars
    assert me(game, 0)["vp"]["altar"] == 2 + 6 + 2 and me(game, 0)["vp"]["bishop"] == 0
    assert paints_of(game, 0) == {"R": 1, "Y": 1, "B": 1}
    assert game.view()["bishop"] == "c3"


def test_R_ALT_1_altar_lacking_paints_is_refused():
    game = table()
    set_paints(game, 0, "RYB")
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    error = game.check("altar O+G+V", 0)
    assert error.rule == "R-ACT-3"


# ================================================================ score track

def test_R_SCORE_1_start_spaces_are_not_steps():
    game = table(fresco={"e5": "F03a", "a5": "F03b"})
    set_paints(game, 3, "RY")
    set_paints(game, 0, "YB")
    start_round(game, {3: 1, 0: 2}, {3: "0 1 0 0 0", 0: "0 1 0 0 0"})
    assert [p["score"] for p in game.view()["players"]] == [0, 0, 0, 0]      # 0 on a start space
    game.apply("restore e5", 3)                       # P4 on S4 scores 3 -> space 3
    assert me(game, 3)["score"] == 3 and me(game, 3)["start_space"] is None
    game.apply("restore a5", 0)                       # P1 on S1 scores 3 -> space 3 is taken
    assert texts(game, 0) == ["place ahead", "place behind"]


def test_R_SCORE_1_moves_forward_by_the_points_on_the_track():
    game = table(fresco={"e5": "F06a"})
    set_score(game, 0, 7)
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    game.apply("restore e5", 0)
    assert me(game, 0)["score"] == 13
    assert any("P1 scores 6 VP: the painter moves from space 7 to space 13" in line for line in game.log_text())


def _collision(own, others, paints="RYB", action="altar R+Y+B"):
    """P1 at ``own`` scores 2 at the altar while the others stand on ``others``."""
    game = table()
    set_paints(game, 0, paints)
    set_score(game, 0, own)
    for seat, space in zip((1, 2, 3), others):
        set_score(game, seat, space)
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    game.apply(action, 0)
    return game


def test_R_SCORE_2_occupied_space_owner_chooses_next_free_ahead_or_behind():
    game = _collision(3, [5, 6, 4])                   # 3 + 2 = 5 taken; ahead 6 taken -> 7; behind 4 taken -> 3
    assert game.turn.seats == (0,) and texts(game, 0) == ["place ahead", "place behind"]
    assert game.check("place ahead", 1) is not None                       # the owner chooses
    assert any("R-SCORE-2 · Space 5 is taken: P1 chooses the next free space ahead (7) or behind (3)" in line
               for line in game.log_text())
    game.apply("place ahead", 0)
    assert me(game, 0)["score"] == 7


def test_R_SCORE_2_place_behind():
    game = _collision("S1", [3, 2, 4], paints="RGB", action="altar R+G+B")   # 3 VP from a start space
    assert any("ahead (5) or behind (1)" in line for line in game.log_text())
    game.apply("place behind", 0)
    assert me(game, 0)["score"] == 1
    scores = [p["score"] for p in game.view()["players"]]
    assert len(set(scores)) == 4                                           # never on a shared space


def test_R_SCORE_2_the_space_just_left_counts_as_free():
    game = _collision(6, [8, 7, 20])                  # 6 + 2 = 8 taken; behind: 7 taken, 6 is his own -> free
    assert any("ahead (9) or behind (6)" in line for line in game.log_text())
    game.apply("place behind", 0)
    assert me(game, 0)["score"] == 6


def test_R_SCORE_2_behind_never_below_space_one():
    game = _collision("S1", [2, 1, 20])               # 0 + 2 = 2 taken; behind 1 taken, 0 is no space
    assert game.turn.kind != "player" or "place behind" not in texts(game)
    assert me(game, 0)["score"] == 3                                       # straight ahead, no choice
    assert any("R-SCORE-2 · P1 scores 2 VP; space 2 is taken, so the painter goes to the next free space ahead, 3"
               in line for line in game.log_text())


# ================================================================ studio, workshop, theatre

@pytest.mark.parametrize("count", [1, 2, 3])
def test_R_STU_1_three_thalers_per_studio_apprentice(count):
    game = table()
    start_round(game, {0: 4}, {0: f"0 0 {count} 0 0"})
    assert me(game, 0)["thalers"] == 12 + 3 * count
    assert any(f"R-STU-1 · P1 paints portraits in the studio with {count} apprentice" in line
               and f"+{3 * count} thalers" in line for line in game.log_text())


def test_R_WKS_1_up_to_two_mixes_per_apprentice_colour_wheel():
    game = table()
    set_paints(game, 0, "RRRYYYBBB")
    set_paints(game, 1, "RY")
    start_round(game, {0: 3, 1: 4}, {0: "0 0 0 2 0", 1: "0 0 0 1 0"})
    assert location(game) == "workshop" and game.turn.seats == (0,)
    assert texts(game, 0) == ["mix O", "mix G", "mix V", "pass"]
    for output in ("O", "G", "V", "O"):                 # 2 apprentices: 4 mixes
        assert game.turn.seats == (0,)
        game.apply(f"mix {output}", 0)
    assert paints_of(game, 0) == {"B": 1, "O": 2, "G": 1, "V": 1}
    assert game.turn.seats == (1,)                      # his mixes are used up
    assert sum("R-WKS-1" in line for line in game.log_text()) == 4
    assert any("P1 mixes red + yellow into orange" in line for line in game.log_text())


def test_R_WKS_1_a_mix_needs_its_two_paints_and_exists():
    game = table()
    set_paints(game, 0, "RRB")
    start_round(game, {0: 4}, {0: "0 0 0 1 0"})
    assert texts(game, 0) == ["mix V", "pass"]
    assert game.check("mix O", 0).rule == "R-ACT-3"
    assert game.check("mix R", 0).rule == "R-WKS-1"
    game.apply("mix V", 0)
    assert paints_of(game, 0) == {"R": 1, "V": 1}


@pytest.mark.parametrize("start,count,end", [(0, 1, 2), (0, 2, 3), (-3, 1, -1), (-3, 3, 3), (2, 1, 3)])
def test_R_THE_1_two_spaces_up_per_apprentice_never_beyond_the_top(start, count, end):
    game = table()
    set_mood(game, 0, start)
    start_round(game, {0: 4}, {0: f"0 0 0 0 {count}"})
    assert me(game, 0)["mood"] == end
    assert any("R-THE-1 · P1 goes to the theatre" in line for line in game.log_text())


def test_R_THE_1_only_the_theatre_goers_mood_moves():
    game = table()
    start_round(game, {0: 4, 1: 5}, {0: "0 0 0 0 1"})
    assert me(game, 0)["mood"] == 2
    assert me(game, 1)["mood"] == 1          # only his wake-up change
    assert [line for line in game.log_text() if "R-THE-1" in line] == [
        "R1 · R-THE-1 · P1 goes to the theatre (1×): mood from +0 to +2 (a +1 space)."]
