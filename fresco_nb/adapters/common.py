"""What both adapters share besides ids and observations: the game they start, who acts, the horizon
(:func:`cut`), the adjudicated outcome, the length bound and how a history entry is seen."""
from __future__ import annotations

from functools import lru_cache

from ..games.fresco.rules.actions import Draw, Plan
from ..games.fresco.rules.game import Game, new_game

DEFAULT_MAX_ROUNDS = 40          # a greedy game lasts about 9 rounds, a uniformly random one up to ~80


def parse_modules(modules) -> tuple[str, ...]:
    """Modules as a tuple from a string (names separated by ``+`` or ``,``: ``"portraits+requests"``;
    ``"all"``; ``""`` for none) or any iterable of names. OpenSpiel game strings need ``+``, since a
    comma there separates parameters."""
    if isinstance(modules, str):
        if modules.strip() == "all":
            return ("portraits", "requests", "blends")
        return tuple(m.strip() for m in modules.replace("+", ",").split(",") if m.strip())
    return tuple(modules or ())


def make_game(players: int = 4, modules=(), seed: int = 0, auto_chance: bool = False, data=None) -> Game:
    """A new game for an adapter: no event log (speed); chance explicit unless ``auto_chance``."""
    return new_game(players=players, seed=seed, modules=parse_modules(modules), data=data,
                    auto_chance=auto_chance, record=False)


def actor(game: Game) -> int | None:
    """The seat that decides now (the lowest seat still to plan while planning), None at chance / the end."""
    seats = game.decision.seats
    return seats[0] if seats else None


def round_of(game: Game) -> int:
    """The round being played (0 during setup)."""
    return game.decision.round


def cut(game: Game, max_rounds: int) -> bool:
    """True when the adapter's horizon is reached: round ``max_rounds + 1`` has begun (its first wake-up time is
    due) and the game is not over."""
    decision = game.decision
    return decision.kind == "wake" and decision.round > max_rounds


def ranking(game: Game) -> list[int]:
    """Painters by seat from first to last: the final ranking, or (a cut game) the current score track."""
    if game.over:
        return list(game.result()["ranking"])
    painters = game.view("public")["players"]
    return sorted(range(len(painters)),
                  key=lambda q: (-painters[q]["score"], -(painters[q]["start_space"] or 0)))


def outcome(game: Game) -> list[float]:
    """Returns for the human players: +1 for the winner, -1/(n-1) for each other player (zero-sum).
    The winner is the result's (over) or the best-placed player on the score track (a cut game); Leonardo
    wins only with the ``leonardo_can_win`` ruling, and then every player scores -1/(n-1)."""
    n = game.tables.players
    if game.over:
        winner = game.result()["winner"]
    else:
        order = ranking(game)
        automata = {p["seat"] for p in game.view("public")["players"] if p["automaton"]}
        winner = order[0] if game.rulings["leonardo_can_win"] else next(q for q in order if q not in automata)
    lose = -1.0 / (n - 1)
    return [1.0 if seat == winner else lose for seat in range(n)]


def max_game_length(game: Game, max_rounds: int) -> int:
    """An upper bound on the number of steps (player decisions and chance draws) of a game cut after
    ``max_rounds`` rounds: setup draws plus, per round, twice a generous count of every decision."""
    t = game.tables
    data = t.data
    painters = t.players + t.leonardo
    per_col = data.spaces_per_location
    setup = (painters + data.blend_removed_base_tiles + 24 + sum(t.stall_sizes)
             + len(data.portraits) * ("portraits" in t.modules))
    cathedral = per_col * 3 + 2                         # step + restore + place each, provost jump, pass
    workshop = per_col * data.mixes_per_apprentice + 3   # mixes, request + place, pass
    per_painter = 1 + 2 * cathedral + 2 + workshop       # market, two cathedral visits (last round), studio
    per_round = sum(t.stall_sizes) + 2 * painters + len(data.requests) + painters * per_painter
    return setup + max_rounds * 2 * per_round


def masked_entry(game: Game, seat: int | None, action) -> tuple[str, int | None, str]:
    """How a history entry just applied is seen: (text for everyone, seat who sees more or None, his text).
    Others' plans stay hidden (R-PLAN-2; revealed later through the views); the stacking of the portrait
    deck and the base tiles removed by module 3 are hidden from everyone."""
    if isinstance(action, Plan):
        return f"P{seat + 1} plans", seat, f"P{seat + 1} {action}"
    if isinstance(action, Draw):
        portraits, fresco_tiles = _drawn_ids(game.tables)
        if action.item in portraits:
            return "draw portrait", None, ""
        if action.item in fresco_tiles \
                and not any(part["tile"] == action.item for part in game.view("public", only=("fresco",))["fresco"]):
            return "draw removed tile", None, ""
        return str(action), None, ""
    who = "" if seat is None else f"P{seat + 1} "
    return who + str(action), None, ""


@lru_cache(maxsize=16)
def _drawn_ids(tables) -> tuple[frozenset, frozenset]:
    """The ids of the portrait cards and of the fresco tiles of one game setting (its fixed tables)."""
    return frozenset(c.id for c in tables.data.portraits), frozenset(t.id for t in tables.fresco_tiles)
