"""Azul: Summer Pavilion's board drawing (fresco_nb.games.azul_sp.board): every legal option clickable exactly once
with its action's sentence, boards for 2, 3 and 4 players, the projector's print sizes, the public table.

The browser test renders the boards in Debian's chromium and saves them to tests/artifacts/azul/ (look at them)."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import partial
from pathlib import Path

import pytest

import board_support
from board_support import (SVG, assert_a_draw_is_clicked_on_the_teachers_board_only,  # noqa: F401 (a fixture)
                           assert_each_legal_option_clicked_once_where_decided,
                           assert_every_board_word_in_catalogue, boxes_in_a_browser, browser, parts, viewer)
from fresco_nb.games.azul_sp import new_game
from fresco_nb.games.azul_sp.board import LAYOUTS, board_svg

ARTIFACTS = Path(__file__).parent / "artifacts" / "azul"
FACTORIES = {2: 5, 3: 7, 4: 9}
played = partial(board_support.played, new_game)


STATES = [(2, 1, 3, "draft"), (3, 2, 40, "place"), (4, 3, 90, "place"), (3, 5, 20, "bonus"), (2, 7, 110, "place"),
          (2, 7, 10_000, "over")]


@pytest.mark.parametrize("players, seed, steps, kind", STATES)
def test_every_legal_option_is_clickable_exactly_once_with_its_action_text(players, seed, steps, kind):
    game = played(players, seed, steps, kind)
    assert game.decision.kind == kind
    assert_each_legal_option_clicked_once_where_decided(game, board_svg)


def test_a_draw_due_is_clicked_in_the_bag_on_the_teachers_board_only():
    found = assert_a_draw_is_clicked_on_the_teachers_board_only(new_game, board_svg)
    assert all(e[0].attrib["class"] == "bag" for e in found.values())


def test_only_the_deciding_seat_and_the_teacher_get_actions():
    game = played(4, 11, 30, "place")
    others = [seat for seat in range(4) if seat != game.decision.painter]
    for who in others + ["public"]:
        svg = board_svg(game, who)
        assert "data-action" not in svg and "data-click" in svg      # the parts still answer a click
    assert "data-action" not in board_svg(game, viewer(game), highlight=False)


def test_the_print_layout_is_a_snapshot_without_clicks():
    game = played(3, 2, 40, "place")
    svg = board_svg(game, viewer(game), layout="print")
    assert "data-click" not in svg and "data-action" not in svg and "tabindex" not in svg
    assert 'data-layout="print"' in svg


@pytest.mark.parametrize("players", [2, 3, 4])
def test_mid_game_boards_render_for_every_player_count(players):
    game = played(players, 20 + players, 15 * players, "place")
    view = game.view("public")
    svg = board_svg(game, "public")
    root = ET.fromstring(svg)
    assert root.attrib["viewBox"].startswith("0 0 ") and root.attrib["data-game"] == "azul_sp"
    elements = parts(svg)

    def having(cls):
        return [e for e in elements if e.attrib.get("class") == cls]
    assert len(having("factory")) == FACTORIES[players]
    boards = having("player")
    assert [int(b.attrib["data-seat"]) for b in boards] == list(range(players))
    for board, player in zip(boards, view["players"]):
        spaces = [e for e in board.iter() if e.attrib.get("class") == "space"]
        assert len(spaces) == 42
        laid = {e.attrib["data-space"]: e.attrib["data-colour"] for e in spaces if "data-colour" in e.attrib}
        assert laid == player["board"] and laid            # mid-game: every board has tiles
        structures = [e for e in board.iter() if e.attrib.get("class") == "structure"]
        assert sorted(e.attrib["data-kind"] for e in structures) == ["pillar"] * 6 + ["statue"] * 6 + ["window"] * 6
        assert int(board.attrib["data-score"]) == player["score"]
    supply = [e.attrib["data-colour"] for e in having("supply-tile")]
    assert supply == [c for c in view["supply"] if c is not None]
    centre = {e.attrib["data-colour"]: int(e.attrib["data-count"]) for e in having("take")
              if e.attrib["data-click"].startswith("take centre")}
    assert centre == view["centre"]
    markers = having("score-marker")
    assert sorted(int(m.attrib["data-score"]) for m in markers) == sorted(p["score"] for p in view["players"])


def test_a_completed_structure_is_drawn_completed():
    game = played(2, 9, 10_000)
    assert game.over
    data = game.data
    for board, player in zip([e for e in parts(board_svg(game)) if e.attrib.get("class") == "player"],
                             game.view()["players"]):
        done = {e.attrib["data-structure"] for e in board.iter()
                if e.attrib.get("class") == "structure" and e.attrib.get("data-done")}
        assert done == {s.id for s in data.structures if all(x in player["board"] for x in s.spaces)}
        assert done                            # a whole game completes some


def test_the_grey_side_shows_its_prices():
    game = new_game(players=2, seed=1, side="grey")
    prices = {e.attrib["data-space"]: e.find(f"{SVG}text").text for e in parts(board_svg(game))
              if e.attrib.get("class") == "space" and e.attrib.get("data-space", "").count("-")}
    assert prices["orange-1"] == "3" and prices["orange-3"] == "1" and prices["centre-5"] == "3"
    coloured = {e.attrib["data-space"]: e.find(f"{SVG}text").text for e in parts(board_svg(new_game(players=2)))
                if e.attrib.get("class") == "space"}
    assert coloured["orange-1"] == "1" and coloured["orange-3"] == "3" and coloured["centre-5"] == "5"


def test_the_public_view_hides_nothing_but_the_order_of_the_bag():
    game = played(3, 4, 50, "place")
    public = board_svg(game, "public", highlight=False)
    for seat in range(3):
        assert board_svg(game, seat, highlight=False) == public.replace('data-viewer="public"', f'data-viewer="{seat}"')
    view = game.view("public")
    bag = {e.attrib["data-colour"]: int(e.attrib["data-count"]) for e in parts(public)
           if e.attrib.get("class") == "bag"}
    assert bag == view["bag"]                  # the bag's contents are public knowledge (A-HID-3); its order is not
    for player in view["players"]:
        for colour, count in player["hand"].items():
            assert f"×{count}" in public
    assert "draws_pending" not in public


@pytest.mark.parametrize("players", [2, 4])
def test_projector_text_sizes_reach_the_minimum(players):
    game = played(players, 30, 40, "place")
    least, key = LAYOUTS["projector"].least, LAYOUTS["projector"].key
    svg = board_svg(game, "public", "projector")
    texts = [e for e in parts(svg) if e.tag == f"{SVG}text"]
    assert texts and all(float(e.attrib["font-size"]) >= least for e in texts)
    keyed = [e for e in texts if e.attrib.get("data-key")]
    assert all(float(e.attrib["font-size"]) >= key for e in keyed)
    names = {e.text for e in keyed}
    assert {p["name"] for p in game.view()["players"]} <= names       # the names are key texts
    assert {"phase", "status"} <= {e.attrib.get("class") for e in keyed}
    desk = [float(e.attrib["font-size"]) for e in parts(board_svg(game, "public")) if e.tag == f"{SVG}text"]
    assert min(desk) < least                  # the notebook's print is smaller: the layout does the work


def test_an_unknown_layout_is_refused_by_name():
    with pytest.raises(ValueError, match="notebook, print, projector.*desk"):
        board_svg(new_game(players=2), layout="desk")


@pytest.mark.parametrize("players, layout, kind", [(2, "notebook", "place"), (3, "notebook", "draft"),
                                                   (4, "notebook", "place"), (4, "projector", "bonus"),
                                                   (3, "print", "place")])
def test_boards_drawn_in_a_browser(browser, players, layout, kind):
    game = played(players, 40 + players, 12 * players, kind)
    boxes = boxes_in_a_browser(browser, board_svg(game, viewer(game), layout),
                               ARTIFACTS / f"board-{players}p-{layout}-{kind}.png")
    assert len(boxes) == (0 if layout == "print" else len(game.legal_actions()))


def test_every_word_of_the_board_is_in_the_catalogue_and_used():
    from fresco_nb.texts import Catalogue
    entries = {key.removeprefix("azul_board_") for key in Catalogue.load().phrases if key.startswith("azul_board_")}
    assert_every_board_word_in_catalogue("azul_sp", entries, {"phase_", "status_", "hint_"})
    for kind in ("draft", "place", "bonus", "chance", "over"):      # every decision has its words
        assert {"phase_" + kind, "status_" + kind, "hint_" + kind} <= entries
