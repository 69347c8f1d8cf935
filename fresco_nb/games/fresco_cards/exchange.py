"""Exchange (C-EXCH-1..10): lay cards out, then resolve them one by one, drawing a card per symbol of the chosen type.

Decisions: "lay" (lay one more card or ``trade``), "use" (which laid card next, with which type), "name" (the
workshop pile of the next W symbol, after seeing the last card drawn, C-EXCH-4). The automatic step "symbols" moves
on once the draws are made; "finish_exchange" sends the laid cards to their discards (C-EXCH-8).
"""
from __future__ import annotations

from .actions import TYPES, Lay, Name, Trade, Use
from .errors import IllegalAction
from .state import MARKET, State


def not_held(s: State, seat: int, card: str, rule: str) -> IllegalAction:
    """The refusal for a card kind the seat does not hold (or that does not exist)."""
    t = s.tables
    if card not in t.card_index:
        return IllegalAction(rule, "cards_no_card", card=repr(card), cards=", ".join(c.name for c in t.cards))
    return IllegalAction(rule, "cards_not_held", name=s.players[seat].name, card=card)


def can_supply(s: State, pile: int) -> bool:
    """A draw from ``pile`` can be made: its deck, its face-up top card (C-RUL-6) or its discard holds a card
    (C-EXCH-9, C-RUL-3, C-RUL-5)."""
    return any(s.decks[pile]) or s.tops[pile] is not None or any(s.discards[pile])


# -- "lay" ------------------------------------------------------------------------------------------------------
def lay_options(s: State, seat: int) -> tuple:
    t = s.tables
    return tuple(Lay(t.cards[k].name) for k, n in enumerate(s.players[seat].hand) if n)


def lay(s: State, seat: int, action: Lay) -> None:
    """Lay one card out face up (C-EXCH-1); the set is fixed before any draw (C-RUL-8)."""
    kind = s.tables.card_index[action.card]
    s.players[seat].hand[kind] -= 1
    s.laid[kind] += 1
    s.passes = 0
    if s.step == "action":
        s.note("C-EXCH-1", "exchange", seat)
    s.note("C-EXCH-1", "lay", seat, kind)
    s.step = "lay"


def laying_options(s: State, seat: int) -> tuple:
    return lay_options(s, seat) + ((Trade(),) if any(s.laid) else ())


def trade(s: State, seat: int, action: Trade) -> None:
    s.note("C-RUL-8", "trade", seat, sum(s.laid))
    s.step = "use"


def lay_why_not(s: State, seat: int, action) -> IllegalAction:
    if type(action) is Trade:
        return IllegalAction("C-EXCH-1", "cards_lay_first")
    return not_held(s, seat, action.card, "C-EXCH-1")


# -- "use" ------------------------------------------------------------------------------------------------------
def types_of(s: State, kind: int) -> tuple[str, ...]:
    """The types a laid card may be resolved with (C-EXCH-2): its one type, or either of two, unless only one of them
    can still bring a card (C-RUL-5)."""
    card = s.tables.cards[kind]
    found = tuple(t for t, n in zip(TYPES, (card.m, card.w)) if n)
    if len(found) == 2:
        market, workshop = can_supply(s, MARKET), any(can_supply(s, p) for p in (1, 2, 3))
        if market != workshop:
            return ("M",) if market else ("W",)
    return found


def use_options(s: State, seat: int) -> tuple:
    t = s.tables
    return tuple(Use(t.cards[k].name, kind) for k, n in enumerate(s.laid) if n for kind in types_of(s, k))


def use(s: State, seat: int, action: Use) -> None:
    """Resolve one laid card (C-EXCH-2, 5): one market draw per M symbol (C-EXCH-3), or a pile named per W symbol."""
    kind = s.tables.card_index[action.card]
    card = s.tables.cards[kind]
    s.laid[kind] -= 1
    s.resolved[kind] += 1
    s.note("C-EXCH-2", "use", seat, kind, action.type)
    if action.type == "M":
        s.draws += [("hand", seat, MARKET, "C-EXCH-3")] * card.m
    else:
        s.w_left = card.w
    s.step = "symbols"


def use_why_not(s: State, seat: int, action: Use) -> IllegalAction:
    t = s.tables
    if action.card not in t.card_index or not s.laid[t.card_index[action.card]]:
        laid = ", ".join(t.cards[k].name for k, n in enumerate(s.laid) if n)
        return IllegalAction("C-EXCH-5", "cards_not_laid", card=repr(action.card), laid=laid)
    card = t.cards[t.card_index[action.card]]
    if action.type not in TYPES or not (card.m if action.type == "M" else card.w):
        return IllegalAction("C-EXCH-2", "cards_no_symbol", card=card.name, type=repr(action.type))
    return IllegalAction("C-EXCH-6", "cards_type_empty", card=card.name, type=action.type)


def symbols(s: State) -> None:
    """After the draws of a symbol: name the next W pile, or lose the W symbols no pile can serve (C-RUL-5), or go on
    with the next laid card."""
    if s.w_left and not any(can_supply(s, p) for p in (1, 2, 3)):
        s.note("C-RUL-5", "symbols_lost", s.current, s.w_left)
        s.w_left = 0
    if s.w_left:
        s.step = "name"
    else:
        s.step = "use" if any(s.laid) else "finish_exchange"


# -- "name" -----------------------------------------------------------------------------------------------------
def name_options(s: State, seat: int) -> tuple:
    return tuple(Name(p) for p in (1, 2, 3) if can_supply(s, p))


def name(s: State, seat: int, action: Name) -> None:
    """One W symbol draws from the named pile (C-EXCH-4); everyone sees the pile, only the drawer the card."""
    s.w_left -= 1
    s.note("C-EXCH-4", "name", seat, action.pile)
    s.draws.append(("hand", seat, action.pile, "C-EXCH-4"))
    s.step = "symbols"


def name_why_not(s: State, seat: int, action: Name) -> IllegalAction:
    if action.pile not in (1, 2, 3):
        return IllegalAction("C-EXCH-4", "cards_no_pile", pile=repr(action.pile))
    return IllegalAction("C-RUL-5", "cards_pile_empty", pile=action.pile)


# -- the end of the exchange ------------------------------------------------------------------------------------
def finish(s: State) -> None:
    """The laid cards go to their discards, each to its own pile's (C-EXCH-8); a Double action goes on to restore."""
    t = s.tables
    for kind, n in enumerate(s.resolved):
        if n:
            s.discards[t.cards[kind].pile][kind] += n
    s.note("C-EXCH-8", "exchange_done", s.current, sum(s.resolved))
    s.resolved = [0] * len(t.cards)
    s.step = "more" if s.double else "phase3"
