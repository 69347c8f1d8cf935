"""Faces stay thin (issue 13): a package's ``__init__`` re-exports, its logic lives in named modules."""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "fresco_nb"


def test_adapters_init_only_re_exports_the_named_modules():
    tree = ast.parse((PACKAGE / "adapters" / "__init__.py").read_text(encoding="utf-8"))
    logic = [node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))]
    assert logic == []
    import fresco_nb.adapters as adapters
    from fresco_nb.adapters import common
    assert all(getattr(adapters, name) is getattr(common, name)
               for name in ("make_game", "actor", "round_of", "cut", "outcome", "DEFAULT_MAX_ROUNDS"))


def test_game_keeps_the_public_face_and_delegates_the_machinery():
    """rules/game.py holds the public Game (each public method with a docstring); working out the decision due
    and what is legal lives in rules/legal.py, moving the game on between decisions in rules/flow.py (the history:
    games/history.py)."""
    from fresco_nb.games.fresco.rules import flow, game, legal
    source = Path(game.__file__).read_text(encoding="utf-8")
    assert len(source.splitlines()) < 350
    public = {name: getattr(game.Game, name) for name in dir(game.Game) if not name.startswith("_")}
    assert {"legal_actions", "check", "apply", "undo", "decision", "turn", "view", "to_json", "previews"} <= set(public)
    undocumented = [name for name, member in public.items()
                    if not (getattr(member, "__doc__", None) or getattr(getattr(member, "fget", None), "__doc__", None))]
    assert undocumented == []
    assert {name for name in vars(legal.Listing) if name.startswith("_") and not name.startswith("__")} == \
        {"_settle", "_listing", "_seat_for", "_validate"}
    assert {name for name in vars(flow.Flow) if name.startswith("_") and not name.startswith("__")} == \
        {"_new_state", "_advance"}
    assert game.Game._settle is legal.Listing._settle and game.Game._advance is flow.Flow._advance
