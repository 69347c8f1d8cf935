"""Running the bench's experiments: a variant against the base game, and a sweep of one value over several
settings — both on the lab's paired seeds (:func:`fresco_nb.lab.experiment`), played in batches of seeds so that a
progress bar can follow (the rows are the same as one call's: a game depends only on its arm and seed)."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from .card import BalanceCard, card_metrics, family
from .spec import BenchSpec, shown

BATCHES = 8                  # progress steps of a run
SWEEP_SETTINGS = (3, 7)      # a sweep tries this many values, least and most


def run_arms(arms: dict, games: int, seed: int, workers: int | None = None,
             on_progress: Callable[[int, int], None] | None = None, game: str = "fresco", batches: int = BATCHES,
             seeds: Sequence[int] | None = None):
    """:func:`fresco_nb.lab.experiment` of ``arms`` on seeds ``seed .. seed + games - 1`` (or the given
    ``seeds``), in ``batches`` batches of seeds, calling ``on_progress(games done, games)`` after each; one
    :class:`~fresco_nb.lab.Results`, the same as one call's."""
    import pandas as pd
    from ..lab import Results, experiment
    seeds = list(range(seed, seed + games)) if seeds is None else list(seeds)
    size = max(1, -(-len(seeds) // batches))
    parts = []
    for start in range(0, len(seeds), size):
        parts.append(experiment(arms, seeds=seeds[start:start + size], workers=workers, progress=False, game=game))
        if on_progress is not None:
            on_progress(min(len(seeds), start + size), len(seeds))
    tables = [pd.concat([getattr(p, name) for p in parts], ignore_index=True)
              for name in ("games", "players", "rounds")]
    return Results(*tables, None, parts[0].arms, seeds)


def compare_variant(spec: BenchSpec, changes: Sequence, games: int = 200, seed: int = 1, players: int = 4,
                    bots: Sequence[str] | None = None, workers: int | None = None,
                    on_progress: Callable[[int, int], None] | None = None) -> BalanceCard:
    """Play the base game and the variant made of ``changes`` on the same ``games`` seeds from ``seed`` and return
    the balance card (bots: one name per seat, default the game's greedy bot in every seat)."""
    arms = {"base": spec.arm([], players, bots), "variant": spec.arm(changes, players, bots)}
    results = run_arms(arms, games, seed, workers, on_progress, spec.game)
    return BalanceCard(results, changes=[spec.describe(c) for c in changes], placeholders=spec.placeholders())


class Sweep:
    """One value of the data tried at several settings, each against the base game on the same seeds:
    ``results`` (arms "base" and one per value), ``table`` (per value and metric: the mean or rate with its 95 %
    interval) and :meth:`figure`."""

    def __init__(self, spec: BenchSpec, key: str, values: Sequence, results):
        from ..lab.metrics import compare, per_game
        self.spec, self.key, self.values, self.results = spec, key, list(values), results
        self.knob = spec.knob(key)
        pg = per_game(results)
        metrics = [m for m in card_metrics(pg.columns) if not m.startswith("vp_") or pg[m].abs().sum() > 0]
        rows = compare(results, baseline="base", metrics=metrics)
        self.table = rows[["arm", "metric", "kind", "arm_value", "arm_low", "arm_high", "diff", "diff_low",
                           "diff_high"]].rename(columns={"arm": "value"})
        self.metrics = metrics

    def figure(self):
        """A chart per metric: its value at each setting with the 95 % interval, the base game's as a line."""
        import plotly.graph_objects as go
        from plotly.subplots import make_subplots
        metrics = self.metrics
        columns = 4
        rows = -(-len(metrics) // columns)
        titles = [BalanceCard._label(m) for m in metrics]
        fig = make_subplots(rows=rows, cols=columns, subplot_titles=titles, vertical_spacing=0.5 / max(rows, 1),
                            horizontal_spacing=0.06)
        base = self.results.per_game()
        base = base[base["arm"] == "base"]
        for i, metric in enumerate(metrics):
            part = self.table[self.table["metric"] == metric]
            scale = 100 if family(metric) in ("win_seat", "win_start") else 1
            x = [str(v) for v in part["value"]]
            y = part["arm_value"] * scale
            fig.add_trace(go.Scatter(x=x, y=y, mode="markers+lines", showlegend=False, marker_color="#0072B2",
                                     error_y=dict(type="data", symmetric=False,
                                                  array=(part["arm_high"] * scale - y).tolist(),
                                                  arrayminus=(y - part["arm_low"] * scale).tolist())),
                          row=i // columns + 1, col=i % columns + 1)
            fig.add_hline(y=float(base[metric].mean()) * scale, line_dash="dot", line_color="#D55E00",
                          row=i // columns + 1, col=i % columns + 1)
        fig.update_layout(height=230 * rows + 60, margin=dict(l=30, r=10, t=60, b=30),
                          title_text=self.knob.label + " — " + ", ".join(map(shown, self.values)),
                          font_size=11)
        fig.update_annotations(font_size=11)
        return fig


def sweep(spec: BenchSpec, key: str, values: Sequence, games: int = 100, seed: int = 1, players: int = 4,
          bots: Sequence[str] | None = None, workers: int | None = None,
          on_progress: Callable[[int, int], None] | None = None) -> Sweep:
    """Try the data value ``key`` ("file:entry") at each of ``values`` (3 to 7 settings) against the base game on
    the same seeds; a value the schema refuses raises ValueError with the reason before any game is played."""
    values = list(values)
    least, most = SWEEP_SETTINGS
    if not least <= len(values) <= most or len(set(map(str, values))) != len(values):
        raise ValueError(f"a sweep tries {least} to {most} different values, not {len(values)}")
    arms = {"base": spec.arm([], players, bots)}
    for value in values:
        arms[str(value)] = spec.arm([("data", key, value)], players, bots)
    return Sweep(spec, key, values, run_arms(arms, games, seed, workers, on_progress, spec.game))
