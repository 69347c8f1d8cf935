"""notebooks/README.md shows every lesson's plan, taken from the lessons themselves (issue 10: "notebooks/README.md
holds the lesson plans"; the plan is written once, in its notebook)."""
from pathlib import Path

import pytest

from fresco_nb.course.plans import END, START, lesson_plan, main, with_plans

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = ("01-base", "02-modules", "03-two-player", "04-design-lab", "05-compare-designs", "07-card-game")


@pytest.mark.parametrize("name", LESSONS)
def test_every_lesson_opens_with_a_plan_in_minutes(name):
    plan = lesson_plan(NOTEBOOKS / f"{name}.ipynb")
    assert plan is not None, f"{name} has no '### Plan of the lesson (…)' cell"
    rows = [line for line in plan.splitlines() if line.startswith("| ") and line[2].isdigit()]
    assert len(rows) >= 4 and all(line.split("|")[1].strip().rstrip("+").isdigit() for line in rows)


def test_the_readme_holds_the_current_plans():
    readme = (NOTEBOOKS / "README.md").read_text(encoding="utf-8")
    assert with_plans(readme, NOTEBOOKS) == readme, \
        "notebooks/README.md is out of date: python -m fresco_nb.course.plans --write notebooks/README.md"
    for name in LESSONS:
        assert f"### `{name}.ipynb`" in readme


def test_the_command_writes_the_plans_between_the_markers(tmp_path):
    (tmp_path / "01-base.ipynb").write_bytes((NOTEBOOKS / "01-base.ipynb").read_bytes())
    readme = tmp_path / "README.md"
    readme.write_text(f"# Notebooks\n\n{START}\nold\n{END}\n\nmore text\n", encoding="utf-8")
    assert main(["--write", str(readme)]) == 0
    text = readme.read_text(encoding="utf-8")
    assert "old" not in text and "### `01-base.ipynb`" in text and text.endswith("more text\n")


def test_a_readme_without_markers_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="lesson-plan markers"):
        with_plans("# no markers\n", tmp_path)
