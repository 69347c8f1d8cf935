"""The words students read in the widgets come from the catalogue ``fresco_nb/texts/en/widgets.toml`` (issue 10,
deliverable 1): every key the code asks for has a filled entry given the values it needs, no entry is left
unused, a translation beside the English files replaces a label, and an unknown language or key is a clear
error."""
from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

import fresco_nb
import fresco_nb.texts as texts
from fresco_nb.course import questions
from fresco_nb.texts.grammar import placeholders
from fresco_nb.widgets import Stepper
from test_log_catalogue import english_folder  # noqa: F401 -- the fixture: the catalogue copied, with a fr/ folder

PACKAGE = Path(fresco_nb.__file__).parent
ENGLISH_WIDGETS = Path(texts.__file__).parent / "en" / "widgets.toml"
PANEL_FILES = {"questions": [PACKAGE / "course" / "questions.py"],    # panel -> the files that word it
               "charts": [*sorted((PACKAGE / "widgets" / "charts").glob("*.py")), PACKAGE / "handouts" / "static.py"],
               "stepper": sorted((PACKAGE / "widgets" / "stepper").glob("*.py")),
               "board": [*sorted((PACKAGE / "games" / "fresco" / "board").glob("*.py")),  # Fresco's board
                         PACKAGE / "widgets" / "board.py",
                         *(PACKAGE / "games" / "fresco").glob("live_board.py")],     # Fresco's part of the live board
               "pages": [*(PACKAGE / "serve" / name for name in ("app.py", "games.py", "tables.py")),   # not the console's
                         *sorted((PACKAGE / "serve" / "pages").glob("*.*"))]}
WORDLESS = ("__init__.py", "saving.py", "words.py",                           # no words of their own (or errors
            "board/shapes.py", "board/projector.py", "charts/live_figure.py", "pages/page.css",   # for the teacher)
            "pages/page.html",                                                  # (page.js words it)
            "pages/head.html")                                                  # (the start of every page's head)
SAYING = ("_say", "say")        # the helpers through which a module asks for its panel's texts


def english() -> dict[str, dict[str, str]]:
    return tomllib.loads(ENGLISH_WIDGETS.read_text(encoding="utf-8"))


def asked(path: Path) -> list[tuple[str, str, set[str]]]:
    """Every text a file asks for through its ``_say(key, **values)`` or ``say(...)``: ("file:line", key, the value names given).
    A key chosen by ``a if c else b`` is either. A page's script asks by ``say("key", { name, seat: ... })`` (or
    ``say(c ? "a" : "b")``), its HTML by ``{{say:key}}``."""
    if path.suffix in (".js", ".html", ".css"):
        return _asked_by_page(path)
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in SAYING:
            where = f"{path.name}:{node.lineno}"
            found += [(where, key, {kw.arg for kw in node.keywords}) for key in _keys(node.args[0], where)]
    return found


_JS_SAY = re.compile(r'\bsay\((?:"(\w+)"|[^()"]*\?\s*"(\w+)"\s*:\s*"(\w+)")(?:,\s*\{([^{}]*)\})?\)')


def _asked_by_page(path: Path) -> list[tuple[str, str, set[str]]]:
    text = path.read_text(encoding="utf-8")
    found = [(path.name, key, set()) for key in re.findall(r"\{\{say:(\w+)\}\}", text)]
    for call in _JS_SAY.finditer(text):
        given = {name for name in re.findall(r"(\w+)\s*(?::[^,]*)?(?:,|$)", call.group(4) or "")}
        found += [(path.name, key, given) for key in call.group(1, 2, 3) if key]
    return found


def _keys(node: ast.expr, where: str) -> list[str]:
    """The keys an expression can give: a string, any branch of ``a if c else b``, or ``"prefix_" + name``
    (given as "prefix_*": every entry with that prefix)."""
    if isinstance(node, ast.IfExp):
        return _keys(node.body, where) + _keys(node.orelse, where)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and isinstance(node.left, ast.Constant):
        return [node.left.value + "*"]
    assert isinstance(node, ast.Constant), f"{where}: the key must be a catalogue key, not {ast.unparse(node)}"
    return [node.value]


def _entries(key: str, entries: dict[str, str]) -> list[str]:
    """The entries a key names: itself, or every entry starting with a "prefix_*" key's prefix."""
    return [k for k in entries if k.startswith(key[:-1])] if key.endswith("*") else [key] if key in entries else []


@pytest.mark.parametrize("panel", sorted(PANEL_FILES))
def test_every_key_a_widget_asks_for_has_a_filled_entry_and_every_entry_is_used(panel):
    entries = english()[panel]
    calls = [call for path in PANEL_FILES[panel] for call in asked(path)]
    assert len(calls) > 20
    assert all(asked(path) for path in PANEL_FILES[panel]
               if path.name not in WORDLESS and f"{path.parent.name}/{path.name}" not in WORDLESS), "a file without words"
    used = set()
    for where, key, given in calls:
        named = _entries(key, entries)
        assert named, f"{where}: no [{panel}] entry {key!r} in texts/en/widgets.toml"
        for entry in named:
            assert entries[entry].strip(), f"[{panel}] {entry} is empty"
            needed = placeholders(entries[entry])
            assert needed <= given, f"{where}: [{panel}] {entry} needs {sorted(needed - given)}"
        used.update(named)
    assert set(entries) == used, f"entries no widget asks for: {sorted(set(entries) - used)}"
    assert set(english()) == set(texts.PANELS)


def test_the_english_question_texts_are_the_ones_students_have_always_read():
    q = questions.choice(3, "Who chooses first?", ["Anna", "Ben"], answer="Ben", why="Ben is furthest behind")
    assert q.button.description == "Check"
    assert q.check(None).text == "pick one of the options first."
    assert q.check("Anna").text == "not Anna: the answer is Ben, because Ben is furthest behind."
    assert q.check("Ben").html().startswith('<div style="border-left:4px solid #2e7d32;padding:2px 8px">'
                                            '<b style="color:#2e7d32">Right.</b> Ben: Ben is furthest behind.')
    assert "<p><b>Question 3.</b> Who chooses first?</p>" in q.static_html()
    assert "<summary>Answer</summary>" in q.static_html()
    n = questions.number(4, "How many?", 7, "seven")
    assert n.check("x").text == "type a whole number, not 'x'."
    assert n.check("9").text == "9 is too high: the answer is 7, because seven."
    assert n.field.placeholder == "a number"
    e = questions.effect(5, "Longer?", 0.5, 0.25, 0.75, ["longer", "shorter", "not shown"], unit=" rounds")
    assert e.explanation == ("the mean difference is +0.50 rounds and its 95 % interval, +0.25 to +0.75 rounds, "
                             "lies above 0")
    h = questions.highest(6, "Which?", {"a": (2.0, 1.5, 2.5), "b": (1.0, 0.5, 1.7)}, digits=1, why="so")
    assert h.explanation == ("the experiment measured a 2.0 (1.5 to 2.5); b 1.0 (0.5 to 1.7): "
                             "the interval of a overlaps that of b, so this batch does not settle which is higher; so")
    assert repr(questions.answers(q)) == "Question 3: Ben — Ben is furthest behind"


def test_a_french_widgets_file_replaces_one_label_and_leaves_the_rest_english(english_folder):
    (english_folder / "fr" / "widgets.toml").write_text(
        '[questions]\ncheck = "Vérifier"\nnot_picked = "choisissez d\'abord une option."\n', encoding="utf-8")
    try:
        texts.use_widget_language("fr")
        q = questions.choice(1, "Qui ?", ["Anna", "Ben"], answer="Ben", why="parce que")
        assert q.button.description == "Vérifier"
        assert q.check(None).text == "choisissez d'abord une option."
        assert q.check("Ben").text == "Ben: parce que."          # not translated: English
    finally:
        texts.use_widget_language("en")
    assert questions.choice(1, "Who?", ["A", "B"], "B", "b").button.description == "Check"


def test_a_translation_may_not_add_keys_nor_values(english_folder):
    (english_folder / "fr" / "widgets.toml").write_text('[questions]\nready = "Prêt"\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"fr/widgets.toml: \[questions\] ready: not in the English catalogue"):
        texts.use_widget_language("fr")
    (english_folder / "fr" / "widgets.toml").write_text('[questions]\ntoo_low = "{valeur} trop bas"\n',
                                                        encoding="utf-8")
    with pytest.raises(ValueError, match=r"fr/widgets.toml: \[questions\] too_low: \{valeur\} not among"):
        texts.use_widget_language("fr")


def test_an_unknown_language_or_key_is_a_clear_error_and_changes_nothing():
    with pytest.raises(ValueError, match=r"no texts in language 'xx' \(no folder xx/ beside en/\); available: en"):
        texts.use_widget_language("xx")
    assert questions.choice(1, "Who?", ["A", "B"], "B", "b").button.description == "Check"
    with pytest.raises(KeyError, match=r"texts/en/widgets.toml: no entry \[questions\] snoring"):
        texts.widget_text("questions", "snoring")
    with pytest.raises(KeyError, match=r"texts/en: \[questions\] too_low: no value for the placeholder \{value\}"):
        texts.widget_text("questions", "too_low", answer=1, why="w")


def test_a_french_widgets_file_changes_a_stepper_button_and_the_status_line(english_folder):
    (english_folder / "fr" / "widgets.toml").write_text(
        '[stepper]\nbutton_step = "Un pas"\nphase_wake = "réveil"\n', encoding="utf-8")
    english = Stepper(players=2, seed=1)
    assert english._buttons[0].description == "Step"
    assert english.public_status().startswith("Round 1 · wake-up — ")
    try:
        texts.use_widget_language("fr")
        french = Stepper(players=2, seed=1)
        assert french._buttons[0].description == "Un pas"
        assert french._buttons[1].description == "Phase"               # not translated: English
        assert french.public_status().startswith("Round 1 · réveil — ")
    finally:
        texts.use_widget_language("en")
