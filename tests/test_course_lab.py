"""Notebook 04, the design lab, as a lesson (issue 10, deliverable 3): questions whose answers the experiments
settle (the checker reads the computed result and its interval), learning goals and a minutes plan, helper code
out of sight, plain words, and every chart saying what it rests on. The lesson checks of ``test_course`` are
reused on this notebook."""
from __future__ import annotations

import json
import re

import pytest

from fresco_nb.course import ask
from test_course import NOTEBOOKS, cells, check_no_helper_definitions, check_no_unexplained_jargon
from test_course import check_questions_explained, run_as_student, source, tags

LAB = NOTEBOOKS / "04-design-lab.ipynb"
DESIGN_TERMS = ("balance", "first-player", "game length", "decisive", "lead change", "paired", "interval")


# -- the question kinds settled by a measurement ------------------------------------------------------------

@pytest.mark.parametrize("low, high, answer", [(0.6, 2.1, "longer"), (-2.1, -0.6, "shorter"),
                                                (-0.3, 1.2, "not shown at this size")])
def test_effect_question_reads_the_answer_from_the_paired_interval(low, high, answer):
    q = ask.effect(1, "Does it lengthen the game?", (low + high) / 2, low, high,
                   options=("longer", "shorter", "not shown at this size"), unit=" rounds")
    assert q.answer == answer
    right = q.check(answer)
    assert right.correct and f"{low:+.2f} to {high:+.2f} rounds" in right.text
    assert ("contains 0" in right.text) == (answer == "not shown at this size")
    for wrong in q.wrong:
        feedback = q.check(wrong)
        assert not feedback.correct and f"the answer is {answer}, because" in feedback.text


def test_highest_question_reads_the_answer_from_the_measured_values_and_says_if_the_intervals_settle_it():
    clear = ask.highest(2, "Which start space wins most often?",
                        {"S1": (50.0, 48.0, 52.0), "S2": (17.0, 15.5, 18.7), "S3": (17.5, 16.0, 19.2)}, unit=" %")
    assert clear.answer == "S1" and clear.options == ("S1", "S2", "S3")
    assert "S1 50.0 % (48.0 to 52.0 %)" in clear.check("S1").text
    assert "lies above" in clear.check("S1").text and not clear.check("S3").correct
    close = ask.highest(3, "Which?", {"S1": (30.0, 20.0, 41.0), "S2": (33.0, 22.0, 45.0)}, unit=" %")
    assert close.answer == "S2" and "overlaps" in close.check("S2").text


def test_highest_question_with_a_tie_at_the_top_or_one_option_is_a_clear_error():
    with pytest.raises(ValueError, match="question 4: S1 and S2 measured the same highest value"):
        ask.highest(4, "Which?", {"S1": (30.0, 20.0, 41.0), "S2": (30.0, 21.0, 40.0)})
    with pytest.raises(ValueError, match="question 5: at least two options"):
        ask.highest(5, "Which?", {"S1": (30.0, 20.0, 41.0)})


def test_effect_question_with_an_interval_that_misses_its_value_is_a_clear_error():
    with pytest.raises(ValueError, match=r"question 6: the interval 1.00 to 2.00 does not contain 3.00"):
        ask.effect(6, "Longer?", 3.0, 1.0, 2.0, options=("longer", "shorter", "not shown"))
