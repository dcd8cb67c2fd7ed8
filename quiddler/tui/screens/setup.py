"""The setup screen: players, dictionary, word checking, bonus, rules, house rule, seed.

Everything starts from a :class:`PlaySetup` (the remembered one, or the command-line flags), so a
single Enter starts a game. The screen only edits the setup; the engine validates it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Footer, Input, Label, Select, Static

from quiddler.engine import InvalidInputError
from quiddler.engine.rules import PRESETS, Bonus, RuleOptions, WordCheck
from quiddler.tui.config import HUMAN, PlaySetup, Seat, build_rules, check_name
from quiddler.tui.screens.base import RoomyScreen
from quiddler.tui.services import DictionaryInfo

__all__ = ["SetupScreen"]

MAX_SEATS = 8
_DEFAULT_NAMES = tuple(f"Player {n}" for n in range(1, MAX_SEATS + 1))


class SetupScreen(RoomyScreen[None]):
    """Choose who plays and how; Enter (on Start, or in a name) starts the game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start game", priority=True),
        Binding("escape", "back", "Back"),
    ]

    def __init__(
        self,
        setup: PlaySetup,
        *,
        dictionaries: Sequence[DictionaryInfo],
        default_dictionary: str | None,
        bot_levels: Sequence[str],
    ) -> None:
        super().__init__(id="setup-screen")
        self.setup = setup
        self.dictionaries = list(dictionaries)
        self.default_dictionary = default_dictionary
        self.bot_levels = list(bot_levels)

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        setup = self.setup
        count = len(setup.seats)
        rules = setup.rules
        with VerticalScroll(id="setup-form"):
            yield Static("New game", id="setup-title")
            with Horizontal(classes="setup-row"):
                yield Label("Players", classes="setup-label")
                yield Select(
                    [(str(n), n) for n in range(2, MAX_SEATS + 1)],
                    value=min(max(count, 2), MAX_SEATS),
                    allow_blank=False,
                    compact=True,
                    id="player-count",
                )
            with Grid(id="seat-grid"):
                kinds = [("Person", HUMAN)] + [(f"Computer, {lvl}", f"bot:{lvl}") for lvl in self.bot_levels]
                for index in range(MAX_SEATS):
                    seat = setup.seats[index] if index < count else Seat(_DEFAULT_NAMES[index])
                    kind = seat.kind if seat.kind in dict((v, k) for k, v in kinds) else HUMAN
                    with Horizontal(classes="seat-row", id=f"seat-row-{index}"):
                        yield Label(f"{index + 1}", classes="seat-number")
                        yield Input(
                            seat.name, max_length=20, compact=True, id=f"name-{index}", classes="seat-name"
                        )
                        yield Select(
                            kinds,
                            value=kind,
                            allow_blank=False,
                            compact=True,
                            id=f"kind-{index}",
                            classes="seat-kind",
                        )
            dictionary_options = [(f"{d.name} — {d.description}"[:44], d.name) for d in self.dictionaries]
            chosen = setup.dictionary or self.default_dictionary
            names = [d.name for d in self.dictionaries]
            with Horizontal(classes="setup-row"):
                yield Label("Dictionary", classes="setup-label")
                if dictionary_options:
                    yield Select(
                        dictionary_options,
                        value=chosen if chosen in names else names[0],
                        allow_blank=False,
                        compact=True,
                        id="dictionary",
                    )
                else:
                    yield Static("the built-in word list", id="dictionary-none")
            with Horizontal(classes="setup-row"):
                yield Label("Word checking", classes="setup-label")
                yield Select(
                    [
                        ("Table rules: words may be challenged", WordCheck.TABLE.value),
                        ("Checked: the game refuses non-words", WordCheck.CHECKED.value),
                    ],
                    value=rules.word_check.value,
                    allow_blank=False,
                    compact=True,
                    id="check",
                )
            with Horizontal(classes="setup-row"):
                yield Label("Rules", classes="setup-label")
                presets = [(_preset_title(name, PRESETS[name]), name) for name in PRESETS]
                if setup.preset not in PRESETS:
                    presets.append((_preset_title(setup.preset, setup.rules), setup.preset))
                yield Select(
                    presets,
                    value=setup.preset,
                    allow_blank=False,
                    compact=True,
                    id="preset",
                )
            with Horizontal(classes="setup-row"):
                yield Label("2-player bonus", classes="setup-label")
                yield Select(
                    [("Longest word", Bonus.LONGEST_WORD.value), ("Most words", Bonus.MOST_WORDS.value)],
                    value=rules.two_player_bonus.value,
                    allow_blank=False,
                    compact=True,
                    id="bonus",
                )
            with Horizontal(classes="setup-row"):
                yield Label("House rule", classes="setup-label")
                # A Select, not a Checkbox: its state reads in words, not only in colour.
                yield Select(
                    [
                        ("Off: anyone may go out at any turn", "off"),
                        ("On: no going out on your first turn", "on"),
                    ],
                    value="on" if rules.no_go_out_on_first_turn else "off",
                    allow_blank=False,
                    compact=True,
                    id="no-first-out",
                )
            with Horizontal(classes="setup-row"):
                yield Label("Seed", classes="setup-label")
                yield Input(
                    "" if setup.seed is None else str(setup.seed),
                    placeholder="random (type a number to replay a deal)",
                    type="integer",
                    compact=True,
                    id="seed",
                )
            yield Static("", id="setup-error")
            with Vertical(id="setup-buttons"):
                yield Button("Start game", id="start", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(len(self.setup.seats))
        self.query_one("#start", Button).focus()

    # ------------------------------------------------------------ events

    @on(Select.Changed, "#player-count")
    def _count_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, int):
            self._show_seats(event.value)

    @on(Select.Changed, "#preset")
    def _preset_changed(self, event: Select.Changed) -> None:
        """A preset that fixes the word checking (``checked``) shows it in the checking choice."""
        rules = PRESETS.get(str(event.value))
        if rules is not None and rules.word_check is WordCheck.CHECKED:
            self.query_one("#check", Select).value = WordCheck.CHECKED.value

    def _show_seats(self, count: int) -> None:
        for index in range(MAX_SEATS):
            self.query_one(f"#seat-row-{index}").display = index < count

    @on(Input.Submitted)
    def _submitted(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    def action_back(self) -> None:
        self.app.show_title()  # type: ignore[attr-defined]

    # ------------------------------------------------------------ reading the form

    def read_setup(self) -> PlaySetup:
        """The setup the form describes; raises InvalidInputError with a sentence to show."""
        count = self.query_one("#player-count", Select).value
        assert isinstance(count, int)
        seats = []
        for index in range(count):
            name = self.query_one(f"#name-{index}", Input).value.strip()
            problem = check_name(name)
            if problem:
                raise InvalidInputError(f"Seat {index + 1}: {problem}")
            kind = self.query_one(f"#kind-{index}", Select).value
            seats.append(Seat(name, str(kind)))
        if not any(seat.is_human for seat in seats):
            raise InvalidInputError("At least one seat must be played by a person.")
        preset = str(self.query_one("#preset", Select).value)
        rules = build_rules(
            preset,
            base=self.setup.rules if preset == self.setup.preset else None,
            check=str(self.query_one("#check", Select).value),
            bonus=_bonus_name(str(self.query_one("#bonus", Select).value)),
            no_go_out_first_turn=self.query_one("#no-first-out", Select).value == "on",
        )
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text) if seed_text else None
        except ValueError:
            raise InvalidInputError("The seed must be a whole number, or empty for a random deal.") from None
        dictionary = (
            str(self.query_one("#dictionary", Select).value)
            if self.query("#dictionary")
            else self.setup.dictionary
        )
        setup = PlaySetup(tuple(seats), rules, dictionary, seed, preset)
        setup.game_setup(seed or 0)  # the engine's own checks: player count, unique names…
        return setup

    def action_start(self) -> None:
        error = self.query_one("#setup-error", Static)
        try:
            setup = self.read_setup()
        except InvalidInputError as problem:
            message = str(problem)
            message = message[:1].upper() + message[1:]
            error.update(message)
            self.notify(message, severity="error")
            return
        error.update("")
        self.app.start_game(setup)  # type: ignore[attr-defined]


def _preset_title(name: str, rules: RuleOptions) -> str:
    sizes = rules.hand_sizes
    return f"{name.capitalize()}: {rules.rounds} rounds, {sizes[0]}–{sizes[-1]} cards"


def _bonus_name(value: str) -> str:
    return "longest" if value == Bonus.LONGEST_WORD.value else "most"
