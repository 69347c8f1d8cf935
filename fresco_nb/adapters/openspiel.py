"""Any game of the kit as an OpenSpiel game: ``pyspiel.load_game("python_fresco(players=3,modules=portraits+requests)")``.

Importing this module registers the Python game ``"python_<name>"`` for every game of the kit
(:data:`fresco_nb.games.GAMES`; it needs ``open_spiel``, the ``adapters`` extra). Parameters:

* ``players``, one of the game's player counts (Fresco 2..4: two players play with Leonardo, whose decisions belong
  to the player holding the Leonardo tile; Leonardo is not an OpenSpiel player);
* the game's own options as text (its ``OPTIONS``; Fresco: ``modules``, a string of ``portraits``, ``requests``,
  ``blends`` joined by ``+`` — ``portraits+requests``; a comma also works when parameters are given as a dict —,
  or ``all``, or empty);
* ``seed`` the seed of the underlying game (the draws are OpenSpiel chance nodes, so it only names the game in
  its save);
* ``max_rounds`` the horizon (default 40): a game not over after that many rounds ends there and is
  adjudicated by the game's ``leader`` (see :mod:`fresco_nb.adapters`).

The game is SEQUENTIAL with EXPLICIT_STOCHASTIC chance and IMPERFECT_INFORMATION:

* actions are the fixed ids of the game's action codec (``num_distinct_actions``);
* every random draw of the rules is a chance node whose outcomes, each equally likely, have ids in a separate
  space (``max_chance_outcomes``);
* decisions the rules let several seats make at once (Fresco's planning) are asked seat by seat (lowest seat
  first); a later seat's information state does not contain the earlier choices;
* returns: +1 to the winner, -1/(n-1) to each other player (ZERO_SUM), given only at the end (TERMINAL).

Information state string (perfect recall): the player's seat, every step so far as that player saw it (the game's
``masked_entry``: Fresco masks other players' plans and hidden draws), then his current view as JSON. Observation
string: the view as JSON; observation tensor: the game's observation encoder (its ``layout()`` names the segments).
"""
from __future__ import annotations

import json

import numpy as np
import pyspiel

from ..games import DEFAULT_GAME, GAMES, game_module
from . import DEFAULT_MAX_ROUNDS, actor, cut, make_game, outcome


def short_name(game: str) -> str:
    """The OpenSpiel name of a game of the kit: ``python_fresco``."""
    return f"python_{game}"


def game_type(module) -> pyspiel.GameType:
    """The OpenSpiel game type of a game of the kit (its protocol module)."""
    return pyspiel.GameType(
        short_name=short_name(module.NAME),
        long_name=f"{module.TITLE} (fresco_nb rules core)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(module.PLAYERS),
        min_num_players=min(module.PLAYERS),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification=default_params(module))


def default_params(module) -> dict:
    """The game string's parameters and their defaults: players, the game's own options, seed, max_rounds."""
    return {"players": max(module.PLAYERS), **module.OPTIONS, "seed": 0, "max_rounds": DEFAULT_MAX_ROUNDS}


def load(game: str = DEFAULT_GAME, players: int = 4, seed: int = 0, max_rounds: int = DEFAULT_MAX_ROUNDS,
         **options) -> "KitGame":
    """``pyspiel.load_game("python_<game>", ...)`` with these parameters (the game's options as text or values)."""
    module = game_module(game)
    texts = {name: _as_text(value) for name, value in module.parse_options(options).items()}
    return pyspiel.load_game(short_name(game), {"players": players, **texts, "seed": seed, "max_rounds": max_rounds})


def _as_text(value) -> str:
    """An option's value as game-string text: names joined by ``+`` (game strings cannot hold a comma)."""
    return "+".join(map(str, value)) if isinstance(value, (tuple, list)) else str(value)


class KitGame(pyspiel.Game):
    """The OpenSpiel game: one setting (players, options) of a game of the kit (``module``, set per game)."""
    module = None

    def __init__(self, params=None):
        module = self.module
        params = {**default_params(module), **(params or {})}
        players = int(params["players"])
        self.options = module.parse_options({name: params[name] for name in module.OPTIONS})
        self.seed = int(params["seed"])
        self.max_rounds = int(params["max_rounds"])
        if self.max_rounds < 1:
            raise ValueError(f"max_rounds must be at least 1, not {self.max_rounds}")
        self.template = make_game(players, module.NAME, self.seed, **self.options)   # ValueError for bad settings
        self.codec = module.action_codec(self.template)
        self.encoder = module.observation_encoder(self.template)
        self.spec = _Spec(module, self.codec, self.max_rounds, players)
        super().__init__(game_type(module), pyspiel.GameInfo(
            num_distinct_actions=self.codec.size,
            max_chance_outcomes=self.codec.chance_size,
            num_players=players,
            min_utility=-1.0 / (players - 1),
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=module.max_game_length(self.template, self.max_rounds)),
            {**params, **{name: _as_text(value) for name, value in self.options.items()}})

    def new_initial_state(self):
        """The game before its first draw."""
        return KitState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of a seat's view (default), of the public view (``private_info`` NONE) or of
        information states (``perfect_recall``)."""
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        public = bool(iig_obs_type is not None and iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE)
        return KitObserver(self, recall, public and not recall)


class _Spec:
    """What every state of one game shares (never copied)."""

    def __init__(self, module, codec, max_rounds: int, players: int):
        self.module = module
        self.codec = codec
        self.max_rounds = max_rounds
        self.players = players


class _Core:
    """The Python side of a state: the rules game plus what each player saw. OpenSpiel clones a Python
    state by deep-copying its attributes; this one copies itself with the game's fast ``clone()``."""

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
        return _core_from_save, (spec.module.NAME, self.game.to_json(), self.masked, spec.players, spec.max_rounds)


def _core_from_save(name, text, masked, players, max_rounds):
    module = game_module(name)
    game = module.load_game(text)
    return _Core(game, list(masked), _Spec(module, module.action_codec(game), max_rounds, players))


class KitState(pyspiel.State):
    """A position of a game of the kit as an OpenSpiel state."""

    def __init__(self, game: KitGame):
        super().__init__(game)
        self._core = _Core(game.template.clone(), [], game.spec)

    @property
    def game(self):
        """The underlying game of the kit (read it; change it only through OpenSpiel actions)."""
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
        return core.spec.codec.chance_outcomes(core.game)

    def _apply_action(self, action):
        core = self._core
        game = core.game
        codec = core.spec.codec
        seat = actor(game)
        if seat is None:
            draw = codec.chance_decode(action)
            game.apply(draw)
            core.masked.append(core.spec.module.masked_entry(game, None, draw))
        else:
            move = codec.decode(action, game.legal_actions(seat))
            game.apply(move, seat)
            core.masked.append(core.spec.module.masked_entry(game, seat, move))
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
        core = self._core
        game, decision = core.game, core.game.decision
        scores = " ".join(f"{p['name']}:{p['score']}" for p in game.view("full")["players"])
        return (f"round {decision.round} {decision.kind} turn {game.turn.kind} {list(game.turn.seats)} "
                f"scores {scores}\n" + " | ".join(mine or text for text, _, mine in core.masked))


class KitObserver:
    """OpenSpiel observer (PyObserver interface): the view vector and string, or the information state string."""

    def __init__(self, game: KitGame, perfect_recall: bool, public: bool = False):
        self.encoder = game.encoder
        self.perfect_recall = perfect_recall
        self.public = public            # the projector's view ("public") instead of the player's
        if perfect_recall:              # information-state tensors are not provided
            self.tensor = None
            self.dict = {}
        else:
            self.tensor = np.zeros(self.encoder.size, np.float32)
            self.dict = {"observation": self.tensor}

    def set_from(self, state: KitState, player: int):
        if self.tensor is not None:
            self.tensor[:] = self.encoder.encode(state.game.view("public" if self.public else player))

    def string_from(self, state: KitState, player: int) -> str:
        view = json.dumps(state.game.view("public" if self.public else player), sort_keys=True,
                          separators=(",", ":"))
        if not self.perfect_recall:
            return view
        return "\n".join([f"seat {player}"] + state.information_state_lines(player) + [view])


for _name in GAMES:
    _module = game_module(_name)
    pyspiel.register_game(game_type(_module), type(f"{_name.title()}KitGame", (KitGame,), {"module": _module}))
