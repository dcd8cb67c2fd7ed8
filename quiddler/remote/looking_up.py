"""A look-up asked of the host, said at the client: the verdict travels as data.

The host has the game's dictionary; the asker has its own language. The host answers ``look_up``
with the dictionary's verdict (``{"text", "allowed", "why", "proper_noun", "house_word"}``,
docs/protocol.md) beside its sentence, and the client phrases it with the local look-up's own
code (:func:`quiddler.match.lookup.look_up`): the points and card spellings are worked out here
from the word, the sentence is made in this player's language, and it reads as ``quiddler check``
and the table's look-up do. ``why`` is the dictionary's note (which list refuses the word), said
by the host in the asker's language (the hello's ``lang``).
"""

from __future__ import annotations

from typing import Any

from quiddler.engine.letters import fold_accents
from quiddler.engine.rules import RuleOptions
from quiddler.match.lookup import look_up

__all__ = ["Verdict", "phrase_look_up"]


class Verdict:
    """A dictionary that knows one word: what the host's said of it (an :class:`Explains`)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.word = fold_accents(str(data["text"]).strip().lower())
        self.allowed = bool(data["allowed"])
        why = data.get("why")
        self.why = None if self.allowed else str(why) if why else None
        self.proper_noun = bool(data.get("proper_noun", False))
        self.house_word = bool(data.get("house_word", False))

    @property
    def name(self) -> str:
        return ""

    @property
    def fingerprint(self) -> str:
        return ""

    def words(self) -> frozenset[str]:
        return frozenset({self.word}) if self.allowed else frozenset()

    def _mine(self, text: str) -> bool:
        return fold_accents(text.strip().lower()) == self.word

    def is_word(self, text: str) -> bool:
        return self._mine(text) and self.allowed

    def why_not(self, text: str) -> str | None:
        if self._mine(text) and self.allowed:
            return None
        return self.why if self._mine(text) and self.why else _not_in_dictionary()

    def is_proper_noun(self, text: str) -> bool:
        return self._mine(text) and self.proper_noun

    def is_house_word(self, text: str) -> bool:
        return self._mine(text) and self.house_word


def _not_in_dictionary() -> str:
    from quiddler.i18n import _

    return _("not in the dictionary")


def phrase_look_up(data: dict[str, Any], rules: RuleOptions, *, fallback: str) -> str:
    """The look-up's sentence for the host's verdict ``data``, in this process's language;
    ``fallback`` (the host's sentence) when the data is not of the documented shape."""
    try:
        verdict = Verdict(data)
    except (KeyError, TypeError, ValueError):
        return fallback
    return look_up(verdict, str(data["text"]), rules)
