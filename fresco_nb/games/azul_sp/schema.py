"""Azul: Summer Pavilion's field schema: every number of ``data/azul_sp/*.toml`` with its bounds, a label, help in
plain words and a unit (:class:`fresco_nb.games.schema.Field`). The loader (:mod:`.data`) checks each number against
it; the component form and the design bench are built from it.

>>> from fresco_nb.games.azul_sp.schema import SCHEMA
>>> SCHEMA.bounds("table.toml:factory_size.value")
(1, 20)

Upper bounds are generous but finite: they keep a typo (a million tiles of a colour) from freezing a game.
"""
from __future__ import annotations

from ..schema import DataSchema, number

MAX_POINTS = 1000      # a printed bonus is at most 20 points; the score track goes to 100
MAX_PER_COLOUR = 1000  # 22 on the box; the bag is drawn tile by tile
MAX_COST = 20          # a space costs 1 to 6 tiles


def _load(folder):
    from .data import load_data
    return load_data(folder)


FIELDS = (
    # tiles.toml
    number("tiles.toml", "per_colour.value", "tiles per colour", "tiles of each colour in the box (A-SET-8)",
           "tiles", 1, MAX_PER_COLOUR),
    number("tiles.toml", "corners.value", "corner spaces", "spaces on the corners of a player board: the tiles "
           "a player may keep when passing (A-PLACE-16)", "tiles", 0, 20),
    # table.toml
    number("table.toml", "factories.value.<players>", "factories", "factory displays in play for this number "
           "of players (A-SET-2)", "factories", 1, 50),
    number("table.toml", "factory_size.value", "tiles per factory", "tiles drawn onto each factory at the start of "
           "a round (A-SET-5, A-ROUND-2)", "tiles", 1, 20),
    number("table.toml", "supply_size.value", "supply spaces", "spaces of the supply on the scoring board: tiles "
           "offered to complete a bonus structure (A-SET-5, A-PLACE-15)", "spaces", 0, 100),
    number("table.toml", "start_score.value", "start score", "the space of the score track every marker starts "
           "on (A-SET-4, A-SCORE-1); not below the lowest space", "points", 0, MAX_POINTS),
    number("table.toml", "lowest_score.value", "lowest score", "the lowest space of the score track: no loss takes "
           "a score below it (A-SCORE-2)", "points", 0, MAX_POINTS),
    # board.toml
    number("board.toml", "grey_costs.value.<part>[]", "grey-side cost", "tiles a space costs on the grey side, "
           "spaces 1 to 6 in turn, for the outer stars and the centre star (A-VAR-2)", "tiles", 1, MAX_COST),
    number("board.toml", "rewards.value.<kind>", "structure reward", "tiles from the supply a player takes on "
           "completing this kind of bonus structure (A-PLACE-11)", "tiles", 0, 50),
    # scoring.toml
    number("scoring.toml", "star_points.value.<colour>", "star bonus", "points for completing every space of a "
           "star of this colour at the end (A-END-3, A-VAR-6)", "points", 0, MAX_POINTS),
    number("scoring.toml", "number_points.value.<number>", "number bonus", "points for covering this number on "
           "every star at the end; 0 gives no bonus (A-END-4)", "points", 0, MAX_POINTS),
    number("scoring.toml", "discard_penalty.value", "discard penalty", "points lost per tile a passing player "
           "discards beyond the corners (A-PLACE-16)", "points", 0, 100),
    number("scoring.toml", "leftover_penalty.value", "leftover penalty", "points lost per tile left on the corners "
           "after the last round (A-END-2)", "points", 0, 100),
    number("scoring.toml", "rounds.value", "rounds", "rounds in a game, one wild colour each (A-END-1)",
           "rounds", 1, 20),
)

SCHEMA = DataSchema(FIELDS, "source", _load)
"""Azul's data as the form, the bench and the loader read it."""

