"""Every page the server sends begins its <head> the same way (one ``pages/head.html``): the character set, the
phone viewport, no referrer (a seat's token never leaks in a Referer header) and no icon request (no 404)."""
from __future__ import annotations

import pytest

pytest.importorskip("starlette")

from test_serve import Class  # noqa: E402  (the in-process server of test_serve.py)

HEAD = ('<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">', '<link rel="icon" href="data:,">')


def test_every_page_begins_its_head_with_the_shared_lines_and_leaves_no_slot(tmp_path):
    lesson = Class(tmp_path / "state", seats=("team", "team", "bot"), players=3)
    pages = {"teacher's home": lesson.teacher.get(f"/teacher/{lesson.token}"),
             "projector": lesson.devices[0].get(lesson.projector),
             "seat": lesson.devices[1].get(lesson.seats[1]),
             "table's teacher page": lesson.teacher.get(lesson.table_page),
             "refusal": lesson.devices[2].get(lesson.seats[0] + "x")}
    for name, answer in pages.items():
        text = answer.text
        head = text[text.index("<head>"):text.index("</head>")]
        assert all(line in head for line in HEAD), name
        assert "{{" not in text and "}}" not in text, name
