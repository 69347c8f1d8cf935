"""Module 1 — Portraits (R-POR-1 .. R-POR-6, R-MOOD-3; FR supplement §1 "Les portraits" and "Les cartes
« Portrait » dans le détail").

The card amounts not confirmed by the books (Nobles, Bishop, Madonna, Maiden, Self-portrait) are read from
data/portraits.toml (placeholders, components.md appendix B); the confirmed ones (Merchant: 2 primaries of
choice + 1 thaler, Patron: 7 thalers, Muse: mood to the top, Actor +3, Abbot +1, Provost 1 thaler, Servant +1)
are written out.
"""
import pytest

from conftest import (decide_until, give_portraits, give_tiles, location, me, module_table,
                      new_lines, next_round, paints_of, plan_all, put_bishop, rules_logged, set_mood, set_paints,
                      set_thalers, show_portraits, start_round, strip_fresco, wake_all)
from fresco_nb import new_game

P0 = 0


def portraits_table(up=None, **kw):
    game = module_table(4, modules=("portraits",), **kw)
    if up is not None:
        show_portraits(game, up)
    return game


def at_studio(game, seat=P0):
    decide_until(game, lambda g: g.turn.kind == "player" and g.acting_for == seat and location(g) == "studio")


def face_up(game):
    return [c["id"] for c in game.view()["portraits"]["face_up"]]


def texts(actions):
    return sorted(map(str, actions))


# ------------------------------------------------------------------------- R-POR-1 setup

def test_R_POR_1_decks_stacked_C_bottom_B_then_A_on_top_two_face_up():
    game = portraits_table(portraits=["P-A4", "P-A6", "P-B2", "P-C5"])
    view = game.view()["portraits"]
    assert face_up(game) == ["P-A4", "P-A6"]                   # the top two, from deck A
    assert view["deck"] == 16 and view["last_up"] is False
    stacked = [line.split("A deck-")[1][0] for line in game.log_text() if "goes onto the portrait stack" in line]
    assert stacked == ["A"] * 6 + ["B"] * 6 + ["C"] * 6        # A on top ... C at the bottom
    assert "R-POR-1" in rules_logged(game.log_text())


def test_R_POR_1_R_POR_4_R_POR_5_cards_come_up_A_then_B_then_C_and_the_last_two_end_the_game():
    """Nobody takes a portrait: 2 new cards each round, deck A for rounds 1-3, B for 4-6, C for 7-9; the
    round when the last 2 are turned up is the last (the fresco is untouched)."""
    game = new_game(4, seed=11, modules=("portraits",))
    seen = {}

    def note_round(g):
        seen.setdefault(g.view()["round"], (face_up(g), g.view()["last_round"]))
        return None                                          # then the default decision

    decide_until(game, lambda g: g.over, choose=note_round)
    assert sorted(seen) == list(range(1, 10))
    letters = "".join(card.split("-")[1][0] for rnd in range(1, 10) for card in seen[rnd][0])
    assert letters == "AAAAAA" + "BBBBBB" + "CCCCCC"
    all_cards = [card for rnd in range(1, 10) for card in seen[rnd][0]]
    assert len(set(all_cards)) == 18                             # each card once: leftovers never come back
    assert [seen[rnd][1] for rnd in range(1, 10)] == [False] * 8 + [True]
    assert game.view()["tiles_left"] == 25 and game.result()["rounds"] == 9
    assert "R-POR-5" in rules_logged(game.log_text())


# ------------------------------------------------------------------------- R-POR-2 a card instead of 3 thalers

def test_R_POR_2_a_card_for_one_apprentice_the_others_earn_three_thalers():
    game = portraits_table(["P-C3", "P-A5"])                    # Patron (7 thalers), Madonna
    start_round(game, {P0: 4}, {P0: "0 0 3 0 0"})
    at_studio(game)
    assert texts(game.legal_actions()) == ["pass", "portrait P-A5", "portrait P-C3"]
    mark = len(game.log)
    game.apply("portrait P-C3", P0)                            # nobody else acts: the round ends at once
    assert me(game, P0)["thalers"] == 12 + 7 + 2 * 3
    lines = new_lines(game, mark)
    assert rules_logged(lines)[:2] == ["R-POR-2", "R-STU-1"]
    assert "R-POR-4 · Portraits nobody took leave the game: Madonna." in " ".join(lines)   # the other stayed up


def test_R_POR_2_passing_keeps_the_three_thalers_per_apprentice():
    game = portraits_table(["P-C3", "P-A5"])
    start_round(game, {P0: 4}, {P0: "0 0 3 0 0"})
    at_studio(game)
    mark = len(game.log)
    game.apply("pass", P0)
    assert me(game, P0)["thalers"] == 12 + 9
    assert "Portraits nobody took leave the game: Patron, Madonna." in " ".join(new_lines(game, mark))


def test_R_POR_2_one_apprentice_takes_the_card_and_no_thalers():
    game = portraits_table(["P-C3", "P-A5"])
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    game.apply("portrait P-C3", P0)
    assert me(game, P0)["thalers"] == 12 + 7


def test_R_POR_2_at_most_one_portrait_per_player_per_round():
    game = portraits_table(["P-C3", "P-A5"])
    start_round(game, {P0: 1, 1: 2}, {P0: "0 0 3 0 0", 1: "0 0 1 0 0"})
    at_studio(game)
    game.apply("portrait P-C3", P0)
    # his studio turn is over although two apprentices remained and a card is still face up
    assert game.acting_for == 1 and location(game) == "studio"
    assert texts(game.legal_actions()) == ["pass", "portrait P-A5"]
    mark = len(game.log)
    game.apply("portrait P-A5", 1)
    assert me(game, P0)["thalers"] == 12 + 7 + 6
    assert not any("leave the game" in line for line in new_lines(game, mark))    # no leftover to discard


def test_R_POR_2_no_card_face_up_only_the_thalers_remain():
    game = portraits_table(["P-C3"])
    start_round(game, {P0: 1, 1: 2}, {P0: "0 0 1 0 0", 1: "0 0 2 0 0"})
    at_studio(game)
    mark = len(game.log)
    game.apply("portrait P-C3", P0)                 # seat 1's studio visit needs no decision: the round ends
    assert me(game, 1)["thalers"] == 12 + 6
    assert "R-STU-1 · P2 paints portraits in the studio with 2 apprentices: +6 thalers." in " ".join(
        new_lines(game, mark))


def test_R_POR_2_only_a_face_up_card():
    game = portraits_table(["P-C3", "P-A5"])
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    assert game.check("portrait P-C1").rule == "R-POR-2"        # still in the deck
    assert game.check("portrait P-A3").rule == "R-POR-2"


def test_R_POR_2_a_new_round_allows_a_new_card():
    game = portraits_table(["P-C3", "P-A5"])
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    game.apply("portrait P-C3", P0)
    next_round(game)
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    assert any(str(a).startswith("portrait") for a in game.legal_actions())


# ------------------------------------------------------------------------- R-POR-3 one-time cards

def _take(card_id, choice="", mood=0, apprentices=1):
    game = portraits_table([card_id])
    set_mood(game, P0, mood)
    start_round(game, {P0: 4}, {P0: f"0 0 {apprentices} 0 0"})      # 8:00: no mood change
    at_studio(game)
    before = me(game, P0)
    paints = paints_of(game, P0)
    game.apply(f"portrait {card_id}" + (f" {choice}" if choice else ""), P0)
    after = me(game, P0)
    gained = {c: n - paints.get(c, 0) for c, n in paints_of(game, P0).items() if n != paints.get(c, 0)}
    return game, after["thalers"] - before["thalers"], gained, after["score"] - before["score"], after


def test_R_POR_3_merchant_two_primaries_of_choice_and_one_thaler():
    game = portraits_table(["P-A2"])
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    assert texts(a for a in game.legal_actions() if str(a) != "pass") == [
        "portrait P-A2 B,B", "portrait P-A2 R,B", "portrait P-A2 R,R", "portrait P-A2 R,Y", "portrait P-A2 Y,B",
        "portrait P-A2 Y,Y"]
    assert game.check("portrait P-A2").rule == "R-POR-3"          # name the two primaries
    assert game.check("portrait P-A2 O,G") is not None
    _, thalers, gained, vp, after = _take("P-A2", "R,R")
    assert (thalers, gained, vp) == (1, {"R": 2}, 0)
    assert after["portraits"] == []                               # one-time: the card leaves the game


def test_R_POR_3_patron_seven_thalers():
    game, thalers, gained, vp, after = _take("P-C3")
    assert (thalers, gained, vp) == (7, {}, 0)
    assert after["portraits"] == [] and "R-POR-4 · Portraits nobody took" not in " ".join(game.log_text())


@pytest.mark.parametrize("card_id", ["P-A4", "P-B3", "P-C2"])
def test_R_POR_3_nobles_thalers_and_paints_shown(data, card_id):
    card = next(c for c in data.portraits if c.id == card_id)
    _, thalers, gained, vp, _ = _take(card_id)
    assert thalers == card.thalers > 0
    assert gained == {p: card.paints.count(p) for p in card.paints} and gained
    assert vp == 0


@pytest.mark.parametrize("card_id, choice", [("P-B4", "Y"), ("P-C5", "B"), ("P-A5", ""), ("P-B5", "")])
def test_R_POR_3_bishop_and_madonna_vp_and_paint_or_thalers(data, card_id, choice):
    card = next(c for c in data.portraits if c.id == card_id)
    game, thalers, gained, vp, after = _take(card_id, choice)
    assert vp == card.vp > 0 and after["vp"]["portraits"] == card.vp
    assert thalers == card.thalers
    assert gained == ({choice: card.primary_choice} if choice else {})


def test_R_POR_3_bishop_paint_is_a_primary_of_choice(data):
    game = portraits_table(["P-B4"])
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    assert texts(a for a in game.legal_actions() if str(a) != "pass") == [
        "portrait P-B4 B", "portrait P-B4 R", "portrait P-B4 Y"]


def test_R_POR_3_muse_mood_to_the_top_at_once(data):
    game, thalers, gained, vp, after = _take("P-C4", mood=-3)
    top = len(data.mood.zones) - 1 - data.mood.start
    assert after["mood"] == top and (thalers, gained, vp) == (0, {}, 0)
    assert "R-MOOD-3" in rules_logged(game.log_text())


@pytest.mark.parametrize("card_id", ["P-A6", "P-C6", "P-B6"])
def test_R_POR_3_maiden_and_self_portrait_mood_up_and_thalers_or_vp(data, card_id):
    card = next(c for c in data.portraits if c.id == card_id)
    game, thalers, gained, vp, after = _take(card_id, mood=-2)
    assert after["mood"] == -2 + card.mood
    assert (thalers, vp, gained) == (card.thalers, card.vp, {})


def test_R_POR_3_R_MOOD_1_portrait_mood_stops_at_the_top(data):
    top = len(data.mood.zones) - 1 - data.mood.start
    _, _, _, _, after = _take("P-A6", mood=top - 1)
    assert after["mood"] == top


def test_R_MOOD_3_portrait_mood_changes_apprentices_only_at_the_next_wake_up(data):
    game, _, _, _, after = _take("P-C4", mood=0)             # Muse: to the top, a "+1" space
    assert after["apprentices"] == data.apprentices             # planned with 5: unchanged this round
    next_round(game)
    wake_all(game, {P0: 4})                                     # 8:00, no mood change: he stays on the top
    assert me(game, P0)["apprentices"] == data.apprentices + 1  # the natural apprentice from now on


def test_R_MOOD_3_maiden_lifts_mood_into_plus_one_zone_apprentices_next_round(data):
    game, _, _, _, after = _take("P-A6", mood=0)
    assert after["mood"] == 2 and after["mood_zone"] == 1 and after["apprentices"] == data.apprentices
    next_round(game)
    wake_all(game, {P0: 4})
    assert me(game, P0)["apprentices"] == data.apprentices + 1


# ------------------------------------------------------------------------- R-POR-3 permanent cards

def test_R_POR_3_permanent_card_stays_in_front_of_its_owner():
    game = portraits_table(["P-B1"])
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    game.apply("portrait P-B1", P0)
    assert me(game, P0)["portraits"] == ["P-B1"]
    assert game.view("public")["players"][P0]["portraits"] == ["P-B1"]          # public (R-HID-1)
    assert me(game, P0)["thalers"] == 12                                         # no thalers for that apprentice


def test_R_POR_3_servant_of_god_one_more_thaler_income_this_round_already():
    game = portraits_table(["P-A1"])
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    mark = len(game.log)
    game.apply("portrait P-A1", P0)                             # the round ends: income at once
    assert game.view()["round"] == 2
    assert me(game, P0)["thalers"] == 12 + 1                   # no fresco tile yet: still +1 (⚖ R-PREP-2)
    assert "R-POR-3 · The Servant of God gives P1 +1 thaler income." in " ".join(new_lines(game, mark))
    give_tiles(game, P0, ["F03a", "F04a"])
    next_round(game)
    assert me(game, P0)["thalers"] == 13 + 2 + 1               # tiles + Servant, every round


def test_R_POR_3_actor_three_mood_steps_per_theatre_apprentice_same_round(data):
    game = portraits_table(["P-B1"])
    set_mood(game, P0, -3)
    set_mood(game, 1, -3)
    start_round(game, {P0: 4, 1: 5}, {P0: "0 0 1 0 1", 1: "0 0 0 0 1"})     # 8:00 mood 0, 9:00 mood +1
    at_studio(game)
    game.apply("portrait P-B1", P0)
    decide_until(game, lambda g: g.view()["round"] == 2)
    assert game.view()["players"][P0]["mood"] == -3 + 3         # +3 instead of +2, this round already
    assert game.view()["players"][1]["mood"] == -3 + 1 + 2       # without the Actor: +2


def test_R_POR_3_actor_with_two_theatre_apprentices_stops_at_the_top(data):
    game = portraits_table()
    give_portraits(game, P0, ["P-B1"])
    set_mood(game, P0, -3)
    start_round(game, {P0: 4}, {P0: "0 0 0 0 2"})
    decide_until(game, lambda g: g.view()["round"] == 2)
    assert game.view()["players"][P0]["mood"] == len(data.mood.zones) - 1 - data.mood.start   # -3 + 6 = +3


def _cathedral(game, seat=P0):
    decide_until(game, lambda g: g.turn.kind == "player" and g.acting_for == seat and location(g) == "cathedral")


def test_R_POR_3_abbot_one_vp_more_with_each_bishop_bonus_only():
    game = portraits_table(fresco={"b2": "F03a", "a5": "F03c"})
    give_portraits(game, P0, ["P-B2"])
    set_paints(game, P0, "RYRBOGV")
    start_round(game, {P0: 4}, {P0: "0 3 0 0 0"})
    _cathedral(game)
    assert game.preview("restore b2").vp == 3 + 2 + 1           # preview: value + bishop bonus + Abbot
    game.apply("restore b2", P0)                                # bishop on c3, diagonal: 3 + 2 + Abbot 1
    assert me(game, P0)["score"] == 6 and me(game, P0)["vp"]["portraits"] == 1
    game.apply("restore a5", P0)                                # far from the bishop (now b2): no bonus, no Abbot
    assert me(game, P0)["score"] == 9 and me(game, P0)["vp"]["portraits"] == 1
    game.apply("altar O+G+V", P0)                               # no bishop bonus at the altar, no Abbot
    assert me(game, P0)["score"] == 15 and me(game, P0)["vp"]["portraits"] == 1
    assert any("R-POR-3 · The Abbot gives P1 +1 VP" in line for line in game.log_text())


def test_R_POR_6_provost_moves_the_bishop_anywhere_for_one_thaler():
    game = portraits_table(fresco={"a5": "F03c"})
    give_portraits(game, P0, ["P-C1"])
    set_paints(game, P0, "RB")
    start_round(game, {P0: 4}, {P0: "0 1 0 0 0"})
    _cathedral(game)
    jumps = [str(a) for a in game.legal_actions() if str(a).startswith("provost")]
    assert len(jumps) == 24 and "provost c3" not in jumps        # any other part, with or without a tile
    game.apply("provost a5", P0)
    assert game.view()["bishop"] == "a5" and me(game, P0)["thalers"] == 11
    options = texts(game.legal_actions())
    assert not any(o.startswith("provost") for o in options)   # once per round
    assert "bishop N" in options                               # the one-step move stays separate (R-CATH-4)
    assert game.check("provost c3").rule == "R-POR-6"
    game.apply("restore a5", P0)
    assert me(game, P0)["score"] == 3 + 3                      # the bishop stands on it
    assert "R-POR-6" in rules_logged(game.log_text())


def test_R_POR_6_no_provost_without_the_card():
    game = portraits_table(fresco={"a5": "F03c"})
    set_paints(game, P0, "RB")
    start_round(game, {P0: 4}, {P0: "0 1 0 0 0"})
    _cathedral(game)
    assert not any(str(a).startswith("provost") for a in game.legal_actions())
    assert game.check("provost a5").rule == "R-POR-6"


def test_R_POR_6_provost_costs_a_thaler():
    game = portraits_table(fresco={"a5": "F03c"})
    give_portraits(game, P0, ["P-C1"])
    set_paints(game, P0, "RB")
    start_round(game, {P0: 4}, {P0: "0 1 0 0 0"})
    set_thalers(game, P0, 0)
    _cathedral(game)
    assert not any(str(a).startswith("provost") for a in game.legal_actions())
    assert game.check("provost a5").rule == "R-ACT-3"


def _last_round_portraits(**kw):
    game = portraits_table(**kw)
    strip_fresco(game, ["a1", "b1", "c1", "e5", "a5", "e1"])
    next_round(game)
    assert game.view()["last_round"]
    return game


def _provost_at_the_first_of_two_cathedral_visits():
    """The last round, P0 holding the Provost (P-C1), at the first of its two cathedral visits (the second
    replaces the theatre)."""
    game = _last_round_portraits()
    give_portraits(game, P0, ["P-C1"])
    set_paints(game, P0, "RYRYRB")
    start_round(game, {P0: 4}, {P0: "0 1 0 0 1"})
    _cathedral(game)
    return game


def test_R_POR_6_once_per_round_covers_both_cathedral_visits_of_the_last_round():
    game = _provost_at_the_first_of_two_cathedral_visits()
    game.apply("provost a1", P0)
    game.apply("restore a1", P0)
    _cathedral(game)                                            # the second visit, replacing the theatre
    assert game.view()["players"][P0]["plan"][4] == 1
    assert not any(str(a).startswith("provost") for a in game.legal_actions())


def test_R_POR_6_unused_in_the_first_visit_it_can_be_used_in_the_second():
    game = _provost_at_the_first_of_two_cathedral_visits()
    game.apply("restore a1", P0)
    _cathedral(game)
    assert any(str(a).startswith("provost") for a in game.legal_actions())
    game.apply("provost e5", P0)
    assert game.view()["bishop"] == "e5"


def test_R_POR_3_R_POR_6_provost_taken_in_the_studio_works_in_the_second_cathedral_visit():
    game = _last_round_portraits()
    show_portraits(game, ["P-C1", "P-B2"])
    set_paints(game, P0, "RY")
    start_round(game, {P0: 4}, {P0: "0 0 1 0 1"})
    at_studio(game)
    game.apply("portrait P-C1", P0)
    _cathedral(game)
    game.apply("provost a1", P0)
    game.apply("restore a1", P0)                                # the game ends: money is scored too
    assert me(game, P0)["vp"]["fresco"] == 3 and me(game, P0)["vp"]["bishop"] == 3


def test_R_POR_3_abbot_taken_in_the_studio_works_in_the_second_cathedral_visit():
    game = _last_round_portraits()
    show_portraits(game, ["P-B2"])
    set_paints(game, P0, "RY")
    put_bishop(game, "b2")
    start_round(game, {P0: 4}, {P0: "0 0 1 0 1"})
    at_studio(game)
    game.apply("portrait P-B2", P0)
    _cathedral(game)
    game.apply("restore a1", P0)                                # bishop diagonal: 3 + 2 + 1
    vp = me(game, P0)["vp"]
    assert (vp["fresco"], vp["bishop"], vp["portraits"]) == (3, 2, 1)


# ------------------------------------------------------------------------- R-POR-4 preparation

def test_R_POR_4_leftovers_leave_the_game_two_new_cards_come_up():
    game = portraits_table(portraits=["P-A1", "P-A2", "P-A3", "P-A4", "P-A5", "P-A6"])
    assert face_up(game) == ["P-A1", "P-A2"]
    start_round(game, {P0: 4}, {P0: "0 0 1 0 0"})
    at_studio(game)
    mark = len(game.log)
    game.apply("portrait P-A2 R,B", P0)                         # the round ends
    assert game.view()["round"] == 2
    assert face_up(game) == ["P-A3", "P-A4"]
    assert game.view()["portraits"]["deck"] == 14
    lines = new_lines(game, mark)
    assert any("R-POR-4 · Portraits nobody took leave the game: Servant of God." in line for line in lines)
    next_round(game)
    next_round(game)
    assert face_up(game) == ["P-B1", "P-B2"]                    # round 4: deck A is used up; P-A1 never returns


def test_R_POR_5_last_two_cards_turned_up_make_that_round_the_last():
    game = portraits_table()
    game.state.portrait_deck = game.state.portrait_deck[:2]      # only two cards remain in the deck
    next_round(game)
    view = game.view()
    assert view["last_round"] and view["portraits"]["deck"] == 0 and view["portraits"]["last_up"]
    assert len(view["portraits"]["face_up"]) == 2
    assert view["tiles_left"] == 25                              # not the fresco's doing (R-END-1)
    assert "R-POR-5" in rules_logged(game.log_text())
    wake_all(game)
    plan_all(game, {P0: "0 1 0 0 1"})
    assert game.view()["players"][P0]["plan"] == [0, 1, 0, 0, 1]    # side 2: the 5th column is the cathedral
    decide_until(game, lambda g: g.over)
    assert game.result()["rounds"] == 2


def test_R_POR_6_provost_jump_after_the_last_restoration_of_the_turn():
    game = portraits_table(fresco={"a5": "F03c"})
    give_portraits(game, P0, ["P-C1"])
    set_paints(game, P0, "RB")
    start_round(game, {P0: 4, 1: 5}, {P0: "0 1 0 0 0", 1: "0 1 0 0 0"})
    _cathedral(game)
    game.apply("restore a5", P0)                    # his only cathedral action
    assert game.acting_for == P0 and "provost e1" in map(str, game.legal_actions())


def test_R_POR_6_provost_jump_without_a_payable_restoration():
    """'At any moment of his own cathedral turn': even with nothing to restore, the owner may jump
    (and then his turn is over), or pass."""
    game = portraits_table(fresco={"a5": "F03c"})
    give_portraits(game, P0, ["P-C1"])
    set_paints(game, P0, "")
    start_round(game, {P0: 4, 1: 5}, {P0: "0 1 0 0 0", 1: "0 1 0 0 0"})
    _cathedral(game)
    legal = list(map(str, game.legal_actions()))
    assert game.acting_for == P0 and "provost a5" in legal and "pass" in legal
    assert not any(a.startswith("restore") for a in legal)
    game.apply("provost a5", P0)
    assert game.view("full")["bishop"] == "a5"
    assert game.acting_for != P0 or not any(str(a).startswith("provost") for a in game.legal_actions())
