"""The coach in the app: a person's review of a round opens from the round summary, in hot-seat
only behind that player's pass screen; computer seats get none; the game review at the end."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from textual.pilot import Pilot
from textual.widgets import DataTable

from quiddler.engine.rules import RuleOptions
from quiddler.match import LocalPort, Match, MatchView, TablePort, local_services
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.dialogs import PassScreen
from quiddler.tui.screens.review import GameReviewScreen, RoundReviewScreen
from quiddler.tui.screens.summary import GameOverScreen, RoundSummaryScreen

from .helpers import build_app, finished_game, plain_move, screen_text, settle, text_of
from .test_game_flow import take_turn

ONE_ROUND = RuleOptions(hand_sizes=(3,), name="one-round")


async def play_until(app: QuiddlerApp, pilot: Pilot[None], screen: type, steps: int = 100) -> None:
    for _ in range(steps):
        if isinstance(app.screen, screen):
            return
        await take_turn(app, pilot)
    raise AssertionError(f"never reached {screen.__name__}; stuck on {app.screen!r}")


def reviews_open(app: QuiddlerApp) -> list[object]:
    return [screen for screen in app.screen_stack if isinstance(screen, RoundReviewScreen)]


async def test_in_hot_seat_a_review_never_appears_before_that_players_pass_screen() -> None:
    app = build_app(("Ann", "Bob"), rules=ONE_ROUND)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await play_until(app, pilot, RoundSummaryScreen)
        assert "Your review of this round (your cards only): 1: Ann · 2: Bob" in screen_text(app)
        await pilot.press("2")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen), "Bob's cards wait behind his pass screen"
        assert "Pass the keyboard to Bob" in screen_text(app)
        assert "Review of round 1" in screen_text(app)
        assert reviews_open(app) == [], "no review anywhere on the screen stack yet"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RoundReviewScreen)
        assert text_of(app, "#review-title") == "Bob's review of round 1"
        text = text_of(app, "#review-text")
        assert text.startswith("Final hand: ")
        game = app.screen.view  # the table as anyone saw it when the review opened
        bob_hand = {card.label for card in game.summaries[0].results[1].unused}
        assert all(label in text for label in bob_hand)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen), "back to the round summary"
        await pilot.press("9", "3")  # no such person: nothing opens
        await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen)


class _OneSeatHere:
    """The table port as one player's own machine sees it (a remote player's): only Bob is here."""

    def __init__(self, port: TablePort) -> None:
        self._port = port

    def view(self, seat: int | None) -> MatchView:
        return replace(self._port.view(seat), here=(1,))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._port, name)


async def test_a_player_at_another_keyboard_is_offered_only_their_own_review() -> None:
    """On a remote player's machine the summary offered every person's review, labelled with
    their names, while the host answers each machine with its own player's review only."""
    app = build_app(("Ann", "Bob"), rules=ONE_ROUND)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await play_until(app, pilot, RoundSummaryScreen)
        summary = cast(RoundSummaryScreen, app.screen)
        port = cast(TablePort, _OneSeatHere(summary.port))
        app.pop_screen()  # the round is over either way; the same summary, seen from Bob's machine
        await settle(pilot)
        app.push_screen(RoundSummaryScreen(port, summary.services))
        await settle(pilot)
        assert "Your review of this round (your cards only): 2: Bob" in screen_text(app)
        assert "1: Ann" not in screen_text(app)
        await pilot.press("1")
        await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen), "Ann is not at this keyboard"
        await pilot.press("2")
        await settle(pilot)
        assert isinstance(app.screen, RoundReviewScreen), "one person here: no pass screen"
        assert text_of(app, "#review-title") == "Bob's review of round 1"


async def test_one_person_against_the_computer_sees_the_review_at_once_and_the_computer_gets_none() -> None:
    class Plain:
        level = "test"

        def act(self, view):  # type: ignore[no-untyped-def]
            return plain_move(view)

        def challenges(self, view):  # type: ignore[no-untyped-def]
            return ()

    app = build_app(("Ann", "Hal"), kinds={1: "bot:easy"}, bot_factory=lambda *_: Plain(), rules=ONE_ROUND)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await play_until(app, pilot, RoundSummaryScreen)
        assert "Your review of this round (your cards only): 1: Ann" in screen_text(app)
        assert "2: Hal" not in screen_text(app)
        await pilot.press("2")
        await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen), "a computer seat has no review"
        await pilot.press("1")
        await settle(pilot)
        assert isinstance(app.screen, RoundReviewScreen), "nobody to hide from: no pass screen"
        assert "Points left on the table this round" in text_of(app, "#review-text") or (
            "Nothing left on the table this round." in text_of(app, "#review-text")
        )


async def test_the_game_over_screen_offers_the_game_review() -> None:
    game = finished_game(("Ann", "Bob"))
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.show_game_over(game, app.setup)
        await settle(pilot)
        assert "c: review" in text_of(app, "#game-over-next")
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, GameReviewScreen)
        text = text_of(app, "#review-text")
        assert "Points left on the table" in text
        assert text.splitlines()[-2].startswith("Ann played ")
        assert text.splitlines()[-1].startswith("Bob played ")
        assert "Final hand" not in text and "·" not in text  # the whole table sees it: no cards
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)


class ProtocolOnly:
    """A stand-in for a remote port: only what :class:`TablePort` declares, nothing reached past
    it (no ``port.match``, no game), and a note of what was asked."""

    MEMBERS = frozenset(name for name in vars(TablePort) if not name.startswith("_"))

    def __init__(self, port: TablePort) -> None:
        self._port = port
        self.asked: list[str] = []

    def __getattr__(self, name: str) -> Any:
        if name not in self.MEMBERS:
            raise AttributeError(f"{name} is not part of the TablePort")
        self.asked.append(name)
        return getattr(self._port, name)


async def test_the_game_over_screen_and_its_review_read_only_the_port() -> None:
    """What a remote port can serve is enough: the final table, the chart and the game's review."""
    game = finished_game(("Ann", "Bob"))
    app = build_app(("Ann", "Bob"))
    match = Match(game, app.setup)
    port = ProtocolOnly(LocalPort(match))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.show_game_over(cast(TablePort, port), app.setup, local_services(match))
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        winner = game.players[game.winners[0]]
        assert text_of(app, "#game-over-title").startswith(f"Game over · ★ Winner: {winner}, with ")
        assert app.screen.query_one("#final-table", DataTable).row_count == 2
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, GameReviewScreen)
        assert "Points left on the table" in text_of(app, "#review-text")
        assert set(port.asked) == {"view"}
