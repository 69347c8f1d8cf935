"""The numbers a rule text quotes, read or worked out from a :class:`~fresco_nb.GameData`.

:func:`placeholder_values` returns the values the catalogue's placeholders name (``{start_thalers}``,
``{inn}``, ``{altar_one_pink}`` ...). Plain numbers come straight from the data; the rest
(the inn's slots per board side, the mixing table, the portrait deck, worked examples) are made
by the small helpers below, worded with the catalogue's phrases so that a translation words
them too.
"""
from __future__ import annotations

import dataclasses
import string
from collections import Counter
from pathlib import Path

from ..games.fresco.data import ROMAN, GameData, active_data, load_data
from .grammar import Grammar

# GameData fields quoted as they are (all plain integers).
PLAIN_FIELDS = ("start_thalers", "apprentices", "spaces_per_location", "mixes_per_apprentice", "studio_thalers",
                "theatre_steps", "bishop_step_cost", "bishop_bonus_on", "bishop_bonus_near", "income_per_tile",
                "thalers_per_vp", "last_round_tiles", "altar_primary_base", "altar_secondary_joker",
                "altar_mixed_base", "portraits_face_up", "request_tiles_needed", "request_income_thalers",
                "centre_value", "blend_centre_value", "blend_removed_base_tiles")
LOCATIONS = 5            # market, cathedral, studio, workshop, theatre: the action board's columns
EXAMPLE_TILE_VALUE = 3   # the rulebook's bishop example: a tile worth 3 with the bishop diagonal


class Wording(string.Formatter):
    """str.format with the catalogue's word rules: ``{n:thalers}`` gives "1 thaler" or "2 thalers" (see
    :mod:`fresco_nb.texts.grammar`)."""

    def __init__(self, grammar: Grammar):
        super().__init__()
        self.grammar = grammar

    def format_field(self, value, format_spec):
        rule = self.grammar.rule(format_spec)
        return rule(value) if rule is not None else super().format_field(value, format_spec)


def rule_numbers(data: GameData | str | Path | None, say: "_Sayer") -> dict[str, object]:
    """The values of the texts loader (:data:`fresco_nb.texts.NUMBERS`) for ``data``: a GameData, a data folder,
    or None for the active data (the shipped data unless ``fresco_nb.use_data`` names a folder)."""
    data = data if isinstance(data, GameData) else active_data() if data is None else load_data(data)
    return placeholder_values(data, say.phrases, say.words)


def placeholder_values(data: GameData, phrases: dict[str, str], words: Wording) -> dict[str, object]:
    """Every placeholder value for ``data``, worded with ``phrases`` (the catalogue's [phrases])."""
    say = _Sayer(phrases, words)
    four, three = data.side_for(4), data.side_for(3)
    in_play_3p = len(data.market_tiles) - len(data.removed_for_3p)
    zones = data.mood.zones
    values: dict[str, object] = {name: getattr(data, name) for name in PLAIN_FIELDS}
    values.update(
        market_tiles=len(data.market_tiles), market_tiles_3p=in_play_3p, removed_3p_count=len(data.removed_for_3p),
        removed_3p_tiles=removed_tiles(data, say),
        stalls_4p=len(four.stall_sizes), stalls_3p=len(three.stall_sizes),
        stall_sizes_4p=stall_sizes(four.stall_sizes, say), stall_sizes_3p=stall_sizes(three.stall_sizes, say),
        bag_left_4p=len(data.market_tiles) - sum(four.stall_sizes), bag_left_3p=in_play_3p - sum(three.stall_sizes),
        start_spaces_4p=four.start_spaces, start_spaces_3p=three.start_spaces,
        inn=inn(data, say),
        mood_spaces=len(zones), mood_plus_spaces=zones.count(1), mood_minus_spaces=zones.count(-1),
        mood_start_space=data.mood.start + 1,
        apprentices_plus=data.apprentices + 1, apprentices_minus=data.apprentices - 1,
        plan_spaces=LOCATIONS * data.spaces_per_location,
        start_paints=say.paints(data.start_paints),
        fresco_parts=len(data.fresco_tiles), outer_parts=len(data.fresco_tiles) - 1,
        fresco_values=value_range(data.fresco_tiles, say),
        mixes=mixing_table(data, say, blend=False), blend_mixes=mixing_table(data, say, blend=True),
        bishop_example_tile=EXAMPLE_TILE_VALUE, bishop_example=EXAMPLE_TILE_VALUE + data.bishop_bonus_near,
        portrait_cards=len(data.portraits), portrait_list=portrait_list(data, say),
        servant_income=card_amount(data, "servant"), actor_steps=card_amount(data, "actor"),
        abbot_vp=card_amount(data, "abbot"), provost_cost=card_amount(data, "provost"),
        request_tiles=len(data.requests), request_stacks=request_stacks(data, say),
        blend_tiles=len(data.blend_tiles), blend_outer_tiles=len(data.blend_tiles) - 1,
        base_tiles_kept=len(data.fresco_tiles) - data.blend_removed_base_tiles,
        blend_values=value_range(data.blend_tiles, say),
    )
    values.update(altar_examples(data))
    return values


def altar_examples(data: GameData) -> dict[str, int]:
    """The rulebook's altar examples worked out with the data's values (R-ALT-1, R-BLD-3)."""
    pink, brown = data.altar_blend_jokers.get("Pk", 0), data.altar_blend_jokers.get("Br", 0)
    return {"altar_one_joker": data.altar_primary_base + data.altar_secondary_joker,
            "altar_three_jokers": data.altar_primary_base + 3 * data.altar_secondary_joker,
            "altar_pink": pink, "altar_brown": brown,
            "altar_one_pink": data.altar_mixed_base + pink, "altar_three_brown": data.altar_mixed_base + 3 * brown}


def inn(data: GameData, say: "_Sayer") -> str:
    """The wake-up slots of the inn: one list when every board side has the same inn, else one per side."""
    if len({side.inn for side in data.sides}) == 1:
        return say("inn_same", slots=_slots(data.sides[0].inn, say))
    return " ".join(say("inn_side", players=say.either(side.players), slots=_slots(side.inn, say))
                    for side in sorted(data.sides, key=lambda side: -max(side.players)))


def _slots(slots, say: "_Sayer") -> str:
    return "; ".join(say("inn_slot", time=slot.time, mood=signed(slot.mood), price=slot.price) for slot in slots)


def signed(number: int) -> str:
    """A mood change as printed on the inn: +1, 0, −1 (a true minus sign)."""
    return f"+{number}" if number > 0 else ("0" if number == 0 else f"−{-number}")


def stall_sizes(sizes, say: "_Sayer") -> str:
    """Tiles per stall, stall I first: "I 4, II 3, III 3 and IV 3"."""
    return say.join([f"{numeral} {size}" for numeral, size in zip(ROMAN, sizes)])


def removed_tiles(data: GameData, say: "_Sayer") -> str:
    """The market tiles set aside with 3 (and 2) players, by their paints."""
    paints = {tile.id: tile.paints for tile in data.market_tiles}
    return say.join([say("tile_of", paints=say.paints(paints[tile])) for tile in data.removed_for_3p])


def value_range(tiles, say: "_Sayer") -> str:
    """The lowest and highest value of some fresco tiles: "3 to 11"."""
    values = [tile.value for tile in tiles]
    return say("range", low=min(values), high=max(values)) if values else "0"


def mixing_table(data: GameData, say: "_Sayer", blend: bool) -> str:
    """The workshop mixes (base or blend): "red + yellow → orange, ..."."""
    return say.join([say("mix", first=say.paint(mix.inputs[0]), second=say.paint(mix.inputs[1]),
                         result=say.paint(mix.output)) for mix in data.mixes if mix.blend == blend])


def card_amount(data: GameData, effect: str) -> int:
    """The number a permanent portrait works with (the first card of that effect; 0 if the deck has none)."""
    return next((card.amount for card in data.portraits if card.effect == effect), 0)


def portrait_list(data: GameData, say: "_Sayer") -> str:
    """One line per distinct portrait card: what it gives, how many copies, in which decks."""
    copies: Counter = Counter()
    decks: dict[tuple, set[str]] = {}
    for card in data.portraits:
        key = dataclasses.replace(card, id="", deck="")   # copies of one card become equal
        copies[key] += 1
        decks.setdefault(key, set()).add(card.deck)
    lines = [say("portrait_line", effect=_card_effect(card, say), copies=count,
                 decks=say("deck_one" if len(decks[card]) == 1 else "deck_many", decks=say.join(sorted(decks[card]))))
             for card, count in copies.items()]
    return "".join(f"\n- {line}" for line in lines)


def _card_effect(card, say: "_Sayer") -> str:
    """What one portrait card does, e.g. "Madonna (one-time): 2 VP and 3 thalers"."""
    name = say.phrases.get("portrait_" + card.effect, card.name)
    rewards = [say("reward_" + field, n=getattr(card, field)) for field in ("vp", "thalers", "mood", "primary_choice")
               if getattr(card, field)]
    if card.paints:
        rewards.insert(min(2, len(rewards)), say.paints(card.paints))
    effect = say("effect_" + card.effect, n=card.amount) if say.has("effect_" + card.effect) else ""
    kind = say("kind_" + card.kind.replace("-", "_"))
    return say("portrait_effect", name=name, kind=kind,
               gives=say.join(([effect] if effect else []) + rewards))


def request_stacks(data: GameData, say: "_Sayer") -> str:
    """The request stacks, top tile first: "general 6, 5, 4; violet 10, 9, 8; ..."."""
    kinds = list(dict.fromkeys(tile.kind for tile in data.requests))
    return "; ".join(say("stack", kind=say.phrases["request_general"] if kind == "general" else say.paint(kind),
                         values=", ".join(str(tile.vp) for tile in sorted(
                             (t for t in data.requests if t.kind == kind), key=lambda t: -t.vp)))
                     for kind in kinds)


class _Sayer:
    """Words small phrases from the catalogue's [phrases] table (and its units)."""

    def __init__(self, phrases: dict[str, str], words: Wording):
        self.phrases, self.words = phrases, words

    def __call__(self, key: str, **values) -> str:
        return self.words.format(self.phrases[key], **values)

    def has(self, key: str) -> bool:
        return key in self.phrases

    def join(self, items) -> str:
        """"a, b and c"."""
        items = list(items)
        if len(items) < 2:
            return "".join(items)
        return f"{', '.join(items[:-1])} {self.phrases['and']} {items[-1]}"

    def either(self, counts) -> str:
        """Player counts: "4", "2 or 3"."""
        counts = [str(n) for n in sorted(counts)]
        return counts[0] if len(counts) == 1 else f"{', '.join(counts[:-1])} {self.phrases['or']} {counts[-1]}"

    def paint(self, code: str) -> str:
        return self.phrases["paint_" + code]

    def paints(self, codes) -> str:
        """Paint cubes counted by colour: "1 red, 1 yellow and 1 blue"."""
        return self.join([f"{count} {self.paint(code)}" for code, count in Counter(codes).items()])
