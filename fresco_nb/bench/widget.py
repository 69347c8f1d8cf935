"""The design bench widget: pick what to change, type the new setting (checked as it is typed), press Compare and
read the balance card — or sweep one value over several settings and read a chart per metric. Built from the
game's field schema, rulings and modules (:class:`~fresco_nb.bench.spec.BenchSpec`), not from a list of its own.

In a notebook::

    from fresco_nb.bench import Bench
    bench = Bench()            # Fresco; Bench(game="...") for another game of the kit
    bench                      # choose "rules.toml" → "start money", type 15, Add, Compare
                               # (or: what matters? — the probes; does skill count? — the skill ladder)

From code (what the tests and the lesson do)::

    bench.choose("rules.toml", "rules.toml:start_thalers"); bench.type("15"); bench.add()
    card = bench.compare(games=100)           # the balance card, also shown in the widget
"""
from __future__ import annotations

import html
import time
from pathlib import Path

import ipywidgets as w

from ..texts import rule_text, widget_language, widget_text
from ..widgets.components_form import parse
from .card import BalanceCard
from .handin import HandIn
from .probes import probe, skill_ladder
from .restrictions import restrictions
from .run import SWEEP_SETTINGS, compare_variant, sweep
from .spec import bench_spec, ruling_rule, shown

ERROR_COLOUR = "#b00020"
SWITCHES = ("ruling", "module")
NAMED = SWITCHES + ("option",)         # the sections of things named, not of data files
BOTS = ("greedy", "heuristic", "random")


def _say(key: str, **values) -> str:
    return widget_text("bench", key, **values)


class Bench(w.VBox):
    """The design bench (see the module's docstring). ``game``: a game of the kit; ``games``, ``seed``,
    ``players``: the experiment's size and seeds (the student can change games and bots)."""

    def __init__(self, game: str = "fresco", games: int = 200, seed: int = 1, players: int = 4,
                 workers: int | None = None):
        self.spec = bench_spec(game)
        self.seed, self.players, self.workers = seed, players, workers
        self.changes: list[tuple] = []
        self.card: BalanceCard | None = None
        self.last_sweep = None
        sections = [(s, s) for s in self.spec.sections()]
        sections += [(_say(k + "s"), k) for k, found in (("ruling", self.spec.rulings), ("module", self.spec.modules),
                                                         ("option", self.spec.options)) if found]
        self.section = w.Dropdown(options=sections, description=_say("section"), style={"description_width": "auto"})
        self.what = w.Dropdown(description=_say("what"), layout=w.Layout(width="420px"),
                               style={"description_width": "auto"})
        self.value = w.Text(description=_say("new_value"), layout=w.Layout(width="220px"),
                            style={"description_width": "auto"})
        self.switch = w.Checkbox(description=_say("on"), indent=False, layout=w.Layout(width="80px"))
        self.choice = w.Dropdown(layout=w.Layout(width="160px"))
        self.now = w.HTML()
        self.problem = w.HTML()
        self.add_button = w.Button(description=_say("add"), icon="plus")
        self.clear_button = w.Button(description=_say("clear"), icon="trash")
        self.change_list = w.HTML()
        self.games = w.BoundedIntText(value=games, min=2, max=5000, step=10, description=_say("games"),
                                      layout=w.Layout(width="170px"))
        self.bots = w.Dropdown(options=BOTS, value="greedy", description=_say("bots"), layout=w.Layout(width="200px"))
        self.mode = w.ToggleButtons(options=[(_say("mode_compare"), "compare"), (_say("mode_sweep"), "sweep")],
                                    style={"button_width": "170px"})
        self.run_button = w.Button(description=_say("compare"), button_style="primary", icon="play")
        self.probe_button = w.Button(description=_say("probe_button"), icon="search", layout=w.Layout(width="230px"))
        self.ladder_button = w.Button(description=_say("ladder_button"), icon="signal", layout=w.Layout(width="200px"))
        self.heuristic_button = w.Button(description=_say("heuristic"), icon="refresh", disabled=True,
                                         layout=w.Layout(width="260px"))
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="300px"))
        self.status = w.HTML()
        self.result = w.HTML()
        self.chart = w.Output()
        self.hand_in_name = w.Text(value="my-variant", layout=w.Layout(width="200px"))
        self.save_button = w.Button(description=_say("save"), icon="save", disabled=True)
        self.section.observe(lambda _: self._fill_what(), "value")
        self.what.observe(lambda _: self._show_now(), "value")
        self.value.observe(lambda _: self.check(), "value")
        self.mode.observe(lambda _: self._mode_changed(), "value")
        self.add_button.on_click(lambda _: self.add())
        self.clear_button.on_click(lambda _: self.clear())
        self.run_button.on_click(lambda _: self.run())
        self.heuristic_button.on_click(lambda _: self._rerun_heuristic())
        self.probe_button.on_click(lambda _: self.probe())
        self.ladder_button.on_click(lambda _: self.ladder())
        self.save_button.on_click(lambda _: self.save_hand_in(Path(self.hand_in_name.value.strip() + ".json")))
        self._fill_what()
        self._list_changes()
        head = w.HTML(f"<b>{html.escape(_say('title'))}</b><br><span style='color:#555'>"
                      f"{html.escape(_say('intro'))}</span>")
        super().__init__([head, w.HBox([self.section, self.what]),
                          w.HBox([self.value, self.switch, self.choice, self.now, self.add_button,
                                  self.clear_button]),
                          self.problem, self.change_list,
                          w.HBox([self.mode, self.games, self.bots]),
                          w.HBox([self.run_button, self.probe_button, self.ladder_button]),
                          w.HBox([self.progress, self.status]),
                          self.result, self.chart, w.HBox([self.heuristic_button, self.hand_in_name,
                                                           self.save_button])])
        self.add_class("fresco-bench")
        self.run_button.add_class("fresco-bench-run")

    # ------------------------------------------------------------ the form
    def _fill_what(self) -> None:
        kind = self.section.value
        if kind == "ruling":
            options = [(self.spec.ruling_label(name), name) for name in self.spec.rulings]
        elif kind == "module":
            options = [(name, name) for name in self.spec.modules]
        elif kind == "option":
            options = [(name, name) for name in self.spec.options]
        else:
            options = [(k.label, k.key) for k in self.spec.knobs if k.section == kind]
        self.what.options = options
        self._show_now()

    def _current(self) -> tuple[str, str]:
        kind = self.section.value
        return (kind if kind in NAMED else "data"), self.what.value

    def _show_now(self) -> None:
        kind, key = self._current()
        switch, choice = kind in SWITCHES, kind == "option"
        self.switch.layout.display = None if switch else "none"
        self.choice.layout.display = None if choice else "none"
        self.value.layout.display = "none" if switch or choice else None
        if key is None:
            return
        if choice:
            before = self.spec.module.OPTIONS[key]
            self.now.value = html.escape(_say("now_value", value=before))
            self.choice.options = self.spec.options[key]
            self.choice.value = next((c for c in self.spec.options[key] if c != before), before)
        elif switch:
            before = self.spec.rulings[key] if kind == "ruling" else False
            now = html.escape(_say("now_value", value=shown(before)))
            if kind == "ruling":         # the rule's text as the tooltip
                rule = rule_text(ruling_rule(self.spec.game, key), lang=widget_language())
                now = f"<span title='{html.escape(str(rule), quote=True)}'>{now}</span>"
            self.now.value = now
            self.switch.value = not before
        else:
            knob = self.spec.knob(key)
            self.now.value = (f"<span title='{html.escape(knob.field.help)}'>"
                              f"{html.escape(_say('now_value', value=shown(knob.value)))}"
                              f"{' ' + html.escape(knob.field.unit) if knob.field.unit else ''}</span>")
            self.value.value = "" if self.mode.value == "compare" else self.value.value
        self.problem.value = ""

    def choose(self, section: str, key: str) -> None:
        """Choose what to change: a data file (``"rules.toml"``) and a value's key (``"rules.toml:start_thalers"``),
        or ``"ruling"`` / ``"module"`` / ``"option"`` and its name."""
        self.section.value = section
        self.what.value = key

    def type(self, text: str) -> str | None:
        """Type ``text`` as the new value (or, in sweep mode, the values to try); return the problem shown."""
        self.value.value = text
        return self.check()

    def typed(self):
        """The change the form holds now, or ValueError with the problem in words."""
        kind, key = self._current()
        if kind in SWITCHES:
            return (kind, key, bool(self.switch.value))
        if kind == "option":
            return (kind, key, self.choice.value)
        knob = self.spec.knob(key)
        value = parse(knob.field, self.value.value)
        problem = knob.problem(value)
        if problem:
            raise ValueError(problem)
        return ("data", key, value)

    def check(self) -> str | None:
        """Check what is typed against the field's schema; show and return the problem (None: it fits)."""
        kind, key = self._current()
        if kind in NAMED or key is None:
            self.problem.value = ""
            return None
        try:
            if self.mode.value == "sweep":
                self._sweep_values()
            else:
                self.typed()
        except ValueError as error:
            self.problem.value = f"<span style='color:{ERROR_COLOUR}'>⚠ {html.escape(str(error))}</span>"
            return str(error)
        self.problem.value = ""
        return None

    def _sweep_values(self) -> list:
        knob = self.spec.knob(self.what.value)
        least, most = SWEEP_SETTINGS
        parts = [p for p in self.value.value.replace(";", ",").split(",") if p.strip()]
        if not least <= len(parts) <= most:
            raise ValueError(_say("sweep_hint", least=least, most=most, example="10, 12, 14, 16"))
        values = [parse(knob.field, p) for p in parts]
        for value in values:
            problem = knob.problem(value)
            if problem:
                raise ValueError(problem)
        return values

    def add(self) -> None:
        """Add the typed change to the variant (a change of the same value replaces the earlier one)."""
        try:
            change = self.typed()
        except ValueError as error:
            self.problem.value = f"<span style='color:{ERROR_COLOUR}'>⚠ {html.escape(str(error))}</span>"
            raise
        self.changes = [c for c in self.changes if c[:2] != change[:2]] + [change]
        self._list_changes()

    def clear(self) -> None:
        """Back to the base game."""
        self.changes = []
        self._list_changes()

    def _list_changes(self) -> None:
        items = "".join(f"<li>{html.escape(self.spec.describe(c))}</li>" for c in self.changes)
        self.change_list.value = (f"<b>{html.escape(_say('changes_head'))}</b> "
                                  + (f"<ul style='margin:0'>{items}</ul>" if items else html.escape(_say('no_changes'))))

    def _mode_changed(self) -> None:
        sweeping = self.mode.value == "sweep"
        self.run_button.description = _say("sweep_mode" if sweeping else "compare")
        self.value.description = _say("sweep_values" if sweeping else "new_value")
        self.value.value = ""
        self.check()

    # ------------------------------------------------------------ running
    def _progress(self, done: int, total: int) -> None:
        self.progress.max, self.progress.value = total, done

    def run(self):
        """The button: compare (the variant against the base) or sweep (the chosen value over several settings)."""
        try:
            if self.mode.value == "sweep":
                return self.sweep(self._sweep_values())
            return self.compare()
        except ValueError as error:
            self.status.value = f"<span style='color:{ERROR_COLOUR}'>{html.escape(_say('fix_first', problem=str(error)))}</span>"
            return None

    def _bots(self) -> list[str]:
        return [self.bots.value] * self.players

    def compare(self, games: int | None = None) -> BalanceCard:
        """Play the base and the variant on the same seeds; show and return the balance card."""
        games = self.games.value if games is None else games
        self.status.value = html.escape(_say("playing", games=f"{2 * games:,}"))
        start = time.monotonic()
        self.card = compare_variant(self.spec, self.changes, games, self.seed, self.players, self._bots(),
                                    self.workers, self._progress)
        self.status.value = html.escape(_say("played", games=f"{2 * games:,}",
                                             seconds=f"{time.monotonic() - start:.0f}"))
        self.result.value = self.card.to_html()
        self.chart.clear_output()
        self.heuristic_button.disabled = self.bots.value == "heuristic"
        self.save_button.disabled = False
        return self.card

    def sweep(self, values, games: int | None = None):
        """Try the chosen value at each of ``values`` against the base game; show and return the sweep."""
        games = self.games.value if games is None else games
        key = self.what.value
        self.status.value = html.escape(_say("playing", games=f"{(len(values) + 1) * games:,}"))
        found = sweep(self.spec, key, values, games, self.seed, self.players, self._bots(), self.workers,
                      self._progress)
        self.last_sweep = found
        self.status.value = ""
        self.result.value = html.escape(_say("sweeping", label=found.knob.label, values=", ".join(map(shown, values))))
        self.chart.clear_output()
        with self.chart:
            found.figure().show()
        return found

    def probe(self, games: int | None = None):
        """Each restriction of the game against the bot chosen, on the variant; show and return the probes."""
        games = self.games.value if games is None else games
        arms = len(restrictions(self.spec.game)) + 1            # the base game and one arm per restriction
        self.status.value = html.escape(_say("playing", games=f"{arms * games:,}"))
        found = probe(self.spec, changes=self.changes, games=games, seed=self.seed, players=self.players,
                      bot=self.bots.value, workers=self.workers, on_progress=self._progress)
        self.status.value = ""
        self.result.value = found.to_html()
        self.chart.clear_output()
        return found

    def ladder(self, games: int | None = None):
        """The skill ladder of the variant against the base game; show and return it."""
        games = self.games.value if games is None else games
        self.status.value = html.escape(_say("playing", games=f"{4 * games:,}"))
        found = skill_ladder(self.spec, self.changes, games=games, seed=self.seed, players=self.players,
                             workers=self.workers, on_progress=self._progress)
        self.status.value = ""
        self.result.value = found.to_html()
        self.chart.clear_output()
        return found

    def _rerun_heuristic(self) -> None:
        self.bots.value = "heuristic"
        self.run()

    def save_hand_in(self, path) -> Path:
        """Save the last comparison as a hand-in file (see :mod:`fresco_nb.bench.handin`)."""
        if self.card is None:
            raise ValueError("compare first: there is no balance card to hand in")
        hand_in = HandIn.from_card(self.hand_in_name.value.strip() or "variant", self.card, self.changes,
                                   self.spec.game)
        saved = hand_in.save(path)
        self.status.value = html.escape(_say("saved", path=str(saved), size=saved.stat().st_size))
        return saved
