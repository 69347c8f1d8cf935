"""Plain-English sentences for the event log and for actions, each tied to its rule ID.

Events are stored as tuples ``(round, rule, code, *args)`` (cheap during bulk simulation);
this module turns them into sentences only when someone reads them.
"""
from __future__ import annotations

from ..data import PAINTS
from .actions import (LAST_ROUND_LOCATIONS, LOCATIONS, ROMAN, BishopJump, BuyTiles, ChoosePaint, CloseStall, Draw,
                      FulfilRequest, Mix, MoveBishop, Pass, PlaceScore, Plan, RestoreAltar, RestorePart, TakePortrait,
                      WakeUp, part_name)
from .cathedral import abbot, altar_set, bonus
from .modules.portraits import permanent
from .state import START_KEY, State
from .wording import count, paint_name, possessive, with_article


class _Say:
    """Helpers that name things on the table for one game."""

    def __init__(self, s: State):
        self.s = s
        self.t = s.tables

    def p(self, seat):
        return self.s.players[seat].name

    def ps(self, seat):
        """The painter's name as a possessive: "Anna's"."""
        return possessive(self.s.players[seat].name)

    def tile(self, index):
        tile = self.t.fresco_tiles[index]
        return f"{tile.value}-point tile ({'+'.join(tile.paints)})"

    def market(self, index):
        return "".join(self.t.market_tiles[index].paints)

    def card(self, index):
        return self.t.data.portraits[index].name

    def request(self, index):
        tile = self.t.data.requests[index]
        kind = "general request" if tile.kind == "general" else f"{paint_name(tile.kind)} request"
        return f"{kind} ({tile.vp} VP)"

    def space(self, pos):
        return f"start space S{pos - START_KEY}" if pos < 1 else f"space {pos}"

    def mood(self, index):
        level = index - self.t.data.mood.start
        zone = self.t.mood_zones[index]
        return f"{level:+d}" + (" (a +1 space)" if zone > 0 else " (a −1 space)" if zone < 0 else "")


def _plans(say, plans, last_round):
    names = LAST_ROUND_LOCATIONS if last_round else LOCATIONS
    parts = []
    for seat, plan in enumerate(plans):
        where = ", ".join(f"{n}× {names[i]}" + (" (2nd visit)" if last_round and i == 4 else "")
                          for i, n in enumerate(plan) if n) or "nothing"
        parts.append(f"{say.p(seat)}: {where}")
    return "; ".join(parts)


def _are(n: int, verb: str = "are") -> str:
    """The verb agreeing with ``n`` things: "is"/"are", "remains"/"remain"."""
    return ("is" if verb == "are" else verb + "s") if n == 1 else verb


def _thalers(n: int) -> str:
    return count(n, "thaler")


def _apprentices(say, seat, n, zone):
    if zone > 0:
        return (f"{say.p(seat)} is on a +1 mood space and takes the natural apprentice: "
                f"{count(n, 'apprentice')} this round.")
    if zone < 0:
        return (f"{say.p(seat)} is on a −1 mood space and sets one apprentice aside: "
                f"{count(n, 'apprentice')} this round.")
    return f"{say.p(seat)} has {count(n, 'apprentice')} this round."


def _actions_left(say, seat, loc, n, which="") -> str:
    """What is left at a location: the workshop's mixes (R-WKS-1), elsewhere actions."""
    return count(n, which + ("mix" if loc == "workshop" and not say.s.players[seat].automaton else "action"))


def _portrait_reward(say, seat, card, thalers, paints):
    """A one-time card's reward, everything it gives (R-POR-3)."""
    face = say.t.data.portraits[card]
    gains = ([_thalers(thalers)] if thalers else []) + (["+".join(paints)] if paints else [])
    gains += [count(face.vp, "VP")] if face.vp else []
    if face.effect == "muse":
        gains.append("mood to the top of the track")
    elif face.mood:
        gains.append(f"mood +{face.mood}")
    return (f"{say.p(seat)} receives the {possessive(face.name)} reward: {' and '.join(gains) or 'nothing'}"
            " — the card leaves the game.")


def _leonardo_restores(say, tile, value, bonus):
    return (f"restores {with_article(say.tile(tile))} without paying: {count(value, 'VP')}"
            + (f" + {bonus} bishop bonus" if bonus else "") + "; the bishop moves there with him.")


def _theatre(say, seat, n, old, new, actor):
    """A theatre visit: the mood steps up (by the Actor's steps with that card), never past the top (R-THE-1)."""
    visit = f"{n}×" + (f", the Actor's {count(actor, 'step')} each" if actor else "")
    if new == old:
        return f"{say.p(seat)} goes to the theatre ({visit}): mood stays at {say.mood(new)}, the top of the track."
    return f"{say.p(seat)} goes to the theatre ({visit}): mood from {say.mood(old)} to {say.mood(new)}."


def _winner(say, seat, space):
    if say.s.players[seat].automaton:
        return (f"Leonardo is furthest along the score track (space {space}) and wins (by this game's ruling); "
                "both players lose.")
    return f"{say.p(seat)} is furthest along the score track (space {space}) and wins."


EVENT_TEXT = {
    "round": lambda say, n, left: f"Round {n} begins; {count(left, 'fresco tile')} {_are(left)} still on the fresco.",
    "last_round": lambda say, left, limit: (f"Only {count(left, 'fresco tile')} {_are(left, 'remain')} (at most {limit}): "
                                            "this is the last round. "
                                            "Action boards turn to side 2: a second cathedral visit replaces the theatre."),
    "wake": lambda say, seat, slot: (f"{say.p(seat)} wakes at {say.t.inn[slot].time}: mood {say.t.inn[slot].mood:+d}, "
                                     f"market tiles cost {_thalers(say.t.inn[slot].price)} each this round."),
    "mood": lambda say, seat, old, new, change: (f"{say.ps(seat)} mood moves from {say.mood(old)} to {say.mood(new)}"
                                                 + (" — it cannot go past the end of the track." if new - old != change else ".")),
    "apprentices": _apprentices,
    "action_order": lambda say, order: "Action order this round (earliest wake-up first): "
                                       + ", ".join(say.p(q) for q in order) + ".",
    "planned": lambda say, seat: f"{say.p(seat)} has planned behind the small screen.",
    "reveal": lambda say, plans, last: "All plans are revealed — " + _plans(say, plans, last) + ".",
    "buy": lambda say, seat, stall, tiles, cost: (f"{say.p(seat)} buys {', '.join(say.market(t) for t in tiles)} at stall "
                                                  f"{ROMAN[stall]} for {_thalers(cost)}; all the stall's tiles go back into the bag."),
    "close": lambda say, seat, stall, tiles: f"{say.p(seat)} closes stall {ROMAN[stall]}: its tiles go back into the bag for free.",
    "forfeit": lambda say, seat, loc, n: (f"{say.p(seat)} has nothing to do at the {loc} (nothing affordable or "
                                          f"left): {_actions_left(say, seat, loc, n)} forfeited."),
    "unused_market": lambda say, seat, n: (f"{say.p(seat)} leaves {count(n, 'market apprentice')} unused: one stall "
                                           "per visit, and the stall's tiles go back into the bag."),
    "pass": lambda say, seat, loc, n: f"{say.p(seat)} forgoes {_actions_left(say, seat, loc, n, 'remaining ')} at the {loc}.",
    "bishop_step": lambda say, seat, old, new: (f"{say.p(seat)} pays {_thalers(say.t.data.bishop_step_cost)} and moves "
                                                f"the bishop from {part_name(old)} to {part_name(new)}."),
    "restore": lambda say, seat, part, tile, value, bonus, bishop: (
        f"{say.p(seat)} restores part {part_name(part)}, {with_article(say.tile(tile))}: {count(value, 'VP')}"
        + (f" + {bonus} bishop bonus (the bishop stands {'on it' if bishop == part else 'next to it, on ' + part_name(bishop)})"
           f" = {value + bonus} VP" if bonus else "") + f". The bishop moves onto {part_name(part)}."),
    "altar": lambda say, seat, paints, vp, kind: (f"{say.p(seat)} restores the altar with {'+'.join(paints)} ({kind} set"
                                                  + (" with blends" if any(p not in PAINTS[:6] for p in paints) else "")
                                                  + f"): {count(vp, 'VP')}."),
    "score": lambda say, seat, old, new, n: (f"{say.p(seat)} scores {count(n, 'VP')}: the painter moves from "
                                            f"{say.space(old)} to space {new}."),
    "occupied": lambda say, seat, target, ahead, behind: (f"Space {target} is taken: {say.p(seat)} chooses the next free space "
                                                         f"ahead ({ahead}) or behind ({behind})."),
    "placed": lambda say, seat, old, space, ahead, n: (f"{say.p(seat)} scores {count(n, 'VP')} and, the space being taken, goes "
                                                       f"{'ahead' if ahead else 'behind'} to space {space}."),
    "bump": lambda say, seat, old, target, ahead, n: (f"{say.p(seat)} scores {count(n, 'VP')}; space {target} is taken, so the painter "
                                                      f"goes to the next free space ahead, {ahead}."),
    "studio": lambda say, seat, n, gain: (f"{say.p(seat)} paints portraits in the studio with {count(n, 'apprentice')}: "
                                          f"+{_thalers(gain)}."),
    "mix": lambda say, seat, a, b, out: (f"{say.p(seat)} mixes {paint_name(PAINTS[a])} + {paint_name(PAINTS[b])} into "
                                         f"{paint_name(PAINTS[out])}."),
    "theatre": _theatre,
    "stall_fill": lambda say, stall, tile: f"Stall {ROMAN[stall]} gets tile {say.market(tile)} from the bag.",
    "start": lambda say, seat, k: f"{say.ps(seat)} painter is drawn onto start space S{k}.",
    "centre": lambda say, tile: f"The {say.tile(tile)} goes to the centre of the fresco, under the bishop.",
    "fresco_tile": lambda say, part, tile: f"Part {part_name(part)} gets the {say.tile(tile)}.",
    "tile_removed": lambda say, tile: f"The {say.tile(tile)} is removed from the game.",
    "income": lambda say, seat, income, n: f"{say.p(seat)} receives {_thalers(income)} income for {count(n, 'fresco tile')}.",
    "inn_cleared": lambda say: "The inn painters go back above the inn.",
    "start_rotation": lambda say, moves: ("Painters still on start spaces change places: "
                                          + ", ".join(f"{say.p(seat)} to S{k}" for seat, k in moves) + "."),
    "fresco_complete": lambda say: "The fresco is fully restored: the game ends after this round, with no income.",
    "money": lambda say, seat, thalers, vp: f"Final scoring: {say.p(seat)} turns {_thalers(thalers)} into {count(vp, 'VP')}.",
    "winner": _winner,
    "leonardo_money": lambda say, seat, space: (f"Leonardo has no money to convert; his painter stays on "
                                                f"{say.space(space)}."),
    "leonardo_first": lambda say, seat, space, best, best_space: (
        f"Leonardo finished furthest along the score track (space {space}), but he cannot win: {say.p(best)}, "
        f"the better-placed player (space {best_space}), wins."),
    # two players: Leonardo (R-LEO)
    "leonardo_setup": lambda say, k: (f"Leonardo, the imaginary third painter, stands on start space S{k}, above the inn "
                                      "and on the centre of the fresco with the bishop."),
    "leonardo_tile": lambda say, seat: f"{say.p(seat)} holds the Leonardo tile this round and makes Leonardo's decisions.",
    "leonardo_wake": lambda say, seat, slot, by: (f"Leonardo wakes at {say.t.inn[slot].time} "
                                                  f"(decided by {say.p(by)}); he has no mood marker."),
    "leonardo_close": lambda say, seat, stall, by: f"Leonardo closes stall {ROMAN[stall]}, decided by {say.p(by)}.",
    "leonardo_restore": lambda say, seat, part, tile, value, bonus, came_from, by: (
        f"Leonardo steps from {part_name(came_from)} to {part_name(part)} (decided by {say.p(by)}) and "
        + _leonardo_restores(say, tile, value, bonus)),
    "leonardo_jump": lambda say, seat, part, tile, value, bonus, came_from, by: (
        f"There is no fresco tile next to Leonardo's painter on {part_name(came_from)} (one step orthogonally), so he "
        f"jumps to {part_name(part)}, a tile of the lowest value left ({value}), decided by {say.p(by)}, and "
        + _leonardo_restores(say, tile, value, bonus)),
    "leonardo_portrait": lambda say, seat, card, vp: (f"Leonardo removes the {say.card(card)} portrait from the studio"
                                                      + (f" and scores its printed {count(vp, 'VP')}." if vp else
                                                         "; it has no printed VP, so he scores nothing.")),
    "leonardo_no_portrait": lambda say, seat: "No portrait is face up: Leonardo's studio apprentice does nothing.",
    "leonardo_request": lambda say, seat, index, covered: (f"Leonardo fulfils {with_article(say.request(index))}: he scores its VP; "
                                                           f"the request and his {len(covered)} fresco tiles leave the game."),
    # module 1: portraits (R-POR)
    "portrait_stacked": lambda say, card, deck: f"A deck-{deck} card goes onto the portrait stack.",
    "portraits_up": lambda say, cards: "Face up in the studio: " + ", ".join(say.card(c) for c in cards) + ".",
    "portraits_discarded": lambda say, cards: "Portraits nobody took leave the game: " + ", ".join(say.card(c) for c in cards) + ".",
    "portraits_last": lambda say: "The last portraits of the deck are face up: the coming round is the last.",
    "last_round_portraits": lambda say: ("The last portraits are face up: this is the last round. Action boards turn to "
                                         "side 2: a second cathedral visit replaces the theatre."),
    "portrait_taken": lambda say, seat, card: (f"{say.p(seat)} takes the {say.card(card)} portrait instead of "
                                               f"{_thalers(say.t.data.studio_thalers)}."),
    "portrait_reward": _portrait_reward,
    "portrait_mood": lambda say, seat, old, new: (f"{say.ps(seat)} mood moves from {say.mood(old)} to {say.mood(new)}; "
                                                  "apprentices change only at the next wake-up."),
    "abbot": lambda say, seat, vp: f"The Abbot gives {say.p(seat)} +{count(vp, 'VP')} with the bishop bonus.",
    "servant_income": lambda say, seat, n: f"The Servant of God gives {say.p(seat)} +{_thalers(n)} income.",
    "provost_jump": lambda say, seat, old, new, cost: (f"{say.ps(seat)} Provost moves the bishop from {part_name(old)} "
                                                       f"to {part_name(new)} for {_thalers(cost)}."),
    # module 2: requests (R-REQ)
    "request": lambda say, seat, index, covered: (f"{say.p(seat)} fulfils {with_article(say.request(index))} with a workshop "
                                                  f"apprentice and stacks {', '.join(with_article(say.tile(t)) for t in covered)} "
                                                  "under it."),
    "request_income": lambda say, seat, index, paint: (f"{say.ps(seat)} {say.request(index)} pays "
                                                       f"{_thalers(say.t.data.request_income_thalers)} and {paint_name(paint)}."),
}


def event_text(s: State, event: tuple) -> str:
    """One log event as a sentence."""
    _, _, code, *args = event
    return EVENT_TEXT[code](_Say(s), *args)


def log_lines(s: State, start: int = 0) -> list[str]:
    """The log as lines ``"R3 · R-CATH-2 · Anna restores ..."`` from event ``start`` on."""
    say = _Say(s)
    return [f"R{e[0]} · {e[1]} · {EVENT_TEXT[e[2]](say, *e[3:])}" for e in s.log[start:]]


def action_text(s: State, seat: int | None, action) -> str:
    """What an action would do, in words, for ``seat`` (the painter it is for; None: not known, as before
    a planning seat is named)."""
    say = _Say(s)
    p = s.players[seat] if seat is not None else None
    if isinstance(action, WakeUp):
        slot = s.tables.inn[action.slot]
        if p is not None and p.automaton:
            return f"wake at {slot.time} (Leonardo has no mood marker)"
        return f"wake at {slot.time}: mood {slot.mood:+d}, tiles cost {_thalers(slot.price)} each"
    if isinstance(action, Plan):
        where = _plans(say, [action.counts], s.last_round).split(": ", 1)[1]
        if p is None or not p.apprentices:
            return f"plan: {where}"
        return f"plan: {where} ({sum(action.counts)} of {say.ps(seat)} {count(p.apprentices, 'apprentice')})"
    if isinstance(action, BuyTiles):
        stall = s.stalls[action.stall]
        text = f"buy {', '.join(say.market(stall[i]) for i in action.slots)} at stall {ROMAN[action.stall]}"
        if p is None or p.inn < 0:
            return text
        return f"{text} for {_thalers(s.tables.inn[p.inn].price * len(action.slots))}"
    if isinstance(action, CloseStall):
        return f"close stall {ROMAN[action.stall]} ({', '.join(say.market(t) for t in s.stalls[action.stall])})"
    if isinstance(action, MoveBishop):
        return f"pay {_thalers(s.tables.data.bishop_step_cost)}: bishop steps {action.direction}"
    if isinstance(action, RestorePart):
        extra = bonus(s, action.part)
        more = abbot(s, seat, extra) if seat is not None else 0
        return (f"restore {part_name(action.part)}, {with_article(say.tile(s.fresco[action.part]))}"
                + (f" + {extra} bishop bonus" if extra else "") + (f" + {count(more, 'VP')} from the Abbot" if more else ""))
    if isinstance(action, RestoreAltar):
        altar = altar_set(s, action.paints)
        if altar is None:
            return f"{'+'.join(map(str, action.paints))} is not an altar set in this game"
        return f"altar with {'+'.join(action.paints)}: {count(altar.vp, 'VP')}"
    if isinstance(action, Mix):
        a, b, _, _ = next(m for m in s.tables.mixes if m[3] == action.output)
        return f"mix {paint_name(PAINTS[a])} + {paint_name(PAINTS[b])} into {paint_name(action.output)}"
    if isinstance(action, Pass):
        if s.phase == "act" and not s.placing and s.turn_index >= 0 and s.loc == 2:
            return f"no portrait: {_thalers(s.tables.data.studio_thalers)} per studio apprentice"
        return "pass: forgo the remaining actions here"
    if isinstance(action, PlaceScore):
        return "go to the next free space " + ("ahead" if action.ahead else "behind")
    if isinstance(action, Draw):
        return f"random draw: {action.item}"
    if isinstance(action, TakePortrait):
        card = next(c for c in s.tables.data.portraits if c.id == action.card)
        return f"take the {card.name} portrait" + (f" with {'+'.join(action.choice)}" if action.choice else "")
    if isinstance(action, BishopJump):
        cost = f"pay {_thalers(permanent(s, seat, 'provost'))}, " if seat is not None else ""
        return f"Provost: {cost}bishop jumps to {part_name(action.part)}"
    if isinstance(action, FulfilRequest):
        stack = s.request_stacks[action.kind]
        return f"fulfil the {say.request(stack[-1])} with {', '.join(action.tiles)}"
    if isinstance(action, ChoosePaint):
        return f"take {paint_name(action.paint)} as the general request's paint"
    return str(action)
