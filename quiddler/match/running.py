"""The turn driver on an asyncio loop: the network host's, and the Textual app's (which is one).

:class:`AsyncDriver` is one task that asks the :class:`~quiddler.match.driver.Driver` what comes
next, sleeps until it is due (woken early by any event of the match: a person moved, a seat was
handed over, space hurried a computer), lets a computer think in a worker thread (it reads the
game and changes nothing) and applies what is due on the loop's own thread, where the match lives.
It holds no rule of its own: every rule is the driver's.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from quiddler.engine import QuiddlerError, Record
from quiddler.match.driver import Driver, Pacing, Stage, Wait
from quiddler.match.events import Event
from quiddler.match.match import Match

__all__ = ["AsyncDriver"]


class AsyncDriver:
    """Runs ``driver`` on the running asyncio loop from :meth:`start` to :meth:`stop`."""

    def __init__(
        self, driver: Driver, *, acted: Callable[[Wait, tuple[Record, ...]], object] | None = None
    ) -> None:
        self.driver = driver
        #: Told what the driver did by itself once it is due (a window closed on time…).
        self.acted = acted
        self._task: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._woken: asyncio.Event | None = None
        self._unsubscribe = driver.match.subscribe(self._heard)

    @classmethod
    def at_table(cls, match: Match, delay: float) -> AsyncDriver:
        """The driver of a match played at this keyboard: ``delay`` seconds before each computer
        move, three times that to read a computer's words before the challenge window covers
        them; windows and turns untimed (people here decide when they are done)."""
        pacing = Pacing(computer_delay=delay, words_shown=3 * delay, windows_closed_here=True)
        return cls(Driver(match, pacing))

    def start(self) -> None:
        """Start driving on the running loop (nothing happens without one: call it again later)."""
        if self._task is not None and not self._task.done():
            return
        try:
            self._loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._woken = asyncio.Event()
        self._task = self._loop.create_task(self._run())

    async def stop(self) -> None:
        """Stop driving (the match stays as it is)."""
        self.cancel()
        if self._task is not None:
            with contextlib.suppress(BaseException):
                await self._task

    def cancel(self) -> None:
        """Stop driving without waiting for the task to end (from synchronous code)."""
        self._unsubscribe()
        self.driver.close()
        if self._task is not None:
            self._task.cancel()

    def hurry(self) -> None:
        """No more pauses this computer turn."""
        self.driver.hurry()
        self.wake()

    def deadline_in(self, seconds: float) -> None:
        """End the present wait ``seconds`` from now (a person's turn, a window, a round's end)."""
        self.driver.deadline_in(seconds)
        self.wake()

    def wake(self) -> None:
        """Look again at what comes next (any thread)."""
        loop, woken = self._loop, self._woken
        if loop is None or woken is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(woken.set)

    def _heard(self, event: Event) -> None:
        self.wake()

    async def _sleep(self, seconds: float | None) -> None:
        """Until ``seconds`` have passed (None: for ever) or something happened."""
        woken = self._woken
        assert woken is not None
        if seconds is not None and seconds <= 0:
            await asyncio.sleep(0)
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(woken.wait(), seconds)
        woken.clear()

    async def _run(self) -> None:
        driver = self.driver
        while True:
            wait = driver.wait()
            if wait.stage is Stage.OVER:
                await self._sleep(None)
                continue
            if wait.stage is Stage.COMPUTER and wait.seat is not None:
                try:
                    move = await asyncio.to_thread(driver.think, wait.seat)
                except Exception:  # a broken player in strict mode: nothing to play
                    await self._sleep(None)
                    continue
                while (now_wait := driver.wait()).key == wait.key and not now_wait.due(driver.clock()):
                    at = now_wait.at
                    await self._sleep(None if at is None else at - driver.clock())
                played = None
                if driver.wait().key == wait.key:
                    with contextlib.suppress(QuiddlerError):
                        played = driver.play(move, wait.key)
                if played is None and driver.wait().key == wait.key:
                    await self._sleep(None)  # refused: nothing changed, so wait for something to
                continue
            if wait.at is None:
                await self._sleep(None)
                continue
            now = driver.clock()
            if not wait.due(now):
                await self._sleep(wait.at - now)
                continue
            records = driver.act(now)
            if self.acted is not None:
                self.acted(wait, records)
            await asyncio.sleep(0)  # what was applied is heard before the next look
