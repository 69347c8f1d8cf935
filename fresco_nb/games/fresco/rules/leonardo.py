"""Two players: Leonardo, the imaginary third painter — a rules automaton whose choices the holder of
the Leonardo tile makes (R-LEO)."""
from __future__ import annotations

from .actions import RestorePart, part_name
from .cathedral import RESTORE, bonus, points
from .errors import IllegalAction
from .market import CLOSE
from .scoring import score
from .state import State

NAME = "Leonardo"
ORTHOGONAL = tuple(tuple(q for q in (p - 5, p + 5) if 0 <= q < 25)
                   + tuple(q for q in (p - 1, p + 1) if 0 <= q < 25 and q // 5 == p // 5) for p in range(25))


def controller(s: State) -> int:
    """The seat holding the Leonardo tile this round: the start player in odd rounds, the other in even (R-LEO-3)."""
    return s.leo_starter if s.round % 2 == 1 else 1 - s.leo_starter


def fixed_plan(s: State) -> tuple[int, ...]:
    """Leonardo's action board: market and cathedral, plus studio / workshop with Portraits / Requests;
    no cathedral apprentice in the last round (R-LEO-2, R-LEO-7, R-LEO-9)."""
    modules = s.tables.modules
    return (1, 0 if s.last_round else 1, 1 if "portraits" in modules else 0, 1 if "requests" in modules else 0, 0)


def market_options(s: State, seat: int) -> list:
    """Leonardo never buys: he must close one stall that holds tiles (R-LEO-5)."""
    return [CLOSE[i] for i, stall in enumerate(s.stalls) if stall]


def targets(s: State) -> list[int]:
    """Parts Leonardo may restore: an orthogonal neighbour of his painter holding a tile, else the
    lowest-value tiles anywhere (R-LEO-6)."""
    near = [q for q in ORTHOGONAL[s.leo_part] if s.fresco[q] >= 0]
    if near:
        return sorted(near)
    values = s.tables.fresco_value
    left = [q for q in range(25) if s.fresco[q] >= 0]
    if not left:
        return []
    lowest = min(values[s.fresco[q]] for q in left)
    return [q for q in left if values[s.fresco[q]] == lowest]


def cathedral_options(s: State, seat: int) -> list[RestorePart]:
    """The compulsory restoration's possible parts (R-LEO-6)."""
    return [RESTORE[q] for q in targets(s)]


def cathedral_why_not(s: State, seat: int, action) -> IllegalAction:
    """Why Leonardo cannot restore that part, which is not among his legal actions (R-LEO-6)."""
    return IllegalAction("R-LEO-6", "leonardo_part", parts=", ".join(part_name(q) for q in targets(s)))


def restore(s: State, seat: int, action: RestorePart) -> None:
    """He pays nothing, scores value + bishop bonus, keeps the tile; bishop and his painter move there (R-LEO-6)."""
    part = action.part
    tile = s.fresco[part]
    value = s.tables.fresco_value[tile]
    extra = bonus(s, part)
    how = "leonardo_restore" if part in ORTHOGONAL[s.leo_part] else "leonardo_jump"
    s.note("R-LEO-6", how, seat, part, tile, value, extra, s.leo_part, controller(s))
    s.fresco[part] = -1
    s.players[seat].tiles.append(tile)
    s.bishop = part
    s.leo_part = part
    s.remaining = 0
    score(s, seat, points(s, seat, tile, extra))


def close(s: State, seat: int, action) -> None:
    """Leonardo closes the stall the controller chose: its tiles go back into the bag (R-LEO-5)."""
    stall = s.stalls[action.stall]
    s.note("R-LEO-5", "leonardo_close", seat, action.stall, controller(s))
    s.bag.extend(stall)
    stall.clear()
    s.remaining = 0
