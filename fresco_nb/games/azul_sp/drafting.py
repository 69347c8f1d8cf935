"""Phase 1, taking tiles (A-DRAFT): from one factory or the centre, every tile of one colour that is not wild and
exactly one wild tile with them; the first to the centre takes the marker and pays for it."""
from __future__ import annotations

from .actions import CENTRE, Take
from .errors import IllegalAction
from .state import State


def source_tiles(s: State, source: int) -> list[int]:
    """The tiles of a source by colour: the centre (0) or factory 1..F."""
    return s.centre if source == CENTRE else s.factories[source - 1]


def options(s: State, seat: int) -> tuple:
    """Every legal take: factories 1..F, then the centre; colours in data order (A-DRAFT-3 to A-DRAFT-5)."""
    wild = s.wild
    takes = s.tables.takes
    found = []
    for source in s.tables.sources:
        tiles = source_tiles(s, source)
        if not any(tiles):
            continue
        if sum(tiles) == tiles[wild]:
            found.append(takes[source][wild])           # only wild tiles: take one (A-DRAFT-4)
        else:
            made = takes[source]
            found += [made[c] for c, n in enumerate(tiles) if n and c != wild]
    return tuple(found)


def why_not(s: State, seat: int, action: Take) -> IllegalAction:
    """Why a take is refused, naming the rule."""
    t = s.tables
    if type(action.source) is not int or not 0 <= action.source <= len(s.factories):
        return IllegalAction("A-SET-2", "azul_no_factory", source=action.source, factories=len(s.factories))
    if action.colour not in t.colour_index:
        return IllegalAction("A-DRAFT-3", "azul_no_colour", colour=repr(action.colour), colours=", ".join(t.colours))
    tiles = source_tiles(s, action.source)
    colour = t.colour_index[action.colour]
    centre = action.source == CENTRE
    if not sum(tiles):
        if centre:
            return IllegalAction("A-DRAFT-5", "azul_centre_empty")
        return IllegalAction("A-DRAFT-3", "azul_factory_empty", source=action.source)
    if not tiles[colour]:
        if centre:
            return IllegalAction("A-DRAFT-5", "azul_centre_lacks", colour=action.colour)
        return IllegalAction("A-DRAFT-3", "azul_factory_lacks", source=action.source, colour=action.colour)
    return IllegalAction("A-DRAFT-4", "azul_wild_alone", colour=action.colour)


def take(s: State, seat: int, action: Take) -> None:
    """Take the tiles to the hand (A-DRAFT-7); the rest of a factory goes to the centre (A-DRAFT-3); the first to
    the centre takes the marker and loses a point per tile taken (A-DRAFT-6). Then the next player clockwise
    takes, until no tile is left (A-DRAFT-2, A-DRAFT-8)."""
    p = s.players[seat]
    colour = s.tables.colour_index[action.colour]
    wild = s.wild
    tiles = source_tiles(s, action.source)
    got = 1 if colour == wild else tiles[colour]
    tiles[colour] -= got
    p.hand[colour] += got
    wilds = 0
    if colour != wild and tiles[wild]:
        wilds = 1
        tiles[wild] -= 1
        p.hand[wild] += 1
    s.note("A-DRAFT-5" if action.source == CENTRE else "A-DRAFT-3", "take", seat, action.source, colour, got, wilds)
    if action.source != CENTRE:
        centre = s.centre
        for c, n in enumerate(tiles):
            if n:
                centre[c] += n
                tiles[c] = 0
    elif s.marker is None:
        s.marker = seat
        lost = s.lose(seat, got + wilds)
        s.note("A-DRAFT-6", "marker", seat, got + wilds, lost)
    if any(s.centre) or any(map(any, s.factories)):
        s.current = (seat + 1) % len(s.players)
    else:
        end_phase(s)


def end_phase(s: State) -> None:
    """No tile is left on the factories or in the centre: phase 2 begins with the marker's holder, or, if nobody
    took it, with the round's start player (A-DRAFT-8, A-PLACE-1, A-RUL-1)."""
    s.phase = "place"
    s.current = s.start_seat if s.marker is None else s.marker
    s.note("A-DRAFT-8", "drafting_over")
    s.note("A-PLACE-1" if s.marker is not None else "A-RUL-1", "placing_starts", s.current)
