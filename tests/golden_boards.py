"""The golden boards: a fixed set of board drawings kept in ``tests/golden/boards/`` so that a change of the
renderer that alters a single byte of any board is caught (``test_golden_boards.py``). They guard the speed work on
Fresco's board (``games/fresco/board``): a faster drawing must draw exactly the same SVG.

Each state is a save (a game stopped at a decision) and every board drawn of it: every viewer (each seat,
``"public"``, ``"full"``) in every layout with its options clickable, the static snapshots, and the decisions being
built by clicks (``draft``). The states cover 2, 3 and 4 players, no modules and all three, the first decision of
every kind (wake, plan — before and after a seat has planned —, place, income, market, cathedral, studio, workshop),
a decision made for Leonardo, the last round, the game over, a random draw due (``auto_chance=False``), names
that need escaping and a variant's data (its name on the board). One file per state, ``<state>.json.xz``:
``{"save": text, "boards": {case: svg}}`` (xz: the boards of one state differ little).

After an intended change of the drawing, re-record the whole set and commit the new files with the change::

    .venv/bin/python tests/golden_boards.py
"""
from __future__ import annotations

import json
import lzma
import sys
from pathlib import Path
from typing import NamedTuple

if __name__ == "__main__":            # run as a script from a checkout: import the checkout's package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fresco_nb import load_game, new_game
from fresco_nb.bots import make_bot
from fresco_nb.games.fresco.board import LAYOUTS, board_svg

FOLDER = Path(__file__).parent / "golden" / "boards"
ALL_MODULES = ("portraits", "requests", "blends")
# names a board must escape (&, <, quotes) and names sharing an initial (the painters' labels become numbers)
ODD_NAMES = ('Zoë & <Ann>', 'Bo "B" O\'Neil', "Bea", "Dario")


class Setup(NamedTuple):
    """One game the golden states are taken from, played by greedy bots from ``seed``."""
    players: int
    modules: tuple[str, ...]
    seed: int
    names: tuple[str, ...] | None = None
    variant: dict | None = None

    @property
    def name(self) -> str:
        return (f"p{self.players}-{'+'.join(self.modules) or 'base'}-s{self.seed}"
                + ("-variant" if self.variant else ""))

    def new(self, **options):
        data = None
        if self.variant:
            from fresco_nb.lab import variant
            data = variant(**self.variant)
        return new_game(players=self.players, seed=self.seed, modules=self.modules, names=self.names, data=data,
                        **options)


SETUPS = (Setup(2, (), 11), Setup(2, ALL_MODULES, 12), Setup(3, ("requests", "blends"), 13, ODD_NAMES[:3]),
          Setup(4, (), 14, ODD_NAMES), Setup(4, ALL_MODULES, 15), Setup(3, ("portraits",), 16,
                                                                         variant={"start_thalers": 9}))


def _moments(game, seen: set) -> list[str]:
    """The names of the moments the game is at that no earlier state of its play had."""
    decision = game.decision
    found = [decision.kind]
    if decision.kind == "plan" and len(decision.seats) < len(game.view("public")["players"]) - (
            "leonardo" in game.view("public")):
        found.append("plan-some-planned")
    if decision.for_leonardo:
        found.append("for-leonardo")
    if game.view("public")["last_round"]:
        found.append("last-round")
    return [name for name in found if name not in seen]


def golden_states() -> dict[str, str]:
    """Every golden state's name and save, played afresh (only the recorder calls this: the tests read saves)."""
    states = {}
    for setup in SETUPS:
        game = setup.new()
        bots = [make_bot("greedy", f"{setup.seed}:{seat}") for seat in range(setup.players)]
        seen: set[str] = set()
        while True:
            for moment in _moments(game, seen):
                seen.add(moment)
                states[f"{setup.name}-{moment}"] = game.to_json()
            if game.over:
                break
            seat = game.decision.seats[0]
            game.apply(bots[seat].choose(game, seat), seat)
    chance = SETUPS[2].new(auto_chance=False)
    states[f"{SETUPS[2].name}-chance"] = chance.to_json()
    return states


def drafts(game) -> list[tuple[int, dict]]:
    """The decisions being built by clicks that fit the state: (the deciding seat, the draft)."""
    decision = game.decision
    if decision.kind not in ("plan", "market", "cathedral") or not decision.seats:
        return []
    seat = decision.seats[0]
    legal = [str(a) for a in game.legal_actions(seat)]
    found = []
    if decision.kind == "plan":
        found.append((seat, {"kind": "plan", "counts": [2, 1, 0, 0, 1]}))
    buys = [a for a in legal if a.startswith("buy ")]
    if buys:
        roman, slots = buys[-1].split()[1:]
        found.append((seat, {"kind": "buy", "stall": "I II III IV".split().index(roman),
                             "slots": sorted(int(s) - 1 for s in slots.split(","))}))
    if decision.kind == "cathedral":
        found.append((seat, {"kind": "altar", "paints": ["R", "G"]}))
    return found


def boards(game) -> dict[str, str]:
    """Every golden board of one state: case name → SVG."""
    viewers = [*range(len(game.names)), "public", "full"]
    drawn = {}
    for layout in LAYOUTS:
        for who in viewers:
            drawn[f"{who}-{layout}"] = board_svg(game, who, layout=layout)
        for who in ("public", "full", 0):
            drawn[f"{who}-{layout}-static"] = board_svg(game, who, highlight=False, layout=layout)
        for seat, draft in drafts(game):
            drawn[f"{seat}-{layout}-draft-{draft['kind']}"] = board_svg(game, seat, layout=layout, draft=draft)
    return drawn


def read_state(path: Path) -> dict:
    """A golden state's file: ``{"save": text, "boards": {case: svg}}``."""
    return json.loads(lzma.decompress(path.read_bytes()))


def record() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for old in FOLDER.glob("*.json.xz"):
        old.unlink()
    for name, save in golden_states().items():
        drawn = boards(load_game(save))
        text = json.dumps({"save": save, "boards": drawn}, ensure_ascii=False, indent=0, sort_keys=True)
        (FOLDER / f"{name}.json.xz").write_bytes(lzma.compress(text.encode("utf-8"), preset=9 | lzma.PRESET_EXTREME))
        print(f"{name}: {len(drawn)} boards")


if __name__ == "__main__":
    record()
