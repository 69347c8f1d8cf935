"""Helpers for the Azul: Summer Pavilion tests: build a precise table, then drive it through the public API.

Building (the only place tests touch ``game.state``; every tile is moved from or to the bag, so the 132 tiles of
A-SET-8 stay conserved): :func:`table`, :func:`set_hand`, :func:`cover`, :func:`set_source`, :func:`set_supply`,
:func:`set_score`, :func:`set_round`, :func:`to_placing`. Checking: :func:`invariants`, :func:`snapshot`, :func:`random_playout`.
"""
from __future__ import annotations

import random

from fresco_nb.games.azul_sp import new_game
from fresco_nb.games.azul_sp.state import EMPTY

TILES = 132


def _colour(game, name: str) -> int:
    return game.tables.colour_index[name]


def _to_bag(game, tiles: list[int]) -> None:
    for c, n in enumerate(tiles):
        game.state.bag[c] += n
        tiles[c] = 0


def _from_bag(game, name: str, n: int) -> None:
    c = _colour(game, name)
    s = game.state
    if s.bag[c] < n:                      # take them back from the tower, the centre or the factories
        for pile in [s.tower, s.centre, *s.factories]:
            moved = min(pile[c], n - s.bag[c])
            pile[c] -= moved
            s.bag[c] += moved
    assert s.bag[c] >= n, f"not enough {name} tiles left for the scenario"
    s.bag[c] -= n


def table(players: int = 2, seed: int = 0, **options):
    """A new game at its first decision (the setup draws made, with auto_chance=False each the first outcome)."""
    game = new_game(players, seed, **options)
    while game.decision.kind == "chance":
        game.apply(game.legal_actions()[0])
    return game


def settle(game):
    """Settle the decision after the state was edited; return the game."""
    game._state_edited()
    return game


def set_hand(game, seat: int, tiles: dict[str, int]):
    """The seat's hand becomes exactly ``tiles`` ({colour: count})."""
    p = game.state.players[seat]
    _to_bag(game, p.hand)
    for name, n in tiles.items():
        _from_bag(game, name, n)
        p.hand[_colour(game, name)] += n
    return settle(game)


def cover(game, seat: int, spaces, colour: str | None = None):
    """Cover the named spaces of a seat's board (with ``colour``, default each outer star's own colour; the centre
    star's spaces get a colour not yet on it)."""
    t = game.tables
    board = game.state.players[seat].board
    for sid in spaces:
        i = t.space_index[sid]
        if colour is not None:
            name = colour
        elif t.star_colour[t.star_of[i]] != EMPTY:
            name = t.colours[t.star_colour[t.star_of[i]]]
        else:
            on = {board[j] for j in t.star_spaces[t.star_of[i]]}
            name = t.colours[next(c for c in range(t.n_colours) if c not in on)]
        _from_bag(game, name, 1)
        board[i] = _colour(game, name)
    return settle(game)


def set_source(game, source: int, tiles: dict[str, int]):
    """Factory ``source`` (1..F) or the centre (0) holds exactly ``tiles``."""
    s = game.state
    pile = s.centre if source == 0 else s.factories[source - 1]
    _to_bag(game, pile)
    for name, n in tiles.items():
        _from_bag(game, name, n)
        pile[_colour(game, name)] += n
    return settle(game)


def clear_sources(game):
    """Every factory and the centre empty (their tiles back in the bag)."""
    for pile in [game.state.centre, *game.state.factories]:
        _to_bag(game, pile)
    return settle(game)


def set_supply(game, colours: list[str | None]):
    """The supply spaces hold ``colours`` (None: empty); the rest of the spaces are emptied."""
    s = game.state
    for i, c in enumerate(s.supply):
        if c != EMPTY:
            s.bag[c] += 1
            s.supply[i] = EMPTY
    for i, name in enumerate(colours):
        if name is not None:
            _from_bag(game, name, 1)
            s.supply[i] = _colour(game, name)
    return settle(game)


def set_round(game, round_: int):
    """The game is in round ``round_`` (its wild colour follows, A-DRAFT-1); nothing else changes."""
    game.state.round = round_
    return settle(game)


def set_score(game, seat: int, score: int):
    p = game.state.players[seat]
    p.vp["start"] += score - p.score
    p.score = score
    return settle(game)


def to_placing(game, seat: int = 0, hands: dict | None = None):
    """Skip phase 1: factories and centre empty, phase 2 with ``seat`` to play; ``hands`` {seat: {colour: n}}."""
    clear_sources(game)
    s = game.state
    s.phase = "place"
    s.current = seat
    for other, tiles in (hands or {}).items():
        set_hand(game, other, tiles)
    return settle(game)


def invariants(game) -> None:
    """What holds after every action: 132 tiles (A-SET-8), scores at least 1 (A-SCORE-2), VP by source adding up
    to the score, at most 4 corner tiles (A-PLACE-16), the decision's seats."""
    s = game.state
    assert s.tile_total() == TILES
    assert all(n >= 0 for n in s.bag + s.tower + s.centre + [n for f in s.factories for n in f])
    for p in s.players:
        assert p.score >= 1 and p.score == sum(p.vp.values())
        assert sum(p.corners) <= 4 and min(p.hand) >= 0
    d = game.decision
    assert d.kind in ("draft", "place", "bonus", "chance", "over")
    if d.kind in ("draft", "place", "bonus"):
        assert d.seats == (d.painter,) and game.legal_actions()


def snapshot(game) -> tuple:
    """Everything a refusal must leave unchanged: the full view, the history and the log."""
    return (repr(game.view("full")), list(game.history), len(game.log), game.decision)


def random_playout(game, rng: random.Random, check=invariants, limit: int = 5000):
    """Play random legal actions to the end, checking ``check`` after every action; return the actions made."""
    made = []
    while not game.over and len(made) < limit:
        action = rng.choice(game.legal_actions())
        game.apply(action)
        made.append(action)
        check(game)
    assert game.over
    return made
