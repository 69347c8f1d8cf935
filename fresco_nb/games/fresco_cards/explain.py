"""The event log and the actions in words, each log line tied to its rule ID.

Events are stored as tuples ``(round, rule, code, *args)``; this module makes sentences only when someone reads
them, from the catalogue (``[log] cards_…`` and ``[describe] cards_…`` of ``fresco_nb/texts/en/fresco_cards.toml``,
or a translation laid over it; :mod:`fresco_nb.games.common.wording`). No line names a card drawn into a hand or
given by a Demand: the log is public (C-HID-2, C-HID-5); only the public top card of a face-up workshop pile is
named when it is taken (C-RUL-6). Cards and frescoes are named as the actions write them (``R-mix``, ``F-06``); the
paints, the action tiles, the mixes and the piles in the catalogue's words.
"""
from __future__ import annotations

from ..common.wording import GameWords, log_lines as worded_log
from .actions import (Continue, Demand, Discard, Done, Double, Draw, Give, Lay, Name, Pass, Restore, Reward, Trade,
                      Use)
from .data import PILES as WORKSHOP_PILES
from .state import PILES, State, Tables


class _Words(GameWords):
    """The card game's things in the catalogue's words."""

    def __init__(self, tables: Tables, catalogue, names: tuple[str, ...]):
        super().__init__("cards_", catalogue, names)
        self.t = tables
        self.piles = [self.phrase(f"pile_{pile}") for pile in PILES]        # by pile: the market, I, II, III

    def card(self, kind: int) -> str:
        return self.t.cards[kind].name

    def tile(self, name: str) -> str:
        """An action tile by its data name (``cards_tile_<name>``; the data's name where the catalogue has none)."""
        return self.named("tile", name)

    def paint(self, code: str) -> str:
        """A paint by its data code (``cards_paint_<code>``: "red" for R)."""
        return self.named("paint", code)

    def supply(self, supply: str) -> str:
        """A supply of a restoration as the action writes it: a card as it is, a mix ("Y-mix+B-mix") and a Colour
        tile ("tile") in the catalogue's words."""
        if "+" in supply:
            first, second = supply.split("+")
            return self.phrase("supply_mix", first=first, second=second)
        return self.named("supply", supply)

    def pile(self, pile: int) -> str:
        return self.piles[pile]


def _restore(w: _Words, seat, fresco, step, value, mixes, turns, tiles) -> dict:
    """A restoration (C-REST-5) with what it used besides the cards: mixes, Turn+1 tiles, Colour tiles."""
    used = [w.phrase(key, n=n) for n, key in ((mixes, "spent_mixes"), (turns, "spent_turns"), (tiles, "spent_tiles"))
            if n]
    return dict(name=w.names[seat], fresco=fresco, step=step, value=value,
                spent=w.phrase("spent", items=w.listed(used)) if used else "")


def _setup(w: _Words, n) -> tuple:
    """The piles shuffled at setup (C-SET-1): the workshop piles face up with the switch of C-RUL-6."""
    return ("setup_face_up" if w.t.rulings["workshop_face_up"] else "setup"), dict(n=n)


def _draw_card(w: _Words, seat, pile, *top) -> tuple:
    """A card drawn into a hand, named only when it was the public top card of a face-up pile (C-RUL-6)."""
    values = dict(name=w.names[seat], pile=w.pile(pile))
    return ("take_top", dict(values, card=w.card(top[0]))) if top else ("draw_card", values)


# code -> (words, *args) -> the values of its [log] cards_<code> entry, or (case, values) for cards_<case>
EVENTS = {
    "setup": _setup,
    "start_player": lambda w, seat: dict(name=w.names[seat]),
    "round": lambda w, n: dict(round=n),
    "turn": lambda w, seat: dict(name=w.names[seat]),
    "fresco_up": lambda w, slot, f: dict(fresco=w.t.frescoes[f].name, slot=slot + 1),
    "tile_up": lambda w, slot, k: dict(tile=w.tile(w.t.tiles[k].name), slot=slot + 1),
    "favourite_up": lambda w, p: dict(paint=w.paint(w.t.paints[p])),
    "favourite_removed": lambda w, p: dict(paint=w.paint(w.t.paints[p])),
    "draw_card": _draw_card,
    "reshuffle": lambda w, pile, n: dict(pile=w.pile(pile), n=n),
    "top_up": lambda w, pile, k: dict(pile=w.pile(pile), card=w.card(k)),
    "nothing_to_draw": lambda w, kind, pile: ("nothing_to_draw_" + kind,
                                              {} if pile is None else dict(pile=w.pile(pile))),
    "exchange": lambda w, seat: dict(name=w.names[seat]),
    "lay": lambda w, seat, k: dict(name=w.names[seat], card=w.card(k)),
    "trade": lambda w, seat, n: dict(name=w.names[seat], n=n),
    "use": lambda w, seat, k, kind: dict(name=w.names[seat], card=w.card(k), kind=kind),
    "name": lambda w, seat, pile: dict(name=w.names[seat], pile=w.pile(pile)),
    "symbols_lost": lambda w, seat, n: dict(n=n),
    "exchange_done": lambda w, seat, n: dict(n=n),
    "restore": _restore,
    "reward": lambda w, seat, k: dict(name=w.names[seat], tile=w.tile(w.t.tiles[k].name)),
    "no_reward": lambda w, seat: {},
    "pass": lambda w, seat: dict(name=w.names[seat]),
    "double": lambda w, seat: dict(name=w.names[seat]),
    "demand": lambda w, seat, paint: dict(name=w.names[seat], paint=w.paint(paint)),
    "shows_hand": lambda w, giver, owner, paint: dict(giver=w.names[giver], owner=w.names[owner],
                                                      paint=w.paint(paint)),
    "gives": lambda w, giver, owner, paint: dict(giver=w.names[giver], owner=w.names[owner], paint=w.paint(paint)),
    "refill": lambda w, seat, n: dict(name=w.names[seat], limit=w.t.data.refill_to, n=n),
    "discard": lambda w, seat, k: dict(name=w.names[seat], card=w.card(k)),
    "triggered": lambda w, seat, n, need: dict(name=w.names[seat], n=n, need=need),
    "no_fresco_left": lambda w: {},
    "stalled": lambda w, n: dict(round=n),
    "final_score": lambda w, seat, frescoes, tiles: dict(name=w.names[seat], frescoes=frescoes, tiles=tiles,
                                                          total=frescoes + tiles),
    "winners": lambda w, seats: ("winners" if len(seats) == 1 else "winners_shared", dict(names=w.players(seats))),
}


def log_lines(s: State, start: int = 0, lang: str = "en") -> list[str]:
    """The log in ``lang`` from event ``start``, one line per event: "R<round> · <rule> · <sentence>"."""
    return worded_log(_Words.of(s, lang), s.log, EVENTS, start)


def action_text(s: State, seat: int | None, action, lang: str = "en") -> str:
    """What ``action`` does, in a sentence of ``lang`` for ``seat`` (None: a draw)."""
    w = _Words.of(s, lang)
    name = w.names[seat] if seat is not None else w.phrase("the_game")
    kind = type(action)
    if kind is Restore:
        return w.action("restore_turns" if action.turns else "restore", name=name, fresco=action.fresco,
                        supplies=w.listed([w.supply(supply) for supply in action.supplies]), turns=action.turns)
    if kind is Draw:
        return _draw(w, s.draws[0][0] if s.draws else "hand", action.item)
    if kind is Name and action.pile in WORKSHOP_PILES and s.tops[action.pile] is not None:
        return w.action("name_top", name=name, pile=w.pile(action.pile), card=w.card(s.tops[action.pile]))
    values = {Demand: lambda: dict(paint=w.paint(action.colour)), Lay: lambda: dict(card=action.card),
              Use: lambda: dict(kind=action.type, card=action.card),
              Name: lambda: dict(pile=w.pile(action.pile) if action.pile in WORKSHOP_PILES else "?"),
              Reward: lambda: dict(tile=w.tile(action.tile)), Give: lambda: dict(card=action.card),
              Discard: lambda: dict(card=action.card)}
    return w.action(action.tag, name=name, **values.get(kind, dict)())


def _draw(w: _Words, kind: str, item: str) -> str:
    """A draw of the pending ``kind`` bringing ``item``: an action tile or the favourite colour in words, a card or a
    fresco as its name."""
    if kind == "tile":
        return w.action("draw_tile", tile=w.tile(item))
    if kind == "favourite":
        return w.action("draw_favourite", paint=w.paint(item))
    return w.action("draw", item=item)
