"""When a computer player challenges (table rules, docs/rules.md §5).

A player challenges a word it does not know: its own vocabulary is the judge it trusts. How
often it acts on that doubt is the level's *boldness* (1.0: always, as the hard player does; a
beginner lets most unknown words pass).
"""

from __future__ import annotations

import random

from quiddler.engine import Phase, SeatView, WordCheck, WordChecker

__all__ = ["unknown_words"]


def unknown_words(
    view: SeatView, vocabulary: WordChecker, *, boldness: float = 1.0, rng: random.Random | None = None
) -> tuple[int, ...]:
    """Indices of the words ``view.current`` just laid that this seat does not know and challenges.

    Empty unless the game uses table rules, it is the challenge window and the words are someone
    else's; a word already challenged by another seat is left alone.
    """
    if view.rules.word_check is not WordCheck.TABLE or view.phase is not Phase.CHALLENGE:
        return ()
    if view.current == view.seat:
        return ()
    chosen = []
    for index, laid in enumerate(view.table[view.current]):
        if laid.challenger is not None or vocabulary.is_word(laid.word.text):
            continue
        if boldness >= 1.0 or (rng is not None and rng.random() < boldness):
            chosen.append(index)
    return tuple(chosen)
