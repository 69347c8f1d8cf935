"""Setup (C-SET-1..8): the piles sorted and face down, the discards empty, and the setup's draws queued in the
order of C-RUL-24: the top card of workshop piles I..III when they lie face up (the switch of C-RUL-6), the fresco
display slot by slot, the favourite colour, the action display, then 5 cards per
seat, seat by seat from the start player."""
from __future__ import annotations

from .state import PILES, Player, State, Tables


def new_state(t: Tables, names: list[str], start_seat: int, record: bool) -> State:
    """The table before the first draw, with every setup draw pending."""
    data = t.data
    decks = [[len(c.ids) if c.pile == pile else 0 for c in t.cards] for pile in PILES]
    players = [Player(seat, names[seat], [0] * len(t.cards), [0] * len(t.tiles)) for seat in range(t.players)]
    s = State(t, players, decks, [[0] * len(t.cards) for _ in PILES], [1] * len(t.frescoes),
              [None] * data.fresco_display, [len(x.ids) for x in t.tiles], [None] * data.action_display,
              [0] * len(t.tiles), [sum(n for c, n in data.favourites if c == p) for p in t.paints], None, 0, start_seat,
              current=start_seat, record=record, laid=[0] * len(t.cards), resolved=[0] * len(t.cards),
              shown=[0] * len(t.cards))
    s.note("C-SET-1", "setup", t.players)
    s.note("C-SET-7", "start_player", start_seat)
    s.draws += [("top", pile) for pile in PILES if s.face_up(pile)]
    s.draws += [("fresco", slot) for slot in range(data.fresco_display)]
    s.draws.append(("favourite",))
    s.draws += [("tile", slot) for slot in range(data.action_display)]
    for k in range(t.players):
        seat = (start_seat + k) % t.players
        s.draws += [("hand", seat, 0, "C-SET-8")] * data.hand_start
    s.step = "begin"
    return s
