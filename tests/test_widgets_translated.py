"""A translated catalogue changes every word a student sees (issue 10, deliverable 1): with a test language whose
every word is replaced ("round" → "Zzround"), no English word is left in the board drawing (every viewer, both print
sizes, drafts, the modules, Leonardo, the game over), the live board's answers and its front end's words, the
projector, the stepper, the served pages, nor in a question's cited rule."""
from __future__ import annotations

import functools
import html
import json
import re
import shutil
import tomllib
import warnings
from pathlib import Path

import ipywidgets
import pytest

import fresco_nb.texts as texts
from fresco_nb import new_game
from fresco_nb.bots import BOTS, make_bot
from fresco_nb.course import lesson, questions
from fresco_nb.games import GAMES as GAME_MODULES
from fresco_nb.games import game_module
from fresco_nb.games.fresco.rules import actions
from fresco_nb.handouts.static import SnapshotFigureWidget, chart_html
from fresco_nb.widgets import BoardWidget, Stepper
from fresco_nb.games.fresco.board import board_svg

ENGLISH = Path(texts.__file__).parent / "en"
KEPT_KEYS = {"part", "related", "article_second_before", "possessive_second_after", "singular"}   # structure
_UNTOUCHED = re.compile(r"(\{\{|\}\}|\{[^{}]*\}|</?(?:b|br|extra)>|%\{\{[^}]*\}\})")   # placeholders, HTML tags
_WORD = re.compile(r"[A-Za-z]{2,}")
_SHOWN = re.compile(r">([^<>]+)<|(?:aria-label|title|placeholder)=\"([^\"]*)\"")
_RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b")           # R-MKT-2: the same in every language
_ROMAN = re.compile(r"[IVX]+")                                 # the market's stalls: notation, not words
MARK = "Zz"


def _translated(text: str) -> str:
    """Every word of ``text`` outside placeholders and tags replaced by a marked one."""
    return "".join(piece if _UNTOUCHED.fullmatch(piece) else _WORD.sub(lambda m: MARK + m.group(), piece)
                   for piece in _UNTOUCHED.split(text))


def _translate(value, key=""):
    if key in KEPT_KEYS:
        return value
    if isinstance(value, str):
        return _translated(value)
    if isinstance(value, list):
        return [_translate(v) for v in value]
    return {k: _translate(v, k) for k, v in value.items()}


def _toml(tables: dict) -> str:
    lines = []
    for table, entries in tables.items():
        if table == "rules":
            for rule, fields in entries.items():
                lines.append(f'[rules."{rule}"]')
                lines += [f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in fields.items() if k in
                          texts.TRANSLATED_RULE_KEYS]
            continue
        lines.append(f"[{table}]")
        lines += [f'"{k}" = {json.dumps(v, ensure_ascii=False)}' for k, v in entries.items()]
    return "\n".join(lines) + "\n"


@functools.cache
def english_words() -> frozenset[str]:
    """The words (three letters or more) of every English text of the catalogue."""
    words = set()

    def collect(value, key=""):
        if key in KEPT_KEYS:
            return
        if isinstance(value, str):
            words.update(w.lower() for piece in _UNTOUCHED.split(value) if not _UNTOUCHED.fullmatch(piece)
                         for w in _WORD.findall(piece) if len(w) >= 3)
        elif isinstance(value, list):
            for v in value:
                collect(v)
        elif isinstance(value, dict):
            for k, v in value.items():
                collect(v, k)
    for path in ENGLISH.glob("*.toml"):
        collect(tomllib.loads(path.read_text(encoding="utf-8")))
    return frozenset(words)


@pytest.fixture
def test_language(tmp_path, monkeypatch):
    """The catalogue copied, with a language "xx" in which every word of every text is replaced; the widgets
    switched to it for the test."""
    folder = tmp_path / "texts"
    shutil.copytree(ENGLISH, folder / "en")
    (folder / "xx").mkdir()
    for path in ENGLISH.glob("*.toml"):
        tables = tomllib.loads(path.read_text(encoding="utf-8"))
        (folder / "xx" / path.name).write_text(_toml(_translate(tables)), encoding="utf-8")
    monkeypatch.setattr(texts, "FOLDER", folder)
    texts.use_widget_language("xx")
    yield folder
    texts.use_widget_language("en")


def left_in_english(shown: str, game, names=()) -> set[str]:
    """The English words of the catalogue in ``shown`` (HTML/SVG or text), leaving out the game's own names: the
    players', the bots' and the games', the IDs of the data's cards and tiles, and ``names``."""
    data = game.data
    ids = [c.id for c in data.portraits + data.requests + data.market_tiles + data.fresco_tiles + data.blend_tiles]
    own = {w.lower() for name in [*game.names, *ids, *ACTION_TYPES, *BOTS, *GAME_TITLES, *names]
           for w in _WORD.findall(name)}
    shown = _RULE_ID.sub("", html.unescape(shown))
    found = {w.lower() for w in _WORD.findall(shown) if not w.startswith(MARK) and not _ROMAN.fullmatch(w)}
    return (found & english_words()) - own


GAME_TITLES = [game_module(name).TITLE for name in GAME_MODULES]     # "Fresco", "Azul: Summer Pavilion": names
# the kinds of action as a refusal names them ("expected WakeUp, not Plan"): the core's class names, not yet worded
# by the catalogue (texts/en/errors.toml fills them in as they are)
ACTION_TYPES = [cls.__name__ for cls in vars(actions).values() if isinstance(cls, type)]


def _svg_shown(svg: str) -> str:
    """The texts of an SVG or HTML fragment: its text nodes (not style sheets) and its labels and titles."""
    return "\n".join(a or b for a, b in _SHOWN.findall(re.sub(r"<style>.*?</style>", "", svg, flags=re.S)))


def _played(game, decisions: int, seed: int = 1):
    bot = make_bot("greedy", seed)
    for _ in range(decisions):
        decision = game.decision
        if decision.kind == "over":
            break
        if decision.kind == "chance":
            game.apply(game.legal_actions()[0])
            continue
        game.apply(bot.choose(game, decision.seats[0]), decision.seats[0])
    return game


GAMES = [(4, (), 1), (3, ("portraits", "requests", "blends"), 2), (2, ("portraits", "requests", "blends"), 3)]


def _games():
    for players, modules, seed in GAMES:
        for decisions in (0, 2, 5, 12, 30, 80, 10_000):
            yield _played(new_game(players=players, modules=modules, seed=seed), decisions, seed)


def test_the_board_drawing_holds_no_english_word_in_a_translated_catalogue(test_language):
    overs = 0
    for game in _games():
        overs += game.decision.kind == "over"
        for who in ["public", "full", *range(len(game.names))]:
            for layout in ("desk", "projector"):
                svg = board_svg(game, who, layout=layout)
                assert not left_in_english(_svg_shown(svg), game), (who, layout, game.decision)
    assert overs == len(GAMES)
    game = new_game(players=4, seed=5)
    drafts = [{"kind": "plan", "counts": [2, 1, 0, 0, 0]}]
    assert not left_in_english(_svg_shown(board_svg(game, "full", draft=drafts[0])), game)


def test_the_live_board_answers_and_its_front_end_words_hold_no_english_word(test_language):
    game = new_game(players=3, seed=4)
    board = BoardWidget(game, who="full")
    shown = [_board_shown({"words": board.words, "options": board.options})]
    for click in ["look market", "look theatre", "look bishop", "restore c3", "plan+ 1", "plan+ 2", "confirm",
                  "clear", "plan+ 1", "plan+ 1", "plan+ 1", "plan+ 1", "plan+ 1"]:
        board.play(click)
        shown.append(_board_shown({"answer": board.answer, "message": board.message, "draft": board.draft,
                                   "options": board.options}))
    public = BoardWidget(game, who="public")
    public.play("wake 1")
    shown.append(_board_shown({"answer": public.answer, "message": public.message}))
    found = left_in_english("\n".join(shown), game)
    assert not found, found


def _widget_texts(widget) -> list[str]:
    """Every text an ipywidgets tree shows: labels, tooltips and placeholders, the choices of a selection, the
    texts of an HTML output (not what a user typed into a text field)."""
    out = [getattr(widget, name, "") or "" for name in ("description", "placeholder", "tooltip", "label", "hint")]
    out += [str(label) for label in getattr(widget, "_options_labels", ())]
    out += [str(tip) for tip in getattr(widget, "tooltips", None) or ()]
    if isinstance(widget, (ipywidgets.HTML, ipywidgets.HTMLMath)):
        out.append(_svg_shown(f"<div>{widget.value}</div>"))
    elif isinstance(widget, ipywidgets.Label):
        out.append(widget.value)
    for child in getattr(widget, "children", ()):
        if isinstance(child, ipywidgets.Widget):
            out += _widget_texts(child)
    return out


def test_the_stepper_and_its_projector_hold_no_english_word(test_language):
    stepper = Stepper(players=3, seed=2, modules=("portraits",), controllers=["human", "greedy", "greedy"],
                      names=["Anna", "Ben", "Cleo"], who="auto")
    projector = stepper.projector()
    game = stepper.game
    for _ in range(3):
        shown = _widget_texts(stepper) + _widget_texts(projector)
        board = stepper.board
        shown += [stepper.status, _board_shown({name: getattr(board, name) for name in
                                                ("svg", "answer", "message", "draft", "options", "words")}),
                  json.dumps([row["head"] + row["tail"] + row.get("title", "") for row in stepper._log_w.rows]),
                  stepper._log_w.earlier_note,
                  _svg_shown(projector._header.value + projector._scores.value + projector._board.value),
                  json.dumps([row["head"] + row["tail"] + row.get("title", "") for row in projector._log.rows])]
        found = left_in_english("\n".join(map(str, shown)), game)
        assert not found, found
        stepper.step_round()


def test_a_questions_cited_rule_and_the_lessons_rule_cards_follow_the_widget_language(test_language):
    question = questions.choice(1, "?", ["A", "B"], answer="B", why="b", rules=["R-MKT-2"])
    game = new_game(players=2, seed=1)
    found = left_in_english(_svg_shown(question.check("A").html() + question.static_html()), game)
    assert not found, found
    cards = lesson.rules("R-MKT-1", "R-CATH-4")
    assert not left_in_english(_svg_shown(cards._repr_html_()) + repr(cards), game)


def _board_shown(traits: dict) -> str:
    """The words a live board's traits put on screen: the drawing's texts, the answer, the draft, the options and
    the front end's own words."""
    answer, draft = traits.get("answer") or {}, traits.get("draft") or {}
    return "\n".join([_svg_shown(traits.get("svg", "")), traits.get("message", ""),
                      *(str(answer.get(k, "")) for k in ("reason", "rule_title", "rule_text")),
                      *(str(draft.get(k, "")) for k in ("title", "label", "rule_text")),
                      *(o["label"] for o in traits.get("options", [])), *traits.get("words", {}).values()])


def _page_shown(page: str) -> str:
    """What a served HTML page shows: its texts, titles and labels, and the words it hands to page.js."""
    words = re.search(r'data-words="([^"]*)"', page)
    handed = json.loads(html.unescape(words.group(1))).values() if words else ()
    return "\n".join([_svg_shown(page), *(re.sub(r"\{\w+\}", "", text) for text in handed)])   # {name}: filled by page.js


_PROSE = re.compile(r"^[A-Z][a-z]+\b(?!-)|(?<![-\w\[.#])[A-Za-z]{2,}:? [A-Za-z]{2,}(?![-\w\[\]])|[A-Za-z]{2,}: ")
CODE_WORDS = {"Enter"}          # a key's name (event.key), not a text


def _literal_texts(script: str) -> list[str]:
    """The string literals of a script that read as prose (a capitalised word, two words in a row, "word: "), not as
    code (class names, selectors, action words)."""
    code = re.sub(r"^\s*//[^\n]*", "", script, flags=re.M)
    literals = [a or b for a, b in re.findall(r'"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`', code)]
    plain = [re.sub(r"\$\{[^}]*\}", "", s) for s in literals]
    return [s for s in plain if _PROSE.search(s) and s not in CODE_WORDS]


def test_a_charts_stand_in_of_an_export_holds_no_english_word(test_language):
    figure = {"data": [], "layout": {}}
    shown = re.sub(r"<script.*?</script>|<code>.*?</code>", "", chart_html(figure), flags=re.S)   # code: a command
    live = SnapshotFigureWidget(figure)._repr_mimebundle_()
    assert not left_in_english(_svg_shown(shown) + live["text/plain"], new_game(players=2, seed=1))


def test_the_served_pages_hold_no_english_word(test_language, tmp_path):
    pytest.importorskip("starlette")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient
    from fresco_nb.serve.app import make_app
    app = make_app(tmp_path / "state")
    teacher = TestClient(app)
    token = app.state.tables.teacher_token
    made = teacher.post(f"/teacher/{token}/tables", json={"players": 3, "names": ["Anna", "Ben", "Cleo"],
                                                          "seats": ["team", "team", "bot"], "seed": 3}).json()
    game = app.state.tables.tables[made["table"]].game
    listed = teacher.get(f"/teacher/{token}/tables").json()
    shown = [_page_shown(teacher.get(f"/teacher/{token}").text), *(t["summary"] for t in listed["tables"]),
             *(label for fields in listed["games"].values() for label in fields["module_labels"].values())]
    for link in [made["projector"], made["teacher"], made["seats"][0]]:
        path = link.removeprefix("http://testserver")
        shown.append(_page_shown(teacher.get(path).text))
        live = teacher.get(path + "/live.json").json()
        clicked = teacher.post(path + "/click", json={"clicked": "look market"}).json()
        for message in (live, clicked):
            if "error" in message:
                shown.append(message["error"]["reason"])
            else:
                shown += [_board_shown(message["traits"]), message["info"]["summary"]]
    shown.append(_page_shown(TestClient(app).get(made["seats"][0].removeprefix("http://testserver")).text))
    shown.append(_page_shown(teacher.get(f"/table/{made['table']}/projector/forged").text))
    assert not left_in_english("\n".join(shown), game)
    for name in ("page.js",):
        assert not _literal_texts(teacher.get(f"/static/{name}").text), f"{name} still words a text itself"
    assert not _literal_texts(teacher.get("/static/fresco/board.js").text), "board.js still words a text itself"
    for script in ("log.js", "keys.js"):
        assert not _literal_texts((Path(texts.__file__).parent.parent / "widgets" / "stepper" / script).read_text()), \
            f"{script} still words a text itself"


def test_the_server_speaks_the_language_of_its_lang_option(test_language, monkeypatch, capsys):
    from fresco_nb.cli import main
    texts.use_widget_language("en")
    heard = []
    monkeypatch.setattr("fresco_nb.serve.serve", lambda *args, **kwargs: heard.append(texts.widget_language()))
    assert main(["serve", "--lang", "xx"]) == 0 and heard == ["xx"]
    texts.use_widget_language("en")
    assert main(["serve", "--lang", "zz"]) == 2 and heard == ["xx"]
    err = capsys.readouterr().err
    assert "--lang" in err and "no texts in language 'zz'" in err and err.count("\n") == 1
    assert texts.widget_language() == "en"
