"""The plug-in point of the rules core: where an expansion module adds to the base rules (R-MOD-1).

The base rules never import a module. Each module (``rules/modules/``) describes what it adds in one
:class:`Module` record and hands it to :func:`plug_in` when it is imported; the rules package imports the
modules first thing, so they are plugged in before any game is made. The base rules then ask here:

- :data:`DECISIONS` — decisions only a module makes (a general request's paint, the studio with portraits
  up, Leonardo at the studio or the workshop); the game's decision table takes them next to its own rows;
- :data:`EXTRAS` — actions a module adds to a base decision (fulfilling a request in the workshop);
- :data:`DRAWS` — chance draws of a module's own (stacking the portrait deck): what they pick from, what
  an outcome does, the outcomes' names;
- the steps of the modules a game plays (``Tables.plugged``): at setup, after the setup draws, in each
  player's income and when the next round is prepared — each run after the base rules' own step;
- standing powers (``Module.powers``) go on to :func:`powers.grant_powers`.

Without any module plugged in, the base game is complete.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Callable, NamedTuple

from .powers import grant_powers

NOTHING = MappingProxyType({})


class DecisionRules(NamedTuple):
    """How one decision is decided: its legal actions, why an action is refused, what each action type does."""
    options: Callable        # (state, seat) -> the legal actions (Pass is added when can_pass)
    why_not: Callable        # (state, seat, action) -> the IllegalAction saying why a listed-kind action is refused
    apply: dict              # action type -> (state, seat, action) -> None
    can_pass: bool
    wrong_turn_rule: str     # the rule an action by the wrong seat, or of the wrong kind, breaks
    match: dict = NOTHING    # action type -> (state, seat, action, legal) -> the legal action an unlisted one
    #                          stands for, or None (a request may stack any 3 eligible tiles, not only the listed)


class Draws(NamedTuple):
    """A chance draw of a module's own, by its kind in ``State.draws``."""
    pool: Callable           # (state, target) -> the indices it picks from
    resolve: Callable        # (state, target, index) -> None: carry out the outcome ``index``
    outcomes: Callable       # (data) -> every outcome's Draw, by index (as logs and saves name them)


class Module(NamedTuple):
    """What one expansion module adds to the base rules; each hook is None (or empty) where it adds nothing."""
    name: str                                  # as in settings.MODULES
    decisions: dict = NOTHING                  # (kind, for_leonardo) -> DecisionRules: decisions only it makes
    extras: dict = NOTHING                     # (kind, for_leonardo) -> DecisionRules: actions added to a base row
    draws: dict = NOTHING                      # chance kind -> Draws
    setup: Callable | None = None              # (state): at setup, after the base draws are queued
    setup_done: Callable | None = None         # (state): after the setup draws
    income: Callable | None = None             # (state, seat): a player's income, after the base income
    prepare: Callable | None = None            # (state): preparing the next round, after the inn is cleared
    powers: Callable | None = None             # (state, seat, effect) -> amount of a standing power it grants


MODULES_PLUGGED: dict[str, Module] = {}
DECISIONS: dict[tuple[str, bool], DecisionRules] = {}
EXTRAS: dict[tuple[str, bool], DecisionRules] = {}
DRAWS: dict[str, Draws] = {}


def plug_in(module: Module) -> Module:
    """Add ``module`` to the base rules; returns it. A module, decision or draw kind plugged in twice is a
    ValueError naming it (a module is imported once)."""
    if module.name in MODULES_PLUGGED:
        raise ValueError(f"module {module.name!r} is plugged in already")
    for table, entries, what in ((DECISIONS, module.decisions, "decision"), (EXTRAS, module.extras, "extra"),
                                 (DRAWS, module.draws, "draw kind")):
        taken = sorted(map(str, set(entries) & set(table)))
        if taken:
            raise ValueError(f"module {module.name!r}: {what} {', '.join(taken)} is plugged in by another module")
    MODULES_PLUGGED[module.name] = module
    DECISIONS.update(module.decisions)
    EXTRAS.update(module.extras)
    DRAWS.update(module.draws)
    if module.powers is not None:
        grant_powers(module.powers)
    return module


def playing(modules) -> tuple[Module, ...]:
    """The plugged-in modules among ``modules`` (names), in the order they were plugged in."""
    return tuple(module for name, module in MODULES_PLUGGED.items() if name in modules)


def with_extras(key: tuple[str, bool], base: DecisionRules) -> DecisionRules:
    """The base decision ``key`` with the actions the modules add to it: their options listed after the base
    ones, their refusals and effects by action type."""
    extra = EXTRAS.get(key)
    if extra is None:
        return base
    base_options, extra_options = base.options, extra.options
    base_why_not, extra_why_not, extra_types = base.why_not, extra.why_not, tuple(extra.apply)

    def options(s, seat):
        return [*base_options(s, seat), *extra_options(s, seat)]

    def why_not(s, seat, action):
        return (extra_why_not if isinstance(action, extra_types) else base_why_not)(s, seat, action)

    return base._replace(options=options, why_not=why_not, apply={**base.apply, **extra.apply},
                         match={**base.match, **extra.match})
