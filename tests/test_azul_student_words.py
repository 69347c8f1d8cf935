"""Azul: Summer Pavilion in a student's words: the board, its options panel, the log and the refusals name a space by
its star and number ("the green star's space 4") and a pillar, statue or window by the stars it stands by ("the red
pillar"), never by the kit's ids (green-4, pillar-red), which stay only in the typed actions (they parse back)."""
from __future__ import annotations

import re
from dataclasses import replace

import pytest

from azul_support import cover, set_round, set_supply, snapshot, table, to_placing
from board_support import having, parts
from fresco_nb.games.azul_sp import IllegalAction, new_game
from fresco_nb.games.azul_sp.board import board_svg
from fresco_nb.games.azul_sp.data import Structure, load_data
from fresco_nb.games.azul_sp.explain import structure_names
from fresco_nb.games.azul_sp.live_board import LIVE_BOARD

SVG_TITLE = "{http://www.w3.org/2000/svg}title"
SPACE_ID = re.compile(r"\b(centre|orange|red|blue|yellow|green|purple)-\d\b")
STRUCTURE_ID = re.compile(r"\b(pillar|statue|window)-[a-z]")


def title_of(svg: str, cls: str, attribute: str, value: str) -> str:
    """The tooltip of the part of class ``cls`` whose ``attribute`` is ``value`` (on the first board drawn)."""
    part = next(e for e in having(svg, cls) if e.attrib.get(attribute) == value)
    return part.find(SVG_TITLE).text


@pytest.mark.parametrize("side, space, said", [
    ("coloured", "green-4", "the green star's space 4, costs 4 tiles"),
    ("coloured", "centre-1", "the centre star's space 1, costs 1 tile"),
    ("grey", "orange-1", "the orange star's space 1, costs 3 tiles"),       # the grey side's price (A-VAR-2)
])
def test_A_PLACE_3_clicking_a_space_names_it_by_its_star_and_number_with_its_price(side, space, said):
    game = new_game(players=2, seed=1, side=side)
    assert LIVE_BOARD.look(game, 0, space) == ("A-PLACE-3", said, "")
    assert title_of(board_svg(game, 0), "space", "data-space", space) == said


def test_A_PLACE_3_a_covered_space_says_its_tile_after_its_name():
    game = to_placing(table(2), 0, {0: {"yellow": 6}})
    game.apply("place yellow-6 yellow")
    assert title_of(board_svg(game, 0), "space", "data-space", "yellow-6") == (
        "the yellow star's space 6, costs 6 tiles, covered with a yellow tile")


def test_A_PLACE_3_the_options_panel_labels_each_space_in_words_and_its_chips_keep_the_typed_action():
    game = to_placing(table(2), 0, {0: {"yellow": 6}})
    svg = board_svg(game, 0)
    texts = [e.text for e in parts(svg) if e.text and e.tag.endswith("}text")]
    assert "the yellow star's space 3:" in texts and "the centre star's space 1:" in texts
    assert not [text for text in texts if SPACE_ID.search(text)]
    chips = {e.attrib["data-action"] for e in parts(svg) if e.attrib.get("data-kind") == "place"}
    assert "place yellow-3 yellow" in chips                                 # the typed action is unchanged


def completed(spaces: list[str], hand: dict[str, int], move: str) -> list[str]:
    """The log sentences of structures completed by ``move`` of P1, with ``spaces`` covered and ``hand`` held."""
    game = cover(to_placing(table(2), 0, {0: hand}), 0, spaces)
    mark = len(game.log)
    game.apply(move)
    return [line.split(" · ", 2)[2] for line in game.log_text(mark) if " · A-PLACE-11 · " in line]


def test_A_PLACE_11_the_log_names_a_completed_structure_by_the_stars_it_stands_by():
    assert completed(["yellow-5"], {"yellow": 6}, "place yellow-6 yellow") == [
        "P1 completes the yellow window and earns 3 tiles from the supply."]
    assert completed(["red-2", "centre-1", "centre-2"], {"red": 3}, "place red-3 red") == [
        "P1 completes the red pillar and earns 1 tile from the supply."]
    assert completed(["purple-1", "purple-2", "orange-3"], {"orange": 4}, "place orange-4 orange") == [
        "P1 completes the statue between the purple and orange stars and earns 2 tiles from the supply."]


def test_A_PLACE_11_the_board_names_each_structure_as_the_log_does():
    game = to_placing(table(2), 0, {0: {"yellow": 6}})
    assert title_of(board_svg(game, 0), "structure", "data-structure", "pillar-red") == (
        "the red pillar, not completed yet")
    game = cover(game, 0, ["yellow-5"])
    game.apply("place yellow-6 yellow")
    svg = board_svg(game, 0)
    assert title_of(svg, "structure", "data-structure", "window-yellow") == "the yellow window, completed"
    assert title_of(svg, "structure", "data-structure", "statue-purple-orange") == (
        "the statue between the purple and orange stars, not completed yet")
    assert not [e.text for e in parts(svg) if e.text and STRUCTURE_ID.search(e.text)]


def test_A_BOARD_5_an_edited_structure_is_named_by_whatever_stars_it_touches():
    data = load_data()
    added = (Structure("ring", "window", ("centre-1", "centre-2")),
             Structure("arch", "statue", ("red-1", "blue-1", "green-1", "centre-3")))
    game = new_game(players=2, seed=1, data=replace(data, structures=data.structures + added))
    names = structure_names(game.state)
    assert names["ring"] == "the window of the centre star"
    assert names["arch"] == "the statue between the red, blue and green stars"


def test_A_PLACE_11_a_whole_game_log_shows_no_space_or_structure_id():
    game = new_game(players=3, seed=5)
    while not game.over:
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.tag != "pass"), legal[0]))
    log = "\n".join(game.log_text())
    assert " · A-PLACE-11 · " in log and " completes the " in log
    assert not SPACE_ID.search(log) and not STRUCTURE_ID.search(log)


BOTH = {"bonus_shortage_from_bag": True, "bonus_optional_in_last_round": True}


def reward_due(supply: list[str]):
    """A-EX-15's table in round 6 with both switches (A-RUL-2, A-RUL-4): P1 has just completed the yellow window and
    owes 3 tiles; the supply holds ``supply``."""
    game = set_round(cover(to_placing(table(2, rulings=BOTH), 0, {0: {"yellow": 6}}), 0, ["yellow-5"]), 6)
    set_supply(game, supply + [None] * (10 - len(supply)))
    game.apply("place yellow-6 yellow")
    assert game.decision.kind == "bonus"
    return game


@pytest.mark.parametrize("supply, doing", [
    (["red"], "taking the supply tiles a completed structure pays"),
    ([], "choosing whether to draw the rest of the reward from the bag or to turn it down"),
])
def test_A_RUL_4_a_refused_move_during_a_reward_says_what_the_player_is_choosing(supply, doing):
    game = reward_due(supply)
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply("take 1 red")
    assert str(refused.value) == f"now P1 is {doing}: expected Bonus, BonusFromBag, Pass, not Take (A-PLACE-11)"
    assert snapshot(game) == before
