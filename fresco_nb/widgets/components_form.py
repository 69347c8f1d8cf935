"""ComponentsForm: type in the components of your own box, save them as a data folder, play with them.

For any game of the kit (``game=``, default Fresco), built from its data's field schema (the game protocol's
``data_tables()``, e.g. :data:`fresco_nb.games.fresco.data.SCHEMA`: every value with its type, bounds,
label, help and unit), not from a hand-made list: a section per data file, a row per single value or per table row
(a fresco tile, a market tile, a portrait card, a request tile, an inn slot, ...), every field with its label, help
and unit. Values still marked "default", "inferred" or "confirmed-secondary" are highlighted and listed first; "only
what is not confirmed" hides the rest. Each value is checked as it is typed (the schema's bounds, the error in words
next to it); "Save" checks the whole data (:func:`~fresco_nb.games.fresco.data.check_data`) and writes a complete
data folder with the same layout and comments as ``data/fresco/``, every changed value (and every row ticked "as
printed") marked ``confidence = "confirmed"``, ``source = "printed component"``.

In a notebook::

    from fresco_nb.widgets import ComponentsForm
    form = ComponentsForm()          # the values of the active data (the shipped data until you choose)
    form                             # type in what your box shows, tick "as printed" where it is right
    form.save("my-box")              # or the Save button: checked first, then the folder is written
    form.use()                       # or "Play with it": fresco_nb.use_data("my-box")

From then on ``new_game()`` without ``data=`` plays with ``my-box`` and every board and handout names it;
``fresco_nb.use_data(None)`` goes back to the shipped data. From code, ``form.enter("fresco.toml",
"tiles[0].value", 4)`` types a value and returns its error (None when it fits). Another game's form,
``ComponentsForm(game="azul_sp")``, saves a copy of its data that ``new_game(game="azul_sp", data="my-azul_sp-data")``
plays with.
"""
from __future__ import annotations

import html
import os
import re
from pathlib import Path

import ipywidgets as w

from ..games import DEFAULT_GAME, game_module
from ..games.fresco.data import CONFIDENCE_LABELS, CONFIDENCES, DataError

ROW_ENTRY = re.compile(r"^(?P<table>.+)\[(?P<index>\d+)\]\.(?P<key>[^.\[\]]+)$")    # "tiles[3].value"
LAST_STEP = re.compile(r"(^|\.)[^.\[\]]+$|\[\d+\]$")        # ".price", "slots" or "[1]" at the end
BADGE_COLOURS = {"default": "#f4b183", "inferred": "#ffe08a", "confirmed-secondary": "#cfe2f3",
                 "confirmed": "#d9ead3"}
ERROR_COLOUR = "#b00020"
NOT_EDITED = ("board.toml:sides.<side>",)       # a board side's name is a key of the file, not a value
TITLE_WIDTH = "250px"        # the column of row names and how sure they are
WIDTHS = {"whole number": "80px", "time": "70px", "choice": "120px", "text": "140px", "list": "160px"}


def parse(field, text: str):
    """The value typed as ``text`` for ``field`` (a list as a tuple); ValueError says what is wrong in words.
    Lists are written with commas or spaces: paints "R, Y, B" (or "RYB"), the mood track "-1, -1, 0, 1"."""
    text = text.strip()
    if field.items is None:
        return _one(field, text)
    if field.type == "choice" and all(isinstance(c, str) for c in field.choices):
        codes = sorted(field.choices, key=len, reverse=True)
        found = re.findall("|".join(map(re.escape, codes)) + r"|[^\s,;+]+", text)
        unknown = [item for item in found if item not in field.choices]
        if unknown:
            raise ValueError(f"unknown {field.label} {unknown[0]!r}; expected some of {', '.join(field.choices)}")
        return tuple(found)
    return tuple(_one(field, item) for item in re.split(r"[\s,;]+", text) if item)


def _one(field, text: str):
    if field.type == "whole number" or (field.type == "choice" and isinstance(field.choices[0], int)):
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"expected a whole number, got {text!r}") from None
    return text


def fixed(width: str) -> w.Layout:
    """A layout of this width that a row too wide for the page does not squeeze (the table scrolls instead)."""
    return w.Layout(width=width, flex="0 0 auto")


def _unit(field) -> str:
    return f" ({html.escape(field.unit)})" if field.unit else ""


def shown(value) -> str:
    """A value as the form shows it: lists joined with commas."""
    return ", ".join(map(str, value)) if isinstance(value, (tuple, list)) else str(value)


class _Value:
    """One editable value: its field, where it is written, its value in the data, the input and its check."""

    def __init__(self, field, file: str, entry: str, value, provenance, on_change):
        self.field, self.file, self.entry, self.original, self.provenance = field, file, entry, value, provenance
        if field.type == "choice" and field.items is None:
            self.input = w.Dropdown(options=[(str(c), c) for c in field.choices], value=value,
                                    layout=fixed(WIDTHS["choice"]))
        else:
            kind = "list" if field.items is not None else field.type
            self.input = w.Text(value=shown(value), layout=fixed(WIDTHS[kind]))
        self.input.tooltip = f"{field.label}: {field.help}" + (f" ({field.unit})" if field.unit else "")
        self.problem: str | None = None
        self.input.observe(lambda _: on_change(self), "value")

    @property
    def value(self):
        """The value as typed (the data's own while the typed text does not parse)."""
        if isinstance(self.input, w.Dropdown):
            return self.input.value
        try:
            return parse(self.field, self.input.value)
        except ValueError:
            return self.original

    def check(self) -> str | None:
        """Check the typed value against the schema; remember and return the problem in words (None: fits)."""
        try:
            value = self.input.value if isinstance(self.input, w.Dropdown) else parse(self.field, self.input.value)
            found = self.field.problem(value)
            self.problem = f"{self.field.label}: {found[1]}" if found else None
        except ValueError as error:
            self.problem = f"{self.field.label}: {error}"
        return self.problem

    @property
    def changed(self) -> bool:
        return self.problem is None and self.value != self.original


class _Row:
    """A single value, or one row of a table (a tile, a card, a slot): its values, how sure they are, the
    "as printed" tick and the errors next to them."""

    def __init__(self, title: str, values: list[_Value], single: bool):
        self.title, self.values = title, values
        self.printed = w.Checkbox(value=False, description="as printed", indent=False,
                                  tooltip="every value of this row is as printed on my game: saved as confirmed, "
                                          "printed component (a changed value is saved so anyway)",
                                  layout=fixed("95px"))
        self.badge = w.HTML(layout=fixed(TITLE_WIDTH))
        self.errors = w.HTML()
        cells = [value.input for value in values]
        if single:
            value = values[0]
            unit = w.Label(value.field.unit, layout=fixed("70px"))
            help_line = w.HTML(f'<span style="color:#666;font-size:small">{html.escape(value.field.help)}</span>')
            self.box = w.VBox([w.HBox([self.badge, *cells, unit, self.printed]), self.errors, help_line])
        else:
            self.box = w.VBox([w.HBox([self.badge, *cells, self.printed]), self.errors])
        self.refresh()

    @property
    def confidence(self) -> str:
        """The weakest confidence among the row's values."""
        return max((v.provenance.confidence if v.provenance else "default" for v in self.values),
                   key=CONFIDENCES.index)

    def refresh(self) -> None:
        """Redraw the badge (how sure, the sources as its tooltip, how many values were changed) and the errors."""
        label = self.confidence
        sources = "; ".join(sorted({v.provenance.source for v in self.values if v.provenance}))
        changed = sum(v.changed for v in self.values)
        note = f' <span style="color:#1b5e20">✎ {changed if changed > 1 else ""}</span>' if changed else ""
        self.badge.value = (f'<div title="{html.escape(sources)}"><span style="background:'
                            f'{BADGE_COLOURS[label]};padding:0 4px;border-radius:3px;font-size:small">'
                            f'{CONFIDENCE_LABELS[label]}</span> {html.escape(self.title)}{note}</div>')
        problems = [v.problem for v in self.values if v.problem]
        self.errors.value = "".join(f'<div style="color:{ERROR_COLOUR};margin-left:{TITLE_WIDTH}">⚠ '
                                    f'{html.escape(p)}</div>' for p in problems)


class ComponentsForm(w.VBox):
    """A form for the component data of your own box (see the module's docstring for its use).

    ``data``: the data to start from — a data folder or the data loaded from one; None: the active data.
    ``folder``: where Save writes (default: the data's own folder, or "my-<game>-data" for the shipped data).
    ``game``: the game of the kit whose components these are (default Fresco)."""

    def __init__(self, data=None, folder: str | None = None, game: str = DEFAULT_GAME):
        self.game, self.tables = game, game_module(game).data_tables()
        self.data = (self.tables.active() if data is None else
                     self.tables.load(data) if isinstance(data, (str, os.PathLike)) else data)
        folder = folder or (f"my-{game}-data" if self.tables.is_shipped(self.data) else self.data.root)
        self.saved: Path | None = None
        self._values: dict[tuple[str, str], _Value] = {}
        self.rows: list[_Row] = []
        self.only_unconfirmed = w.Checkbox(value=False, description="only what is not confirmed", indent=False)
        self.only_unconfirmed.observe(lambda _: self._filter(), "value")
        self.folder = w.Text(value=folder, description="save to", tooltip="a new folder (or a data folder to update)")
        self.save_button = w.Button(description="Save", button_style="primary", icon="save")
        self.use_button = w.Button(description="Play with it", icon="play", disabled=True)
        self.save_button.on_click(lambda _: self._quietly(self.save))
        self.use_button.on_click(lambda _: self._quietly(self.use))
        self.status = w.HTML()
        self.sections = w.Accordion(children=self._sections())
        self._retitle()
        intro = w.HTML("<b>Your own box's components.</b> Type in what your game shows; values that no source "
                       "confirms are highlighted and come first. Each value is checked as you type; Save writes a "
                       "complete data folder, your values marked <i>printed component</i>.")
        super().__init__([intro, self.only_unconfirmed, self.sections,
                          w.HBox([self.folder, self.save_button, self.use_button]), self.status])

    # ------------------------------------------------------------------ building

    def _sections(self) -> list:
        """One section per data file: its rows, the weakest confidence first (tables keep their rows' order
        among equals), a header with every column's label, unit and help above each table."""
        grouped: dict[str, dict[str, list]] = {}
        kinds: dict[tuple[str, str], str] = {}          # (file, table entry) -> what one row is, "fresco tile"
        for field, entry, value in self.tables.entries(self.data):
            if field.type == "table":
                kinds[(field.file, entry)] = field.label
            if field.type == "table" or field.key in NOT_EDITED:
                continue
            found = ROW_ENTRY.match(entry)
            table = found["table"] if found else ""
            row = f"{table}[{found['index']}]" if found else entry
            grouped.setdefault(field.file, {}).setdefault(table, {}).setdefault(row, []).append(
                _Value(field, field.file, entry, value, self.tables.provenance_of(self.data, field.file, entry),
                       self._changed))
        sections, self._files, self._blocks = [], [], []
        for file, tables in grouped.items():
            blocks = []
            for table, rows in tables.items():
                made = [_Row(self._title(kinds.get((file, table)), table, row, values), values, single=not table)
                        for row, values in rows.items()]
                for row in made:
                    self.rows.append(row)
                    self._values.update({(v.file, v.entry): v for v in row.values})
                made.sort(key=lambda r: -CONFIDENCES.index(r.confidence))
                header = [] if not table else [self._header(made[0].values)]
                block = w.VBox(header + [row.box for row in made], layout=w.Layout(overflow="auto"))  # wide: scrolls
                block.rows = made
                blocks.append(block)
            blocks.sort(key=lambda b: -max(CONFIDENCES.index(r.confidence) for r in b.rows))
            self._blocks += blocks
            self._files.append((file, blocks))
            sections.append(w.VBox(blocks))
        return sections

    def _retitle(self) -> None:
        """Each section's title: its file and how many of its rows are not confirmed."""
        for i, (file, blocks) in enumerate(self._files):
            rows = [row for block in blocks for row in block.rows]
            open_rows = sum(row.confidence != "confirmed" for row in rows)
            self.sections.set_title(i, f"{file} — {open_rows} of {len(rows)} not confirmed")

    @staticmethod
    def _title(kind: str | None, table: str, row: str, values: list[_Value]) -> str:
        """A row's name: "centre tile value (centre_value)", "fresco tile 1 · F03a", "wake-up slot 2 of inn.4p ·
        6:00"."""
        if not table:
            return f"{values[0].field.label} ({row})"
        number = int(row[len(table) + 1:-1]) + 1
        where = f" of {table.rsplit('.', 1)[0]}" if "." in table else ""
        names = [shown(v.original) for v in values if v.entry.rsplit(".", 1)[1] in ("id", "time")]
        return " · ".join([f"{kind or table} {number}{where}"] + names)

    @staticmethod
    def _header(values: list[_Value]) -> w.VBox:
        """Column labels (with units) over a table, and a line of help per column."""
        labels = [w.HTML(f'<div style="font-size:small;line-height:1.25" title="{html.escape(v.field.help)}">'
                         f'<b>{html.escape(v.field.label)}</b>{_unit(v.field)}</div>',
                         layout=fixed(v.input.layout.width)) for v in values]
        helps = "".join(f"<li><b>{html.escape(v.field.label)}</b>: {html.escape(v.field.help)}</li>" for v in values)
        return w.VBox([w.HTML(f'<ul style="color:#666;font-size:small;margin:0">{helps}</ul>'),
                       w.HBox([w.HTML(layout=fixed(TITLE_WIDTH)), *labels])])

    # ------------------------------------------------------------------ typing and checking

    def _changed(self, value: _Value) -> None:
        value.check()
        next(row for row in self.rows if value in row.values).refresh()

    def _filter(self) -> None:
        hide = self.only_unconfirmed.value
        for row in self.rows:
            row.box.layout.display = "none" if hide and row.confidence == "confirmed" else None
        for block in self._blocks:
            shown_rows = any(not (hide and r.confidence == "confirmed") for r in block.rows)
            block.layout.display = None if shown_rows else "none"

    def value_at(self, file: str, entry: str) -> _Value:
        """The editable value written at ``entry`` of ``file`` (e.g. "fresco.toml", "tiles[0].value")."""
        try:
            return self._values[(file, entry)]
        except KeyError:
            raise KeyError(f"{file}: no editable value {entry!r}") from None

    def enter(self, file: str, entry: str, value) -> str | None:
        """Type ``value`` (a text as typed, or a value) into the field at ``entry`` of ``file``; return the
        error shown next to it (None: the value fits)."""
        target = self.value_at(file, entry)
        if isinstance(target.input, w.Dropdown):
            choices = [option[1] for option in target.input.options]
            if value not in choices:
                raise ValueError(f"{file}: {entry}: {value!r} is not one of {', '.join(map(str, choices))}")
            target.input.value = value
        else:
            target.input.value = value if isinstance(value, str) else shown(value)
        return target.check()

    def confirm(self, file: str, row: str) -> None:
        """Tick a row as printed: e.g. ``confirm("market.toml", "tiles[3]")`` or a single value's entry."""
        found = [r for r in self.rows if any(v.file == file and (v.entry == row or v.entry.startswith(row + "."))
                                             for v in r.values)]
        if not found:
            raise KeyError(f"{file}: no row {row!r}")
        for r in found:
            r.printed.value = True

    @property
    def errors(self) -> dict[tuple[str, str], str]:
        """The values typed that do not fit: {(file, entry): the problem in words}."""
        return {key: v.problem for key, v in self._values.items() if v.problem}

    @property
    def changes(self) -> dict[tuple[str, str], object]:
        """The values changed from the data: {(file, entry): new value}."""
        return {key: v.value for key, v in self._values.items() if v.changed}

    def printed_values(self) -> dict[tuple[str, str], object]:
        """What Save marks "printed component": the changed values and every value of a row ticked "as printed"."""
        ticked = {(v.file, v.entry): v.value for row in self.rows if row.printed.value for v in row.values}
        return {**ticked, **self.changes}

    # ------------------------------------------------------------------ saving and playing

    def save(self, folder=None):
        """Check and write the data folder (default: the folder box); return the saved data. A value that does
        not fit or data that cannot be played raises DataError, shown next to the value, and nothing is saved."""
        folder = Path(folder if folder is not None else self.folder.value.strip() or f"my-{self.game}-data")
        for row in self.rows:
            for value in row.values:
                value.check()
            row.refresh()
        if self.errors:
            (file, entry), problem = next(iter(self.errors.items()))
            self._say(f"Not saved: {len(self.errors)} value(s) do not fit, first {file}: {entry}: {problem}", True)
            raise DataError(file, entry, problem)
        try:
            saved = self.tables.write_copy(self.data, folder, self.printed_values())
        except ValueError as error:
            self._show_error(error)
            raise
        count = len(self.printed_values())
        self.saved = Path(saved.root)
        self._rebase(saved)
        self.use_button.disabled = False
        self._say(f"Saved {count} value(s) as printed component to {html.escape(str(self.saved))}. "
                  f"Press “Play with it” (or fresco_nb.use_data) to play with it.")
        return saved

    def use(self):
        """Make the saved folder the active data: new games without ``data=`` play with it (Fresco; another
        game's new games take it as ``data=``, which the status line shows)."""
        if self.saved is None:
            self._say("Save first: there is no saved folder to play with yet.", True)
            raise ValueError("save the form before playing with it: no saved folder yet")
        use = getattr(self.tables, "use", None)
        if use is None:
            self._say(f"Play with it: <code>new_game(game={self.game!r}, data={str(self.saved)!r})</code>.")
            return self.tables.load(self.saved)
        data = use(self.saved)
        self._say(f"New games now play with <b>{html.escape(self.saved.name)}</b>; "
                  f"fresco_nb.use_data(None) goes back to the shipped data.")
        return data

    def _rebase(self, data) -> None:
        """After a save, the form holds the saved data: its values and provenance are the new originals."""
        self.data = data
        current = {(field.file, entry): value for field, entry, value in self.tables.entries(data)}
        for key, value in self._values.items():
            value.original, value.provenance = current[key], self.tables.provenance_of(data, *key)
        for row in self.rows:
            row.printed.value = False
            row.refresh()
        self._retitle()

    def _show_error(self, error: ValueError) -> None:
        """Show a whole-data error next to the value it names (or the nearest value around it); an error naming
        no value (a folder that cannot be written) only in the status line."""
        file, entry = getattr(error, "file", ""), getattr(error, "entry", "")
        while entry and (file, entry) not in self._values:
            entry = LAST_STEP.sub("", entry)
        target = self._values.get((file, entry))
        if target is not None:
            target.problem = f"{target.field.label}: {error.reason}"
            next(row for row in self.rows if target in row.values).refresh()
        self._say(f"Not saved: {html.escape(str(error))}", True)

    def _say(self, text: str, bad: bool = False) -> None:
        colour = ERROR_COLOUR if bad else "#1b5e20"
        self.status.value = f'<span style="color:{colour}">{text}</span>'

    def _quietly(self, action) -> None:
        """A button's action: its error is already shown in the form, not raised into the page."""
        try:
            action()
        except OSError as error:
            self._say(f"Not saved: {html.escape(str(error))}", True)
        except (DataError, ValueError):
            pass        # already shown next to the value and in the status line
