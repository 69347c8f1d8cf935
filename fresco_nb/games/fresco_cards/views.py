"""What a seat, the projector and a teacher see (C-HID-1..6).

The public view holds only what C-HID-3/4 make public: the displays, the favourite colour, every restored fresco
with its step, the tiles owned and removed, the cards laid out or shown, the discards (face up, C-RUL-7), the start
player, the round and the size of every hand and pile; with the switch of C-RUL-6 the top card of each workshop
pile (``workshop_top``, by pile I..III, None for an empty pile). A seat's view adds its own hand and what it alone
learnt through a Demand (C-HID-5); ``"full"`` adds every hand, the contents of every face-down pile and the pending draws.
"""
from __future__ import annotations

from .data import PILES as WORKSHOP
from .state import State

PUBLIC, FULL = "public", "full"


def view(s: State, who, decision: str) -> dict:
    """The table as plain data: cards and tiles by their kind names, holdings as {name: count}."""
    t = s.tables
    cards = [c.name for c in t.cards]
    tile_names = [x.name for x in t.tiles]

    def counts(row: list[int], labels=cards) -> dict[str, int]:
        return {labels[k]: n for k, n in enumerate(row) if n}

    found = {
        "game": "fresco_cards", "round": s.round, "decision": decision, "start_seat": s.start_seat,
        "turn": None if s.step == "over" else s.current, "triggered": s.triggered,
        "favourite": None if s.favourite is None else t.paints[s.favourite],
        "frescoes": [None if f is None else t.frescoes[f].name for f in s.fresco_display],
        "tiles": [None if k is None else tile_names[k] for k in s.tile_display],
        "sizes": {"market": sum(s.decks[0]),
                  "workshop": [sum(s.decks[p]) + (s.tops[p] is not None) for p in WORKSHOP],
                  "frescoes": sum(s.fresco_deck), "tiles": sum(s.tile_stack), "favourites": sum(s.favourite_stack)},
        "discards": [counts(d) for d in s.discards], "laid": counts(s.laid), "resolved": counts(s.resolved),
        "shown": counts(s.shown), "w_left": s.w_left, "double": s.double, "demanded": s.demanded,
        "owing": list(s.owing), "removed": counts(s.tiles_removed, tile_names),
        "favourites_removed": s.favourites_removed,
        "players": [],
    }
    if t.rulings["workshop_face_up"]:
        found["workshop_top"] = [None if s.tops[p] is None else cards[s.tops[p]] for p in WORKSHOP]
    for p in s.players:
        vp = s.score(p)
        entry = {"seat": p.seat, "name": p.name, "score": sum(vp.values()), "vp": vp, "hand_size": sum(p.hand),
                 "tiles": counts(p.tiles, tile_names),
                 "restored": [[t.frescoes[f].name, step] for f, step in p.restored]}
        if who == FULL or who == p.seat:
            entry["hand"] = counts(p.hand)
            entry["seen"] = [list(_seen(t, note)) for note in p.seen]
        found["players"].append(entry)
    if who == FULL:
        found["decks"] = [counts(d) for d in s.decks]
        found["fresco_deck"] = [t.frescoes[f].name for f, n in enumerate(s.fresco_deck) if n]
        found["tile_stack"] = counts(s.tile_stack, tile_names)
        found["favourite_stack"] = counts(s.favourite_stack, list(t.paints))
        found["draws_pending"] = [list(d) for d in s.draws]
    return found


def _seen(t, note: tuple) -> tuple:
    """A private note in names: ("given", from, card), ("gave", to, card), ("shown", by, {card: n})."""
    what, seat, thing = note
    if what == "shown":
        return what, seat, {t.cards[k].name: n for k, n in enumerate(thing) if n}
    return what, seat, t.cards[thing].name
