"""The event log and the actions in words, each log line tied to its rule ID.

Events are stored as tuples ``(round, rule, code, *args)`` (cheap during bulk simulation); this module turns them
into sentences only when someone reads them. The sentences and their words are the catalogue's
(``fresco_nb/texts/en/log.toml``, or a translation laid over it): here an event only names its values and picks
the entry for its case.
"""
from __future__ import annotations

from functools import cache, partial
from weakref import WeakKeyDictionary, proxy

from ..data import PAINTS
from ....texts import Catalogue
from .actions import (LAST_ROUND_LOCATIONS, LOCATIONS, ROMAN, BishopJump, BuyTiles, ChoosePaint, CloseStall, Draw,
                      FulfilRequest, Mix, MoveBishop, Pass, PlaceScore, Plan, RestoreAltar, RestorePart, TakePortrait,
                      WakeUp, part_name)
from .cathedral import abbot, altar_set, bonus
from .powers import permanent
from .state import START_KEY, State, Tables

BASE_PAINTS = frozenset(PAINTS[:6])     # an altar set with any other paint is a blend set (R-BLD-3)


def _fill(templates: dict, key: str, **values) -> str:
    """The entry ``key`` of ``templates`` (a table of the catalogue) filled with ``values``."""
    template = templates[key]
    try:
        return template.fill(values)
    except KeyError as error:
        raise ValueError(template.missing(error.args[0], values)) from None


class _Say:
    """Names the things on one game's tables, in one catalogue's words, for the painters of that game. What it
    says depends on nothing else, so one is kept per tables, names and language (:func:`_sayer`), and each
    name it works out (a paint, a tile, a mood space ...) is remembered."""

    def __init__(self, tables: Tables, names: tuple[str, ...], catalogue: Catalogue):
        self.t = proxy(tables)          # not a reference that would keep the tables, the key of _SAYERS, alive
        self.names, self.catalogue = names, catalogue
        self.leonardo = len(names) - 1 if tables.leonardo else -1     # Leonardo's seat, else -1
        templates = catalogue.templates
        self.log = templates["log"]
        # action("wake", time=...): a [describe] text; phrase(...): a [phrases] entry, filled
        self.action, self.phrase = (partial(_fill, templates[table]) for table in ("describe", "phrases"))
        self._phrases = templates["phrases"]
        for name in ("paint", "location", "tile", "card", "request", "space", "mood", "where"):
            setattr(self, name, cache(getattr(self, name)))

    def paint(self, code: str) -> str:
        """The paint's name ("violet" for V); an unknown code as it is."""
        template = self._phrases.get("paint_" + code)
        return template.fill({}) if template else code

    def location(self, name: str) -> str:
        return self._phrases["location_" + name].fill({})

    def tile(self, index: int) -> str:
        tile = self.t.fresco_tiles[index]
        return self.phrase("fresco_tile", value=tile.value, paints="+".join(tile.paints))

    def market(self, index: int) -> str:
        return "".join(self.t.market_tiles[index].paints)

    def card(self, index: int) -> str:
        """A portrait card's name: the catalogue's name for its effect (the card's own if it has none)."""
        card = self.t.data.portraits[index]
        template = self._phrases.get("portrait_" + card.effect)
        return template.fill({}) if template else card.name

    def request(self, index: int) -> str:
        tile = self.t.data.requests[index]
        if tile.kind == "general":
            return self.phrase("request_tile_general", vp=tile.vp)
        return self.phrase("request_tile", paint=self.paint(tile.kind), vp=tile.vp)

    def space(self, pos: int) -> str:
        return self.phrase("start_space", k=pos - START_KEY) if pos < 1 else self.phrase("space", space=pos)

    def mood(self, index: int) -> str:
        zone = self.t.mood_zones[index]
        key = "mood_level_plus" if zone > 0 else "mood_level_minus" if zone < 0 else "mood_level"
        return self.phrase(key, level=index - self.t.data.mood.start)

    def where(self, plan, last_round: bool) -> str:
        """Where a plan sends the apprentices: "1× market, 2× cathedral", or "nothing"."""
        names = LAST_ROUND_LOCATIONS if last_round else LOCATIONS
        visits = [self.phrase("plan_second_visit" if last_round and i == 4 else "plan_visits", n=n,
                              location=self.location(names[i])) for i, n in enumerate(plan) if n]
        return ", ".join(visits) or self.phrase("nothing")


_SAYERS: WeakKeyDictionary = WeakKeyDictionary()     # Tables -> {(names, language): _Say}


def _sayer(s: State, lang: str) -> _Say:
    """The :class:`_Say` for the game of ``s`` in ``lang``."""
    catalogue = Catalogue.load(lang)
    names = tuple(p.name for p in s.players)
    known = _SAYERS.setdefault(s.tables, {})
    say = known.get((names, lang))
    if say is None or say.catalogue is not catalogue:       # a catalogue read again (another folder)
        say = known[names, lang] = _Say(s.tables, names, catalogue)
    return say


def _portrait_reward(say, seat, card, thalers, paints):
    """A one-time card's reward, everything it gives (R-POR-3)."""
    face = say.t.data.portraits[card]
    gains = ([say.phrase("reward_thalers", n=thalers)] if thalers else []) + (["+".join(paints)] if paints else [])
    gains += [say.phrase("reward_vp", n=face.vp)] if face.vp else []
    if face.effect == "muse":
        gains.append(say.phrase("gain_mood_top"))
    elif face.mood:
        gains.append(say.phrase("gain_mood", n=face.mood))
    joined = f" {say.phrase('and')} ".join(gains) or say.phrase("nothing")
    return "portrait_reward", dict(name=say.names[seat], card=say.card(card), gains=joined)


def _restore(say, seat, part, tile, value, bonus, bishop):
    key = "restore" if not bonus else "restore_bonus_on" if bishop == part else "restore_bonus_near"
    return key, dict(name=say.names[seat], part=part_name(part), tile=say.tile(tile), value=value, bonus=bonus,
                     bishop=part_name(bishop), total=value + bonus)


def _leonardo_restores(key):
    """Leonardo's restoration, after a step or a jump (R-LEO-6)."""
    def values(say, seat, part, tile, value, bonus, came_from, by):
        return key, dict(came_from=part_name(came_from), part=part_name(part), by=say.names[by], tile=say.tile(tile),
                         value=value, bonus=say.phrase("bishop_bonus", bonus=bonus) if bonus else "")
    return values


def _theatre(say, seat, n, old, new, actor):
    """A theatre visit: the mood steps up (by the Actor's steps with that card), never past the top (R-THE-1)."""
    visit = say.phrase("theatre_visit_actor", n=n, steps=actor) if actor else say.phrase("theatre_visit", n=n)
    return ("theatre_top" if new == old else "theatre",
            dict(name=say.names[seat], visit=visit, old=say.mood(old), new=say.mood(new)))


def _mood(say, seat, old, new, change):
    """A wake-up's mood change, which stops at the ends of the track (R-MOOD-1)."""
    return ("mood" if new - old == change else "mood_at_end",
            dict(name=say.names[seat], old=say.mood(old), new=say.mood(new)))


def _apprentices(say, seat, n, zone):
    key = "apprentices_plus" if zone > 0 else "apprentices_minus" if zone < 0 else "apprentices"
    return key, dict(name=say.names[seat], n=n)


def _left_at(key):
    """Actions given up at a location: the workshop's are mixes (R-WKS-1), except Leonardo's (R-ACT-3)."""
    def values(say, seat, loc, n):
        case = key + "_workshop" if loc == "workshop" and seat != say.leonardo else key
        return case, dict(name=say.names[seat], location=say.location(loc), n=n)
    return values


def _inn(say, slot):
    """The values of a wake-up slot."""
    slot = say.t.inn[slot]
    return {"time": slot.time, "mood": slot.mood, "price": slot.price}


def _cards(say, cards):
    return ", ".join(say.card(c) for c in cards)


# Each event code (the ``code`` of State.note) -> a function of the event's arguments giving its [log] entry and
# the values that fill it.
EVENTS = {
    "round": lambda say, n, left: ("round", dict(round=n, left=left)),
    "last_round": lambda say, left, limit: ("last_round", dict(left=left, limit=limit)),
    "wake": lambda say, seat, slot: ("wake", dict(name=say.names[seat], **_inn(say, slot))),
    "mood": _mood,
    "apprentices": _apprentices,
    "action_order": lambda say, order: ("action_order", dict(order=", ".join(say.names[q] for q in order))),
    "planned": lambda say, seat: ("planned", dict(name=say.names[seat])),
    "reveal": lambda say, plans, last: ("reveal", dict(plans="; ".join(
        say.phrase("plan_of", name=say.names[seat], where=say.where(plan, last)) for seat, plan in enumerate(plans)))),
    "buy": lambda say, seat, stall, tiles, cost: ("buy", dict(
        name=say.names[seat], tiles=", ".join(say.market(t) for t in tiles), stall=ROMAN[stall], cost=cost)),
    "close": lambda say, seat, stall, tiles: ("close", dict(name=say.names[seat], stall=ROMAN[stall])),
    "forfeit": _left_at("forfeit"),
    "unused_market": lambda say, seat, n: ("unused_market", dict(name=say.names[seat], n=n)),
    "pass": _left_at("pass"),
    "bishop_step": lambda say, seat, old, new: ("bishop_step", dict(
        name=say.names[seat], old=part_name(old), new=part_name(new), cost=say.t.data.bishop_step_cost)),
    "restore": _restore,
    "altar": lambda say, seat, paints, vp, kind: ("altar" if BASE_PAINTS.issuperset(paints) else "altar_blends", dict(
        name=say.names[seat], paints="+".join(paints), kind=say.phrase("altar_" + kind), vp=vp)),
    "score": lambda say, seat, old, new, n: ("score", dict(name=say.names[seat], n=n, old=say.space(old), new=new)),
    "occupied": lambda say, seat, target, ahead, behind: ("occupied", dict(
        name=say.names[seat], target=target, ahead=ahead, behind=behind)),
    "placed": lambda say, seat, old, space, ahead, n: ("placed" if ahead else "placed_behind", dict(
        name=say.names[seat], n=n, space=space)),
    "bump": lambda say, seat, old, target, ahead, n: ("bump", dict(name=say.names[seat], n=n, target=target,
                                                                   ahead=ahead)),
    "studio": lambda say, seat, n, gain: ("studio", dict(name=say.names[seat], n=n, gain=gain)),
    "mix": lambda say, seat, a, b, out: ("mix", dict(name=say.names[seat], first=say.paint(PAINTS[a]),
                                                     second=say.paint(PAINTS[b]), result=say.paint(PAINTS[out]))),
    "theatre": _theatre,
    "stall_fill": lambda say, stall, tile: ("stall_fill", dict(stall=ROMAN[stall], tile=say.market(tile))),
    "start": lambda say, seat, k: ("start", dict(name=say.names[seat], k=k)),
    "centre": lambda say, tile: ("centre", dict(tile=say.tile(tile))),
    "fresco_tile": lambda say, part, tile: ("fresco_tile", dict(part=part_name(part), tile=say.tile(tile))),
    "tile_removed": lambda say, tile: ("tile_removed", dict(tile=say.tile(tile))),
    "income": lambda say, seat, income, n: ("income", dict(name=say.names[seat], income=income, n=n)),
    "inn_cleared": lambda say: ("inn_cleared", {}),
    "start_rotation": lambda say, moves: ("start_rotation", dict(moves=", ".join(
        say.phrase("rotation_move", name=say.names[seat], k=k) for seat, k in moves))),
    "fresco_complete": lambda say: ("fresco_complete", {}),
    "money": lambda say, seat, thalers, vp: ("money", dict(name=say.names[seat], thalers=thalers, vp=vp)),
    "winner": lambda say, seat, space: ("winner_leonardo" if seat == say.leonardo else "winner",
                                        dict(name=say.names[seat], space=space)),
    "leonardo_money": lambda say, seat, space: ("leonardo_money", dict(space=say.space(space))),
    "leonardo_first": lambda say, seat, space, best, best_space: ("leonardo_first", dict(
        space=space, name=say.names[best], best_space=best_space)),
    # two players: Leonardo (R-LEO)
    "leonardo_setup": lambda say, k: ("leonardo_setup", dict(k=k)),
    "leonardo_tile": lambda say, seat: ("leonardo_tile", dict(name=say.names[seat])),
    "leonardo_wake": lambda say, seat, slot, by: ("leonardo_wake", dict(time=say.t.inn[slot].time, by=say.names[by])),
    "leonardo_close": lambda say, seat, stall, by: ("leonardo_close", dict(stall=ROMAN[stall], by=say.names[by])),
    "leonardo_restore": _leonardo_restores("leonardo_restore"),
    "leonardo_jump": _leonardo_restores("leonardo_jump"),
    "leonardo_portrait": lambda say, seat, card, vp: ("leonardo_portrait" if vp else "leonardo_portrait_no_vp",
                                                      dict(card=say.card(card), vp=vp)),
    "leonardo_no_portrait": lambda say, seat: ("leonardo_no_portrait", {}),
    "leonardo_request": lambda say, seat, index, covered: ("leonardo_request", dict(request=say.request(index),
                                                                                    n=len(covered))),
    # module 1: portraits (R-POR)
    "portrait_stacked": lambda say, card, deck: ("portrait_stacked", dict(deck=deck)),
    "portraits_up": lambda say, cards: ("portraits_up", dict(cards=_cards(say, cards))),
    "portraits_discarded": lambda say, cards: ("portraits_discarded", dict(cards=_cards(say, cards))),
    "portraits_last": lambda say: ("portraits_last", {}),
    "last_round_portraits": lambda say: ("last_round_portraits", {}),
    "portrait_taken": lambda say, seat, card: ("portrait_taken", dict(
        name=say.names[seat], card=say.card(card), thalers=say.t.data.studio_thalers)),
    "portrait_reward": _portrait_reward,
    "portrait_mood": lambda say, seat, old, new: ("portrait_mood", dict(
        name=say.names[seat], old=say.mood(old), new=say.mood(new))),
    "abbot": lambda say, seat, vp: ("abbot", dict(name=say.names[seat], vp=vp)),
    "servant_income": lambda say, seat, n: ("servant_income", dict(name=say.names[seat], n=n)),
    "provost_jump": lambda say, seat, old, new, cost: ("provost_jump", dict(
        name=say.names[seat], old=part_name(old), new=part_name(new), cost=cost)),
    # module 2: requests (R-REQ)
    "request": lambda say, seat, index, covered: ("request", dict(
        name=say.names[seat], request=say.request(index),
        tiles=", ".join(say.phrase("stacked_tile", tile=say.tile(t)) for t in covered))),
    "request_income": lambda say, seat, index, paint: ("request_income", dict(
        name=say.names[seat], request=say.request(index), thalers=say.t.data.request_income_thalers,
        paint=say.paint(paint))),
}


def log_lines(s: State, start: int = 0, lang: str = "en") -> list[str]:
    """The log in ``lang`` as lines ``"R3 · R-CATH-2 · Anna restores ..."`` from event ``start`` on."""
    say = _sayer(s, lang)
    log, marks, lines = say.log, {}, []
    for e in s.log[start:]:
        mark = marks.get(e[0])
        if mark is None:
            mark = marks[e[0]] = say.phrase("round_mark", round=e[0])
        key, values = EVENTS[e[2]](say, *e[3:])
        try:
            lines.append(f"{mark} · {e[1]} · {log[key].fill(values)}")
        except KeyError as error:
            raise ValueError(log[key].missing(error.args[0], values)) from None
    return lines


def action_text(s: State, seat: int | None, action, lang: str = "en") -> str:
    """What an action would do, in words of ``lang``, for ``seat`` (the painter it is for; None: not known, as
    before a planning seat is named)."""
    say = _sayer(s, lang)
    p = s.players[seat] if seat is not None else None
    if isinstance(action, WakeUp):
        if p is not None and p.automaton:
            return say.action("wake_leonardo", time=s.tables.inn[action.slot].time)
        return say.action("wake", **_inn(say, action.slot))
    if isinstance(action, Plan):
        where = say.where(action.counts, s.last_round)
        if p is None or not p.apprentices:
            return say.action("plan", where=where)
        return say.action("plan_of", where=where, planned=sum(action.counts), name=p.name, apprentices=p.apprentices)
    if isinstance(action, BuyTiles):
        stall = s.stalls[action.stall]
        tiles = ", ".join(say.market(stall[i]) for i in action.slots)
        if p is None or p.inn < 0:
            return say.action("buy", tiles=tiles, stall=ROMAN[action.stall])
        return say.action("buy_for", tiles=tiles, stall=ROMAN[action.stall],
                          cost=s.tables.inn[p.inn].price * len(action.slots))
    if isinstance(action, CloseStall):
        return say.action("close", stall=ROMAN[action.stall], tiles=", ".join(say.market(t) for t in s.stalls[action.stall]))
    if isinstance(action, MoveBishop):
        return say.action("bishop_step", cost=s.tables.data.bishop_step_cost, direction=action.direction)
    if isinstance(action, RestorePart):
        extra = bonus(s, action.part)
        more = abbot(s, seat, extra) if seat is not None else 0
        return say.action("restore", part=part_name(action.part), tile=say.tile(s.fresco[action.part]),
                          bonus=say.phrase("bishop_bonus", bonus=extra) if extra else "",
                          abbot=say.phrase("abbot_bonus", vp=more) if more else "")
    if isinstance(action, RestoreAltar):
        altar = altar_set(s, action.paints)
        if altar is None:
            return say.action("altar_not_a_set", paints="+".join(map(str, action.paints)))
        return say.action("altar", paints="+".join(action.paints), vp=altar.vp)
    if isinstance(action, Mix):
        a, b, _, _ = next(m for m in s.tables.mixes if m[3] == action.output)
        return say.action("mix", first=say.paint(PAINTS[a]), second=say.paint(PAINTS[b]),
                          result=say.paint(action.output))
    if isinstance(action, Pass):
        if s.phase == "act" and not s.placing and s.turn_index >= 0 and s.loc == 2:
            return say.action("pass_studio", thalers=s.tables.data.studio_thalers)
        return say.action("pass")
    if isinstance(action, PlaceScore):
        return say.action("place_ahead" if action.ahead else "place_behind")
    if isinstance(action, Draw):
        return say.action("draw", item=action.item)
    if isinstance(action, TakePortrait):
        index = next(i for i, c in enumerate(s.tables.data.portraits) if c.id == action.card)
        if action.choice:
            return say.action("portrait_with", card=say.card(index), paints="+".join(action.choice))
        return say.action("portrait", card=say.card(index))
    if isinstance(action, BishopJump):
        if seat is None:
            return say.action("provost", part=part_name(action.part))
        return say.action("provost_pay", part=part_name(action.part), cost=permanent(s, seat, "provost"))
    if isinstance(action, FulfilRequest):
        stack = s.request_stacks[action.kind]
        return say.action("request", request=say.request(stack[-1]), tiles=", ".join(action.tiles))
    if isinstance(action, ChoosePaint):
        return say.action("request_paint", paint=say.paint(action.paint))
    return str(action)
