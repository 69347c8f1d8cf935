"""The stepper, the board widget and the projector play Azul: Summer Pavilion (issue 14 points 2 and 4), in the
kernel: a human seat clicks through the widget's message path (``set_state``, what a message from board.js does),
the bots step, undo, save and resume, and the public view."""
from __future__ import annotations

import re

import pytest

from fresco_nb import rule_text
from fresco_nb.games import new_game
from fresco_nb.widgets.board import BoardWidget
from fresco_nb.widgets.stepper import Stepper, controller_names

ACTION = re.compile(r'data-action="([^"]*)"')


def click(board: BoardWidget, text: str) -> None:
    """A click as board.js sends it: the ``clicked`` trait set by a message from the browser."""
    board.set_state({"clicked": text})


def azul_stepper(**settings) -> Stepper:
    return Stepper(**{"game": "azul_sp", "players": 3, "seed": 1, "controllers": ["human", "greedy", "random"],
                      "who": "auto", **settings})


def test_a_human_seat_plays_a_whole_azul_game_by_clicks_and_the_bots_step():
    s = azul_stepper()
    projector = s.projector()
    game, clicks = s.game, 0
    while not game.over:
        if game.decision.seats == (0,):
            assert s.board.who == 0                       # the hot seat shows the deciding team's screen
            offered = ACTION.findall(s.board.svg)
            assert sorted(offered) == sorted(map(str, game.legal_actions(0)))      # every option once, clickable
            before = s.decisions
            click(s.board, offered[clicks % len(offered)])
            assert s.board.clicked == "" and s.decisions == before + 1
            clicks += 1
        else:
            assert s.board.who == "public" and not ACTION.findall(s.board.svg)
            assert s.step() == 1
    assert clicks > 20
    assert "game over" in s.status and "wins" in s.public_status()
    assert game.result()["ranking"] and len(s.records.points) == s.decisions + 1
    assert 'data-viewer="public"' in projector._board.value and not ACTION.findall(projector._board.value)


def test_a_click_is_answered_with_the_rule_and_an_illegal_one_changes_nothing():
    s = azul_stepper()
    save = s.game.to_json()
    click(s.board, "take 99 red")
    refusal = s.game.check("take 99 red", 0)
    assert s.board.answer["kind"] == "illegal" and s.board.answer["rule"] == refusal.rule
    assert s.board.answer["rule_title"] and refusal.rule in s.board.message
    assert s.game.to_json() == save
    click(s.board, "look green-4")          # a space of a player's board: what laying a tile there costs
    assert s.board.answer["kind"] == "info" and s.board.answer["rule"].startswith("A-")
    assert "the green star's space 4, costs 4 tiles" in s.board.message and s.game.to_json() == save


def test_the_public_view_cannot_act_and_is_told_why():
    s = azul_stepper(who="public")
    save, legal = s.game.to_json(), str(s.game.legal_actions(0)[0])
    click(s.board, legal)
    assert s.board.answer["kind"] == "illegal" and s.board.answer["rule"].startswith("A-")
    assert s.board.answer["rule_title"] and s.game.to_json() == save


def test_undo_takes_a_click_and_the_bots_back_exactly():
    s = azul_stepper()
    start = s.game.to_json()
    click(s.board, str(s.game.legal_actions(0)[0]))
    s.step_round()
    after = s.game.to_json()
    made = s.decisions
    while s.decisions:
        assert s.undo()
    assert s.game.to_json() == start and not s.undo()
    assert s.jump(made) == made and s.game.to_json() == after      # along the timeline, the same decisions


def test_save_and_resume_keep_the_game_its_options_and_the_seats(tmp_path):
    s = azul_stepper(options={"side": "grey"}, names=["Ann", "Ben", "Cleo"])
    click(s.board, str(s.game.legal_actions(0)[0]))
    s.step()
    path = s.save(tmp_path / "azul.json")
    again = Stepper.from_file(path)
    assert again.game_name == "azul_sp" and again.options == {"side": "grey"}
    assert again.game.to_json() == s.game.to_json() and again.controllers == s.controllers
    assert again.names == ["Ann", "Ben", "Cleo"] and again.who == "auto"
    assert "game='azul_sp'" in repr(again) and "side='grey'" in repr(again)


def test_the_new_game_bar_chooses_the_game_and_its_options():
    s = Stepper(players=3, seed=2, controllers="greedy,greedy,greedy")
    bar = s._controls
    assert bar.modules and not bar.options                      # Fresco: its modules as boxes
    bar.game.value = "azul_sp"
    assert not bar.modules and list(bar.options) == ["side"]    # Azul: its side, as text
    bar.options["side"].value = "grey"
    bar.start_new_game()
    assert s.game_name == "azul_sp" and s.options == {"side": "grey"} and s.game.view("public")["side"] == "grey"
    assert s.controllers == ["greedy"] * 3 and "greedy" in controller_names("azul_sp")
    bar.options["side"].value = "purple"
    bar.start_new_game()                                        # refused: the game stays, the status says why
    assert s.options == {"side": "grey"} and "purple" in s.status
    bar.game.value = "fresco"
    bar.start_new_game()
    assert s.game_name == "fresco" and s.options == {"modules": []}


def test_a_bad_controller_for_azul_names_the_bots_that_play_it():
    with pytest.raises(ValueError, match="controllers are human, .*greedy"):
        azul_stepper(controllers=["human", "heuristic-fresco", "greedy"])


def test_the_board_widget_takes_an_azul_game_and_its_own_layouts():
    game = new_game(game="azul_sp", players=2, seed=3)
    board = BoardWidget(game, who=0)
    assert board.print_layout == "notebook" and 'data-game="azul_sp"' in board.svg
    assert len(board.options) == len(game.legal_actions(0))
    with pytest.raises(ValueError, match="layout is one of notebook, projector"):
        BoardWidget(game, layout="desk")
    big = BoardWidget(game, who="public", layout="projector")
    assert 'data-layout="projector"' in big.svg and 'data-layout="projector"' in big.static_svg()
    assert not ACTION.findall(big.svg) and not ACTION.findall(board.static_svg())


def test_every_azul_log_row_carries_its_rule_id_and_the_rule_text_as_tooltip():
    s = azul_stepper(controllers=["greedy", "greedy", "random"])
    s.step_round()
    rows = s._log_w.rows
    assert rows and all(re.fullmatch(r"A-[A-Z]+-\d+", row["rule"]) for row in rows)
    for row in rows:
        assert re.fullmatch(r"R\d+ · ", row["head"]) and row["tail"].startswith(" · ")
        assert row["title"] == str(rule_text(row["rule"])) and row["title"].startswith(f"{row['rule']} · ")
    assert s.game.log_text()[-1] == rows[-1]["head"] + rows[-1]["rule"] + rows[-1]["tail"]
