"""The dictionary a score sheet flags words with, opened by name (what the sheet's file keeps)."""

from __future__ import annotations

from quiddler.engine import RuleOptions, WordChecker

__all__ = ["open_sheet_checker"]


def open_sheet_checker(name: str | None, rules: RuleOptions) -> WordChecker:
    """The dictionary ``name`` (None: the default), with the names list in Junior. No family
    filter: it shapes hints and computer players' words, and a sheet has neither; a table that
    wants a word gone rules it out. Raises the dictionary's own error, a sentence for players."""
    from quiddler.match.dictionaries import open_checker

    return open_checker(name, rules, family="off")
