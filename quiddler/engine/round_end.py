"""The end of a round: the next final turn or the round scored, and the game's totals and winners
(docs/rules.md §5–§6)."""

from __future__ import annotations

from quiddler.engine.scoring import SeatTable, score_round
from quiddler.engine.state import Phase
from quiddler.engine.table_state import TableState

__all__ = ["RoundEnd"]


class RoundEnd(TableState):
    """What happens once a seat has laid its cards down: the round goes on or is scored."""

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals: the sum of every scored round."""
        return tuple(
            sum(summary.scores[seat] for summary in self.summaries) for seat in range(self.player_count)
        )

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """After the last round: the seats with the highest total ((decided) ties share the win)."""
        if not self.is_over:
            return ()
        best = max(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == best)

    def _after_laying(self) -> None:
        """Move to the next final turn, or score the round when none is left."""
        if self._final_turns:
            self.current = self._final_turns.pop(0)
            self.phase = Phase.DRAW
            return
        self._score()

    def _score(self) -> None:
        tables = [
            SeatTable(
                words=tuple(laid.word for laid in seat.words),
                rejected=frozenset(i for i, laid in enumerate(seat.words) if laid.rejected),
                unused=tuple(seat.hand),
                discard=seat.discard,
                penalties=tuple(seat.penalties),
            )
            for seat in self._seats
        ]
        summary = score_round(
            tables, self.rules, round=self.round, dealer=self.dealer, went_out=self.went_out
        )
        self.summaries.append(summary)
        self.phase = Phase.GAME_OVER if self.round + 1 >= self.rules.rounds else Phase.ROUND_OVER
