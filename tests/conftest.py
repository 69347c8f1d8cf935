"""Shared helpers for the rules tests: build a precise table, then drive it through the public API.

Scenario building (the only place tests touch ``game.state``):

* :func:`table` - a game with ``auto_chance=False`` whose setup draws are chosen: start order, fresco
  tiles on named parts, market tiles in named stalls.
* :func:`set_paints`, :func:`set_thalers`, :func:`set_score`, :func:`set_mood`, :func:`put_bishop`,
  :func:`strip_fresco`, :func:`shrink_bag` - set fields of the state to reach a situation quickly.

Playing (public API only: ``turn``, ``legal_actions``, ``apply``):

* :func:`wake_all`, :func:`plan_all`, :func:`start_round` - phase 1 and planning.
* :func:`play_until`, :func:`finish_round`, :func:`finish_game` - run the remaining decisions with a
  simple policy (pass wherever passing is allowed; otherwise the first legal option).

Reading (public API): :func:`paints_of`, :func:`me`, :func:`location`, :func:`new_lines`, :func:`rules_logged`.
"""
from __future__ import annotations

import pytest

from fresco_nb import LOCATIONS, new_game
from fresco_nb.games.fresco.data import PAINTS, load_data
from fresco_nb.games.fresco.rules.actions import part_index
from fresco_nb.games.fresco.rules.state import START_KEY

# every rule ID of the base game in shared/rules/fresco.md (3-4 players, no module)
BASE_RULES = frozenset(
    [f"R-SET-{i}" for i in range(1, 9)] + [f"R-WAKE-{i}" for i in range(1, 4)] + [f"R-MOOD-{i}" for i in range(1, 4)]
    + ["R-PLAN-1", "R-PLAN-2"] + [f"R-ACT-{i}" for i in range(1, 4)] + [f"R-MKT-{i}" for i in range(1, 5)]
    + [f"R-CATH-{i}" for i in range(1, 5)] + ["R-ALT-1", "R-SCORE-1", "R-SCORE-2", "R-STU-1", "R-WKS-1", "R-THE-1"]
    + [f"R-PREP-{i}" for i in range(1, 5)] + [f"R-END-{i}" for i in range(1, 5)] + ["R-HID-1"])

DEFAULT_STALLS_4P = [["M-RRR", "M-RR", "M-RY", "M-R"], ["M-BBB", "M-BB", "M-RB"],
                     ["M-YB", "M-B", "M-O"], ["M-YYY", "M-YY", "M-G"]]      # M-Y stays in the bag
DEFAULT_STALLS_3P = [["M-RRR", "M-RR", "M-RY"], ["M-BBB", "M-BB", "M-RB"],
                     ["M-YYY", "M-YY", "M-G"]]                              # M-YB, M-O stay in the bag


@pytest.fixture(scope="session")
def data():
    return load_data()


# ------------------------------------------------------------------------------------ building a table

def _touch(game) -> None:
    """Settle the decision and forget the legal actions after the state was edited by hand."""
    game._state_edited()


def resolve_draws(game, wanted: dict | None = None, reserved=()) -> None:
    """Make every pending chance draw.

    ``wanted`` maps a pending draw ``(kind, target)`` to a list of item ids to draw for it, in order;
    other draws take the first outcome not listed in ``reserved``.
    """
    queues = {key: list(items) for key, items in (wanted or {}).items()}
    reserved = set(reserved)
    while game.turn.kind == "chance":
        key = game.state.draws[0]
        queue = queues.get(key)
        if queue:
            item = queue.pop(0)
        else:
            names = [d.item for d in game.legal_actions()]
            item = next((n for n in names if n not in reserved), names[0])
        game.apply(f"draw {item}")


def table(players: int = 4, start=None, fresco: dict | None = None, stalls=None, seed: int = 0,
          rulings: dict | None = None):
    """A game at its first wake-up decision, set up with chosen draws (``auto_chance=False``).

    ``start``: seats in draw order onto S1, S2, ... (default 0, 1, 2, 3: seat 0 is the rearmost).
    ``fresco``: ``{"b2": "F03a", ...}``; every other outer part gets the remaining tiles in id order.
    ``stalls``: tile ids per stall (default :data:`DEFAULT_STALLS_4P` / ``_3P``).
    ``rulings``: switches for the ⚖ rulings (``new_game(rulings=...)``).
    """
    return module_table(players, (), start, fresco, stalls, seed, rulings)


def set_paints(game, seat: int, paints: str = "") -> None:
    """Set a player's paints exactly: ``"RRYO"`` = 2 red, 1 yellow, 1 orange."""
    game.state.players[seat].paints = [paints.count(p) if len(p) == 1 else 0 for p in PAINTS]
    _touch(game)


def set_thalers(game, seat: int, thalers: int) -> None:
    game.state.players[seat].thalers = thalers
    _touch(game)


def set_score(game, seat: int, space: int | str) -> None:
    """Put a score painter on a track space (an int >= 1) or a start space (``"S2"``)."""
    p = game.state.players[seat]
    p.pos = START_KEY + int(space[1:]) if isinstance(space, str) else space
    _touch(game)


def set_mood(game, seat: int, level: int) -> None:
    """Put a mood marker on a level relative to the start space (-3 .. +3 on the default track)."""
    game.state.players[seat].mood = game.state.tables.data.mood.start + level
    _touch(game)


def put_bishop(game, part: str) -> None:
    game.state.bishop = part_index(part)
    _touch(game)


def strip_fresco(game, keep) -> None:
    """Take every tile off the fresco except those on the parts in ``keep`` (nobody owns them)."""
    keep = {part_index(p) for p in keep}
    game.state.fresco = [t if i in keep else -1 for i, t in enumerate(game.state.fresco)]
    _touch(game)


def shrink_bag(game, keep: int) -> None:
    """Leave only the first ``keep`` market tiles in the bag (the others leave the game)."""
    game.state.bag = game.state.bag[:keep]
    _touch(game)


# ------------------------------------------------------------------------------------ playing

def wake_all(game, slots: dict | None = None) -> None:
    """Every player chooses a wake-up slot, in the order the game asks (R-WAKE-1).

    ``slots``: seat -> slot number as written in the text form (1 = 5:00 ... 5 = 9:00); players not
    listed take the latest free slot not wanted by anybody else.
    """
    slots = dict(slots or {})
    while game.turn.kind == "player" and game.view()["phase"] == "wake":
        seat = game.turn.seats[0]
        if seat in slots:
            game.apply(f"wake {slots[seat]}", seat)
            continue
        free = [a.slot + 1 for a in game.legal_actions(seat) if a.slot + 1 not in slots.values()]
        game.apply(f"wake {free[-1]}", seat)


def plan_all(game, plans: dict | None = None) -> None:
    """Every player plans (``"1 2 0 1 1"`` or a 5-tuple); players not listed place no apprentice."""
    plans = dict(plans or {})
    for seat in list(game.turn.seats):
        plan = plans.get(seat, (0, 0, 0, 0, 0))
        text = plan if isinstance(plan, str) else " ".join(map(str, plan))
        game.apply(f"plan {text}", seat)


def start_round(game, slots: dict | None = None, plans: dict | None = None) -> None:
    """Wake-up and planning: the game stops at the first action decision (or later)."""
    wake_all(game, slots)
    plan_all(game, plans)


def default_move(game):
    """Pass if passing is allowed; else go ahead on the score track; wake at 8:00 (no mood change) or the
    latest free slot; else the first legal option."""
    legal = game.legal_actions()
    texts = [str(a) for a in legal]
    for text in ("pass", "place ahead", "wake 4"):
        if text in texts:
            return text
    if texts[0].startswith("wake"):
        return legal[-1]
    return legal[0]


def step(game) -> None:
    """Make one decision with :func:`default_move` (planning: every planner places nothing)."""
    turn = game.turn
    if turn.kind == "simultaneous":
        plan_all(game)
    elif turn.kind == "chance":
        resolve_draws(game)
    else:
        game.apply(default_move(game), turn.seats[0])


def play_until(game, done, limit: int = 2000) -> None:
    """Make default decisions until ``done(game)`` is true."""
    for _ in range(limit):
        if done(game):
            return
        if game.over:
            raise AssertionError("the game ended before the wanted decision")
        step(game)
    raise AssertionError("too many steps")


def round_started(game) -> bool:
    """True once somebody has chosen a wake-up time this round."""
    view = game.view()
    return view["phase"] != "wake" or any(slot["painter"] for slot in view["inn"])


def finish_round(game) -> None:
    """Default decisions until the next round's first wake-up choice (or the end of the game).
    Does nothing if this round has not started yet (no wake-up time chosen)."""
    if game.over or not round_started(game):
        return
    current = game.view()["round"]
    play_until(game, lambda g: g.over or (g.view()["round"] > current and g.turn.kind == "player"))


def next_round(game) -> None:
    """Play the current round out with default decisions (see :func:`finish_round`), even if not started."""
    if not round_started(game):
        start_round(game)
    finish_round(game)


def finish_game(game) -> None:
    play_until(game, lambda g: g.over, limit=20000)


# ------------------------------------------------------------------------------------ reading

def me(game, seat: int) -> dict:
    """A player's own entry of his own view."""
    return game.view(seat)["players"][seat]


def paints_of(game, seat: int) -> dict:
    """A player's paints as he sees them: ``{"R": 1, ...}`` (only non-zero counts)."""
    return me(game, seat)["paints"]


def location(game) -> str | None:
    """Where the player to act is now, as ``Game.decision`` tells it: market, cathedral, studio, workshop, or
    "score track" for an ahead/behind choice; None outside phase 2 (a player with nothing payable is skipped)."""
    kind = game.decision.kind
    return "score track" if kind == "place" else kind if kind in LOCATIONS else None


def new_lines(game, since: int) -> list[str]:
    """Log lines written from event ``since`` on."""
    return game.log_text(since)


def rules_logged(lines) -> list[str]:
    """The rule IDs of log lines ``"R3 · R-CATH-2 · ..."``."""
    return [line.split(" · ")[1] for line in lines]


def last_round_table(keep, players: int = 4, **kw):
    """A game at the first wake-up of round 2, the last round (R-END-1): round 1 ends with only the tiles on
    ``keep`` left (nobody owns the others); nobody scored, so R-PREP-4 rotated the start spaces once."""
    game = table(players, **kw)
    strip_fresco(game, keep)
    next_round(game)
    assert game.view()["last_round"] and game.view()["round"] == 2
    return game


# ------------------------------------------------------------------------------------ modules and two players

def module_table(players: int = 4, modules=(), start=None, fresco: dict | None = None, stalls=None, seed: int = 0,
                 rulings: dict | None = None, portraits=None, removed=None, names=None, data=None):
    """Like :func:`table`, with modules (R-MOD-1) and their draws chosen too (``data``: a variant's tables).

    ``portraits``: card ids from the top of the stacked deck down (each deck letter's cards in the order given;
    unnamed cards follow in id order). ``removed``: module 3, the base tiles removed at setup (R-BLD-1).
    In a two-player game ``start`` lists the two players' seats onto S1, S2 (Leonardo stands on S3).
    """
    game = new_game(players, seed=seed, modules=modules, auto_chance=False, rulings=rulings, names=names, data=data)
    start = list(range(players)) if start is None else list(start)
    fresco = dict(fresco or {})
    if stalls is None:
        stalls = DEFAULT_STALLS_4P if players == 4 else DEFAULT_STALLS_3P
    wanted: dict = {}
    for k, seat in enumerate(start, 1):
        wanted[("start", k)] = [f"P{seat + 1}"]
    for name, tile in fresco.items():
        wanted[("fresco", part_index(name))] = [tile]
    for i, ids in enumerate(stalls):
        wanted.setdefault(("stall", i), []).extend(ids)
    for card in portraits or ():
        wanted.setdefault(("portrait", card.split("-")[1][0]), []).append(card)
    if removed:
        wanted[("remove", 0)] = list(removed)
    reserved = set(fresco.values()) | {t for ids in stalls for t in ids}
    resolve_draws(game, wanted, reserved)
    return game


def give_tiles(game, seat: int, ids) -> None:
    """Put fresco tiles (by id) in front of a player, as if restored earlier; they leave the fresco."""
    tables = game.state.tables
    index = {t.id: i for i, t in enumerate(tables.fresco_tiles)}
    for tile_id in ids:
        tile = index[tile_id]
        game.state.fresco = [-1 if t == tile else t for t in game.state.fresco]
        game.state.players[seat].tiles.append(tile)
    _touch(game)


def leonardo_seat(game) -> int:
    """Leonardo's seat in a two-player game (the last painter)."""
    return next(p["seat"] for p in game.view()["players"] if p["automaton"])


def decide_until(game, done, choose=None, limit: int = 2000) -> None:
    """Like :func:`play_until`, but ``choose(game)`` may return the decision to make (None: the default move)."""
    for _ in range(limit):
        if done(game):
            return
        if game.over:
            raise AssertionError("the game ended before the wanted decision")
        turn = game.turn
        picked = choose(game) if choose is not None and turn.kind == "player" else None
        if picked is None:
            step(game)
        else:
            game.apply(picked, turn.seats[0])
    raise AssertionError("too many steps")


def wake_by_subject(game, slots: dict | None = None) -> None:
    """Like :func:`wake_all`, but ``slots`` is keyed by the painter the choice is for (``game.acting_for``), so
    Leonardo's wake-up time (chosen by the holder of the Leonardo tile, R-LEO-4) can be named too."""
    slots = dict(slots or {})
    while game.turn.kind == "player" and game.view()["phase"] == "wake":
        subject = game.acting_for
        if subject in slots:
            game.apply(f"wake {slots[subject]}", game.turn.seats[0])
            continue
        free = [a.slot + 1 for a in game.legal_actions() if a.slot + 1 not in slots.values()]
        game.apply(f"wake {free[-1]}", game.turn.seats[0])


def show_portraits(game, ids) -> None:
    """Put these portrait cards face up on the studio (taken out of the deck), replacing the face-up ones."""
    cards = game.state.tables.data.portraits
    index = [next(i for i, c in enumerate(cards) if c.id == card) for card in ids]
    game.state.portrait_deck = [c for c in game.state.portrait_deck if c not in index]
    game.state.portraits_up = index
    _touch(game)


def give_portraits(game, seat: int, ids) -> None:
    """Give a player permanent portrait cards (by id), as if taken earlier."""
    cards = game.state.tables.data.portraits
    index = [next(i for i, c in enumerate(cards) if c.id == card) for card in ids]
    game.state.portrait_deck = [c for c in game.state.portrait_deck if c not in index]
    game.state.portraits_up = [c for c in game.state.portraits_up if c not in index]
    game.state.players[seat].portraits.extend(index)
    _touch(game)


def set_paint_codes(game, seat: int, paints: str = "") -> None:
    """Like :func:`set_paints`, reading the two-letter blend codes too: ``"OGPk"``, ``"BrBrBr"`` (module 3)."""
    import re
    codes = re.findall(r"Pk|Br|[RYBOGV]", paints)
    assert "".join(codes) == paints, f"unreadable paints {paints!r}"
    game.state.players[seat].paints = [codes.count(p) for p in PAINTS]
    _touch(game)
