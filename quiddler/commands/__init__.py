"""One module per subcommand: ``register(subparsers)`` adds its parser, ``run(args)`` runs it.

Keep imports at module level light (argparse, the engine); import Textual or a word list inside
``run`` so that other commands and ``--help`` stay fast.
"""

from __future__ import annotations

import argparse

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
