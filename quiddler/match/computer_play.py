"""A match's computer players: whose seats they play, their moves asked and checked, the simplest
legal step played when one breaks, and their challenges.

:class:`ComputerPlay` is the part of :class:`~quiddler.match.match.Match` that asks them; a front
end never calls a computer player itself (the turn driver asks the match, :mod:`quiddler.match.driver`).
"""

from __future__ import annotations

from collections.abc import Callable

from quiddler.engine import Action, Challenge, Discard, Draw, Game, IllegalActionError, LayDown, Phase, Source
from quiddler.i18n import _
from quiddler.match.computers import BotError, ComputerMove, ComputerSeat
from quiddler.match.setup import MatchSetup

__all__ = ["ComputerPlay"]


class ComputerPlay:
    """The computer seats of a match and their moves (the match's own attributes, declared here)."""

    game: Game
    setup: MatchSetup
    #: True: a computer player's refused answer raises :class:`BotError` (simulate, tests).
    strict: bool
    clock: Callable[[], float]
    _computers: dict[int, ComputerSeat]
    #: Seconds each seat's computer player took per decision, in order.
    decision_times: list[list[float]]

    def is_computer(self, seat: int) -> bool:
        return seat in self._computers

    @property
    def computer_seats(self) -> tuple[int, ...]:
        return tuple(sorted(self._computers))

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people, in seating order."""
        return tuple(seat for seat in range(self.game.player_count) if seat not in self._computers)

    def computer_move(self, seat: int) -> ComputerMove:
        """The next action of the computer player of ``seat`` (whose turn it is), for its own view.

        It reads the game without changing it, so a front end may call it in a worker thread while
        it shows the table; it applies nothing (pacing is the front end's: :meth:`apply` the move
        when it is time). A player that breaks, or answers with an action the engine refuses,
        plays the simplest legal step instead (with :attr:`strict` on: :class:`BotError`).
        """
        bot = self._computers[seat]
        view = self.game.view(seat)
        problem = None
        start = self.clock()
        if self.strict:
            action = bot.act(view)
            seconds = self.clock() - start
            try:
                self.game.verify(action)
            except IllegalActionError as error:
                level = self.setup.seats[seat].level
                raise BotError(f"the {level} player tried an illegal action {action!r}: {error}") from error
        else:
            try:
                action = bot.act(view)
            except Exception as error:  # a broken computer player must not stop the game
                action = self._fallback(seat)
                problem = _("{name} could not decide ({error}); it plays safe.").format(
                    name=self.game.players[seat], error=error
                )
            seconds = self.clock() - start
            if not self.game.can(action):
                action = self._fallback(seat)
        self.decision_times[seat].append(seconds)
        return ComputerMove(seat, action, seconds, problem)

    def stand_in_move(self, seat: int) -> Action:
        """The simplest legal step of ``seat``'s turn: draw from the pile, then discard the card
        worth most (lay it down with no words on a last turn). The computer seat whose own answer
        was refused plays it, and a host plays it for a player whose turn time ran out."""
        return self._fallback(seat)

    def _fallback(self, seat: int) -> Action:
        """The simplest legal step for a computer seat whose own answer was refused."""
        game = self.game
        if game.phase is Phase.DRAW:
            source = Source.DRAW_PILE if game.can(Draw(seat, Source.DRAW_PILE)) else Source.DISCARD_PILE
            return Draw(seat, source)
        card = max(game.hand(seat), key=lambda c: c.points)
        return LayDown(seat, (), card) if game.is_final_turn else Discard(seat, card)

    def _computer_challenges(self, seat: int, layer: int) -> tuple[Challenge, ...]:
        bot = self._computers[seat]
        view = self.game.view(seat)
        if self.strict:
            return tuple(Challenge(seat, layer, index) for index in bot.challenges(view))
        try:
            wanted = bot.challenges(view)
        except Exception:  # a broken computer player simply does not challenge
            return ()
        return tuple(Challenge(seat, layer, index) for index in wanted)
