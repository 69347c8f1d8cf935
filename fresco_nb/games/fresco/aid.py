"""Fresco's one-page player aid: the round at a glance, the inn, the mood track, the mixing table and the scoring,
for students at the table (its protocol member ``player_aid``; ``python -m fresco_nb handouts`` writes it as
``player-aid.html`` and ``.pdf``).

Made from the data and the rule texts, never typed in: every number is a placeholder of the rule texts
(:func:`fresco_nb.texts.numbers.placeholder_values`) or read from the :class:`~fresco_nb.GameData`, the paint names come
from the rule texts' phrases and every line ends with its rule ID (its full text as a tooltip on screen). The
aid's own words are ``aid_page/<lang>.toml``, its layout ``aid_page/player-aid.html.j2`` (A4
landscape; system fonts only, no script: nothing leaves the page). Paints are the board's colours
(:data:`fresco_nb.drawing.primitives.PAINT_COLOURS`), each marked by its letter; the bishop is the board's too.

>>> from fresco_nb.handouts import player_aid
>>> html = player_aid()                                   # the active data (the shipped data unless use_data)
>>> html = player_aid(variant(wake_prices=[3, 3, 2, 2, 1]))
"""
from __future__ import annotations

import functools
import tomllib
from html import escape
from pathlib import Path

import jinja2
from markupsafe import Markup

from ...texts import Catalogue
from ...texts.numbers import Wording, _Sayer, placeholder_values, signed
from .board import BISHOP, PAINT_COLOURS, PAINT_INK
from .data import PAINTS, PRIMARY, SECONDARY, GameData, active_data, data_label, load_data
from .rules.actions import LOCATIONS

FOLDER = Path(__file__).parent / "aid_page"
TEMPLATE = "player-aid.html.j2"
# What an apprentice does at each location: the rule IDs of its lines, in the order of LOCATIONS.
LOCATION_RULES = {"market": ("R-MKT-2", "R-MKT-3"), "cathedral": ("R-CATH-1", "R-ALT-1"),
                  "studio": ("R-STU-1",), "workshop": ("R-WKS-1",), "theatre": ("R-THE-1",)}


def player_aid(data: GameData | str | Path | None = None, lang: str = "en") -> str:
    """The player aid as one self-contained HTML page for ``data`` (a GameData, a data folder, or None: the
    active data), worded in ``lang``. Data that is not the shipped data is named at the top."""
    data = data if isinstance(data, GameData) else active_data() if data is None else load_data(data)
    catalogue = Catalogue.load(lang)
    wording = Wording(catalogue.grammar)
    say = _Sayer(catalogue.phrases, wording)
    values = placeholder_values(data, catalogue.phrases, wording)
    words = _words(lang)
    w = words["words"]                    # labels; the numbers are all in the lines
    lines = {rule_id: wording.format(text, **values) for rule_id, text in words["lines"].items()}
    label = data_label(data)
    return _template().render(
        lang=lang, w=w, lines=lines,
        tip=functools.cache(lambda rule_id: str(catalogue.rule(rule_id, data))),
        data_note=Markup(w["data_note"].format(name=escape(label))) if label else "",
        locations=[{"name": w[where], "rules": LOCATION_RULES[where]} for where in LOCATIONS],
        inns=_inns(data, w, say), mood=_mood(data), mixes=_mixes(data, w),
        paint_names={code: say.paint(code) for code in PAINTS}, colours=PAINT_COLOURS, inks=PAINT_INK,
        bishop=_bishop(data), bishop_colour=BISHOP, altar=_altar(data, w), altar_blends=bool(data.altar_blend_jokers))


def _inns(data: GameData, w: dict, say: _Sayer) -> list[dict]:
    """One table per distinct inn (one for all sides in the shipped data), the most players first."""
    sides: dict[tuple, list[int]] = {}
    for side in sorted(data.sides, key=lambda side: -max(side.players)):
        sides.setdefault(side.inn, []).extend(side.players)
    return [{"players": w["inn_players"].format(players=say.either(players)),
             "slots": [{"time": slot.time, "mood": signed(slot.mood), "price": slot.price} for slot in inn]}
            for inn, players in sides.items()]


def _mood(data: GameData) -> list[dict]:
    """The mood column, bottom space first: its apprentice effect and the apprentices it gives (R-MOOD-2)."""
    zone_names = {1: "plus", 0: "", -1: "minus"}
    return [{"zone": zone_names.get(zone, ""), "sign": signed(zone) if zone else "",
             "apprentices": data.apprentices + zone, "start": index == data.mood.start}
            for index, zone in enumerate(data.mood.zones)]


def _mixes(data: GameData, w: dict) -> list[dict]:
    """The base mixes, then (if the data has any) the blend mixes of module 3."""
    tables = [{"caption": "", "rows": [mix.inputs + (mix.output,) for mix in data.mixes if not mix.blend]}]
    blends = [mix.inputs + (mix.output,) for mix in data.mixes if mix.blend]
    return tables + ([{"caption": w["blends"], "rows": blends}] if blends else [])


def _bishop(data: GameData) -> list[list[dict]]:
    """3 x 3 parts around the bishop, each with the bonus for restoring it (R-CATH-2)."""
    return [[{"kind": "on", "bonus": f"+{data.bishop_bonus_on}"} if (row, column) == (1, 1)
             else {"kind": "near", "bonus": f"+{data.bishop_bonus_near}"} for column in range(3)] for row in range(3)]


def _altar(data: GameData, w: dict) -> list[dict]:
    """The altar's sets and jokers with their VP (R-ALT-1), and pink and brown in the mixed set (R-BLD-3)."""
    each = w["altar_each"]
    rows = [{"kind": "", "paints": PRIMARY, "sep": " + ", "note": "", "note_rows": 1, "vp": data.altar_primary_base},
            {"kind": "", "paints": SECONDARY, "sep": " / ", "note": w["altar_joker"], "note_rows": 1,
             "vp": f"+{data.altar_secondary_joker} {each}"},
            {"kind": "", "paints": SECONDARY, "sep": " + ", "note": "", "note_rows": 1, "vp": data.altar_mixed_base}]
    blends = list(data.altar_blend_jokers.items())
    rows += [{"kind": "" if index else "module", "paints": (code,), "sep": "", "note": w["altar_blend"],
              "note_rows": 0 if index else len(blends), "vp": f"+{bonus} {each}"}
             for index, (code, bonus) in enumerate(blends)]
    return rows


@functools.lru_cache(maxsize=4)
def _words(lang: str) -> dict:
    """The aid's words in ``lang``, English filling what a translation leaves out."""
    english = _read(FOLDER / "en.toml")
    if lang == "en":
        return english
    path = FOLDER / f"{lang}.toml"
    translated = _read(path) if path.is_file() else {}
    return {table: {**entries, **translated.get(table, {})} for table, entries in english.items()}


def _read(path: Path) -> dict:
    try:
        with open(path, "rb") as file:
            return tomllib.load(file)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{path}: {error}") from None


@functools.lru_cache(maxsize=1)
def _template() -> jinja2.Template:
    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(FOLDER), autoescape=True,
                                     undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    return environment.get_template(TEMPLATE)
