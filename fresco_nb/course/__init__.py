"""Helpers for the teaching notebooks, kept out of the students' sight: questions whose answers are checked
with a reason and a rule ID (:mod:`.questions`), the lesson's example game played by bots to any decision
(:mod:`.lesson`), and the pick of a typical game from many simulated ones (:mod:`.typical`).

Everything goes through the public API of ``fresco_nb``: the rules core decides, these helpers show it.
"""
from . import questions as ask
from .lesson import NAMES, Lesson, Rules, rules
from .typical import TypicalGame, typical_game

__all__ = ["ask", "Lesson", "NAMES", "Rules", "rules", "TypicalGame", "typical_game"]
