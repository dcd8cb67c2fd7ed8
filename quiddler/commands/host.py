"""``quiddler host``: deal a game here and let players on other machines join it.

The seats named with ``--here`` are played at this keyboard (the same table as ``quiddler play``);
the computer seats play here; every other seat is remote and gets a code, printed with the command
that joins it. Without ``--here`` this terminal only serves the game and says who comes and goes.
The game is saved after every action like ``play``'s; the codes are kept next to the save, so
``quiddler host --resume`` after a crash deals nothing new and the players join again with the
codes they had.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import secrets
import signal
import sys
from typing import Any

from quiddler.commands.play import add_game_options
from quiddler.i18n import _

__all__ = ["register", "run"]

#: The room's name is part of the address players join.
_ROOM_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
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
    from quiddler.cli import UsageError
    from quiddler.storage.paths import ensure_data_dir

    if not 0 <= args.port <= 65535:
        raise UsageError(_("{port} is not a port: choose one from 1 to 65535.").format(port=args.port))
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
        _check_web(args)
    ssl_context = _ssl_context(args)
    ensure_data_dir()
    if args.rooms is not None:
        return _serve_rooms(args, ssl_context)
    host, seating_file = _resumed(args) if args.resume is not None else _dealt(args)
    # What is loaded now (the dictionary, its word index, the dealt game) lives as long as this
    # process: kept out of the full garbage collections, which otherwise stop every connection
    # for up to 0.1 s with many games (bench/bench_host.py).
    gc.freeze()
    scheme = "wss" if ssl_context is not None else "ws"
    name = url_host(args.bind if args.bind not in ("0.0.0.0", "::", "") else _machine_name())
    address = f"{scheme}://{name}:{args.port}"
    pages = None
    try:
        if args.web is not None:
            pages = _web_pages(host, args, name)
            if pages is None:
                return 2
        if host.here:
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
    from quiddler.remote.seating import Seating, save_seating, seating_path
    from quiddler.saves import SaveStore

    store = SaveStore()

    def make(players: str, rules: str | None) -> Any:
        options = argparse.Namespace(**vars(args))
        options.players, options.rules, options.seed, options.start = players, rules or args.rules, None, True
        try:
            setup = setup_from_args(options)
            for seat in setup.seats:
                if seat.is_person and (problem := name_problem(seat.name)) is not None:
                    raise InvalidInputError(problem[:1].upper() + problem[1:] + ".")
            match = Match.new(setup, store=store)
        except (UsageError, CannotStart) as error:
            raise InvalidInputError(str(error)) from None
        people = [seat for seat, kind in enumerate(setup.seats) if kind.is_person]
        seating = Seating(room=_room_name(), codes={seat: new_code() for seat in people})
        game_id = match.autosave.saved.game_id if match.autosave is not None else "unsaved"
        save_seating(seating_path(store.root, game_id), seating)
        return _host(match, seating, args)

    from quiddler.engine.setup import name_problem

    return make


def _serve_rooms(args: argparse.Namespace, ssl_context: Any) -> int:
    """``--rooms``: the lobby and its rooms, until Ctrl+C (every game stays saved)."""
    from quiddler.remote.lobby import Lobby

    lobby = Lobby(_room_maker(args), max_rooms=args.rooms, say=_say)
    scheme = "wss" if ssl_context is not None else "ws"
    name = url_host(args.bind if args.bind not in ("0.0.0.0", "::", "") else _machine_name())

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
        bind=args.bind, port=args.port, error=error.strerror or error
    )
    print(f"quiddler: {sentence}.", file=sys.stderr)
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


def _check_web(args: argparse.Namespace) -> None:
    """``--web``'s port (and the game's, which the pages join: chosen now if it is 0)."""
    from quiddler.cli import UsageError

    if args.certfile is not None:
        raise UsageError(
            _("--web serves its pages without TLS: leave out --certfile, or serve them through a proxy.")
        )
    if args.port == 0:
        args.port = _free_port(args.bind)
    if args.web == -1:
        args.web = args.port + 1 if args.port < 65535 else 0
    if not 0 <= args.web <= 65535 or args.web == args.port:
        raise UsageError(
            _("{port} is not a port for the web pages: choose one from 1 to 65535, not the game's.").format(
                port=args.web
            )
        )
    if args.web == 0:
        args.web = _free_port(args.bind)


def _free_port(bind: str) -> int:
    from quiddler.cli import UsageError
    from quiddler.tui.web import free_port

    try:
        return free_port(bind)
    except OSError as error:
        raise UsageError(
            _("Could not listen on {bind}: {error}.").format(bind=bind, error=error.strerror or error)
        ) from None


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


def check_bind(bind: str) -> None:
    """Refuse, in one sentence, a --bind that is neither an IP address nor a host name (one the
    network could not look up: a control character, a label longer than 63 letters, a name the
    international-domain rules refuse), before anything tries to listen on it."""
    import ipaddress
    import re

    from quiddler.cli import UsageError
    from quiddler.storage.files import printable

    if bind in ("", "0.0.0.0", "::"):
        return
    try:
        ipaddress.ip_address(bind)
        return
    except ValueError:
        pass
    try:
        ascii_name = bind.encode("idna").decode("ascii")
    except UnicodeError:
        ascii_name = ""
    labels = ascii_name.rstrip(".").split(".")
    if (
        not ascii_name
        or len(ascii_name) > 253
        or not all(re.fullmatch(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?", label) for label in labels)
    ):
        raise UsageError(
            _("--bind {bind} is not an address: give an IP address (127.0.0.1, ::1) or a host name.").format(
                bind=printable(repr(bind))
            )
        )


#: The largest certificate or key file read (a PEM file is a few kilobytes).
PEM_LIMIT = 1024 * 1024


def check_pem(flag: str, path: str | None) -> None:
    """Refuse, in one sentence, a certificate or key path that is not a readable file: the TLS
    library would wait for ever on a named pipe, or read a device without end."""
    from pathlib import Path

    from quiddler.cli import UsageError
    from quiddler.storage.files import FileProblem, printable, read_bytes

    if path is None:
        return
    try:
        read_bytes(Path(path), limit=PEM_LIMIT)
    except FileProblem as problem:
        raise UsageError(
            _("{flag} {path} cannot be used: {problem}.").format(
                flag=flag, path=printable(path), problem=problem
            )
        ) from None


def url_host(name: str) -> str:
    """A host as it is written in an address: an IPv6 address in brackets (``ws://[::1]:8765/``,
    which ``quiddler join`` reads; ``ws://::1:8765/`` it cannot)."""
    return f"[{name}]" if ":" in name and not name.startswith("[") else name


def _machine_name() -> str:
    import socket

    return socket.gethostname() or "HOST"


def _ssl_context(args: argparse.Namespace) -> Any:
    from quiddler.cli import UsageError

    if args.certfile is None:
        return None
    import ssl

    check_pem("--certfile", args.certfile)
    check_pem("--keyfile", args.keyfile)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(args.certfile, args.keyfile)
    except (OSError, ssl.SSLError) as error:
        raise UsageError(_("The certificate could not be loaded: {error}.").format(error=error)) from None
    return context


def _dealt(args: argparse.Namespace) -> tuple[Any, Any]:
    """A new game from the flags: its host, and where its codes are kept."""
    from quiddler.cli import UsageError
    from quiddler.commands.play import setup_from_args
    from quiddler.match import CannotStart, Match
    from quiddler.remote.host import new_code
    from quiddler.remote.seating import Seating, save_seating, seating_path
    from quiddler.saves import SaveStore

    args.start = True  # the flags describe the game: nothing remembered fills it in
    setup = setup_from_args(args)
    people = [seat for seat, kind in enumerate(setup.seats) if kind.is_person]
    wanted = [name.strip().casefold() for name in args.here.split(",") if name.strip()]
    here: list[int] = []
    for name in wanted:
        seat = next((seat for seat in people if setup.seats[seat].name.casefold() == name), None)
        if seat is None:
            raise UsageError(_("--here names {name!r}, who is not a person in --players.").format(name=name))
        here.append(seat)
    remote = [seat for seat in people if seat not in here]
    if not remote:
        raise UsageError(_("Every seat is played here: for that, use quiddler play."))
    print(_("Shuffling…"), file=sys.stderr)
    store = SaveStore()
    try:
        match = Match.new(setup, store=store)
    except CannotStart as error:
        raise UsageError(str(error)) from None
    seating = Seating(room=_room_name(), codes={seat: new_code() for seat in remote}, here=sorted(here))
    game_id = match.autosave.saved.game_id if match.autosave is not None else "unsaved"
    path = seating_path(store.root, game_id)
    save_seating(path, seating)
    return _host(match, seating, args), path


def _resumed(args: argparse.Namespace) -> tuple[Any, Any]:
    """The hosted game ``--resume`` means: the same seats and codes."""
    from quiddler.cli import UsageError
    from quiddler.commands.play import _setup_flags, find_saved_game, reopen_saved_game
    from quiddler.match import CannotStart, Match
    from quiddler.remote.seating import load_seating, seating_path
    from quiddler.saves import SaveError, SaveStore
    from quiddler.storage.files import FileProblem

    # --here too: which seats a resumed game plays at this keyboard was kept with its codes
    given = [*_setup_flags(args), *(["--here"] if args.here else [])]
    if given:
        raise UsageError(
            _("{given} sets up a new game; a resumed game keeps its own setup.").format(given=given[0])
        )
    store = SaveStore()
    if args.resume == "latest":
        saved = _latest_hosted(store)
    else:
        saved, _problems = find_saved_game(_game_of_room(store.root, args.resume) or args.resume)
    path = seating_path(store.root, saved.game_id)
    if not path.exists():
        raise UsageError(_("That game was not hosted; continue it with: quiddler play --resume."))
    try:
        seating = load_seating(path)
    except FileProblem as error:
        raise UsageError(
            _("The seat codes of that game cannot be read: {error}.").format(error=error)
        ) from None
    reopened = reopen_saved_game(saved)
    try:
        match = Match.resume(reopened, store=store)
    except (SaveError, CannotStart) as error:
        raise UsageError(str(error)) from None
    return _host(match, seating, args), path


def _latest_hosted(store: Any) -> Any:
    """The unfinished hosted game played last that this host can open: a game played with
    ``quiddler play`` is not one, and a game another host (or window) has open now is left to
    it, as ``--resume`` without an id would otherwise pick the newest game and fail. Raises
    UsageError saying which case it is when there is none."""
    from quiddler.cli import UsageError
    from quiddler.remote.seating import seating_path
    from quiddler.saves import SaveError

    hosted = [saved for saved in store.unfinished() if seating_path(store.root, saved.game_id).exists()]
    busy: list[str] = []
    for saved in hosted:
        try:
            lock = store.lock(saved.game_id)
        except SaveError:
            busy.append(saved.game_id)
            continue
        lock.release()  # reopen_saved_game takes it again, and reads the game anew
        return saved
    if busy:
        raise UsageError(
            _(
                "Every unfinished hosted game is open in another quiddler window ({ids}): stop that "
                "host first."
            ).format(ids=", ".join(busy))
        )
    raise UsageError(
        _("There is no unfinished hosted game to resume; host one with: quiddler host --players NAMES.")
    )


def _game_of_room(root: Any, name: str) -> str | None:
    """The id of the unfinished hosted game whose room is called ``name`` (the end of the address
    its players joined, and what a lobby said when it opened the room), if ``name`` is not a game's
    id itself; None if there is none."""
    from quiddler.remote.seating import load_seating, seating_path
    from quiddler.storage.files import FileProblem

    try:
        a_game_id = seating_path(root, name).exists()
    except (OSError, ValueError):  # a name no file can have (too long, a NUL): no game's id
        a_game_id = False
    if name == "latest" or a_game_id:
        return None
    found: list[tuple[float, str]] = []
    for path in (root / "remote").glob("*.json"):
        try:
            if load_seating(path).room == name:
                found.append((path.stat().st_mtime, path.stem))
        except (FileProblem, OSError):
            continue  # another game's unreadable codes: said when that game is resumed
    return max(found)[1] if found else None


def _host(match: Any, seating: Any, args: argparse.Namespace) -> Any:
    from quiddler.cli import UsageError
    from quiddler.remote.host import Host

    count = len(match.players)
    if any(not 0 <= seat < count for seat in [*seating.codes, *seating.here]):
        raise UsageError(_("The seat codes of that game do not fit its players."))
    return Host(
        match,
        room=seating.room,
        codes=dict(seating.codes),
        here=tuple(seating.here),
        time_limit=args.time_limit or None,
        turn_time=args.turn_time,
        bot_delay=max(0.0, args.bot_delay),
        say=_say,
    )


def _room_name() -> str:
    return "".join(secrets.choice(_ROOM_ALPHABET) for _ in range(6))


def _say(line: str) -> None:
    import time

    with contextlib.suppress(OSError):
        print(f"{time.strftime('%H:%M:%S')}  {line}", flush=True)


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
