"""The joining side's connection to a host: its thread, the hello, joining again, asking.

:class:`HostLink` keeps one WebSocket to a host in a thread of its own running an asyncio loop
(the ``websockets`` client), so that the table's calls stay plain calls. It says ``hello`` (and,
to a host older than the hello's ``lang``, says it again without it: docs/protocol.md,
"Compatibility"), joins again with the same code every second after a drop until it is closed,
and sends a question with a fresh id and waits for its answer (:meth:`HostLink._call`). What the
host says is read by a subclass (:class:`~quiddler.remote.heard.HostState`), the port itself
(:class:`~quiddler.remote.client.RemotePort`) above that.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import threading
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, TypeVar

from quiddler.engine import QuiddlerError
from quiddler.i18n import _, language
from quiddler.match.events import EventStream, Presence
from quiddler.remote.protocol import MAX_MESSAGE, VERSION, encode
from quiddler.storage.reasons import os_reason

if TYPE_CHECKING:
    import ssl

    from websockets.asyncio.client import ClientConnection

__all__ = ["HostLink", "JoinError", "ConnectionLost", "ANSWER_TIMEOUT", "hello_message", "refuses_lang"]

#: Seconds a question may take before the player is told the host does not answer.
ANSWER_TIMEOUT = 15.0

Link = TypeVar("Link", bound="HostLink")


class JoinError(QuiddlerError):
    """Why the game could not be joined, in one sentence for the player."""


class ConnectionLost(QuiddlerError):
    """The host cannot be reached just now (the port is trying again)."""


def hello_message(code: str, name: str | None, lang: str | None) -> dict[str, Any]:
    """The first message: this protocol's version, the seat's code, the name and the language
    (``lang`` None: left out, for a host older than that field)."""
    hello: dict[str, Any] = {"type": "hello", "version": VERSION, "code": code}
    if lang is not None:
        hello["lang"] = lang
    if name is not None:
        hello["name"] = name
    return hello


def refuses_lang(message: dict[str, Any]) -> bool:
    """Whether ``message`` is an older host refusing the hello for its ``lang`` field alone.

    A host from before ``lang`` decoded the hello with unknown fields forbidden and answered a
    fatal ``error`` (no ``reason``) whose ``message`` is its sentence "That message does not fit
    the protocol: …" around msgspec's own, never translated, "Object contains unknown field
    `lang`" — the host's part may be Spanish, msgspec's is always that (docs/protocol.md,
    "Compatibility")."""
    if message.get("type") != "error" or not message.get("fatal"):
        return False
    reason = message.get("reason")
    said = message.get("message")
    if isinstance(reason, dict):
        args = reason.get("args")
        said = args.get("error") if isinstance(args, dict) else None
    return isinstance(said, str) and "unknown field `lang`" in said


class HostLink:
    """One WebSocket to a host, in a thread of its own (see the module docstring).

    Make one with :meth:`join`, which returns once the host has welcomed it (or raises
    :class:`JoinError`); :meth:`close` when done. A subclass reads what the host says
    (:meth:`_received`) and sets :attr:`_welcomed` when the welcome comes.
    """

    def __init__(
        self,
        url: str,
        code: str,
        name: str | None = None,
        *,
        ssl_context: ssl.SSLContext | None = None,
        retry: float = 1.0,
    ) -> None:
        self.url = url
        self.code = code
        self.name = name
        self.ssl_context = ssl_context
        self.retry = retry
        self.events = EventStream()
        #: Who is connected (per seat), as the host last said.
        self.connected: tuple[bool, ...] = ()
        #: True while the connection to the host is up.
        self.online = False
        #: The last refusal the host sent unasked (a sentence), and a fatal one that ended it.
        self.fatal: str | None = None
        #: Whether the hello names this player's language; False once a host older than that
        #: field refused it (then it is said without, on every joining again).
        self.says_lang = True
        #: A sentence for the player about the host, when there is one to say once joined (an
        #: older host: its sentences come in its own language).
        self.notice: str | None = None
        self._lang_refused = False
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._ids = itertools.count(1)
        self._socket: ClientConnection | None = None
        self._closing = False
        self._welcomed: Future[None] = Future()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="quiddler-remote", daemon=True)
        #: Every message received, as bytes (the privacy test reads it).
        self.received: list[bytes] | None = None

    # ------------------------------------------------------------ joining and leaving

    @classmethod
    def join(
        cls: type[Link],
        url: str,
        code: str,
        name: str | None = None,
        *,
        timeout: float = 10.0,
        record: bool = False,
        **options: Any,
    ) -> Link:
        """Join the game at ``url`` with a seat's ``code``; raises :class:`JoinError`."""
        port = cls(url, code, name, **options)
        if record:
            port.received = []
        port._thread.start()
        asyncio.run_coroutine_threadsafe(port._run(), port._loop)
        try:
            port._welcomed.result(timeout)
        except JoinError:
            port.close()
            raise
        except TimeoutError:
            port.close()
            raise JoinError(_("The host at {url} did not answer.").format(url=url)) from None
        return port

    def close(self) -> None:
        """Leave the game (it goes on at the host: join again with the same code)."""
        if self._closing:
            return
        self._closing = True

        async def stop() -> None:
            if self._socket is not None:
                with contextlib.suppress(Exception):
                    await self._socket.close()
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()

        if self._thread.is_alive():
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(stop(), self._loop).result(5)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5)

    async def _run(self) -> None:
        """Connect, and connect again after a drop, until closed or refused for good."""
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

        first = True
        while not self._closing:
            try:
                async with connect(
                    self.url, max_size=MAX_MESSAGE, ssl=self.ssl_context, compression=None, open_timeout=10
                ) as socket:
                    self._socket = socket
                    lang = language() if self.says_lang else None
                    await socket.send(encode(hello_message(self.code, self.name, lang)).decode())
                    async for raw in socket:
                        self._received(raw)
            except (OSError, TimeoutError, InvalidHandshake, ConnectionClosed) as error:
                if first and not self._welcomed.done() and not self._lang_refused:
                    self._refused(
                        _("Could not reach the host at {url}: {error}").format(
                            url=self.url, error=os_reason(error)
                        )
                    )
                    return
            except InvalidURI:
                self._refused(
                    _("{url} is not an address to join: it starts ws:// or wss://.").format(url=self.url)
                )
                return
            except asyncio.CancelledError:
                raise
            except Exception as error:  # anything else the connection met: said, never a traceback
                if not self._welcomed.done():
                    self._refused(
                        _("Could not reach the host at {url}: {error}").format(
                            url=self.url, error=os_reason(error)
                        )
                    )
                    return
            finally:
                self._socket = None
                self._went_offline()
            if self.fatal is not None or self._closing:
                return
            if self._lang_refused:  # an older host: the same hello again, without lang, at once
                self._lang_refused = False
                continue
            if not self._welcomed.done():
                self._refused(_("The host closed the connection."))
                return
            first = False
            await asyncio.sleep(self.retry)

    def _older_host(self) -> None:
        """The host refused the hello's ``lang``: it is older than that field. Say hello again
        without it (now and on every joining again); its sentences then come in its language."""
        self.says_lang = False
        self._lang_refused = True
        self.notice = _(
            "This host runs an older quiddler: what it says for players comes in its own language."
        )

    def _refused(self, sentence: str) -> None:
        self.fatal = sentence
        if not self._welcomed.done():
            self._welcomed.set_exception(JoinError(sentence))

    def _went_offline(self) -> None:
        was = self.online
        self.online = False
        for future in self._pending.values():
            if not future.done():
                future.set_exception(ConnectionLost(_("The connection to the host was lost; joining again…")))
        self._pending.clear()
        if was:
            self.events.emit(Presence(self.connected, online=False))

    def _received(self, raw: str | bytes) -> None:
        """One message from the host (read by :class:`~quiddler.remote.heard.HostState`)."""
        raise NotImplementedError

    # ------------------------------------------------------------ asking the host

    def _call(self, message: dict[str, Any], *, timeout: float = ANSWER_TIMEOUT) -> Any:
        """Send ``message`` with a fresh id and wait for its answer (an error raises)."""
        if not self.online:
            raise ConnectionLost(self.fatal or _("The connection to the host was lost; joining again…"))

        async def ask() -> Any:
            socket = self._socket
            if socket is None:
                raise ConnectionLost(_("The connection to the host was lost; joining again…"))
            id = next(self._ids)
            future: asyncio.Future[Any] = self._loop.create_future()
            self._pending[id] = future
            await socket.send(encode({**message, "id": id}).decode())
            return await asyncio.wait_for(future, timeout)

        try:
            return asyncio.run_coroutine_threadsafe(ask(), self._loop).result(timeout + 1)
        except TimeoutError:
            raise ConnectionLost(_("The host does not answer.")) from None
        except QuiddlerError:
            raise
        except Exception:  # the socket closed under the question
            raise ConnectionLost(_("The connection to the host was lost; joining again…")) from None

    def _ask(self, question: str, **fields: Any) -> Any:
        return self._call({"type": "ask", "question": question, **fields})
