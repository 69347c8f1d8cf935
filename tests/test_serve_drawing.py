"""What the server draws after a change (issue 12's speed target): a click that does not move the game — looking at
a part, picking a piece of a decision — changes only the answer of the page that clicked, so only that page is
drawn again and sent; the other pages watching the table are neither drawn nor sent the same message again."""
from __future__ import annotations

import pytest

pytest.importorskip("starlette")

from test_serve import Class, _received_until   # noqa: E402  (the in-process server of test_serve.py)


@pytest.fixture()
def lesson(tmp_path):
    return Class(tmp_path / "state", seats=("team", "team", "team", "team"))


@pytest.fixture()
def drawn(monkeypatch):
    """The pages' boards drawn for a live message, in order (each a page's board object)."""
    from fresco_nb.serve import games
    boards = []
    traits = games._KitBoard.traits
    monkeypatch.setattr(games._KitBoard, "traits", lambda board: boards.append(board) or traits(board))
    return boards


def _board_of(lesson, seat):
    table = lesson.app.state.tables.tables[lesson.id]
    return table.board(table.seat_page(seat))


@pytest.mark.parametrize("clicked", ["look market", "plan+ 1"])
def test_a_click_that_does_not_move_the_game_draws_and_sends_only_the_clicking_page(lesson, drawn, clicked):
    if clicked.startswith("plan+"):                     # a piece of a plan: a planning decision is due
        while lesson.saved().decision.kind != "plan":
            seat = lesson.deciding()[0]
            action = lesson.live(seat)["traits"]["options"][0]["action"]
            assert lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": action}).status_code == 200
    clicker = lesson.deciding()[0]
    other = (clicker + 1) % 4
    for seat in range(4):
        lesson.live(seat)                               # each team's device claims its seat
    moves = len(lesson.saved().history)
    with lesson.teacher.websocket_connect(lesson.projector + "/live") as projector, \
            lesson.devices[other].websocket_connect(lesson.seats[other] + "/live") as watcher, \
            lesson.devices[clicker].websocket_connect(lesson.seats[clicker] + "/live") as own:
        for connection in (projector, watcher, own):
            _received_until(connection, moves)
        drawn.clear()
        answer = lesson.devices[clicker].post(lesson.seats[clicker] + "/click", json={"clicked": clicked})
        assert answer.status_code == 200 and answer.json()["traits"]["answer"]["kind"] == "info"
        assert own.receive_json() == answer.json()      # the clicking page gets its answer live too
        assert drawn == [_board_of(lesson, clicker)]    # drawn once, and no other page
        # the next message the other pages receive is the next move's, not the old one sent again
        action = lesson.live(clicker)["traits"]["options"][0]["action"]
        assert lesson.devices[clicker].post(lesson.seats[clicker] + "/action", json={"action": action}).status_code == 200
        assert projector.receive_json()["info"]["moves"] > moves
        assert watcher.receive_json()["info"]["moves"] > moves


@pytest.fixture()
def refreshed(monkeypatch):
    """The board widgets redrawn (``BoardWidget.refresh``), in order: a page's board is drawn by its widget."""
    from fresco_nb.widgets.board import BoardWidget
    widgets = []
    refresh = BoardWidget.refresh
    monkeypatch.setattr(BoardWidget, "refresh", lambda widget: widgets.append(widget) or refresh(widget))
    return widgets


@pytest.mark.parametrize("clicked", ["look market", "plan+ 1", "the first option"])
def test_a_click_draws_the_clicking_page_once(lesson, refreshed, clicked):
    """The page that clicked is drawn once, for the message it is answered with (not also as the click is played)."""
    while lesson.saved().decision.kind != "plan":       # a planning decision: a piece of a plan can be picked
        seat = lesson.deciding()[0]
        action = lesson.live(seat)["traits"]["options"][0]["action"]
        assert lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": action}).status_code == 200
    clicker = lesson.deciding()[0]
    live = lesson.live(clicker)
    if clicked == "the first option":
        clicked = live["traits"]["options"][0]["action"]
    moves = live["info"]["moves"]
    refreshed.clear()
    answer = lesson.devices[clicker].post(lesson.seats[clicker] + "/click", json={"clicked": clicked})
    assert answer.status_code == 200
    assert (answer.json()["info"]["moves"] > moves) == (clicked not in ("look market", "plan+ 1"))
    assert answer.json()["traits"]["answer"]["kind"] == ("info" if clicked in ("look market", "plan+ 1") else "done")
    widget = _board_of(lesson, clicker).widget
    assert refreshed.count(widget) == 1


@pytest.mark.parametrize("players,modules,seed", [(4, (), 3), (3, ("portraits", "requests", "blends"), 8), (2, (), 5)])
def test_pages_drawn_together_are_each_the_board_drawn_alone(players, modules, seed):
    """Inside drawing_pages the parts every viewer sees alike are drawn once; each page stays byte-identical to its
    board drawn alone, for every viewer, in any order, with a decision half built by clicks too."""
    import random
    from fresco_nb import new_game
    from fresco_nb.drawing.board import drawing_pages
    from fresco_nb.games.fresco.board import board_svg
    game, rng = new_game(players=players, seed=seed, modules=modules), random.Random(seed)
    viewers = ["public", "full", *range(players)]
    compared = 0
    while game.decision.kind != "over" and compared < 120:
        drafts = {seat: {"kind": "plan", "counts": [1, 0, 0, 0, 0]} for seat in game.decision.seats
                  if game.decision.kind == "plan"}
        alone = {who: board_svg(game, who, draft=drafts.get(who)) for who in viewers}
        with drawing_pages():
            together = {who: board_svg(game, who, draft=drafts.get(who)) for who in rng.sample(viewers, len(viewers))}
        assert together == alone, len(game.history)
        compared += 1
        seat = game.decision.seats[0] if game.decision.seats else None
        game.apply(rng.choice(game.legal_actions(seat)), seat)
    assert compared >= 40


def test_a_move_draws_the_parts_the_team_pages_show_alike_once(lesson, monkeypatch):
    """After a move, the team pages that may not act share the public parts (the fresco, the market …): the fresco is
    drawn once for them and once per page that may act, and every page's board is still its own."""
    from fresco_nb.games.fresco import board
    from fresco_nb.games.fresco.board import board_svg
    drawn = []
    fresco = board._fresco
    monkeypatch.setattr(board, "_fresco", lambda t: drawn.append(t.who) or fresco(t))
    for seat in range(4):
        lesson.live(seat)                               # each team's device claims its seat
    moves = len(lesson.saved().history)
    connections = [lesson.devices[seat].websocket_connect(lesson.seats[seat] + "/live") for seat in range(4)]
    pages = [connection.__enter__() for connection in connections]
    try:
        for page in pages:
            _received_until(page, moves)
        seat = lesson.deciding()[0]
        action = lesson.live(seat)["traits"]["options"][0]["action"]
        drawn.clear()
        assert lesson.devices[seat].post(lesson.seats[seat] + "/action", json={"action": action}).status_code == 200
        saved = lesson.saved()
        received = [_received_until(page, len(saved.history)) for page in pages]
    finally:
        for connection in connections:
            connection.__exit__(None, None, None)
    deciding = saved.decision.seats
    assert 0 < len(deciding) < 4
    assert len(drawn) == len(deciding) + 1 and set(deciding) < set(drawn)      # one drawing for the watching pages
    for who, message in enumerate(received):
        assert message["traits"]["svg"] == board_svg(saved, who)
