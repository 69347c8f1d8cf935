"""Names that say what they do (issue 13): the phase modules' explanation of a refusal is ``why_not``."""
from fresco_nb import new_game
from fresco_nb.rules.errors import IllegalAction
from fresco_nb.rules.game import DECISIONS


def test_every_decision_names_why_an_action_is_refused_why_not():
    for key, decision in DECISIONS.items():
        assert "check" not in decision._fields, key
        assert decision.why_not.__name__.endswith("why_not"), (key, decision.why_not.__name__)


def test_R_WAKE_2_why_not_gives_the_refusal_the_game_raises():
    from fresco_nb.rules import wakeup
    game = new_game(2, seed=3)
    seat = game.decision.seats[0]
    taken = game.legal_actions(seat)[0]
    game.apply(taken, seat)
    refusal = wakeup.why_not(game.state, game.decision.seats[0], taken)
    assert isinstance(refusal, IllegalAction) and refusal.rule == "R-WAKE-2"
