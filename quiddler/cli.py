"""The command line's front door: ``quiddler [play|solitaire|check|solve|…]``.

Each subcommand lives in ``quiddler/commands/<name>.py`` with two functions, ``register(sub)``
that adds its parser and ``run(args) -> int`` that does the work. Only ``run`` may import heavy
things (Textual, a word list), so ``quiddler check`` never pays for the UI and ``--help`` is quick.

Every usage error is one sentence on standard error and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys
from collections.abc import Sequence
from typing import NoReturn

from quiddler import __version__

#: Subcommand modules, in the order ``--help`` lists them.
COMMANDS: tuple[str, ...] = (
    "play",
    "solitaire",
    "check",
    "dictionaries",
    "solve",
    "simulate",
    "history",
)


class UsageError(Exception):
    """A command-line mistake the user can fix; ``main`` prints it and exits with status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is one sentence and a pointer to ``--help``."""

    def error(self, message: str) -> NoReturn:
        sentence = message[:1].upper() + message[1:]
        self.exit(2, f"{self.prog}: {sentence.rstrip('.')}. Try '{self.prog} --help'.\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="quiddler",
        description="Quiddler, the short word card game, in your terminal.",
        epilog="With no command, the title screen opens.",
    )
    parser.add_argument("--version", action="version", version=f"quiddler {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMANDS:
        if importlib.util.find_spec(f"quiddler.commands.{name}") is None:
            continue  # a command not built yet in this checkout
        importlib.import_module(f"quiddler.commands.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``quiddler`` command; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", "--title", *(argv or [])])
    try:
        return int(args.run(args) or 0)
    except UsageError as error:
        print(f"quiddler {args.command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("Interrupted.", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
