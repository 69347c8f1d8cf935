"""Notebook 05, comparing designs (issue 14 point 5), as a lesson: Azul taught with questions the rules core checks,
then both games measured by the same function, every question asked before its chart and settled by the measured
result, every chart saying what it rests on, the live table's place marked. The lesson checks of ``test_course``
are reused."""
from __future__ import annotations

import re

import pytest

from test_course import NOTEBOOKS, cells, check_no_helper_definitions, check_no_unexplained_jargon
from test_course import check_questions_explained, hidden, run_as_student, source, tags
from test_course_lab import check_answers_read_from_the_result

COMPARE = NOTEBOOKS / "05-compare-designs.ipynb"
DESIGN_TERMS = ("game length", "lead change", "decided", "seat advantage", "score spread", "skill", "best move now",
                "rests on")
TITLES = ("Fresco", "Azul: Summer Pavilion")


def plotly_layouts() -> list[dict]:
    return [output["data"]["application/vnd.plotly.v1+json"]["layout"]
            for cell in cells(COMPARE) if cell["cell_type"] == "code" for output in cell.get("outputs", ())
            if "application/vnd.plotly.v1+json" in output.get("data", {})]


def test_learning_goals_in_design_terms_and_a_45_minute_plan_at_the_top():
    top = "\n".join(source(cell) for cell in cells(COMPARE)[:2])
    assert "Learning goals" in top
    words = " ".join(top.split()).lower()
    for term in DESIGN_TERMS:
        assert term in words, term
    plan = re.findall(r"^\| (\d+) \| ", top, re.M)
    assert len(plan) >= 6 and sum(map(int, plan)) == 45, plan


def test_azul_is_taught_with_rule_cards_board_pictures_and_questions_the_rules_core_checks():
    code = [source(cell) for cell in cells(COMPARE) if cell["cell_type"] == "code"]
    assert sum("rules(" in text for text in code) >= 3
    pictures = [cell for cell in cells(COMPARE) if cell["cell_type"] == "code"
                and any("image/svg+xml" in output.get("data", {}) for output in cell.get("outputs", ()))]
    assert len(pictures) >= 2
    asked = [source(cell) for cell in cells(COMPARE) if "question" in tags(cell)]
    assert sum(bool(re.search(r"ask\.(legal_choice|number)\(", text)) for text in asked) >= 3


def test_the_class_plays_azul_at_the_live_table_and_an_export_still_shows_the_board():
    live = [cell for cell in cells(COMPARE) if cell["cell_type"] == "code" and 'Stepper(game="azul_sp"' in source(cell)]
    assert len(live) == 1 and '"human"' in source(live[0])
    data = [output.get("data", {}) for output in live[0]["outputs"]]
    assert any("application/vnd.jupyter.widget-view+json" in item for item in data)
    assert any("<svg" in "".join(item.get("text/html", "")) for item in data)    # the board, for a static export


def test_comparison_questions_are_hidden_and_each_comes_before_the_chart_of_its_result():
    sections, comparing = [], 0
    for cell in cells(COMPARE):
        if cell["cell_type"] == "markdown" and re.search(r"^## \d", source(cell), re.M):
            sections.append("")
        elif "question" in tags(cell):
            assert cell["cell_type"] == "code" and hidden(cell), source(cell)
            if re.search(r"ask\.(effect|highest)\(", source(cell)):
                comparing += 1
                sections[-1] += "Q"
        elif sections and cell["cell_type"] == "code" and re.search(r"go\.Figure\(|make_subplots\(", source(cell)):
            sections[-1] += "C"
    assert comparing >= 5
    asking = [events for events in sections if "Q" in events]
    assert len(asking) >= 4 and all(events.startswith("Q") and "C" in events for events in asking), sections


def test_every_chart_says_what_it_rests_on_for_both_games():
    layouts = plotly_layouts()
    assert len(layouts) >= 5
    for layout in layouts:
        title = layout["title"]["text"]
        for game in TITLES:
            assert re.search(rf"{re.escape(game)}: \d+ (games|decisions)", title), title
        assert re.search(r"seeds \d+–\d+", title) and re.search(r"greedy|heuristic|alternate seats", title), title


def test_no_helper_code_in_view_and_no_unexplained_jargon():
    check_no_helper_definitions(COMPARE)
    check_no_unexplained_jargon(COMPARE)


def test_the_sizes_are_stated_with_how_to_run_bigger():
    parameters = next(source(cell) for cell in cells(COMPARE) if "parameters" in tags(cell))
    for name in ("GAMES", "LADDER_GAMES", "PROBE_GAMES"):
        assert re.search(rf"^{name} = \d+", parameters, re.M), name
    prose = "\n".join(source(cell) for cell in cells(COMPARE) if cell["cell_type"] == "markdown")
    assert "GAMES = 1000" in prose and "design_metrics(" in prose


@pytest.fixture(scope="module")
def asked_at_another_size():
    """The notebook run as a student runs it, at another size and on other deals than the saved outputs."""
    return run_as_student(COMPARE, {"GAMES": 6, "LADDER_GAMES": 4, "PROBE_GAMES": 2, "SEED": 11, "WORKERS": 1})


def test_questions_are_numbered_explained_and_settled_by_the_measured_result(asked_at_another_size):
    assert [q.number for q in asked_at_another_size] == list(range(1, len(asked_at_another_size) + 1))
    check_questions_explained(asked_at_another_size)
    measured = asked_at_another_size[3:]               # questions 1-3 are about the rules, the rest measured
    assert all("interval" in question.check(question.answer).text for question in measured)
    check_answers_read_from_the_result(measured)
