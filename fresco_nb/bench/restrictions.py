"""Restricted play: a kit bot that never (or always) takes one kind of option — the probes of what matters.

A restriction names the options a seat gives up. A game declares its own through the protocol's optional
``restrictions()`` (Fresco: "never goes to the theatre", "always wakes first", "never uses the altar", "never mixes",
...; Azul: "never takes from the centre", "never keeps tiles in the corners"; the card game: "never trades",
"never uses an action tile"), worded by the catalogue's ``[bench] restriction_<name>``; a game that declares none
gets "never plays <action kind>" for each of its action types. A restricted bot is named ``"<bot>~<restriction>"``
(``make_bot("greedy~no-theatre", seed)``), so the lab's arms take it like any bot.

What a restricted bot may do, and what it may not:

- it draws from the same random stream as the unrestricted bot of the same seat (its inner bot gets the same
  seed), and never touches the game's chance stream: the same seed deals the same setup;
- the restriction sees the game only through :class:`SeatGame`, which answers the seat's own view and the public
  one and refuses any other view, another screen's holdings, the state itself or a copy of the game
  (:class:`HiddenInformation`); the inner bot reads what it reads when it plays unrestricted (Fresco's bots: their
  own seat's view and the public one; a game's own bot that tries actions on a copy still may), with only the
  legal options narrowed;
- among the legal options it keeps those the restriction allows (all of them when it allows none: a forced
  option is played); the inner bot chooses among the kept ones, and a choice it built outside the list (Fresco's
  greedy bot builds its plan) is replaced by the nearest kept option.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..bots.base import Bot, make_bot
from ..games import DEFAULT_GAME, game_module
from ..games.protocol import declared_restrictions
from ..texts import widget_text

SEPARATOR = "~"                     # "greedy~no-theatre"
NOT_ACTIONS = ("Draw",)              # action types that are chance, not a player's choice


def _anywhere(a, b) -> float:
    """Any allowed option is as near to a choice made outside them (the first is played)."""
    return 0.0


class HiddenInformation(LookupError):
    """A restricted bot asked for something its seat cannot see."""


@dataclass(frozen=True)
class Restriction:
    """What a seat gives up: ``name`` (the bot name's suffix), ``label`` (in words), and ``keep(game, seat,
    options)``, the options it still takes (``game`` a :class:`SeatGame`); ``distance(a, b)`` orders the kept
    options by how near they are to a choice made outside them."""
    name: str
    label: str
    keep: Callable[[object, int, Sequence], list]
    distance: Callable[[object, object], float] = field(default=_anywhere)

    def __str__(self):
        return self.label


# ---------------------------------------------------------------- the restrictions of each game

def _never_kind(kind_name: str):
    """Keep the options that are not of type ``kind_name``."""
    def keep(game, seat, options):
        return [a for a in options if type(a).__name__ != kind_name]
    return keep


def _generic_restrictions(module) -> tuple[Restriction, ...]:
    """"never plays <kind>" for each action type of the game that is a player's choice."""
    kinds = [t.__name__ for t in module.ACTION_TYPES if t.__name__ not in NOT_ACTIONS]
    return tuple(Restriction("no-" + kind.lower(), widget_text("bench", "restriction_never_kind", kind=kind),
                             _never_kind(kind)) for kind in kinds)


def _declared(module) -> tuple[Restriction, ...]:
    """The restrictions the game declares (its protocol's optional ``restrictions()``), in the catalogue's words."""
    return tuple(Restriction(r.name, widget_text("bench", "restriction_" + r.name.replace("-", "_")), r.keep,
                             r.distance or _anywhere) for r in declared_restrictions(module))


def restrictions(game: str = DEFAULT_GAME) -> dict[str, Restriction]:
    """The restrictions of ``game`` by name: those it declares, else one per action kind."""
    module = game_module(game)
    made = _declared(module) or _generic_restrictions(module)
    return {r.name: r for r in made}


def restricted_name(bot: str, restriction: str) -> str:
    """The bot name of ``bot`` restricted by ``restriction``: "greedy~no-theatre"."""
    return f"{bot}{SEPARATOR}{restriction}"


def restricted_bot(name: str, seed: int | str = 0, game: str = DEFAULT_GAME) -> "RestrictedBot":
    """The bot a restricted name stands for (ValueError naming the unknown bot or restriction)."""
    inner, _, rule = name.partition(SEPARATOR)
    known = restrictions(game)
    if rule not in known:
        raise ValueError(f"unknown restriction {rule!r} in bot {name!r}; restrictions are {', '.join(known)}")
    return RestrictedBot(make_bot(inner, seed, game=game), known[rule])


# ---------------------------------------------------------------- the bot and what it sees

class RestrictedBot(Bot):
    """``inner`` playing under ``restriction`` (see the module's docstring)."""

    def __init__(self, inner: Bot, restriction: Restriction):
        self.inner, self.restriction = inner, restriction
        self.name = restricted_name(inner.name, restriction.name)
        self.rng = inner.rng

    def reseed(self, seed: int | str) -> None:
        self.inner.reseed(seed)

    def choose(self, game, seat: int):
        options = list(game.legal_actions(seat))
        kept = self.restriction.keep(SeatGame(game, seat), seat, options) or options
        choice = self.inner.choose(SeatGame(game, seat, kept if len(kept) < len(options) else None, strict=False),
                                   seat)
        if choice in kept:
            return choice
        return min(kept, key=lambda option: self.restriction.distance(option, choice))

    def __repr__(self):
        return f"RestrictedBot({self.inner!r}, {self.restriction.name!r})"


_REFUSED = frozenset({"state", "clone", "to_json", "apply", "undo", "history", "log_text", "result_of"})


class SeatGame:
    """A game as one seat may read it: its own view and the public view, its own holdings, the legal options
    (only the ``kept`` ones, when given) with their previews; everything else a bot reads is passed through,
    except the state, copies and saves (:class:`HiddenInformation`). ``strict=False`` only narrows the options."""

    def __init__(self, game, seat: int, kept: Sequence | None = None, strict: bool = True):
        self._game, self._seat, self._strict = game, seat, strict
        self._kept = None if kept is None else list(kept)

    def legal_actions(self, seat=None):
        return self._game.legal_actions(seat) if self._kept is None else list(self._kept)

    def previews(self, seat=None):
        effects = self._game.previews(seat)
        if self._kept is None:
            return effects
        kept = set(self._kept)
        return [e for a, e in zip(self._game.legal_actions(seat), effects) if a in kept]

    def view(self, who="public", **options):
        if self._strict and who not in (self._seat, "public"):
            raise HiddenInformation(f"seat {self._seat} may not see the view of {who!r}")
        return self._game.view(who, **options)

    def holdings(self, painter: int, who=None):
        who = painter if who is None else who
        if self._strict and who != self._seat:
            raise HiddenInformation(f"seat {self._seat} may not see holdings as {who!r}")
        return self._game.holdings(painter, who)

    def __getattr__(self, name):
        if name.startswith("_") or (self._strict and name in _REFUSED):
            raise HiddenInformation(f"a restricted bot may not read the game's {name}")
        return getattr(self._game, name)
