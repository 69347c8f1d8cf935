"""The rules core of Fresco: state, actions, the game loop and one module per part of the rulebook.

The expansion modules are imported first: each plugs itself in (:mod:`.plugins`) before any game is made."""
from . import modules  # noqa: F401  (plugs in the expansion modules, R-MOD-1)
