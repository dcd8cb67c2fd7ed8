"""``quiddler score --plain``: the paper game's score sheet by typed lines.

Each player's line of a round is typed as ``NAME: WORDS / UNUSED`` (``Ann: at / e``);
the words and cards are read by the sheet's own reader (:meth:`Sheet.enter
<quiddler.scoresheet.Sheet.enter>`: text spelled the rule sheets' way, ``q-u-i-z`` taken as
given, accents folded), so a line the drawn sheet refuses is refused here with the same sentence.
``out NAME`` marks who went out, ``challenge NAME 2 by BOB`` marks a challenge (the dictionary
rules it), ``undo``, ``next`` and ``round N`` move to a round, ``sheet`` reads every round written and the
totals. The sheet saves itself after every change (its ``on_change``), as on screen.
"""

from __future__ import annotations

from collections.abc import Callable

from quiddler.engine import QuiddlerError
from quiddler.i18n import _
from quiddler.plain import telling
from quiddler.plain.console import Console
from quiddler.plain.table import Outcome
from quiddler.plain.vocabulary import listed, not_a_command, read_command, refusal, shown, with_commands
from quiddler.scoresheet import Sheet

__all__ = ["PlainSheet"]


class PlainSheet:
    """``sheet`` kept on ``console``; ``saved`` says after each change whether the file holds it
    (None: saved; else the problem, said once)."""

    def __init__(
        self, sheet: Sheet, console: Console, *, problem: Callable[[], str | None] = lambda: None
    ) -> None:
        self.sheet = sheet
        self.console = console
        self.problem = problem
        self._refused = False
        self._said_problem: str | None = None
        self.round = self._first_open_round()

    def _first_open_round(self) -> int:
        for row in self.sheet.rows:
            if not all(entry.cards for entry in row.players):
                return row.round
        return len(self.sheet.rows) - 1

    def say(self, text: str) -> None:
        self.console.say(text)

    def refuse(self, why: str, choices: list[str]) -> None:
        self.say(refusal(why, choices))
        self._refused = True

    def choices(self) -> list[str]:
        return [
            _("a player's line (as {example})").format(
                example=_("{name}: at / e").format(name=self.sheet.players[0])
            ),
            with_commands(_("{out} and a name")),
            shown("challenge"),
            shown("undo"),
            shown("next"),
            shown("round"),
            shown("sheet"),
            shown("help"),
            shown("quit"),
        ]

    def run(self) -> int:
        sheet = self.sheet
        self.say(
            _("Score sheet for {players}: {rounds} rounds.").format(
                players=telling.listed_and(list(sheet.players)), rounds=len(sheet.rows)
            )
        )
        was_finished = sheet.finished
        while True:
            row = sheet.rows[self.round]
            choices = self.choices()
            refused, self._refused = self._refused, False
            prompt = None
            if not refused:
                prompt = _("Round {number}, {count} cards, {dealer} dealt. Type {choices}.").format(
                    number=self.round + 1,
                    count=row.hand_size,
                    dealer=sheet.players[row.dealer],
                    choices=listed(choices),
                )
            line = self.console.ask(prompt)
            if line is None:
                return self._leave(Outcome.ENDED)
            command = read_command(line)
            if command.name == "quit":
                return self._leave(Outcome.QUIT)
            try:
                self._do(line, command.name, command.rest, choices)
            except QuiddlerError as error:
                self.refuse(str(error), choices)
                continue
            if (problem := self.problem()) != self._said_problem:
                self._said_problem = problem
                self.say(problem or _("The score sheet is saved again, with every line typed."))
            if sheet.finished and not was_finished:
                self.say(self._finished_line())
            was_finished = sheet.finished

    def _do(self, line: str, name: str, rest: str, choices: list[str]) -> None:
        sheet = self.sheet
        if ":" in line and not name:
            who, _colon, typed = line.partition(":")
            seat = self._seat(who)
            words, _slash, unused = typed.partition("/")
            sheet.enter(self.round, seat, words.strip(), unused.strip())
            self._say_round()
        elif name == "out":
            if not rest.strip():
                self.refuse(
                    _("Name who went out, as in: {out} {name}").format(
                        out=shown("out"), name=sheet.players[0]
                    ),
                    choices,
                )
                return
            sheet.mark_out(self.round, self._seat(rest))
            self._say_round()
        elif name == "challenge":
            self._challenge(rest)
            self._say_round()
        elif name == "undo":
            if not sheet.undo():
                self.refuse(_("There is nothing to undo"), choices)
                return
            self.say(_("The last change is undone."))
            self._say_round()
        elif name == "next":
            if self.round + 1 >= len(sheet.rows):
                self.refuse(_("This is the last round"), choices)
                return
            self.round += 1
            self._say_round()
        elif name == "round":
            if not rest.strip().isdigit() or not 1 <= int(rest) <= len(sheet.rows):
                self.refuse(
                    _("Name a round from 1 to {count}, as in: {round} 2").format(
                        count=len(sheet.rows), round=shown("round")
                    ),
                    choices,
                )
                return
            self.round = int(rest) - 1
            self._say_round()
        elif name in ("sheet", "scores"):
            for row in sheet.rows:
                if row.entered:
                    for said in telling.round_said(
                        sheet.summary(row.round), sheet.players, sheet.checker, over=False
                    ):
                        self.say(said)
            self.say(self._totals())
        elif name == "help":
            said = _(
                "Type a player's line as {example} (the words, a slash, the cards left unused); "
                "{out} Ann marks who went out; {challenge} Ann 1 by Bob challenges Ann's first word; "
                "{undo} takes back the last change; {next} goes to the next round, {round} 2 to round 2; "
                "{sheet} reads the sheet."
            )
            self.say(with_commands(said, example=_("{name}: at / e").format(name=sheet.players[0])))
        else:
            typed = line.split()[0] if line.split() else ""
            self.refuse(not_a_command(typed), choices)

    def _seat(self, typed: str) -> int:
        wanted = typed.strip().casefold()
        for seat, name in enumerate(self.sheet.players):
            if name.casefold() == wanted:
                return seat
        from quiddler.scoresheet import SheetEntryError

        raise SheetEntryError(
            _("{typed} is not a player here (the players: {names}).").format(
                typed=typed.strip() or "''", names=", ".join(self.sheet.players)
            )
        )

    def _challenge(self, rest: str) -> None:
        """``Ann 2 by Bob``: Bob challenges Ann's second word of this round."""
        from quiddler.scoresheet import SheetEntryError

        words = rest.split()
        by_at = next((i for i, word in enumerate(words) if word.lower() in ("by", "por")), None)
        if by_at is None or by_at < 2 or not words[by_at - 1].isdigit() or by_at + 1 >= len(words):
            raise SheetEntryError(
                _("Type a challenge as: {challenge} Ann 1 by Bob.").format(challenge=shown("challenge"))
            )
        seat = self._seat(" ".join(words[: by_at - 1]))
        by = self._seat(" ".join(words[by_at + 1 :]))
        self.sheet.challenge(self.round, seat, int(words[by_at - 1]) - 1, by=by)

    def _say_round(self) -> None:
        sheet = self.sheet
        for said in telling.round_said(sheet.summary(self.round), sheet.players, sheet.checker, over=False):
            self.say(said)
        for warning in sheet.warnings(self.round):
            self.say(warning)
        self.say(self._totals())

    def _totals(self) -> str:
        totals = ", ".join(
            f"{name} {total}" for name, total in zip(self.sheet.players, self.sheet.totals, strict=True)
        )
        return _("Totals: {totals}.").format(totals=totals)

    def _finished_line(self) -> str:
        sheet = self.sheet
        leaders = sheet.leaders
        best = sheet.totals[leaders[0]] if leaders else 0
        return _(
            "The sheet is finished and {names} wins with {points} points; it is in quiddler history."
        ).format(names=telling.listed_and([sheet.players[seat] for seat in leaders]), points=best)

    def _leave(self, outcome: Outcome) -> int:
        if self.sheet.finished:
            said = _("The score sheet is finished; it is in quiddler history.")
        else:
            said = _("The score sheet is saved; continue it with: quiddler score --plain --resume")
        if outcome is Outcome.ENDED and not self.console.interrupted:
            said = _("The input has ended; {said}").format(said=said[:1].lower() + said[1:])
        self.say(said)
        return 0
