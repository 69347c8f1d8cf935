"""The bench's probes (issue 15, deliverable 2): restricted bots keep the deal (same setup ids), see only their
seat's view, obey their restriction; the probe and the skill ladder report paired win-rate changes."""
from __future__ import annotations

import pytest

from fresco_nb import new_game
from fresco_nb.bench import HiddenInformation, bench_spec, probe, restrictions, skill_ladder
from fresco_nb.bench.restrictions import SeatGame, restricted_name
from fresco_nb.bots import make_bot
from fresco_nb.lab import experiment

FRESCO_PROBES = ("no-theatre", "wake-first", "no-altar", "no-mix", "no-bishop", "no-studio")
FORBIDDEN_TYPES = {"no-altar": "RestoreAltar", "no-mix": "Mix", "no-bishop": "MoveBishop"}


def test_fresco_has_the_issues_restrictions_in_plain_words():
    found = restrictions("fresco")
    assert tuple(found) == FRESCO_PROBES
    assert found["no-theatre"].label == "never goes to the theatre"
    assert found["wake-first"].label == "always wakes first"
    assert make_bot("greedy~no-mix", 3).name == "greedy~no-mix"
    with pytest.raises(ValueError, match="unknown restriction 'no-fun'"):
        make_bot("greedy~no-fun")
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        make_bot("clever~no-mix")


@pytest.mark.parametrize("inner", ["greedy", "heuristic"])
def test_restriction_bots_never_alter_the_chance_stream(inner):
    seats = 4
    arms = {"base": {"bots": [inner] * seats}}
    for i, name in enumerate(FRESCO_PROBES):
        bots = [inner] * seats
        bots[i % seats] = restricted_name(inner, name)
        arms[name] = {"bots": bots}
    found = experiment(arms, seeds=[11, 12], workers=1, progress=False)
    setups = found.games.groupby("seed")["setup_id"].nunique()
    assert (setups == 1).all()            # every arm dealt the same setup on the same seed
    assert found.games["setup_id"].str.len().min() > 0


class Spy:
    """A game that remembers every view and holdings asked of it."""

    def __init__(self, game):
        self.game, self.asked = game, []

    def view(self, who="public", **options):
        self.asked.append(("view", who))
        return self.game.view(who, **options)

    def holdings(self, painter, who=None):
        self.asked.append(("holdings", painter if who is None else who))
        return self.game.holdings(painter, who)

    def __getattr__(self, name):
        return getattr(self.game, name)


@pytest.mark.parametrize("inner, players, seed", [("greedy", 4, 40), ("greedy", 4, 41), ("greedy", 2, 42),
                                                   ("heuristic", 4, 43), ("heuristic", 2, 46)])
def test_restriction_bots_see_only_their_seats_view_and_obey(inner, players, seed):
    game = new_game(players=players, seed=seed)
    names = [FRESCO_PROBES[(seed * players + seat) % len(FRESCO_PROBES)] for seat in range(players)]
    bots = [make_bot(restricted_name(inner, name), f"{seed}:{seat}") for seat, name in enumerate(names)]
    played = []
    while not game.over:
        for seat in game.turn.seats:
            spy = Spy(game)
            options = game.legal_actions(seat)
            action = bots[seat].choose(spy, seat)
            assert {who for _, who in spy.asked} <= {seat, "public"}, (names[seat], spy.asked)
            assert action in options
            played.append((seat, action, options, game.view(seat)["last_round"]))
            game.apply(action, seat)
    for seat, action, options, last_round in played:
        name, kinds = names[seat], {type(a).__name__ for a in options}
        if name in FORBIDDEN_TYPES and kinds != {FORBIDDEN_TYPES[name]}:
            assert type(action).__name__ != FORBIDDEN_TYPES[name]
        if name == "no-theatre" and type(action).__name__ == "Plan" and not last_round:
            assert action.counts[4] == 0 or all(o.counts[4] for o in options)
        if name == "wake-first" and type(action).__name__ == "WakeUp":
            assert action.slot == min(o.slot for o in options)


def test_a_seat_game_refuses_what_the_seat_cannot_see():
    game = new_game(players=4, seed=2)
    seen = SeatGame(game, 1)
    assert seen.view(1)["viewer"] == game.view(1)["viewer"] and seen.view("public")
    for asked in (lambda: seen.view("full"), lambda: seen.view(2), lambda: seen.holdings(0),
                  lambda: seen.holdings(1, "full"), lambda: seen.state, lambda: seen.clone(), lambda: seen.to_json()):
        with pytest.raises(HiddenInformation):
            asked()
    assert seen.holdings(1) == game.holdings(1)


def test_a_probe_reports_each_restriction_as_a_paired_change_in_win_rate():
    found = probe(bench_spec(), ["no-theatre", "no-altar"], games=8, seed=1, workers=1)
    table = found.table.set_index("restriction")
    assert list(table.index) == ["no-theatre", "no-altar"]
    assert (table["games"] == 8).all() and (table["same_setup"] == 1.0).all()
    for row in table.itertuples():
        assert row.low <= row.diff <= row.high
        assert row.diff == pytest.approx(row.restricted - row.base)
        assert row.verdict in ("hurts", "helps", "dead")
    text = repr(found)
    assert "never goes to the theatre" in text and "{" not in text
    seats = {seat: list(r.seeds) for seat, r in found.results.items()}
    assert seats == {0: [1, 5], 1: [2, 6], 2: [3, 7], 3: [4, 8]}      # the restricted seat rotates


def test_the_skill_ladder_pairs_base_and_variant_and_flags_less_skill():
    ladder = skill_ladder(bench_spec(), [("data", "rules.toml:start_thalers", 15)], games=6, seed=2,
                          pairs=[("greedy", "random")], workers=1)
    row = ladder.table.iloc[0]
    assert (row.strong, row.weak, row.games) == ("greedy", "random", 6)
    assert row.base == 1.0 and row.verdict in ("less", "more", "same")
    assert ladder.skill_counts_less == (row.verdict == "less")
    assert "greedy against random" in repr(ladder)


def test_a_game_that_declares_no_restriction_gets_one_per_action_kind(monkeypatch):
    from fresco_nb.games import game_module
    azul = game_module("azul_sp")
    monkeypatch.delattr(azul, "restrictions")
    found = restrictions("azul_sp")
    kinds = [t.__name__ for t in azul.ACTION_TYPES if t.__name__ != "Draw"]
    assert list(found) == ["no-" + kind.lower() for kind in kinds]
    assert found["no-pass"].label == "never plays Pass"
    game = azul.new_game(players=3, seed=4)
    bot = make_bot(restricted_name("greedy", "no-place"), "4:0", game="azul_sp")
    while not game.over:
        for seat in game.turn.seats:
            options = game.legal_actions(seat)
            action = bot.choose(game, seat)
            assert action in options
            assert type(action).__name__ != "Place" or {type(a).__name__ for a in options} == {"Place"}
            game.apply(action, seat)


def _gives_up_azul(name, action, options):
    """Whether ``action`` is what the Azul restriction ``name`` gives up (and another option was open)."""
    gave = {"no-centre": lambda a: type(a).__name__ == "Take" and a.source == 0,
            "no-corners": lambda a: type(a).__name__ == "Pass" and bool(a.keep)}[name]
    return gave(action) and not all(gave(o) for o in options)


def _gives_up_cards(name, action, options):
    """Whether ``action`` is what the card game's restriction ``name`` gives up (and another option was open)."""
    def action_tile(a):
        kind = type(a).__name__
        return kind in ("Demand", "Double") or (kind == "Restore" and (a.turns > 0 or "tile" in a.supplies))
    gave = {"no-trade": lambda a: type(a).__name__ in ("Lay", "Double"), "no-action-tile": action_tile}[name]
    return gave(action) and not all(gave(o) for o in options)


DECLARED = {"azul_sp": ({"no-centre": "never takes from the centre", "no-corners": "never keeps tiles in the corners"},
                        _gives_up_azul),
            "fresco_cards": ({"no-trade": "never trades (exchanges) cards", "no-action-tile": "never uses an action tile"},
                             _gives_up_cards)}


@pytest.mark.parametrize("name", sorted(DECLARED))
@pytest.mark.parametrize("seed", [4, 5])
def test_a_games_declared_restrictions_are_offered_in_words_and_obeyed(name, seed):
    from fresco_nb.games import game_module
    labels, gives_up = DECLARED[name]
    found = restrictions(name)
    assert {n: r.label for n, r in found.items()} == labels
    module = game_module(name)
    game = module.new_game(players=3, seed=seed)
    names = list(labels) + [None]
    bots = [make_bot(restricted_name("greedy", n) if n else "greedy", f"{seed}:{seat}", game=name)
            for seat, n in enumerate(names)]
    given_up = dict.fromkeys(labels, 0)
    while not game.over:
        for seat in game.turn.seats:
            options = game.legal_actions(seat)
            action = bots[seat].choose(game, seat)
            assert action in options
            if names[seat]:
                assert not gives_up(names[seat], action, options), (names[seat], str(action))
            for n in labels:
                given_up[n] += seat == 2 and gives_up(n, action, options)
            game.apply(action, seat)
    assert any(given_up.values())         # the unrestricted bot does take these options: the probes test something


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_a_restriction_never_changes_another_games_deal(name):
    players = 3
    arms = {"base": {"players": players}}
    for seat, restriction in enumerate(restrictions(name)):
        bots = ["greedy"] * players
        bots[seat] = restricted_name("greedy", restriction)
        arms[restriction] = {"players": players, "bots": bots}
    found = experiment(arms, seeds=[4, 5, 6], workers=1, progress=False, game=name)
    setups = found.games.groupby("seed")["setup_id"]
    assert (setups.nunique() == 1).all() and found.games["setup_id"].str.len().min() > 0
    assert setups.first().nunique() == 3                   # another seed deals another setup
    probes = probe(bench_spec(name), games=3, seed=4, players=players, workers=1)
    assert (probes.table["same_setup"] == 1.0).all()


def test_the_generic_setup_fingerprint_covers_what_no_seat_sees():
    from fresco_nb.games import game_module
    from fresco_nb.lab.recording import setup_fingerprint
    module = game_module("fresco_cards")
    game = module.new_game(players=3, seed=4, record=False)
    redealt = module.determinize(game, 0, __import__("random").Random(9))     # the hidden cards dealt anew
    assert redealt.view(0) == game.view(0)
    assert setup_fingerprint(redealt) != setup_fingerprint(game) == setup_fingerprint(game.clone())


@pytest.mark.parametrize("name", ["fresco", "azul_sp", "fresco_cards"])
def test_every_games_declared_restrictions_follow_the_protocol_and_have_words(name):
    from fresco_nb.games import game_module
    from fresco_nb.games.protocol import Restriction, declared_restrictions
    from fresco_nb.texts import widget_text
    declared = declared_restrictions(game_module(name))
    assert declared and all(isinstance(r, Restriction) for r in declared)
    assert list(restrictions(name)) == [r.name for r in declared]
    for r in declared:
        assert widget_text("bench", "restriction_" + r.name.replace("-", "_")) == restrictions(name)[r.name].label


def test_the_bench_says_how_many_games_another_games_probes_play():
    from fresco_nb.bench import Bench
    bench = Bench(game="azul_sp", games=2, seed=1, players=2, workers=1)
    said = []
    progress = bench._progress
    bench._progress = lambda done, total: (said.append(bench.status.value), progress(done, total))
    found = bench.probe()
    assert len(found.table) == 2 and said and set(said) == {"playing 6 games on the same deals…"}    # (2 + 1) × 2
