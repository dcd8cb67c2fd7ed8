"""The replay screen: a finished game move by move, every hand face up (``quiddler replay``).

It reads a :class:`~quiddler.stats.replay.Replay` (every frame computed once), so each key only
moves an index: → ← one move, ↓ ↑ one round, Home End the first and last move, ``p`` plays the
game on by itself at the pace chosen with + and − (from a quarter of a second to four seconds a
move), any move key stops it. Esc or q leaves.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, Static

from quiddler.i18n import N_, _
from quiddler.stats.replay import Replay
from quiddler.tui.localized import Localized

__all__ = ["ReplayScreen", "ReplayApp", "PACES"]

#: Seconds a move while playing, slowest last; + and − move along it.
PACES = (0.25, 0.5, 1.0, 2.0, 4.0)


class ReplayScreen(Localized, Screen[None]):
    """One finished game's frames, shown one at a time."""

    DEFAULT_CSS = """
    ReplayScreen { padding: 0 1; }
    #replay-title { text-style: bold; color: $accent; height: 1; }
    #replay-seats { height: auto; margin: 1 0; }
    .replay-seat { height: auto; }
    #replay-said { height: auto; text-style: bold; }
    #replay-coach { height: auto; color: $warning; }
    #replay-table { height: 1; color: $text-muted; }
    #replay-pace { height: 1; color: $text-muted; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "step(1)", N_("Move")),
        Binding("left", "step(-1)", N_("Back")),
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
        with Vertical(id="replay-seats"):
            for seat in range(len(self.replay.players)):
                yield Static("", classes="replay-seat", id=f"replay-seat-{seat}")
        yield Static("", id="replay-table")
        yield Static("", id="replay-said")
        yield Static("", id="replay-coach")
        yield Static("", id="replay-pace")
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    @property
    def playing(self) -> bool:
        return self._timer is not None

    def show(self) -> None:
        """Draw the frame at :attr:`index`."""
        replay, frame = self.replay, self.replay.frames[self.index]
        title = (
            _("Paper game {id} · round {round} of {rounds} · entry {move} of {moves}")
            if replay.paper
            else _("Game {id} · round {round} of {rounds} · move {move} of {moves}")
        )
        self.query_one("#replay-title", Static).update(
            title.format(
                id=replay.game_id,
                round=frame.round,
                rounds=replay.rounds,
                move=frame.move,
                moves=len(replay.frames) - 1,
            )
        )
        width = max(len(name) for name in replay.players)
        for seat, name in enumerate(replay.players):
            hand = " ".join(f"[{card.upper()}]" for card in frame.hands[seat]) or "—"
            line = f"{name:<{width}}  {frame.totals[seat]:>4}  {hand}"
            if frame.words[seat]:
                line += "   " + " ".join(word.upper() for word in frame.words[seat])
            self.query_one(f"#replay-seat-{seat}", Static).update(Text(line))  # cards and names: no markup
        top = frame.discard_top.upper() if frame.discard_top else "—"
        self.query_one("#replay-table", Static).update(
            ""  # a paper game: no piles were kept
            if replay.paper
            else _("Discard pile: {top} · draw pile: {count} cards").format(top=top, count=frame.draw_pile)
        )
        self.query_one("#replay-said", Static).update(Text(frame.said))
        coach = _("Coach: {note}").format(note=frame.coach) if frame.coach else ""
        self.query_one("#replay-coach", Static).update(Text(coach))
        pace = _("{seconds} s a move").format(seconds=PACES[self.pace])
        state = _("playing") if self.playing else _("paused")
        self.query_one("#replay-pace", Static).update(f"{state} · {pace}")

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
