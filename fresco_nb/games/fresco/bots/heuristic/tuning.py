"""The heuristic bot's own judgement: every number it estimates or weighs options with, named, in one place.

None of these is a fact of the game: those (thalers per VP, spaces per location, portraits turned up per round,
a request's income, the mixing table, bonuses, prices ...) are read from ``game.data`` and ``game.tables``. These
are the bot's guesses, tuned by playing it (``benchmarks/ladder.py``); values are in VP unless a line says
otherwise. Changing one changes how the bot plays, and so the golden games (``tests/golden/``).
"""

# -- what a position is worth (valuation.py) ---------------------------------------------------------------
LIQUIDITY = 0.12         # extra worth of each of the first thalers while there is still a market to buy at ...
LIQUID_THALERS = 10      # ... for at most this many thalers
ACTION = 1.0             # what a cathedral apprentice could earn elsewhere (a studio apprentice: 1.5 VP)
MIX_COST = 0.45          # a mix: a quarter of a workshop apprentice
CUBE_COST = 0.9          # what an unmixed paint costs to get (market price + apprentice)
LATER_BONUS = 1.3        # bishop bonus expected for a tile restored in a later round
WAIT = 0.9               # a restoration a round later is worth a little less (others may take the tile)
LONG_MIXING = 4          # a tile needing more mixes than this waits a round more
APPRENTICE = 1.6         # one apprentice more for a round
SECOND_WAKE = 0.5        # the mood's worth at the wake-up after next, as a share of its worth at the next
LEFTOVER = ((0.75, 1.7, 3.2, 4.6),   # primaries, secondaries, pink, brown not allotted to a tile: 2+ rounds left
            (0.6, 1.5, 3.2, 4.6),    # one round after this one
            (0.45, 1.4, 3.4, 5.0))   # last round (altar worth); by SeatView.nearness
GENERAL_SPOT = 0.4       # a tile's back while a general request is open (any tile counts toward it)
SPECIAL_SPOT = 1.2       # a tile's back with the spot of an open special request
INCOME_PAINT = 0.6       # the paint of a request's income
BONUSES_PER_ROUND = 0.9  # bishop bonuses a painter scores per round (each brings the Abbot's VP)
PROVOST_PER_ROUND = 1.3  # what the Provost's jump brings per round
ACTOR_PER_ROUND = 0.5    # what the Actor's extra theatre steps bring per round ...
ACTOR_ROUNDS = 3         # ... for at most this many rounds

# -- the pace of the game (table.py) -------------------------------------------------------------------------
RESTORATIONS_FOUR = 3.0  # fresco parts restored per round with four painters ...
RESTORATIONS_FEWER = 2.5  # ... and with three (Leonardo counted)

# -- planning a round (planning.py) ------------------------------------------------------------------------
PORTRAIT_SHARE = 0.6     # share of the best face-up portrait's worth a studio apprentice counts on
CHOSEN_PRIMARY = 1.3     # a primary of the owner's choice (a portrait's), against a leftover primary
FAST_PRICE = 2           # the market price (thalers) a round is played through at when judged fast (rollouts)
STALL_GONE = 0.6         # judged fast: VP lost per stall expected gone before the painter reaches the market
REQUEST_APPRENTICE = 1.0  # the workshop apprentice a request takes, which could have mixed instead

# -- the decisions (bot.py, choices.py) --------------------------------------------------------------------
UNDECIDED_EARLIER = 0.6  # chance weight that a painter still to wake takes a free slot before this one
STALLS_PER_PAINTER = 0.85  # stalls a painter acting before at the market takes or closes
PAINTER_BEFORE = 0.8     # a painter before in the action order, counted as a market visit before this one
EARLY_SLOT = 0.05        # per slot: an earlier wake-up when nobody is expected before (a tie-break)
CLOSE_STALL = -0.05      # closing a stall for its own sake ...
CLOSE_PER_PAINT = 0.01   # ... a little better per unmixed paint it keeps from the others
FOLLOW_UP = 0.9          # the next restorations of the same cathedral visit, discounted ...
FOLLOW_UP_DEPTH = 2      # ... looked ahead this many
MIX_THRESHOLD = 0.02     # a mix must gain more than this (else the apprentice passes)
MIX_PLAYED_THROUGH = 0.01  # the least gain a mix must bring when a round is played through
UNUSABLE = -1.0          # an option the bot sees no use for (no tile to take, no paints to pay)
FALLBACK_PRICE = 2       # the market price (thalers) assumed when the controller has no wake-up slot yet

# -- Leonardo's choices, two players (bot.py) ------------------------------------------------------------
LEO_BEFORE_OPPONENT = 1.0   # Leonardo acts before the opponent: closes his stall, takes his tile first
LEO_BEFORE_ME = 0.3         # against: Leonardo acts before his controller (his tile and bishop move first)
LEO_OWN_PURCHASE = 2.0      # weight of the controller's own purchase kept, against the opponent's denied
LEO_NEAR_MINE = 0.5         # a tile the controller lacks one paint for, as a share of its value
LEO_TAKE_VALUE = 0.3        # share of a tile's value: taken from the opponent
LEO_PORTRAIT = 0.5          # share of a portrait's worth to the opponent, denied
LEO_PORTRAIT_VP = 0.2       # per VP Leonardo scores with the portrait (unless Leonardo can win: -1)
LEO_REQUEST_NEAR = 0.5      # per tile back of a request's kind the opponent (less the controller) holds
LEO_CAN_WIN_REQUEST = 2.0   # a request Leonardo scores, when Leonardo can win
SLOT_MOOD = 0.6             # a wake-up slot's appeal to the opponent: per mood step ...
SLOT_PRICE = 0.4            # ... less per thaler of its price ...
SLOT_BASE = 2.0             # ... from this base
