"""The setup screen: players, dictionary, word checking, rules, bonus, house rule, family filter, seed.

Everything starts from a :class:`MatchSetup` (the remembered one, or the command-line flags). The
screen only edits the setup; the engine validates it.

Where the focus starts: on *Start game* when the players have names, so one Enter deals a game
set up by the command line or remembered from last time; on the first name when it is still a
placeholder ("Player 1"), so a first Enter never deals a game for Player 1 and Player 2. Enter in
a name moves to the next name, then to *Start game*; Enter on a choice moves to *Start game*; ↑ ↓
and Tab move between fields; Ctrl+S starts from anywhere. The field in focus is drawn in the
accent colour and its row's label lights up.

Typed faster than the screen draws (a paste, a fast typist, ``tmux send-keys "Ann" Tab Tab "Bob"``),
every key still lands where it was aimed: Textual hands each key to the field in focus at once but
lets a field act on its keys later, so a focus move made by the field (Enter in a name) or by a
plain binding (Tab) would come after the keys behind it had gone to the old field. The keys that
move the focus (Tab, Shift+Tab, ↑ ↓, Enter) are therefore priority bindings of this screen, run
in the order the keys came; and Start reads the form only once every field has taken the keys
sent to it before, so a name typed just before Enter or Ctrl+S is never lost.

Each choice is a one-line :class:`~quiddler.tui.widgets.choice.Choice` (← → change it), not a
drop-down: the screen is a few dozen light widgets, so it is the first frame of ``quiddler play``
and shows in a blink.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events, on, work
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Footer, Input, Label, Static

from quiddler.engine.errors import InvalidInputError
from quiddler.engine.rules import PRESETS, Bonus, RuleOptions, WordCheck
from quiddler.i18n import N_, _
from quiddler.match import dictionaries
from quiddler.match.dictionaries import DictionaryInfo
from quiddler.match.setup import MatchSetup, Seat, build_rules, check_name
from quiddler.tui import stylesheets
from quiddler.tui.screens.base import RoomyScreen
from quiddler.tui.screens.requests import ShowTitle, StartGame
from quiddler.tui.widgets.choice import Choice
from quiddler.tui.widgets.start_button import StartButton

__all__ = ["SetupScreen", "SETUP_PRESETS", "JUNIOR_BONUS_NOTE"]

MAX_SEATS = 8


def _default_names() -> tuple[str, ...]:
    """ "Player 1" … "Player 8" in the players' language (and the English ones, which a remembered
    setup may hold): a seat left with such a name is renumbered when seats come and go."""
    english = tuple(f"Player {n}" for n in range(1, MAX_SEATS + 1))
    return tuple(_("Player {number}").format(number=n) for n in range(1, MAX_SEATS + 1)) + english


#: The presets the Rules row offers. "checked" is left out: it is the standard game with checked
#: words, which the Word checking row already says (a preset of that name is shown as standard).
SETUP_PRESETS: tuple[str, ...] = tuple(name for name in PRESETS if name != "checked")

#: What the bonus row says in Junior instead of offering the two-player choice (docs/rules.md §8).
JUNIOR_BONUS_NOTE = N_("Junior has one bonus, 5 points for the longest word, with any number of players.")

#: The computer levels as the seat rows name them.
LEVEL_NAMES = {
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
    "greedy": N_("greedy"),
}

#: The presets as the Rules row names them.
PRESET_NAMES = {
    "standard": N_("Standard"),
    "junior": N_("Junior"),
    "short": N_("Short"),
    "checked": N_("Checked"),
}


class SetupScreen(RoomyScreen[None]):
    """Choose who plays and how; Start game (or Ctrl+S) deals."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SETUP

    #: Start first, as soon as the screen is composed (the footer shows its keys from the first
    #: frame on); on_mount then moves to a name still to fill in. Textual's default would focus
    #: the scrolling form, and moving the focus off it restyles its 40 widgets twice before the
    #: first frame (see the start-up bench in docs/development.md).
    AUTO_FOCUS = "#start"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", N_("Start game"), priority=True),
        Binding("escape", "back", N_("Back")),
        # priority: each moves the focus as its key comes, before the keys typed after it are
        # handed to a field (see the module docstring); and the form scrolls when it does not
        # fit, so its own up/down would scroll it
        Binding("enter", "enter", N_("Next"), show=False, priority=True),
        Binding("down,tab", "app.focus_next", N_("Next field"), show=False, priority=True),
        Binding("up,shift+tab", "app.focus_previous", N_("Previous field"), show=False, priority=True),
    ]

    def __init__(
        self,
        setup: MatchSetup,
        *,
        dictionaries: Sequence[DictionaryInfo] | None,
        default_dictionary: str | None,
        bot_levels: Sequence[str],
    ) -> None:
        super().__init__(id="setup-screen")
        self.setup = setup
        #: None until they are found (in a worker, once the screen shows).
        self.dictionaries = None if dictionaries is None else list(dictionaries)
        self.default_dictionary = default_dictionary
        self.bot_levels = list(bot_levels)

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        setup = self.setup
        count = min(max(len(setup.seats), 2), MAX_SEATS)
        rules = setup.rules
        with VerticalScroll(id="setup-form"):
            title = _("New game")
            if setup.daily is not None:  # play --daily
                from quiddler.tui.screens.daily_text import daily_heading

                title = f"{title} · {daily_heading(setup.daily)}"
            yield Static(title, id="setup-title")
            with Horizontal(classes="setup-row"):
                yield Label(_("Players"), classes="setup-label")
                yield Choice([(str(n), n) for n in range(2, MAX_SEATS + 1)], count, id="player-count")
            # Only the seats in play are made now; more are added if the count goes up.
            yield Grid(*(self._seat_row(index) for index in range(count)), id="seat-grid")
            yield Static("", id="seat-ratings")  # filled once the ratings are read (issue 32)
            with Horizontal(classes="setup-row"):
                yield Label(_("Dictionary"), classes="setup-label")
                if self.dictionaries is None:  # filled in once found (see on_mount)
                    yield Choice([(setup.dictionary or _("the default"), setup.dictionary)], id="dictionary")
                elif self.dictionaries:
                    yield Choice(*self._dictionary_options(), id="dictionary")
                else:
                    yield Static(_("the built-in word list"), id="dictionary-none")
            with Horizontal(classes="setup-row"):
                yield Label(_("Word checking"), classes="setup-label")
                yield Choice(
                    [
                        (_("Table rules: words may be challenged"), WordCheck.TABLE.value),
                        (_("Checked: the game refuses non-words"), WordCheck.CHECKED.value),
                    ],
                    rules.word_check.value,
                    id="check",
                )
            preset = _shown_preset(setup)
            with Horizontal(classes="setup-row"):
                yield Label(_("Rules"), classes="setup-label")
                presets = [(_preset_title(name, PRESETS[name]), name) for name in SETUP_PRESETS]
                if preset not in SETUP_PRESETS:
                    presets.append((_preset_title(preset, setup.rules), preset))
                yield Choice(presets, preset, id="preset")
            with Horizontal(classes="setup-row", id="bonus-row"):
                yield Label(_("2-player bonus"), classes="setup-label")
                yield Choice(
                    [
                        (_("Longest word"), Bonus.LONGEST_WORD.value),
                        (_("Most words"), Bonus.MOST_WORDS.value),
                    ],
                    rules.two_player_bonus.value,
                    id="bonus",
                )
            with Horizontal(classes="setup-row", id="junior-bonus-row"):
                yield Label(_("Bonus"), classes="setup-label")
                yield Static(_(JUNIOR_BONUS_NOTE), id="junior-bonus")
            with Horizontal(classes="setup-row"):
                yield Label(_("House rule"), classes="setup-label")
                # The state reads in words, not only in colour.
                yield Choice(
                    [
                        (_("Off: anyone may go out at any turn"), "off"),
                        (_("On: no going out on your first turn"), "on"),
                    ],
                    "on" if rules.no_go_out_on_first_turn else "off",
                    id="no-first-out",
                )
            with Horizontal(classes="setup-row"):
                yield Label(_("Family filter"), classes="setup-label")
                yield Choice(
                    [
                        (_("On: hints and computers skip vulgar words"), "on"),
                        (_("Off: any word the dictionary allows"), "off"),
                        (_("Strict: vulgar words are refused too"), "strict"),
                    ],
                    setup.family,
                    id="family",
                )
            with Horizontal(classes="setup-row"):
                yield Label(_("Seed"), classes="setup-label")
                yield Input(
                    "" if setup.seed is None else str(setup.seed),
                    placeholder=_("random (type a number to replay a deal)"),
                    type="integer",
                    valid_empty=True,
                    compact=True,
                    id="seed",
                )
            yield Static("", id="setup-error")
            with Vertical(id="setup-buttons"):
                yield StartButton(_("Start game"), id="start")
        yield Footer()

    def _seat_row(self, index: int) -> Horizontal:
        """Seat ``index``'s row: its number, the name, and who plays it."""
        seats = self.setup.seats
        seat = seats[index] if index < len(seats) else Seat(_default_names()[index])
        kinds: list[tuple[str, str | None]] = [(_("Person"), None)]
        kinds += [
            (_("Computer, {level}").format(level=_(LEVEL_NAMES.get(level, level))), level)
            for level in self.bot_levels
        ]
        kind = seat.level if seat.level in self.bot_levels else None
        return Horizontal(
            Label(f"{index + 1}", classes="seat-number"),
            Input(seat.name, max_length=20, compact=True, id=f"name-{index}", classes="seat-name"),
            Choice(kinds, kind, id=f"kind-{index}", classes="seat-kind"),
            classes="seat-row",
            id=f"seat-row-{index}",
        )

    def _dictionary_options(self) -> tuple[list[tuple[str, str | None]], str | None]:
        infos = self.dictionaries or []
        names = [info.name for info in infos]
        chosen = self.setup.dictionary or self.default_dictionary
        return [(_dictionary_label(info), info.name) for info in infos], chosen if chosen in names else names[
            0
        ]

    def _look_for_dictionaries(self) -> None:
        self._find_dictionaries(self.app)

    @work(thread=True, exclusive=True, group="setup-dictionaries")
    def _find_dictionaries(self, app: App[object]) -> None:
        """In a worker: the app is handed in, since this screen may be gone when they are found."""
        found, default = dictionaries.dictionary_choices()
        app.call_from_thread(self._found_dictionaries, app, found, default)

    def _found_dictionaries(self, app: App[object], found: list[DictionaryInfo], default: str | None) -> None:
        self.dictionaries, self.default_dictionary = found, self.default_dictionary or default
        found_dictionaries = getattr(app, "found_dictionaries", None)
        if found_dictionaries is not None:
            found_dictionaries(found, default)
        if found and self.is_attached:  # the screen may have gone (a game resumed at once)
            for choice in self.query("#dictionary").results(Choice):
                choice.set_options(*self._dictionary_options())

    # ------------------------------------------------------------ ratings beside the names

    @work(thread=True, exclusive=True, group="setup-ratings")
    def _read_ratings(self, app: App[object]) -> None:
        from quiddler.stats.view import current_ratings

        ratings = current_ratings()
        app.call_from_thread(self._got_ratings, ratings)

    def _got_ratings(self, ratings: object) -> None:
        self._ratings = ratings
        if self.is_attached:
            self._show_ratings()

    @on(Input.Changed, ".seat-name")
    @on(Choice.Changed, ".seat-kind")
    @on(events.Resize)
    def _show_ratings(self) -> None:
        ratings = getattr(self, "_ratings", None)
        if ratings is None:  # not read yet: the names filled in at mount must not load them
            return
        # Here, not at the top: the ratings (statistics, openskill) load after the first frame.
        from quiddler.tui.screens.setup_ratings import ratings_line

        counts = list(self.query("#player-count").results(Choice))
        shown_in = list(self.query("#seat-ratings").results(Static))
        if not counts or not shown_in:  # the screen is going (a game resumed at once)
            return
        seats = []
        for index in range(int(counts[0].value)):
            names = self.query(f"#name-{index}").results(Input)
            kinds = self.query(f"#kind-{index}").results(Choice)
            for name, kind in zip(names, kinds, strict=False):  # a row being added is not there yet
                seats.append((name.value, None if kind.value is None else str(kind.value)))
        shown = shown_in[0]
        line = ratings_line(ratings, seats, width=max(40, self.size.width - 4))  # padding, scrollbar
        shown.update(line)
        shown.display = bool(line)

    def on_mount(self) -> None:
        self.query_one("#seat-ratings").display = False
        self.call_after_refresh(self._read_ratings, self.app)
        if self.dictionaries is None:  # after the first frame: it must not wait for Enchant
            self.call_after_refresh(self._look_for_dictionaries)
        self._show_bonus()
        placeholder = self._first_placeholder_name()
        if placeholder is None:
            self.query_one("#start", StartButton).focus()
        else:
            self._focus_name(placeholder)

    def _first_placeholder_name(self) -> int | None:
        """The first shown seat whose name is still a placeholder ("Player 2"), if any."""
        for index in range(self.player_count):
            if self.query_one(f"#name-{index}", Input).value.strip() in _default_names():
                return index
        return None

    def _focus_name(self, index: int) -> None:
        field = self.query_one(f"#name-{index}", Input)
        self.set_focus(field)  # now, not queued as widget.focus() is: see the module docstring
        field.select_all()

    # ------------------------------------------------------------ events

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Light up the label of the row in focus (a class, so only that row is restyled)."""
        self._mark_row(event.widget, True)

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self._mark_row(event.widget, False)

    @staticmethod
    def _mark_row(widget: Widget, focused: bool) -> None:
        row = widget.parent
        if isinstance(row, Horizontal):
            row.set_class(focused, "-focused")

    @property
    def player_count(self) -> int:
        return int(self.query_one("#player-count", Choice).value)

    @on(Choice.Changed, "#player-count")
    def _count_changed(self) -> None:
        count = self.player_count
        grid = self.query_one("#seat-grid", Grid)
        rows = list(grid.children)
        for index, row in enumerate(rows):
            row.display = index < count
        grid.mount_all(self._seat_row(index) for index in range(len(rows), count))
        self._show_bonus()
        self.call_after_refresh(self._show_ratings)

    @on(Choice.Changed, "#preset")
    def _preset_changed(self) -> None:
        self._show_bonus()

    def _show_bonus(self) -> None:
        """The two-player bonus is a choice only with exactly two players and two bonuses in play;
        Junior says in one line why it has no such choice (docs/rules.md §8)."""
        rules = self._preset_rules()
        self.query_one("#bonus-row").display = self.player_count == 2 and len(rules.bonuses) > 1
        self.query_one("#junior-bonus-row").display = len(rules.bonuses) == 1

    def _preset_rules(self) -> RuleOptions:
        preset = str(self.query_one("#preset", Choice).value)
        return PRESETS.get(preset) or self.setup.rules

    def action_enter(self) -> None:
        """Enter: in a name, on to the next name, then to Start game; in the seed or on Start
        game, start; on a choice, on to Start game."""
        focused = self.focused
        if isinstance(focused, Input) and focused.has_class("seat-name"):
            index = int(str(focused.id).rpartition("-")[2])
            if index + 1 < self.player_count:
                self._focus_name(index + 1)
            else:
                self.action_focus_start()
        elif focused is not None and focused.id in ("seed", "start"):
            self.action_start()
        else:
            self.action_focus_start()

    @on(StartButton.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    def action_focus_start(self) -> None:
        self.set_focus(self.query_one("#start", StartButton))

    def action_back(self) -> None:
        self.post_message(ShowTitle())

    # ------------------------------------------------------------ reading the form

    def read_setup(self) -> MatchSetup:
        """The setup the form describes; raises InvalidInputError with a sentence to show."""
        seats = []
        for index in range(self.player_count):
            name = self.query_one(f"#name-{index}", Input).value.strip()
            problem = check_name(name)
            if problem:
                raise InvalidInputError(
                    _("Seat {number}: {problem}").format(number=index + 1, problem=problem)
                )
            level = self.query_one(f"#kind-{index}", Choice).value
            seats.append(Seat(name, None if level is None else str(level)))
        if not any(seat.is_person for seat in seats):
            raise InvalidInputError(_("At least one seat must be played by a person."))
        preset = str(self.query_one("#preset", Choice).value)
        rules = build_rules(
            preset,
            base=self.setup.rules if preset == self.setup.preset else None,
            check=str(self.query_one("#check", Choice).value),
            bonus=_bonus_name(str(self.query_one("#bonus", Choice).value)),
            no_go_out_first_turn=self.query_one("#no-first-out", Choice).value == "on",
        )
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text) if seed_text else None
        except ValueError:
            raise InvalidInputError(
                _("The seed must be a whole number, or empty for a random deal.")
            ) from None
        chosen = self.query_one("#dictionary", Choice).value if self.query("#dictionary") else None
        dictionary = self.setup.dictionary if chosen is None else str(chosen)
        family = str(self.query_one("#family", Choice).value)
        setup = MatchSetup(tuple(seats), rules, dictionary, seed, preset, family)
        if self.setup.daily is not None and seed == self.setup.seed:  # play --daily: the day's cards
            setup = setup.with_daily(self.setup.daily)
        setup.game_setup(seed or 0)  # the engine's own checks: player count, unique names…
        return setup

    def action_start(self) -> None:
        """Start the game the form describes, once every field has taken the keys already sent
        to it (each field is asked, behind those keys, to say it is done)."""
        fields = list(self.query("#setup-form Input, #setup-form Choice"))
        waiting = len(fields)

        def done() -> None:
            nonlocal waiting
            waiting -= 1
            if waiting == 0:
                self._start_now()

        for field in fields:
            if not field.call_later(done):  # a field that is gone has no keys to take
                done()
        if not fields:
            self._start_now()

    def _start_now(self) -> None:
        if not self.is_attached:
            return
        error = self.query_one("#setup-error", Static)
        try:
            setup = self.read_setup()
        except InvalidInputError as problem:
            message = str(problem)
            message = message[:1].upper() + message[1:]
            error.update(message)
            error.remove_class("-working")
            self.notify(message, severity="error")
            return
        error.update("")
        self.post_message(StartGame(setup))


def _shown_preset(setup: MatchSetup) -> str:
    """The Rules row's value for ``setup``: the "checked" preset is the standard game (its checked
    words show in the Word checking row)."""
    return "standard" if setup.preset == "checked" else setup.preset


def _dictionary_label(info: DictionaryInfo) -> str:
    """``en — English, everyday and less common words``: the description up to its details."""
    short = info.description.split(" (")[0].split(";")[0].strip()
    label = f"{info.name} — {short}" if short and short != info.name else info.name
    return label if len(label) <= 60 else label[:59] + "…"


def _preset_title(name: str, rules: RuleOptions) -> str:
    sizes = rules.hand_sizes
    title = _(PRESET_NAMES[name]) if name in PRESET_NAMES else name.capitalize()
    return _("{name}: {rounds} rounds, {fewest}–{most} cards").format(
        name=title, rounds=rules.rounds, fewest=sizes[0], most=sizes[-1]
    )


def _bonus_name(value: str) -> str:
    return "longest" if value == Bonus.LONGEST_WORD.value else "most"
