"""Fresco: the card game's heuristic bot: it keeps the cards the face-up frescoes need, sees only what its seat sees,
plays every setting legally and beats the greedy bot on paired seeds."""
from cards_support import conserved, same_choice_on_a_redealt_table, table
from fresco_nb.bots.base import make_bot
from fresco_nb.games.fresco_cards import new_game
from fresco_nb.games.fresco_cards.bots import GreedyBot
from fresco_nb.games.fresco_cards.heuristic import HeuristicBot


def test_C_TURN_6_heuristic_discards_the_card_no_face_up_fresco_needs():
    # the frescoes need red, yellow, blue, orange and green; nobody needs purple
    game = table(2, hands={0: {"R-m": 2, "Y-m": 2, "B-m": 2, "O-1": 1, "P-1": 1}},
                 frescoes=["F-01", "F-02", "F-05", "F-06"], favourite="R")
    game.apply("pass")
    assert game.decision.kind == "discard" and game.decision.painter == 0
    for seed in range(5):
        assert str(HeuristicBot(seed).choose(game, 0)) == "discard P-1"


def test_C_REST_5_heuristic_pays_with_the_card_that_turns_the_fresco():
    # F-06 needs R B G: green from pile III carries a bishop symbol (one step more) than green from pile I
    game = table(2, hands={0: {"R-m": 1, "B-m": 1, "G-1": 1, "G-3m": 1}}, frescoes=["F-06", "F-01", "F-02", "F-03"],
                 favourite="Y")
    assert str(HeuristicBot(1).choose(game, 0)) == "restore F-06 R-m B-m G-3m"


def test_C_HID_heuristic_decides_on_its_seats_view_only():
    assert same_choice_on_a_redealt_table(lambda: HeuristicBot(5), ("action", "lay", "discard")) > 5


def test_heuristic_plays_every_setting_legally_and_counts_every_card():
    for players in (2, 3, 4):
        game = new_game(players, seed=players)
        bot = make_bot("heuristic", players, game="fresco_cards")
        while not game.over:
            seat = game.decision.seats[0]
            game.apply(bot.choose(game, seat), seat)
            conserved(game)
        assert not game.result()["stalled"]


def test_heuristic_beats_greedy_on_paired_seeds():
    wins, margin, games = 0.0, 0, 0
    for seed in range(8):
        for seat in (0, 1):                          # the same deal with the heuristic in each seat
            game = new_game(players=2, seed=seed)
            bots = [HeuristicBot(seed) if s == seat else GreedyBot(seed) for s in (0, 1)]
            while not game.over:
                s = game.decision.seats[0]
                game.apply(bots[s].choose(game, s), s)
            result = game.result()
            wins += (seat in result["winners"]) / len(result["winners"])
            margin += result["scores"][seat] - result["scores"][1 - seat]
            games += 1
    assert wins / games >= 0.6 and margin > 0, (wins, games, margin)
