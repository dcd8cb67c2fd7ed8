"""The command line's front door: ``quiddler [play|solitaire|check|solve|…]``.

Each subcommand lives in ``quiddler/commands/<name>.py`` with two functions, ``register(sub)``
that adds its parser and ``run(args) -> int`` that does the work. Only ``run`` may import heavy
things (Textual, a word list), so ``quiddler check`` never pays for the UI and ``--help`` is quick.

Every usage error is one sentence on standard error and exit status 2, never a traceback.

The language (``--lang es|en`` anywhere on the line, or ``LANG``/``LC_ALL``/``LC_MESSAGES``/
``LANGUAGE``) is chosen first, before any parser or command is built, so every sentence — argparse's
own included — is in it (see :mod:`quiddler.i18n`).

Output that cannot show a character (``PYTHONIOENCODING=ascii``, an old Windows console) falls
back to plain ones instead of failing: ``QU·I·Z`` is printed ``QU-I-Z``, ``…`` is ``...``, an
accented letter loses its accent, and anything else is written as an escape (``\u674e``).
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import importlib
import io
import os
import re
import sys
import unicodedata
from collections.abc import Sequence
from typing import Any, NoReturn

from quiddler import __version__, i18n
from quiddler.engine.errors import InvalidInputError, QuiddlerError
from quiddler.engine.rules import RuleOptions, preset
from quiddler.i18n import LANGUAGES, N_, _, ngettext, pgettext
from quiddler.storage.files import printable
from quiddler.storage.paths import DataFolderError

# argparse's own sentences ("usage:", "options", its errors) go through quiddler's catalog: it
# calls the module-level names it imported from gettext, looked up at each call.
argparse._ = _  # type: ignore[attr-defined]
argparse.ngettext = ngettext  # type: ignore[attr-defined]

#: argparse's sentences that reach players, marked here so extraction puts them in the catalog.
ARGPARSE_SENTENCES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
)


def _argparse_plurals() -> None:
    """Marks argparse's plural sentences for extraction (argparse asks ngettext for them)."""
    ngettext("expected %s argument", "expected %s arguments", 2)


_PLACEHOLDER = re.compile(r"[A-Z]{2,}(?:_[A-Z]+)*")


def _placeholder(text: str) -> str:
    """An option's placeholder in ``--help`` (NAMES, SEED, HOST:PORT) in the players' language:
    each capitalised word is looked up as a placeholder; one with no entry (URL, PEM) stays."""
    return _PLACEHOLDER.sub(lambda match: pgettext("placeholder", match[0]), text)


def _placeholders() -> None:
    """Marks the placeholders of every command's options for extraction (argparse shows an
    option's destination in capitals where no placeholder is given)."""
    for word in (
        pgettext("placeholder", "NAMES"),
        pgettext("placeholder", "NAME"),
        pgettext("placeholder", "SEED"),
        pgettext("placeholder", "PRESET"),
        pgettext("placeholder", "LEVELS"),
        pgettext("placeholder", "WORD"),
        pgettext("placeholder", "CARD"),
        pgettext("placeholder", "ACTION"),
        pgettext("placeholder", "GAME_ID"),
        pgettext("placeholder", "FILE"),
        pgettext("placeholder", "PORT"),
        pgettext("placeholder", "HOST"),
        pgettext("placeholder", "PATH"),
        pgettext("placeholder", "SECONDS"),
        pgettext("placeholder", "CODE"),
        pgettext("placeholder", "ADDRESS"),
        pgettext("placeholder", "MAX"),
        pgettext("placeholder", "MS"),
    ):
        del word


def translate_placeholders(parser: argparse.ArgumentParser) -> None:
    """Every option placeholder of ``parser`` in the players' language (``--players NOMBRES``)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in dict.fromkeys(action.choices.values()):
                translate_placeholders(command)
        if isinstance(action.metavar, str):
            action.metavar = _placeholder(action.metavar)
        elif (
            action.metavar is None and action.option_strings and action.nargs != 0 and action.choices is None
        ):
            action.metavar = _placeholder(action.dest.upper())


#: Subcommand modules, in the order ``--help`` lists them.
COMMANDS: tuple[str, ...] = (
    "play",
    "host",
    "join",
    "solitaire",
    "daily",
    "score",
    "check",
    "dictionaries",
    "house",
    "solve",
    "simulate",
    "history",
    "review",
    "stats",
    "replay",
)


_INVALID_NUMBER = re.compile(r"invalid (int|float) value: ('.*')$")


class UsageError(QuiddlerError):
    """A command-line mistake the user can fix; ``main`` prints it and exits with status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is one sentence and a pointer to ``--help`` — the subcommand's own
    help when the mistake is in a subcommand's options (``quiddler play --bogus``)."""

    #: The subcommands' parsers, by name (set on the top-level parser by :func:`build_parser`).
    commands: dict[str, argparse.ArgumentParser]

    def parse_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:  # type: ignore[override]
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            # argparse would blame the top-level parser; the options belong to the subcommand.
            command = getattr(parsed, "command", None)
            owner = getattr(self, "commands", {}).get(command, self)
            owner.error(_("unrecognized arguments: %s") % " ".join(extras))
        return parsed

    def error(self, message: str) -> NoReturn:
        # argparse's "invalid int value: 'abc'" reads like a programmer's note: say it plainly.
        message = _INVALID_NUMBER.sub(
            lambda m: (
                _("{value} is not a whole number") if m[1] == "int" else _("{value} is not a number")
            ).format(value=m[2]),
            message,
        )
        sentence = message[:1].upper() + message[1:]
        text = _("{prog}: {sentence}. Try '{prog} --help'.")
        self.exit(2, text.format(prog=self.prog, sentence=sentence.rstrip(".")) + "\n")


def build_parser(commands: Sequence[str] = COMMANDS) -> argparse.ArgumentParser:
    """The parser of ``commands`` (all of them by default, as ``--help`` lists them)."""
    parser = _Parser(
        prog="quiddler",
        description=_("Quiddler, the short word card game, in your terminal."),
        epilog=_("With no command, the title screen opens."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"quiddler {__version__}",
        help=_("show program's version number and exit"),  # Python 3.11 does not translate it
    )
    _add_lang_option(parser)
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"), parser_class=_Parser)
    for name in commands:
        importlib.import_module(f"quiddler.commands.{name}").register(sub)
    parser.commands = dict(sub.choices)
    for command in parser.commands.values():
        _add_lang_option(command)
    if i18n.language() != "en":
        translate_placeholders(parser)
    return parser


def _add_lang_option(parser: argparse.ArgumentParser) -> None:
    """``--lang`` in every parser's ``--help``; :func:`take_language` has already read it."""
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        help=_("the language to speak: es (español) or en (English); by default the terminal's (LANG)"),
    )


def take_language(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """``--lang CODE`` or ``--lang=CODE`` found anywhere in ``argv`` (a global option, before or
    after the command), and the other arguments. Raises UsageError for a language not spoken or a
    missing code. Stops at ``--`` (what follows is not an option)."""
    rest: list[str] = []
    code: str | None = None
    items = list(argv)
    index = 0
    while index < len(items):
        item = items[index]
        if item == "--":
            rest.extend(items[index:])
            break
        if item == "--lang" or item.startswith("--lang="):
            if item == "--lang":
                index += 1
                if index == len(items):
                    raise UsageError(_("--lang needs a language: es or en"))
                value = items[index]
            else:
                value = item.split("=", 1)[1]
            code = value.strip().lower()
            if code not in LANGUAGES:
                raise UsageError(
                    _("{value} is not a language quiddler speaks: choose es or en").format(value=repr(value))
                )
        else:
            rest.append(item)
        index += 1
    return code, rest


def require_terminal(command: str) -> None:
    """Refuse to start a full-screen game whose keys cannot come from a keyboard: with its input
    a file, a pipe or /dev/null, the game would wait for ever for keys that never come (and take
    only Ctrl+C). One sentence, exit status 2. A Textual driver named in ``TEXTUAL_DRIVER`` (a
    ``host --web`` page's ``quiddler join``: its keys come from the page through a pipe) needs no
    terminal."""
    if os.environ.get("TEXTUAL_DRIVER"):
        return
    try:
        interactive = sys.stdin is not None and sys.stdin.isatty()
    except (OSError, ValueError):  # a closed standard input
        interactive = False
    if not interactive:
        raise UsageError(
            _(
                "This needs the keyboard: run quiddler {command} in a terminal, its input not redirected."
            ).format(command=command)
        )


def sentence(text: object) -> str:
    """``text`` as one sentence: a capital first letter and a full stop (messages come from many
    places — argparse, the engine, a save file — and should all read the same way)."""
    message = printable(" ".join(str(text).split()))  # text from a file may hold escape sequences
    message = message[:1].upper() + message[1:]
    return message if message.endswith((".", "!", "?")) else message + "."


def seed(text: str) -> int:
    """argparse type for ``--seed``: any whole number (negative too), said in one sentence if not."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a number: a seed is a whole number like 42").format(text=repr(text))
        ) from None


def rules_preset(text: str) -> RuleOptions:
    """argparse type for ``--rules``: a preset name (standard, checked, junior, short)."""
    try:
        return preset(text)
    except QuiddlerError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


#: Plain stand-ins for the characters quiddler prints, where the output cannot show them.
_PLAIN = {
    "·": "-", "…": "...", "–": "-", "—": "-", "−": "-", "×": "x", "±": "+/-", "▲": "^",
    "‘": "'", "’": "'", "“": '"', "”": '"', "•": "*", "→": "->", "←": "<-", "≤": "<=", "≥": ">=",
}  # fmt: skip
_PLAIN_ERRORS = "quiddler-plain"


def _plain(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler behind :func:`plain_output` (see the module docstring)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = []
    for char in error.object[error.start : error.end]:
        folded = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode("ascii")
        text.append(_PLAIN.get(char) or folded or char.encode("ascii", "backslashreplace").decode("ascii"))
    return "".join(text), error.end


codecs.register_error(_PLAIN_ERRORS, _plain)


def plain_output() -> None:
    """Make standard output and error fall back to plain characters instead of raising
    UnicodeEncodeError when their encoding cannot show one (see the module docstring)."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors != _PLAIN_ERRORS:
            with contextlib.suppress(ValueError, io.UnsupportedOperation):
                stream.reconfigure(errors=_PLAIN_ERRORS)


def _commands_needed(argv: Sequence[str]) -> Sequence[str]:
    """Only the command being run needs its parser (and its module): ``quiddler play`` does not
    import what ``quiddler check`` needs. Without a command (the title screen) that is ``play``;
    ``--help``, ``--version`` or a name that is no command get them all, to list them."""
    if not argv:
        return ("play",)
    first = argv[0]
    return (first,) if first in COMMANDS else COMMANDS


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``quiddler`` command; returns the exit status (2 for any usage error).

    ``--help``, ``--version`` and argparse's errors end in ``SystemExit`` inside argparse; it is
    turned into a return value here, so ``main([...])`` can be called (and tested) like a function.
    """
    plain_output()
    i18n.use_language(i18n.language_from_environment())  # a mistake in --lang is said in this one
    try:
        code, argv = take_language(sys.argv[1:] if argv is None else argv)
    except UsageError as error:
        print(f"quiddler: {sentence(error)}", file=sys.stderr)
        return 2
    if code:
        i18n.use_language(code)
    parser = build_parser(_commands_needed(argv))
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            args = parser.parse_args(["play", "--title", *argv])
    except SystemExit as exit:
        return exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 2)
    prefix = f"quiddler {args.command}"
    try:
        return int(args.run(args) or 0)
    except UsageError as error:
        print(f"{prefix}: {sentence(error)}", file=sys.stderr)
        return 2
    except InvalidInputError as error:
        # Input the engine refused (9 players, a bad setup) that a command did not catch itself.
        print(f"{prefix}: {sentence(error)}", file=sys.stderr)
        return 2
    except DataFolderError as error:
        # A command that must write, and the data folder cannot be made or written.
        print(f"{prefix}: {sentence(error)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(_("Interrupted."), file=sys.stderr)
        return 130
    except BrokenPipeError:
        # ``quiddler history | head``: the reader left; stop quietly rather than with a traceback.
        with contextlib.suppress(OSError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
