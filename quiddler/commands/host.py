"""``quiddler host``: deal a game here and let players on other machines join it.

The seats named with ``--here`` are played at this keyboard (the same table as ``quiddler play``);
the computer seats play here; every other seat is remote and gets a code, printed with the command
that joins it. Without ``--here`` this terminal only serves the game and says who comes and goes.
The game is saved after every action like ``play``'s; the codes are kept next to the save, so
``quiddler host --resume`` after a crash deals nothing new and the players join again with the
codes they had.

Which game is served lives in :mod:`~quiddler.commands.host_games`, where it listens and how it is
reached in :mod:`~quiddler.commands.host_address`; this module runs it (at this keyboard, as a
server, or as a lobby of rooms).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import signal
import sys
from typing import Any

from quiddler.commands.host_address import (
    check_bind,
    check_can_listen,
    check_web,
    machine_name,
    tls_context,
    url_host,
)
from quiddler.commands.host_games import dealt, host_for, resumed, room_name, say
from quiddler.commands.play import add_game_options
from quiddler.i18n import _
from quiddler.storage.reasons import os_reason

__all__ = ["register", "run"]

#: The turn timer's range in seconds (shorter turns leave no time to read a hand).
TURN_TIME = (10.0, 3600.0)
#: Rooms ``--rooms`` keeps open at once when it names no number.
DEFAULT_ROOMS = 20


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "host",
        help=_("host a game for players on other machines (they use: quiddler join)"),
        description=_(
            "Deal a game and serve it to players on other machines. Seats named with --here are "
            "played at this keyboard; computer seats play here; every other seat gets a code "
            "to join with."
        ),
    )
    add_game_options(parser)
    parser.add_argument(
        "--here", metavar="NAMES", default="", help=_("comma-separated seats played at this keyboard")
    )
    parser.add_argument(
        "--port", type=int, default=8765, help=_("the port to listen on (default 8765; 0: any)")
    )
    parser.add_argument(
        "--bind",
        default="127.0.0.1",
        metavar="ADDRESS",
        help=_("the address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: every network)"),
    )
    parser.add_argument(
        "--time-limit",
        type=float,
        default=20.0,
        metavar="SECONDS",
        help=_("how long a challenge window stays open (default 20; 0: until everyone has passed)"),
    )
    parser.add_argument(
        "--turn-time",
        type=float,
        metavar="SECONDS",
        help=_(
            "how long a player's turn may last before the computer plays it for them "
            "({low:g} to {high:g}; default: no limit)"
        ).format(low=TURN_TIME[0], high=TURN_TIME[1]),
    )
    parser.add_argument("--certfile", metavar="PEM", help=_("TLS certificate: players join with wss://"))
    parser.add_argument("--keyfile", metavar="PEM", help=_("the TLS certificate's private key"))
    parser.add_argument(
        "--resume",
        nargs="?",
        const="latest",
        metavar="ID",
        help=_(
            "host again the unfinished hosted game played last (or the game ID, or its room's name, "
            "as a lobby's room): same seats, same codes"
        ),
    )
    parser.add_argument(
        "--web",
        nargs="?",
        type=int,
        const=-1,
        metavar="PORT",
        help=_(
            "also serve each remote seat's table as a web page, for players with only a browser "
            "(on PORT; default: the game's port + 1)"
        ),
    )
    parser.add_argument(
        "--rooms",
        nargs="?",
        type=int,
        const=-1,
        metavar="MAX",
        help=_(
            "a lobby of many games: players list the rooms and open their own with quiddler join "
            "ws://HOST:PORT/ (at most MAX rooms at once; default {count})"
        ).format(count=DEFAULT_ROOMS),
    )
    parser.add_argument("--bot-delay", type=float, default=0.6, help=argparse.SUPPRESS)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.cli import UsageError, require_terminal
    from quiddler.storage.paths import ensure_data_dir

    if not 0 <= args.port <= 65535:
        raise UsageError(
            _("{port} is not a port: choose one from 1 to 65535 (or 0: any free port).").format(
                port=args.port
            )
        )
    if args.time_limit < 0 or args.time_limit > 3600:
        raise UsageError(_("The time limit is a number of seconds from 0 to 3600."))
    if args.turn_time is not None and not TURN_TIME[0] <= args.turn_time <= TURN_TIME[1]:
        raise UsageError(
            _("The turn time is a number of seconds from {low:g} to {high:g}.").format(
                low=TURN_TIME[0], high=TURN_TIME[1]
            )
        )
    if (args.certfile is None) != (args.keyfile is None):
        raise UsageError(_("--certfile and --keyfile go together."))
    check_bind(args.bind)
    if args.rooms is not None:
        _check_rooms(args)
    if args.web is not None:
        check_web(args)
    ssl_context = tls_context(args)
    ensure_data_dir()
    if args.rooms is not None:
        return _serve_rooms(args, ssl_context)
    check_can_listen(args.bind, args.port)  # before a game is dealt (or reopened) for nobody
    host, seating_file = resumed(args) if args.resume is not None else dealt(args)
    # What is loaded now (the dictionary, its word index, the dealt game) lives as long as this
    # process: kept out of the full garbage collections, which otherwise stop every connection
    # for up to 0.1 s with many games (bench/bench_host.py).
    gc.freeze()
    scheme = "wss" if ssl_context is not None else "ws"
    name = url_host(args.bind if args.bind not in ("0.0.0.0", "::", "") else machine_name())
    address = f"{scheme}://{name}:{args.port}"
    pages = None
    try:
        if args.web is not None:
            pages = _web_pages(host, args, name)
            if pages is None:
                return 2
        if host.here:
            require_terminal("host")  # seats played here: the table's screen (a new game's: checked in dealt)
            status = _run_app(host, args, address, ssl_context)
        else:
            status = _serve_here(host, args, address, ssl_context)
    finally:
        if pages is not None:
            pages.stop()
        host.match.save_now()
        host.match.close()
    from quiddler.remote.seating import forget_seating

    if host.match.is_over:
        forget_seating(seating_file)
    elif status == 0:
        with contextlib.suppress(OSError):
            print(_("The game is saved; host it again with: quiddler host --resume"))
    return status


#: The most rooms ``--rooms`` may hold (each is a game in memory: see bench/bench_host.py).
ROOMS_CAP = 500


def _check_rooms(args: argparse.Namespace) -> None:
    from quiddler.cli import UsageError

    if args.rooms == -1:
        args.rooms = DEFAULT_ROOMS
    if not 1 <= args.rooms <= ROOMS_CAP:
        raise UsageError(
            _("--rooms takes the most rooms open at once, from 1 to {cap}.").format(cap=ROOMS_CAP)
        )
    clashing = [
        flag
        for flag, value in (
            ("--players", args.players),
            ("--here", args.here),
            ("--resume", args.resume),
            ("--web", args.web),
            ("--seed", args.seed),
        )
        if value
    ]
    if clashing:
        raise UsageError(
            _("--rooms does not go with {flags}: each room's players are chosen by whoever opens it.").format(
                flags=", ".join(clashing)
            )
        )


def _room_maker(args: argparse.Namespace) -> Any:
    """Opens one room of the lobby: the players and rules preset its opener asked for, the host's
    other game options (dictionary, checks, bonus), saved and coded as a hosted game is."""
    from quiddler.cli import UsageError
    from quiddler.commands.play import setup_from_args
    from quiddler.engine import InvalidInputError
    from quiddler.match import CannotStart, Match
    from quiddler.remote.host import new_code
    from quiddler.remote.lobby import room_refusal
    from quiddler.remote.seating import Seating, save_seating, seating_path
    from quiddler.saves import SaveStore

    store = SaveStore()

    def make(players: str, rules: str | None) -> Any:
        options = argparse.Namespace(**vars(args))
        options.players, options.rules, options.seed, options.start = players, rules or args.rules, None, True
        # what the one who asked got wrong, as a reason: they read it in their own language
        refused = room_refusal(players, options.rules or "standard")
        if refused is not None:
            raise InvalidInputError(refused)
        try:
            setup = setup_from_args(options)
            match = Match.new(setup, store=store)
        except (UsageError, CannotStart) as error:  # the host's own options: its own words
            raise InvalidInputError(str(error)) from None
        people = [seat for seat, kind in enumerate(setup.seats) if kind.is_person]
        seating = Seating(room=room_name(), codes={seat: new_code() for seat in people})
        game_id = match.autosave.saved.game_id if match.autosave is not None else "unsaved"
        save_seating(seating_path(store.root, game_id), seating)
        return host_for(match, seating, args)

    return make


def _serve_rooms(args: argparse.Namespace, ssl_context: Any) -> int:
    """``--rooms``: the lobby and its rooms, until Ctrl+C (every game stays saved)."""
    from quiddler.remote.lobby import Lobby

    lobby = Lobby(_room_maker(args), max_rooms=args.rooms, say=say)
    scheme = "wss" if ssl_context is not None else "ws"
    name = url_host(args.bind if args.bind not in ("0.0.0.0", "::", "") else machine_name())

    async def serve() -> int:
        try:
            port = await lobby.start(args.bind, args.port, ssl=ssl_context)
        except OSError as error:
            return _cannot_listen(args, error)
        print(
            _("Lobby open: players list the rooms and open one with: quiddler join {url}").format(
                url=f"{scheme}://{name}:{port}/"
            ),
            flush=True,
        )
        stop = _stopped_by_signals()
        print(_("Press Ctrl+C to stop (every game stays saved)."), flush=True)
        await stop.wait()
        await lobby.close()
        return 0

    return asyncio.run(serve())


def _cannot_listen(args: argparse.Namespace, error: OSError) -> int:
    """The address is taken or not this machine's: one sentence, exit status 2."""
    sentence = _("Could not listen on {bind}:{port}: {error}").format(
        bind=args.bind, port=args.port, error=os_reason(error)
    )
    print(f"quiddler host: {sentence}.", file=sys.stderr)
    return 2


def _stopped_by_signals() -> asyncio.Event:
    """An event set by Ctrl+C, SIGTERM or a closed terminal (SIGHUP): the server stops when it is,
    and every game stays saved (where the loop cannot take signal handlers, Ctrl+C still ends it)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if number is not None:
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(number, stop.set)
    return stop


def _web_pages(host: Any, args: argparse.Namespace, name: str) -> Any:
    """Serve each remote seat's page (``--web``) and put the links in the invitations; None (and
    one sentence said) if the pages could not be served."""
    from quiddler.tui.web import WebPages, WebProblem

    here = "127.0.0.1" if args.bind in ("0.0.0.0", "", "localhost") else url_host(args.bind)
    here = "[::1]" if here == "::" else (f"[{here}]" if ":" in here else here)
    public = f"[{name}]" if ":" in name and not name.startswith("[") else name
    pages = WebPages(
        join_url=f"ws://{here}:{args.port}/{host.room}",
        codes=dict(host.codes),
        bind=args.bind,
        port=args.web,
        public=f"http://{public}:{args.web}",
    )
    try:
        pages.start()
    except (WebProblem, OSError) as error:
        print(f"quiddler: {error}", file=sys.stderr)
        return None
    host.links = pages.links
    return pages


def _serve_here(host: Any, args: argparse.Namespace, address: str, ssl_context: Any) -> int:
    """No seat at this keyboard: serve the game and say who comes and goes, until it is over or
    Ctrl+C (the game stays saved)."""

    async def serve() -> int:
        try:
            port = await host.start(args.bind, args.port, ssl=ssl_context)
        except OSError as error:
            return _cannot_listen(args, error)
        stop = _stopped_by_signals()  # before saying so: a Ctrl+C right after it stops cleanly
        print(host.invitation(address.rsplit(":", 1)[0] + f":{port}"), flush=True)
        print(_("Press Ctrl+C to stop (the game stays saved)."), flush=True)
        while not stop.is_set() and not host.match.is_over:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 0.5)
        if host.match.is_over:
            totals = ", ".join(
                f"{name} {total}"
                for name, total in zip(host.match.players, host.match.game.totals, strict=True)
            )
            print(_("Game over: {totals}.").format(totals=totals), flush=True)
            await asyncio.sleep(1)  # the last messages go out
        await host.close()
        return 0

    return asyncio.run(serve())


def _run_app(host: Any, args: argparse.Namespace, address: str, ssl_context: Any) -> int:
    from quiddler.tui.app import AppDeps
    from quiddler.tui.remote import HostApp

    app = HostApp(
        host,
        bind=args.bind,
        port=args.port,
        address=address,
        ssl_context=ssl_context,
        deps=AppDeps(setup=host.match.setup, bot_delay=max(0.0, args.bot_delay)),
    )
    app.run()
    return app.return_code if isinstance(app.return_code, int) else 0
