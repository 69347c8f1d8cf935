"""Game.decision: which decision is due, for which painter, who decides — the one public answer that the
renderer, the lab, the bots and the tests read instead of guessing it from action texts (issue 9, point 17)."""
from fresco_nb import Decision, new_game
from fresco_nb.bots import make_bot

KINDS = {"wake", "plan", "place", "income", "market", "cathedral", "studio", "workshop", "chance", "over"}
ACTION_KINDS = {"WakeUp": {"wake"}, "Plan": {"plan"}, "PlaceScore": {"place"}, "ChoosePaint": {"income"},
                "BuyTiles": {"market"}, "CloseStall": {"market"}, "MoveBishop": {"cathedral"},
                "RestorePart": {"cathedral"}, "RestoreAltar": {"cathedral"}, "BishopJump": {"cathedral"},
                "TakePortrait": {"studio"}, "Mix": {"workshop"}, "FulfilRequest": {"workshop"},
                "Pass": {"market", "cathedral", "studio", "workshop"}}


def test_decision_at_the_start_is_round_one_wake_up():
    g = new_game(players=4, seed=1)
    d = g.decision
    assert isinstance(d, Decision)
    assert (d.kind, d.round) == ("wake", 1)
    assert d.seats == g.turn.seats == (d.painter,)
    assert not d.for_leonardo


def test_decision_agrees_with_turn_and_legal_actions_over_whole_games():
    for players, modules in ((4, ()), (3, ("portraits", "requests", "blends")), (2, ("portraits", "requests"))):
        g = new_game(players=players, seed=7, modules=modules)
        bots = [make_bot("greedy", f"d{i}") for i in range(players)]
        seen = set()
        while not g.over:
            d = g.decision
            assert d.kind in KINDS and d.seats == g.turn.seats and d.round == g.view()["round"]
            seen.add(d.kind)
            if d.kind == "plan":
                assert d.painter is None and g.turn.kind == "simultaneous"
            else:
                assert d.painter == g.acting_for
                assert d.for_leonardo == (players == 2 and d.painter == 2)
                for action in g.legal_actions():
                    assert d.kind in ACTION_KINDS[type(action).__name__], (d, action)
            seat = d.seats[0]
            g.apply(bots[seat].choose(g, seat), seat)
        assert g.decision == Decision("over", None, (), g.state.round)
        assert {"wake", "plan", "market", "cathedral", "workshop"} <= seen
