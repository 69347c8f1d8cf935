"""How every game of the kit declares its actions: small immutable values, each with a short text form that parses
back.

An action type is a class body of fields under ``@action("word")``: it becomes a NamedTuple of those fields and a
last field ``tag``, set to ``word`` (the action's first word), which keeps kinds apart (``Give("R-m") !=
Discard("R-m")``). Its text is its own ``__str__`` where it writes one, else the word and its fields, separated by
spaces (``use R-mix W``). A game whose texts are words reads them with :func:`read_action`: the first word names the
type, whose ``read(words, text)`` makes the value of the other words (its own ``read``, or for fields that are all
text, one word per field) or says None when they are not its form.
"""
from __future__ import annotations

import types
from collections.abc import Iterable
from typing import NamedTuple

from .common.errors import UnreadableAction


def action(tag: str):
    """Make the class below an action type whose first word is ``tag`` (see the module docstring)."""
    def build(body: type) -> type:
        namespace = {name: value for name, value in vars(body).items() if name not in ("__dict__", "__weakref__")}
        fields = body.__annotations__
        namespace.update(__annotations__={**fields, "tag": "str"}, tag=tag, __repr__=_repr,
                         __qualname__=body.__qualname__)
        namespace.setdefault("__str__", _text(tag, len(fields)))
        if all(kind in (str, "str") for kind in fields.values()):
            namespace.setdefault("read", classmethod(_read_words))
        return types.new_class(body.__name__, (NamedTuple,), exec_body=lambda ns: ns.update(namespace))
    return build


def _repr(value) -> str:
    fields = ", ".join(f"{name}={field!r}" for name, field in zip(value._fields[:-1], value))
    return f"{type(value).__name__}({fields})"


def _text(tag: str, fields: int):
    """The text of an action type of ``fields`` fields that writes none of its own: ``tag`` and its fields,
    separated by spaces (made per number of fields, as quick as a text written by hand)."""
    if fields == 0:
        return lambda value: tag
    if fields == 1:
        return lambda value: f"{tag} {value[0]}"
    template = tag + " {}" * fields
    return lambda value: template.format(*value)        # the last field, the tag, is left over


def _read_words(kind: type, words: list[str], text: str):
    """The action of ``kind`` whose fields, all text, are ``words``, one each; None for another number of words."""
    return kind(*words) if len(words) == len(kind._fields) - 1 else None


def forms(action_types: Iterable[type]) -> dict[str, type]:
    """The action types by their first word, for :func:`read_action` (TypeError naming a type that cannot read)."""
    found = {}
    for kind in action_types:
        if not hasattr(kind, "read"):
            raise TypeError(f"{kind.__name__} has fields that are not text: it declares its own read(words, text)")
        found[kind._field_defaults["tag"]] = kind
    return found


def read_action(text: str, by_word: dict[str, type]):
    """The action written ``text`` (its ``str``) of the types ``by_word`` (:func:`forms`), or None when its first
    word names none of them or the rest is not that type's form (the game then says which forms it reads); a
    ``text`` that is no string raises :class:`UnreadableAction`."""
    if not isinstance(text, str):
        raise UnreadableAction("not_text", type=type(text).__name__)
    words = text.split()
    kind = by_word.get(words[0]) if words else None
    return None if kind is None else kind.read(words[1:], text)
