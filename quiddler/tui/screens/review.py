"""The coach in the app: one person's review of a round, and the game's review at the end.

The review itself is :mod:`quiddler.coach` (pure); these screens only show its words. A round's
review shows that person's cards, so the round summary opens it behind that player's pass screen
in hot-seat (:func:`open_round_review`); the game's review names no card at all. The review is
worked out in a thread (a replay of the game and a few hundred exact solves: milliseconds, but
the word index may still be loading).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import ClassVar

from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from quiddler.engine import Game
from quiddler.tui.screens.base import RoomyModal

__all__ = ["RoundReviewScreen", "GameReviewScreen", "open_round_review", "reviewable_seats"]


def reviewable_seats(game: Game, computers: Collection[int]) -> list[int]:
    """The people at the table: computer seats are not reviewed."""
    return [seat for seat in range(game.player_count) if seat not in computers]


def _review(game: Game, seats: Collection[int]) -> object:
    from quiddler.coach import review_actions
    from quiddler.solver import index_for

    return review_actions(game.setup, game.actions, game.checker, index_for(game.checker), seats)


class _ReviewScreen(RoomyModal[None]):
    """A scrolling page of review text; Enter or Escape goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,escape,space", "close", "Back")]

    def __init__(self, game: Game, title: str) -> None:
        super().__init__(classes="review-screen")
        self.game = game
        self.title_text = title

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="review-box"):
            yield Static(self.title_text, id="review-title")
            yield Static("Working out the review…", id="review-text")
            yield Static("Enter: back", id="review-back")
        yield Footer()

    def on_mount(self) -> None:
        self.work_out()

    @work(thread=True, exclusive=True, group="review")
    def work_out(self) -> None:
        try:
            text = self.text()
        except Exception as error:  # a game whose moves do not replay here: say so, keep the game
            text = f"The review is not available: {str(error).rstrip('.')}."
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
    it, what they laid, the turns where another choice was better. Their cards only."""

    def __init__(self, game: Game, seat: int, round: int) -> None:
        super().__init__(game, f"{game.players[seat]}'s review of round {round + 1}")
        self.seat = seat
        self.round = round

    def text(self) -> str:
        from quiddler.coach import person_round_lines

        review = _review(self.game, [self.seat])
        people = [person for person in review.of(self.seat) if person.round == self.round]  # type: ignore[attr-defined]
        if not people:
            return "This round has no review."
        return "\n".join(person_round_lines(people[0], subtract_unused=self.game.rules.subtract_unused))


class GameReviewScreen(_ReviewScreen):
    """The game's review for the whole table: points left on the table per round and person,
    the biggest misses (what kind, never which cards) and one line per person."""

    def __init__(self, game: Game, seats: Collection[int]) -> None:
        super().__init__(game, "The game's review")
        self.seats = tuple(seats)

    def text(self) -> str:
        from quiddler.coach import game_text

        review = _review(self.game, self.seats)
        return game_text(review, rounds=False, cards=False)  # type: ignore[arg-type]


def open_round_review(app: App[object], game: Game, seat: int, *, hot_seat: bool) -> None:
    """Show ``seat``'s review of the round just scored; in hot-seat, only after a pass screen
    for that player (the review shows their cards and the others look away first)."""
    from quiddler.tui.screens.dialogs import PassScreen

    round_ = len(game.summaries) - 1
    review = RoundReviewScreen(game, seat, round_)
    if not hot_seat:
        app.push_screen(review)
        return

    def reveal(ready: bool | None) -> None:
        if ready:
            app.push_screen(review)

    app.push_screen(
        PassScreen(game.players[seat], round_text=f"Review of round {round_ + 1}"),
        reveal,
    )
