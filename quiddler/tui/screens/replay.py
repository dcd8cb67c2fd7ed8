"""The replay screen: a finished game move by move, at the table's own look (``quiddler replay``).

The table's card widgets show it: the draw and discard piles (:class:`PileView`) and, for every
seat, its hand face up (:class:`OpenHand`, the table's :class:`HandView` cut to the card rows:
nobody picks a card here) with the words it has laid this round beside it. Under the piles: the
move in the game's words and what the coach found better at that move. Everything fits 80×24 for
four players; more seats scroll, and the seat that moved is scrolled into view.

It reads a :class:`~quiddler.stats.replay.Replay` (every frame computed once), so each key only
moves an index: → ← one move, ↓ ↑ one round, Home End the first and last move, ``p`` plays the
game on by itself at the pace chosen with + and − (from a quarter of a second to four seconds a
move), any move key stops it. Esc or q leaves.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, Static

from quiddler.engine import Card, Source
from quiddler.i18n import N_, _
from quiddler.stats.replay import Frame, Replay
from quiddler.tui.localized import Localized
from quiddler.tui.widgets.cards import CARD_WIDTH, HandView, PileView

__all__ = ["ReplayScreen", "ReplayApp", "PACES", "OpenHand", "acting_seat"]

#: Seconds a move while playing, slowest last; + and − move along it.
PACES = (0.25, 0.5, 1.0, 2.0, 4.0)


class OpenHand(HandView, can_focus=False):
    """A hand face up with no cursor and nothing marked: the table's hand drawn on its four card
    rows only (the row a marked card rises into and the cursor's row are never used here)."""

    DEFAULT_CSS = """
    OpenHand { height: 4; width: auto; padding: 0; }
    """

    def render(self) -> Text:
        rows = super().render().split("\n")
        return Text("\n").join(rows[1:5]) if self.cards else Text("\n").join(rows[:4])

    def show(self, cards: Any, **options: Any) -> None:
        """As the table's hand, and the width follows the number of cards (the words laid come
        right after them)."""
        before = len(self.cards)
        super().show(cards, **options)
        if len(self.cards) != before:
            self.refresh(layout=True)

    def get_content_width(self, container: Any, viewport: Any) -> int:
        return len(self.cards) * CARD_WIDTH if self.cards else max(1, len(self.empty_text))


class _Seats(VerticalScroll, can_focus=False):
    """The seats, one under another; never focused: the arrow keys are the replay's."""


def acting_seat(frame: Frame) -> int | None:
    """The seat whose move the frame shows (the challenger for a challenge), if any."""
    action = frame.action or {}
    seat = action.get("challenger", action.get("seat"))
    return seat if isinstance(seat, int) else None


class ReplayScreen(Localized, Screen[None]):
    """One finished game's frames, shown one at a time."""

    DEFAULT_CSS = """
    ReplayScreen { padding: 0 1; }
    #replay-title { text-style: bold; color: $accent; height: 1; }
    #replay-top { height: 6; }
    #replay-notes { width: 1fr; height: 100%; padding: 0 0 0 1; }
    #replay-top.-paper { height: 4; }
    #replay-said { height: auto; max-height: 3; text-style: bold; }
    #replay-coach { height: auto; max-height: 3; color: $warning; }
    #replay-pace { dock: bottom; height: 1; color: $text-muted; }
    #replay-seats { height: 1fr; scrollbar-size-vertical: 1; }
    .replay-seat { height: 4; }
    .replay-name { width: 12; height: 4; }
    .replay-name.-acting { text-style: bold; color: $accent; }
    .replay-words { width: 1fr; height: 4; padding: 0 0 0 1; color: $accent; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "step(1)", N_("Move")),
        Binding("left", "step(-1)", N_("Step back")),
        Binding("down", "round(1)", N_("Round")),
        Binding("up", "round(-1)", N_("Round back"), show=False),
        Binding("home", "jump(0)", N_("First"), show=False),
        Binding("end", "jump(-1)", N_("Last"), show=False),
        Binding("p", "play", N_("Play on")),
        Binding("plus,equals_sign", "pace(-1)", N_("Faster"), show=False),
        Binding("minus", "pace(1)", N_("Slower"), show=False),
        Binding("escape,q", "leave", N_("Leave")),
    ]

    def __init__(self, replay: Replay) -> None:
        super().__init__(id="replay-screen")
        self.replay = replay
        self.index = 0
        self.pace = 2  # PACES[2]: one second a move
        self._timer: Timer | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="replay-title")
        with Horizontal(id="replay-top"):
            # a paper game kept no piles: they are hidden (see show)
            yield PileView(Source.DRAW_PILE, id="replay-draw")
            yield PileView(Source.DISCARD_PILE, id="replay-discard")
            with Vertical(id="replay-notes"):
                yield Static("", id="replay-said")
                yield Static("", id="replay-coach")
                yield Static("", id="replay-pace")
        with _Seats(id="replay-seats"):
            for seat in range(len(self.replay.players)):
                with Horizontal(classes="replay-seat", id=f"replay-seat-{seat}"):
                    yield Static("", classes="replay-name", id=f"replay-name-{seat}")
                    yield OpenHand(id=f"replay-hand-{seat}")
                    yield Static("", classes="replay-words", id=f"replay-words-{seat}")
        yield Footer()

    def on_mount(self) -> None:
        for pile in ("#replay-draw", "#replay-discard"):
            self.query_one(pile, PileView).display = not self.replay.paper
        self.query_one("#replay-top").set_class(self.replay.paper, "-paper")  # no piles: less room
        self.show()

    @property
    def playing(self) -> bool:
        return self._timer is not None

    @property
    def frame(self) -> Frame:
        return self.replay.frames[self.index]

    def shown_hand(self, seat: int) -> tuple[str, ...]:
        """The card values the seat's hand widget shows now (what the Pilot tests compare)."""
        return tuple(card.value for card in self.query_one(f"#replay-hand-{seat}", OpenHand).cards)

    def show(self) -> None:
        """Draw the frame at :attr:`index`."""
        replay, frame = self.replay, self.frame
        title = (
            _("Paper game {id} · round {round} of {rounds} · entry {move} of {moves}")
            if replay.paper
            else _("Game {id} · round {round} of {rounds} · move {move} of {moves}")
        )
        self.query_one("#replay-title", Static).update(
            Text(
                title.format(
                    id=replay.game_id,
                    round=frame.round,
                    rounds=replay.rounds,
                    move=frame.move,
                    moves=len(replay.frames) - 1,
                )
            )
        )
        if not replay.paper:
            self.query_one("#replay-draw", PileView).count = frame.draw_pile
            discard = frame.discard_top
            self.query_one("#replay-discard", PileView).top = Card(discard) if discard else None
        acting = acting_seat(frame)
        for seat, name in enumerate(replay.players):
            label = self.query_one(f"#replay-name-{seat}", Static)
            marker = "▶ " if seat == acting else "  "
            total = _("total {total}").format(total=frame.totals[seat])
            label.update(Text(f"{marker}{name[:10]}\n  {total}"))  # names: never markup
            label.set_class(seat == acting, "-acting")
            self.query_one(f"#replay-hand-{seat}", OpenHand).show(
                [Card(value) for value in frame.hands[seat]], cursor=-1, empty_text=_("no cards")
            )
            words = " ".join(word.upper() for word in frame.words[seat])
            self.query_one(f"#replay-words-{seat}", Static).update(Text(words))
        if acting is not None:
            self.query_one(f"#replay-seat-{acting}").scroll_visible(animate=False)
        self.query_one("#replay-said", Static).update(Text(frame.said))
        coach = _("Coach: {note}").format(note=frame.coach) if frame.coach else ""
        self.query_one("#replay-coach", Static).update(Text(coach))
        pace = _("{seconds} s a move").format(seconds=PACES[self.pace])
        state = _("playing") if self.playing else _("paused")
        self.query_one("#replay-pace", Static).update(f"{state} · {pace} · + −")

    def _go(self, index: int) -> None:
        self.index = max(0, min(len(self.replay.frames) - 1, index))
        self.show()

    def _stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def action_step(self, delta: int) -> None:
        self._stop()
        self._go(self.index + delta)

    def action_round(self, delta: int) -> None:
        self._stop()
        starts = self.replay.round_starts()
        if delta > 0:
            later = [start for start in starts if start > self.index]
            self._go(later[0] if later else len(self.replay.frames) - 1)
        else:
            earlier = [start for start in starts if start < self.index]
            self._go(earlier[-1] if earlier else 0)

    def action_jump(self, where: int) -> None:
        self._stop()
        self._go(where if where >= 0 else len(self.replay.frames) - 1)

    def action_play(self) -> None:
        if self.playing:
            self._stop()
        else:
            if self.index == len(self.replay.frames) - 1:
                self.index = 0
            self._timer = self.set_interval(PACES[self.pace], self._tick)
        self.show()

    def _tick(self) -> None:
        if self.index >= len(self.replay.frames) - 1:
            self._stop()
        else:
            self.index += 1
        self.show()

    def action_pace(self, delta: int) -> None:
        self.pace = max(0, min(len(PACES) - 1, self.pace + delta))
        if self.playing:
            self._stop()
            self._timer = self.set_interval(PACES[self.pace], self._tick)
        self.show()

    def action_leave(self) -> None:
        self._stop()
        if isinstance(self.app, ReplayApp):  # `quiddler replay`: the replay is the whole app
            self.app.exit()
        else:  # opened from the list of finished games: back to it
            self.dismiss(None)


class ReplayApp(Localized, App[None]):
    """``quiddler replay``'s app: the replay screen alone."""

    TITLE = "Quiddler"

    def __init__(self, replay: Replay) -> None:
        super().__init__()
        self.replay = replay

    def on_mount(self) -> None:
        self.push_screen(ReplayScreen(self.replay))
