"""Notebook 07, the card game (issue 16 point 4), as a lesson: the card game taught with its table picture, rule
texts and questions the rules core checks, then compared with Fresco and Azul on the same design metrics, every
comparison with its sensitivity band over perturbed placeholder data and a verdict on which conclusions survive.
The lesson checks of ``test_course`` are reused."""
from __future__ import annotations

import re

import pytest

from fresco_nb.course.plans import lesson_plan
from test_course import NOTEBOOKS, cells, check_no_helper_definitions, check_no_unexplained_jargon
from test_course import check_questions_explained, hidden, run_as_student, source, tags
from test_course_lab import check_answers_read_from_the_result

CARDS = NOTEBOOKS / "07-card-game.ipynb"
BAND_TRACE = "card game: sensitivity band"


def outputs(kind: str) -> list:
    found = [output["data"][kind] for cell in cells(CARDS) if cell["cell_type"] == "code"
             for output in cell.get("outputs", ()) if kind in output.get("data", {})]
    return [part if isinstance(part, dict) else "".join(part) for part in found]


def test_goals_a_45_minute_plan_and_the_words_at_the_top():
    plan = lesson_plan(CARDS)
    minutes = re.findall(r"^\| (\d+) \| ", plan, re.M)
    assert len(minutes) >= 6 and sum(map(int, minutes)) == 45
    top = " ".join(" ".join(source(cell) for cell in cells(CARDS)[:3]).split()).lower()
    for term in ("learning goals", "hidden hands", "luck of the draw", "sensitivity analysis", "placeholder"):
        assert term in top, term
    glossary = "".join(source(cell) for cell in cells(CARDS) if "glossary" in tags(cell)).lower()
    for word in ("perturbation", "sensitivity band", "95 % interval", "workshop piles", "step", "mix"):
        assert word in glossary, word
    check_no_helper_definitions(CARDS)
    check_no_unexplained_jargon(CARDS)


def test_the_card_game_is_taught_with_its_table_rule_texts_and_checked_questions():
    code = [source(cell) for cell in cells(CARDS) if cell["cell_type"] == "code"]
    cited = {rule for text in code for rule in re.findall(r'"(C-[A-Z]+-\d+)"', text)}
    assert {"C-TURN-1", "C-EXCH-2", "C-REST-5", "C-MIX-3", "C-FAV-2", "C-END-1", "C-DATA-7"} <= cited
    assert len(outputs("image/svg+xml")) >= 2          # the table before the first turn and after a restoration
    questions = [cell for cell in cells(CARDS) if "question" in tags(cell)]
    assert len(questions) == 8 and all(hidden(cell) and cell["outputs"] for cell in questions)
    solution = [cell for cell in cells(CARDS) if "solution" in tags(cell) and cell["cell_type"] == "code"]
    assert len(solution) == 1 and "ask.answers(q1, q2, q3, q4, q5, q6, q7, q8)" in source(solution[0])


def test_every_comparison_chart_shows_the_card_games_sensitivity_band():
    figures = outputs("application/vnd.plotly.v1+json")
    assert figures
    for figure in figures:
        bars = [trace for trace in figure["data"] if trace["type"] == "bar"]
        bands = [trace for trace in figure["data"] if trace.get("name") == BAND_TRACE]
        assert bars and len(bands) == len(bars)                   # one band beside every panel's bars
        for band in bands:
            assert band["error_y"]["array"] is not None and band["error_y"]["arrayminus"] is not None


def test_the_text_names_the_conclusions_that_survive_and_those_that_do_not():
    verdicts = [text for text in outputs("text/html") if "holds in all" in text]
    assert len(verdicts) == 1
    assert "True" in verdicts[0] and "False" in verdicts[0]      # some survive, seat 1's advantage does not
    prose = " ".join(source(cell) for cell in cells(CARDS) if cell["cell_type"] == "markdown")
    assert "hold on every copy" in prose and "does not survive" in prose
    said = ["".join(output.get("text", "")) for cell in cells(CARDS) for output in cell.get("outputs", ())]
    assert any("refused by the card game's data checks" in text for text in said), "the refused copies are said"


@pytest.fixture(scope="module")
def student_run():
    """The notebook as the student copy runs it, at a small size: each question cell's question."""
    return run_as_student(CARDS, {"GAMES": 4, "PERTURBATIONS": 2})


def test_every_question_is_explained_numbered_and_read_from_the_game_or_the_experiment(student_run):
    assert [q.number for q in student_run] == list(range(1, 9))
    check_questions_explained(student_run)
    check_answers_read_from_the_result([q for q in student_run if q.number in (5, 6, 7)])
