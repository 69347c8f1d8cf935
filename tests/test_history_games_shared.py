"""Azul and the card game share one save format (games/saves.py) and one history game (games/history.py), not copies."""
import json

import pytest

from fresco_nb.games import load_game, new_game
from fresco_nb.games.azul_sp import saves as azul_saves
from fresco_nb.games.common.errors import BadSave
from fresco_nb.games.fresco_cards import saves as card_saves
from fresco_nb.games.saves import SaveFormat


def test_each_history_game_saves_through_the_one_save_format():
    assert isinstance(azul_saves.SAVES, SaveFormat) and isinstance(card_saves.SAVES, SaveFormat)
    assert azul_saves.SAVES.fields[:6] == ("game", "format", "players", "seed", "names", "side")
    assert "side" not in card_saves.SAVES.fields


@pytest.mark.parametrize("name, title", [("azul_sp", "Azul: Summer Pavilion"), ("fresco_cards", "the card game")])
def test_a_save_with_an_unknown_field_is_refused_naming_it_and_the_title_for_another_game(name, title):
    saved = json.loads(new_game(game=name, players=2, seed=3).to_json())
    with pytest.raises(BadSave, match="unknown field 'colour'"):
        load_game(json.dumps({**saved, "colour": 1}))
    other = "fresco_cards" if name == "azul_sp" else "azul_sp"
    module = azul_saves if name == "azul_sp" else card_saves
    with pytest.raises(BadSave, match=title):
        module.load(object, json.dumps({**saved, "game": other}))


def test_each_history_game_decides_and_applies_through_the_one_history_game():
    from fresco_nb.games.azul_sp.game import Game as AzulGame
    from fresco_nb.games.fresco_cards.game import Game as CardGame
    from fresco_nb.games.history import HistoryGame
    for game_class in (AzulGame, CardGame):
        assert issubclass(game_class, HistoryGame)
        own = set(vars(game_class))
        assert not own & {"legal_actions", "check", "_validate", "apply", "decision", "turn", "to_json", "log",
                          "_restart", "_settle_on", "_advance"}


def test_frescos_game_keeps_its_history_through_the_one_history_game():
    """Fresco's Game (planning at once, Leonardo's decisions made by a seat) is a HistoryGame too: undo, replay,
    clone, the decision due, check, apply, the restart, the draws, the log and saves are written once, in
    games/history.py; Fresco keeps only what differs (working out the decision and its legal actions, the automatic
    steps)."""
    from fresco_nb.games.fresco.rules import flow, game, legal
    from fresco_nb.games.history import HistoryGame
    assert issubclass(game.Game, HistoryGame)
    own = set(vars(game.Game)) | set(vars(legal.Listing)) | set(vars(flow.Flow))
    assert not own & {"undo", "_replay", "clone", "decision", "turn", "acting_for", "check", "apply", "log",
                      "to_json", "from_json", "_restart", "_draw", "_drawn"}


@pytest.mark.parametrize("name", ["fresco", "azul_sp", "fresco_cards"])
def test_each_game_draws_and_names_its_decision_through_the_one_history_game(name):
    """A draw is carried out by HistoryGame._draw through the game's chance module (pick, index_of, outcome,
    resolve), the same draw whether the stream picks it or it is given, and refused by HistoryGame._drawn when a
    seat makes it or it draws nothing there; the decision due is the kit's Decision."""
    from fresco_nb.games.history import Decision, HistoryGame
    game = new_game(game=name, players=2, seed=3, auto_chance=False)
    assert type(game)._draw is HistoryGame._draw and type(game)._drawn is HistoryGame._drawn
    draw = game.legal_actions()[0]
    assert (game.check(draw, seat=0).rule, game.check(draw, seat=0).key) == ("CHANCE", "draw_due")
    nothing = game.check(type(draw)("nothing-there"))
    assert (nothing.rule, nothing.key) == (type(game).DRAW_RULE, "draw_impossible")
    assert isinstance(game.decision, Decision) and type(game.decision).__name__ == "Decision"
    assert game.decision.kind == "chance" and game.decision.for_leonardo is False
    given = game.clone()
    game.apply(game.legal_actions()[-1])
    given.apply(str(game.history[-1][1]))
    assert given.history == game.history and given.log == game.log


@pytest.mark.parametrize("name", ["azul_sp", "fresco_cards"])
def test_each_history_game_checks_its_rulings_with_the_kits_check(name):
    import importlib

    from fresco_nb.games.common.checks import check_rulings
    settings = importlib.import_module(f"fresco_nb.games.{name}.settings")
    assert settings.check_rulings is check_rulings
    with pytest.raises(ValueError, match="unknown ruling 'nope'"):
        new_game(game=name, players=2, rulings={"nope": True})


@pytest.mark.parametrize("name", ["azul_sp", "fresco_cards"])
def test_each_history_games_action_codec_numbers_its_listed_actions_through_the_kits_codec(name):
    from fresco_nb.games import game_module
    from fresco_nb.games.codec import ListedCodec
    game = new_game(game=name, players=3, seed=5)
    codec = game_module(name).action_codec(game)
    assert isinstance(codec, ListedCodec) and "encode" not in vars(type(codec))
    seat = game.decision.seats[0]
    ids = codec.legal_ids(game, seat)
    assert [codec.encode(codec.decode(i)) for i in ids] == ids
    with pytest.raises(ValueError, match=f"outside 0..{codec.size - 1}"):
        codec.decode(codec.size)


@pytest.mark.parametrize("name, file", [("azul_sp", "tiles.toml"), ("fresco_cards", "cards.toml")])
def test_each_history_games_data_loader_reads_files_through_the_kits_reader(name, file, tmp_path):
    import importlib
    import shutil

    from fresco_nb.games.common.data_files import DataError, DataFile, shipped_folder
    data = importlib.import_module(f"fresco_nb.games.{name}.data")
    assert data.DataError is DataError
    assert data.shipped_folder() == shipped_folder(name) and shipped_folder(name).name == name
    with pytest.raises(DataError, match=r"\(folder\): not a data folder"):
        data.load_data(tmp_path / "nowhere")
    assert [c for c in vars(data).values() if isinstance(c, type) and issubclass(c, DataFile)]
    shipped = data.load_data().root
    shutil.copytree(shipped, tmp_path / "copy")
    (tmp_path / "copy" / file).write_text("= broken")
    with pytest.raises(DataError, match=f"^{file}: \\(file\\): TOML syntax error"):
        data.load_data(tmp_path / "copy")


@pytest.mark.parametrize("name", ["azul_sp", "fresco_cards"])
def test_each_history_games_observation_is_laid_out_by_the_kits_segments(name):
    from fresco_nb.games import game_module
    from fresco_nb.games.codec import SegmentedEncoder
    game = new_game(game=name, players=3, seed=2)
    encoder = game_module(name).observation_encoder(game)
    assert isinstance(encoder, SegmentedEncoder) and "layout" not in vars(type(encoder))
    segments = encoder.layout()
    assert all(start == before + size for (_, before, size), (_, start, _) in zip(segments, segments[1:]))
    assert encoder.size == segments[-1][1] + segments[-1][2] == len(encoder.encode(game.view("public")))
