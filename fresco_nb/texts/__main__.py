"""``python -m fresco_nb.texts [--write docs/rules.md] [--lang en] [--data FOLDER]``: print or write the book."""
from __future__ import annotations

import argparse
from pathlib import Path

from . import book


def main(argv=None) -> None:
    """Print the rule book in play order (Markdown), or write it to a file."""
    parser = argparse.ArgumentParser(prog="python -m fresco_nb.texts", description=main.__doc__)
    parser.add_argument("--write", metavar="PATH", help="write the book to this file instead of printing it")
    parser.add_argument("--lang", default="en", help="language of the texts (default: en)")
    parser.add_argument("--data", metavar="FOLDER", help="a data folder (a variant); default: the shipped data")
    args = parser.parse_args(argv)
    text = book(args.data, lang=args.lang)
    if args.write:
        Path(args.write).write_text(text, encoding="utf-8")
    else:
        print(text, end="")


if __name__ == "__main__":
    main()
