"""Module 2 — Bishop's requests (R-REQ): fulfil a request with a workshop apprentice, and its income."""
from __future__ import annotations

from ...data import PRIMARY, REQUEST_KINDS
from ..actions import ChoosePaint, FulfilRequest, Pass
from ..errors import IllegalAction
from ..flow import forgo
from ..plugins import DecisionRules, Module, plug_in
from ..scoring import score
from ..state import PAINT_INDEX, State

CHOOSE = tuple(ChoosePaint(p) for p in PRIMARY)


def lay_stacks(s: State) -> None:
    """The request stacks by kind, lowest value at the bottom, top last (R-REQ-1)."""
    tiles = s.tables.data.requests
    s.request_stacks = {kind: sorted((i for i, t in enumerate(tiles) if t.kind == kind), key=lambda i: tiles[i].vp)
                        for kind in REQUEST_KINDS}


def _eligible(s: State, seat: int, kind: str) -> list[int]:
    """The player's uncovered fresco tiles that meet a request of ``kind`` (R-REQ-3, R-REQ-4)."""
    tiles = s.tables.fresco_tiles
    own = s.players[seat].tiles
    return own if kind == "general" else [t for t in own if kind in tiles[t].spots]


def _stackings(s: State, eligible: list[int]) -> list[tuple[int, ...]]:
    """Distinct choices of tiles to stack: tiles with the same back spots are interchangeable."""
    need = s.tables.data.request_tiles_needed
    tiles = s.tables.fresco_tiles
    found: dict[tuple, tuple[int, ...]] = {}

    def pick(start, chosen):
        if len(chosen) == need:
            found.setdefault(tuple(sorted(tiles[t].spots for t in chosen)), tuple(chosen))
            return
        seen = set()
        for i in range(start, len(eligible)):
            spots = tiles[eligible[i]].spots
            if spots not in seen:
                seen.add(spots)
                pick(i + 1, chosen + [eligible[i]])

    pick(0, [])
    return list(found.values())


def options(s: State, seat: int, room: bool = True) -> list[FulfilRequest]:
    """Each request the player meets, with each distinct choice of 3 tiles (one per round, R-REQ-2)."""
    p = s.players[seat]
    if p.fulfilled or not room:
        return []
    ids = s.tables.fresco_tiles
    found = []
    for kind, stack in s.request_stacks.items():
        if stack:
            eligible = _eligible(s, seat, kind)
            if len(eligible) >= s.tables.data.request_tiles_needed:
                found.extend(FulfilRequest(kind, tuple(ids[t].id for t in chosen))
                             for chosen in _stackings(s, eligible))
    return found


def workshop_options(s: State, seat: int) -> list[FulfilRequest]:
    """The requests a player meets with a workshop apprentice that has not mixed yet (R-REQ-2)."""
    if not s.request_stacks:
        return []
    return options(s, seat, room=s.remaining >= s.tables.data.mixes_per_apprentice)


def why_not(s: State, seat: int, action: FulfilRequest) -> IllegalAction:
    """Why fulfilling this request, which is not among the legal actions, is refused: the IllegalAction naming
    the rule."""
    p = s.players[seat]
    need = s.tables.data.request_tiles_needed
    if "requests" not in s.tables.modules:
        return IllegalAction("R-MOD-1", "requests_not_played")
    if action.kind not in REQUEST_KINDS:
        return IllegalAction("R-REQ-1", "request_kind", kind=repr(action.kind))
    if p.fulfilled:
        return IllegalAction("R-REQ-2", "request_done", name=p.name)
    if not s.request_stacks[action.kind]:
        return IllegalAction("R-REQ-1", "request_none_left", kind=action.kind)
    if s.remaining < s.tables.data.mixes_per_apprentice and not p.automaton:
        return IllegalAction("R-REQ-2", "request_apprentice")
    ids = {s.tables.fresco_tiles[t].id: t for t in _eligible(s, seat, action.kind)}
    tiles = action.tiles
    if not isinstance(tiles, tuple) or not all(isinstance(t, str) for t in tiles) or len(set(tiles)) != need \
            or len(tiles) != need:
        return IllegalAction("R-REQ-3", "request_tiles", need=need)
    missing = [t for t in action.tiles if t not in ids]
    rule = "R-REQ-3" if action.kind == "general" else "R-REQ-4"
    key = "request_not_uncovered" if action.kind == "general" else "request_not_uncovered_spot"
    return IllegalAction(rule, key, tiles=", ".join(map(str, missing)), name=p.name, kind=action.kind)


def any_tiles(s: State, seat: int, action: FulfilRequest, legal) -> FulfilRequest | None:
    """The request stacking any 3 of the player's eligible tiles, when a request of that kind is legal now
    (R-REQ-3, R-REQ-4): the legal list names one choice per combination of backs, but the player may stack
    any tiles; None if the tiles are not 3 different eligible tiles of his."""
    if not any(isinstance(a, FulfilRequest) and a.kind == action.kind for a in legal):
        return None
    tiles = action.tiles
    ids = {s.tables.fresco_tiles[t].id for t in _eligible(s, seat, action.kind)}
    if not isinstance(tiles, tuple) or len(tiles) != s.tables.data.request_tiles_needed \
            or len(set(tiles)) != len(tiles) or not all(isinstance(t, str) and t in ids for t in tiles):
        return None
    return FulfilRequest(action.kind, tiles)


def fulfil(s: State, seat: int, action: FulfilRequest) -> None:
    """Take the top request, score it, stack the 3 tiles under it (R-REQ-3, R-REQ-4)."""
    p = s.players[seat]
    index = s.request_stacks[action.kind].pop()
    by_id = {s.tables.fresco_tiles[t].id: t for t in p.tiles}
    covered = tuple(by_id[t] for t in action.tiles)
    for t in covered:
        p.tiles.remove(t)
    p.fulfilled = True
    vp = s.tables.data.requests[index].vp
    if p.automaton:
        p.gone.extend(covered)
        s.remaining = 0
        s.note("R-LEO-9", "leonardo_request", seat, index, covered)
    else:
        p.requests.append((index, covered))
        s.remaining -= s.tables.data.mixes_per_apprentice
        s.note("R-REQ-3" if action.kind == "general" else "R-REQ-4", "request", seat, index, covered)
    score(s, seat, {"requests": vp})


def income(s: State, seat: int) -> None:
    """Pay each fulfilled special request's thaler and paint; queue the general requests still to be paid
    (their paint is a primary of the owner's choice, R-REQ-5)."""
    p = s.players[seat]
    tiles = s.tables.data.requests
    for index, _ in p.requests:
        if tiles[index].kind == "general":
            s.income_queue.append((seat, index))
            continue
        p.thalers += s.tables.data.request_income_thalers
        p.paints[PAINT_INDEX[tiles[index].kind]] += 1
        s.note("R-REQ-5", "request_income", seat, index, tiles[index].kind)


def choose_options(s: State, seat: int) -> tuple[ChoosePaint, ...]:
    """The three primaries a general request can pay."""
    return CHOOSE


def choose_why_not(s: State, seat: int, action: ChoosePaint) -> IllegalAction:
    """Why this paint, which is not among the legal choices, is refused as a general request's income (R-REQ-5)."""
    return IllegalAction("R-REQ-5", "request_paint", paint=repr(action.paint))


def choose(s: State, seat: int, action: ChoosePaint) -> None:
    """Pay a general request: its thalers and the chosen primary (R-REQ-5)."""
    p = s.players[seat]
    index = s.income_queue.pop(0)[1]
    p.thalers += s.tables.data.request_income_thalers
    p.paints[PAINT_INDEX[action.paint]] += 1
    s.note("R-REQ-5", "request_income", seat, index, action.paint)


MODULE = plug_in(Module(
    "requests",
    decisions={("income", False): DecisionRules(choose_options, choose_why_not, {ChoosePaint: choose}, False,
                                                "R-REQ-5"),
               ("workshop", True): DecisionRules(options, why_not, {FulfilRequest: fulfil, Pass: forgo}, True,
                                                 "R-LEO-9", match={FulfilRequest: any_tiles})},
    extras={("workshop", False): DecisionRules(workshop_options, why_not, {FulfilRequest: fulfil}, True, "R-ACT-2",
                                               match={FulfilRequest: any_tiles})},
    setup=lay_stacks, income=income))
