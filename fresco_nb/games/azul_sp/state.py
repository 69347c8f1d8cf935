"""Plain game state of Azul: Summer Pavilion: every fact of a game in progress, and the tables it is played with.

:class:`Tables` is built once per setting from the component data (``data/azul_sp/``) and never changes;
:class:`State` holds what changes. Colours are indices into ``Tables.colours`` (the data's order: purple, green,
orange, yellow, blue, red); a holding of tiles is a list of counts per colour; a board space is an index into
``Tables.space_ids`` (``"centre-1"`` .. ``"purple-6"``, star by star). Rule modules read and write these plain
fields; the public :class:`~fresco_nb.games.azul_sp.game.Game` wraps them.
"""
from __future__ import annotations

from .actions import CENTRE, Bonus, Draw, Place, Take
from .data import ANY_COLOUR, MULTICOLOUR, STAR_SIZE, AzulData

EMPTY = -1               # an empty board or supply space
SIDES = ("coloured", "grey")
VP_SOURCES = ("start", "placements", "stars", "numbers", "penalties")

# event log entries are tuples: (round, rule_id, code, *args); see explain.EVENTS


class Tables:
    """The fixed tables of one setting (data, player count, board side, rulings): shared by its games."""

    def __init__(self, data: AzulData, players: int, side: str, rulings: dict):
        self.data = data
        self.players = players
        self.side = side
        self.grey = side == "grey"                       # the variant side (A-VAR)
        self.rulings = rulings
        self.colours = data.colours
        self.colour_index = {c: i for i, c in enumerate(data.colours)}
        self.n_colours = len(data.colours)
        self.wild = tuple(self.colour_index[c] for c in data.wild_by_round)    # by round - 1 (A-DRAFT-1)
        self.factories = data.factories[players]
        self.space_ids = data.space_ids
        self.space_index = {sid: i for i, sid in enumerate(self.space_ids)}
        self.star_ids = tuple(star.id for star in data.stars)
        # the colour a star's spaces take on the coloured side: a colour index, EMPTY for the centre (A-BOARD-4)
        self.star_colour = tuple(self.colour_index.get(star.colour, EMPTY) for star in data.stars)
        self.star_spaces = tuple(tuple(range(k * STAR_SIZE, (k + 1) * STAR_SIZE)) for k in range(len(data.stars)))
        self.star_of = tuple(i // STAR_SIZE for i in range(len(self.space_ids)))
        self.position = tuple(i % STAR_SIZE + 1 for i in range(len(self.space_ids)))     # n of "<star>-<n>"
        self.cost = tuple(self._cost(i) for i in range(len(self.space_ids)))           # A-PLACE-5, A-VAR-2
        self.number = self.cost if self.grey else self.position                         # A-END-4, A-VAR-6
        self.number_spaces = tuple(tuple(i for i, n in enumerate(self.number) if n == k)
                                   for k in range(1, STAR_SIZE + 1))
        self.number_points = data.number_points
        rewards = dict(data.rewards)
        self.structures = tuple((s.id, s.kind, rewards[s.kind], tuple(self.space_index[x] for x in s.spaces))
                                for s in data.structures)
        self.structures_of = tuple(tuple(k for k, s in enumerate(self.structures) if i in s[3])
                                   for i in range(len(self.space_ids)))
        points = dict(data.star_points)
        self.colour_points = tuple(points[c] for c in data.colours)       # a star completed in one colour
        self.multicolour_points = points[MULTICOLOUR]                     # a star of six colours
        self.tiles = data.tiles
        # the action values, made once: listing the legal actions picks them instead of building them
        self.sources = (*range(1, self.factories + 1), CENTRE)
        self.takes = {source: tuple(Take(source, c) for c in self.colours) for source in self.sources}
        self.places = tuple(tuple(tuple(Place(sid, c, w) for w in range(max(self.cost))) for c in self.colours)
                            for sid in self.space_ids)
        self.bonuses = tuple(Bonus(c) for c in self.colours)
        self.draw_outcomes = tuple(Draw(c) for c in self.colours)

    def _cost(self, space: int) -> int:
        """Tiles a space costs: its number on the coloured side, the grey table's on the grey side."""
        n = space % STAR_SIZE + 1
        if not self.grey:
            return n
        centre = self.data.stars[space // STAR_SIZE].colour == ANY_COLOUR
        return (self.data.grey_centre_costs if centre else self.data.grey_outer_costs)[n - 1]


class PlayerState:
    """One player: score, hand, corners and board."""
    __slots__ = ("seat", "name", "score", "hand", "corners", "board", "passed", "vp", "bonus_tiles")

    def __init__(self, seat: int, name: str, tables: Tables):
        self.seat = seat
        self.name = name
        self.score = tables.data.start_score          # the score track, an unbounded integer (A-SCORE-1, A-SCORE-3)
        self.hand = [0] * tables.n_colours            # tiles next to the board, counts by colour (A-DRAFT-7)
        self.corners = [0] * tables.n_colours         # tiles kept on the 4 corners when passing (A-PLACE-16)
        self.board = [EMPTY] * len(tables.space_ids)  # the colour on each of the 42 spaces, EMPTY if uncovered
        self.passed = False                           # passed in phase 2 of this round (A-PLACE-16)
        self.vp = dict.fromkeys(VP_SOURCES, 0)        # score by source; their sum is the score
        self.vp["start"] = self.score
        self.bonus_tiles = 0                          # supply tiles taken as structure rewards (A-PLACE-11)

    def copy(self) -> "PlayerState":
        other = PlayerState.__new__(PlayerState)
        other.seat, other.name, other.score, other.passed = self.seat, self.name, self.score, self.passed
        other.hand, other.corners, other.board = self.hand[:], self.corners[:], self.board[:]
        other.vp, other.bonus_tiles = dict(self.vp), self.bonus_tiles
        return other


class State:
    """Everything that changes during a game. Phases: setup, draft (phase 1), place (phase 2: a placement or a
    pass), bonus (taking owed supply tiles after a placement), over."""
    __slots__ = ("tables", "players", "round", "phase", "current", "start_seat", "marker", "factories", "centre",
                 "supply", "bag", "tower", "owed", "draws", "log", "record")

    def __init__(self, tables: Tables, players: list[PlayerState], start_seat: int, record: bool = True):
        n = tables.n_colours
        self.tables = tables
        self.players = players
        self.round = 1                 # 1..6; its wild colour is tables.wild[round - 1] (A-SET-3)
        self.phase = "setup"
        self.current = start_seat      # the seat to act in draft, place and bonus
        self.start_seat = start_seat   # the start player of this round (A-SET-7, A-ROUND-4)
        self.marker = None             # the seat holding the start-player marker; None while it is in the centre
        self.factories = [[0] * n for _ in range(tables.factories)]   # counts by colour on factory 1..F
        self.centre = [0] * n          # tiles in the centre of the table, counts by colour
        self.supply = [EMPTY] * tables.data.supply_size    # the colour on each supply space, EMPTY if none
        self.bag = [tables.data.per_colour] * n            # tiles in the bag by colour; the order of draws is chance
        self.tower = [0] * n           # the discard pile, counts by colour (A-HID-2)
        self.owed = 0                  # bonus tiles the current player is still owed (A-PLACE-11, A-PLACE-13, A-RUL-2)
        self.draws: list[tuple[str, int]] = []   # pending chance draws (kind, target), see the chance module
        self.log: list[tuple] = []
        self.record = record

    @property
    def wild(self) -> int:
        """The wild colour of the current round (A-DRAFT-1)."""
        return self.tables.wild[self.round - 1]

    def note(self, rule: str, code: str, *args) -> None:
        """Record an event for the plain-English log (rule ID, event code, arguments)."""
        if self.record:
            self.log.append((self.round, rule, code) + args)

    def lose(self, seat: int, points: int) -> int:
        """Take ``points`` from a score, never below the lowest space (A-SCORE-2); return the points lost."""
        p = self.players[seat]
        lost = max(0, min(points, p.score - self.tables.data.lowest_score))
        p.score -= lost
        p.vp["penalties"] -= lost
        return lost

    def tile_total(self) -> int:
        """Tiles in bag + tower + factories + centre + supply + hands + corners + boards: always 132 (A-SET-8)."""
        total = sum(self.bag) + sum(self.tower) + sum(self.centre) + sum(map(sum, self.factories))
        total += sum(1 for c in self.supply if c != EMPTY)
        for p in self.players:
            total += sum(p.hand) + sum(p.corners) + sum(1 for c in p.board if c != EMPTY)
        return total

    def copy(self) -> "State":
        """An independent copy (for bots that look ahead)."""
        other = State.__new__(State)
        for name in State.__slots__:
            setattr(other, name, getattr(self, name))
        other.players = [p.copy() for p in self.players]
        other.factories = [f[:] for f in self.factories]
        other.centre, other.supply, other.bag, other.tower = self.centre[:], self.supply[:], self.bag[:], self.tower[:]
        other.draws, other.log = self.draws[:], self.log[:]
        return other
