"""Speed of the board renderer: boards drawn per CPU-second (``board_svg``) and live pages refreshed per CPU-second
(``BoardWidget.refresh``: the board, the options in words, the draft — what the server sends a page).

Run: ``python benchmarks/bench_board.py [--seconds 3] [--profile]``.
For 2, 3 and 4 players with portraits, requests and blends, greedy bots play a game to the middle of its round 4
market; each state is then drawn as a server table's pages are, every seat's page at the desk layout, the projector's
(``"public"``, projector layout) and the teacher's (``"full"``), over and over for ``--seconds`` of CPU time
(``time.process_time``: others may load the machine). Prints a row per player count and the figures as a row for the
README's table. ``--profile`` prints the 25 most costly functions of the drawing.
"""
from __future__ import annotations

import argparse
import platform
import time

from fresco_nb import new_game
from fresco_nb.bots import make_bot
from fresco_nb.widgets.board import BoardWidget
from fresco_nb.games.fresco.board import board_svg

MODULES = ("portraits", "requests", "blends")


def mid_game(players: int, seed: int = 7):
    """A game played by greedy bots to its first market decision of round 4 (tiles bought, the fresco begun)."""
    game = new_game(players=players, seed=seed, modules=MODULES)
    bots = [make_bot("greedy", f"{seed}:{seat}") for seat in range(players)]
    while not (game.decision.round >= 4 and game.decision.kind == "market"):
        seat = game.decision.seats[0]
        game.apply(bots[seat].choose(game, seat), seat)
    return game


def pages(game) -> list[tuple[object, str]]:
    """A server table's pages: (viewer, layout) — a page per player's seat (Leonardo has none), the projector's and
    the teacher's."""
    players = game.view("public", only=("players",))["players"]
    seats = [p["seat"] for p in players if not p["automaton"]]
    return [(seat, "desk") for seat in seats] + [("public", "projector"), ("full", "desk")]


def rate(draw, seconds: float) -> tuple[float, float]:
    """(calls per CPU-second, CPU-ms per call) of ``draw()`` run for about ``seconds`` of CPU time."""
    calls, start = 0, time.process_time()
    while True:
        draw()
        calls += 1
        spent = time.process_time() - start
        if spent >= seconds:
            return calls / spent, 1000 * spent / calls


def measure(game, seconds: float) -> dict:
    views = pages(game)
    widgets = [BoardWidget(game, who=who, layout=layout) for who, layout in views]

    def boards():
        for who, layout in views:
            board_svg(game, who, layout=layout)

    def refreshes():
        for widget in widgets:
            widget.refresh()

    board_rate, board_ms = rate(boards, seconds)
    page_rate, page_ms = rate(refreshes, seconds)
    return {"pages": len(views), "boards/s": board_rate * len(views), "board ms": board_ms / len(views),
            "pages/s": page_rate * len(views), "page ms": page_ms / len(views), "table ms": page_ms,
            "size": sum(len(board_svg(game, who, layout=layout)) for who, layout in views) // len(views)}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument("--profile", action="store_true", help="profile the drawing of the 4-player pages")
    args = parser.parse_args(argv)
    games = {players: mid_game(players) for players in (2, 3, 4)}
    if args.profile:
        import cProfile
        import pstats
        game = games[4]
        with cProfile.Profile() as profile:
            for _ in range(50):
                for who, layout in pages(game):
                    board_svg(game, who, layout=layout)
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)
        return
    print(f"Python {platform.python_version()} on {platform.machine()}; all modules; mid-game (round 4, market); "
          f"CPU time\n")
    print("| players | pages | boards/s | CPU-ms per board | pages refreshed/s | CPU-ms per page | "
          "CPU-ms per table (every page) | board size |")
    print("|---|---|---|---|---|---|---|---|")
    rows = {}
    for players, game in games.items():
        found = rows[players] = measure(game, args.seconds)
        print(f"| {players} | {found['pages']} | {found['boards/s']:.0f} | {found['board ms']:.2f} | "
              f"{found['pages/s']:.0f} | {found['page ms']:.2f} | {found['table ms']:.1f} | "
              f"{found['size'] // 1000} kB |")
    print("\nREADME row: | boards/s (2/3/4 players) | CPU-ms per page refresh (2/3/4) |")
    print("README row: | " + " / ".join(f"{rows[p]['boards/s']:.0f}" for p in rows) + " | "
          + " / ".join(f"{rows[p]['page ms']:.2f}" for p in rows) + " |")


if __name__ == "__main__":
    main()
