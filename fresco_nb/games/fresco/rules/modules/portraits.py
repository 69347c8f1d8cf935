"""Module 1 — Portraits (R-POR): the stacked deck, a card instead of 3 thalers in the studio, the cards' effects."""
from __future__ import annotations

from itertools import combinations_with_replacement

from ...data import PRIMARY
from .. import studio
from ..actions import Draw, Pass, TakePortrait
from ..errors import IllegalAction, Phrase
from ..plugins import DecisionRules, Draws, Module, plug_in
from ..scoring import score
from ..state import PAINT_INDEX, State


def queue_deck_draws(s: State) -> None:
    """Queue the chance draws that stack the deck: deck A on top, then B, then C at the bottom (R-POR-1)."""
    cards = s.tables.data.portraits
    s.draws += [("portrait", deck) for deck in "ABC" for card in cards if card.deck == deck]


def stack(s: State, deck: str, index: int) -> None:
    """The drawn card of ``deck`` goes under the stacked ones (R-POR-1)."""
    s.portrait_deck.append(index)
    s.note("R-POR-1", "portrait_stacked", index, deck)


def draw_outcomes(data) -> tuple[Draw, ...]:
    """Every card as a draw's outcome, by index."""
    return tuple(Draw(card.id) for card in data.portraits)


def pool(s: State, deck: str) -> list[int]:
    """Cards of ``deck`` not yet stacked."""
    stacked = set(s.portrait_deck)
    return [i for i, c in enumerate(s.tables.data.portraits) if c.deck == deck and i not in stacked]


def reveal(s: State) -> None:
    """Turn up the next cards; when the deck runs out this way, the coming round is the last (R-POR-5)."""
    n = s.tables.data.portraits_face_up
    s.portraits_up = s.portrait_deck[:n]
    del s.portrait_deck[:n]
    if s.portraits_up:
        s.note("R-POR-4" if s.round else "R-POR-1", "portraits_up", tuple(s.portraits_up))
    if not s.portrait_deck and not s.portraits_final:
        s.portraits_final = True
        s.note("R-POR-5", "portraits_last")


def refresh(s: State) -> None:
    """Preparation: leftover face-up cards leave the game, new ones are turned up (R-POR-4)."""
    if s.portraits_up:
        s.note("R-POR-4", "portraits_discarded", tuple(s.portraits_up))
    s.portraits_up = []
    if s.portrait_deck:
        reveal(s)


def permanent(s: State, seat: int, effect: str) -> int:
    """The summed amount of the permanent cards with ``effect`` that ``seat`` owns (0 if none, R-POR-3)."""
    cards = s.tables.data.portraits
    return sum(cards[c].amount for c in s.players[seat].portraits if cards[c].effect == effect)


def _choices(n: int) -> list[tuple[str, ...]]:
    return list(combinations_with_replacement(PRIMARY, n)) if n else [()]


def options(s: State, seat: int) -> list[TakePortrait]:
    """Each face-up card, with each choice of primaries it offers — once per player per round (R-POR-2)."""
    if s.players[seat].took_portrait:
        return []
    cards = s.tables.data.portraits
    return [TakePortrait(cards[c].id, choice) for c in s.portraits_up for choice in _choices(cards[c].primary_choice)]


def why_not(s: State, seat: int, action: TakePortrait) -> IllegalAction:
    """Why taking this portrait, which is not among the legal actions, is refused: the IllegalAction naming the rule."""
    cards = s.tables.data.portraits
    if s.players[seat].took_portrait:
        return IllegalAction("R-POR-2", "portrait_once")
    up = [cards[c].id for c in s.portraits_up]
    if action.card not in up:
        return IllegalAction("R-POR-2", "portrait_not_up", card=repr(action.card), up=", ".join(up) or Phrase("none"))
    card = next(cards[c] for c in s.portraits_up if cards[c].id == action.card)
    return IllegalAction("R-POR-3", "portrait_choice", card=card.name, n=card.primary_choice,
                         example=str(TakePortrait(card.id, _choices(card.primary_choice)[0])))


def take(s: State, seat: int, action: TakePortrait) -> None:
    """Take the card for one studio apprentice; the others earn thalers as usual (R-POR-2, R-POR-3)."""
    data = s.tables.data
    p = s.players[seat]
    index = next(c for c in s.portraits_up if data.portraits[c].id == action.card)
    card = data.portraits[index]
    s.portraits_up.remove(index)
    p.took_portrait = True
    others = s.remaining - 1
    s.remaining = 0
    s.note("R-POR-2", "portrait_taken", seat, index)
    if others:
        gain = data.studio_thalers * others
        p.thalers += gain
        s.note("R-STU-1", "studio", seat, others, gain)
    if card.kind == "permanent":
        p.portraits.append(index)
        return
    p.thalers += card.thalers
    for paint in card.paints + action.choice:
        p.paints[PAINT_INDEX[paint]] += 1
    if card.effect == "muse" or card.mood:
        old = p.mood
        p.mood = s.tables.mood_top if card.effect == "muse" else min(s.tables.mood_top, p.mood + card.mood)
        s.note("R-MOOD-3", "portrait_mood", seat, old, p.mood)
    s.note("R-POR-3", "portrait_reward", seat, index, card.thalers, card.paints + action.choice)
    if card.vp:
        score(s, seat, {"portraits": card.vp})


def leonardo_options(s: State, seat: int) -> list[TakePortrait]:
    """Leonardo must remove a face-up card if there is one; the controller picks (R-LEO-9)."""
    cards = s.tables.data.portraits
    return [TakePortrait(cards[c].id) for c in s.portraits_up]


def leonardo_take(s: State, seat: int, action: TakePortrait) -> None:
    """Leonardo removes the card and scores the VP printed on it (0 if none; R-LEO-9)."""
    cards = s.tables.data.portraits
    index = next(c for c in s.portraits_up if cards[c].id == action.card)
    s.portraits_up.remove(index)
    s.remaining = 0
    s.note("R-LEO-9", "leonardo_portrait", seat, index, cards[index].vp)
    if cards[index].vp:
        score(s, seat, {"portraits": cards[index].vp})


MODULE = plug_in(Module(
    "portraits",
    decisions={("studio", False): DecisionRules(options, why_not, {TakePortrait: take, Pass: studio.take_thalers},
                                                True, "R-POR-2"),
               ("studio", True): DecisionRules(leonardo_options, why_not, {TakePortrait: leonardo_take}, False,
                                               "R-LEO-9")},
    draws={"portrait": Draws(pool, stack, draw_outcomes)},
    setup=queue_deck_draws, setup_done=reveal, prepare=refresh, powers=permanent))
