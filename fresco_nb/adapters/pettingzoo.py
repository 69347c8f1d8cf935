"""Any game of the kit as a PettingZoo AEC environment, ``<game>_v0`` (``fresco_v0``; needs ``pettingzoo``, the
``adapters`` extra).

>>> from fresco_nb.adapters import pettingzoo as kit
>>> env = kit.env(players=3, modules="portraits+requests")          # Fresco; kit.env(game="azul_sp", players=3)
>>> env.reset(seed=1)
>>> for agent in env.agent_iter():
...     obs, reward, termination, truncation, info = env.last()
...     action = None if termination or truncation else env.action_space(agent).sample(obs["action_mask"])
...     env.step(action)

* Agents ``player_0`` .. ``player_{n-1}`` are the seats; an automaton is no agent (Fresco's Leonardo in a
  two-player game: his decisions are taken by the agent holding the Leonardo tile).
* Action space ``Discrete(N)`` over the ids of the game's action codec (N per setting: ``env.codec.size``);
  only the acting agent's ``action_mask`` has ones.
* Observation ``{"observation": float32 vector, "action_mask": int8 vector}``; the vector is
  ``game.view(seat)`` flattened by the game's observation encoder (layout: ``env.encoder.layout()``), so an agent
  sees what that seat may see.
* Chance is inside the environment: the game draws from its own stream, seeded by ``reset(seed=...)``
  (a reset without a seed continues the environment's own seed sequence).
* Decisions the rules let several seats make at once (Fresco's planning) are asked agent by agent in seat order;
  an agent's view does not show what the others chose before it.
* Rewards come once, at the end: +1 to the winner, -1/(n-1) to the others. A finished game *terminates*
  every agent; a game not over after ``max_rounds`` rounds (default 40) is *truncated*, and its rewards are
  adjudicated by the game's ``leader``.
* ``render()`` (``render_mode="ansi"`` returns it, ``"human"`` prints it): a short text of the table.
"""
from __future__ import annotations

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..games import DEFAULT_GAME, game_module
from . import DEFAULT_MAX_ROUNDS, actor, cut, make_game, outcome

__all__ = ["env", "raw_env", "KitEnv"]


def env(**kwargs):
    """The environment with PettingZoo's order-enforcing wrapper (the usual way to make it)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


class KitEnv(AECEnv):
    """A game of the kit as an agent-environment-cycle game (see the module docstring); ``options`` the game's own
    (Fresco: ``modules``)."""

    metadata = {"name": f"{DEFAULT_GAME}_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, players: int = 4, seed: int | None = None, max_rounds: int = DEFAULT_MAX_ROUNDS,
                 render_mode: str | None = None, game: str = DEFAULT_GAME, **options):
        super().__init__()
        module = game_module(game)
        self.metadata = {**self.metadata, "name": f"{module.NAME}_v0"}
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        if max_rounds < 1:
            raise ValueError(f"max_rounds must be at least 1, not {max_rounds}")
        self.players = players
        self.game_name = module.NAME
        self.options = module.parse_options(options)
        self.max_rounds = max_rounds
        self.render_mode = render_mode
        template = make_game(players, module.NAME, 0, auto_chance=True, **self.options)   # ValueError: bad settings
        self.codec = module.action_codec(template)
        self.encoder = module.observation_encoder(template)
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {agent: i for i, agent in enumerate(self.possible_agents)}
        self._seeds = random.Random(seed)
        self._next_seed = seed
        self.action_spaces = {a: spaces.Discrete(self.codec.size) for a in self.possible_agents}
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(low=-1e6, high=1e6, shape=(self.encoder.size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(self.codec.size,), dtype=np.int8),
        }) for a in self.possible_agents}
        self.game = None
        self.game_seed = None       # the seed of the current game (set by reset)

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # -- the cycle ----------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None):
        if seed is not None:
            self._seeds.seed(seed)
            game_seed = seed
        elif self._next_seed is not None:
            game_seed = self._next_seed
        else:
            game_seed = self._seeds.randrange(2 ** 31)
        self._next_seed = None
        self.game_seed = game_seed
        self.game = make_game(self.players, self.game_name, game_seed, auto_chance=True, **self.options)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[actor(self.game)]

    def observe(self, agent):
        seat = self._seat[agent]
        game = self.game
        vector = np.asarray(self.encoder.encode(game.view(seat)), dtype=np.float32)
        mask = np.zeros(self.codec.size, dtype=np.int8)
        if agent == self.agent_selection and not (self.terminations[agent] or self.truncations[agent]):
            mask[self.codec.legal_ids(game, seat)] = 1
        return {"observation": vector, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        seat = self._seat[agent]
        legal = game.legal_actions(seat)
        try:
            move = self.codec.decode(int(action), legal)
        except ValueError as exc:
            raise ValueError(f"{agent}: {exc}") from None
        if move not in legal:
            raise ValueError(f"{agent}: action {int(action)} ({self.codec.id_text(action)}) is not legal now")
        game.apply(move, seat)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        over = game.over
        if over or cut(game, self.max_rounds):
            for a, value in zip(self.possible_agents, outcome(game)):
                self.rewards[a] = value
            ended = self.terminations if over else self.truncations
            for a in self.agents:
                ended[a] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[actor(game)]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    # -- showing -----------------------------------------------------------------------------------
    def render(self):
        if self.render_mode is None:
            return None
        if self.game is None:
            text = "(reset the environment first)"
        else:
            decision = self.game.decision
            scores = ", ".join(f"{p['name']} {p['score']}" for p in self.game.view("public")["players"])
            text = f"round {decision.round}, {decision.kind}; scores: {scores}; to act: {self.agent_selection}"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        self.game = None


raw_env = KitEnv
