"""The state keeps named records, not positional tuples (issue 13)."""
from conftest import set_paints, set_score, start_round, table

from fresco_nb.games.fresco.rules.state import Placement


def test_R_SCORE_2_the_pending_placement_is_a_named_record():
    game = table()
    set_paints(game, 0, "RYB")
    set_score(game, 0, 3)
    for seat, space in zip((1, 2, 3), (5, 6, 4)):
        set_score(game, seat, space)
    start_round(game, {0: 4}, {0: "0 1 0 0 0"})
    game.apply("altar R+Y+B", 0)                      # 3 + 2 = 5 taken: ahead 7 or behind 3
    assert game.state.placing == Placement(seat=0, ahead=7, behind=3, old_space=3, points=2)
    game.apply("place behind", 0)
    assert game.state.placing is None
