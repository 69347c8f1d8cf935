"""The game log and the action descriptions are worded by the catalogue (``fresco_nb/texts/en/log.toml``): every
event the rules core can note has a sentence, every sentence and description is filled, and a translation beside
the English files replaces lines one by one (issue 10, deliverable 1)."""
from __future__ import annotations

import ast
import copy
import gc
import shutil
import tomllib
import weakref
from pathlib import Path

import pytest

import fresco_nb.texts as texts
from fresco_nb import Plan, new_game
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.rules import explain
from fresco_nb.games.fresco.rules.state import Tables
from fresco_nb.texts import Catalogue

RULES = Path(explain.__file__).parent
ENGLISH_LOG = Path(texts.__file__).parent / "en" / "log.toml"
ALL_MODULES = ("portraits", "requests", "blends")


def noted_events() -> dict[str, set[int]]:
    """Every event code a ``s.note(rule, code, *args)`` call of the rules core can write, with the numbers of
    arguments it is noted with. A code held in a variable is found among the strings assigned to it."""
    events: dict[str, set[int]] = {}
    for path in RULES.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assigned: dict[str, set[str]] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                strings = {n.value for n in ast.walk(node.value) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        assigned.setdefault(target.id, set()).update(strings)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "note":
                code = node.args[1]
                codes = {code.value} if isinstance(code, ast.Constant) else assigned[code.id]
                for name in codes:
                    events.setdefault(name, set()).add(len(node.args) - 2)
    return events


def code_of(key: str, codes) -> str | None:
    """The event code a [log] entry belongs to: its own name, or the longest code it extends by "_<case>"."""
    owners = [code for code in codes if key == code or key.startswith(code + "_")]
    return max(owners, key=len) if owners else None


def test_every_event_code_the_core_notes_has_a_sentence():
    events = noted_events()
    english = tomllib.loads(ENGLISH_LOG.read_text(encoding="utf-8"))["log"]
    assert len(events) > 50 and "leonardo_jump" in events            # a code held in a variable is found too
    assert set(events) == set(explain.EVENTS)                         # no event without words, no words for none
    assert set(events) <= set(english), set(events) - set(english)
    strays = [key for key in english if code_of(key, events) is None]
    assert not strays, f"[log] entries that are no event code nor one's case: {strays}"


def rare_events(tables) -> list[tuple]:
    """Events random play seldom reaches, with arguments of the shapes State.note gives them (checked against the
    note calls), for a two-player game: seats 0 and 1 the players, 2 Leonardo."""
    top = tables.mood_top
    paint_request = next(i for i, tile in enumerate(tables.data.requests) if tile.kind != "general")
    return [
        ("R-SCORE-2", "bump", 0, 5, 7, 8, 2),
        ("R-SCORE-2", "placed", 0, 5, 6, False, 1),
        ("R-SCORE-2", "placed", 0, 5, 8, True, 3),
        ("R-SCORE-2", "occupied", 0, 7, 8, 6),
        ("R-MOOD-1", "mood", 0, top, top, 1),               # at the top: the slot's +1 is lost
        ("R-MOOD-1", "mood", 0, 3, 2, -1),
        ("R-THE-1", "theatre", 0, 1, top, top, 2),          # the Actor's steps, already at the top
        ("R-THE-1", "theatre", 0, 2, 1, 3, 0),
        ("R-LEO-9", "leonardo_no_portrait", 2),
        ("R-LEO-8", "leonardo_first", 2, 31, 0, 27),
        ("R-LEO-8", "winner", 2, 31),                       # Leonardo wins, by the ruling
        ("R-LEO-8", "winner", 0, 31),
        ("R-END-2", "fresco_complete"),
        ("R-PREP-4", "start_rotation", ((0, 2), (1, 1))),
        ("R-POR-6", "provost_jump", 0, 12, 7, 2),
        ("R-ACT-3", "pass", 0, "workshop", 2),
        ("R-ACT-3", "pass", 2, "workshop", 1),              # Leonardo's workshop apprentice makes no mixes
        ("R-ACT-3", "forfeit", 1, "workshop", 1),
        ("R-ACT-3", "forfeit", 1, "market", 1),
        ("R-ACT-3", "unused_market", 0, 2),
        ("R-CATH-2", "restore", 0, 7, 3, 5, 2, 7),          # the bishop stands on the part
        ("R-LEO-6", "leonardo_jump", 2, 7, 3, 5, 0, 12, 0),
        ("R-POR-3", "abbot", 0, 1),
        ("R-POR-3", "servant_income", 0, 2),
        ("R-REQ-4", "request", 1, paint_request, (4, 5, 6)),
    ]


@pytest.fixture
def english_folder(tmp_path, monkeypatch) -> Path:
    """A copy of the kit's catalogue, made the one ``Game.log_text`` and ``describe`` read, with a French folder."""
    folder = tmp_path / "texts"
    shutil.copytree(Path(texts.__file__).parent / "en", folder / "en")
    (folder / "fr").mkdir()
    monkeypatch.setattr(texts, "FOLDER", folder)
    return folder


def recording(catalogue: Catalogue) -> set[tuple[str, str]]:
    """Make every text of ``catalogue`` note its (table, key) in the returned set when it is filled."""
    filled: set[tuple[str, str]] = set()

    def noting(table, key, fill):
        def fill_and_note(values):
            filled.add((table, key))
            return fill(values)
        return fill_and_note

    for table, templates in catalogue.templates.items():
        for key, template in templates.items():
            template.fill = noting(table, key, template.fill)
    return filled


def play_describing(game, seed: int) -> None:
    """Play ``game`` to its end with random bots (draws too), describing every legal action of every decision."""
    bots = [make_bot("random", f"{seed}:{seat}") for seat in range(4)]
    while not game.over:
        seat = game.turn.seats[0] if game.turn.seats else None
        for action in game.legal_actions(seat):
            game.describe(action, seat)
        game.apply(bots[seat or 0].choose(game, seat), seat)


def play_until(game, kind: str) -> None:
    """Take the first legal option of every decision until one of ``kind``."""
    while game.decision.kind != kind:
        seat = game.turn.seats[0] if game.turn.seats else None
        game.apply(game.legal_actions(seat)[0], seat)


def test_every_sentence_and_description_is_filled(english_folder):
    """Each [log], [describe] and [phrases] entry of log.toml is used by some event or move, and every placeholder of
    it gets a value (a missing one would raise ValueError naming the entry)."""
    filled = recording(Catalogue.load())
    events = noted_events()
    for players, modules, seed in ((3, ("portraits", "requests"), 2), (4, ("blends",), 3), (2, ALL_MODULES, 1)):
        game = new_game(players=players, seed=seed, modules=modules)
        play_describing(game, seed)
        assert len(game.log_text()) == len(game.log)
    mark, rare = len(game.log), rare_events(game.state.tables)
    for event in rare:
        assert len(event) - 2 in events[event[1]], event                # the shape the core notes it with
        game.state.log.append((game.state.round,) + event)
    assert len(game.log_text(mark)) == len(rare)
    unnamed = new_game(players=2, seed=1, modules=ALL_MODULES, auto_chance=False)
    assert unnamed.describe(unnamed.legal_actions()[0]).startswith("random draw: ")
    play_until(unnamed, "plan")
    for text in ("plan 1 1 0 0 1", "buy I 1", "provost c2", "altar R+R+R"):      # no painter named yet
        unnamed.describe(text)
    abbot = next(i for i, card in enumerate(unnamed.data.portraits) if card.effect == "abbot")
    unnamed.state.players[0].portraits.append(abbot)                             # the Abbot adds to a bonus
    assert unnamed.describe("restore c2", 0).endswith(" from the Abbot")
    assert unnamed.describe("provost c2", 0).startswith("Provost: pay 0 thalers, ")
    english = tomllib.loads(ENGLISH_LOG.read_text(encoding="utf-8"))
    unused = {(table, key) for table in ("log", "describe", "phrases") for key in english[table]} - filled
    assert not unused, f"entries of log.toml nothing fills: {sorted(unused)}"


def game_with_events(players=2, seed=3) -> object:
    game = new_game(players=players, seed=seed, modules=ALL_MODULES, names=["Anna", "Nobles"][:players])
    play_describing(game, seed)
    return game


def test_a_translation_replaces_its_lines_and_falls_back_to_english(english_folder):
    (english_folder / "fr" / "log.toml").write_text(
        '[log]\nwake = "{name} se réveille à {time} : humeur {mood:+d}, les tuiles coûtent {price:thalers} chacune."\n'
        '\n[describe]\npass = "passer : renoncer aux actions restantes ici"\n', encoding="utf-8")
    game = game_with_events()
    english, french = game.log_text(), game.log_text(lang="fr")
    wake_ups = [i for i, line in enumerate(english) if " · R-WAKE-3 · " in line and " wakes at " in line]
    assert wake_ups and len(french) == len(english)
    assert [i for i, (e, f) in enumerate(zip(english, french)) if e != f] == wake_ups
    for i in wake_ups:
        assert english[i].split(" · ")[:2] == french[i].split(" · ")[:2]           # the round and rule ID stay
        assert " se réveille à " in french[i] and french[i].endswith(" chacune.")
        assert "thaler" in french[i]                                             # the English unit, not translated
    assert game.describe("pass", 0, lang="fr") == "passer : renoncer aux actions restantes ici"
    assert game.describe("pass", 0) == "pass: forgo the remaining actions here"


def test_a_translation_brings_its_own_words_and_plural_rule(english_folder):
    (english_folder / "fr" / "log.toml").write_text(
        '[units]\nthalers = ["écu", "écus"]\n\n[grammar]\nsingular = [0, 1]\n', encoding="utf-8")
    french = Catalogue.load("fr")
    assert [french.grammar.count(n, "thalers") for n in (0, 1, 2)] == ["0 écu", "1 écu", "2 écus"]
    assert [Catalogue.load().grammar.count(n, "thalers") for n in (0, 1, 2)] == ["0 thalers", "1 thaler", "2 thalers"]
    assert french.grammar.count(2, "VP") == "2 VP"                               # left out: English
    lines = game_with_events().log_text(lang="fr")
    income = [line for line in lines if " · R-PREP-2 · " in line]
    assert income and all(" écu" in line and "thaler" not in line for line in income)


def test_an_unknown_language_is_a_clear_error_and_changes_nothing():
    game = new_game(players=3, seed=1)
    before = list(game.log)
    for read in (lambda: game.log_text(lang="xx"), lambda: game.describe("wake 1", lang="xx")):
        with pytest.raises(ValueError, match=r"no texts in language 'xx'.*available: en"):
            read()
    assert game.log == before and game.log_text() == game.log_text(lang="en")


@pytest.mark.parametrize("toml, error", [
    ('[log]\nwake = "{nom} se réveille."\n', r"fr/log.toml: \[log\] wake: \{nom\} not among the English text's values"),
    ('[log]\nwake = "{name} paie {price:écus}."\n', r"texts/fr: \[log\] wake: \{price:écus\}: 'écus' is neither"),
    ('[log]\nsnore = "{name} ronfle."\n', r"fr/log.toml: \[log\] snore: not in the English catalogue"),
    ('[log]\nwake = "{name!r} se réveille."\n', r"texts/fr: \[log\] wake: \{name!r\} is not a placeholder"),
    ('[grammar]\narticle_second_before = "(["\n', r"texts/fr: \[grammar\]: not a regular expression"),
])
def test_a_broken_translation_is_refused_when_read_naming_the_file_and_entry(english_folder, toml, error):
    (english_folder / "fr" / "log.toml").write_text(toml, encoding="utf-8")
    with pytest.raises(ValueError, match=error):
        Catalogue.load("fr")


def test_a_missing_value_names_the_entry_and_the_placeholder(english_folder):
    catalogue = Catalogue.load()
    template = catalogue.templates["log"]["wake"]
    with pytest.raises(KeyError):
        template.fill({"name": "Anna"})
    assert template.missing("time", {"name": "Anna"}) == \
        "texts/en: [log] wake: no value for the placeholder {time} (given: name)"


def test_word_rules_of_english():
    grammar = Catalogue.load().grammar
    assert [grammar.with_article(x) for x in ("8-point tile", "80-point tile", "11-point tile", "110-point tile",
                                              "orange request", "general request")] == [
        "an 8-point tile", "an 80-point tile", "an 11-point tile", "a 110-point tile", "an orange request",
        "a general request"]
    assert [grammar.possessive(x) for x in ("Anna", "Nobles", "P1")] == ["Anna's", "Nobles'", "P1's"]
    template = grammar.template("{n:thalers} {n:are} left {{braces}}, mood {m:+d}, {who:'s} turn", "test")
    assert template.fill({"n": 1, "m": -2, "who": "Ben"}) == "1 thaler is left {braces}, mood -2, Ben's turn"
    assert template.fill({"n": 2, "m": 0, "who": "Nobles"}) == "2 thalers are left {braces}, mood +0, Nobles' turn"
    assert template.names == {"n", "m", "who"}


def test_the_log_sentences_of_a_planning_round_name_the_visits_in_words():
    game = new_game(players=3, seed=2)
    play_until(game, "plan")
    assert game.describe(Plan((1, 0, 0, 2, 0)), 0).startswith("plan: 1× market, 2× workshop (3 of P1's ")


def test_the_words_kept_for_a_game_do_not_keep_its_tables_alive():
    """Each game's namings are remembered per tables (weakly): a variant's tables, once unused, can go."""
    game = new_game(players=3, seed=1)
    state = copy.copy(game.state)
    state.tables = Tables(game.data, 3, frozenset(), {})                  # tables no game cache holds
    explain.log_lines(state)
    gone = weakref.ref(state.tables)
    del state
    gc.collect()
    assert gone() is None
