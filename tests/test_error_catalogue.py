"""The reasons an action is refused are worded by the catalogue (``fresco_nb/texts/en/errors.toml``): every key the
code refuses with has an entry, every entry is filled with the values its call gives, the English sentences are the
ones students have always read, and a translation beside the English files replaces reasons one by one (issue 10,
deliverable 1)."""
from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

import fresco_nb
import fresco_nb.texts as texts
from fresco_nb import IllegalAction, new_game, parse_action
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.rules import game as game_module
from fresco_nb.games.fresco.rules.errors import Phrase, UnreadableAction
from fresco_nb.texts import Catalogue
from fresco_nb.texts.grammar import placeholders
from test_log_catalogue import english_folder  # noqa: F401 -- the fixture: the catalogue copied, with a fr/ folder

PACKAGE = Path(fresco_nb.__file__).parent
ENGLISH_ERRORS = Path(texts.__file__).parent / "en" / "errors.toml"
ALL_MODULES = ("portraits", "requests", "blends")
REFUSALS = {"IllegalAction": 1, "UnreadableAction": 0}     # the class -> the position of its key argument


def english() -> dict[str, dict[str, str]]:
    return tomllib.loads(ENGLISH_ERRORS.read_text(encoding="utf-8"))


def refusals() -> list[tuple[str, set[str], set[str] | None]]:
    """Every refusal the package's source can make: ("file:line", its possible keys, the names of the values it
    gives). A key held in a variable is found among the strings assigned to it; a key chosen by ``a if c else b``
    is either. A refusal passing another's on (``IllegalAction(e.rule, e.key, **e.values)``) is left out."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assigned: dict[str, set[str]] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        assigned.setdefault(target.id, set()).update(_keys(node.value, {}))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in REFUSALS):
                continue
            where = f"{path.relative_to(PACKAGE)}:{node.lineno}"
            key = node.args[REFUSALS[node.func.id]]
            if isinstance(key, ast.Attribute) and key.attr == "key":          # passing a refusal on as it is
                assert any(k.arg is None for k in node.keywords), where
                continue
            keys = _keys(key, assigned)
            assert keys, f"{where}: the key must be a catalogue key, not {ast.unparse(key)}"
            names = None if any(k.arg is None for k in node.keywords) else {k.arg for k in node.keywords}
            found.append((where, keys, names))
    return found


def _keys(node, assigned: dict[str, set[str]]) -> set[str]:
    """The keys an expression can give: a string, either branch of ``a if c else b``, a variable's strings; none
    for anything else (an f-string, a sentence built at run time)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _keys(node.body, assigned) | _keys(node.orelse, assigned)
    if isinstance(node, ast.Name):
        return assigned.get(node.id, set())
    return set()


def test_every_key_the_code_refuses_with_has_an_entry_filled_with_the_values_it_gets():
    entries = english()["errors"]
    calls = refusals()
    assert len(calls) > 60 and any("actions.py" in where for where, *_ in calls)    # parse_action's too
    used = set()
    for where, keys, names in calls:
        missing = keys - set(entries)
        assert not missing, f"{where}: no [errors] entry {sorted(missing)} in texts/en/errors.toml"
        assert names is not None, where
        for key in keys:          # each entry the call may choose gets its values, and no value is given for none
            assert placeholders(entries[key]) <= names, f"{where}: {key} is given only {sorted(names)}"
        assert names <= set().union(*(placeholders(entries[key]) for key in keys)), f"{where}: {sorted(names)}"
        used |= keys
    assert not set(entries) - used, f"entries nothing refuses with: {sorted(set(entries) - used)}"


def test_every_decision_a_wrong_action_can_meet_is_worded():
    phrases = english()["phrases"]
    kinds = {kind for kind, _ in game_module.DECISIONS}
    assert {"wake", "plan", "market", "workshop", "income"} <= kinds
    assert {f"doing_{kind}" for kind in kinds} <= set(phrases)
    assert "none" in phrases


@pytest.mark.parametrize("error, reason", [
    (IllegalAction("R-ACT-3", "buy_cost", tiles=1, cost=3, name="Anna", thalers=2),
     "1 tile cost 3 thalers, Anna has 2"),
    (IllegalAction("R-ACT-3", "buy_cost", tiles=2, cost=1, name="Anna", thalers=0),
     "2 tiles cost 1 thaler, Anna has 0"),
    (IllegalAction("R-ACT-3", "mix_lacks", paint=Phrase("paint_O"), first=Phrase("paint_R"), second=Phrase("paint_Y")),
     "mixing orange needs red + yellow"),
    (IllegalAction("R-POR-3", "portrait_choice", card="Bishop", n=1, example="portrait P-C5 R"),
     "the Bishop gives 1 primary paint of your choice: name them, e.g. 'portrait P-C5 R'"),
    (IllegalAction("R-POR-2", "portrait_not_up", card="'P-A9'", up=Phrase("none")),
     "'P-A9' is not face up on the studio (face up: none)"),
    (IllegalAction("R-ACT-2", "wrong_kind", name="P2", doing=Phrase("doing_market"), expected="BuyTiles, CloseStall",
                   given="Mix"), "now P2 is at the market: expected BuyTiles, CloseStall, not Mix"),
])
def test_the_english_reasons_are_the_sentences_students_read(error, reason):
    assert error.reason == error.reason_in("en") == reason
    assert str(error) == f"{reason} ({error.rule})" and repr(error) == f"IllegalAction({str(error)!r})"


def test_a_refusal_from_the_game_keeps_its_rule_and_reason():
    game = new_game(players=3, seed=1)
    seat = game.turn.seats[0]
    other = next(s for s in range(3) if s != seat)
    wrong = game.check(game.legal_actions(seat)[0], other)
    assert (wrong.rule, wrong.reason) == ("R-WAKE-1", f"it is not {game.names[other]}'s turn: "
                                                      f"{game.names[seat]} must decide now")
    unread = game.check("restore z9", seat)
    assert type(unread) is IllegalAction and str(unread) == \
        "cannot read action 'restore z9': not a fresco part: 'z9' (expected a1..e5) (ACTION-FORM)"
    with pytest.raises(IllegalAction, match=r"\(ACTION-FORM\)$"):
        game.describe("zz")


def test_parse_action_still_raises_a_value_error_saying_only_what_is_wrong():
    with pytest.raises(ValueError) as caught:
        parse_action("wake x")
    assert isinstance(caught.value, UnreadableAction) and caught.value.rule == "ACTION-FORM"
    assert str(caught.value) == "cannot read action 'wake x': invalid literal for int() with base 10: 'x'"
    with pytest.raises(ValueError, match=r"^an action's text form must be a string, not int$"):
        parse_action(3)


def test_a_refusal_is_worded_only_when_read(monkeypatch):
    game = new_game(players=3, seed=1)

    def no_catalogue(*args, **kwargs):
        raise AssertionError("the catalogue was read")

    monkeypatch.setattr(Catalogue, "load", no_catalogue)
    error = game.check("wake 99", game.turn.seats[0])
    assert (error.rule, error.key, error.values) == ("R-WAKE-2", "wake_slot_unknown", {"slot": 99, "slots": 5})
    with pytest.raises(AssertionError, match="catalogue was read"):
        error.reason


def play_refusing(seed: int, players: int, modules) -> list[IllegalAction]:
    """A random game in which, before every decision, wrong seats, stale actions and junk texts are checked."""
    game = new_game(players=players, seed=seed, modules=modules, auto_chance=False)
    bots = [make_bot("random", f"{seed}:{seat}") for seat in range(players)]
    junk = ("", "wake 0", "plan 9 9 9 9 9", "buy IX 1", "bishop Q", "altar R+R", "mix Q", "portrait 0", "request V 1",
            "income O", "draw zz", "restore a1", "provost c3", 42, "pass")
    refused, played = [], []
    while not game.over:
        seat = game.turn.seats[0] if game.turn.seats else None
        for thing in (*junk, *played[-3:], *game.legal_actions(seat)[:2]):
            for who in {seat, None, (seat or 0) + 1, 7}:
                error = game.check(thing, who)
                if error is not None:
                    refused.append(error)
        action = game.legal_actions(seat)[0] if seat is None else bots[seat].choose(game, seat)
        game.apply(action, seat)
        played.append(action)
    refused.append(game.check("pass", 0))
    return refused


def test_every_refusal_met_in_play_reads_in_english():
    refused = [error for seed, players in ((1, 2), (2, 3), (3, 4))
               for error in play_refusing(seed, players, ALL_MODULES)]
    keys = {error.key for error in refused}
    assert len(keys) > 25 and {"unreadable", "wrong_kind", "not_your_turn", "game_over"} <= keys
    for error in refused:
        assert error.reason and "{" not in error.reason, error.key


def test_a_translation_replaces_one_reason_and_falls_back_to_english(english_folder):
    (english_folder / "fr" / "errors.toml").write_text(
        '[errors]\nwake_slot_taken = "le créneau de {time} est déjà pris par {name}"\n'
        'not_a_part = "pas une partie de la fresque : {part} (de a1 à e5)"\n\n'
        '[phrases]\ndoing_wake = "en train de choisir son heure de réveil"\n', encoding="utf-8")
    game = new_game(players=3, seed=1)
    seat = game.turn.seats[0]
    game.apply("wake 1", seat)
    taken = game.check("wake 1", game.turn.seats[0])
    time, name = game.state.tables.inn[0].time, game.names[seat]
    assert taken.reason_in("fr") == f"le créneau de {time} est déjà pris par {name}"
    assert taken.reason == f"the {time} slot is already taken by {name}"
    unknown = game.check("wake 99", game.turn.seats[0])
    assert unknown.reason_in("fr") == unknown.reason == "there is no wake-up slot 99; the inn has slots 1 to 5"
    unread = game.check("restore z9", game.turn.seats[0])            # the English sentence around a French reason
    assert unread.reason_in("fr") == \
        "cannot read action 'restore z9': pas une partie de la fresque : 'z9' (de a1 à e5)"
    wrong = game.check("mix O", game.turn.seats[0])
    assert wrong.reason_in("fr").startswith(f"now {game.names[game.turn.seats[0]]} is en train de choisir son heure ")


def test_a_broken_translation_names_the_file_and_entry(english_folder):
    (english_folder / "fr" / "errors.toml").write_text('[errors]\nwake_slot_taken = "{heure} est pris"\n',
                                                      encoding="utf-8")
    with pytest.raises(ValueError, match=r"fr/errors.toml: \[errors\] wake_slot_taken: \{heure\} not among"):
        Catalogue.load("fr")


def test_an_unknown_language_or_key_is_a_clear_error():
    game = new_game(players=3, seed=1)
    error = game.check("wake 99", game.turn.seats[0])
    with pytest.raises(ValueError, match=r"no texts in language 'xx' \(no folder xx/ beside en/\); available: en"):
        error.reason_in("xx")
    with pytest.raises(ValueError, match=r"texts/en: \[errors\] has no entry 'snoring' \(refusing under R-X-1\)"):
        IllegalAction("R-X-1", "snoring").reason
    with pytest.raises(ValueError, match=r"texts/en: \[errors\] buy_cost: no value for the placeholder \{cost\}"):
        IllegalAction("R-ACT-3", "buy_cost", tiles=1, name="Anna", thalers=2).reason
