"""R-ACT-3 at the market: market apprentices left unused by a purchase are logged, as the cathedral logs its
forfeited actions."""
from __future__ import annotations

from fresco_nb import new_game
from fresco_nb.bots import make_bot


def at_market_with_two_apprentices():
    """A 4-player game at the market, the buyer holding two market apprentices and thalers for two tiles."""
    for seed in range(1, 40):
        game = new_game(players=4, seed=seed)
        bots = [make_bot("greedy", seat) for seat in range(4)]
        while game.turn.kind != "over" and game.view("public")["round"] <= 4:
            if game.decision.kind == "market":
                seat = game.turn.seats[0]
                plan = game.view(seat)["players"][seat]["plan"]
                if plan[0] >= 2 and any("," in str(a) for a in game.legal_actions(seat)):
                    return game, seat
            if game.turn.kind == "simultaneous":
                seat = game.turn.seats[0]
                two_at_market = [a for a in game.legal_actions(seat) if a.counts[0] == 2]
                game.apply(two_at_market[0] if two_at_market else bots[seat].choose(game, seat), seat=seat)
                continue
            seat = game.turn.seats[0]
            game.apply(bots[seat].choose(game, seat), seat=seat)
    raise AssertionError("no market turn with two apprentices found")


def test_R_ACT_3_unused_market_apprentices_are_logged():
    game, seat = at_market_with_two_apprentices()
    one_tile = next(a for a in game.legal_actions(seat) if str(a).startswith("buy ") and "," not in str(a))
    lines = len(game.log_text())
    game.apply(one_tile, seat=seat)
    new = game.log_text()[lines:]
    name = game.names[seat]
    unused = [line for line in new if "R-ACT-3" in line]
    assert len(unused) == 1, new
    assert f"{name} leaves 1 market apprentice unused" in unused[0]


def test_R_ACT_3_no_line_when_every_market_apprentice_buys():
    game, seat = at_market_with_two_apprentices()
    two_tiles = next(a for a in game.legal_actions(seat) if str(a).count(",") == 1)
    lines = len(game.log_text())
    game.apply(two_tiles, seat=seat)
    assert not [line for line in game.log_text()[lines:] if "R-ACT-3" in line]
