"""Charts from the public API: tracks (recorded and replayed), the choices of a decision, VP by source, the
score race — for 2, 3 and 4 players and a game with every module."""
from __future__ import annotations

import itertools
import json

import plotly.graph_objects as go
import pytest

from fresco_nb import new_game
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.rules.actions import Plan, WakeUp
from fresco_nb.widgets import charts

ALL = ("portraits", "requests", "blends")
GAMES = [(4, (), 1), (3, (), 2), (2, (), 3), (4, ALL, 4), (2, ALL, 5)]
IDS = ["4p", "3p", "2p", "4p-modules", "2p-modules"]


def play(players, modules, seed, bot="greedy", each=None, stop=None):
    """A seeded bot game; ``each(game, seat)`` before every decision; stop after ``stop`` decisions."""
    game = new_game(players=players, seed=seed, modules=modules)
    bots = [make_bot(bot, f"{seed}:{i}") for i in range(players)]
    made = 0
    while not game.over and (stop is None or made < stop):
        seat = game.turn.seats[0]
        if each is not None:
            each(game, seat)
        game.apply(bots[seat].choose(game, seat), seat)
        made += 1
    return game


@pytest.fixture(scope="module", params=GAMES, ids=IDS)
def finished(request):
    players, modules, seed = request.param
    points = []
    game = play(players, modules, seed, each=lambda g, s: points.append(charts.track_point(g)))
    points.append(charts.track_point(game))
    return game, points


# ------------------------------------------------------------------------------------ tracks

def test_replayed_history_matches_the_game_decision_by_decision(finished):
    game, points = finished
    recorder = charts.track_history(game)
    assert recorder.points == points
    assert len(recorder) == charts.decision_count(game) + 1
    assert [p.decision for p in recorder] == list(range(len(recorder)))
    assert recorder.names == game.names
    assert recorder[-1].phase == "over" and list(recorder[-1].scores) == game.result()["scores"]


def test_recorder_records_as_a_stepper_steps_and_forgets_undone_points():
    game = new_game(players=3, seed=7)
    bots = [make_bot("random", i) for i in range(3)]
    recorder = charts.TrackRecorder(game)
    for _ in range(60):
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
        recorder.record(game)
    assert recorder.points == charts.track_history(game).points
    game.undo(5)
    recorder.record(game)
    assert len(recorder) == 56
    assert recorder.points == charts.track_history(game).points
    # a game further on than the points recorded: the gap is replayed
    for _ in range(7):
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    recorder.record(game)
    assert recorder.points == charts.track_history(game).points


def test_round_ends_are_the_scores_when_each_round_ends(finished):
    game, points = finished
    ends = charts.track_history(game).round_ends()
    assert [r for r, _ in ends] == list(range(game.result()["rounds"] + 1))
    assert ends[0][1] == tuple(0 for _ in game.names)
    assert list(ends[-1][1]) == game.result()["scores"]
    for (r, scores), point in zip(ends[1:-1], [p for a, p in itertools.pairwise(points) if p.round > a.round > 0]):
        assert point.round == r + 1 and scores == point.scores


def test_tracks_figure_has_one_line_per_painter_on_each_track(finished):
    game, _ = finished
    fig = charts.tracks_figure(game)
    names = game.names
    assert isinstance(fig, go.FigureWidget)
    shown = visible(fig)
    assert [t.name for t in shown] == names + names
    recorder = charts.track_history(game)
    for seat in range(len(names)):
        assert list(shown[seat].y) == [p.scores[seat] for p in recorder]
        moods = [p.moods[seat] for p in recorder]
        assert list(shown[len(names) + seat].y) == moods
        assert list(shown[seat].x) == list(range(len(recorder)))
    assert list(fig.layout.xaxis2.ticktext) == [f"R{r}" for r in range(1, game.result()["rounds"] + 1)]
    colours = charts.painter_colours(game)
    assert [t.line.color for t in shown] == colours + colours
    assert len(set(colours)) == len(colours)


def test_update_tracks_changes_the_same_figure_in_place():
    game = new_game(players=4, seed=3)
    recorder = charts.TrackRecorder(game)
    fig = charts.tracks_figure(recorder)
    traces = list(fig.data)
    bots = [make_bot("greedy", i) for i in range(4)]
    for _ in range(30):
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
        recorder.record(game)
        charts.update_tracks(fig, recorder)
    assert all(a is b for a, b in zip(fig.data, traces))          # same trace objects, updated
    assert list(fig.data[1].y) == [p.scores[1] for p in recorder]
    # another game with other painters: the same traces, renamed, the unused slots hidden (never removed:
    # removing a live FigureWidget's traces made the browser log "indices must be valid indices for gd.data")
    other = new_game(players=2, seed=3)
    charts.update_tracks(fig, charts.TrackRecorder(other))
    assert all(a is b for a, b in zip(fig.data, traces)) and len(fig.data) == len(traces) == 8
    assert [t.name for t in visible(fig)] == ["P1", "P2", "Leonardo"] * 2
    assert visible(fig)[5].y == (None,)                              # Leonardo has no mood
    assert [t.visible for t in fig.data] == [True, True, True, False] * 2


# ------------------------------------------------------------------------------------ choices

def visible(fig) -> list:
    """The traces of the painters in the game (the tracks keep a hidden slot per absent painter)."""
    return [t for t in fig.data if t.visible is not False]


def _check_choices(game, seat):
    legal = game.legal_actions(seat)
    fig = charts.choices_figure(game, seat)
    assert isinstance(fig, go.Figure)
    if isinstance(legal[0], Plan):
        assert str(len(legal)) in fig.layout.title.text
        assert len(fig.data) <= 6                                    # a summary, not one bar per plan
        for i in range(5):
            assert sum(trace.y[i] for trace in fig.data) == len(legal)
        return "plan"
    if isinstance(legal[0], WakeUp):
        traces = {t.name: t for t in fig.data}
        bars = traces["mood change the track allows"]
        inn = game.view("public")["inn"]
        assert list(bars.x) == [slot["time"] for slot in inn]
        assert list(traces["thalers per market tile"].y) == [slot["price"] for slot in inn]
        assert list(traces["mood on the inn"].y) == [slot["mood"] for slot in inn]
        free = {a.slot for a in legal}
        for i, note in enumerate(bars.text):
            assert note.startswith("acts ") == (i in free)
        return "wake"
    effects = {str(a): game.preview(a, seat) for a in legal}
    if game.decision.kind in ("market", "workshop") and not any(e.vp for e in effects.values()):
        paints = {}
        for trace in fig.data:
            if trace.name != "thalers":
                for label, n in zip(trace.y, trace.x):
                    if n:
                        paints.setdefault(label, {})[trace.name] = n
        thalers = next(t for t in fig.data if t.name == "thalers")
        assert sorted(thalers.y) == sorted(effects)                     # every option, once
        for label, x in zip(thalers.y, thalers.x):
            assert x == effects[label].thalers
            assert paints.get(label, {}) == {p: n for p, n in effects[label].paints.items() if n}
        return "trade"
    by_label = {}
    for trace in fig.data:
        if trace.type == "bar" and trace.xaxis in (None, "x"):
            for label, x in zip(trace.y, trace.x):
                by_label.setdefault(label, {})[trace.name] = x
    assert sorted(by_label) == sorted(str(a) for a in legal)            # every option, once
    assert len(fig.data[0].y) == len(legal)
    vps = []
    for label in fig.data[0].y:
        action = next(a for a in legal if str(a) == label)
        effect = game.preview(action, seat)
        bars = by_label[label]
        assert bars["VP (base)"] + bars["bishop bonus"] == effect.vp
        assert bars["bishop bonus"] == effect.bonus
        vps.append(effect.vp)
    assert vps == sorted(vps, reverse=True)
    thalers = next(t for t in fig.data if t.name == "thalers")
    assert list(thalers.x) == [game.preview(next(a for a in legal if str(a) == label), seat).thalers
                               for label in thalers.y]
    assert all(game.describe(next(a for a in legal if str(a) == label), seat) in text
               for label, text in zip(fig.data[0].y, fig.data[0].hovertext))
    return "score"


@pytest.mark.parametrize("players, modules, seed", GAMES, ids=IDS)
def test_choices_figure_lists_every_legal_option_with_its_preview(players, modules, seed):
    kinds = set()
    count = [0]

    def each(game, seat):
        count[0] += 1
        if count[0] % 3 == 0 or game.view("public")["round"] == 1:
            kinds.add(_check_choices(game, seat))
    play(players, modules, seed, each=each)
    assert kinds == {"plan", "wake", "score", "trade"}     # trade: the market and the workshop


def test_choices_table_says_what_an_option_leaves():
    game = play(4, (), 11, stop=40)
    bot = make_bot("greedy", 0)
    while not any(type(a).__name__ == "BuyTiles" for a in game.legal_actions(game.turn.seats[0])):
        seat = game.turn.seats[0]
        game.apply(bot.choose(game, seat), seat)
    seat = game.turn.seats[0]
    me = game.view(seat)["players"][seat]
    rows = charts.choices_table(game)
    assert len(rows) == len(game.legal_actions())
    for row in rows:
        assert row["thalers_after"] == me["thalers"] + row["thalers"]
        for paint, n in row["paints"].items():
            assert row["paints_after"].get(paint, 0) == me["paints"].get(paint, 0) + n


def test_leonardo_choices_say_who_decides():
    seen = []

    def each(game, seat):
        if game.acting_for is not None and game.acting_for != seat and len(seen) < 3:
            fig = charts.choices_figure(game, seat)
            assert "Leonardo (decided by" in fig.layout.title.text
            seen.append(fig)
    play(2, (), 3, each=each)
    assert seen


def test_no_decision_gives_a_message():
    game = play(3, (), 4)
    assert game.over
    fig = charts.choices_figure(game)
    assert len(fig.data) == 0 and "over" in fig.layout.annotations[0].text
    hand = new_game(players=4, seed=1, auto_chance=False)
    assert hand.turn.kind == "chance"
    assert "draw" in charts.choices_figure(hand).layout.annotations[0].text
    assert charts.choices_table(hand) == []


# ------------------------------------------------------------------------------------ after a game

def test_vp_by_source_sums_match_the_result(finished):
    game, _ = finished
    result = game.result()
    fig = charts.vp_by_source_figure(game)
    bars = [t for t in fig.data if t.type == "bar"]
    sources = [b for b in bars if b.legendgroup != charts.PLACEMENT]
    assert [b.legendgroup for b in sources] == [b.name for b in sources] == list(result["vp"][0])
    for seat in range(len(game.names)):
        # the sources sum to the VP of result(); with the R-SCORE-2 placement segment, to the score
        assert sum(b.y[seat] for b in sources) == sum(result["vp"][seat].values())
        assert sum(b.y[seat] for b in bars) == result["scores"][seat]
        for b in sources:
            assert b.y[seat] == result["vp"][seat][b.legendgroup]
    assert list(bars[0].x) == game.names
    assert result["winner_name"] in fig.layout.title.text


def test_vp_by_source_during_a_game_shows_the_vp_so_far():
    game = play(3, (), 9, stop=80)
    fig = charts.vp_by_source_figure(game)
    bars = [t for t in fig.data if t.type == "bar"]
    for seat, p in enumerate(game.view("full")["players"]):
        assert sum(b.y[seat] for b in bars) == p["score"]
    assert "so far" in fig.layout.title.text


def test_score_race_has_one_line_per_painter(finished):
    game, _ = finished
    fig = charts.score_race_figure(game)
    rounds = game.result()["rounds"]
    assert [t.name for t in fig.data] == game.names
    for seat, trace in enumerate(fig.data):
        assert list(trace.x) == list(range(rounds + 1))
        assert trace.y[0] == 0 and trace.y[-1] == game.result()["scores"][seat]
    same = charts.score_race_figure(game, records=charts.track_history(game))
    assert [t.y for t in same.data] == [t.y for t in fig.data]


# ------------------------------------------------------------------------------------ issue 11, point 8

def _places_by_brute_force(slot: int, taken: set[int], slots: int, still: int) -> set[int]:
    """Every place in the action order the painter at ``slot`` can end up in: each way the ``still`` others
    can take free slots (one each)."""
    free = [j for j in range(slots) if j not in taken and j != slot]
    return {1 + sum(1 for t in taken | set(chosen) if t < slot) for chosen in itertools.combinations(free, still)}


def test_wake_up_order_labels_are_exact_for_any_state():
    for slots in (3, 4, 5, 6):
        for still in range(slots):
            for size in range(slots - still):
                for taken in itertools.combinations(range(slots), size):
                    for slot in set(range(slots)) - set(taken):
                        places = _places_by_brute_force(slot, set(taken), slots, still)
                        assert charts.action_places(slot, set(taken), slots, still) == (min(places), max(places))


def test_wake_up_labels_of_the_first_chooser_in_a_4_player_game():
    game = new_game(players=4, seed=1)
    fig = charts.choices_figure(game)
    bars = next(t for t in fig.data if t.name == "mood change the track allows")
    labels = dict(zip(bars.x, bars.text))
    assert labels["9:00"] == "acts 4th"                 # the three others must wake earlier
    assert labels["8:00"] == "acts 3rd–4th"
    assert labels[bars.x[0]] == "acts 1st"


def test_wake_up_mood_shows_the_inn_and_what_the_track_allows_both_labelled():
    clamped = 0
    for seed in range(1, 30):
        game = new_game(players=4, seed=seed)          # 4 players: no Leonardo, every painter has a mood
        bots = [make_bot("random", f"{seed}:{i}") for i in range(4)]
        while not game.over and clamped < 3:
            seat = game.turn.seats[0]
            if game.decision.kind == "wake":
                fig = charts.choices_figure(game, seat)
                traces = {t.name: t for t in fig.data}
                inn = game.view("public")["inn"]
                assert list(traces["mood on the inn"].y) == [slot["mood"] for slot in inn]
                for action in game.legal_actions(seat):
                    allowed = traces["mood change the track allows"].y[action.slot]
                    effect = game.preview(action, seat)
                    assert allowed == effect.mood
                    if effect.mood != inn[action.slot]["mood"]:
                        clamped += 1
                        hover = traces["mood change the track allows"].hovertext[action.slot]
                        assert f"the inn says mood {inn[action.slot]['mood']:+d}" in hover
                        assert f"the track allows {effect.mood:+d}" in hover
            game.apply(bots[seat].choose(game, seat), seat)
        if clamped >= 3:
            break
    assert clamped >= 3, "no wake-up where the mood track clamps the inn's change was met"


# ------------------------------------------------------------------------------------ issue 11, points 2 and 3

def test_the_charts_take_the_painters_colours_from_the_board_and_distinct_legend_colours():
    from fresco_nb.games.fresco.board import LEONARDO_COLOUR, PLAYER_COLOURS
    assert charts.painter_colours(new_game(players=4, seed=1)) == list(PLAYER_COLOURS[:4])
    assert charts.painter_colours(new_game(players=2, seed=1)) == [*PLAYER_COLOURS[:2], LEONARDO_COLOUR]
    assert len(set(charts.SOURCE_COLORS.values())) == len(charts.SOURCE_COLORS)
    assert set(charts.SOURCE_COLORS.values()) <= {c.upper() for c in charts.OKABE_ITO.values()}


def _play_until(game, kind, bot="greedy"):
    bots = [make_bot(bot, i) for i in range(4)]
    while game.decision.kind != kind:
        seat = game.turn.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    return game


@pytest.mark.parametrize("kind", ["plan", "market", "cathedral"])
def test_the_public_view_of_the_choices_shows_no_option_of_any_seat(kind):
    game = _play_until(new_game(players=4, seed=1), kind)
    seat = game.turn.seats[0]
    spec = charts.choices_for_viewer(game, "public")
    text = json.dumps(spec)
    assert spec["data"] == []
    for action in game.legal_actions(seat):
        assert str(action) not in text and game.describe(action, seat) not in text
    assert game.names[seat] in text                                 # who decides is public
    # the deciding seat's own screen and the teacher's show its options; another seat's screen does not
    assert charts.choices_for_viewer(game, seat) == charts.choices_spec(game, seat)
    assert charts.choices_for_viewer(game, "full", seat) == charts.choices_spec(game, seat)
    other = next(s for s in range(4) if s not in game.turn.seats) if kind != "plan" else None
    if other is not None:
        assert charts.choices_for_viewer(game, other)["data"] == []


def test_the_market_chart_shows_paints_bought_and_thalers_not_empty_vp_bars():
    game = _play_until(new_game(players=4, seed=1), "market")
    spec = charts.choices_spec(game)
    names = [trace["name"] for trace in spec["data"]]
    assert "VP (base)" not in names and "thalers" in names
    assert set(names) - {"thalers"} <= set("RYBOGV") | {"Pk", "Br"}
    for trace in spec["data"]:
        if trace["name"] != "thalers":
            assert all(letter in ("", trace["name"]) for letter in trace["text"])   # paints marked by letter
    assert "market" in spec["layout"]["title"]["text"]
