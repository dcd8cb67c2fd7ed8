"""Where ``quiddler host`` listens and how players reach it: the ``--bind``, ``--certfile`` /
``--keyfile`` and ``--web`` checks (each refusal one sentence, before anything listens), the TLS
context, and a host as an address writes it. ``quiddler join`` reads certificates with the same
check (:func:`check_pem`)."""

from __future__ import annotations

import argparse
from typing import Any

from quiddler.i18n import _
from quiddler.storage.reasons import os_reason

__all__ = [
    "PEM_LIMIT",
    "check_bind",
    "check_can_listen",
    "check_pem",
    "check_web",
    "machine_name",
    "tls_context",
    "url_host",
]


def check_web(args: argparse.Namespace) -> None:
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
            _("Could not listen on {bind}: {error}.").format(bind=bind, error=os_reason(error))
        ) from None


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


def machine_name() -> str:
    import socket

    return socket.gethostname() or "HOST"


def tls_context(args: argparse.Namespace) -> Any:
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


def check_can_listen(bind: str, port: int) -> None:
    """Refuse, in one sentence, an address and port this machine cannot listen on (a name that
    does not resolve, a port another program holds) before a game is dealt and saved for it: a
    host that fails to listen afterwards left an unfinished game behind in ``play --list``. The
    server binds again for real a moment later; this only asks the system the same question first."""
    import socket

    from quiddler.cli import UsageError

    try:
        family, kind, proto, _name, where = socket.getaddrinfo(
            bind or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds
            probe.bind(where)
    except OSError as error:
        raise UsageError(
            _("Could not listen on {bind}:{port}: {error}").format(
                bind=bind, port=port, error=os_reason(error)
            )
        ) from None
