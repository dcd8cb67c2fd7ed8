"""The one text box for words (docs/rules.md §9): accents and Ñ go in as the cards that play them."""

from __future__ import annotations

from textual.widgets import Input

from quiddler.engine.letters import typed_letters

__all__ = ["WordEntry"]


class WordEntry(Input):
    """An :class:`Input` that takes a word as the cards spell it: a typed or pasted ``año`` goes
    in as ``ano``, ``corazón`` as ``corazon``, ``ñu`` as ``nu``; anything that is no letter is
    left out (and rings the bell when nothing is left). Every box where a player types a word
    is one of these, so the rule is the same everywhere."""

    def replace(self, text: str, start: int, end: int) -> None:
        letters = typed_letters(text)
        if text and not letters:
            self.restricted()
            return
        super().replace(letters, start, end)
