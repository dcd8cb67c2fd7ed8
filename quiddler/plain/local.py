"""``quiddler play --plain``: a game at this keyboard, line by line, run by the one turn driver.

The match is dealt by :meth:`Match.new <quiddler.match.Match.new>` (or reopened by
:meth:`Match.resume <quiddler.match.Match.resume>`) exactly as the drawn table deals it, and the
turn driver (:class:`~quiddler.match.driver.Driver`) says whose decision is next: a computer's
move and everything nobody decides at the keyboard are its :func:`~quiddler.match.driver.step`,
without pauses (each move is said as it is made); a person's turn, their challenges and the deal
of the next round are read from the keyboard by :class:`~quiddler.plain.table.PlainTable`. With
several people at one keyboard, each confirms before their hand is read (as the drawn table's
blank screen between turns), unless they were the last to type and nobody else typed since. The
match saves after every move; ``quit`` or the end of the input leaves it saved, to continue with
``quiddler play --plain --resume``.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from quiddler.i18n import _
from quiddler.match.driver import Driver, Pacing, Stage, step
from quiddler.match.port import LocalPort, local_services
from quiddler.plain import telling
from quiddler.plain.console import Console
from quiddler.plain.table import Outcome, PlainTable

if TYPE_CHECKING:
    from quiddler.match.match import Match

__all__ = ["LocalGame", "seating_said"]


def seating_said(match: Match) -> str:
    """Who plays: ``Ann, and Rex (a hard computer player)``."""
    names = []
    for seat in match.setup.seats:
        if seat.level is None:
            names.append(seat.name)
        else:
            # the level's name is in the catalog already (the setup screen's N_("easy"), …)
            level = _(seat.level)
            names.append(_("{name} (a computer player, {level})").format(name=seat.name, level=level))
    return _("Quiddler, {rounds} rounds: {players}.").format(
        rounds=match.game.rules.rounds, players=telling.listed_and(names)
    )


class LocalGame:
    """``match`` played at this keyboard on ``console`` (see the module docstring)."""

    def __init__(self, match: Match, console: Console) -> None:
        self.match = match
        self.console = console
        self.port = LocalPort(match)
        self.table = PlainTable(self.port, local_services(match), console)
        self.driver = Driver(match, Pacing())
        self.people = match.people

    def run(self) -> int:
        """Play until the game is over or the person at the keyboard leaves; the exit status."""
        match, table = self.match, self.table
        if len(self.people) == 1:
            table.viewer = self.people[0]
        self.console.say(seating_said(match))
        for line in telling.table_said(match.view(None), match.checker):
            self.console.say(line)
        at_keyboard: int | None = None
        try:
            while True:
                wait = self.driver.wait()
                outcome = Outcome.DONE
                if wait.stage is Stage.OVER:
                    break
                if wait.stage is Stage.PERSON and wait.seat is not None:
                    outcome = self._turn(wait.seat, at_keyboard)
                    at_keyboard = wait.seat
                elif wait.stage is Stage.CHALLENGE and wait.seats:
                    outcome = table.challenge(wait.seats[0], partial(self._still_deciding, wait.seats[0]))
                    at_keyboard = None  # someone else may hold the keyboard now
                elif wait.stage is Stage.ROUND_END and self.people:
                    outcome = table.next_round(None)
                    at_keyboard = None
                elif step(match, self.driver) is None and self.driver.wait().key == wait.key:
                    break  # nothing moved it on: never spin
                if outcome is not Outcome.DONE:
                    return self._leave(outcome)
        except KeyboardInterrupt:  # Ctrl+C while a computer thinks: saved, and said so
            return self._leave(Outcome.QUIT)
        finally:
            table.close()
            self.driver.close()
            match.close()
        return 0

    def _turn(self, seat: int, at_keyboard: int | None) -> Outcome:
        """A person's turn; with more than one person here, they confirm first."""
        table = self.table
        if len(self.people) > 1 and seat != at_keyboard:
            table.viewer = None
            outcome = table.confirm(seat)
            if outcome is not Outcome.DONE:
                return outcome
        table.viewer = seat
        outcome = table.turn(seat)
        if len(self.people) > 1:
            table.viewer = None
        return outcome

    def _still_deciding(self, seat: int) -> bool:
        """``seat`` is still one of the people the open challenge window waits for."""
        wait = self.driver.wait()
        return wait.stage is Stage.CHALLENGE and seat in wait.seats

    def _leave(self, outcome: Outcome) -> int:
        self.match.save_now()
        if outcome is Outcome.ENDED and not self.console.interrupted:
            self.console.say(
                _(
                    "The input has ended, so the game is saved; "
                    "continue it with: quiddler play --plain --resume"
                )
            )
        else:
            self.console.say(_("The game is saved; continue it with: quiddler play --plain --resume"))
        return 0


def play(
    setup: object = None, *, resume: object = None, console: Console | None = None, **dealing: object
) -> int:
    """Deal ``setup`` (a :class:`~quiddler.match.MatchSetup`) or reopen ``resume`` (a
    :class:`~quiddler.saves.Reopened` game) into the saves, and play it here; the exit status.
    ``dealing`` goes to :meth:`Match.new` (tests hand in their ``checker``). Raises
    :class:`~quiddler.match.CannotStart` (one sentence) when the game cannot be dealt."""
    from quiddler.match.match import Match
    from quiddler.saves import SaveStore

    console = console if console is not None else Console()
    store = dealing.pop("store", None) or SaveStore()
    said: set[str] = set()

    def progress(text: str, fraction: float | None) -> None:
        if text not in said:  # once each: a screen reader hears no percentages
            said.add(text)
            console.say(text)

    if resume is not None:
        console.say(_("Opening the saved game…"))
        match = Match.resume(resume, store=store, progress=progress)  # type: ignore[arg-type]
    else:
        console.say(_("Shuffling, and opening the dictionary…"))
        match = Match.new(setup, store=store, progress=progress, **dealing)  # type: ignore[arg-type]
    return LocalGame(match, console).run()
