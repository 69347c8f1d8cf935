"""The numbers the card game's rule texts quote, read from a :class:`CardData`.

:func:`rule_numbers` returns the values the placeholders of ``texts/en/fresco_cards.toml`` name (``{hand_start}``,
``{mixes}`` ...). The texts loader (:mod:`fresco_nb.texts`) calls it for every ``C-`` rule.
"""
from __future__ import annotations

from pathlib import Path

from .data import CardData, load_data


def rule_numbers(data: CardData | str | Path | None, say) -> dict[str, object]:
    """Every placeholder value of the card game's texts for ``data`` (a CardData, a data folder, or None: the shipped
    tables); ``say`` words lists (the texts loader's ``_Sayer``)."""
    data = data if isinstance(data, CardData) else load_data(data)
    return {
        "hand_start": data.hand_start, "refill_to": data.refill_to, "hand_limit": data.hand_limit,
        "fresco_display": data.fresco_display, "action_display": data.action_display,
        "max_steps": data.max_steps, "round_cap": data.round_cap,
        "end_2": data.threshold(2), "end_3": data.threshold(3), "end_4": data.threshold(4),
        "market_cards": sum(len(c.ids) for c in data.cards if c.pile == 0),
        "action_tiles": sum(len(t.ids) for t in data.tiles), "favourite_tiles": sum(n for _, n in data.favourites),
        "mixes": say.join(f"{a}+{b}→{secondary}" for secondary, (a, b) in data.mixes),
    }
