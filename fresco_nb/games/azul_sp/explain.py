"""The event log and the actions in words, each log line tied to its rule ID.

Events are stored as tuples ``(round, rule, code, *args)`` (cheap during bulk simulation); this module turns them
into sentences only when someone reads them. The sentences are the catalogue's (``[log] azul_…`` and
``[describe] azul_…`` of ``fresco_nb/texts/en/azul_sp.toml``, or a translation laid over it): here an event only
names its values and picks the entry for its case (:mod:`fresco_nb.games.common.wording`).
"""
from __future__ import annotations

from functools import cached_property

from ..common.wording import GameWords, log_lines as worded_log
from .bonuses import supply_empty
from .actions import CENTRE, Bonus, BonusFromBag, Draw, Pass, Place, Take
from .data import ANY_COLOUR, Structure
from .state import State, Tables


class _Words(GameWords):
    """Azul's things in the catalogue's words: colours (``azul_colour_<name>``, the data's name otherwise), the
    factories and the centre, the spaces and the structures of a player board."""

    def __init__(self, tables: Tables, catalogue, names: tuple[str, ...]):
        super().__init__("azul_", catalogue, names)
        self.t = tables
        self.colours = [self.named("colour", name) for name in tables.colours]     # by colour index

    def colour(self, colour: int | str) -> str:
        """A colour, by its index or its data name."""
        return self.colours[colour] if isinstance(colour, int) else self.named("colour", colour)

    def source(self, source: int) -> str:
        return self.phrase("from_centre") if source == CENTRE else self.phrase("from_factory", factory=source)

    def space(self, space: int | None, written: str = "") -> str:
        """A space of a player board by its star and number ("the centre star's space 1"); ``written``, the
        action's own text, for a space the board does not have."""
        if space is None:
            return written
        star = self.t.data.stars[self.t.star_of[space]]
        named = (self.phrase("star_centre") if star.colour == ANY_COLOUR
                 else self.phrase("star_colour", colour=self.colour(star.colour)))
        return self.phrase("space", star=named, n=self.t.position[space])

    @cached_property
    def space_names(self) -> dict[str, str]:
        """Every space of a player board by its id, in words (worded once, when first asked)."""
        return {sid: self.space(i) for i, sid in enumerate(self.t.space_ids)}

    @cached_property
    def structure_names(self) -> dict[str, str]:
        """Every pillar, statue and window by its id, in words (worded once, when first asked)."""
        return {structure.id: self._structure(structure) for structure in self.t.data.structures}

    def _structure(self, structure: Structure) -> str:
        """A structure by the coloured stars its spaces belong to: "the red pillar", "the statue between the purple
        and orange stars" ("the pillar of the centre star" where it touches no other)."""
        t = self.t
        stars = dict.fromkeys(t.data.stars[t.star_of[t.space_index[space]]] for space in structure.spaces)
        colours = [self.colour(star.colour) for star in stars if star.colour != ANY_COLOUR]
        kind = self.phrase("kind_" + structure.kind)
        if len(colours) == 1:
            return self.phrase("structure_of_star", colour=colours[0], kind=kind)
        if colours:
            return self.phrase("structure_between", colours=self.listed(colours), kind=kind)
        return self.phrase("structure_of_centre", kind=kind)

    def wild(self) -> str:
        """The wild colour of the round being worded."""
        return self.colour(self.t.wild[self.round - 1])


# code -> (words, *args) -> the values of its [log] azul_<code> entry, or (case, values) for azul_<case>
EVENTS = {
    "setup": lambda w, n, side: ("setup_" + side, dict(n=n)),
    "factories": lambda w, n: dict(n=n),
    "first_round": lambda w, c: dict(colour=w.colour(c)),
    "start_score": lambda w, n: dict(n=n),
    "start_player": lambda w, seat: dict(name=w.names[seat]),
    "supply_fill": lambda w, space, c: dict(colour=w.colour(c), space=space + 1),
    "factory_fill": lambda w, f, c: dict(colour=w.colour(c), factory=f + 1),
    "tower_poured": lambda w, n: dict(n=n),
    "nothing_to_draw": lambda w, kind, n: ("nothing_to_draw_" + kind, dict(n=n)),
    "take": lambda w, seat, source, c, n, wilds: ("take_wild" if wilds else "take", dict(
        name=w.names[seat], n=n, colour=w.colour(c), source=w.source(source), wild=w.wild())),
    "marker": lambda w, seat, n, lost: dict(name=w.names[seat], n=n, lost=lost),
    "drafting_over": lambda w: {},
    "placing_starts": lambda w, seat: dict(name=w.names[seat]),
    "place": lambda w, seat, space, c, wilds, cost, points: ("place_wild" if wilds else "place", dict(
        name=w.names[seat], colour=w.colour(c), space=w.space(space), cost=cost, wilds=wilds, points=points)),
    "structure": lambda w, seat, name, kind, n: dict(name=w.names[seat], structure=w.structure_names[name], n=n),
    "shortfall": lambda w, seat, owed, held: dict(owed=owed, held=held),
    "shortfall_drawn": lambda w, seat, owed, held: dict(owed=owed, held=held),
    "bonus_drawn": lambda w, seat, c: dict(name=w.names[seat], colour=w.colour(c)),
    "bonus_tile": lambda w, seat, c: dict(name=w.names[seat], colour=w.colour(c)),
    "bonus_declined": lambda w, seat, n: dict(name=w.names[seat], n=n),
    "bag_bonus_declined": lambda w, seat, n: dict(name=w.names[seat], n=n),
    "pass": lambda w, seat, kept, discarded, lost: (_pass_case(kept, discarded), dict(
        name=w.names[seat], kept=kept, discarded=discarded, lost=lost)),
    "new_round": lambda w, c: dict(round=w.round, colour=w.colour(c)),
    "supply_kept": lambda w: {},
    "start_passes_on": lambda w, seat: dict(name=w.names[seat]),
    "start_stays": lambda w, seat: dict(name=w.names[seat]),
    "corners_back": lambda w, seat, n: dict(name=w.names[seat], n=n),
    "game_ends": lambda w: dict(rounds=w.t.data.rounds),
    "leftovers": lambda w, seat, n, lost: dict(name=w.names[seat], n=n, lost=lost),
    "star_complete": lambda w, seat, star, points: _star(w, w.t.data.stars[star].colour, w.names[seat], points),
    "number_complete": lambda w, seat, k, points: dict(name=w.names[seat], number=k, stars=len(w.t.data.stars),
                                                       points=points),
    "winners": lambda w, seats: ("winners" if len(seats) == 1 else "winners_shared", dict(names=w.players(seats))),
}


def _pass_case(kept: int, discarded: int) -> str:
    """The sentence of a pass (A-PLACE-16): with nothing in hand, keeping every tile, or discarding some."""
    return "pass_losing" if discarded else "pass" if kept else "pass_empty"


def _star(w: _Words, colour: str, name: str, points: int):
    """A completed star: the centre one (of any colours) or a coloured one (A-END-3)."""
    if colour == ANY_COLOUR:
        return "star_complete_centre", dict(name=name, points=points)
    return dict(name=name, colour=w.colour(colour), points=points)


def log_lines(s: State, start: int = 0, lang: str = "en") -> list[str]:
    """The log in ``lang`` from event ``start`` on, one line per event: "R1 · A-DRAFT-3 · P1 takes ..."."""
    return worded_log(_Words.of(s, lang), s.log, EVENTS, start)


def space_names(s: State, lang: str = "en") -> dict[str, str]:
    """Every space of a player board by its id ("green-4"), in the words of the log ("the green star's space 4")."""
    return _Words.of(s, lang).space_names


def structure_names(s: State, lang: str = "en") -> dict[str, str]:
    """Every structure by its id ("pillar-red"), in the words of the log ("the red pillar")."""
    return _Words.of(s, lang).structure_names


def action_text(s: State, seat: int | None, action, lang: str = "en") -> str:
    """What ``action`` does, in a sentence of ``lang`` for the player deciding (``seat``; None for a draw)."""
    w = _Words.of(s, lang)
    name = w.names[seat] if seat is not None else w.phrase("the_bag")
    if isinstance(action, Take):
        wild = s.tables.colours[s.wild]
        return w.action("take" if action.colour == wild else "take_wild", name=name, colour=w.colour(action.colour),
                        source=w.source(action.source), wild=w.colour(wild))
    if isinstance(action, Place):
        space = s.tables.space_index.get(action.space)
        return w.action("place_wild" if action.wilds else "place", name=name, colour=w.colour(action.colour),
                        space=w.space(space, action.space), cost=s.tables.cost[space] if space is not None else "?",
                        wilds=action.wilds)
    if isinstance(action, Bonus):
        return w.action("bonus", name=name, colour=w.colour(action.colour))
    if isinstance(action, BonusFromBag):
        return w.action("bonus_from_bag", name=name, n=s.owed)
    if isinstance(action, Pass):
        if s.phase == "bonus":
            return w.action("decline_bag" if supply_empty(s) else "decline", name=name)
        kept = [w.phrase("kept_tiles", n=action.keep.count(colour), colour=w.colour(colour))
                for colour in dict.fromkeys(action.keep)]
        return w.action("pass", name=name, kept=w.listed(kept) or w.phrase("keep_nothing"))
    if isinstance(action, Draw):
        return w.action("draw", colour=w.colour(action.item))
    return str(action)
