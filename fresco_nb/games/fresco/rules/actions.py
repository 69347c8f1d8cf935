"""Actions: small immutable values, each with a short text form that parses back.

Every decision of the game is one of these values.  ``str(action)`` gives the
compact form (``"wake 3"``, ``"plan 1 2 0 1 1"``, ``"restore b3"``) and
:func:`parse_action` turns that text back into the value.  The sentence a
teacher reads ("Anna wakes at 7:00 ...") comes from :mod:`.explain`, which knows
the component data. Each type is declared with the kit's :func:`fresco_nb.games.actions.action`; one whose text is
its word and its fields (``mix O``) writes no ``__str__`` of its own.
"""
from __future__ import annotations

from ...actions import action
from ..data import PAINTS, ROMAN
from .errors import UnreadableAction

LOCATIONS = ("market", "cathedral", "studio", "workshop", "theatre")
LAST_ROUND_LOCATIONS = ("market", "cathedral", "studio", "workshop", "cathedral")
COLUMNS = "abcde"
DIRECTIONS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1),
              "S": (1, 0), "SW": (1, -1), "W": (0, -1), "NW": (-1, -1)}


def part_name(part: int) -> str:
    """Fresco part index 0..24 as a board coordinate: column a-e, row 1-5 (``c3`` is the centre)."""
    return f"{COLUMNS[part % 5]}{part // 5 + 1}"


def part_index(name: str) -> int:
    """Inverse of :func:`part_name`."""
    if len(name) != 2 or name[0] not in COLUMNS or name[1] not in "12345":
        raise UnreadableAction("not_a_part", part=repr(name))
    return (int(name[1]) - 1) * 5 + COLUMNS.index(name[0])


@action("wake")
class WakeUp:
    """Phase 1: put the inn painter on wake-up slot ``slot`` (0 = earliest)."""
    slot: int

    def __str__(self):
        return f"wake {self.slot + 1}"


@action("plan")
class Plan:
    """Phase 2 planning: apprentices per column (market, cathedral, studio, workshop, theatre/cathedral 2)."""
    counts: tuple[int, int, int, int, int]

    def __str__(self):
        return "plan " + " ".join(map(str, self.counts))


@action("buy")
class BuyTiles:
    """Market: buy the tiles in ``slots`` (positions in the stall) of stall ``stall`` (0 = stall I)."""
    stall: int
    slots: tuple[int, ...]

    def __str__(self):
        return f"buy {ROMAN[self.stall]} " + ",".join(str(s + 1) for s in self.slots)


@action("close")
class CloseStall:
    """Market: return all tiles of stall ``stall`` to the bag, for free."""
    stall: int

    def __str__(self):
        return f"close {ROMAN[self.stall]}"


@action("bishop")
class MoveBishop:
    """Cathedral: before a restoration, move the bishop one step in ``direction`` (N, NE, ...) for the step's
    cost (``bishop_step_cost``, R-CATH-4)."""
    direction: str


@action("restore")
class RestorePart:
    """Cathedral: restore the fresco part ``part`` (0..24; text form a1..e5)."""
    part: int

    def __str__(self):
        return f"restore {part_name(self.part)}"


@action("altar")
class RestoreAltar:
    """Cathedral: restore the altar with these three paints (sorted paint codes)."""
    paints: tuple[str, str, str]

    def __str__(self):
        return "altar " + "+".join(self.paints)


@action("mix")
class Mix:
    """Workshop: one mix producing ``output`` (inputs from the mixing table)."""
    output: str


@action("pass")
class Pass:
    """Forgo the remaining actions at the current location (R-ACT-3)."""


@action("place")
class PlaceScore:
    """Score track: the space was taken; go to the next free space ahead (True) or behind (False)."""
    ahead: bool

    def __str__(self):
        return "place ahead" if self.ahead else "place behind"


@action("draw")
class Draw:
    """Chance: the outcome of one random draw (an item id: a tile, a player seat)."""
    item: str


@action("portrait")
class TakePortrait:
    """Studio (Portraits): take face-up card ``card`` instead of the studio's thalers for one apprentice;
    ``choice`` names the primaries of the owner's choice the card gives (R-POR-2)."""
    card: str
    choice: tuple[str, ...] = ()

    def __str__(self):
        return f"portrait {self.card}" + (" " + ",".join(self.choice) if self.choice else "")


@action("provost")
class BishopJump:
    """Cathedral (Provost portrait): pay the card's amount and move the bishop to any part (R-POR-6)."""
    part: int

    def __str__(self):
        return f"provost {part_name(self.part)}"


@action("request")
class FulfilRequest:
    """Workshop (Bishop's requests): fulfil the top request of ``kind`` ("general", "V", "O", "G"),
    stacking the fresco tiles named by id (R-REQ-2..4)."""
    kind: str
    tiles: tuple[str, ...]

    def __str__(self):
        return f"request {self.kind} " + ",".join(self.tiles)


@action("income")
class ChoosePaint:
    """Income (general request): the primary paint of the owner's choice this round (R-REQ-5)."""
    paint: str


ACTION_TYPES = (WakeUp, Plan, BuyTiles, CloseStall, MoveBishop, RestorePart, RestoreAltar, Mix, Pass, PlaceScore,
                Draw, TakePortrait, BishopJump, FulfilRequest, ChoosePaint)
PASS = Pass()
Action = (WakeUp | Plan | BuyTiles | CloseStall | MoveBishop | RestorePart | RestoreAltar | Mix | Pass | PlaceScore
          | Draw | TakePortrait | BishopJump | FulfilRequest | ChoosePaint)


def _roman_index(text: str) -> int:
    if text not in ROMAN:
        raise UnreadableAction("not_a_stall", stall=repr(text))
    return ROMAN.index(text)


def _paint(text: str) -> str:
    if text not in PAINTS:
        raise UnreadableAction("not_a_paint", paint=repr(text), paints=", ".join(PAINTS))
    return text


def parse_action(text: str) -> Action:
    """Parse the text form of an action (``str(action)``); raise :class:`UnreadableAction` (a ValueError) saying
    what is wrong."""
    if not isinstance(text, str):
        raise UnreadableAction("not_text", type=type(text).__name__)
    word, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    try:
        if word == "wake":
            return WakeUp(int(rest) - 1)
        if word == "plan":
            counts = tuple(int(x) for x in rest.split())
            if len(counts) != 5:
                raise UnreadableAction("plan_numbers")
            return Plan(counts)
        if word == "buy":
            stall, _, slots = rest.partition(" ")
            return BuyTiles(_roman_index(stall), tuple(int(s) - 1 for s in slots.split(",") if s))
        if word == "close":
            return CloseStall(_roman_index(rest))
        if word == "bishop":
            if rest not in DIRECTIONS:
                raise UnreadableAction("not_a_direction", direction=repr(rest), directions=", ".join(DIRECTIONS))
            return MoveBishop(rest)
        if word == "restore":
            return RestorePart(part_index(rest))
        if word == "altar":
            paints = tuple(sorted((_paint(p) for p in rest.split("+")), key=PAINTS.index))
            if len(paints) != 3:
                raise UnreadableAction("altar_paints")
            return RestoreAltar(paints)
        if word == "mix":
            return Mix(_paint(rest))
        if word == "pass" and not rest:
            return PASS
        if word == "place" and rest in ("ahead", "behind"):
            return PlaceScore(rest == "ahead")
        if word == "draw" and rest:
            return Draw(rest)
        if word == "portrait" and rest:
            card, _, choice = rest.partition(" ")
            return TakePortrait(card, tuple(_paint(p) for p in choice.split(",") if p))
        if word == "provost":
            return BishopJump(part_index(rest))
        if word == "request":
            kind, _, tiles = rest.partition(" ")
            return FulfilRequest(kind, tuple(t for t in tiles.split(",") if t))
        if word == "income":
            return ChoosePaint(_paint(rest))
    except ValueError as exc:      # one of ours, or int()'s own words for a number that is none
        raise UnreadableAction("unreadable", text=repr(text), why=exc) from None
    raise UnreadableAction("unknown_form", text=repr(text))
