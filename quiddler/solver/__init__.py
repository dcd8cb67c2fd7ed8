"""The hint engine: the exact best arrangement of any hand (issue 4).

    from quiddler.solver import index_for, solve
    from quiddler.engine import parse_cards

    index = index_for(dictionary)            # cached on disk by the dictionary's fingerprint
    solution = solve(parse_cards("qu i z m"), index)
    solution.go_out, solution.best, solution.words

Pure Python, no imports of Textual or Rich. The search is exact: :mod:`quiddler.solver.search`
explains how it stays fast.
"""

from quiddler.solver.cache import clear_memory, in_memory, index_for, index_path
from quiddler.solver.index import MAX_WORD_CARDS, WordIndex
from quiddler.solver.plays import Play, Solution, WordList, blind_go_out_value, takes_discard
from quiddler.solver.search import (
    MAX_HAND_CARDS,
    best_word,
    can_go_out,
    check_hand,
    find_words,
    solve,
    solve_for,
)

__all__ = [
    "MAX_HAND_CARDS",
    "MAX_WORD_CARDS",
    "Play",
    "Solution",
    "WordIndex",
    "WordList",
    "best_word",
    "can_go_out",
    "check_hand",
    "clear_memory",
    "find_words",
    "in_memory",
    "index_for",
    "index_path",
    "solve",
    "solve_for",
    "blind_go_out_value",
    "takes_discard",
]
