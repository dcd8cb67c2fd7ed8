"""A guard for this folder's tests: reading a named pipe or a device used to wait (or read) for
ever. Should that come back, the test fails after a minute instead of hanging the whole run."""

from __future__ import annotations

import signal
from collections.abc import Iterator

import pytest


class NeverEnds(Exception):
    """A test of this folder ran for a minute: a read that never ends, most likely."""


@pytest.fixture(autouse=True)
def _no_endless_read() -> Iterator[None]:
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def stop(signum: int, frame: object) -> None:
        raise NeverEnds("this test ran for a minute: a read of a pipe or a device that never ends?")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(60)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
