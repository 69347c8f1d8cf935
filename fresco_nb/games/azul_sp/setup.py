"""Setup (A-SET): players, boards, scores, the marker in the centre, and the draws that fill the supply and the
factories."""
from __future__ import annotations

from .state import PlayerState, State, Tables


def new_state(tables: Tables, names: list[str], start_seat: int, record: bool = True) -> State:
    """The table before any draw: one board and score marker per player on its side (A-SET-1), scores at the
    start space (A-SET-4), every tile in the bag (A-SET-5), the marker in the centre and the tower empty
    (A-SET-6), the round-1 start player (A-SET-7); the draws queued, supply first, then factory 1..F (A-SET-5,
    A-RUL-8)."""
    data = tables.data
    players = [PlayerState(seat, name, tables) for seat, name in enumerate(names)]
    s = State(tables, players, start_seat, record)
    s.note("A-SET-1", "setup", len(players), tables.side)
    s.note("A-SET-2", "factories", tables.factories)
    s.note("A-SET-3", "first_round", s.wild)
    s.note("A-SET-4", "start_score", data.start_score)
    s.note("A-SET-7", "start_player", start_seat)
    s.draws = [("supply", space) for space in range(len(s.supply))]
    s.draws += [("factory", f) for f in range(tables.factories) for _ in range(data.factory_size)]
    return s
