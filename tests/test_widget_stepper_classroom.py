"""The stepper as a class plays it (issue 11, the stepper's points; issue 10's rule texts in the log), in the
kernel: the projector output shows only the public table, names are kept, every panel follows the view and the
public view leaks no private fact, the hot-seat curtain, auto-play, New game asks, save and resume, a log line
jumps, the status line stays true."""
from __future__ import annotations

import asyncio
import json

import pytest

from fresco_nb import new_game, rule_text
from fresco_nb.widgets.stepper import Stepper
from fresco_nb.widgets.stepper.projector import fluid_svg
from fresco_nb.games.fresco.board import board_svg

HUMANS = ["human", "human", "greedy", "greedy"]


def options_of(game, seat) -> list[str]:
    """The texts a seat's options are shown with: the action's text form and its description."""
    return [text for a in game.legal_actions(seat) for text in (str(a), game.describe(a, seat))]


def paint_holdings(game, seat) -> list[str]:
    """The deciding painter's paints as the charts would print them ("R2 Y1 B1"), when he holds two kinds or
    more (a single "R2" is also how the log names round 2)."""
    paints = game.view("full")["players"][seat]["paints"] or {}
    held = [f"{p}{n}" for p, n in paints.items() if n]
    return [" ".join(held)] if len(held) >= 2 else []


def click(stepper) -> None:
    """The deciding human clicks his first option on the board."""
    assert stepper.board.play(stepper.board.options[0]["action"])


# -- point 1: the projector --------------------------------------------------------------------------------------

def test_the_projector_only_ever_shows_the_public_table():
    stepper = Stepper(players=4, seed=3, controllers=["human", "greedy", "random", "greedy"],
                      names="Anna,Ben,Cleo,Dario", who="full")
    projector = stepper.projector()
    assert stepper.projector() is projector                  # one projector output per stepper
    seen = set()
    while not stepper.game.over:
        game = stepper.game
        if stepper.step() == 0:
            click(stepper)
        seen.add(game.decision.kind)
        public = fluid_svg(board_svg(game, "public", highlight=False, layout="projector"))
        assert public in projector._board.value
        assert stepper.public_status() in projector._header.value
        text = projector.texts()
        for seat in game.turn.seats if not game.over else ():
            for option in options_of(game, seat):
                assert option not in text, option
            for holding in paint_holdings(game, seat):
                assert holding not in text
        for p in game.view("public")["players"]:
            assert f"<b>{p['name']}</b> {p['score']} VP</span>" in projector._scores.value
    assert {"wake", "plan", "market", "cathedral"} <= seen
    assert "Game over" in projector._header.value


def test_the_projector_prints_large_and_its_size_control_enlarges_it():
    stepper = Stepper(players=3, seed=1, names="Anna,Ben,Cleo")
    projector = stepper.projector()
    assert "font-size:28px" in projector._header.value and "font-size:28px" in projector._scores.value
    assert projector._log.font_px == 18
    assert 'data-layout="projector"' in projector._board.value
    projector.scale.value = 150
    assert "font-size:42px" in projector._header.value and projector._log.font_px == 27
    assert projector._log.clickable is False                 # the projector's log only shows


# -- point 2: names -----------------------------------------------------------------------------------------------

def test_names_and_controllers_are_kept_when_the_player_count_changes():
    stepper = Stepper(players=4, seed=1, names="Anna, Ben, Cleo, Dario",
                      controllers=["human", "greedy", "random", "greedy"])
    assert stepper.game.names == ["Anna", "Ben", "Cleo", "Dario"]
    stepper.new_game(players=2)
    assert stepper.game.names == ["Anna", "Ben", "Leonardo"] and stepper.controllers == ["human", "greedy"]
    stepper.new_game(players=4)
    assert stepper.game.names == ["Anna", "Ben", "Cleo", "Dario"]
    assert stepper.controllers == ["human", "greedy", "random", "greedy"]
    # through the bar: the names box shows the kept names for the count chosen
    stepper._controls.players.value = 3
    assert stepper._controls.names.value == "Anna, Ben, Cleo"
    stepper._controls.names.value = "Anna, Ben, Zoe"
    stepper._controls.new.click()
    assert stepper.game.names == ["Anna", "Ben", "Zoe"] and stepper.controllers == ["human", "greedy", "random"]
    assert [w.description for w in stepper._controls._controllers] == ["Anna", "Ben", "Zoe"]
    assert "Zoe's screen" in [label for label, _ in stepper._who_w.options]


def test_bad_names_are_refused_and_the_game_stays():
    stepper = Stepper(players=3, seed=1, names="Anna,Ben,Cleo")
    before = stepper.game.to_json()
    with pytest.raises(ValueError, match="names"):
        stepper.new_game(names="Anna,Ben")
    with pytest.raises(ValueError, match="distinct"):
        stepper.new_game(names="Anna,Anna,Ben")
    stepper._controls.names.value = "Anna"
    stepper._controls.new.click()
    assert stepper.game.to_json() == before and "⚠ names" in stepper.status


# -- point 3: only what the viewer may see --------------------------------------------------------------------------

def _play_to(stepper, kind) -> None:
    while stepper.game.decision.kind != kind:
        if stepper.step() == 0:
            click(stepper)


@pytest.mark.parametrize("kind", ["cathedral", "market", "workshop", "plan"])
def test_the_public_view_leaks_no_option_or_paints_of_a_deciding_bot(kind):
    stepper = Stepper(players=4, seed=2, controllers=["greedy"] * 4, who="public")
    projector = stepper.projector()
    checked = 0
    while not stepper.game.over and checked < 6:
        game = stepper.game
        if game.decision.kind == kind:
            text = stepper.texts() + projector.texts()
            for seat in game.turn.seats:
                for option in options_of(game, seat):
                    assert option not in text, (kind, option)
                for holding in paint_holdings(game, seat):
                    assert holding not in text, (kind, holding)
            assert "the public view shows no player's options" in str(stepper._choices_w.outputs)
            assert stepper.board.options == []
            checked += 1
        stepper.step()
    assert checked


def test_every_panel_follows_the_view_and_the_teacher_view_says_so():
    stepper = Stepper(players=4, seed=2, controllers=["greedy"] * 4, who="public")
    _play_to(stepper, "cathedral")
    game = stepper.game
    seat = game.turn.seats[0]
    other = (seat + 1) % 4
    stepper.who = "full"
    assert "Teacher view" in stepper._view_note.value and "EVERYTHING" in stepper._view_note.value
    assert str(game.legal_actions(seat)[0]) in str(stepper._choices_w.outputs)
    stepper.who = other
    assert f"{game.names[other]}'s screen" in stepper._view_note.value
    assert not any(option in stepper.texts() for option in options_of(game, seat))
    stepper.who = seat
    assert str(game.legal_actions(seat)[0]) in str(stepper._choices_w.outputs)
    assert stepper.board.svg == board_svg(game, seat, layout=stepper.board.print_layout)
    stepper._who_w.value = "public"
    assert "Public view" in stepper._view_note.value


# -- point 4: the hot seat ----------------------------------------------------------------------------------------

def test_a_curtain_hides_each_human_team_until_it_shows_its_screen():
    stepper = Stepper(players=4, seed=1, controllers=HUMANS, names="Anna,Ben,Cleo,Dario", who="auto")
    game = stepper.game
    curtains = 0
    planned = []
    while game.view("public")["round"] < 3 and not game.over:
        if stepper.step():
            continue
        seat = stepper.curtain.seat
        assert seat is not None or stepper.board.who in (0, 1)
        if seat is not None:             # the decision passed to another human team: its screen is hidden
            curtains += 1
            assert stepper.board.who == "public" and stepper.board.options == []
            assert "public view shows no player's options" in str(stepper._choices_w.outputs)
            assert "show our screen" in stepper.status
            assert stepper.curtain.layout.display == "flex"
            assert not any(option in stepper.texts() for option in options_of(game, seat))
            stepper.curtain._button.click()                 # "show our screen"
            assert stepper.board.who == seat and stepper.curtain.layout.display == "none"
            assert [o["action"] for o in stepper.board.options] == [str(a) for a in game.legal_actions(seat)]
        if game.decision.kind == "plan":
            planned.append(stepper.board.who)
        mine = stepper.board.options[0]["label"]
        click(stepper)
        if stepper.curtain.down or stepper.board.who == "public":
            assert mine not in stepper.texts() or mine in "\n".join(game.log_text())   # no team's secret
    assert curtains >= 6
    assert planned[:2] == [0, 1]       # simultaneous planning: each team's plan behind its own curtain


def test_one_human_team_gets_no_curtain():
    stepper = Stepper(players=3, seed=1, controllers=["human", "greedy", "greedy"], who="auto")
    stepper.step_game()
    assert not stepper.curtain.down and stepper.board.who == 0


# -- point 7: auto-play, New game, save and resume, the log ------------------------------------------------------

def test_auto_play_makes_one_decision_a_tick_pauses_at_a_new_phase_and_waits_for_a_human():
    stepper = Stepper(players=3, seed=1, controllers=["greedy", "greedy", "human"], who="auto")
    auto = stepper.autoplay
    assert auto.seconds.value == 1.0 and auto.pause_at_phase.value
    auto.switch.value = True                        # the switch (no running loop here: ticks by hand)
    phase = stepper.game.view("public")["phase"]
    made = 0
    while auto.on and stepper.game.view("public")["phase"] == phase:
        before = stepper.decisions
        made += auto.tick()
        assert stepper.decisions - before <= 1
        if stepper.decisions == before:
            click(stepper)                          # the human decides; auto-play is still on
            assert auto.on
    assert not auto.on and "auto-play paused: a new phase begins" in stepper.status
    auto.pause_at_phase.value = False
    auto.start()
    while auto.tick():
        pass
    assert auto.on and "waiting for P3 (human)" in stepper.status
    click(stepper)
    assert auto.tick() == 1                         # after the click the bots go on without a button


def test_auto_play_runs_by_itself_at_the_speed_set():
    stepper = Stepper(players=4, seed=1, controllers=["greedy"] * 4)
    stepper.autoplay.seconds.value = 0.1
    stepper.autoplay.pause_at_phase.value = False

    async def play():
        stepper.autoplay.start()
        await asyncio.sleep(0.55)
        stepper.autoplay.stop()
        made = stepper.decisions
        await asyncio.sleep(0.25)
        return made
    made = asyncio.run(play())
    assert 3 <= made <= 7 and stepper.decisions == made       # ~one per 0.1 s, and stopped means stopped


def test_new_game_asks_before_discarding_and_keeps_controllers_and_names():
    stepper = Stepper(players=3, seed=1, controllers=["human", "random", "greedy"], names="Anna,Ben,Cleo", who="auto")
    stepper._controls.new.click()                            # nothing played yet: no question
    assert stepper._controls.confirm.layout.display == "none"
    if not stepper.step():
        click(stepper)
    game = stepper.game
    stepper._controls.new.click()
    assert stepper._controls.confirm.layout.display == "flex" and stepper.game is game
    assert "Discard this game (1 decisions)?" in stepper._controls.question.value
    stepper._controls.keep.click()
    assert stepper.game is game and stepper.decisions == 1
    stepper._controls.new.click()
    stepper._controls.discard.click()
    assert stepper.game is not game and stepper.decisions == 0
    assert stepper.controllers == ["human", "random", "greedy"] and stepper.names == ["Anna", "Ben", "Cleo"]


def test_a_class_game_is_saved_and_resumed_with_names_controllers_and_view(tmp_path):
    stepper = Stepper(players=2, seed=4, modules="portraits", controllers=["human", "random"], names="Anna,Ben",
                      who=0)
    for _ in range(3):
        stepper.step_game()
        click(stepper)
    path = tmp_path / "class.json"
    stepper._controls.file.value = str(path)
    stepper._controls.save.click()
    assert f"saved to {path}" in stepper.status
    saved = json.loads(path.read_text())
    assert saved["controllers"] == ["human", "random"] and saved["game"] == json.loads(stepper.game.to_json())
    later = Stepper.from_file(path)
    assert later.game.to_json() == stepper.game.to_json() and later.names == ["Anna", "Ben"]
    assert later.controllers == ["human", "random"] and later.who == 0 and later.decisions == stepper.decisions
    assert later.records.points == stepper.records.points
    other = Stepper(players=4, seed=1)
    other._controls.file.value = str(path)
    other._controls.resume.click()
    assert other.game.to_json() == stepper.game.to_json() and other.controllers == ["human", "random"]


@pytest.mark.parametrize("text, words", [
    ("not json", ["class.json", "JSON"]),
    ('{"format": "other"}', ["class.json", "'format'"]),
    ('{"format": "fresco_nb stepper 1", "game": {"actions": 3}}', ["class.json", "'game'"]),
    ('{"format": "fresco_nb stepper 1", "controllers": ["nobody", "greedy"], "game": GAME}',
     ["class.json", "'controllers'", "nobody"]),
    ('{"format": "fresco_nb stepper 1", "who": 7, "game": GAME}', ["class.json", "'who'"]),
])
def test_a_bad_save_file_is_refused_naming_the_file_and_field(tmp_path, text, words):
    path = tmp_path / "class.json"
    path.write_text(text.replace("GAME", new_game(players=2, seed=1).to_json()))
    stepper = Stepper(players=3, seed=2)
    stepper.step()
    before = stepper.game.to_json()
    with pytest.raises(ValueError) as raised:
        stepper.resume(path)
    for word in words:
        assert word in str(raised.value)
    assert stepper.game.to_json() == before
    with pytest.raises(ValueError, match="cannot read"):
        stepper.resume(tmp_path / "missing.json")


def test_a_click_on_a_log_line_jumps_to_the_decision_that_wrote_it():
    stepper = Stepper(players=4, seed=1)
    stepper.step_round()
    rows = stepper._log_w.rows
    points = stepper.records.points
    for i, row in enumerate(rows):
        line = len(stepper.game.log) - len(rows) + i
        assert points[row["decision"]].log_lines > line
        assert row["decision"] == 0 or points[row["decision"] - 1].log_lines <= line
    target = next(row for row in rows if row["decision"] == 5)
    stepper._log_w.jump_to = target["decision"]                  # what a click on the line sends
    assert stepper.decisions == 5 and stepper._log_w.jump_to == -1
    assert stepper.game.log_text()[-1] == stepper._log_w.rows[-1]["head"] + stepper._log_w.rows[-1]["rule"] + \
        stepper._log_w.rows[-1]["tail"]


# -- issue 10: a rule ID in the log shows its text ------------------------------------------------------------------

def test_every_rule_id_in_the_log_carries_its_rule_text():
    stepper = Stepper(players=2, seed=5, modules="portraits,requests,blends")
    stepper.step_game()
    rows = stepper._log_w.rows
    assert rows and all(row["rule"] for row in rows)
    for row in rows:
        assert row["title"] == str(rule_text(row["rule"]))
        assert row["title"].startswith(f"{row['rule']} · ")
    static = stepper._log_w.static_html()
    assert f'<abbr title="{rule_text(rows[-1]["rule"]).title}' not in static          # the whole text, escaped
    assert '<abbr title="' + str(rule_text(rows[-1]["rule"])).split("\n")[0] in static


# -- point 9: a status line that is always true ------------------------------------------------------------------

def test_the_status_follows_a_controller_switch_and_a_view_switch():
    stepper = Stepper(players=4, seed=1, controllers=["human", "greedy", "greedy", "greedy"])
    stepper.step_phase()
    assert "waiting for P1 (human)" in stepper.status and "in a view that may play" in stepper.status
    stepper._who_w.value = 0
    assert "waiting for P1 (human): click on the board" in stepper.status
    assert "in a view that may play" not in stepper._status_w.value
    stepper._controls._controllers[0].value = "greedy"
    assert "next: P1 (greedy)" in stepper.status and "waiting" not in stepper.status
    assert "waiting" not in stepper._status_w.value
    stepper._controls._controllers[0].value = "human"
    assert "waiting for P1 (human)" in stepper._status_w.value
