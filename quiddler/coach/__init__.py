"""The coach: after a round or a game, the points each person left on the table.

    from quiddler.coach import review_actions, game_text

    review = review_actions(setup, actions, checker, index, seat_kinds=("human", "bot:hard"))
    print(game_text(review))

Pure: no I/O, no Textual or Rich. :mod:`quiddler.coach.review` says what is measured and why,
:mod:`quiddler.coach.judge` how a turn is judged from the seat's own view only, and
:mod:`quiddler.coach.text` puts it in words for players.
"""

from quiddler.coach.judge import Alternative
from quiddler.coach.review import GameReview, Miss, PersonRound, as_dict, review_actions, review_game
from quiddler.coach.text import game_text, miss_text, person_round_lines, table_lines

__all__ = [
    "Alternative",
    "GameReview",
    "Miss",
    "PersonRound",
    "as_dict",
    "game_text",
    "miss_text",
    "person_round_lines",
    "review_actions",
    "review_game",
    "table_lines",
]
