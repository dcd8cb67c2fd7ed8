"""The pure rules engine: no I/O, no UI, randomness handed in (docs/rules.md §1–§6, §8).

Drive it like this::

    from quiddler.engine import Game, Card, Word, Source, WordSet

    game = Game.new(["Ann", "Bob"], checker=WordSet({"quiz"}), seed=7)
    game.draw(game.current, Source.DRAW_PILE)
    game.discard(game.current, game.hand(game.current)[0])

Importing the package is quick: each name is loaded from its module the first time it is used
(PEP 562), so a program that needs only the rule options or the errors (the command line, the
setup screen) does not pay for the whole engine. ``from quiddler.engine import Game`` works as
usual.

The engine owns its ports: the dictionary it asks (:class:`WordChecker`, with the plain
:class:`WordSet`) and the speller that turns typed text into cards (:func:`spellings`) live here,
so importing the engine loads no other quiddler package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
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
    from quiddler.engine.game import Game
    from quiddler.engine.ports import Explains, WordChecker, WordSet, written
    from quiddler.engine.reasons import Reason
    from quiddler.engine.rules import JUNIOR, PRESETS, STANDARD, Bonus, RuleOptions, WordCheck, preset
    from quiddler.engine.scoring import (
        ChallengeRuling,
        RoundSummary,
        SeatResult,
        SeatTable,
        award_bonuses,
        dealer_of,
        dictionary_allows,
        rule_challenge,
        score_round,
    )
    from quiddler.engine.setup import GameSetup
    from quiddler.engine.shuffle import Shuffler, StackedDeck, new_seed
    from quiddler.engine.spelling import Spelling, spellings
    from quiddler.engine.state import LaidWord, Phase
    from quiddler.engine.view import SeatView, TableView, redact
    from quiddler.engine.words import Word

#: Where each public name lives.
_HOME: dict[str, str] = {
    "Action": "actions",
    "Challenge": "actions",
    "Challenged": "actions",
    "ChallengesClosed": "actions",
    "CloseChallenges": "actions",
    "Discard": "actions",
    "Discarded": "actions",
    "Draw": "actions",
    "Drew": "actions",
    "GoOut": "actions",
    "LaidDown": "actions",
    "LayDown": "actions",
    "NextRound": "actions",
    "Record": "actions",
    "RoundStarted": "actions",
    "Source": "actions",
    "WentOut": "actions",
    "action_from_dict": "actions",
    "action_to_dict": "actions",
    "DECK_COUNTS": "cards",
    "DECK_SIZE": "cards",
    "DOUBLE_CARDS": "cards",
    "Card": "cards",
    "cards_points": "cards",
    "cards_text": "cards",
    "full_deck": "cards",
    "parse_cards": "cards",
    "CardNotInHandError": "errors",
    "CardsLeftOverError": "errors",
    "GoOutNotAllowedError": "errors",
    "IllegalActionError": "errors",
    "InvalidCardError": "errors",
    "InvalidChallengeError": "errors",
    "InvalidInputError": "errors",
    "NotAWordError": "errors",
    "OutOfTurnError": "errors",
    "QuiddlerError": "errors",
    "WordTooShortError": "errors",
    "WrongPhaseError": "errors",
    "Game": "game",
    "Reason": "reasons",
    "GameSetup": "setup",
    "LaidWord": "state",
    "Phase": "state",
    "Explains": "ports",
    "WordChecker": "ports",
    "WordSet": "ports",
    "written": "ports",
    "JUNIOR": "rules",
    "PRESETS": "rules",
    "STANDARD": "rules",
    "Bonus": "rules",
    "RuleOptions": "rules",
    "WordCheck": "rules",
    "preset": "rules",
    "RoundSummary": "scoring",
    "SeatResult": "scoring",
    "SeatTable": "scoring",
    "award_bonuses": "scoring",
    "ChallengeRuling": "scoring",
    "dealer_of": "scoring",
    "dictionary_allows": "scoring",
    "rule_challenge": "scoring",
    "score_round": "scoring",
    "Shuffler": "shuffle",
    "StackedDeck": "shuffle",
    "new_seed": "shuffle",
    "Spelling": "spelling",
    "spellings": "spelling",
    "SeatView": "view",
    "TableView": "view",
    "redact": "view",
    "Word": "words",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)


__all__ = [
    "Action", "Challenge", "Challenged", "ChallengesClosed", "CloseChallenges", "Discard",
    "Discarded", "Draw", "Drew", "GoOut", "LaidDown", "LayDown", "NextRound", "Record",
    "RoundStarted", "Source", "WentOut", "action_from_dict", "action_to_dict",
    "DECK_COUNTS", "DECK_SIZE", "DOUBLE_CARDS", "Card", "cards_points", "cards_text", "full_deck",
    "parse_cards",
    "CardNotInHandError", "CardsLeftOverError", "GoOutNotAllowedError", "IllegalActionError",
    "InvalidCardError", "InvalidChallengeError", "InvalidInputError", "NotAWordError",
    "OutOfTurnError", "QuiddlerError", "WordTooShortError", "WrongPhaseError",
    "Game", "GameSetup", "LaidWord", "Phase", "Reason",
    "Explains", "WordChecker", "WordSet", "written",
    "JUNIOR", "PRESETS", "STANDARD", "Bonus", "RuleOptions", "WordCheck", "preset",
    "RoundSummary", "SeatResult", "SeatTable", "award_bonuses", "score_round",
    "ChallengeRuling", "dealer_of", "dictionary_allows", "rule_challenge",
    "Shuffler", "StackedDeck", "new_seed", "Spelling", "spellings", "SeatView", "TableView", "redact", "Word",
]  # fmt: skip
