"""The stepper: play a game of Fresco step by step in a notebook, bots and human teams at the table.

>>> from fresco_nb.widgets import Stepper
>>> s = Stepper(players=4, seed=1, controllers=["human", "greedy", "greedy", "random"], names="Anna,Ben,Cleo,Dario")
>>> s                     # Stepper(players=4, seed=1, round=1, phase='wake', decisions=0)
>>> s.projector()         # the public table only, large print: open it in its own window on the projector
>>> s.step_round()        # bots decide; stepping stops at a human's decision (click on the board)
>>> s.undo(); s.jump(20)  # take back a decision; replay to any point of the game
>>> s.save("class.json")  # next lesson: Stepper.from_file("class.json")

One module per panel: :mod:`.controls` (new game, save/resume, controllers), :mod:`.curtain` (hot seat),
:mod:`.autoplay`, :mod:`.log` (rule texts as tooltips, click to jump), :mod:`.projector`, :mod:`.saving`,
:mod:`.settings`, :mod:`.status`, :mod:`.words` (every label and message, from the texts catalogue); :mod:`.stepper` drives the game and keeps them up to date.
"""
from .log import LOG_LINES
from .settings import HUMAN, controller_names
from .stepper import Stepper

__all__ = ["HUMAN", "LOG_LINES", "Stepper", "controller_names"]
