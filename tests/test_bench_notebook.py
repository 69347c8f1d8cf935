"""Notebook 06-design-bench follows the lessons' conventions (a plan in minutes, learning goals, a glossary of its
words, no helper defined in sight, questions asked before their answers and checked against the experiments,
the answers in solution cells) and teaches the issue's two questions on the bench."""
from __future__ import annotations

from fresco_nb.course.plans import lesson_plan
from test_course import NOTEBOOKS, cells, check_no_helper_definitions, check_no_unexplained_jargon, source, tags

BENCH = NOTEBOOKS / "06-design-bench.ipynb"


def test_the_bench_lesson_opens_with_goals_a_plan_and_its_words():
    plan = lesson_plan(BENCH)
    rows = [line for line in plan.splitlines() if line.startswith("| ") and line[2].isdigit()]
    assert len(rows) >= 5 and sum(int(line.split("|")[1]) for line in rows) == 45
    text = "".join(source(cell) for cell in cells(BENCH) if cell["cell_type"] == "markdown")
    assert "### Learning goals" in text and "Make the start spaces fair" in text
    assert "What does the theatre do for a player?" in text
    check_no_helper_definitions(BENCH)
    check_no_unexplained_jargon(BENCH)
    glossary = "".join(source(cell) for cell in cells(BENCH) if "glossary" in tags(cell))
    for word in ("balance card", "95 % interval", "restricted player", "sweep", "skill ladder", "placeholder"):
        assert word in glossary, word


def test_every_question_is_asked_from_an_experiment_and_answered_in_a_solution_cell():
    book = cells(BENCH)
    questions = [cell for cell in book if "question" in tags(cell)]
    assert len(questions) == 7
    for number, cell in enumerate(questions, start=1):
        assert f"ask." in source(cell) and f"q{number} = ask." in source(cell)
        assert cell["outputs"], f"question {number} has no saved output"
    solution = [cell for cell in book if "solution" in tags(cell) and cell["cell_type"] == "code"]
    assert len(solution) == 1 and "ask.answers(q1, q2, q3, q4, q5, q6, q7)" in source(solution[0])
    code = "".join(source(cell) for cell in book if cell["cell_type"] == "code")
    for used in ("Bench(", "compare_variant(", "probe(", "skill_ladder(", "sweep(", "HandIn", "rank_hand_ins("):
        assert used in code, used
