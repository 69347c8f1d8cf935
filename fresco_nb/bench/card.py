"""The balance card: what a variant does to a game, line by line, against the base game on the same deals —
the base value, the variant's, the difference with its 95 % interval, and one sentence in plain words.

The numbers are :func:`fresco_nb.lab.compare`'s (paired by seed: a t interval of the mean paired difference,
Newcombe's paired interval for win rates); the card only chooses the lines, words them and says what the result
rests on: the bots, how many games, how many more would settle an open line, the caution that among many lines
one may differ by chance, and how much of the game's data is still a placeholder. Every sentence comes from the
``[bench]`` panel of ``texts/en/widgets.toml``.
"""
from __future__ import annotations

import html
import math
from dataclasses import dataclass

from ..texts import widget_text

MOST_GAMES = 1_000_000       # beyond this the card says a difference is too small to settle
FAMILIES = (("rounds", "rounds"), ("decided_round", "decided_round"), ("lead_changes", "lead_changes"),
            ("spread", "spread"), ("win_seat", "win_seat"), ("win_start", "win_start"), ("vp_", "vp"))


def _say(key: str, **values) -> str:
    return widget_text("bench", key, **values)


class Worded:
    """A result told as a title and a list of sentences (probes, the skill ladder, a ranking): as text, and as
    HTML with the class ``css``, the sentences in a ``<ul>`` (or an ``<ol>`` whose sentences are numbered)."""
    css = "fresco-bench-result"
    list_tag = "ul"

    def title(self) -> str:
        raise NotImplementedError

    def sentences(self) -> list[str]:
        raise NotImplementedError

    def to_html(self) -> str:
        items = "".join(f"<li>{html.escape(s)}</li>" for s in self.sentences())
        numbered = " style='list-style:none'" if self.list_tag == "ol" else ""     # its sentences carry the numbers
        return (f"<div class='{self.css}'><b>{html.escape(self.title())}</b>"
                f"<{self.list_tag}{numbered}>{items}</{self.list_tag}></div>")

    def _repr_html_(self):
        return self.to_html()

    def __repr__(self):
        return "\n".join([self.title()] + self.sentences())


def card_metrics(columns) -> list[str]:
    """The per-game columns a card shows, in its order: length, when decided, lead changes, spread, win rates by
    seat and by start space, VP by source."""
    columns = list(columns)
    out = [c for c in ("rounds", "decided_round", "lead_changes", "spread") if c in columns]
    for prefix in ("win_seat", "win_start"):
        out += sorted(c for c in columns if c.startswith(prefix))
    return out + [c for c in columns if c.startswith("vp_")]         # the game's order of VP sources


def family(metric: str) -> str:
    """The card's name for a metric's kind of line: "rounds", "win_seat", "vp", ..."""
    return next(name for prefix, name in FAMILIES if metric.startswith(prefix))


@dataclass(frozen=True)
class Line:
    """One line of the card: a metric of :func:`fresco_nb.lab.compare` and its words."""
    metric: str
    label: str
    rate: bool
    base: float
    variant: float
    diff: float
    low: float
    high: float
    pairs: int

    @property
    def settled(self) -> bool:
        """True when the interval of the difference leaves out zero (a clear difference)."""
        return self.low > 0 or self.high < 0

    def more_games(self) -> int | None:
        """About how many more paired games would make the interval leave out zero, if the difference stays
        what it is (the interval narrows as one over the square root of the games); None when settled or when
        no number of games would."""
        half = (self.high - self.low) / 2
        if self.settled or not half or not self.diff or math.isnan(half):
            return None
        needed = math.ceil(self.pairs * (half / abs(self.diff)) ** 2 * 1.1)
        return needed - self.pairs if needed <= MOST_GAMES else None

    def number(self, value: float, signed: bool = False) -> str:
        """A value as the card shows it: rates in per cent (differences in points), means with one decimal."""
        if value is None or math.isnan(value):
            return "—"
        scaled = value * 100 if self.rate else value
        text = f"{scaled:+.1f}" if signed else f"{scaled:.1f}"
        return "0.0" if text in ("+0.0", "-0.0") else text.replace("-", "−")

    def sentence(self) -> str:
        """The line in words: "the variant lengthens games by 0.8 rounds (0.6–1.0)", or "no clear difference"."""
        kind = family(self.metric)
        who = self._who()
        if self.low == self.high == self.diff == 0:
            return _say("no_change")
        if not self.settled:
            unit = _say("unit_points" if self.rate else "unit_" + kind)
            return _say("same", low=self.number(self.low, True), high=self.number(self.high, True), unit=unit)
        up = self.diff > 0
        low, high = (self.low, self.high) if up else (-self.high, -self.low)
        return _say(("up_" if up else "down_") + kind, size=self.number(abs(self.diff)), low=self.number(low),
                    high=self.number(high), who=who)

    def _who(self) -> str:
        kind = family(self.metric)
        if kind == "win_seat":
            return _say("who_seat", seat=int(self.metric.removeprefix("win_seat")) + 1)
        if kind == "win_start":
            return _say("who_start", space=int(self.metric.removeprefix("win_start")))
        if kind == "vp":
            return self.metric.removeprefix("vp_")
        return ""

    def settle_note(self) -> str:
        """For an open line: how many more games would settle it (or that it is too small to settle)."""
        if self.settled:
            return ""
        more = self.more_games()
        return _say("more_games", n=f"{more:,}") if more is not None else _say("too_small")


class BalanceCard:
    """A balance card from an experiment with a base arm and a variant arm (see the module's docstring).
    ``changes`` are the variant's changes in words, ``placeholders`` (still placeholders, all values) of the
    game's data."""

    def __init__(self, results, baseline: str = "base", variant: str = "variant", changes=(),
                 placeholders: tuple[int, int] | None = None, confidence: float = 0.95):
        from ..lab.metrics import compare, per_game
        self.results = results
        self.baseline, self.variant = baseline, variant
        self.changes = list(changes)
        self.placeholders = placeholders
        pg = per_game(results)
        games = pg[pg["arm"] == baseline]
        wanted = [m for m in card_metrics(pg.columns) if not m.startswith("vp_") or pg[m].abs().sum() > 0]
        rows = compare(results, baseline=baseline, metrics=wanted, confidence=confidence)
        rows = rows[rows["arm"] == variant]
        self.table = rows.reset_index(drop=True)
        self.lines = [Line(r.metric, self._label(r.metric), r.kind == "rate", r.baseline_value, r.arm_value, r.diff,
                           r.diff_low, r.diff_high, int(r.pairs)) for r in rows.itertuples()]
        self.games = len(games)
        self.seeds = list(results.seeds)
        arm = results.arms[baseline]
        self.players = arm.players
        self.bots = list(arm.bots)

    @staticmethod
    def _label(metric: str) -> str:
        kind = family(metric)
        if kind == "win_seat":
            return _say("line_win_seat", seat=int(metric.removeprefix("win_seat")) + 1)
        if kind == "win_start":
            return _say("line_win_start", space=int(metric.removeprefix("win_start")))
        if kind == "vp":
            return _say("line_vp", source=metric.removeprefix("vp_"))
        return _say("line_" + kind)

    # ------------------------------------------------------------ the card's words
    def played(self) -> str:
        """Who played how many games on which deals."""
        bots = ", ".join(f"{name} ×{self.bots.count(name)}" for name in dict.fromkeys(self.bots))
        return _say("card_played", games=f"{self.games:,}", first=min(self.seeds), last=max(self.seeds),
                    players=self.players, bots=bots)

    def caution(self) -> str:
        """Among many lines one may differ by chance."""
        return _say("card_caution", lines=len(self.lines),
                    chance=max(1, round(len(self.lines) * 0.05)))

    def placeholder_note(self) -> str:
        """How much of the data the result rests on is still a placeholder."""
        if not self.placeholders or not self.placeholders[1]:
            return _say("card_no_schema")
        unsure, total = self.placeholders
        return _say("card_placeholders", unsure=unsure, total=total, share=f"{unsure / total:.0%}")

    def settled_note(self) -> str:
        return _say("card_settled", settled=sum(line.settled for line in self.lines), lines=len(self.lines))

    def summary(self) -> dict:
        """The card's numbers by metric, rounded for a hand-in: base, variant, diff, low, high, settled."""
        return {line.metric: {"base": _round(line.base), "variant": _round(line.variant), "diff": _round(line.diff),
                              "low": _round(line.low), "high": _round(line.high), "settled": line.settled}
                for line in self.lines}

    def text(self) -> str:
        """The card as plain text (a line per metric)."""
        head = [_say("card_title", variant="; ".join(self.changes) or _say("no_changes")), self.played()]
        body = [f"{line.label}: {line.sentence()}" + (f" — {line.settle_note()}" if line.settle_note() else "")
                for line in self.lines]
        return "\n".join(head + body + [self.settled_note(), self.caution(), self.placeholder_note()])

    def to_html(self) -> str:
        """The card as an HTML table with its notes."""
        e = html.escape
        head = "".join(f"<th style='text-align:left;padding:2px 8px'>{e(_say(k))}</th>"
                       for k in ("col_what", "col_base", "col_variant", "col_diff", "col_words"))
        rows = []
        for line in self.lines:
            colour = "#1b5e20" if line.settled else "#555"
            weight = "bold" if line.settled else "normal"
            note = line.settle_note()
            words = e(line.sentence()) + (f"<br><span style='color:#777;font-size:small'>{e(note)}</span>"
                                          if note else "")
            rows.append(f"<tr><td style='padding:2px 8px'>{e(line.label)}</td>"
                        f"<td style='padding:2px 8px'>{line.number(line.base)}</td>"
                        f"<td style='padding:2px 8px'>{line.number(line.variant)}</td>"
                        f"<td style='padding:2px 8px;color:{colour};font-weight:{weight}'>"
                        f"{line.number(line.diff, True)} ({line.number(line.low, True)} to "
                        f"{line.number(line.high, True)})</td>"
                        f"<td style='padding:2px 8px;color:{colour}'>{words}</td></tr>")
        title = e(_say("card_title", variant="; ".join(self.changes) or _say("no_changes")))
        notes = "".join(f"<p style='margin:4px 0'>{e(text)}</p>" for text in
                        (self.played(), self.settled_note(), self.caution(), self.placeholder_note()))
        return (f"<div class='fresco-balance-card'><h4 style='margin:4px 0'>{title}</h4>{notes}"
                f"<table style='border-collapse:collapse;font-size:small'><thead><tr>{head}</tr></thead>"
                f"<tbody>{''.join(rows)}</tbody></table></div>")

    def _repr_html_(self):
        return self.to_html()

    def __repr__(self):
        return self.text()


def _round(value: float) -> float | None:
    return None if value is None or math.isnan(value) else round(float(value), 4)
