"""The board's words, from the Azul catalogue (``texts/<lang>/azul_sp.toml``, ``[phrases] azul_board_…`` and the
colour names ``azul_colour_…``), so that a translation words the board too; spaces and structures are named as the
log names them (:mod:`..explain`)."""
from __future__ import annotations

from ....texts import Catalogue
from ....texts.numbers import Wording
from ..explain import space_names


def say(key: str, **values) -> str:
    """The board's text ``key`` (``[phrases] azul_board_<key>``) filled with ``values``."""
    catalogue = Catalogue.load()
    try:
        text = catalogue.phrases["azul_board_" + key]
    except KeyError:
        raise KeyError(f"texts/en/azul_sp.toml: no [phrases] azul_board_{key}") from None
    return Wording(catalogue.grammar).format(text, **values)


def space_looks(game) -> dict[str, str]:
    """What a click on each space of a player board says, by space id: the space in the log's words and its price
    (A-PLACE-5, A-VAR-2)."""
    names, t = space_names(game.state), game.tables
    return {sid: say("look_space", space=names[sid], cost=cost) for sid, cost in zip(t.space_ids, t.cost)}


def colour_name(colour: str) -> str:
    """A tile colour's name in the catalogue's language (the data's own name if it has none)."""
    return Catalogue.load().phrases.get("azul_colour_" + colour, colour)
