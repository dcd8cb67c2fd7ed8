"""Keys typed faster than the screen draws still act in the order they were typed.

Textual runs a priority binding as its key comes, in the app's own task, but hands every other
key to the widget in focus, which acts on it later in its own task. So after a burst (a paste, a
fast typist, ``tmux send-keys`` with several keys) a priority binding can run before the keys
typed ahead of it have reached their field: Enter would store a line whose last letters are
still on their way, or pick the option above the one ``↓`` was about to highlight.

A priority action that reads a widget first awaits :func:`caught_up` for it. The app's task waits
there, so the keys typed after are not handed anywhere until the action is done (and a dialog it
opens or closes is in place for them).
"""

from __future__ import annotations

import asyncio
import contextlib

from textual.message_pump import MessagePump

__all__ = ["CATCH_UP_LIMIT", "caught_up"]

#: Seconds to wait at most for a widget to catch up: a widget that never answers (it is being
#: removed) must not freeze the app.
CATCH_UP_LIMIT = 2.0


async def caught_up(*widgets: MessagePump) -> None:
    """Return once each of ``widgets`` has handled everything sent to it before this call."""
    loop = asyncio.get_running_loop()
    waits: list[asyncio.Future[None]] = []
    for widget in widgets:
        done: asyncio.Future[None] = loop.create_future()

        def answer(done: asyncio.Future[None] = done) -> None:
            if not done.done():
                done.set_result(None)

        if widget.call_later(answer):  # False for a widget that is gone: nothing to wait for
            waits.append(done)
    if waits:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*waits), CATCH_UP_LIMIT)
