"""The members of the game protocol that games share (the end of fresco_nb/games/protocol.py): a game's protocol
module takes them by name, and its own modules' members are imported only when first asked."""
from __future__ import annotations

import subprocess
import sys

import pytest

from fresco_nb.games import GAMES, game_module, new_game
from fresco_nb.games.protocol import deferred, public_entry, refuse_unknown_options


def test_a_deferred_member_imports_the_games_module_only_when_first_asked():
    code = ("import sys; from fresco_nb.games import game_module; module = game_module('azul_sp'); "
            "assert 'fresco_nb.games.azul_sp.live_board' not in sys.modules; board = module.live_board(); "
            "assert 'fresco_nb.games.azul_sp.live_board' in sys.modules and module.live_board() is board; "
            "assert module.live_board.__doc__ == '``live_board:LIVE_BOARD`` of ``fresco_nb.games.azul_sp``, "
            "imported when first asked.'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_deferred_member_calls_what_it_names_with_its_arguments_or_returns_it():
    assert deferred("fresco_nb", "games:game_module", call=True)("azul_sp") is game_module("azul_sp")
    assert deferred("fresco_nb", "games:GAMES", call=False)() is GAMES
    assert list(deferred("fresco_nb", "games:GAMES.keys", call=True)()) == list(GAMES)
    assert deferred("fresco_nb.games", "schema", call=False)().__name__ == "fresco_nb.games.schema"
    with pytest.raises(TypeError):
        deferred("fresco_nb", "games:GAMES", call=False)("azul_sp")       # a value takes no arguments


@pytest.mark.parametrize("name", list(GAMES))
def test_an_unknown_option_is_refused_naming_it_and_the_games_options(name):
    module = game_module(name)
    known = f"; its options are {', '.join(module.OPTIONS)}" if module.OPTIONS else ""
    with pytest.raises(ValueError, match=f"^{module.TITLE} has no option 'colour'{known}$"):
        module.parse_options({"colour": "red"})


def test_refusing_unknown_options_passes_the_known_ones():
    refuse_unknown_options("Azul", {"side": "grey"}, {"side": "coloured"})
    with pytest.raises(ValueError, match="^Azul has no option 'x'; its options are side$"):
        refuse_unknown_options("Azul", {"side": "grey", "x": 1}, {"side": "coloured"})


@pytest.mark.parametrize("name", list(GAMES))
def test_seats_leaders_and_a_public_step_answer_for_every_game(name):
    module = game_module(name)
    game = new_game(game=name, players=2, seed=4)
    assert module.seats(game) == 2 and set(module.leaders(game)) <= set(range(len(game.names)))
    seat = game.turn.seats[0]
    action = game.legal_actions(seat)[0]
    assert public_entry(game, seat, action) == (f"P{seat + 1} {action}", None, "")
    assert public_entry(game, None, action) == (str(action), None, "")
