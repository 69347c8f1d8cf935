"""`fresco-nb serve` takes a game's ⚖ ruling switches: the teacher's route ``POST /teacher/<token>/tables`` accepts
``"rulings": {...}`` (checked by the game: a bad one is answered with an error naming the ruling and no table is
made), the table's save carries them, a restarted server keeps them, and the teacher's form offers one checkbox per
switch of each game."""
from __future__ import annotations

import pytest

from fresco_nb.bench.spec import ruling_label

pytest.importorskip("starlette")

from starlette.testclient import TestClient  # noqa: E402

from fresco_nb.serve.app import make_app  # noqa: E402
from test_serve import Class  # noqa: E402  (the in-process server of test_serve.py)

SWITCHES = [          # (game, players, a switch whose default is False)
    ("fresco", 3, "leonardo_can_win"),
    ("azul_sp", 2, "bonus_shortage_from_bag"),
    ("fresco_cards", 2, "workshop_face_up"),
]


@pytest.mark.parametrize("game, players, switch", SWITCHES)
def test_a_table_is_made_with_rulings_and_a_restarted_server_keeps_them(game, players, switch, tmp_path):
    lesson = Class(tmp_path / "state", seats=("team",) * players, players=players, game=game,
                   rulings={switch: True})
    assert lesson.saved().rulings[switch] is True
    again = make_app(lesson.state_dir)                    # the server started again on the same state dir
    assert again.state.tables.tables[lesson.id].game.rulings[switch] is True
    plain = Class(tmp_path / "plain", seats=("team",) * players, players=players, game=game)
    assert plain.saved().rulings[switch] is False


@pytest.mark.parametrize("rulings, named", [({"no_such_switch": True}, "no_such_switch"),
                                            ({"workshop_face_up": "yes"}, "workshop_face_up"),
                                            (["workshop_face_up"], "rulings")])
def test_a_bad_ruling_is_refused_naming_it_and_no_table_is_made(rulings, named, tmp_path):
    app = make_app(tmp_path / "state")
    teacher = TestClient(app)
    token = app.state.tables.teacher_token
    made = teacher.post(f"/teacher/{token}/tables", json={"game": "fresco_cards", "players": 2, "seed": 1,
                                                         "seats": ["team", "team"], "rulings": rulings})
    assert made.status_code == 400 and named in made.json()["error"]["reason"], made.text
    assert not app.state.tables.tables and not list((tmp_path / "state").glob("*.table.json"))


def test_the_form_offers_each_games_ruling_switches_with_their_defaults(tmp_path):
    app = make_app(tmp_path / "state")
    listed = TestClient(app).get(f"/teacher/{app.state.tables.teacher_token}/tables").json()["games"]
    for game, _, switch in SWITCHES:
        assert listed[game]["rulings"][switch] is False
    assert listed["fresco"]["rulings"]["bishop_step_before_altar"] is True
    for fields in listed.values():
        assert set(fields["ruling_labels"]) == set(fields["rulings"])
    # each box is labelled in a teacher's words with its rule ID, as the design bench shows it
    assert listed["fresco_cards"]["ruling_labels"]["workshop_face_up"] == ruling_label("fresco_cards", "workshop_face_up")
    assert listed["fresco_cards"]["ruling_labels"]["workshop_face_up"].startswith("C-RUL-6 · ")
    assert all("_" not in label for fields in listed.values() for label in fields["ruling_labels"].values())
