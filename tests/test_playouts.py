"""Property-based random playouts: invariants after every action, every game ends, determinism (R-SET .. R-END).

Seeds, player counts (3/4) and bot seeds are drawn by hypothesis; the bots are RandomBots. About 2,000 full
games run in this file (~1 min on one core).
"""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from playout_support import (
    PLAYERS,
    SEEDS,
    SETTINGS,
    MAX_DECISIONS,
    check_invariants,
    new_random_game,
    next_step,
    play,
    snapshot,
)

from fresco_nb import new_game, parse_action
from fresco_nb.bots import RandomBot
from fresco_nb.games.fresco.rules.actions import Draw, WakeUp


def _check_result(game) -> None:
    """The final standings agree with the track (R-END-3, R-END-4)."""
    assert game.turn.kind == "over" and game.legal_actions() == ()
    result = game.result()
    positions = [p.pos for p in game.state.players]
    assert len(set(positions)) == len(positions)                     # R-END-4: no ties
    assert result["winner"] == max(range(len(positions)), key=positions.__getitem__)
    assert sorted(result["scores"], reverse=True) == [result["scores"][q] for q in result["ranking"]]
    assert game.state.tiles_left() <= game.tables.data.last_round_tiles        # R-END-1, R-END-2


@settings(max_examples=750, **SETTINGS)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS, auto_chance=st.booleans(), sample_seed=SEEDS)
def test_invariants_hold_after_every_action(players, seed, bot_seed, auto_chance, sample_seed):
    """After every decision and every draw: resources never negative, painters on distinct spaces, 25 fresco
    tiles accounted for, bishop on the grid, 4-6 apprentices, mood on its track, stalls not overfull,
    bag + stalls = the market tiles in play; the chosen action and a random other legal one pass check()."""
    game, bots = new_random_game(players, seed, bot_seed, auto_chance=auto_chance, record=False)
    rng = random.Random(sample_seed)
    check_invariants(game)
    steps = 0
    while game.turn.kind != "over":
        action, seat = next_step(game, bots, rng)
        legal = game.legal_actions(seat)
        assert action in legal and legal
        assert game.check(action, seat) is None
        other = legal[rng.randrange(len(legal))]
        assert game.check(other, seat) is None, (other, game.check(other, seat))
        game.apply(action, seat)
        if isinstance(action, WakeUp):                               # R-MOOD-2: set right after the move
            p = game.state.players[seat]
            assert p.apprentices == 5 + game.tables.mood_zones[p.mood]
        check_invariants(game)
        steps += 1
        assert steps <= MAX_DECISIONS * (1 if auto_chance else 2), "the game does not end"
    _check_result(game)


@settings(max_examples=20, **SETTINGS)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS, sample_seed=SEEDS)
def test_every_legal_action_passes_check_and_reads_back(players, seed, bot_seed, sample_seed):
    """At sampled decision points of a random game: each legal action passes check(), is listed once, and its
    text form parses back to it and passes check() too (planning offers hundreds of plans: sampled)."""
    game, bots = new_random_game(players, seed, bot_seed, record=False)
    rng = random.Random(sample_seed)
    checked = 0
    while game.turn.kind != "over":
        action, seat = next_step(game, bots)
        if game.turn.kind == "player" or rng.random() < 0.05:
            legal = game.legal_actions(seat)
            assert len(set(legal)) == len(legal)
            for option in legal:
                assert game.check(option, seat) is None, option
                text = str(option)
                parsed = parse_action(text)
                assert type(parsed) is type(option) and parsed == option
                assert game.check(text, seat) is None, text
                checked += 1
        game.apply(action, seat)
    assert checked > 100


@settings(max_examples=1500, **SETTINGS)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS)
def test_every_game_ends(players, seed, bot_seed):
    """Random games end (turn 'over') within the decision bound, with a winner on the track (R-END-1..4);
    at the end the invariants still hold."""
    game, bots = new_random_game(players, seed, bot_seed, record=False)
    steps = play(game, bots, MAX_DECISIONS)
    assert game.turn.kind == "over", f"not over after {steps} decisions"
    check_invariants(game)
    _check_result(game)


@settings(max_examples=25, **SETTINGS)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS)
def test_same_seeds_same_game(players, seed, bot_seed):
    """Same game seed + same bot seeds = the identical game: history, views, log, save text."""
    first, bots = new_random_game(players, seed, bot_seed)
    play(first, bots)
    again, bots = new_random_game(players, seed, bot_seed)
    random.seed(seed ^ 0x5EED)                 # the global stream must not matter
    random.random()
    play(again, bots)
    assert again.history == first.history
    assert snapshot(again) == snapshot(first)
    assert again.result() == first.result()


class _NoisyBot(RandomBot):
    """A RandomBot that also burns random numbers of the global stream and of a stream of its own."""

    def choose(self, game, seat):
        random.random()
        random.Random(seat).random()
        return super().choose(game, seat)


@settings(max_examples=40, **SETTINGS)
@given(players=PLAYERS, seed=SEEDS, bot_seed=SEEDS, other_seed=SEEDS)
def test_bots_do_not_change_the_draws(players, seed, bot_seed, other_seed):
    """Swapping the bots never changes the shuffles: the setup draws (start order, fresco, stalls) and the
    table at the first decision are identical; a bot that uses other random streams changes nothing."""
    a, bots_a = new_random_game(players, seed, bot_seed)
    b, bots_b = new_random_game(players, seed, other_seed)
    setup = list(a.history)
    assert setup and all(seat is None and isinstance(action, Draw) for seat, action in setup)
    assert b.history == setup and b.view("full") == a.view("full")
    play(a, bots_a, 40)
    play(b, bots_b, 40)
    assert a.history[:len(setup)] == b.history[:len(setup)] == setup
    # the same choices with a bot that draws from other streams: the whole game is the same
    c, bots_c = new_random_game(players, seed, bot_seed)
    play(c, bots_c, 300)
    d = new_game(players, seed)
    play(d, [_NoisyBot(f"{bot_seed}:{q}") for q in range(players)], 300)
    assert c.history == d.history and c.view("full") == d.view("full")


def test_different_seeds_give_different_setups():
    """The seed reaches the draws (a sanity check on the tests above: they compare something)."""
    views = {repr(new_game(4, seed).view("full")["fresco"]) for seed in range(20)}
    assert len(views) == 20
