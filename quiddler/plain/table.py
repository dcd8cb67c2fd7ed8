"""A seat's decisions in plain lines, over any :class:`~quiddler.match.port.TablePort`.

:class:`PlainTable` reads typed commands for one person at a time: their turn (draw or take,
build words, discard, go out), their say in a challenge window, the deal of the next round. It
decides no rule: what may be done is asked of the seat's view (``view.why_not``, the engine's
reasons in the players' language), what is done is the port's ``submit``, and what happened is
said from the match's events. The same table sits on a :class:`~quiddler.match.LocalPort`
(``play --plain``) and on a :class:`~quiddler.remote.client.RemotePort` (``join --plain``).

Its own choices (presentation, as the drawn table's): the words built this turn before they are
laid, the card a word's letters take (the spelling worth most, as the drawn table's typing), and
when the dictionary may be opened (between turns, never in a challenge, as at the drawn table).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from quiddler.engine import (
    Action,
    Card,
    Challenge,
    Discard,
    Draw,
    GoOut,
    LayDown,
    NextRound,
    Phase,
    QuiddlerError,
    RoundStarted,
    SeatView,
    Source,
    Spelling,
    Word,
    spellings,
)
from quiddler.engine.letters import typed_letters
from quiddler.engine.ports import written
from quiddler.i18n import _
from quiddler.match.events import ActionApplied, Event, GameOver, RoundOver
from quiddler.match.windows import PassChallenges
from quiddler.plain import telling
from quiddler.plain.console import Console
from quiddler.plain.hinting import hint_said
from quiddler.plain.vocabulary import (
    asking,
    help_lines,
    not_a_command,
    one_sentence,
    read_command,
    refusal,
    shown,
    with_commands,
)

if TYPE_CHECKING:
    from quiddler.match.port import TablePort, TableServices

__all__ = ["PlainTable", "Outcome"]


#: The commands of a turn: typed at another question, they answer it as moving on (see
#: :meth:`PlainTable.moves_on`).
TURN_COMMANDS = frozenset({"draw", "take", "word", "clear", "discard", "out", "hand", "points", "hint"})


class Outcome(Enum):
    """How a decision ended: done (the game moved on) or the person left (quit, end of input)."""

    DONE = "done"
    QUIT = "quit"
    ENDED = "ended"


class PlainTable:
    """The plain table of ``port`` on ``console``: says events, reads each person's commands."""

    def __init__(self, port: TablePort, services: TableServices, console: Console) -> None:
        self.port = port
        #: The word checker, the hints and the reviews beside the port.
        self.services = services
        self.console = console
        #: The seat whose hand is open at this keyboard (events are told as it may know them).
        self.viewer: int | None = None
        #: The words built this turn (laid when going out, or on a final turn).
        self.staged: list[Word] = []
        self._refused = False
        self._pending: str | None = None
        #: True once the game's end was said (a remote game's last event may come after its view).
        self.over_said = False
        #: Rounds whose scores were said: a local match tells a round's end by its RoundOver
        #: event, a remote seat hears only the move that ended it (the scores are in its view).
        self._rounds_said = len(port.view(None).game.summaries)
        self._unsubscribe = port.subscribe(self.hear)

    def close(self) -> None:
        self._unsubscribe()

    # ------------------------------------------------------------ saying

    def say(self, text: str) -> None:
        self.console.say(text)

    def hear(self, event: Event) -> None:
        """A match's event, said at once in one sentence (a round's end: one per player)."""
        players = self.port.view(None).players
        if isinstance(event, RoundOver):
            self._say_rounds()
            return
        if isinstance(event, GameOver):
            self.say(telling.final_said(self.port.view(None).game))
            self.over_said = True
            return
        if isinstance(event, ActionApplied) and isinstance(event.record, RoundStarted):
            for line in telling.table_said(self.port.view(None).game, self.services.checker)[:2]:
                self.say(line)  # the new round: its number, cards, dealer and piles
            return
        said = telling.tell_event(event, players, self.viewer, self.services.checker)
        if said:
            self.say(said)
        if isinstance(event, ActionApplied):
            self._say_rounds()

    def _say_rounds(self) -> None:
        """The scores of each round ended since the last said, one sentence per player, once."""
        summaries = self.port.view(None).game.summaries
        for summary in summaries[self._rounds_said :]:
            for line in telling.round_said(summary, self.port.view(None).players, self.services.checker):
                self.say(line)
        self._rounds_said = max(self._rounds_said, len(summaries))

    def refuse(self, why: str, choices: list[str]) -> None:
        """One sentence: why not (the engine's words), and what may be typed instead."""
        self.say(refusal(why, choices))
        self._refused = True

    def ask(self, question: str, choices: list[str]) -> str | None:
        """Ask ``question``, naming what may be typed; right after a refusal (which named it
        already) nothing more is said before reading."""
        refused, self._refused = self._refused, False
        prompt = None if refused else asking(question, choices)
        if self._pending is not None:  # typed at the question before: it is this one's answer
            line, self._pending = self._pending, None
            if prompt is not None:
                self.console.say(prompt)
            return line
        return self.console.ask(prompt)

    def moves_on(self, line: str, name: str) -> bool:
        """A turn's command typed where the game waits for something else first (the keyboard
        passed, the challenges, the next round): that question is answered as moving on, and the
        line is kept for the turn it is meant for (a piped script need not answer every question)."""
        if name in TURN_COMMANDS:
            self._pending = line
            return True
        return False

    # ------------------------------------------------------------ what may be typed

    def turn_choices(self, view: SeatView) -> list[str]:
        """The commands of this moment of a turn (the engine's legal draws named first)."""
        if view.phase is Phase.DRAW:
            moves = list(view.legal_moves)
            choices = [shown("draw")] if Draw(view.seat, Source.DRAW_PILE) in moves else []
            if Draw(view.seat, Source.DISCARD_PILE) in moves and view.discard_top is not None:
                choices.append(
                    _("{take} (takes {card})").format(take=shown("take"), card=view.discard_top.label)
                )
        else:
            choices = [
                with_commands(_("{word} and a word")),
                with_commands(_("{discard} and a card")),
            ]
            if not view.is_final_turn:
                choices.append(shown("out"))
            if self.staged:
                choices.append(shown("clear"))
        return [*choices, shown("hint"), shown("hand"), shown("help"), shown("quit")]

    def common(
        self, name: str, rest: str, view: SeatView | None, choices: list[str], *, own_turn: bool
    ) -> bool:
        """The commands any prompt understands (hand, points, table, scores, look up, help); True
        when ``name`` was one of them."""
        if name in ("hand", "points") and view is not None:
            self.say(telling.hand_said(view) if name == "hand" else telling.points_said(view))
        elif name == "table":
            for line in telling.table_said(view or self.port.view(None).game, self.services.checker):
                self.say(line)
        elif name == "scores":
            self.say(telling.scores_said(view or self.port.view(None).game))
        elif name == "help":
            for line in help_lines():
                self.say(line)
        elif name == "look up":
            self.look_up(rest, choices, own_turn=own_turn)
        else:
            return False
        return True

    def look_up(self, typed: str, choices: list[str], *, own_turn: bool) -> None:
        """The dictionary's answer, as ``quiddler check`` gives it; not on one's own turn, nor in
        a challenge window (as at the drawn table)."""
        table = self.port.view(None).game
        if own_turn:
            self.refuse(
                _(
                    "It is your turn: the dictionary is for players whose turn it is not. "
                    "Look words up between turns."
                ),
                choices,
            )
            return
        if table.phase is Phase.CHALLENGE:
            self.refuse(_("Not during a challenge: challenge the word, and the dictionary decides."), choices)
            return
        if not typed_letters(typed):
            self.refuse(
                _("Name the word to look up, as in: {look} zax").format(look=shown("look up")), choices
            )
            return
        answer = self.services.look_up(typed)
        self.say(one_sentence(answer.lstrip("✓✗ ")) + ".")  # a whole sentence, as every event

    # ------------------------------------------------------------ a turn

    def _view(self, seat: int) -> SeatView:
        view = self.port.view(seat).game
        assert isinstance(view, SeatView)
        return view

    def remaining(self, view: SeatView) -> list[Card]:
        """The hand without the cards of the words built, in the hand's order."""
        left = list(view.hand)
        for card in (card for word in self.staged for card in word.cards):
            left.remove(card)
        return left

    def turn(self, seat: int) -> Outcome:
        """Read ``seat``'s commands until its turn is over (or it leaves)."""
        self.staged = []
        said_phase: Phase | None = None
        while True:
            view = self._view(seat)
            if not view.is_my_turn:
                self.staged = []
                return Outcome.DONE
            choices = self.turn_choices(view)
            if view.phase is not said_phase:  # the hand, as the turn starts and once drawn
                said_phase = view.phase
                self.say(telling.hand_said(view))
            if view.phase is Phase.DRAW:
                question = (
                    _("{name}, your final turn: draw or take.")
                    if view.is_final_turn
                    else _("{name}, your turn: draw or take.")
                )
            elif view.is_final_turn:
                question = _("{name}, build your words, then discard a card to lay them down.")
            else:
                question = _("{name}, build words to go out, or discard a card.")
            line = self.ask(question.format(name=view.players[seat]), choices)
            if line is None:
                return Outcome.ENDED
            command = read_command(line)
            if command.name == "quit":
                return Outcome.QUIT
            self.turn_command(view, command.name, command.rest, command.typed, choices)

    def turn_command(self, view: SeatView, name: str, rest: str, typed: str, choices: list[str]) -> None:
        seat = view.seat
        if name in ("draw", "take"):
            self.act(Draw(seat, Source.DRAW_PILE if name == "draw" else Source.DISCARD_PILE), choices)
        elif name == "word":
            self.build(view, rest, choices)
        elif name == "clear":
            self.staged = []
            self.say(telling.hand_said(view))
        elif name == "discard":
            card = self.card(rest, choices)
            if card is not None:
                action: Action = (
                    LayDown(seat, tuple(self.staged), card) if view.is_final_turn else Discard(seat, card)
                )
                self.act(action, choices)
        elif name == "out":
            self.go_out(view, rest, choices)
        elif name == "hint":
            self.hint(view)
        elif not self.common(name, rest, view, choices, own_turn=True):
            self.unknown(typed, choices)

    def unknown(self, typed: str, choices: list[str]) -> None:
        self.refuse(not_a_command(typed), choices)

    def act(self, action: Action, choices: list[str]) -> bool:
        """Submit ``action`` unless the seat's view says why not; a refusal in one sentence."""
        view = self.port.view(getattr(action, "seat", self.viewer)).game
        why = view.why_not(action, self.services.checker) if isinstance(view, SeatView) else None
        if why is not None:
            self.refuse(str(why), choices)
            return False
        try:
            self.port.submit(action)
        except QuiddlerError as error:
            self.refuse(str(error), choices)
            return False
        return True

    def card(self, text: str, choices: list[str]) -> Card | None:
        if not text.strip():
            self.refuse(_("Name the card, as in: {discard} e").format(discard=shown("discard")), choices)
            return None
        try:
            return Card.parse(text.strip().lower())
        except QuiddlerError as error:
            self.refuse(str(error), choices)
            return None

    def build(self, view: SeatView, typed: str, choices: list[str]) -> None:
        """``word quiz``: the word's cards taken from the hand (the spelling worth most);
        ``word qu-i-z`` names the cards (another spelling, as Tab at the drawn table)."""
        letters = typed_letters(typed)
        if not letters:
            self.refuse(_("Name the word, as in: {word} quiz").format(word=shown("word")), choices)
            return
        found = spellings(letters, self.remaining(view), order=Spelling.POINTS)
        if any(separator in typed for separator in "-·."):
            try:
                spelled = Word.parse(typed.strip().lower())
            except QuiddlerError as error:
                self.refuse(str(error), choices)
                return
            found = [spelled] if spelled in found else []
        if not found:
            self.refuse(
                _("Your hand does not hold the cards to spell {word}").format(word=letters.upper()), choices
            )
            return
        word = found[0]
        left = self.remaining(view)
        if left:
            probe: Action = (
                LayDown(view.seat, (*self.staged, word), left[-1])
                if view.is_final_turn
                else GoOut(view.seat, (*self.staged, word), left[-1])
            )
            why = view.why_not(probe)
            if why is not None and why.code in ("draw_first", "out_of_turn", "round_over", "challenge_first"):
                self.refuse(str(why), choices)
                return
        why_word = view.why_not_word(word, self.services.checker)
        if why_word is not None:
            self.refuse(str(why_word), choices)
            return
        self.staged.append(word)
        left = self.remaining(view)
        self.say(
            _("You built {word} ({cards}, {points} points); left in your hand: {left}.").format(
                word=written(word.text, self.services.checker),
                cards=telling.cards_said(word.cards),
                points=word.points,
                left=telling.cards_said(left) or _("nothing"),
            )
        )

    def go_out(self, view: SeatView, typed: str, choices: list[str]) -> None:
        left = self.remaining(view)
        if typed.strip():
            card = self.card(typed, choices)
            if card is None:
                return
        elif left:
            card = left[-1]
        else:
            self.refuse(_("Every card is in a word: one card must be left to discard"), choices)
            return
        self.act(GoOut(view.seat, tuple(self.staged), card), choices)

    def hint(self, view: SeatView) -> None:
        """The solver's hint, as the drawn table gives it (slow the first time: said so)."""
        if not self.services.hints.ready():
            self.say(_("Thinking… (the word list is still being indexed: a few seconds)"))
        self.say(hint_said(self.services, view))

    # ------------------------------------------------------------ between turns

    def challenge(self, seat: int, still_deciding: Callable[[], bool]) -> Outcome:
        """``seat``'s say in the open challenge window: challenge words by number, then pass."""
        while still_deciding():
            table = self.port.view(None).game
            layer = table.current
            words = [
                (index, laid.word) for index, laid in enumerate(table.table[layer]) if laid.challenger is None
            ]
            numbered = ", ".join(
                f"{index + 1} {written(word.text, self.services.checker)}" for index, word in words
            )
            choices = [
                with_commands(_("{challenge} and a number")),
                shown("pass"),
                shown("table"),
                shown("quit"),
            ]
            question = _("{name}, challenge a word of {layer}'s ({words}) or pass.").format(
                name=table.players[seat], layer=table.players[layer], words=numbered
            )
            line = self.ask(question, choices)
            if line is None:
                return Outcome.ENDED
            command = read_command(line)
            if command.name == "quit":
                return Outcome.QUIT
            if command.name == "pass" or self.moves_on(line, command.name):
                try:
                    self.port.submit(PassChallenges(seat))
                except QuiddlerError as error:
                    self._pending = None
                    self.refuse(str(error), choices)
                    continue
                return Outcome.DONE
            if command.name == "challenge":
                number = command.rest.strip()
                if not number.isdigit():
                    self.refuse(
                        _("Name the word by its number, as in: {challenge} 1").format(
                            challenge=shown("challenge")
                        ),
                        choices,
                    )
                    continue
                view = self.port.view(seat).game
                action = Challenge(seat, layer, int(number) - 1)
                why = view.why_not(action, self.services.checker) if isinstance(view, SeatView) else None
                if why is not None:
                    self.refuse(str(why), choices)
                    continue
                try:
                    self.port.submit(action)
                except QuiddlerError as error:
                    self.refuse(str(error), choices)
                continue
            if not self.common(command.name, command.rest, None, choices, own_turn=False):
                self.unknown(command.typed, choices)
        return Outcome.DONE

    def next_round(self, seat: int | None) -> Outcome:
        """After a round's scores: a person deals the next round (``next``)."""
        table = self.port.view(None).game
        choices = [shown("next"), shown("scores"), shown("look up"), shown("quit")]
        while table.phase is Phase.ROUND_OVER:
            answer = self.between_turns(
                _("Round {number} is next.").format(number=table.round + 2), "next", choices
            )
            if answer is Outcome.DONE:
                try:
                    self.port.submit(NextRound())
                except QuiddlerError as error:
                    self._pending = None
                    self.refuse(str(error), choices)
            elif answer is not None:
                return answer
            table = self.port.view(None).game  # dealt by now, or by someone else meanwhile
        return Outcome.DONE

    def confirm(self, seat: int) -> Outcome:
        """Hot-seat: the next person takes the keyboard before their hand is read."""
        name = self.port.view(None).players[seat]
        question = _("Pass the keyboard to {name}; {name}, your hand is read next.").format(name=name)
        choices = [shown("ready"), shown("scores"), shown("look up"), shown("quit")]
        while True:
            answer = self.between_turns(question, "ready", choices)
            if answer is not None:
                return answer

    def between_turns(self, question: str, go_on: str, choices: list[str]) -> Outcome | None:
        """One answer to a question the game waits on between turns (the next round, the keyboard
        passed): ENDED or QUIT when the person leaves, DONE when they go on (``go_on``, an empty
        line, or a turn's command, kept for the turn: :meth:`moves_on`), None after any other
        command (answered, or refused): the caller asks again."""
        line = self.ask(question, choices)
        if line is None:
            return Outcome.ENDED
        command = read_command(line)
        if command.name == "quit":
            return Outcome.QUIT
        if command.name == go_on or not line or self.moves_on(line, command.name):
            return Outcome.DONE
        if not self.common(command.name, command.rest, None, choices, own_turn=False):
            self.unknown(command.typed, choices)
        return None
