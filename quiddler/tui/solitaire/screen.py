"""The solitaire screen: eight stacks, a word typed or picked, refills, undo, hints, the end.

Keys: letters type the word (the screen finds the cards on the stacks; Tab switches to another
spelling or another stack showing the same letter); 1–8 or a click pick a stack (or, when a stack
is empty, choose the stack whose top card refills it: when only one stack can give, the screen
does it itself and says so); Enter makes the word; Backspace and Esc erase; ``?`` asks for a hint
(computed in a worker); Ctrl+Z undoes the last word (from the end screen too); Ctrl+G gives up;
Ctrl+X leaves, after asking.

The game's life is a :class:`~quiddler.solitaire.match.SolitaireMatch` (its actions, the refills
with no choice, the autosave after every action, the unfinished game offered again next time, the
record a finished game goes into and leaves again if its last word is undone): the screen renders
it and sends it what the keys ask, and opens no file. Nothing here decides a rule: every refusal
shown is the engine's own sentence. The word being typed is a
:class:`~quiddler.solitaire.entry.WordEntry`, which turns the keys into stacks.

The screen is built in three parts, lowest first: :mod:`.board` (its state and drawing),
:mod:`.play` (what each key does) and this module (the keys' bindings, starting a game,
continuing one left unfinished, the end of a game and the next one).
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType

from quiddler.engine.solitaire import Solitaire, SolitairePhase
from quiddler.i18n import N_, _
from quiddler.saves.solitaire.saved_game import SavedSolitaire
from quiddler.solitaire.options import SolitaireOptions
from quiddler.tui.solitaire.dialogs import ContinueChoice, ContinueScreen
from quiddler.tui.solitaire.end import EndChoice, SolitaireEndScreen
from quiddler.tui.solitaire.play import SolitairePlay
from quiddler.tui.solitaire.widgets import WordLine

__all__ = ["SolitaireScreen"]


class SolitaireScreen(SolitairePlay):
    """A game of solitaire. Dismissed (result None) when the player leaves."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "make_word", N_("Make word")),
        Binding("tab", "next_spelling", N_("Spelling")),
        Binding("backspace", "erase", N_("Erase"), show=False),
        Binding("escape", "clear", N_("Clear"), show=False),
        Binding("question_mark", "hint", N_("Hint"), key_display="?"),
        Binding("ctrl+z", "undo", N_("Undo")),
        Binding("ctrl+g", "give_up", N_("Give up")),
        Binding("f1", "rules", N_("Rules")),
        Binding("ctrl+x", "leave", N_("Leave")),
    ]

    def on_mount(self) -> None:
        self.query_one(WordLine).focus()
        self._greet()
        self.refresh_view()
        if self.match.offering:
            self._offer_saved_game()
        else:
            self._begin()

    # ------------------------------------------------------------ saving and continuing

    def _begin(self) -> None:
        """The game on the table is the one played: saved now, or ended if no word can be made."""
        self._warn(self.match.begin())
        if self.game.is_over:
            self.call_after_refresh(self._finish)

    def _offer_saved_game(self) -> None:
        """A game left unfinished: continue it (asked, unless the command line named its deal)."""
        offer = self.match.offer_saved(self._loaded)
        self._loaded = None
        for line, refused in offer.said:
            self.say(line, refused=refused)
        game, saved, options = offer.game, offer.saved, offer.options
        if offer.continued and game is not None and options is not None:
            self._continued(game, options)
        elif offer.ask and game is not None and saved is not None and options is not None:
            asked = self.options.daily is not None or self.options.seed is not None
            new_deal = (
                _("A new deal") if not asked else f"{self.options.describe(self.game.seed).capitalize()}"
            )
            screen = ContinueScreen(saved, new_deal=new_deal, new_first=asked)
            self.app.push_screen(screen, lambda choice: self._answered(choice, game, saved, options))
        else:
            self._begin()

    def _answered(
        self, choice: ContinueChoice | None, game: Solitaire, saved: SavedSolitaire, options: SolitaireOptions
    ) -> None:
        if choice is None:  # Esc: leave solitaire; the unfinished game stays saved
            self.match.leave_waiting(saved)
            self.leave()
        elif choice is ContinueChoice.CONTINUE:
            self.match.continue_saved(game, saved, options)
            self._continued(game, options)
        else:
            self.say(self.match.give_up_saved(game, options))
            self._begin()

    def _continued(self, game: Solitaire, options: SolitaireOptions) -> None:
        """The unfinished game goes on, where it was left."""
        self._play(game)
        self.action_clear()
        self.say(
            _("Welcome back: {deal} goes on where you left it.").format(deal=options.describe(game.seed))
        )
        if game.phase is SolitairePhase.REFILL:
            self.say(self.match.refill_prompt())
        self.refresh_view()

    # ------------------------------------------------------------ the end

    def _finish(self) -> None:
        """Record the finished game once, forget its save, and show the end-of-game screen."""
        game = self.game
        stats, warning = self.match.finish()
        self.app.push_screen(SolitaireEndScreen(game, stats, warning, self.options), self._after_end)

    def _after_end(self, choice: EndChoice | None) -> None:
        if choice is EndChoice.UNDO:
            self._take_back_the_end()
        elif choice is EndChoice.NEW:
            self.new_game(SolitaireOptions())
        elif choice is EndChoice.REPLAY:
            self.new_game(self.options, self.game.restart())
        else:
            self.leave()

    def _take_back_the_end(self) -> None:
        """Ctrl+Z on the end screen: the last word comes back, the game leaves the record and goes on."""
        problem = self.match.withdraw()
        if problem:
            self.notify(problem, severity="warning", timeout=10)
        self.action_undo()

    def new_game(self, options: SolitaireOptions, game: Solitaire | None = None) -> None:
        """Deal a new game as ``options`` say (or play ``game``, already dealt)."""
        error = self.match.new_game(options, game)
        self._play(self.game)
        self.action_clear()
        self._greet()
        self.refresh_view()
        if self.game.is_over:
            self._finish()
        else:
            self._warn(error)
