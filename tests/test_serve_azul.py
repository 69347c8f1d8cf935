"""`fresco-nb serve` serves Azul: Summer Pavilion (issue 14 points 2 and 4): the teacher makes an Azul table with its
options, teams play it by clicks on their pages, the bot plays its seat, the projector shows the public table."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("starlette")

from fresco_nb import load_game  # noqa: E402
from test_serve import Class  # noqa: E402  (the in-process server of test_serve.py)

ACTION = re.compile(r'data-action="([^"]*)"')


class AzulTable(Class):
    """A server with one Azul table: two teams and a bot, grey side."""

    def __init__(self, state_dir: Path):
        super().__init__(state_dir, seats=("team", "bot", "team"), seed=4, players=3, game="azul_sp",
                         options={"side": "grey"})
        self.url = f"/teacher/{self.token}/tables"
        self.device = self.devices[0]

    def info(self) -> dict:
        return self.teacher.get(self.table_page + "/live.json").json()["info"]


@pytest.fixture()
def azul(tmp_path):
    return AzulTable(tmp_path / "state")


def test_the_teacher_makes_an_azul_table_with_its_options(azul):
    game = azul.saved()
    assert game.names == ["Anna", "Ben", "Cleo"] and game.view("public")["side"] == "grey"
    assert azul.links["seats"][1] is None and azul.info()["game"] == "Azul: Summer Pavilion"
    listed = azul.teacher.get(azul.url).json()
    fields = listed["games"]["azul_sp"]
    assert fields["title"] == "Azul: Summer Pavilion" and fields["players"] == [2, 3, 4]
    assert fields["options"] == {"side": "coloured"} and fields["modules"] == [] and "greedy" in fields["bots"]
    assert listed["games"]["fresco"]["options"] == {} and listed["games"]["fresco"]["modules"]
    assert "static/page.js" in azul.teacher.get(f"/teacher/{azul.token}").text
    assert azul.teacher.get("/static/azul_sp/board.js").status_code == 200


@pytest.mark.parametrize("spec,word", [({"options": {"side": "purple"}}, "side"), ({"options": ["grey"]}, "options"),
                                       ({"options": {"colour": "red"}}, "colour"),
                                       ({"modules": ["portraits"]}, "modules"),
                                       ({"seats": ["team", "heuristic-x", "team"]}, "heuristic-x")])
def test_a_bad_azul_table_is_refused_naming_the_field(azul, spec, word):
    answer = azul.teacher.post(azul.url, json={"game": "azul_sp", "players": 3, **spec})
    assert answer.status_code == 400 and word in answer.json()["error"]["reason"], answer.text
    assert len(azul.teacher.get(azul.url).json()["tables"]) == 1


def test_a_team_plays_azul_by_clicks_and_the_bot_plays_its_seat(azul, monkeypatch):
    monkeypatch.setattr("fresco_nb.serve.tables.ACTIONS_PER_SECOND", 1000)      # a script is faster than a class
    moves = 0
    while moves < 12:
        seat = azul.info()["deciding"][0]
        assert seat in (0, 2)                                           # the bot (seat 1) plays its own turns
        live = azul.device.get(azul.seats[seat] + "/live.json").json()
        offered = ACTION.findall(live["traits"]["svg"])
        game = azul.saved()
        assert sorted(offered) == sorted(map(str, game.legal_actions(seat)))
        assert 'data-game="azul_sp"' in live["traits"]["svg"]
        answer = azul.device.post(azul.seats[seat] + "/click", json={"clicked": offered[moves % len(offered)]})
        assert answer.status_code == 200 and answer.json()["traits"]["answer"]["kind"] == "done", answer.text
        state = azul.device.get(azul.seats[seat] + "/state.json").json()
        assert state == json.loads(json.dumps(azul.saved().view(seat)))
        moves += 1
    game = azul.saved()
    deciders = [seat for seat, _ in game.history if seat is not None]
    assert deciders.count(1) >= 4 and deciders.count(0) + deciders.count(2) == moves


def test_an_illegal_azul_action_is_answered_with_its_rule_and_changes_nothing(azul):
    seat = azul.info()["deciding"][0]
    before = (azul.state_dir / f"{azul.id}.json").read_text()
    answer = azul.device.post(azul.seats[seat] + "/action", json={"action": "take 99 red"})
    error = answer.json()["error"]
    assert answer.status_code == 409 and error["rule"].startswith("A-") and error["reason"] and error["rule_text"]
    other = 2 if seat == 0 else 0
    answer = azul.device.post(azul.seats[other] + "/action", json={"action": "take 1 red"})
    assert answer.status_code == 409
    assert (azul.state_dir / f"{azul.id}.json").read_text() == before


def test_the_projector_shows_the_public_azul_table_and_offers_nothing(azul):
    live = azul.device.get(azul.projector + "/live.json").json()
    svg = live["traits"]["svg"]
    assert 'data-viewer="public"' in svg and 'data-layout="projector"' in svg and not ACTION.findall(svg)
    assert live["traits"]["options"] == []


def test_the_teacher_undoes_an_azul_decision(azul):
    seat = azul.info()["deciding"][0]
    before = azul.saved().to_json()
    action = str(azul.saved().legal_actions(seat)[0])
    assert azul.device.post(azul.seats[seat] + "/action", json={"action": action}).status_code == 200
    undo = azul.teacher.post(azul.table_page + "/undo")
    assert undo.status_code == 200, undo.text
    while len(azul.saved().history) > len(load_game(before).history):
        assert azul.teacher.post(azul.table_page + "/undo").status_code == 200
    assert azul.saved().to_json() == before
