"""The rules core's speed structures give the answers of the plain definitions they replace: the payable tiles
and altar sets remembered per holding of paints, the pre-made chance outcomes, the random bot's one draw per
decision (so a seed still plays the same game)."""
import random

import pytest

from fresco_nb import new_game
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.rules import chance
from fresco_nb.games.fresco.rules.state import N_PAINTS, can_pay


@pytest.mark.parametrize("modules", [(), ("blends",)])
def test_R_CATH_1_R_ALT_1_payable_agrees_with_can_pay_for_every_holding(modules):
    tables = new_game(players=4, modules=modules).tables
    rng = random.Random(5)
    for _ in range(400):
        paints = [rng.choice((0, 0, 1, 2, 3, 4, 7)) for _ in range(N_PAINTS)]
        tiles, altars = tables.payable(paints)
        assert list(tiles) == [can_pay(paints, need) for need in tables.fresco_need]
        assert [a.paints for a in altars] == [a.paints for a in tables.altar if can_pay(paints, a.need)]
        assert tables.payable(list(paints)) is tables.payable(paints)      # remembered


def test_R_SET_2_R_SET_4_chance_outcomes_are_named_like_the_saves():
    g = new_game(players=3, seed=2, modules=("portraits", "blends"), auto_chance=False)
    seen = set()
    while g.turn.kind == "chance":
        kind, target = g.state.draws[0]
        outcomes = g.legal_actions()
        pool = chance.pool(g.state, kind, target)
        assert len(outcomes) == len(pool)
        for index, outcome in zip(pool, outcomes):
            assert chance.index_of(g.state, outcome.item) == index
            if kind == "start":
                assert outcome.item == f"P{index + 1}"
            elif kind == "stall":
                assert outcome.item == g.tables.market_tiles[index].id
            elif kind == "portrait":
                assert outcome.item == g.data.portraits[index].id
            else:
                assert outcome.item == g.tables.fresco_tiles[index].id
        assert chance.index_of(g.state, "no such tile") == -1
        seen.add(kind)
        g.apply(outcomes[-1])
    assert seen == {"start", "remove", "fresco", "stall", "portrait"}


def test_random_bot_draws_one_number_per_decision_like_randrange():
    g = new_game(players=4, seed=9, record=False)
    bot = make_bot("random", "r")
    mirror = random.Random("random:r")
    for _ in range(300):
        seat = g.turn.seats[0]
        options = g.legal_actions(seat)
        assert bot.choose(g, seat) is options[mirror.randrange(len(options))]
        g.apply(options[0], seat)
