"""``python -m fresco_nb.texts [--game azul_sp] [--write docs/rules.md] [--lang en] [--data FOLDER]``: print or
write a game's book (Fresco's by default; ``--game azul_sp --write docs/rules-azul-summer-pavilion.md``)."""
from __future__ import annotations

import argparse
from pathlib import Path

from . import GAMES, book


def main(argv=None) -> None:
    """Print the rule book in play order (Markdown), or write it to a file."""
    parser = argparse.ArgumentParser(prog="python -m fresco_nb.texts", description=main.__doc__)
    parser.add_argument("--write", metavar="PATH", help="write the book to this file instead of printing it")
    parser.add_argument("--lang", default="en", help="language of the texts (default: en)")
    parser.add_argument("--data", metavar="FOLDER", help="a data folder (a variant); default: the shipped data")
    parser.add_argument("--game", default="fresco", choices=GAMES.values(),
                        help="whose rules: fresco (default) or azul_sp")
    args = parser.parse_args(argv)
    text = book(args.data, lang=args.lang, game=args.game)
    if args.write:
        Path(args.write).write_text(text, encoding="utf-8")
    else:
        print(text, end="")


if __name__ == "__main__":
    main()
