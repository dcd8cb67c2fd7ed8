"""The coach in the app: one person's review of a round, and the game's review at the end.

The review itself is :mod:`quiddler.coach` (pure); these screens only show its words. A round's
review shows that person's cards, so the round summary opens it behind that player's pass screen
in hot-seat (:func:`open_round_review`); the game's review names no card at all. The review is
worked out in a thread (a replay of the game and a few hundred exact solves: milliseconds, but
the word index may still be loading).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, ClassVar

from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from quiddler.i18n import N_, _
from quiddler.tui import stylesheets
from quiddler.tui.screens.base import RoomyModal

if TYPE_CHECKING:
    from quiddler.engine import TableView
    from quiddler.match.port import Review

__all__ = ["RoundReviewScreen", "GameReviewScreen", "open_round_review"]


class _ReviewScreen(RoomyModal[None]):
    """A scrolling page of review text; Enter or Escape goes back."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.TABLE

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,escape,space", "close", N_("Back"))]

    def __init__(self, title: str) -> None:
        super().__init__(classes="review-screen")
        self.title_text = title

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="review-box"):
            yield Static(self.title_text, id="review-title")
            yield Static(_("Working out the review…"), id="review-text")
            yield Static(_("Enter: back"), id="review-back")
        yield Footer()

    def on_mount(self) -> None:
        self.work_out()

    @work(thread=True, exclusive=True, group="review")
    def work_out(self) -> None:
        try:
            text = self.text()
        except Exception as error:  # a game whose moves do not replay here: say so, keep the game
            text = _("The review is not available: {error}.").format(error=str(error).rstrip("."))
        self.app.call_from_thread(self._show, text)

    def _show(self, text: str) -> None:
        if self.is_attached:
            self.query_one("#review-text", Static).update(text)

    def text(self) -> str:
        raise NotImplementedError

    def action_close(self) -> None:
        self.dismiss(None)


class RoundReviewScreen(_ReviewScreen):
    """One person's review of the round just scored: their final hand, the best arrangement of
    it, what they laid, the turns where another choice was better. Their cards only. The text
    comes from the table's review service (:meth:`Review.round_review
    <quiddler.match.port.Review.round_review>`), worked out in this screen's worker."""

    def __init__(self, review: Review, view: TableView, seat: int, round: int) -> None:
        #: The table as anyone sees it when the review opens (the round just scored is in it).
        self.view = view
        if view.rules.daily_deal:  # the daily game's one seat is "You": not "You's review"
            title = _("Your review of round {number}").format(number=round + 1)
        else:
            title = _("{name}'s review of round {number}").format(name=view.players[seat], number=round + 1)
        super().__init__(title)
        self.review = review
        self.seat = seat
        self.round = round

    def text(self) -> str:
        return self.review.round_review(self.seat, self.round)


class GameReviewScreen(_ReviewScreen):
    """The game's review for the whole table: points left on the table per round and person,
    the biggest misses (what kind, never which cards) and one line per person. The text comes
    from the table's review service (:meth:`Review.game_review
    <quiddler.match.port.Review.game_review>`)."""

    def __init__(self, review: Review, seats: Collection[int]) -> None:
        super().__init__(_("The game's review"))
        self.review = review
        self.seats = tuple(seats)

    def text(self) -> str:
        return self.review.game_review(self.seats)


def open_round_review(
    app: App[object], review: Review, view: TableView, seat: int, *, hot_seat: bool
) -> None:
    """Show ``seat``'s review of the round just scored; in hot-seat, only after a pass screen
    for that player (the review shows their cards and the others look away first)."""
    from quiddler.tui.screens.dialogs import PassScreen

    screen = RoundReviewScreen(review, view, seat, len(view.summaries) - 1)
    name, round_ = view.players[seat], screen.round
    if not hot_seat:
        app.push_screen(screen)
        return

    def reveal(ready: bool | None) -> None:
        if ready:
            app.push_screen(screen)

    app.push_screen(
        PassScreen(name, round_text=_("Review of round {number}").format(number=round_ + 1)),
        reveal,
    )
