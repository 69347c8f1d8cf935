"""The example game of a lesson: bots play it to the moment the lesson wants to show, through the public API.

>>> lesson = Lesson(seed=7)                      # four heuristic bots, the painters Anna, Ben, Carla, Dino
>>> lesson.play_until("market")                  # stop when the market is the decision due
>>> lesson.lines("R-MKT")                        # the log lines written since the last call, these rules only
>>> lesson.board()                               # the table as a picture (stays visible in exports)
>>> rules("R-MKT-1", "R-MKT-2")                  # the rules' texts, from fresco_nb.rule_text

The bots are made as :func:`fresco_nb.lab.play_game` makes them (bot ``i`` with the stream ``"seed:i"``), so the
lesson's game is decision for decision the game the lab simulated under the same seed. ``game.decision`` says
which decision is due; nothing here decides a rule.
"""
from __future__ import annotations

import html
from typing import Sequence

from IPython.display import SVG

from .. import new_game, rule_text
from ..bots import make_bot
from ..texts import widget_language
from ..widgets import board_svg

NAMES = ("Anna", "Ben", "Carla", "Dino")


class LogLines(list):
    """Log lines that print one per line (in a notebook: as the cell's output)."""

    def __repr__(self) -> str:
        return "\n".join(self) if self else "(no log lines)"

    def only(self, *rules: str) -> "LogLines":
        """The lines of these rules (rule ID prefixes, e.g. "R-THE" or "R-PREP-2")."""
        return LogLines(line for line in self if line.split(" · ")[1].startswith(rules))


class Lesson:
    """A game between bots (default: four heuristic bots) with the painters' names, played on demand."""

    def __init__(self, seed: int, bots: Sequence[str] = ("heuristic",) * 4, names: Sequence[str] = NAMES,
                 modules: Sequence[str] = ()):
        if len(bots) != len(names):
            raise ValueError(f"Lesson: one bot per painter: {len(names)} names, {len(bots)} bots")
        self.seed, self.bot_names = seed, tuple(bots)
        self.game = new_game(players=len(names), seed=seed, names=list(names), modules=tuple(modules))
        self._bots = [make_bot(name, f"{seed}:{seat}") for seat, name in enumerate(bots)]
        self._seen = 0

    def __repr__(self) -> str:
        d = self.game.decision
        if self.game.over:
            return f"Lesson(game {self.seed}: over after round {d.round})"
        who = ", ".join(self.game.names[seat] for seat in d.seats)
        return f"Lesson(game {self.seed}: round {d.round}, {d.kind} — {who} to decide)"

    def step(self) -> None:
        """Let the bot whose decision is due make it."""
        seat = self.game.decision.seats[0]
        self.game.apply(self._bots[seat].choose(self.game, seat), seat)

    def play_until(self, kind: str | Sequence[str] | None = None, round: int | None = None,
                   painter: str | None = None, last_round: bool | None = None,
                   offering: str | tuple[str, ...] | None = None, for_leonardo: bool | None = None) -> "Lesson":
        """Let the bots decide until the decision due matches every condition given: its ``kind`` (see
        :class:`fresco_nb.Decision`; one or several), its ``round``, the ``painter`` (a name) it is for, the
        last round, an ``offering``: a legal action whose text starts so ("portrait", "request"; or a tuple,
        ("mix Pk", "mix Br")), or a decision made ``for_leonardo`` by the player holding his tile. Raises if the
        game ends first."""
        kinds = (kind,) if isinstance(kind, str) else tuple(kind or ())
        seat = None if painter is None else list(self.game.names).index(painter)

        def due() -> bool:
            d = self.game.decision
            return ((not kinds or d.kind in kinds) and (round is None or d.round == round)
                    and (seat is None or d.painter == seat)
                    and (last_round is None or self.game.view("public", only=("last_round",))["last_round"] == last_round)
                    and (for_leonardo is None or d.for_leonardo == for_leonardo)
                    and (offering is None or any(str(option).startswith(offering) for option in
                                                 self.game.legal_actions(d.seats[0] if d.seats else None))))

        while not due():
            if self.game.over:
                raise ValueError(f"the game ended before a decision with kind={kind!r}, round={round!r}, "
                                 f"painter={painter!r}, last_round={last_round!r}, offering={offering!r}, "
                                 f"for_leonardo={for_leonardo!r}")
            self.step()
        return self

    def play_to_end(self) -> "Lesson":
        """Let the bots play the game to its final scoring."""
        while not self.game.over:
            self.step()
        return self

    def lines(self, *rules: str) -> LogLines:
        """The log lines written since the last call, only those of ``rules`` (ID prefixes, e.g. "R-MKT") if given."""
        new = LogLines(self.game.log_text(self._seen, lang=widget_language()))
        self._seen = len(self.game.log)
        return new.only(*rules) if rules else new

    def board(self, who="public") -> SVG:
        """The table as ``who`` sees it ("public": the projector; a seat; "full": everything), as a picture."""
        return SVG(board_svg(self.game, who, highlight=False))

    def painters(self, *fields: str):
        """A table of the painters (rows) and ``fields`` of the full view (default: score, thalers, paints, mood,
        apprentices, start space), as the teacher sees them."""
        import pandas as pd
        fields = fields or ("score", "thalers", "paints", "mood", "apprentices", "start_space")
        rows = {}
        for p in self.game.view("full")["players"]:
            row = {field.replace("_", " "): p[field] for field in fields}
            if "paints" in row:
                row["paints"] = " ".join(f"{n}×{paint}" for paint, n in p["paints"].items() if n) or "none"
            if "start space" in row:
                row["start space"] = f"S{p['start_space']}" if p["start_space"] else "on the track"
            rows[p["name"]] = row
        return pd.DataFrame(rows)


    def results(self):
        """The final standings: each painter's bot (Leonardo: "automaton"), score and VP by source (the game
        must be over)."""
        import pandas as pd
        result = self.game.result()
        bots = self.bot_names + ("automaton",) * (len(self.game.names) - len(self.bot_names))
        return pd.DataFrame([{"painter": name, "bot": bot, "score": score, **vp, "track placement": placement}
                             for name, bot, score, vp, placement in zip(self.game.names, bots,
                                                                        result["scores"], result["vp"],
                                                                        result["placement"])]).set_index("painter")


class Rules:
    """Rule texts shown as cards (HTML) or plain text, straight from :func:`fresco_nb.rule_text`."""

    def __init__(self, ids: Sequence[str]):
        self.texts = [rule_text(rule, lang=widget_language()) for rule in ids]

    def __repr__(self) -> str:
        return "\n\n".join(str(rule) for rule in self.texts)

    def _repr_html_(self) -> str:
        return "".join(
            f'<div style="border-left:4px solid #6a1b9a;background:#faf6fd;padding:4px 10px;margin:4px 0;white-space:pre-line">'
            f'<b>{rule.id}</b> · <b>{html.escape(rule.title)}</b><br>{html.escape(rule.text)}</div>'
            for rule in self.texts)


def rules(*ids: str) -> Rules:
    """The texts of these rule IDs, to show in a notebook."""
    return Rules(ids)
