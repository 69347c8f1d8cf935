"""What a seat, the projector and a teacher see (A-HID): everything is public but the order of future draws.

Every seat's view equals the public view (A-HID-4); the tower's and the bag's contents are counted, as everyone
can work them out (A-HID-2, A-HID-3). Only ``"full"`` adds the pending draws.
"""
from __future__ import annotations

from .state import EMPTY, State

PUBLIC, FULL = "public", "full"


def view(s: State, who) -> dict:
    """The table as plain data: colours and spaces by their names, holdings as {colour: count}."""
    t = s.tables
    names = t.colours

    def counts(tiles: list[int]) -> dict[str, int]:
        return {names[c]: n for c, n in enumerate(tiles) if n}

    found = {
        "game": "azul_sp", "side": t.side, "round": s.round, "rounds": t.data.rounds, "wild": names[s.wild],
        "phase": s.phase, "turn": None if s.phase == "over" else s.current, "start_seat": s.start_seat,
        "marker": s.marker, "factories": [counts(f) for f in s.factories], "centre": counts(s.centre),
        "supply": [None if c == EMPTY else names[c] for c in s.supply], "owed": s.owed,
        "tower": counts(s.tower), "bag": counts(s.bag),
        "players": [{"seat": p.seat, "name": p.name, "score": p.score, "vp": dict(p.vp), "hand": counts(p.hand),
                     "corners": counts(p.corners), "passed": p.passed, "bonus_tiles": p.bonus_tiles,
                     "board": {t.space_ids[i]: names[c] for i, c in enumerate(p.board) if c != EMPTY}}
                    for p in s.players],
    }
    if who == FULL:
        found["draws_pending"] = [list(d) for d in s.draws]
    return found
