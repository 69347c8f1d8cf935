"""Where the player board's parts lie: the 7 stars of 6 diamonds, the pillars, statues and windows between them.

Pure geometry from the component data (A-BOARD-1 to A-BOARD-5), in units of a diamond's side ``s`` around the
board's centre, y pointing down as in SVG. The reference's angles (anticlockwise from "right", in degrees): outer
star k (the data's order after the centre: orange, red, blue, yellow, green, purple) lies at 120 − 60k, its space
n points at 90 − 60(n + k); the centre star's space n points at 150 − 60n. Neighbouring stars face each other
notch to notch, ``STAR_GAP`` sides apart, so a pillar or a statue sits in the gap between the two notches.
"""
from __future__ import annotations

import math
from typing import NamedTuple

from ..data import ANY_COLOUR, STAR_SIZE

ROOT3 = math.sqrt(3)
STAR_GAP = 3.5           # star centre to star centre, in diamond sides (the tips meet at 3)


class Spot(NamedTuple):
    """A point in board units."""
    x: float
    y: float


def _unit(degrees: float) -> Spot:
    """The unit vector at ``degrees`` anticlockwise from "right", in SVG's y-down coordinates."""
    radians = math.radians(degrees)
    return Spot(math.cos(radians), -math.sin(radians))


def star_centres(stars) -> dict[str, Spot]:
    """Each star's centre (in sides): the centre star at the origin, outer star k at angle 120 − 60k."""
    found, k = {}, 0
    for star in stars:
        if star.colour == ANY_COLOUR:
            found[star.id] = Spot(0.0, 0.0)
        else:
            u = _unit(120 - 60 * k)
            found[star.id] = Spot(u.x * STAR_GAP, u.y * STAR_GAP)
            k += 1
    return found


def space_angles(stars) -> dict[str, float]:
    """The direction each space ``<star>-<n>`` points to, in degrees."""
    found, k = {}, 0
    for star in stars:
        for n in range(1, STAR_SIZE + 1):
            found[f"{star.id}-{n}"] = 150 - 60 * n if star.colour == ANY_COLOUR else 90 - 60 * (n + k)
        k += star.colour != ANY_COLOUR
    return found


def diamond(centre: Spot, degrees: float, side: float) -> list[Spot]:
    """The 4 corners of a diamond with its 60° corner at the star's centre, pointing at ``degrees``."""
    left, tip, right = _unit(degrees + 30), _unit(degrees), _unit(degrees - 30)
    return [centre, Spot(centre.x + left.x * side, centre.y + left.y * side),
            Spot(centre.x + tip.x * side * ROOT3, centre.y + tip.y * side * ROOT3),
            Spot(centre.x + right.x * side, centre.y + right.y * side)]


def middle(points: list[Spot]) -> Spot:
    """The mean of some points (a diamond's middle, a structure's place)."""
    return Spot(sum(p.x for p in points) / len(points), sum(p.y for p in points) / len(points))


class BoardShape(NamedTuple):
    """A drawn board: the diamonds' corners by space id, and each structure's place and the direction it faces."""
    diamonds: dict[str, list[Spot]]
    structures: dict[str, tuple[Spot, float]]
    radius: float                         # from the board's centre to the farthest tip


def board_shape(data, side: float, origin: Spot) -> BoardShape:
    """The board of ``data`` drawn with diamonds of ``side`` units around ``origin``."""
    centres = {sid: Spot(origin.x + c.x * side, origin.y + c.y * side) for sid, c in star_centres(data.stars).items()}
    angles = space_angles(data.stars)
    diamonds = {sid: diamond(centres[sid.rsplit("-", 1)[0]], angles[sid], side) for sid in data.space_ids}
    structures = {}
    for structure in data.structures:
        # the notch between its spaces: the mean of the spaces' inner corners (the notch vertices)
        corners = [corner for sid in structure.spaces for corner in diamonds[sid][1:4:2]]
        where = middle(corners)
        if structure.kind == "window":       # on the rim: just outside the notch between the star's 5 and 6
            star = centres[structure.spaces[0].rsplit("-", 1)[0]]
            out = Spot(where.x - star.x, where.y - star.y)
            length = math.hypot(*out) or 1
            where = Spot(star.x + out.x / length * side * 1.25, star.y + out.y / length * side * 1.25)
        facing = math.degrees(math.atan2(-(where.y - origin.y), where.x - origin.x))
        structures[structure.id] = (where, facing)
    return BoardShape(diamonds, structures, (STAR_GAP + ROOT3) * side)
