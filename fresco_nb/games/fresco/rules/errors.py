"""The errors Fresco's rules core raises: the kit's errors of every game (:mod:`fresco_nb.games.common.errors`)."""
from ...common.errors import BadSave, IllegalAction, Phrase, UnreadableAction

__all__ = ["BadSave", "IllegalAction", "Phrase", "UnreadableAction"]
