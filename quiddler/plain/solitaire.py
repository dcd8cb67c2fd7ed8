"""``quiddler solitaire --plain``: the eight stacks read as text, words typed, line by line.

It drives :class:`~quiddler.solitaire.match.SolitaireMatch` as the solitaire screen does (the
same offer of the unfinished game, the same refills made where only one stack can give, the same
save after every action and the same record) and builds each word with the screen's
:class:`~quiddler.solitaire.entry.WordEntry` (typed letters, or stack numbers), so every refusal
is the engine's or the entry's own sentence, said with what to type instead.
"""

from __future__ import annotations

from quiddler.engine import QuiddlerError
from quiddler.engine.letters import typed_letters
from quiddler.engine.solitaire import GiveUp, Hint, Solitaire, SolitairePhase
from quiddler.i18n import _, ngettext
from quiddler.plain.console import Console
from quiddler.plain.table import Outcome
from quiddler.plain.vocabulary import (
    asking,
    not_a_command,
    one_sentence,
    read_command,
    refusal,
    shown,
    with_commands,
)
from quiddler.saves.solitaire.saved_game import LoadedSolitaire
from quiddler.solitaire.entry import WordEntry
from quiddler.solitaire.match import START, SolitaireMatch
from quiddler.solitaire.options import SolitaireOptions

__all__ = ["PlainSolitaire", "stacks_said"]


def stacks_said(game: Solitaire) -> str:
    """The eight stacks in one sentence: each face-up card and how many cards lie under it."""
    parts = []
    for number, (card, under) in enumerate(zip(game.face_up, game.face_down, strict=True), start=1):
        if card is None:
            parts.append(_("{number} empty").format(number=number))
        else:
            parts.append(
                _("{number} {card} ({under} under)").format(number=number, card=card.label, under=under)
            )
    return _("Stacks: {stacks}; {cards} cards left, worth {score} points.").format(
        stacks=", ".join(parts), cards=game.cards_left, score=game.score
    )


class PlainSolitaire:
    """Solitaire of ``match`` on ``console`` (see the module docstring)."""

    def __init__(
        self, match: SolitaireMatch, console: Console, loaded: LoadedSolitaire | None = None
    ) -> None:
        self.match = match
        self.console = console
        self.loaded = loaded
        self._refused = False
        self._hint: tuple[tuple[object, ...], int] | None = None
        self._give_up_armed = False
        self._stacks_said: object = None

    @property
    def game(self) -> Solitaire:
        return self.match.game

    def say(self, text: str) -> None:
        self.console.say(text)

    def refuse(self, why: str, choices: list[str]) -> None:
        self.say(refusal(why, choices))
        self._refused = True

    def ask(self, question: str, choices: list[str]) -> str | None:
        refused, self._refused = self._refused, False
        prompt = None if refused else asking(question, choices)
        return self.console.ask(prompt)

    # ------------------------------------------------------------ the whole visit

    def run(self) -> int:
        line, _problem = self.match.greeting()
        if line != _(START):  # the drawn table's "… Enter makes it" is no help to typed commands
            self.say(line)
        outcome = self._offer() if self.match.offering else self._begin()
        while outcome is Outcome.DONE:
            outcome = self._end() if self.game.is_over else self._play()
        if outcome is not Outcome.DONE:
            return self._leave(outcome)
        return 0

    def _begin(self) -> Outcome:
        error = self.match.begin()
        if error:
            self.say(error)
        self.say(_("Solitaire, {deal}.").format(deal=self.match.options.describe(self.game.seed)))
        return Outcome.DONE

    def _offer(self) -> Outcome:
        offer = self.match.offer_saved(self.loaded)
        for said, _problem in offer.said:
            self.say(said)
        game, saved, options = offer.game, offer.saved, offer.options
        if offer.continued and game is not None and options is not None:
            self.say(
                _("Welcome back: {deal} goes on where you left it.").format(deal=options.describe(game.seed))
            )
            return Outcome.DONE
        if not (offer.ask and game is not None and saved is not None and options is not None):
            return self._begin()
        choices = [shown("continue"), shown("new"), shown("quit")]
        while True:
            line = self.ask(_("A game is unfinished: {game}.").format(game=saved.describe()), choices)
            if line is None or read_command(line).name == "quit":
                self.match.leave_waiting(saved)
                return Outcome.ENDED if line is None else Outcome.QUIT
            name = read_command(line).name
            if name == "continue":
                self.match.continue_saved(game, saved, options)
                self.say(
                    _("Welcome back: {deal} goes on where you left it.").format(
                        deal=options.describe(game.seed)
                    )
                )
                return Outcome.DONE
            if name == "new":
                self.say(self.match.give_up_saved(game, options))
                return self._begin()
            self.refuse(not_a_command(line), choices)

    # ------------------------------------------------------------ a game

    def _choices(self) -> list[str]:
        if self.game.phase is SolitairePhase.REFILL:
            return [
                with_commands(_("{refill} and a stack number")),
                shown("undo"),
                shown("quit"),
            ]
        return [
            with_commands(_("{word} and a word")),
            shown("hint"),
            shown("undo"),
            shown("give up"),
            shown("stacks"),
            shown("help"),
            shown("quit"),
        ]

    def _play(self) -> Outcome:
        game = self.game
        choices = self._choices()
        if (game.face_up, game.face_down) != self._stacks_said:  # said again once they change
            self._stacks_said = (game.face_up, game.face_down)
            self.say(stacks_said(game))
        if game.phase is SolitairePhase.REFILL:
            question = self.match.refill_prompt()
        else:
            question = _("Make a word from the face-up cards (by its letters, or by stack numbers as 1 4 6).")
        line = self.ask(question, choices)
        if line is None:
            return Outcome.ENDED
        command = read_command(line)
        if command.name != "give up":
            self._give_up_armed = False
        if command.name == "quit":
            return Outcome.QUIT
        if command.name == "word" or (not command.name and line[:1].isdigit()):
            self._word(command.rest if command.name else line, choices)
        elif command.name == "refill" or (game.phase is SolitairePhase.REFILL and line.isdigit()):
            self._refill(command.rest if command.name else line, choices)
        elif command.name == "undo":
            self._undo(choices)
        elif command.name == "hint":
            self._hint_asked(choices)
        elif command.name == "give up":
            self._give_up(choices)
        elif command.name == "stacks":
            self.say(stacks_said(game))
        elif command.name == "help":
            said = _(
                "{word} and a word makes it from the face-up cards ({word} 1 4 6 takes those stacks); "
                "{refill} and a number moves that stack's top card to the empty space; {hint}, {undo}, "
                "{give_up}, {stacks} and {quit} (the game is saved) do what they say."
            )
            self.say(with_commands(said))
        else:
            self.refuse(not_a_command(command.typed or line), choices)
        return Outcome.DONE

    def _word(self, typed: str, choices: list[str]) -> None:
        entry = WordEntry(self.game)
        numbers = typed.replace(",", " ").split()
        if numbers and all(number.isdigit() for number in numbers):
            for number in numbers:
                stack = int(number) - 1
                if not 0 <= stack < len(self.game.face_up):
                    self.refuse(_("There is no stack {number}").format(number=number), choices)
                    return
                if refused := entry.pick(stack):
                    self.refuse(refused, choices)
                    return
        else:
            letters = typed_letters(typed)
            if not letters:
                self.refuse(_("Name the word, as in: {word} quiz").format(word=shown("word")), choices)
                return
            for letter in letters:
                if refused := entry.type_letter(letter):
                    self.refuse(refused, choices)
                    return
        if refused := entry.why_not_ready():
            self.refuse(refused, choices)
            return
        if self.game.phase is SolitairePhase.REFILL:
            self.refuse(self.match.refill_prompt(), choices)
            return
        try:
            record, refills = self.match.make_word(entry.action())
        except QuiddlerError as error:
            self.refuse(str(error), choices)
            return
        word = record.word
        self._after(
            _("{word} ({cards}) scores {points}.").format(
                word=word.text.upper(), cards=", ".join(card.label for card in word.cards), points=word.points
            ),
            refills,
        )

    def _refill(self, typed: str, choices: list[str]) -> None:
        if not typed.strip().isdigit():
            self.refuse(
                _("Name the stack by its number, as in: {refill} 3").format(refill=shown("refill")), choices
            )
            return
        try:
            record, refills = self.match.refill(int(typed) - 1)
        except QuiddlerError as error:
            self.refuse(str(error), choices)
            return
        self._after(
            _("Moved {card} from stack {source} to stack {target}.").format(
                card=record.card.label, source=record.source + 1, target=record.target + 1
            ),
            refills,
        )

    def _after(self, done: str, refills: tuple[str, ...] = ()) -> None:
        for line in (done, *refills):
            if line:
                self.say(line)
        error = self.match.save()
        if error:
            self.say(error)

    def _undo(self, choices: list[str]) -> None:
        try:
            record = self.match.undo()
        except QuiddlerError as error:
            self.refuse(str(error), choices)
            return
        count = record.refills
        said = (
            ngettext("Took back {word} and {count} refill.", "Took back {word} and {count} refills.", count)
            if count
            else _("Took back {word}.")
        )
        self._after(said.format(word=record.word.text.upper(), count=count))

    def _hint_asked(self, choices: list[str]) -> None:
        game = self.game
        rank = self._hint[1] + 1 if self._hint is not None and self._hint[0] == game.face_up else 0
        why = self.match.why_not(Hint(rank))
        if why:
            self.refuse(why, choices)
            return
        try:
            record = self.match.hint(game, rank)
        except QuiddlerError as error:
            self.refuse(str(error), choices)
            return
        self.match.save()  # a hint is an action too: the game is now assisted
        self._hint = (game.face_up, record.rank)
        if record.word is None:
            from quiddler.solitaire.match import hint_said

            self.say(hint_said(game, record))
            return
        stacks = ", ".join(str(stack + 1) for stack in record.stacks)
        self.say(
            _(
                "Hint {number} of {count}: {word} ({points} points) from stacks {stacks}; "
                "type {word_command} {text}."
            ).format(
                number=record.rank + 1,
                count=record.of,
                word=record.word.text.upper(),
                points=record.word.points,
                stacks=stacks,
                word_command=shown("word"),
                text=" ".join(str(stack + 1) for stack in record.stacks),
            )
        )

    def _give_up(self, choices: list[str]) -> None:
        why = self.match.why_not(GiveUp())
        if why:
            self.refuse(why, choices)
            return
        if not self._give_up_armed:
            self._give_up_armed = True
            self.say(
                _(
                    "Type {give_up} again to give up: the {cards} cards left ({score} points) "
                    "become your score."
                ).format(give_up=shown("give up"), cards=self.game.cards_left, score=self.game.score)
            )
            return
        self._give_up_armed = False
        self.match.give_up()
        self._after("")

    # ------------------------------------------------------------ the end

    def _end(self) -> Outcome:
        game = self.game
        reason = game.end_reason.sentence if game.end_reason else _("The game is over.")
        stats, warning = self.match.finish()
        self.say(one_sentence(reason) + ".")
        self.say(
            ngettext(
                "Your score is {score} (0 is perfect); {count} game in your record.",
                "Your score is {score} (0 is perfect); {count} games in your record.",
                stats.played,
            ).format(score=game.score, count=stats.played)
        )
        if warning:
            self.say(warning)
        choices = [shown("new"), *([shown("undo")] if game.can_undo() else []), shown("quit")]
        while True:
            line = self.ask(_("The game is over."), choices)
            if line is None:
                return Outcome.ENDED
            name = read_command(line).name
            if name == "quit":
                return Outcome.QUIT
            if name == "new":
                error = self.match.new_game(SolitaireOptions())
                if error:
                    self.say(error)
                self.say(_("Solitaire, {deal}.").format(deal=self.match.options.describe(self.game.seed)))
                return Outcome.DONE
            if name == "undo" and game.can_undo():
                problem = self.match.withdraw()
                if problem:
                    self.say(problem)
                self._undo(choices)
                return Outcome.DONE
            self.refuse(not_a_command(line), choices)

    def _leave(self, outcome: Outcome) -> int:
        self.match.save_now()
        game, options = self.game, self.match.options
        if self.match.waiting is not None:
            said = _(
                "Your unfinished solitaire game is still saved: 'quiddler solitaire --plain' continues it."
            )
        elif self.match.is_saved:
            said = _(
                "Your solitaire game ({deal}) is saved: 'quiddler solitaire --plain' continues it."
            ).format(deal=options.describe(game.seed))
        else:
            said = _(
                "Solitaire deal {seed}: play it again with 'quiddler solitaire --plain --seed {seed}'."
            ).format(seed=game.seed)
        if outcome is Outcome.ENDED and not self.console.interrupted:
            said = _("The input has ended; {said}").format(said=said[:1].lower() + said[1:])
        self.say(said)
        return 0
