"""Helpers for the teaching notebooks, kept out of the students' sight: questions whose answers are checked
with a reason and a rule ID (:mod:`.questions`, imported as ``ask``), the lesson's example game played by bots
to any decision (:mod:`.lesson`), and the pick of a typical game from many simulated ones (:mod:`.typical`,
also a command: ``python -m fresco_nb.course.typical``).

Everything goes through the public API of ``fresco_nb``: the rules core decides, these helpers show it.
"""
from . import questions as ask
from .lesson import NAMES, Lesson, Rules, rules

__all__ = ["ask", "Lesson", "NAMES", "Rules", "rules"]
