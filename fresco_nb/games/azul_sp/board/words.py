"""The board's words, from the Azul catalogue (``texts/<lang>/azul_sp.toml``, ``[phrases] azul_board_…`` and the
colour names ``azul_colour_…``), so that a translation words the board too."""
from __future__ import annotations

from ....texts import Catalogue
from ....texts.numbers import Wording


def say(key: str, **values) -> str:
    """The board's text ``key`` (``[phrases] azul_board_<key>``) filled with ``values``."""
    catalogue = Catalogue.load()
    try:
        text = catalogue.phrases["azul_board_" + key]
    except KeyError:
        raise KeyError(f"texts/en/azul_sp.toml: no [phrases] azul_board_{key}") from None
    return Wording(catalogue.grammar).format(text, **values)


def phrase(key: str, **values) -> str:
    """Any phrase of the catalogue (``azul_kind_pillar`` ...) filled with ``values``."""
    catalogue = Catalogue.load()
    return Wording(catalogue.grammar).format(catalogue.phrases[key], **values)


def colour_name(colour: str) -> str:
    """A tile colour's name in the catalogue's language (the data's own name if it has none)."""
    return Catalogue.load().phrases.get("azul_colour_" + colour, colour)
