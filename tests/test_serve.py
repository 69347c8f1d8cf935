"""``fresco-nb serve`` (issue 12) through its routes, in-process (Starlette's test client): tables made by the
teacher's route, each page's ``state.json`` equal to the view of the game saved in the state dir, tokens and
seat claims, refusals that leave the state unchanged, the rate limit, garbage, live updates over the WebSocket
and their reconnection, the teacher's controls, a restart that resumes every table, a whole game played through
the routes, and the command line. The real-browser game is in test_serve_browser.py."""
from __future__ import annotations

import json
import os
import random
import re
import stat
import warnings
from pathlib import Path

import pytest

pytest.importorskip("starlette")
with warnings.catch_warnings():          # starlette's test client is built on httpx (its deprecation note)
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from fresco_nb import load_game
from fresco_nb.cli import main
from fresco_nb.serve.app import make_app
from fresco_nb.serve.games import GAMES, Board, Due, Refused, ServedGame
from fresco_nb.serve.tables import ACTIONS_PER_SECOND
from fresco_nb.widgets import BoardWidget

SERVE = Path(__file__).parent.parent / "fresco_nb" / "serve"
NAMES = ["Anna", "Ben", "Cleo", "Dario"]


def _path(url: str) -> str:
    return url.removeprefix("http://testserver")


class Class:
    """A server on a state dir, its teacher, a table of three teams and a bot, and one device per team (``fields``:
    more of the table's fields, e.g. another ``game`` and its ``options``)."""

    def __init__(self, state_dir, seats=("team", "team", "team", "bot"), seed=7, players=4, **fields):
        self.state_dir = Path(state_dir)
        self.app = make_app(state_dir)
        self.teacher = TestClient(self.app)
        self.token = self.app.state.tables.teacher_token
        made = self.teacher.post(f"/teacher/{self.token}/tables",
                                 json={"players": players, "names": NAMES[:players], "modules": [], "seats": list(seats),
                                       "seed": seed, **fields})
        assert made.status_code == 201, made.text
        self.links = made.json()
        self.id = self.links["table"]
        self.seats = [_path(url) if url else None for url in self.links["seats"]]
        self.projector = _path(self.links["projector"])
        self.table_page = _path(self.links["teacher"])
        self.devices = [TestClient(self.app) for _ in seats]

    def saved(self):
        """The game saved in the state dir, loaded by the kit's load_game."""
        return load_game((self.state_dir / f"{self.id}.json").read_text())

    def saved_text(self) -> str:
        return (self.state_dir / f"{self.id}.json").read_text()

    def live(self, seat):
        return self.devices[seat].get(self.seats[seat] + "/live.json").json()

    def deciding(self):
        return self.teacher.get(self.table_page + "/live.json").json()["info"]["deciding"]


def _view(game, who):
    return json.loads(json.dumps(game.view(who)))


@pytest.fixture()
def lesson(tmp_path):
    return Class(tmp_path / "state")


def test_a_table_is_made_by_the_teachers_route_with_a_link_per_team(lesson):
    links = lesson.links
    assert set(links) == {"table", "projector", "seats", "teacher"}
    assert links["seats"][3] is None and all(links["seats"][:3])           # the bot's seat has no link
    tokens = [url.rsplit("/", 1)[1] for url in links["seats"][:3] + [links["projector"], links["teacher"]]]
    assert all(len(token) >= 43 for token in tokens) and len(set(tokens)) == 5
    assert tokens[-1] == lesson.token                                      # the table's teacher page: the server's
    assert lesson.saved().names == NAMES
    listed = lesson.teacher.get(f"/teacher/{lesson.token}/tables").json()
    assert [t["table"] for t in listed["tables"]] == [lesson.id] and listed["games"]["fresco"]["players"] == [2, 3, 4]
    assert "<form" in lesson.teacher.get(f"/teacher/{lesson.token}").text
    for path in ["/static/page.js", "/static/page.css", "/static/fresco/board.js", "/static/fresco/board.css"]:
        assert lesson.teacher.get(path).status_code == 200, path


def test_a_bad_table_is_refused_naming_the_field(lesson):
    url = f"/teacher/{lesson.token}/tables"
    for spec, word in [({"players": 5}, "players"), ({"players": 3, "seats": ["team"]}, "seats"),
                       ({"players": 3, "seats": ["team", "team", "chess"]}, "chess"),
                       ({"players": 3, "names": ["A", "A", "B"]}, "names"), ({"players": 3, "modules": ["x"]}, "module"),
                       ({"players": 3, "file": "/etc/passwd"}, "file"), ([1, 2], "JSON object")]:
        answer = lesson.teacher.post(url, json=spec)
        assert answer.status_code == 400 and word in answer.json()["error"]["reason"], (spec, answer.text)
    assert len(lesson.teacher.get(url).json()["tables"]) == 1


def test_nothing_about_a_table_is_reachable_without_its_token(lesson):
    stranger = TestClient(lesson.app)
    before = lesson.saved_text()
    forged = "A" * 43
    for path in ["/", f"/teacher/{forged}", f"/teacher/{forged}/tables",
                 f"/table/{lesson.id}/projector/{forged}", f"/table/{lesson.id}/projector/{forged}/state.json",
                 f"/table/{lesson.id}/seat/{forged}/state.json", f"/table/{lesson.id}/teacher/{forged}/state.json",
                 f"/table/{lesson.id}/seat/{lesson.links['projector'].rsplit('/', 1)[1]}/state.json",
                 f"/table/zzzzzzzz/seat/{forged}", "/static/../../etc/passwd", "/static/app.py",
                 "/static/fresco/board.py", "/static/chess/board.js", "/static/board.js"]:
        assert stranger.get(path).status_code == 404, path
    assert stranger.post(f"/teacher/{forged}/tables", json={"players": 3}).status_code == 404
    assert stranger.post(f"/table/{lesson.id}/teacher/{forged}/undo", json={}).status_code == 404
    assert stranger.post(f"/table/{lesson.id}/seat/{forged}/action", json={"action": "wake 3"}).status_code == 404
    assert lesson.saved_text() == before


def test_R_HID_1_each_pages_state_json_is_its_view_of_the_saved_game(lesson):
    saved = lesson.saved()
    for seat in range(3):
        mine = lesson.devices[seat].get(lesson.seats[seat] + "/state.json").json()
        assert mine == _view(saved, seat)
        others = [p for p in mine["players"] if p["seat"] != seat]
        assert all(p["paints"] is None and p["thalers"] is None and p["tiles"] is None for p in others)
    assert lesson.teacher.get(lesson.projector + "/state.json").json() == _view(saved, "public")
    assert lesson.teacher.get(lesson.table_page + "/state.json").json() == _view(saved, "full")


def test_a_seat_link_is_for_the_first_device_until_the_teacher_releases_it(lesson):
    assert lesson.devices[0].get(lesson.seats[0]).status_code == 200
    second = TestClient(lesson.app)
    page = second.get(lesson.seats[0])
    assert page.status_code == 403 and "ask the teacher to release it" in page.text and "<html" in page.text
    refused = second.get(lesson.seats[0] + "/state.json")
    assert refused.status_code == 403 and "another device" in refused.json()["error"]["reason"]
    assert lesson.teacher.get(lesson.table_page + "/live.json").json()["info"]["claimed"][0] is True
    assert lesson.teacher.post(lesson.table_page + "/seats/0/release", json={}).status_code == 200
    assert second.get(lesson.seats[0] + "/state.json").status_code == 200
    assert lesson.devices[0].get(lesson.seats[0] + "/state.json").status_code == 403   # now the second one's


def test_another_seats_view_or_action_is_refused_and_the_state_is_unchanged(lesson):
    for seat in range(3):
        lesson.devices[seat].get(lesson.seats[seat])                       # each team opens its own link
    deciding = lesson.deciding()[0]
    other = next(s for s in range(3) if s != deciding)
    before = lesson.saved_text()
    # seat `other`'s device asks for the deciding seat's view: that link is another device's
    assert lesson.devices[other].get(lesson.seats[deciding] + "/state.json").status_code == 403
    action = lesson.live(deciding)["traits"]["options"][0]["action"]
    assert lesson.devices[other].post(lesson.seats[deciding] + "/action", json={"action": action}).status_code == 403
    # its own page acting out of turn: the core says why, with the rule ID
    answer = lesson.devices[other].post(lesson.seats[other] + "/action", json={"action": action})
    assert answer.status_code == 409 and answer.json()["error"]["rule"].startswith("R-")
    assert answer.json()["error"]["reason"]
    assert lesson.teacher.post(lesson.projector + "/action", json={"action": action}).status_code == 403
    assert lesson.saved_text() == before


def test_an_illegal_action_is_answered_with_the_rule_its_text_and_the_reason(lesson):
    seat = lesson.deciding()[0]
    before = lesson.saved_text()
    answer = lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": "wake 99"})
    error = answer.json()["error"]
    assert answer.status_code == 409 and error["rule"].startswith("R-WAKE") and error["reason"] and error["rule_text"]
    clicked = lesson.devices[seat].post(lesson.seats[seat] + "/click", json={"clicked": "wake 99"}).json()
    assert clicked["traits"]["answer"]["kind"] == "illegal" and clicked["traits"]["answer"]["rule"] == error["rule"]
    assert lesson.saved_text() == before


def test_garbage_gets_a_clear_error_and_changes_nothing(lesson):
    seat = lesson.deciding()[0]
    device, url = lesson.devices[seat], lesson.seats[seat] + "/action"
    before = lesson.saved_text()
    for body in [b"not json", b"[1]", b'{"act": "wake 3"}', b'{"action": 3}', b'{"action": ""}',
                 json.dumps({"action": "x" * 500}).encode(), json.dumps({"action": "wake\x003"}).encode()]:
        answer = device.post(url, content=body)
        reason = answer.json()["error"]["reason"]
        assert answer.status_code == 400 and ('"action"' in reason or "JSON" in reason), body
    assert device.post(url, content=b"{" * 10_000).status_code == 413
    assert device.post(lesson.seats[seat] + "/click", content=b"__import__('os')").status_code == 400
    assert lesson.saved_text() == before


def test_at_most_ten_actions_a_second_per_seat(lesson):
    seat = lesson.deciding()[0]
    answers = [lesson.devices[seat].post(lesson.seats[seat] + "/click", json={"clicked": "look market"}).status_code
               for _ in range(ACTIONS_PER_SECOND + 1)]
    assert answers[:ACTIONS_PER_SECOND] == [200] * ACTIONS_PER_SECOND and answers[-1] == 429


def test_tokens_are_kept_readable_only_by_the_servers_user(lesson):
    assert stat.S_IMODE(os.stat(lesson.state_dir).st_mode) == 0o700
    files = sorted(p.name for p in lesson.state_dir.iterdir())
    assert files == sorted([f"{lesson.id}.json", f"{lesson.id}.table.json", "server.json"])
    for name in files:
        assert stat.S_IMODE(os.stat(lesson.state_dir / name).st_mode) == 0o600, name
    record = json.loads((lesson.state_dir / f"{lesson.id}.table.json").read_text())
    assert [f"/table/{lesson.id}/seat/{token}" for token in record["seats"][:3]] == lesson.seats[:3]


def test_pages_get_live_updates_and_a_reconnected_page_resumes(lesson):
    seat = lesson.deciding()[0]
    device = lesson.devices[seat]
    device.get(lesson.seats[seat])
    with lesson.teacher.websocket_connect(lesson.projector + "/live") as projector, \
            device.websocket_connect(lesson.seats[seat] + "/live") as mine:
        start = projector.receive_json()["info"]["moves"]
        assert mine.receive_json()["info"]["moves"] == start
        action = lesson.live(seat)["traits"]["options"][0]["action"]
        assert device.post(lesson.seats[seat] + "/action", json={"action": action}).status_code == 200
        assert projector.receive_json()["info"]["moves"] > start
        moved = mine.receive_json()
        assert moved["info"]["moves"] > start and moved["traits"]["svg"].startswith("<svg")
    with device.websocket_connect(lesson.seats[seat] + "/live") as again:            # the page comes back
        resumed = again.receive_json()
        assert resumed["info"]["moves"] == len(lesson.saved().history)
    stranger = TestClient(lesson.app)
    with pytest.raises(Exception):                                                    # a claimed seat's socket
        with stranger.websocket_connect(lesson.seats[seat] + "/live") as ws:
            ws.receive_json()


def test_a_restarted_server_resumes_every_table_links_included(lesson):
    seat = lesson.deciding()[0]
    lesson.devices[seat].get(lesson.seats[seat])
    action = lesson.live(seat)["traits"]["options"][0]["action"]
    lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": action})
    views = {who: lesson.teacher.get(url + "/state.json").json()
             for who, url in [("public", lesson.projector), ("full", lesson.table_page)]}
    restarted = make_app(lesson.state_dir)
    assert restarted.state.tables.teacher_token == lesson.token
    teacher = TestClient(restarted)
    assert {who: teacher.get(url + "/state.json").json()
            for who, url in [("public", lesson.projector), ("full", lesson.table_page)]} == views
    device = TestClient(restarted, cookies=lesson.devices[seat].cookies)             # the same device, claim kept
    assert device.get(lesson.seats[seat] + "/state.json").json() == _view(lesson.saved(), seat)
    assert TestClient(restarted).get(lesson.seats[seat] + "/state.json").status_code == 403


def test_the_teacher_pauses_replaces_a_team_by_a_bot_undoes_and_ends(lesson):
    seat = lesson.deciding()[0]
    device, url = lesson.devices[seat], lesson.seats[seat]
    action = lesson.live(seat)["traits"]["options"][0]["action"]
    assert lesson.teacher.post(lesson.table_page + "/pause", json={"paused": True}).status_code == 200
    before = lesson.saved_text()
    paused = device.post(url + "/action", json={"action": action})
    assert paused.status_code == 409 and "paused" in paused.json()["error"]["reason"]
    assert lesson.saved_text() == before
    assert lesson.teacher.post(lesson.table_page + "/pause", json={"paused": "yes"}).status_code == 400
    lesson.teacher.post(lesson.table_page + "/pause", json={"paused": False})
    moves = len(lesson.saved().history)
    assert lesson.teacher.post(lesson.table_page + f"/seats/{seat}", json={"controller": "bot"}).status_code == 400
    assert lesson.teacher.post(lesson.table_page + f"/seats/{seat}", json={"controller": "greedy"}).status_code == 200
    assert len(lesson.saved().history) > moves and seat not in lesson.deciding()       # the bot played its turn
    refused = device.post(url + "/action", json={"action": action})
    assert refused.status_code == 409 and "bot" in refused.json()["error"]["reason"]
    assert lesson.links["seats"][seat] is not None
    lesson.teacher.post(lesson.table_page + f"/seats/{seat}", json={"controller": "team"})
    moves = len(lesson.saved().history)
    assert lesson.teacher.post(lesson.table_page + "/undo", json={}).status_code == 200
    assert len(lesson.saved().history) < moves and 3 not in lesson.deciding()       # back to a team's decision
    assert lesson.teacher.post(lesson.table_page + "/end", json={}).status_code == 200
    due = lesson.deciding()[0]
    ended = lesson.devices[due].post(lesson.seats[due] + "/action",
                                     json={"action": lesson.live(due)["traits"]["options"][0]["action"]})
    assert ended.status_code == 409 and "ended" in ended.json()["error"]["reason"]


def test_the_teacher_shows_one_join_code_at_a_time(lesson):
    code = lesson.teacher.get(lesson.table_page + "/seats/1/join").json()
    assert code["url"] == lesson.links["seats"][1] and code["qr"].startswith("<svg") and code["name"] == "Ben"
    assert lesson.teacher.get(lesson.projector + "/seats/1/join").status_code == 404     # never on the projector
    assert lesson.teacher.get(lesson.table_page + "/seats/9/join").status_code == 400


def test_a_plan_is_built_by_clicks_on_a_seats_page(tmp_path):
    lesson = Class(tmp_path / "state", seats=("team", "bot", "bot", "bot"))
    device, url = lesson.devices[0], lesson.seats[0]
    while "plan" not in lesson.teacher.get(lesson.table_page + "/live.json").json()["info"]["summary"]:
        options = lesson.live(0)["traits"]["options"]
        device.post(url + "/action", json={"action": options[0]["action"]})
    apprentices = _view(lesson.saved(), 0)["players"][0]["apprentices"]
    counts = [0] * 5
    for n in range(apprentices):                     # R-PLAN-1: at most 3 a location, so spread them
        counts[n % 5] += 1
        answer = device.post(url + "/click", json={"clicked": f"plan+ {n % 5 + 1}"}).json()
    assert answer["traits"]["draft"]["legal"] is True
    moves = len(lesson.saved().history)
    device.post(url + "/click", json={"clicked": "confirm"})
    history = lesson.saved().history
    assert len(history) > moves
    assert [str(action) for seat, action in history if seat == 0][-1] == "plan " + " ".join(map(str, counts))


def test_a_whole_game_is_played_through_the_routes(lesson, monkeypatch):
    monkeypatch.setattr("fresco_nb.serve.tables.ACTIONS_PER_SECOND", 1000)      # a script is faster than a class
    rng = random.Random(3)
    for seat in range(3):
        lesson.devices[seat].get(lesson.seats[seat])
    steps = 0
    while True:
        info = lesson.teacher.get(lesson.table_page + "/live.json").json()["info"]
        if info["over"]:
            break
        seat = info["deciding"][0]
        assert seat != 3                                                     # the bot plays its own turns
        options = lesson.live(seat)["traits"]["options"]
        answer = lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": rng.choice(options)["action"]})
        assert answer.status_code == 200, answer.text
        assert answer.json()["state"] == _view(lesson.saved(), seat)
        steps += 1
    saved = lesson.saved()
    assert saved.decision.kind == "over" and steps > 30
    for seat in range(3):
        assert lesson.devices[seat].get(lesson.seats[seat] + "/state.json").json() == _view(saved, seat)


def test_the_server_names_no_rule_and_takes_its_game_through_one_interface():
    checked = 0
    for path in SERVE.rglob("*"):
        if path.suffix in (".py", ".js", ".html", ".css") and path.name != "games.py":
            text = path.read_text()
            assert not re.search(r"R-[A-Z]+-\d", text), path
            assert not re.search(r"from \.\.(rules|widgets|bots)|import fresco_nb|from fresco_nb", text), path
            checked += 1
    assert checked >= 6


@pytest.mark.parametrize("argv,word", [(["--port", "0"], "--port"), (["--port", "http"], "--port"),
                                       (["--public-url", "ftp://x"], "--public-url"), (["--bogus"], "--bogus"),
                                       (["--st", "x"], "--st")])
def test_serve_command_bad_arguments_are_one_line_and_exit_2(argv, word, capsys):
    assert main(["serve", *argv]) == 2
    err = capsys.readouterr().err
    assert word in err and err.count("\n") == 1


def test_serve_command_refuses_a_state_dir_that_is_a_file(tmp_path, capsys):
    afile = tmp_path / "afile"
    afile.write_text("x")
    assert main(["serve", "--port", "8765", "--state-dir", str(afile)]) == 2
    err = capsys.readouterr().err
    assert "--state-dir" in err and "is a file" in err and err.count("\n") == 1


class _Countdown(ServedGame):
    """A toy second game served through the same interface: two players take 1 or 2 from a pile of 7 in turn;
    whoever takes the last one wins. Its only secret: each player's count of turns taken."""

    name, title, client_files = "countdown", "Countdown", {}

    def setup_fields(self):
        return {"players": [2], "modules": [], "bots": ["one"], "default_bot": "one"}

    def new(self, players, names, modules, seed, options=None, rulings=None):
        return {"names": list(names or ["P1", "P2"]), "pile": 7, "taken": []}

    def load(self, text):
        return json.loads(text)

    def save(self, game):
        return json.dumps(game)

    def seat_names(self, game):
        return game["names"]

    def view(self, game, who):
        mine = [t for i, t in enumerate(game["taken"]) if who == "full" or i % 2 == who]
        return {"pile": game["pile"], "viewer": who, "mine": None if who == "public" else mine}

    def due(self, game):
        if game["pile"] == 0:
            return Due("over", (), "the game is over")
        seat = len(game["taken"]) % 2
        return Due("take", (seat,), f"{game['names'][seat]} takes")

    def moves(self, game):
        return len(game["taken"])

    def act(self, game, text, seat):
        due = self.due(game)
        if seat is None:
            seat = due.seats[0] if due.seats else None
        if seat not in due.seats:
            raise Refused("TURN", "not your turn")
        if text not in ("take 1", "take 2") or int(text[-1]) > game["pile"]:
            raise Refused("TAKE", "take 1 or 2, at most what is left")
        game["pile"] -= int(text[-1])
        game["taken"].append(int(text[-1]))
        return text

    def undo(self, game):
        if not game["taken"]:
            raise Refused("UNDO", "nothing to undo")
        game["pile"] += game["taken"].pop()

    def bot_move(self, name, seed, game, seat):
        return "take 1"

    def board(self, game, who, layout):
        kind = self

        class Pile(Board):
            def traits(self):
                return {"svg": f"<svg><text>{game['pile']} left</text></svg>", "answer": {}, "draft": {},
                        "options": [{"action": a, "label": a} for a in ("take 1", "take 2")]}

            def play(self, clicked):
                kind.act(game, clicked, who if isinstance(who, int) else None)
        return Pile()


def test_a_second_game_is_served_through_the_interface_without_changing_the_server(tmp_path, monkeypatch):
    monkeypatch.setitem(GAMES, "countdown", _Countdown())
    app = make_app(tmp_path / "state")
    teacher = TestClient(app)
    token = app.state.tables.teacher_token
    links = teacher.post(f"/teacher/{token}/tables", json={"game": "countdown", "players": 2,
                                                          "names": ["Ada", "Bo"], "seats": ["team", "bot"]}).json()
    seat = _path(links["seats"][0])
    device = TestClient(app)
    assert device.get(seat + "/state.json").json() == {"pile": 7, "viewer": 0, "mine": []}
    assert device.post(seat + "/action", json={"action": "take 3"}).json()["error"]["rule"] == "TAKE"
    for _ in range(2):
        assert device.post(seat + "/action", json={"action": "take 2"}).status_code == 200   # the bot takes 1
    assert device.post(seat + "/click", json={"clicked": "take 1"}).status_code == 200
    assert device.get(seat + "/state.json").json() == {"pile": 0, "viewer": 0, "mine": [2, 2, 1]}
    info = teacher.get(_path(links["teacher"]) + "/live.json").json()["info"]
    assert info["over"] and info["game"] == "Countdown"
    restarted = TestClient(make_app(tmp_path / "state"))
    assert restarted.get(_path(links["projector"]) + "/state.json").json() == {"pile": 0, "viewer": "public",
                                                                               "mine": None}


def test_a_damaged_save_in_the_state_dir_is_named_when_the_server_starts(lesson, capsys):
    (lesson.state_dir / f"{lesson.id}.json").write_text('{"format": "fresco_nb.save/2", "actions": [')
    with pytest.raises(ValueError, match=f"{lesson.id}.json"):
        make_app(lesson.state_dir)
    assert main(["serve", "--port", "8765", "--state-dir", str(lesson.state_dir)]) == 2
    err = capsys.readouterr().err
    assert f"{lesson.id}.json" in err and err.count("\n") == 1


def test_two_players_have_two_seats_and_decide_for_leonardo(tmp_path, monkeypatch):
    monkeypatch.setattr("fresco_nb.serve.tables.ACTIONS_PER_SECOND", 1000)
    lesson = Class(tmp_path / "state", seats=("team", "team"), players=2)
    assert len(lesson.links["seats"]) == 2
    info = lesson.teacher.get(lesson.table_page + "/live.json").json()["info"]
    assert info["names"] == NAMES[:2] and len(info["controllers"]) == 2
    for_leonardo = 0
    while not lesson.saved().decision.kind == "over":
        decision = lesson.saved().decision
        seat = decision.seats[0]
        for_leonardo += decision.for_leonardo
        options = lesson.live(seat)["traits"]["options"]
        assert lesson.devices[seat].post(lesson.seats[seat] + "/action",
                                         json={"action": options[-1]["action"]}).status_code == 200
    assert for_leonardo > 0


def test_a_page_after_undo_and_another_decision_shows_the_new_state(lesson):
    seat = lesson.deciding()[0]
    options = [o["action"] for o in lesson.live(seat)["traits"]["options"]]
    lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": options[0]})
    lesson.live(seat)                                     # the page has drawn the first choice
    lesson.teacher.post(lesson.table_page + "/undo", json={})
    lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": options[-1]})
    expected = BoardWidget(lesson.saved(), who=seat)
    assert lesson.live(seat)["traits"]["svg"] == expected.svg       # same length of history, another state


def test_the_pages_get_every_trait_the_board_front_end_reads(lesson):
    """board.js reads model.get(name) for each synced trait of BoardWidget; the server sends all of them (JSON)."""
    board_js = (SERVE.parent / "widgets" / "board.js").read_text()
    read = set(re.findall(r'model\.get\("(\w+)"\)', board_js)) - {"clicked"}
    for url in (lesson.projector, lesson.table_page):
        traits = lesson.teacher.get(url + "/live.json").json()["traits"]
        assert read <= set(traits), read - set(traits)
    with lesson.teacher.websocket_connect(lesson.projector + "/live") as live:
        assert live.receive_json()["traits"]["print_layout"] == "projector"


def _received_until(connection, moves: int) -> dict:
    """The first live message on ``connection`` that shows ``moves`` steps of the game."""
    while True:
        message = connection.receive_json()
        if message["info"]["moves"] == moves:
            return message


def test_every_live_page_shows_the_board_of_the_saved_game_after_every_action(lesson, monkeypatch):
    """The pages' messages are drawn once per page and version and kept: none is ever stale. After each action
    every connected page's board equals board_svg of the game saved in the state dir, for that page's eyes."""
    from fresco_nb.serve import tables
    from fresco_nb.games.fresco.board import board_svg
    monkeypatch.setattr(tables, "ACTIONS_PER_SECOND", 1000)      # faster than a class: not the limit's test
    teams = [seat for seat, url in enumerate(lesson.seats) if url]
    for seat in teams:
        lesson.live(seat)                                 # each team's device claims its seat
    with lesson.teacher.websocket_connect(lesson.projector + "/live") as projector:
        pages = [(projector, "public", "projector")]
        connections = [lesson.devices[seat].websocket_connect(lesson.seats[seat] + "/live") for seat in teams]
        pages += [(connection.__enter__(), seat, "desk") for connection, seat in zip(connections, teams)]
        try:
            for turn in range(30):
                saved = lesson.saved()
                for connection, who, layout in pages:
                    message = _received_until(connection, len(saved.history))
                    assert message["traits"]["svg"] == board_svg(saved, who, layout=layout), (turn, who)
                if saved.decision.kind == "over":
                    break
                if turn == 6:                             # back one step: the same length of history comes again
                    assert lesson.teacher.post(lesson.table_page + "/undo", json={}).status_code == 200
                    continue
                seat = saved.decision.seats[0]
                action = lesson.live(seat)["traits"]["options"][turn % 2 - 1]["action"]
                assert lesson.devices[seat].post(lesson.seats[seat] + "/action",
                                                 json={"action": action}).status_code == 200
        finally:
            for connection in connections:
                connection.__exit__(None, None, None)


def test_a_page_is_drawn_once_per_version_however_many_devices_watch_it(lesson, monkeypatch):
    from fresco_nb.serve import games
    drawn = []
    traits = games._KitBoard.traits
    monkeypatch.setattr(games._KitBoard, "traits", lambda board: drawn.append(board) or traits(board))
    seat = lesson.deciding()[0]
    action = lesson.live(seat)["traits"]["options"][0]["action"]
    moves = len(lesson.saved().history)
    with lesson.teacher.websocket_connect(lesson.projector + "/live") as first, \
            TestClient(lesson.app).websocket_connect(lesson.projector + "/live") as second:
        first.receive_json(), second.receive_json()
        drawn.clear()
        assert lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": action}).status_code == 200
        assert _received_until(first, moves + 1) == _received_until(second, moves + 1)
    assert len(drawn) == 1


def test_an_action_is_answered_only_once_its_save_is_on_disk_however_slow_the_disk(lesson, monkeypatch):
    """Saves are written off the event loop, but "nothing lost": the answer waits until the file is written."""
    import time as clock
    from fresco_nb.serve.storage import StateDir
    write = StateDir.write
    monkeypatch.setattr(StateDir, "write", lambda store, name, text: (clock.sleep(0.2), write(store, name, text)))
    seat = lesson.deciding()[0]
    action = lesson.live(seat)["traits"]["options"][0]["action"]
    moves = len(lesson.saved().history)
    answer = lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": action})
    assert answer.status_code == 200 and len(lesson.saved().history) > moves
