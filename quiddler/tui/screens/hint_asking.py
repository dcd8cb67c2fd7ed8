"""The table's hints: the solver asked in a worker thread, its answer put in words on the UI
thread (where the engine is asked whether going out with its words is allowed), shown on the
message line; :meth:`~quiddler.tui.screens.word_building.WordBuilder.use_hint` then plays it."""

from __future__ import annotations

from functools import partial
from typing import Any

from quiddler.engine import Card, Draw, GoOut, Phase, SeatView, Source, Word
from quiddler.i18n import _
from quiddler.match.hints import HintResult, draw_hint, family_note, play_hint
from quiddler.tui.screens.table_protocol import Table
from quiddler.tui.screens.table_text import PLAYING

__all__ = ["HintAsking"]


class HintAsking:
    """Asking for a hint and showing it: the part of the word builder that talks to the solver."""

    table: Table
    #: The last hint shown, until the hand changes (``u`` uses it).
    hint: HintResult | None

    def seat_acting(self) -> int:
        """The seat whose turn is played at this table: its hand is the one shown."""
        assert self.table.shown is not None
        return self.table.shown

    def ask_hint(self) -> None:
        """Ask the solver (in a worker) for a hint; it shows on the message line."""
        game = self.table.view
        if not (self.table.my_turn() and game.phase in PLAYING):
            return
        if self.table.services.hints.ready():
            self.table.say(_("Thinking…"))
        else:
            self.table.say(_("Thinking… (the word list is still being indexed: a few seconds)"))
        seat = self.seat_acting()
        hand = game.hand  # the seat acting is the seat shown: its own hand
        if game.phase is Phase.DRAW:
            top = game.discard_top if self.table.can(Draw(seat, Source.DISCARD_PILE)) else None
            self._solve_in_worker(partial(self.compute_draw_hint, hand, top))
        else:
            self._solve_in_worker(partial(self.compute_hint, hand))

    def _solve_in_worker(self, work: Any) -> None:
        """Run a hint's solving in the table's thread worker (a new hint cancels the old one)."""
        self.table.run_worker(work, thread=True, exclusive=True, group="hint")

    def compute_hint(self, hand: tuple[Card, ...]) -> None:
        """The solver's answer for the hand after drawing; the words are chosen on the UI thread,
        where the engine is asked whether going out with them is allowed."""
        try:
            solution = self.table.services.hints.solve(hand)
        except Exception as error:
            self.table.app.call_from_thread(
                self._hint_ready, HintResult(_("No hint this time ({error}).").format(error=error)), hand
            )
            return
        self.table.app.call_from_thread(self._play_hint_solved, solution, hand)

    def _play_hint_solved(self, solution: Any, hand: tuple[Card, ...]) -> None:
        game = self.table.view
        if self.table.shown is None or game.phase is not Phase.PLAY:
            return
        seat = self.table.shown

        def why_not_go_out(words: tuple[Word, ...], discard: Card | None) -> str | None:
            if discard is None:
                return _("Keep one card out of your words to discard.")
            return self.table.why_not(GoOut(seat, words, discard))

        result = play_hint(solution, game.rules, final_turn=game.is_final_turn, why_not_go_out=why_not_go_out)
        self._hint_ready(family_note(result, hand, self.table.services.checker, game.rules), hand)

    def compute_draw_hint(self, hand: tuple[Card, ...], top: Card | None) -> None:
        """Before the draw: the best words now, and with the discard's top card taken."""
        try:
            now = self.table.services.hints.solve(hand, discard=False)
            taking = self.table.services.hints.solve((*hand, top)) if top else None
        except Exception as error:
            self.table.app.call_from_thread(
                self._hint_ready, HintResult(_("No hint this time ({error}).").format(error=error)), hand
            )
            return
        self.table.app.call_from_thread(self._draw_hint_solved, now, taking, top, hand)

    def _draw_hint_solved(self, now: Any, taking: Any, top: Card | None, hand: tuple[Card, ...]) -> None:
        game = self.table.view
        if self.table.shown is None or game.phase is not Phase.DRAW or game.discard_top is not top:
            return
        barred = game.why_not_go_out if isinstance(game, SeatView) else None
        result = draw_hint(now, taking, top, final_turn=game.is_final_turn, go_out_barred=barred)
        seen = (*hand, top) if top is not None else hand
        self._hint_ready(family_note(result, seen, self.table.services.checker, game.rules), hand)

    def _hint_ready(self, result: HintResult, hand: tuple[Card, ...]) -> None:
        if self.table.shown is None or self.table.view.hand != hand:
            return  # the hand changed meanwhile: the hint is stale
        self.hint = result
        if result.draw is not None:
            usable = self.table.my_turn() and self.table.view.phase is Phase.DRAW
            take = _("u: take it.") if result.draw is Source.DISCARD_PILE else _("u: draw.")
            self.table.say(_("Hint: {text}").format(text=result.text) + (f" {take}" if usable else ""))
            self.table.refresh_keys()
            return
        usable = result.discard is not None and self.table.my_turn() and self.table.view.phase is Phase.PLAY
        self.table.say(_("Hint: {text}").format(text=result.text) + (" " + _("u: use it.") if usable else ""))
        self.table.refresh_keys()
