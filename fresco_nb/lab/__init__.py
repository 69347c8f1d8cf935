"""The lab: batch simulation and results tables, on the public API."""
from .simulate import play_game, simulate, result_row

__all__ = ["play_game", "simulate", "result_row"]
