"""Command line: ``python -m fresco_nb simulate [--game azul_sp] --players 4 --games 1000 --seed 1 --bots greedy,random,...
--out results.csv`` (any game of :data:`fresco_nb.games.GAMES`, Fresco by default; a game's options as ``--<option>``);
``python -m fresco_nb handouts --out DIR [--notebooks ...] [--pdf] [--execute]`` (see :mod:`fresco_nb.handouts`);
``fresco-nb lab [--dir DIR] [--reset] [jupyter args]`` (see :mod:`fresco_nb.workspace`);
``fresco-nb wheelhouse --out DIR [--core] [--platform TAG --python-version X.Y]`` (see :mod:`fresco_nb.wheelhouse`);
``fresco-nb serve [--host H] [--port P] [--state-dir DIR] [--public-url URL] [--lang LANG]`` (see
:mod:`fresco_nb.serve`).

Every argument is checked before the first game; a bad one ends the command with one line on standard error
naming it and exit code 2. Ctrl-C stops a run cleanly: every row written so far is complete and on disk, one
line says how many, and the exit code is 130. A reader that stops early (``| head``) ends the run quietly (1).
"""
from __future__ import annotations

import argparse
import contextlib
import csv
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from .bots import bots_for
from .games import DEFAULT_GAME, GAMES, game_module
from .lab.playing import Arm, iter_rows
from .texts import use_widget_language
from .workspace import DEFAULT_FOLDER

PROG = "fresco_nb"
INTERRUPTED = 130          # the shell's code for a command ended by SIGINT


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on standard error (exit code 2), without the usage text."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _whole_number_of_games(text: str) -> int:
    try:
        games = int(text)
    except ValueError:
        games = 0
    if games < 1:
        raise argparse.ArgumentTypeError(f"give a whole number of games, at least 1, not {text!r}")
    return games


def _names(text: str) -> list[str]:
    """An argparse type: a comma-separated list of names."""
    return [name.strip() for name in text.split(",") if name.strip()]


def _game_options() -> dict[str, list[str]]:
    """Every game's options that can be given as text, with the games that have each."""
    found: dict[str, list[str]] = {}
    for name in GAMES:
        for option in game_module(name).OPTIONS:
            found.setdefault(option, []).append(name)
    return found


def _parsers() -> tuple[argparse.ArgumentParser, argparse.ArgumentParser]:
    """The command's parser and its ``simulate`` subparser (no option may be abbreviated)."""
    parser = _Parser(prog=PROG, allow_abbrev=False,
                     description="Fresco rules engine: simulate games between bots; make handouts of the "
                                 "notebooks; open the notebooks in JupyterLab; make a wheelhouse for offline "
                                 "installs; serve a class game to several devices.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    sim = commands.add_parser("simulate", allow_abbrev=False, help="play games between bots and write one CSV row per game")
    sim.add_argument("--game", default=DEFAULT_GAME, choices=list(GAMES),
                     help=f"the game: {', '.join(GAMES)} (default: %(default)s)")
    sim.add_argument("--players", type=int, default=4,
                     help="how many players (Fresco: 2, 3 or 4; 2 plays with Leonardo)")
    for option, games in _game_options().items():
        sim.add_argument(f"--{option.replace('_', '-')}", dest=f"option_{option}", default=None,
                         help=f"{' and '.join(game_module(g).TITLE for g in games)}: the {option} as text "
                              "(Fresco's modules: comma-separated portraits,requests,blends; default: none)"
                         if option == "modules" else f"{' and '.join(game_module(g).TITLE for g in games)}: "
                                                     f"the {option} as text")
    sim.add_argument("--games", type=_whole_number_of_games, default=100, help="how many games (at least 1)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed + i")
    sim.add_argument("--bots", type=_names, default=None,
                     help=f"comma-separated, one per seat (Fresco: {', '.join(sorted(bots_for(DEFAULT_GAME)))}; "
                          "random and search play every game); default all greedy")
    sim.add_argument("--data", default=None, help="a data folder to play a variant (default: the active data, "
                     "FRESCO_NB_DATA or fresco_nb.use_data; else the shipped data)")
    sim.add_argument("--out", default="-", help="CSV file (default: standard output); its folder must exist")
    sim.add_argument("--force", action="store_true", help="overwrite --out if it exists")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    hand = commands.add_parser("handouts", allow_abbrev=False,
                               help="student notebooks, offline HTML handouts and PDFs of the teaching notebooks")
    hand.add_argument("--out", required=True,
                      help="folder for student/, html/, pdf/ and the player aid player-aid.html (made if missing)")
    hand.add_argument("--notebooks", nargs="+", default=None, metavar="NOTEBOOK",
                      help="the notebooks to use (default: every notebook of notebooks/)")
    hand.add_argument("--pdf", action="store_true", help="also print each handout to PDF (needs Chrome or Chromium)")
    hand.add_argument("--execute", action="store_true",
                      help="run every notebook first (default: only those whose code was never run)")
    about = ("copy the teaching notebooks into a working folder and open JupyterLab on it; other arguments go "
             "to JupyterLab (e.g. --no-browser, --port 8899)")
    lab = commands.add_parser("lab", allow_abbrev=False, help=about, description=about)
    lab.add_argument("--dir", default=str(DEFAULT_FOLDER),
                     help="the working folder (default: %(default)s); made if missing; a notebook you changed "
                          "there is never overwritten: a newer shipped one is added beside it")
    lab.add_argument("--reset", action="store_true",
                     help="put the shipped notebooks back, replacing your changed ones (asks first)")
    about = ("on a machine with internet: every wheel needed to install the kit on machines without it "
             "(then: pip install --no-index --find-links DIR \"fresco_nb[lab]\")")
    house = commands.add_parser("wheelhouse", allow_abbrev=False, help=about, description=about)
    house.add_argument("--out", required=True, help="folder for the wheels (made if missing)")
    house.add_argument("--core", action="store_true", help="only the core (simulate, rules), without JupyterLab")
    _add_text_options(house, {
        "--project": "the kit's source folder or a fresco_nb wheel (default: this source folder)",
        "--platform": "the classroom machines' platform if not this one's: win_amd64, macosx_11_0_arm64, "
                      "macosx_10_9_x86_64, manylinux2014_x86_64",
        "--python-version": "the classroom machines' Python (e.g. 3.12) if not this one's"})
    about = ("serve one class game to several devices: a page per team, the projector and the teacher "
             "(needs the serve extra)")
    web = commands.add_parser("serve", allow_abbrev=False, help=about, description=about)
    web.add_argument("--host", default="127.0.0.1",
                     help="address to listen on (default: %(default)s, this machine only; 0.0.0.0 shares the game "
                          "on the local network)")
    web.add_argument("--port", type=_port, default=8000, help="port to listen on (default: %(default)s)")
    web.add_argument("--state-dir", default=str(Path.home() / "fresco-nb-serve"),
                     help="folder of the tables' saves and tokens, resumed at the next start (default: %(default)s)")
    _add_text_options(web, {
        "--public-url": "the address put in the links when the server is reached through another one (an HTTPS "
                        "proxy: https://games.school.example)",
        "--lang": "the language of the pages, boards and answers (a folder of fresco_nb/texts; default: en)"})
    return parser, sim


def _add_text_options(parser: argparse.ArgumentParser, helps: dict[str, str]) -> None:
    """Options that each take one text, None when not given, in the order of ``helps`` (option: its help)."""
    for option, help_text in helps.items():
        parser.add_argument(option, help=help_text)


def _port(text: str) -> int:
    port = int(text) if text.isdigit() else 0
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"give a port number 1..65535, not {text!r}")
    return port


def _open_out(parser: argparse.ArgumentParser, path: str, force: bool):
    """The CSV output, opened before any game is played (standard output for "-")."""
    if path == "-":
        return sys.stdout
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        parser.error(f"argument --out: the folder {folder!r} does not exist")
    if os.path.isdir(path):
        parser.error(f"argument --out: {path!r} is a folder; give a file name")
    try:
        return open(path, "w" if force else "x", newline="")
    except FileExistsError:
        parser.error(f"argument --out: {path!r} exists; add --force to overwrite it")
    except OSError as error:
        parser.error(f"argument --out: cannot write {path!r}: {error.strerror}")


def _checked(argv):
    """Parse and check every argument; return (args, the rows to come, output). Exits with code 2 on a bad one."""
    parser, sim = _parsers()
    args, unknown = parser.parse_known_args(argv)
    if unknown and args.command != "lab":          # only lab passes arguments on (to JupyterLab)
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    args.jupyter_args = unknown
    if args.command in _COMMANDS:
        return args, None, None
    game = game_module(args.game)
    if args.players not in game.PLAYERS:
        sim.error(f"argument --players: {game.TITLE} is played by {', '.join(map(str, game.PLAYERS))} players, "
                  f"not {args.players}")
    known = bots_for(args.game)
    default = "greedy" if "greedy" in known else "random"
    bots = args.bots or [default] * args.players
    unknown = [name for name in bots if name not in known]
    if unknown:
        sim.error(f"argument --bots: unknown bot {unknown[0]!r}; bots are {', '.join(sorted(known))}")
    if len(bots) != args.players:
        sim.error(f"argument --bots: {args.players} players need {args.players} bot names, got {len(bots)}")
    given = {name: getattr(args, f"option_{name}") for name in _game_options()
             if getattr(args, f"option_{name}") is not None}
    for name in given:
        if name not in game.OPTIONS:
            sim.error(f"argument --{name.replace('_', '-')}: {game.TITLE} has no {name}")
    try:
        options = game.parse_options(given)
        arm = Arm(players=args.players, bots=tuple(bots), game=args.game, options=options).resolved()
    except ValueError as error:
        sim.error(f"argument --{next(iter(given), 'game').replace('_', '-')}: {error}")
    if args.data:
        try:
            arm = Arm(players=args.players, bots=arm.bots, game=args.game, options=options, data=args.data).resolved()
        except ValueError as error:
            sim.error(f"argument --data: {error}")
    try:                # the games' seeds, in the game's range (the rest is checked above)
        rows = iter_rows(args.players, args.games, args.seed, arm.bots, arm.data, arm.modules, game=args.game,
                         **arm.options)
    except (TypeError, ValueError) as error:
        sim.error(f"argument --seed: {error}")
    return args, rows, _open_out(sim, args.out, args.force)


@contextlib.contextmanager
def _whole():
    """Hold SIGINT back while a row is written, so that Ctrl-C never leaves half a row (POSIX)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)      # a held Ctrl-C is raised here


def _reported(command: str, call: Callable[[], object], errors: dict) -> int:
    """The exit code ``call()`` returns (0 if it returns something else); an exception listed in ``errors``
    (``{type: (prefix, code)}``, the most specific type first) is one line on standard error and its code."""
    try:
        done = call()
    except tuple(errors) as error:
        prefix, code = next(spec for kind, spec in errors.items() if isinstance(error, kind))
        print(f"{PROG} {command}: {prefix}{error}", file=sys.stderr)
        return code
    return done if isinstance(done, int) else 0


def _not_a_folder(command: str, path: str) -> bool:
    """True, with one line on standard error, when ``--out`` names a file."""
    if os.path.exists(path) and not os.path.isdir(path):
        print(f"{PROG} {command}: error: argument --out: {path!r} is a file; give a folder", file=sys.stderr)
        return True
    return False


def _handouts(args) -> int:
    """``handouts``: student versions, HTML and (``--pdf``) PDF of the notebooks; a bad path is one line, code 2."""
    from .handouts import NotebookFailed, make_handouts
    if _not_a_folder("handouts", args.out):
        return 2
    return _reported("handouts", lambda: make_handouts(args.out, args.notebooks, pdf=args.pdf, execute=args.execute),
                     {FileNotFoundError: ("error: argument --notebooks: ", 2), NotebookFailed: ("", 1)})


def _lab(args) -> int:
    """``lab``: update the working copy of the notebooks, then JupyterLab on it; a bad --dir is one line, code 2;
    without JupyterLab one line naming the extra to install, code 1."""
    from .workspace import LabNotInstalled, lab
    def say(line: str) -> None:
        print(f"{PROG} lab: {line}")
    return _reported("lab", lambda: lab(args.dir, args.reset, args.jupyter_args, say=say),
                     {LabNotInstalled: ("error: ", 1), FileNotFoundError: ("error: ", 1),
                      ValueError: ("error: argument --dir: ", 2)})


def _wheelhouse(args) -> int:
    """``wheelhouse``: the wheels for an offline install; a bad --out or --project is one line, code 2, a pip step
    that fails one line, code 1."""
    from .wheelhouse import BadProject, WheelhouseError, make_wheelhouse
    if _not_a_folder("wheelhouse", args.out):
        return 2
    return _reported("wheelhouse", lambda: make_wheelhouse(args.out, args.project, core=args.core,
                                                           platform=args.platform, python_version=args.python_version),
                     {BadProject: ("error: argument --project: ", 2), WheelhouseError: ("error: ", 1)})


def _serve(args) -> int:
    """``serve``: the class game's web server until Ctrl-C; a bad --state-dir or --public-url is one line, code 2;
    without the serve extra one line naming it, code 1."""
    try:
        from .serve import serve
        import starlette, uvicorn  # noqa: F401  (the serve extra)
    except ImportError as missing:
        print(f"{PROG} serve: error: {missing.name} is missing: pip install \"fresco_nb[serve]\"", file=sys.stderr)
        return 1
    if args.public_url is not None and not args.public_url.startswith(("http://", "https://")):
        print(f"{PROG} serve: error: argument --public-url: give an http:// or https:// address, not "
              f"{args.public_url!r}", file=sys.stderr)
        return 2
    if args.lang is not None:
        try:
            use_widget_language(args.lang)
        except ValueError as error:
            print(f"{PROG} serve: error: argument --lang: {error}", file=sys.stderr)
            return 2
    try:
        serve(args.host, args.port, args.state_dir, public_url=args.public_url)
    except (ValueError, OSError) as error:
        print(f"{PROG} serve: error: argument --state-dir: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0
    return 0


_COMMANDS = {"handouts": _handouts, "lab": _lab, "wheelhouse": _wheelhouse, "serve": _serve}


def main(argv=None) -> int:
    """Entry point of ``python -m fresco_nb`` and the ``fresco-nb`` command; returns the exit code."""
    written, out = 0, None
    try:
        try:
            args, rows, out = _checked(argv)
        except SystemExit as stop:                  # --help, or a bad argument (already reported)
            return stop.code
        if args.command in _COMMANDS:
            return _COMMANDS[args.command](args)
        bar = None
        if not args.no_progress and sys.stderr.isatty():
            from tqdm import tqdm
            bar = tqdm(total=args.games, unit="game", file=sys.stderr)
        writer = None
        try:
            for row in rows:
                with _whole():
                    if writer is None:
                        writer = csv.DictWriter(out, fieldnames=list(row))
                        writer.writeheader()
                    writer.writerow(row)
                    out.flush()
                    written += 1
                if bar is not None:
                    bar.update()
        finally:
            if bar is not None:
                bar.close()
    except KeyboardInterrupt:
        where = "standard output" if out is sys.stdout else out.name if out is not None else "nothing (not started)"
        print(f"{PROG}: interrupted; {written} complete game{'s' * (written != 1)} written to {where}",
              file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:                  # the reader stopped early (``... | head``): end quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())     # nothing left to flush at exit
        return 1
    finally:
        if out is not None and out is not sys.stdout:
            out.close()
    return 0
