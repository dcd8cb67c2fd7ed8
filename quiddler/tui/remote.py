"""The Textual apps of remote play: the joining player's table, and the host's.

Both show the same :class:`~quiddler.tui.screens.table.TableScreen` as ``quiddler play``, over
another port: :class:`~quiddler.remote.client.RemotePort` (``quiddler join``) or
:class:`~quiddler.remote.host.HostPort` (``quiddler host --here``: the host's keyboard plays its
seats hot-seat, and the host serves the others from the app's own event loop).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from quiddler.i18n import _
from quiddler.match.setup import MatchSetup
from quiddler.tui.app import AppDeps, QuiddlerApp
from quiddler.tui.screens import requests
from quiddler.tui.screens.base import RoomyScreen

if TYPE_CHECKING:
    import ssl

    from quiddler.match.port import TablePort
    from quiddler.remote.client import RemotePort
    from quiddler.remote.host import Host

__all__ = ["JoinApp", "HostApp", "FinalScreen"]


def _setup_of(port: TablePort) -> MatchSetup:
    return MatchSetup(port.seats, port.rules)


class FinalScreen(RoomyScreen[None]):
    """The final totals of a game played remotely (the host keeps the game's record)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("q,enter,escape", "app.quit", _("Leave"))]

    def __init__(self, port: TablePort) -> None:
        super().__init__(id="final-screen")
        self.port = port

    def compose(self) -> ComposeResult:
        view = self.port.view(None)
        best = max(view.totals) if view.totals else 0
        lines = [_("Game over."), ""]
        for name, total in sorted(zip(view.players, view.totals, strict=True), key=lambda item: -item[1]):
            mark = "  ★" if total == best else ""
            lines.append(f"  {name:<20} {total:>5}{mark}")
        lines += ["", _("Press Enter to leave.")]
        with Vertical():
            yield Static("\n".join(lines), id="final-totals")
        yield Footer()


class JoinApp(QuiddlerApp):
    """``quiddler join``: one seat of a game hosted elsewhere."""

    def __init__(self, port: RemotePort, *, deps: AppDeps | None = None) -> None:
        super().__init__(deps or AppDeps(setup=_setup_of(port), data_dir=None))
        self.port = port

    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]
        from quiddler.tui.screens.table import TableScreen

        event.prevent_default()  # not the setup screen of QuiddlerApp.on_mount
        self.push_screen(TableScreen(self.port, _setup_of(self.port), bot_delay=0))

    def on_game_finished(self, message: requests.GameFinished) -> None:
        message.prevent_default()
        self.push_screen(FinalScreen(self.port))

    def on_unmount(self, event: events.Unmount) -> None:  # type: ignore[override]
        event.prevent_default()
        self.port.close()


class HostApp(QuiddlerApp):
    """``quiddler host --here``: the host's keyboard plays its seats; the app's loop serves the
    remote seats (see :class:`~quiddler.remote.host.Host`)."""

    def __init__(
        self,
        host: Host,
        *,
        bind: str,
        port: int,
        address: str,
        ssl_context: ssl.SSLContext | None = None,
        deps: AppDeps | None = None,
    ) -> None:
        super().__init__(deps or AppDeps(setup=host.match.setup))
        self.host = host
        self.match = host.match
        self._bind, self._port, self._address, self._ssl = bind, port, address, ssl_context
        #: The port the server listens on, once it does.
        self.listening: int | None = None

    async def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]
        from quiddler.remote.host import HostPort
        from quiddler.tui.screens.table import TableScreen

        event.prevent_default()  # not the setup screen of QuiddlerApp.on_mount
        self.host.say = lambda line: self.notify(line, timeout=6)
        try:
            self.listening = await self.host.start(self._bind, self._port, ssl=self._ssl)
        except OSError as error:
            self.exit(
                return_code=2,
                message=_("Could not listen on {bind}:{port}: {error}").format(
                    bind=self._bind, port=self._port, error=error.strerror or error
                ),
            )
            return
        invitation = self.host.invitation(self._address.replace(f":{self._port}", f":{self.listening}"))
        self.notify(invitation, title=_("Invitations"), timeout=60)
        table = TableScreen(HostPort(self.host), self.host.match.setup, bot_delay=self.deps.bot_delay)
        self.push_screen(table)

    def on_game_finished(self, message: requests.GameFinished) -> None:
        from quiddler.remote.host import HostPort

        message.prevent_default()
        self.push_screen(FinalScreen(HostPort(self.host)))

    async def on_unmount(self, event: events.Unmount) -> None:  # type: ignore[override]
        event.prevent_default()
        await self.host.close()
        self.save_now()
        self.host.match.close()
