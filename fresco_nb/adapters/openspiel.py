"""Fresco as an OpenSpiel game: ``pyspiel.load_game("python_fresco(players=3,modules=portraits+requests)")``.

Importing this module registers the Python game ``"python_fresco"`` (it needs ``open_spiel``, the
``adapters`` extra). Parameters:

* ``players`` 2..4 (two players play with Leonardo, whose decisions belong to the player holding the
  Leonardo tile; Leonardo is not an OpenSpiel player);
* ``modules`` a string of ``portraits``, ``requests``, ``blends`` joined by ``+`` (``portraits+requests``; a
  comma also works when parameters are given as a dict), or ``all``, or empty;
* ``seed`` the seed of the underlying :func:`fresco_nb.new_game` (the draws are OpenSpiel chance nodes, so
  it only names the game in its save);
* ``max_rounds`` the horizon (default 40): a game not over after that many rounds ends there and is
  adjudicated from the score track (see :mod:`fresco_nb.adapters`).

The game is SEQUENTIAL with EXPLICIT_STOCHASTIC chance and IMPERFECT_INFORMATION:

* actions are the fixed ids of :class:`fresco_nb.adapters.ActionCodec` (``num_distinct_actions``);
* every random draw of the rules (start spaces, fresco tiles, market refills, the portrait deck, module 3's
  removed tiles) is a chance node whose outcomes, each equally likely, have ids in a separate space
  (``max_chance_outcomes``);
* the simultaneous planning is asked seat by seat (lowest seat first); a later planner's information state
  does not contain the earlier plans;
* returns: +1 to the winner, -1/(n-1) to each other player (ZERO_SUM), given only at the end (TERMINAL).

Information state string (perfect recall): the player's seat, every step so far as that player saw it (other
players' plans and the hidden draws masked, see :func:`fresco_nb.adapters.masked_entry`), then his current
view as JSON. Observation string: the view as JSON; observation tensor: the
:class:`fresco_nb.adapters.ObservationEncoder` vector (its ``describe()`` gives the layout).
"""
from __future__ import annotations

import json

import numpy as np
import pyspiel

from ..games.fresco.rules.game import load_game
from . import (DEFAULT_MAX_ROUNDS, ActionCodec, ObservationEncoder, actor, cut, make_game, masked_entry,
               max_game_length, outcome, parse_modules)

SHORT_NAME = "python_fresco"
DEFAULT_PARAMS = {"players": 4, "modules": "", "seed": 0, "max_rounds": DEFAULT_MAX_ROUNDS}

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Fresco (fresco_nb rules core)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    provides_factored_observation_string=False,
    parameter_specification=DEFAULT_PARAMS)


def load(players: int = 4, modules="", seed: int = 0, max_rounds: int = DEFAULT_MAX_ROUNDS) -> "FrescoGame":
    """``pyspiel.load_game("python_fresco", ...)`` with these parameters (``modules`` a string or names)."""
    modules = "+".join(parse_modules(modules))
    return pyspiel.load_game(SHORT_NAME, {"players": players, "modules": modules, "seed": seed,
                                          "max_rounds": max_rounds})


class FrescoGame(pyspiel.Game):
    """The OpenSpiel game: one configuration (players, modules) of Fresco."""

    def __init__(self, params=None):
        params = {**DEFAULT_PARAMS, **(params or {})}
        players = int(params["players"])
        self.modules = parse_modules(params["modules"])
        self.seed = int(params["seed"])
        self.max_rounds = int(params["max_rounds"])
        if self.max_rounds < 1:
            raise ValueError(f"max_rounds must be at least 1, not {self.max_rounds}")
        self.template = make_game(players, self.modules, self.seed)      # raises ValueError for bad settings
        self.codec = ActionCodec(self.template)
        self.encoder = ObservationEncoder(self.template)
        self.spec = _Spec(self.codec, self.max_rounds, players)
        super().__init__(GAME_TYPE, pyspiel.GameInfo(
            num_distinct_actions=self.codec.size,
            max_chance_outcomes=self.codec.chance_size,
            num_players=players,
            min_utility=-1.0 / (players - 1),
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=max_game_length(self.template, self.max_rounds)),
            {**params, "modules": "+".join(self.modules)})        # game strings cannot hold a comma

    def new_initial_state(self):
        """The game before its first draw."""
        return FrescoState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of a seat's view (default), of the public view (``private_info`` NONE) or of
        information states (``perfect_recall``)."""
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        public = bool(iig_obs_type is not None and iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE)
        return FrescoObserver(self, recall, public and not recall)


class _Spec:
    """What every state of one game shares (never copied)."""

    def __init__(self, codec: ActionCodec, max_rounds: int, players: int):
        self.codec = codec
        self.max_rounds = max_rounds
        self.players = players


class _Core:
    """The Python side of a state: the rules game plus what each player saw. OpenSpiel clones a Python
    state by deep-copying its attributes; this one copies itself with the fast :meth:`Game.clone`."""

    def __init__(self, game, masked, spec: _Spec):
        self.game = game
        self.masked = masked        # one (public text, seat who saw more, his text) per step
        self.spec = spec
        self.legal = None           # cached (actor, ids)
        self.terminal = None        # cached is_terminal
        self.player = None          # cached current_player

    def __deepcopy__(self, memo):
        return _Core(self.game.clone(), self.masked[:], self.spec)

    def __reduce__(self):           # pickling (OpenSpiel's serialize): the save plus the masked history
        spec = self.spec
        return _core_from_save, (self.game.to_json(), self.masked, spec.players, spec.max_rounds)


def _core_from_save(text, masked, players, max_rounds):
    game = load_game(text)
    return _Core(game, list(masked), _Spec(ActionCodec(game), max_rounds, players))


class FrescoState(pyspiel.State):
    """A Fresco position as an OpenSpiel state."""

    def __init__(self, game: FrescoGame):
        super().__init__(game)
        self._core = _Core(game.template.clone(), [], game.spec)

    @property
    def fresco(self):
        """The underlying :class:`fresco_nb.Game` (read it; change it only through OpenSpiel actions)."""
        return self._core.game

    def current_player(self):
        core = self._core
        if core.player is None:
            if self.is_terminal():
                core.player = pyspiel.PlayerId.TERMINAL
            else:
                seat = actor(core.game)
                core.player = pyspiel.PlayerId.CHANCE if seat is None else seat
        return core.player

    def _legal_actions(self, player):
        core = self._core
        if core.legal is None or core.legal[0] != player:
            core.legal = (player, core.spec.codec.legal_ids(core.game, player))
        return list(core.legal[1])

    def chance_outcomes(self):
        core = self._core
        ids = core.spec.codec.chance_ids(core.game)
        p = 1.0 / len(ids)
        return [(i, p) for i in ids]

    def _apply_action(self, action):
        core = self._core
        game = core.game
        codec = core.spec.codec
        seat = actor(game)
        if seat is None:
            draw = codec.chance_decode(action)
            game.apply(draw)
            core.masked.append(masked_entry(game, None, draw))
        else:
            move = codec.decode(action, game.legal_actions(seat))
            game.apply(move, seat)
            core.masked.append(masked_entry(game, seat, move))
        core.legal = None
        core.terminal = None
        core.player = None

    def _action_to_string(self, player, action):
        codec = self._core.spec.codec
        if player == pyspiel.PlayerId.CHANCE:
            return str(codec.chance_decode(action))
        return codec.id_text(action)

    def is_terminal(self):
        core = self._core
        if core.terminal is None:
            core.terminal = core.game.over or cut(core.game, core.spec.max_rounds)
        return core.terminal

    def returns(self):
        if not self.is_terminal():
            return [0.0] * self._core.spec.players
        return outcome(self._core.game)

    def information_state_lines(self, player: int) -> list[str]:
        """The steps so far as ``player`` saw them."""
        return [mine if seat == player else text for text, seat, mine in self._core.masked]

    def __str__(self):
        game = self._core.game
        view = game.view("full")
        scores = " ".join(f"{p['name']}:{p['score']}" for p in view["players"])
        return (f"round {view['round']} phase {view['phase']} turn {game.turn.kind} {list(game.turn.seats)} "
                f"scores {scores}\n" + " | ".join(str(action) for _, action in game.history))


class FrescoObserver:
    """OpenSpiel observer (PyObserver interface): the view vector and string, or the information state string."""

    def __init__(self, game: FrescoGame, perfect_recall: bool, public: bool = False):
        self.encoder = game.encoder
        self.perfect_recall = perfect_recall
        self.public = public            # the projector's view ("public") instead of the player's
        if perfect_recall:              # information-state tensors are not provided
            self.tensor = None
            self.dict = {}
        else:
            self.tensor = np.zeros(self.encoder.size, np.float32)
            self.dict = {"observation": self.tensor}

    def set_from(self, state: FrescoState, player: int):
        if self.tensor is not None:
            self.tensor[:] = self.encoder.encode(state.fresco.view("public" if self.public else player))

    def string_from(self, state: FrescoState, player: int) -> str:
        view = json.dumps(state.fresco.view("public" if self.public else player), sort_keys=True,
                          separators=(",", ":"))
        if not self.perfect_recall:
            return view
        return "\n".join([f"seat {player}"] + state.information_state_lines(player) + [view])


pyspiel.register_game(GAME_TYPE, FrescoGame)
