"""Names that say what they do (issue 13): the phase modules' explanation of a refusal is ``why_not``."""
from fresco_nb import new_game
from fresco_nb.games.fresco.rules.errors import IllegalAction
from fresco_nb.games.fresco.rules.game import DECISIONS


def test_every_decision_names_why_an_action_is_refused_why_not():
    for key, decision in DECISIONS.items():
        assert "check" not in decision._fields, key
        assert decision.why_not.__name__.endswith("why_not"), (key, decision.why_not.__name__)


def test_R_WAKE_2_why_not_gives_the_refusal_the_game_raises():
    from fresco_nb.games.fresco.rules import wakeup
    game = new_game(2, seed=3)
    seat = game.decision.seats[0]
    taken = game.legal_actions(seat)[0]
    game.apply(taken, seat)
    refusal = wakeup.why_not(game.state, game.decision.seats[0], taken)
    assert isinstance(refusal, IllegalAction) and refusal.rule == "R-WAKE-2"


def test_action_tag_is_declared_once_and_keeps_kinds_apart():
    import ast
    from pathlib import Path

    from fresco_nb.games.fresco.rules import actions
    tree = ast.parse(Path(actions.__file__).read_text(encoding="utf-8"))
    declared = [node.name for node in tree.body if isinstance(node, ast.ClassDef)
                for field in node.body if isinstance(field, ast.AnnAssign) and field.target.id == "tag"]
    assert declared == []
    for kind in actions.ACTION_TYPES:
        assert kind._fields[-1] == "tag" and issubclass(kind, tuple), kind.__name__
    assert actions.RestorePart(3) != actions.BishopJump(3) and actions.RestorePart(3).tag == "restore"
    assert [str(actions.parse_action(str(a))) for a in (actions.WakeUp(2), actions.TakePortrait("P-01"))] \
        == ["wake 3", "portrait P-01"]
    assert repr(actions.FulfilRequest("V", ("F01", "F02", "F03"))) == "FulfilRequest(kind='V', tiles=('F01', 'F02', 'F03'))"
