"""Setup (R-SET; two players R-LEO-1, R-LEO-2; modules R-POR-1, R-REQ-1, R-BLD-1): players, fresco, market, and the draws that remain to be made."""
from __future__ import annotations

from ..data import PAINTS
from . import leonardo
from .state import PAINT_INDEX, START_KEY, PlayerState, State, Tables


def new_state(tables: Tables, names: list[str], record: bool = True) -> State:
    """The table before any draw: resources handed out (R-SET-7, R-SET-8), centre tile placed
    (R-SET-5), and the draws queued for start spaces, fresco parts and stalls (R-SET-2, R-SET-4)."""
    data = tables.data
    start_paints = [0] * len(PAINTS)
    for paint in data.start_paints:
        start_paints[PAINT_INDEX[paint]] += 1
    players = [PlayerState(seat, name, data.start_thalers, start_paints[:], data.mood.start, tables.vp_sources)
               for seat, name in enumerate(names)]
    if tables.leonardo:
        players.append(PlayerState(len(players), leonardo.NAME, 0, [0] * len(PAINTS), data.mood.start,
                                   tables.vp_sources, automaton=True))
    s = State(tables, players, record)
    tiles = tables.fresco_tiles
    centre_value = data.blend_centre_value if tables.blends else data.centre_value
    centre = next(i for i, t in enumerate(tiles) if t.value == centre_value and t.blend == tables.blends)
    s.fresco[12] = centre
    s.bishop = 12
    s.fresco_pool = [i for i in range(len(tiles)) if i != centre]
    s.note("R-SET-5", "centre", centre)
    s.draws = [("start", k) for k in range(1, len(names) + 1)]
    if tables.leonardo:
        players[-1].pos = START_KEY + len(players)
        s.note("R-LEO-2", "leonardo_setup", len(players))
    if tables.blends:
        s.draws += [("remove", 0)] * data.blend_removed_base_tiles
    s.draws += [("fresco", part) for part in range(25) if part != 12]
    s.bag = list(range(len(tables.market_tiles)))
    for stall, size in enumerate(tables.stall_sizes):
        s.draws += [("stall", stall)] * size
    for module in tables.plugged:
        if module.setup:
            module.setup(s)
    return s


def finish_setup(s: State) -> None:
    """After the setup draws: the modules' steps (the first portraits turned up, R-POR-1), and the Leonardo tile
    to the player who chooses first, the rearmost (R-LEO-3)."""
    for module in s.tables.plugged:
        if module.setup_done:
            module.setup_done(s)
    if s.tables.leonardo:
        s.leo_starter = min((p for p in s.players if not p.automaton), key=lambda p: p.pos).seat
