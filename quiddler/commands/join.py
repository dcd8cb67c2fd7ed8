"""``quiddler join URL``: take a seat at a game hosted on another machine (``quiddler host``).

The table is the same as ``quiddler play``'s; the game lives at the host, which decides every
move: this terminal shows your seat's view and asks. Leaving is harmless: join again with the same
code and you get the same hand back.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from quiddler.i18n import _

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "join",
        help=_("join a game hosted on another machine (quiddler host prints the command)"),
        description=_("Take your seat at a game someone hosts with 'quiddler host'."),
    )
    parser.add_argument("url", metavar="URL", help=_("the game's address, as ws://HOST:8765/ROOM"))
    parser.add_argument("--code", help=_("your seat's code (asked for when left out)"))
    parser.add_argument("--name", help=_("the name the others see next to your seat"))
    parser.add_argument("--cafile", metavar="PEM", help=_("trust this certificate for a wss:// host"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.cli import UsageError
    from quiddler.engine.setup import name_problem
    from quiddler.remote.client import JoinError, RemotePort

    if not args.url.startswith(("ws://", "wss://")):
        raise UsageError(_("{url} is not a game's address: it starts ws:// or wss://.").format(url=args.url))
    if args.name is not None and (problem := name_problem(args.name)) is not None:
        raise UsageError(problem)
    code = args.code
    if code is None:
        try:
            code = input("Your seat's code: ").strip()
        except EOFError:
            code = ""
        if not code:
            raise UsageError(_("A seat's code is needed to join: ask the host for yours."))
    context = None
    if args.url.startswith("wss://"):
        import ssl

        try:
            context = ssl.create_default_context(cafile=args.cafile)
        except (OSError, ssl.SSLError) as error:
            raise UsageError(_("The certificate could not be loaded: {error}.").format(error=error)) from None
    print(_("Joining…"), file=sys.stderr)
    try:
        port = RemotePort.join(args.url, code, args.name, ssl_context=context)
    except JoinError as error:
        raise UsageError(str(error)) from None
    from quiddler.tui.remote import JoinApp

    app = JoinApp(port)
    try:
        app.run()
    finally:
        port.close()
    return app.return_code if isinstance(app.return_code, int) else 0
