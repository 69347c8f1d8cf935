"""Shared helpers for the playout, save/undo and illegal-action tests: playing random games and checking
the state's invariants. Only the public API is used to play; invariants read the plain state."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, Phase
from hypothesis import strategies as st

from fresco_nb import new_game
from fresco_nb.bots import RandomBot
from fresco_nb.games.fresco.rules.state import START_KEY

# Random bots end a game in ~850 decisions (~50 rounds); the longest of 5,000 measured games took 2,367
# decisions (225 rounds).
MAX_DECISIONS = 6000

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.sampled_from([3, 4])
# no shrinking: a failure prints its seeds already, and shrinking whole games takes minutes
SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow],
            "phases": [Phase.explicit, Phase.reuse, Phase.generate]}


def make_bots(players: int, bot_seed: int) -> list[RandomBot]:
    """One random bot per seat, each with its own stream."""
    return [RandomBot(f"{bot_seed}:{seat}") for seat in range(players)]


def next_step(game, bots, draw_rng: random.Random | None = None):
    """The (action, seat) to apply next: the bot of the seat to act (lowest seat first while planning),
    or a draw chosen by ``draw_rng`` when chance is due (games with auto_chance=False)."""
    turn = game.turn
    if turn.kind == "chance":
        rng = draw_rng or random.Random(len(game.history))
        options = game.legal_actions()
        return options[rng.randrange(len(options))], None
    seat = turn.seats[0]
    return bots[seat].choose(game, seat), seat


def play(game, bots, decisions: int = MAX_DECISIONS, draw_rng=None, after=None) -> int:
    """Apply up to ``decisions`` steps (player decisions and manual draws) or until the game is over;
    call ``after(game, action, seat)`` after each one. Return the number of steps applied."""
    done = 0
    while done < decisions and game.turn.kind != "over":
        action, seat = next_step(game, bots, draw_rng)
        game.apply(action, seat)
        done += 1
        if after is not None:
            after(game, action, seat)
    return done


def new_random_game(players: int, seed: int, bot_seed: int, **options):
    """A new game with its bots."""
    return new_game(players=players, seed=seed, **options), make_bots(players, bot_seed)


def snapshot(game) -> dict:
    """Everything observable about a game, to compare two games or one game before and after."""
    turn = game.turn
    if turn.kind == "over":
        legal = ()
    elif turn.kind == "chance":
        legal = game.legal_actions()
    else:
        legal = tuple(game.legal_actions(seat) for seat in turn.seats)
    return {"json": game.to_json(), "full": game.view("full"), "public": game.view("public"),
            "seats": [game.view(seat) for seat in range(len(game.names))], "turn": turn, "legal": legal,
            "history": list(game.history), "log": game.log_text()}


def check_invariants(game) -> None:
    """Invariants of any reachable state (plain state reads, cheap enough to run after every action)."""
    s = game.state
    t = s.tables
    n = len(s.players)
    setup_done = s.round > 0
    for p in s.players:
        assert p.thalers >= 0, (p.name, p.thalers)
        assert min(p.paints) >= 0, (p.name, p.paints)
        assert 0 <= p.mood <= t.mood_top, (p.name, p.mood)                       # R-MOOD-1
        if p.automaton:                                                           # R-LEO-1
            assert p.thalers == 0 and not any(p.paints), (p.name, p.thalers, p.paints)
            continue
        if s.round >= 1 and (p.inn >= 0 or s.phase in ("plan", "act", "refill", "over")):
            assert 4 <= p.apprentices <= 6, (p.name, p.apprentices)               # R-MOOD-2
        if p.plan is not None:                                                    # R-PLAN-1
            assert len(p.plan) == 5 and sum(p.plan) <= p.apprentices
            assert all(0 <= c <= t.data.spaces_per_location for c in p.plan)
    spaces = [p.pos for p in s.players if p.pos > 0]
    assert len(spaces) == len(set(spaces)), spaces                                 # R-SCORE-2
    if setup_done:
        starts = [p.pos - START_KEY for p in s.players if p.pos < 1]
        assert len(starts) == len(set(starts)) and all(1 <= k <= n for k in starts), starts   # R-SET-2
    slots = [p.inn for p in s.players if p.inn >= 0]
    assert len(slots) == len(set(slots)) and all(x < len(t.inn) for x in slots)   # R-WAKE-2
    # fresco tiles: each of the 25 on the fresco, owned by one player (under a request or not, or gone
    # with a Leonardo request), or (during setup) still to deal; with blends 7 base tiles are out (R-BLD-1)
    on_fresco = [x for x in s.fresco if x >= 0]
    owned = [x for p in s.players for x in p.tiles]
    owned += [x for p in s.players for _, covered in p.requests for x in covered]
    owned += [x for p in s.players for x in p.gone]
    every = on_fresco + owned + s.fresco_pool
    assert len(every) == len(set(every)) and set(every) <= set(range(len(t.fresco_tiles)))
    if setup_done:
        assert len(on_fresco) + len(owned) == 25 and not s.fresco_pool
    # modules: no portrait owned twice or in two places (R-POR); request tiles each in one place (R-REQ)
    portraits = s.portrait_deck + s.portraits_up + [c for p in s.players for c in p.portraits]
    assert len(portraits) == len(set(portraits)), portraits
    requests = [r for stack in s.request_stacks.values() for r in stack] + [r for p in s.players for r, _ in p.requests]
    assert len(requests) == len(set(requests)) and len(requests) <= len(t.data.requests)
    for p in s.players:
        assert all(len(covered) == t.data.request_tiles_needed for _, covered in p.requests)
    assert 0 <= s.bishop < 25                                                        # R-CATH-3/4
    # market: stalls never overfull; bag + stalls = all the tiles in play (14, or 11 with 3 players)
    assert len(s.stalls) == len(t.stall_sizes)
    assert all(len(stall) <= size for stall, size in zip(s.stalls, t.stall_sizes))
    in_play = 14 if n == 4 else 11
    assert len(t.market_tiles) == in_play
    market = s.bag + [x for stall in s.stalls for x in stall]
    assert sorted(market) == list(range(in_play)), market
    assert s.remaining >= 0
    turn = game.turn
    if turn.kind == "over":
        assert s.phase == "over"
    elif turn.kind == "player":
        assert len(turn.seats) == 1
    elif turn.kind == "simultaneous":
        assert turn.seats and all(s.players[q].plan is None for q in turn.seats)
