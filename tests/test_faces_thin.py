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
