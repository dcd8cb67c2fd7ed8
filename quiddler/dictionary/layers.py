"""What a word checker's solver index is made of: a base list and the words a table changes.

The solver keeps one index per word list (:mod:`quiddler.solver.cache`) and lays the few words a
table adds or takes away over it (its house words, Junior's names, the family filter), so none
of them ever rebuilds the index of a whole list. A checker says how with ``index_layers()``; each
wrapper (names, family filter) adds its own words to its base's layers.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, replace

__all__ = ["IndexLayers"]


@dataclass(frozen=True)
class IndexLayers:
    """The base list of a checker's index and the words laid over it.

    ``source`` names the base's words (a hash of the list file and its one-letter words: the
    index's cache key, and what a shipped index says it was built from); ``words`` gives them
    (called only if the index must be built); ``shipped`` the bytes of the index shipped with
    quiddler for that list, or None. The index's words are ``words() | added`` less ``removed``.
    """

    source: str
    words: Callable[[], Collection[str]]
    shipped: Callable[[], bytes | None] | None = None
    added: frozenset[str] = frozenset()
    removed: frozenset[str] = frozenset()

    def adding(self, words: Iterable[str]) -> IndexLayers:
        """These layers with more words added (taken-away words stay taken away)."""
        return replace(self, added=self.added | frozenset(words))

    def removing(self, words: Iterable[str]) -> IndexLayers:
        """These layers with more words taken away."""
        return replace(self, removed=self.removed | frozenset(words))
