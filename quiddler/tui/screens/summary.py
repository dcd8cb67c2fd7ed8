"""End of a round and end of the game: every number comes from the engine's RoundSummary."""

from __future__ import annotations

from collections.abc import Collection
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import DataTable, Footer, Static

from quiddler.engine import Game
from quiddler.engine.rules import Bonus
from quiddler.engine.scoring import RoundSummary, SeatResult
from quiddler.tui.config import PlaySetup
from quiddler.tui.screens.base import RoomyModal, RoomyScreen

__all__ = ["RoundSummaryScreen", "GameOverScreen", "summary_rows", "bonus_line"]


def _words_cell(result: SeatResult, summary: RoundSummary) -> Text:
    text = Text()
    longest = summary.bonus_winner(Bonus.LONGEST_WORD) == result.seat
    best = result.longest_word
    for word in result.words:
        if text:
            text.append(" ")
        star = "★" if longest and word == best else ""
        text.append(f"{star}{word.text.upper()}", "bold" if star else "")
    for word in result.rejected_words:
        if text:
            text.append(" ")
        text.append(f"✗{word.text.upper()}", "strike")
    return text or Text("—", "dim")


def summary_rows(game: Game, summary: RoundSummary) -> list[tuple[Text, ...]]:
    """One row per player: words, unused, bonuses, penalties, the round score and the total."""
    rows = []
    totals = [0] * game.player_count
    for past in game.summaries[: summary.round + 1]:
        for seat, score in enumerate(past.scores):
            totals[seat] += score
    for result in summary.results:
        name = game.players[result.seat]
        if result.seat == summary.went_out:
            name += " (out)"
        unused = " ".join(card.label for card in result.unused) or "—"
        bonus = "+".join("longest" if b is Bonus.LONGEST_WORD else "most" for b in result.bonuses)
        rows.append(
            (
                Text(name),
                _words_cell(result, summary),
                Text(str(result.word_points), justify="right"),
                Text(f"{unused} −{result.unused_points}" if result.unused else "—"),
                Text(f"{bonus} +{result.bonus_points}" if result.bonuses else "—"),
                Text(f"−{result.penalty}" if result.penalty else "—", justify="right"),
                Text(str(result.score), "bold", justify="right"),
                Text(str(totals[result.seat]), "bold", justify="right"),
            )
        )
    return rows


def bonus_line(game: Game, summary: RoundSummary) -> str:
    """Who won which bonus this round, in words (a tie gives nobody the bonus)."""
    parts = []
    for bonus in game.rules.bonuses_for(game.player_count):
        winner = summary.bonus_winner(bonus)
        title = "Longest word" if bonus is Bonus.LONGEST_WORD else "Most words"
        if winner is None:
            parts.append(f"{title}: nobody (a tie or no words)")
        else:
            extra = ""
            result = summary.results[winner]
            if bonus is Bonus.LONGEST_WORD and result.longest_word is not None:
                extra = f" with {result.longest_word.text.upper()}"
            elif bonus is Bonus.MOST_WORDS:
                extra = f" with {len(result.words)}"
            parts.append(f"{title}: {game.players[winner]}{extra} (+{game.rules.bonus_points})")
    return " · ".join(parts)


class RoundSummaryScreen(RoomyModal[None]):
    """The scored round; Enter deals the next one (or shows the final scores)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "next", "Continue")]

    def __init__(self, game: Game, *, bots: Collection[int] = ()) -> None:
        super().__init__(id="summary-screen")
        self.game = game
        self.summary = game.summaries[-1]

    def compose(self) -> ComposeResult:
        game, summary = self.game, self.summary
        out = game.players[summary.went_out] if summary.went_out is not None else "nobody"
        with VerticalScroll(classes="summary-box"):
            yield Static(
                f"Round {summary.round + 1} of {game.rules.rounds} is over · "
                f"{summary.hand_size} cards · {out} went out",
                id="summary-title",
            )
            table: DataTable[Text] = DataTable(id="summary-table", cursor_type="none", zebra_stripes=True)
            table.can_focus = False
            yield table
            yield Static(bonus_line(game, summary), id="summary-bonus")
            prompt = "Enter: final scores" if game.is_over else "Enter: deal the next round"
            yield Static(prompt, id="summary-next")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#summary-table", DataTable)
        for label in ("Player", "Words", "Pts", "Unused", "Bonus", "Pen.", "Round", "Total"):
            table.add_column(label, key=label)
        for row in summary_rows(self.game, self.summary):
            table.add_row(*row)

    def action_next(self) -> None:
        self.dismiss(None)


class GameOverScreen(RoomyScreen[None]):
    """Final scoreboard, winners (ties share), a chart of the totals round by round, play again."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,a", "again", "Play again"),
        Binding("n", "new_setup", "New setup"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, game: Game, setup: PlaySetup) -> None:
        super().__init__(id="game-over-screen")
        self.game = game
        self.setup = setup

    def compose(self) -> ComposeResult:
        game = self.game
        winners = [game.players[seat] for seat in game.winners]
        if len(winners) == 1:
            title = f"{winners[0]} wins with {max(game.totals)} points!"
        else:
            title = f"{' and '.join(winners)} share the win with {max(game.totals)} points!"
        with Vertical(classes="game-over-box"):
            yield Static("Game over", id="game-over-heading")
            yield Static(title, id="game-over-title")
            final: DataTable[Text] = DataTable(id="final-table", cursor_type="none")
            final.can_focus = False
            yield final
            yield Static(self._chart(), id="game-over-chart")
            yield Static(
                "Enter: play again with the same players · n: new setup · q: quit", id="game-over-next"
            )
        yield Footer()

    def on_mount(self) -> None:
        game = self.game
        table = self.query_one("#final-table", DataTable)
        table.add_column("#", key="rank")
        table.add_column("Player", key="player")
        for number in range(1, len(game.summaries) + 1):
            table.add_column(f"R{number}", key=f"r{number}")
        table.add_column("Total", key="total")
        order = sorted(range(game.player_count), key=lambda seat: (-game.totals[seat], seat))
        rank = 0
        previous: int | None = None
        for position, seat in enumerate(order, 1):
            if game.totals[seat] != previous:
                rank = position
                previous = game.totals[seat]
            running = 0
            cells: list[Text] = []
            for summary in game.summaries:
                running += summary.scores[seat]
                cells.append(Text(str(running), justify="right"))
            style = "bold" if seat in game.winners else ""
            table.add_row(
                Text(str(rank), style),
                Text(("★ " if seat in game.winners else "  ") + game.players[seat], style),
                *cells,
                Text(str(game.totals[seat]), style, justify="right"),
            )

    def _chart(self) -> Text:
        """Each player's running total after every round, as a row of bars (one per round)."""
        game = self.game
        blocks = " ▁▂▃▄▅▆▇█"
        running = [[0] * len(game.summaries) for _ in game.players]
        for seat in range(game.player_count):
            total = 0
            for number, summary in enumerate(game.summaries):
                total += summary.scores[seat]
                running[seat][number] = total
        top = max((value for row in running for value in row), default=0) or 1
        text = Text()
        text.append("Totals after each round\n", "bold")
        width = max(len(name) for name in [*game.players, "after"])
        labels = "".join(f"R{number:<2}" for number in range(1, len(game.summaries) + 1))
        text.append(f"{'after':<{width}} {labels}\n", "dim")
        for seat, name in enumerate(game.players):
            bars = "".join(blocks[max(0, min(8, round(value / top * 8)))] * 3 for value in running[seat])
            text.append(f"{name:<{width}} ")
            text.append(bars, "bold" if seat in game.winners else "")
            text.append(f" {game.totals[seat]}\n")
        return text

    def action_again(self) -> None:
        self.app.start_game(self.setup.with_seed(_next_seed(self.setup.seed)))  # type: ignore[attr-defined]

    def action_new_setup(self) -> None:
        self.app.show_setup()  # type: ignore[attr-defined]


def _next_seed(seed: int | None) -> int | None:
    """A replay of a seeded game gets the next seed (still reproducible); otherwise a random one."""
    return None if seed is None else seed + 1
