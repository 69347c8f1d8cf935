"""The stepper takes the game's ruling switches (``rulings=``), in the kernel, for every game of the kit: they reach
the game (``Game.rulings``), a bad one is refused by the game with its error naming the ruling and the game on the
board stays, "New game" keeps them (another game starts from its own defaults), and a save carries them back."""
from __future__ import annotations

import pytest

from fresco_nb.widgets.stepper import Stepper

SWITCHES = [          # (game, players, a switch whose default is False)
    ("fresco", 3, "leonardo_can_win"),
    ("azul_sp", 2, "bonus_shortage_from_bag"),
    ("fresco_cards", 2, "workshop_face_up"),
]


@pytest.mark.parametrize("game, players, switch", SWITCHES)
def test_rulings_reach_the_game_and_are_kept_across_new_games(game, players, switch):
    stepper = Stepper(game=game, players=players, seed=2, rulings={switch: True})
    assert stepper.game.rulings[switch] is True and stepper.rulings[switch] is True
    stepper.step()
    stepper.new_game(seed=3)                                    # what the "New game" button does
    assert stepper.game.rulings[switch] is True and stepper.game.seed == 3
    stepper.new_game(rulings={switch: False})
    assert stepper.game.rulings[switch] is False
    default = Stepper(game=game, players=players, seed=2)
    assert default.game.rulings[switch] is False


@pytest.mark.parametrize("game, players, switch", SWITCHES)
def test_a_bad_ruling_names_itself_and_the_game_stays(game, players, switch):
    stepper = Stepper(game=game, players=players, seed=2, rulings={switch: True})
    stepper.step()
    before = stepper.game.to_json()
    with pytest.raises(ValueError, match="unknown ruling 'no_such_switch'"):
        stepper.new_game(rulings={"no_such_switch": True})
    with pytest.raises(TypeError, match=f"ruling {switch} must be True or False"):
        stepper.new_game(rulings={switch: "yes"})
    assert stepper.game.to_json() == before and stepper.rulings[switch] is True
    with pytest.raises(ValueError, match="unknown ruling 'no_such_switch'"):
        Stepper(game=game, players=players, rulings={"no_such_switch": True})


@pytest.mark.parametrize("game, players, switch", SWITCHES)
def test_a_save_carries_the_rulings_back(game, players, switch, tmp_path):
    stepper = Stepper(game=game, players=players, seed=2, rulings={switch: True})
    stepper.step()
    path = stepper.save(tmp_path / "class.json")
    other = Stepper(game=game, players=players, seed=5)
    other.resume(path)
    assert other.game.rulings[switch] is True and other.rulings[switch] is True
    assert other.game.to_json() == stepper.game.to_json()
    other.new_game(seed=9)                                      # a new game after resuming keeps them too
    assert other.game.rulings[switch] is True


def test_another_game_starts_from_its_own_default_rulings():
    stepper = Stepper(game="fresco_cards", players=2, rulings={"workshop_face_up": True})
    stepper.new_game(game="azul_sp", players=2)
    assert stepper.game.rulings["bonus_shortage_from_bag"] is False and "workshop_face_up" not in stepper.rulings


def test_rulings_that_are_not_a_dict_are_refused_by_the_game():
    stepper = Stepper(game="fresco_cards", players=2)
    with pytest.raises(TypeError, match="rulings must be a dict of"):
        stepper.new_game(rulings=["workshop_face_up"])
