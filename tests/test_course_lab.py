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


# -- the notebook ------------------------------------------------------------------------------------------------

def lab_cells() -> list[dict]:
    return cells(LAB)


def text_of(kind: str) -> str:
    return "\n".join(source(cell) for cell in lab_cells() if cell["cell_type"] == kind)


def plotly_titles() -> list[dict]:
    """Each saved chart's layout: its title and its subplot titles (the annotations)."""
    return [output["data"]["application/vnd.plotly.v1+json"]["layout"]
            for cell in lab_cells() if cell["cell_type"] == "code" for output in cell.get("outputs", ())
            if "application/vnd.plotly.v1+json" in output.get("data", {})]


def games_per_arm() -> int:
    parameters = next(source(cell) for cell in lab_cells() if "parameters" in tags(cell))
    return int(re.search(r"^GAMES = (\d+)", parameters, re.M)[1])


def test_learning_goals_in_design_terms_and_a_minutes_plan_at_the_top():
    top = "\n".join(source(cell) for cell in lab_cells()[:2])
    assert "Learning goals" in top
    for term in DESIGN_TERMS:
        assert term in top.lower(), term
    plan = re.findall(r"^\| (\d+) \| ", top, re.M)
    assert len(plan) >= 6 and sum(map(int, plan)) == 90, plan


def test_at_least_5_question_cells_each_checked_against_a_measured_result():
    questions = [cell for cell in lab_cells() if "question" in tags(cell)]
    assert len(questions) >= 5
    for cell in questions:
        assert cell["cell_type"] == "code" and cell["metadata"]["jupyter"]["source_hidden"]
        assert re.search(r"ask\.(effect|highest)\(", source(cell)), source(cell)


def test_each_question_comes_before_the_chart_of_its_result():
    """Predict, then look: in every section with questions, a question comes before the first chart."""
    sections = []
    for cell in lab_cells():
        if cell["cell_type"] == "markdown" and re.search(r"^## \d", source(cell), re.M):
            sections.append("")
        elif sections and "question" in tags(cell):
            sections[-1] += "Q"
        elif sections and cell["cell_type"] == "code" and "make_subplots(" in source(cell):
            sections[-1] += "C"
    asking = [events for events in sections if "Q" in events]
    assert len(asking) >= 5 and all(events.startswith("Q") for events in asking), sections


@pytest.fixture(scope="module")
def asked_at_another_size():
    """The notebook run as a student runs it, at another size and on other deals than the saved outputs."""
    return run_as_student(LAB, {"GAMES": 12, "SEED": 101, "WORKERS": 1})


def test_questions_are_explained_and_follow_the_experiment_at_another_size(asked_at_another_size):
    assert [q.number for q in asked_at_another_size] == list(range(1, len(asked_at_another_size) + 1))
    check_questions_explained(asked_at_another_size)
    for question in asked_at_another_size:
        assert "interval" in question.check(question.answer).text


def test_questions_read_their_answer_from_the_result_not_from_the_notebook(asked_at_another_size):
    check_answers_read_from_the_result(asked_at_another_size)


def check_answers_read_from_the_result(questions) -> None:
    """The answer of every question is the one its measured numbers give: the highest value, or the side of 0
    the interval lies on."""
    for question in questions:
        said = question.check(question.answer).text
        if "contains 0" in said:
            assert question.answer == question.options[2]
        elif "lies below 0" in said:
            assert question.answer == question.options[1]
        elif "lies above 0" in said:
            assert question.answer == question.options[0]
        else:
            values = {option: float(re.search(rf"{re.escape(option)} (-?\d+\.\d+)", said)[1])
                      for option in question.options}
            assert question.answer == max(values, key=values.get), (question, values)


def test_no_helper_code_in_view_and_no_unexplained_jargon():
    check_no_helper_definitions(LAB)
    check_no_unexplained_jargon(LAB)
    glossary = next(source(cell) for cell in lab_cells() if "glossary" in tags(cell)).lower()
    for word in ("same shuffled deal", "paired comparison", "confidence interval", "greedy", "move that scores"):
        assert word in glossary, word
    prose = re.sub(r"`[^`]*`", "", "\n".join(source(cell) for cell in lab_cells()      # code names may say SEED
                                             if cell["cell_type"] == "markdown" and "glossary" not in tags(cell)))
    assert not re.search(r"\bseeds?\b", prose, re.I), re.search(r".{60}\bseeds?\b.{60}", prose, re.I | re.S)[0]


def test_every_chart_says_what_it_rests_on():
    layouts = plotly_titles()
    assert len(layouts) >= 8
    for layout in layouts:
        title = layout["title"]["text"]
        assert "In this kit's Fresco" in title and f"{games_per_arm()} games per arm" in title, title
        assert re.search(r"greedy|random", title) and re.search(r"shipped data|variant", title), title


def test_chart_titles_fit_their_panels():
    """Subplot titles are short lines (a long one is clipped by its neighbour); the main title's lines too."""
    for layout in plotly_titles():
        for note in layout.get("annotations", ()):
            if note.get("yref") == "paper" and note.get("yanchor") == "bottom":
                lines = note["text"].split("<br>")
                assert all(len(line) <= 32 for line in lines), note["text"]
        for line in layout["title"]["text"].split("<br>"):
            assert len(re.sub(r"<[^>]+>", "", line)) <= 115, line


def test_full_size_results_are_dated_with_how_to_run_them_and_each_question_answered():
    text = text_of("markdown")
    assert "GAMES = 2000" in text and re.search(r"## At full size.*\d{4}-\d{2}-\d{2}", text, re.S)
    full = text.split("## At full size", 1)[1]
    for number in range(1, 10):
        assert re.search(rf"^\| {number} \|", full, re.M), f"question {number} has no full-size answer"
