"""Lessons 02 (the modules) and 03 (two players and Leonardo) taught like 01 (issue 10, deliverable 3): at least
5 questions each, checked with a reason; learning goals in rules and design terms; every module's (or
Leonardo's) rules as rule cards with a board picture; helper code out of sight; plain words; sections numbered
in order; a minutes plan; design charts that say what they rest on; a live table that meets the decisions the
lesson is about. And the course helpers these lessons need: a lesson game with modules or two players, played
until a decision offers a portrait, a request, a blend mix, or is made for Leonardo."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from fresco_nb import rule_text
from fresco_nb.course import Lesson
from fresco_nb.lab import play_game
from fresco_nb.widgets import Stepper
from test_course import (NOTEBOOKS, RULE_ID, cells, check_no_helper_definitions, check_no_unexplained_jargon,
                         check_questions_explained, hidden, run_as_student, run_cell, source, tags)

MODULES = NOTEBOOKS / "02-modules.ipynb"
TWO_PLAYERS = NOTEBOOKS / "03-two-player.ipynb"
ALL = ("portraits", "requests", "blends")
LESSONS = {
    MODULES: {"design": ("variable player powers", "market of cards", "set collection", "income",
                         "mixing chain", "higher values"),
              "rules": ("R-MOD-1", "R-POR-1", "R-POR-2", "R-POR-3", "R-POR-5", "R-REQ-2", "R-REQ-3", "R-REQ-4",
                        "R-REQ-5", "R-BLD-1", "R-BLD-2", "R-BLD-3"),
              "pictured": ("setup", "portraits", "blend", "request", "end")},
    TWO_PLAYERS: {"design": ("automaton", "dummy player", "controller", "alternat"),
                  "rules": tuple(f"R-LEO-{n}" for n in range(1, 10)),
                  "pictured": ("setup", "inn", "market", "cathedral", "end")},
}
DESIGN_CHART = re.compile(r"in this kit's Fresco, under [a-z ]+ play, \d+ games")


@pytest.fixture(scope="module", params=list(LESSONS), ids=lambda path: path.stem)
def student_run(request):
    """The notebook run as the student copy runs it (no ``solution`` cells): its questions."""
    return request.param, run_as_student(request.param)


def live_table(path: Path) -> Stepper:
    """The notebook's live table: its last code cell, after its first (the setup)."""
    code = [source(cell) for cell in cells(path) if cell["cell_type"] == "code"]
    namespace: dict = {}
    run_cell(code[0], namespace)
    assert "Stepper(" in code[-1]
    return run_cell(code[-1], namespace)


def markdown(path: Path) -> str:
    return "\n".join(source(cell) for cell in cells(path) if cell["cell_type"] == "markdown")


# -- the course helpers ------------------------------------------------------------------------------------------

def test_lesson_with_modules_is_the_lab_game_decision_for_decision():
    lesson = Lesson(seed=29, modules=ALL).play_to_end()
    assert lesson.game.history == play_game(4, 29, ["heuristic"] * 4, modules=ALL).history


def test_lesson_plays_until_a_portrait_choice_a_request_and_a_blend_mix():
    lesson = Lesson(seed=29, modules=ALL)
    for kind, offering in (("studio", "portrait"), ("workshop", ("mix Pk", "mix Br")), ("workshop", "request")):
        lesson.play_until(kind, painter="Anna", offering=offering)
        options = [str(action) for action in lesson.game.legal_actions(0)]
        assert lesson.game.decision.painter == 0 and any(option.startswith(offering) for option in options)
        lesson.step()


def test_lesson_plays_until_a_decision_for_leonardo_and_ranks_him_as_the_automaton():
    lesson = Lesson(seed=5, bots=("heuristic", "heuristic"), names=("Anna", "Ben"))
    lesson.play_until(for_leonardo=True)
    decision = lesson.game.decision
    assert decision.for_leonardo and lesson.game.names[decision.painter] == "Leonardo"
    assert decision.seats != (decision.painter,)
    results = lesson.play_to_end().results()
    assert list(results.index) == ["Anna", "Ben", "Leonardo"]
    assert list(results.bot) == ["heuristic", "heuristic", "automaton"]


def test_play_until_an_offer_that_never_comes_is_a_clear_error():
    with pytest.raises(ValueError, match="offering='request'"):
        Lesson(seed=29).play_until("workshop", offering="request")


# -- the two notebooks -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", list(LESSONS), ids=lambda path: path.stem)
def test_at_least_5_question_cells_hidden_and_a_solution_cell(path):
    questions = [cell for cell in cells(path) if "question" in tags(cell)]
    assert len(questions) >= 5
    assert all(cell["cell_type"] == "code" and hidden(cell) for cell in questions)
    assert any("solution" in tags(cell) for cell in cells(path))
    assert not any({"solution", "question"} <= tags(cell) for cell in cells(path))


def test_every_question_is_checked_with_a_reason_and_numbered_in_order(student_run):
    path, asked = student_run
    assert len(asked) >= 5, path.name
    check_questions_explained(asked)
    assert [q.number for q in asked] == list(range(1, len(asked) + 1))


@pytest.mark.parametrize("path", list(LESSONS), ids=lambda path: path.stem)
def test_no_helper_code_in_sight_and_no_unexplained_jargon(path):
    check_no_helper_definitions(path)
    assert len([cell for cell in cells(path) if "glossary" in tags(cell)]) == 1
    check_no_unexplained_jargon(path)


@pytest.mark.parametrize("path", list(LESSONS), ids=lambda path: path.stem)
def test_goals_in_rules_and_design_terms_and_a_minutes_plan_at_the_top(path):
    top = (source(cells(path)[0]) + source(cells(path)[1])).lower()
    assert "learning goals" in top
    for term in LESSONS[path]["design"]:
        assert term in top, term
    assert re.search(r"\| *minutes *\|", top) and "live table" in top


@pytest.mark.parametrize("path", list(LESSONS), ids=lambda path: path.stem)
def test_sections_are_numbered_in_order(path):
    numbers = [tuple(int(n) for n in match.groups(default="0"))
               for match in re.finditer(r"^##+ (\d+)\.(?:(\d+) )?", markdown(path), re.M)]
    sections = [n for n, sub in numbers if sub == 0]
    assert sections == list(range(1, len(sections) + 1)) and len(sections) >= 6
    for (n, sub), (before_n, before_sub) in zip(numbers[1:], numbers):
        assert (n, sub) in {(before_n, before_sub + 1), (before_n + 1, 0)}, (before_n, before_sub, n, sub)


@pytest.mark.parametrize("path", list(LESSONS), ids=lambda path: path.stem)
def test_the_rules_are_shown_as_rule_cards_each_part_with_a_board_picture(path):
    shown = set()
    pictured, heading = set(), ""
    for cell in cells(path):
        if cell["cell_type"] == "markdown":
            heading = next(iter(re.findall(r"^##+ \d.*$", source(cell), re.M)[-1:]), heading).lower()
        else:
            for call in re.findall(r"rules\(([^)]*)\)", source(cell)):
                shown |= set(RULE_ID.findall(call))
            if ".board(" in source(cell):
                pictured.add(heading)
    assert set(LESSONS[path]["rules"]) <= shown, set(LESSONS[path]["rules"]) - shown
    for part in LESSONS[path]["pictured"]:
        assert any(part in heading for heading in pictured), (part, pictured)
    for rule in set(RULE_ID.findall("".join(source(cell) for cell in cells(path)))):
        assert rule_text(rule).text


@pytest.mark.parametrize("path", list(LESSONS), ids=lambda path: path.stem)
def test_every_design_chart_says_what_it_rests_on(path):
    charts = 0
    for cell in cells(path):
        for output in cell.get("outputs", ()):
            figure = output.get("data", {}).get("application/vnd.plotly.v1+json")
            if figure and "choices" not in source(cell) and "(game)" not in source(cell):
                charts += 1
                assert DESIGN_CHART.search(figure["layout"]["title"]["text"]), figure["layout"]["title"]
    assert charts >= 1


def test_02_live_table_has_the_modules_on_and_meets_a_portrait_a_request_and_a_blend_mix_soon():
    table = live_table(MODULES)
    assert set(table.game.modules) == set(ALL) and table.controllers.count("human") == 1
    human = table.controllers.index("human")
    lesson = Lesson(seed=table.game.seed, modules=ALL)
    for kind, offering in (("studio", "portrait"), ("workshop", ("mix Pk", "mix Br")), ("workshop", "request")):
        at = lesson.play_until(kind, painter=lesson.game.names[human], offering=offering).game.decision.round
        assert at <= 3, (offering, at)
    assert "live table" in markdown(MODULES).split("\n## ")[-1].lower()


def test_03_live_table_has_the_class_as_one_of_two_players_deciding_for_leonardo():
    table = live_table(TWO_PLAYERS)
    assert table.players == 2 and table.controllers.count("human") == 1
    human = table.controllers.index("human")
    lesson = Lesson(seed=table.game.seed, bots=("heuristic", "heuristic"), names=("Anna", "Ben"))
    lesson.play_until(for_leonardo=True)
    while lesson.game.decision.seats != (human,):
        lesson.step()
        lesson.play_until(for_leonardo=True)
    assert lesson.game.decision.round <= 2
    assert "live table" in markdown(TWO_PLAYERS).split("\n## ")[-1].lower()
