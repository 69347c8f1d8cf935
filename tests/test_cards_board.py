"""Fresco: the card game's table drawing (fresco_nb.games.fresco_cards.board): every legal option clickable exactly
once with its action's sentence, tables of 2, 3 and 4 players mid-game, the public view holding no card of a hand
or a face-down pile (C-HID-1, C-HID-2), the projector's 16:9 board and print sizes, the catalogue's words.

The browser test renders the boards in Debian's chromium and saves them to tests/artifacts/cards/ (look at them)."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import partial
from pathlib import Path

import pytest

import board_support
from board_support import (SVG, assert_a_draw_is_clicked_on_the_teachers_board_only,  # noqa: F401 (a fixture)
                           assert_each_legal_option_clicked_once_where_decided,
                           assert_every_board_word_in_catalogue, boxes_in_a_browser, browser, clickable, having,
                           parts, viewer)
from cards_support import table
from fresco_nb.games import game_module
from fresco_nb.games.fresco_cards import new_game
from fresco_nb.games.fresco_cards.board import LAYOUTS, board_svg

ARTIFACTS = Path(__file__).parent / "artifacts" / "cards"
played = partial(board_support.played, new_game)


# (players, seed, random steps, decision kind): every kind of decision of the card game
STATES = [(3, 0, 0, "action"), (3, 0, 1, "lay"), (4, 0, 5, "use"), (3, 0, 6, "name"), (2, 0, 26, "reward"),
          (2, 0, 27, "more"), (3, 0, 46, "discard"), (4, 0, 71, "end"), (3, 0, 93, "give"), (2, 4, 203, "start"),
          (4, 2, 60, "action"), (2, 1, 10_000, "over")]


@pytest.mark.parametrize("players, seed, steps, kind", STATES)
def test_every_legal_option_is_clickable_exactly_once_with_its_action_text(players, seed, steps, kind):
    game = played(players, seed, steps, kind)
    assert game.decision.kind == kind
    for svg in assert_each_legal_option_clicked_once_where_decided(game, board_svg):
        assert len(having(svg, "legal")) == len(game.legal_actions())      # each one outlined in green, once


def test_each_kind_of_action_is_clicked_where_it_happens():
    where = {"lay": "hand-card", "discard": "hand-card", "give": "hand-card", "name": "pile", "reward": "tile",
             "use": "option", "restore": "option", "pass": "option", "continue": "option", "done": "option"}
    seen = set()
    for players, seed, steps, kind in STATES:
        game = played(players, seed, steps, kind)
        for text, (element,) in clickable(board_svg(game, viewer(game))).items():
            tag = text.split()[0]
            if tag in where:
                assert element.attrib["class"] == where[tag], text
                seen.add(tag)
    assert seen == set(where)


@pytest.mark.parametrize("kind, steps", [("discard", 46), ("lay", 1), ("give", 93)])
def test_a_card_is_clicked_in_the_hand_of_the_player_deciding_on_the_teachers_board(kind, steps):
    game = played(3, 0, steps, kind)
    deciding = game.decision.painter
    svg = board_svg(game, "full")
    for place in having(svg, "player"):
        actions = [e.attrib["data-action"] for e in place.iter() if "data-action" in e.attrib]
        outlined = [e for e in place.iter() if e.attrib.get("class") == "legal"]
        if int(place.attrib["data-seat"]) == deciding:
            assert actions and len(outlined) == len(actions)
        else:
            assert actions == [] and outlined == [], place.attrib["data-seat"]


def test_a_draw_due_is_clicked_on_the_teachers_board_only():
    assert_a_draw_is_clicked_on_the_teachers_board_only(new_game, board_svg)


def test_only_the_deciding_seat_and_the_teacher_get_actions():
    game = played(4, 11, 30, "action")
    others = [seat for seat in range(4) if seat != game.decision.painter]
    for who in others + ["public"]:
        assert "data-action" not in board_svg(game, who)
    assert "data-action" not in board_svg(game, viewer(game), highlight=False)
    snapshot = board_svg(game, viewer(game), layout="print")
    assert "data-click" not in snapshot and "tabindex" not in snapshot and 'data-layout="print"' in snapshot


def test_the_protocol_draws_the_live_board():
    game = played(3, 0, 1, "lay")
    module = game_module("fresco_cards")
    assert module.board_svg(game, viewer(game)) == board_svg(game, viewer(game))
    assert module.board_svg(game, "public", "projector") == board_svg(game, "public", "projector")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_mid_game_tables_show_what_the_view_holds(players):
    game = played(players, 20 + players, 40 * players, "action")
    seat = game.decision.painter
    view = game.view(seat)
    svg = board_svg(game, seat)
    root = ET.fromstring(svg)
    assert root.attrib["data-game"] == "fresco_cards" and root.attrib["data-viewer"] == str(seat)
    places = having(svg, "player")
    assert sorted(int(p.attrib["data-seat"]) for p in places) == list(range(players))
    assert int(places[0].attrib["data-seat"]) == seat                        # the viewer's hand first
    assert sum(len(p["restored"]) for p in view["players"]) > 0              # mid-game: frescoes restored
    for place in places:
        p = view["players"][int(place.attrib["data-seat"])]
        assert int(place.attrib["data-score"]) == p["score"] and int(place.attrib["data-hand"]) == p["hand_size"]
        restored = [(e.attrib["data-fresco"], int(e.attrib["data-step"]), int(e.attrib["data-value"]))
                    for e in place.iter() if e.attrib.get("class") == "restored"]
        assert restored == [(name, step, game.data.fresco(name).values[step]) for name, step in p["restored"]]
        cards = {e.attrib["data-card"]: int(e.attrib["data-count"]) for e in place.iter()
                 if e.attrib.get("class") == "hand-card"}
        assert cards == (p["hand"] if p["seat"] == seat else {})
        owned = [e.attrib["data-tile"] for e in place.iter() if e.attrib.get("class") == "owned-tile"]
        assert sorted(owned) == sorted(t for t, n in p["tiles"].items() for _ in range(n))
    assert [e.attrib["data-fresco"] for e in having(svg, "fresco")] == [f for f in view["frescoes"] if f]
    assert [e.attrib["data-tile"] for e in having(svg, "tile")] == [t for t in view["tiles"] if t]
    sizes = [view["sizes"]["market"], *view["sizes"]["workshop"]]
    assert [int(e.attrib["data-count"]) for e in having(svg, "pile")] == sizes
    assert [int(e.attrib["data-count"]) for e in having(svg, "discard")] == [sum(d.values()) for d in view["discards"]]
    assert [e.attrib["data-paint"] for e in having(svg, "favourite")] == [view["favourite"] or ""]


def test_a_restored_fresco_shows_the_value_it_scores_at_its_bottom_edge():
    game = played(2, 1, 10_000)
    values = [(e.attrib["data-value"], e) for e in having(board_svg(game), "restored")]
    assert values
    for value, element in values:
        now = [t for t in element.iter() if t.attrib.get("class") == "value-now"]
        assert [t.text for t in now] == [value]


def test_the_cards_laid_out_are_public_and_resolved_by_their_symbols():
    game = played(3, 0, 5, "use")
    laid = game.view("public")["laid"]
    svg = board_svg(game, "public")
    shown = {e.attrib["data-card"]: int(e.attrib["data-count"]) for e in having(svg, "table-card")
             if e.attrib["data-kind"] == "laid"}
    assert shown == laid and laid
    uses = clickable(board_svg(game, viewer(game)))
    assert {t for t in uses if t.startswith("use")} == {str(a) for a in game.legal_actions()}


def hidden_cards(game) -> tuple[set[str], set[str]]:
    """(card kinds, fresco names) that only a hand or a face-down pile holds now (the teacher's view)."""
    full, public = game.view("full"), game.view("public")
    in_hands = {name for p in full["players"] for name in p["hand"]}
    in_decks = {name for deck in full["decks"] for name in deck}
    on_table = set(public["laid"]) | set(public["resolved"]) | set(public["shown"])
    return (in_hands | in_decks) - on_table, set(full["fresco_deck"])


def test_C_HID_1_C_HID_2_the_public_view_of_four_players_holds_no_card_of_a_hand_or_face_down_pile():
    for steps, kind in ((0, "action"), (60, "use"), (160, "action"), (240, "discard")):
        game = played(4, 9, steps, kind)
        cards, frescoes = hidden_cards(game)
        assert cards and frescoes
        for layout in ("notebook", "projector"):
            svg = board_svg(game, "public", layout)
            words = {w for e in parts(svg) if e.text for w in e.text.split()}
            attributes = {v for e in parts(svg) for v in e.attrib.values()}
            assert not (cards | frescoes) & (words | attributes), (cards | frescoes) & (words | attributes)
            for hand in having(svg, "hand"):                     # a hand shows backs and a count only:
                assert hand.attrib["data-hidden"] == "1"
                assert not [e for e in hand.iter() if e.tag == f"{SVG}text" and e.text not in
                            {f"{p['hand_size']} cards" for p in game.view()["players"]}]
                assert not [e for e in hand.iter() if e.attrib.get("class") == "hand-card"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_projectors_public_board_is_16_9_with_large_print(players):
    game = played(players, 30 + players, 30 * players, "action")
    least, key = LAYOUTS["projector"].least, LAYOUTS["projector"].key
    svg = board_svg(game, "public", "projector")
    root = ET.fromstring(svg)
    assert root.attrib["viewBox"] == "0 0 1280 720"
    texts = shown_sizes(ET.fromstring(svg))
    assert texts and all(size >= least - 0.05 for _, size in texts)
    keyed = [e for e, size in texts if e.attrib.get("data-key") and size >= key - 0.05]
    assert len(keyed) == len([e for e, _ in texts if e.attrib.get("data-key")])
    assert {p["name"] for p in game.view()["players"]} <= {e.text for e in keyed}      # names are key texts
    assert {"round", "status", "score"} <= {e.attrib.get("class") for e in keyed}
    notebook = [float(e.attrib["font-size"]) for e in parts(board_svg(game, "public")) if e.tag == f"{SVG}text"]
    assert min(notebook) < least                   # the notebook's print is smaller: the layout does the work
    seat = board_svg(game, viewer(game), "projector")          # a seat's board: as wide, its choices below
    assert ET.fromstring(seat).attrib["viewBox"].startswith("0 0 1280 ")


def shown_sizes(element: ET.Element, scale: float = 1.0) -> list[tuple[ET.Element, float]]:
    """Every text with the size it shows at on the board (its font size times the scales of the groups around it)."""
    found = re.search(r"scale\(([\d.]+)\)", element.attrib.get("transform", ""))
    scale *= float(found.group(1)) if found else 1.0
    own = [(element, float(element.attrib["font-size"]) * scale)] if element.tag == f"{SVG}text" else []
    return own + [pair for child in element for pair in shown_sizes(child, scale)]


def test_an_unknown_layout_is_refused_by_name():
    with pytest.raises(ValueError, match="notebook, print, projector.*desk"):
        board_svg(new_game(players=2), layout="desk")


def test_a_demand_due_names_its_paint_and_the_giver_clicks_a_card():
    game = table(3, hands={0: {"R-m": 1}, 1: {"G-1": 1, "G-2m": 1}, 2: {"Y-m": 1}}, owned={0: {"demand": 1}})
    game.apply("demand G")
    assert game.decision.kind == "give" and game.decision.painter == 1
    svg = board_svg(game, 1)
    assert "Demand: green" in {e.text for e in parts(svg)}
    assert set(clickable(svg)) == {"give G-1", "give G-2m"}
    assert {e.attrib["class"] for found in clickable(svg).values() for e in found} == {"hand-card"}


def test_every_word_of_the_board_is_in_the_catalogue_and_used():
    from fresco_nb.texts import Catalogue
    entries = set(Catalogue.load().templates["cards_board"])
    assert_every_board_word_in_catalogue(
        "fresco_cards", entries, {"status_", "pile_", "paint_", "tile_sign_", "tile_", "use_", "word_", "hint_", "on_"})
    from fresco_nb.games.fresco_cards.game import DECISIONS
    assert {"status_" + kind for kind in [*DECISIONS, "chance", "over"]} <= entries


@pytest.mark.parametrize("players, seed, steps, kind, who, layout", [
    (2, 0, 26, "reward", "seat", "notebook"), (3, 0, 5, "use", "seat", "notebook"),
    (4, 2, 60, "action", "seat", "notebook"), (4, 2, 60, "action", "public", "projector"),
    (3, 0, 46, "discard", "full", "notebook"), (4, 0, 71, "end", "seat", "projector"),
    (2, 1, 10_000, "over", "public", "print")])
def test_boards_drawn_in_a_browser(browser, players, seed, steps, kind, who, layout):
    game = played(players, seed, steps, kind)
    seen = viewer(game) if who == "seat" else who
    boxes = boxes_in_a_browser(browser, board_svg(game, seen, layout),
                               ARTIFACTS / f"table-{players}p-{layout}-{who}-{kind}.png")
    live = layout != "print" and seen != "public"
    assert len(boxes) == (len(game.legal_actions()) if live else 0)


def test_the_status_of_a_gift_takes_the_article_its_colour_needs():
    """The board's status while a player gives a card (C-TURN hand limit gift) reads 'an orange card', not 'a orange'."""
    from fresco_nb.texts import widget_text
    assert widget_text("cards_board", "status_give", name="Ann", paint="orange") == "▶ Ann gives an orange card"
    assert widget_text("cards_board", "status_give", name="Ann", paint="green") == "▶ Ann gives a green card"
