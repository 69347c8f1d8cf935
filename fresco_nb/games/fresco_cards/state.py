"""The plain, explicit state of a game of Fresco: the card game.

Cards are counted by kind (a row of ``cards.toml``): a pile, a hand or a discard is a list of counts indexed like
``Tables.cards``. A face-down pile is a multiset: drawing its top card is drawing one of its cards at random, so
the order of no pile is stored (a shuffle is the draw itself, C-SET-2, C-RUL-24); with the switch of C-RUL-6 the
public top card of a workshop pile is kept apart from its deck (``State.tops``). Piles are numbered 0 (the market)
and 1..3 (the workshop piles I..III).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .data import CardData

MARKET = 0
PILES = (0, 1, 2, 3)
VP_SOURCES = ("frescoes", "tiles")


class Tables:
    """The fixed facts of one setting, worked out once from the data: names to indexes, what each kind is."""

    def __init__(self, data: CardData, players: int, rulings: dict):
        self.data, self.players, self.rulings = data, players, rulings
        self.cards = data.cards
        self.card_index = {c.name: i for i, c in enumerate(self.cards)}
        self.frescoes = data.frescoes
        self.fresco_index = {f.name: i for i, f in enumerate(self.frescoes)}
        self.tiles = data.tiles
        self.tile_index = {t.name: i for i, t in enumerate(self.tiles)}
        self.paints = data.paints
        self.paint_index = {p: i for i, p in enumerate(self.paints)}
        self.threshold = data.threshold(players)
        self.pile_sizes = [sum(len(c.ids) for c in self.cards if c.pile == p) for p in PILES]
        self.turn_tiles = tuple(i for i, t in enumerate(self.tiles) if t.kind == "turn")
        self.demand_tiles = tuple(i for i, t in enumerate(self.tiles) if t.kind == "demand")
        self.double_tiles = tuple(i for i, t in enumerate(self.tiles) if t.kind == "double")
        self.colour_tile = {t.colour: i for i, t in enumerate(self.tiles) if t.kind == "colour"}


@dataclass
class Player:
    """One seat: its name, secret hand, owned unused action tiles and restored frescoes."""
    seat: int
    name: str
    hand: list[int]                       # cards held, a count per card kind (secret, C-HID-1)
    tiles: list[int]                      # unused action tiles owned, a count per tile kind (public, C-TURN-7)
    restored: list[tuple[int, int]] = field(default_factory=list)   # (fresco index, step 0..3), oldest first
    seen: list[tuple] = field(default_factory=list)     # what this seat alone learnt: ("given"/"shown", ...)

    def copy(self) -> "Player":
        return Player(self.seat, self.name, self.hand[:], self.tiles[:], self.restored[:], self.seen[:])


@dataclass
class State:
    """Everything about a game at one moment. ``step`` is what happens next: a decision kind of ``DECISIONS`` or an
    automatic step of :mod:`.turn`; ``draws`` the draws due before it."""
    tables: Tables
    players: list[Player]
    decks: list[list[int]]                # per pile 0..3: the face-down cards, a count per kind (C-SET-3)
    discards: list[list[int]]             # per pile 0..3: the face-up discard (C-HID-4)
    fresco_deck: list[int]                # 1 per fresco still face down in the deck
    fresco_display: list[int | None]      # the face-up frescoes by slot (None: empty, C-RUL-10)
    tile_stack: list[int]                 # face-down action tiles, a count per kind
    tile_display: list[int | None]        # the face-up action tiles by slot (C-RUL-11)
    tiles_removed: list[int]              # used action tiles, out of the game (C-ACT-1)
    favourite_stack: list[int]            # face-down favourite-colour tiles, a count per paint
    favourite: int | None                 # the face-up favourite paint (None: none left, C-FAV-1)
    favourites_removed: int               # favourite tiles replaced (C-FAV-3)
    start_seat: int                       # the start player, for the whole game (C-SET-7)
    current: int = 0                      # whose turn it is
    round: int = 0                        # 0 while dealing, then 1, 2, ...
    step: str = "setup"                   # the decision or automatic step due (see .turn)
    draws: list[tuple] = field(default_factory=list)   # pending draws: ("hand", seat, pile, rule), ("fresco", slot),
    #                                                    ("tile", slot), ("favourite",), ("top", pile)
    laid: list[int] = field(default_factory=list)        # exchange: laid out, not yet resolved (public)
    resolved: list[int] = field(default_factory=list)    # exchange: laid out and resolved (public)
    w_left: int = 0                       # exchange: W symbols of the card being resolved still to name
    shown: list[int] = field(default_factory=list)       # restore action: the cards used so far (public)
    restored_now: int = 0                 # frescoes restored in this action
    double: bool = False                  # this phase 2 is a Double action (C-ACT-4)
    favourite_used: bool = False          # the favourite colour was used in this restore action (C-FAV-3)
    demanded: str | None = None           # the paint of the Demand being answered
    owing: list[int] = field(default_factory=list)       # seats still to choose the card they give, in order
    resume: str = ""                      # the step a Demand returns to
    triggered: bool = False               # the end is triggered (C-END-1), or no fresco is left (C-RUL-10)
    last_draw: tuple = ()                 # the draw made last (who saw what, for the adapters' masked history)
    passes: int = 0                       # passes in a row (the stall guard, C-RUL-25)
    stalled: bool = False                 # the game ended on the stall guard (C-RUL-25)
    tops: list[int | None] = field(default_factory=lambda: [None] * len(PILES))   # per pile: the card face up
    #                                     on top, out of its deck (the switch of C-RUL-6; None: face down or empty)
    record: bool = True
    log: list[tuple] = field(default_factory=list)

    def note(self, rule: str, code: str, *args) -> None:
        """Log an event (cheap: words are made only when read, :mod:`.explain`)."""
        if self.record:
            self.log.append((self.round, rule, code, *args))

    def copy(self) -> "State":
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.players = [p.copy() for p in self.players]
        for name in ("fresco_deck", "fresco_display", "tile_stack", "tile_display", "tiles_removed",
                     "favourite_stack", "draws", "laid", "resolved", "shown", "owing", "tops", "log"):
            setattr(other, name, getattr(self, name)[:])
        other.decks = [d[:] for d in self.decks]
        other.discards = [d[:] for d in self.discards]
        return other

    @property
    def player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.current]

    def score(self, p: Player) -> dict[str, int]:
        """VP by source now (C-END-4): the centre value of each restored fresco, the unused tiles' VP."""
        t = self.tables
        return {"frescoes": sum(t.frescoes[f].values[step] for f, step in p.restored),
                "tiles": sum(n * t.tiles[k].vp for k, n in enumerate(p.tiles))}

    def face_up(self, pile: int) -> bool:
        """Whether the top card of ``pile`` is public: a workshop pile with the switch of C-RUL-6."""
        return bool(pile) and self.tables.rulings["workshop_face_up"]

    def owns(self, p: Player, kinds) -> int | None:
        """The first tile kind of ``kinds`` that ``p`` owns unused, or None."""
        return next((k for k in kinds if p.tiles[k]), None)
