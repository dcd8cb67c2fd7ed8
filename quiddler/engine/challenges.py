"""Challenges under table rules (docs/rules.md §4): which words may be challenged, who may
challenge, and the ruling applied to the table."""

from __future__ import annotations

from quiddler.engine.actions import Challenge, Challenged
from quiddler.engine.errors import InvalidChallengeError
from quiddler.engine.ports import written
from quiddler.engine.reasons import Reason
from quiddler.engine.round_end import RoundEnd
from quiddler.engine.rules import WordCheck
from quiddler.engine.scoring import dictionary_allows, rule_challenge
from quiddler.engine.state import LaidWord, Phase

__all__ = ["Challenges"]


class Challenges(RoundEnd):
    """A challenge window's words, a challenge's verification and its ruling."""

    @property
    def challenge_words(self) -> tuple[tuple[int, int], ...]:
        """During a challenge window: (seat, word index) of every word that may still be challenged."""
        if self.phase is not Phase.CHALLENGE:
            return ()
        seat = self._seats[self.current]
        return tuple((self.current, i) for i, laid in enumerate(seat.words) if laid.challenger is None)

    def _verify_challenge(self, action: Challenge) -> None:
        if self.rules.word_check is WordCheck.CHECKED:
            raise InvalidChallengeError(Reason("no_challenges_checked"))
        self._seat(action.challenger)
        self._seat(action.seat)
        if self.phase is not Phase.CHALLENGE or action.seat != self.current:
            raise InvalidChallengeError(Reason("challenge_too_late"))
        if action.challenger == action.seat:
            raise InvalidChallengeError(Reason("challenge_own_word"))
        words = self._seats[action.seat].words
        if not 0 <= action.word_index < len(words):
            raise InvalidChallengeError(
                Reason("no_such_word", {"name": self.players[action.seat], "number": action.word_index + 1})
            )
        if words[action.word_index].challenger is not None:
            word = written(words[action.word_index].word.text, self.checker)
            raise InvalidChallengeError(Reason("already_challenged", {"word": word}))

    def _challenge(self, action: Challenge) -> Challenged:
        seat = self._seats[action.seat]
        laid = seat.words[action.word_index]
        ruling = rule_challenge(
            laid.word,
            seat=action.seat,
            challenger=action.challenger,
            allowable=dictionary_allows(laid.word, self.rules, self.checker),
        )
        seat.words[action.word_index] = LaidWord(laid.word, action.challenger, ruling.allowable)
        self._seats[ruling.loser].penalties.append(ruling.penalty)
        return Challenged(
            self.round,
            action.challenger,
            action.seat,
            action.word_index,
            laid.word,
            ruling.allowable,
            ruling.loser,
            ruling.penalty,
        )
