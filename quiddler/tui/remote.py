"""The Textual apps of remote play: the joining player's table, and the host's.

Both show the same :class:`~quiddler.tui.screens.table.TableScreen` as ``quiddler play``, over
another port: :class:`~quiddler.remote.client.RemotePort` (``quiddler join``) or
:class:`~quiddler.remote.host.HostPort` (``quiddler host --here``: the host's keyboard plays its
seats hot-seat, and the host serves the others from the app's own event loop).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen, Screen

from quiddler.i18n import N_, _
from quiddler.match.setup import MatchSetup
from quiddler.tui.app import AppDeps, QuiddlerApp
from quiddler.tui.screens import requests

if TYPE_CHECKING:
    import ssl

    from quiddler.remote.client import RemotePort
    from quiddler.remote.host import Host

__all__ = ["JoinApp", "HostApp"]


def _setup_of(port: RemotePort) -> MatchSetup:
    """The joined game's setup as this table shows it; a Quiddler of the day's carries its date
    (as its seed: :attr:`MatchSetup.daily`), so the table says which day it is."""
    setup = MatchSetup(port.seats, port.rules)
    if port.daily is not None and setup.rules.daily_deal:
        from quiddler.engine.daily import date_seed

        setup = setup.with_seed(date_seed(port.daily))
    return setup


class JoinApp(QuiddlerApp):
    """``quiddler join``: one seat of a game hosted elsewhere."""

    def __init__(self, port: RemotePort, *, deps: AppDeps | None = None) -> None:
        super().__init__(deps or AppDeps(setup=_setup_of(port), data_dir=None))
        self.port = port
        self.services = port.services()

    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]
        from quiddler.tui.screens.table import TableScreen

        event.prevent_default()  # not the setup screen of QuiddlerApp.on_mount
        self.push_screen(TableScreen(self.port, self.services, _setup_of(self.port)))
        if self.port.notice is not None:  # an older host: its sentences come in its own language
            self.notify(self.port.notice, timeout=10)

    def on_start_game(self, message: requests.StartGame) -> None:
        """ "Play again" after a remote game: the host deals the next one."""
        message.prevent_default()
        self.notify(_("Ask the host to deal a new game, then join it."), timeout=8)

    def on_show_setup(self, message: requests.ShowSetup) -> None:
        message.prevent_default()
        self.notify(_("Ask the host to deal a new game, then join it."), timeout=8)

    def on_unmount(self, event: events.Unmount) -> None:  # type: ignore[override]
        event.prevent_default()
        self.port.close()


class HostApp(QuiddlerApp):
    """``quiddler host --here``: the host's keyboard plays its seats; the app's loop serves the
    remote seats (see :class:`~quiddler.remote.host.Host`). F3 shows the invitations again; F4
    hands the seats of players who are away to computer players (and back: a player who joins
    again takes their seat back by themselves)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # Short labels: the table's footer keeps its own keys and these within 80 columns.
        Binding("f3", "invite", N_("Invite")),
        Binding("f4", "hand_over", N_("Stand-ins")),
    ]

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
        from quiddler.match.port import local_services
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
        self.action_invite()
        match = self.host.match
        table = TableScreen(HostPort(self.host), local_services(match), match.setup)
        self.push_screen(table)

    def push_screen(self, screen: Screen[Any] | str, *args: Any, **kwargs: Any) -> Any:
        """A dialog (a challenge, a question) opens uncovered: the invitations and other notes
        drawn over the table's corner go (F3 brings the invitations back once it is closed)."""
        if isinstance(screen, ModalScreen):
            self.clear_notifications()
        return super().push_screen(screen, *args, **kwargs)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """F3 waits while a dialog is open: its toast would cover the dialog's keys."""
        if action == "invite" and isinstance(self.screen, ModalScreen):
            return False
        return super().check_action(action, parameters)

    def action_invite(self) -> None:
        """The command to join and each remote seat's code (a minute on screen)."""
        address = self._address.replace(f":{self._port}", f":{self.listening}")
        self.notify(self.host.invitation(address), title=_("Invitations"), timeout=60)

    def action_hand_over(self) -> None:
        """The seats of players who are away go to computer players ("medium"); pressed again
        with nobody away, the computers give back the seats they took (to their players)."""
        host = self.host
        if host.away:
            for seat in host.away:
                host.hand_over(seat, "medium")
            return
        taken = [seat for seat in host.remote_seats if host.match.is_computer(seat)]
        if not taken:
            self.notify(_("Nobody is away."), timeout=4)
        for seat in taken:
            host.hand_over(seat, None)

    def quit_question(self) -> str:
        """A hosted game is continued with quiddler host, the players keeping their codes."""
        if self.saved_game_id is None:
            return super().quit_question()
        return _(
            "Quit the game in progress?\n\nIt is saved: host it again with quiddler host --resume, "
            "and the other players join again with their codes."
        )

    def on_start_game(self, message: requests.StartGame) -> None:
        """ "Play again" after a hosted game: host a new one (the codes are new too)."""
        message.prevent_default()
        self.notify(_("Host a new game with: quiddler host"), timeout=8)

    async def on_unmount(self, event: events.Unmount) -> None:  # type: ignore[override]
        event.prevent_default()
        await self.host.close()
        self.save_now()
        self.host.match.close()
