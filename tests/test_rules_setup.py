"""Setup for 3 and 4 players: R-SET-1 .. R-SET-8 (fresco.md §Setup)."""
import pytest

from conftest import (me, paints_of, plan_all, resolve_draws, set_paints, set_thalers, start_round, table,
                      wake_all)
from fresco_nb import new_game
from fresco_nb.games.fresco.rules.errors import IllegalAction


# ------------------------------------------------------------------------- R-SET-1 board side

def test_R_SET_1_four_players_use_side_with_S1_to_S4_and_four_stalls(data):
    game = table(4)
    view = game.view()
    assert len(view["stalls"]) == 4
    assert [len(stall) for stall in view["stalls"]] == list(data.side_for(4).stall_sizes)   # default 4/3/3/3
    assert sorted(p["start_space"] for p in view["players"]) == [1, 2, 3, 4]


def test_R_SET_1_three_players_use_side_with_S1_to_S3_and_three_stalls(data):
    game = table(3)
    view = game.view()
    assert len(view["stalls"]) == 3
    assert [len(stall) for stall in view["stalls"]] == list(data.side_for(3).stall_sizes)
    assert sorted(p["start_space"] for p in view["players"]) == [1, 2, 3]
    options = set(map(str, _market_options(game)))
    assert {"close I", "close II", "close III"} <= options and "close IV" not in options
    assert game.check("close IV").rule == "R-MKT-1"


def _market_options(game):
    start_round(game, {}, {seat: "1 0 0 0 0" for seat in range(len(game.view()["players"]))})
    return game.legal_actions()


@pytest.mark.parametrize("players", [1, 5])
def test_R_SET_1_only_three_or_four_players(players):
    with pytest.raises(ValueError):
        new_game(players)


# ------------------------------------------------------------------------- R-SET-2 start order

def test_R_SET_2_painters_drawn_at_random_onto_start_spaces_in_draw_order():
    game = new_game(4, seed=3, auto_chance=False)
    assert game.turn.kind == "chance"
    assert sorted(str(d) for d in game.legal_actions()) == ["draw P1", "draw P2", "draw P3", "draw P4"]
    for name in ("P3", "P1", "P4", "P2"):
        game.apply(f"draw {name}")
    resolve_draws(game)
    spaces = {p["name"]: p["start_space"] for p in game.view()["players"]}
    assert spaces == {"P3": 1, "P1": 2, "P4": 3, "P2": 4}
    assert [p["score"] for p in game.view()["players"]] == [0, 0, 0, 0]   # start spaces score nothing
    assert game.turn.seats == (2,)           # S1 is the rearmost: P3 chooses first (R-WAKE-1)
    assert any("R-SET-2 · P3's painter is drawn onto start space S1" in line for line in game.log_text())


def test_R_SET_2_the_draw_is_random():
    orders = set()
    for seed in range(12):
        view = new_game(4, seed=seed).view()
        orders.add(tuple(p["start_space"] for p in view["players"]))
    assert len(orders) > 3


# ------------------------------------------------------------------------- R-SET-3 inn

def test_R_SET_3_second_painters_stand_above_the_inn():
    view = table().view()
    assert [p["inn_slot"] for p in view["players"]] == [None] * 4
    assert [slot["painter"] for slot in view["inn"]] == [None] * 5
    assert view["phase"] == "wake"


# ------------------------------------------------------------------------- R-SET-4 market

def test_R_SET_4_four_players_fourteen_tiles_thirteen_in_stalls_one_in_bag():
    game = new_game(4, seed=0, auto_chance=False)
    resolve_draws(game)
    view = game.view()
    in_stalls = [t for stall in view["stalls"] for t in stall]
    assert len(in_stalls) == 13 and len(view["bag"]) == 1
    assert len(set(in_stalls + view["bag"])) == 14


def test_R_SET_4_three_players_remove_three_tiles_first(data):
    game = new_game(3, seed=0, auto_chance=False)
    seen = set()
    while game.turn.kind == "chance":
        items = {d.item for d in game.legal_actions()}
        if all(item.startswith("M-") for item in items):      # a market tile from the bag
            seen |= items
        game.apply(game.legal_actions()[0])
    removed = set(data.removed_for_3p)                      # default: M-R, M-Y, M-B
    assert len(removed) == 3
    assert seen and not seen & removed                      # the removed tiles never come out
    view = game.view()
    in_stalls = [t for stall in view["stalls"] for t in stall]
    assert len(in_stalls) == 9 and len(view["bag"]) == 2
    assert len(set(in_stalls + view["bag"])) == 11


def test_R_SET_4_stalls_are_filled_by_drawing_from_the_bag():
    game = table(stalls=[["M-G", "M-O", "M-R", "M-Y"], ["M-B", "M-RR", "M-YY"], ["M-BB", "M-RY", "M-RB"],
                         ["M-YB", "M-RRR", "M-YYY"]])
    view = game.view()
    assert view["stalls"][0] == ["M-G", "M-O", "M-R", "M-Y"]
    assert view["bag"] == ["M-BBB"]
    assert any("R-SET-4 · Stall I gets tile G from the bag" in line for line in game.log_text())


# ------------------------------------------------------------------------- R-SET-5 fresco

def test_R_SET_5_fresco_is_five_by_five_with_an_eleven_in_the_centre_under_the_bishop():
    game = new_game(4, seed=0, auto_chance=False)
    assert game.view("full")["fresco"][12]["value"] == 11
    centre = game.view()["fresco"][12]["tile"]
    seen = set()
    while game.turn.kind == "chance":
        items = {d.item for d in game.legal_actions()}
        if all(item.startswith("F") for item in items):       # a fresco tile onto a part
            seen |= items
        game.apply(game.legal_actions()[-1])
    assert centre not in seen and len(seen) == 24           # the other 24 tiles are dealt at random
    view = game.view()
    parts = [f["part"] for f in view["fresco"]]
    assert parts == [c + r for r in "12345" for c in "abcde"]
    assert view["bishop"] == "c3" and view["fresco"][12]["tile"] == centre
    tiles = [f["tile"] for f in view["fresco"]]
    assert None not in tiles and len(set(tiles)) == 25 and view["tiles_left"] == 25
    values = sorted(f["value"] for f in view["fresco"])
    assert values[0] == 3 and values[-1] == 11
    assert all(f["paints"] for f in view["fresco"])       # face up: the paints are public
    assert any("R-SET-5" in line and "centre" in line for line in game.log_text())


def test_R_SET_5_shuffle_depends_on_the_seed():
    a = [f["tile"] for f in new_game(4, seed=1).view()["fresco"]]
    b = [f["tile"] for f in new_game(4, seed=2).view()["fresco"]]
    assert a != b and a[12] == b[12]


# ------------------------------------------------------------------------- R-SET-6 unlimited supply

def test_R_SET_6_paints_are_unlimited():
    """The box holds 17 red cubes; the engine hands out more (the book: note them on paper)."""
    game = table()
    set_paints(game, 0, "R" * 17)
    start_round(game, {0: 5}, {0: "1 0 0 0 0"})
    game.apply("buy I 1", 0)                  # stall I slot 1 = M-RRR
    assert paints_of(game, 0) == {"R": 20}


def test_R_SET_6_coins_are_unlimited():
    """⚖ The box holds 60 coins; the engine pays out beyond that."""
    game = table()
    for seat in range(4):
        set_thalers(game, seat, 60)
    start_round(game, {}, {seat: "0 0 3 0 0" for seat in range(4)})
    assert [game.view(seat)["players"][seat]["thalers"] for seat in range(4)] == [69] * 4


# ------------------------------------------------------------------------- R-SET-7 mood

def test_R_SET_7_mood_markers_start_on_their_own_space_natural_apprentice_above(data):
    view = table().view()
    start = data.mood.start
    for p in view["players"]:
        assert p["mood"] == 0 and p["mood_space"] == start and p["mood_zone"] == 0


def test_R_SET_7_nobody_has_the_natural_apprentice_at_the_start():
    game = table()
    wake_all(game, {0: 4})                                  # seat 0 at 8:00: no mood change
    assert me(game, 0)["apprentices"] == 5


# ------------------------------------------------------------------------- R-SET-8 resources

def test_R_SET_8_twelve_thalers_one_each_primary_five_apprentices_side_one():
    game = table()
    for seat in range(4):
        mine = me(game, seat)
        assert mine["thalers"] == 12
        assert mine["paints"] == {"R": 1, "Y": 1, "B": 1}
    wake_all(game, {0: 4})                                  # 8:00: mood 0, so exactly the own apprentices
    assert me(game, 0)["apprentices"] == 5
    plans = set(map(str, game.legal_actions(0)))
    assert "plan 1 1 1 1 1" in plans and "plan 2 1 1 1 1" not in plans
    with pytest.raises(IllegalAction) as err:
        game.apply("plan 2 1 1 1 1", 0)
    assert err.value.rule == "R-PLAN-1"
    plan_all(game, {0: "0 0 0 0 1"})
    view = game.view()
    assert view["last_round"] is False                      # side 1: the theatre is the fifth location
    assert any("1× theatre" in line for line in game.log_text())
