"""Probes of what matters: one player restricted (never the theatre, always the earliest wake-up, ...) against
the unrestricted bot on the same deals, and the skill ladder of a variant (does a stronger bot win as often as in
the base game?). Both report changes in win rate with Newcombe's paired 95 % interval.

>>> from fresco_nb.bench import bench_spec, probe, skill_ladder
>>> p = probe(bench_spec(), games=400)          # every restriction of the game, greedy in every seat
>>> p.table                                       # restriction, base and restricted win rate, difference, interval
>>> skill_ladder(bench_spec(), [("data", "rules.toml:start_thalers", 15)], games=100).table

In a probe the restricted player sits in seat ``(game number) mod players``, so every seat takes its turn;
its wins are paired with the same seat's wins in the unrestricted games on the same seeds.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from ..texts import widget_text
from .card import Worded
from .restrictions import restricted_name, restrictions
from .run import run_arms
from .spec import BenchSpec

LADDER = (("greedy", "random"), ("heuristic", "greedy"))       # (stronger, weaker) pairs of the kit's bots


def _say(key: str, **values) -> str:
    return widget_text("bench", key, **values)


def _points(value: float) -> str:
    return f"{value * 100:.1f}".replace("-", "−")


def _verdict(diff: float, low: float, high: float, prefix: str) -> str:
    """"hurts"/"helps"/"dead" for a probe; "less"/"more"/"same" for the ladder."""
    keys = {"probe": ("hurts", "helps", "dead"), "ladder": ("less", "more", "same")}[prefix]
    return keys[0] if high < 0 else keys[1] if low > 0 else keys[2]


class Probes(Worded):
    """The result of :func:`probe`: ``table`` (one row per restriction) and the sentences (:meth:`to_html`)."""
    css = "fresco-probes"

    def __init__(self, results: dict, bot: str, games: int, players: int, labels: dict):
        import pandas as pd
        from ..lab.metrics import paired_rate_interval
        self.results, self.bot, self.games, self.players = results, bot, games, players
        rows = []
        for name, label in labels.items():
            base, restricted, same = [], [], []
            for seat, found in results.items():
                p = found.players
                won = p.set_index(["arm", "seed", "seat"])["won"]
                setups = found.games.set_index(["arm", "seed"])["setup_id"]
                for seed in found.seeds:
                    base.append(bool(won[("base", seed, seat)]))
                    restricted.append(bool(won[(name, seed, seat)]))
                    same.append(setups[("base", seed)] == setups[(name, seed)])
            diff, low, high = paired_rate_interval(base, restricted)
            rows.append({"restriction": name, "label": label, "games": len(base), "base": sum(base) / len(base),
                         "restricted": sum(restricted) / len(restricted), "diff": diff, "low": low, "high": high,
                         "same_setup": sum(same) / len(same), "verdict": _verdict(diff, low, high, "probe")})
        self.table = pd.DataFrame(rows)

    def sentences(self) -> list[str]:
        """A line per restriction: its win rates and what the difference says."""
        out = []
        for r in self.table.itertuples():
            line = _say("probe_line", who=_say("probe_who"), restriction=r.label, base=_points(r.base),
                        restricted=_points(r.restricted))
            low, high = (-r.high, -r.low) if r.verdict == "hurts" else (r.low, r.high)
            verdict = _say("probe_" + r.verdict, size=_points(abs(r.diff)), low=_points(low), high=_points(high))
            out.append(f"{line} — {verdict}")
        return out

    def title(self) -> str:
        return _say("probes_title", bot=self.bot, games=f"{self.games:,}")


def probe(spec: BenchSpec, names: Sequence[str] | None = None, changes: Sequence = (), games: int = 400,
          seed: int = 1, players: int = 4, bot: str = "greedy", workers: int | None = None,
          on_progress: Callable[[int, int], None] | None = None) -> Probes:
    """Each restriction (``names``, default all of the game's) against ``bot`` in every seat, on ``games`` seeds
    from ``seed`` (of the variant made of ``changes``, default the base game): see the module's docstring."""
    known = restrictions(spec.game)
    names = list(known) if names is None else list(names)
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValueError(f"unknown restriction {unknown[0]!r}; restrictions are {', '.join(known)}")
    seeds = list(range(seed, seed + games))
    done = [0] * players
    results = {}
    for seat in range(players):
        arms = {"base": spec.arm(changes, players, [bot] * players)}
        for name in names:
            bots = [bot] * players
            bots[seat] = restricted_name(bot, name)
            arms[name] = spec.arm(changes, players, bots)

        def step(played, _total, seat=seat):
            done[seat] = played
            if on_progress is not None:
                on_progress(sum(done), games)
        results[seat] = run_arms(arms, 0, 0, workers, step, spec.game, batches=2, seeds=seeds[seat::players])
    return Probes(results, bot, games, players, {n: known[n].label for n in names})


class Ladder(Worded):
    """The result of :func:`skill_ladder`: ``table`` (one row per pair of bots) and the sentences."""
    css = "fresco-ladder"

    def __init__(self, results: dict, games: int):
        import pandas as pd
        from ..lab.metrics import paired_rate_interval
        self.results, self.games = results, games
        rows = []
        for (strong, weak), found in results.items():
            g = found.games.set_index(["arm", "seed"])
            base = [g.loc[("base", s), "winner_bot"] == strong for s in found.seeds]
            variant = [g.loc[("variant", s), "winner_bot"] == strong for s in found.seeds]
            diff, low, high = paired_rate_interval(base, variant)
            rows.append({"strong": strong, "weak": weak, "games": len(base), "base": sum(base) / len(base),
                         "variant": sum(variant) / len(variant), "diff": diff, "low": low, "high": high,
                         "verdict": _verdict(diff, low, high, "ladder")})
        self.table = pd.DataFrame(rows)

    @property
    def skill_counts_less(self) -> bool:
        """True when some pair shows the stronger bot winning clearly less often in the variant."""
        return bool((self.table["verdict"] == "less").any())

    def sentences(self) -> list[str]:
        out = []
        for r in self.table.itertuples():
            line = _say("ladder_line", strong=r.strong, weak=r.weak, base=_points(r.base), variant=_points(r.variant))
            low, high = (-r.high, -r.low) if r.verdict == "less" else (r.low, r.high)
            out.append(f"{line} — " + _say("ladder_" + r.verdict, size=_points(abs(r.diff)), low=_points(low),
                                           high=_points(high)))
        return out

    def title(self) -> str:
        return _say("ladder_title", games=f"{self.games:,}")


def line_up(strong: str, weak: str, players: int, flipped: bool) -> list[str]:
    """Seats alternating between the two bots, the stronger first (or second when ``flipped``)."""
    pair = (weak, strong) if flipped else (strong, weak)
    return [pair[seat % 2] for seat in range(players)]


def skill_ladder(spec: BenchSpec, changes: Sequence, games: int = 100, seed: int = 1, players: int = 4,
                 pairs: Sequence[tuple[str, str]] = LADDER, workers: int | None = None,
                 on_progress: Callable[[int, int], None] | None = None) -> Ladder:
    """For each (stronger, weaker) pair of bots, seated alternately (the seating flipped on every other seed), how
    often the stronger wins in the base game and in the variant made of ``changes``, on the same seeds."""
    seeds = list(range(seed, seed + games))
    results = {}
    for strong, weak in pairs:
        parts = []
        for flipped in (False, True):
            bots = line_up(strong, weak, players, flipped)
            arms = {"base": spec.arm([], players, bots), "variant": spec.arm(changes, players, bots)}
            parts.append(run_arms(arms, 0, 0, workers, None, spec.game, batches=1, seeds=seeds[flipped::2]))
        results[(strong, weak)] = _joined(parts, seeds)
        if on_progress is not None:
            on_progress(len(results), len(pairs))
    return Ladder(results, games)


def _joined(parts, seeds):
    """One Results of several on disjoint seeds."""
    import pandas as pd
    from ..lab import Results
    tables = [pd.concat([getattr(p, name) for p in parts], ignore_index=True) for name in ("games", "players", "rounds")]
    return Results(*tables, None, parts[0].arms, list(seeds))
