"""Handouts (issue 10, deliverable 4): ``python -m fresco_nb handouts`` makes student notebooks (no ``solution``
cell, runnable), HTML handouts that show every board and chart with the network blocked (Debian's chromium
through Playwright, counted against the notebook's outputs) and PDFs; the live widgets store a static picture of
their state beside the live view so that exports show it.

One export (a small lesson notebook made here, run by nbclient because it has no outputs, plus the shipped
``01-base`` from its saved outputs) is made once per module and read by several tests."""
from __future__ import annotations

import base64
import hashlib
import os
import re
import shutil
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from fresco_nb import new_game
from fresco_nb.cli import main
from fresco_nb.handouts import make_handouts, shipped_notebooks, student_version
from fresco_nb.handouts.export import ChartPainter, handout_html
from fresco_nb.handouts.static import PLOTLY_MIME, WIDGET_MIME, SnapshotFigureWidget, chart_html, charts_in
from fresco_nb.widgets import BoardWidget, board_svg, charts
from fresco_nb.widgets.stepper import Stepper

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
HAS_CHROMIUM = Path(CHROMIUM).exists()
NEEDS_CHROMIUM = pytest.mark.skipif(not HAS_CHROMIUM and os.environ.get("CI") != "true",
                                    reason="needs Debian's chromium (apt-get install chromium)")
ARTIFACTS = Path(__file__).parent / "artifacts"
SHIPPED = Path(__file__).resolve().parents[1] / "notebooks"
BOARD_MARK = 'class="fresco-board"'


def _cell(source: str, *tags: str):
    cell = new_code_cell(source)
    cell.metadata["tags"] = list(tags)
    return cell


def lesson_notebook() -> nbformat.NotebookNode:
    """A small lesson with every kind of output a handout must keep, and the tags a lesson uses."""
    nb = new_notebook(cells=[
        new_markdown_cell("# A tiny lesson\nWhat does a greedy painter do first?"),
        _cell("import plotly.io as pio\nfrom IPython.display import SVG\nfrom fresco_nb import new_game\n"
              "from fresco_nb.bots import make_bot\nfrom fresco_nb.widgets import BoardWidget, board_svg, charts\n"
              "from fresco_nb.widgets.stepper import Stepper\npio.renderers.default = 'plotly_mimetype'\n"
              "game = new_game(players=4, seed=3)\nbot = make_bot('greedy', 0)\nfor _ in range(6):\n"
              "    seat = game.turn.seats[0]\n    game.apply(bot.choose(game, seat), seat)"),
        _cell("ANSWER = 'wake 1'\nprint('the answer:', ANSWER)", "solution"),
        _cell("print('feedback on the answer given')", "question"),
        _cell("from fresco_nb.course.questions import choice\n"
              "choice(1, 'How many thalers does a painter start with?', ['10', '12'], '12', 'the setup gives 12 '"
              "'(SECRET-EXPLANATION)')", "question"),
        _cell("print('a teacher-only output')", "remove-output"),
        _cell("SVG(board_svg(game))"),
        _cell("charts.choices_figure(game)"),
        _cell("BoardWidget(game, who='public')"),
        _cell("charts.tracks_figure(game)"),
        _cell("s = Stepper(players=4, seed=3)\ns.step_round()\ns"),
        _cell("HIDDEN_HELPER = 'helper says hi'\nprint(HIDDEN_HELPER)", "hide-input"),
        new_code_cell("HIDDEN_IN_LAB = 'hidden in JupyterLab'\nprint(HIDDEN_IN_LAB)",
                      metadata={"jupyter": {"source_hidden": True}}),
    ])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def export(tmp_path_factory):
    """``python -m fresco_nb handouts --pdf`` of the lesson (run first: no outputs) and of 01-base."""
    source = tmp_path_factory.mktemp("lesson") / "lesson.ipynb"
    nbformat.write(lesson_notebook(), source)
    shipped = SHIPPED / "01-base.ipynb"
    before = {p: _digest(p) for p in (source, shipped)}
    out = tmp_path_factory.mktemp("handouts")
    code = main(["handouts", "--out", str(out), "--notebooks", str(source), str(shipped), "--pdf"])
    return {"code": code, "out": out, "before": before, "names": ["lesson", "01-base"]}


def _student(export, name):
    return nbformat.read(export["out"] / "student" / f"{name}.ipynb", as_version=4)


def _tags(cell) -> list[str]:
    return cell.get("metadata", {}).get("tags", [])


def _html_outputs(nb):
    return [out["data"] for cell in nb.cells if cell.cell_type == "code" for out in cell.get("outputs", [])
            if "data" in out]


def expected_pictures(nb) -> tuple[int, int]:
    """(charts, boards) that a notebook's outputs hold: plotly outputs and the charts kept beside widgets;
    board SVG outputs and the boards in widgets' static pictures."""
    chart_count = board_count = 0
    for data in _html_outputs(nb):
        html = "".join(data.get("text/html", ""))
        chart_count += 1 if PLOTLY_MIME in data else len(charts_in(html))
        board_count += "".join(data.get("image/svg+xml", "")).count(BOARD_MARK) + html.count(BOARD_MARK)
    return chart_count, board_count


# -- the widgets keep a static picture of their state ------------------------------------------------

def test_board_widget_output_keeps_the_board_as_static_svg_beside_the_live_view():
    game = new_game(players=4, seed=2)
    data, _ = BoardWidget(game, who=0)._repr_mimebundle_()
    assert WIDGET_MIME in data
    assert data["image/svg+xml"] == board_svg(game, 0, highlight=False)


def test_figure_widget_output_keeps_its_figure_as_a_static_chart():
    game = new_game(players=4, seed=2)
    figure = charts.tracks_figure(game)
    assert isinstance(figure, SnapshotFigureWidget)
    data = figure._repr_mimebundle_()
    assert WIDGET_MIME in data
    [kept] = charts_in(data["text/html"])
    assert [trace["name"] for trace in kept["data"]] == [trace.name for trace in figure.data]
    assert "template" not in kept["layout"]
    assert data["text/plain"] == "Chart: Score track (VP) · Mood (0 = start space)"


def test_stepper_output_keeps_status_board_charts_and_log_beside_the_live_view():
    stepper = Stepper(players=4, seed=3)
    stepper.step_round()
    data = stepper._repr_mimebundle_()
    html = data["text/html"]
    assert WIDGET_MIME in data
    assert stepper.status.split(" — ")[0] in html
    assert board_svg(stepper.game, "public", highlight=False) in html
    choices, tracks = charts_in(html)
    assert choices["data"] == stepper._choices_w.outputs[0]["data"][PLOTLY_MIME]["data"]
    assert [len(trace["y"]) for trace in tracks["data"]] == [len(stepper.records)] * 8
    assert stepper.game.log_text()[-1].split(" · ")[-1] in html


def test_chart_html_escapes_a_closing_script_tag_in_the_figure():
    figure = {"data": [{"type": "bar", "x": ["</script><b>"], "y": [1]}], "layout": {"title": {"text": "t"}}}
    html = chart_html(figure)
    assert html.count("</script>") == 1
    assert charts_in(html)[0]["data"] == figure["data"]


# -- student versions -------------------------------------------------------------------------------

def test_student_version_drops_solution_cells_and_clears_question_outputs(export):
    assert export["code"] == 0
    student = _student(export, "lesson")
    teacher = lesson_notebook()
    assert not any("solution" in _tags(cell) for cell in student.cells)
    assert len(student.cells) == len(teacher.cells) - 1
    by_tag = {tag: [c for c in student.cells if tag in _tags(c)] for tag in ("question", "remove-output")}
    feedback, question = by_tag["question"]
    assert feedback.source == "print('feedback on the answer given')"
    assert feedback.outputs == [] and by_tag["remove-output"][0].outputs == []
    # a question box keeps its question (the static copy shows it in exports), never its answer
    shown = " ".join(str(out.get("data", {})) for out in question.outputs)
    assert "How many thalers does a painter start with?" in shown
    assert "SECRET-EXPLANATION" not in shown and "fresco-answer" not in shown
    kept = [c for c in student.cells if c.cell_type == "code" and "question" not in _tags(c) and c.outputs]
    assert len(kept) == 7          # board, chart, board widget, tracks chart, stepper, the two hidden helpers


def test_handout_html_shows_each_question_without_its_answer(export):
    page = (export["out"] / "html" / "lesson.html").read_text()
    assert "How many thalers does a painter start with?" in page
    assert "SECRET-EXPLANATION" not in page


@pytest.mark.parametrize("path", shipped_notebooks(), ids=lambda p: p.stem)
def test_student_versions_of_the_shipped_notebooks_hold_no_solution_cell(path):
    teacher = nbformat.read(path, as_version=4)
    student = student_version(teacher)
    solutions = [c for c in teacher.cells if "solution" in _tags(c)]
    assert not any("solution" in _tags(c) for c in student.cells)
    assert len(student.cells) == len(teacher.cells) - len(solutions)


def _run(nb, folder):
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(folder)}}).execute()
    return [out for cell in nb.cells if cell.cell_type == "code" for out in cell.outputs
            if out.output_type == "error"]


def test_student_version_of_the_lesson_runs_without_errors(export, tmp_path):
    assert _run(_student(export, "lesson"), tmp_path) == []


def _code(nb) -> list[str]:
    return [cell.source for cell in nb.cells if cell.cell_type == "code"]


@pytest.mark.slow
@pytest.mark.parametrize("path", shipped_notebooks(), ids=lambda p: p.stem)
def test_student_versions_of_the_shipped_notebooks_run_without_errors(path, tmp_path):
    teacher = nbformat.read(path, as_version=4)
    student = student_version(teacher)
    if _code(student) == _code(teacher):
        return      # no solution cell: the same code as the teacher's notebook, which nbval runs cell by cell
    assert _run(student, tmp_path) == []


def test_handout_html_leaves_hidden_inputs_out_and_keeps_their_outputs(export):
    page = (export["out"] / "html" / "lesson.html").read_text()
    assert "HIDDEN_HELPER" not in page and "HIDDEN_IN_LAB" not in page
    assert "helper says hi" in page and "hidden in JupyterLab" in page
    assert "BoardWidget" in page        # a visible input stays


def test_handouts_never_write_the_notebooks_they_read(export):
    assert {p: _digest(p) for p in export["before"]} == export["before"]


# -- offline HTML, in a real browser ------------------------------------------------------------------

@pytest.fixture(scope="module")
def browser():
    if not HAS_CHROMIUM and os.environ.get("CI") != "true":
        pytest.skip("needs Debian's chromium (apt-get install chromium)")
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


DRAWN = """() => {
  const boards = [...document.querySelectorAll('img')].filter(img => img.src.startsWith('data:image/svg+xml;base64,')
      && atob(img.src.split(',')[1]).includes('class="fresco-board"') && img.naturalWidth > 0
      && img.getBoundingClientRect().width > 300).length
    + [...document.querySelectorAll('svg.fresco-board')].filter(s => s.getBoundingClientRect().width > 300
      && s.querySelectorAll('g.part').length === 25).length;
  const charts = [...document.querySelectorAll('figure.fresco-chart svg.main-svg')].filter(s =>
      s.getBoundingClientRect().width > 300 && s.querySelector('.plot, .pielayer') !== null).length;
  const overflowing = [...document.querySelectorAll('img, svg.main-svg, svg.fresco-board')].filter(e =>
      e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).length;
  return {boards, charts, overflowing,
          placeholders: document.querySelectorAll('figure.fresco-chart script').length,
          liveNotes: document.querySelectorAll('.fresco-live-widget').length};
}"""


@pytest.mark.browser
@pytest.mark.parametrize("name", ["lesson", "01-base"])
def test_handout_html_shows_every_board_and_chart_with_the_network_blocked(export, browser, name):
    charts_expected, boards_expected = expected_pictures(_student(export, name))
    assert charts_expected >= 4 and boards_expected >= 3
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    leaving = []

    def block(route):
        if route.request.url.startswith(("file:", "data:")):
            route.continue_()
        else:
            leaving.append(route.request.url)
            route.abort()

    page.route("**/*", block)
    page.goto((export["out"] / "html" / f"{name}.html").as_uri())
    page.wait_for_load_state("load")
    drawn = page.evaluate(DRAWN)
    ARTIFACTS.mkdir(exist_ok=True)
    pictures = page.locator("figure.fresco-chart, .jp-RenderedSVG img, .fresco-snapshot")
    for i in range(min(pictures.count(), 12)):
        pictures.nth(i).screenshot(path=ARTIFACTS / f"handout-{name}-{i:02d}.png")
    page.close()
    assert leaving == []
    assert drawn == {"boards": boards_expected, "charts": charts_expected, "overflowing": 0,
                     "placeholders": 0, "liveNotes": 0}


@NEEDS_CHROMIUM
@pytest.mark.parametrize("name", ["lesson", "01-base"])
def test_pdf_handout_is_printed_with_pages(export, name):
    pdf = (export["out"] / "pdf" / f"{name}.pdf").read_bytes()
    assert pdf.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page\b", pdf)) >= 2


# -- static charts, or interactive ones when no browser is found ----------------------------------------

def test_without_a_browser_charts_stay_interactive_with_plotly_js_inlined_once(monkeypatch):
    monkeypatch.setattr("fresco_nb.handouts.export.browser_path", lambda: None)
    figure = {"data": [{"type": "bar", "x": [1, 2], "y": [3, 4]}], "layout": {"title": {"text": "bars"}}}
    nb = new_notebook(cells=[new_code_cell("a"), new_code_cell("b")])
    for cell in nb.cells:
        cell.outputs = [nbformat.v4.new_output("display_data", data={PLOTLY_MIME: figure})]
    with ChartPainter() as painter:
        assert painter.notice.startswith("no Chrome or Chromium found")
        page = handout_html(nb, painter, "interactive")
    assert page.count('class="fresco-chart"') == 2
    assert len(re.findall(r"plotly\.js v\d", page)) == 1
    assert "cdn" not in " ".join(re.findall(r'<script[^>]*src="[^"]*"', page)).lower()


def test_without_a_browser_the_pdf_is_skipped_with_one_line(monkeypatch, tmp_path):
    monkeypatch.setattr("fresco_nb.handouts.build.browser_path", lambda: None)
    monkeypatch.setattr("fresco_nb.handouts.export.browser_path", lambda: None)
    nb = new_notebook(cells=[new_code_cell("1 + 1", execution_count=1)])
    nb.cells[0].outputs = [nbformat.v4.new_output("execute_result", data={"text/plain": "2"}, execution_count=1)]
    source = tmp_path / "small.ipynb"
    nbformat.write(nb, source)
    said = []
    [made] = make_handouts(tmp_path / "out", [source], pdf=True, say=said.append)
    assert said[0] == "no Chrome or Chromium found (Debian: apt-get install chromium; or set BROWSER_PATH): no PDF"
    assert made.pdf is None and not (tmp_path / "out" / "pdf").exists()
    assert made.html.read_text().count("<pre>2</pre>") == 1


def test_a_widget_without_a_static_picture_leaves_a_note():
    nb = new_notebook(cells=[new_code_cell("w")])
    nb.cells[0].outputs = [nbformat.v4.new_output(
        "display_data", data={WIDGET_MIME: {"model_id": "x", "version_major": 2, "version_minor": 0},
                              "text/plain": "IntSlider(value=0)"})]
    with ChartPainter() as painter:
        page = handout_html(nb, painter, "note")
    assert "A live widget stood here" in page
    assert WIDGET_MIME not in page


# -- the command line ---------------------------------------------------------------------------------

def test_handouts_command_refuses_a_missing_notebook_in_one_line_and_writes_nothing(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["handouts", "--out", str(out), "--notebooks", str(tmp_path / "missing.ipynb")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"fresco_nb handouts: error: argument --notebooks: no such notebook: {tmp_path / 'missing.ipynb'}"]
    assert not out.exists()


def test_handouts_command_refuses_a_file_as_out_folder(tmp_path, capsys):
    file = tmp_path / "file.txt"
    file.write_text("x")
    assert main(["handouts", "--out", str(file)]) == 2
    assert "is a file; give a folder" in capsys.readouterr().err


def test_handouts_command_names_the_notebook_whose_cell_failed(tmp_path, capsys):
    broken = tmp_path / "broken.ipynb"
    nb = new_notebook(cells=[new_code_cell("1 / 0")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, broken)
    assert main(["handouts", "--out", str(tmp_path / "out"), "--notebooks", str(broken)]) == 1
    assert capsys.readouterr().err.strip() == (f"fresco_nb handouts: {broken}: a cell failed while running it: "
                                              "ZeroDivisionError: division by zero")


def test_handouts_command_with_execute_runs_a_notebook_that_has_outputs_again(tmp_path):
    nb = new_notebook(cells=[new_code_cell("print(2 + 2)", execution_count=1)])
    nb.cells[0].outputs = [nbformat.v4.new_output("stream", name="stdout", text="5\n")]      # stale
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    source = tmp_path / "stale.ipynb"
    nbformat.write(nb, source)
    out = tmp_path / "out"
    assert main(["handouts", "--out", str(out), "--notebooks", str(source)]) == 0
    assert nbformat.read(out / "student" / "stale.ipynb", as_version=4).cells[0].outputs[0].text == "5\n"
    assert main(["handouts", "--out", str(out), "--notebooks", str(source), "--execute"]) == 0
    assert nbformat.read(out / "student" / "stale.ipynb", as_version=4).cells[0].outputs[0].text == "4\n"
    assert nbformat.read(source, as_version=4).cells[0].outputs[0].text == "5\n"


def test_handouts_command_requires_out(capsys):
    assert main(["handouts"]) == 2
    assert "--out" in capsys.readouterr().err
