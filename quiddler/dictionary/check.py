"""Whether a dictionary named on the command line can be opened, said before the first screen.

Apart from :mod:`.registry` because it runs before ``quiddler play`` and ``quiddler solitaire``
draw anything: it loads the list of bundled dictionaries and the house words, not the word
checkers, the family filter or the list itself (the game opens that once its first screen shows).
"""

from __future__ import annotations

from quiddler.dictionary.bundled import BUNDLED, is_present
from quiddler.dictionary.house import house_words

__all__ = ["check_dictionary"]


def check_dictionary(name: str) -> None:
    """Raise :class:`~quiddler.dictionary.errors.DictionaryError` (the sentence
    :func:`~quiddler.dictionary.registry.open_dictionary` would say) if ``name`` cannot be opened
    here, reading no more than that takes: a bundled list present in this installation is known
    to open, so its words (the Spanish one: a 1.3 MB trie, hashed as it is read) are not read.
    The house words are (a damaged file is said now); any other name (``file:``, ``enchant:``,
    an unknown one) is opened."""
    spec = name.strip()
    entry = BUNDLED.get(spec.lower()) if ":" not in spec else None
    if entry is not None and is_present(entry.filename):
        house_words()
        return
    from quiddler.dictionary.registry import open_dictionary

    open_dictionary(name)
