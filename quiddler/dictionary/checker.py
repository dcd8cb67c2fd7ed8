"""The word checker a game plays by, made in one place: the recipe every front end shares.

A game's checker is its dictionary (a bundled list, ``enchant:…``, ``file:…``) with the table's
house words, Junior's names list when the rules allow proper nouns (:mod:`.names`), behind the
family filter (:mod:`.family`). ``play``, ``host``, ``join``, ``solve``, ``simulate``,
``review``, ``check``, solitaire and the score sheet all ask :func:`open_checker` (or
:func:`game_checker` for a dictionary they were handed), so they agree on every word.
"""

from __future__ import annotations

from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import STANDARD, RuleOptions

__all__ = ["game_checker", "open_checker"]


def game_checker(
    checker: WordChecker, rules: RuleOptions = STANDARD, family: str | None = "on"
) -> WordChecker:
    """``checker`` as a game with ``rules`` plays by it: with the names list when the rules
    allow proper nouns (Junior), behind the ``family`` filter (``on``, the default: hints and
    computer players leave vulgar words out; ``strict`` refuses them; ``off``). Raises
    :class:`~quiddler.dictionary.DictionaryError` (one sentence) if the names list is missing or
    damaged, ValueError for a family setting that is none."""
    from quiddler.dictionary.family import with_family
    from quiddler.dictionary.names import for_rules

    return with_family(for_rules(checker, rules), family)


def open_checker(
    name: str | None, rules: RuleOptions = STANDARD, family: str | None = "on", *, house_words: bool = True
) -> WordChecker:
    """The checker a game with ``rules`` and ``family`` plays by, with dictionary ``name`` (None:
    the default) and, unless ``house_words`` is False, the table's house words. Raises
    :class:`~quiddler.dictionary.DictionaryError` with a sentence for the players."""
    import quiddler.dictionary as package  # its public opener, which a test may stand in for

    return game_checker(package.open_dictionary(name, house_words=house_words), rules, family)
