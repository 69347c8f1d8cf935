"""Phase 1: wake-up time and mood (R-WAKE, R-MOOD), and the start of each round (R-END-1)."""
from __future__ import annotations

from . import leonardo
from .actions import WakeUp
from .errors import IllegalAction
from .state import State


def begin_round(s: State) -> None:
    """Start the next round: last-round check (R-END-1), then wake-up choices in score order (R-WAKE-1)."""
    s.round += 1
    left = s.tiles_left()
    s.last_round = left <= s.tables.data.last_round_tiles or s.portraits_final
    s.note("R-WAKE-1", "round", s.round, left)
    if left <= s.tables.data.last_round_tiles:
        s.note("R-END-1", "last_round", left, s.tables.data.last_round_tiles)
    elif s.last_round:
        s.note("R-POR-5", "last_round_portraits")
    if s.tables.leonardo:
        s.note("R-LEO-3", "leonardo_tile", leonardo.controller(s))
    s.phase = "wake"
    s.wake_queue = sorted(range(len(s.players)), key=lambda seat: s.players[seat].pos)
    for p in s.players:
        p.plan = None
        p.took_portrait = p.jumped = p.fulfilled = False


def options(s: State, seat: int) -> list[WakeUp]:
    """Every wake-up slot nobody has taken this round (R-WAKE-2)."""
    taken = {p.inn for p in s.players}
    return [WAKE[i] for i in range(len(s.tables.inn)) if i not in taken]


def why_not(s: State, seat: int, action) -> IllegalAction:
    """Why this wake-up slot, which is not among the legal actions, is refused: the IllegalAction naming the rule."""
    slot = action.slot
    if not isinstance(slot, int) or not 0 <= slot < len(s.tables.inn):
        typed = slot + 1 if isinstance(slot, int) else repr(slot)         # "wake 9" is WakeUp(8)
        return IllegalAction("R-WAKE-2", "wake_slot_unknown", slot=typed, slots=len(s.tables.inn))
    holder = next(p for p in s.players if p.inn == slot)
    return IllegalAction("R-WAKE-2", "wake_slot_taken", time=s.tables.inn[slot].time, name=holder.name)


def apply(s: State, seat: int, action: WakeUp) -> None:
    """Take the slot, move the mood marker (R-MOOD-1) and set this round's apprentices (R-MOOD-2)."""
    p = s.players[seat]
    slot = s.tables.inn[action.slot]
    p.inn = action.slot
    s.wake_queue.remove(seat)
    if p.automaton:
        s.note("R-LEO-4", "leonardo_wake", seat, action.slot, leonardo.controller(s))
    else:
        s.note("R-WAKE-3", "wake", seat, action.slot)
        _mood(s, p, slot)
    if not s.wake_queue:
        s.order = sorted(range(len(s.players)), key=lambda q: s.players[q].inn)
        s.phase = "plan"
        s.note("R-WAKE-3", "action_order", tuple(s.order))
        if s.tables.leonardo:
            s.players[s.leonardo].plan = leonardo.fixed_plan(s)


def _mood(s: State, p, slot) -> None:
    """Move the mood marker (R-MOOD-1) and set this round's apprentices by its zone (R-MOOD-2)."""
    seat = p.seat
    old = p.mood
    p.mood = min(s.tables.mood_top, max(0, p.mood + slot.mood))
    if p.mood != old or slot.mood:
        s.note("R-MOOD-1", "mood", seat, old, p.mood, slot.mood)
    zone = s.tables.mood_zones[p.mood]
    p.apprentices = s.tables.data.apprentices + zone
    s.note("R-MOOD-2", "apprentices", seat, p.apprentices, zone)


WAKE = tuple(WakeUp(i) for i in range(12))
