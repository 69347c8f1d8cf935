"""Bots: legal choices in every player count and module combination, reproducible for a seed, no effect on the
game's own draws, and no peeking at hidden information (R-HID-1) by the heuristic and search bots."""
from __future__ import annotations

import random

import pytest

from fresco_nb import MODULES, Plan, new_game
from fresco_nb.bots import BOTS, SearchBot, make_bot
from fresco_nb.games.fresco.bots import HeuristicBot

ALL = tuple(MODULES)
COMBINATIONS = [(), ("portraits",), ("requests",), ("blends",), ALL]


def tiny_search(seed, horizon=0) -> SearchBot:
    """A search bot on a tiny, time-independent budget (deterministic), rolling out to the round's end."""
    return SearchBot(seed, iterations=2, seconds=None, candidates=2, horizon=horizon)


def play(game, bots, decisions=None, check=True):
    """Let the bots decide (planning in seat order); assert each choice is one of the legal actions."""
    done = 0
    while not game.over and (decisions is None or done < decisions):
        for seat in game.turn.seats:
            legal = game.legal_actions(seat)
            action = bots[seat].choose(game, seat)
            if check:
                assert action in legal and type(action) in {type(a) for a in legal}, (seat, action)
            game.apply(action, seat)
            done += 1
    return game


def test_the_new_bots_are_registered():
    assert {"random", "greedy", "heuristic", "search"} <= set(BOTS)
    assert isinstance(make_bot("heuristic", 1), HeuristicBot)
    assert isinstance(make_bot("search", 1), SearchBot)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(m) or "base")
def test_heuristic_plays_legal_actions_to_the_end(players, modules):
    seed = 7 * players + len(modules)
    game = new_game(players=players, seed=seed, modules=modules, record=False)
    bots = [make_bot("heuristic", f"{seed}:{i}") if i % 2 == 0 else make_bot("greedy", i) for i in range(players)]
    play(game, bots)
    assert game.over and game.result()["rounds"] >= 3


@pytest.mark.parametrize("players,modules", [(2, ALL), (3, ("portraits",)), (4, ("requests", "blends")), (4, ())],
                         ids=["2p-all", "3p-portraits", "4p-requests+blends", "4p-base"])
def test_search_plays_legal_actions(players, modules):
    game = new_game(players=players, seed=3, modules=modules, record=False)
    bots = [tiny_search(f"s{i}") if i == 0 else make_bot("heuristic", i) for i in range(players)]
    play(game, bots, decisions=80 if players > 2 else None)
    assert bots[0].times, "the search bot searched some decisions"


def test_search_makes_leonardos_choices_legally():
    """Two players: the holder of the Leonardo tile decides for him (R-LEO-3); the search bot too."""
    game = new_game(players=2, seed=11, modules=ALL, record=False)
    bots = [tiny_search("a"), tiny_search("b")]
    leonardo_decisions = 0
    while not game.over and game.state.round <= 2:
        for seat in game.turn.seats:
            legal = game.legal_actions(seat)
            leonardo_decisions += game.acting_for == 2
            action = bots[seat].choose(game, seat)
            assert action in legal
            game.apply(action, seat)
    assert leonardo_decisions > 0


@pytest.mark.parametrize("name", ["heuristic", "search"])
def test_a_bot_is_deterministic_for_its_seed(name):
    def run():
        game = new_game(players=3, seed=5, modules=("portraits", "requests"), record=False)
        bots = [tiny_search(i) if name == "search" else make_bot(name, i) for i in range(3)]
        play(game, bots, decisions=40 if name == "search" else None)
        return [str(a) for _, a in game.history]
    assert run() == run()


@pytest.mark.parametrize("name", ["random", "greedy", "heuristic", "search"])
def test_choosing_never_touches_the_game_or_its_draws(name):
    """A bot's own stream is its own: asking it for a choice changes nothing in the game, so the draws that
    follow (the refills) are those of the game's seed."""
    game = new_game(players=4, seed=21, modules=("portraits",))
    bots = [tiny_search(i) if name == "search" else make_bot(name, i) for i in range(4)]
    twin = game.clone()
    checked = 0
    while not game.over and game.state.round <= 2:
        for seat in game.turn.seats:
            before = game.to_json(), game.view("full")
            action = bots[seat].choose(game, seat)
            assert (game.to_json(), game.view("full")) == before
            game.apply(action, seat)
            twin.apply(action, seat)        # the twin never met a bot: same actions, same draws
            checked += 1
    assert game.history == twin.history and checked > 25


def _hidden_twin(game, seat: int, rng: random.Random):
    """A copy of ``game`` that differs only in what ``seat`` cannot see (R-HID-1): the other painters' paints
    and thalers, their plans while planning is secret, and the future draws."""
    twin = game.clone()
    s = twin.state
    for p in s.players:
        if p.seat != seat and not p.automaton:
            p.paints = [rng.randrange(4) for _ in p.paints]
            p.thalers = rng.randrange(40)
            if s.phase == "plan" and p.plan is not None:
                p.plan = (1, 1, 1, 1, 0)
    twin._chance = random.Random(rng.random())
    rng.shuffle(s.bag)                              # the bag's contents are public, not its order
    deck, cards = s.portrait_deck, game.data.portraits
    for letter in "ABC":                            # the order within each portrait deck (R-POR-1)
        spots = [i for i, c in enumerate(deck) if cards[c].deck == letter]
        shuffled = [deck[i] for i in spots]
        rng.shuffle(shuffled)
        for i, c in zip(spots, shuffled):
            deck[i] = c
    assert twin.view(seat) == game.view(seat)
    assert twin.view("full") != game.view("full")
    return twin


@pytest.mark.parametrize("players", [2, 4])
def test_search_and_heuristic_do_not_read_hidden_information(players):
    game = new_game(players=players, seed=31, modules=ALL, record=False)
    bots = [make_bot("heuristic", i) for i in range(players)]
    rng = random.Random(1)
    compared = 0
    kinds = set()
    while not game.over and compared < 12:
        for seat in game.turn.seats:
            if len(game.legal_actions(seat)) > 1 and game.state.round >= 2:
                twin = _hidden_twin(game, seat, rng)
                for make in (lambda: SearchBot(f"x{compared}", iterations=2, seconds=None, candidates=2),
                             lambda: HeuristicBot(seat)):
                    assert make().choose(game, seat) == make().choose(twin, seat)
                compared += 1
                kinds.add(type(game.legal_actions(seat)[0]).__name__)
            game.apply(bots[seat].choose(game, seat), seat)
    assert compared >= 10 and {"WakeUp", "Plan"} <= kinds


def test_search_does_not_see_plans_made_before_its_own():
    """Planning is simultaneous (R-PLAN-2): opponents who have already planned could have planned anything."""
    game = new_game(players=4, seed=8, record=False)
    bots = [make_bot("heuristic", i) for i in range(4)]
    compared = 0
    while not game.over and compared < 4:
        if game.turn.kind == "simultaneous" and game.state.round >= 2:
            seats = game.turn.seats
            choices = set()
            for counts in [(3, 0, 0, 1, 0), (0, 3, 1, 0, 0), (0, 0, 3, 1, 0)]:
                g = game.clone()
                for seat in seats[:-1]:
                    g.apply(Plan(counts), seat)
                choices.add(SearchBot("p", iterations=3, seconds=None, candidates=4, horizon=0).choose(g, seats[-1]))
            assert len(choices) == 1
            compared += 1
        for seat in game.turn.seats:
            game.apply(bots[seat].choose(game, seat), seat)
    assert compared == 4


def test_search_respects_its_time_cap():
    game = new_game(players=4, seed=2, record=False)
    bot = SearchBot(1, iterations=10_000, seconds=0.3)
    while game.turn.kind != "simultaneous":
        for seat in game.turn.seats:
            game.apply(make_bot("heuristic", seat).choose(game, seat), seat)
    bot.choose(game, game.turn.seats[0])
    assert bot.capped == 1 and bot.times[-1] < 0.9


def test_heuristic_reads_the_decision_kind_place_ranks_ahead_first():
    """The heuristic tells the decision from ``Game.decision``: ahead/behind on the score track (R-SCORE-2)
    is ranked as a placing, ahead first, not scored as a choice at the location it happened in."""
    game = new_game(players=4, seed=2, record=False)
    bots = [make_bot("greedy", i) for i in range(4)]
    heuristic = make_bot("heuristic", 0)
    while game.decision.kind != "place":
        seat = game.decision.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    seat = game.decision.seats[0]
    options = game.legal_actions(seat)
    ranked = heuristic.rank(game, seat, options)
    assert [(value, action.ahead) for value, action in ranked] == [(1.0, True), (0.0, False)]
    assert heuristic.choose(game, seat) == ranked[0][1]


def test_greedy_works_out_each_reach_once_per_fresco(monkeypatch):
    """Speed (issue 9, point 19): the greedy bot remembers how close a paint vector brings it to a fresco's tiles,
    so over a whole game it computes that once per fresco and paint vector, not once per decision."""
    from fresco_nb.games.fresco.bots import greedy

    greedy._TILES.clear()
    seen, computed = set(), greedy.potential

    def once(fresco, paints):
        key = (fresco.scoring, tuple(paints))
        assert key not in seen, "the same reach computed again"
        seen.add(key)
        return computed(fresco, paints)

    monkeypatch.setattr(greedy, "potential", once)
    game = new_game(players=4, seed=9, record=False)
    play(game, [make_bot("greedy", i) for i in range(4)])
    assert game.over and len(seen) > 100


def test_greedy_values_each_fresco_with_its_own_games_data():
    """Greedy remembers the fresco tiles it has read per component data and fresco key: a variant asking other
    paints for the same tiles, dealt to the same parts, is read anew, not taken from the shipped data's game."""
    import dataclasses

    from fresco_nb.games.fresco.bots import greedy
    from fresco_nb.games.fresco.data import load_data

    shipped = load_data()
    swap = {"R": "Y", "Y": "R"}
    variant = dataclasses.replace(shipped, fresco_tiles=tuple(
        dataclasses.replace(tile, paints=tuple(swap.get(p, p) for p in tile.paints)) for tile in shipped.fresco_tiles))
    games = [new_game(players=4, seed=3, data=data, record=False) for data in (shipped, variant)]
    assert games[0].fresco_key() == games[1].fresco_key() and games[0].fresco() != games[1].fresco()
    for game in games:
        on_fresco = sorted((tile.value, tile.paints) for tile in game.fresco() if tile is not None)
        assert sorted(tile[:2] for tile in greedy._tiles(game).tiles) == on_fresco


def test_R_POR_1_search_redraws_the_portrait_decks_alike_in_every_process():
    """The search bot reshuffles each portrait deck (R-POR-1) in deck-letter order, not in the order of a set of
    strings (which changes with PYTHONHASHSEED from process to process): the same seed, the same decisions."""
    import os
    import subprocess
    import sys

    script = ("import random; from fresco_nb import new_game; from fresco_nb.games.fresco.determinize import determinize; "
              "g = new_game(players=3, seed=5, modules=('portraits',)); "
              "print(determinize(g, 0, random.Random(7)).state.portrait_deck)")
    decks = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                            env={**os.environ, "PYTHONHASHSEED": str(hash_seed)}).stdout
             for hash_seed in (0, 1, 2, 3, 4, 5)}
    assert len(decks) == 1 and decks.pop().startswith("[")


def test_R_WKS_1_greedy_reads_the_games_mixing_table():
    """Greedy judges how close its paints bring it to a tile by the red, yellow and blue they are mixed from — read
    from the game's mixing table (issue 13: no copy of the printed one): with a variant whose orange is yellow + blue
    and whose green is red + yellow, an orange counts as Y + B and green as R + Y."""
    from fresco_nb.games.fresco.bots import greedy
    from fresco_nb.games.fresco.data import Mix
    from fresco_nb.lab import variant

    printed = new_game(players=4, seed=3, record=False)
    swapped = variant(mixes=(Mix(("Y", "B"), "O"), Mix(("R", "Y"), "G"), Mix(("R", "B"), "V"),
                             Mix(("V", "R"), "Pk", True), Mix(("O", "G"), "Br", True)), name="O from Y+B")
    other = new_game(players=4, seed=3, data=swapped, record=False)
    assert greedy._tiles(printed).mixing.primaries["O"] == "RY"
    mixing = greedy._tiles(other).mixing
    assert (mixing.primaries["O"], mixing.primaries["G"], mixing.primaries["Br"]) == ("YB", "RY", "RYYB")
    one_orange = [0] * len(greedy.PAINTS)
    one_orange[greedy.INDEX["O"]] = 1
    assert greedy._vector(one_orange, mixing)[8:] == [0, 1, 1]        # no red: Y + B
    assert greedy._vector(one_orange, greedy._tiles(printed).mixing)[8:] == [1, 1, 0]


class _Listed:
    """A stand-in game whose only part a bot's opening reads: the legal actions."""

    def __init__(self, options):
        self.options = options

    def legal_actions(self, seat=None):
        return list(self.options)


def test_a_bot_is_asked_only_when_there_is_a_choice():
    """The opening every bot shares (Bot.choose): a single legal option is played without asking the bot's own
    choose_among and without a draw from its stream; two or more go to choose_among."""
    from fresco_nb.bots import Bot

    class Last(Bot):
        name = "last"

        def choose_among(self, game, seat, options):
            self.asked = options
            return options[-1]

    bot = Last(3)
    stream = bot.rng.getstate()
    assert bot.choose(_Listed(["only"]), 0) == "only"
    assert not hasattr(bot, "asked") and bot.rng.getstate() == stream
    assert bot.choose(_Listed(["a", "b", "c"]), 0) == "c" and bot.asked == ["a", "b", "c"]


def test_best_of_takes_the_highest_value_and_breaks_ties_with_the_bots_own_stream():
    from fresco_nb.bots import Bot

    class Plain(Bot):
        name = "plain"

    assert Plain(1).best_of(["a", "b", "c"], {"a": 1, "b": 3, "c": 2}.get) == "b"
    ties = [Plain(seed).best_of("abcdef", lambda option: (1, 0)) for seed in range(40)]
    assert set(ties) == set("abcdef")                                   # every tied option can win ...
    assert ties == [Plain(seed).best_of("abcdef", lambda option: (1, 0)) for seed in range(40)]   # ... by the seed


def test_a_bots_weights_are_its_own_defaults_unless_given():
    from fresco_nb.bots import Bot
    from fresco_nb.games.azul_sp.heuristic import HeuristicBot as AzulHeuristic
    from fresco_nb.games.azul_sp.heuristic import Weights

    assert AzulHeuristic(1).weights == Weights()
    assert AzulHeuristic(1, weights=Weights(marker=2.0)).weights.marker == 2.0
    with pytest.raises(TypeError, match="the random bot takes no weights"):
        make_bot("random").__class__(1, weights=Weights())
    assert Bot(0).weights is None
