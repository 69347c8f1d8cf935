"""Two players: Leonardo, the imaginary third painter (R-LEO-1 .. R-LEO-9, fresco.md; FR supplement
"Le jeu de base à deux" and "Le jeu à deux avec modules").

Seats: the two players are 0 and 1, Leonardo is seat 2. ``module_table(2)`` draws seat 0 onto S1 and seat 1
onto S2 (Leonardo stands on S3), so seat 0 is the start player and holds the Leonardo tile in round 1.
Default fresco (parts in id order): c2 = F05b (5, Y+V), b3 = F06c (6), d3 = F07a (7), c4 = F08b (8) around the
centre c3 (11), where Leonardo's painter and the bishop start.
"""
import pytest

from conftest import (decide_until, give_tiles, leonardo_seat, location, me, module_table, new_lines, next_round,
                      paints_of, plan_all, put_bishop, rules_logged, set_score, set_thalers, show_portraits, step,
                      strip_fresco, wake_by_subject)
from fresco_nb import new_game

LEO = 2
NOTHING = "0 0 0 0 0"


def at(game, where, subject=LEO):
    """Play default decisions until ``subject`` decides at ``where`` (market, cathedral, studio, workshop)."""
    decide_until(game, lambda g: g.turn.kind == "player" and g.acting_for == subject and location(g) == where)


def leo_first(game, plans=None):
    """Round start: Leonardo wakes at 5:00 (he acts first everywhere), the players later; both plan."""
    wake_by_subject(game, {LEO: 1, 0: 4, 1: 5})
    plan_all(game, plans or {})


def texts(actions):
    return sorted(map(str, actions))


# ------------------------------------------------------------------------- R-LEO-1, R-LEO-2 setup

def test_R_LEO_1_two_players_use_the_three_player_side_with_eleven_market_tiles(data):
    game = module_table(2)
    view = game.view()
    assert [len(stall) for stall in view["stalls"]] == list(data.side_for(3).stall_sizes)     # 3 stalls
    on_board = [t for stall in view["stalls"] for t in stall] + view["bag"]
    assert len(on_board) == 11                                   # 14 - the 3 set-aside tiles
    assert not {"M-R", "M-Y", "M-B"} & set(on_board)             # the 3-player removals (data: removed_for_3p)
    assert len(view["inn"]) == len(data.side_for(3).inn)
    assert leonardo_seat(game) == LEO and view["players"][LEO]["name"] == "Leonardo"


def test_R_LEO_2_setup_S3_centre_painter_no_mood_no_money_no_paints():
    game = module_table(2)
    view = game.view()
    leo = view["players"][LEO]
    assert [p["start_space"] for p in view["players"]] == [1, 2, 3]       # players on S1, S2; Leonardo on S3
    assert view["leonardo"]["part"] == "c3" and view["bishop"] == "c3"     # with the bishop on the centre
    assert leo["mood"] is None and leo["mood_space"] is None              # no mood marker
    assert leo["inn_slot"] is None                                         # his inn painter above the inn
    # no screens: everybody sees that he has nothing
    for who in (0, 1, "public"):
        assert game.view(who)["players"][LEO]["thalers"] == 0
        assert game.view(who)["players"][LEO]["paints"] == {}
    assert me(game, 0)["thalers"] == 12 and paints_of(game, 0) == {"R": 1, "Y": 1, "B": 1}
    assert "R-LEO-2" in rules_logged(game.log_text())


def test_R_LEO_2_his_action_board_is_fixed_market_and_cathedral_top_spaces():
    game = module_table(2)
    wake_by_subject(game)
    assert game.turn.kind == "simultaneous" and game.turn.seats == (0, 1)     # Leonardo does not plan
    assert game.view()["players"][LEO]["plan"] == [1, 1, 0, 0, 0]
    plan_all(game)
    assert game.view()["players"][LEO]["plan"] == [1, 1, 0, 0, 0]


def test_R_LEO_9_R_MOD_1_extra_studio_and_workshop_apprentices_with_portraits_and_requests():
    game = module_table(2, modules=("portraits", "requests", "blends"))
    wake_by_subject(game)
    assert game.view()["players"][LEO]["plan"] == [1, 1, 1, 1, 0]
    game = module_table(2, modules=("portraits",))
    wake_by_subject(game)
    assert game.view()["players"][LEO]["plan"] == [1, 1, 1, 0, 0]


# ------------------------------------------------------------------------- R-LEO-3 the Leonardo tile

@pytest.mark.parametrize("start", [(0, 1), (1, 0)])
def test_R_LEO_3_start_player_holds_the_leonardo_tile_in_round_one(start):
    game = module_table(2, start=start)
    starter = start[0]                                   # drawn onto S1: chooses his wake-up time first
    assert game.turn.seats == (starter,) and game.acting_for == starter
    assert game.view()["leonardo"]["controller"] == f"P{starter + 1}"
    wake_by_subject(game, {starter: 4, 1 - starter: 5, LEO: 1})
    assert game.view()["inn"][0]["painter"] == "Leonardo"
    assert any(f"Leonardo wakes at 5:00 (decided by P{starter + 1})" in line for line in game.log_text())


def test_R_LEO_3_controller_alternates_every_round_in_a_two_player_game():
    """Play five rounds; every Leonardo decision (wake-up, market, cathedral, score placement) is asked of the
    start player in odd rounds and of the other player in even rounds, and the log says who decided."""
    game = module_table(2, start=(1, 0))          # seat 1 is the start player
    seen = {}

    def record(g):
        if g.acting_for == LEO:
            seen.setdefault(g.view()["round"], set()).add(g.turn.seats)
        return None

    decide_until(game, lambda g: g.view()["round"] == 6, choose=record)
    assert sorted(seen) == [1, 2, 3, 4, 5]
    for rnd, seats in seen.items():
        holder = 1 if rnd % 2 else 0
        assert seats == {(holder,)}, (rnd, seats)
    lines = game.log_text()
    for rnd in range(1, 6):
        holder = "P2" if rnd % 2 else "P1"
        mine = [line for line in lines if line.startswith(f"R{rnd} · ")]
        assert f"R{rnd} · R-LEO-3 · {holder} holds the Leonardo tile this round and makes Leonardo's decisions." in mine
        decided = [line for line in mine if "decided by" in line]
        assert len(decided) == 3                               # wake-up, market, cathedral
        assert all(f"decided by {holder})" in line or f"decided by {holder}." in line for line in decided)


def test_R_LEO_3_the_other_player_cannot_decide_for_leonardo():
    game = module_table(2)
    game.apply("wake 4", 0)
    game.apply("wake 5", 1)                     # Leonardo's turn to wake is next
    assert game.acting_for == LEO and game.turn.seats == (0,)
    error = game.check("wake 1", 1)
    assert error is not None and error.rule == "R-LEO-4"
    game.apply("wake 1", 0)


# ------------------------------------------------------------------------- R-LEO-4 wake-up

def test_R_LEO_4_controller_puts_leonardo_on_a_free_slot_without_mood():
    game = module_table(2)
    game.apply("wake 3", 0)
    game.apply("wake 5", 1)
    assert game.acting_for == LEO
    assert texts(game.legal_actions()) == ["wake 1", "wake 2", "wake 4"]     # 7:00 and 9:00 are taken
    assert game.check("wake 3").rule == "R-WAKE-2"
    mark = len(game.log)
    game.apply("wake 2", 0)
    lines = new_lines(game, mark)
    assert "R-LEO-4" in rules_logged(lines) and "R-MOOD-1" not in rules_logged(lines)
    assert game.view()["players"][LEO]["mood"] is None
    assert game.view()["action_order"] == ["Leonardo", "P1", "P2"]          # he takes part in the action order


def test_R_LEO_1_leonardo_chooses_by_score_like_everybody():
    game = module_table(2)
    set_score(game, 0, 4)
    set_score(game, 1, 20)
    next_round(game)                     # Leonardo restores c2 with the bishop next to it: 5 + 2 = 7
    assert [p["score"] for p in game.view()["players"]] == [4, 20, 7]
    order = []
    while game.view()["phase"] == "wake":
        order.append(game.acting_for)
        game.apply(game.legal_actions()[-1], game.turn.seats[0])
    assert order == [0, LEO, 1]                # rearmost first (R-WAKE-1), Leonardo included


# ------------------------------------------------------------------------- R-LEO-5 market

def test_R_LEO_5_leonardo_must_close_an_open_stall_never_buy_or_pass():
    game = module_table(2)
    leo_first(game, {0: "1 0 0 0 0"})
    assert location(game) == "market" and game.acting_for == LEO and game.turn.seats == (0,)
    assert texts(game.legal_actions()) == ["close I", "close II", "close III"]
    assert game.check("buy I 1").rule == "R-LEO-5"
    assert game.check("pass").rule == "R-LEO-5"
    mark = len(game.log)
    game.apply("close II", 0)
    view = game.view()
    assert view["stalls"][1] == [] and {"M-BBB", "M-BB", "M-RB"} <= set(view["bag"])
    assert view["players"][LEO]["paints"] == {} and view["players"][LEO]["thalers"] == 0
    assert "Leonardo closes stall II, decided by P1." in " ".join(new_lines(game, mark))
    # the player after him finds stall II empty (R-MKT-1)
    assert game.acting_for == 0 and "close II" not in texts(game.legal_actions())


def test_R_LEO_5_only_stalls_that_still_hold_tiles():
    game = module_table(2)
    wake_by_subject(game, {0: 1, LEO: 4, 1: 5})            # seat 0 acts before Leonardo
    plan_all(game, {0: "1 0 0 0 0"})
    game.apply("close I", 0)
    assert game.acting_for == LEO
    assert texts(game.legal_actions()) == ["close II", "close III"]


# ------------------------------------------------------------------------- R-LEO-6 cathedral

def test_R_LEO_6_orthogonal_step_onto_a_tile_free_with_bishop_bonus():
    game = module_table(2)
    leo_first(game)
    at(game, "cathedral")
    assert game.turn.seats == (0,)
    assert texts(game.legal_actions()) == ["restore b3", "restore c2", "restore c4", "restore d3"]  # no diagonal
    assert game.check("restore b2").rule == "R-LEO-6"
    assert game.check("pass").rule == "R-LEO-6"                 # compulsory
    assert game.check("bishop N").rule == "R-LEO-6"            # he never moves the bishop
    assert game.preview("restore d3").vp == 7 + 2
    game.apply("restore d3", 0)
    view = game.view()
    leo = view["players"][LEO]
    assert leo["score"] == 9 and leo["vp"]["fresco"] == 7 and leo["vp"]["bishop"] == 2
    assert leo["tile_count"] == 1 and leo["tiles"] == ["F07a"]          # face down in front of his board
    assert leo["paints"] == {} and leo["thalers"] == 0                  # he paid nothing
    assert view["fresco"][13]["tile"] is None
    assert view["bishop"] == "d3" and view["leonardo"]["part"] == "d3"   # bishop and painter move there
    line = next(x for x in game.log_text() if "R-LEO-6" in x)
    assert "decided by P1" in line and "7 VP + 2 bishop bonus" in line


def test_R_LEO_6_his_painter_steps_from_its_own_part_not_the_bishops():
    game = module_table(2)
    put_bishop(game, "e5")                  # a player moved the bishop away earlier
    leo_first(game)
    at(game, "cathedral")
    assert texts(game.legal_actions()) == ["restore b3", "restore c2", "restore c4", "restore d3"]
    assert game.preview("restore c4").vp == 8                          # no bonus: the bishop is far away
    put_bishop(game, "b5")
    assert game.preview("restore c4").vp == 8 + 2                      # bonus measured from the bishop
    game.apply("restore c4", 0)
    assert game.view()["players"][LEO]["score"] == 10
    assert game.view()["bishop"] == "c4" and game.view()["leonardo"]["part"] == "c4"


def test_R_LEO_6_no_orthogonal_tile_jumps_to_a_lowest_tile_controllers_choice():
    game = module_table(2)                   # a1 = F03a (3), c1 = F03c (3), d1 = F04a (4), e5 = F11 (11)
    strip_fresco(game, ["a1", "c1", "d1", "e5", "b2", "d4", "a5"])     # b2, d4 diagonal: not orthogonal to c3
    put_bishop(game, "c1")
    leo_first(game)
    at(game, "cathedral")
    assert texts(game.legal_actions()) == ["restore a1", "restore c1"]   # both lowest (3); 4 and more excluded
    assert game.check("restore d1").rule == "R-LEO-6"
    assert game.preview("restore a1").vp == 3
    game.apply("restore c1", 0)                                           # bishop on it: 3 + 3
    view = game.view()
    assert view["players"][LEO]["score"] == 6 and view["players"][LEO]["vp"]["bishop"] == 3
    assert view["bishop"] == "c1" and view["leonardo"]["part"] == "c1"


def test_R_LEO_6_after_a_jump_the_next_round_steps_orthogonally_from_there():
    game = module_table(2)
    strip_fresco(game, ["a1", "b1", "c1", "e5", "a5", "e1", "d5", "b5"])
    leo_first(game)
    at(game, "cathedral")
    assert texts(game.legal_actions()) == ["restore a1", "restore b1", "restore c1"]     # the 3-point tiles
    game.apply("restore a1", 0)
    next_round(game)                         # round 2: the other player decides
    leo_first(game)
    at(game, "cathedral")
    assert game.turn.seats == (1,)
    assert texts(game.legal_actions()) == ["restore b1"]                 # a2 is empty; b1 is orthogonal
    game.apply("restore b1", 1)
    assert game.view()["leonardo"]["part"] == "b1"


def test_R_LEO_6_occupied_space_controller_chooses_ahead_or_behind():
    game = module_table(2)
    set_score(game, 0, 9)
    set_score(game, 1, 10)
    leo_first(game)
    at(game, "cathedral")
    game.apply("restore d3", 0)             # 7 + 2 = 9: taken by seat 0
    assert game.acting_for == LEO and game.turn.seats == (0,)
    assert texts(game.legal_actions()) == ["place ahead", "place behind"]
    assert game.check("place ahead", 1).rule == "R-LEO-6"
    game.apply("place behind", 0)
    assert game.view()["players"][LEO]["score"] == 8


def test_R_LEO_1_R_PREP_2_leonardo_gets_no_income():
    game = module_table(2)
    leo_first(game)
    at(game, "cathedral")
    game.apply("restore d3", 0)
    next_round(game)
    leo = game.view()["players"][LEO]
    assert leo["tile_count"] == 1 and leo["thalers"] == 0 and leo["paints"] == {}
    assert not any("Leonardo receives" in line for line in game.log_text())


# ------------------------------------------------------------------------- R-LEO-7 last round

def test_R_LEO_7_last_round_without_his_cathedral_apprentice():
    game = module_table(2)
    strip_fresco(game, ["a1", "e1", "a5", "e5", "b1", "d5", "c1"])     # 7 left: not the last round yet
    next_round(game)                                                     # Leonardo restores one: 6 left
    view = game.view()
    assert view["round"] == 2 and view["last_round"] and view["tiles_left"] == 6
    wake_by_subject(game, {LEO: 1})
    assert game.view()["players"][LEO]["plan"] == [1, 0, 0, 0, 0]       # board not flipped; no cathedral
    score = game.view()["players"][LEO]["score"]
    mark = len(game.log)
    decide_until(game, lambda g: g.over)
    lines = new_lines(game, mark)
    assert "R-LEO-5" in rules_logged(lines)                              # he still closes a stall
    assert "R-LEO-6" not in rules_logged(lines)
    assert game.view()["tiles_left"] == 6 and game.view()["players"][LEO]["score"] == score


# ------------------------------------------------------------------------- R-LEO-8 final ranking

def _final_table(rulings=None):
    game = module_table(2, rulings=rulings)
    strip_fresco(game, ["a1", "e1", "a5", "e5", "b1", "d5", "c1"])
    next_round(game)                         # round 2 is the last; nobody but Leonardo scored
    assert game.view()["last_round"]
    return game


def test_R_LEO_8_leonardo_first_the_winner_is_the_better_placed_player():
    game = _final_table()
    set_score(game, LEO, 40)
    set_score(game, 0, 20)
    set_score(game, 1, 25)
    set_thalers(game, 0, 12)
    set_thalers(game, 1, 1)                # an odd thaler is lost: 0 VP
    decide_until(game, lambda g: g.over)
    result = game.result()
    assert result["scores"] == [26, 25, 40]
    assert result["ranking"] == [LEO, 0, 1]
    assert result["winner"] == 0 and result["winner_name"] == "P1"
    assert result["leonardo_first"] is True


def test_R_LEO_8_ruling_switch_lets_leonardo_win():
    game = _final_table(rulings={"leonardo_can_win": True})
    set_score(game, LEO, 40)
    set_score(game, 0, 20)
    set_score(game, 1, 25)
    decide_until(game, lambda g: g.over)
    result = game.result()
    assert result["ranking"][0] == LEO
    assert result["winner"] == LEO and result["winner_name"] == "Leonardo" and result["leonardo_first"] is True


def test_R_LEO_8_R_END_3_leonardo_occupies_his_space_at_final_scoring():
    game = _final_table()
    set_score(game, LEO, 30)
    set_score(game, 0, 24)
    set_score(game, 1, 10)
    set_thalers(game, 0, 12)               # 6 VP: 24 + 6 = 30, Leonardo's space: next free space ahead
    set_thalers(game, 1, 0)
    decide_until(game, lambda g: g.over)
    result = game.result()
    assert result["scores"] == [31, 10, 30]
    assert result["ranking"] == [0, LEO, 1]
    assert result["winner"] == 0 and result["leonardo_first"] is False
    assert result["vp"][LEO]["money"] == 0                              # no money to convert


def test_R_LEO_8_game_with_leonardo_plays_to_the_end_and_ranks_three_painters():
    game = new_game(2, seed=3)
    while not game.over:
        turn = game.turn
        if turn.kind == "simultaneous":
            for seat in turn.seats:
                game.apply(game.legal_actions(seat)[0], seat)
        else:
            step(game)
    result = game.result()
    assert sorted(result["ranking"]) == [0, 1, LEO]
    assert result["winner"] in (0, 1)
    assert result["leonardo_first"] == (result["ranking"][0] == LEO)


# ------------------------------------------------------------------------- R-LEO-9 modules

def test_R_LEO_9_portraits_leonardo_must_remove_a_card_and_scores_its_printed_vp():
    game = module_table(2, modules=("portraits",))
    show_portraits(game, ["P-B4", "P-A5"])            # Bishop (3 VP), Madonna (2 VP)
    leo_first(game, {0: "0 0 1 0 0"})
    at(game, "studio")
    assert game.turn.seats == (0,)
    assert texts(game.legal_actions()) == ["portrait P-A5", "portrait P-B4"]      # no pass: he must
    assert game.check("pass").rule == "R-LEO-9"
    score = game.view()["players"][LEO]["score"]
    game.apply("portrait P-B4", 0)                    # the controller picks; no paint for Leonardo
    view = game.view()
    assert view["players"][LEO]["vp"]["portraits"] == 3 and view["players"][LEO]["score"] == score + 3
    assert view["players"][LEO]["paints"] == {} and view["players"][LEO]["portraits"] == []
    assert [c["id"] for c in view["portraits"]["face_up"]] == ["P-A5"]            # the card left the game
    # the next player in the studio finds only the other card
    assert game.acting_for == 0 and location(game) == "studio"
    assert [str(a) for a in game.legal_actions() if str(a).startswith("portrait")] == ["portrait P-A5"]


def test_R_LEO_9_portrait_without_vp_scores_zero_but_is_removed():
    game = module_table(2, modules=("portraits",))
    show_portraits(game, ["P-A1"])                    # Servant of God: no VP printed
    leo_first(game)
    at(game, "studio")
    before = game.view()["players"][LEO]["score"]
    game.apply("portrait P-A1", 0)
    assert game.view()["players"][LEO]["score"] == before
    assert game.view()["players"][LEO]["vp"]["portraits"] == 0
    assert game.view()["portraits"]["face_up"] == []
    assert "it has no printed VP, so he scores nothing" in game.log_text()[-1]


def test_R_LEO_9_no_face_up_portrait_his_studio_apprentice_does_nothing():
    game = module_table(2, modules=("portraits",))
    show_portraits(game, [])
    leo_first(game)
    decide_until(game, lambda g: g.view()["round"] == 2)
    assert any("R-LEO-9 · No portrait is face up" in line for line in game.log_text())
    assert game.view()["players"][LEO]["thalers"] == 0          # no 3 thalers for him


def test_R_LEO_9_requests_leonardo_may_fulfil_scoring_only_the_value_tiles_leave_the_game():
    game = module_table(2, modules=("requests",))
    give_tiles(game, LEO, ["F05c", "F07b", "F08c"])          # orange spots on all three backs
    leo_first(game)
    at(game, "workshop")
    assert game.turn.seats == (0,)
    options = texts(game.legal_actions())
    assert "request O F05c,F07b,F08c" in options and "request general F05c,F07b,F08c" in options
    assert "pass" in options                                  # he may, not must
    assert not any(o.startswith("request V") or o.startswith("request G") for o in options)
    score = game.view()["players"][LEO]["score"]
    game.apply("request O F05c,F07b,F08c", 0)
    view = game.view()
    leo = view["players"][LEO]
    assert leo["vp"]["requests"] == 10 and leo["score"] == score + 10
    assert not {"F05c", "F07b", "F08c"} & set(leo["tiles"]) and leo["requests"] == []   # all left the game
    assert leo["tile_count"] == len(leo["tiles"])                         # nothing stacked in front of him
    assert view["requests"]["O"] == [8, 9]                                # the top 10 is gone
    next_round(game)
    assert game.view()["players"][LEO]["thalers"] == 0 and game.view()["players"][LEO]["paints"] == {}


def test_R_LEO_9_requests_leonardo_without_three_tiles_has_nothing_to_do():
    game = module_table(2, modules=("requests",))
    leo_first(game)
    mark = len(game.log)
    decide_until(game, lambda g: g.view()["round"] == 2)
    lines = new_lines(game, mark)
    assert not any("fulfils" in line for line in lines)
    assert game.view()["requests"]["general"] == [4, 5, 6]


def test_R_LEO_9_blends_no_special_rule_leonardo_restores_blend_tiles_for_free():
    game = module_table(2, modules=("blends",))
    view = game.view()
    assert view["fresco"][12]["tile"] == "F24a"
    leo_first(game)
    at(game, "cathedral")
    part = str(game.legal_actions()[0]).split()[1]
    game.apply(game.legal_actions()[0], 0)
    leo = game.view()["players"][LEO]
    assert leo["paints"] == {} and game.view()["leonardo"]["part"] == part
    assert leo["score"] == sum(leo["vp"].values()) > 0
