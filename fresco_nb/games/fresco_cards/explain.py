"""The event log and the actions in words, each log line tied to its rule ID.

Events are stored as tuples ``(round, rule, code, *args)``; this module makes English sentences only when someone
reads them. No line names a card drawn into a hand or given by a Demand: the log is public (C-HID-2, C-HID-5).
"""
from __future__ import annotations

from .actions import (Continue, Demand, Discard, Done, Double, Draw, Give, Lay, Name, Pass, Restore, Reward, Trade,
                      Use)
from .state import State

PILE_NAMES = ("the market", "workshop pile I", "workshop pile II", "workshop pile III")


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


class _Words:
    def __init__(self, s: State):
        self.s, self.t = s, s.tables

    def name(self, seat: int) -> str:
        return self.s.players[seat].name

    def card(self, kind: int) -> str:
        return self.t.cards[kind].name

    def tile(self, kind: int) -> str:
        return self.t.tiles[kind].name

    def paint(self, index: int) -> str:
        return self.t.paints[index]


# code -> (words, *args) -> sentence
EVENTS = {
    "setup": lambda w, n: f"{n} players; the piles are shuffled face down, the discards empty.",
    "start_player": lambda w, seat: f"{w.name(seat)} is the start player.",
    "round": lambda w, n: f"Round {n} begins.",
    "turn": lambda w, seat: f"{w.name(seat)}'s turn.",
    "fresco_up": lambda w, slot, f: f"Fresco {w.t.frescoes[f].name} is turned face up in slot {slot + 1}.",
    "tile_up": lambda w, slot, k: f"Action tile {w.tile(k)} is turned face up in slot {slot + 1}.",
    "favourite_up": lambda w, p: f"The bishop's favourite colour is now {w.paint(p)}.",
    "favourite_removed": lambda w, p: f"The favourite colour {w.paint(p)} was used: its tile is removed.",
    "draw_card": lambda w, seat, pile: f"{w.name(seat)} draws a card from {PILE_NAMES[pile]}.",
    "reshuffle": lambda w, pile, n: f"The deck of {PILE_NAMES[pile]} is empty: its discard ({_cards(n)}) is shuffled "
                                    "into a new deck.",
    "nothing_to_draw": lambda w, kind, pile: (f"Nothing is left to draw from {PILE_NAMES[pile]}: the draw is not made."
                                              if kind == "hand" else f"No {kind} is left to turn up."),
    "exchange": lambda w, seat: f"{w.name(seat)} exchanges cards.",
    "lay": lambda w, seat, k: f"{w.name(seat)} lays out {w.card(k)}.",
    "trade": lambda w, seat, n: f"{w.name(seat)} has laid out {_cards(n)}.",
    "use": lambda w, seat, k, kind: f"{w.name(seat)} uses the {kind} symbols of {w.card(k)}.",
    "name": lambda w, seat, pile: f"{w.name(seat)} draws for a W symbol from {PILE_NAMES[pile]}.",
    "symbols_lost": lambda w, seat, n: f"No workshop pile can supply a card: {n} W symbol(s) are lost.",
    "exchange_done": lambda w, seat, n: f"The {_cards(n)} laid out go to their discards.",
    "restore": lambda w, seat, f, step, value, mixes, turns, tiles: (
        f"{w.name(seat)} restores {f}: {step} step(s), worth {value} VP"
        + "".join(f", {n} {what}" for n, what in ((mixes, "mix(es)"), (turns, "Turn+1 tile(s)"),
                                                   (tiles, "Colour tile(s) spent")) if n) + "."),
    "reward": lambda w, seat, k: f"{w.name(seat)} takes the action tile {w.tile(k)}.",
    "no_reward": lambda w, seat: "No action tile is face up: no reward.",
    "pass": lambda w, seat: f"{w.name(seat)} passes.",
    "double": lambda w, seat: f"{w.name(seat)} uses a Double action: exchange, then up to two frescoes.",
    "demand": lambda w, seat, paint: f"{w.name(seat)} uses a Demand tile and names {paint}.",
    "shows_hand": lambda w, giver, owner, paint: f"{w.name(giver)} has no {paint} card and shows their hand to "
                                                 f"{w.name(owner)}.",
    "gives": lambda w, giver, owner, paint: f"{w.name(giver)} gives {w.name(owner)} a {paint} card.",
    "refill": lambda w, seat, n: f"{w.name(seat)} holds fewer than {w.t.data.refill_to} cards and draws {n}.",
    "discard": lambda w, seat, k: f"{w.name(seat)} discards {w.card(k)} (hand limit).",
    "triggered": lambda w, seat, n, need: f"{w.name(seat)} has restored {n} frescoes (the end needs {need}): this "
                                          "round is the last.",
    "no_fresco_left": lambda w: "No fresco card is left: this round is the last.",
    "stalled": lambda w, n: f"The game is stalled after round {n} and ends (an engine limit).",
    "final_score": lambda w, seat, frescoes, tiles: f"{w.name(seat)} scores {frescoes} VP from frescoes and {tiles} "
                                                    f"from unused tiles: {frescoes + tiles}.",
    "winners": lambda w, seats: " and ".join(w.name(q) for q in seats) + (" win." if len(seats) > 1 else " wins."),
}


def log_lines(s: State, start: int = 0) -> list[str]:
    """The log from event ``start``, one line per event: "R<round> · <rule> · <sentence>"."""
    words = _Words(s)
    return [f"R{event[0]} · {event[1]} · {EVENTS[event[2]](words, *event[3:])}" for event in s.log[start:]]


def action_text(s: State, seat: int | None, action) -> str:
    """What ``action`` does, in a sentence."""
    who = s.players[seat].name if seat is not None else "The game"
    kind = type(action)
    if kind is Restore:
        text = f"{who} restores {action.fresco}, paying " + ", ".join(action.supplies)
        return text + (f" and spending {action.turns} Turn+1 tile(s)." if action.turns else ".")
    texts = {Demand: lambda: f"{who} uses a Demand tile and names {action.colour}.",
             Continue: lambda: f"{who} goes on.", Pass: lambda: f"{who} passes.",
             Double: lambda: f"{who} uses a Double action.", Lay: lambda: f"{who} lays out {action.card}.",
             Trade: lambda: f"{who} draws for the cards laid out.",
             Use: lambda: f"{who} uses the {action.type} symbols of {action.card}.",
             Name: lambda: f"{who} draws from {PILE_NAMES[action.pile] if action.pile in (1, 2, 3) else '?'}.",
             Reward: lambda: f"{who} takes the action tile {action.tile}.", Done: lambda: f"{who} ends the action.",
             Give: lambda: f"{who} gives {action.card}.", Discard: lambda: f"{who} discards {action.card}.",
             Draw: lambda: f"The draw brings {action.item}."}
    return texts[kind]()
