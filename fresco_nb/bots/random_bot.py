"""The random bot: uniform over the legal actions."""
from __future__ import annotations

from .base import Bot, register


@register
class RandomBot(Bot):
    """Picks any legal action, each equally likely."""
    name = "random"

    def choose(self, game, seat: int):
        """Draws even when one action is legal, so its stream (and every game recorded with it) stays as it was."""
        return self.rng.choice(game.legal_actions(seat))    # one draw: the same as randrange(len(options))
