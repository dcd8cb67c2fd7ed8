"""The word being entered on the solitaire table: letters typed, stacks picked, Tab's other choices.

A plain class, no Textual: the screen hands it each key (a letter, a stack's number, Backspace,
Tab) and draws what it holds; the tests drive it directly. It decides no rule: it only turns what
the player types into the stacks of a :class:`~quiddler.engine.solitaire.MakeWord`, which the game
then accepts or refuses with its own sentence.

Typed text becomes stacks by :func:`spellings`: every way to spell the text with the face-up cards
of distinct stacks, where the last card may run past the text (``q`` picks QU as it is typed).
The first choice is the one that clears the most from the table; as letters are added, the stacks
already picked are kept when they still spell the word, so typing never jumps between stacks.

It is not the engine's speller (:func:`quiddler.engine.spellings`, text to cards) because it
answers with *stacks*: two stacks showing the same card are two choices (Tab moves between them),
and a double card may be half typed. Its tie rule is the engine's ``Spelling.POINTS``, the one for
picking from cards in play: the most points, then the most cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from quiddler.engine import Card, Word, cards_text
from quiddler.engine.solitaire import MakeWord, Solitaire
from quiddler.i18n import _

__all__ = ["WordEntry", "spellings"]


def spellings(text: str, face_up: Sequence[Card | None], *, partial: bool = False) -> list[tuple[int, ...]]:
    """Every way to spell ``text`` with face-up cards of distinct stacks, as stack sequences.

    ``face_up[i]`` is stack i's face-up card (None: empty). With ``partial`` the last card may
    run past the text (``"q"`` can be the start of QU), so a word can be picked as it is typed.
    Ordered best first: exact spellings before partial ones, then most points, then most cards,
    then the leftmost stacks, so the first choice is the one that clears the most from the table.
    """
    text = text.lower()
    results: list[tuple[tuple[int, ...], bool]] = []

    def walk(at: int, used: tuple[int, ...]) -> None:
        if at == len(text):
            if used:
                results.append((used, True))
            return
        rest = text[at:]
        for stack, card in enumerate(face_up):
            if card is None or stack in used:
                continue
            if rest.startswith(card.letters):
                walk(at + len(card.letters), (*used, stack))
            elif partial and card.letters.startswith(rest):
                results.append(((*used, stack), False))

    walk(0, ())

    def rank(item: tuple[tuple[int, ...], bool]) -> tuple[bool, int, int, tuple[int, ...]]:
        stacks, exact = item
        points = sum(card.points for card in (face_up[stack] for stack in stacks) if card is not None)
        return (not exact, -points, -len(stacks), stacks)

    return [stacks for stacks, _ in sorted(results, key=rank)]


class WordEntry:
    """The word being made in ``game``: what was typed, the stacks picked, the other choices.

    Methods that the player can get wrong return the sentence that says why (and change nothing),
    or None.
    """

    def __init__(self, game: Solitaire) -> None:
        self.game = game
        #: The letters typed (or the letters of the stacks picked by number).
        self.typed = ""
        #: The stacks picked, in spelling order (0-based).
        self.selection: tuple[int, ...] = ()
        #: The ways to spell what was typed, best first; Tab moves through them.
        self.choices: list[tuple[int, ...]] = []
        #: Which of the choices is picked.
        self.choice = 0
        #: The stacks of the word a hint showed (drawn apart until the entry changes).
        self.hinted: tuple[int, ...] = ()
        #: The face-up cards and the rank of the hint shown, for the next one.
        self._hint: tuple[tuple[Card | None, ...], int] | None = None

    # ------------------------------------------------------------ reading

    @property
    def word(self) -> Word | None:
        """The word the picked stacks spell (None when nothing is picked)."""
        if not self.selection:
            return None
        face_up = self.game.face_up
        return Word(tuple(card for card in (face_up[i] for i in self.selection) if card is not None))

    @property
    def pending(self) -> bool:
        """True while the last picked card runs past what was typed (``q`` typed, QU picked)."""
        return bool(self.selection) and len(self._selection_text()) > len(self.typed)

    def describe(self) -> str | None:
        """The word picked, its cards and stacks, in a sentence (None when nothing is picked)."""
        word = self.word
        if word is None:
            return None
        stacks = ", ".join(str(i + 1) for i in self.selection)
        tail = " " + _("(Tab: {count} ways)").format(count=len(self.choices)) if len(self.choices) > 1 else ""
        if self.pending:
            return (
                _("{spelling} from stacks {stacks}: keep typing.").format(
                    spelling=word.spelling, stacks=stacks
                )
                + tail
            )
        said = _("{word} = {spelling}, from stacks {stacks}. Enter makes it.")
        return said.format(word=word.text.upper(), spelling=word.spelling, stacks=stacks) + tail

    def why_not_ready(self) -> str | None:
        """Why the entry is not a word to make yet (nothing picked, a card half typed), or None."""
        if not self.selection:
            return _("Type a word or pick stacks (1-8) first.")
        if self.pending:
            card = self.game.face_up[self.selection[-1]]
            label = card.label if card else _("the card")
            return _("Finish typing {card}, or press Tab for another spelling.").format(card=label)
        return None

    def action(self) -> MakeWord:
        """The word picked, as the action the game is asked to apply."""
        return MakeWord(self.selection)

    # ------------------------------------------------------------ changing

    def clear(self) -> None:
        """Nothing typed, nothing picked."""
        self.typed = ""
        self.selection = ()
        self.choices = []
        self.choice = 0
        self.hinted = ()

    def type_letter(self, letter: str) -> str | None:
        """Add a letter to the word: the stacks are picked again, keeping those already picked
        where they still fit. Refused when no face-up card gives that letter next."""
        text = self.typed + letter
        found = spellings(text, self.game.face_up, partial=True)
        if not found:
            shown = self.typed.upper()
            if shown:
                return _("No face-up card gives {letter} after {typed}.").format(
                    letter=letter.upper(), typed=shown
                )
            return _("No face-up card gives {letter} to start a word.").format(letter=letter.upper())
        kept = self.selection if not self.pending else self.selection[:-1]
        found.sort(key=lambda stacks: stacks[: len(kept)] != kept)
        self._choose(text, found)
        return None

    def erase(self) -> None:
        """Take back the last letter typed (the stacks still picked stay picked)."""
        if not self.typed:
            return
        text = self.typed[:-1]
        if not text:
            self.clear()
            return
        found = spellings(text, self.game.face_up, partial=True)
        current = self.selection
        found.sort(key=lambda stacks: current[: len(stacks)] != stacks)
        self._choose(text, found)

    def next_spelling(self) -> bool:
        """Tab: the next way to spell what was typed; False when there is no other."""
        if len(self.choices) < 2:
            return False
        self.choice = (self.choice + 1) % len(self.choices)
        self.selection = self.choices[self.choice]
        return True

    def pick(self, stack: int) -> str | None:
        """A stack's number or a click: add its card to the word, or take it out if it is in it.
        Refused for an empty stack."""
        if stack in self.selection:
            position = self.selection.index(stack)
            selection = self.selection[:position] + self.selection[position + 1 :]
        elif self.game.face_up[stack] is None:
            return _("Stack {stack} is empty.").format(stack=stack + 1)
        else:
            selection = (*self.selection[: -1 if self.pending else None], stack)
        self.selection = selection
        self.typed = self._selection_text()
        self.choices = [selection] if selection else []
        self.choice = 0
        self.hinted = ()
        return None

    def next_hint_rank(self) -> int:
        """The hint to ask for: the best word (0), or, while a hint is still shown on the same
        cards, the one after it (the game wraps round past the last)."""
        if self._hint is not None and self.hinted and self._hint[0] == self.game.face_up:
            return self._hint[1] + 1
        return 0

    def take_hint(self, word: Word, stacks: tuple[int, ...], rank: int = 0) -> None:
        """A hint's word (the ``rank``-th best), picked from its stacks (Enter makes it)."""
        self.typed = word.text
        self.selection = stacks
        self.choices = [stacks]
        self.choice = 0
        self.hinted = stacks
        self._hint = (self.game.face_up, rank)

    def _choose(self, typed: str, found: list[tuple[int, ...]]) -> None:
        self.typed = typed
        self.choices = found
        self.choice = 0
        self.selection = found[0] if found else ()
        self.hinted = ()

    def _selection_text(self) -> str:
        face_up = self.game.face_up
        return cards_text(card for card in (face_up[i] for i in self.selection) if card is not None)
