"""Sensitivity bands: how far a game's design metrics move when its placeholder data moves.

Where a game's component data is a reasoned default (its field schema says ``confidence = "default"``), a
measured metric rests on numbers nobody has checked. A band re-measures the metrics on about ten plausible
perturbations of that data and reports each metric's range, and which conclusions hold in every one:

>>> from fresco_nb.lab.sensitivity import Conclusion, design_measure, sensitivity
>>> band = sensitivity("some_game", design_measure("some_game", players=3, games=20), count=10, seed=1,
...                    conclusions=[Conclusion("seat 1 wins more than its share", lambda m: m["win rate, seat 1"] > 1 / 3)])
>>> band.table          # metric, shipped value, low, high over the perturbed sets
>>> band.verdicts       # each conclusion: held on the shipped data? in how many perturbed sets? in all?

**The perturbation rule** (:func:`perturb`): a perturbation is a copy of the game's data folder in which
``changes`` whole numbers labelled ``default`` by the data (read through the game's ``data_tables``, the field
schema of the protocol) — chosen at random from a seeded stream — move by +1 or −1, within the field's bounds (a
list of numbers, e.g. a card's rising values, moves as one). The copy is written and loaded by the game's own
``data_tables().write_copy``, so the game's data checks judge it: a copy the loader refuses is skipped and listed
with the loader's reason, and further seeds are drawn until ``count`` copies are accepted (at most ``3 × count``
tries). Every change is listed (file, entry, old → new).

Only the game protocol and the lab are used: no game is named here.
"""
from __future__ import annotations

import random
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import pandas as pd
from ..games import game_module
from .designs import alternate_seats, game_rows, stronger_edge, stronger_wins
from .experiments import experiment
from .metrics import t_interval

PLACEHOLDER = "default"          # the confidence label of a reasoned default


class Change(NamedTuple):
    """One number (or list of numbers) moved: its file, entry, old and new value."""
    file: str
    entry: str
    old: object
    new: object

    def __str__(self) -> str:
        return f"{self.file} {self.entry}: {self.old} → {self.new}"


class Perturbation(NamedTuple):
    """A perturbed copy of the data: its name, seed, the changes, its folder (empty when refused), and the loader's
    refusal (None: accepted)."""
    name: str
    seed: int
    changes: tuple[Change, ...]
    folder: str
    refused: str | None = None


class Conclusion(NamedTuple):
    """A statement about a game's metrics: its text and a test taking {metric: value}."""
    text: str
    test: Callable[[Mapping[str, float]], bool]

    @classmethod
    def above(cls, text: str, metric: str, level: float) -> "Conclusion":
        """``text`` holds where ``metric`` is above ``level``."""
        return cls(text, lambda values: values[metric] > level)

    @classmethod
    def below(cls, text: str, metric: str, level: float) -> "Conclusion":
        """``text`` holds where ``metric`` is below ``level``."""
        return cls(text, lambda values: values[metric] < level)


class _Place(NamedTuple):
    """A placeholder that can move: its file, entry (a list: the list's entry), its values' entries and values,
    and the field's bounds."""
    file: str
    entry: str
    entries: tuple[str, ...]
    values: tuple[int, ...]
    low: int
    high: int


def _is_number(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def movable(game: str, data=None) -> list[_Place]:
    """Every bounded whole number of ``game``'s data (default: its active data) whose table the data labels
    ``default``, the members of a list (a field whose entry ends in ``[]``) joined into one place."""
    tables = game_module(game).data_tables()
    data = tables.active() if data is None else data
    places: dict[tuple[str, str], _Place] = {}
    for field, entry, value in tables.entries(data):
        if not _is_number(value) or field.low is None or field.high is None:
            continue
        found = tables.provenance_of(data, field.file, entry)
        if found is None or found.confidence != PLACEHOLDER:
            continue
        whole = entry.rsplit("[", 1)[0] if field.entry.endswith("[]") else entry
        key = (field.file, whole)
        before = places.get(key)
        places[key] = _Place(field.file, whole,
                             (before.entries if before else ()) + (entry,),
                             (before.values if before else ()) + (value,), field.low, field.high)
    return list(places.values())


def placeholders(game: str) -> list[str]:
    """The placeholder numbers of ``game``'s active data that a perturbation may move, as "file entry"."""
    return [f"{p.file} {p.entry}" for p in movable(game)]


def perturb(game: str, folder, seed: int, changes: int = 8) -> Perturbation:
    """Write a copy of ``game``'s active data to ``folder`` with ``changes`` placeholder numbers moved by ±1
    within their bounds (the module's rule), through the game's ``data_tables().write_copy``, which loads it:
    the returned :class:`Perturbation` says what changed and, if the game's loader refused the copy, why (the
    folder is then not made)."""
    tables = game_module(game).data_tables()
    data = tables.active()
    stream = random.Random(f"sensitivity:{game}:{seed}")
    places = movable(game, data)
    stream.shuffle(places)
    done, values = [], {}
    for place in places:
        steps_allowed = [step for step in (-1, 1)
                         if place.low <= min(place.values) + step and max(place.values) + step <= place.high]
        if not steps_allowed:
            continue
        step = stream.choice(steps_allowed)
        moved = tuple(v + step for v in place.values)
        values.update({(place.file, entry): value for entry, value in zip(place.entries, moved)})
        single = len(place.values) == 1 and place.entries[0] == place.entry
        done.append(Change(place.file, place.entry, place.values[0] if single else list(place.values),
                           moved[0] if single else list(moved)))
        if len(done) == changes:
            break
    name = f"p{seed}"
    try:
        tables.write_copy(data, folder, values, provenance=(PLACEHOLDER, f"sensitivity perturbation {name}"))
    except (TypeError, ValueError) as error:
        return Perturbation(name, seed, tuple(done), "", str(error))
    return Perturbation(name, seed, tuple(done), str(folder))


def perturbations(game: str, folder, count: int = 10, seed: int = 1, changes: int = 8) -> list[Perturbation]:
    """Perturbations of ``game``'s data under ``folder`` (one sub-folder each) on seeds ``seed``, ``seed + 1``, …
    until ``count`` are accepted by the game's loader or ``3 × count`` were tried; the refused ones are in the list
    too (their ``refused`` says why)."""
    if type(count) is not int or count < 1:
        raise ValueError(f"count must be a whole number of at least 1, not {count!r}")
    made: list[Perturbation] = []
    for tried in range(3 * count):
        made.append(perturb(game, Path(folder) / f"p{seed + tried}", seed + tried, changes))
        if sum(p.refused is None for p in made) == count:
            break
    return made


@dataclass
class Band:
    """A sensitivity band: ``table`` (metric, shipped value, low and high over the shipped and the accepted
    perturbed data, sets measured), ``runs`` (every set's value of every metric), ``perturbations`` (accepted and
    refused) and ``verdicts`` (each conclusion: on the shipped data, in how many perturbed sets, in all)."""
    game: str
    table: pd.DataFrame
    runs: pd.DataFrame
    perturbations: list[Perturbation]
    verdicts: pd.DataFrame = field(default_factory=pd.DataFrame)

    @property
    def refused(self) -> list[Perturbation]:
        """The perturbations the game's loader refused (skipped)."""
        return [p for p in self.perturbations if p.refused is not None]

    def changes_table(self) -> pd.DataFrame:
        """One row per change of every perturbation: set, file, entry, old, new, refused (the loader's
        reason, empty when accepted)."""
        rows = [{"set": p.name, "file": c.file, "entry": c.entry, "old": c.old, "new": c.new,
                 "refused": p.refused or ""} for p in self.perturbations for c in p.changes]
        return pd.DataFrame(rows, columns=["set", "file", "entry", "old", "new", "refused"])


def sensitivity(game: str, measure: Callable[[object], pd.DataFrame], count: int = 10, seed: int = 1,
                changes: int = 8, conclusions: Sequence[Conclusion] = (), folder=None) -> Band:
    """Measure ``game`` on its shipped data and on ``count`` perturbations of its placeholder data (see the module
    docstring). ``measure(data)`` returns a table with columns ``metric`` and ``value`` for a data folder (None:
    the shipped data); ``conclusions`` are judged on every set's values. The copies go under ``folder`` (default:
    a temporary folder removed afterwards)."""
    with tempfile.TemporaryDirectory(prefix="sensitivity-") as scratch:
        made = perturbations(game, folder or scratch, count, seed, changes)
        accepted = [p for p in made if p.refused is None]
        runs = [measure(None).assign(set="shipped")] + [measure(p.folder).assign(set=p.name) for p in accepted]
    runs = pd.concat(runs, ignore_index=True)[["set", "metric", "value"]]
    return Band(game, band_table(runs), runs, made, verdicts(runs, conclusions))


def band_table(runs: pd.DataFrame) -> pd.DataFrame:
    """Per metric (in first-seen order): the shipped value, the low and high over every set, the sets measured."""
    order = list(dict.fromkeys(runs["metric"]))
    grouped = runs.groupby("metric", sort=False)["value"]
    table = pd.DataFrame({"low": grouped.min(), "high": grouped.max(), "sets": grouped.count()})
    shipped = runs[runs["set"] == "shipped"].set_index("metric")["value"]
    table.insert(0, "shipped", shipped)
    return table.loc[order].rename_axis("metric").reset_index()


def verdicts(runs: pd.DataFrame, conclusions: Sequence[Conclusion]) -> pd.DataFrame:
    """Each conclusion: does it hold on the shipped data, in how many of the perturbed sets, in all of them?"""
    rows = []
    perturbed = [s for s in dict.fromkeys(runs["set"]) if s != "shipped"]
    values = {s: dict(zip(g["metric"], g["value"])) for s, g in runs.groupby("set", sort=False)}
    for conclusion in conclusions:
        held = [bool(conclusion.test(values[s])) for s in perturbed]
        shipped = bool(conclusion.test(values["shipped"]))
        rows.append({"conclusion": conclusion.text, "shipped": shipped, "held in": f"{sum(held)} of {len(held)}",
                     "holds in all": shipped and all(held)})
    return pd.DataFrame(rows, columns=["conclusion", "shipped", "held in", "holds in all"])


# ---------------------------------------------------------------- a measure: the design metrics with data

def skill_rows(game: str, players: int, seeds: Sequence[int], strong: str, weak: str, data=None) -> list[dict]:
    """How often ``strong`` beats ``weak`` in alternate seats (swapped on odd seeds) and its score edge as a share
    of the mean final score, on ``data``: two rows (metric, value)."""
    won, relative = [], []
    for swapped in (False, True):
        played = [s for s in seeds if s % 2 == swapped]
        if played:
            found = experiment({"skill": {"bots": alternate_seats(strong, weak, players, swapped)}}, seeds=played,
                               players=players, data=data, workers=1, progress=False, game=game)
            won.append(stronger_wins(found.players, strong))
            relative.append(stronger_edge(found.players, strong, weak, relative=True))
    wins = pd.concat(won)
    return [{"metric": f"stronger bot wins: {strong} vs {weak}", "value": float(wins.mean())},
            {"metric": f"stronger bot's score edge ÷ mean score: {strong} vs {weak}",
             "value": t_interval(pd.concat(relative))[0]}]


def design_measure(game: str, players: int = 3, games: int = 20, seed: int = 1,
                   skill: tuple[str, str] | None = ("greedy", "random")) -> Callable[[object], pd.DataFrame]:
    """A ``measure`` for :func:`sensitivity`: the design metrics of :func:`fresco_nb.lab.designs.game_rows`
    (length, lead changes, decided at, spread, margin, each seat's win rate) of ``games`` games of the game's
    default line-up on seeds ``seed`` …, and with ``skill`` = (stronger, weaker) how often and by how much the
    stronger bot wins in as many games (:func:`skill_rows`), in one process."""
    title = game_module(game).TITLE
    seeds = list(range(seed, seed + games))

    def measure(data) -> pd.DataFrame:
        results = experiment({"base": {}}, seeds=seeds, players=players, data=data, workers=1, progress=False,
                             game=game)
        rows = game_rows(title, results, players, 0.95, "")
        rows += skill_rows(game, players, seeds, *skill, data=data) if skill else []
        return pd.DataFrame(rows)[["metric", "value"]]

    return measure
