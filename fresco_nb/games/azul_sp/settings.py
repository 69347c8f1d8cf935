"""The settings of a game of Azul, checked: players, seed, names, side, start seat, rulings and the switches.

``new_game(...)`` and saved games go through the same checks; a bad value raises TypeError (wrong kind) or
ValueError (right kind, wrong value) naming the argument and what is expected.
"""
from __future__ import annotations

from typing import NamedTuple

from ..common.checks import (check_names, check_rulings, check_seed, check_switch, show,  # noqa: F401 (the kit's)
                             whole_number)
from .state import SIDES

RULINGS = {                                   # the ⚖ rulings (new_game's rulings=): each switch's default
    "start_passes_on_without_marker": False,  # nobody took the marker; False: the start player stays
    "bonus_optional_in_last_round": False,    # True is a house rule letting round 6's reward be declined
    "leftover_loss_before_bonuses": True,     # the corner loss (with the floor) before stars and numbers
    "bonus_shortage_from_bag": False,         # True draws the bonus tiles the supply lacks from the bag
}
# the rule each ruling settles; its words: texts/en/azul_sp.toml [rulings]
RULING_RULES = {"start_passes_on_without_marker": "A-RUL-1", "bonus_optional_in_last_round": "A-RUL-4",
                "leftover_loss_before_bonuses": "A-RUL-6", "bonus_shortage_from_bag": "A-RUL-2"}


class Settings(NamedTuple):
    """A game's checked settings."""
    players: int
    seed: int
    names: list[str]
    side: str
    start_seat: int
    rulings: dict[str, bool]
    auto_chance: bool
    record: bool


def checked(players, seed, names, side, start_seat, rulings, auto_chance, record) -> Settings:
    """Every setting checked (TypeError / ValueError naming the argument)."""
    players = check_players(players)
    return Settings(players, check_seed(seed), check_names(names, players), check_side(side),
                    check_start_seat(start_seat, players), check_rulings(rulings, RULINGS),
                    check_switch("auto_chance", auto_chance), check_switch("record", record))


def check_players(players) -> int:
    """2, 3 or 4 (A-SET-1)."""
    return whole_number(players, range(2, 5), "players (A-SET-1: Azul: Summer Pavilion is played by 2, 3 or 4)")


def check_side(side) -> str:
    """The boards' side: "coloured" (the base game) or "grey" (the variant, A-VAR-1)."""
    if side not in SIDES:
        raise ValueError(f"side must be one of {', '.join(SIDES)} (A-SET-1, A-VAR-1), not {show(side)}")
    return side


def check_start_seat(start_seat, players: int) -> int:
    """The start player of round 1, a seat (A-SET-7: the youngest)."""
    return whole_number(start_seat, range(players), "start_seat (A-SET-7: the start player of round 1, a seat)")
