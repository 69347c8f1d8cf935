"""Shared checks for the playout tests of Azul and the card game: candidate actions refused naming a rule with the
game left unchanged, a save edited in one way refused naming what is wrong, undo, a described playout, and a game
played by the kit's random bot."""
from __future__ import annotations

import json
import random
import re

import pytest


def probe_candidates(game, candidates, illegal: type[Exception], rule: re.Pattern, snapshot,
                     shortest_reason: int) -> None:
    """Legal ``candidates`` pass the check; the others are refused with an ``illegal`` naming a rule that matches
    ``rule`` and a reason longer than ``shortest_reason``, and applying one raises and leaves ``snapshot(game)``
    unchanged."""
    legal = game.legal_actions()
    before = snapshot(game)
    for action in candidates:
        refusal = game.check(action)
        if action in legal:
            assert refusal is None, action
            continue
        assert isinstance(refusal, illegal) and rule.fullmatch(refusal.rule), (action, refusal)
        assert len(refusal.reason) > shortest_reason
        with pytest.raises(illegal):
            game.apply(action)
        assert snapshot(game) == before, action


def bad_save_edits(game: str, other_game: str, players_rule: str, illegal_action: str) -> list:
    """(edit of a parsed save, words the refusal must hold) for a save of ``game``: another game's name, five
    players (refused by ``players_rule``), a missing seed, an unknown field, other data, an illegal and an unreadable
    action."""
    return [
        (lambda s: s.update(game=other_game), f"'game' field must be '{game}'"),
        (lambda s: s.update(players=5), players_rule),
        (lambda s: s.pop("seed"), "no 'seed' field"),
        (lambda s: s.update(extra=1), "unknown field 'extra'"),
        (lambda s: s["data"].update(digest="0" * 16), "other component data"),
        (lambda s: s["actions"].append([0, illegal_action]), "not a legal game: action"),
        (lambda s: s["actions"].append([0, "dance"]), "unreadable action"),
    ]


def assert_bad_save_refused(new_game, load_game, bad_save: type[Exception], edit, message: str) -> None:
    """A two-player save one action in, edited by ``edit``, is refused by ``load_game`` with ``message``."""
    game = new_game(2, seed=4)
    game.apply(game.legal_actions()[0])
    saved = json.loads(game.to_json())
    edit(saved)
    with pytest.raises(bad_save, match=re.escape(message)):
        load_game(json.dumps(saved))


def assert_two_decisions_undone(game, choose, illegal: type[Exception]) -> None:
    """Two decisions (``choose(game)`` each) undone together give back the view of the start, where a further undo
    is refused by an ``illegal`` naming UNDO."""
    first = game.view("full")
    game.apply(choose(game))
    game.apply(choose(game))
    game.undo(2)
    assert game.view("full") == first
    with pytest.raises(illegal, match="UNDO"):
        game.undo()


def described_playout_log(new_game) -> list[str]:
    """The log of a three-player game (seed 6) played at random, every action checked to be described by a
    sentence."""
    game = new_game(3, seed=6)
    rng = random.Random(6)
    while not game.over:
        action = rng.choice(game.legal_actions())
        assert game.describe(action).endswith(".")
        game.apply(action)
    return game.log_text()


def assert_the_kits_random_bot_plays_four_seats(new_game, after=lambda game: None) -> None:
    """A four-player game (seed 8) played to its end by the kit's generic random bot for every seat, through the
    public API (``after(game)`` after each action), ranks all four."""
    from fresco_nb.bots.random_bot import RandomBot
    game = new_game(4, seed=8)
    bots = [RandomBot(seat) for seat in range(4)]
    while not game.over:
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
        after(game)
    assert len(game.result()["ranking"]) == 4
