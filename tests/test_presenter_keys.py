"""Presenter-remote keys drive the class game (issue 11, point 5: "presenter-remote keys (space: step; arrows:
undo/redo)"): Space / Page Down step, ← / Page Up undo, → goes forward along the timeline after an undo."""
import pytest

from fresco_nb.widgets import Stepper
from fresco_nb.widgets.stepper.keys import KEYS, PresenterKeys


def test_space_and_page_down_step_the_bots():
    s = Stepper(players=4, seed=3, controllers=["greedy"] * 4)
    s.presenter_keys.press(" ")
    assert s.decisions == 1
    s.presenter_keys.press("PageDown")
    assert s.decisions == 2


def test_left_arrow_undoes_and_right_arrow_redoes_the_same_decision():
    s = Stepper(players=4, seed=3, controllers=["greedy"] * 4)
    s.step_round()
    made = s.decisions
    history = list(s.game.history)
    s.presenter_keys.press("ArrowLeft")
    s.presenter_keys.press("PageUp")
    assert s.decisions == made - 2
    s.presenter_keys.press("ArrowRight")
    s.presenter_keys.press("ArrowRight")
    assert s.decisions == made and s.game.history == history


def test_a_key_from_the_page_arrives_as_a_message_and_anything_else_is_ignored():
    s = Stepper(players=4, seed=3, controllers=["greedy"] * 4)
    s.presenter_keys._on_message(s.presenter_keys, {"key": " "}, [])
    assert s.decisions == 1
    for junk in ({"key": "Delete"}, {"key": ["x"]}, "step", None, {}):
        s.presenter_keys._on_message(s.presenter_keys, junk, [])
    assert s.decisions == 1


def test_a_human_decision_is_not_stepped_over():
    s = Stepper(players=4, seed=3, controllers=["human", "greedy", "greedy", "greedy"])
    s.step_game()
    before = s.decisions
    s.presenter_keys.press(" ")
    assert s.decisions == before and "human" in s.status


def test_an_unknown_key_or_command_set_is_a_clear_error():
    keys = PresenterKeys({"step": int, "forward": int, "undo": int})
    with pytest.raises(ValueError, match="no presenter key 'Delete'"):
        keys.press("Delete")
    with pytest.raises(ValueError, match="exactly the commands"):
        PresenterKeys({"step": int})
    assert set(KEYS.values()) == {"step", "forward", "undo"}
