"""The design lab: paired-seed experiments between arms (bots, modules, rulings, data variants) as pandas
DataFrames, in parallel or on a Dask cluster; variants of the component data; design metrics and paired
comparisons with confidence intervals. Any game of the kit (``simulate(game="azul_sp", ...)``), through the game
protocol; a game's data variants and setup fingerprint through its protocol module too (:mod:`.variants`).

>>> from fresco_nb.lab import experiment, variant, compare, metrics
>>> res = experiment({"base": {}, "cheap 5:00": {"data": variant(wake_prices=[3, 3, 2, 2, 1])}}, games=1000, seed=1)
>>> compare(res)                       # paired differences with intervals, one row per arm and metric
>>> metrics.win_rates(res.players, by="start_space")

The game-playing side (``play_game``, ``result_row``, ``iter_rows``, ``Arm``, variants) needs only the standard
library, so the CLI runs on a core install; the DataFrame side (experiments' tables, metrics) loads pandas,
numpy and scipy (the ``lab`` extra) when first used.
"""
from .playing import Arm, iter_rows, play_game, record_game, result_row
from .experiments import Results, default_workers, experiment, simulate
from .variants import data_changes, setup_id, variant, variant_from_folder

_LAZY = {"metrics": None,
         **{name: "metrics" for name in ("compare", "per_game", "summary", "lead_stats", "decisiveness", "win_rates",
                                         "game_length", "score_spread", "vp_by_source", "action_kinds", "branching",
                                         "wake_slots", "wilson")},
         **{name: "designs" for name in ("design_metrics", "Design")}}

__all__ = ["simulate", "experiment", "Results", "Arm", "default_workers", "compare", "per_game", "summary",
           "lead_stats", "decisiveness", "win_rates", "game_length", "score_spread", "vp_by_source", "action_kinds",
           "branching", "wake_slots", "wilson", "variant", "variant_from_folder", "data_changes", "play_game",
           "result_row", "iter_rows", "record_game", "setup_id", "metrics",
           "design_metrics", "Design"]


def __getattr__(name):
    """Load the pandas side on first use (PEP 562)."""
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib
    module = importlib.import_module(f".{_LAZY[name] or name}", __name__)
    value = module if _LAZY[name] is None else getattr(module, name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
