"""The event log and the actions in words, each log line tied to its rule ID.

Events are stored as tuples ``(round, rule, code, *args)`` (cheap during bulk simulation); this module turns them
into English sentences only when someone reads them.
"""
from __future__ import annotations

from .actions import CENTRE, Bonus, Draw, Pass, Place, Take
from .state import State


def _where(source: int) -> str:
    return "the centre" if source == CENTRE else f"factory {source}"


def _tiles(n: int, colour: str = "") -> str:
    return f"{n} {colour + ' ' if colour else ''}tile{'s' if n != 1 else ''}"


def _points(n: int) -> str:
    return f"{n} point{'s' if n != 1 else ''}"


# code -> (names, colours, star ids, space ids, *args) -> sentence
EVENTS = {
    "setup": lambda w, n, side: f"{n} players, the boards on their {side} side.",
    "factories": lambda w, n: f"{n} factories are in play.",
    "first_round": lambda w, c: f"Round 1 begins; the wild colour is {w.colour(c)}.",
    "start_score": lambda w, n: f"Every score marker starts on space {n}.",
    "start_player": lambda w, seat: f"{w.name(seat)} is the start player.",
    "supply_fill": lambda w, space, c: f"A {w.colour(c)} tile from the bag fills supply space {space + 1}.",
    "factory_fill": lambda w, f, c: f"A {w.colour(c)} tile from the bag goes onto factory {f + 1}.",
    "tower_poured": lambda w, n: f"The bag is empty: the {_tiles(n)} of the tower are poured into the bag.",
    "nothing_to_draw": lambda w, kind, n: f"The bag and the tower are empty: {n} draw(s) for the {kind} are not made.",
    "take": lambda w, seat, source, c, n, wilds: (
        f"{w.name(seat)} takes {_tiles(n, w.colour(c))} from {_where(source)}"
        + (f" and 1 wild {w.wild_name()} tile." if wilds else ".")),
    "marker": lambda w, seat, n, lost: (f"{w.name(seat)} is first to the centre, takes the start-player marker and "
                                        f"loses {_points(lost)} for {_tiles(n)}."),
    "drafting_over": lambda w: "No tile is left on the factories or in the centre: phase 1 ends.",
    "placing_starts": lambda w, seat: f"Phase 2: {w.name(seat)} places first.",
    "place": lambda w, seat, space, c, wilds, cost, points: (
        f"{w.name(seat)} lays a {w.colour(c)} tile on {w.space(space)}, paying {cost}"
        + (f" ({wilds} of them wild)" if wilds else "") + f", and scores {_points(points)}."),
    "structure": lambda w, seat, name, kind, n: f"{w.name(seat)} completes the {kind} {name}: {_tiles(n)} owed.",
    "shortfall": lambda w, seat, owed, held: (f"The supply holds only {_tiles(held)} of the {owed} owed: the rest "
                                              f"is lost."),
    "bonus_tile": lambda w, seat, c: f"{w.name(seat)} takes a {w.colour(c)} tile from the supply.",
    "bonus_declined": lambda w, seat, n: f"{w.name(seat)} leaves {_tiles(n)} of the reward in the supply.",
    "pass": lambda w, seat, kept, discarded, lost: (
        f"{w.name(seat)} passes, keeps {_tiles(kept)} on the corners and discards {_tiles(discarded)}"
        + (f", losing {_points(lost)}." if discarded else ".")),
    "new_round": lambda w, c: f"Round {w.round} begins; the wild colour is {w.colour(c)}.",
    "supply_kept": lambda w: "The supply is not refilled between rounds.",
    "start_passes_on": lambda w, seat: f"Nobody took the marker: the start passes on to {w.name(seat)}.",
    "start_stays": lambda w, seat: f"Nobody took the marker: {w.name(seat)} stays start player.",
    "corners_back": lambda w, seat, n: f"{w.name(seat)} takes the {_tiles(n)} kept on the corners back.",
    "game_ends": lambda w: "Round 6 is over: the game ends.",
    "leftovers": lambda w, seat, n, lost: (f"{w.name(seat)} discards the {_tiles(n)} left on the corners, losing "
                                           f"{_points(lost)}."),
    "star_complete": lambda w, seat, star, points: (f"{w.name(seat)}'s {w.stars[star]} star is complete: "
                                                    f"{_points(points)}."),
    "number_complete": lambda w, seat, k, points: f"{w.name(seat)} covered every {k}: {_points(points)}.",
    "winners": lambda w, seats: (f"{w.name(seats[0])} wins." if len(seats) == 1 else
                                 " and ".join(w.name(s) for s in seats) + " share the victory."),
}


class _Words:
    """Names of one game's things for the sentences."""

    def __init__(self, s: State, round_: int):
        t = s.tables
        self.names = [p.name for p in s.players]
        self.colours, self.stars, self.spaces = t.colours, t.star_ids, t.space_ids
        self.round = round_
        self.wild_colour = t.colours[t.wild[round_ - 1]]

    def name(self, seat: int) -> str:
        return self.names[seat]

    def colour(self, c: int) -> str:
        return self.colours[c]

    def space(self, i: int) -> str:
        return self.spaces[i]

    def wild_name(self) -> str:
        return self.wild_colour


def log_lines(s: State, start: int = 0) -> list[str]:
    """The log from event ``start`` on, one line per event: "Round 1 · A-DRAFT-3: P1 takes ..."."""
    lines = []
    for round_, rule, code, *args in s.log[start:]:
        lines.append(f"Round {round_} · {rule}: {EVENTS[code](_Words(s, round_), *args)}")
    return lines


def action_text(s: State, seat: int | None, action) -> str:
    """What ``action`` does, in a sentence for the player deciding."""
    t = s.tables
    who = s.players[seat].name if seat is not None else "The bag"
    if isinstance(action, Take):
        wild = t.colours[s.wild]
        extra = "" if action.colour == wild else f", and 1 wild {wild} tile if any is there"
        return f"{who} takes every {action.colour} tile from {_where(action.source)}{extra}."
    if isinstance(action, Place):
        space = t.space_index.get(action.space)
        cost = t.cost[space] if space is not None else "?"
        paid = f"{cost} tiles" + (f", {action.wilds} of them wild" if action.wilds else "")
        return f"{who} lays a {action.colour} tile on {action.space}, paying {paid}."
    if isinstance(action, Bonus):
        return f"{who} takes a {action.colour} tile from the supply."
    if isinstance(action, Pass):
        if s.phase == "bonus":
            return f"{who} leaves the rest of the reward in the supply."
        kept = ", ".join(action.keep) or "nothing"
        return f"{who} passes, keeping {kept} on the corners and discarding the rest of the hand."
    if isinstance(action, Draw):
        return f"A {action.item} tile is drawn from the bag."
    return str(action)
