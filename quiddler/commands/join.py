"""``quiddler join URL``: take a seat at a game hosted on another machine (``quiddler host``).

The table is the same as ``quiddler play``'s; the game lives at the host, which decides every
move: this terminal shows your seat's view and asks. Leaving is harmless: join again with the same
code and you get the same hand back.

An address without a room (``ws://HOST:PORT/``) is a lobby (``quiddler host --rooms``): the open
rooms are listed, and the player picks one to join or opens a new one, whose codes are shown.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from quiddler.commands import add_look_options, look_from_args
from quiddler.i18n import _

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "join",
        help=_("join a game hosted on another machine (quiddler host prints the command)"),
        description=_("Take your seat at a game someone hosts with 'quiddler host'."),
    )
    parser.add_argument(
        "url",
        metavar="URL",
        help=_("the game's address, as ws://HOST:8765/ROOM (without ROOM: the host's list of rooms)"),
    )
    parser.add_argument(
        "--code", help=_("your seat's code (asked for when left out, or read from QUIDDLER_CODE)")
    )
    parser.add_argument("--name", help=_("the name the others see next to your seat"))
    parser.add_argument("--cafile", metavar="PEM", help=_("trust this certificate for a wss:// host"))
    add_look_options(parser)
    parser.add_argument(
        "--plain", action="store_true", help=_("play line by line, for a screen reader (see docs/plain.md)")
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.cli import UsageError
    from quiddler.engine.setup import name_problem
    from quiddler.remote.client import JoinError, RemotePort

    look = look_from_args(args)
    _check_address(args.url)
    if args.name is not None and (problem := name_problem(args.name)) is not None:
        raise UsageError(problem)
    context = _ssl(args)
    if not args.plain:  # the table's screen; --plain reads typed lines, from anywhere
        from quiddler.cli import require_terminal

        require_terminal("join")
    code = args.code
    if code is None:  # how a web page's process gets its code: never on a command line (ps shows those)
        from quiddler.tui.web import CODE_VARIABLE

        code = os.environ.pop(CODE_VARIABLE, None) or None
    if _is_lobby(args.url):
        args.url, code = _lobby(args.url, code, context, plain=args.plain)
    if code is None:
        code = _code_asked(plain=args.plain)
        if not code:
            raise UsageError(_("A seat's code is needed to join: ask the host for yours."))
    print(_("Joining…"), file=sys.stderr)
    try:
        port = RemotePort.join(args.url, code, args.name, ssl_context=context)
    except JoinError as error:
        raise UsageError(str(error)) from None
    if port.notice is not None:  # an older host: its sentences come in its own language
        print(port.notice, file=sys.stderr)
    if args.plain:  # the same seat, line by line (quiddler.plain.remote)
        from quiddler.plain.console import Console
        from quiddler.plain.remote import RemoteGame

        try:
            return RemoteGame(port, Console()).run()
        finally:
            port.close()
    from quiddler.tui.remote import JoinApp

    app = JoinApp(port)
    app.use_appearance(**look)
    try:
        app.run()
    finally:
        port.close()
    return app.return_code if isinstance(app.return_code, int) else 0


def _check_address(url: str) -> None:
    """Refuse, in one sentence, an address no game can have: another scheme, a host in brackets
    that is no IPv6 address, a bracket left open, a port that is not a number from 1 to 65535.
    (The sentence starts with words of its own, never with the address: it is shown as typed.)"""
    from urllib.parse import urlsplit

    from quiddler.cli import UsageError
    from quiddler.storage.files import printable

    shown = printable(url)
    if not url.startswith(("ws://", "wss://")):
        raise UsageError(
            _("Not a game's address: {url} (a game's address starts ws:// or wss://).").format(url=shown)
        )
    try:
        parts = urlsplit(url)
        port, host = parts.port, parts.hostname
    except ValueError:  # "Invalid IPv6 URL", "does not appear to be an IPv6 address", a bad port
        port, host = None, None
    if not host or (port is not None and not 0 < port < 65536):
        raise UsageError(
            _(
                "Not a game's address: {url} (it reads ws://HOST:PORT/ROOM, as quiddler host prints it)."
            ).format(url=shown)
        )


def _ssl(args: argparse.Namespace) -> Any:
    from quiddler.cli import UsageError

    if not args.url.startswith("wss://"):
        return None
    import ssl

    from quiddler.commands.host_address import check_pem

    check_pem("--cafile", args.cafile)
    try:
        return ssl.create_default_context(cafile=args.cafile)
    except (OSError, ssl.SSLError) as error:
        raise UsageError(_("The certificate could not be loaded: {error}.").format(error=error)) from None


def _is_lobby(url: str) -> bool:
    from urllib.parse import urlsplit

    return not urlsplit(url).path.strip("/")


def _code_asked(*, plain: bool) -> str:
    """The seat's code, typed: in the plain mode a whole sentence on its own line (a screen reader
    reads it as it arrives, and it says what to type); "" when the input ends or nothing is typed."""
    if plain:
        from quiddler.plain.console import Console

        return Console().ask(_("Type your seat's code, as the host gave it to you.")) or ""
    return _ask(_("Your seat's code: "))


def _ask(question: str, *, plain: bool = False) -> str:
    """A line typed after ``question`` ("" at the end of the input); in the plain mode the
    question is a line of its own, as every plain prompt is."""
    if plain:
        from quiddler.plain.console import Console

        return (Console().ask(question.rstrip()) or "").strip()
    try:
        return input(question).strip()
    except EOFError:
        return ""


def _lobby(url: str, code: str | None, context: Any, *, plain: bool = False) -> tuple[str, str | None]:
    """The lobby: list its rooms, then join one (its address, and the code if known) or open one
    (its codes shown; the one who opens it takes the first person's seat)."""
    from quiddler.cli import UsageError
    from quiddler.remote.client import JoinError
    from quiddler.remote.lobby import create_room, list_rooms

    base = url.rstrip("/") + "/"
    try:
        rooms = list_rooms(base, ssl_context=context)
    except JoinError as error:
        raise UsageError(str(error)) from None
    if rooms:
        print(_("Open rooms:"))
        for room in rooms:
            free = ", ".join(map(str, room.get("free", ()))) or _("none")
            print(
                _("  {room}  players: {players}  free seats: {free}  rules: {rules}").format(
                    room=room.get("room"),
                    players=", ".join(map(str, room.get("players", ()))),
                    free=free,
                    rules=room.get("rules"),
                )
            )
    else:
        print(_("No rooms are open yet."))
    names = {str(room.get("room")) for room in rooms}
    choice = _ask(_("Type a room's name to join it, or new to open one: "), plain=plain)
    if choice in names:
        return base + choice, code
    if not choice:
        raise UsageError(_("No room was chosen."))
    if choice.lower() != "new":
        raise UsageError(_("{choice!r} is not one of the rooms listed.").format(choice=choice))
    players = _ask(
        _("Players, first yourself, as for quiddler play --players (Ann,Bob,bot:hard): "), plain=plain
    )
    rules = _ask(_("Rules (standard, checked, junior or short; Enter: standard): "), plain=plain) or None
    print(_("Opening the room…"), file=sys.stderr)
    try:
        created = create_room(base, players, rules, ssl_context=context)
    except JoinError as error:
        raise UsageError(str(error)) from None
    opened, codes = str(created.get("room")), list(created.get("codes", ()))
    if not codes:
        raise UsageError(_("The host's answer was not understood."))
    print(
        _("Room {room} is open. Invite the other players: quiddler join {url}").format(
            room=opened, url=base + opened
        )
    )
    for seat in codes[1:]:
        print(_("  {name}: --code {code}").format(name=seat.get("name"), code=seat.get("code")))
    print(
        _("You play {name}'s seat (--code {code}).").format(
            name=codes[0].get("name"), code=codes[0].get("code")
        )
    )
    _ask(
        _("Pass the codes on (each player only their own), then press Enter to take your seat."), plain=plain
    )
    return base + opened, str(codes[0].get("code"))
