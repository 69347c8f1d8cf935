"""Each fact of the game is defined once, in the rules core or the data, and read everywhere else (issue 13)."""
import ast
import importlib
from pathlib import Path

from fresco_nb.games.fresco import data
from fresco_nb.games.fresco.rules import actions

PACKAGE = Path(__file__).resolve().parent.parent / "fresco_nb"


def test_R_REQ_1_request_kinds_are_the_datas_one_tuple_everywhere():
    from fresco_nb.games.fresco import encoding, observation
    from fresco_nb.games.fresco.rules.modules import requests
    from fresco_nb.games.fresco.board import frame
    assert data.REQUEST_KINDS == ("general", "V", "O", "G")
    for reader in (encoding, observation, requests, frame):
        assert reader.REQUEST_KINDS is data.REQUEST_KINDS, reader.__name__


def test_R_CATH_4_the_board_draws_the_bishop_steps_of_the_rules():
    from fresco_nb.games.fresco.board import cathedral
    assert cathedral.DIRECTIONS is actions.DIRECTIONS
    assert set(cathedral.ARROWS) == set(actions.DIRECTIONS)


def test_R_MKT_1_stall_numerals_are_the_datas_one_tuple():
    from fresco_nb.texts import numbers
    assert actions.ROMAN is data.ROMAN and numbers.ROMAN is data.ROMAN


def test_texts_numbers_is_one_name_for_one_thing():
    """``fresco_nb.texts.numbers`` is the module; nothing in it or in the package is called ``numbers`` too (a
    function of that name once shadowed the module)."""
    import fresco_nb.texts
    from fresco_nb.texts import numbers
    assert fresco_nb.texts.numbers is importlib.import_module("fresco_nb.texts.numbers") is numbers
    assert not hasattr(numbers, "numbers")


def _imported_names(path: Path) -> set[str]:
    """``module.name`` for every ``from module import name`` in ``path`` (relative dots kept)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {"." * node.level + (node.module or "") + "." + alias.name
            for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for alias in node.names}


def test_R_POR_3_base_rules_ask_the_powers_hook_not_the_portraits_module():
    from fresco_nb.games.fresco.rules import powers
    from fresco_nb.games.fresco.rules.modules import portraits
    for path in (PACKAGE / "games" / "fresco" / "rules").glob("*.py"):
        assert ".modules.portraits.permanent" not in _imported_names(path), path.name
    assert portraits.permanent in powers._readers


def test_R_POR_3_a_plugged_in_power_reaches_the_base_rules():
    from fresco_nb import new_game
    from fresco_nb.games.fresco.rules import powers
    game = new_game(2, seed=1)
    before = powers.permanent(game.state, 0, "servant")
    extra = powers.grant_powers(lambda s, seat, effect: 5 if effect == "servant" else 0)
    try:
        assert powers.permanent(game.state, 0, "servant") == before + 5
    finally:
        powers._readers.remove(extra)



def test_R_END_4_the_sources_of_VP_are_the_cores_one_tuple():
    from fresco_nb import new_game
    from fresco_nb.games.fresco import lab_rows, observation
    from fresco_nb.games.fresco.rules import state
    assert lab_rows.FrescoRecorder.vp_sources is state.VP_SOURCES and observation.VP_SOURCES is state.VP_SOURCES
    game = new_game(2, seed=1, modules=("portraits", "requests", "blends"))
    assert game.tables.vp_sources == state.VP_SOURCES
    assert new_game(2, seed=1).tables.vp_sources == state.BASE_VP_SOURCES == ("fresco", "bishop", "altar", "money")


def test_R_PLAN_1_the_board_names_the_plan_columns_by_the_rules_locations():
    from fresco_nb.games.fresco.board import players
    assert not hasattr(players, "PLACES")
    assert players.plan_in_words((1, 2, 0, 0, 1), last_round=False) == "1 market · 2 cathedral · 1 theatre"
    assert players.plan_in_words((0, 1, 0, 0, 1), last_round=True) == "1 cathedral · 1 cathedral II"


def test_R_ALT_1_the_board_draws_the_altar_paints_of_the_data():
    tree = ast.parse((PACKAGE / "games" / "fresco" / "board" / "cathedral.py").read_text(encoding="utf-8"))
    paint_tuples = [ast.literal_eval(node) for node in ast.walk(tree) if isinstance(node, ast.Tuple)
                    and node.elts and all(isinstance(e, ast.Constant) and e.value in data.PAINTS for e in node.elts)]
    assert paint_tuples == []
