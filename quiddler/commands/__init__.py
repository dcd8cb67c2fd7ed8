"""One module per subcommand: ``register(subparsers)`` adds its parser, ``run(args)`` runs it.

Keep imports at module level light (argparse, the engine); import Textual or a word list inside
``run`` so that other commands and ``--help`` stay fast.
"""

from __future__ import annotations

import argparse
from typing import TypedDict

from quiddler.i18n import _

#: The family filter's settings (quiddler.dictionary.family.FAMILY_MODES, repeated here so that
#: building the parsers imports no dictionary code).
FAMILY_CHOICES = ("on", "off", "strict")


def add_family_option(parser: argparse.ArgumentParser, *, who: str, default: str | None = "on") -> None:
    """``--family on|off|strict``, the same words in every command that suggests words (``default``
    None: not given, so that a remembered setting can stand)."""
    parser.add_argument(
        "--family",
        choices=FAMILY_CHOICES,
        default=default,
        help=_(
            "family filter: on (default) keeps vulgar and offensive words out of {who}; off; "
            "strict also refuses them as words"
        ).format(who=who),
    )


def add_look_options(parser: argparse.ArgumentParser) -> None:
    """``--theme NAME`` and ``--big-cards``: how the app looks for this run (the command palette
    chooses for good; see docs/accessibility.md)."""
    from quiddler.tui.appearance import THEME_NAMES

    parser.add_argument(
        "--theme",
        metavar="NAME",
        help=_("colours for this run: {names} (the command palette, Ctrl+P, remembers a choice)").format(
            names=", ".join(THEME_NAMES)
        ),
    )
    parser.add_argument(
        "--big-cards",
        action="store_true",
        default=None,
        help=_("draw the cards twice as big where the window has room (for low vision)"),
    )


class Look(TypedDict):
    """The look asked for on the command line (None: what is remembered)."""

    theme: str | None
    big_cards: bool | None


def look_from_args(args: argparse.Namespace) -> Look:
    """The look the command line asks for, checked (a bad theme name: UsageError, one sentence),
    as keyword arguments for :meth:`Themed.use_appearance <quiddler.tui.themes.Themed.use_appearance>`."""
    from quiddler.cli import UsageError
    from quiddler.tui.appearance import UnknownThemeError, check_theme

    theme = getattr(args, "theme", None)
    if theme is not None:
        try:
            theme = check_theme(theme)
        except UnknownThemeError as error:
            raise UsageError(str(error)) from None
    return {"theme": theme, "big_cards": getattr(args, "big_cards", None)}
