"""The variant, the grey side of the boards (A-VAR): every star monochrome or multicolour, fixed by its 2nd tile.

Costs (A-VAR-2) come from the data (``board.toml: grey_costs``, :class:`~.state.Tables`); payment and the wild colour
follow the coloured side's rules (A-VAR-5, A-VAR-7); the end-game values are in :mod:`.final_scoring` (A-VAR-6).
"""
from __future__ import annotations

from .state import EMPTY


def star_colours(board: list[int], spaces: tuple[int, ...]) -> list[int]:
    """The colours on a star's covered spaces."""
    return [board[i] for i in spaces if board[i] != EMPTY]


def colours_for(board: list[int], spaces: tuple[int, ...], n_colours: int) -> tuple[int, ...]:
    """The colours a grey star still takes (A-VAR-3, A-VAR-4): any while it holds 0 or 1 tile; then only its
    colour if its two first tiles match (monochrome), else only the colours it does not hold (multicolour)."""
    on = star_colours(board, spaces)
    if len(on) <= 1:
        return tuple(range(n_colours))
    if len(set(on)) == 1:
        return (on[0],)
    return tuple(c for c in range(n_colours) if c not in on)


def star_type(board: list[int], spaces: tuple[int, ...]) -> str:
    """"open", "monochrome" or "multicolour" (A-VAR-4)."""
    on = star_colours(board, spaces)
    if len(on) <= 1:
        return "open"
    return "monochrome" if len(set(on)) == 1 else "multicolour"
