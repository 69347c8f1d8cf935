"""The stepper's settings, checked: controllers, viewers and names per seat (kept across new games)."""
from __future__ import annotations

import numbers

from ...arguments import names as _names
from ...bots import bots_for
from ...games import DEFAULT_GAME
from .words import say

HUMAN = "human"
SEATS = 4                      # the most players; names and controllers are kept for every seat
DEFAULT_CONTROLLER = "greedy"
VIEWERS = ("public", "full", "auto")


def controller_names(game: str = DEFAULT_GAME) -> list[str]:
    """The controllers a seat of ``game`` can have: a human (clicks on the board) or any bot that plays it."""
    return [HUMAN] + sorted(bots_for(game))


def controller_label(name: str) -> str:
    """A controller as the widgets name it: a bot by its name, a human team in the widget language."""
    return say("human") if name == HUMAN else name


def check_controller(name, game: str = DEFAULT_GAME) -> None:
    """ValueError unless ``name`` is "human" or a bot that plays ``game``."""
    if name not in controller_names(game):
        raise ValueError(f"unknown controller {name!r}; controllers are {', '.join(controller_names(game))}")


def checked_controllers(controllers, players: int, game: str = DEFAULT_GAME) -> list[str]:
    """One known controller name of ``game`` per player (a list, or one comma-separated text)."""
    controllers = list(_names("controllers", controllers))
    if len(controllers) != players:
        raise ValueError(f"controllers: give one per player ({players}), each one of "
                         f"{', '.join(controller_names(game))}; got {controllers!r}")
    for name in controllers:
        check_controller(name, game)
    return controllers


def checked_who(who, players: int):
    """A board viewer: "public", "full", "auto" or a player's seat."""
    if isinstance(who, str) and who in VIEWERS:
        return who
    if isinstance(who, numbers.Integral) and not isinstance(who, bool) and 0 <= who < players:
        return int(who)
    error = ValueError if isinstance(who, (str, numbers.Integral)) and not isinstance(who, bool) else TypeError
    raise error(f"who must be 'public', 'full', 'auto' or a seat 0..{players - 1}, not {who!r}")


def checked_names(names, players: int) -> list[str] | None:
    """None, or one name per player (a list or one comma-separated text); the core checks each name."""
    if names is None:
        return None
    names = list(_names("names", names))
    if len(names) != players:
        raise ValueError(f"names: give one per player ({players}), e.g. 'Anna, Ben'; got {names!r}")
    return names


def per_seat(kept: list, given: list | None, players: int) -> list:
    """``kept`` (one value per seat of :data:`SEATS`) with the first ``players`` replaced by ``given``."""
    return list(given) + kept[players:] if given is not None else list(kept)
