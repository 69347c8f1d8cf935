"""`fresco-nb serve` serves Fresco: the card game (issue 16 point 3): the teacher makes a card-game table, teams play
it by clicks on their pages, the bot plays its seat, and a seat's page shows its own hand only — every other hand
and every face-down pile dealt anew leaves its page unchanged (C-HID-1..5); the projector shows the public table."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

pytest.importorskip("starlette")

from fresco_nb.games import game_module  # noqa: E402
from fresco_nb.widgets.stepper.projector import svg_texts  # noqa: E402
from test_serve import Class  # noqa: E402  (the in-process server of test_serve.py)

ACTION = re.compile(r'data-action="([^"]*)"')
HAND_CARD = re.compile(r'class="hand-card" data-card="([^"]*)"')
CARDS = game_module("fresco_cards")


class CardTable(Class):
    """A server with one card-game table: two teams and the heuristic bot."""

    def __init__(self, state_dir: Path):
        super().__init__(state_dir, seats=("team", "heuristic", "team"), seed=3, players=3, game="fresco_cards")
        self.device = self.devices[0]

    def info(self) -> dict:
        return self.teacher.get(self.table_page + "/live.json").json()["info"]

    def page_svg(self, page: str) -> str:
        return self.device.get(page + "/live.json").json()["traits"]["svg"]


@pytest.fixture()
def cards(tmp_path):
    return CardTable(tmp_path / "state")


def assert_pages_hide_what_they_must(cards: CardTable, rng: random.Random) -> None:
    """Each seat's page: its view of the saved game, its own hand's cards drawn and no other; the same page whatever
    the hidden cards of the others and the piles are; the projector's page the same whatever every hidden card is."""
    game = cards.saved()
    for seat in (0, 2):
        page = cards.page_svg(cards.seats[seat])
        state = cards.device.get(cards.seats[seat] + "/state.json").json()
        assert state == json.loads(json.dumps(game.view(seat)))
        assert all("hand" not in p for p in state["players"] if p["seat"] != seat)
        own = game.view(seat)["players"][seat]["hand"]
        assert sorted(set(HAND_CARD.findall(page))) == sorted(own)
        dealt_anew = CARDS.determinize(game, seat, rng)
        assert dealt_anew.view("full") != game.view("full") or not any(game.view("full")["decks"][0].values())
        assert svg_texts(CARDS.board_svg(dealt_anew, seat)) == svg_texts(CARDS.board_svg(game, seat))
    projector = cards.page_svg(cards.projector)
    assert 'data-viewer="public"' in projector and not ACTION.findall(projector) and not HAND_CARD.findall(projector)
    for seat in (0, 1, 2):
        again = CARDS.determinize(game, seat, rng)
        assert svg_texts(CARDS.board_svg(again, "public", "projector")) == svg_texts(projector)


def test_the_teacher_makes_a_card_game_table(cards):
    game = cards.saved()
    assert game.names == ["Anna", "Ben", "Cleo"] and game.view("public")["game"] == "fresco_cards"
    assert cards.links["seats"][1] is None and cards.info()["game"] == CARDS.TITLE
    fields = cards.teacher.get(f"/teacher/{cards.token}/tables").json()["games"]["fresco_cards"]
    assert fields["players"] == [2, 3, 4] and "heuristic" in fields["bots"]


def test_C_HID_teams_play_the_card_game_by_clicks_and_each_page_shows_its_own_hand_only(cards, monkeypatch):
    monkeypatch.setattr("fresco_nb.serve.tables.ACTIONS_PER_SECOND", 1000)      # a script is faster than a class
    rng, moves = random.Random(8), 0
    assert_pages_hide_what_they_must(cards, rng)
    while not cards.saved().over and moves < 60:
        seat = cards.info()["deciding"][0]
        assert seat in (0, 2)                                           # the bot (seat 1) plays its own turns
        offered = ACTION.findall(cards.page_svg(cards.seats[seat]))
        game = cards.saved()
        assert sorted(set(offered)) == sorted(map(str, game.legal_actions(seat)))
        answer = cards.device.post(cards.seats[seat] + "/click", json={"clicked": offered[moves % len(offered)]})
        assert answer.status_code == 200 and answer.json()["traits"]["answer"]["kind"] == "done", answer.text
        moves += 1
        if moves % 5 == 0:
            assert_pages_hide_what_they_must(cards, rng)
    deciders = [seat for seat, _ in cards.saved().history if seat is not None]
    assert deciders.count(1) >= 3 and deciders.count(0) + deciders.count(2) == moves


def test_an_illegal_card_action_is_answered_with_its_C_rule_and_changes_nothing(cards):
    seat = cards.info()["deciding"][0]
    before = cards.saved_text()
    answer = cards.device.post(cards.seats[seat] + "/action", json={"action": "lay O-3m"})
    error = answer.json()["error"]
    assert answer.status_code == 409 and error["rule"].startswith("C-") and error["reason"] and error["rule_text"]
    other = 2 if seat == 0 else 0
    assert cards.device.post(cards.seats[other] + "/action", json={"action": "pass"}).status_code == 409
    assert cards.saved_text() == before


def test_the_teacher_undoes_a_card_game_decision(cards):
    seat = cards.info()["deciding"][0]
    before = cards.saved().to_json()
    action = str(cards.saved().legal_actions(seat)[0])
    assert cards.device.post(cards.seats[seat] + "/action", json={"action": action}).status_code == 200
    while len(cards.saved().history) > len(json.loads(before)["actions"]):
        assert cards.teacher.post(cards.table_page + "/undo").status_code == 200
    assert cards.saved().to_json() == before
