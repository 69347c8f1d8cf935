"""The lesson plans of ``notebooks/README.md``, taken from the lessons themselves: each lesson notebook opens with a
"Plan of the lesson" (minutes per part); the README shows them all in one place for a teacher preparing a course.

``python -m fresco_nb.course.plans --write notebooks/README.md`` rewrites the part of the README between the two
marker lines; a test keeps it up to date, so a plan is written once, in its notebook.
"""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

START = "<!-- lesson plans: made by python -m fresco_nb.course.plans; edit the plans in the notebooks -->"
END = "<!-- end of lesson plans -->"
PLAN_HEADING = re.compile(r"^### Plan of the lesson \((?P<length>[^)]*)\)\s*$", re.MULTILINE)
TITLE = re.compile(r"^# (?P<title>.+)$", re.MULTILINE)


def lesson_plan(notebook: Path) -> str | None:
    """The notebook's title and its plan table as Markdown, or None when it has no "Plan of the lesson"."""
    cells = ["".join(cell["source"]) for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]
             if cell["cell_type"] == "markdown"]
    title = next((m["title"] for text in cells if (m := TITLE.search(text))), notebook.stem)
    for text in cells:
        heading = PLAN_HEADING.search(text)
        if heading:
            table = [line for line in text[heading.end():].strip().splitlines()]
            table = table[:next((i for i, line in enumerate(table) if not line.startswith("|")), len(table))]
            length = "" if heading["length"] in title else f" ({heading['length']})"
            return f"### `{notebook.name}` — {title}{length}\n\n" + "\n".join(table) + "\n"
    return None


def plans_markdown(folder: Path) -> str:
    """Every lesson plan of the notebooks in ``folder``, in the notebooks' order, between the marker lines."""
    plans = [plan for path in sorted(folder.glob("*.ipynb")) if (plan := lesson_plan(path))]
    return START + "\n\n" + "\n".join(plans) + "\n" + END


def with_plans(readme: str, folder: Path) -> str:
    """``readme`` with the part between the marker lines replaced by the current plans."""
    if START not in readme or END not in readme:
        raise ValueError(f"the README has no lesson-plan markers: put {START!r} and {END!r} where the plans go")
    before, rest = readme.split(START, 1)
    return before + plans_markdown(folder) + rest.split(END, 1)[1]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fresco_nb.course.plans", allow_abbrev=False,
                                     description="Write the lessons' plans into the notebooks' README.")
    parser.add_argument("--write", metavar="README", required=True, help="the README to update (notebooks/README.md)")
    args = parser.parse_args(argv)
    readme = Path(args.write)
    readme.write_text(with_plans(readme.read_text(encoding="utf-8"), readme.parent), encoding="utf-8")
    print(f"lesson plans written into {readme}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
