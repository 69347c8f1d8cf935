"""The worked examples ("Exemple") of the French rulebook (shared/seeds/000_…), one test each.

The red player of the book is seat 0 here ("P1"); he is on S1, the rearmost start space, so he chooses his
wake-up time first, as in the book ("Le joueur rouge se trouve en dernière position").
"""
from conftest import (location, me, new_lines, paints_of, put_bishop, rules_logged, set_paints, start_round,
                      table, wake_all)

RED = 0


def test_inn_example_seven_oclock_costs_one_mood_and_two_thalers_per_tile():
    """FR §1 "L'auberge", Exemple 1.)-2.) and §Prix à payer au marché: red, rearmost, chooses first and takes
    7:00: his mood drops by 1 at once, each market tile costs him 2 thalers, and nobody else can take 7:00.
    R-WAKE-1, R-WAKE-2, R-WAKE-3, R-MOOD-1."""
    game = table()
    assert game.turn.seats == (RED,)
    game.apply("wake 3", RED)
    view = game.view()
    assert view["inn"][2] == {"time": "7:00", "mood": -1, "price": 2, "painter": "P1"}
    assert view["players"][RED]["mood"] == -1               # "son humeur se dégrade de 1" - at once
    assert view["players"][RED]["apprentices"] == 5         # -1 is not a "-1" space on the track
    assert "wake 3" not in map(str, game.legal_actions())   # "ne peuvent plus choisir cette heure"
    assert game.check("wake 3").rule == "R-WAKE-2"


def test_market_example_buys_three_yellow_on_stall_iv_for_two_thalers():
    """FR §Acheter des couleurs, Exemple: red has 1 market apprentice and woke at 7:00, so a tile costs 2;
    he buys the tile with 3 yellow cubes on stall IV, pays 2 thalers, takes the 3 yellow cubes, and all
    tiles of stall IV go back into the bag. R-MKT-1, R-MKT-2."""
    game = table()            # stall IV = M-YYY, M-YY, M-G; M-Y in the bag
    start_round(game, {RED: 3}, {RED: "1 2 0 1 1"})
    assert location(game) == "market" and game.turn.seats == (RED,)
    assert game.view()["stalls"][3] == ["M-YYY", "M-YY", "M-G"]
    mark = len(game.log)
    game.apply("buy IV 1", RED)
    assert me(game, RED)["thalers"] == 12 - 2
    assert paints_of(game, RED) == {"R": 1, "Y": 1 + 3, "B": 1}
    view = game.view()
    assert view["stalls"][3] == []
    assert view["bag"] == sorted(["M-Y", "M-YYY", "M-YY", "M-G"])
    assert "R-MKT-2" in rules_logged(new_lines(game, mark))
    assert location(game) != "market"       # his one market action is used (R-MKT-4)


def test_cathedral_example_tile_three_with_bishop_diagonal_scores_five_then_second_action():
    """FR §Cathédrale, Exemple 1.)-4.): red has 2 cathedral apprentices, chooses the 3-point tile, hands in
    its paints and gets 3 VP + 2 bonus because the bishop stands on the diagonal neighbour = 5, moves his
    painter 5 spaces, keeps the tile face down, moves the bishop onto the freed part - "only then" does he
    take his 2nd cathedral action. R-CATH-1, R-CATH-2, R-CATH-3."""
    game = table(fresco={"b2": "F03a", "a1": "F03c"})     # F03a = 3 VP for R+Y; bishop on c3, diagonal to b2
    set_paints(game, RED, "RYRB")
    start_round(game, {RED: 3}, {RED: "0 2 0 0 0"})
    assert location(game) == "cathedral" and game.turn.seats == (RED,)
    # a1 is two steps from the bishop: no bonus before the first restoration
    assert game.preview("restore a1", RED).bonus == 0
    mark = len(game.log)
    game.apply("restore b2", RED)
    view = game.view()
    player = view["players"][RED]
    assert player["score"] == 5                              # 3 + 2, from a start space (R-SCORE-1)
    assert player["vp"]["fresco"] == 3 and player["vp"]["bishop"] == 2
    assert player["tile_count"] == 1                          # the tile lies in front of him, face down
    assert view["fresco"][6]["tile"] is None                  # b2 is restored
    assert view["bishop"] == "b2"                             # the bishop moved onto the freed part
    assert paints_of(game, RED) == {"R": 1, "B": 1}          # R+Y handed in
    lines = new_lines(game, mark)
    assert "R-CATH-2" in rules_logged(lines)
    assert "3 VP + 2 bishop bonus" in lines[0] and "= 5 VP" in lines[0]
    # 4.) only now the second action: still red, still the cathedral, measured from the bishop's new part
    assert game.turn.seats == (RED,) and location(game) == "cathedral"
    assert game.preview("restore a1", RED).bonus == 2
    assert game.preview("restore a1", RED).vp == 5
    game.apply("restore a1", RED)
    assert me(game, RED)["score"] == 5 + 3 + 2
    assert game.view()["bishop"] == "a1"


def _altar(paints_held, action):
    game = table()
    set_paints(game, RED, paints_held)
    start_round(game, {RED: 3}, {RED: "0 1 0 0 0"})
    put_bishop(game, "c3")
    game.apply(action, RED)
    return game


def test_altar_example_red_green_blue_is_three():
    """FR §Restaurer l'autel, Exemple 1: red + green + blue = 2 base VP + 1 joker (green replaces yellow) = 3.
    R-ALT-1."""
    game = _altar("RGB", "altar R+G+B")
    assert me(game, RED)["vp"]["altar"] == 3 and me(game, RED)["score"] == 3
    assert paints_of(game, RED) == {}


def test_altar_example_orange_orange_green_is_five():
    """FR §Restaurer l'autel, Exemple 2: orange + orange + green replace red, yellow, blue = 2 + 3 = 5. R-ALT-1."""
    game = _altar("OOG", "altar O+O+G")
    assert me(game, RED)["vp"]["altar"] == 5 and me(game, RED)["score"] == 5


def test_altar_example_mixed_set_is_six():
    """FR §Restaurer l'autel, Exemple 3: 1 green, 1 orange, 1 violet = 6 VP (the mixed set). R-ALT-1."""
    game = _altar("OGV", "altar O+G+V")
    assert me(game, RED)["vp"]["altar"] == 6 and me(game, RED)["score"] == 6
    assert me(game, RED)["vp"]["bishop"] == 0     # no bishop bonus at the altar


def test_studio_example_no_apprentice_earns_nothing():
    """FR §Atelier de peintre, Exemple: red placed no apprentice in the studio, so he earns no 3 thalers and is
    skipped there; a player with one studio apprentice earns 3. R-STU-1, R-ACT-2."""
    game = table()
    start_round(game, {RED: 3}, {RED: "0 0 0 1 1", 1: "0 0 1 0 0"})
    # market and cathedral are empty, the studio is automatic: red is now at the workshop
    assert location(game) == "workshop" and game.turn.seats == (RED,)
    assert me(game, RED)["thalers"] == 12
    assert me(game, 1)["thalers"] == 12 + 3
    studio_lines = [line for line in game.log_text() if "R-STU-1" in line]
    assert studio_lines == ["R1 · R-STU-1 · P2 paints portraits in the studio with 1 apprentice: +3 thalers."]


def test_workshop_example_one_apprentice_two_mixes():
    """FR §Atelier, Exemple: red has one workshop apprentice and may do up to 2 mixes; then the next player
    in wake-up order mixes. R-WKS-1, R-ACT-2."""
    game = table()
    set_paints(game, RED, "RRYYB")
    set_paints(game, 1, "RY")
    start_round(game, {RED: 3, 1: 4}, {RED: "0 0 0 1 0", 1: "0 0 0 1 0"})
    assert location(game) == "workshop" and game.turn.seats == (RED,)
    game.apply("mix O", RED)
    assert game.turn.seats == (RED,)
    game.apply("mix G", RED)
    assert paints_of(game, RED) == {"R": 1, "O": 1, "G": 1}
    assert location(game) == "workshop" and game.turn.seats == (1,)    # red's 2 mixes are used up


def test_theatre_example_two_mood_spaces_at_once():
    """FR §Théâtre, Exemple: red placed one apprentice in the theatre; his mood rises by 2 spaces immediately.
    Remarque: the apprentices follow only after the next wake-up choice. R-THE-1, R-MOOD-3."""
    game = table()
    start_round(game, {RED: 4}, {RED: "0 0 0 0 1"})      # 8:00: mood change 0; the rest of round 1 is automatic
    lines = [line for line in game.log_text() if "R-THE-1" in line]
    assert lines == ["R1 · R-THE-1 · P1 goes to the theatre (1×): mood from +0 to +2 (a +1 space)."]
    assert game.view()["round"] == 2
    assert me(game, RED)["mood"] == 2                       # moved at once
    assert me(game, RED)["apprentices"] == 5                # still round 1's count
    wake_all(game, {RED: 4})                                # next wake-up (8:00 again): now on a "+1" space
    assert me(game, RED)["apprentices"] == 6


def test_planning_example_red_plan_one_two_zero_one_one():
    """FR §Planifier des actions, Exemple: red intends 1× market, 2× cathedral, 0× studio, 1× workshop and 1×
    theatre: 5 apprentices on the 15 spaces, at most one per space. R-PLAN-1, R-PLAN-2, R-ACT-1."""
    game = table()
    wake_all(game, {RED: 3})
    assert "plan 1 2 0 1 1" in map(str, game.legal_actions(RED))
    game.apply("plan 1 2 0 1 1", RED)
    assert game.view(RED)["players"][RED]["plan"] == [1, 2, 0, 1, 1]
    assert game.view(1)["players"][RED]["plan"] is None         # behind the small screen
    for seat in (1, 2, 3):
        game.apply("plan 0 0 0 0 0", seat)
    assert game.view(1)["players"][RED]["plan"] == [1, 2, 0, 1, 1]    # revealed at once
    reveal = [line for line in game.log_text() if "All plans are revealed" in line]
    assert "P1: 1× market, 2× cathedral, 1× workshop, 1× theatre" in reveal[0]
    # red visits the market first (R-ACT-1)
    assert location(game) == "market" and game.turn.seats == (RED,)
