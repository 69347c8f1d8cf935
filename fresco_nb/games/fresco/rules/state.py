"""Plain game state: every fact of a game in progress, and the tables it is played with.

:class:`Tables` is built once per game from the component data (``data/fresco/``) and
never changes; :class:`State` holds what changes.  Rule modules read and write
these plain fields; the public :class:`~fresco_nb.games.fresco.rules.game.Game` wraps them.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from itertools import product
from typing import NamedTuple

from ..data import PAINTS, PRIMARY, SECONDARY, GameData, check_data
from .actions import Draw, RestoreAltar
from .plugins import DRAWS, playing

PAINT_INDEX = {p: i for i, p in enumerate(PAINTS)}
N_PAINTS = len(PAINTS)
START_KEY = -10          # start space S_k is stored as position START_KEY + k (always < 1)
PAYABLE_KEPT = 20_000    # paint holdings whose payable tiles and altar sets a Tables remembers

# event log entries are tuples: (round, rule_id, code, *args); see explain.EVENTS


def need_of(paints) -> tuple[tuple[int, int], ...]:
    """Paint codes -> ((paint index, count), ...), the form affordability checks use."""
    counts: dict[int, int] = {}
    for p in paints:
        counts[PAINT_INDEX[p]] = counts.get(PAINT_INDEX[p], 0) + 1
    return tuple(sorted(counts.items()))


def can_pay(paints: list[int], need) -> bool:
    """True when a paint list covers a need."""
    for i, n in need:
        if paints[i] < n:
            return False
    return True


@dataclass(frozen=True)
class AltarSet:
    """One way to pay the altar: the paints, their need, the VP and which set it counts as."""
    paints: tuple[str, str, str]
    need: tuple[tuple[int, int], ...]
    vp: int
    kind: str            # "primary" or "mixed"
    secondaries: bool    # needs a non-primary paint


def altar_sets(data: GameData, blends: bool) -> tuple[AltarSet, ...]:
    """Every distinct paint triple accepted at the altar, with its best value (R-ALT-1, R-BLD-3)."""
    best: dict[tuple[str, ...], tuple[int, str]] = {}

    def offer(paints, vp, kind):
        key = tuple(sorted(paints, key=PAINT_INDEX.get))
        if key not in best or best[key][0] < vp:
            best[key] = (vp, kind)

    for choice in product(*[(p,) + SECONDARY for p in PRIMARY]):
        jokers = sum(1 for c, p in zip(choice, PRIMARY) if c != p)
        offer(choice, data.altar_primary_base + jokers * data.altar_secondary_joker, "primary")
    blend_bonus = data.altar_blend_jokers if blends else {}
    for choice in product(*[(s,) + tuple(blend_bonus) for s in SECONDARY]):
        offer(choice, data.altar_mixed_base + sum(blend_bonus.get(c, 0) for c in choice), "mixed")
    return tuple(AltarSet(k, need_of(k), vp, kind, any(p not in PRIMARY for p in k))
                 for k, (vp, kind) in sorted(best.items(), key=lambda kv: (kv[1][0], kv[0])))


BASE_VP_SOURCES = ("fresco", "bishop", "altar", "money")
VP_SOURCES = BASE_VP_SOURCES + ("portraits", "requests", "blends")   # then each module's, named as the module


class Tables:
    """The fixed tables of one game: component data resolved for its player count and modules (shared by the
    games of one setting; only :meth:`payable` remembers answers it has worked out)."""

    def __init__(self, data: GameData, players: int, modules: frozenset[str], rulings: dict):
        self.data = data
        self.players = players              # human players (2 adds Leonardo)
        self.modules = modules
        self.plugged = playing(modules)     # the plugged-in modules this game plays (plugins.Module)
        self.rulings = rulings
        self.leonardo = players == 2
        self.blends = "blends" in modules
        self.side = data.side_for(players)
        self.inn = self.side.inn
        self.stall_sizes = self.side.stall_sizes
        self.mood_zones = data.mood.zones
        self.mood_top = len(data.mood.zones) - 1
        removed = set(data.removed_for_3p) if players < 4 else set()
        self.vp_sources = tuple(source for source in VP_SOURCES if source in BASE_VP_SOURCES or source in modules)
        self.market_tiles = tuple(t for t in data.market_tiles if t.id not in removed)
        self.market_gain = tuple(need_of(t.paints) for t in self.market_tiles)
        self.fresco_tiles = data.fresco_tiles + (data.blend_tiles if self.blends else ())
        self.fresco_need = tuple(need_of(t.paints) for t in self.fresco_tiles)
        self.fresco_value = tuple(t.value for t in self.fresco_tiles)
        self.mixes = tuple((PAINT_INDEX[m.inputs[0]], PAINT_INDEX[m.inputs[1]], PAINT_INDEX[m.output], m.output)
                           for m in data.mixes if self.blends or not m.blend)
        self.altar = altar_sets(data, self.blends)
        self.altar_by_paints = {a.paints: a for a in self.altar}
        self.neighbours = tuple(frozenset(q for q in range(25)
                                          if q != p and abs(q // 5 - p // 5) <= 1 and abs(q % 5 - p % 5) <= 1)
                                for p in range(25))
        fresco_outcomes = tuple(Draw(t.id) for t in self.fresco_tiles)
        self.draw_outcomes = {                   # the outcome of a chance draw by its kind and pool index
            "start": tuple(Draw(f"P{seat + 1}") for seat in range(players)), "fresco": fresco_outcomes,
            "remove": fresco_outcomes, "stall": tuple(Draw(t.id) for t in self.market_tiles),
            **{kind: draws.outcomes(data) for kind, draws in DRAWS.items()}}
        self._most_needed = max(n for need in self.fresco_need + tuple(a.need for a in self.altar) for _, n in need)
        self._payable: dict[tuple[int, ...], tuple] = {}

    def payable(self, paints: list[int]) -> tuple[tuple[bool, ...], tuple[RestoreAltar, ...]]:
        """What a holding of paints pays for: a flag per fresco tile and the altar restorations it covers
        (R-CATH-1, R-ALT-1). Worked out once per distinct holding and remembered (the cathedral asks at every
        decision)."""
        key = tuple(paints)
        found = self._payable.get(key)
        if found is None:                       # a new holding: holding more of a paint than any need asks
            most = self._most_needed            # changes nothing, so holdings capped alike share one answer
            capped = tuple([n if n < most else most for n in key])
            found = self._payable.get(capped)
            if found is None:
                found = (tuple(can_pay(paints, need) for need in self.fresco_need),
                         tuple(RestoreAltar(a.paints) for a in self.altar if can_pay(paints, a.need)))
            if len(self._payable) >= PAYABLE_KEPT:
                self._payable.clear()
            self._payable[key] = self._payable[capped] = found
        return found


class PlayerState:
    """One painter's workshop: track positions, money, paints, plan and what he owns."""
    __slots__ = ("seat", "name", "automaton", "pos", "inn", "mood", "apprentices", "thalers", "paints",
                 "plan", "tiles", "vp", "portraits", "requests", "gone", "took_portrait", "jumped", "fulfilled")

    def __init__(self, seat: int, name: str, thalers: int, paints: list[int], mood: int,
                 sources: tuple[str, ...], automaton: bool = False):
        self.seat = seat
        self.name = name
        self.automaton = automaton    # Leonardo, the two-player dummy (R-LEO)
        self.pos = 0                  # score track: > 0 a space; START_KEY + k on start space S_k
        self.inn = -1                 # wake-up slot index this round, -1 above the inn
        self.mood = mood              # index into Tables.mood_zones
        self.apprentices = 0          # available this round (set at wake-up, R-MOOD-2)
        self.thalers = thalers
        self.paints = paints          # counts indexed like data.PAINTS
        self.plan = None              # tuple of 5 counts once planned this round
        self.tiles: list[int] = []    # fresco tiles owned and not under a request (indices into Tables.fresco_tiles)
        self.vp = dict.fromkeys(sources, 0)
        self.portraits: list[int] = []                    # permanent portrait cards owned (R-POR-3)
        self.requests: list[tuple[int, tuple]] = []       # (request tile, the 3 fresco tiles under it) (R-REQ-3)
        self.gone: list[int] = []     # Leonardo's fresco tiles that left the game with a request (R-LEO-9)
        self.took_portrait = False    # this round (R-POR-2)
        self.jumped = False           # Provost used this round (R-POR-6)
        self.fulfilled = False        # a request fulfilled this round (R-REQ-2)

    @property
    def score(self) -> int:
        """Score-track space (0 while on a start space)."""
        return self.pos if self.pos > 0 else 0

    def copy(self) -> "PlayerState":
        other = PlayerState.__new__(PlayerState)
        for name in PlayerState.__slots__:
            setattr(other, name, getattr(self, name))
        other.paints = self.paints[:]
        other.tiles = self.tiles[:]
        other.vp = dict(self.vp)
        other.portraits = self.portraits[:]
        other.requests = self.requests[:]
        other.gone = self.gone[:]
        return other


class Placement(NamedTuple):
    """A painter landed on a taken space of the score track and chooses the next free one (R-SCORE-2)."""
    seat: int
    ahead: int                    # the next free space ahead
    behind: int                   # the next free space behind (at least 1)
    old_space: int                # where the painter stood before scoring
    points: int                   # the VP just scored


class State:
    """Everything that changes during a game. Phases: setup, wake, plan, act, refill, over."""
    __slots__ = ("tables", "players", "round", "last_round", "phase", "loc", "order", "turn_index",
                 "remaining", "turn_closed", "bishop_moved", "placing", "wake_queue", "fresco", "bishop",
                 "stalls", "bag", "fresco_pool", "draws", "log", "record", "leo_part", "leo_starter",
                 "portrait_deck", "portraits_up", "portraits_final", "request_stacks", "income_queue")

    def __init__(self, tables: Tables, players: list[PlayerState], record: bool = True):
        self.tables = tables
        self.players = players
        self.round = 0
        self.last_round = False
        self.phase = "setup"
        self.loc = 0                  # index into the round's locations during "act"
        self.order: list[int] = []    # action order (by wake-up time) this round
        self.turn_index = -1          # whose turn in `order` at the current location
        self.remaining = 0            # actions (mixes in the workshop) left for the current player here
        self.turn_closed = False      # the player ended his turn here (no Provost jump left to offer)
        self.bishop_moved = False     # the one bishop step before this restoration is used
        self.placing: Placement | None = None   # a score-track choice awaiting the painter (R-SCORE-2)
        self.wake_queue: list[int] = []
        self.fresco: list[int] = [-1] * 25   # tile index on each part, -1 restored / empty
        self.bishop = 12
        self.stalls: list[list[int]] = [[] for _ in tables.stall_sizes]
        self.bag: list[int] = []
        self.fresco_pool: list[int] = []     # fresco tiles still to be dealt at setup
        self.draws: list[tuple[str, int]] = []   # pending chance draws: (kind, target)
        self.log: list[tuple] = []
        self.record = record
        self.leo_part = 12            # Leonardo's cathedral painter (R-LEO-2)
        self.leo_starter = 0          # the player holding the Leonardo tile in round 1 (R-LEO-3)
        self.portrait_deck: list[int] = []     # top first (R-POR-1)
        self.portraits_up: list[int] = []
        self.portraits_final = False  # the last portraits are up: this round is the last (R-POR-5)
        self.request_stacks: dict[str, list[int]] = {}   # kind -> tiles, top last (R-REQ-1)
        self.income_queue: list[tuple[int, int]] = []    # (seat, general request) awaiting a paint choice

    def note(self, rule: str, code: str, *args) -> None:
        """Record an event for the plain-English log (rule ID, event code, arguments)."""
        if self.record:
            self.log.append((self.round, rule, code) + args)

    @property
    def leonardo(self) -> int:
        """Leonardo's seat in a two-player game, else -1."""
        return len(self.players) - 1 if self.tables.leonardo else -1

    def occupied(self, exclude: int) -> set[int]:
        """Score-track spaces (> 0) held by painters other than seat ``exclude``."""
        return {p.pos for p in self.players if p.seat != exclude and p.pos > 0}

    def tiles_left(self) -> int:
        """Fresco tiles still on the fresco."""
        return len(self.fresco) - self.fresco.count(-1)

    def copy(self) -> "State":
        """An independent copy (for bots that look ahead)."""
        other = State.__new__(State)
        for name in State.__slots__:
            setattr(other, name, getattr(self, name))
        other.players = [p.copy() for p in self.players]
        other.order = self.order[:]
        other.wake_queue = self.wake_queue[:]
        other.fresco = self.fresco[:]
        other.stalls = [s[:] for s in self.stalls]
        other.bag = self.bag[:]
        other.fresco_pool = self.fresco_pool[:]
        other.draws = self.draws[:]
        other.log = self.log[:]
        other.portrait_deck = self.portrait_deck[:]
        other.portraits_up = self.portraits_up[:]
        other.request_stacks = {k: v[:] for k, v in self.request_stacks.items()}
        other.income_queue = self.income_queue[:]
        return other


TABLES: OrderedDict[tuple, Tables] = OrderedDict()
TABLES_KEPT = 16          # settings whose tables (and data) are kept after their games are gone


def shared_tables(data: GameData, players: int, modules: frozenset[str], rulings: dict) -> Tables:
    """The game's fixed tables, shared by the games of one setting (they are never changed; simulations start
    thousands of games). GameData is immutable and compared by value, so equal data share tables; data not
    seen before is checked first (check_data); only the most recent settings are kept."""
    key = (data, players, modules, tuple(sorted(rulings.items())))
    try:
        found = TABLES.get(key)
    except TypeError:                  # a hand-built GameData holding a list or a dict: check_data names it
        check_data(data)
        raise
    if found is None:
        check_data(data)
        found = TABLES[key] = Tables(data, players, modules, dict(rulings))
        if len(TABLES) > TABLES_KEPT:
            TABLES.popitem(last=False)
    else:
        TABLES.move_to_end(key)
    return found
