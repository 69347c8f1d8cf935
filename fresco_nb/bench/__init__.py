"""The design bench: rule experiments a student runs without writing code (issue 15).

- :class:`Bench` — the widget: pick a value of the component data, a ruling or a module, type the new setting
  (checked against the game's field schema as it is typed), press Compare and read the balance card; or sweep one
  value over 3–7 settings and read a chart per metric.
- :func:`compare_variant` / :class:`BalanceCard` — the same from code; :func:`sweep`.
- :func:`probe` — restricted players (never the theatre, always the earliest wake-up, ...) against the
  unrestricted bot on the same deals; :func:`skill_ladder` — does the variant make skill count less?
- :class:`HandIn`, :class:`Target`, :func:`rank_hand_ins` — an experiment as a small file that re-runs to the same
  numbers, and a teacher's ranking of a folder of them against a class target.
- :func:`ruling_label` — a ruling as a teacher reads it, its rule ID and words ("C-RUL-6 · Workshop piles lie face
  up, their top cards public"), for any page that names one.

Everything is generated from the game (:func:`bench_spec`: its field schema, rulings and modules) and runs on the
design lab (:mod:`fresco_nb.lab`), the public API only.
"""
from .card import BalanceCard
from .handin import BadHandIn, HandIn, Target, rank_hand_ins
from .probes import probe, skill_ladder
from .restrictions import HiddenInformation, RestrictedBot, restrictions
from .run import compare_variant, sweep
from .spec import BenchSpec, Knob, bench_spec, ruling_label

__all__ = ["Bench", "BalanceCard", "BadHandIn", "HandIn", "Target", "rank_hand_ins", "probe", "skill_ladder",
           "HiddenInformation", "RestrictedBot", "restrictions", "compare_variant", "sweep", "BenchSpec", "Knob",
           "bench_spec", "ruling_label"]


def __getattr__(name):
    """The widget loads ipywidgets on first use (the rest needs only the lab extra)."""
    if name == "Bench":
        from .widget import Bench
        return Bench
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
