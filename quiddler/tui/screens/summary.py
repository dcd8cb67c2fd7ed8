"""End of a round and end of the game: every number comes from the engine's RoundSummary.

The round summary is drawn from what the match's port gives anyone at the table (a spectator's
view and the words' checker), so it works the same over a match played elsewhere; the helpers
take any :class:`ScoreSheet` (that view with its checker, or a game)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Footer, Static

from quiddler.engine import TableView
from quiddler.engine.ports import WordChecker, written
from quiddler.engine.rules import Bonus, RuleOptions
from quiddler.engine.scoring import RoundSummary, SeatResult
from quiddler.i18n import N_, _
from quiddler.match.setup import MatchSetup
from quiddler.tui import stylesheets
from quiddler.tui.screens.base import RoomyModal, RoomyScreen
from quiddler.tui.screens.requests import ShowSetup, StartGame

if TYPE_CHECKING:
    from quiddler.match.port import TablePort, TableServices

__all__ = [
    "ScoreSheet",
    "TableScores",
    "RoundSummaryScreen",
    "GameOverScreen",
    "FinalScores",
    "summary_rows",
    "SUMMARY_COLUMNS",
    "bonus_line",
    "final_standings",
    "running_totals",
    "running_chart",
]


class ScoreSheet(Protocol):
    """What the summary's rows and bonus line are made of: the players, the rules, the rounds
    scored so far and the words' checker (to write a name Paris). A :class:`TableScores` (plain
    values from the port) is one; so is a :class:`~quiddler.engine.Game`."""

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def rules(self) -> RuleOptions: ...

    @property
    def summaries(self) -> Sequence[RoundSummary]: ...

    @property
    def player_count(self) -> int: ...

    @property
    def checker(self) -> WordChecker | None: ...


@dataclass(frozen=True)
class TableScores:
    """A :class:`ScoreSheet` from what a table is given: a view and the port's checker."""

    view: TableView
    checker: WordChecker | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return self.view.players

    @property
    def rules(self) -> RuleOptions:
        return self.view.rules

    @property
    def summaries(self) -> Sequence[RoundSummary]:
        return self.view.summaries

    @property
    def player_count(self) -> int:
        return self.view.player_count


def _words_cell(result: SeatResult, summary: RoundSummary, checker: WordChecker | None = None) -> Text:
    text = Text()
    longest = summary.bonus_winner(Bonus.LONGEST_WORD) == result.seat
    best = result.longest_word
    for word in result.words:
        if text:
            text.append(" ")
        star = "★" if longest and word == best else ""
        text.append(f"{star}{written(word.text, checker)}", "bold" if star else "")
    for word in result.rejected_words:
        if text:
            text.append(" ")
        text.append(f"✗{written(word.text, checker)}", "strike")
    return text or Text("—", "dim")


#: The round summary's columns: the numbers first, so they are never pushed off an 80-column
#: screen by long words; the words laid and the cards left in hand come last.
#: (English names: the columns' keys; each heading is shown translated.)
SUMMARY_COLUMNS = (
    N_("Player"),
    N_("Round"),
    N_("Total"),
    N_("Words"),
    N_("Unused"),
    N_("Bonus"),
    N_("Pen."),
    N_("Laid"),
    N_("Left in hand"),
)


def _short(name: str, width: int = 13) -> str:
    return name if len(name) <= width else name[: width - 1] + "…"


#: The columns of numbers: right-aligned under their headings, the same in every variant.
_NUMBERS = frozenset({"Round", "Total", "Words", "Unused", "Bonus", "Pen."})
#: What the Unused column says where unused cards cost nothing (Junior): not a misleading −0.
NOT_COUNTED = N_("not counted")


def _unused_cell(result: SeatResult, rules: RuleOptions) -> str:
    if not result.unused:
        return "—"
    return f"−{result.unused_points}" if rules.subtract_unused else _(NOT_COUNTED)


def summary_rows(game: ScoreSheet, summary: RoundSummary) -> list[tuple[Text, ...]]:
    """One row per player, in :data:`SUMMARY_COLUMNS` order: the round score and the running
    total, word points, unused points ("not counted" where unused cards cost nothing, as in
    Junior), bonuses (which ones: :func:`bonus_line`), penalties, the words laid (★ the
    longest-word bonus, ✗ a word that lost a challenge; a name written Paris), the cards left.

    Every number is right-aligned under its heading (padded here: the table does not justify
    cells), so words, bonus and total line up the same way in every variant."""
    rows: list[list[str | Text]] = []
    totals = [0] * game.player_count
    for past in game.summaries[: summary.round + 1]:
        for seat, score in enumerate(past.scores):
            totals[seat] += score
    for result in summary.results:
        name = _short(game.players[result.seat])
        if result.seat == summary.went_out:
            name += " " + _("(out)")
        rows.append(
            [
                name,
                minus(result.score),
                minus(totals[result.seat]),
                minus(result.word_points),
                _unused_cell(result, game.rules),
                f"+{result.bonus_points}" if result.bonuses else "—",
                f"−{result.penalty}" if result.penalty else "—",
                _words_cell(result, summary, game.checker),
                " ".join(card.label for card in result.unused) or "—",
            ]
        )
    widths = {
        column: max(len(_(column)), *(len(str(row[index])) for row in rows))
        for index, column in enumerate(SUMMARY_COLUMNS)
        if column in _NUMBERS
    }
    return [
        tuple(
            cell
            if isinstance(cell, Text)
            else Text(
                cell.rjust(widths[column]) if column in widths else cell,
                "bold" if column in ("Round", "Total") else "",
            )
            for column, cell in zip(SUMMARY_COLUMNS, row, strict=True)
        )
        for row in rows
    ]


def minus(number: int) -> str:
    """A number as the summary writes it: a negative one with the minus sign (−3), like the
    unused and penalty columns beside it, never with a hyphen (-3)."""
    return f"−{-number}" if number < 0 else str(number)


def bonus_line(game: ScoreSheet, summary: RoundSummary) -> str:
    """Who won which bonus this round, in words (a tie gives nobody the bonus)."""
    parts = []
    for bonus in game.rules.bonuses_for(game.player_count):
        winner = summary.bonus_winner(bonus)
        title = _("Longest word") if bonus is Bonus.LONGEST_WORD else _("Most words")
        if winner is None:
            parts.append(_("{bonus}: nobody (a tie or no words)").format(bonus=title))
        else:
            extra = ""
            result = summary.results[winner]
            if bonus is Bonus.LONGEST_WORD and result.longest_word is not None:
                extra = " " + _("with {word}").format(word=written(result.longest_word.text, game.checker))
            elif bonus is Bonus.MOST_WORDS:
                extra = " " + _("with {count}").format(count=len(result.words))
            parts.append(f"{title}: {game.players[winner]}{extra} (+{game.rules.bonus_points})")
    return " · ".join(parts)


class RoundSummaryScreen(RoomyModal[None]):
    """The scored round; Enter deals the next one (or shows the final scores)."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.TABLE

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "next", N_("Continue")),
        # between rounds is nobody's turn: the rule sheets allow the dictionary (docs/rules.md §3)
        Binding("l", "app.lookup", N_("Look up a word")),
        *(Binding(str(number), f"review({number - 1})", N_("Review"), show=False) for number in range(1, 9)),
    ]

    def __init__(self, port: TablePort, services: TableServices, *, bots: Collection[int] = ()) -> None:
        super().__init__(id="summary-screen")
        self.port = port
        self.services = services
        #: The round is over: nothing changes while the summary is up, so one view serves.
        sight = port.view(None)
        self.view = sight.game
        self.scores = TableScores(self.view, services.checker)
        self.summary = self.view.summaries[-1]
        #: The people at this keyboard, each offered their own review of the round (a number key):
        #: in a remote game only one's own seat (the host answers a player with their review only).
        self.reviewable = [seat for seat in sight.here if seat not in bots]

    def compose(self) -> ComposeResult:
        game, summary = self.view, self.summary
        out = game.players[summary.went_out] if summary.went_out is not None else _("nobody")
        with VerticalScroll(classes="summary-box"):
            yield Static(
                _("Round {number} of {rounds} is over · {cards} cards · {name} went out").format(
                    number=summary.round + 1, rounds=game.rules.rounds, cards=summary.hand_size, name=out
                ),
                id="summary-title",
            )
            table: DataTable[Text] = DataTable(id="summary-table", cursor_type="none", zebra_stripes=True)
            table.can_focus = False
            yield table
            yield Static(bonus_line(self.scores, summary), id="summary-bonus")
            if self.reviewable:
                offers = " · ".join(f"{seat + 1}: {game.players[seat]}" for seat in self.reviewable)
                yield Static(
                    _("Your review of this round (your cards only): {offers}").format(offers=offers),
                    id="summary-review",
                )
            prompt = _("Enter: final scores") if game.is_over else _("Enter: deal the next round")
            yield Static(prompt, id="summary-next")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#summary-table", DataTable)
        for label in SUMMARY_COLUMNS:
            table.add_column(_(label), key=label)
        for row in summary_rows(self.scores, self.summary):
            table.add_row(*row)

    def action_next(self) -> None:
        self.dismiss(None)

    def action_review(self, seat: int) -> None:
        """A person's review of this round: behind their pass screen when others share the
        keyboard, so nobody else sees their cards."""
        from quiddler.tui.screens.review import open_round_review

        if seat in self.reviewable:
            hot_seat = len(self.reviewable) > 1
            open_round_review(self.app, self.services.review, self.view, seat, hot_seat=hot_seat)


class GameOverScreen(RoomyScreen[None]):
    """Final scoreboard (each round's score and the total; ★ marks the winners, ties share), a
    chart of the running totals round by round, and play again.

    Everything fits 80×24 with eight players and eight rounds: one line of title, the table
    (a header and a row per player) and the chart (a header and a row per player).
    """

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.TABLE

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,a", "again", N_("Play again")),
        Binding("c", "review", N_("Game review")),
        Binding("n", "new_setup", N_("New setup")),
        Binding("q", "app.quit", N_("Quit")),
    ]

    def __init__(self, port: TablePort, services: TableServices, setup: MatchSetup) -> None:
        super().__init__(id="game-over-screen")
        self.port = port
        self.services = services
        self.setup = setup
        #: The finished game as anyone at the table sees it: it no longer changes, so one view serves.
        sight = port.view(None)
        self.view = sight.game
        #: The people at the table (every one, not only those at this keyboard).
        self.people = [seat for seat, who in enumerate(sight.seats) if who.is_person]

    def compose(self) -> ComposeResult:
        game = self.view
        winners = [game.players[seat] for seat in game.winners]
        if len(winners) == 1:
            # the name stands alone, so any name reads right ("Winner: You", never "You wins")
            title = _("Game over · ★ Winner: {name}, with {points} points!").format(
                name=winners[0], points=max(game.totals)
            )
        else:
            title = _("Game over · ★ {names} share the win with {points} points!").format(
                names=_(" and ").join(winners), points=max(game.totals)
            )
        with VerticalScroll(classes="game-over-box"):
            yield Static(title, id="game-over-title")
            final: DataTable[Text] = DataTable(id="final-table", cursor_type="none")
            final.can_focus = False
            yield final
            yield Static(running_chart(game), id="game-over-chart")
            yield Static(
                _("Enter: play again (same players) · c: review · n: new setup · q: quit"),
                id="game-over-next",
            )
        yield Footer()

    def on_mount(self) -> None:
        game = self.view
        table = self.query_one("#final-table", DataTable)
        table.add_column("#", key="rank")
        table.add_column(_("Player"), key="player")
        for number in range(1, len(game.summaries) + 1):
            table.add_column(f"R{number}", key=f"r{number}")
        table.add_column(_("Total"), key="total")
        for rank, seat in final_standings(game):
            style = "bold" if seat in game.winners else ""
            cells = [Text(str(summary.scores[seat]), justify="right") for summary in game.summaries]
            table.add_row(
                Text(str(rank), style),
                Text(("★ " if seat in game.winners else "  ") + game.players[seat][:_NAME], style),
                *cells,
                Text(str(game.totals[seat]), style, justify="right"),
            )

    def action_again(self) -> None:
        self.post_message(StartGame(self.setup.with_seed(_next_seed(self.setup.seed))))

    def action_review(self) -> None:
        """The game's review: points left on the table per round and person (computer seats are
        not reviewed), the biggest misses (no card named) and one line per person."""
        from quiddler.tui.screens.review import GameReviewScreen

        self.app.push_screen(GameReviewScreen(self.services.review, self.people))

    def action_new_setup(self) -> None:
        self.post_message(ShowSetup())


#: Name cells are cut to this many characters on the game-over screen (names may be 20 long).
_NAME = 12
_BLOCKS = "▁▂▃▄▅▆▇█"


class FinalScores(Protocol):
    """What the final standings and the chart are made of: a finished game's spectator view
    (:class:`~quiddler.engine.TableView`, from the port), or a :class:`~quiddler.engine.Game`."""

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def player_count(self) -> int: ...

    @property
    def totals(self) -> tuple[int, ...]: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def summaries(self) -> Sequence[RoundSummary]: ...


def final_standings(game: FinalScores) -> list[tuple[int, int]]:
    """(rank, seat) from the highest total down; equal totals share a rank (and the win)."""
    order = sorted(range(game.player_count), key=lambda seat: (-game.totals[seat], seat))
    standings = []
    rank = 0
    previous: int | None = None
    for position, seat in enumerate(order, 1):
        if game.totals[seat] != previous:
            rank, previous = position, game.totals[seat]
        standings.append((rank, seat))
    return standings


def running_totals(game: FinalScores) -> list[list[int]]:
    """Each seat's total after every round played so far (the last one is the final total)."""
    totals = []
    for seat in range(game.player_count):
        running, row = 0, []
        for summary in game.summaries:
            running += summary.scores[seat]
            row.append(running)
        totals.append(row)
    return totals


def running_chart(game: FinalScores) -> Text:
    """The race round by round: per player, after each round, a bar (its height is the total's
    share of the highest total reached) and the total itself, so it reads without colour."""
    totals = running_totals(game)
    top = max((value for row in totals for value in row), default=0)
    width = min(_NAME, max(len(name) for name in game.players)) + 2
    digits = max(3, *(len(str(value)) for row in totals for value in row))
    text = Text()
    text.append(_("Running total after each round"), "bold")
    text.append(f"  (█ = {top})\n" if top > 0 else "\n", "dim")
    header = "".join(f"R{number}".rjust(digits + 3) + " " for number in range(1, len(game.summaries) + 1))
    text.append(" " * width + header.rstrip() + "\n", "dim")
    for _rank, seat in final_standings(game):
        winner = seat in game.winners
        name = ("★ " if winner else "  ") + game.players[seat][:_NAME]
        text.append(name.ljust(width), "bold" if winner else "")
        for value in totals[seat]:
            level = round(value / top * (len(_BLOCKS) - 1)) if top > 0 and value > 0 else -1
            bar = _BLOCKS[level] if level >= 0 else " "
            text.append(" " + bar, "bold" if winner else "")
            text.append(str(value).rjust(digits + 1) + " ")
        text.rstrip()
        text.append("\n")
    text.rstrip()
    return text


def _next_seed(seed: int | None) -> int | None:
    """A replay of a seeded game gets the next seed (still reproducible); otherwise a random one."""
    return None if seed is None else seed + 1
