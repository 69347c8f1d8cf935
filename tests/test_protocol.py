"""The game protocol (fresco_nb/games/protocol.py): every registered game has every member and each behaves — a
refusal names a rule and leaves the game unchanged, saves load back exactly, clones are independent, a
determinized deal agrees with the seat's view, the action codec is a bijection on the legal actions, the
observation has one fixed size. Run on every game of the registry (parametrised by GAMES)."""
from __future__ import annotations

import random
import re

import pytest

from fresco_nb.bots import bots_for, make_bot
from fresco_nb.games import GAMES, game_module, load_game, module_of, new_game
from fresco_nb.games.protocol import KIT_RULES, ActionCodec, Decision, Game, GameModule, ObservationEncoder, Refusal, Turn

SETTINGS = [(name, players) for name in GAMES for players in game_module(name).PLAYERS]
CHECKS = 12                 # positions checked per game


def ids(setting):
    return f"{setting[0]}-{setting[1]}p"


def checked_positions(name: str, players: int, seed: int = 3):
    """(game, step) at CHECKS positions spread over one game played by the random bot, and the finished game."""
    game = new_game(game=name, players=players, seed=seed)
    bots = [make_bot("random", f"{seed}:{i}", game=name) for i in range(players)]
    step = 0
    while not game.over:
        if step % 23 == 0 and step // 23 < CHECKS:
            yield game, step
        for seat in game.turn.seats:
            game.apply(bots[seat].choose(game, seat), seat)
            step += 1
    yield game, step


def checked_positions_with(setting: tuple[str, int], part: str):
    """(game, the game module's ``part`` — "action_codec" or "observation_encoder" — made for the first position)
    at each of the checked positions of ``setting``."""
    made = None
    for game, _ in checked_positions(*setting):
        made = made or getattr(game_module(setting[0]), part)(game)
        yield game, made


def snapshot(game) -> tuple:
    """Everything observable of a game: its save, the full view, who decides and the legal actions."""
    seats = game.decision.seats
    return (game.to_json(), game.view("full"), tuple(game.decision), tuple(game.turn),
            tuple(tuple(game.legal_actions(s)) for s in seats))


@pytest.mark.parametrize("name", list(GAMES))
def test_every_registered_game_has_every_member_of_the_protocol(name):
    module = game_module(name)
    assert isinstance(module, GameModule)
    assert module.NAME == name and module.TITLE and module.PLAYERS
    game = module.new_game(players=module.PLAYERS[0], seed=1)
    assert isinstance(game, Game)
    assert isinstance(game.turn, Turn) and isinstance(game.decision, Decision)
    assert module_of(game) is module
    assert isinstance(module.action_codec(game), ActionCodec)
    assert isinstance(module.observation_encoder(game), ObservationEncoder)
    assert module.field_schema()
    assert "<svg" in module.board_svg(game, "public")
    assert {"random", "search"} <= set(bots_for(name))


def test_an_unknown_game_is_refused_with_the_games_named():
    with pytest.raises(ValueError, match="unknown game 'chess'; games are fresco"):
        new_game(game="chess", players=2)


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_the_same_seed_deals_the_same_game(setting):
    name, players = setting
    first, second = (new_game(game=name, players=players, seed=11) for _ in range(2))
    assert snapshot(first) == snapshot(second)
    assert snapshot(new_game(game=name, players=players, seed=12)) != snapshot(first)


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_who_decides_and_what_is_legal_agree(setting):
    name, players = setting
    for game, _ in checked_positions(*setting):
        decision, turn = game.decision, game.turn
        assert decision.seats == turn.seats
        if game.over:
            assert turn.kind == decision.kind == "over" and not turn.seats
            continue
        assert turn.kind in ("player", "simultaneous") and turn.seats
        for seat in turn.seats:
            legal = game.legal_actions(seat)
            assert legal and len(set(legal)) == len(legal)
            assert all(game.check(a, seat) is None for a in legal)
            assert all(game.check(str(a), seat) is None for a in legal)      # the text form is accepted too


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_a_refusal_names_a_rule_and_leaves_the_game_unchanged(setting):
    name, players = setting
    prefix = game_module(name).RULE_PREFIX
    seen = []                  # actions legal somewhere in the game
    for game, _ in checked_positions(*setting):
        if game.over:
            break
        seat = game.decision.seats[0]
        legal = game.legal_actions(seat)
        seen += legal[:3]
        before = snapshot(game)
        wrong_seat = next(q for q in range(players) if q not in game.decision.seats) \
            if len(game.decision.seats) < players else None
        tries = [(a, seat) for a in seen if a not in legal][-2:] + [("not an action at all", seat)]
        if wrong_seat is not None:
            tries.append((legal[0], wrong_seat))
        for action, who in tries:
            refusal = game.check(action, who)
            assert isinstance(refusal, Refusal), (action, who)
            assert (refusal.rule.startswith(prefix) or refusal.rule in KIT_RULES) and refusal.reason, refusal
            with pytest.raises(Exception) as raised:
                game.apply(action, who)
            assert isinstance(raised.value, Refusal) and raised.value.rule == refusal.rule
            assert snapshot(game) == before


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_a_save_loads_back_exactly_and_plays_on_alike(setting):
    name, players = setting
    for game, step in checked_positions(*setting):
        text = game.to_json()
        loaded = game_module(name).load_game(text)
        assert snapshot(loaded) == snapshot(game)
        assert snapshot(load_game(text)) == snapshot(game)       # the registry reads the save's game
        if not game.over:
            seat = game.decision.seats[0]
            action = game.legal_actions(seat)[step % len(game.legal_actions(seat))]
            assert snapshot(loaded.apply(action, seat)) == snapshot(game.clone().apply(action, seat))


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_a_clone_is_independent_and_undo_takes_a_decision_back(setting):
    for game, _ in checked_positions(*setting):
        if game.over:
            break
        before = snapshot(game)
        copy = game.clone()
        assert snapshot(copy) == before
        seat = copy.decision.seats[0]
        copy.apply(copy.legal_actions(seat)[-1], seat)
        assert snapshot(game) == before
        if copy.decision.seats and game.decision.kind != "plan":
            assert snapshot(copy.undo()) == before


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_a_determinized_deal_agrees_with_the_seats_view(setting):
    name, players = setting
    module = game_module(name)
    rng = random.Random(5)
    for game, _ in checked_positions(*setting):
        if game.over:
            break
        before = snapshot(game)
        for seat in range(players):
            dealt = module.determinize(game, seat, rng)
            assert dealt.view(seat) == game.view(seat), seat
            assert dealt.decision == game.decision
            if seat in game.decision.seats and game.decision.kind != "plan":
                assert tuple(dealt.legal_actions(seat)) == tuple(game.legal_actions(seat))
            if not dealt.over:                              # the deal plays on
                mover = dealt.decision.seats[0]
                dealt.apply(dealt.legal_actions(mover)[0], mover)
        assert snapshot(game) == before


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_a_determinized_deal_draws_anew(setting):
    """Two deals for one seat from different streams differ in what is hidden or in what is drawn next."""
    name, players = setting
    module = game_module(name)
    game = new_game(game=name, players=players, seed=8)
    deals = [module.determinize(game, 0, random.Random(k)) for k in (1, 2)]
    choices = [random.Random(3), random.Random(3)]          # the same choices in both deals, by position
    seen = [[], []]
    for _ in range(300):
        for k, dealt in enumerate(deals):
            seen[k].append(dealt.view("full"))
            if not dealt.over:
                mover = dealt.decision.seats[0]
                legal = dealt.legal_actions(mover)
                dealt.apply(legal[choices[k].randrange(len(legal))], mover)
    assert seen[0] != seen[1]


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_the_action_codec_is_a_bijection_on_the_legal_actions(setting):
    for game, codec in checked_positions_with(setting, "action_codec"):
        for seat in game.decision.seats:
            legal = game.legal_actions(seat)
            found = [codec.encode(a) for a in legal]
            assert len(set(found)) == len(found) and all(0 <= i < codec.size for i in found)
            assert codec.legal_ids(game, seat) == sorted(found)
            assert [codec.decode(i, legal) for i in found] == list(legal)
            assert all(codec.id_text(i) for i in found)


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_the_observation_has_one_fixed_size(setting):
    players = setting[1]
    for game, encoder in checked_positions_with(setting, "observation_encoder"):
        layout = encoder.layout()
        assert sum(size for _, _, size in layout) == encoder.size
        assert [start for _, start, _ in layout] == [sum(s for _, _, s in layout[:i]) for i in range(len(layout))]
        for who in list(range(players)) + ["public", "full"]:
            numbers = encoder.encode(game.view(who))
            assert len(numbers) == encoder.size and all(isinstance(x, (int, float)) for x in numbers)


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_the_result_log_and_rule_texts_of_a_whole_game(setting):
    name, players = setting
    module = game_module(name)
    *_, (game, _) = checked_positions(*setting)
    result = game.result()
    painters = len(game.names)
    assert len(result["scores"]) == len(result["vp"]) == painters
    assert sorted(result["ranking"]) == list(range(painters))
    winners = result.get("winners", [result["winner"]])
    assert list(module.leaders(game)) == list(winners) and result["rounds"] >= 1
    assert result["winner"] == (winners[0] if len(winners) == 1 else None)
    assert all(isinstance(vp, dict) for vp in result["vp"])
    view = game.view("public")
    assert [p["score"] for p in view["players"]] == result["scores"]
    assert [p["name"] for p in view["players"]] == game.names
    assert [p["vp"] for p in view["players"]] == result["vp"]
    assert 1 <= module.seats(game) <= painters
    lines = game.log_text()
    assert lines and all(module.RULE_PREFIX in line for line in lines)
    rule = re.search(rf"{re.escape(module.RULE_PREFIX)}[A-Z]+-\d+", lines[-1]).group()
    assert str(module.rule_text(rule))


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
def test_the_generic_bots_play_a_game_through_the_protocol(setting):
    name, players = setting
    game = new_game(game=name, players=players, seed=2)
    search = make_bot("search", 1, game=name)
    search.iterations, search.seconds, search.candidates = 2, None, 2
    bots = [search] + [make_bot("random", i, game=name) for i in range(1, players)]
    steps = 0
    while not game.over and steps < 60:
        for seat in game.turn.seats:
            action = bots[seat].choose(game, seat)
            assert game.check(action, seat) is None
            game.apply(action, seat)
            steps += 1
    assert search.times, "the search bot searched some decisions"


@pytest.mark.parametrize("name", list(GAMES))
def test_the_kits_new_game_and_load_game_take_any_registered_game(name):
    import fresco_nb
    players = game_module(name).PLAYERS[-1]
    game = fresco_nb.new_game(game=name, players=players, seed=4)
    assert module_of(game).NAME == name
    assert snapshot(game) == snapshot(new_game(game=name, players=players, seed=4))
    assert snapshot(fresco_nb.load_game(game.to_json())) == snapshot(game)
    assert snapshot(fresco_nb.new_game(players, 4, game=name)) == snapshot(game)      # players and seed by position
