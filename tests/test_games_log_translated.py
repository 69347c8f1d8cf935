"""Azul: Summer Pavilion's and the card game's log lines and action sentences come from the catalogue, as Fresco's do:
with the test language of ``test_widgets_translated`` (every word of the catalogue replaced), no English word is left
in a whole game's log nor in the sentence of any legal action along the way, for 2, 3 and 4 players; every event the
rules can note has a sentence; the English texts are byte for byte those recorded in ``tests/golden/logs/``; and the
English sentences take the article, the number and the possessive they need, for the seat they are for. Re-record
(only for a change meant to alter the English wording): ``.venv/bin/python tests/test_games_log_translated.py``.
"""
from __future__ import annotations

import importlib
import json
import random
import re
from pathlib import Path

import pytest

from cards_support import play, table
from fresco_nb.games import new_game
from fresco_nb.games.azul_sp.state import EMPTY
from fresco_nb.texts import Catalogue
from test_log_catalogue import english_folder  # noqa: F401 (a fixture)
from test_widgets_translated import _RULE_ID, _WORD, MARK, english_words, test_language  # noqa: F401 (a fixture)

GOLDEN = Path(__file__).parent / "golden" / "logs"
# (game, players, seed, options): every player count of both games, Azul's grey side, face-up workshop piles (C-RUL-6)
GAMES = [("azul_sp", 2, 21, {}), ("azul_sp", 3, 22, {}), ("azul_sp", 4, 23, {"side": "grey"}),
         ("fresco_cards", 2, 24, {}), ("fresco_cards", 3, 25, {}), ("fresco_cards", 4, 26, {}),
         ("fresco_cards", 3, 27, {"rulings": {"workshop_face_up": True}})]
KEYS = {"azul_sp": "azul_", "fresco_cards": "cards_"}     # the prefix of a game's [log] and [describe] entries


def rare_events(name: str, game) -> list[tuple]:
    """Events random play seldom reaches, with arguments of the shapes the rules note them with."""
    if name == "azul_sp":
        return [("A-PLACE-13", "shortfall", 0, 3, 1), ("A-RUL-3", "nothing_to_draw", "supply", 2),
                ("A-ROUND-2", "nothing_to_draw", "factory", 1), ("A-RUL-4", "bonus_declined", 1, 2),
                ("A-END-5", "winners", (0,)), ("A-END-5", "winners", (0, 1)), ("A-RUL-1", "start_stays", 1),
                ("A-RUL-1", "start_passes_on", 0), ("A-PLACE-16", "pass", 0, 1, 0, 0),
                ("A-END-3", "star_complete", 0, 0, 12), ("A-VAR-6", "star_complete", 1, 3, 8),
                ("A-RUL-2", "shortfall_drawn", 0, 3, 1), ("A-RUL-2", "bonus_drawn", 0, 2),
                ("A-RUL-3", "nothing_to_draw", "bonus", 2), ("A-RUL-4", "bag_bonus_declined", 0, 3)]
    return [("C-RUL-3", "nothing_to_draw", "hand", 0), ("C-RUL-10", "nothing_to_draw", "fresco", None),
            ("C-RUL-11", "nothing_to_draw", "tile", None), ("C-FAV-1", "nothing_to_draw", "favourite", None),
            ("C-RUL-10", "no_fresco_left"), ("C-RUL-25", "stalled", 9), ("C-RUL-5", "symbols_lost", 0, 2),
            ("C-ACT-3", "shows_hand", 1, 0, "G"), ("C-ACT-3", "gives", 1, 0, "G"), ("C-RUL-11", "no_reward", 0),
            ("C-END-5", "winners", (0,)), ("C-END-5", "winners", (0, 1)), ("C-EXCH-9", "reshuffle", 2, 5),
            ("C-REST-5", "restore", 0, "F-01", 2, 5, 1, 1, 1), ("C-TURN-6", "discard", 0, 0),
            ("C-RUL-6", "top_up", 2, 12)]


def rare_moves(name: str, game, lang: str) -> list[str]:
    """The sentences of moves random play seldom offers: declining the rest of Azul's reward, and once the supply is
    empty drawing it from the bag or declining it (A-RUL-2, A-RUL-4); going on without a Demand in the card game."""
    if name == "azul_sp":
        s = game.state
        s.phase = "bonus"
        moves = [game.describe("pass", 0, lang=lang)]
        s.supply, s.owed = [EMPTY] * len(s.supply), 2
        return moves + [game.describe(move, 0, lang=lang) for move in ("bonus-from-bag", "pass")]
    return [game.describe("continue", 0, lang=lang)]


def played_texts(name: str, players: int, seed: int, options: dict, lang: str = "en") -> dict[str, list[str]]:
    """A seeded random game of ``name`` played to its end, draws too, by players who pass only when nothing else is
    legal (so that structures are completed and Demands answered): its whole log, the different sentences of the
    legal actions of every decision and draw, the log of the rare events and the rare moves, all in ``lang``."""
    game = new_game(game=name, players=players, seed=seed, auto_chance=False, **options)
    rng = random.Random(seed)
    described = []
    while not game.over:
        seat = game.decision.seats[0] if game.decision.seats else None
        legal = game.legal_actions(seat)
        described += [game.describe(action, seat, lang=lang) for action in legal]
        game.apply(rng.choice([action for action in legal if action.tag != "pass"] or legal), seat)
    log = game.log_text(lang=lang)
    assert game.log_text(40, lang=lang) == log[40:]
    mark = len(game.log)
    game.state.log.extend((game.state.round, *event) for event in rare_events(name, game))
    return {"log": log, "describe": sorted(set(described)), "rare": game.log_text(mark, lang=lang),
            "rare_moves": rare_moves(name, game, lang)}


def golden_path(name: str, players: int, seed: int) -> Path:
    return GOLDEN / f"{name}-p{players}-s{seed}.json"


@pytest.mark.parametrize("name, players, seed, options", GAMES, ids=lambda v: str(v))
def test_the_english_log_and_sentences_are_those_recorded(name, players, seed, options):
    kept = json.loads(golden_path(name, players, seed).read_text(encoding="utf-8"))
    assert played_texts(name, players, seed, options) == kept


def data_ids(name: str, game) -> re.Pattern:
    """The data's own names the texts quote as the actions write them (the card game's cards and frescoes):
    notation, not words, in every language. Azul quotes none: its spaces and structures are worded by their stars."""
    t = game.state.tables
    ids = [] if name == "azul_sp" else [*(card.name for card in t.cards), *(fresco.name for fresco in t.frescoes)]
    return re.compile("|".join(re.escape(i) for i in sorted(ids, key=len, reverse=True)) or "(?!)")


def left_in_english(texts: list[str], name: str, game) -> set[str]:
    """The English words of the catalogue left in ``texts``, leaving out player names, rule IDs and data IDs."""
    shown = data_ids(name, game).sub("", _RULE_ID.sub("", "\n".join(texts)))
    own = {w.lower() for n in game.names for w in _WORD.findall(n)}
    found = {w.lower() for w in _WORD.findall(shown) if not w.startswith(MARK)}
    return (found & english_words()) - own


@pytest.mark.parametrize("name, players, seed, options", GAMES, ids=lambda v: str(v))
def test_no_english_word_is_left_in_a_translated_log_or_sentence(test_language, name, players, seed, options):
    texts = played_texts(name, players, seed, options, lang="xx")
    game = new_game(game=name, players=players, seed=seed, **options)
    assert all(texts.values())
    for part, lines in texts.items():
        found = left_in_english(lines, name, game)
        assert not found, (part, found, [line for line in lines if any(w in line for w in found)][:5])
    assert all(_RULE_ID.search(line) for line in texts["log"] + texts["rare"])      # each line keeps its rule ID


@pytest.mark.parametrize("name", KEYS)
def test_every_event_has_a_sentence_and_every_entry_is_used(english_folder, name):
    """Each event code the game's explain module words has its [log] entry, and every [log] and [describe] entry
    of the game is filled by the games above (a missing value would raise ValueError naming the entry)."""
    catalogue = Catalogue.load()
    filled = set()
    for table in ("log", "describe"):
        for key, template in catalogue.templates[table].items():
            if key.startswith(KEYS[name]):
                template.fill = (lambda fill, key: lambda values: filled.add(key) or fill(values))(template.fill, key)
    for game, players, seed, options in GAMES:
        if game == name:
            played_texts(game, players, seed, options)
    entries = {key for table in ("log", "describe") for key in catalogue.templates[table] if key.startswith(KEYS[name])}
    assert entries and not entries - filled, sorted(entries - filled)
    events = importlib.import_module(f"fresco_nb.games.{name}.explain").EVENTS
    assert all(any(key == KEYS[name] + code or key.startswith(KEYS[name] + code + "_") for key in entries)
               for code in events)


def test_an_unknown_language_is_refused_naming_it():
    game = new_game(game="azul_sp", players=2, seed=1)
    with pytest.raises(ValueError, match="no texts in language 'zz'"):
        game.log_text(lang="zz")
    cards = new_game(game="fresco_cards", players=2, seed=1)
    with pytest.raises(ValueError, match="no texts in language 'zz'"):
        cards.describe(cards.legal_actions()[0], lang="zz")


def record() -> None:
    """Write the English texts of every game of GAMES to tests/golden/logs/."""
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, players, seed, options in GAMES:
        texts = played_texts(name, players, seed, options)
        golden_path(name, players, seed).write_text(json.dumps(texts, indent=0, ensure_ascii=False) + "\n",
                                                    encoding="utf-8")


if __name__ == "__main__":
    record()


def azul_sentences(events, players: int = 2) -> list[str]:
    """The English log sentences of ``events`` (``(rule, code, *args)``, colours by name) noted in a new Azul game
    of Lucas, Anna (and Iris)."""
    game = new_game(game="azul_sp", players=players, seed=3, names=("Lucas", "Anna", "Iris")[:players])
    colour = game.state.tables.colour_index
    mark = len(game.log)
    game.state.log.extend((1, rule, code, *(colour.get(a, a) if isinstance(a, str) else a for a in args))
                          for rule, code, *args in events)
    return [line.split(" · ", 2)[2] for line in game.log_text(mark)]


def test_azul_log_sentences_take_the_article_the_number_and_the_possessive_they_need():
    stars = [star.colour for star in new_game(game="azul_sp", players=2, seed=3).state.tables.data.stars]
    assert azul_sentences([
        ("A-SET-5", "supply_fill", 8, "orange"), ("A-SET-5", "factory_fill", 0, "yellow"),
        ("A-SET-5", "factory_fill", 2, "orange"),
        ("A-ROUND-2", "nothing_to_draw", "factory", 1), ("A-ROUND-2", "nothing_to_draw", "factory", 2),
        ("A-RUL-3", "nothing_to_draw", "supply", 1), ("A-RUL-7", "tower_poured", 1),
        ("A-PLACE-10", "place", 0, 0, "orange", 0, 1, 1), ("A-PLACE-10", "place", 1, 0, "orange", 2, 3, 4),
        ("A-PLACE-14", "bonus_tile", 1, "orange"), ("A-PLACE-11", "structure", 0, "pillar-red", "pillar", 1),
        ("A-END-3", "star_complete", 0, stars.index("blue"), 12), ("A-END-4", "number_complete", 1, 1, 4),
        ("A-ROUND-5", "corners_back", 1, 2), ("A-PLACE-16", "pass", 0, 0, 0, 0), ("A-PLACE-16", "pass", 1, 2, 0, 0),
        ("A-PLACE-16", "pass", 1, 1, 3, 3), ("A-RUL-1", "start_stays", 1), ("A-RUL-1", "start_passes_on", 0),
    ]) == [
        "Supply space 9 is filled with an orange tile from the bag.",
        "Factory 1 receives a yellow tile from the bag.",
        "Factory 3 receives an orange tile from the bag.",
        "The bag and the tower are empty: 1 draw for the factory displays is not made.",
        "The bag and the tower are empty: 2 draws for the factory displays are not made.",
        "The bag and the tower are empty: 1 draw for the supply is not made.",
        "The bag is empty: the 1 tile of the tower is poured into the bag.",
        "Lucas lays an orange tile on the centre star's space 1, paying 1 tile, and scores 1 point.",
        "Anna lays an orange tile on the centre star's space 1, paying 3 tiles (2 of them wild), and scores "
        "4 points.",
        "Anna takes an orange tile from the supply.",
        "Lucas completes the red pillar and earns 1 tile from the supply.",
        "Lucas' blue star is complete: 12 points.",
        "Anna has covered the 1s of all 7 stars: 4 points.",
        "Anna takes back the 2 tiles kept on the corners.",
        "Lucas passes with an empty hand.",
        "Anna passes and keeps 2 tiles on the corners.",
        "Anna passes, keeps 1 tile on the corners and discards 3 tiles, losing 3 points.",
        "Nobody took the start-player marker: Anna stays the start player.",
        "Nobody took the start-player marker: Lucas is the next start player.",
    ]
    assert azul_sentences([("A-END-5", "winners", (0, 1, 2))], players=3) == ["Lucas, Anna and Iris share the victory."]


def test_azul_move_sentences_agree_and_name_the_seat_they_are_for():
    game = new_game(game="azul_sp", players=2, seed=3, names=("Lucas", "Anna"), auto_chance=False)
    assert game.describe("draw orange") == "The draw brings an orange tile."
    game = new_game(game="azul_sp", players=2, seed=3, names=("Lucas", "Anna"))
    assert game.describe("place orange-1 orange", 0) == (
        "Lucas lays an orange tile on the orange star's space 1, paying 1 tile.")
    assert game.describe("place orange-3 orange +1", 1) == (
        "Anna lays an orange tile on the orange star's space 3, paying 3 tiles, 1 of them wild.")
    assert game.describe("pass keep blue,blue,green", 0) == (
        "Lucas passes, keeping 2 blue tiles and 1 green tile on the corners and discarding the rest of the hand.")
    rng = random.Random(3)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    assert game.describe("place orange-1 orange", 1).startswith("Anna lays")     # not "The bag lays"
    game.state.phase = "bonus"
    assert game.describe("pass", 0) == "Lucas leaves the rest of the reward in the supply."


def cards_sentences(events) -> list[str]:
    """The English log sentences of ``events`` (``(rule, code, *args)``) noted in a new card game of Marcus and
    Anna."""
    game = new_game(game="fresco_cards", players=2, seed=3, names=("Marcus", "Anna"))
    mark = len(game.log)
    game.state.log.extend((1, *event) for event in events)
    return [line.split(" · ", 2)[2] for line in game.log_text(mark)]


def test_card_game_log_sentences_agree_with_their_numbers_and_names():
    assert cards_sentences([
        ("C-EXCH-8", "exchange_done", 0, 1), ("C-EXCH-8", "exchange_done", 0, 3), ("C-TURN-1", "turn", 0),
        ("C-RUL-5", "symbols_lost", 0, 1), ("C-REST-5", "restore", 0, "F-01", 2, 5, 1, 1, 1),
        ("C-REST-5", "restore", 1, "F-02", 0, 2, 0, 2, 0), ("C-TURN-5", "refill", 1, 1),
        ("C-END-4", "final_score", 0, 6, 1), ("C-ACT-3", "gives", 1, 0, "O"),
    ]) == [
        "The 1 card laid out goes to its discard.",
        "The 3 cards laid out go to their discards.",
        "Marcus' turn.",
        "No workshop pile can supply a card: 1 W symbol is lost.",
        "Marcus restores F-01 at step 2, worth 5 VP, using 1 mix, 1 Turn+1 tile and 1 Colour tile.",
        "Anna restores F-02 at step 0, worth 2 VP, using 2 Turn+1 tiles.",
        "Anna holds fewer than 3 cards and draws 1 card.",
        "Marcus scores 6 VP from frescoes and 1 VP from unused action tiles: 7 VP in all.",
        "Anna gives Marcus an orange card.",
    ]


def test_card_game_move_sentences_agree_with_their_numbers():
    game = new_game(game="fresco_cards", players=2, seed=3, names=("Marcus", "Anna"))
    assert game.describe("restore F-08 tile B-m O-3m +1", 0) == (
        "Marcus restores F-08, paying a Colour tile, B-m and O-3m, and spending 1 Turn+1 tile.")
    assert game.describe("continue", 1) == "Anna goes on without using a Demand tile."


def test_card_game_log_names_action_tiles_colours_and_piles_in_words():
    """Action tiles as the rule texts name them, paints by their names, and a W symbol's pile named before the draw
    it makes, not "draws for a W symbol from" followed by "draws a card from"."""
    tables = new_game(game="fresco_cards", players=2, seed=3).state.tables
    tile = {x.name: k for k, x in enumerate(tables.tiles)}
    paint = tables.paints.index
    assert cards_sentences([
        ("C-SET-6", "tile_up", 0, tile["colour-P"]), ("C-SET-6", "tile_up", 1, tile["double"]),
        ("C-REST-8", "reward", 0, tile["colour-Y"]), ("C-REST-8", "reward", 1, tile["turn"]),
        ("C-SET-5", "favourite_up", paint("O")), ("C-FAV-3", "favourite_removed", paint("P")),
        ("C-ACT-3", "demand", 0, "G"), ("C-ACT-3", "shows_hand", 1, 0, "G"), ("C-ACT-3", "gives", 1, 0, "O"),
        ("C-EXCH-4", "name", 0, 2), ("C-EXCH-4", "draw_card", 0, 2), ("C-RUL-11", "nothing_to_draw", "tile", None),
        ("C-FAV-1", "nothing_to_draw", "favourite", None), ("C-ACT-4", "double", 1),
    ]) == [
        "The Colour tile (purple) is turned face up in slot 1 of the action tiles.",
        "The Double-action tile is turned face up in slot 2 of the action tiles.",
        "Marcus takes the Colour tile (yellow).",
        "Anna takes the Turn+1 tile.",
        "The bishop's favourite colour is now orange.",
        "The favourite colour purple was used: its tile is removed.",
        "Marcus uses a Demand tile and names green.",
        "Anna has no green card and shows their hand to Marcus.",
        "Anna gives Marcus an orange card.",
        "Marcus names workshop pile II for a W symbol.",
        "Marcus draws a card from workshop pile II.",
        "No action tile is left to turn up.",
        "No favourite-colour tile is left to turn up.",
        "Anna uses a Double action: an exchange, then up to two restorations.",
    ]


def test_C_RUL_6_with_face_up_workshop_piles_the_log_names_the_card_taken_and_the_setup_says_face_up():
    """The top card of a face-up pile is public, so the move naming the pile and the log name it when a W symbol
    takes it (C-RUL-6); the setup line (C-SET-1) says which piles lie face up. By default neither changes."""
    game = table(rulings={"workshop_face_up": True}, hands={0: {"O-2w": 1}})
    top = game.state.tables.cards[game.state.tops[1]].name
    mark = len(game.log)
    play(game, "lay O-2w", "trade", "use O-2w W")
    assert game.describe("name 1", 0) == f"P1 takes {top}, the face-up top card of workshop pile I."
    play(game, "name 1")
    lines = [line.split(" · ", 2)[2] for line in game.log_text(mark)]
    assert f"P1 takes {top}, the face-up top card of workshop pile I." in lines
    assert not any(line.startswith("P1 draws a card") for line in lines)
    assert game.log_text()[0].endswith("players; the market and fresco decks are shuffled face down, the workshop "
                                       "piles shuffled face up; the discards are empty.")
    default = new_game(game="fresco_cards", players=2, seed=3)
    assert default.log_text()[0].endswith("2 players; the piles are shuffled face down, the discards empty.")


def test_card_game_move_sentences_name_tiles_colours_and_mixes_in_words():
    game = new_game(game="fresco_cards", players=2, seed=3, names=("Marcus", "Anna"))
    assert game.describe("restore F-09 Y-w B-m Y-mix+B-mix", 0) == (
        "Marcus restores F-09, paying Y-w, B-m and a mix of Y-mix with B-mix.")
    assert game.describe("demand O", 1) == "Anna uses a Demand tile and names orange."
    assert game.describe("reward colour-P", 0) == "Marcus takes the Colour tile (purple)."
    game = new_game(game="fresco_cards", players=2, seed=3, auto_chance=False)
    drawn = {}                                      # the setup's draws: draw kind -> (the item drawn, its sentence)
    while not game.decision.seats:
        action = game.legal_actions()[0]
        drawn.setdefault(game.state.draws[0][0], (action.item, game.describe(action)))
        game.apply(action)
    colours = dict(R="red", Y="yellow", B="blue", O="orange", G="green", P="purple")
    tiles = dict(turn="Turn+1 tile", demand="Demand tile", double="Double-action tile",
                 **{f"colour-{code}": f"Colour tile ({colour})" for code, colour in colours.items()})
    paint, favourite = drawn["favourite"]
    assert favourite == f"The draw makes {colours[paint]} the bishop's favourite colour."
    item, tile = drawn["tile"]
    assert tile == f"The draw brings the {tiles[item]}."
    card, sentence = drawn["hand"]
    assert sentence == f"The draw brings {card}."
