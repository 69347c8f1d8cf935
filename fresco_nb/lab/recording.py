"""The lab's own recorder: the rows of a game that has no recorder of its own, through the game protocol only
(``new_game``, ``decision``, ``legal_actions``, ``apply``, ``view("public")``, ``result``).

It fills the lab's columns a game of any kind has — rounds, decisions, winner, scores, ranks, VP by source, the
score at the end of every round, every decision, and a fingerprint of the setup (:func:`setup_fingerprint`) — and
leaves the others empty (start space, wake-up slot, thalers, mood, tiles; no automaton). With a shared victory every winner is ``won`` and the
games table names the first of them by seat. Standard library only, like :mod:`.playing`.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import replace

from ..bots import make_bot


class Recorder:
    """Rows of any game of the kit (:class:`fresco_nb.games.protocol.LabRecorder`), by its protocol module."""

    def __init__(self, module):
        self.module = module
        probe = module.new_game(players=module.PLAYERS[0], seed=0, record=False)
        self.vp_sources = tuple(probe.view("public")["players"][0]["vp"])     # the painters' VP by source

    def resolve(self, arm):
        """The arm with the game's options parsed (an unknown one named); Fresco's modules are not an option here."""
        if arm.modules:
            raise ValueError(f"arm {arm.name!r}: {self.module.TITLE} has no modules; its options are "
                             f"{', '.join(self.module.OPTIONS) or 'none'}")
        try:
            options = self.module.parse_options(dict(arm.options))
        except ValueError as error:
            raise ValueError(f"arm {arm.name!r}: {error}") from None
        return replace(arm, options=options, rulings=dict(arm.rulings or {}))

    def label(self, arm) -> tuple:
        """players, the options as text, bots, data, rulings."""
        options = ",".join(f"{k}={_text(v)}" for k, v in sorted(arm.options.items()))
        data = "shipped" if arm.data is None else getattr(arm.data, "root", arm.data)
        return (arm.players, options, ",".join(arm.bots or ()), str(data),
                ",".join(f"{k}={v}" for k, v in sorted((arm.rulings or {}).items())))

    def new_game(self, arm, seed: int):
        """The arm's game on ``seed``, without an event log."""
        given = dict(arm.options)
        if arm.data is not None:
            given["data"] = arm.data
        if arm.rulings:
            given["rulings"] = arm.rulings
        return self.module.new_game(players=arm.players, seed=seed, record=False, **given)

    def record(self, arm, seed: int, decisions: bool = False) -> tuple:
        """(game row, painter rows, round rows, decision rows) of one game of ``arm`` on ``seed``."""
        game = self.new_game(arm, seed)
        setup = setup_fingerprint(game)
        bots = [make_bot(name, f"{seed}:{i}", game=arm.game) for i, name in enumerate(arm.bots)]
        round_ends: list[list[int]] = []           # the scores when each round ended
        drows: list[tuple] = []
        step, current = 0, game.decision.round
        while not game.over:
            decision = game.decision
            if decision.round != current:
                round_ends.append(_scores(game))
                current = decision.round
            for seat in decision.seats:
                action = bots[seat].choose(game, seat)
                painter = seat if decision.painter is None else decision.painter
                if decisions:
                    options = len(game.legal_actions(seat))
                    before = _scores(game)[painter]
                    game.apply(action, seat)
                    drows.append((arm.name, seed, step, decision.round, decision.kind, seat, painter,
                                  type(action).__name__, str(action), options, _scores(game)[painter] - before, None))
                else:
                    game.apply(action, seat)
                step += 1
        return self._rows(arm, seed, game, setup, round_ends, step) + (drows,)

    def _rows(self, arm, seed: int, game, setup: str, round_ends: list[list[int]], steps: int) -> tuple:
        result = game.result()
        scores = result["scores"]
        winners = list(result.get("winners") or [result["winner"]])
        winner = winners[0]
        bots = list(arm.bots) + ["automaton"] * (len(scores) - len(arm.bots))
        others = sorted((scores[q] for q in range(len(scores)) if q != winner), reverse=True)
        runner_up = others[0] if others else None
        game_row = ((arm.name, seed) + self.label(arm) + (setup, result["rounds"], steps, winner, bots[winner],
                    scores[winner], runner_up, scores[winner] - (runner_up or 0), max(scores) - min(scores), False))
        rank = {painter: i + 1 for i, painter in enumerate(result["ranking"])}
        player_rows = []
        for seat, name in enumerate(game.names):
            vp = result["vp"][seat]
            player_rows.append((arm.name, seed, seat, name, bots[seat], False, True, None, scores[seat], rank[seat],
                                seat in winners, sum(vp.values())) + tuple(vp.get(s, 0) for s in self.vp_sources)
                               + (scores[seat] - sum(vp.values()),))
        round_rows = []
        previous = [0] * len(scores)
        for number, ended in enumerate(round_ends + [scores], start=1):
            for seat, score in enumerate(ended):
                round_rows.append((arm.name, seed, number, seat, None, score, score, score - previous[seat],
                                   None, None, None))
            previous = ended
        return game_row, player_rows, round_rows

    def result_row(self, game, bots: Sequence[str]) -> dict:
        """seed, players, the game's options as its save names them (Azul: side), rounds, winner (1-based; a shared
        victory: the first winner), winners, then per painter bot, score and VP by source."""
        result = game.result()
        winners = list(result.get("winners") or [result["winner"]])
        saved = json.loads(game.to_json())
        row = {"seed": game.seed, "players": len(bots),
               **{name: _text(saved.get(name, "")) for name in self.module.OPTIONS},
               "rounds": result["rounds"], "winner": winners[0] + 1, "winners": "+".join(str(w + 1) for w in winners)}
        return {**row, **painter_columns(result, list(bots) + ["automaton"] * (len(game.names) - len(bots)))}


def setup_fingerprint(game) -> str:
    """A fingerprint of ``game``'s deal: a digest of the teacher's view (``view("full")``: what every seat sees
    and what none does) before the first decision. Two games with the same fingerprint were dealt alike, so the
    bots that play them cannot have changed the deal."""
    view = json.dumps(game.view("full"), sort_keys=True, default=str)
    return hashlib.blake2b(view.encode(), digest_size=6).hexdigest()


def painter_columns(result: dict, bots: Sequence[str]) -> dict:
    """A flat results row's columns of every painter (``bots``: one name per painter): p1_bot, p1_score, then
    p1_<source> for each VP source, p2_bot, ..."""
    row = {}
    for seat, bot in enumerate(bots):
        prefix = f"p{seat + 1}_"
        row[prefix + "bot"] = bot
        row[prefix + "score"] = result["scores"][seat]
        for source, vp in result["vp"][seat].items():
            row[prefix + source] = vp
    return row


def _scores(game) -> list[int]:
    """Every painter's score as the public view shows it."""
    return [p["score"] for p in game.view("public")["players"]]


def _text(value) -> str:
    return "+".join(map(str, value)) if isinstance(value, (tuple, list)) else str(value)
