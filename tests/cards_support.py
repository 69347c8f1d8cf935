"""Helpers of the card game's tests: a table set up by hand (hands, displays, favourite colour, tiles) with every card
still counted once, and the conservation check of C-SET-9."""
from __future__ import annotations

import random

import pytest

from fresco_nb.games.fresco_cards import IllegalAction, new_game
from fresco_nb.games.fresco_cards.determinize import redeal
from fresco_nb.games.fresco_cards.state import PILES

SHOWN = ["F-01", "F-06", "F-14", "F-09"]         # four face-up frescoes: R Y B · R B G · Y O G · Y B G


def table(players: int = 3, seed: int = 1, current: int = 0, hands=None, frescoes=None, favourite=None,
          tiles=None, owned=None, rulings=None, step: str = "action", data=None):
    """A game whose seat ``current`` is at ``step`` (phase 2's choice by default) with the hands ``{seat: {kind:
    n}}`` (every other hand empty), the face-up ``frescoes`` and action ``tiles`` (names by slot), the favourite
    paint and the tiles ``owned`` ``{seat: {kind: n}}``: cards and tiles are moved from and to their piles, so
    everything is still counted once."""
    game = new_game(players=players, seed=seed, start_seat=0, rulings=rulings, data=data)
    s = game.state
    t = s.tables
    for p in s.players:
        for k, n in enumerate(p.hand):
            s.decks[t.cards[k].pile][k] += n
            p.hand[k] = 0
    for seat, cards in (hands or {}).items():
        for name, n in cards.items():
            k = t.card_index[name]
            deck = s.decks[t.cards[k].pile]
            assert deck[k] >= n, f"only {deck[k]} {name} in its deck"
            deck[k] -= n
            s.players[seat].hand[k] += n
    if frescoes is not None:
        wanted = [None if name is None else t.fresco_index[name] for name in frescoes]
        s.fresco_display = _shown(s.fresco_display, s.fresco_deck, wanted)
    if favourite is not None:
        if s.favourite is not None:
            s.favourite_stack[s.favourite] += 1
        s.favourite = t.paint_index[favourite]
        s.favourite_stack[s.favourite] -= 1
    if tiles is not None:
        wanted = [None if name is None else t.tile_index[name] for name in tiles]
        s.tile_display = _shown(s.tile_display, s.tile_stack, wanted)
    for seat, held in (owned or {}).items():
        for name, n in held.items():
            k = t.tile_index[name]
            assert s.tile_stack[k] >= n, name
            s.tile_stack[k] -= n
            s.players[seat].tiles[k] += n
    s.current, s.step, s.draws = current, step, []
    s.round = max(s.round, 1)
    game.history = []
    game._state_edited()
    conserved(game)
    return game


def _shown(display: list, stack: list, wanted: list) -> list:
    """Put what ``display`` shows back in ``stack`` and show ``wanted`` (indices, None for an empty place) taken from
    it; the new display."""
    for k in display:
        if k is not None:
            stack[k] += 1
    for k in wanted:
        if k is not None:
            assert stack[k], k
            stack[k] -= 1
    return list(wanted)


def hand(game, seat: int) -> dict[str, int]:
    """A seat's hand as {kind: n}."""
    return game.view(seat)["players"][seat]["hand"]


def conserved(game) -> None:
    """C-SET-9: every market and workshop card, fresco, action tile and favourite tile is counted exactly once."""
    s = game.state
    t = s.tables
    for pile in PILES:
        kinds = [k for k, c in enumerate(t.cards) if c.pile == pile]
        where = sum(s.decks[pile][k] + (s.tops[pile] == k) + s.discards[pile][k] + s.laid[k] + s.resolved[k]
                    + s.shown[k] + sum(p.hand[k] for p in s.players) for k in kinds)
        assert where == t.pile_sizes[pile], (pile, where, t.pile_sizes[pile])
        for k in kinds:
            assert min(s.decks[pile][k], s.discards[pile][k], s.laid[k], s.resolved[k], s.shown[k],
                       *(p.hand[k] for p in s.players)) >= 0
    for k, c in enumerate(t.cards):
        assert sum(s.decks[pile][k] + s.discards[pile][k] for pile in PILES if pile != c.pile) == 0, c.name
    restored = [f for p in s.players for f, _ in p.restored]
    assert len(set(restored)) == len(restored)
    frescoes = sum(s.fresco_deck) + sum(f is not None for f in s.fresco_display) + len(restored)
    assert frescoes == len(t.frescoes)
    for k, x in enumerate(t.tiles):
        held = s.tile_stack[k] + sum(1 for d in s.tile_display if d == k) + s.tiles_removed[k] \
            + sum(p.tiles[k] for p in s.players)
        assert held == len(x.ids), x.name
    favourites = sum(s.favourite_stack) + (s.favourite is not None) + s.favourites_removed
    assert favourites == sum(n for _, n in t.data.favourites)


def play(game, *actions):
    """Apply each action (text or value) for the seat due; return the game."""
    for action in actions:
        game.apply(action)
    return game


def give_restored(game, seat: int, frescoes) -> None:
    """Move the frescoes ``[(name, step), ...]`` from the deck or the display to ``seat``'s restored ones."""
    s = game.state
    for name, step in frescoes:
        f = s.tables.fresco_index[name]
        if s.fresco_deck[f]:
            s.fresco_deck[f] -= 1
        else:
            s.fresco_display[s.fresco_display.index(f)] = None
        s.players[seat].restored.append((f, step))
    conserved(game)


def end_action(game) -> None:
    """Let the restore action of the player to act end now (its end check, C-END-1)."""
    game.state.step = "check_end"
    game._state_edited()


def refusal(game, action) -> IllegalAction:
    """The refusal of ``action``, checked to leave the game unchanged."""
    before = game.to_json(), game.view("full"), game.decision
    with pytest.raises(IllegalAction) as raised:
        game.apply(action)
    assert (game.to_json(), game.view("full"), game.decision) == before
    return raised.value


def same_choice_on_a_redealt_table(make_bot, kinds) -> int:
    """Play a seeded four-player game at random; at each decision of ``kinds`` with more than two options, check that
    a bot made by ``make_bot()`` chooses the same as another on a copy with everything its seat cannot see dealt
    anew. Return how many decisions were checked."""
    game = new_game(players=4, seed=21)
    rng = random.Random(2)
    checked = 0
    for _ in range(250):
        if game.over:
            break
        seat = game.decision.seats[0]
        if game.decision.kind in kinds and len(game.legal_actions()) > 2:
            hidden = redeal(game, {seat}, random.Random(checked))
            assert make_bot().choose(game, seat) == make_bot().choose(hidden, seat)
            checked += 1
        game.apply(rng.choice(game.legal_actions()))
    return checked
