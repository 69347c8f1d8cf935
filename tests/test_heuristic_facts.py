"""The heuristic bot reads the game's facts from the data and keeps its own estimates in one place (issue 13):
a variant that changes a fact changes what the bot reckons with; every tuning number is named in
games/fresco/bots/heuristic/tuning.py."""
import ast
import math
from pathlib import Path

import pytest

from fresco_nb import new_game
from fresco_nb.games.fresco.bots import heuristic
from fresco_nb.games.fresco.bots.heuristic import SeatView, book_of, horizon_at
from fresco_nb.games.fresco.bots.heuristic.valuation import thaler_value
from fresco_nb.lab import variant

HEURISTIC = Path(heuristic.__file__).parent


def seat_view(modules=(), **facts) -> SeatView:
    game = new_game(4, seed=1, modules=modules, data=variant(**facts) if facts else None)
    return SeatView(game, 0, book_of(game))


@pytest.mark.parametrize("per_vp", [2, 3])
def test_R_END_3_thalers_are_worth_the_datas_rate(per_vp):
    view = seat_view(thalers_per_vp=per_vp)
    assert view.book.thaler == 1 / per_vp
    assert thaler_value(14, view) - thaler_value(11, view) == pytest.approx(3 / per_vp)   # past the liquidity cap


@pytest.mark.parametrize("income", [1, 2])
def test_R_PREP_2_a_restored_tiles_income_is_the_datas(income):
    assert seat_view(income_per_tile=income).book.tile_income == income / 2


@pytest.mark.parametrize("spaces", [2, 3])
def test_R_ACT_1_restorations_per_visit_are_the_spaces_of_a_location(spaces):
    view = seat_view(spaces_per_location=spaces)
    assert horizon_at(view, "mid").first_cap == spaces and horizon_at(view, "start").first_cap == spaces


@pytest.mark.parametrize("face_up", [2, 4])
def test_R_POR_5_rounds_left_count_the_portraits_turned_up_per_round(face_up):
    view = seat_view(modules=["portraits"], portraits_face_up=face_up)
    deck = view.portraits["deck"]
    assert view.rounds_after() == min(7, math.ceil(deck / face_up))      # 7: what the fresco tiles left allow


def float_literals(path: Path) -> list[tuple[str, float]]:
    """(enclosing function, value) of every float literal in ``path`` but 0.0 and 1.0."""
    found = []

    def visit(node, where):
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.ClassDef)) else where
            if isinstance(child, ast.Constant) and type(child.value) is float and child.value not in (0.0, 1.0):
                found.append((where, child.value))
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


def test_the_bots_tuning_numbers_are_named_in_one_place():
    """No weight or estimate is written as a bare number outside tuning.py (the median's 0.5 in expected_best is
    arithmetic, not tuning)."""
    found = {path.name: literals for path in sorted(HEURISTIC.glob("*.py")) if path.name != "tuning.py"
             if (literals := [(where, value) for where, value in float_literals(path)
                              if (where, value) != ("expected_best", 0.5)])}
    assert found == {}
    from fresco_nb.games.fresco.bots.heuristic import tuning
    assert len([name for name in vars(tuning) if name.isupper()]) > 40
