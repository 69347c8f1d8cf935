"""Variants of a game's component data for the lab's arms, made by the game's own variant maker (the game
protocol's optional ``variants()``: ``variant``, ``variant_from_folder``, ``data_changes``; Fresco's is
:mod:`fresco_nb.games.fresco.variants`), and the fingerprint of a setup its recorder writes (``setup_id``).

>>> cheap = variant(wake_prices=[3, 3, 2, 2, 1])          # Fresco, the default game
>>> data_changes(cheap)                                    # what differs from the shipped data

A game without a variant maker is refused by name; its data is changed as a checked copy of its data folder
(``game_module(name).data_tables().write_copy``), which ``Arm(data=folder)`` plays.
"""
from __future__ import annotations

from ..games import DEFAULT_GAME, game_module


def variant(base=None, *, game: str = DEFAULT_GAME, **changes):
    """A copy of ``base`` (the game's data, a data folder, or None: the shipped data) with ``changes`` made by
    ``game``'s variant maker (Fresco's edits: :func:`fresco_nb.games.fresco.variants.variant`)."""
    return _maker(game).variant(base, **changes)


def variant_from_folder(path, *, game: str = DEFAULT_GAME):
    """A variant kept as an edited copy of ``game``'s data folder, loaded and checked like the shipped data."""
    return _maker(game).variant_from_folder(path)


def data_changes(data, base=None, *, game: str = DEFAULT_GAME) -> list[tuple[str, object, object]]:
    """What differs between ``base`` (default: the shipped data) and ``data`` of ``game``, value by value:
    (path, base value, its value)."""
    return _maker(game).data_changes(data, base)


def setup_id(view: dict, *, game: str = DEFAULT_GAME) -> str:
    """The fingerprint of a setup that ``game``'s own lab recorder writes in the ``setup_id`` column, from the full
    view before the first decision (a game recorded by the lab's own recorder is fingerprinted from the game:
    :func:`fresco_nb.lab.recording.setup_fingerprint`)."""
    module = game_module(game)
    recorder = module.lab_recorder()
    fingerprint = getattr(recorder, "setup_id", None)
    if fingerprint is None:
        raise ValueError(f"{module.TITLE} (game {game!r}) is recorded by the lab's own recorder, which fingerprints "
                         f"a game, not a view: use fresco_nb.lab.recording.setup_fingerprint(game)")
    return fingerprint(view)


def _maker(game: str):
    """``game``'s variant maker (its protocol module's ``variants()``), or ValueError naming the game."""
    module = game_module(game)
    maker = getattr(module, "variants", None)
    if maker is None:
        raise ValueError(f"{module.TITLE} (game {game!r}) has no variant maker (its protocol module defines no "
                         f"variants()): write a checked copy of its data with "
                         f"game_module({game!r}).data_tables().write_copy(data, folder, {{(file, entry): value}})")
    return maker()
