"""The heuristic bot: each decision takes the option whose outcome values best (:mod:`.valuation`), plans and
wake-up times from a round played through in the head (:mod:`.planning`), Leonardo's choices against the
opponent."""
from __future__ import annotations

from .....bots.base import Bot
from ...rules.actions import (BishopJump, BuyTiles, CloseStall, FulfilRequest, Mix, MoveBishop, RestoreAltar,
                              RestorePart, TakePortrait)
from .choices import (altar_gain, best_purchase, best_restoration, cathedral_turn, mixed, purchase_gain,
                      restore_gain)
from .planning import Planner, mood_gain, plan_shapes, portrait_worth, request_value
from .table import Holdings, SeatView, book_of, step_target
from .tuning import (CLOSE_PER_PAINT, CLOSE_STALL, EARLY_SLOT, FALLBACK_PRICE, FOLLOW_UP, FOLLOW_UP_DEPTH,
                     LEO_BEFORE_ME, LEO_BEFORE_OPPONENT, LEO_CAN_WIN_REQUEST, LEO_NEAR_MINE, LEO_OWN_PURCHASE,
                     LEO_PORTRAIT, LEO_PORTRAIT_VP, LEO_REQUEST_NEAR, LEO_TAKE_VALUE, MIX_THRESHOLD, PAINTER_BEFORE,
                     SLOT_BASE, SLOT_MOOD, SLOT_PRICE, STALLS_PER_PAINTER, UNDECIDED_EARLIER, UNUSABLE)
from .valuation import card_value, horizon_at, paint_value, thaler_value, tile_cost


class HeuristicBot(Bot):
    """Plans like a person: target tiles, paints bought at a sensible price and mixed toward them, the bishop,
    the altar late or with spare paints, the theatre when the mood sinks, the studio when poor, portraits and
    requests worth taking, and Leonardo's choices against the opponent."""
    name = "heuristic"

    def __init__(self, seed: int | str = 0, fast: bool = False):
        super().__init__(seed)
        self.fast = fast         # wake-up times judged from one played-through round (the search's rollouts)

    def choose_among(self, game, seat: int, options: list):
        decision = game.decision
        view = SeatView(game, seat, book_of(game))
        if decision.kind == "plan" and not decision.for_leonardo:
            return self._plan(view, seat, options)
        return self._best(self._scores(game, view, seat, options))

    # -- scoring the options of a decision (the search bot ranks its candidates with these) ----------------
    def rank(self, game, seat: int, options) -> list[tuple[float, object]]:
        """(value, action) for each option, best first, where the bot has an opinion; else the options as listed."""
        scored = self._scores(game, SeatView(game, seat, book_of(game)), seat, options)
        scored.sort(key=lambda va: -va[0])
        return scored

    def _scores(self, game, view, seat, options) -> list[tuple[float, object]]:
        """(value, action) for each option, in the order listed (0 for each where the bot has no opinion)."""
        decision = game.decision
        if decision.for_leonardo:
            return self._leonardo_scores(game, view, seat, decision.painter, options)
        if decision.kind == "place":
            return [(1.0 if a.ahead else 0.0, a) for a in options]
        method = SCORES.get(decision.kind)
        return getattr(self, method)(view, seat, options) if method is not None else [(0.0, a) for a in options]

    @staticmethod
    def _best(scored):
        best, best_value = None, float("-inf")
        for value, action in scored:
            if value > best_value:
                best, best_value = action, value
        return best

    # -- wake-up (R-WAKE) --------------------------------------------------------------------------------
    def _wake_scores(self, view, seat, options):
        me = Holdings.of(view, seat)
        planner = Planner(view, me, seat)
        book = view.book
        taken = {i for i, slot in enumerate(view.inn) if slot["painter"] is not None}
        undecided = [q for q in view.wake_queue if q != seat]
        free = [i for i in range(len(view.inn)) if i not in taken]
        scored = []
        for action in options:
            slot = book.inn[action.slot]
            mood = min(book.top, max(0, me.mood + slot.mood))
            apprentices = book.base_apprentices + book.zones[mood]
            before = sum(1 for i in taken if i < action.slot)
            earlier_free = sum(1 for i in free if i < action.slot)
            if free:
                before += len(undecided) * earlier_free / max(1, len(free) - 1) * UNDECIDED_EARLIER
            removed = self._removed(view, seat, before)
            value, _ = planner.best_plan(apprentices, slot.price, removed, mood, self.fast)
            value += EARLY_SLOT * (len(book.inn) - action.slot) * (1 if before < 1 else 0)
            scored.append((value, action))
        return scored

    def _removed(self, view, seat, before: float) -> float:
        """Stalls expected to be gone when this painter reaches the market."""
        stalls = sum(1 for s in view.stalls if s)
        return min(max(0, stalls - 1), STALLS_PER_PAINTER * before)

    # -- planning (R-PLAN) ------------------------------------------------------------------------------
    def _plan(self, view, seat, options):
        planner, price, removed, mood = self._planning(view, seat)
        counts = planner.best_plan(view.players[seat]["apprentices"], price, removed, mood)[1]
        legal = {a.counts: a for a in options}
        return legal.get(counts) or self._best(self._plan_scores(view, seat, options))

    def _planning(self, view, seat):
        """A planner for this round: (planner, price, stalls expected gone, mood)."""
        me = Holdings.of(view, seat)
        p = view.players[seat]
        price = view.inn[p["inn_slot"]]["price"]
        position = view.order.index(seat) if seat in view.order else 0
        before = 0.0
        for q in view.order[:position]:
            if view.players[q]["automaton"]:
                before += 0.0 if self._controls_leonardo(view, seat) else 1.0
            else:
                before += PAINTER_BEFORE
        return Planner(view, me, seat), price, self._removed(view, seat, before), me.mood

    def _plan_scores(self, view, seat, options):
        planner, price, removed, mood = self._planning(view, seat)
        legal = {a.counts: a for a in options}
        scored = []
        for counts in plan_shapes(view.players[seat]["apprentices"], view.book.data.spaces_per_location):
            if counts in legal:
                scored.append((planner.value(counts, price, removed, mood), legal[counts]))
        return scored or [(0.0, options[0])]

    @staticmethod
    def _controls_leonardo(view, seat) -> bool:
        leo = view.shown.get("leonardo")
        return bool(leo) and leo["controller"] == view.players[seat]["name"]

    # -- market (R-MKT) ---------------------------------------------------------------------------------
    def _market_scores(self, view, seat, options):
        me = Holdings.of(view, seat)
        p = view.players[seat]
        c = p["plan"][1] if p["plan"] else 1
        horizon = horizon_at(view, "start", max(1, c))
        price = view.inn[p["inn_slot"]]["price"]
        pv_now = paint_value(me.paints, horizon)
        return _by_type(options, {
            BuyTiles: lambda a: purchase_gain(view, me, horizon, view.stalls[a.stall], a.slots, price, pv_now)[0],
            CloseStall: lambda a: CLOSE_STALL + CLOSE_PER_PAINT * self._deny(view, seat, a.stall)})

    def _deny(self, view, seat, stall) -> float:
        """How good a stall looks to the others: the unmixed paints in its tiles (a secondary counts two), for
        closing it."""
        book = view.book
        return sum(book.primaries_in(book.market[t]) for t in view.stalls[stall])

    # -- cathedral (R-CATH, R-ALT, R-POR-6) ------------------------------------------------------------------
    def _cathedral_scores(self, view, seat, options):
        me = Holdings.of(view, seat)
        remaining = max(1, view.remaining)
        horizon = horizon_at(view, "start" if view.visit == 1 else "end", remaining)    # last round: the second visit
        bishop = view.bishop
        book = view.book
        step_cost = thaler_value(me.thalers, view) - thaler_value(me.thalers - book.data.bishop_step_cost, view)
        jump_cost = thaler_value(me.thalers, view) - thaler_value(me.thalers - me.powers.get("provost", 0), view)
        follow = remaining - 1

        def followed(value, paints, horizon_after, bishop_after) -> float:
            """A restoration's value and that of the cathedral turns after it (from its paints and bishop)."""
            if follow <= 0:
                return value
            me_after = me.copy()
            me_after.paints = paints
            turns = cathedral_turn(view, me_after, horizon_after, bishop_after, min(follow, FOLLOW_UP_DEPTH))
            return value + turns[0] * FOLLOW_UP

        def part(a) -> float:
            got = restore_gain(view, me, horizon, a.part, bishop)
            return UNUSABLE if got is None else followed(got[0], got[1], got[2], a.part)

        def altar(a) -> float:
            got = altar_gain(view, me, horizon, a.paints)
            return UNUSABLE if got is None else followed(got[0], got[1], horizon, bishop)

        def step(a) -> float:
            got = best_restoration(view, me, horizon, step_target(bishop, a.direction), altar=False)
            return UNUSABLE if got[1] is None else followed(got[0] - step_cost, got[2], got[3], got[1])

        def jump(a) -> float:
            if view.remaining <= 0:
                return UNUSABLE
            got = best_restoration(view, me, horizon, a.part, altar=False)
            return UNUSABLE if got[1] is None else followed(got[0] - jump_cost, got[2], got[3], got[1])
        return _by_type(options, {RestorePart: part, RestoreAltar: altar, MoveBishop: step, BishopJump: jump})

    # -- studio (R-STU, R-POR-2) ------------------------------------------------------------------------
    def _studio_scores(self, view, seat, options):
        me = Holdings.of(view, seat)
        horizon = horizon_at(view, "mid")
        pv_now = paint_value(me.paints, horizon)
        book = view.book

        def portrait(a) -> float:
            card = book.portraits[a.card]
            value = card.vp + book.thaler * (card.thalers - book.data.studio_thalers)
            if card.kind == "permanent":
                return value + card_value(card.effect, view)
            value += paint_value(me.paints_with(card.paints + a.choice), horizon) - pv_now
            return value + mood_gain(view, me, card) if card.effect == "muse" or card.mood else value
        return _by_type(options, {TakePortrait: portrait})

    # -- workshop (R-WKS, R-REQ) --------------------------------------------------------------------------
    def _workshop_scores(self, view, seat, options):
        me = Holdings.of(view, seat)
        horizon = horizon_at(view, "end")
        pv_now = paint_value(me.paints, horizon)
        outputs = view.book.mix_outputs
        return _by_type(options, {
            Mix: lambda a: paint_value(mixed(me.paints, outputs[a.output]), horizon) - pv_now - MIX_THRESHOLD,
            FulfilRequest: lambda a: self._request_value(view, me, a)})

    def _request_value(self, view, me, action) -> float:
        stack = view.requests.get(action.kind) if view.requests else None
        return request_value(view, stack[-1]) if stack else UNUSABLE

    def _paint_scores(self, view, seat, options):
        me = Holdings.of(view, seat)
        horizon = horizon_at(view, "start")
        return [(paint_value(me.paints_with((a.paint,)), horizon), a) for a in options]

    # -- Leonardo, two players (R-LEO) -------------------------------------------------------------------
    def _leonardo_scores(self, game, view, seat, leo, options):
        """Leonardo's choices made to hurt the opponent (the other player) and help his controller."""
        opp = next(q for q in range(len(view.players)) if q not in (seat, leo))
        kind = game.decision.kind
        can_win = game.rulings.get("leonardo_can_win", False)
        scored = []
        if kind == "place":
            return [(1.0 if a.ahead != can_win else 0.0, a) for a in options]
        if kind == "wake":
            opp_undecided = opp in view.wake_queue
            for a in options:
                value = 0.0
                if opp_undecided:
                    value += self._slot_appeal(view, a.slot)            # deny the opponent his best slot
                opp_slot = view.players[opp]["inn_slot"]
                if opp_slot is not None and a.slot < opp_slot:
                    value += LEO_BEFORE_OPPONENT                        # act before him: close his stall, take his tile
                my_slot = view.players[seat]["inn_slot"]
                if my_slot is not None and a.slot < my_slot:
                    value -= LEO_BEFORE_ME                              # Leonardo's tile and bishop move before mine
                scored.append((value, a))
            return scored
        if kind == "market":           # (Leonardo closes a stall, R-LEO-5)
            me = Holdings.of(view, seat)
            horizon = horizon_at(view, "start")
            slot = view.players[seat]["inn_slot"]
            price = view.inn[slot]["price"] if slot is not None else FALLBACK_PRICE
            order = view.order
            mine_done = seat in order and leo in order and order.index(seat) < order.index(leo)
            for a in options:
                deny = self._deny(view, seat, a.stall)
                own = 0.0 if mine_done else best_purchase(view, me, horizon, view.stalls[a.stall],
                                                          view.book.data.spaces_per_location, price)[0]
                scored.append((deny - LEO_OWN_PURCHASE * own, a))
            return scored
        if kind == "cathedral":
            me = Holdings.of(view, seat)
            horizon = horizon_at(view, "start")
            order = view.order
            i_follow = seat in order and order.index(seat) > order.index(leo) and view.players[seat]["plan"] \
                and view.players[seat]["plan"][1] > 0
            for a in options:
                value, need, spots, cubes = view.book.fresco[view.fresco[a.part]]
                lack, mixes, _ = tile_cost(view.book, me.paints, need)
                mine = value if lack == 0 else value * LEO_NEAR_MINE if lack <= 1 else 0.0
                score = LEO_TAKE_VALUE * value - mine                      # take what the opponent may want, not mine
                if can_win:
                    score -= value + view.book.real_bonus[view.bishop][a.part]
                if i_follow:                                    # the bishop lands there before my restorations
                    best = best_restoration(view, me, horizon.without(view, a.part, a.part), a.part, altar=False)
                    score += best[0]
                scored.append((score, a))
            return scored
        if kind == "studio":
            me = Holdings.of(view, seat)
            for a in options:
                card = view.book.portraits[a.card]
                vp_weight = -1 if can_win else LEO_PORTRAIT_VP
                scored.append((portrait_worth(view, me, card) * LEO_PORTRAIT + card.vp * vp_weight, a))
            return scored
        if kind == "workshop":
            opp_backs = [tuple(b) for b in view.players[opp]["tile_backs"]]
            my_backs = Holdings.of(view, seat).backs
            for a in options:
                if isinstance(a, FulfilRequest):
                    opp_near = sum(1 for b in opp_backs if a.kind == "general" or a.kind in b)
                    my_near = sum(1 for b in my_backs if a.kind == "general" or a.kind in b)
                    scored.append((LEO_REQUEST_NEAR * opp_near - LEO_REQUEST_NEAR * my_near
                                   - (LEO_CAN_WIN_REQUEST if can_win else 0.0), a))
                else:
                    scored.append((0.0, a))
            return scored
        return [(0.0, a) for a in options]

    def _slot_appeal(self, view, slot: int) -> float:
        """How much a painter usually wants a wake-up slot: cheap paints and a better mood."""
        s = view.book.inn[slot]
        return SLOT_MOOD * s.mood - SLOT_PRICE * s.price + SLOT_BASE


def _by_type(options, values: dict) -> list[tuple[float, object]]:
    """(value, action) for each option: ``values[type(action)](action)``, 0 for an action of another type."""
    return [(values[type(a)](a) if type(a) in values else 0.0, a) for a in options]


# the bot's method scoring the options of each kind of decision (Game.decision.kind)
SCORES = {"wake": "_wake_scores", "plan": "_plan_scores", "income": "_paint_scores", "market": "_market_scores",
          "cathedral": "_cathedral_scores", "studio": "_studio_scores", "workshop": "_workshop_scores"}
