"""Lesson 01 as a lesson (issue 10, deliverable 2): its questions are checked with a reason and a rule ID, its
helper code is out of sight, its words are plain, its sections are numbered in order, every rule it cites has
a text; the course helpers (questions, the lesson's game, the typical game) through the public API only."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pandas as pd
import pytest

from fresco_nb import rule_text
from fresco_nb.course import Lesson, ask, rules
from fresco_nb.course.questions import Question
from fresco_nb.course.typical import main as typical_main
from fresco_nb.course.typical import typical_game
from fresco_nb.lab import play_game, simulate

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
LESSON = NOTEBOOKS / "01-base.ipynb"
APPENDIX = NOTEBOOKS / "08-components.ipynb"
JARGON = ("seed", "greedy", "provenance", "determinization")
RULE_ID = re.compile(r"\b(?:R-[A-Z]+-\d+|ACTION-FORM|CHANCE|UNDO)\b")
DESIGN_TERMS = ("worker placement", "turn order", "catch-up", "hidden", "simultaneous", "shared incentive")


def cells(path: Path = LESSON) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def tags(cell: dict) -> set[str]:
    return set(cell.get("metadata", {}).get("tags", ()))


def hidden(cell: dict) -> bool:
    return bool(cell.get("metadata", {}).get("jupyter", {}).get("source_hidden"))


def run_cell(code: str, namespace: dict):
    """Run a code cell as IPython does: every statement, and return the value of a final expression."""
    tree = ast.parse(code)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), namespace)
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace) if last else None


def run_as_student(path: Path = LESSON, parameters: dict | None = None) -> list:
    """Run a notebook as the student copy runs it (no ``solution`` cells) and return each question cell's
    question; ``parameters`` replace values set by the cell tagged ``parameters``."""
    namespace: dict = {}
    asked = []
    for cell in cells(path):
        if cell["cell_type"] != "code" or "solution" in tags(cell):
            continue
        value = run_cell(source(cell), namespace)
        if "parameters" in tags(cell):
            namespace.update(parameters or {})
        if "question" in tags(cell):
            asked.append(value)
    return asked


@pytest.fixture(scope="module")
def student_run():
    """Lesson 01 run as the student copy runs it: each question cell's question."""
    return run_as_student()


def explains(feedback) -> bool:
    """Feedback that gives a reason: a rule ID, or a sentence with 'because'."""
    return bool(feedback.rules) or "because" in feedback.text


# -- the lesson notebook ------------------------------------------------------------------------------------

def test_lesson_has_at_least_10_question_cells():
    questions = [cell for cell in cells() if "question" in tags(cell)]
    assert len(questions) >= 10
    assert all(cell["cell_type"] == "code" for cell in questions)


def check_questions_explained(asked: list) -> None:
    """Every question explains the right answer and each wrong one (a rule ID, or a reason with 'because')."""
    for question in asked:
        assert isinstance(question, Question), question
        right = question.check(question.answer)
        assert right.correct and explains(right), (question, right)
        assert question.wrong, f"{question}: no wrong answer to check"
        for wrong in question.wrong:
            feedback = question.check(wrong)
            assert not feedback.correct and explains(feedback), (question, wrong, feedback)
            assert str(question.answer) in feedback.text or feedback.rules, (question, wrong, feedback)


def test_every_question_is_checked_with_a_reason_for_right_and_wrong_answers(student_run):
    assert len(student_run) >= 10
    check_questions_explained(student_run)


def test_questions_are_numbered_in_order(student_run):
    assert [q.number for q in student_run] == list(range(1, len(student_run) + 1))


def test_questions_show_in_static_pages_with_the_answer_folded(student_run):
    for question in student_run:
        page = question._repr_mimebundle_()
        page = page[0] if isinstance(page, tuple) else page
        assert f"Question {question.number}." in page["text/html"]
        assert "<details class='fresco-answer'><summary>Answer</summary>" in page["text/html"]


def test_solution_cells_exist_and_question_cells_run_without_them(student_run):
    assert any("solution" in tags(cell) for cell in cells())
    assert not any({"solution", "question"} <= tags(cell) for cell in cells())


def check_no_helper_definitions(path: Path) -> None:
    """No function, class or lambda is defined in a code cell whose source is in view."""
    for cell in cells(path):
        if cell["cell_type"] == "code" and not hidden(cell):
            tree = ast.parse(source(cell))
            defined = [node for node in ast.walk(tree)
                       if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Lambda, ast.AsyncFunctionDef))]
            assert not defined, source(cell)


def test_no_helper_definitions_in_visible_code_cells():
    check_no_helper_definitions(LESSON)


def check_no_unexplained_jargon(path: Path) -> None:
    """Every jargon word of the student text is explained in the glossary cell; some are never used at all."""
    glossary = "".join(source(cell) for cell in cells(path) if "glossary" in tags(cell))
    for cell in cells(path):
        if cell["cell_type"] != "markdown" or "glossary" in tags(cell):
            continue
        for word in JARGON:
            if re.search(rf"\b{word}", source(cell), re.I):
                assert re.search(rf"\*{word}\*", glossary, re.I), f"{word!r} is used but not explained: {source(cell)[:200]}"
    for word in ("provenance", "determinization"):
        assert word not in glossary.lower()


def test_no_unexplained_jargon_in_student_text():
    check_no_unexplained_jargon(LESSON)


def test_glossary_explains_the_words_the_live_table_shows():
    glossary = [source(cell) for cell in cells() if "glossary" in tags(cell)]
    assert len(glossary) == 1
    for word in ("VP", "thaler", "bot", "seed", "greedy", "heuristic", "rule ID"):
        assert word.lower() in glossary[0].lower(), word


def test_sections_are_numbered_in_order():
    section, subsection = 0, 0
    numbered = 0
    for cell in cells():
        if cell["cell_type"] != "markdown":
            continue
        for line in source(cell).splitlines():
            if match := re.match(r"^## (\d+)\. ", line):
                assert int(match[1]) == section + 1, line
                section, subsection, numbered = section + 1, 0, numbered + 1
            elif match := re.match(r"^### (\d+)\.(\d+) ", line):
                assert (int(match[1]), int(match[2])) == (section, subsection + 1), line
                subsection += 1
            else:
                assert not re.match(r"^##+ \d", line), f"a numbered heading in another form: {line}"
    assert numbered >= 8


def test_every_part_of_the_rules_has_a_board_picture():
    """Setup, each phase of round 1 and the end show the board. The theatre (3.7) and the preparation (3.8) share
    the picture in 3.8: no decision falls between them, so the game cannot stop there."""
    pictures, heading = {}, None
    for cell in cells():
        if cell["cell_type"] == "markdown":
            found = re.findall(r"^#{2,3} (\d+(?:\.\d+)?)[. ]", source(cell), re.M)
            heading = found[-1] if found else heading
        elif heading and "lesson.board(" in source(cell):
            pictures[heading] = pictures.get(heading, 0) + 1
    for part in ("1", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.8", "5"):
        assert pictures.get(part), f"section {part} has no board picture ({pictures})"


def test_learning_goals_in_rules_and_design_terms_at_the_top():
    top = source(cells()[0]) + source(cells()[1])
    assert "Learning goals" in top
    for term in DESIGN_TERMS:
        assert term in top.lower(), term
    assert "bishop" in top.lower() and "theatre" in top.lower()


def test_the_rules_come_in_play_order():
    text = "\n".join(source(cell) for cell in cells() if cell["cell_type"] == "markdown")
    headings = [line for line in text.splitlines() if line.startswith("## ") or line.startswith("### ")]
    order = ["setup", "round 1", "wake-up", "planning", "market", "cathedral", "studio", "workshop", "theatre",
             "preparation", "end", "live table"]
    found = [next(i for i, heading in enumerate(headings) if word in heading.lower()) for word in order]
    assert found == sorted(found), list(zip(order, found))


def test_every_cited_rule_id_has_a_text_and_is_shown_from_rule_text():
    cited = set()
    for cell in cells():
        cited |= set(RULE_ID.findall(source(cell)))
    assert len(cited) >= 25
    for rule in cited:
        assert rule_text(rule).text
    shown = set()
    for cell in cells():
        if cell["cell_type"] == "code":
            for call in re.findall(r"rules\(([^)]*)\)", source(cell)):
                shown |= set(RULE_ID.findall(call))
    assert len(shown) >= 20, sorted(shown)


def test_the_lesson_tells_where_its_typical_game_comes_from():
    text = "\n".join(source(cell) for cell in cells())
    assert "1,000 games" in text
    assert "python -m fresco_nb.course.typical" in text


def test_the_live_table_with_a_human_seat_closes_the_lesson():
    code = [cell for cell in cells() if cell["cell_type"] == "code"]
    last = source(code[-1])
    assert "Stepper(" in last and '"human"' in last
    assert "live table" in source([cell for cell in cells() if cell["cell_type"] == "markdown"][-1]).lower()


def test_provenance_moved_to_the_appendix_notebook():
    lesson = "\n".join(source(cell) for cell in cells())
    assert "provenance" not in lesson.lower()
    appendix = cells(APPENDIX)
    text = "\n".join(source(cell) for cell in appendix)
    assert "provenance_of" in text and "confirmed" in text and "default" in text
    assert any(cell["cell_type"] == "code" and cell.get("outputs") for cell in appendix)


# -- the course helpers --------------------------------------------------------------------------------------

@pytest.fixture
def at_cathedral():
    lesson = Lesson(seed=3)
    lesson.play_until("cathedral")
    return lesson


def test_lesson_game_is_the_lab_game_decision_for_decision():
    lesson = Lesson(seed=5).play_to_end()
    assert lesson.game.history == play_game(4, 5, ["heuristic"] * 4).history


def test_lesson_plays_until_the_decision_asked_for():
    lesson = Lesson(seed=5)
    lesson.play_until("market", round=2)
    assert lesson.game.decision.kind == "market" and lesson.game.decision.round == 2
    assert all(" · R-" in line for line in lesson.lines("R-"))
    lesson.play_until(painter="Carla")
    assert lesson.game.decision.painter == 2


def test_lesson_play_until_a_decision_that_never_comes_is_a_clear_error():
    lesson = Lesson(seed=5)
    with pytest.raises(ValueError, match="the game ended before a decision with kind='nonsense'"):
        lesson.play_until("nonsense")


def test_rules_cards_show_the_rule_texts():
    card = rules("R-CATH-2", "R-ALT-1")
    assert rule_text("R-CATH-2").text in repr(card)
    assert "<b>R-ALT-1</b>" in card._repr_html_()


def test_choice_question_explains_with_the_rule():
    q = ask.choice(1, "Who chooses first?", ["Anna", "Ben"], answer="Ben", why="he is furthest behind",
                   rules=["R-WAKE-1"])
    assert q.check("Ben") == (True, "Ben: he is furthest behind.", ("R-WAKE-1",))
    wrong = q.check("Anna")
    assert not wrong.correct and "because he is furthest behind" in wrong.text and wrong.rules == ("R-WAKE-1",)
    assert "R-WAKE-1" in wrong.html() and rule_text("R-WAKE-1").title in wrong.html()


def test_the_check_button_shows_the_feedback_under_the_question():
    q = ask.number(3, "How many thalers?", 12, why="everyone starts with 12", rules=["R-SET-8"])
    q.field.value = "13"
    q.button.click()
    assert "Not quite." in q.feedback.value and "<b>R-SET-8</b>" in q.feedback.value
    assert q.submit("12").correct and "Right." in q.feedback.value


def test_question_with_an_unknown_rule_or_a_wrong_model_answer_is_refused():
    with pytest.raises(KeyError, match="R-NOPE-1"):
        ask.number(1, "How many?", 3, why="three", rules=["R-NOPE-1"])
    with pytest.raises(ValueError, match="question 2: the answer 'Carla' is not one of the options"):
        ask.choice(2, "Who?", ["Anna", "Ben"], answer="Carla", why="x")


def test_number_question_says_too_high_or_too_low():
    q = ask.number(3, "How many thalers?", 12, why="everyone starts with 12 (R-SET-8)", rules=["R-SET-8"])
    assert q.check("12").correct
    assert "too high" in q.check(13).text and "too low" in q.check(11).text
    assert "whole number" in q.check("twelve").text


def test_legal_choice_is_decided_by_the_rules_core(at_cathedral):
    game = at_cathedral.game
    legal = [str(a) for a in game.legal_actions() if str(a).startswith("restore")]
    illegal = next(f"restore {c}{r}" for c in "abcde" for r in range(1, 6)
                   if game.check(f"restore {c}{r}") is not None)
    q = ask.legal_choice(4, game, "Which may he restore?", [illegal, legal[0]], rules=["R-CATH-1"])
    error = game.check(illegal)
    feedback = q.check(illegal)
    assert not feedback.correct and feedback.rules[0] == error.rule and error.reason in feedback.text
    assert q.check(legal[0]).correct and game.describe(legal[0]) in q.check(legal[0]).text


def test_a_question_keeps_the_game_as_it_was_when_asked(at_cathedral):
    game = at_cathedral.game
    option = next(str(a) for a in game.legal_actions() if str(a).startswith("restore"))
    q = ask.action(5, game, "Type a restoration", answer=option, wrong=["restore z9"], rules=["R-CATH-1"])
    at_cathedral.play_to_end()
    assert q.check(option).correct
    assert "ACTION-FORM" in q.check("restore z9").rules


def test_action_question_with_a_vp_target(at_cathedral):
    game = at_cathedral.game
    options = [str(a) for a in game.legal_actions() if str(a).startswith("restore")]
    vp = {option: game.preview(option).vp for option in options}
    best = max(options, key=vp.get)
    q = ask.action(6, game, "Type the best restoration", answer=best, vp=vp[best], rules=["R-CATH-2"])
    others = [option for option in options if vp[option] != vp[best]]
    if others:
        feedback = q.check(others[0])
        assert not feedback.correct and f"scores {vp[others[0]]} VP, not {vp[best]}" in feedback.text
    with pytest.raises(ValueError, match="question 7: the model answer 'restore z9' is not right"):
        ask.action(7, game, "Type", answer="restore z9")


def test_best_choice_is_decided_by_the_previews(at_cathedral):
    game = at_cathedral.game
    options = [str(a) for a in game.legal_actions()]
    vp = {option: game.preview(option).vp for option in options}
    values = sorted(set(vp.values()), reverse=True)
    if len(values) < 2:
        pytest.skip("this position has no two options that score differently")
    top = [o for o in options if vp[o] == values[0]][:1]
    low = [o for o in options if vp[o] == values[1]][:1]
    q = ask.best_choice(8, game, "Which scores most?", top + low, rules=["R-CATH-2"])
    assert q.check(top[0]).correct and not q.check(low[0]).correct
    assert f"scores {vp[low[0]]} VP" in q.check(low[0]).text


# -- the typical game ------------------------------------------------------------------------------------------

def test_typical_game_is_nearest_the_median_length_and_spread():
    games = pd.DataFrame({"seed": [1, 2, 3, 4, 5], "rounds": [6, 7, 7, 8, 7], "spread": [10, 30, 19, 20, 21]})
    pick = typical_game(games)
    # seeds 3 and 5 are both 1 VP from the median spread with the median length: the lower seed wins the tie
    assert (pick.seed, pick.rounds, pick.spread, pick.games) == (3, 7, 19, 5)
    assert (pick.median_rounds, pick.median_spread, pick.rounds_range, pick.spread_range) == (7, 20, (6, 8), (10, 30))
    tie = pd.DataFrame({"seed": [9, 4], "rounds": [7, 7], "spread": [20, 20]})
    assert typical_game(tie).seed == 4


def test_typical_game_of_simulated_games_has_the_median_length():
    results = simulate(players=4, games=12, seed=1, bots=["heuristic"] * 4, workers=1, progress=False)
    pick = typical_game(results.games)
    assert pick.rounds == round(results.games.rounds.median())
    assert pick.seed in set(results.games.seed)


def test_typical_game_of_an_empty_or_wrong_table_is_a_clear_error():
    with pytest.raises(ValueError, match="missing: spread"):
        typical_game(pd.DataFrame({"seed": [1], "rounds": [7]}))
    with pytest.raises(ValueError, match="rows: 0"):
        typical_game(pd.DataFrame({"seed": [], "rounds": [], "spread": []}))


def test_typical_game_command_plays_and_picks(tmp_path, capsys):
    pick = typical_main(["--games", "4", "--seed", "114", "--workers", "1", "--csv", str(tmp_path / "games.csv")])
    printed = capsys.readouterr().out
    assert "4 four-player games, heuristic bots on every seat, seeds 114–117" in printed
    assert f"typical game: seed {pick.seed}: {pick.rounds} rounds" in printed and 114 <= pick.seed <= 117
    assert len(pd.read_csv(tmp_path / "games.csv")) == 4


def test_the_course_helpers_use_the_public_api_only():
    """No course module reaches into the rules core: it imports fresco_nb's public names, the bots, the
    widgets' picture and the handouts' static copy, nothing of fresco_nb.games.fresco.rules."""
    folder = NOTEBOOKS.parent / "fresco_nb" / "course"
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert "rules" not in (node.module or "").split("."), (path.name, node.module)
            elif isinstance(node, ast.Import):
                assert not any(".rules" in alias.name for alias in node.names), path.name
