"""The errors of Azul's rules core: the kit's refusal (``IllegalAction(rule, key, **values)``, its reason worded by the
catalogue ``texts/<lang>/errors.toml`` only when read), an unreadable action text (rule ACTION-FORM) and a bad save.

They are the kit's classes (:mod:`fresco_nb.games.common.errors`), raised by every game's core, so that the kit's widgets and server, which catch them, answer a
refused Azul action as they answer a refused Fresco one.
"""
from ..common.errors import BadSave, IllegalAction, Phrase, UnreadableAction

__all__ = ["BadSave", "IllegalAction", "Phrase", "UnreadableAction"]
