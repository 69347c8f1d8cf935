"""Long-run fuzzing of the rules core: random playouts over every way the box can be played, with the state's
invariants checked after every step and probes of undo, save/load and illegal input along the way.

    python tools/fuzz.py --hours 8                 # leave it running; Ctrl-C stops it cleanly with a summary
    python tools/fuzz.py --games 240 --seed 1      # a fixed, reproducible slice (game i has seed 1 + i)
    python tools/fuzz.py --replay 12345            # play game 12345 again and show where it fails

Game seed ``s`` fixes everything about that game: its player count and module set (seeds cycle through the 24
combinations, 2/3/4 players × the 8 subsets of portraits, requests, blends), whether the game draws its own
chance or the fuzzer picks the draws, the bots (random, now and then greedy) and every probe. After every step:

- the invariants of ``tests/playout_support.py`` (``check_invariants``, the same ones the property tests use);
- now and then an **illegal probe**: a legal action with one field replaced by junk, a legal action's text
  mangled, a malformed text, a non-action, an action for a seat that does not decide now, or an action played
  earlier in the game. Unless it happens to be legal, ``check`` must return an IllegalAction naming a rule,
  ``apply`` must raise the same one, and the game (history, turn, full view, legal actions) must not change;
- now and then an **undo probe**: undo the last 1-3 decisions, compare with the state seen before them, replay
  them and compare with the state before the undo;
- now and then a **save/load probe**: ``load_game(to_json())`` must give the same save, history, turn, full view
  and legal actions; half the time play goes on with the loaded game.

A failing game is written to ``<failures>/fuzz-<seed>.json`` (seed, settings, step, what was being done, the
error and its traceback) and its save at the point of failure to ``fuzz-<seed>.save.json`` (``load_game`` reads
it), the run prints how to replay it and goes on with the next game (``--stop`` stops at the first failure).
Exit code: 0 when every game passed, 1 after a failure, 2 for a bad argument, 130 when interrupted.
It needs the test extra (``pip install -e '.[test]'``: the invariants' module imports hypothesis) and a checkout
(it reads ``tests/``). Do not edit ``data/fresco/`` while it runs: a save is loaded against the data on disk.
"""
from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
import traceback
from collections import Counter, deque
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))      # the invariants live with the property tests

from playout_support import MAX_DECISIONS, check_invariants, next_step  # noqa: E402

from fresco_nb import IllegalAction, load_game, new_game  # noqa: E402
from fresco_nb.bots import make_bot  # noqa: E402
from fresco_nb.games.fresco.rules.settings import check_seed  # noqa: E402

MODULE_SETS = [(), ("portraits",), ("requests",), ("blends",), ("portraits", "requests"), ("portraits", "blends"),
               ("requests", "blends"), ("portraits", "requests", "blends")]
COMBINATIONS = [(players, modules) for modules in MODULE_SETS for players in (2, 3, 4)]
# chance of each probe after a step (a 3-4 player random game has ~1,000 steps)
RATES = {"illegal": 0.1, "undo": 0.02, "load": 0.005}
JUNK = (-1, 99, 10**12, None, "x", 1.5, float("nan"), (), (0,) * 6, ("R", "R", "R", "R"), [1, 2], True, object())
TEXTS = ("", " ", "wake", "wake 0", "wake 99", "plan", "plan 9,9,9,9,9", "plan 1,1,1,1", "buy", "buy IX 1",
         "restore z9", "restore a0", "altar", "altar R+R+R+R", "mix", "mix R+R", "pass pass", "place sideways",
         "portrait 99", "jump", "request 1 2 3", "paint Q", "draw -1", "draw 10000", "\x00", "wake 1; wake 2", "é")
CHARACTERS = "0123456789+,- abcdefghijklmnopqrstuvwxyzIVXRGBOYPV"


@dataclass(frozen=True)
class Setup:
    """What a game seed decides before play: table, modules, who draws chance, the bots."""
    seed: int
    players: int
    modules: tuple[str, ...]
    auto_chance: bool
    bots: tuple[str, ...]

    @classmethod
    def of(cls, seed: int) -> "Setup":
        players, modules = COMBINATIONS[seed % len(COMBINATIONS)]
        rng = random.Random(f"fuzz:{seed}:setup")
        bots = tuple("greedy" if rng.random() < 0.25 else "random" for _ in range(players))
        return cls(seed, players, modules, rng.random() < 0.75, bots)

    def describe(self) -> str:
        chance = "" if self.auto_chance else ", chance by hand"
        return f"{self.players} players, modules {'+'.join(self.modules) or 'none'}, bots {','.join(self.bots)}{chance}"


class Playout:
    """One fuzzed game. ``game``, ``step`` and ``doing`` say where it is (for the failure report); ``counts``
    collects steps and probes."""

    def __init__(self, seed: int, counts: Counter):
        self.setup = setup = Setup.of(seed)
        self.counts = counts
        self.rng = random.Random(f"fuzz:{seed}:probes")
        self.draws = random.Random(f"fuzz:{seed}:draws")
        self.step = 0
        self.doing = "setting up"
        self.game = None                   # made by run(), so that a failing setup is reported like any failure
        self.bots = [make_bot(name, f"{seed}:{seat}") for seat, name in enumerate(setup.bots)]
        self.recent = deque(maxlen=3)      # (history length, full view) before each of the last decisions
        self.played: list = []             # actions applied so far (stale actions for the illegal probe)

    def run(self) -> None:
        """Play to the end with the checks and probes; an AssertionError (or any error) is a failure."""
        setup, rates = self.setup, RATES
        self.game = new_game(players=setup.players, seed=setup.seed, modules=setup.modules,
                             auto_chance=setup.auto_chance, record=self.rng.random() < 0.5)
        check_invariants(self.game)
        while self.game.turn.kind != "over":
            assert self.step < 2 * MAX_DECISIONS, f"the game does not end ({self.step} steps)"
            if self.rng.random() < rates["illegal"]:
                self.probe_illegal()
            self.play_one()
            if self.recent and self.rng.random() < rates["undo"]:
                self.probe_undo()
            if self.rng.random() < rates["load"]:
                self.probe_load()
        self.doing = "reading the result"
        result = self.game.result()
        assert sorted(result["ranking"]) == list(range(len(self.game.names))), result["ranking"]
        assert result["ranking"][0] == result["winner"] or self.setup.players == 2, result

    def play_one(self) -> None:
        game = self.game
        action, seat = next_step(game, self.bots, self.draws)
        if seat is not None:
            self.recent.append((len(game.history), game.view("full")))
        self.doing = f"applying {str(action)!r} for seat {seat}"
        game.apply(action, seat)
        self.played.append(action)
        self.step += 1
        self.counts["steps"] += 1
        self.doing = f"checking the invariants after {str(action)!r}"
        check_invariants(game)

    # -- probes ------------------------------------------------------------------------------------
    def _fingerprint(self) -> tuple:
        game = self.game
        turn = game.turn
        legal = game.legal_actions() if turn.kind == "chance" else [game.legal_actions(s) for s in turn.seats]
        return list(game.history), turn, game.view("full"), legal

    def _illegal_candidate(self):
        """(something to try, the seat to try it for): see the module docstring."""
        rng, game = self.rng, self.game
        turn = game.turn
        seat = turn.seats[0] if turn.seats else None
        legal = game.legal_actions(seat) if turn.kind != "chance" else game.legal_actions()
        pick = legal[rng.randrange(len(legal))]
        kind = rng.randrange(6)
        if kind == 0 and pick._fields:
            return pick._replace(**{rng.choice(pick._fields): rng.choice(JUNK)}), seat
        if kind == 1:                          # one character deleted, inserted or replaced
            text, char = str(pick), rng.choice(CHARACTERS)
            at = rng.randrange(len(text) + 1)
            return rng.choice((text[:at] + text[at + 1:], text[:at] + char + text[at:],
                               text[:at] + char + text[at + 1:])), seat
        if kind == 2:
            return rng.choice(TEXTS), seat
        if kind == 3:
            others = [s for s in range(len(game.names)) if s not in turn.seats] + [-1, 7, "P1", 1.5, True]
            return pick, rng.choice(others)
        if kind == 4:
            return rng.choice((42, None, b"wake 1", object(), ["wake", 1], {"action": "pass"})), seat
        return (self.played[rng.randrange(len(self.played))] if self.played else pick), seat

    def probe_illegal(self) -> None:
        candidate, seat = self._illegal_candidate()
        self.doing = f"probing illegal {candidate!r} for seat {seat!r}"
        before = self._fingerprint()
        found = self.game.check(candidate, seat)
        if found is None:                     # the mutant happens to be legal: nothing to refuse
            self.counts["probes: legal by chance"] += 1
            return
        assert isinstance(found, IllegalAction), f"check returned {found!r}"
        assert isinstance(found.rule, str) and found.rule and found.reason, (found.rule, found.reason)
        assert self._fingerprint() == before, "check() changed the game"
        try:
            self.game.apply(candidate, seat)
        except IllegalAction as error:
            assert (error.rule, error.reason) == (found.rule, found.reason), (error, found)
        else:
            raise AssertionError(f"check refused it ({found}) but apply accepted it")
        assert self._fingerprint() == before, f"a refused action ({found.rule}) changed the game"
        self.counts["probes: illegal"] += 1

    def probe_undo(self) -> None:
        game = self.game
        steps = self.rng.randint(1, len(self.recent))
        self.doing = f"undoing {steps} decision(s)"
        kept, view = self.recent[-steps]
        history, now = list(game.history), game.view("full")
        game.undo(steps)
        assert game.history == history[:kept], "undo left another history"
        assert game.view("full") == view, "undo did not restore the state before the decision"
        check_invariants(game)
        self.doing = f"replaying the {steps} undone decision(s)"
        for seat, action in history[kept:]:
            if seat is not None or not self.setup.auto_chance:
                game.apply(action, seat)
        assert game.history == history and game.view("full") == now, "replaying after undo gave another game"
        self.counts["probes: undo"] += 1

    def probe_load(self) -> None:
        self.doing = "saving and loading"
        game = self.game
        text = game.to_json()
        loaded = load_game(text)
        assert loaded.to_json() == text, "the loaded game saves differently"
        self.game, original = loaded, game
        loaded_print = self._fingerprint()
        self.game = original
        assert loaded_print == self._fingerprint(), "the loaded game differs (history, turn, view or legal actions)"
        if self.rng.random() < 0.5:
            self.game = loaded
        self.counts["probes: save/load"] += 1


# ---------------------------------------------------------------- running and reporting

def report(playout: Playout, error: BaseException, folder: Path, out) -> Path:
    """Write the failing game's seed, settings, save and traceback; print how to replay it."""
    folder.mkdir(parents=True, exist_ok=True)
    seed = playout.setup.seed
    save, note = None, "no save: the game was not set up"
    if playout.game is not None:
        try:
            save = playout.game.to_json()
        except Exception as failed:                  # a broken state may not even save
            note = f"no save: {type(failed).__name__}: {failed}"
        else:
            saved = folder / f"fuzz-{seed}.save.json"
            saved.write_text(save)
            note = f"save in {saved}"
    replay = f"python tools/fuzz.py --replay {seed}"
    path = folder / f"fuzz-{seed}.json"
    path.write_text(json.dumps({
        "seed": seed, **asdict(playout.setup), "step": playout.step, "doing": playout.doing,
        "error": f"{type(error).__name__}: {error}", "traceback": traceback.format_exception(error),
        "save": save, "replay": replay}, indent=1, default=str))
    print(f"FAILED game {seed} ({playout.setup.describe()}) at step {playout.step}, {playout.doing}: "
          f"{type(error).__name__}: {error}\n  seed and details in {path}; {note}\n  replay: {replay}",
          file=out, flush=True)
    return path


def progress(counts: Counter, started: float, first: int) -> str:
    """One line: time, games by player count, steps, probes, failures, the seeds played."""
    elapsed = time.strftime("%H:%M:%S", time.gmtime(time.monotonic() - started))
    by_players = ", ".join(f"{p}p {counts[f'games: {p}p']:,}" for p in (2, 3, 4))
    probes = ", ".join(f"{key[8:]} {value:,}" for key, value in sorted(counts.items()) if key.startswith("probes: "))
    return (f"[{elapsed}] games {counts['games']:,} ({by_players}), steps {counts['steps']:,}, probes: {probes}; "
            f"failures {counts['failures']}; seeds {first}..{first + counts['games'] - 1}")


def run(first: int, games: int | None = None, hours: float | None = None, every: float = 60.0,
        failures: Path = Path("fuzz-failures"), stop: bool = False, out=sys.stdout) -> Counter:
    """Fuzz games with seeds ``first``, ``first + 1``, ... until ``games`` are played or ``hours`` have passed
    (or forever); print a progress line every ``every`` seconds and a summary. Returns the counts."""
    counts = Counter()
    started = last = time.monotonic()
    deadline = None if hours is None else started + hours * 3600
    end = "done"
    try:
        for seed in itertools.count(first):
            if games is not None and counts["games"] >= games or deadline is not None and time.monotonic() >= deadline:
                break
            playout = Playout(seed, counts)
            try:
                playout.run()
            except Exception as error:
                counts["failures"] += 1
                report(playout, error, failures, out)
            counts["games"] += 1
            counts[f"games: {playout.setup.players}p"] += 1
            if stop and counts["failures"]:
                break
            if time.monotonic() - last >= every:
                last = time.monotonic()
                print(progress(counts, started, first), file=out, flush=True)
    except KeyboardInterrupt:
        counts["interrupted"] = 1
        end = f"interrupted in game {seed} (not counted)"
    print(f"{end}: {progress(counts, started, first)}", file=out, flush=True)
    return counts


def replay(seed: int, out=sys.stdout) -> int:
    """Play game ``seed`` again; on a failure show where and the whole traceback (exit code 1)."""
    playout = Playout(seed, Counter())
    print(f"game {seed}: {playout.setup.describe()}", file=out)
    try:
        playout.run()
    except Exception:
        print(f"FAILED at step {playout.step}, {playout.doing}\n{traceback.format_exc()}", file=out)
        return 1
    print(f"game {seed} passes ({playout.step} steps)", file=out)
    return 0


def _parser() -> argparse.ArgumentParser:
    def at_least(kind, low):
        def check(text):
            try:
                value = kind(text)
            except ValueError:
                value = None
            if value is None or value < low or value != value:
                raise argparse.ArgumentTypeError(f"give a number of at least {low}, not {text!r}")
            return value
        return check
    parser = argparse.ArgumentParser(prog="tools/fuzz.py", allow_abbrev=False,
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=at_least(int, 1), help="stop after this many games")
    parser.add_argument("--hours", type=at_least(float, 0), help="stop after this long (e.g. 8 or 0.5)")
    parser.add_argument("--seed", type=int, help="seed of the first game (default: a random one, printed)")
    parser.add_argument("--every", type=at_least(float, 0), default=60.0, help="seconds between progress lines")
    parser.add_argument("--failures", type=Path, default=Path("fuzz-failures"), help="folder for failing games")
    parser.add_argument("--stop", action="store_true", help="stop at the first failure")
    parser.add_argument("--replay", type=int, metavar="SEED", help="replay one game and show its failure")
    return parser


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    for name in ("seed", "replay"):
        try:
            if getattr(args, name) is not None:
                check_seed(getattr(args, name))
        except ValueError as error:
            parser.error(f"argument --{name}: {error}")
    if args.replay is not None:
        return replay(args.replay)
    first = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    budget = " and ".join(filter(None, (args.games and f"{args.games} games", args.hours is not None and
                                        f"{args.hours} hours"))) or "until Ctrl-C"
    print(f"fuzzing from seed {first} ({budget}); failures go to {args.failures}/", flush=True)
    counts = run(first, args.games, args.hours, args.every, args.failures, args.stop)
    return 1 if counts["failures"] else 130 if counts["interrupted"] else 0


if __name__ == "__main__":
    sys.exit(main())
