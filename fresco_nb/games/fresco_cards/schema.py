"""Fresco: the card game's field schema: every number of ``data/fresco_cards/*.toml`` with its bounds, a label, help
in plain words and a unit (:class:`fresco_nb.games.schema.Field`). The loader (:mod:`.data`) checks each number
against it; the component form and the design bench are built from it.

>>> from fresco_nb.games.fresco_cards.schema import SCHEMA
>>> SCHEMA.bounds("game.toml:hand_limit.value")
(1, 40)

Upper bounds are generous but finite: they keep a typo (a hand of a million cards) from freezing a game.
"""
from __future__ import annotations

from ..schema import DataSchema, number

MAX_SYMBOLS = 9        # symbols on one card (the printed ones show 0 to 2)
MAX_VP = 99            # a fresco's printed values are 1 to 7


def _load(folder):
    from .data import load_data
    return load_data(folder)


def _rule(entry: str, label: str, help: str, unit: str, low: int, high: int):
    """A single number of game.toml."""
    return number("game.toml", f"{entry}.value", label, help, unit, low, high)


def _symbols(table: str, what: str):
    """The market, workshop and bishop symbols of a market or workshop card kind."""
    return (number("cards.toml", f"{table}[].m", "market symbols", f"market symbols on {what}: cards it buys "
                   "from the market (C-DATA-1, C-DATA-3)", "symbols", 0, MAX_SYMBOLS),
            number("cards.toml", f"{table}[].w", "workshop symbols", f"workshop symbols on {what}: cards it takes "
                   "from the workshop (C-DATA-1, C-DATA-3)", "symbols", 0, MAX_SYMBOLS),
            number("cards.toml", f"{table}[].bishops", "bishop symbols", f"bishop symbols on {what} (C-DATA-1, "
                   "C-DATA-3)", "symbols", 0, MAX_SYMBOLS))


FIELDS = (
    # game.toml
    _rule("hand_start", "starting hand", "cards dealt to each player at the start (C-SET-8)", "cards", 0, 20),
    _rule("draw_phase1", "cards drawn", "cards a player draws in phase 1 of a turn (C-TURN-2)", "cards", 0, 5),
    _rule("refill_to", "refill to", "a smaller hand is refilled to this many cards (C-TURN-5)", "cards", 0, 20),
    _rule("hand_limit", "hand limit", "cards a player may keep at the end of a turn (C-TURN-6)", "cards", 1, 40),
    _rule("fresco_display", "fresco display", "fresco cards face up on the table (C-SET-4)", "cards", 1, 10),
    _rule("action_display", "action display", "action tiles face up on the table (C-SET-6)", "tiles", 0, 10),
    _rule("max_steps", "restoration steps", "times a fresco can be turned to a higher value; its card shows 4 "
          "values (C-REST-6)", "steps", 0, 3),
    _rule("round_cap", "round limit", "an engine limit, not a rule of the book: a game stops after this many "
          "rounds (C-RUL-25)", "rounds", 1, 10_000),
    number("game.toml", "end_threshold.value.<players>", "frescoes to end", "restored frescoes of one player that "
           "start the end, for this number of players (C-END-1)", "frescoes", 1, 50),
    # cards.toml
    *_symbols("market", "a market card"),
    number("cards.toml", "workshop[].pile", "workshop pile", "the workshop pile the card lies in: I, II or III "
           "(C-DATA-3)", "pile", 1, 3),
    *_symbols("workshop", "a workshop card"),
    number("cards.toml", "fresco[].values[]", "fresco values", "the fresco's 4 values, rising, from the side "
           "shown first to the last turn; a restored fresco scores the value it shows (C-DATA-4)", "VP", 0, MAX_VP),
    # tiles.toml
    number("tiles.toml", "action[].vp", "VP unused", "victory points an action tile is worth at the end if it was "
           "not used (C-DATA-5)", "VP", 0, MAX_SYMBOLS),
)

SCHEMA = DataSchema(FIELDS, "reason", _load)
"""The card game's data as the form, the bench and the loader read it."""

