"""Component data: load, validate and describe the tables in ``data/fresco/``.

This package knows nothing of the rules; it turns the TOML files a teacher can edit into one frozen
:class:`GameData` the rules core reads. Every table and many single values carry a :class:`Provenance`
(confidence + source).

    load_data(path=None) -> GameData        # path: a data folder (a variant); None = shipped data
    check_data(data) -> None                # every value in its bounds, the files consistent
    SCHEMA / field_schema(data=None)        # every field: file, entry, type, bounds, label, help, unit
    data_changes(data, base=None)           # what differs from the shipped data, value by value
    DataError(file, entry, reason)          # raised for any malformed or inconsistent data
    use_data(path) / active_data()          # the active data: what new games play with when no data= is given
    data_label(data)                        # the name boards and handouts show (None for the shipped data)
    write_copy(base, folder, values)        # a complete data folder copy with values typed in (printed component)

Paint codes everywhere: "R" "Y" "B" (primary), "O" "G" "V" (secondary), "Pk" "Br" (module 3 blends).

Parts: ``model`` (the frozen records), ``schema`` (the fields), ``checks`` (check_data), ``loader``
(reading TOML), ``compare`` (data_changes), ``active`` (the active data setting), ``writer`` (data folder
copies; needs tomlkit, the lab extra).
"""
from .active import ENV, active_data, data_label, use_data
from .checks import check_data
from .compare import data_changes
from .loader import FILES, MAX_FILE_BYTES, load_data, provenance_of
from .model import (BLEND_TILES, BLENDS, CARD_KINDS, CONFIDENCE_LABELS, CONFIDENCES, DECKS, FRESCO_PARTS,
                    FRESCO_TILES, LEONARDO_PORTRAIT_VP, MARKET_TILES, PAINTS, PLAYER_COUNTS, PORTRAIT_CARDS,
                    PORTRAIT_EFFECTS, PRIMARY, REQUEST_KINDS, REQUEST_TILES, ROMAN, SECONDARY, BoardSide, DataError,
                    FrescoTile, FrozenMap, GameData, InnSlot, MarketTile, Mix, MoodTrack, PortraitCard, Provenance,
                    RequestTile)
from .schema import SCHEMA, Field, field_schema

__all__ = ["ENV", "active_data", "data_label", "use_data", "check_data", "data_changes", "FILES", "MAX_FILE_BYTES",
           "load_data", "provenance_of", "BLEND_TILES",
           "BLENDS", "CARD_KINDS", "CONFIDENCE_LABELS", "CONFIDENCES", "DECKS", "FRESCO_PARTS", "FRESCO_TILES",
           "LEONARDO_PORTRAIT_VP", "MARKET_TILES", "PAINTS", "PLAYER_COUNTS", "PORTRAIT_CARDS", "PORTRAIT_EFFECTS",
           "PRIMARY", "REQUEST_KINDS", "REQUEST_TILES", "ROMAN", "SECONDARY", "BoardSide", "DataError", "FrescoTile",
           "FrozenMap", "GameData", "InnSlot", "MarketTile", "Mix", "MoodTrack", "PortraitCard", "Provenance",
           "RequestTile", "SCHEMA", "Field", "field_schema"]


def __getattr__(name):
    # the writer needs tomlkit (the lab extra): loaded on first use, so the rules core stays standard library only
    if name == "write_copy":
        from .writer import write_copy
        return write_copy
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
