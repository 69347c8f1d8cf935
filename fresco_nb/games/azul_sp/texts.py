"""The numbers Azul: Summer Pavilion's rule texts quote, read or worked out from an :class:`AzulData`.

:func:`rule_numbers` returns the values the placeholders of ``texts/en/azul_sp.toml`` name (``{factory_tiles}``,
``{wild_colours}``, ``{star_values}`` ...), worded with the catalogue's ``[phrases]`` so that a translation words
them too. The texts loader (:mod:`fresco_nb.texts`) calls it for every ``A-`` rule.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from .data import ANY_COLOUR, MULTICOLOUR, STAR_SIZE, AzulData, load_data


def rule_numbers(data: AzulData | str | Path | None, say) -> dict[str, object]:
    """Every placeholder value of the Azul texts for ``data`` (an AzulData, a data folder, or None: the shipped
    tables); ``say`` words the small phrases (the texts loader's ``_Sayer``)."""
    data = data if isinstance(data, AzulData) else load_data(data)
    colour = _colour_namer(say)
    points = dict(data.star_points)
    outer = [star for star in data.stars if star.colour != ANY_COLOUR]
    examples = [c for c in data.colours if c != data.wild_by_round[0]]
    counted = [(n, p) for n, p in enumerate(data.number_points, start=1) if p]
    kinds = Counter(structure.kind for structure in data.structures)
    return {
        "players": say.either(number for number, _ in data.factory_counts),
        "factories_by_players": say.join(say("azul_factories_for", factories=factories, players=players)
                                         for players, factories in data.factory_counts),
        "first_wild": colour(data.wild_by_round[0]),
        "second_wild": colour(data.wild_by_round[min(1, data.rounds - 1)]),
        "wild_colours": say.join(say("azul_wild_of_round", round=r, colour=colour(c))
                                 for r, c in enumerate(data.wild_by_round, start=1)),
        "example_colour": colour(examples[0]), "example_colour_2": colour(examples[-1]),
        "colours": say.join(colour(c) for c in data.colours), "colour_count": len(data.colours),
        "tiles_per_colour": data.per_colour, "tiles_total": data.tiles,
        "supply_spaces": data.supply_size, "factory_tiles": data.factory_size, "corners": data.corners,
        "start_score": data.start_score, "score_floor": data.lowest_score, "rounds": data.rounds,
        "discard_penalty": data.discard_penalty, "leftover_penalty": data.leftover_penalty,
        "stars": len(data.stars), "outer_stars": len(outer), "star_spaces": STAR_SIZE,
        "star_spaces_less_one": STAR_SIZE - 1, "board_spaces": len(data.space_ids),
        "outer_colours": say.join(colour(star.colour) for star in outer),
        "structures": len(data.structures),
        "structure_counts": say.join(say("azul_kinds_count", n=kinds[kind], kind=say("azul_kind_" + kind))
                                     for kind, _ in data.rewards if kinds[kind]),
        "rewards": say.join(say("azul_reward", n=tiles, kind=say("azul_kind_" + kind)) for kind, tiles in data.rewards),
        "star_values": say.join(say("azul_star_value", star=_star_name(star, say, colour),
                                    points=points[MULTICOLOUR if star.colour == ANY_COLOUR else star.colour])
                                for star in sorted(data.stars, key=lambda s: points[
                                    MULTICOLOUR if s.colour == ANY_COLOUR else s.colour])),
        "multicolour_value": points[MULTICOLOUR],
        "number_values": say.join(say("azul_number_value", number=n, points=p) for n, p in counted),
        "uncounted_numbers": say.join(say("azul_number_plain", number=n)
                                      for n, p in enumerate(data.number_points, start=1) if not p)
                             or say("azul_number_none"),
        "grey_outer_costs": ", ".join(str(cost) for cost in data.grey_outer_costs),
        "grey_centre": (say("azul_grey_centre_same", cost=data.grey_centre_costs[0])
                        if len(set(data.grey_centre_costs)) == 1 else
                        say("azul_grey_centre_list", costs=", ".join(map(str, data.grey_centre_costs)))),
        "grey_number_spaces": say.join(say("azul_number_spaces", number=n, n=_grey_spaces(data)[n])
                                       for n, _ in counted),
    }


def _grey_spaces(data: AzulData) -> Counter:
    """How many spaces of the grey side carry each number (A-VAR-6): every outer star's costs, and the centre's."""
    outer = sum(1 for star in data.stars if star.colour != ANY_COLOUR)
    return Counter(data.grey_outer_costs * outer) + Counter(data.grey_centre_costs)


def _colour_namer(say):
    """A colour's name in the catalogue's language (``[phrases] azul_colour_<name>``; the data's name otherwise)."""
    return lambda name: say("azul_colour_" + name) if say.has("azul_colour_" + name) else name


def _star_name(star, say, colour) -> str:
    return say("azul_star_centre") if star.colour == ANY_COLOUR else say("azul_star_colour", colour=colour(star.colour))
