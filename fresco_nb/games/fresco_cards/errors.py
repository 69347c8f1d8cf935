"""The errors of the card game's rules core: the kit's refusal (``IllegalAction(rule, key, **values)``, worded by the
catalogue ``texts/<lang>/errors.toml`` only when read), an unreadable action text (rule ACTION-FORM) and a bad save.
They are the classes Fresco's and Azul's cores raise, so the kit's widgets and server answer all games alike."""
from ..common.errors import BadSave, IllegalAction, Phrase, UnreadableAction

__all__ = ["BadSave", "IllegalAction", "Phrase", "UnreadableAction"]
