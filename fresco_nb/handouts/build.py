"""``python -m fresco_nb handouts``: from the teaching notebooks, a student notebook, an offline HTML handout
and (``--pdf``) a printable PDF each.

- ``DIR/student/<name>.ipynb``: the teacher's notebook without its ``solution`` cells (nbconvert's
  ``TagRemovePreprocessor``); the outputs of ``remove-output`` cells are cleared, and of a ``question`` cell only
  the question itself stays (the static copy of a question box, its folded answer taken out), so neither the
  answer nor the feedback to the teacher's answers shows before a student answers.
- ``DIR/html/<name>.html``: the student notebook with every board and chart drawn, opened with no network.
- ``DIR/pdf/<name>.pdf``: that page printed by headless Chrome/Chromium.
- ``DIR/player-aid.html`` (and ``.pdf``): the one-page player aid of the active data (:mod:`.aid`).

The handouts are made from executed notebooks: a notebook with code cells never run (or every notebook,
with ``execute=True``) is run first by nbclient on a copy in a temporary folder. The given notebooks are
only read.
"""
from __future__ import annotations

import re
import shutil
import tempfile
from pathlib import Path
from typing import NamedTuple

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError
from nbconvert.preprocessors import TagRemovePreprocessor

from ..workspace import SHIPPED_NOTEBOOKS as NOTEBOOKS   # in the package when installed, else notebooks/
from .aid import player_aid
from .export import ChartPainter, browser_path, handout_html, print_pdf

SOLUTION_TAGS = {"solution"}
CLEARED_OUTPUT_TAGS = {"remove-output"}
QUESTION_TAG = "question"
QUESTION_MARK = "fresco-question"            # the static copy of a question box (fresco_nb.course.questions)
ANSWER = re.compile(r"<details class='fresco-answer'>.*?</details>", re.DOTALL)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CELL_SECONDS = 600
PLAYER_AID = "player-aid"


class Handout(NamedTuple):
    """The files made for one notebook (``pdf`` is None when no PDF was printed)."""
    notebook: str
    student: Path
    html: Path
    pdf: Path | None


def shipped_notebooks() -> list[Path]:
    """The kit's teaching notebooks (``notebooks/*.ipynb``, shipped in the package too), in order."""
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def needs_execution(nb) -> bool:
    """True when a code cell with code in it was never run (its outputs would be missing)."""
    return any(cell.cell_type == "code" and cell.source.strip() and cell.get("execution_count") is None
               for cell in nb.cells)


class NotebookFailed(Exception):
    """A notebook raised an error while it was run for its handouts."""


def executed(path: Path):
    """The notebook at ``path`` run from top to bottom in a temporary folder (``path`` is not written).
    Raises :class:`NotebookFailed` naming the notebook and the error of the cell that failed."""
    nb = nbformat.read(path, as_version=4)
    with tempfile.TemporaryDirectory(prefix="fresco-handout-") as folder:
        shutil.copy(path, folder)
        try:
            NotebookClient(nb, timeout=CELL_SECONDS, kernel_name="python3",
                           resources={"metadata": {"path": folder}}).execute()
        except CellExecutionError as error:
            raise NotebookFailed(f"{path}: a cell failed while running it: {error.ename}: {error.evalue}") from None
    return nb


def student_version(nb):
    """A copy of ``nb`` without ``solution`` cells and ``remove-output`` outputs, its ``question`` cells showing
    only their questions (:func:`question_only`)."""
    strip = TagRemovePreprocessor(remove_cell_tags=SOLUTION_TAGS, remove_all_outputs_tags=CLEARED_OUTPUT_TAGS)
    student, _ = strip.preprocess(nbformat.from_dict(nb), {})
    student.metadata.pop("widgets", None)
    for cell in student.cells:
        if cell.cell_type == "code" and QUESTION_TAG in cell.metadata.get("tags", ()):
            cell.outputs = question_only(cell.outputs)
    return student


def question_only(outputs) -> list:
    """Of a question cell's outputs, the question boxes' static copies with their folded answers taken out (and
    without the live view, whose widget state a student's copy does not carry: the copy shows until the cell is
    run); anything else — printed feedback on the teacher's answer — is dropped."""
    kept = []
    for output in outputs:
        data = output.get("data", {})
        if QUESTION_MARK not in data.get("text/html", ""):
            continue
        data.pop(WIDGET_VIEW, None)
        data["text/html"] = ANSWER.sub("", data["text/html"])
        kept.append(output)
    return kept


def make_handouts(out, notebooks=None, pdf: bool = False, execute: bool = False, say=print) -> list[Handout]:
    """Write the student notebook, the HTML handout and (``pdf``) the PDF of each notebook under ``out``, and
    the player aid (``out/player-aid.html``, ``.pdf``).

    ``notebooks``: paths (default: :func:`shipped_notebooks`). ``say`` gets one line per step and notice.
    Raises ``FileNotFoundError`` for a notebook that does not exist (before anything is written)."""
    paths = [Path(p) for p in (notebooks or shipped_notebooks())]
    missing = [str(p) for p in paths if not p.is_file()]
    if missing or not paths:
        raise FileNotFoundError(f"no such notebook: {', '.join(missing)}" if missing else
                                f"no notebooks in {NOTEBOOKS}")
    out = Path(out)
    folders = {kind: out / kind for kind in ("student", "html", "pdf")}
    browser = browser_path() if pdf else None
    if pdf and browser is None:
        say("no Chrome or Chromium found (Debian: apt-get install chromium; or set BROWSER_PATH): no PDF")
    out.mkdir(parents=True, exist_ok=True)
    aid = out / f"{PLAYER_AID}.html"
    aid.write_text(player_aid(), encoding="utf-8")
    if browser:
        print_pdf(aid, aid.with_suffix(".pdf"), browser)
    say(f"player aid: {aid}" + (f", {aid.with_suffix('.pdf')}" if browser else ""))
    made = []
    with ChartPainter() as painter:
        if painter.notice:
            say(painter.notice)
        for path in paths:
            nb = nbformat.read(path, as_version=4)
            if execute or needs_execution(nb):
                say(f"{path.name}: running it")
                nb = executed(path)
            student = student_version(nb)
            files = {kind: folder / f"{path.stem}.{'ipynb' if kind == 'student' else kind}"
                     for kind, folder in folders.items()}
            for kind in ("student", "html") + (("pdf",) if browser else ()):
                folders[kind].mkdir(parents=True, exist_ok=True)
            nbformat.write(student, files["student"])
            files["html"].write_text(handout_html(student, painter, path.stem), encoding="utf-8")
            if browser:
                print_pdf(files["html"], files["pdf"], browser)
            made.append(Handout(path.stem, files["student"], files["html"], files["pdf"] if browser else None))
            say(f"{path.name}: " + ", ".join(str(f) for f in made[-1][1:] if f is not None))
    return made
