"""Modules plug into the rules core (issue 13, R-MOD-1): the base rules never import a module; each module hands
its decisions, draws and steps to the core through one record (rules/plugins.py)."""
import ast
from pathlib import Path

import pytest

from fresco_nb import new_game
from fresco_nb.games.fresco import rules
from fresco_nb.games.fresco.rules import plugins
from fresco_nb.games.fresco.rules.legal import DECISIONS
from fresco_nb.games.fresco.rules.modules import portraits, requests

RULES = Path(rules.__file__).parent


def imported_modules(path: Path) -> list[str]:
    """Every module ``path`` imports from, relative ones written with their leading dots."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            found += [base] if node.module else [base + alias.name for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
    return found


def test_R_MOD_1_no_base_rules_file_imports_a_module():
    """Only the rules package itself (its __init__, which plugs them in) names rules/modules/."""
    base_files = [path for path in RULES.glob("*.py") if path.name != "__init__.py"]
    assert len(base_files) > 15
    offenders = {path.name: names for path in base_files
                 if (names := [n for n in imported_modules(path) if n.lstrip(".").split(".")[0] == "modules"
                               or ".modules" in n])}
    assert offenders == {}


def test_R_MOD_1_each_modules_decisions_and_draws_come_from_its_record():
    assert plugins.MODULES_PLUGGED == {"portraits": portraits.MODULE, "requests": requests.MODULE}
    for module in plugins.MODULES_PLUGGED.values():
        for key, decision in module.decisions.items():
            assert DECISIONS[key] is decision
    assert plugins.DRAWS["portrait"] is portraits.MODULE.draws["portrait"]
    workshop = DECISIONS["workshop", False]           # the base row, with the request added to it
    assert set(workshop.apply) == {*requests.MODULE.extras["workshop", False].apply, *workshop.apply}
    assert len(workshop.apply) == 3 and workshop.wrong_turn_rule == "R-ACT-2"


def test_R_MOD_1_a_game_runs_the_steps_of_the_modules_it_plays_only():
    assert new_game(4, seed=1).tables.plugged == ()
    assert new_game(4, seed=1, modules=["requests", "portraits"]).tables.plugged == (portraits.MODULE,
                                                                                    requests.MODULE)
    assert new_game(4, seed=1, modules=["blends"]).tables.plugged == ()      # module 3 has no rules of its own


@pytest.mark.parametrize("module, named", [
    (plugins.Module("portraits"), "module 'portraits' is plugged in already"),
    (plugins.Module("rival", decisions={("studio", False): None}), "decision ('studio', False)"),
    (plugins.Module("rival", draws={"portrait": None}), "draw kind portrait"),
])
def test_R_MOD_1_plugging_in_twice_is_refused_and_changes_nothing(module, named):
    before = (dict(plugins.MODULES_PLUGGED), dict(plugins.DECISIONS), dict(plugins.DRAWS))
    with pytest.raises(ValueError, match=named.replace("(", r"\(").replace(")", r"\)")):
        plugins.plug_in(module)
    assert (plugins.MODULES_PLUGGED, plugins.DECISIONS, plugins.DRAWS) == before
