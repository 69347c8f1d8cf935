"""The game protocol: what every game of the kit provides, so that the generic parts (the random and search bots,
the lab, the command line, the adapters) take any game without knowing its rules.

A game is a package ``fresco_nb/games/<name>/`` whose module ``fresco_nb.games.<name>.protocol`` has the members
of :class:`GameModule`; the registry :mod:`fresco_nb.games` lists it by name. A game's ``new_game`` returns a
value with the members of :class:`Game`. Both are ``typing.Protocol`` classes checked at run time
(``isinstance(module, GameModule)``, ``isinstance(game, Game)``: every member present) and by the conformance
test ``tests/test_protocol.py`` (every member behaving), which runs on every registered game.

Words: a *seat* is a player who decides (0..n-1). A *painter* (the name comes from Fresco) is anyone on the
score track: the seats, and a game's automaton if it has one (Fresco's Leonardo in a two-player game, whose
decisions the seat holding his tile makes). A *rule ID* starts with the game's :attr:`GameModule.RULE_PREFIX`, or is
one of the kit's own (:data:`KIT_RULES`: an unreadable action, a draw made by hand, nothing to undo).

The protocol holds no rule: it says what is asked and what comes back, and (at the end of this module) gives the
members most games answer alike, which a game's protocol module takes by name, and :func:`deferred`, which makes a
member of one of the game's own modules, imported when first asked.
"""
from __future__ import annotations

import functools
import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from .schema import Field

KIT_RULES = ("ACTION-FORM", "CHANCE", "UNDO")      # rule IDs every game shares


@runtime_checkable
class Turn(Protocol):
    """Who must decide now: ``kind`` "player", "simultaneous", "chance" or "over"; ``seats`` who decides."""
    kind: str
    seats: tuple[int, ...]


@runtime_checkable
class Decision(Protocol):
    """The decision due now: ``kind`` a word of the game's own ("chance" when a draw is due, "over" at the end);
    ``painter`` the painter it is for (None while every seat decides at once, for chance and at the end);
    ``seats`` who decides; ``round`` the round being played (0 during setup)."""
    kind: str
    painter: int | None
    seats: tuple[int, ...]
    round: int


@runtime_checkable
class Refusal(Protocol):
    """Why an action is illegal: the rule broken (``rule``, a rule ID) and a sentence (``reason``)."""
    rule: str
    reason: str


@runtime_checkable
class Game(Protocol):
    """One game being played: the state, its history and its own seeded chance stream.

    An action is a value of the game's own (hashable, compared by value, ``str()`` a short text that the game
    also accepts in place of the value). Every call that changes the game takes ``seat``, the seat deciding
    (None: the only seat that may). Refusals raise the game's ``IllegalAction``, a :class:`Refusal`, and leave the
    game exactly as it was.
    """
    seed: int                     # the seed that fixes every draw: the same seed and actions, the same game
    names: list[str]              # every painter's name by painter index (seats first)

    @property
    def turn(self) -> Turn: ...

    @property
    def decision(self) -> Decision: ...

    @property
    def over(self) -> bool: ...

    def legal_actions(self, seat: int | None = None) -> Sequence[Any]:
        """Every legal action of ``seat`` now (the draw's outcomes when a draw is due; empty at the end)."""

    def check(self, action: Any, seat: int | None = None) -> Refusal | None:
        """None if ``action`` is legal now for ``seat``, else the refusal (rule ID and reason)."""

    def apply(self, action: Any, seat: int | None = None) -> "Game":
        """Play ``action`` (a value or its text) for ``seat``; an illegal one raises and changes nothing."""

    def undo(self, steps: int = 1) -> "Game":
        """Take back the last ``steps`` player decisions (and the draws after them)."""

    def view(self, who: int | str = "public") -> dict:
        """What ``who`` sees: a seat number, ``"public"`` (the projector) or ``"full"`` (a teacher). At least
        ``{"round": int, "players": [{"seat": int, "name": str, "score": int, "vp": {source: VP}, ...}, ...]}``,
        painters in order. Optional: ``"phase"`` (a key; without it the live table names the phase by the decision
        due, ``decision.kind``), worded by the game's catalogue ``[phrases] <NAME>_phase_<key>``; a player's
        ``"mood"`` (the live table draws a mood track only for a game whose players have one)."""

    def log_text(self) -> list[str]:
        """The events so far in words, each line naming its rule ID."""

    def to_json(self) -> str:
        """A save: JSON data only (settings and every action as text) that the game's ``load_game`` reads."""

    def result(self) -> dict:
        """After the end: ``{"rounds": int, "scores": [int per painter], "vp": [{source: VP} per painter],
        "ranking": [painters first to last], "winner": painter (None when several share the victory; then
        "winners" lists them), ...}``; before the end a refusal."""

    def clone(self) -> "Game":
        """An independent copy: the same state, history and chance stream."""


@runtime_checkable
class ActionCodec(Protocol):
    """Every action a game of one setting can ever offer, numbered ``0 .. size-1`` (fixed for the setting), and
    the draws' outcomes numbered ``0 .. chance_size-1``: what the OpenSpiel and PettingZoo adapters act with."""
    size: int
    chance_size: int

    def encode(self, action: Any) -> int:
        """The id of a player action (KeyError if the setting can never offer it)."""

    def decode(self, action_id: int, legal: Sequence[Any] = ()) -> Any:
        """The action of an id (``legal``, the legal actions now, when an id names a class of actions)."""

    def legal_ids(self, game: Game, seat: int) -> list[int]:
        """The sorted ids of ``seat``'s legal actions now."""

    def id_text(self, action_id: int) -> str:
        """A text for any id, without a game."""

    def chance_encode(self, draw: Any) -> int:
        """The id of a draw's outcome."""

    def chance_decode(self, chance_id: int) -> Any:
        """The draw of an outcome id."""

    def chance_ids(self, game: Game) -> list[int]:
        """The sorted outcome ids of the draw due now."""

    def chance_outcomes(self, game: Game) -> list[tuple[int, float]]:
        """(outcome id, probability) of the draw due now, by id."""


@runtime_checkable
class ObservationEncoder(Protocol):
    """A view (``game.view(seat)``) as a fixed-length list of numbers, with a named layout."""
    size: int

    def encode(self, view: dict) -> list[float]:
        """The numbers of one view: always ``size`` of them."""

    def layout(self) -> list[tuple[str, int, int]]:
        """(segment name, first index, length) for every segment of the vector."""


@runtime_checkable
class SearchGuide(Protocol):
    """What a game tells the search bot beyond the rules (optional: a game without one is searched with random
    playouts to the end, valued by the final scores)."""
    horizon: int                  # rounds played out after the current one before a leaf is valued

    def searched(self, game: Game, seat: int) -> bool:
        """True if the decision due is worth searching (else the policy decides at once)."""

    def candidates(self, game: Game, seat: int, options: Sequence[Any], most: int) -> list[Any]:
        """At most ``most`` of ``options`` worth playing out, the most promising first."""

    def choose(self, game: Game, seat: int) -> Any:
        """The playout policy's action (also used for the decisions not searched)."""

    def worth(self, game: Game, seat: int) -> float:
        """How good ``game`` is for ``seat``, in VP against its best rival (at the end: the final scores)."""


@runtime_checkable
class LabRecorder(Protocol):
    """How the lab turns a game's games into rows (:mod:`fresco_nb.lab`; optional: the lab's own recorder,
    :class:`fresco_nb.lab.recording.Recorder`, serves a game without one). An *arm* is a
    :class:`fresco_nb.lab.Arm`: players, bots, the game's options, data and rulings."""
    vp_sources: tuple[str, ...]            # the VP sources of the players table's vp_<source> columns

    def resolve(self, arm: Any) -> Any:
        """The arm with its settings checked and completed (ValueError naming the arm and the setting)."""

    def label(self, arm: Any) -> tuple:
        """The arm's settings as the text columns of the games table: players, options, bots, data, rulings."""

    def record(self, arm: Any, seed: int, decisions: bool = False) -> tuple:
        """Play one game of a resolved arm: (game row, painter rows, round rows, decision rows) in the lab's
        column order (:mod:`fresco_nb.lab.playing`)."""

    def result_row(self, game: Game, bots: Sequence[str]) -> dict:
        """The flat results row of a finished game (the command line's CSV)."""

    # optional: setup_id(view) -> str, the setup_id column's fingerprint of a full view before the first decision
    # (fresco_nb.lab.setup_id); the lab's own recorder fingerprints the game (recording.setup_fingerprint)


@runtime_checkable
class LiveBoard(Protocol):
    """What the kit's live board (the notebook's board widget, the stepper, the served pages) asks of a game beyond
    the rules (optional: a game without one is shown by its ``board_svg``, every legal action clicked by its text).

    A live drawing's parts carry ``data-click``: an action's text, ``look <part>`` for a part that stands for no
    action, or a piece of a decision the game builds by several clicks (Fresco: the tiles of one stall, the altar's
    three paints, a plan). ``picks`` is that decision so far (a dict of the game's own, ``{}`` for none)."""
    layouts: tuple[str, ...]      # the drawing's layouts: the notebook's first, "projector" (large print) among them
    watch_rule: str               # the rule that keeps the public view (the projector) from acting

    def svg(self, game: Game, who: int | str, layout: str, picks: dict) -> str:
        """The live drawing as ``who`` sees it, ``picks`` drawn as chosen."""

    def look(self, game: Game, who: int | str, part: str) -> tuple[str, str, str]:
        """A click on ``part`` that stands for no action: (its rule ID, what it is in words, how to act there now
        or "")."""

    def several_ways(self, text: str) -> str:
        """The rule that says how to choose when the clicked ``text`` starts several legal actions."""

    def builds(self, text: str, legal: Sequence[str]) -> bool:
        """True if the clicked ``text`` is a piece of a decision built by clicks (``legal``: the actions' texts)."""

    def pick(self, game: Game, seat: int, legal: Sequence[str], text: str,
             picks: dict) -> tuple[dict, str, str, bool] | Refusal:
        """Add the piece ``text`` to ``picks``: (the new picks, the rule, what was chosen in words, whether the
        decision is complete), or the refusal when no such decision is due."""

    def draft(self, game: Game, picks: dict) -> tuple[str, str]:
        """The decision built so far: (its title in words, its action's text)."""


@runtime_checkable
class GameModule(Protocol):
    """A game of the kit: the module ``fresco_nb.games.<NAME>.protocol``."""
    NAME: str                              # the registry's name: "fresco", "azul_sp"
    TITLE: str                             # the name people know: "Fresco"
    PLAYERS: tuple[int, ...]               # the player counts it is played with
    RULE_PREFIX: str                       # every rule ID starts with it: "R-" (Fresco), "A-" (Azul)
    OPTIONS: Mapping[str, str]             # new_game's options that can be given as text: name -> default text
    ACTION_TYPES: tuple[type, ...]         # the types of its actions (no generic module names them)

    def new_game(self, players: int, seed: int = 0, **options: Any) -> Game:
        """A new game; a bad setting raises TypeError or ValueError naming the argument. Besides the game's own
        options every game takes ``auto_chance`` (False: the draws are chance decisions made by the caller) and
        ``record`` (False: no event log, for bulk simulation)."""

    def check_seed(self, seed: Any) -> int:
        """``seed`` as the game takes it (TypeError or ValueError naming ``seed``), checked before a game is made."""

    def parse_options(self, given: Mapping[str, Any]) -> dict:
        """Options of :attr:`OPTIONS` given as text (a game string, the command line) or as values, as ``new_game``
        takes them (ValueError naming an unknown or bad one)."""

    def load_game(self, text: str) -> Game:
        """A game from its save (``Game.to_json``); a bad save raises an error saying what is wrong."""

    def seats(self, game: Game) -> int:
        """How many seats decide (an automaton is a painter, not a seat)."""

    def leaders(self, game: Game) -> tuple[int, ...]:
        """The painters sharing first place: the winners when the game is over (most often one); before, those who
        would win if it ended now."""

    def determinize(self, game: Game, seat: int, rng: random.Random) -> Game:
        """A copy of ``game`` in which everything ``seat`` cannot see is dealt anew from ``rng``, consistent
        with ``seat``'s view (the same ``view(seat)``), and the future draws re-seeded."""

    def action_codec(self, game: Game) -> ActionCodec:
        """The action ids of ``game``'s setting."""

    def observation_encoder(self, game: Game) -> ObservationEncoder:
        """The observation numbers of ``game``'s setting."""

    def masked_entry(self, game: Game, seat: int | None, action: Any) -> tuple[str, int | None, str]:
        """How a step just applied is seen: (text for everyone, the seat who sees more or None, its text)."""

    def max_game_length(self, game: Game, max_rounds: int) -> int:
        """An upper bound on the steps (decisions and draws) of a game cut after ``max_rounds`` rounds."""

    def rule_text(self, rule_id: str) -> Any:
        """The text of one of its rules for students (``str()`` is the text)."""

    def field_schema(self) -> tuple[Field, ...]:
        """The field schema of its component data: every value of its data files as a :class:`Field` with its
        bounds, label, help, unit and the ``confidence`` its data states (see :mod:`fresco_nb.games.schema`)."""

    def data_tables(self) -> Any:
        """Its component data as the component form reads and writes it: the members of
        :class:`fresco_nb.games.schema.DataSchema` (fields, entries, provenance_of, write_copy, load, active, label)."""

    def board_svg(self, game: Game, who: int | str = "public", layout: str | None = None) -> str:
        """A picture of the table as ``who`` sees it, as SVG text (``layout`` "projector" for large print; None the
        notebook's)."""

    def live_board(self) -> LiveBoard | None:
        """What the live board asks of this game beyond the rules, or None (its ``board_svg``, actions by text)."""

    def bots(self) -> Mapping[str, Callable[..., Any]]:
        """Its own bots by name (a class taking a seed), besides the kit's generic ones."""

    def search_guide(self, seed: int | str) -> SearchGuide | None:
        """The search bot's guide for this game, or None."""

    def lab_recorder(self) -> LabRecorder | None:
        """How the lab records this game's games, or None for the lab's own recorder."""


# ---------------------------------------------------------------- optional members
# A game's protocol module may also have these (the kit works without them; read them through the functions below):
#
# RULING_RULES: Mapping[str, str]                 the rule ID each of its ⚖ rulings (new_game's ``rulings=``)
#                                                  settles; the words a teacher reads are its catalogue's [rulings]
# OPTION_CHOICES: Mapping[str, tuple[str, ...]]   for an option of OPTIONS that takes one of a fixed list of texts,
#                                                  that list, its default among them (Azul: {"side": ("coloured",
#                                                  "grey")}); a form offers them as choices
# restrictions() -> Sequence[Restriction]          ways of playing a seat may be held to, beyond "never plays <kind>"
#                                                  of each action type: the design bench's probes of what matters
# player_aid(data=None, lang="en") -> str          its one-page player aid as self-contained HTML for ``data`` (None:
#                                                  the active data); the handouts print it (fresco_nb.handouts)
# variants() -> object                             its variant maker: variant(base, **changes),
#                                                  variant_from_folder(path), data_changes(data, base) (fresco_nb.lab)


@runtime_checkable
class Restriction(Protocol):
    """A way of playing a game declares (optional member ``restrictions()``): ``name`` (short, "no-centre"; the
    words a student reads are the catalogue's ``[bench] restriction_<name>``, dashes as underscores) and ``keep``,
    the legal options it still allows to ``seat`` (reading ``game`` only as that seat may: its own view and the
    public one). ``distance(a, b)`` orders allowed options by how near they are to a choice ``b`` made outside them
    (None: any allowed option)."""
    name: str
    distance: Callable[[Any, Any], float] | None

    def keep(self, game: Game, seat: int, options: Sequence[Any]) -> list[Any]: ...


def option_choices(module: GameModule) -> dict[str, tuple[str, ...]]:
    """The options of ``module`` that take one of a fixed list of texts, with the list (its ``OPTION_CHOICES``)."""
    return {name: tuple(texts) for name, texts in getattr(module, "OPTION_CHOICES", {}).items()}


def ruling_rules(module: GameModule) -> dict[str, str]:
    """The rule ID of each of ``module``'s rulings (its ``RULING_RULES``), none for a game without."""
    return dict(getattr(module, "RULING_RULES", {}))


def declared_restrictions(module: GameModule) -> tuple[Restriction, ...]:
    """The ways of playing ``module`` declares (its ``restrictions()``), none for a game without."""
    declared = getattr(module, "restrictions", None)
    return tuple(declared()) if declared is not None else ()


# ---------------------------------------------------------------- members games share
# A game's protocol module takes these by name where they answer for it (``from ..protocol import rule_text``).

def rule_text(rule_id: str) -> Any:
    """A rule for students (``str()`` is its text), from the kit's catalogue, which words every game's rules."""
    from ..texts import rule_text as text
    return text(rule_id)


def refuse_unknown_options(title: str, given: Mapping[str, Any], options: Mapping[str, str]) -> None:
    """For a game's ``parse_options``: a ValueError naming the first option of ``given`` that is none of ``options``
    ("Fresco has no option 'side'; its options are modules")."""
    unknown = [name for name in given if name not in options]
    if unknown:
        known = f"; its options are {', '.join(options)}" if options else ""
        raise ValueError(f"{title} has no option {unknown[0]!r}{known}")


def every_painter_decides(game: Game) -> int:
    """The seats of a game without an automaton: every painter decides."""
    return len(game.names)


def highest_scores(game: Game) -> tuple[int, ...]:
    """The leaders of a game whose result lists its ``winners``: those winners once it is over (several when they
    share the victory), before that the players with the highest score now."""
    if game.over:
        return tuple(game.result()["winners"])
    scores = [p["score"] for p in game.view("public")["players"]]
    return tuple(q for q, score in enumerate(scores) if score == max(scores))


def public_entry(game: Game, seat: int | None, action: Any) -> tuple[str, int | None, str]:
    """A step everyone sees alike (the protocol's ``masked_entry``): its text after the seat who made it, "P2 take 3
    red"; nobody sees more."""
    who = "" if seat is None else f"P{seat + 1} "
    return who + str(action), None, ""


def none_of_its_own(*_: Any) -> None:
    """None: the kit's own serves (the search bot's random playouts, the lab's recorder, the plain live board)."""
    return None


def deferred(package: str, where: str, *, call: bool) -> Callable[..., Any]:
    """A member of a game's protocol module that is ``where`` ("module:name", the module relative to the game's
    ``package``; "module" alone for the module itself), imported when first asked, so that the registry loads the
    protocol module quickly and without import cycles. With ``call`` the member calls it with its arguments, else
    it returns it."""
    module, _, name = where.partition(":")

    @functools.cache
    def found() -> Any:
        target = importlib.import_module(f"{package}.{module}")
        return functools.reduce(getattr, name.split("."), target) if name else target

    def called(*args: Any, **kwargs: Any) -> Any:
        return found()(*args, **kwargs)

    member = called if call else found
    member.__doc__ = f"``{where}`` of ``{package}``, imported when first asked."
    return member
