"""The board widget, in the kernel (no browser): board_svg draws exactly what Game.view shows, and
BoardWidget turns clicks into checked actions of the game (public API only)."""
from __future__ import annotations

import json
import shutil
import subprocess
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fresco_nb import new_game, rule_text
from fresco_nb.bots import make_bot
from fresco_nb.widgets import BoardWidget, board_svg
from fresco_nb.games.fresco.board import current_decision, plan_in_words
from test_market_apprentices import at_market_with_two_apprentices

ALL_MODULES = ("portraits", "requests", "blends")


def play(game, stop, limit=5000):
    """Let greedy bots decide until ``stop(game)`` holds (or the game ends)."""
    bots = [make_bot("greedy", seat) for seat in range(4)]
    for _ in range(limit):
        if game.turn.kind == "over" or stop(game):
            return game
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat=seat)
    raise AssertionError("the stop condition never held")


def first_word(game):
    return str(game.legal_actions(game.turn.seats[0])[0]).split()[0] if game.turn.kind == "player" else None


def at(word, round_=2):
    return lambda g: g.view("public")["round"] >= round_ and first_word(g) == word


@pytest.fixture
def four():
    """A 4-player game in round 3, a player to restore in the cathedral."""
    return play(new_game(players=4, seed=3), at("restore", 3))


@pytest.fixture
def two():
    """A 2-player game with every module, round 3, in the market."""
    return play(new_game(players=2, seed=5, modules=ALL_MODULES, names=["Anna", "Ben"]), at("buy", 3))


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


def groups(root, cls):
    return [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == cls]


def actions_in(root):
    return {e.get("data-action") for e in root.iter() if e.get("data-action") is not None}


# ------------------------------------------------------------------------------------------ board_svg

@pytest.mark.parametrize("who", ["public", "full", 0, 1])
def test_svg_is_valid_xml_in_every_phase(who):
    game = new_game(players=4, seed=1, modules=ALL_MODULES)
    seen = set()
    bots = [make_bot("random", seat) for seat in range(4)]
    while game.turn.kind != "over" and game.view("public")["round"] <= 2:
        phase = game.view("public")["phase"]
        if phase not in seen:
            seen.add(phase)
            parse(board_svg(game, who))
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat=seat)
    assert {"wake", "plan", "act"} <= seen


def test_svg_before_setup_draws_and_after_the_end():
    fresh = new_game(players=3, seed=2, auto_chance=False)        # setup draws still pending
    assert fresh.turn.kind == "chance"
    root = parse(board_svg(fresh, "full"))
    assert len(groups(root, "part")) == 25
    over = play(new_game(players=4, seed=3), lambda g: False)
    root = parse(board_svg(over, "public"))
    assert "Game over" in "".join(root.itertext())
    assert not actions_in(root)


def test_names_are_escaped():
    game = new_game(players=3, seed=4, names=["<Ann>", "Ben & Co", 'Cé "C"'])
    root = parse(board_svg(game, "full"))
    assert {"<Ann>", "Ben & Co"} <= set(root.itertext())


def test_parts_match_the_view(four):
    root = parse(board_svg(four, "public"))
    parts = groups(root, "part")
    fresco = four.view("public")["fresco"]
    assert [g.get("data-part") for g in parts] == [p["part"] for p in fresco]
    for g, part in zip(parts, fresco):
        assert g.get("data-tile") == part["tile"]
        assert g.get("data-value") == (None if part["value"] is None else str(part["value"]))
    assert any(p["tile"] is None for p in fresco)       # restored parts are drawn empty


def test_score_track_painters_match_scores(four, two):
    for game in (four, two):
        root = parse(board_svg(game, "public"))
        painters = {int(g.get("data-seat")): int(g.get("data-score")) for g in groups(root, "painter")}
        assert painters == {p["seat"]: p["score"] for p in game.view("public")["players"]}


def test_stall_tiles_match_the_view(four, two):
    for game in (four, two):
        root = parse(board_svg(game, "public"))
        drawn = {}
        for g in groups(root, "stall-tile"):
            drawn.setdefault(g.get("data-stall"), []).append(g.get("data-tile"))
        roman = ("I", "II", "III", "IV")
        expected = {roman[i]: tiles for i, tiles in enumerate(game.view("public")["stalls"]) if tiles}
        assert drawn == expected


def thalers_shown(root):
    """Seat -> the thaler count drawn on that player's board (None for Leonardo, who has no screen)."""
    shown = {}
    for board in groups(root, "player"):
        texts = [e.text for e in board.iter() if e.get("class") == "thalers"]
        shown[int(board.get("data-seat"))] = (board.get("data-thalers"), texts[0] if texts else None)
    return shown


def test_a_seat_sees_only_its_own_screen(four):
    full = four.view("full")["players"]
    for who in (0, 2):
        shown = thalers_shown(parse(board_svg(four, who)))
        for p in full:
            expected = str(p["thalers"]) if p["seat"] == who else "?"
            assert shown[p["seat"]] == (expected, expected)
    for who, hidden in (("public", True), ("full", False)):
        shown = thalers_shown(parse(board_svg(four, who)))
        for p in full:
            expected = "?" if hidden else str(p["thalers"])
            assert shown[p["seat"]] == (expected, expected)


def test_hidden_paints_and_plans_are_not_drawn():
    game = play(new_game(players=4, seed=3), lambda g: g.turn.kind == "simultaneous")
    game.apply(game.legal_actions(0)[0], seat=0)                  # seat 0 has planned, the others not yet
    plan = plan_in_words(game.history[-1][1].counts, last_round=False)
    assert plan != "no apprentice placed"
    for who, visible in ((0, True), (1, False), ("public", False), ("full", True)):
        root = parse(board_svg(game, who))
        board = next(g for g in groups(root, "player") if g.get("data-seat") == "0")
        text = " ".join(board.itertext())
        assert (plan in text) is visible
        assert ("paints ?" in text) is not visible


def test_leonardo_is_drawn_in_two_player_games(two):
    view = two.view("public")
    root = parse(board_svg(two, "public"))
    painters = [g for g in root.iter() if g.get("class") == "leonardo-painter"]
    assert len(painters) == 1
    boards = {int(g.get("data-seat")): g for g in groups(root, "player")}
    assert set(boards) == {0, 1, 2}
    assert "Leonardo" in " ".join(boards[2].itertext())
    moods = {int(g.get("data-seat")) for g in groups(root, "mood-column")}
    assert moods == {0, 1}                                         # no mood marker for Leonardo
    assert "leonardo" in view


def test_modules_are_drawn_only_when_in_play(four, two):
    root = parse(board_svg(two, "public"))
    view = two.view("public")
    cards = [g.get("data-card") for g in groups(root, "portrait")]
    assert cards == [c["id"] for c in view["portraits"]["face_up"]]
    stacks = {g.get("data-kind"): int(g.get("data-count")) for g in groups(root, "request-stack")}
    assert stacks == {kind: len(stack) for kind, stack in view["requests"].items()}
    assert {"Pk", "Br"} <= {e.text for e in root.iter() if e.text}   # blend paints in the legend and mixes
    plain = parse(board_svg(four, "public"))
    assert not groups(plain, "portrait") and not groups(plain, "request-stack")
    assert "Pk" not in {e.text for e in plain.iter() if e.text}


def test_clickable_elements_are_legal_actions_of_the_viewer(four, two):
    for game in (four, two):
        decider = game.turn.seats[0]
        legal = {str(a) for a in game.legal_actions(decider)}
        for who in ("full", decider):
            clickable = actions_in(parse(board_svg(game, who)))
            assert clickable and clickable <= legal
        for who in ("public", 1 - decider if decider < 2 else 0):
            assert not actions_in(parse(board_svg(game, who)))
        assert not actions_in(parse(board_svg(game, "full", highlight=False)))
    restorable = {a.split()[1] for a in map(str, four.legal_actions()) if a.startswith("restore ")}
    root = parse(board_svg(four, "full"))
    assert {g.get("data-part") for g in groups(root, "part") if g.get("data-action")} == restorable
    stalls = {g.get("data-action") for g in groups(parse(board_svg(two, "full")), "stall") if g.get("data-action")}
    assert stalls == {str(a) for a in two.legal_actions() if str(a).startswith("close ")}


def test_wake_slots_clickable_and_decision_highlighted():
    game = new_game(players=4, seed=1)
    decider = game.turn.seats[0]
    root = parse(board_svg(game, decider))
    slots = {g.get("data-action") for g in groups(root, "inn-slot")}
    assert slots == {str(a) for a in game.legal_actions()}
    active = {g.get("data-panel") for g in groups(root, "panel") if g.get("data-active")}
    assert "inn" in active
    boards = [g.get("data-seat") for g in groups(root, "player") if g.get("data-active")]
    assert boards == [str(decider)]
    assert current_decision(game, "public").where == "inn"


def test_board_svg_is_pure(four):
    before = four.to_json(), four.log_text()
    assert board_svg(four, "full") == board_svg(four, "full")
    assert (four.to_json(), four.log_text()) == before


# ------------------------------------------------------------------------------------------ BoardWidget

def options_of(widget):
    return [o["action"] for o in widget.options]


def test_options_match_legal_actions(four):
    decider = four.turn.seats[0]
    legal = [str(a) for a in four.legal_actions(decider)]
    assert options_of(BoardWidget(four, who="full")) == legal
    assert options_of(BoardWidget(four, who=decider)) == legal
    assert BoardWidget(four, who=decider).options[0]["label"] == four.describe(four.legal_actions(decider)[0])
    assert options_of(BoardWidget(four, who="public")) == []
    assert options_of(BoardWidget(four, who=(decider + 1) % 4)) == []


def test_options_while_planning_are_the_viewers_plans():
    game = play(new_game(players=3, seed=2), lambda g: g.turn.kind == "simultaneous")
    widget = BoardWidget(game, who=2)
    assert options_of(widget) == [str(a) for a in game.legal_actions(2)]
    widget.clicked = options_of(widget)[0]
    assert game.turn.seats == (0, 1) and widget.options == []      # seat 2 has planned: nothing left to choose
    assert widget.message.startswith("✓ plan")


def test_a_legal_click_applies_it(four):
    widget = BoardWidget(four, who="full")
    seen = []
    widget.on_action(seen.append)
    decider = four.turn.seats[0]
    text = options_of(widget)[0]
    history, svg = len(four.history), widget.svg
    widget.clicked = text
    assert len(four.history) > history
    assert four.history[history] == (decider, seen[0])
    assert [str(a) for a in seen] == [text]
    assert widget.clicked == ""
    assert widget.message.startswith("✓ ")
    assert widget.svg != svg and widget.svg == board_svg(four, "full")
    assert options_of(widget) == list(current_decision(four, "full").legal)


def test_an_illegal_click_changes_nothing(four):
    decider = four.turn.seats[0]
    widget = BoardWidget(four, who=decider)
    before, svg = four.to_json(), widget.svg
    widget.clicked = "wake 1"                                     # wrong phase
    assert four.to_json() == before and widget.svg == svg and widget.clicked == ""
    error = four.check("wake 1", decider)
    assert widget.message == f"{error.reason} ({error.rule})"
    assert "(R-" in widget.message
    restored = next(p["part"] for p in four.view("full")["fresco"] if p["tile"] is None)
    widget.clicked = f"restore {restored}"                         # nothing left to restore there
    assert four.to_json() == before and "(R-" in widget.message
    widget.clicked = "paint the ceiling"                          # not an action at all
    assert four.to_json() == before and widget.message.endswith("(ACTION-FORM)")


def test_other_seats_and_the_public_cannot_act(four):
    decider = four.turn.seats[0]
    before = four.to_json()
    other = BoardWidget(four, who=(decider + 1) % 4)
    other.clicked = str(four.legal_actions()[0])
    assert four.to_json() == before and "(R-" in other.message
    public = BoardWidget(four)
    public.clicked = str(four.legal_actions()[0])
    assert four.to_json() == before and "(R-HID-1)" in public.message


def test_leonardo_decisions_go_through_the_controller():
    game = play(new_game(players=2, seed=5, names=["Anna", "Ben"]),
                lambda g: g.turn.kind == "player" and g.acting_for == 2)
    controller = game.turn.seats[0]
    widget = BoardWidget(game, who=controller)
    assert options_of(widget) == [str(a) for a in game.legal_actions()]
    history = len(game.history)
    widget.clicked = options_of(widget)[0]
    assert game.history[history][0] == controller


def test_repr_is_deterministic():
    game = new_game(players=4, seed=1)
    assert repr(BoardWidget(game)) == "BoardWidget(round=1, phase='wake', who='public')"
    assert repr(BoardWidget(game, who=2)) == repr(BoardWidget(game, who=2)) == \
        "BoardWidget(round=1, phase='wake', who=2)"
    data, _ = BoardWidget(game, who="full")._repr_mimebundle_()
    assert data["text/plain"] == "BoardWidget(round=1, phase='wake', who='full')"


def test_who_set_game_and_refresh(four, two):
    widget = BoardWidget(four)
    widget.who = "full"
    assert widget.options and 'data-viewer="full"' in widget.svg
    with pytest.raises(ValueError):
        widget.who = 7
    widget.set_game(two)
    assert widget.game is two and widget.svg == board_svg(two, "full")
    seat = two.turn.seats[0]
    two.apply(two.legal_actions(seat)[0], seat=seat)              # changed elsewhere (a bot, the stepper)
    widget.message = "old"
    widget.refresh()
    assert widget.svg == board_svg(two, "full") and widget.message == ""
    with pytest.raises(ValueError):
        BoardWidget(four, who="teacher")


def test_front_end_files_ship_with_the_widget():
    here = Path(BoardWidget.__module__.replace(".", "/")).parent
    js = (Path(__file__).parents[1] / here / "board.js").read_text()
    assert "export default" in js and "save_changes" in js and "data-action" in js
    assert "import " not in js.split("export default")[0].replace("// ", "")   # no external libraries
    assert BoardWidget(new_game(players=3, seed=1))._esm == js


def test_refresh_speed(four):
    """Measured, not asserted: the Python side of one redraw (svg + options) on a 4-player game."""
    widget = BoardWidget(four, who="full")
    planning = play(new_game(players=4, seed=3), lambda g: g.view("public")["round"] >= 3
                    and g.turn.kind == "simultaneous")
    for label, game in (("cathedral", four), ("planning (357 options)", planning)):
        widget.set_game(game)
        runs = 30
        start = time.perf_counter()
        for _ in range(runs):
            widget.refresh()
        ms = (time.perf_counter() - start) / runs * 1000
        print(f"\nBoardWidget.refresh, 4 players, {label}: {ms:.2f} ms, {len(widget.options)} options, "
              f"{len(widget.svg) // 1024} KiB of SVG")


HOST_PAGE = """<!doctype html><html><head><meta charset="utf-8"></head><body><div id="el"></div><pre id="out">…</pre>
<script type="module">
const state = STATE;
const handlers = {}, sent = [];
const model = {
  get: (k) => state[k],
  set: (k, v) => { state[k] = v; (handlers["change:" + k] || []).forEach((f) => f()); },
  on: (e, f) => { (handlers[e] ||= []).push(f); },
  off: (e, f) => { handlers[e] = (handlers[e] || []).filter((g) => g !== f); },
  save_changes: () => sent.push(state.clicked),
  send: () => {},
};
const url = URL.createObjectURL(new Blob([CODE], { type: "text/javascript" }));
const widget = (await import(url)).default;
const el = document.getElementById("el");
const cleanup = widget.render({ model, el });
const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
click(el.querySelector("svg [data-part][data-action] rect"));
click(el.querySelector("button[data-action] span"));
model.set("answer", {kind: "illegal", reason: "MESSAGE", rule: "R-TEST-1", rule_title: "T", rule_text: "TEXT"});
const answer = el.querySelector(".fresco-answer").textContent;
const tooltip = el.querySelector(".fresco-answer abbr").getAttribute("title");
cleanup();
document.getElementById("out").textContent = "RESULT " + JSON.stringify({
  sent, message: answer, tooltip,
  buttons: el.querySelectorAll("button[data-action]").length, svg: el.querySelectorAll("svg").length });
</script></body></html>"""


@pytest.mark.browser
@pytest.mark.skipif(shutil.which("chromium") is None, reason="needs Debian's chromium")
def test_board_js_in_chromium(four, tmp_path):
    """board.js in a real browser against a stub of the anywidget model: clicks become `clicked` texts."""
    widget = BoardWidget(four, who="full")
    state = {"svg": widget.svg, "options": widget.options, "answer": {}, "draft": {}, "clicked": "", "words": widget.words}
    page = HOST_PAGE.replace("STATE", json.dumps(state)).replace("CODE", json.dumps(widget._esm))
    (tmp_path / "host.html").write_text(page)
    dom = subprocess.run([shutil.which("chromium"), "--headless", "--no-sandbox", "--disable-gpu",
                          "--disable-background-networking", "--virtual-time-budget=5000", "--dump-dom",
                          (tmp_path / "host.html").as_uri()], capture_output=True, text=True, timeout=120).stdout
    result = json.loads(dom.split("RESULT ", 1)[1].split("</pre>", 1)[0].replace("&amp;", "&").replace("&quot;", '"'))
    legal = set(o["action"] for o in widget.options)
    first_part = next(f"restore {p['part']}" for p in four.view("full")["fresco"] if f"restore {p['part']}" in legal)
    assert result["sent"] == [first_part, widget.options[0]["action"]]
    assert result["message"] == "✗ Not allowed: MESSAGER-TEST-1 · TTEXT" and result["tooltip"] == "TEXT"
    assert result["buttons"] == len(widget.options) and result["svg"] == 1


# ------------------------------------------------------------------------------------------ every click answered

def clicks_by_kind(svg):
    """Element class -> the data-click texts of that kind of part (legal or not), in drawing order."""
    found = {}
    for e in parse(svg).iter():
        if e.get("data-click") is not None:
            found.setdefault(e.get("class"), []).append((e.get("data-click"), e.get("data-action") is not None))
    return found


def assert_answered_with_rule(widget):
    answer = widget.answer
    assert answer["kind"] in ("illegal", "info") and answer["reason"] and answer["rule"].startswith("R-")
    assert answer["rule_text"] == rule_text(answer["rule"], widget.game.data).text
    assert answer["rule"] in widget.message


@pytest.mark.parametrize("fixture", ["four", "two"])
def test_every_part_answers_a_click_with_a_rule(fixture, request):
    """In a deciding view, a click on any part that is not a legal option now answers with the rule ID, the
    rule's text and the reason; the game is untouched."""
    game = request.getfixturevalue(fixture)
    widget = BoardWidget(game, who="full")
    kinds = clicks_by_kind(widget.svg)
    expected = {"part", "bishop", "altar-paint", "mix", "stall", "inn-slot", "mood-column", "player", "painter", "step",
                "panel"}
    if fixture == "two":                                          # at the market, with the modules
        expected |= {"stall-tile", "portrait", "request-stack"}
    assert expected <= set(kinds)
    before = game.to_json()
    for kind, clicks in kinds.items():
        illegal = [text for text, legal in clicks if not legal]
        if not illegal:
            continue
        widget.answer = {}
        widget.clicked = illegal[0]
        assert game.to_json() == before, kind
        assert_answered_with_rule(widget)
    steps = dict.fromkeys(text for text, _ in kinds["step"])
    assert {"look theatre", "look plan", "look inn"} <= set(steps)
    widget.clicked = "look theatre"
    assert widget.answer["rule"] == "R-THE-1" and "must" in widget.answer["reason"]


def test_static_pictures_answer_no_click(four):
    root = parse(board_svg(four, "full", highlight=False))
    assert not [e for e in root.iter() if e.get("data-click") or e.get("tabindex")]


def test_every_clickable_part_has_a_keyboard_stop_and_a_label(four):
    decider = four.turn.seats[0]
    root = parse(board_svg(four, decider))
    clickable = [e for e in root.iter() if e.get("data-click") is not None]
    assert len(clickable) > 60
    for e in clickable:
        assert e.get("tabindex") == "0" and e.get("role") == "button" and e.get("aria-label"), e.attrib
    actions = {str(a): a for a in four.legal_actions(decider)}
    legal = [e for e in clickable if e.get("data-action")]
    assert legal
    for e in legal:
        assert e.get("aria-label") == four.describe(actions[e.get("data-action")], decider)


def test_a_confirmation_survives_redraws_and_an_illegal_answer_lasts_until_the_next_action(four):
    widget = BoardWidget(four, who="full")
    widget.clicked = "wake 1"                                     # not now
    refused = dict(widget.answer)
    assert refused["kind"] == "illegal" and refused["rule"] == "R-ACT-2"
    widget.refresh()                                              # a redraw without a move keeps it
    assert widget.answer == refused
    seat = four.turn.seats[0]
    four.apply(four.legal_actions(seat)[0], seat=seat)            # the game moves on elsewhere
    widget.refresh()
    assert widget.answer == {} and widget.message == ""
    text = options_of(widget)[0]
    widget.clicked = text
    confirmed = dict(widget.answer)
    assert confirmed["kind"] == "done" and widget.message.startswith("✓ ")
    for _ in range(3):                                            # bots move, the stepper redraws
        if four.turn.kind != "player":
            break
        seat = four.turn.seats[0]
        four.apply(four.legal_actions(seat)[0], seat=seat)
        widget.refresh()
    assert widget.answer == confirmed


def test_R_MKT_2_two_tiles_of_one_stall_bought_by_clicks():
    game, seat = at_market_with_two_apprentices()
    widget = BoardWidget(game, who=seat)
    pair = next(str(a) for a in game.legal_actions(seat) if str(a).count(",") == 1)   # "buy II 1,3"
    _, roman, slots = pair.split()
    first, second = slots.split(",")
    before = game.to_json()
    widget.clicked = f"buy {roman} {first}"                       # picked, not bought: a second apprentice waits
    assert game.to_json() == before
    assert widget.draft["action"] == f"buy {roman} {first}" and widget.draft["legal"]
    picked = [g.get("data-tile") for g in groups(parse(widget.svg), "stall-tile") if g.get("data-picked")]
    assert len(picked) == 1
    widget.clicked = f"buy {roman} {second}"
    assert widget.draft["action"] == pair and widget.draft["label"] == game.describe(pair, seat)
    widget.clicked = "confirm"
    assert str(game.history[-1][1]) == pair and game.history[-1][0] == seat
    assert widget.answer["kind"] == "done" and widget.draft == {}


def test_R_ALT_1_the_altar_restored_by_clicks():
    game = play(new_game(players=4, seed=2), lambda g: g.turn.kind == "player" and any(
        str(a).startswith("altar ") for a in g.legal_actions(g.turn.seats[0])))
    seat = game.turn.seats[0]
    widget = BoardWidget(game, who=seat)
    altar = next(str(a) for a in game.legal_actions(seat) if str(a).startswith("altar "))
    paints = altar.split()[1].split("+")
    before = game.to_json()
    for k, code in enumerate(paints):
        widget.clicked = f"altar+ {code}"
        assert game.to_json() == before
        shown = [g.get("data-paint") for g in parse(widget.svg).iter() if g.get("class") == "altar-pick"]
        assert shown == paints[:k + 1]
    assert widget.draft["legal"] and widget.draft["action"] == altar
    widget.clicked = "confirm"
    assert str(game.history[-1][1]) == altar


def test_the_altar_clicked_out_of_turn_is_answered_by_the_core(four):
    widget = BoardWidget(four, who=(four.turn.seats[0] + 1) % 4)
    widget.clicked = "altar+ R"
    assert widget.answer["rule"] == "R-ACT-2" and widget.draft == {}


def test_R_PLAN_1_a_plan_built_by_clicks():
    game = play(new_game(players=3, seed=2), lambda g: g.turn.kind == "simultaneous")
    seat = game.turn.seats[0]
    widget = BoardWidget(game, who=seat)
    plan = next(a for a in game.legal_actions(seat) if sum(a.counts) >= 3)
    for column, count in enumerate(plan.counts):
        for _ in range(count):
            widget.clicked = f"plan+ {column + 1}"
    assert widget.draft["action"] == str(plan) and widget.draft["legal"]
    chips = {g.get("data-column"): "".join(g.itertext()) for g in groups(parse(widget.svg), "step")
             if g.get("data-column")}
    assert chips["1"] == f"Market {plan.counts[0]}"
    widget.clicked = "plan+ 1"
    for _ in range(5):
        widget.clicked = "plan+ 2"                                # too many: the core says why, nothing sent
    assert not widget.draft["legal"] and widget.draft["rule"] == "R-PLAN-1" and widget.draft["action"] == ""
    assert widget.draft["rule_text"] == rule_text("R-PLAN-1", game.data).text     # the tooltip of its rule ID
    widget.clicked = "clear"
    assert widget.draft == {}
    for column, count in enumerate(plan.counts):
        for _ in range(count):
            widget.clicked = f"plan+ {column + 1}"
    widget.clicked = "confirm"
    assert seat not in game.turn.seats and widget.answer["kind"] == "done"


def test_projector_layout_prints_large(two):
    from test_projector_fit import rendered_texts       # sizes on the board: the panels are scaled to their place
    for who in ("public", "full"):
        texts = rendered_texts(board_svg(two, who, layout="projector"))
        assert min(size for _, size, _ in texts) >= 15 - 0.01
        assert min(size for _, size, key in texts if key) >= 26 - 0.01
        key_text = {text for text, _, key in texts if key}
        assert {"Anna", "Ben"} <= key_text and any(t.startswith("Round 3") for t in key_text)
    widget = BoardWidget(two, layout="projector")
    assert 'data-layout="projector"' in widget.svg and 'data-layout="projector"' in widget.static_svg()
    with pytest.raises(ValueError):
        BoardWidget(two, layout="poster")


def test_players_in_okabe_ito_colours_and_paints_marked_by_letter(four):
    from fresco_nb.games.fresco.board import PLAYER_COLOURS
    assert PLAYER_COLOURS == ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
    legend = next(g for g in parse(board_svg(four, "public")).iter() if g.get("class") == "legend")
    assert {"R", "Y", "B", "O", "G", "V"} <= set(legend.itertext())


def test_R_CATH_4_the_bishop_step_then_the_restoration_by_clicks():
    game = play(new_game(players=4, seed=1), lambda g: g.turn.kind == "player" and any(
        str(a).startswith("bishop ") for a in g.legal_actions(g.turn.seats[0])))
    seat = game.turn.seats[0]
    widget = BoardWidget(game, who=seat)
    widget.clicked = "look bishop"
    assert widget.answer["rule"] == "R-CATH-4" and "click an arrow" in widget.answer["reason"]
    arrows = [g.get("data-click") for g in groups(parse(widget.svg), "bishop-move")]
    assert arrows and set(arrows) == {str(a) for a in game.legal_actions(seat) if str(a).startswith("bishop ")}
    widget.clicked = arrows[0]
    assert str(game.history[-1][1]) == arrows[0] and widget.answer["kind"] == "done"
    parts = [g.get("data-action") for g in groups(parse(widget.svg), "part") if g.get("data-action")]
    assert parts
    widget.clicked = parts[0]
    assert str(game.history[-1][1]) == parts[0]


def test_the_altar_panel_says_how_to_restore_it():
    game = play(new_game(players=4, seed=2), lambda g: g.turn.kind == "player" and any(
        str(a).startswith("altar ") for a in g.legal_actions(g.turn.seats[0])))
    widget = BoardWidget(game, who=game.turn.seats[0])
    widget.clicked = "look altar"
    assert widget.answer["rule"] == "R-ALT-1" and "three paints" in widget.answer["reason"]
