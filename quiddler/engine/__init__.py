"""The pure rules engine: no I/O, no UI, randomness handed in (RULES.md §1–§6, §8).

Drive it like this::

    from quiddler.engine import Game, Card, Word, Source
    from quiddler.dictionary import WordSet

    game = Game.new(["Ann", "Bob"], checker=WordSet({"quiz"}), seed=7)
    game.draw(game.current, Source.DRAW_PILE)
    game.discard(game.current, game.hand(game.current)[0])
"""

from quiddler.engine.actions import (
    Action,
    Challenge,
    Challenged,
    ChallengesClosed,
    CloseChallenges,
    Discard,
    Discarded,
    Draw,
    Drew,
    GoOut,
    LaidDown,
    LayDown,
    NextRound,
    Record,
    RoundStarted,
    Source,
    WentOut,
    action_from_dict,
    action_to_dict,
)
from quiddler.engine.cards import (
    DECK_COUNTS,
    DECK_SIZE,
    DOUBLE_CARDS,
    Card,
    cards_points,
    cards_text,
    full_deck,
    parse_cards,
)
from quiddler.engine.errors import (
    CardNotInHandError,
    CardsLeftOverError,
    GoOutNotAllowedError,
    IllegalActionError,
    InvalidCardError,
    InvalidChallengeError,
    InvalidInputError,
    NotAWordError,
    OutOfTurnError,
    QuiddlerError,
    WordTooShortError,
    WrongPhaseError,
)
from quiddler.engine.game import Game, GameSetup, LaidWord, Phase
from quiddler.engine.rules import JUNIOR, PRESETS, STANDARD, Bonus, RuleOptions, WordCheck, preset
from quiddler.engine.scoring import RoundSummary, SeatResult, SeatTable, award_bonuses, score_round
from quiddler.engine.shuffle import Shuffler, StackedDeck
from quiddler.engine.view import SeatView, redact
from quiddler.engine.words import Word

__all__ = [
    "Action", "Challenge", "Challenged", "ChallengesClosed", "CloseChallenges", "Discard",
    "Discarded", "Draw", "Drew", "GoOut", "LaidDown", "LayDown", "NextRound", "Record",
    "RoundStarted", "Source", "WentOut", "action_from_dict", "action_to_dict",
    "DECK_COUNTS", "DECK_SIZE", "DOUBLE_CARDS", "Card", "cards_points", "cards_text", "full_deck",
    "parse_cards",
    "CardNotInHandError", "CardsLeftOverError", "GoOutNotAllowedError", "IllegalActionError",
    "InvalidCardError", "InvalidChallengeError", "InvalidInputError", "NotAWordError",
    "OutOfTurnError", "QuiddlerError", "WordTooShortError", "WrongPhaseError",
    "Game", "GameSetup", "LaidWord", "Phase",
    "JUNIOR", "PRESETS", "STANDARD", "Bonus", "RuleOptions", "WordCheck", "preset",
    "RoundSummary", "SeatResult", "SeatTable", "award_bonuses", "score_round",
    "Shuffler", "StackedDeck", "SeatView", "redact", "Word",
]  # fmt: skip
