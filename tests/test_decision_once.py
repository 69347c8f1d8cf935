"""The decision due is worked out once per state (issue 9, point 17): ``decision``, ``turn``, ``acting_for`` and
the legal list are read from what the last state change settled, and every way of changing the state (apply,
draws, undo, load, clone, an edit by hand) settles it anew."""
from fresco_nb import Decision, load_game, new_game
from fresco_nb.bots import make_bot


def fresh_decision(game) -> Decision:
    """The decision worked out from scratch: the same actions replayed in a new game."""
    return load_game(game.to_json()).decision


def at_first_plan(players: int, seed: int):
    """A new game played by random bots (seeded by their seat) up to its first planning decision."""
    g = new_game(players=players, seed=seed)
    bots = [make_bot("random", i) for i in range(players)]
    while g.decision.kind != "plan":
        seat = g.turn.seats[0]
        g.apply(bots[seat].choose(g, seat), seat)
    return g


def test_decision_and_turn_are_worked_out_once_per_state():
    g = new_game(players=4, seed=3)
    assert g.decision is g.decision and g.turn is g.turn
    assert g.legal_actions() is g.legal_actions(g.turn.seats[0])
    before = g.decision
    g.apply(g.legal_actions()[0])
    assert g.decision is not before and g.decision == fresh_decision(g)


def test_planning_seats_shrink_as_each_player_plans():
    g = at_first_plan(players=3, seed=2)
    assert g.decision.seats == g.turn.seats == (0, 1, 2)
    g.apply(g.legal_actions(1)[0], 1)
    assert g.decision.seats == g.turn.seats == (0, 2) and g.decision.kind == "plan"


def test_undo_load_and_clone_settle_the_decision_of_their_state():
    g = new_game(players=2, seed=5, modules=("portraits", "requests"))
    bots = [make_bot("random", f"u{i}") for i in range(2)]
    for _ in range(60):
        seat = g.turn.seats[0]
        g.apply(bots[seat].choose(g, seat), seat)
    copy = g.clone()
    assert copy.decision == g.decision and copy.legal_actions() == g.legal_actions()
    undone = g.decision
    g.apply(g.legal_actions()[-1], g.turn.seats[0])
    g.undo()
    assert g.decision == undone == fresh_decision(g)
    assert g.turn.seats == g.decision.seats


def test_chance_decision_without_auto_chance():
    g = new_game(players=4, seed=1, auto_chance=False)
    assert g.decision == Decision("chance", None, (), 0) and g.turn.kind == "chance"
    g.apply(g.legal_actions()[0])
    assert g.decision.kind == "chance" and len(g.history) == 1


def test_a_hand_edited_state_is_settled_again():
    """Editing the state by hand (tests, a search bot's determinization) ends with ``_state_edited()``."""
    g = at_first_plan(players=4, seed=1)
    g.apply(g.legal_actions(0)[0], 0)
    assert 0 not in g.turn.seats
    g.state.players[0].plan = None
    g._state_edited()
    assert g.decision.seats == g.turn.seats == (0, 1, 2, 3)


def test_search_determinization_settles_the_planning_seats():
    """A determinized copy forgets the rivals' secret plans (R-PLAN-2): they are planning again in the copy."""
    from fresco_nb.games.fresco.determinize import determinize
    import random
    g = at_first_plan(players=3, seed=4)
    g.apply(g.legal_actions(1)[0], 1)
    g.apply(g.legal_actions(2)[0], 2)
    copy = determinize(g, 0, random.Random(1))
    assert g.turn.seats == (0,)
    assert copy.decision.seats == copy.turn.seats == (0, 1, 2)
