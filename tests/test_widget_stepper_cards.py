"""The stepper, the board widget and the projector play Fresco: the card game (issue 16 point 3), in the kernel: a
human seat clicks through the widget's message path (``set_state``, what a message from board.js does), the bots
step, undo, save and resume; the public view and the projector never tell a card of a hand or a face-down pile
(C-HID-1..4), and the stepper's panels word the game's own phases and draw no mood track (the game has none)."""
from __future__ import annotations

import html
import json
import random
import re

import pytest

from fresco_nb.games import game_module
from fresco_nb.widgets.board import BoardWidget
from fresco_nb.widgets.charts import tracks_spec
from fresco_nb.widgets.stepper import Stepper
from fresco_nb.widgets.stepper.projector import LOG_LINES, svg_texts
from fresco_nb.widgets.stepper.status import public_status

ACTION = re.compile(r'data-action="([^"]*)"')
HAND_CARD = re.compile(r'class="hand-card"')
CARDS = game_module("fresco_cards")
PRIVATE_KEYS = ("hand", "seen", "decks", "fresco_deck", "tile_stack", "favourite_stack", "draws_pending")


def click(board: BoardWidget, text: str) -> None:
    """A click as board.js sends it: the ``clicked`` trait set by a message from the browser."""
    board.set_state({"clicked": text})


def cards_stepper(**settings) -> Stepper:
    return Stepper(**{"game": "fresco_cards", "players": 3, "seed": 1,
                      "controllers": ["human", "greedy", "heuristic"], "who": "auto", **settings})


def public_texts(game) -> dict:
    """Everything public of ``game``: its public view, the public boards' texts, its status and log."""
    return {"view": json.dumps(game.view("public"), sort_keys=True),
            "projector": svg_texts(CARDS.board_svg(game, "public", "projector")),
            "board": svg_texts(CARDS.board_svg(game, "public")), "log": game.log_text(),
            "status": html.escape(public_status(game))}


def assert_no_hidden_card_shown(stepper: Stepper, projector, rng: random.Random) -> None:
    """C-HID-1..4: every hand and face-down pile dealt anew (from each seat's side in turn, so every hand is
    re-dealt by some seat) leaves the public view, the public boards and the projector's texts unchanged, and the
    public view holds no private entry at all."""
    game = stepper.game
    public = game.view("public")
    assert not any(key in public for key in PRIVATE_KEYS)
    assert not any(key in player for player in public["players"] for key in PRIVATE_KEYS)
    shown, hidden = public_texts(game), game.view("full")
    dealt_anew = [CARDS.determinize(game, seat, rng) for seat in range(len(game.names))]
    assert any(again.view("full") != hidden for again in dealt_anew) or not any(hidden["decks"][0].values())
    for again in dealt_anew:
        assert public_texts(again) == shown
    texts = projector.texts()                           # the projector shows these public texts, nothing of a seat's
    assert shown["projector"] in texts and shown["status"] in texts
    assert not ACTION.findall(projector._board.value) and not HAND_CARD.findall(projector._board.value)
    assert [row["head"] + row["rule"] + row["tail"] for row in projector._log.rows] == shown["log"][-LOG_LINES:]


def test_C_HID_a_human_seat_plays_a_whole_card_game_by_clicks_and_no_hidden_card_reaches_the_projector():
    s = cards_stepper()
    projector = s.projector()
    game, clicks, rng, kinds = s.game, 0, random.Random(5), set()
    while not game.over:
        if game.decision.seats == (0,):
            assert s.board.who == 0                       # the hot seat shows the deciding team's screen
            offered = ACTION.findall(s.board.svg)
            assert sorted(set(offered)) == sorted(map(str, game.legal_actions(0)))   # every option clickable
            kinds.add(game.decision.kind)
            before = s.decisions
            click(s.board, offered[clicks % len(offered)])
            assert s.board.clicked == "" and s.decisions == before + 1, s.board.message
            clicks += 1
        else:
            assert s.board.who == "public" and not ACTION.findall(s.board.svg)
            assert s.step() == 1
        if s.decisions % 7 == 0:
            assert_no_hidden_card_shown(s, projector, rng)
    assert_no_hidden_card_shown(s, projector, rng)
    assert clicks > 10 and {"action", "lay", "use"} <= kinds      # an exchange: laying out, then each card's use
    assert "game over" in s.status and "wins" in s.public_status()
    assert game.result()["ranking"] and len(s.records.points) == s.decisions + 1


def test_C_EXCH_4_the_workshop_draw_is_a_sequence_of_clicks_and_the_card_drawn_shows_on_the_drawers_screen_only():
    s = cards_stepper()
    projector = s.projector()
    game = s.game
    steps = [("lay Y-w", "lay"), ("trade", "use"), ("use Y-w W", "name")]     # seed 1: P1 holds one W card
    for text, next_kind in steps:
        assert text in ACTION.findall(s.board.svg)
        click(s.board, text)
        assert s.board.answer["kind"] != "illegal" and game.decision.kind == next_kind and s.board.who == 0
    piles = ACTION.findall(s.board.svg)
    assert sorted(piles) == ["name 1", "name 2", "name 3"]          # C-EXCH-4: the pile is named, then drawn from
    hand = dict(game.view(0)["players"][0]["hand"])
    click(s.board, "name 1")
    drawn = {card: n - hand.get(card, 0) for card, n in game.view(0)["players"][0]["hand"].items()
             if n > hand.get(card, 0)}
    assert sum(drawn.values()) == 1 and game.decision.seats != (0,)
    (card,) = drawn
    assert f'data-card="{card}"' in CARDS.board_svg(game, 0)                   # P1's screen shows the card drawn
    assert game.view("public")["players"][0]["hand_size"] == sum(hand.values()) + 1
    assert_no_hidden_card_shown(s, projector, random.Random(2))       # the projector only that P1 drew one


@pytest.mark.parametrize("game, where, moods", [
    ("fresco_cards", "Round 1 · phase 2: choosing an action", False),
    ("azul_sp", "Round 1 · phase 1: taking tiles", False),
    ("fresco", "Round 1 · wake-up", True)])
def test_the_panels_word_each_games_phases_and_draw_a_mood_track_only_for_a_game_with_moods(game, where, moods):
    s = Stepper(game=game, players=3, seed=1, controllers=["human", "greedy", "greedy"])
    projector = s.projector()
    assert s.public_status().startswith(where + " — ") and s.status.startswith(where + " · ")
    projector.page.value = "story"
    assert html.escape(where) in projector.texts()
    figure = s._tracks
    assert [trace.visible for trace in figure.data[4:7]] == [moods] * 3          # the mood slots of the 3 painters
    assert figure.layout.annotations[1].visible is moods and figure.layout.yaxis2.visible is moods
    assert figure.layout.yaxis.domain == ((0.4296, 1.0) if moods else (0.0, 1.0))
    spec = tracks_spec(s.records)
    assert [trace["yaxis"] for trace in spec["data"]] == ["y"] * 3 + ["y2"] * 3 * moods
    assert ("yaxis2" in spec["layout"]) is moods


def test_a_new_game_without_moods_hides_the_mood_track_a_fresco_game_showed():
    s = Stepper(players=3, seed=1, controllers="greedy,greedy,greedy")
    assert s._tracks.data[4].visible
    s.new_game(3, 1, controllers="greedy,greedy,greedy", game="fresco_cards")
    assert not any(trace.visible for trace in s._tracks.data[4:]) and s._tracks.layout.yaxis.domain == (0.0, 1.0)
    s.new_game(3, 1, controllers="greedy,greedy,greedy", game="fresco")
    assert all(trace.visible for trace in s._tracks.data[4:7]) and s._tracks.layout.annotations[1].visible


def test_undo_takes_a_click_and_the_bots_back_exactly():
    s = cards_stepper()
    start = s.game.to_json()
    click(s.board, str(s.game.legal_actions(0)[0]))
    s.step_round()
    after, made = s.game.to_json(), s.decisions
    assert made > 1
    while s.decisions:
        assert s.undo()
    assert s.game.to_json() == start and not s.undo()
    assert s.jump(made) == made and s.game.to_json() == after


def test_save_and_resume_keep_the_game_and_the_seats(tmp_path):
    s = cards_stepper(names=["Ann", "Ben", "Cleo"])
    click(s.board, str(s.game.legal_actions(0)[0]))
    s.step()
    path = s.save(tmp_path / "cards.json")
    again = Stepper.from_file(path)
    assert again.game_name == "fresco_cards" and again.game.to_json() == s.game.to_json()
    assert again.controllers == s.controllers and again.names == ["Ann", "Ben", "Cleo"] and again.who == "auto"
    assert "game='fresco_cards'" in repr(again)
