"""Restore (C-REST-1..12), mixing (C-MIX-1..8), the favourite colour (C-FAV-1..4) and the reward (C-REST-8).

A restoration is one move (C-RUL-27): the fresco, a supply per paint it needs (a card, a mix of two mixing cards,
or of a mixing card and a plain market card with the switch of C-RUL-21, or a Colour tile) and the Turn+1 tiles spent. Decisions: "reward" (take a face-up action tile), "more" (another
fresco, a Demand, or ``done``). The automatic steps "finish_restore" and "favourite" close the action
(C-REST-10).
"""
from __future__ import annotations

from itertools import product

from .actions import TILE_SOURCE, Done, Restore, Reward
from .errors import IllegalAction
from .state import MARKET, State
from .tiles import demand_options

MIX_JOIN = "+"


def allowed(s: State) -> bool:
    """Another fresco may be restored now: in phase 2's choice, or after one, at most 2 in a Double action
    (C-REST-9, C-RUL-17)."""
    return s.step == "action" or (s.step == "more" and (not s.double or s.restored_now < 2))


def supply_options(s: State, seat: int, paint: str) -> list[tuple[str, dict[int, int], int]]:
    """The ways ``seat`` can supply ``paint``: (text, cards used by kind, Colour tile kind or -1) (C-REST-2)."""
    t = s.tables
    hand = s.players[seat].hand
    found = [(c.name, {k: 1}, -1) for k, c in enumerate(t.cards) if c.paint == paint and hand[k]]
    pair = t.data.mix_of(paint)
    if pair:
        one = t.rulings["mix_needs_one_mixing_card"]
        firsts, seconds = ([k for k, c in enumerate(t.cards) if hand[k] and c.paint == primary
                            and (c.mixing or one and c.pile == MARKET)] for primary in pair)
        for a, b in product(firsts, seconds):
            if can_mix(t.cards[a], t.cards[b], one):
                found.append((t.cards[a].name + MIX_JOIN + t.cards[b].name, {a: 1, b: 1}, -1))
    tile = colour_tile(s, seat, paint)
    if tile is not None:
        found.append((TILE_SOURCE, {}, tile))
    return found


def can_mix(first, second, one_mixing_card: bool) -> bool:
    """Whether two cards of the primaries of a secondary mix (C-MIX-2, C-MIX-8): two mixing cards whose halves fit
    (C-MIX-7), or with the switch of C-RUL-21 a mixing card and a plain market card."""
    if first.mixing and second.mixing:
        return halves_fit(first.half, second.half)
    return one_mixing_card and (first.mixing or second.mixing) and first.pile == second.pile == MARKET


def halves_fit(first: str, second: str) -> bool:
    """C-MIX-7: edges are ignored while either says "any"; else one left half and one right half."""
    return "any" in (first, second) or {first, second} == {"left", "right"}


def colour_tile(s: State, seat: int, paint: str) -> int | None:
    """A Colour tile kind of ``paint`` that ``seat`` owns unused (C-ACT-5)."""
    tiles = s.players[seat].tiles
    return next((k for k, x in enumerate(s.tables.tiles) if x.kind == "colour" and x.colour == paint and tiles[k]),
                None)


def turn_tiles(s: State, seat: int) -> int:
    """Unused Turn+1 tiles ``seat`` owns (C-ACT-2)."""
    return sum(s.players[seat].tiles[k] for k in s.tables.turn_tiles)


def normal(s: State, action: Restore) -> Restore:
    """``action`` with each mix written in the order of its data row (R-mix+Y-mix, not Y-mix+R-mix)."""
    t = s.tables
    if action.fresco not in t.fresco_index or len(action.supplies) != 3:
        return action
    fixed = []
    for paint, text in zip(t.frescoes[t.fresco_index[action.fresco]].needs, action.supplies):
        parts = text.split(MIX_JOIN)
        pair = t.data.mix_of(paint)
        if len(parts) == 2 and pair and all(p in t.card_index for p in parts) \
                and t.cards[t.card_index[parts[0]]].paint == pair[1]:
            text = parts[1] + MIX_JOIN + parts[0]
        fixed.append(text)
    return action._replace(supplies=tuple(fixed))


def options(s: State, seat: int) -> tuple:
    """Every legal restoration now (C-REST-1..3): each face-up fresco, each way to pay it, each number of Turn+1
    tiles (C-RUL-19: past the cap too)."""
    if not allowed(s):
        return ()
    hand = s.players[seat].hand
    turns = range(turn_tiles(s, seat) + 1)
    found = []
    for slot in s.fresco_display:
        if slot is None:
            continue
        fresco = s.tables.frescoes[slot]
        ways = [supply_options(s, seat, paint) for paint in fresco.needs]
        for choice in product(*ways):
            if _affordable(hand, choice):
                found += [Restore(fresco.name, tuple(text for text, _, _ in choice), n) for n in turns]
    return tuple(found)


def _affordable(hand: list[int], choice) -> bool:
    used: dict[int, int] = {}
    for _, cards, _ in choice:
        for k, n in cards.items():
            used[k] = used.get(k, 0) + n
    return all(hand[k] >= n for k, n in used.items())


def steps(s: State, fresco, cards: dict[int, int], mixes: int, tiles_used: list[int], turns: int) -> tuple[int, bool]:
    """(the fresco's step, whether the favourite colour was used) (C-REST-5/6, C-MIX-3, C-FAV-2/4, C-RUL-13)."""
    t = s.tables
    bishops = sum(t.cards[k].bishops * n for k, n in cards.items())
    favourite = t.paints[s.favourite] if s.favourite is not None else None
    if t.rulings["favourite_by_card_colours"]:
        shown = {t.cards[k].paint for k in cards} | {t.tiles[k].colour for k in tiles_used}
        used = favourite in shown
    else:
        used = favourite in fresco.needs
    return min(t.data.max_steps, bishops + mixes + int(used) + turns), used


def restore(s: State, seat: int, action: Restore) -> None:
    """Restore one fresco (C-REST-1..7): the cards used are laid out, tiles spent are removed (C-ACT-1)."""
    t = s.tables
    p = s.players[seat]
    slot = next(i for i, f in enumerate(s.fresco_display) if f is not None and t.frescoes[f].name == action.fresco)
    fresco = t.frescoes[s.fresco_display[slot]]
    cards: dict[int, int] = {}
    tiles_used, mixes = [], 0
    for paint, text in zip(fresco.needs, action.supplies):
        if text == TILE_SOURCE:
            tiles_used.append(colour_tile(s, seat, paint))
            p.tiles[tiles_used[-1]] -= 1
            continue
        parts = text.split(MIX_JOIN)
        mixes += len(parts) == 2
        for part in parts:
            k = t.card_index[part]
            cards[k] = cards.get(k, 0) + 1
    step, used = steps(s, fresco, cards, mixes, tiles_used, action.turns)
    for k, n in cards.items():
        p.hand[k] -= n
        s.shown[k] += n
    for k in tiles_used:
        s.tiles_removed[k] += 1
    for _ in range(action.turns):
        k = s.owns(p, t.turn_tiles)
        p.tiles[k] -= 1
        s.tiles_removed[k] += 1
    s.fresco_display[slot] = None
    p.restored.append((t.fresco_index[fresco.name], step))
    s.restored_now += 1
    s.passes = 0
    s.note("C-REST-5", "restore", seat, fresco.name, step, fresco.values[step], mixes, action.turns, len(tiles_used))
    if used:
        s.favourite_used = True
        if t.rulings["favourite_per_fresco"]:
            _replace(s)
    s.step = "reward" if any(x is not None for x in s.tile_display) else "more"
    if s.step == "more":
        s.note("C-RUL-11", "no_reward", seat)


def why_not(s: State, seat: int, action: Restore) -> IllegalAction:
    """Why a restoration is refused, naming the rule it breaks."""
    t = s.tables
    up = [t.frescoes[f].name for f in s.fresco_display if f is not None]
    if action.fresco not in up:
        return IllegalAction("C-REST-1", "cards_fresco_not_up", fresco=repr(action.fresco), up=", ".join(up))
    if s.step == "more" and s.double and s.restored_now >= 2:
        return IllegalAction("C-RUL-17", "cards_double_limit")
    fresco = t.frescoes[t.fresco_index[action.fresco]]
    if len(action.supplies) != len(fresco.needs):
        return IllegalAction("C-REST-2", "cards_supply_count", fresco=fresco.name, needs=" ".join(fresco.needs),
                             n=len(action.supplies))
    hand = s.players[seat].hand
    used: dict[int, int] = {}
    for paint, text in zip(fresco.needs, action.supplies):
        if text == TILE_SOURCE:
            if colour_tile(s, seat, paint) is None:
                return IllegalAction("C-ACT-5", "cards_no_colour_tile", name=s.players[seat].name, paint=paint)
            continue
        parts = text.split(MIX_JOIN)
        for part in parts:
            if part not in t.card_index:
                return IllegalAction("C-REST-2", "cards_no_card", card=repr(part),
                                     cards=", ".join(c.name for c in t.cards))
            used[t.card_index[part]] = used.get(t.card_index[part], 0) + 1
        refusal = _mix_refusal(s, paint, parts) if len(parts) == 2 else None
        if refusal:
            return refusal
        if len(parts) > 2:
            return IllegalAction("C-MIX-2", "cards_mix_two", text=repr(text))
        if len(parts) == 1 and t.cards[t.card_index[text]].paint != paint:
            return IllegalAction("C-REST-2", "cards_wrong_paint", card=text, shows=t.cards[t.card_index[text]].paint,
                                 paint=paint)
    for k, n in used.items():
        if hand[k] < n:
            return IllegalAction("C-REST-2", "cards_short", name=s.players[seat].name, n=n, card=t.cards[k].name,
                                 held=hand[k])
    if action.turns > turn_tiles(s, seat) or action.turns < 0:
        return IllegalAction("C-ACT-2", "cards_turn_tiles", name=s.players[seat].name, turns=action.turns,
                             owned=turn_tiles(s, seat))
    return IllegalAction("C-REST-3", "not_possible_now", action=str(action))


def _mix_refusal(s: State, paint: str, parts: list[str]) -> IllegalAction | None:
    """C-MIX-2, C-MIX-7, C-MIX-8: two mixing cards of the two primaries that make ``paint`` (C-RUL-21: with its
    switch, one mixing card and a plain market card)."""
    t = s.tables
    a, b = (t.cards[t.card_index[p]] for p in parts)
    pair = t.data.mix_of(paint)
    if pair is None:
        return IllegalAction("C-MIX-8", "cards_mix_primary", paint=paint)
    if not (a.mixing and b.mixing):
        if not t.rulings["mix_needs_one_mixing_card"]:
            return IllegalAction("C-MIX-8", "cards_mix_cards", cards=" + ".join(parts))
        if not can_mix(a, b, True):
            return IllegalAction("C-MIX-8", "cards_mix_one_card", cards=" + ".join(parts))
    if {a.paint, b.paint} != set(pair) or a.paint == b.paint:
        return IllegalAction("C-MIX-2", "cards_mix_paints", paint=paint, first=pair[0], second=pair[1],
                             cards=" + ".join(parts))
    if a.mixing and b.mixing and not halves_fit(a.half, b.half):
        return IllegalAction("C-MIX-7", "cards_mix_halves", cards=" + ".join(parts))
    return None


# -- "reward" ---------------------------------------------------------------------------------------------------
def reward_options(s: State, seat: int) -> tuple:
    t = s.tables
    kinds = sorted({k for k in s.tile_display if k is not None})
    return tuple(Reward(t.tiles[k].name) for k in kinds)


def reward(s: State, seat: int, action: Reward) -> None:
    """Take one face-up action tile and keep it face up (C-REST-8); its slot is refilled after the action."""
    t = s.tables
    kind = t.tile_index[action.tile]
    s.tile_display[s.tile_display.index(kind)] = None
    s.players[seat].tiles[kind] += 1
    s.note("C-REST-8", "reward", seat, kind)
    s.step = "more"


def reward_why_not(s: State, seat: int, action: Reward) -> IllegalAction:
    t = s.tables
    up = ", ".join(t.tiles[k].name for k in s.tile_display if k is not None)
    return IllegalAction("C-REST-8", "cards_tile_not_up", tile=repr(action.tile), up=up)


# -- "more" -----------------------------------------------------------------------------------------------------
def more_options(s: State, seat: int) -> tuple:
    return options(s, seat) + demand_options(s) + (Done(),)


def done(s: State, seat: int, action: Done) -> None:
    """End the restore action (C-REST-10); a Double action that restored nothing goes on to phase 3."""
    s.step = "finish_restore" if s.restored_now else "phase3"
    if not s.restored_now:
        s.double = False


def finish(s: State) -> None:
    """C-REST-10: the cards used go to their discards; the action display refills to 3, then the fresco display to
    4, slot by slot (C-RUL-24); then the favourite colour (step "favourite")."""
    t = s.tables
    for kind, n in enumerate(s.shown):
        if n:
            s.discards[t.cards[kind].pile][kind] += n
    s.shown = [0] * len(t.cards)
    s.draws += [("tile", i) for i, k in enumerate(s.tile_display) if k is None]
    s.draws += [("fresco", i) for i, f in enumerate(s.fresco_display) if f is None]
    s.step = "favourite"


def replace_favourite(s: State) -> None:
    """C-FAV-3: a favourite colour used in the action is replaced once, at the end (C-RUL-12)."""
    if s.favourite_used:
        _replace(s)
    s.restored_now = 0
    s.double = False
    s.step = "check_end"


def _replace(s: State) -> None:
    s.favourite_used = False
    if s.favourite is not None:
        s.note("C-FAV-3", "favourite_removed", s.favourite)
        s.favourite = None
        s.favourites_removed += 1
        s.draws.append(("favourite",))
