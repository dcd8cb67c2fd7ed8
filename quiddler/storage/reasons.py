"""What the operating system said when a file, a folder or a connection failed, in the player's
language.

An ``OSError``'s own text (``[Errno 111] Connection refused``, ``Name or service not known``) is
the C library's, in English whatever language quiddler speaks, and the errno in brackets is for
programmers. The failures players meet get a phrase of their own; any other keeps the system's
words, without the brackets."""

from __future__ import annotations

import errno
import socket

from quiddler.i18n import N_, _

_BY_ERRNO: dict[int, str] = {
    errno.ECONNREFUSED: N_("nobody is listening there (connection refused)"),
    errno.ECONNRESET: N_("the connection was cut"),
    errno.EHOSTUNREACH: N_("that machine cannot be reached from here"),
    errno.ENETUNREACH: N_("the network cannot be reached"),
    errno.ETIMEDOUT: N_("no answer came in time"),
    errno.EADDRINUSE: N_("that port is already in use"),
    errno.EADDRNOTAVAIL: N_("that address is not one of this machine's"),
    errno.EACCES: N_("permission is denied"),
    errno.EPERM: N_("permission is denied"),
    errno.ENOENT: N_("there is no such file or folder"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EROFS: N_("it is on a read-only file system"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a file is in the way of it"),
}


def os_reason(error: BaseException) -> str:
    """``error`` as a phrase a player reads (lower case, no errno): the known failures translated,
    a name no machine has said so, anything else in the system's words."""
    if isinstance(error, socket.gaierror):
        return _("no machine has that name")
    if isinstance(error, TimeoutError):
        return _("no answer came in time")
    if isinstance(error, OSError) and error.errno in _BY_ERRNO:
        return _(_BY_ERRNO[error.errno])
    if isinstance(error, OSError) and error.strerror:
        text = error.strerror
    else:
        text = str(error) or type(error).__name__
    return text[:1].lower() + text[1:]
