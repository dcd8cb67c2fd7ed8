"""A hint in one line for the plain mode: the drawn table's hint (the same solver, the same
sentences, :mod:`quiddler.match.hints`), asked of the seat's view and the port's hints."""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine import Card, Draw, GoOut, Phase, SeatView, Source, Word
from quiddler.i18n import _
from quiddler.match.hints import draw_hint, family_note, play_hint

if TYPE_CHECKING:
    from quiddler.match.port import TableServices

__all__ = ["hint_said"]


def hint_said(services: TableServices, view: SeatView) -> str:
    """``Hint: …`` for ``view``'s hand: before the draw whether the discard is worth taking, after
    it the best go-out or the best words to keep (going out only where the engine allows it)."""
    hints = services.hints
    try:
        if view.phase is Phase.DRAW:
            top = view.discard_top if view.can(Draw(view.seat, Source.DISCARD_PILE)) else None
            now = hints.solve(view.hand, discard=False)
            taking = hints.solve((*view.hand, top)) if top is not None else None
            result = draw_hint(
                now, taking, top, final_turn=view.is_final_turn, go_out_barred=view.why_not_go_out
            )
            seen = (*view.hand, top) if top is not None else view.hand
        else:

            def why_not_go_out(words: tuple[Word, ...], discard: Card | None) -> str | None:
                if discard is None:
                    return _("Keep one card out of your words to discard.")
                why = view.why_not(GoOut(view.seat, words, discard), services.checker)
                return None if why is None else str(why)

            solution = hints.solve(view.hand)
            result = play_hint(
                solution, view.rules, final_turn=view.is_final_turn, why_not_go_out=why_not_go_out
            )
            seen = view.hand
        result = family_note(result, seen, services.checker, view.rules)
    except Exception as error:  # no hint is no reason to stop the game
        return _("No hint this time ({error}).").format(error=error)
    return _("Hint: {text}").format(text=result.text)
