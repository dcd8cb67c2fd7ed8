"""The score sheet of a table playing with paper cards: what the table wrote down, scored by the engine.

A :class:`Sheet` holds one row per round (its card count and dealer exactly as the game deals
them) and, per player, the words as laid (typed as text, spelled into cards with the engine's
one speller), the unused cards, who went out and the challenges. Every score comes from
:func:`quiddler.engine.score_round` and every challenge from :func:`quiddler.engine.rule_challenge`,
the functions the game itself scores with, so a sheet fed a game's table gives the game's
summaries.

The sheet is immutable at heart: each change replaces one frozen :class:`Row` and keeps the
previous rows for :meth:`Sheet.undo`. Bad input raises :class:`SheetEntryError` (one sentence)
and stores nothing; a sheet that is merely unlikely (a hand that does not add up, two players
out) is stored and answered with :meth:`Sheet.warnings`, because the table may still be typing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from quiddler.engine import (
    DECK_COUNTS,
    STANDARD,
    Card,
    InvalidCardError,
    InvalidInputError,
    RoundSummary,
    RuleOptions,
    SeatTable,
    Spelling,
    Word,
    WordChecker,
    dealer_of,
    dictionary_allows,
    parse_cards,
    rule_challenge,
    score_round,
    spellings,
)
from quiddler.engine.letters import fold_accents
from quiddler.i18n import _, ngettext

__all__ = ["SheetEntryError", "SheetWord", "PlayerEntry", "Row", "Sheet"]

#: Characters that make a typed word a spelling in cards ("qu-i-z", "QU·I·Z") rather than text.
_CARD_SEPARATORS = "·.-"


def _sentence(error: Exception) -> str:
    """An engine error's message as one sentence for the row: capital first, full stop last."""
    text = str(error).strip().rstrip(".")
    return text[:1].upper() + text[1:] + "."


class SheetEntryError(InvalidInputError):
    """What the table typed cannot be on a sheet (an unknown card, cards that do not spell the
    word, more copies of a card than the deck holds); nothing was stored."""


@dataclass(frozen=True)
class SheetWord:
    """One word as laid down: its cards, and its challenge if it had one.

    ``ruling`` is the table's decision, which overrides the dictionary when given: True makes the
    word allowable (a house word), False rejects it. ``allowed`` is the dictionary's own answer,
    kept so the sheet can flag the word without refusing it.
    """

    word: Word
    allowed: bool
    challenger: int | None = None
    ruling: bool | None = None

    @property
    def flagged(self) -> bool:
        """The dictionary does not allow this word: the sheet shows it, the table decides."""
        return not self.allowed

    @property
    def allowable(self) -> bool | None:
        """The challenge's outcome (None when unchallenged): the table's ruling, else the dictionary's."""
        if self.challenger is None:
            return None
        return self.ruling if self.ruling is not None else self.allowed


@dataclass(frozen=True)
class PlayerEntry:
    """One player's line of one round: the words laid and the cards left unused."""

    words: tuple[SheetWord, ...] = ()
    unused: tuple[Card, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card the player ended the round holding: in words and unused."""
        return tuple(card for word in self.words for card in word.word.cards) + self.unused


@dataclass(frozen=True)
class Row:
    """One round of the sheet. ``entered`` is False until the table writes anything in it."""

    round: int
    hand_size: int
    dealer: int
    players: tuple[PlayerEntry, ...]
    out: frozenset[int] = frozenset()
    entered: bool = False

    @property
    def went_out(self) -> int | None:
        """Who went out, for the scoring: None unless exactly one player is marked out."""
        return next(iter(self.out)) if len(self.out) == 1 else None


@dataclass
class Sheet:
    """A score sheet for ``players`` (2–8, seat order: the last deals first) under ``rules``,
    checking words against ``checker``."""

    players: tuple[str, ...]
    checker: WordChecker
    rules: RuleOptions = STANDARD
    rows: tuple[Row, ...] = field(init=False)
    #: Called after every change (and undo) with the sheet: the file keeps itself up to date.
    on_change: Callable[[Sheet], None] | None = field(default=None, repr=False, compare=False)
    _history: list[tuple[Row, ...]] = field(init=False, default_factory=list, repr=False)

    def __post_init__(self) -> None:
        self.players = tuple(self.players)
        count = len(self.players)
        if not self.rules.min_players <= count <= self.rules.max_players:
            raise SheetEntryError(
                _("{rules} is for {fewest} to {most} players, not {count}.").format(
                    rules=self.rules.title,
                    fewest=self.rules.min_players,
                    most=self.rules.max_players,
                    count=count,
                )
            )
        empty = tuple(PlayerEntry() for _ in self.players)
        self.rows = tuple(
            Row(round=index, hand_size=size, dealer=dealer_of(index, count), players=empty)
            for index, size in enumerate(self.rules.hand_sizes)
        )

    # ------------------------------------------------------------ entering

    def enter(
        self,
        round: int,
        seat: int,
        words: Iterable[str | Word] | str = (),
        unused: str | Iterable[Card | str] = (),
    ) -> PlayerEntry:
        """Write one player's words and unused cards for ``round``, replacing what was there.

        ``words`` is a list of typed words, or one string of them separated by spaces (``"quiz
        thin"``): text is spelled into cards the way the rule sheets write it (QUIZ is QU·I·Z;
        :meth:`respell` picks another spelling), a spelling with separators (``"q-u-i-z"``) or a
        :class:`Word` is taken as given. ``unused`` is cards (``"m e"``). Challenges on words that
        are still there, at the same place, are kept.
        """
        row = self._row(round)
        self._seat(seat)
        typed = words.split() if isinstance(words, str) else list(words)
        new_words = tuple(self._sheet_word(item) for item in typed)
        cards = self._unused(unused)
        old = row.players[seat].words
        kept = tuple(
            replace(new, challenger=old[i].challenger, ruling=old[i].ruling)
            if i < len(old) and old[i].word.text == new.word.text
            else new
            for i, new in enumerate(new_words)
        )
        entry = PlayerEntry(kept, cards)
        self.check_copies(entry)
        self._store(self._with_entry(row, seat, entry))
        return entry

    def spellings_of(self, text: str) -> list[Word]:
        """Every way the deck spells ``text``, the rule sheets' way first (what Tab cycles through)."""
        return spellings(text, order=Spelling.SHEETS, min_cards=1)

    def respell(self, round: int, seat: int, index: int, spelling: Word | str | None = None) -> Word:
        """Lay word ``index`` with another spelling: ``spelling`` if given (it must spell the same
        letters), else the next one in :meth:`spellings_of` order, round again after the last."""
        row = self._row(round)
        old = self._word(row, seat, index)
        if spelling is None:
            options = self.spellings_of(old.word.text)
            new = options[(options.index(old.word) + 1) % len(options)] if old.word in options else options[0]
        else:
            new = spelling if isinstance(spelling, Word) else self._parse_spelling(spelling)
            if new.text != old.word.text:
                said = _("{spelling} does not spell {word}.")
                raise SheetEntryError(said.format(spelling=new.spelling, word=old.word.text.upper()))
        entry = row.players[seat]
        words = list(entry.words)
        words[index] = replace(old, word=new, allowed=self.allows(new))
        updated = PlayerEntry(tuple(words), entry.unused)
        self.check_copies(updated)
        self._store(self._with_entry(row, seat, updated))
        return new

    def mark_out(self, round: int, seat: int, out: bool = True) -> None:
        """Mark (or unmark) ``seat`` as the player who went out in ``round``. Marking a second
        player is stored and warned about, not refused: the table may be correcting the first."""
        row = self._row(round)
        self._seat(seat)
        marked = row.out | {seat} if out else row.out - {seat}
        self._store(replace(row, out=frozenset(marked), entered=True))

    def challenge(
        self, round: int, seat: int, index: int, *, by: int | None, ruling: bool | None = None
    ) -> None:
        """Mark word ``index`` of ``seat`` as challenged ``by`` a player (None withdraws the
        challenge). ``ruling`` is the table's decision against the dictionary: True allows the word
        (a house word), False rejects it, None lets the dictionary rule."""
        row = self._row(round)
        old = self._word(row, seat, index)
        if by is not None:
            self._seat(by)
            if by == seat:
                raise SheetEntryError(_("A player cannot challenge their own word."))
        entry = row.players[seat]
        words = list(entry.words)
        words[index] = replace(old, challenger=by, ruling=ruling if by is not None else None)
        self._store(self._with_entry(row, seat, PlayerEntry(tuple(words), entry.unused)))

    def undo(self) -> bool:
        """Take back the last change; False when there is nothing to take back."""
        if not self._history:
            return False
        self.rows = self._history.pop()
        self._changed()
        return True

    # ------------------------------------------------------------ reading

    def summary(self, round: int) -> RoundSummary:
        """The round scored by the engine's own scoring, as the game's round summary."""
        row = self._row(round)
        penalties: list[list[int]] = [[] for _ in self.players]
        tables = []
        for seat, entry in enumerate(row.players):
            for laid in entry.words:
                if laid.challenger is not None:
                    ruling = rule_challenge(
                        laid.word, seat=seat, challenger=laid.challenger, allowable=bool(laid.allowable)
                    )
                    penalties[ruling.loser].append(ruling.penalty)
        for seat, entry in enumerate(row.players):
            tables.append(
                SeatTable(
                    words=tuple(laid.word for laid in entry.words),
                    rejected=frozenset(i for i, laid in enumerate(entry.words) if laid.allowable is False),
                    unused=entry.unused,
                    penalties=tuple(penalties[seat]),
                )
            )
        return score_round(tables, self.rules, round=round, dealer=row.dealer, went_out=row.went_out)

    @property
    def summaries(self) -> tuple[RoundSummary, ...]:
        """The summaries of every round the table has written in, in order."""
        return tuple(self.summary(row.round) for row in self.rows if row.entered)

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals: the sum of every round written in."""
        totals = [0] * len(self.players)
        for summary in self.summaries:
            for seat, score in enumerate(summary.scores):
                totals[seat] += score
        return tuple(totals)

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats with the highest total (ties share the lead); none before any round is written."""
        if not any(row.entered for row in self.rows):
            return ()
        totals = self.totals
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def finished(self) -> bool:
        """Every player's line of every round is written (everyone ends a round holding cards, in
        words or unused): the sheet goes to the history, and can still be corrected."""
        return all(entry.cards for row in self.rows for entry in row.players)

    def spell(self, item: str | Word) -> SheetWord:
        """One typed word as :meth:`enter` would lay it (spelled, checked against the dictionary),
        without storing anything: what a screen shows while the word is being typed. Raises
        :class:`SheetEntryError` with the sentence :meth:`enter` would give."""
        return self._sheet_word(item)

    @property
    def house_words(self) -> tuple[str, ...]:
        """Words the table ruled allowable against the dictionary: candidates for the house words."""
        found = {
            laid.word.text
            for row in self.rows
            for entry in row.players
            for laid in entry.words
            if laid.ruling is True and not laid.allowed
        }
        return tuple(sorted(found))

    def warnings(self, round: int) -> tuple[str, ...]:
        """What looks mistyped in a round, one sentence each (stored anyway: the table decides)."""
        row = self._row(round)
        if not row.entered:
            return ()
        found: list[str] = []
        for seat, entry in enumerate(row.players):
            held = len(entry.cards)
            if held != row.hand_size:
                found.append(
                    ngettext(
                        "{name} has {count} card in words and unused, not the {size} of this round.",
                        "{name} has {count} cards in words and unused, not the {size} of this round.",
                        held,
                    ).format(name=self.players[seat], count=held, size=row.hand_size)
                )
        table: Counter[Card] = Counter(card for entry in row.players for card in entry.cards)
        for card, count in sorted(table.items(), key=lambda item: list(Card).index(item[0])):
            if count > DECK_COUNTS[card]:
                found.append(
                    _("The table has {count} {card} cards; the deck holds only {most}.").format(
                        count=count, card=card.label, most=DECK_COUNTS[card]
                    )
                )
        if len(row.out) > 1:
            names = _(" and ").join(self.players[seat] for seat in sorted(row.out))
            found.append(_("{names} are both marked as going out; only one player can.").format(names=names))
        for seat in sorted(row.out):
            if row.players[seat].unused:
                found.append(_("{name} went out but has unused cards.").format(name=self.players[seat]))
        return tuple(found)

    def flagged(self, round: int) -> tuple[tuple[int, int], ...]:
        """(seat, word index) of every word in ``round`` that the dictionary does not allow."""
        return tuple(
            (seat, index)
            for seat, entry in enumerate(self._row(round).players)
            for index, laid in enumerate(entry.words)
            if laid.flagged
        )

    # ------------------------------------------------------------ helpers

    def _row(self, round: int) -> Row:
        if not isinstance(round, int) or not 0 <= round < len(self.rows):
            raise SheetEntryError(
                _("There is no round {number} on this sheet.").format(
                    number=round + 1 if isinstance(round, int) else round
                )
            )
        return self.rows[round]

    def _seat(self, seat: int) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.players):
            raise SheetEntryError(_("There is no player number {number} at this table.").format(number=seat))

    def _word(self, row: Row, seat: int, index: int) -> SheetWord:
        self._seat(seat)
        words = row.players[seat].words
        if not 0 <= index < len(words):
            raise SheetEntryError(
                _("{name} has no word number {number} in round {round}.").format(
                    name=self.players[seat], number=index + 1, round=row.round + 1
                )
            )
        return words[index]

    def allows(self, word: Word) -> bool:
        """The dictionary's verdict on ``word`` under these rules (what a challenge would rule)."""
        return dictionary_allows(word, self.rules, self.checker)

    def _sheet_word(self, item: str | Word) -> SheetWord:
        if isinstance(item, Word):
            word = item
        elif any(separator in item for separator in _CARD_SEPARATORS):
            word = self._parse_spelling(item)
        else:
            text = fold_accents(item.strip())  # año is A·N·O wherever a word is typed (docs/rules.md §9)
            if not text.isascii() or not text.isalpha():
                said = _("{text} is not a word the cards can spell: use the letters a to z.")
                raise SheetEntryError(said.format(text=repr(text)))
            options = self.spellings_of(text)
            if not options:
                said = _("{word} needs more copies of a card than the deck holds.")
                raise SheetEntryError(said.format(word=text.upper()))
            word = options[0]
        if not word.cards:
            raise SheetEntryError(_("A word needs cards: this one has none."))
        return SheetWord(word, self.allows(word))

    @staticmethod
    def _parse_spelling(text: str) -> Word:
        try:
            return Word.parse(text)
        except InvalidCardError as error:
            raise SheetEntryError(_sentence(error)) from None

    @staticmethod
    def unused_cards(unused: str | Iterable[Card | str]) -> tuple[Card, ...]:
        """Typed unused cards (``"m e"``) as cards; :class:`SheetEntryError` for one that is none."""
        return Sheet._unused(unused)

    @staticmethod
    def _unused(unused: str | Iterable[Card | str]) -> tuple[Card, ...]:
        try:
            if isinstance(unused, str):
                return tuple(parse_cards(unused))
            return tuple(item if isinstance(item, Card) else Card.parse(item) for item in unused)
        except InvalidCardError as error:
            raise SheetEntryError(_sentence(error)) from None

    def check_copies(self, entry: PlayerEntry) -> None:
        """Refuse one player's line holding more copies of a card than the whole deck."""
        counts = Counter(entry.cards)
        for card, count in counts.items():
            if count > DECK_COUNTS[card]:
                raise SheetEntryError(
                    _("That is {count} {card} cards for one player; the deck holds only {most}.").format(
                        count=count, card=card.label, most=DECK_COUNTS[card]
                    )
                )

    def _with_entry(self, row: Row, seat: int, entry: PlayerEntry) -> Row:
        players = list(row.players)
        players[seat] = entry
        return replace(row, players=tuple(players), entered=True)

    def _store(self, row: Row) -> None:
        self._history.append(self.rows)
        rows = list(self.rows)
        rows[row.round] = row
        self.rows = tuple(rows)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)
