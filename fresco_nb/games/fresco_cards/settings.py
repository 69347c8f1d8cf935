"""The settings of a game of the card game, checked: players, seed, names, start seat, rulings and the switches.

``new_game(...)`` and saved games go through the same checks; a bad value raises TypeError or ValueError naming the
argument and what is expected.
"""
from __future__ import annotations

import random
from typing import NamedTuple

from ..common.checks import (check_names, check_rulings, check_seed, check_switch,  # noqa: F401 (the kit's)
                             show)
from ..common.checks import whole_number as _whole

RULINGS = {                              # the ⚖ rulings (new_game's rulings=): each switch's default
    "refill_from_zero": True,            # an empty hand refills to 3 too; False: the literal "1 or 2"
    "eager_reshuffle": False,            # True reshuffles a discard as soon as its deck empties
    "favourite_per_fresco": False,       # True replaces the favourite tile after each fresco using it
    "favourite_by_card_colours": False,  # True counts the printed paint of every card shown
    "workshop_face_up": False,           # True lays the workshop piles face up, their top cards public
    "mix_needs_one_mixing_card": False,  # True lets a mixing card mix with a plain market card
}
# the rule each ruling settles; its words: texts/en/fresco_cards.toml [rulings]
RULING_RULES = {"refill_from_zero": "C-RUL-1", "eager_reshuffle": "C-RUL-4", "favourite_per_fresco": "C-RUL-12",
                "favourite_by_card_colours": "C-RUL-13", "workshop_face_up": "C-RUL-6",
                "mix_needs_one_mixing_card": "C-RUL-21"}


class Settings(NamedTuple):
    """A game's checked settings."""
    players: int
    seed: int
    names: list[str]
    start_seat: int
    rulings: dict[str, bool]
    auto_chance: bool
    record: bool


def checked(players, seed, names, start_seat, rulings, auto_chance, record) -> Settings:
    """Every setting checked (TypeError / ValueError naming the argument); ``start_seat`` None is drawn from the
    seed (C-SET-7)."""
    players = _whole(players, range(2, 5), "players (C-SET-1: the card game is played by 2, 3 or 4)")
    seed = check_seed(seed)
    if start_seat is None:
        start_seat = random.Random(f"fresco_cards:{seed}:start").randrange(players)
    start_seat = _whole(start_seat, range(players), "start_seat (C-SET-7: the start player, a seat)")
    return Settings(players, seed, check_names(names, players), start_seat, check_rulings(rulings, RULINGS),
                    check_switch("auto_chance", auto_chance), check_switch("record", record))
