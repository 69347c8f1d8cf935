"""The readers of ``Game.decision`` (issue 9, point 17): the board renderer, the lab, the tests' ``location``
helper and the bots take which decision is due, for whom and where from it, instead of working it out again
from action texts, views or the kinds of the legal actions."""
from __future__ import annotations

import pytest
from conftest import location

from fresco_nb import Game, new_game
from fresco_nb.bots import make_bot
from fresco_nb.lab.playing import Arm, record_game
from fresco_nb.games.fresco.board import board_svg, current_decision

WHERE = {"wake": "inn", "place": "score"}       # the board's name for a decision kind, where it differs


def _games():
    """Greedy games (2 players with every module, 4 with portraits and requests), one state per decision."""
    for players, modules in ((2, ("portraits", "requests", "blends")), (4, ("portraits", "requests"))):
        game = new_game(players=players, seed=5, modules=modules, record=False)
        bots = [make_bot("greedy", i) for i in range(players)]
        while not game.over:
            yield game
            seat = game.decision.seats[0]
            game.apply(bots[seat].choose(game, seat), seat)
        yield game


def _forbid(monkeypatch, *names):
    for name in names:
        monkeypatch.setattr(Game, name, property(lambda self, name=name: pytest.fail(f"read Game.{name}")))


def test_board_where_is_the_decision_kind():
    kinds = set()
    for game in _games():
        kind = game.decision.kind
        kinds.add(kind)
        decision = current_decision(game, "full")
        assert decision.where == WHERE.get(kind, kind)
        assert decision.subject == game.decision.painter and decision.seats == game.decision.seats
        assert decision.legal == tuple(map(str, decision.options))
    assert {"wake", "plan", "market", "cathedral", "studio", "workshop", "income", "over"} <= kinds


def test_public_board_lists_nobody_s_legal_actions(monkeypatch):
    """The projector's board finds where the decision is without listing the decider's options."""
    game = new_game(players=4, seed=1, record=False)
    monkeypatch.setattr(Game, "legal_actions", lambda self, seat=None: pytest.fail("listed legal actions"))
    assert current_decision(game, "public").where == "inn"
    assert 'data-panel="inn" data-active="1"' in board_svg(game, "public")


def test_lab_reads_who_acts_and_where_from_the_decision(monkeypatch):
    """record_game takes the deciding seats, the painter and the "phase" column from Game.decision alone."""
    _forbid(monkeypatch, "turn", "acting_for")
    arm = Arm(players=2, bots=("random", "random"), modules=("portraits", "requests")).resolved()
    game_row, _, _, rows = record_game(arm, seed=4, decisions=True)
    monkeypatch.undo()
    replay = new_game(players=2, seed=4, modules=("portraits", "requests"), record=False)
    for row in rows:
        _, _, step, round_, phase, seat, painter, _, action, _, _, _ = row
        due = replay.decision
        assert (phase, round_) == (due.kind, due.round) and seat in due.seats
        assert painter == (seat if due.painter is None else due.painter)
        replay.apply(action, seat)
    assert replay.over and len(rows) == game_row[9]


def test_location_helper_reads_the_decision(monkeypatch):
    seen = set()
    for game in _games():
        kind = game.decision.kind
        with monkeypatch.context() as patch:
            _forbid(patch, "turn")
            patch.setattr(Game, "view", lambda self, *args, **kwargs: pytest.fail("built a view"))
            where = location(game)
        seen.add(where)
        assert where == ("score track" if kind == "place" else
                         kind if kind in ("market", "cathedral", "studio", "workshop") else None)
    assert {None, "market", "cathedral", "studio", "workshop"} <= seen
