"""Shared checks for the playout tests of Azul and the card game: candidate actions refused naming a rule with the
game left unchanged, and a save edited in one way refused naming what is wrong."""
from __future__ import annotations

import json
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
