"""The drawing kit every game's board is drawn with (fresco_nb.drawing): the print size a drawing is made in and a
part drawn larger in place keep every text at least the layout's sizes, and restore the layout afterwards."""
from __future__ import annotations

import pytest

from fresco_nb.drawing.board import drawn_in, placed
from fresco_nb.drawing.primitives import _LAYOUT, LAYOUTS, Layout


def test_a_drawing_is_made_in_its_layout_and_the_layout_comes_back():
    before = _LAYOUT.get()
    assert drawn_in(LAYOUTS, "projector", lambda: _LAYOUT.get().name) == "projector"
    assert _LAYOUT.get() == before


def test_an_unknown_layout_is_refused_naming_the_layouts():
    before = _LAYOUT.get()
    with pytest.raises(ValueError, match="layout is one of desk, projector, not 'wall'"):
        drawn_in(LAYOUTS, "wall", lambda: "")
    assert _LAYOUT.get() == before


def test_a_part_drawn_larger_has_its_print_floors_divided_by_its_scale():
    seen = []
    layouts = {"big": Layout("big", 15, 26)}
    drawn = drawn_in(layouts, "big", lambda: placed(lambda: seen.append(_LAYOUT.get()) or "<g/>", 100, 50, 1.5,
                                                    desk_x=10, desk_y=20))
    assert seen == [Layout("big", 10.0, 17.4)]           # 15 / 1.5 and 26 / 1.5 rounded up to a tenth
    assert drawn == '<g transform="translate(85 20) scale(1.5)"><g/></g>'
