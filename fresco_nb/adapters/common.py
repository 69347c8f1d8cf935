"""What both adapters share besides the game's ids and observations: the game they start, who acts, the horizon
(:func:`cut`) and the outcome — for any game of the kit, through the game protocol."""
from __future__ import annotations

from ..games import DEFAULT_GAME, game_module, module_of

DEFAULT_MAX_ROUNDS = 40          # a greedy Fresco game lasts about 9 rounds, a uniformly random one up to ~80


def make_game(players: int = 4, game: str = DEFAULT_GAME, seed: int = 0, auto_chance: bool = False, **options):
    """A new game of ``game`` for an adapter: no event log (speed); chance explicit unless ``auto_chance``;
    ``options`` the game's own, as text or values (Fresco: ``modules="portraits+requests"``)."""
    module = game_module(game)
    return module.new_game(players=players, seed=seed, auto_chance=auto_chance, record=False,
                           **module.parse_options(options))


def actor(game) -> int | None:
    """The seat that decides now (the lowest seat still to decide when several decide at once), None at chance and
    at the end."""
    seats = game.decision.seats
    return seats[0] if seats else None


def round_of(game) -> int:
    """The round being played (0 during setup)."""
    return game.decision.round


def cut(game, max_rounds: int) -> bool:
    """True when the adapter's horizon is reached: round ``max_rounds + 1`` has begun and the game is not over."""
    decision = game.decision
    return decision.round > max_rounds and decision.kind not in ("chance", "over")


def outcome(game) -> list[float]:
    """Returns for the seats, zero-sum: +1 for a sole winner and -1/(n-1) for each other seat; k seats sharing the
    victory get (n-k)/(k(n-1)) each. The winners are the game's ``leaders``: the result's, or for a game cut short
    who would win if it ended now; a winner that is no seat (Fresco's Leonardo, with the ruling that lets him win)
    leaves every seat at -1/(n-1)."""
    module = module_of(game)
    n = module.seats(game)
    winners = module.leaders(game)
    lose = -1.0 / (n - 1)
    seats = [q for q in winners if q < n]
    if len(seats) < len(winners):
        return [lose] * n
    share = (n - len(seats)) / (len(seats) * (n - 1))
    return [share if seat in seats else lose for seat in range(n)]
